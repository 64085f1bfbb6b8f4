import { and, asc, ilike, or } from 'drizzle-orm';
import { AREAS } from '../../../src/shared/areas';
import { CONTENT_TYPE_LIST } from '../../../src/shared/contentTypes';
import { site } from '../../../src/shared/site';
import { READER_ITEM_TYPES, type ReaderItemKey } from '../../../src/shared/readerItems';
import { READER_ITEM_SOURCES } from '../../modules/publicItems/registry';
import type { Db } from '../client';
import { aboutSections, campuses, libraryDatabases, schools, studyPlaces, topicItems, topics, topicSections } from '../schema';
import { mulberry32 } from './random';
import { DATABASE_SEEDS, SCHOOL_INTROS, SCHOOL_SEEDS, STUDY_PLACE_SEEDS, TOPIC_SEEDS, type TopicSeed } from './tables/places';
import type { AreaSeedExtras } from './areaSeeds';

/** A believable landline of a city (area code + 8 digits), drawn from the seed's generator. */
const AREA_CODES: Record<string, string> = { 北京: '010', 上海: '021', 天津: '022', 重庆: '023', 南京: '025', 苏州: '0512', 杭州: '0571', 宁波: '0574', 济南: '0531', 青岛: '0532', 武汉: '027', 长沙: '0731', 广州: '020', 深圳: '0755', 成都: '028', 西安: '029', 厦门: '0592', 昆明: '0871' };

/** Public items of one type whose titles hold one of the words, oldest first. */
async function pick(db: Db, key: ReaderItemKey, words: string[], n: number): Promise<number[]> {
  const { table, publicRows, titleColumn } = READER_ITEM_SOURCES[key];
  const match = titleColumn ? or(...words.map((w) => ilike(titleColumn, `%${w}%`))) : undefined;
  const rows = await db.select({ id: table.id }).from(table).where(and(publicRows, match)).orderBy(asc(table.id)).limit(n);
  return rows.map((r) => Number(r.id));
}

type TopicSection = TopicSeed['sections'][number];

/** A topic's sections with those the kit's seeds add to it, each after the section it names. */
function withAreaSections(topic: string, own: readonly TopicSection[], added: AreaSeedExtras['topicSections']): TopicSection[] {
  const sections = [...own];
  for (const a of added.filter((s) => s.topic === topic)) {
    const at = sections.findIndex((s) => s.title === a.after);
    sections.splice(at < 0 ? sections.length : at + 1, 0, { title: a.title, intro: a.intro, picks: [[a.key, a.words, a.n]] });
  }
  return sections;
}

type DatabaseSeed = (typeof DATABASE_SEEDS)[number];

/**
 * 数据库导航's entries with the kit types': each in its category after the entries of the types
 * declared before it (src/shared/contentTypes.ts order), linking to its area's list.
 */
function withAreaDatabases(added: AreaSeedExtras['databases']): DatabaseSeed[] {
  const order = new Map(CONTENT_TYPE_LIST.map((t, i) => [t.key as string, i]));
  const rank = (key: string) => order.get(key) ?? Number.MAX_SAFE_INTEGER;
  const entries = [...DATABASE_SEEDS];
  for (const d of added) {
    const path = AREAS.find((a) => a.type === d.key)?.path ?? `/${d.key}`;
    const entry: DatabaseSeed = [d.name, d.category, d.key, d.description, d.coverage, d.updateCycle, path];
    const before = entries.findLastIndex(([, category, source]) => category === d.category && rank(source) < rank(d.key));
    const last = entries.findLastIndex(([, category]) => category <= d.category);
    entries.splice((before >= 0 ? before : last) + 1, 0, entry);
  }
  return entries;
}

/**
 * The directories of issue 14 (places): 36 schools with their campuses, 35 study places, six topics
 * over the content seeded before, the database navigation and the 关于我们 page (from src/shared/site.ts).
 * Runs after every other content seed, since topics and database counts name their rows.
 */
