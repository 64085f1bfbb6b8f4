import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp, type TestAppOptions } from '../../tests/helpers/app';
import { rowsOf } from './client';

/**
 * tests/helpers/workerDatabase.ts: the worker's database is lent to one file at a time and put back
 * as loaded before the next borrows it. Each test here closes its apps, as a file's afterAll does.
 */
const onPglite = !process.env.TEST_DATABASE_URL;

const one = async <T>(t: TestApp, query: SQL): Promise<T> => rowsOf<T>(await t.database.db.execute(query))[0];
/** When this database's server started: a newly loaded PGlite copy starts again, a lent one does not. */
const started = async (t: TestApp) => (await one<{ at: string }>(t, sql`select pg_postmaster_start_time()::text as at`)).at;

async function withApp<T>(run: (t: TestApp) => Promise<T>, options?: TestAppOptions): Promise<T> {
  const t = await makeTestApp(options);
  try {
    return await run(t);
  } finally {
    await t.close();
  }
}

interface Observed {
  news: number;
  newsSeq: string | null;
  firstTitle: string;
  jobs: number;
  timeout: string;
  prepared: number;
}

const observe = async (t: TestApp): Promise<Observed> =>
  one<Observed>(
    t,
    sql`select (select count(*)::int from news) as news,
      (select last_value::text from pg_sequences where sequencename = 'news_id_seq') as "newsSeq",
      (select title from article order by id limit 1) as "firstTitle",
      (select count(*)::int from periodic_job) as jobs,
      current_setting('statement_timeout') as timeout,
      (select count(*)::int from pg_prepared_statements) as prepared`,
  );

describe('the worker database lent to each file', () => {
  it("puts back a file's rows, sequences and session before the next file borrows it", async () => {
    const [before, firstStart] = await withApp(async (t) => {
      const seen = await observe(t);
      const db = t.database.db;
      await db.execute(sql`insert into news (title, publish_date) values ('只在这个文件里的新闻', '2026-01-01')`);
      // article is put back row by row.
      await db.execute(sql`update article set title = '改过的标题' where id = (select min(id) from article)`);
      await db.execute(sql`insert into periodic_job (name, last_run_at) values ('reset-probe', now())`);
      await db.execute(sql`set statement_timeout = '1234ms'`);
      await db.execute(sql`prepare reset_probe as select 1`);
      const changed = await observe(t);
      expect(changed).toMatchObject({ news: seen.news + 1, firstTitle: '改过的标题', jobs: seen.jobs + 1, timeout: '1234ms' });
      expect(changed.prepared).toBeGreaterThan(0);
      return [seen, await started(t)] as const;
    });
    await withApp(async (t) => {
      expect(await observe(t)).toEqual(before);
      if (onPglite) expect(await started(t)).toBe(firstStart);
    });
  });

  it('leaves the next file the planner of a freshly loaded copy, after a file churned search_doc', async () => {
    const planOf = async (t: TestApp) => {
      const figures = await one<Record<string, unknown>>(
        t,
        sql`select pg_relation_size('search_doc') as heap, relpages, reltuples, relallvisible from pg_class where oid = 'search_doc'::regclass`,
      );
      const plan = rowsOf<Record<string, string>>(await t.database.db.execute(sql`explain select count(*) from search_doc where tsv @@ '研究'::tsquery`));
      return { figures, plan: plan.map((r) => Object.values(r)[0]).join('\n') };
    };
    const before = await withApp(async (t) => {
      const seen = await planOf(t);
      // A file that rewrites a tenth of the documents and indexes a few hundred of its own.
      await t.database.db.execute(sql`update search_doc set downloads = downloads + 1 where id % 10 = 0`);
      await t.database.db.execute(sql`insert into search_doc (doc_type, doc_id, title, tsv)
        select 'news', 900000 + g, '研究' || g, to_tsvector('simple', '研究 ' || g) from generate_series(1, 400) g`);
      return seen;
    });
    expect(before.plan).toContain('Bitmap Index Scan on search_doc_tsv');
    await withApp(async (t) => expect(await planOf(t)).toEqual(before));
  });

  it('gives a second app, while the first holds the database, a database of its own', async () => {
    await withApp(async (first) => {
      await first.database.db.execute(sql`insert into news (title, publish_date) values ('第一个应用的新闻', '2026-01-01')`);
      await withApp(async (second) => {
        expect(await one(second, sql`select count(*)::int as n from news where title = '第一个应用的新闻'`)).toEqual({ n: 0 });
        if (onPglite) expect(await started(second)).not.toBe(await started(first));
      });
    });
  });

  it.runIf(onPglite)('refuses a statement that comes after its file closed the app', async () => {
    const t = await makeTestApp();
    const db = t.database.db;
    await t.close();
    await expect(db.execute(sql`insert into news (title, publish_date) values ('迟到的新闻', '2026-01-01')`)).rejects.toMatchObject({ cause: { message: expect.stringMatching(/handed back/) } });
    await withApp(async (next) => {
      expect(await one(next, sql`select count(*)::int as n from news where title = '迟到的新闻'`)).toEqual({ n: 0 });
    });
  });

  it("loads a new copy when a file changed what a reset cannot put back (DDL)", async () => {
    const firstStart = await withApp(async (t) => {
      await t.database.db.execute(sql`create table reset_probe (id int)`);
      return started(t);
    });
    await withApp(async (t) => {
      expect(await one(t, sql`select to_regclass('reset_probe')::text as found`)).toEqual({ found: null });
      if (onPglite) expect(await started(t)).not.toBe(firstStart);
    });
  });

  it('gives a file that asks for its own database a newly loaded one, even when the worker database is free', async () => {
    const lentStart = await withApp((t) => started(t));
    await withApp(async (t) => {
      if (onPglite) expect(await started(t)).not.toBe(lentStart);
      expect(await one(t, sql`select count(*)::int > 0 as seeded from search_doc`)).toEqual({ seeded: true });
    }, { ownDatabase: true });
  });
});
