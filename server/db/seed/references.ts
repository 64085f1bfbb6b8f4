import { asc, eq } from 'drizzle-orm';
import { formatCitation, guessPlace } from '../../../src/shared/citation';
import { parseReference } from '../../../src/shared/references';
import type { Db } from '../client';
import { articleReferences, articles, books, journalPeriods, journals, laws, referenceRow, standards, theses } from '../schema';
import { bulkInsert } from './bulk';
import { mulberry32, type Rng } from './random';

/**
 * Works outside the library that Chinese papers of every field cite: they make a list look like a
 * real one, and stay unlinked (nothing in the library has their titles).
 */
const OUTSIDE_WORKS = [
  '费孝通. 乡土中国[M]. 北京: 生活·读书·新知三联书店, 1985.',
  '吴慰慈, 董焱. 图书馆学概论[M]. 4版. 北京: 国家图书馆出版社, 2019.',
  '陈向明. 质的研究方法与社会科学研究[M]. 北京: 教育科学出版社, 2000.',
  '风笑天. 社会研究方法[M]. 5版. 北京: 中国人民大学出版社, 2018.',
  '顾明远. 教育大辞典[M]. 上海: 上海教育出版社, 1998.',
  '中共中央办公厅, 国务院办公厅. 关于加快构建现代公共文化服务体系的意见[EB/OL]. (2015-01-14)[2025-06-01]. http://www.gov.cn/xinwen/2015-01/14/content_2804250.htm.',
  '国家统计局. 中华人民共和国2023年国民经济和社会发展统计公报[R]. 北京: 国家统计局, 2024.',
  '中国互联网络信息中心. 第53次中国互联网络发展状况统计报告[R]. 北京: 中国互联网络信息中心, 2024.',
  'CHRISTENSEN C M. The innovator’s dilemma[M]. Boston: Harvard Business School Press, 1997.',
  'BORGMAN C L. Big data, little data, no data: scholarship in the networked world[M]. Cambridge: MIT Press, 2015.',
  'PUTNAM R D. Bowling alone: the collapse and revival of American community[M]. New York: Simon & Schuster, 2000.',
  'CASTELLS M. The rise of the network society[M]. 2nd ed. Oxford: Wiley-Blackwell, 2010.',
  'WILKINSON M D, DUMONTIER M, AALBERSBERG I J, et al. The FAIR guiding principles for scientific data management and stewardship[J]. Scientific Data, 2016, 3: 160018. DOI:10.1038/sdata.2016.18.',
  'BRAUN V, CLARKE V. Using thematic analysis in psychology[J]. Qualitative Research in Psychology, 2006, 3(2): 77-101. DOI:10.1191/1478088706qp063oa.',
  'DAVIS F D. Perceived usefulness, perceived ease of use, and user acceptance of information technology[J]. MIS Quarterly, 1989, 13(3): 319-340.',
  'HAIR J F, RISHER J J, SARSTEDT M, et al. When to use and how to report the results of PLS-SEM[J]. European Business Review, 2019, 31(1): 2-24.',
  '习近平. 高举中国特色社会主义伟大旗帜 为全面建设社会主义现代化国家而团结奋斗[N]. 人民日报, 2022-10-26(1).',
  '教育部. 教育信息化2.0行动计划[EB/OL]. (2018-04-18)[2025-06-01]. http://www.moe.gov.cn/srcsite/A16/s3342/201804/t20180425_334188.html.',
  '李国杰, 程学旗. 大数据研究: 未来科技及经济社会发展的重大战略领域[J]. 中国科学院院刊, 2012, 27(6): 647-657.',
  '周晓英. 数据驱动的情报分析方法研究[C]//中国科学技术情报学会. 第十届全国情报学博士生学术论坛论文集. 北京: 科学技术文献出版社, 2019: 12-19.',
  '王昕. 城市更新中的社区治理创新[N]. 光明日报, 2023-05-16(11).',
  '林毅夫. 新结构经济学: 反思经济发展与政策的理论框架[M]. 北京: 北京大学出版社, 2012.',
];

interface ArticleInfo {
  id: number;
  title: string;
  authors: string;
  journal: string;
  subject: number;
  year: number;
  issue: number;
  pageStart: number | null;
  pageEnd: number | null;
  doi: string | null;
}

/** `n` distinct picks, a share of them from `favoured` (the field's much-cited works), the rest from `pool`. */
function citedPicks<T>(rng: Rng, favoured: readonly T[], pool: readonly T[], n: number): T[] {
  const out = new Set<T>();
  for (let tries = 0; out.size < n && tries < n * 4; tries++) {
    const from = favoured.length && (rng.chance(0.45) || !pool.length) ? favoured : pool;
    if (from.length) out.add(rng.pick(from));
  }
  return [...out];
}

/**
 * Every demo article's reference list (8–20 entries, GB/T 7714 as the citation export writes it):
 * earlier articles of its field (a few much-cited ones among them, so 共引 and 同被引 have something
 * to show), books and theses of its field, now and then a standard and a law, and works outside the
 * library. The seed knows which item each entry names, so it writes the match without looking it up.
 */
