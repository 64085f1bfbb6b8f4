import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { photoActivities, photoClasses, photoCourses, photos } from '../../db/schema';
import { DEMO_PHOTO_RE, DEMO_VIDEO_RE } from '../../db/seed/photography';
import { DEMO_COURSE_CLIPS } from '../../db/seed/tables/photography';
import { MEDIA_DIR } from '../media/routes';
import { landscapeJpeg } from './demoImages';

const DEMO_PICTURES = 12;

/**
 * The seed runs in a transaction without the file store: the seeded photos' pictures (drawn by
 * demoImages.ts) and the classes' videos (the committed clips of server/media/photo) are written
 * here on start when a seeded row's file is missing. Uploaded files are never touched.
 *
 * Twelve pictures are drawn (in parallel, on sharp's threads) and shared by the seeded names; once a
 * process (~1.5 MB): a start draws them only into an empty files directory, but each test app has
 * one of its own, and drawing them again cost every API test file ~0.3 s.
 */
const drawn = new Map<number, Promise<Buffer>>();

export async function writeDemoPhotoFiles(app: FastifyInstance, db: Db): Promise<void> {
  const storage = app.accounts.storage;
  const urls = [
    ...(await db.select({ url: photos.imageUrl }).from(photos)),
    ...(await db.select({ url: photoActivities.coverUrl }).from(photoActivities)),
    ...(await db.select({ url: photoCourses.coverUrl }).from(photoCourses)),
  ];
  const picture = (n: number) => {
    const key = n % DEMO_PICTURES;
    if (!drawn.has(key)) drawn.set(key, landscapeJpeg(key));
    return drawn.get(key)!;
  };
  // By name: an activity's cover may be a photo's picture, and one file must be written once.
  const missing = new Map<string, number>();
  for (const { url } of urls) {
    const m = url ? DEMO_PHOTO_RE.exec(url) : null;
    if (!m) continue;
    const name = url!.slice('/files/image/'.length);
    if (!missing.has(name) && (await storage.size('image', name)) === null) missing.set(name, Number(m[1]));
  }
  await Promise.all([...missing].map(async ([name, n]) => storage.put('image', name, await picture(n))));
  for (const { file } of await db.selectDistinct({ file: photoClasses.videoFile }).from(photoClasses)) {
    const m = DEMO_VIDEO_RE.exec(file);
    const clip = m ? DEMO_COURSE_CLIPS[Number(m[1]) - 1] : undefined;
    if (!clip || (await storage.size('vod', file)) !== null) continue;
    await storage.put('vod', file, await readFile(path.join(MEDIA_DIR, 'photo', clip.asset)));
  }
}
