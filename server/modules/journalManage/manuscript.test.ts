import { describe, expect, it } from 'vitest';
import { docxOf, pdfOf, SAMPLE_MANUSCRIPT } from '../../../tests/helpers/manuscripts';
import { bodyHtml, parseManuscript, parseManuscriptLines, sniffManuscript } from './manuscript';

const EXPECTED = {
  title: '数字人文视域下古籍整理的知识组织方法研究',
  titleEn: 'Research on Knowledge Organization of Ancient Books in Digital Humanities',
  authors: '张明华;李静',
  institution: '1. 北京大学 信息管理系，北京 100871；2. 南京大学 文学院，南京 210023',
  abstract: '古籍整理是中华优秀传统文化传承的基础工作。本文梳理数字人文环境下古籍知识组织的主要路径，提出以本体为核心、以关联数据为纽带的整理框架，并以地方志为例加以验证。',
  keywords: '数字人文;古籍整理;知识组织;本体',
  references: ['王晓光. 数字人文研究[J]. 图书情报知识, 2020(1): 4-12.', '刘炜, 叶鹰. 数字人文的技术体系与理论结构[J]. 中国图书馆学报, 2017, 43(5): 32-41.'],
};

describe('reading a manuscript into the article form', () => {
  it('finds title, authors, institution, abstract, keywords, English title, body and references by their labels', () => {
    const parsed = parseManuscriptLines(SAMPLE_MANUSCRIPT);
    expect(parsed).toMatchObject(EXPECTED);
    // The body keeps its structure (issue 34 item 4): headings and paragraphs, as the form's rich text.
    expect(parsed.fullText).toBe('<h2>1 引言</h2><p>近年来，数字人文的兴起为古籍整理带来了新的方法与工具。</p><h2>2 研究方法</h2><p>本文采用文献调研与案例分析相结合的方法。</p>');
  });

  it('leaves out what it cannot find instead of guessing', () => {
    const parsed = parseManuscriptLines(['一篇没有摘要的短文', '', '正文第一段。']);
    expect(parsed).toMatchObject({ title: '一篇没有摘要的短文', authors: '', abstract: '', keywords: '', references: [] });
    expect(parsed.fullText).toBe('<p>正文第一段。</p>');
  });

  it('keeps subsections, figure and table captions, and joins a PDF paragraph wrapped over lines', () => {
    const body = ['1 引言', '县域总分馆制自2016年起在全国推', '行，覆盖面逐年扩大。', '1.1 研究问题', '图1 总分馆服务网络', '表2 各县<分馆>数量', '', '新的一段'];
    expect(bodyHtml(body)).toBe(
      '<h2>1 引言</h2><p>县域总分馆制自2016年起在全国推行，覆盖面逐年扩大。</p><h3>1.1 研究问题</h3><p>图1 总分馆服务网络</p><p>表2 各县&lt;分馆&gt;数量</p><p>新的一段</p>',
    );
  });

  it('tells Word and PDF files by their bytes, not their names', async () => {
    expect(sniffManuscript(await docxOf(['一段文字']))).toBe('docx');
    expect(sniffManuscript(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffManuscript(Buffer.from('PK\u0003\u0004 not a word file'))).toBeNull();
    expect(sniffManuscript(Buffer.from('<html>'))).toBeNull();
  });

  it('reads the same fields from a .docx and from a PDF', async () => {
    const fromWord = await parseManuscript(await docxOf(SAMPLE_MANUSCRIPT), 'docx');
    expect(fromWord).toMatchObject({ ok: true, parsed: { ...EXPECTED, pages: 0 } });
    const fromPdf = await parseManuscript(await pdfOf(SAMPLE_MANUSCRIPT), 'pdf');
    expect(fromPdf).toMatchObject({ ok: true, parsed: { ...EXPECTED, pages: 1 } });
  }, 60_000);
});
