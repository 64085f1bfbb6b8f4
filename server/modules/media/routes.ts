import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { Module } from '../../http/routes';

/** Where the demo lecture videos live (server/media/video, committed; small VP8 WebM clips). */
export const MEDIA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../media');

/**
 * `/media/video/<name>.webm`: the lecture videos of famous teachers and headmasters, and
 * `/media/audio/<name>.ogg`: the recitations' recordings, streamed with
 * HTTP range requests (`Accept-Ranges: bytes`, 206 Partial Content), so a player seeks without
 * downloading the whole file. @fastify/static does the range handling; only these two folders are
 * served, and only files named like the declarations allow.
 */
export const mediaModule: Module = async (app) => {
  const serveFolder = (folder: string, name: RegExp) =>
    app.register(fastifyStatic, {
      root: path.join(MEDIA_DIR, folder),
      prefix: `/media/${folder}/`,
      decorateReply: false,
      index: false,
      acceptRanges: true,
      allowedPath: (pathName) => name.test(pathName),
      setHeaders: (reply) => reply.header('Cache-Control', 'public, max-age=86400'),
    });
  await serveFolder('video', /^\/[A-Za-z0-9_-]+\.(webm|mp4)$/);
  // The recitations' recordings (server/media/audio: small Opus files, src/resources/recitations.ts).
  await serveFolder('audio', /^\/[A-Za-z0-9_-]+\.(ogg|mp3|m4a)$/);
};
