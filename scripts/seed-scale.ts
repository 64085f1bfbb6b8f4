/**
 * `npm run seed:scale -- --articles 1000000`: grows the database behind DATABASE_URL into a
 * synthetic library of that many articles (journals of 24 issues × 4 columns × 20 articles), on top
 * of the demo seed, so lists, details and catalogues can be measured at scale (bench: BENCH_SCALE_URL).
 *
 * The rows are made by PostgreSQL itself (INSERT … SELECT over generate_series), a batch of issues
 * at a time, so a million articles take minutes, not hours. Run it once per database: it refuses
 * to run again where synthetic journals already exist. Synthetic rows are not put into the search
 * index (search is measured on the poetry corpus).
 */
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../server/db/client';
import { seedIfEmpty } from '../server/db/seed';

const ISSUES_PER_JOURNAL = 24;
/** Each synthetic article's reference list names this many earlier articles (the 知网节 measured at scale). */
const REFERENCES_PER_ARTICLE = 5;
const COLUMNS_PER_JOURNAL = 4;
const ARTICLES_PER_ISSUE = 20;
/** Synthetic journals are recognisable by this ISSN prefix (a range no real journal uses). */
const ISSN_PREFIX = '9999-';

function argValue(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const n = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(n) || n < ARTICLES_PER_ISSUE) throw new Error(`--${name} must be a whole number of at least ${ARTICLES_PER_ISSUE}`);
  return n;
}


