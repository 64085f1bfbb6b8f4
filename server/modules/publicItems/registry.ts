import { and, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import { INSTITUTION_ONLY_CONTENT } from '../../../src/access/policy';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { READER_ITEM_TYPES, readerItemKey, type ReaderItemKey } from '../../../src/shared/readerItems';
import type { Db } from '../../db/client';
import { publishedRows } from '../../db/published';
import {
  ancientBooks,
  articles,
  books,
  journalPeriods,
  journals,
  laws,
  localHistories,
  newspapers,
  standards,
  theses,
  yearbooks,
  compositions,
  recitations,
  photos,
  calligraphyWorks,
  calligraphers,
  famousTeachers,
  headmasters,
  famousSchools,
  universityActivities,
  works,
  scholarProfiles,
  publisherProfiles,
  teacherProfiles,
  schools,
  studyPlaces,
  topics,
} from '../../db/schema';
import { publicArticle, publicPeriod } from '../journal/shared';
import { passedWorks, worksCards } from '../works/readerSource';
import { SHOWN_PUBLISHERS, SHOWN_SCHOLARS, SHOWN_TEACHERS } from '../people/visibility';
import { teachingResources } from '../../db/schema/teaching';

type ContentTable = PgTable & { id: AnyPgColumn; updateTime: AnyPgColumn };

/** What a collection row or a comment shows of its item, before the type and path are added. */
export interface CardFields {
  itemId: number;
  title: string;
  cover: string | null;
  /** Authors, or the source (journal, sponsor, issuing authority) when the item has no authors. */
  authors: string;
  /** The journal of an issue: its portal path lives under it. */
  parentId?: number;
}

/**
 * One kind of reader item (src/shared/readerItems.ts) on the server: where its rows are and which
 * of them readers and crawlers may see. Everything that takes a reader item by (type, id) —
 * collections, comments, error reports, the sitemap, OAI-PMH — reads it from here.
 */
export interface ReaderItemSource {
  key: ReaderItemKey;
  type: number;
  table: ContentTable;
  /** Rows a reader may open, collect, comment on or report (undefined: every row). */
  publicRows?: SQL;
  /** Of the public rows, those crawlers are shown (sitemap, OAI-PMH), where a type spans several portal routes. */
  crawledRows?: SQL;
  /** Column holding the `parentId` of the item's portal path (an issue's journal). */
  parentColumn?: AnyPgColumn;
  /** The title column, where the card's title is one: the admin's item pickers search it (专题资源). */
  titleColumn?: AnyPgColumn;
  /** Card fields of the public items among `ids`; gone or hidden ones are left out. */
  cards(db: Db, ids: number[]): Promise<CardFields[]>;
}

/** A type whose card is its own row's title, cover and author (or source) columns. */
function plainSource(
  key: ReaderItemKey,
  table: ContentTable,
  card: { title: AnyPgColumn; cover: AnyPgColumn | null; authors: AnyPgColumn | null },
  rows: { publicRows?: SQL; crawledRows?: SQL } = {},
): ReaderItemSource {
  const { title, cover, authors } = card;
  // 下架 rows are no reader's item: not opened, collected, commented, crawled or counted.
  const publicRows = and(publishedRows(table), rows.publicRows);
  return {
    key,
    type: READER_ITEM_TYPES[key].type,
    table,
    crawledRows: rows.crawledRows,
    publicRows,
    titleColumn: title,
    async cards(db, ids) {
      // A type without a cover or authors column selects the title in its place, then drops it.
      // The columns are handed in as AnyPgColumn, so the row's types are named here.
      const found = (await db
        .select({ itemId: table.id, title, cover: cover ?? title, authors: authors ?? title })
        .from(table)
        .where(and(inArray(table.id, ids), publicRows))) as Array<{ itemId: number; title: string; cover: string | null; authors: string | null }>;
      return found.map((r) => ({ itemId: r.itemId, title: r.title, cover: cover ? r.cover : null, authors: authors ? (r.authors ?? '') : '' }));
    },
  };
}

const articleSource: ReaderItemSource = {
  key: 'article',
  type: READER_ITEM_TYPES.article.type,
  table: articles,
  // Only reviewed articles are public (spec §4).
  publicRows: publicArticle,
  titleColumn: articles.title,
  async cards(db, ids) {
    const rows = await db
      .select({ itemId: articles.id, title: articles.title, authors: articles.authors, journal: journals.name, cover: journals.coverUrl })
      .from(articles)
      .innerJoin(journals, eq(journals.id, articles.journalId))
      .where(and(inArray(articles.id, ids), publicArticle));
    return rows.map((r) => ({
      itemId: r.itemId,
      title: r.title,
      cover: r.cover,
      authors: r.authors ? `${r.authors.split(/[;；]/).join('；')} ·《${r.journal}》` : `《${r.journal}》`,
    }));
  },
};

const periodSource: ReaderItemSource = {
  key: 'period',
  type: READER_ITEM_TYPES.period.type,
  table: journalPeriods,
  parentColumn: journalPeriods.journalId,
  // An issue is public while it and its journal are 上架.
  publicRows: publicPeriod,
  async cards(db, ids) {
    const rows = await db
      .select({
        itemId: journalPeriods.id,
        year: journalPeriods.year,
        issue: journalPeriods.issue,
        cover: journalPeriods.coverUrl,
        journalId: journals.id,
        name: journals.name,
        journalCover: journals.coverUrl,
        sponsor: journals.sponsor,
      })
      .from(journalPeriods)
      .innerJoin(journals, eq(journals.id, journalPeriods.journalId))
      .where(and(inArray(journalPeriods.id, ids), publicPeriod));
    return rows.map((r) => ({
      itemId: r.itemId,
      title: `${r.name} ${r.year}年第${r.issue}期`,
      cover: r.cover ?? r.journalCover,
      authors: r.sponsor ?? '',
      parentId: r.journalId,
    }));
  },
};

/** A calligraphy work's card names its calligrapher (another table) with the dynasty. */
const calligraphyBase = plainSource('calligraphy', calligraphyWorks, { title: calligraphyWorks.title, cover: calligraphyWorks.imageUrl, authors: null });
const calligraphySource: ReaderItemSource = {
  ...calligraphyBase,
  async cards(db, ids) {
    const rows = await db
      .select({ itemId: calligraphyWorks.id, title: calligraphyWorks.title, cover: calligraphyWorks.imageUrl, name: calligraphers.name, dynasty: calligraphers.dynasty })
      .from(calligraphyWorks)
      .innerJoin(calligraphers, eq(calligraphers.id, calligraphyWorks.calligrapherId))
      .where(and(inArray(calligraphyWorks.id, ids), calligraphyBase.publicRows));
    return rows.map((r) => ({ itemId: r.itemId, title: r.title, cover: r.cover, authors: `[${r.dynasty}] ${r.name}` }));
  },
};

/**
 * Every reader item type once. Books, theses and the rest are public while 上架 (`published`). Local histories of every type may be opened, collected and reported (all three have
 * detail pages), but crawlers are shown type 1 (地方志) only — 旧方志 and 土地志 live under other
 * routes and are left to their list pages.
 */
export const READER_ITEM_SOURCES: Readonly<Record<ReaderItemKey, ReaderItemSource>> = {
  article: articleSource,
  journal: plainSource('journal', journals, { title: journals.name, cover: journals.coverUrl, authors: journals.sponsor }),
  period: periodSource,
  book: plainSource('book', books, { title: books.title, cover: books.coverUrl, authors: books.authors }),
  ancient: plainSource('ancient', ancientBooks, { title: ancientBooks.title, cover: ancientBooks.coverUrl, authors: ancientBooks.author }),
  newspaper: plainSource('newspaper', newspapers, { title: newspapers.name, cover: newspapers.coverUrl, authors: newspapers.sponsor }),
  localHistory: plainSource(
    'localHistory',
    localHistories,
    { title: localHistories.title, cover: localHistories.coverUrl, authors: localHistories.compiler },
    // Crawlers are anonymous: institution-only types (src/access/policy.ts) never reach them.
    { crawledRows: notInArray(localHistories.type, [...INSTITUTION_ONLY_CONTENT.localHistoryTypes]) },
  ),
  thesis: plainSource('thesis', theses, { title: theses.title, cover: null, authors: theses.authors }),
  standard: plainSource('standard', standards, { title: standards.title, cover: null, authors: standards.issuingAuthority }),
  law: plainSource('law', laws, { title: laws.title, cover: null, authors: laws.issuingAuthority }),
  yearbook: plainSource('yearbook', yearbooks, { title: yearbooks.title, cover: yearbooks.coverUrl, authors: yearbooks.editor }),
  composition: plainSource('composition', compositions, { title: compositions.title, cover: null, authors: compositions.author }),
  recitation: plainSource('recitation', recitations, { title: recitations.title, cover: null, authors: recitations.reciter }),
  photo: plainSource('photo', photos, { title: photos.title, cover: photos.imageUrl, authors: photos.author }),
  calligraphy: calligraphySource,
  famousTeacher: plainSource('famousTeacher', famousTeachers, { title: famousTeachers.name, cover: famousTeachers.avatarUrl, authors: famousTeachers.school }),
  headmaster: plainSource('headmaster', headmasters, { title: headmasters.name, cover: headmasters.avatarUrl, authors: headmasters.school }),
  famousSchool: plainSource('famousSchool', famousSchools, { title: famousSchools.name, cover: famousSchools.coverUrl, authors: famousSchools.address }),
  universityActivity: plainSource('universityActivity', universityActivities, { title: universityActivities.title, cover: universityActivities.coverUrl, authors: universityActivities.organizer }),
  teaching: plainSource('teaching', teachingResources, { title: teachingResources.title, cover: null, authors: teachingResources.author }),
  // A writer's work is public once it passed review (spec §4 status 2).
  works: { key: 'works', type: READER_ITEM_TYPES.works.type, table: works, publicRows: passedWorks, cards: worksCards, titleColumn: works.title },
  // The people directories (issue 14, people): a profile its holder shows, while the role stands.
  scholar: plainSource('scholar', scholarProfiles, { title: scholarProfiles.name, cover: scholarProfiles.avatarUrl, authors: scholarProfiles.institution }, { publicRows: SHOWN_SCHOLARS }),
  publisher: plainSource('publisher', publisherProfiles, { title: publisherProfiles.name, cover: publisherProfiles.logoUrl, authors: publisherProfiles.city }, { publicRows: SHOWN_PUBLISHERS }),
  teacher: plainSource('teacher', teacherProfiles, { title: teacherProfiles.name, cover: teacherProfiles.avatarUrl, authors: teacherProfiles.school }, { publicRows: SHOWN_TEACHERS }),
  // Directories of issue 14 (places).
  school: plainSource('school', schools, { title: schools.name, cover: schools.coverUrl, authors: schools.city }),
  studyPlace: plainSource('studyPlace', studyPlaces, { title: studyPlaces.name, cover: studyPlaces.coverUrl, authors: studyPlaces.address }),
  topic: plainSource('topic', topics, { title: topics.title, cover: topics.coverUrl, authors: topics.editor }),
};

/** The portal path of an item; `parentId` is the journal of an issue and ignored by the other types. */
export function readerItemPath(key: ReaderItemKey, id: number, parentId?: number): string {
  return READER_ITEM_TYPES[key].path(id, parentId);
}

/** Whether a reader item of `type` with `id` exists and is public (unknown types: false). */
export async function readerItemExists(db: Db, type: number, id: number): Promise<boolean> {
  const key = readerItemKey(type);
  if (!key) return false;
  const { table, publicRows } = READER_ITEM_SOURCES[key];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), publicRows))
    .limit(1);
  return rows.length > 0;
}
