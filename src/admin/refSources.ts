import { call, callPage } from '../providers/http';
import { managedColumnResource } from '../resources/columns';
import type { Subject } from '../access/policy';
import type { RefKind, ResourceSpec } from '../resources/define';
import { deptResource } from '../resources/depts';
import { dictTypeResource } from '../resources/dictData';
import { orgRoleResource } from '../resources/orgRoles';
import { studioResource } from '../resources/studios';
import { teachingResource, teachingTypeResource } from '../resources/teaching';
import { managedJournalResource } from '../resources/journals';
import { famousTeacherResource } from '../resources/famousTeachers';
import { headmasterResource } from '../resources/headmasters';
import { famousSchoolResource } from '../resources/famousSchools';
import { activityResource } from '../resources/universityActivities';
import { writerProfileResource } from '../resources/writerProfiles';
import { newspaperResource } from '../resources/newspapers';
import { menuResource } from '../resources/menus';
import { issueLabel, managedPeriodResource } from '../resources/periods';
import { photoActivityResource, photoChapterResource, photoCourseResource, photoResource } from '../resources/photography';
import { calligrapherResource } from '../resources/calligraphy';
import { schoolResource } from '../resources/schools';
import { TOPIC_ITEM_OPTIONS_PATH, topicItemResource, topicResource, topicSectionResource } from '../resources/topics';

/**
 * Which declared list each reference kind reads (the pickers in RefSelect read them through Refine's
 * useSelect), and how a reference's name is read for a cell or a detail (RefName): the list and
 * get-one calls made into sources.
 */
export type Option = { value: number; label: string };

/** Rows per request: enough to fill the dropdown, small enough to answer at once. */
export const REF_PAGE_SIZE = 20;

export interface PagedSource {
  /** One page of options for the typed text (empty: no search). */
  page(search: string, pageNum: number): Promise<{ options: Option[]; total: number }>;
  /** The chosen record's option, for a value not among the loaded ones (an edit form). */
  one?(id: number): Promise<Option | null>;
}

export interface ListRow {
  id: number;
  name?: string;
  title?: string;
  /** A writer's row is named by the pen name. */
  penName?: string;
  journalName?: string;
  year?: number;
  issue?: number;
}

/** The issue list filters by year: a typed year is searched on the server, other text in the loaded issues. */
const YEAR_RE = /^\d{4}$/;

/** A list call with an optional get-one call, made into a source of names (refNameLookup). */
export function listSource(
  path: string,
  label: (r: ListRow, named: boolean) => string,
  searchParam: (search: string) => Record<string, unknown> | null,
  onePath?: string,
  scope: Record<string, unknown> = {},
  nameJournals = false,
): PagedSource {
  return {
    async page(search, pageNum) {
      const page = await callPage<ListRow>('get', path, { query: { pageNum, pageSize: REF_PAGE_SIZE, ...scope, ...(search ? searchParam(search) : {}) } });
      const named = nameJournals && new Set(page.rows.map((r) => r.journalName)).size > 1;
      return { options: page.rows.map((r) => ({ value: r.id, label: label(r, named) })), total: page.total };
    },
    one: onePath
      ? async (id) => {
          const env = await call<ListRow>('get', onePath.replace('{id}', String(id)));
          return env.data ? { value: id, label: label(env.data, nameJournals) } : null;
        }
      : undefined,
  };
}

/**
 * A famous teacher's or headmaster's page a row belongs to, from the admin's list (the caller's own
 * page for a role holder), searched by name. The picker names what it picks by the resource's label
 * unless `what` says otherwise.
 */
export const PAGE_OWNERS = {
  famousTeacher: { resource: famousTeacherResource, label: 'name' },
  headmaster: { resource: headmasterResource, label: 'name' },
  // Photography and calligraphy (issue 14): the admin's (or the photographer's own) rows by title or name.
  // A photo joins an activity the platform runs: the photographer picks from the public (上架) list, the management list is the admin's.
  photoActivity: { resource: photoActivityResource, label: 'title', reads: 'public' },
  photoCourse: { resource: photoCourseResource, what: '课程', label: 'title' },
  photoChapter: { resource: photoChapterResource, what: '章节', label: 'title' },
  calligrapher: { resource: calligrapherResource, label: 'name' },
  famousSchool: { resource: famousSchoolResource, what: '学校', label: 'name' },
  universityActivity: { resource: activityResource, what: '活动', label: 'title' },
  writer: { resource: writerProfileResource, what: '作家', label: 'penName' },
  // Directories of issue 14 (places).
  school: { resource: schoolResource, label: 'name' },
  topic: { resource: topicResource, label: 'title' },
  topicSection: { resource: topicSectionResource, what: '栏目', label: 'title' },
} as const;

