import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, works, writerProfiles } from '../../db/schema';

/** Only works that passed review are anyone's to open, collect, buy or crawl (spec §4 status 2). */
export const passedWorks = eq(works.worksStatus, 2);

/** The author's name as readers see it: the writer's pen name, else the member's name. */
export const authorName = sql<string>`coalesce(${writerProfiles.penName}, ${members.mname}, '')`;

/** Works as reader items (collections, bought lists): the card is the title and the author (publicItems/registry.ts). */
export async function worksCards(db: Db, ids: number[]) {
  const rows = await db
    .select({ itemId: works.id, title: works.title, authors: authorName })
    .from(works)
    .innerJoin(members, eq(members.id, works.uid))
    .leftJoin(writerProfiles, eq(writerProfiles.ownerId, works.uid))
    .where(and(inArray(works.id, ids), passedWorks));
  return rows.map((r) => ({ itemId: r.itemId, title: r.title, cover: null, authors: r.authors }));
}
