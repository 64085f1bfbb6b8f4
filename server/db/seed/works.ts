import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { members, parties, partyRoles, sensitiveWords, writerProfiles, writerVideos, works, worksRemarks } from '../schema';
import { clipFacts } from './demoVideos';
import { seededFileName } from './studios';
import { DEMO_WRITERS, type DemoWriter } from './tables/writers';

/** The platform's starting sensitive-word list (the admin edits it). */
export const SEED_SENSITIVE_WORDS = ['赌博', '博彩', '毒品', '违禁品', '代开发票', '枪支', '诈骗', '传销'] as const;

/** A writer's account: demo_writer's exists; the others sign in with the demo password (demo_writer's hash). */
async function writerAccount(db: Db, w: DemoWriter, passwordHash: string): Promise<number> {
  const [found] = await db.select({ id: members.id }).from(members).where(eq(members.username, w.account.username));
  if (found) return found.id;
  const [party] = await db.insert(parties).values({ partyType: 1 }).returning({ id: parties.id });
  const [m] = await db.insert(members).values({ partyId: party.id, username: w.account.username, mname: w.account.mname, phone: w.account.phone, passwordHash, memberType: 8 }).returning({ id: members.id });
  await db.insert(partyRoles).values({ partyId: party.id, roleKey: 'foreWriter', activated: true });
  return m.id;
}

/**
 * Signed writers (demo_writer and two more) with their profiles, works — passed ones public on
 * /common/works/list and /writerLibrary, one waiting in 作品审核 — and videos (the committed demo
 * clips; server/modules/studio/demoFiles.ts writes the files), and the sensitive-word list.
 */
export async function seedWorks(db: Db): Promise<void> {
  await db.insert(sensitiveWords).values(SEED_SENSITIVE_WORDS.map((word) => ({ word }))).onConflictDoNothing();
  const [writer] = await db.select({ passwordHash: members.passwordHash }).from(members).where(eq(members.username, 'demo_writer'));
  if (!writer) return;
  const [admin] = await db.select({ id: members.id }).from(members).where(eq(members.username, 'admin'));
  for (const [i, w] of DEMO_WRITERS.entries()) {
    const ownerId = await writerAccount(db, w, writer.passwordHash);
    const since = new Date(w.works[0].since);
    await db.insert(writerProfiles).values({ ownerId, penName: w.penName, hometown: w.hometown, genres: w.genres, biography: w.biography, honors: w.honors, sort: DEMO_WRITERS.length - i, createTime: since, updateTime: since });
    for (const work of w.works) {
      const at = new Date(work.since);
      const status = work.status ?? 2;
      const [row] = await db
        .insert(works)
        .values({ uid: ownerId, worksType: 2, worksStatus: status, title: work.title, genre: work.genre, summary: work.summary, freeBlock: work.freeBlock, body: work.body, price: work.price, createTime: at, updateTime: at })
        .returning({ id: works.id });
      const later = (minutes: number) => new Date(at.getTime() + minutes * 60_000);
      await db.insert(worksRemarks).values([
        { worksId: row.id, fromStatus: null, status: 5, remark: '提交作品', byMemberId: ownerId, createTime: at },
        { worksId: row.id, fromStatus: 5, status: 1, remark: '云审核通过，等待人工审核', byMemberId: null, createTime: later(1) },
        ...(status === 2 ? [{ worksId: row.id, fromStatus: 1, status: 2, remark: '审核通过', byMemberId: admin?.id ?? null, createTime: later(60 * 26) }] : []),
      ]);
    }
    await db.insert(writerVideos).values(
      w.videos.map((v, k) => ({ ownerId, title: v.title, intro: v.intro, fileName: seededFileName('video', ownerId, v.title, 'mp4'), ...clipFacts(v.clip), sort: w.videos.length - k, createTime: since, updateTime: since })),
    );
  }
}