async function main() {
  const articleCount = argValue('articles', 1_000_000);
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('seed:scale needs DATABASE_URL (a PostgreSQL database): the embedded database is for one small library');
  const database = await openDatabase({ databaseUrl });
  const db = database.db;
  const started = Date.now();
  const say = (msg: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${msg}`);
  try {
    await seedIfEmpty(db, say);
    const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from journal where issn like ${`${ISSN_PREFIX}%`}`));
    if (n > 0) throw new Error(`this database already holds ${n} synthetic journals: seed:scale runs once per database`);

    const journalCount = Math.ceil(articleCount / (ISSUES_PER_JOURNAL * ARTICLES_PER_ISSUE));
    say(`adding ${journalCount} journals, ${journalCount * ISSUES_PER_JOURNAL} issues and ${articleCount} articles`);

    await db.execute(sql`
      insert into journal (name, journal_type, issn, cn, sponsor, publisher, frequency, founded_year, description, province_id, is_core, views, sort)
      select
        (array['中国','现代','当代','华东','西部','东北','南方','北方','国际','全球'])[1 + g % 10]
          || (array['教育','经济','法学','图书馆','农业','医学','文学','历史','地理','管理','工程','信息'])[1 + (g / 10) % 12]
          || (array['研究','学刊','论坛','评论','通讯','科学'])[1 + (g / 120) % 6] || '（第' || g || '辑）',
        1 + g % 6,
        ${ISSN_PREFIX} || lpad(g::text, 4, '0'),
        '11-' || lpad(g::text, 4, '0') || '/G',
        (array['中国社会科学院','北京大学','复旦大学','浙江大学','武汉大学'])[1 + g % 5],
        (array['科学出版社','人民出版社','中华书局','商务印书馆'])[1 + g % 4],
        '月刊', 1980 + g % 40, '合成期刊，用于规模测试。',
        (array[110000,310000,330000,440000,510000])[1 + g % 5], g % 7 = 0, (g * 37) % 5000, 0
      from generate_series(1, ${journalCount}) g`);
    await db.execute(sql`
      insert into journal_column (journal_id, name, sort)
      select j.id, (array['专题研究','理论探讨','实践探索','综述与评论'])[c], c
      from journal j cross join generate_series(1, ${COLUMNS_PER_JOURNAL}) c
      where j.issn like ${`${ISSN_PREFIX}%`}`);
    await db.execute(sql`
      insert into journal_period (journal_id, year, issue, publish_date, sort)
      select j.id, 2001 + (k - 1) / 12, 1 + (k - 1) % 12, make_date(2001 + (k - 1) / 12, 1 + (k - 1) % 12, 15), 0
      from journal j cross join generate_series(1, ${ISSUES_PER_JOURNAL}) k
      where j.issn like ${`${ISSN_PREFIX}%`}`);
    say('journals, columns and issues added');

    const [{ before }] = rowsOf<{ before: number }>(await db.execute(sql`select coalesce(max(id), 0)::int as before from article`));
    const periods = rowsOf<{ id: number }>(
      await db.execute(sql`select p.id from journal_period p join journal j on j.id = p.journal_id where j.issn like ${`${ISSN_PREFIX}%`} order by p.id`),
    ).map((r) => Number(r.id));
    let remaining = articleCount;
    const BATCH = 2_500; // issues per statement: 50,000 articles
    for (let i = 0; i < periods.length && remaining > 0; i += BATCH) {
      const batch = periods.slice(i, i + BATCH);
      const perIssue = ARTICLES_PER_ISSUE;
      const limit = Math.min(remaining, batch.length * perIssue);
      await db.execute(sql`
        insert into article (journal_id, period_id, column_id, title, authors, institution, abstract, keywords,
                             page_start, page_end, article_status, views, downloads, price_fen, publish_date, sort, create_time, update_time)
        select p.journal_id, p.id,
          (select c.id from journal_column c where c.journal_id = p.journal_id order by c.id limit 1 offset (a - 1) % 4),
          (array['基于','面向','关于','论'])[1 + (p.id + a) % 4]
            || (array['数字化','高质量','区域协调','乡村振兴','人工智能','公共文化'])[1 + (p.id * 7 + a) % 6]
            || (array['视角下','背景下','进程中',''])[1 + a % 4]
            || (array['教学改革','资源建设','治理体系','服务创新','评价机制','发展路径'])[1 + (p.id + a * 3) % 6]
            || (array['研究','探析','的实践','的思考'])[1 + (p.id + a) % 4] || '（' || p.id || '-' || a || '）',
          (array['王','李','张','刘','陈','杨','赵','黄'])[1 + (p.id + a) % 8] || (array['明','静','伟','芳','磊','婷'])[1 + a % 6]
            || ';' || (array['周','吴','徐','孙'])[1 + p.id % 4] || (array['晨','雨','华','强'])[1 + a % 4],
          (array['北京大学','复旦大学','浙江大学','武汉大学','四川大学'])[1 + (p.id + a) % 5],
          '本文以规模测试为目的生成，讨论相关领域的现状、问题与对策。',
          (array['数字化;治理','教育;改革','文化;服务','乡村;振兴'])[1 + a % 4],
          (a - 1) * 6 + 1, a * 6, 2, (p.id * 13 + a * 7) % 3000, (p.id * 5 + a) % 800, 0,
          p.publish_date, 0, p.publish_date::timestamptz, p.publish_date::timestamptz
        from journal_period p cross join generate_series(1, ${perIssue}) a
        where p.id between ${batch[0]} and ${batch[batch.length - 1]}
        order by p.id, a
        limit ${limit}`);
      remaining -= limit;
      say(`${articleCount - remaining} articles`);
    }
    // Reference lists: each synthetic article cites earlier ones within a window of 5,000, so some are
    // cited often and citers share references (引证, 共引 and 同被引 all have rows to read).
    const [{ last }] = rowsOf<{ last: number }>(await db.execute(sql`select coalesce(max(id), 0)::int as last from article`));
    for (let lo = Number(before) + 1; lo <= Number(last); lo += 50_000) {
      await db.execute(sql`
        insert into article_reference (article_id, seq, raw, title, year, doc_type, matched_type, matched_id)
        select a.id, k, '合成参考文献 ' || t.title || '[J].', t.title, 2001, 'J', 'article', t.id
        from article a cross join generate_series(1, ${REFERENCES_PER_ARTICLE}) k
        join article t on t.id = a.id - 1 - ((a.id * 31 + k * 977) % 5000)
        where a.id between ${lo} and ${Math.min(lo + 49_999, Number(last))} and t.id > ${before}`);
      say(`references of articles up to ${Math.min(lo + 49_999, Number(last))}`);
    }
    say('analyze');
    await db.execute(sql`analyze`);
    say(`done: ${articleCount} synthetic articles`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
