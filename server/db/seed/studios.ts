import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { members, parties, partyRoles, studioData, studioInfos, studioMembers, studios, studioVideos } from '../schema';
import { DEMO_STUDIOS, type DemoStudio } from './tables/studios';
import { clipFacts } from './demoVideos';

/** A seeded file's stored name: the same for the same row on every seed (demoFiles.ts writes the bytes). */
export const seededFileName = (kind: 'data' | 'video' | 'annex', uid: number, title: string, ext: string) =>
  `${kind}-${uid}-${createHash('sha256').update(`${kind}:${title}`).digest('hex').slice(0, 24)}.${ext}`;

/** A studio manager besides demo_studio (signs in with the demo password, demo_studio's hash). */
async function managerFor(db: Db, s: DemoStudio, passwordHash: string): Promise<number> {
  if (s.manager.username === 'demo_studio') {
    const [m] = await db.select({ id: members.id }).from(members).where(eq(members.username, 'demo_studio'));
    return m.id;
  }
  const [party] = await db.insert(parties).values({ partyType: 1 }).returning({ id: parties.id });
  const [m] = await db.insert(members).values({ partyId: party.id, username: s.manager.username, mname: s.manager.mname, phone: s.manager.phone, passwordHash, memberType: 6 }).returning({ id: members.id });
  await db.insert(partyRoles).values({ partyId: party.id, roleKey: 'studioManager', activated: true });
  return m.id;
}

/**
 * Teacher studios (issue 13): demo_studio's 赵磊初中语文名师工作室 and three more, each with its
 * info, documents and videos; demo_stmember has joined demo_studio's studio and posted documents.
 */
export async function seedStudios(db: Db): Promise<void> {
  const [owner] = await db.select({ passwordHash: members.passwordHash }).from(members).where(eq(members.username, 'demo_studio'));
  if (!owner) return;
  const people = await db.select({ id: members.id, username: members.username }).from(members).where(inArray(members.username, ['demo_stmember', 'demo_famous']));
  const idOf = (u: string) => people.find((p) => p.username === u)?.id;
  for (const [i, s] of DEMO_STUDIOS.entries()) {
    const managerId = await managerFor(db, s, owner.passwordHash);
    const [studio] = await db.insert(studios).values({ managerId, name: s.name, studioType: s.studioType, subject: s.subject, school: s.school, leader: s.manager.mname, intro: s.intro, sort: i + 1, createTime: new Date(s.since) }).returning({ id: studios.id });
    const day = (n: number) => new Date(Date.parse(s.since) + n * 86_400_000);
    await db.insert(studioInfos).values(s.infos.map((info, k) => ({ studioId: studio.id, uid: managerId, infoType: info.infoType, title: info.title, summary: info.summary, content: info.content, annexFile: info.annex ? seededFileName('annex', managerId, info.title, 'txt') : '', annexSize: info.annex ? Buffer.byteLength(info.annex) : 0, createTime: day(20 + k * 17), updateTime: day(20 + k * 17) })));
    const memberUids = (s.members ?? []).map(idOf).filter((x): x is number => x !== undefined);
    if (memberUids.length) await db.insert(studioMembers).values(memberUids.map((memberId, k) => ({ studioId: studio.id, memberId, applyStatus: 2, reason: '希望加入工作室，参与集体备课和课题研究。', sort: k + 1, createTime: day(15 + k), updateTime: day(16 + k) })));
    await db.insert(studioData).values(
      s.data.map((d, k) => {
        const uid = d.by ? (idOf(d.by) ?? managerId) : managerId;
        return { studioId: studio.id, uid, title: d.title, fileType: d.fileType, intro: d.intro, fileName: seededFileName('data', uid, d.title, 'txt'), fileSize: Buffer.byteLength(d.text), sort: k + 1, createTime: day(30 + k * 11), updateTime: day(30 + k * 11) };
      }),
    );
    await db.insert(studioVideos).values(s.videos.map((v, k) => ({ studioId: studio.id, uid: managerId, title: v.title, intro: v.intro, fileName: seededFileName('video', managerId, v.title, 'mp4'), ...clipFacts(v.clip), sort: k + 1, createTime: day(40 + k * 13), updateTime: day(40 + k * 13) })));
  }
}
