import { eq, ilike, or } from 'drizzle-orm';
import { bookFilters, bookResource } from '../../../src/resources/books';
import { books } from '../../db/schema';
import { notFound, ok } from '../../http/envelope';
import { intParam, likePattern, pagedList } from '../../http/query';
import { mount, type Module } from '../../http/routes';

export const bookModule: Module = (app, db) => {
  mount(app, db, 'GET', bookResource.calls.list!.path, async ({ params }) => {
    const f = bookFilters.parse(params);
    const kw = f.keyword ? likePattern(f.keyword) : undefined;
    return pagedList({
      db,
      table: books,
      resource: bookResource,
      params,
      where: [
        kw ? or(ilike(books.title, kw), ilike(books.authors, kw), ilike(books.publisher, kw), ilike(books.isbn, kw)) : undefined,
        f.typeCode ? eq(books.typeCode, f.typeCode) : undefined,
        f.subjectType !== undefined ? eq(books.subjectType, f.subjectType) : undefined,
      ],
      map: ({ catalogue: _omit, ...row }) => row,
    });
  });

  mount(app, db, 'GET', bookResource.calls.one!.path, async ({ params }) => {
    const id = intParam(params.id, '图书编号');
    const [book] = id === undefined ? [] : await db.select().from(books).where(eq(books.id, id));
    if (!book) throw notFound('该图书不存在或已下架');
    return ok(book);
  });
};
