import { describe, expect, it } from 'vitest';
import { formatCitation } from './citation';
import { parseReference, referenceLines, referencesInFullText, standardKey, titleKey } from './references';

describe('parseReference (GB/T 7714-2015 entries)', () => {
  it('reads a journal article with volume, issue, pages and DOI', () => {
    expect(parseReference('[1] 王晓光, 李梦琳, 宋宁远. 数字人文研究的现状与趋势[J]. 图书情报知识, 2020, 37(1): 4-12. DOI:10.13366/J.DIK.2020.01.004.')).toEqual({
      raw: '王晓光, 李梦琳, 宋宁远. 数字人文研究的现状与趋势[J]. 图书情报知识, 2020, 37(1): 4-12. DOI:10.13366/J.DIK.2020.01.004.',
      authors: '王晓光;李梦琳;宋宁远',
      title: '数字人文研究的现状与趋势',
      source: '图书情报知识',
      year: 2020,
      volume: '37',
      issue: '1',
      pages: '4-12',
      doi: '10.13366/j.dik.2020.01.004',
      docType: 'J',
      standardNo: null,
    });
  });

  it('reads a journal article without volume, with 等 and full-width punctuation', () => {
    const r = parseReference('2．刘炜，叶鹰，张磊，等．数字人文的技术体系与理论结构［J］．中国图书馆学报，2017（5）：32–41．')!;
    expect(r).toMatchObject({ authors: '刘炜;叶鹰;张磊', title: '数字人文的技术体系与理论结构', source: '中国图书馆学报', year: 2017, volume: null, issue: '5', pages: '32-41', docType: 'J' });
  });

  it('reads a monograph: place, publisher, year and pages', () => {
    expect(parseReference('[3] 费孝通. 乡土中国[M]. 北京: 生活·读书·新知三联书店, 1985: 21-28.')).toMatchObject({
      authors: '费孝通',
      title: '乡土中国',
      source: '生活·读书·新知三联书店',
      year: 1985,
      pages: '21-28',
      docType: 'M',
    });
  });

  it('reads a thesis', () => {
    expect(parseReference('[4] 陈静. 公共图书馆数字服务绩效评价研究[D]. 武汉: 武汉大学, 2019.')).toMatchObject({
      authors: '陈静',
      title: '公共图书馆数字服务绩效评价研究',
      source: '武汉大学',
      year: 2019,
      docType: 'D',
    });
  });

  it('reads a standard and keeps its number apart from the title', () => {
    const r = parseReference('[5] 全国信息与文献标准化技术委员会. 信息与文献 参考文献著录规则: GB/T 7714—2015[S]. 北京: 中国标准出版社, 2015.')!;
    expect(r).toMatchObject({ title: '信息与文献 参考文献著录规则', standardNo: 'GB/T 7714-2015', docType: 'S', source: '中国标准出版社', year: 2015 });
    expect(standardKey(r.standardNo!)).toBe(standardKey('GB/T 7714-2015'));
  });

  it('reads a law cited as [Z] and as [EB/OL] with its address', () => {
    expect(parseReference('[6] 中华人民共和国公共图书馆法[Z]. 2018.')).toMatchObject({ authors: '', title: '中华人民共和国公共图书馆法', year: 2018, docType: 'Z' });
    expect(parseReference('[7] 全国人民代表大会常务委员会. 中华人民共和国著作权法[EB/OL]. (2020-11-11)[2024-03-01]. http://www.npc.gov.cn/npc/c30834/202011/t20201111_308674.html.')).toMatchObject({
      authors: '全国人民代表大会常务委员会',
      title: '中华人民共和国著作权法',
      year: 2020,
      docType: 'EB/OL',
      source: 'http://www.npc.gov.cn/npc/c30834/202011/t20201111_308674.html',
    });
  });

  it('reads Latin names and a conference paper', () => {
    expect(parseReference('[8] SMITH J, BROWN K L, et al. Linked data for libraries[J]. Library Hi Tech, 2019, 37(2): 201-215.')).toMatchObject({
      authors: 'SMITH J;BROWN K L',
      title: 'Linked data for libraries',
      source: 'Library Hi Tech',
      year: 2019,
      volume: '37',
      issue: '2',
      pages: '201-215',
    });
    expect(parseReference('[9] 张志强. 开放科学与学术交流[C]//中国科学技术情报学会. 2021年学术年会论文集. 北京: 科学技术文献出版社, 2021: 45-52.')).toMatchObject({
      authors: '张志强',
      title: '开放科学与学术交流',
      docType: 'C',
      source: '中国科学技术情报学会',
      year: 2021,
    });
  });

  it('tolerates an entry without a type mark and one that is only a DOI', () => {
    expect(parseReference('10. 李明. 图书馆空间再造研究. 图书馆论坛, 2021, 41(3): 1-9.')).toMatchObject({ authors: '李明', title: '图书馆空间再造研究', year: 2021, docType: null });
    expect(parseReference('https://doi.org/10.1016/j.lisr.2020.101022')).toMatchObject({ doi: '10.1016/j.lisr.2020.101022', title: null });
    expect(parseReference('  [11]  ')).toBeNull();
  });

  it('reads back what the citation export writes (so demo entries match their items)', () => {
    const line = formatCitation('gbt7714', { kind: 'article', title: '书院空间分布的历史地理考察', authors: '王静;李强;赵敏;孙悦', journal: '历史地理研究', year: 2023, issue: 2, pageStart: 15, pageEnd: 27, doi: '10.12345/j.cnki.lsdl.2023.02.001' });
    expect(parseReference(line)).toMatchObject({ authors: '王静;李强;赵敏', title: '书院空间分布的历史地理考察', source: '历史地理研究', year: 2023, issue: '2', pages: '15-27', doi: '10.12345/j.cnki.lsdl.2023.02.001' });
  });
});

describe('reference lists', () => {
  it('joins a numbered entry that runs over two lines and keeps unnumbered lines one per entry', () => {
    expect(referenceLines('[1] 王晓光. 数字人文研究[J]. 图书情报知识,\n2020(1): 4-12.\n[2] 费孝通. 乡土中国[M]. 北京: 三联书店, 1985.')).toEqual([
      '[1] 王晓光. 数字人文研究[J]. 图书情报知识,2020(1): 4-12.',
      '[2] 费孝通. 乡土中国[M]. 北京: 三联书店, 1985.',
    ]);
    expect(referenceLines('费孝通. 乡土中国[M]. 北京: 三联书店, 1985.\n\n陈静. 研究[D]. 武汉: 武汉大学, 2019.')).toHaveLength(2);
  });

  it('finds the 参考文献 section at the end of a full text', () => {
    const { body, entries } = referencesInFullText('一、引言\n正文。\n\n参考文献：\n[1] 费孝通. 乡土中国[M]. 北京: 三联书店, 1985.\n[2] 陈静. 研究[D]. 武汉: 武汉大学, 2019.');
    expect(body).toBe('一、引言\n正文。');
    expect(entries).toHaveLength(2);
    expect(referencesInFullText('没有参考文献小节的正文。').entries).toEqual([]);
  });

  it('compares titles without spaces, case and punctuation', () => {
    expect(titleKey('“双一流”建设背景下的 Open Access：路径与对策')).toBe(titleKey('"双一流"建设背景下的open access:路径与对策'));
    expect(titleKey('数字人文')).not.toBe(titleKey('数字人文学'));
  });
});
