import { and, asc, count, eq, gt, gte, lt, type SQL } from 'drizzle-orm';
import { splitList } from '../../../src/shared/citation';
import { READER_ITEM_TYPES, type ReaderItemKey } from '../../../src/shared/readerItems';
import type { Db } from '../../db/client';
import { ancientBooks, articles, books, calligraphers, calligraphyWorks, compositions, famousSchools, famousTeachers, headmasters, journalPeriods, journals, laws, localHistories, photos, recitations, standards, theses, universityActivities, yearbooks, schools, studyPlaces, topics } from '../../db/schema';
import { SCHOOL_DIRECTORY_KINDS, SCHOOL_STAGES } from '../../../src/resources/schools';
import { STUDY_PLACE_KINDS } from '../../../src/resources/studyPlaces';
import { PROVINCE_LABELS } from '../../../src/resources/journals';
import { COMPOSITION_GRADES, COMPOSITION_TYPES } from '../../../src/resources/compositions';
import { RECITATION_SUBCODES } from '../../../src/resources/recitations';
import { placeName, SCHOOL_KINDS } from '../../../src/resources/famousSchools';
import { ACTIVITY_KINDS } from '../../../src/resources/universityActivities';
import { CITED_ARTICLE } from '../journal/articleQuery';
import { publisherProfiles, scholarProfiles, teacherProfiles } from '../../db/schema';
import { DISCIPLINES, PUBLISHER_KINDS } from '../../../src/resources/people';
import { SCHOOL_SUBJECTS } from '../../../src/resources/famousTeachers';
import { READER_ITEM_SOURCES } from '../publicItems/registry';
import { teachingResources } from '../../db/schema/teaching';
import { TEACHING_FILE_TYPES, TEACHING_GRADES, TEACHING_SUBJECTS, TEACHING_VERSIONS } from '../../../src/resources/teaching';

/** Update-time window of a harvest: `from` inclusive, `until` exclusive (already widened to the granule's end). */
export interface DateWindow {
  from?: Date;
  until?: Date;
}

/** One Dublin Core element: `dc:{name}` with its text. */
export type DcField = [name: string, value: string | number | null | undefined];

export interface OaiRecord {
  setSpec: string;
  id: number;
  datestamp: Date;
  /** Portal path of the item's detail page (made absolute by the caller). */
  path: string;
  dc: DcField[];
}

export interface OaiSet {
  spec: ReaderItemKey;
  name: string;
  count(db: Db, window: DateWindow): Promise<number>;
  /** Records with id > afterId (or exactly `id`) in id order. */
  fetch(db: Db, q: { afterId: number; limit: number; window: DateWindow; id?: number }): Promise<OaiRecord[]>;
}

function defineSet<Row extends { id: number; updateTime: Date }>(def: {
  spec: ReaderItemKey;
  rows: (db: Db, where: SQL | undefined, limit: number) => Promise<Row[]>;
  dc: (row: Row) => DcField[];
}): OaiSet {
  const item = READER_ITEM_TYPES[def.spec];
  // Which rows a harvester is shown is the registry's, the same as the sitemap's.
  const { table, publicRows, crawledRows } = READER_ITEM_SOURCES[def.spec];
  const windowed = (w: DateWindow) =>
    and(publicRows, crawledRows, w.from ? gte(table.updateTime, w.from) : undefined, w.until ? lt(table.updateTime, w.until) : undefined);
  return {
    spec: def.spec,
    name: item.label,
    async count(db, window) {
      const [row] = await db.select({ n: count() }).from(table).where(windowed(window));
      return Number(row?.n ?? 0);
    },
    async fetch(db, q) {
      const where = and(windowed(q.window), q.id !== undefined ? eq(table.id, q.id) : gt(table.id, q.afterId));
      const rows = await def.rows(db, where, q.limit);
      return rows.map((r) => ({
        setSpec: def.spec,
        id: r.id,
        datestamp: r.updateTime,
        path: item.path(r.id),
        dc: [...def.dc(r), ['language', 'zh']],
      }));
    },
  };
}

const creators = (names: string | null | undefined): DcField[] => splitList(names ?? '').map((n) => ['creator', n]);
const subjects = (words: string | null | undefined): DcField[] => splitList(words ?? '').map((k) => ['subject', k]);
const text = (kind: string): DcField[] => [
  ['type', 'Text'],
  ['type', kind],
  ['format', 'text/html'],
];

