import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { SCHOOL_SUBJECTS } from '../../../src/resources/famousTeachers';
import { DISCIPLINES, PUBLISHER_KINDS, SCHOLAR_TITLES, TEACHER_TITLES } from '../../../src/resources/people';
import type { Db } from '../client';
import { articles, books, compositions, journals, members, publisherProfiles, scholarProfiles, studios, teacherProfiles } from '../schema';
import { mulberry32, type Rng } from './random';
import { COMPOSITION_STUDENTS } from './tables/compositions';
import { MORE_TEACHERS, PUBLISHER_FACTS, SCHOOL_PROVINCES, TEACHER_HONORS } from './tables/directories';
import { UNIVERSITIES } from './tables/people';
import { subjectOf } from './tables/subjects';

/** The scholar whose profile demo_scholar (黄文博) keeps, and the articles the seed credits to him. */
export const DEMO_SCHOLAR = { name: '黄文博', institution: '北京师范大学', department: '教育学部', articles: 6 } as const;
/** The publisher whose profile demo_publisher (刘洋) keeps. */
export const DEMO_PUBLISHER = '高等教育出版社';
/** The teacher whose profile demo_teacher keeps (the compositions naming 杨帆 are already his). */
export const DEMO_TEACHER = '杨帆';
/** How many scholars the seed derives from the library's most published authors. */
const SCHOLARS = 40;

const memberId = async (db: Db, username: string) => (await db.select({ id: members.id }).from(members).where(eq(members.username, username)))[0].id;
const weighted = (rng: Rng, codes: number[], weights: number[]) => {
  let r = rng.next() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < codes.length; i++) if ((r -= weights[i]) < 0) return codes[i];
  return codes[0];
};

/**
 * The people directories (issue 14, people), derived from the library so each profile leads
 * somewhere: scholars are the most published first authors (their university and subject), the
 * publishers are those the books name, the teachers those the compositions and studios name plus
 * twenty more across provinces. Runs after the content, compositions and studios seeds.
 */
export async function seedPeople(db: Db): Promise<void> {
  await seedScholars(db);
  await seedPublishers(db);
  await seedTeachers(db);
}

