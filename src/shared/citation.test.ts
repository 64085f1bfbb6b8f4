import { describe, expect, it } from 'vitest';
import { formatCitation, gbAuthorName, gbAuthors, guessPlace, type CitableWork } from './citation';

const article: CitableWork = {
  kind: 'article',
  id: 7,
  title: '数字图书馆知识服务研究',
  authors: '张三;李四;王五;赵六',
  journal: '图书情报研究',
  year: 2024,
  issue: 3,
  pageStart: 12,
  pageEnd: 20,
  doi: '10.1234/tsqb.2024.03.002',
  keywords: '数字图书馆;知识服务',
  abstract: '摘要。',
};

describe('GB/T 7714-2015', () => {
  it('journal article: four Chinese authors become three and 等, with [J], year, issue, pages and DOI', () => {
    expect(formatCitation('gbt7714', article)).toBe('张三, 李四, 王五, 等. 数字图书馆知识服务研究[J]. 图书情报研究, 2024(3): 12-20. DOI:10.1234/tsqb.2024.03.002.');
  });
  it('with a volume: year, volume(issue)', () => {
    expect(formatCitation('gbt7714', { ...article, authors: 'John Smith', volume: 55, issue: 34, pageStart: 3219, pageEnd: undefined, doi: undefined })).toBe(
      'SMITH J. 数字图书馆知识服务研究[J]. 图书情报研究, 2024, 55(34): 3219.',
    );
  });
  it('Latin names: SURNAME initials and et al past three', () => {
    expect(gbAuthorName('John Smith')).toBe('SMITH J');
    expect(gbAuthorName('Smith, John Paul')).toBe('SMITH J P');
    expect(gbAuthors(['John Smith', 'Mary Ann Lee', 'Wei Zhang', 'Tom Li'])).toBe('SMITH J, LEE M A, ZHANG W, et al');
  });
  it('book [M] with place and publisher; thesis [D] with the school', () => {
    expect(formatCitation('gbt7714', { kind: 'book', title: '红楼梦人物论', authors: '胡勇轩', publisher: '人民出版社', place: '北京', year: 2020 })).toBe(
      '胡勇轩. 红楼梦人物论[M]. 北京: 人民出版社, 2020.',
    );
    expect(formatCitation('gbt7714', { kind: 'thesis', title: '古籍数字化研究', authors: '吴思远', school: '复旦大学', place: '上海', year: 2023, degree: 3 })).toBe(
      '吴思远. 古籍数字化研究[D]. 上海: 复旦大学, 2023.',
    );
  });
  it('an unknown place reads 出版地不详', () => {
    expect(formatCitation('gbt7714', { kind: 'book', title: '书', authors: '某', publisher: '某出版社', year: 2021 })).toContain('出版地不详: 某出版社');
  });
});

describe('machine formats', () => {
  it('BibTeX @article with every author joined by and, and pages with --', () => {
    const bib = formatCitation('bibtex', article);
    expect(bib.startsWith('@article{wenkuarticle72024,')).toBe(true);
    expect(bib).toContain('author = {张三 and 李四 and 王五 and 赵六}');
    expect(bib).toContain('pages = {12--20}');
    expect(bib).toContain('doi = {10.1234/tsqb.2024.03.002}');
  });
  it('BibTeX thesis type follows the degree', () => {
    expect(formatCitation('bibtex', { kind: 'thesis', title: 't', authors: 'a', degree: 3 })).toMatch(/^@phdthesis/);
    expect(formatCitation('bibtex', { kind: 'thesis', title: 't', authors: 'a', degree: 2 })).toMatch(/^@mastersthesis/);
  });
  it('RIS: TY first, one AU per author, ER last, CRLF lines', () => {
    const lines = formatCitation('ris', article).split('\r\n');
    expect(lines[0]).toBe('TY  - JOUR');
    expect(lines.filter((l) => l.startsWith('AU  - '))).toHaveLength(4);
    expect(lines).toContain('JO  - 图书情报研究');
    expect(lines).toContain('SP  - 12');
    expect(lines.at(-1)).toBe('ER  -');
  });
  it('EndNote tagged format', () => {
    const enw = formatCitation('endnote', article).split('\n');
    expect(enw[0]).toBe('%0 Journal Article');
    expect(enw).toContain('%J 图书情报研究');
    expect(enw).toContain('%P 12-20');
    expect(enw.filter((l) => l.startsWith('%A '))).toHaveLength(4);
  });
});

describe('guessPlace', () => {
  it('knows common publishers and universities', () => {
    expect(guessPlace('商务印书馆')).toBe('北京');
    expect(guessPlace('复旦大学')).toBe('上海');
    expect(guessPlace('某某出版社')).toBeUndefined();
  });
});

describe('a numbered document (a content-area kit type declaring its citation)', () => {
  const doc: CitableWork = {
    kind: 'document',
    title: '一种锂离子电池正极材料的制备方法',
    authors: '宁德时代新能源科技股份有限公司',
    number: 'CN201910123456.7',
    date: '2021-03-05',
    year: 2021,
    mark: 'P',
    ris: 'PAT',
    endnote: 'Patent',
  };
  it('GB/T 7714-2015: 申请者. 题名: 编号[标识]. 日期.', () => {
    expect(formatCitation('gbt7714', doc)).toBe('宁德时代新能源科技股份有限公司. 一种锂离子电池正极材料的制备方法: CN201910123456.7[P]. 2021-03-05.');
  });
  it('RIS, EndNote and BibTeX carry the declared types, the number and the date', () => {
    const ris = formatCitation('ris', doc).split('\r\n');
    expect(ris[0]).toBe('TY  - PAT');
    expect(ris).toContain('M1  - CN201910123456.7');
    expect(ris).toContain('DA  - 2021/03/05');
    const enw = formatCitation('endnote', doc).split('\n');
    expect(enw[0]).toBe('%0 Patent');
    expect(enw).toContain('%@ CN201910123456.7');
    const bib = formatCitation('bibtex', doc);
    expect(bib).toMatch(/^@misc\{/);
    expect(bib).toContain('number = {CN201910123456.7}');
  });
});
