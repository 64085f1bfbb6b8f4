import { eq } from 'drizzle-orm';
import { countWords } from '../../../src/resources/compositions';
import type { Db } from '../client';
import { compositions, members, recitations } from '../schema';
import { mulberry32, noonOf, ymd } from './random';
import { COMPOSITION_SEEDS, COMPOSITION_STUDENTS } from './tables/compositions';
import { RECITATION_SEEDS, RECITERS } from './tables/recitations';

/** The teacher whose students' work demo_teacher (杨帆) keeps: compositions and recitations naming them. */
export const DEMO_TEACHER_NAME = '杨帆';

/**
 * 作文 and 朗诵 (issue 14): the demo compositions (each by a student of a fitting 学段, written
 * 2019–2026, with views to rank the hot list) and one recitation per recording in server/media/audio.
 * The rows whose teacher is 杨帆 are demo_teacher's own.
 */
export async function seedCompositions(db: Db): Promise<void> {
  const rng = mulberry32(0xc0a1);
  const [teacher] = await db.select({ id: members.id }).from(members).where(eq(members.username, 'demo_teacher'));
  const primary = COMPOSITION_STUDENTS.slice(0, 5);
  const secondary = COMPOSITION_STUDENTS.slice(5);
  await db.insert(compositions).values(
    COMPOSITION_SEEDS.map((c, i) => {
      const student = c.grade <= 6 ? primary[i % primary.length] : secondary[i % secondary.length];
      const year = 2019 + (i % 8);
      const created = noonOf(ymd(year, 1 + rng.int(0, 11), rng.int(1, 28)));
      return {
        title: c.title,
        author: student.name,
        school: student.school,
        grade: c.grade,
        compositionType: c.compositionType,
        year,
        wordCount: countWords(c.content),
        teacher: student.teacher,
        teacherComment: c.comment,
        award: c.award ?? null,
        content: c.content,
        views: rng.int(40, 2600),
        ownerId: student.teacher === DEMO_TEACHER_NAME ? (teacher?.id ?? null) : null,
        createTime: created,
        updateTime: created,
      };
    }),
  );
  await db.insert(recitations).values(
    RECITATION_SEEDS.map((r, i) => {
      const reciter = RECITERS[i % RECITERS.length];
      const recordDate = ymd(2022 + (i % 5), 1 + rng.int(0, 11), rng.int(1, 28));
      return {
        title: r.title,
        textAuthor: r.textAuthor,
        dynasty: r.dynasty,
        reciter: reciter.name,
        school: reciter.school,
        category: r.category,
        subcode: r.subcode,
        content: r.content,
        audioUrl: `/media/audio/recitation-${r.slug}.ogg`,
        duration: r.duration,
        recordDate,
        views: rng.int(30, 1800),
        ownerId: reciter.school === '北京市第八中学' ? (teacher?.id ?? null) : null,
        createTime: noonOf(recordDate),
        updateTime: noonOf(recordDate),
      };
    }),
  );
}
