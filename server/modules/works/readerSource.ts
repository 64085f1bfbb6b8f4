import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, works, writerProfiles } from '../../db/schema';

/** Only works that passed review are anyone's to open, collect, buy or crawl (spec §4 status 2). */
export const passedWorks = eq(works.worksStatus, 2);

/** The author's name as readers see it: the writer's pen name, else the member's name. */
export const authorName = sql<string>`coalesce(${writerProfiles.penName}, ${members.mname}, '')`;

/** Works matching `where`, in id order, with the author's name as readers see it (cards and OAI-PMH records). */
export function worksWithAuthor(db: Db, where: SQL | undefined) {
  return db
    .select({ id: works.id, title: works.title, genre: works.genre, summary: works.summary, createTime: works.createTime, updateTime: works.updateTime, author: authorName })
    .from(works)
    .innerJoin(members, eq(members.id, works.uid))
    .leftJoin(writerProfiles, eq(writerProfiles.ownerId, works.uid))
    .where(where)
    .orderBy(asc(works.id));
}

/** Works as reader items (collections, bought lists): the card is the title and the author (publicItems/registry.ts). */
export async function worksCards(db: Db, ids: number[]) {
  const rows = await worksWithAuthor(db, and(inArray(works.id, ids), passedWorks));
  return rows.map((r) => ({ itemId: r.id, title: r.title, cover: null, authors: r.author }));
}
