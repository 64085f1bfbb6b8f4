import { eq } from 'drizzle-orm';
import { SCHOOL_STAGES, SCHOOL_SUBJECTS, TEACHER_WORK_KINDS } from '../../../src/resources/famousTeachers';
import type { Db } from '../client';
import { famousTeachers, famousTeacherWorks, headmasterExps, headmasterImgTexts, headmasters, headmasterVideos, members } from '../schema';
import { mulberry32, noonOf, type Rng, ymd } from './random';
import { EARLIER_POSTS, HEADMASTER_IMGTEXT_TITLES, HEADMASTER_SEEDS, HEADMASTER_TALKS, schoolCity, schoolShortName } from './tables/headmasters';
import { EDUCATION_PUBLISHERS, SUBJECT_WORKS, TEACHER_SEEDS, TEACHING_JOURNALS, type TeacherSeed } from './tables/teachers';

/** The demo lecture clips (server/media/video) and their lengths in seconds. */
export const DEMO_VIDEOS = [
  { url: '/media/video/lecture-1.webm', duration: 12 },
  { url: '/media/video/lecture-2.webm', duration: 12 },
  { url: '/media/video/lecture-3.webm', duration: 12 },
] as const;

/** The famous teacher whose page demo_famous (朱清华) keeps. */
export const DEMO_FAMOUS_TEACHER = '朱清华';

function intro(t: TeacherSeed, rng: Rng): string {
  const subject = SCHOOL_SUBJECTS[t.subjectType];
  const stage = SCHOOL_STAGES[t.grade];
  const years = rng.int(18, 32);
  return [
    `${t.name}，${t.school}${subject}教师，${t.title}。从教${years}年，长期任教${stage}${subject}，曾任教研组长、年级组长。`,
    `坚持“${t.motto.replace(/[。.]$/, '')}”的教育理念，主持省级以上课题${rng.int(2, 5)}项，在《${SUBJECT_WORKS[t.subjectType].journals[0]}》等刊物发表论文${rng.int(20, 60)}余篇。`,
    `近年来带领名师工作室成员开展${subject}课堂教学改革，送教下乡${rng.int(30, 120)}余场，培养青年教师${rng.int(15, 60)}名。`,
  ].join('\n');
}

function articleBody(title: string, t: TeacherSeed): string {
  const subject = SCHOOL_SUBJECTS[t.subjectType];
  return [
    `一、问题的提出`,
    `在${SCHOOL_STAGES[t.grade]}${subject}课堂上，“${title}”是教师普遍关心却又常常流于形式的话题。课时紧、任务重，教师容易把探究变成讲授，把活动变成表演。`,
    `二、实践路径`,
    `笔者所在的${t.school}${subject}教研组，以真实问题为起点设计学习任务，以小组合作推进，以表现性评价收束。每个单元围绕一个核心问题展开，学生先独立思考，再交流修正。`,
    `三、课堂案例`,
    `以一节公开课为例：课前学生完成预学单，课上教师只提出三个关键问题，其余时间留给学生讨论和展示，课后以学习日志记录收获与困惑。`,
    `四、反思与展望`,
    `实践表明，学生的参与度和表达质量都有明显提升。下一步，我们将把经验整理为校本课程，并在区域内推广。`,
  ].join('\n');
}

/** The headmaster whose page demo_head (徐建国) keeps. */
export const DEMO_HEADMASTER = '徐建国';

/** Famous teachers and headmasters with what hangs off their pages (issue 14). */
/**
 * What a headmaster is known for besides the titles, one each (issue 34 item 6: every intro had
 * ended 学校先后获评全国文明校园、省级示范学校等称号).
 */
