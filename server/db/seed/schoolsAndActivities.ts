import { SCHOOL_KINDS, SCHOOL_POST_KINDS } from '../../../src/resources/famousSchools';
import { ACTIVITY_KINDS, AWARD_LEVELS } from '../../../src/resources/universityActivities';
import type { Db } from '../client';
import { famousSchoolPics, famousSchoolPosts, famousSchools, universityActivities, universityActivityRounds, universityAwardWorks, universityNews } from '../schema';
import { mulberry32, noonOf, type Rng, ymd } from './random';
import { SCHOOL_ACTIVITIES, SCHOOL_ARTICLES, SCHOOL_DYNAMICS, SCHOOL_HONORS, SCHOOL_PIC_TITLES, SCHOOL_SEEDS, type SchoolSeed } from './tables/famousSchools';
import { ACTIVITY_SEEDS, ADVISOR_NAMES, AWARD_SCHOOLS, AWARD_TITLES, STUDENT_NAMES } from './tables/universityActivities';

/** The campus scenes (public/schools) and activity posters (public/activities, one per 活动类别). */
const CAMPUS_PICTURES = 8;
/** Telephone area codes of the demo cities (by `areaId`). */
const AREA_CODES: Readonly<Record<string, string>> = {
  110100: '010', 310100: '021', 320100: '025', 320500: '0512', 330100: '0571', 330200: '0574', 370100: '0531', 370200: '0532',
  420100: '027', 430100: '0731', 440100: '020', 440300: '0755', 510100: '028', 610100: '029', 500100: '023',
};
const posterOf = (activityType: number) => `/activities/poster-${activityType}.svg`;

/** 名校 and 高校活动 with what hangs off them (issue 14, edu1). */
export async function seedSchoolsAndActivities(db: Db): Promise<void> {
  await seedFamousSchools(db);
  await seedUniversityActivities(db);
}

/** "北京市海淀区启明中学" → "启明中学": how the school's own news names it. */
const shortName = (name: string) => name.replace(/^.+?[市省](.+?区)?/, '') || name;

/** What the judges said of an award-winning work, varied (issue 34 item 6: 101 works had one sentence). */
const AWARD_COMMENTS = [
  '评委认为作品问题意识清楚、数据扎实',
  '作品把课堂所学用到了真实场景中',
  '团队分工明确，现场答辩从容',
  '作品的用户调研做得细致',
  '评审组对作品的原型演示印象深刻',
  '作品选题贴近校园生活，完成度高',
  '创意新颖，但推广方案尚可完善',
  '作品在同组中技术路线最为完整',
  '评委称赞作品的表达朴素而有感染力',
  '作品的社会价值得到评审组一致认可',
  '作品经过三轮迭代，细节打磨用心',
  '作品结合了地方文化资源，特色鲜明',
];

function schoolIntro(sd: SchoolSeed, i: number, rng: Rng): string {
  const kind = SCHOOL_KINDS[sd.schoolType];
  const years = 2026 - sd.foundedYear;
  return [
    `${sd.name}始建于${sd.foundedYear}年，是一所${sd.isPublic ? '公办' : '民办'}${kind}，至今已有${years}年办学历史。学校位于${sd.street}，占地${rng.int(35, 160)}亩，现有教学班${rng.int(24, 72)}个，在校学生${rng.int(1100, 3800)}人，教职工${rng.int(90, 320)}人。`,
    `学校秉承“${sd.motto}”的校训，坚持立德树人，构建了基础课程、拓展课程和研究课程相结合的课程体系，开设校本选修课程${rng.int(30, 90)}门。`,
    `学校拥有特级教师${rng.int(2, 9)}人、正高级教师${rng.int(1, 6)}人、省市级学科带头人和骨干教师${rng.int(20, 70)}人，近五年教师在省级以上刊物发表论文${rng.int(120, 400)}篇。`,
    `学校重视学生全面发展，科技、体育、艺术社团${rng.int(30, 80)}个，${STRENGTHS[i % STRENGTHS.length]}。`,
  ].join('\n');
}

