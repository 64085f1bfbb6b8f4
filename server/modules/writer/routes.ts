import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { writerFilters, writerResource, type WriterRow } from '../../../src/resources/writers';
import { books } from '../../db/schema';
import { page } from '../../http/envelope';
import { parsePaging } from '../../http/paging';
import { likePattern } from '../../http/query';
import { mount, type Module } from '../../http/routes';

/** Works listed per writer on one list row; the rest are reached through the book list. */
const WORKS_PER_ROW = 8;

/**
 * The sortable "columns" of the derived writer rows. `parsePaging` maps the client's
 * `orderByColumn` onto these through the declaration's whitelist, exactly as for a table.
 */
const SORT_KEYS = {
  works: sql.raw('works'),
  latest: sql.raw('latest'),
  name: sql.raw('name'),
} as unknown as Record<string, PgColumn>;

/**
 * Every (book, author) pair: `books.authors` is `;`-separated and the last name may carry a role
 * word (“张三;李四 主编”), which is not part of the name.
 */
const authorship = sql`
  select b.id, b.title, b.publisher, b.publish_date, b.cover_url,
         regexp_replace(trim(a.name), '\\s*(主编|编著|编|著|译)$', '') as name
  from ${books} as b cross join lateral unnest(string_to_array(b.authors, ';')) as a(name)`;

/**
 * `/common/writer/list`: the writer library. There is no writer table; writers are the authors of
 * books, each with their works, grouped by name in one query.
 */
export const writerModule: Module = (app, db) => {
  mount(app, db, 'GET', writerResource.calls.list!.path, async ({ params }) => {
    const f = writerFilters.parse(params);
    const paging = parsePaging(params, writerResource, SORT_KEYS);
    const nameWhere: SQL = f.keyword ? sql`name <> '' and name ilike ${likePattern(f.keyword)}` : sql`name <> ''`;
    const [rows, totals] = await Promise.all([
      db.execute(sql`
        with w as (${authorship})
        select name, count(*)::int as works, max(publish_date)::text as latest,
               json_agg(json_build_object('id', id, 'title', title, 'publisher', publisher,
                        'publishDate', publish_date, 'coverUrl', cover_url)
                        order by publish_date desc nulls last, id desc) as books
        from w where ${nameWhere}
        group by name
        order by ${sql.join(paging.orderBy, sql.raw(', '))}
        limit ${paging.limit} offset ${paging.offset}`),
      db.execute(sql`with w as (${authorship}) select count(distinct name)::int as total from w where ${nameWhere}`),
    ]);
    const list = (rows as unknown as { rows: Array<WriterRow & { books: WriterRow['books'] | string }> }).rows.map((r) => {
      const works = typeof r.books === 'string' ? (JSON.parse(r.books) as WriterRow['books']) : r.books;
      return { name: r.name, works: Number(r.works), latest: r.latest, books: works.slice(0, WORKS_PER_ROW) };
    });
    const total = Number((totals as unknown as { rows: Array<{ total: number }> }).rows[0]?.total ?? 0);
    return page<WriterRow>(list, total);
  });
};