const HEADMASTER_NOTES = [
  '每学期坚持听课六十节以上，听课笔记已积累二十余本',
  '推动学校与乡村小学结对，每年带队送教下乡',
  '在校内设立“校长午餐会”，每周与学生代表共进午餐',
  '主编的校本教材《家乡的河》被区内多所学校采用',
  '倡导教师读书会，十年间全校共读教育名著四十余部',
  '主持建设的学校创客空间对周边社区开放',
  '推行全员导师制，每位教师联系十名左右学生',
  '把学校图书馆改造成全天开放的阅读中心',
  '带领学校开展劳动教育，开辟了三亩校园农场',
  '牵头组建区域教育集团，统一教研与师资培训',
  '坚持为新入职教师上“第一课”',
  '推动作业改革，各学科作业时长由年级组统一统筹',
  '创办学校艺术节，至今已举办十五届',
  '主持修订学校章程，建立了教职工代表大会提案制度',
  '把心理健康教育纳入课表，配齐专职心理教师',
];

export async function seedEducation(db: Db): Promise<void> {
  await seedFamousTeachers(db);
  await seedHeadmasters(db);
}

async function seedHeadmasters(db: Db): Promise<void> {
  const rng = mulberry32(0x5eed10);
  const [head] = await db.select({ id: members.id }).from(members).where(eq(members.username, 'demo_head'));
  const rows = await db
    .insert(headmasters)
    .values(
      HEADMASTER_SEEDS.map((h, i) => ({
        ...h,
        intro: [
          `${h.name}，${h.school}${h.position}。从事基础教育工作${rng.int(22, 35)}年，先后任教师、教研组长、教导主任、副校长，${2008 + (i % 10)}年起任现职。`,
          `提出“${h.philosophy.replace(/[。]$/, '')}”的办学理念，带领学校构建了以国家课程为主干、校本课程为补充的课程体系。`,
          `主持省级课题${rng.int(2, 6)}项，${HEADMASTER_NOTES[i % HEADMASTER_NOTES.length]}。`,
        ].join('\n'),
        views: rng.int(100, 3600),
        ownerId: h.name === DEMO_HEADMASTER ? (head?.id ?? null) : null,
        createTime: noonOf(ymd(2023 + (i % 3), 1 + ((i * 5) % 12), 1 + ((i * 3) % 27))),
      })),
    )
    .returning({ id: headmasters.id, ownerId: headmasters.ownerId });
  const exps: Array<typeof headmasterExps.$inferInsert> = [];
  const videos: Array<typeof headmasterVideos.$inferInsert> = [];
  const imgTexts: Array<typeof headmasterImgTexts.$inferInsert> = [];
  HEADMASTER_SEEDS.forEach((h, i) => {
    const { id: headmasterId, ownerId } = rows[i];
    let year = 2008 + (i % 10);
    exps.push({ headmasterId, ownerId, startYear: year, endYear: null, unit: h.school, position: h.position });
    for (const [unit, position] of rng.sample(EARLIER_POSTS, 3)) {
      const start = year - rng.int(3, 7);
      exps.push({ headmasterId, ownerId, startYear: start, endYear: year, unit: `${schoolCity(h.school)}市${unit}`, position });
      year = start;
    }
    rng.sample(HEADMASTER_TALKS, rng.int(1, 3)).forEach((talk, j) => {
      const clip = DEMO_VIDEOS[(i + j + 2) % DEMO_VIDEOS.length];
      const [talkYear, month, day] = [rng.int(2019, 2026), rng.int(1, 10), rng.int(1, 28)];
      const publishDate = ymd(talkYear, talk.month ?? month, day);
      const title = talk.title(schoolShortName(h.school), talkYear);
      videos.push({ headmasterId, ownerId, title, summary: `${h.school}校长${h.name}：${title.split(/：|——/)[0]}（现场录像）。`, videoUrl: clip.url, duration: clip.duration, publishDate, views: rng.int(40, 2600), createTime: noonOf(publishDate) });
    });
    for (const title of rng.sample(HEADMASTER_IMGTEXT_TITLES, rng.int(2, 3))) {
      const publishDate = ymd(rng.int(2018, 2026), rng.int(1, 10), rng.int(1, 28));
      imgTexts.push({
        headmasterId,
        ownerId,
        title,
        summary: `${h.name}校长结合${h.school}的办学实践，谈${title.replace(/^我们的|^走进课堂：/, '')}。`,
        content: [`${h.school}始终坚持“${h.philosophy.replace(/[。]$/, '')}”。`, `这些年，我们在${title.replace(/^我们的/, '')}上做了一些探索：先从小处做起，在实践中不断调整，再把有效的做法固定为学校的制度。`, `回头看，最重要的经验是依靠教师、相信学生、争取家长。`].join('\n'),
        publishDate,
        views: rng.int(40, 2200),
        createTime: noonOf(publishDate),
      });
    }
  });
  await db.insert(headmasterExps).values(exps);
  await db.insert(headmasterVideos).values(videos);
  await db.insert(headmasterImgTexts).values(imgTexts);
}