async function seedScholars(db: Db): Promise<void> {
  const rng = mulberry32(0x5eed61);
  // Credit a few 教育学 articles to the demo scholar, so his page lists work of his.
  const eduArticles = await db
    .select({ id: articles.id, authors: articles.authors })
    .from(articles)
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .where(and(eq(journals.journalType, 4), isNotNull(articles.institution)))
    .orderBy(sql`${articles.id} desc`)
    .limit(DEMO_SCHOLAR.articles);
  for (const a of eduArticles) {
    await db
      .update(articles)
      .set({ authors: `${DEMO_SCHOLAR.name};${a.authors}`.slice(0, 500), institution: `${DEMO_SCHOLAR.institution}${DEMO_SCHOLAR.department}` })
      .where(eq(articles.id, a.id));
  }

  const firstAuthors = await db
    .select({
      name: sql<string>`split_part(${articles.authors}, ';', 1)`,
      institution: sql<string>`split_part(${articles.institution}, ';', 1)`,
      subject: journals.journalType,
      n: sql<number>`count(*)::int`,
    })
    .from(articles)
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .where(and(isNotNull(articles.institution), sql`${articles.authors} ~ '^[\u4e00-\u9fa5]'`))
    .groupBy(sql`1`, sql`2`, journals.journalType)
    // Equal counts in an order of their own, not the collation's (which would list every 丁 first).
    .orderBy(sql`4 desc`, sql`md5(split_part(${articles.authors}, ';', 1))`);
  const seen = new Set<string>([DEMO_SCHOLAR.name]);
  const picked: Array<{ name: string; university: string; department: string; provinceId: number; subject: number; n: number }> = [];
  for (const a of firstAuthors) {
    if (picked.length >= SCHOLARS) break;
    const university = UNIVERSITIES.find((u) => a.institution.startsWith(u.name));
    if (seen.has(a.name) || !university || !DISCIPLINES[a.subject ?? 0]) continue;
    seen.add(a.name);
    picked.push({ name: a.name, university: university.name, department: a.institution.slice(university.name.length), provinceId: university.provinceId, subject: a.subject!, n: a.n });
  }
  const owner = await memberId(db, 'demo_scholar');
  const rows = [
    { name: DEMO_SCHOLAR.name, university: DEMO_SCHOLAR.institution, department: DEMO_SCHOLAR.department, provinceId: 110000, subject: 4, n: DEMO_SCHOLAR.articles, ownerId: owner },
    ...picked.map((p) => ({ ...p, ownerId: null })),
  ].map((p, i) => {
    const s = subjectOf(p.subject);
    const title = weighted(rng, [1, 2, 3, 4, 5, 6], [5, 5, 2, 2, 2, 1]);
    const fields = rng.sample(s.topics, 2);
    const born = rng.int(1962, 1990);
    return {
      ownerId: p.ownerId,
      name: p.name,
      institution: p.university,
      department: p.department || null,
      title,
      discipline: p.subject,
      researchField: fields.join('、'),
      provinceId: p.provinceId,
      intro: [
        `${p.name}，${born}年生，${p.university}${p.department}${SCHOLAR_TITLES[title]}，${title <= 2 ? '博士生导师' : '硕士生导师'}。主要从事${fields.join('与')}研究。`,
        `${rng.int(1985, 2012) > born + 22 ? '先后' : ''}毕业于${rng.pick(UNIVERSITIES).name}，获${DISCIPLINES[p.subject]}博士学位，曾赴${rng.pick(['牛津大学', '东京大学', '多伦多大学', '莱顿大学', '密歇根大学'])}访学一年。`,
        `主持国家社会科学基金、国家自然科学基金等项目${rng.int(2, 6)}项，兼任${s.label}相关学会理事。`,
      ].join('\n'),
      achievements: [`在本库收录期刊发表论文${p.n}篇`, `出版专著${rng.int(1, 4)}部`, `获省部级科研成果奖${rng.int(1, 3)}项`].join('\n'),
      views: rng.int(20, 2400),
      sort: i === 0 ? 10 : 0,
      // One scholar keeps their profile to themselves: the directory leaves it out.
      isPublic: i !== picked.length,
    };
  });
  await db.insert(scholarProfiles).values(rows);
}

async function seedPublishers(db: Db): Promise<void> {
  const rng = mulberry32(0x5eed62);
  const named = await db.selectDistinct({ publisher: books.publisher }).from(books).where(isNotNull(books.publisher));
  const owner = await memberId(db, 'demo_publisher');
  const rows = named
    .map((b) => b.publisher!)
    .filter((name) => PUBLISHER_FACTS[name])
    .sort()
    .map((name) => {
      const f = PUBLISHER_FACTS[name];
      return {
        ownerId: name === DEMO_PUBLISHER ? owner : null,
        name,
        ...f,
        address: `${f.city}市${rng.pick(['西城区', '东城区', '海淀区', '朝阳区'])}${rng.pick(['德胜门外大街', '朝阳门内大街', '王府井大街', '北三环中路', '学院路'])}${rng.int(1, 200)}号`.replace(/^上海市[^区]+区/, '上海市徐汇区').replace(/^南京市[^区]+区/, '南京市鼓楼区'),
        licenseNo: `新出发京批字第${rng.int(100, 999)}号`.replace('京', f.city === '北京' ? '京' : f.city === '上海' ? '沪' : '苏'),
        intro: [
          `${name}创立于${f.foundedYear}年，是一家以${f.specialties.split('、')[0]}为主要出版方向的${PUBLISHER_KINDS[f.kind]}。`,
          `多年来坚持“出好书、传文化”的宗旨，累计出版图书${rng.int(3, 40) * 1000}余种，多种图书获中国出版政府奖、“五个一工程”奖和中华优秀出版物奖。`,
          `主要出版方向：${f.specialties}。`,
        ].join('\n'),
        views: rng.int(50, 3000),
      };
    });
  await db.insert(publisherProfiles).values(rows);
}

