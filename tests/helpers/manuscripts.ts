import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import { evenGlyphFontkit, previewFontBytes } from '../../server/modules/book/pdf';

/** A manuscript as a journal receives it: Chinese front matter, English abstract, body, references. */
export const SAMPLE_MANUSCRIPT = [
  '数字人文视域下古籍整理的知识组织方法研究',
  '张明华1  李静2',
  '（1. 北京大学 信息管理系，北京 100871；2. 南京大学 文学院，南京 210023）',
  '摘　要：古籍整理是中华优秀传统文化传承的基础工作。本文梳理数字人文环境下古籍知识组织的主要路径，',
  '提出以本体为核心、以关联数据为纽带的整理框架，并以地方志为例加以验证。',
  '关键词：数字人文；古籍整理；知识组织；本体',
  '中图分类号：G255.1　　文献标识码：A',
  'Research on Knowledge Organization of Ancient Books in Digital Humanities',
  'Abstract: Ancient book collation is the foundation of cultural heritage.',
  'Key words: digital humanities; ancient books; knowledge organization',
  '1 引言',
  '近年来，数字人文的兴起为古籍整理带来了新的方法与工具。',
  '2 研究方法',
  '本文采用文献调研与案例分析相结合的方法。',
  '参考文献',
  '[1] 王晓光. 数字人文研究[J]. 图书情报知识, 2020(1): 4-12.',
  '[2] 刘炜, 叶鹰. 数字人文的技术体系与理论结构[J]. 中国图书馆学报, 2017, 43(5): 32-41.',
];

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A minimal Word document (.docx), one paragraph per line. */
export async function docxOf(lines: string[]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const body = lines.map((l) => `<w:p><w:r><w:t xml:space="preserve">${xmlEscape(l)}</w:t></w:r></w:p>`).join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** A PDF with one line of text per row (Noto Sans SC, embedded), `perPage` rows a page. */
export async function pdfOf(lines: string[], perPage = 40): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(evenGlyphFontkit);
  const font = await doc.embedFont(await previewFontBytes(), { subset: true });
  for (let start = 0; start < lines.length; start += perPage) {
    const page = doc.addPage([595, 842]);
    lines.slice(start, start + perPage).forEach((line, k) => {
      if (line) page.drawText(line, { x: 40, y: 800 - k * 18, size: 10, font });
    });
  }
  return Buffer.from(await doc.save());
}
