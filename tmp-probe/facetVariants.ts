import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../server/db/client';
import { searchRequest } from '../server/search/request';
import { compileSearch } from '../server/search/query';
const database = await openDatabase({ dataDir: '/tmp/poetry-data/pglite' });
const db = database.db;
const time = async (f: () => Promise<unknown>, n = 9) => { const xs: number[] = []; for (let i = 0; i < n; i++) { const t = performance.now(); await f(); xs.push(performance.now() - t); } xs.sort((a, b) => a - b); return Math.round(xs[Math.floor(n / 2)]! * 10) / 10; };
for (const kw of process.argv.slice(2)) {
  const c = compileSearch(searchRequest.parse({ keyword: kw }));
  const A = sql`select doc_type, year, subject, source, grouping(doc_type) as g_type, grouping(year) as g_year, grouping(subject) as g_subject, grouping(source) as g_source, count(*)::int as n from search_doc where ${c.where} group by grouping sets ((doc_type), (year), (subject), (source), ())`;
  const B = sql`with m as materialized (select doc_type, year, subject, source from search_doc where ${c.where})
    select 0 as g, doc_type as v, count(*)::int as n from m group by doc_type
    union all select 1, year::text, count(*)::int from m group by year
    union all select 2, subject::text, count(*)::int from m group by subject
    union all select 3, source, count(*)::int from m group by source`;
  const C = sql`select doc_type, year, subject, source from search_doc where ${c.where}`;
  const D = sql`select count(*) from search_doc where ${c.where}`;
  const E = sql`select jsonb_build_object('t', (select jsonb_object_agg(coalesce(k,''), n) from (select doc_type k, count(*) n from m group by 1) x)) from (select 1) z, lateral (select 1) y`;
  console.log(kw, 'bare', await time(() => db.execute(D)), 'A grouping sets', await time(() => db.execute(A)), 'B cte', await time(() => db.execute(B)), 'C rows to js', await time(async () => { const rows = rowsOf<{ doc_type: string; year: number; subject: number; source: string }>(await db.execute(C)); const m = new Map<string, number>(); for (const r of rows) { for (const k of ['t' + r.doc_type, 'y' + r.year, 's' + r.subject, 'o' + r.source]) m.set(k, (m.get(k) ?? 0) + 1); } return m; }));
}
await database.close();
