import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { members, photoActivities, photoActivityJoins, photoChapters, photoClasses, photoCourses, photoLikes, photos, photoTypes } from '../schema';
import { mulberry32 } from './random';
import { CAMERAS, DEMO_COURSE_CLIPS, PHOTO_ACTIVITIES, PHOTO_COURSES, PHOTO_DESCRIPTIONS, PHOTO_PLACES, PHOTO_TYPE_TREE, PHOTOGRAPHERS } from './tables/photography';

/** The photographer demo_photo (胡晨) keeps the photos and the course under this name. */
export const DEMO_PHOTOGRAPHER = '胡晨';

/**
 * A seeded picture's stored name: drawn on start by server/modules/photography/demoFiles.ts when
 * missing. It starts with the owner's id like every upload (0: the platform's), so the
 * photographer may save their seeded rows unchanged.
 */
export const demoPhotoFile = (n: number, ownerId: number | null = null) => `${ownerId ?? 0}-photo-${n}.jpg`;
export const DEMO_PHOTO_RE = /^\/files\/image\/\d+-photo-(\d+)\.jpg$/;
/** A seeded class's video, likewise: clip `k` (1–3) of server/media/photo. */
export const demoVideoFile = (k: number, ownerId: number | null) => `${ownerId ?? 0}-${String(k).padStart(24, '0')}.mp4`;
export const DEMO_VIDEO_RE = /^\d+-0{23}([1-9])\.mp4$/;

/**
 * Photography (issue 14): the type tree, activities with the members who joined them, photos
 * with the members who liked them (the counters are those rows' counts), and forum courses with
 * chapters and classes.
 */
export async function seedPhotography(db: Db): Promise<void> {
  const rng = mulberry32(1515);
  const [photographer] = await db.select({ id: members.id }).from(members).where(eq(members.username, 'demo_photo'));
  const memberIds = (await db.select({ id: members.id }).from(members)).map((m) => m.id);

  const typeIds = new Map<string, number>();
  for (const [i, top] of PHOTO_TYPE_TREE.entries()) {
    const [parent] = await db.insert(photoTypes).values({ name: top.name, parentId: 0, sort: 100 - i }).returning({ id: photoTypes.id });
    typeIds.set(top.name, parent.id);
    const children = await db
      .insert(photoTypes)
      .values(top.children.map((name, j) => ({ name, parentId: parent.id, sort: 100 - j })))
      .returning({ id: photoTypes.id, name: photoTypes.name });
    for (const c of children) typeIds.set(c.name, c.id);
  }

  const activityIds: number[] = [];
  for (const [i, a] of PHOTO_ACTIVITIES.entries()) {
    const joined = rng.sample(memberIds, rng.int(3, Math.min(12, memberIds.length)));
    const [row] = await db
      .insert(photoActivities)
      .values({
        title: a.title,
        typeId: typeIds.get(a.type) ?? null,
        organizer: a.organizer,
        coverUrl: `/files/image/${demoPhotoFile(i % 6)}`,
        beginDate: a.begin,
        endDate: a.end,
        intro: `${a.intro}\n投稿须知：作品须为作者本人原创，不得侵犯他人肖像权、著作权；主办方有权在非商业用途中展示入选作品，并为作者署名。\n评选：由主办方邀请的摄影家组成评审委员会，${a.end}截稿后评出一等奖1名、二等奖${2 + (i % 3)}名、三等奖${4 + (i % 4)}名。`,
        joinNum: joined.length,
        views: rng.int(300, 5000),
        createTime: new Date(`${a.begin}T09:00:00+08:00`),
      })
      .returning({ id: photoActivities.id });
    activityIds.push(row.id);
    await db.insert(photoActivityJoins).values(joined.map((memberId) => ({ activityId: row.id, memberId })));
  }

  let n = 0;
  for (const place of PHOTO_PLACES) {
    for (const title of place.titles) {
      const author = n % 4 === 0 ? DEMO_PHOTOGRAPHER : rng.pick(PHOTOGRAPHERS.filter((p) => p !== DEMO_PHOTOGRAPHER));
      const likedBy = rng.sample(memberIds, rng.int(0, Math.min(10, memberIds.length)));
      const shot = `${rng.int(2022, 2026)}-${String(rng.int(1, 10)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
      const [row] = await db
        .insert(photos)
        .values({
          title,
          typeId: typeIds.get(place.type) ?? null,
          activityId: rng.chance(0.5) ? rng.pick(activityIds) : null,
          author,
          imageUrl: `/files/image/${demoPhotoFile(n, author === DEMO_PHOTOGRAPHER ? (photographer?.id ?? null) : null)}`,
          location: place.place,
          camera: rng.pick(CAMERAS),
          shootDate: shot,
          description: `${place.place}，${rng.pick(PHOTO_DESCRIPTIONS)}`,
          likes: likedBy.length,
          views: rng.int(80, 3000),
          ownerId: author === DEMO_PHOTOGRAPHER ? (photographer?.id ?? null) : null,
          createTime: new Date(`${shot}T20:00:00+08:00`),
        })
        .returning({ id: photos.id });
      if (likedBy.length) await db.insert(photoLikes).values(likedBy.map((memberId) => ({ photoId: row.id, memberId })));
      n++;
    }
  }

  let clip = 0;
  for (const [i, c] of PHOTO_COURSES.entries()) {
    const [course] = await db
      .insert(photoCourses)
      .values({
        title: c.title,
        typeId: typeIds.get(c.type) ?? null,
        teacher: c.teacher,
        coverUrl: `/files/image/${demoPhotoFile(i * 5 + 1, c.teacher === DEMO_PHOTOGRAPHER ? (photographer?.id ?? null) : null)}`,
        intro: c.intro,
        views: rng.int(500, 8000),
        ownerId: c.teacher === DEMO_PHOTOGRAPHER ? (photographer?.id ?? null) : null,
        sort: PHOTO_COURSES.length - i,
        createTime: new Date(`2026-0${i + 3}-1${i}T10:00:00+08:00`),
      })
      .returning({ id: photoCourses.id, ownerId: photoCourses.ownerId });
    for (const [j, ch] of c.chapters.entries()) {
      const [chapter] = await db.insert(photoChapters).values({ courseId: course.id, title: ch.title, sort: j + 1, ownerId: course.ownerId }).returning({ id: photoChapters.id });
      await db.insert(photoClasses).values(
        ch.classes.map((title, idx) => {
          const clipNo = (clip++ % DEMO_COURSE_CLIPS.length) + 1;
          const file = DEMO_COURSE_CLIPS[clipNo - 1];
          const free = j === 0 && idx === 0;
          return { chapterId: chapter.id, courseId: course.id, title, videoFile: demoVideoFile(clipNo, course.ownerId), duration: file.duration, free, priceFen: free ? 0 : rng.pick([990, 1290, 1990]), views: rng.int(50, 2000), sort: idx + 1, ownerId: course.ownerId };
        }),
      );
    }
  }
}
