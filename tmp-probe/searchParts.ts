import { sql, type SQL } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { searchRequest } from '../server/search/request';
import { compileSearch, facetsOf, runSearch } from '../server/search/query';
import { plannedRows } from '../server/db/plan';

const database = await openDatabase({ dataDir: '/tmp/poetry-data/pglite' });
const db = database.db;
const time = async (f: () => Promise<unknown>, n = 7) => { const xs: number[] = []; for (let i = 0; i < n; i++) { const t = performance.now(); await f(); xs.push(performance.now() - t); } xs.sort((a, b) => a - b); return Math.round(xs[Math.floor(n / 2)]! * 10) / 10; };
for (const kw of [{ keyword: '明月' }, { keyword: '白日依山盡' }, { keyword: '春風 楊柳' }, { keyword: '月' }, { keyword: '長安', field: 'title', pageNum: 3 }, { keyword: '江南', sort: 'downloads' }]) {
  const req = searchRequest.parse(kw);
  const c = compileSearch(req);
  const bare = sql`select count(*)::int as n from search_doc where tsv @@ ${c.match}::tsquery`;
  const planned = await plannedRows(db, sql`select 1 from search_doc where ${c.where}`);
  console.log(JSON.stringify(kw), 'planned', planned,
    'bare', await time(() => db.execute(bare)),
    'explain', await time(() => plannedRows(db, sql`select 1 from search_doc where ${c.where}`)),
    'sample', await time(() => facetsOf(db, c.where, 500 / 44000 * 100)),
    'facets', await time(() => facetsOf(db, c.where)),
    'whole', await time(() => runSearch(db, req)));
}
await database.close();
