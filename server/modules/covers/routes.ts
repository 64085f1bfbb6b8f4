import { createHash } from 'node:crypto';
import { SERVER_CONTENT_LIST } from '../../content';
import type { Module } from '../../http/routes';
import { coverSvg } from './svg';

/** The URL of an item's generated cover: what an item without an uploaded cover shows. */
export const generatedCoverUrl = (kind: CoverKind, id: number) => `/covers/gen/${kind}/${id}.svg`;

/** The content types that draw a cover (`cover` in server/content/<key>.ts). */
export type CoverKind = 'book' | 'ancient' | 'yearbook' | 'localHistory';

/** Per kind: the title and byline of one public item, or undefined. */
const LOOKUP = new Map(SERVER_CONTENT_LIST.flatMap((c) => (c.cover ? [[c.key as string, c.cover]] : [])));

/**
 * `GET /covers/gen/{kind}/{id}.svg`: a cover drawn from the item's own title and publisher, for
 * items nobody uploaded a cover for (the demo library's books among them). Only public items;
 * anything else is a plain 404. Cached a day, revalidated by ETag (a renamed book redraws).
 */
export const coverModule: Module = (app, db) => {
  app.get<{ Params: { kind: string; file: string } }>('/covers/gen/:kind/:file', async (req, reply) => {
    const kind = req.params.kind as CoverKind;
    const id = /^(\d{1,9})\.svg$/.exec(req.params.file)?.[1];
    const lookup = LOOKUP.get(kind);
    const item = lookup && id ? await lookup(db, Number(id)) : undefined;
    if (!item) return reply.code(404).type('text/plain; charset=utf-8').send('封面不存在');
    const svg = coverSvg({ ...item, seed: Number(id) });
    const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 20)}"`;
    reply.header('Cache-Control', 'public, max-age=86400').header('ETag', etag);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(svg);
  });
};
