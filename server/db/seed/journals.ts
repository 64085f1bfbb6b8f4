import type { Db } from '../client';
import { articles, journalColumns, journalPeriods, journals } from '../schema';
import { bulkInsert } from './bulk';
import { ISSUES_PER_YEAR, JOURNAL_SEEDS, type JournalSeed } from './tables/journals';
import { chineseAuthors, chineseName, ENGLISH_NAMES, FOREIGN_UNIVERSITIES, UNIVERSITIES } from './tables/people';
import { subjectOf, type Subject } from './tables/subjects';
import { issnFrom, mulberry32, noonOf, type Rng, ymd } from './random';
import { makeText, makeTitle, titleVars } from './text';
import { articleBody } from './articleBodies';

/** The years every journal's issues are drawn from (a journal starts at its `since`). */
export const JOURNAL_YEARS = { from: 2022, to: 2025 } as const;

/**
 * Articles later search tests rely on. `bookTitles` contain the word 图书; the article titled
 * `apartTitle` contains 图 and 书 in title, abstract, keywords and full text but never side by side.
 */
export const SEARCH_FIXTURES = {
  bookTitles: ['公共图书馆数字化转型的实践路径研究', '高校图书馆阅读推广的协同机制研究', '图书出版业高质量发展的评价体系构建'],
  bookJournal: '图书情报研究',
  apartTitle: '地图学视野下的明清书院空间分布研究',
  apartJournal: '中国史学研究',
  /** How many articles carry English author names. */
  englishAuthorArticles: 6,
} as const;

const BOOK_FIXTURE_VARS: Array<{ T: string; A: string }> = [
  { T: '公共图书馆', A: '数字化转型' },
  { T: '高校图书馆阅读推广', A: '协同机制' },
  { T: '图书出版业', A: '评价体系' },
];

const APART_ARTICLE = {
  authors: '周明远;林清',
  institution: '南开大学历史学院',
  abstract:
    '本文借助历史地理信息系统，对明清时期各省书院的地理分布进行了复原与制图。研究发现，书院数量在清代中叶达到高峰，并呈现出由东南沿海向内陆扩散的趋势。地方官员的倡导与宗族捐资是推动书院兴建的主要力量。',
  keywords: '历史地理;书院;空间分布;地图学',
  fullText: [
    '一、问题的提出\n书院是明清时期重要的教育与学术机构。以往研究多关注个别书院的沿革，缺少从整体上把握其空间格局的尝试。',
    '二、资料与方法\n本文以各省通志、府县志所载书院条目为基本资料，建立明清书院数据库，并借助地理信息系统绘制分布地图。',
    '三、分布格局\n从地图上看，江南与闽粤地区的书院最为密集，西北与西南地区相对稀疏。清代中叶以后，内陆书院数量增长明显。',
    '四、结语\n书院的空间分布既受经济发展水平影响，也与地方文教政策密切相关。历史地图方法为理解这一现象提供了新的视角。',
  ].join('\n\n'),
};

/** Capital initials of the English name, without the small words: "jlis". */
function abbrOf(nameEn: string): string {
  return nameEn
    .split(/\s+/)
    .filter((w) => !['of', 'and', 'the', 'in'].includes(w.toLowerCase()))
    .map((w) => w[0].toLowerCase())
    .join('');
}

const ISSN_PREFIXES = [1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1671, 1672, 1673, 1674, 2095, 2096];

