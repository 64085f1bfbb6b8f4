import { eq } from 'drizzle-orm';
import { eduLevelOfGrade, TEACHING_SUBJECTS, TEACHING_VERSIONS } from '../../../src/resources/teaching';
import type { Db } from '../client';
import { members, teachingResources, teachingTypes } from '../schema';
import { demoClip } from './demoVideos';
import { mulberry32, noonOf, ymd } from './random';
import { seededFileName } from './studios';
import { DEMO_TEACHER_SCHOOL, RESOURCE_INTROS, RESOURCE_TITLES, resourceText, TEACHING_AUTHORS, TEACHING_CATALOGUE } from './tables/teaching';

/** 年级 as the catalogue names it (七年级, not 初一, is how textbooks are titled). */
export const CATALOGUE_GRADE_NAMES: Readonly<Record<number, string>> = {
  1: '一年级', 2: '二年级', 3: '三年级', 4: '四年级', 5: '五年级', 6: '六年级',
  7: '七年级', 8: '八年级', 9: '九年级', 10: '高一', 11: '高二', 12: '高三',
};

/** A unit's topic: its name without 第一单元 / Unit 1 / Module 1. */
export const unitTopic = (unit: string) => unit.replace(/^(第\S+|Starter Unit \d+|Unit \d+|Module \d+)\s+/, '');

/** What a seeded resource's file is: UTF-8 text for documents, the demo lesson clip for 微课视频. */
export const seededResourceFile = (fileType: number, ownerId: number | null, title: string) =>
  fileType === 5 ? seededFileName('video', ownerId ?? 0, title, 'mp4') : seededFileName('data', ownerId ?? 0, title, 'txt');

/**
 * 基础教育 (issue 14, edubasic): the catalogue of TEACHING_CATALOGUE (学科 → 年级 → 版本 → 单元)
 * and two resources per unit of rotating types, written 2023–2026 by the platform's teachers; every
 * seventh is demo_teacher's (杨帆, 北京市第八中学), and two are 下架.
 */
export async function seedTeaching(db: Db): Promise<void> {
  const rng = mulberry32(0x7eac);
  const [teacher] = await db.select({ id: members.id }).from(members).where(eq(members.username, 'demo_teacher'));
  const nodeIds = new Map<string, number>();
  const node = async (key: string, values: typeof teachingTypes.$inferInsert) => {
    const known = nodeIds.get(key);
    if (known) return known;
    const [row] = await db.insert(teachingTypes).values(values).returning({ id: teachingTypes.id });
    nodeIds.set(key, row.id);
    return row.id;
  };
  const resources: Array<typeof teachingResources.$inferInsert> = [];
  let n = 0;
  for (const [subject, grade, version, units] of TEACHING_CATALOGUE) {
    const subjectId = await node(`${subject}`, { level: 1, code: subject, name: TEACHING_SUBJECTS[subject], sort: subject });
    const gradeId = await node(`${subject}/${grade}`, { level: 2, code: grade, name: CATALOGUE_GRADE_NAMES[grade], parentId: subjectId, sort: grade });
    const versionId = await node(`${subject}/${grade}/${version}`, { level: 3, code: version, name: TEACHING_VERSIONS[version], parentId: gradeId, sort: version });
    const where = `${TEACHING_VERSIONS[version]}${CATALOGUE_GRADE_NAMES[grade]}${TEACHING_SUBJECTS[subject]}上册`;
    for (const [u, unit] of units.entries()) {
      const unitId = await node(`${subject}/${grade}/${version}/${u}`, { level: 4, name: unit, parentId: versionId, sort: u + 1 });
      const topic = unitTopic(unit);
      for (const fileType of [(n % 6) + 1, ((n + 3) % 6) + 1]) {
        n += 1;
        const mine = n % 7 === 0;
        const [author, school] = mine ? ['杨帆', DEMO_TEACHER_SCHOOL] : TEACHING_AUTHORS[n % TEACHING_AUTHORS.length];
        const ownerId = mine ? (teacher?.id ?? null) : null;
        const title = RESOURCE_TITLES[fileType](topic, where);
        const created = noonOf(ymd(2023 + (n % 4), 1 + rng.int(0, 11), rng.int(1, 28)));
        const size = fileType === 5 ? demoClip('lesson').length : Buffer.byteLength(resourceText(title, author, school, topic, fileType));
        resources.push({
          title,
          knowledge: unitId,
          subjectType: subject,
          grade,
          teachingVersion: version,
          eduLevel: eduLevelOfGrade(grade),
          fileType,
          author,
          school,
          keywords: `${TEACHING_SUBJECTS[subject]}，${topic}，${TEACHING_VERSIONS[version]}`,
          intro: RESOURCE_INTROS[fileType](topic),
          fileName: seededResourceFile(fileType, ownerId, title),
          fileSize: size,
          views: rng.int(30, 3200),
          downloads: rng.int(0, 600),
          ownerId,
          // Two resources the platform admin took down: no public list, detail or search shows them.
          published: n !== 11 && n !== 40,
          createTime: created,
          updateTime: created,
        });
      }
    }
  }
  await db.insert(teachingResources).values(resources);
}
