import type { FastifyInstance } from 'fastify';
import { teachingResources, teachingTypes } from '../../db/schema';
import type { Db } from '../../db/client';
import { eq } from 'drizzle-orm';
import { demoClip } from '../../db/seed/demoVideos';
import { seededResourceFile, unitTopic } from '../../db/seed/teaching';
import { resourceText } from '../../db/seed/tables/teaching';

/**
 * The seed runs in a transaction without the file store: the seeded resources' files (documents
 * as UTF-8 text, 微课视频 as the demo lesson clip) are written here on start when missing. Files
 * teachers upload never match a seeded name, so they are never touched.
 */
export async function writeTeachingDemoFiles(app: FastifyInstance, db: Db): Promise<void> {
  const storage = app.accounts.storage;
  const rows = await db
    .select({ title: teachingResources.title, fileType: teachingResources.fileType, ownerId: teachingResources.ownerId, fileName: teachingResources.fileName, author: teachingResources.author, school: teachingResources.school, unit: teachingTypes.name })
    .from(teachingResources)
    .innerJoin(teachingTypes, eq(teachingTypes.id, teachingResources.knowledge));
  for (const r of rows) {
    if (!r.fileName || r.fileName !== seededResourceFile(r.fileType, r.ownerId, r.title)) continue;
    if ((await storage.size('studio', r.fileName)) !== null) continue;
    await storage.put('studio', r.fileName, r.fileType === 5 ? demoClip('lesson') : Buffer.from(resourceText(r.title, r.author, r.school, unitTopic(r.unit), r.fileType)));
  }
}
