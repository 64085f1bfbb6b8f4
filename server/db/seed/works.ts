import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { members, sensitiveWords, writerProfiles, works, worksRemarks } from '../schema';

/** The platform's starting sensitive-word list (the admin edits it). */
export const SEED_SENSITIVE_WORDS = ['赌博', '博彩', '毒品', '违禁品', '代开发票', '枪支', '诈骗', '传销'] as const;

const DEMO_WORKS = [
  { title: '江南旧事', genre: '散文', summary: '外婆家的老宅、石桥与雨巷，一个孩子眼中的江南小镇。', freeBlock: '外婆家在镇子的东头，门前是一条青石板路，雨天里总是湿漉漉的。', price: 800 },
  { title: '灯下书', genre: '随笔', summary: '关于读书、抄书与藏书的二十篇短文。', freeBlock: '小时候家里只有一盏台灯，父亲在灯下读报，我在灯下读书。', price: 1200 },
  { title: '北方的河', genre: '小说', summary: '一个返乡青年在黄河边重新认识故乡与自己。', freeBlock: '他在渡口下了车，河水比记忆里浑浊，也比记忆里宽阔。', price: 1800 },
];

/** demo_writer's profile and passed works (public on /common/works/list), and the word list. */
export async function seedWorks(db: Db): Promise<void> {
  await db.insert(sensitiveWords).values(SEED_SENSITIVE_WORDS.map((word) => ({ word }))).onConflictDoNothing();
  const [writer] = await db.select({ id: members.id }).from(members).where(eq(members.username, 'demo_writer'));
  if (!writer) return;
  await db.insert(writerProfiles).values({ memberId: writer.id, penName: '周雨桐', biography: '江苏苏州人，中国作家协会会员，长期从事散文与小说创作，作品多写江南风物与寻常人家。' }).onConflictDoNothing();
  for (const w of DEMO_WORKS) {
    const [row] = await db.insert(works).values({ ...w, uid: writer.id, worksType: 2, worksStatus: 2, body: `${w.freeBlock}\n（正文）` }).returning({ id: works.id });
    await db.insert(worksRemarks).values([
      { worksId: row.id, fromStatus: null, status: 5, remark: '提交作品', byMemberId: writer.id },
      { worksId: row.id, fromStatus: 5, status: 1, remark: '云审核通过，等待人工审核', byMemberId: null },
      { worksId: row.id, fromStatus: 1, status: 2, remark: '审核通过', byMemberId: null },
    ]);
  }
}
