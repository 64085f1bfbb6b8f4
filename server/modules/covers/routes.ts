import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ancientBooks, books, yearbooks } from '../../db/schema';
import type { Module } from '../../http/routes';
import { READER_ITEM_SOURCES } from '../publicItems/registry';
import { coverSvg, type CoverText } from './svg';

/** The URL of an item's generated cover: what an item without an uploaded cover shows. */
export const generatedCoverUrl = (kind: CoverKind, id: number) => `/covers/gen/${kind}/${id}.svg`;

export type CoverKind = 'book' | 'ancient' | 'yearbook';

/** Per kind: the title and byline of one public item, or undefined. */
const LOOKUP: Record<CoverKind, (db: Db, id: number) => Promise<Omit<CoverText, 'seed'> | undefined>> = {
  async book(db, id) {
    const [r] = await db.select({ title: books.title, publisher: books.publisher }).from(books).where(and(eq(books.id, id), READER_ITEM_SOURCES.book.publicRows));
    return r && { title: r.title, byline: r.publisher ?? '', style: 'modern' };
  },
  async ancient(db, id) {
    const [r] = await db
      .select({ title: ancientBooks.title, dynasty: ancientBooks.dynasty, author: ancientBooks.author })
      .from(ancientBooks)
      .where(and(eq(ancientBooks.id, id), READER_ITEM_SOURCES.ancient.publicRows));
    return r && { title: r.title, byline: [r.dynasty && `〔${r.dynasty}〕`, r.author].filter(Boolean).join(''), style: 'thread-bound' };
  },
  async yearbook(db, id) {
    const [r] = await db.select({ title: yearbooks.title, publisher: yearbooks.publisher }).from(yearbooks).where(and(eq(yearbooks.id, id), READER_ITEM_SOURCES.yearbook.publicRows));
    return r && { title: r.title, byline: r.publisher ?? '', style: 'modern' };
  },
};

/**
 * `GET /covers/gen/{kind}/{id}.svg`: a cover drawn from the item's own title and publisher, for
 * items nobody uploaded a cover for (the demo library's books among them). Only public items;
 * anything else is a plain 404. Cached a day, revalidated by ETag (a renamed book redraws).
 */
export const coverModule: Module = (app, db) => {
  app.get<{ Params: { kind: string; file: string } }>('/covers/gen/:kind/:file', async (req, reply) => {
    const kind = req.params.kind as CoverKind;
    const id = /^(\d{1,9})\.svg$/.exec(req.params.file)?.[1];
    const lookup = Object.hasOwn(LOOKUP, kind) ? LOOKUP[kind] : undefined;
    const item = lookup && id ? await lookup(db, Number(id)) : undefined;
    if (!item) return reply.code(404).type('text/plain; charset=utf-8').send('封面不存在');
    const svg = coverSvg({ ...item, seed: Number(id) });
    const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 20)}"`;
    reply.header('Cache-Control', 'public, max-age=86400').header('ETag', etag);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(svg);
  });
};