export async function seedPlaces(db: Db, areas: AreaSeedExtras): Promise<void> {
  const rng = mulberry32(0x91ace5);
  const phone = (city: string) => `${AREA_CODES[city] ?? '010'}-${rng.int(5000_0000, 8999_9999)}`;
  // One statement for the schools and one for their campuses (ids come back in insertion order).
  const inserted = await db
    .insert(schools)
    .values(
      SCHOOL_SEEDS.map(([name, stage, kind, provinceId, city, , foundedYear, principal], i) => ({
        name,
        stage,
        kind,
        provinceId,
        city,
        foundedYear,
        principal,
        coverUrl: `/schools/campus-${i % 6}.svg`,
        intro: SCHOOL_INTROS[stage].replaceAll('{name}', name).replaceAll('{year}', String(foundedYear)),
        views: rng.int(30, 3200),
        sort: i < 4 ? 10 - i : 0,
        createTime: new Date(Date.UTC(2024, i % 12, 1 + (i % 27), 4)),
      })),
    )
    .returning({ id: schools.id, name: schools.name });
  const idOf = new Map(inserted.map((r) => [r.name, r.id]));
  await db.insert(campuses).values(
    SCHOOL_SEEDS.flatMap(([name, , , , city, district, , , campusList]) =>
      campusList.map(([campusName, street], j) => ({
        schoolId: idOf.get(name)!,
        name: campusName,
        address: `${city}市${district}${street}`,
        phone: phone(city),
        isMain: j === 0,
        // Each campus closes on its own street (issue 34 item 6: 52 profiles shared two sentences).
        profile: j === 0 ? `${campusName}为学校主校区，设有行政楼、教学楼、图书馆与风雨操场，校门开在${street}。` : `${campusName}于近年启用，承担部分年级的教育教学，与本部统一管理，地址在${street}。`,
        sort: campusList.length - j,
      })),
    ),
  );

  await db.insert(studyPlaces).values(
    STUDY_PLACE_SEEDS.map(([name, placeKind, provinceId, city, address, openingHours, isFree, needsBooking, intro], i) => ({
      name,
      placeKind,
      provinceId,
      city,
      address: `${city}市${address}`,
      openingHours,
      isFree,
      needsBooking,
      intro,
      views: rng.int(50, 5000),
      createTime: new Date(Date.UTC(2024, i % 12, 1 + (i % 27), 4)),
    })),
  );

  for (const [i, t] of TOPIC_SEEDS.entries()) {
    const sections = withAreaSections(t.title, t.sections, areas.topicSections);
    const [topic] = await db
      .insert(topics)
      .values({ title: t.title, subtitle: t.subtitle, editor: t.editor, publishDate: t.publishDate, intro: t.intro, views: rng.int(120, 4200), coverUrl: `/topics/topic-${i + 1}.svg` })
      .returning({ id: topics.id });
    for (const [j, s] of sections.entries()) {
      const [section] = await db.insert(topicSections).values({ topicId: topic.id, title: s.title, intro: s.intro, sort: j + 1 }).returning({ id: topicSections.id });
      let order = 0;
      for (const [key, words, n] of s.picks) {
        const itemKey = key as ReaderItemKey;
        const ids = await pick(db, itemKey, words, n);
        if (ids.length) await db.insert(topicItems).values(ids.map((itemId) => ({ sectionId: section.id, itemType: READER_ITEM_TYPES[itemKey].type, itemId, sort: ++order })));
      }
    }
  }

  const databases = withAreaDatabases(areas.databases);
  await db.insert(libraryDatabases).values(
    databases.map(([name, category, source, description, coverage, updateCycle, linkPath], i) => ({ name, category, source, description, coverage, updateCycle, linkPath, sort: databases.length - i })),
  );

  const { about } = site;
  await db.insert(aboutSections).values([
    { title: '公司简介', anchor: 'intro', content: about.intro.join('\n\n'), sort: 1 },
    ...about.sections.map((s, i) => ({ title: s.title, anchor: s.id, content: s.paragraphs.join('\n\n'), sort: i + 2 })),
  ]);
}