export async function seedReferences(db: Db): Promise<void> {
  const rng = mulberry32(0x5eed34);
  const rows = await db
    .select({
      id: articles.id,
      title: articles.title,
      authors: articles.authors,
      journal: journals.name,
      subject: journals.journalType,
      year: journalPeriods.year,
      issue: journalPeriods.issue,
      pageStart: articles.pageStart,
      pageEnd: articles.pageEnd,
      doi: articles.doi,
    })
    .from(articles)
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .innerJoin(journalPeriods, eq(journalPeriods.id, articles.periodId))
    .orderBy(asc(articles.publishDate), asc(articles.id));
  const [bookRows, thesisRows, standardRows, lawRows] = await Promise.all([
    db.select({ id: books.id, title: books.title, authors: books.authors, publisher: books.publisher, subject: books.subjectType, date: books.publishDate }).from(books),
    db.select({ id: theses.id, title: theses.title, authors: theses.authors, school: theses.schoolName, degree: theses.degree, subject: theses.subjectType, date: theses.issueTime }).from(theses),
    db.select({ id: standards.id, no: standards.standardNo, title: standards.title, by: standards.issuingAuthority, date: standards.publishDate }).from(standards),
    db.select({ id: laws.id, title: laws.title, by: laws.issuingAuthority, date: laws.publishDate }).from(laws),
  ]);
  const year = (d: string | null) => Number(String(d ?? '2020').slice(0, 4));
  const bySubject = new Map<number, ArticleInfo[]>();
  for (const a of rows) bySubject.set(a.subject, [...(bySubject.get(a.subject) ?? []), a]);
  const seen = new Map<number, number>();

  const out: Array<typeof articleReferences.$inferInsert> = [];
  for (const a of rows) {
    const field = bySubject.get(a.subject)!;
    const at = seen.get(a.subject) ?? 0;
    seen.set(a.subject, at + 1);
    // Earlier papers of the field: its first ones are its much-cited classics, the recent ones follow.
    const earlier = field.slice(0, at).filter((e) => e.year <= a.year);
    const classics = earlier.slice(0, 12);
    const recent = earlier.slice(-80);
    const entries: Array<{ line: string; match: { type: string; id: number } | null }> = [];
    for (const c of citedPicks(rng, classics, recent, rng.int(2, 5))) {
      const line = formatCitation('gbt7714', { kind: 'article', title: c.title, authors: c.authors, journal: c.journal, year: c.year, issue: c.issue, pageStart: c.pageStart ?? undefined, pageEnd: c.pageEnd ?? undefined, doi: c.doi ?? undefined });
      entries.push({ line, match: { type: 'article', id: c.id } });
    }
    const fieldBooks = bookRows.filter((b) => b.subject === a.subject && year(b.date) <= a.year);
    for (const b of citedPicks(rng, fieldBooks, bookRows.filter((x) => year(x.date) <= a.year), rng.int(1, 2))) {
      const line = formatCitation('gbt7714', { kind: 'book', title: b.title, authors: b.authors, publisher: b.publisher ?? undefined, place: guessPlace(b.publisher), year: year(b.date) });
      entries.push({ line, match: { type: 'book', id: b.id } });
    }
    const fieldTheses = thesisRows.filter((t) => t.subject === a.subject && year(t.date) <= a.year);
    for (const t of citedPicks(rng, fieldTheses, [], rng.int(0, 2))) {
      const line = formatCitation('gbt7714', { kind: 'thesis', title: t.title, authors: t.authors, school: t.school, place: guessPlace(t.school), degree: t.degree, year: year(t.date) });
      entries.push({ line, match: { type: 'thesis', id: t.id } });
    }
    if (rng.chance(0.35) && standardRows.length) {
      const s = rng.pick(standardRows);
      entries.push({ line: `${s.by ?? '全国标准化技术委员会'}. ${s.title}: ${s.no}[S]. 北京: 中国标准出版社, ${year(s.date)}.`, match: { type: 'standard', id: s.id } });
    }
    if (rng.chance(0.45) && lawRows.length) {
      const l = rng.pick(lawRows);
      entries.push({ line: `${l.title}[Z]. ${year(l.date)}.`, match: { type: 'law', id: l.id } });
    }
    const outside = rng.sample(OUTSIDE_WORKS, Math.max(8 - entries.length, rng.int(1, 4)));
    for (const line of outside) if (entries.length < 20) entries.push({ line, match: null });
    // Chinese lists are in order of citation in the text: shuffle what was gathered by kind.
    rng.sample(entries, entries.length).forEach((e, i) => {
      const r = parseReference(e.line)!;
      out.push(referenceRow(a.id, i + 1, r, e.match));
    });
  }
  // Some 28,000 rows: at ~85 µs a row on PGlite this is the seed's price for a network on every article.
  for (let k = 0; k < out.length; k += 10_000) await bulkInsert(db, articleReferences, out.slice(k, k + 10_000));
}
