import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseRange } from './byteRange';
import type { FileStorage, StorageArea } from '../storage';
import { notFound } from './envelope';

/** The refusal of a `Range` past the file's end (416). */
export const BAD_RANGE_MSG = '请求的范围无效';

/** How a stored file is answered: its MIME type, its `Cache-Control`, and the 404's message. */
export interface RangedFile {
  type: string;
  cacheControl: string;
  missingMsg: string;
}

/**
 * A stored audio or video file answered to a player: the whole file (200) or one HTTP range (206
 * with `Content-Range`), streamed from storage; an unsatisfiable range is 416 naming the size.
 */
export async function sendRanged(req: FastifyRequest, reply: FastifyReply, storage: FileStorage, area: StorageArea, name: string, file: RangedFile): Promise<FastifyReply> {
  const size = await storage.size(area, name);
  if (size === null) throw notFound(file.missingMsg);
  const range = parseRange(req.headers.range, size);
  reply.header('Accept-Ranges', 'bytes').header('Cache-Control', file.cacheControl).header('X-Content-Type-Options', 'nosniff');
  if (range === 'bad') return reply.code(416).type('application/json; charset=utf-8').header('Content-Range', `bytes */${size}`).send({ code: 416, msg: BAD_RANGE_MSG });
  reply.type(file.type);
  if (!range) return reply.header('Content-Length', size).send(storage.stream(area, name, 0, Math.max(0, size - 1)));
  return reply
    .code(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
    .header('Content-Length', range.end - range.start + 1)
    .send(storage.stream(area, name, range.start, range.end));
}

/** A stored MP4 of private storage (a studio's, a writer's or a paid class's): never cached by shared caches. */
export function sendVideo(req: FastifyRequest, reply: FastifyReply, storage: FileStorage, area: StorageArea, name: string, missingMsg: string): Promise<FastifyReply> {
  return sendRanged(req, reply, storage, area, name, { type: 'video/mp4', cacheControl: 'private, no-store', missingMsg });
}
