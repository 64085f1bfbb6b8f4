import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../server/db/client';
import { searchRequest } from '../server/search/request';
import { compileSearch } from '../server/search/query';
import { PgDialect } from 'drizzle-orm/pg-core';
const database = await openDatabase({ dataDir: '/tmp/poetry-data/pglite' });
const db = database.db;
const c = compileSearch(searchRequest.parse({ keyword: process.argv[2] ?? '明月' }));
const q = sql`explain (analyze, buffers) select doc_type, year, subject, source,
        grouping(doc_type) as g_type, grouping(year) as g_year, grouping(subject) as g_subject, grouping(source) as g_source,
        count(*)::int as n
      from search_doc where ${c.where}
      group by grouping sets ((doc_type), (year), (subject), (source), ())`;
const d = new PgDialect(); const { sql: text, params } = d.sqlToQuery(q);
console.log(text, params);
for (let i = 0; i < 3; i++) { const r = await db.execute(q); if (i === 2) console.log(rowsOf<Record<string, string>>(r).map((x) => x['QUERY PLAN']).join('\n')); }
const b = sql`explain (analyze, buffers) select count(*) from search_doc where ${c.where}`;
const r = await db.execute(b); console.log(rowsOf<Record<string, string>>(r).map((x) => x['QUERY PLAN']).join('\n'));
await database.close();