async function seedFamousTeachers(db: Db): Promise<void> {
  const rng = mulberry32(0x5eed14);
  const [famous] = await db.select({ id: members.id }).from(members).where(eq(members.username, 'demo_famous'));
  const teachers = await db
    .insert(famousTeachers)
    .values(
      TEACHER_SEEDS.map((t, i) => ({
        name: t.name,
        school: t.school,
        grade: t.grade,
        subjectType: t.subjectType,
        title: t.title,
        provinceId: t.provinceId,
        motto: t.motto,
        intro: intro(t, rng),
        honors: t.honors.join('\n'),
        views: rng.int(120, 4800),
        ownerId: t.name === DEMO_FAMOUS_TEACHER ? (famous?.id ?? null) : null,
        createTime: noonOf(ymd(2023 + (i % 3), 1 + (i % 12), 1 + ((i * 7) % 27))),
      })),
    )
    .returning({ id: famousTeachers.id, ownerId: famousTeachers.ownerId });

  const works: Array<typeof famousTeacherWorks.$inferInsert> = [];
  TEACHER_SEEDS.forEach((t, i) => {
    const teacher = teachers[i];
    const pool = SUBJECT_WORKS[t.subjectType];
    const base = { teacherId: teacher.id, ownerId: teacher.ownerId };
    const date = () => ymd(rng.int(2016, 2026), rng.int(1, 10), rng.int(1, 28));
    for (const title of rng.sample(pool.articles, rng.int(3, pool.articles.length))) {
      const journal = rng.pick([...pool.journals, ...TEACHING_JOURNALS.slice(0, 3)]);
      const publishDate = date();
      works.push({ ...base, workType: TEACHER_WORK_KINDS.article, title, source: `《${journal}》${publishDate.slice(0, 4)}年第${rng.int(1, 12)}期`, publishDate, summary: `本文结合${t.school}的教学实践，探讨${title.replace(/^以|^让/, '')}的具体做法与成效。`, content: articleBody(title, t), views: rng.int(30, 2000), createTime: noonOf(publishDate) });
    }
    for (const title of rng.sample(pool.books, Math.min(pool.books.length, rng.int(1, 2)))) {
      const publishDate = date();
      works.push({ ...base, workType: TEACHER_WORK_KINDS.book, title, source: rng.pick(EDUCATION_PUBLISHERS), publishDate, summary: `《${title}》是${t.name}老师多年${SCHOOL_SUBJECTS[t.subjectType]}教学实践的总结，收录课例${rng.int(12, 30)}个，兼顾理念阐述与课堂实录。`, views: rng.int(30, 1500), createTime: noonOf(publishDate) });
    }
    pool.videos.forEach((title, j) => {
      const publishDate = date();
      const clip = DEMO_VIDEOS[(i + j) % DEMO_VIDEOS.length];
      works.push({ ...base, workType: TEACHER_WORK_KINDS.video, title, source: `${t.school}名师课堂`, publishDate, summary: `${t.name}老师执教的${SCHOOL_STAGES[t.grade]}${SCHOOL_SUBJECTS[t.subjectType]}示范课《${title}》课堂实录片段。`, videoUrl: clip.url, duration: clip.duration, views: rng.int(50, 3000), createTime: noonOf(publishDate) });
    });
  });
  await db.insert(famousTeacherWorks).values(works);
}