function journalRow(j: JournalSeed, i: number, rng: Rng, columns: string[]) {
  const subject = subjectOf(j.subject);
  const sponsor = j.sponsor.split(';').join('、');
  const core = j.isCore ? (subject.kind === 'social' ? '本刊为中文核心期刊、CSSCI来源期刊。' : '本刊为中国科技核心期刊。') : '本刊已被国内多家学术数据库全文收录。';
  const area = String(j.provinceId / 10000).padStart(2, '0');
  return {
    name: j.name,
    nameEn: j.nameEn,
    journalType: j.subject,
    issn: issnFrom(ISSN_PREFIXES[i % ISSN_PREFIXES.length] * 1000 + ((i * 173 + rng.int(0, 170)) % 1000)),
    cn: `${area}-${1000 + ((i * 137 + rng.int(0, 130)) % 1000)}/${subject.clc}`,
    sponsor,
    publisher: `《${j.name}》编辑部`,
    frequency: j.frequency,
    foundedYear: j.founded,
    coverUrl: `/covers/journal-${i % 12}.svg`,
    description:
      `《${j.name}》（${j.nameEn}）创刊于${j.founded}年，由${sponsor}主办，是面向国内外公开发行的${subject.label}类学术期刊，出版周期为${j.frequency}。` +
      // The journal's own columns close it (issue 34 item 6: 21 descriptions had ended alike).
      `${core}本刊注重学术质量与创新，主要刊发${columns.slice(0, 3).join('、')}等方面的研究成果。`,
    guidelines: [
      `一、本刊主要刊登${subject.label}领域具有创新性的研究论文、综述与实践报告，常设栏目有${columns.join('、')}。`,
      '二、来稿应观点明确、论证严谨、数据可靠，篇幅一般以8000至12000字为宜。',
      '三、稿件须包括中英文题名、摘要（300字左右）、关键词（3至5个）、作者简介及基金项目。',
      '四、参考文献著录格式请遵循GB/T 7714—2015《信息与文献 参考文献著录规则》。',
      '五、本刊实行双向匿名审稿制度，审稿周期一般为3个月，逾期未接到录用通知者可自行处理。',
      '六、本刊不收取任何形式的版面费，稿件刊出后即付稿酬并赠送样刊两册。',
      `七、请通过本平台在线投稿，编辑部电话：0${area}-${rng.int(5000, 8999)}${rng.int(1000, 9999)}。`,
    ].join('\n'),
    provinceId: j.provinceId,
    isCore: j.isCore,
    issuePriceFen: rng.int(15, 45) * 100,
    views: rng.int(2000, 90000),
    sort: JOURNAL_SEEDS.length - i,
    createTime: noonOf(ymd(j.since, 1, 1 + i)),
  };
}

/** Publication day of an issue: issues are spread evenly over the year, on the 15th. */
export function issueDate(year: number, issue: number, perYear: number): string {
  return ymd(year, Math.round((issue * 12) / perYear), 15);
}

function institutionOf(rng: Rng, subject: Subject, authorCount: number): string {
  const first = `${rng.pick(UNIVERSITIES).name}${rng.pick(subject.colleges)}`;
  if (authorCount < 2 || !rng.chance(0.3)) return first;
  return `${first};${rng.pick(UNIVERSITIES).name}${rng.pick(subject.colleges)}`;
}

/**
 * A field's scholars write several of its papers, as in a real library (so the 知网节's 作者的其他文献
 * has something to show): most names of an author list are taken from the field's 60 scholars.
 * Drawn with their own generator, so the rest of the seed stays as it was.
 */
function fieldScholars() {
  const rng = mulberry32(0x5eed35);
  const pools = new Map<number, string[]>();
  return (subject: number, authors: string): string => {
    let pool = pools.get(subject);
    if (!pool) pools.set(subject, (pool = Array.from({ length: 60 }, () => chineseName(rng))));
    const names = authors.split(';').map((n) => (rng.chance(0.7) ? rng.pick(pool) : n));
    return [...new Set(names)].join(';');
  };
}

