import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { studioData, studioInfos, studios, studioVideos, writerVideos } from '../../db/schema';
import { seededFileName } from '../../db/seed/studios';
import { clipFacts, demoClip, type DemoClip } from '../../db/seed/demoVideos';
import { DEMO_STUDIOS } from '../../db/seed/tables/studios';
import { DEMO_WRITERS } from '../../db/seed/tables/writers';

/**
 * The seed runs inside a database transaction and has no file store: the demo studios' and
 * writers' files (documents as UTF-8 text, annexes, videos as the committed demo clips) are written
 * here on start when a seeded row's file is missing. A seeded video stored as something else (the
 * silent MP4 shells of earlier versions) is replaced by its clip, and its row's size and duration
 * follow. Rows members upload are never touched: their names never match a seeded name.
 */
export async function writeDemoFiles(app: FastifyInstance, db: Db): Promise<void> {
  const storage = app.accounts.storage;
  const wanted = new Map<string, Buffer>();
  const clips: Array<{ name: string; clip: DemoClip; fix: () => Promise<unknown> }> = [];
  for (const s of DEMO_STUDIOS) {
    const [studio] = await db.select({ id: studios.id, managerId: studios.managerId }).from(studios).where(eq(studios.name, s.name));
    if (!studio) continue;
    const rows = await db.select({ uid: studioData.uid, title: studioData.title, fileName: studioData.fileName }).from(studioData).where(eq(studioData.studioId, studio.id));
    for (const d of s.data) {
      const row = rows.find((r) => r.title === d.title);
      if (row && row.fileName === seededFileName('data', row.uid, d.title, 'txt')) wanted.set(row.fileName, Buffer.from(d.text));
    }
    for (const i of s.infos.filter((x) => x.annex)) wanted.set(seededFileName('annex', studio.managerId, i.title, 'txt'), Buffer.from(i.annex!));
    const videos = await db.select({ id: studioVideos.id, uid: studioVideos.uid, title: studioVideos.title, fileName: studioVideos.fileName }).from(studioVideos).where(eq(studioVideos.studioId, studio.id));
    for (const v of s.videos) {
      const row = videos.find((r) => r.title === v.title);
      if (row && row.fileName === seededFileName('video', row.uid, v.title, 'mp4')) {
        clips.push({ name: row.fileName, clip: v.clip, fix: () => db.update(studioVideos).set(clipFacts(v.clip)).where(eq(studioVideos.id, row.id)) });
      }
    }
  }
  for (const w of DEMO_WRITERS) {
    for (const v of w.videos) {
      const [row] = await db.select({ id: writerVideos.id, ownerId: writerVideos.ownerId, fileName: writerVideos.fileName }).from(writerVideos).where(eq(writerVideos.title, v.title));
      if (row && row.fileName === seededFileName('video', row.ownerId, v.title, 'mp4')) {
        clips.push({ name: row.fileName, clip: v.clip, fix: () => db.update(writerVideos).set(clipFacts(v.clip)).where(eq(writerVideos.id, row.id)) });
      }
    }
  }
  const annexNames = new Set((await db.select({ f: studioInfos.annexFile }).from(studioInfos)).map((r) => r.f));
  for (const [name, data] of wanted) {
    if (name.startsWith('annex-') && !annexNames.has(name)) continue;
    if ((await storage.size('studio', name)) === null) await storage.put('studio', name, data);
  }
  for (const c of clips) {
    if ((await storage.size('studio', c.name)) === demoClip(c.clip).length) continue;
    await storage.put('studio', c.name, demoClip(c.clip));
    await c.fix();
  }
}
