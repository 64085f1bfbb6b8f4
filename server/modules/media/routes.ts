import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { Module } from '../../http/routes';

/** Where the demo lecture videos live (server/media/video, committed; small VP8 WebM clips). */
export const MEDIA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../media');

/**
 * `/media/video/<name>.webm`: the lecture videos of famous teachers and headmasters, streamed with
 * HTTP range requests (`Accept-Ranges: bytes`, 206 Partial Content), so a player seeks without
 * downloading the whole file. @fastify/static does the range handling; only the video folder is
 * served, and only files named like the declarations allow.
 */
export const mediaModule: Module = async (app) => {
  await app.register(fastifyStatic, {
    root: path.join(MEDIA_DIR, 'video'),
    prefix: '/media/video/',
    decorateReply: false,
    index: false,
    acceptRanges: true,
    allowedPath: (pathName) => /^\/[A-Za-z0-9_-]+\.(webm|mp4)$/.test(pathName),
    setHeaders: (reply) => reply.header('Cache-Control', 'public, max-age=86400'),
  });
};