/** Journals, their columns, issues 2022–2025 and 4–8 articles per issue, in a few bulk inserts. */
export async function seedJournals(db: Db): Promise<void> {
  const rng = mulberry32(0x5eed01);

  const columnNames = JOURNAL_SEEDS.map((j) => {
    const pool = subjectOf(j.subject).columns;
    const keep = new Set(rng.sample(pool.map((_, k) => k), rng.int(4, 6)));
    return pool.filter((_, k) => keep.has(k));
  });
  const journalRows = JOURNAL_SEEDS.map((j, i) => journalRow(j, i, rng, columnNames[i]));
  const insertedJournals = await db.insert(journals).values(journalRows).returning({ id: journals.id, name: journals.name });
  const journalId = new Map(insertedJournals.map((r) => [r.name, r.id]));

  const columnRows = JOURNAL_SEEDS.flatMap((j, i) =>
    columnNames[i].map((name, k) => ({ journalId: journalId.get(j.name)!, name, sort: columnNames[i].length - k })),
  );
  const insertedColumns = await db
    .insert(journalColumns)
    .values(columnRows)
    .returning({ id: journalColumns.id, journalId: journalColumns.journalId });
  const columnsOf = new Map<number, number[]>();
  for (const c of insertedColumns) columnsOf.set(c.journalId, [...(columnsOf.get(c.journalId) ?? []), c.id]);

  const periodRows = JOURNAL_SEEDS.flatMap((j, i) => {
    const perYear = ISSUES_PER_YEAR[j.frequency];
    const rows = [];
    for (let year = Math.max(j.since, JOURNAL_YEARS.from); year <= JOURNAL_YEARS.to; year++) {
      for (let issue = 1; issue <= perYear; issue++) {
        const publishDate = issueDate(year, issue, perYear);
        rows.push({ journalId: journalId.get(j.name)!, year, issue, coverUrl: `/covers/journal-${i % 12}.svg`, publishDate, createTime: noonOf(publishDate) });
      }
    }
    return rows;
  });
  const insertedPeriods: Array<{ id: number; journalId: number; year: number; issue: number; publishDate: string | null }> = [];
  for (let k = 0; k < periodRows.length; k += 500) {
    insertedPeriods.push(
      ...(await db.insert(journalPeriods).values(periodRows.slice(k, k + 500)).returning({
        id: journalPeriods.id,
        journalId: journalPeriods.journalId,
        year: journalPeriods.year,
        issue: journalPeriods.issue,
        publishDate: journalPeriods.publishDate,
      })),
    );
  }
  insertedPeriods.sort((a, b) => a.journalId - b.journalId || a.year - b.year || a.issue - b.issue);

  const seedById = new Map(JOURNAL_SEEDS.map((j) => [journalId.get(j.name)!, j]));
  const usedTitles = new Set<string>();
  const articleRows: Array<typeof articles.$inferInsert> = [];
  let englishLeft: number = SEARCH_FIXTURES.englishAuthorArticles;
  const firstPeriodDone = new Set<number>();
  const withFieldScholars = fieldScholars();
  // The full texts are drawn with their own generator, so the rest of the seed stays as it was.
  const bodyRng = mulberry32(0x5eed36);

  for (const period of insertedPeriods) {
    const j = seedById.get(period.journalId)!;
    const subject = subjectOf(j.subject);
    const abbr = abbrOf(j.nameEn);
    const doiPrefix = 10000 + ((JOURNAL_SEEDS.indexOf(j) * 367) % 9000);
    const cols = columnsOf.get(period.journalId)!;
    const isFirstPeriod = !firstPeriodDone.has(period.journalId);
    firstPeriodDone.add(period.journalId);
    const count = rng.int(4, 8);
    let page = 1;
    for (let seq = 1; seq <= count; seq++) {
      const vars = titleVars(rng, subject);
      let title = '';
      let fixture: 'book' | 'apart' | undefined;
      if (isFirstPeriod && j.name === SEARCH_FIXTURES.bookJournal && seq <= SEARCH_FIXTURES.bookTitles.length) {
        Object.assign(vars, BOOK_FIXTURE_VARS[seq - 1]);
        title = SEARCH_FIXTURES.bookTitles[seq - 1];
        fixture = 'book';
      } else if (isFirstPeriod && j.name === SEARCH_FIXTURES.apartJournal && seq === 1) {
        title = SEARCH_FIXTURES.apartTitle;
        fixture = 'apart';
      } else {
        for (let attempt = 0; attempt < 12 && (!title || usedTitles.has(title)); attempt++) {
          const made = makeTitle(rng, subject);
          Object.assign(vars, made.vars);
          title = made.title;
        }
      }
      usedTitles.add(title);
      const text = fixture === 'apart' ? APART_ARTICLE : makeText(rng, subject, vars);
      let authors = fixture === 'apart' ? APART_ARTICLE.authors : chineseAuthors(rng);
      let institution = fixture === 'apart' ? APART_ARTICLE.institution : institutionOf(rng, subject, authors.split(';').length);
      if (!fixture) authors = withFieldScholars(j.subject, authors);
      // A few translated contributions by foreign scholars, spread over the library.
      if (!fixture && englishLeft > 0 && seq === 2 && period.issue === 1 && period.year === 2024 && JOURNAL_SEEDS.indexOf(j) % 4 === 1) {
        authors = rng.sample(ENGLISH_NAMES, rng.int(1, 2)).join(';');
        institution = rng.pick(FOREIGN_UNIVERSITIES);
        englishLeft--;
      }
      const pages = rng.int(6, 15);
      const views = rng.int(30, 6000);
      articleRows.push({
        journalId: period.journalId,
        periodId: period.id,
        columnId: cols[fixture ? 0 : rng.int(0, cols.length - 1)],
        title,
        authors,
        institution,
        abstract: text.abstract,
        keywords: text.keywords,
        fullText: fixture === 'apart' ? text.fullText : articleBody(bodyRng, subject.kind === 'science', vars, text.keywords.split(';')),
        pageStart: page,
        pageEnd: page + pages - 1,
        doi: `10.${doiPrefix}/j.cnki.${abbr}.${period.year}.${String(period.issue).padStart(2, '0')}.${String(seq).padStart(3, '0')}`,
        priceFen: rng.int(6, 16) * 50,
        articleStatus: !fixture && rng.chance(0.03) ? 1 : 2,
        views,
        downloads: rng.int(0, Math.floor(views / 4)),
        publishDate: period.publishDate,
        createTime: noonOf(period.publishDate!),
      });
      page += pages;
    }
  }
  await bulkInsert(db, articles, articleRows);
}