/**
 * What a school is known for beyond its numbers, one per school (picked by its place in the list, so
 * no random draw moves): issue 34 item 6 — every intro had ended 学生在各级各类比赛中屡获佳绩.
 */
const STRENGTHS = [
  '机器人社团连续三年进入全国青少年科技创新大赛决赛',
  '校管弦乐团每年在市音乐厅举办新年音乐会',
  '女子足球队是省青少年足球联赛的常客',
  '学生自办的《晨曦》文学社刊已出版一百余期',
  '每届高一学生都要在校农场完成一学期的劳动课程',
  '校园气象站的观测数据被区气象部门采用',
  '学生模拟联合国社团在全国大会上多次获最佳代表奖',
  '校史馆由学生志愿讲解员接待来访者',
  '每年春天的戏剧节由学生自编自导自演',
  '校射箭队有两名队员入选省青少年集训队',
  '生物兴趣小组坚持十年记录校园鸟类，编成了图鉴',
  '书法和篆刻课程由本地非遗传承人执教',
  '学生电视台每周播出一期校园新闻',
  '校田径队在市中学生运动会上保持着多项纪录',
];


function postBody(title: string, school: string, kind: number, rng: Rng): string {
  if (kind === SCHOOL_POST_KINDS.article) {
    return [
      `一、缘起`,
      `近年来，${school}围绕“${title}”这一主题开展了持续的实践研究。我们发现，学校发展的关键不在于增加多少项目，而在于把已有的工作做深做实。`,
      `二、做法`,
      `学校成立专项工作组，每学期确定一个重点，教研组按月推进、学期末展示交流。教师在实践中形成了${rng.int(12, 40)}个典型案例，汇编成校本资源。`,
      `三、成效与反思`,
      `学生的学习兴趣和自主学习能力明显增强，教师的研究意识和课程意识不断提升。下一步，我们将进一步完善评价机制，让改革成果惠及每一位学生。`,
    ].join('\n');
  }
  return [
    `${title.replace(/^.+?(召开|获评|举行|与|教师|开展|新建|学子|第|春季|组织|举办)/, '$1')}。${school}全体${kind === SCHOOL_POST_KINDS.activity ? '师生' : '教职工'}参加，${rng.int(2, 6)}位区教育局领导应邀出席。`,
    `活动中，学校负责人回顾了前一阶段的工作，并对下一步工作提出了明确要求。与会人员表示，将以此为契机，进一步提升教育教学质量。`,
    `（${school}办公室 供稿）`,
  ].join('\n');
}