/** Whether a page owner is read through the management calls (the caller's own rows) or the public ones. */
export function ownerReads(kind: keyof typeof PAGE_OWNERS): 'manage' | 'public' {
  const owner = PAGE_OWNERS[kind];
  return 'reads' in owner && owner.reads === 'public' ? 'public' : 'manage';
}

/**
 * The list and get-one paths a page owner is read through: the management pair (the caller's own
 * rows, every row for the admin), or the public pair where the owners are the platform's and the
 * pickers' users may not manage them (`reads: 'public'`).
 */
export function ownerPaths(kind: keyof typeof PAGE_OWNERS): { list: string; one: string } {
  const owner = PAGE_OWNERS[kind];
  const { list, one, manageList, manageOne } = owner.resource.calls as { list?: { path: string }; one?: { path: string }; manageList?: { path: string }; manageOne?: { path: string } };
  return 'reads' in owner && owner.reads === 'public' ? { list: list!.path, one: one!.path } : { list: manageList!.path, one: manageOne!.path };
}

/** The journal editor's lists, scoped by the server to the journals they manage. */
export const MANAGED_LISTS = {
  journal: { resource: managedJournalResource, label: (r: ListRow) => r.name ?? '', search: (keyword: string) => ({ keyword }), what: '期刊' },
  period: {
    resource: managedPeriodResource,
    label: (r: ListRow) => issueLabel({ year: r.year ?? 0, issue: r.issue ?? 0 }),
    search: (text: string) => (YEAR_RE.test(text) ? { year: Number(text) } : null),
    what: '期次',
  },
  column: { resource: managedColumnResource, label: (r: ListRow) => r.name ?? '', search: () => null, what: '栏目' },
} as const;

export type ManagedKind = keyof typeof MANAGED_LISTS;

/**
 * How a reference's name is read for a table cell or a detail page: the kinds whose list has a
 * get-one call (the pages' owners, newspapers, the editor's journals, issues and columns), and a
 * reader item of the type the row names in `scope`. Undefined for a kind read some other way.
 */
export function refNameLookup(kind: RefKind, scope?: unknown): ((id: number) => Promise<string | null>) | undefined {
  const named = (source: PagedSource) => {
    const one = source.one;
    return one && (async (id: number) => (await one(id))?.label ?? null);
  };
  const noSearch = () => null;
  if (kind in PAGE_OWNERS) {
    const { label } = PAGE_OWNERS[kind as keyof typeof PAGE_OWNERS];
    const paths = ownerPaths(kind as keyof typeof PAGE_OWNERS);
    return named(listSource(paths.list, (r) => r[label] ?? '', noSearch, paths.one));
  }
  if (kind === 'menu') {
    const { list, one } = menuResource.calls;
    return named(listSource(list!.path, (r) => r.name ?? '', noSearch, one!.path));
  }
  if (kind === 'newspaper') {
    const { manageList, manageOne } = newspaperResource.calls;
    return named(listSource(manageList!.path, (r) => r.name ?? '', noSearch, manageOne!.path));
  }
  if (kind in MANAGED_LISTS) {
    const list = MANAGED_LISTS[kind as ManagedKind];
    return named(listSource(list.resource.calls.list!.path, (r) => list.label(r), noSearch, list.resource.calls.one?.path));
  }
  const itemType = Number(scope);
  if (kind === 'readerItem' && itemType > 0) {
    return async (id) => (await listSource(TOPIC_ITEM_OPTIONS_PATH, (r) => r.title ?? '', noSearch, undefined, { itemType, id }).page('', 1)).options[0]?.label ?? null;
  }
  return undefined;
}

type Source = Pick<ResourceSpec, 'name' | 'subject'>;
const resourcesOf = <K extends string>(lists: Record<K, { resource: Source }>) => Object.fromEntries(Object.entries<{ resource: Source }>(lists).map(([kind, list]) => [kind, list.resource])) as Record<K, Source>;

/**
 * The declared resource each reference kind picks from (the page owners and the editor's lists
 * above, and the kinds read by pickers of their own: StudioSelect, TreeIdSelect, DictTypeSelect …).
 * Its subject is what the list's filter by that reference asks: a member is offered the picker only
 * when they may update such records. A new RefKind without an entry does not compile.
 */
export const REF_SOURCES: Readonly<Record<RefKind, Source>> = {
  ...resourcesOf(PAGE_OWNERS),
  ...resourcesOf(MANAGED_LISTS),
  menu: menuResource,
  newspaper: newspaperResource,
  orgRole: orgRoleResource,
  dept: deptResource,
  studio: studioResource,
  // A photo's 作品类型: the photos' own subject (who may edit photos may file them).
  photoType: photoResource,
  teachingUnit: teachingResource,
  teachingNode: teachingTypeResource,
  readerItem: topicItemResource,
  dictType: dictTypeResource,
};

/** The subject of the records a reference kind names (public content: `Content`). */
export const refSubject = (kind: RefKind): Subject => REF_SOURCES[kind].subject ?? 'Content';
