import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { studioData, studioInfos, studios, studioVideos } from '../../db/schema';
import { DEMO_VIDEO_PADDING, seededFileName } from '../../db/seed/studios';
import { DEMO_STUDIOS } from '../../db/seed/tables/studios';
import { mp4Container } from './fileKinds';

/**
 * The seed runs inside a database transaction and has no file store: the demo studios' files
 * (documents as UTF-8 text, annexes, MP4 containers carrying their duration) are written here on
 * start when a seeded row's file is missing. Rows members upload are never touched.
 */
export async function writeDemoFiles(app: FastifyInstance, db: Db): Promise<void> {
  const storage = app.accounts.storage;
  const wanted = new Map<string, Buffer>();
  for (const s of DEMO_STUDIOS) {
    const [studio] = await db.select({ id: studios.id, managerId: studios.managerId }).from(studios).where(eq(studios.name, s.name));
    if (!studio) continue;
    const rows = await db.select({ uid: studioData.uid, title: studioData.title, fileName: studioData.fileName }).from(studioData).where(eq(studioData.studioId, studio.id));
    for (const d of s.data) {
      const row = rows.find((r) => r.title === d.title);
      if (row && row.fileName === seededFileName('data', row.uid, d.title, 'txt')) wanted.set(row.fileName, Buffer.from(d.text));
    }
    for (const i of s.infos.filter((x) => x.annex)) wanted.set(seededFileName('annex', studio.managerId, i.title, 'txt'), Buffer.from(i.annex!));
    const videos = await db.select({ uid: studioVideos.uid, title: studioVideos.title, fileName: studioVideos.fileName }).from(studioVideos).where(eq(studioVideos.studioId, studio.id));
    for (const v of s.videos) {
      const row = videos.find((r) => r.title === v.title);
      if (row && row.fileName === seededFileName('video', row.uid, v.title, 'mp4')) wanted.set(row.fileName, mp4Container(v.seconds, DEMO_VIDEO_PADDING));
    }
  }
  const annexNames = new Set((await db.select({ f: studioInfos.annexFile }).from(studioInfos)).map((r) => r.f));
  for (const [name, data] of wanted) {
    if (name.startsWith('annex-') && !annexNames.has(name)) continue;
    if ((await storage.size('studio', name)) === null) await storage.put('studio', name, data);
  }
}