async function seedFamousSchools(db: Db): Promise<void> {
  const rng = mulberry32(0x5c4001);
  const rows = await db
    .insert(famousSchools)
    .values(
      SCHOOL_SEEDS.map((sd, i) => ({
        name: sd.name,
        schoolType: sd.schoolType,
        isPublic: sd.isPublic,
        provinceId: sd.provinceId,
        areaId: sd.areaId,
        regionId: sd.regionId,
        address: `${sd.street}${rng.int(1, 299)}号`,
        foundedYear: sd.foundedYear,
        motto: sd.motto,
        principal: sd.principal,
        phone: `${AREA_CODES[String(sd.areaId)] ?? '010'}-${rng.int(6000_0000, 8999_9999)}`,
        coverUrl: `/schools/campus-${i % CAMPUS_PICTURES}.svg`,
        intro: schoolIntro(sd, i, rng),
        honors: rng.sample(SCHOOL_HONORS, rng.int(3, 6)).join('\n'),
        views: rng.int(150, 5200),
        createTime: noonOf(ymd(2023 + (i % 3), 1 + ((i * 7) % 12), 1 + ((i * 5) % 27))),
      })),
    )
    .returning({ id: famousSchools.id });
  const posts: Array<typeof famousSchoolPosts.$inferInsert> = [];
  const pics: Array<typeof famousSchoolPics.$inferInsert> = [];
  SCHOOL_SEEDS.forEach((sd, i) => {
    const schoolId = rows[i].id;
    const short = shortName(sd.name);
    const add = (kind: number, titles: string[], n: number) => {
      for (const t of rng.sample(titles, n)) {
        const title = t.replace('{s}', short);
        const publishDate = ymd(rng.int(2024, 2026), rng.int(1, 10), rng.int(1, 28));
        posts.push({
          schoolId,
          postType: kind,
          title,
          author: kind === SCHOOL_POST_KINDS.article ? sd.principal : `${short}办公室`,
          publishDate,
          summary: kind === SCHOOL_POST_KINDS.article ? `${sd.principal}结合${short}的办学实践，谈${title}。` : `${title}。`,
          content: postBody(title, short, kind, rng),
          coverUrl: kind === SCHOOL_POST_KINDS.activity ? `/schools/campus-${(i + 3) % CAMPUS_PICTURES}.svg` : null,
          views: rng.int(30, 1800),
          createTime: noonOf(publishDate),
        });
      }
    };
    add(SCHOOL_POST_KINDS.dynamic, SCHOOL_DYNAMICS, rng.int(3, 5));
    add(SCHOOL_POST_KINDS.activity, SCHOOL_ACTIVITIES, rng.int(2, 4));
    add(SCHOOL_POST_KINDS.article, SCHOOL_ARTICLES, rng.int(2, 3));
    rng.sample(SCHOOL_PIC_TITLES, rng.int(4, 6)).forEach((title, j) => {
      pics.push({ schoolId, title: `${short}${title}`, imageUrl: `/schools/campus-${(i + j) % CAMPUS_PICTURES}.svg`, sort: 10 - j });
    });
  });
  await db.insert(famousSchoolPosts).values(posts);
  await db.insert(famousSchoolPics).values(pics);
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function seedUniversityActivities(db: Db): Promise<void> {
  const rng = mulberry32(0x0a7e14);
  const rows = await db
    .insert(universityActivities)
    .values(
      ACTIVITY_SEEDS.map((as) => {
        const kind = ACTIVITY_KINDS[as.activityType];
        return {
          title: as.title,
          activityType: as.activityType,
          organizer: as.organizer,
          coOrganizer: as.coOrganizer,
          provinceId: as.provinceId,
          startDate: as.start,
          endDate: addDays(as.start, as.days),
          location: as.location,
          audience: as.audience,
          coverUrl: posterOf(as.activityType),
          isBanner: as.isBanner,
          summary: `${as.title}由${as.organizer}主办、${as.coOrganizer}协办，面向${as.audience}，是一项${kind}类活动。`,
          content: [
            `一、活动主题`,
            `以赛促学、以赛促教，展示新时代大学生的专业素养与创新精神。`,
            `二、参与对象`,
            `${as.audience}。`,
            `三、活动安排`,
            ...as.rounds.map((r, j) => `${j + 1}. ${r}`),
            `四、奖项设置`,
            `设${Object.values(AWARD_LEVELS).join('、')}，获奖作品在本平台展示，优秀指导教师另行表彰。`,
            `五、联系方式`,
            `${as.organizer}团委（活动组委会办公室），电话 ${rng.pick(Object.values(AREA_CODES))}-${rng.int(6000_0000, 8999_9999)}。`,
          ].join('\n'),
          joinNum: rng.int(800, 26_000),
          views: rng.int(200, 9000),
          sort: as.isBanner ? 10 : 0,
          createTime: noonOf(addDays(as.start, -30)),
        };
      }),
    )
    .returning({ id: universityActivities.id });

  const rounds: Array<typeof universityActivityRounds.$inferInsert> = [];
  const awards: Array<typeof universityAwardWorks.$inferInsert> = [];
  const news: Array<typeof universityNews.$inferInsert> = [];
  ACTIVITY_SEEDS.forEach((as, i) => {
    const activityId = rows[i].id;
    const step = Math.max(1, Math.floor(as.days / as.rounds.length));
    as.rounds.forEach((name, j) => {
      const startDate = addDays(as.start, j * step);
      const endDate = addDays(startDate, Math.max(0, step - 1));
      // Each round says its own dates (issue 34 item 6: sixty rounds had ended with one sentence).
      const what = j === 0 ? '报名并提交材料' : `完成${name}`;
      rounds.push({ activityId, name, startDate, endDate, description: `${name}阶段：请参与者关注本平台通知，于${startDate}至${endDate}期间${what}。`, sort: as.rounds.length - j });
    });
    rng.sample(AWARD_TITLES[as.activityType], rng.int(6, 8)).forEach((title, j) => {
      const level = j === 0 ? 1 : j < 3 ? 2 : j < 5 ? 3 : j < 7 ? 4 : 5;
      // Drawn in the order the row once drew them, so every later seeded value stays as it was.
      const authors = rng.sample(STUDENT_NAMES, rng.int(1, 3)).join('、');
      const school = rng.pick(AWARD_SCHOOLS);
      const advisor = rng.pick(ADVISOR_NAMES);
      awards.push({
        activityId,
        title,
        authors,
        school,
        advisor,
        awardLevel: level,
        summary: `${AWARD_COMMENTS[(i * 7 + j) % AWARD_COMMENTS.length]}，${school}${authors.split('、')[0]}等完成的《${title.replace(/[《》]/g, '')}》获${AWARD_LEVELS[level]}。`,
      });
    });
    const publishDate = addDays(as.start, -rng.int(10, 25));
    news.push({
      activityId,
      title: `关于举办${as.title}的通知`,
      source: as.organizer,
      publishDate,
      summary: `${as.organizer}发布${as.title}的通知，欢迎${as.audience}踊跃参加。`,
      content: [`各有关高校：`, `为${ACTIVITY_KINDS[as.activityType]}育人，经研究，决定举办${as.title}。现将有关事项通知如下：`, `活动时间为${as.start}起，共${as.days}天，分${as.rounds.length}个阶段进行。`, `请各校认真组织，按时报送材料。`, `${as.organizer}`].join('\n'),
      views: rng.int(100, 4000),
      createTime: noonOf(publishDate),
    });
    const end = addDays(as.start, as.days);
    if (end < '2026-11-01') {
      news.push({
        activityId,
        title: `${as.title}圆满落幕`,
        source: as.organizer,
        publishDate: addDays(end, 2),
        summary: `${as.title}日前落下帷幕，共评出获奖作品${rng.int(40, 300)}件。`,
        content: [`近日，${as.title}在${as.location}圆满落幕。`, `本届活动吸引了全国${rng.int(60, 500)}所高校参与，经过${as.rounds.length}个阶段的角逐，最终评出特等奖、一等奖等各类奖项。`, `主办方表示，将继续搭建平台，服务大学生成长成才。`].join('\n'),
        views: rng.int(100, 4000),
        createTime: noonOf(addDays(end, 2)),
      });
    }
  });
  // News of the area as a whole.
  for (const [title, date] of [
    ['教育部发布2026年全国普通高校大学生竞赛目录', '2026-03-18'],
    ['高校活动平台上线获奖作品展示专区', '2026-05-06'],
    ['关于规范高校学生竞赛活动管理的指导意见解读', '2025-12-12'],
  ] as const) {
    news.push({ activityId: null, title, source: '文库高校活动', publishDate: date, summary: `${title}。`, content: `${title}。\n详细内容请见各主办单位官网。`, views: rng.int(300, 5000), createTime: noonOf(date) });
  }
  await db.insert(universityActivityRounds).values(rounds);
  await db.insert(universityAwardWorks).values(awards);
  await db.insert(universityNews).values(news);
}