/** The sets of this repository, one per content type, in harvest order. */
export const OAI_SETS: readonly OaiSet[] = [
  defineSet({
    spec: 'article',
    rows: (db, where, limit) =>
      db
        .select({ ...CITED_ARTICLE, id: articles.id, updateTime: articles.updateTime, journalId: articles.journalId, publisher: journals.publisher })
        .from(articles)
        .innerJoin(journals, eq(journals.id, articles.journalId))
        .innerJoin(journalPeriods, eq(journalPeriods.id, articles.periodId))
        .where(where)
        .orderBy(asc(articles.id))
        .limit(limit),
    dc: (a) => {
      const pages = a.pageStart ? `: ${a.pageStart}${a.pageEnd && a.pageEnd !== a.pageStart ? `-${a.pageEnd}` : ''}` : '';
      return [
        ['title', a.title],
        ...creators(a.authors),
        ...subjects(a.keywords),
        ['description', a.abstract],
        ['publisher', a.publisher ?? a.journal],
        ['date', a.publishDate ?? a.periodDate ?? String(a.year)],
        ...text('期刊文章'),
        ['identifier', a.doi ? `doi:${a.doi}` : undefined],
        ['source', `${a.journal}, ${a.year}(${a.issue})${pages}${a.issn ? `, ISSN ${a.issn}` : ''}`],
        ['relation', READER_ITEM_TYPES.journal.path(a.journalId)],
      ];
    },
  }),
  defineSet({
    spec: 'book',
    rows: (db, where, limit) => db.select().from(books).where(where).orderBy(asc(books.id)).limit(limit),
    dc: (b) => [
      ['title', b.title],
      ...creators(b.authors),
      ['description', b.summary],
      ['publisher', b.publisher],
      ['date', b.publishDate],
      ...text('图书'),
      ['identifier', b.isbn ? `urn:isbn:${b.isbn}` : undefined],
    ],
  }),
  defineSet({
    spec: 'thesis',
    rows: (db, where, limit) => db.select().from(theses).where(where).orderBy(asc(theses.id)).limit(limit),
    dc: (t) => [
      ['title', t.title],
      ...creators(t.authors),
      ['contributor', t.supervisor],
      ...subjects(t.keywords),
      ['description', t.abstract],
      ['publisher', t.schoolName],
      ['date', t.issueTime],
      ...text('学位论文'),
    ],
  }),
  defineSet({
    spec: 'ancient',
    rows: (db, where, limit) => db.select().from(ancientBooks).where(where).orderBy(asc(ancientBooks.id)).limit(limit),
    dc: (a) => [
      ['title', a.title],
      ['creator', a.author ? (a.dynasty ? `[${a.dynasty}] ${a.author}` : a.author) : undefined],
      ['subject', a.category],
      ['description', a.summary],
      ...text('古籍'),
      ['source', a.edition],
    ],
  }),
  defineSet({
    spec: 'localHistory',
    rows: (db, where, limit) => db.select().from(localHistories).where(where).orderBy(asc(localHistories.id)).limit(limit),
    dc: (h) => [
      ['title', h.title],
      ['creator', h.compiler],
      ['description', h.summary],
      ['publisher', h.publisher],
      ['date', h.publishYear],
      ...text('地方志'),
      ['coverage', h.region],
    ],
  }),
  defineSet({
    spec: 'standard',
    rows: (db, where, limit) => db.select().from(standards).where(where).orderBy(asc(standards.id)).limit(limit),
    dc: (s) => [
      ['title', s.title],
      ['subject', s.ccs],
      ['subject', s.ics],
      ['description', s.summary],
      ['publisher', s.issuingAuthority],
      ['date', s.publishDate],
      ...text('标准'),
      ['identifier', s.standardNo],
    ],
  }),
  defineSet({
    spec: 'law',
    rows: (db, where, limit) =>
      db
        .select({
          id: laws.id,
          updateTime: laws.updateTime,
          title: laws.title,
          docNumber: laws.docNumber,
          issuingAuthority: laws.issuingAuthority,
          legislation: laws.legislation,
          publishDate: laws.publishDate,
        })
        .from(laws)
        .where(where)
        .orderBy(asc(laws.id))
        .limit(limit),
    dc: (l) => [
      ['title', l.title],
      ['subject', l.legislation],
      ['publisher', l.issuingAuthority],
      ['date', l.publishDate],
      ...text('法律法规'),
      ['identifier', l.docNumber],
    ],
  }),
  defineSet({
    spec: 'yearbook',
    rows: (db, where, limit) => db.select().from(yearbooks).where(where).orderBy(asc(yearbooks.id)).limit(limit),
    dc: (y) => [
      ['title', y.title],
      ['creator', y.editor],
      ['description', y.summary],
      ['publisher', y.publisher],
      ['date', y.year],
      ...text('年鉴'),
      ['coverage', y.region],
    ],
  }),
  defineSet({
    spec: 'composition',
    rows: (db, where, limit) =>
      db
        .select({ id: compositions.id, updateTime: compositions.updateTime, title: compositions.title, author: compositions.author, school: compositions.school, grade: compositions.grade, compositionType: compositions.compositionType, year: compositions.year, teacherComment: compositions.teacherComment })
        .from(compositions)
        .where(where)
        .orderBy(asc(compositions.id))
        .limit(limit),
    dc: (c) => [
      ['title', c.title],
      ['creator', c.author],
      ['subject', COMPOSITION_TYPES[c.compositionType]],
      ['subject', COMPOSITION_GRADES[c.grade]],
      ['description', c.teacherComment],
      ['publisher', c.school],
      ['date', c.year],
      ...text('作文'),
    ],
  }),
  defineSet({
    spec: 'recitation',
    rows: (db, where, limit) =>
      db
        .select({ id: recitations.id, updateTime: recitations.updateTime, title: recitations.title, reciter: recitations.reciter, textAuthor: recitations.textAuthor, school: recitations.school, subcode: recitations.subcode, recordDate: recitations.recordDate })
        .from(recitations)
        .where(where)
        .orderBy(asc(recitations.id))
        .limit(limit),
    dc: (r) => [
      ['title', r.title],
      ['creator', r.reciter],
      ['contributor', r.textAuthor],
      ['subject', RECITATION_SUBCODES[r.subcode]],
      ['publisher', r.school],
      ['date', r.recordDate],
      ['type', 'Sound'],
      ['type', '朗诵'],
      ['format', 'audio/ogg'],
    ],
  }),
  defineSet({
    spec: 'photo',
    rows: (db, where, limit) => db.select().from(photos).where(where).orderBy(asc(photos.id)).limit(limit),
    dc: (p) => [
      ['title', p.title],
      ['creator', p.author],
      ['description', p.description],
      ['date', p.shootDate],
      ['type', 'StillImage'],
      ['type', '摄影作品'],
      ['format', 'image/jpeg'],
      ['coverage', p.location],
    ],
  }),
  defineSet({
    spec: 'calligraphy',
    rows: (db, where, limit) =>
      db
        .select({ id: calligraphyWorks.id, updateTime: calligraphyWorks.updateTime, title: calligraphyWorks.title, intro: calligraphyWorks.intro, era: calligraphyWorks.era, collection: calligraphyWorks.collection, by: calligraphers.name, dynasty: calligraphers.dynasty })
        .from(calligraphyWorks)
        .innerJoin(calligraphers, eq(calligraphers.id, calligraphyWorks.calligrapherId))
        .where(where)
        .orderBy(asc(calligraphyWorks.id))
        .limit(limit),
    dc: (w) => [
      ['title', w.title],
      ['creator', `${w.by}（${w.dynasty}）`],
      ['description', w.intro],
      ['date', w.era],
      ['type', 'StillImage'],
      ['type', '书法作品'],
      ['source', w.collection],
    ],
  }),
  // Education areas (issue 14, edu1): a person's or a school's page is a Text describing them.
  defineSet({
    spec: 'famousTeacher',
    rows: (db, where, limit) => db.select().from(famousTeachers).where(where).orderBy(asc(famousTeachers.id)).limit(limit),
    dc: (p) => [
      ['title', `${p.name}（${p.school}）`],
      ['subject', p.title],
      ['description', p.intro],
      ...text('名师'),
    ],
  }),
  defineSet({
    spec: 'headmaster',
    rows: (db, where, limit) => db.select().from(headmasters).where(where).orderBy(asc(headmasters.id)).limit(limit),
    dc: (p) => [
      ['title', `${p.name}（${p.school}）`],
      ['subject', p.position],
      ['description', p.intro],
      ...text('校长'),
    ],
  }),
  defineSet({
    spec: 'famousSchool',
    rows: (db, where, limit) => db.select().from(famousSchools).where(where).orderBy(asc(famousSchools.id)).limit(limit),
    dc: (s) => [
      ['title', s.name],
      ['subject', SCHOOL_KINDS[s.schoolType]],
      ['description', s.intro],
      ...text('名校'),
      ['coverage', [placeName(s.provinceId), placeName(s.areaId), placeName(s.regionId)].filter(Boolean).join(' ')],
    ],
  }),
  defineSet({
    spec: 'universityActivity',
    rows: (db, where, limit) => db.select().from(universityActivities).where(where).orderBy(asc(universityActivities.id)).limit(limit),
    dc: (a) => [
      ['title', a.title],
      ['creator', a.organizer],
      ['subject', ACTIVITY_KINDS[a.activityType]],
      ['description', a.summary],
      ['date', a.startDate],
      ...text('高校活动'),
      ['coverage', a.location],
    ],
  }),
  // The people directories (issue 14, people): a profile is a Text describing its holder.
  defineSet({
    spec: 'scholar',
    rows: (db, where, limit) => db.select().from(scholarProfiles).where(where).orderBy(asc(scholarProfiles.id)).limit(limit),
    dc: (p) => [['title', `${p.name}（${p.institution}）`], ['subject', DISCIPLINES[p.discipline ?? 0]], ['subject', p.researchField], ['description', p.intro], ...text('学者')],
  }),
  defineSet({
    spec: 'publisher',
    rows: (db, where, limit) => db.select().from(publisherProfiles).where(where).orderBy(asc(publisherProfiles.id)).limit(limit),
    dc: (p) => [['title', p.name], ['subject', PUBLISHER_KINDS[p.kind ?? 0]], ['description', p.intro], ...text('出版社'), ['coverage', p.city]],
  }),
  defineSet({
    spec: 'teacher',
    rows: (db, where, limit) => db.select().from(teacherProfiles).where(where).orderBy(asc(teacherProfiles.id)).limit(limit),
    dc: (p) => [['title', `${p.name}（${p.school}）`], ['subject', SCHOOL_SUBJECTS[p.subjectType ?? 0]], ['description', p.intro], ...text('教师')],
  }),
  defineSet({
    spec: 'teaching',
    rows: (db, where, limit) => db.select().from(teachingResources).where(where).orderBy(asc(teachingResources.id)).limit(limit),
    dc: (r) => [
      ['title', r.title],
      ['creator', r.author],
      ['subject', TEACHING_SUBJECTS[r.subjectType]],
      ['subject', TEACHING_GRADES[r.grade]],
      ['subject', TEACHING_VERSIONS[r.teachingVersion]],
      ['description', r.intro],
      ['publisher', r.school],
      ['date', r.createTime.toISOString().slice(0, 10)],
      ...text(TEACHING_FILE_TYPES[r.fileType] ?? '教学资源'),
    ],
  }),
  // Directories of issue 14 (places).
  defineSet({
    spec: 'school',
    rows: (db, where, limit) => db.select().from(schools).where(where).orderBy(asc(schools.id)).limit(limit),
    dc: (s) => [['title', s.name], ['subject', SCHOOL_STAGES[s.stage]], ['subject', SCHOOL_DIRECTORY_KINDS[s.kind]], ['description', s.intro], ...text('学校'), ['coverage', `${PROVINCE_LABELS[s.provinceId] ?? ''} ${s.city}`]],
  }),
  defineSet({
    spec: 'studyPlace',
    rows: (db, where, limit) => db.select().from(studyPlaces).where(where).orderBy(asc(studyPlaces.id)).limit(limit),
    dc: (p) => [['title', p.name], ['subject', STUDY_PLACE_KINDS[p.placeKind]], ['description', p.intro], ...text('学习场所'), ['coverage', `${PROVINCE_LABELS[p.provinceId] ?? ''} ${p.city} ${p.address}`]],
  }),
  defineSet({
    spec: 'topic',
    rows: (db, where, limit) => db.select().from(topics).where(where).orderBy(asc(topics.id)).limit(limit),
    dc: (t) => [['title', t.title], ['creator', t.editor], ['description', t.intro], ['date', t.publishDate], ...text('专题')],
  }),
];

export const OAI_SET_INDEX = new Map<string, number>(OAI_SETS.map((s, i) => [s.spec, i]));