async function seedTeachers(db: Db): Promise<void> {
  const rng = mulberry32(0x5eed63);
  const provinceOf = (school: string) => SCHOOL_PROVINCES.find(([prefix]) => school.startsWith(prefix))?.[1] ?? null;
  const owner = await memberId(db, 'demo_teacher');
  // The compositions' teachers, at the stage of their students' grades (语文).
  const taught = await db.selectDistinct({ teacher: compositions.teacher, school: compositions.school, grade: compositions.grade }).from(compositions).where(isNotNull(compositions.teacher));
  const fromCompositions = COMPOSITION_STUDENTS.map((s) => {
    const grades = taught.filter((t) => t.teacher === s.teacher && t.school === s.school).map((t) => t.grade);
    const grade = Math.max(1, ...grades);
    return { name: s.teacher, school: s.school, grade: grade <= 6 ? 1 : grade <= 9 ? 2 : 3, subjectType: 1 };
  });
  const studioRows = await db.select({ name: studios.name, leader: studios.leader, school: studios.school, subject: studios.subject }).from(studios);
  const fromStudios = studioRows.map((s) => {
    const subjectType = Number(Object.entries(SCHOOL_SUBJECTS).find(([, l]) => l === s.subject)?.[0] ?? 1);
    // The stage from the studio's name or school (赵磊初中语文名师工作室 at 北京市海淀区实验中学 teaches 初中).
    const named = `${s.name}${s.school}`;
    return { name: s.leader, school: s.school, grade: named.includes('小学') ? 1 : named.includes('初中') ? 2 : 3, subjectType };
  });
  const seen = new Set<string>();
  const rows = [...fromCompositions, ...fromStudios, ...MORE_TEACHERS.map(([name, school, , grade, subjectType]) => ({ name, school, grade, subjectType }))]
    .filter((t) => t.name && !seen.has(`${t.name}|${t.school}`) && seen.add(`${t.name}|${t.school}`))
    .map((t) => {
      const more = MORE_TEACHERS.find(([name, school]) => name === t.name && school === t.school);
      const title = more ? more[5] : weighted(rng, [1, 2, 3, 4], [1, 4, 4, 1]);
      const years = more ? more[6] : rng.int(5, 30);
      const subject = SCHOOL_SUBJECTS[t.subjectType];
      return {
        ownerId: t.name === DEMO_TEACHER ? owner : null,
        ...t,
        title,
        provinceId: more ? more[2] : provinceOf(t.school),
        teachingYears: years,
        intro: [
          `${t.name}，${t.school}${subject}教师，${TEACHER_TITLES[title]}，教龄${years}年。`,
          `长期任教${t.grade === 1 ? '小学' : t.grade === 2 ? '初中' : '高中'}${subject}，${rng.pick(['注重学生思维品质的培养', '倡导以学定教、以评促学', '坚持读写结合、以读促写', '擅长情境化教学与项目式学习'])}，所带班级${rng.pick(['学风浓厚', '多次获评市级先进班集体', '学生在各级竞赛中屡获佳绩'])}。`,
          t.grade === 1 && t.subjectType === 1 ? `指导学生习作${rng.int(20, 80)}余篇在各级作文比赛中获奖。` : `主持区级以上课题${rng.int(1, 4)}项，发表教学论文${rng.int(3, 20)}篇。`,
        ].join('\n'),
        honors: rng.sample(TEACHER_HONORS, rng.int(1, 3)).join('\n'),
        views: rng.int(10, 1600),
        // One teacher is 下架 by the platform (a profile under review of a complaint): public lists leave it out.
        published: t.name !== '马晓东',
      };
    });
  await db.insert(teacherProfiles).values(rows);
}
