import type { z } from 'zod';
import type { MenuGroup } from '../areas/declare';
import type { DictType } from '../shared/dict';
import { CONTENT_TYPE_LIST, type ContentTypeKey } from '../shared/contentTypes';
import type { ReaderItemKey } from '../shared/readerItems';
import type { SearchDocType } from '../shared/search';
import type { MediaKind } from '../shared/mediaUpload';
import type { Action, Subject } from '../access/policy';
import type { SortSpec } from './sortOrders';

/**
 * A resource is declared once (ARCHITECTURE "A resource is declared once"). The declaration
 * drives the Refine resource list, the data provider's URLs, the generic admin screens and the
 * server's validation and `orderByColumn` whitelist.
 */
export type FieldKind =
  | 'text'
  | 'longtext'
  /**
   * HTML written in the admin's rich-text editor (正文, 全文, 目录, 资讯): cleaned by the server on
   * every write (server/http/richText.ts), shown as HTML by the portal; older plain-text values
   * read as paragraphs (src/shared/richText.ts).
   */
  | 'richtext'
  | 'number'
  | 'money'
  | 'date'
  | 'datetime'
  | 'dict'
  | 'image'
  | 'boolean'
  /** An uploaded file kept by the server (its storage name); `upload` says which kind. */
  | 'file';

/**
 * What a reference field names: the admin form picks it by name from a list (src/admin/RefSelect.tsx).
 * Every kind holds a numeric id except `dictType`, which holds a dictionary type's code.
 */
export type RefKind = 'menu' | 'dept' | 'orgRole' | 'journal' | 'period' | 'column' | 'newspaper' | 'famousTeacher' | 'headmaster' | 'studio' | 'photoType' | 'photoActivity' | 'photoCourse' | 'photoChapter' | 'calligrapher' | 'famousSchool' | 'universityActivity' | 'writer' | 'teachingUnit' | 'teachingNode' | 'school' | 'topic' | 'topicSection' | 'readerItem' | 'dictType';

export interface FieldSpec {
  label: string;
  kind: FieldKind;
  /** For kind `dict`: which dictionary of src/shared/dict.ts maps the code to a label. */
  dict?: DictType;
  /** Shown as a column in the generic list. */
  list?: boolean;
  /** Chinese names of a code field's values (shown in lists instead of the raw code). */
  labels?: Readonly<Record<string, string>>;
  width?: number;
  /** An id of another record: the form offers a picker by name instead of a number input. */
  ref?: RefKind;
  /** For `ref`: the form field whose value narrows the choices (the issues and columns of the chosen journal). */
  refBy?: string;
  /**
   * Shown in the create / edit forms though not part of `input`: a choice that only narrows other
   * pickers (never sent; disabled when editing).
   */
  formOnly?: boolean;
  /**
   * How a value of this kind reads beyond its kind, for the portal, the admin and the exports alike
   * (src/resources/fieldText.ts): `count` a tally shown with 万 (浏览量, 下载量), `authors` a
   * `;`-separated list of names joined with 「；」, `duration` a number of seconds shown as h:mm:ss
   * (spec §9) and typed in seconds.
   */
  format?: 'count' | 'authors' | 'duration';
  /**
   * A JSON snapshot of a record of the resource named in this record's field `snapshotOf` (操作日志's
   * 修改前/修改后): the detail screen shows it as that resource's labelled fields; `snapshotCompare`
   * names the other snapshot, whose differing fields are marked.
   */
  snapshotOf?: string;
  snapshotCompare?: string;
  /** For kind `file`: the upload kind (src/resources/studios.ts STUDIO_UPLOAD; `photoVideo` a photography class's video). */
  upload?: 'data' | 'annex' | 'video' | 'photoVideo' | 'teaching';
  /** A line under the form's input saying what to write there (格式, 来源, 用途). */
  help?: string;
  /**
   * An audio or video file's URL (校长视频, 名师成果, 朗诵): the form uploads the file (MEDIA_UPLOAD,
   * src/shared/mediaUpload.ts) and shows its name, size, duration and a player; the server reads the
   * seconds from the file into the field `duration` names, which the form shows read-only.
   */
  media?: { kind: MediaKind; duration: string };
}

/**
 * A titled part of the admin's create / edit form (基本信息, 出版信息, 正文 …): the form fields it
 * holds, in order, and an optional line of help under its title. Fields no section names close the
 * form under 其他信息.
 */
export interface FormSection {
  title: string;
  help?: string;
  fields: readonly string[];
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A spec call path; `{id}` is replaced by the record id. */
export interface CallSpec {
  method: HttpMethod;
  path: string;
}

export interface ResourceCalls {
  list?: CallSpec;
  one?: CallSpec;
  create?: CallSpec;
  update?: CallSpec;
  remove?: CallSpec;
  /**
   * The admin's list and detail of a managed area: every row the caller manages, 下架 ones too
   * (the public `list` / `one` leave those out). The admin screens use these when declared.
   */
  manageList?: CallSpec;
  manageOne?: CallSpec;
  /** 上架/下架 (body `{ published }`): the admin list's row action, the platform admin's alone. */
  publish?: CallSpec;
  /** Saves one row's `sort` (body `{ id, sort }`): the admin list's 排序 column becomes editable. */
  sort?: CallSpec;
  /**
   * 批量上架/下架/删除 of selected rows in one call and one transaction (body `{ action, ids }`,
   * src/resources/batch.ts): offered for the actions whose single call the resource declares.
   */
  batch?: CallSpec;
}

type Row = Record<string, unknown>;

/**
 * A row action a resource declares beyond those its calls give every list (编辑, 上架/下架, 详情,
 * 删除): 审核 with a remark, 同意/拒绝, 分配菜单. The generic list shows a row's first two actions
 * as buttons and the rest under 更多 (src/admin/rowActions.tsx).
 */
export type RowActionSpec = {
  key: string;
  label: string;
  /** What the member must be allowed on the row (the resource's subject unless `subject` names another). */
  can: { action: Action; subject?: Subject };
  /** Offered only on rows where this holds (审核 on rows awaiting review). */
  when?: (row: Row) => boolean;
} & (
  | { kind: 'open'; path: string }
  | { kind: 'call'; call: CallSpec; body: (row: Row) => Row; confirm: (row: Row) => string; danger?: boolean }
  | { kind: 'review'; review: ReviewSpec }
);

/**
 * 审核 with a remark: the dialog shows what is reviewed, takes the remark, and sends
 * `{ id, [decisionField]: approve | reject, remark }` to `call`; a rejection needs the remark.
 */
export interface ReviewSpec {
  call: CallSpec;
  title: (row: Row) => string;
  decisionField: string;
  approve: number;
  reject: number;
  /** The message when 驳回 has no remark. */
  remarkRequired: string;
  /** The toast after 通过 / 驳回; absent: the server's answer. */
  done?: { approve: string; reject: string };
  /** What the reviewer reads: labelled values of the row (a field declaration formats a value). */
  details?: (row: Row) => Array<{ label: string; value: unknown; field?: FieldSpec }>;
  /**
   * 批量通过/驳回 of the selected rows (body `{ ids, decision: 'approve' | 'reject', remark }`,
   * src/resources/batch.ts): the list offers row selection with both to whoever may review.
   */
  batch?: CallSpec;
  /** A screen of its own for the whole record under review (作品审核 → 审核): the row action opens it instead of the dialog. */
  page?: string;
}

/** The domain an admin menu is grouped under in the sider (src/resources/menuGroups.ts names them: 期刊出版 …). */
export type { MenuGroup };

export interface ResourceSpec<
  F extends Record<string, FieldSpec> = Record<string, FieldSpec>,
  Filters extends z.ZodType = z.ZodType,
  Input extends z.ZodType = z.ZodType,
> {
  /** Refine resource name. */
  name: string;
  /** Chinese label shown in menus and titles. */
  label: string;
  /** The CASL subject of its rows (src/access/policy.ts); absent: public content (`Content`). */
  subject?: Subject;
  /**
   * The content type its rows are (src/shared/contentTypes.ts): `defineResource` fills in
   * `readerItem` and `searchDocType` from that declaration.
   */
  contentType?: ContentTypeKey;
  /** What readers collect, comment on and report errors about on its detail page: from `contentType`. */
  readerItem?: ReaderItemKey;
  /** Its search documents (the portal list's search bar searches within this type): from `contentType`. */
  searchDocType?: SearchDocType;
  /** The admin list offers 导出Excel (its list columns, as filtered and sorted on screen). */
  exportable?: boolean;
  /**
   * What the admin asks the ability before showing the list and detail screens. `update` for
   * management views of public content (everyone may read journals and articles, but only those
   * who manage them may open 文章管理); the server answers such management reads with 403 too.
   */
  readAction?: 'read' | 'update' | 'manage';
  fields: F;
  calls: ResourceCalls;
  /** The only values accepted as `orderByColumn`. */
  sortable: ReadonlyArray<Extract<keyof F, string>>;
  /** Spec §9: sort descending, then create date, unless the resource says otherwise (`id`: the 编号 `defineResource` adds). */
  defaultSort: ReadonlyArray<SortSpec<Extract<keyof F, string>> | SortSpec<'id'>>;
  pageSize: number;
  maxPageSize?: number;
  /** List filters accepted by the list call, validated on the server. */
  filters?: Filters;
  /** Body of create / update, validated on the server and by the admin form. */
  input?: Input;
  /** Body of update when it differs from create (the edit form's fields and checks). */
  updateInput?: z.ZodType;
  /** The boolean field 上架/下架 sets (`calls.publish`), when it is not `published` (banners: `enabled`). */
  publishedField?: string;
  /**
   * The rows hang off records given to the member (an editor's issues, columns and articles off the
   * journals the platform handed them): a member whose every right on the subject is limited to such
   * records and who has none of them sees `none` and a link, instead of an empty table and a 新增
   * whose picker is empty. Whoever may change all rows (the platform admin) sees the list.
   */
  requires?: { none: string; link: { label: string; to: string } };
  /**
   * A role's own profile (学者资料, 作家信息 …): a member who holds the role only on their own row
   * opens the menu straight into one form of their profile (编辑 if they have one, else 填写),
   * without `platformOnly` fields (排序, 作家账号); the platform admin keeps the list.
   */
  ownProfile?: { title: string; platformOnly: readonly string[] };
  /**
   * The admin list shows the rows as a tree by this parent field (菜单管理): every row is read at
   * once (`maxPageSize`), a row's children open under it, and there is no paging.
   */
  tree?: { parentField: string };
  /**
   * Rows named by something other than a numeric id (the writer library keys writers by name):
   * `defineResource` then adds no 编号 field.
   */
  keyedByName?: true;
  /** The form's titled sections (src/admin/formSections.ts); without them the form is one 基本信息 card. */
  formSections?: readonly FormSection[];
  /** Row actions beyond 编辑 / 上架下架 / 详情 / 删除, in the order they are offered (审核 first). */
  rowActions?: readonly RowActionSpec[];
  /**
   * Its platform admin's menu: the sider group, the icon (a name in src/admin/menuIcons.ts) and its
   * place in the group. The seeded menus are derived from it (server/db/seed/adminMenus.ts).
   */
  menu?: { group: MenuGroup; icon: string; order: number };
}

/** 编号: every row's numeric id, the first field of every declaration unless it says otherwise. */
export const idField = { label: '编号', kind: 'number' } satisfies FieldSpec;

export function defineResource<
  F extends Record<string, FieldSpec>,
  Filters extends z.ZodType = z.ZodType,
  Input extends z.ZodType = z.ZodType,
>(spec: ResourceSpec<F, Filters, Input>): ResourceSpec<F, Filters, Input> {
  // 编号 comes first; a declaration that lists the id as a column (`list`, `width`) keeps its own.
  const { keyedByName: _keyedByName, ...declaration } = spec;
  const withId = spec.keyedByName ? declaration : { ...declaration, fields: { id: idField, ...spec.fields } };
  for (const key of spec.sortable) {
    if (!(key in withId.fields)) throw new Error(`${spec.name}: sortable field ${key} is not declared`);
  }
  if (!spec.contentType) return withId;
  // The list holds the content-area kit's types too (src/areas/declared/).
  const declared = CONTENT_TYPE_LIST.find((t) => t.key === spec.contentType);
  if (!declared) throw new Error(`${spec.name}: no content type ${spec.contentType}`);
  return {
    ...withId,
    ...(declared.readerItem && { readerItem: spec.contentType as ReaderItemKey }),
    ...(declared.search && { searchDocType: spec.contentType as SearchDocType }),
  };
}

/** Fills `{id}` (or any `{name}`) in a call path. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
}

/**
 * The management calls of a content area under `/manage/<base>` (the spec shows none; decided in
 * docs/decisions.md): the admin's list and detail, create, update, delete and 上架/下架.
 */
export function manageCalls(base: string) {
  return {
    manageList: { method: 'GET', path: `/manage/${base}/list` },
    manageOne: { method: 'GET', path: `/manage/${base}/{id}` },
    create: { method: 'POST', path: `/manage/${base}` },
    update: { method: 'PUT', path: `/manage/${base}/{id}` },
    remove: { method: 'DELETE', path: `/manage/${base}/{id}` },
    publish: { method: 'PUT', path: `/manage/${base}/{id}/publish` },
    batch: { method: 'POST', path: `/manage/${base}/batch` },
  } as const satisfies ResourceCalls;
}

/**
 * `manageCalls` without 上架/下架: rows that are never hidden on their own (a topic's sections and
 * items follow their topic; dictionaries, recharge options and teaching catalogues have no 下架).
 */
export function manageCallsWithoutPublish(base: string) {
  const { publish: _publish, ...calls } = manageCalls(base);
  return calls;
}

/**
 * A managed area whose public list is a GET path of its own (a school's photos, an activity's
 * rounds and awards, a headmaster's career): that list, then `manageCalls(base)`.
 */
export function listAndManageCalls(listPath: string, base: string) {
  return { list: { method: 'GET', path: listPath }, ...manageCalls(base) } as const satisfies ResourceCalls;
}

/**
 * A managed area read through its parent's page (a school's news, a teacher's works, a class of a
 * course): the GET detail at `onePath`, then `manageCalls(base)`.
 */
export function detailAndManageCalls(onePath: string, base: string) {
  return { one: { method: 'GET', path: onePath }, ...manageCalls(base) } as const satisfies ResourceCalls;
}

/** The list and detail calls under one path: `GET <base>/list`, `GET <base>/{id}` (an area's public pair, a management screen's). */
export function readCalls(base: string) {
  return {
    list: { method: 'GET', path: `${base}/list` },
    one: { method: 'GET', path: `${base}/{id}` },
  } as const satisfies ResourceCalls;
}

/**
 * The calls of a RuoYi-style management screen under one path (institution staff, roles, menus,
 * a journal editor's issues): `GET <base>/list`, `GET <base>/{id}`, `POST <base>`, `PUT <base>`
 * (the id in the body) and `DELETE <base>/{id}`.
 */
export function crudCalls(base: string) {
  return {
    list: { method: 'GET', path: `${base}/list` },
    one: { method: 'GET', path: `${base}/{id}` },
    create: { method: 'POST', path: base },
    update: { method: 'PUT', path: base },
    remove: { method: 'DELETE', path: `${base}/{id}` },
  } as const satisfies ResourceCalls;
}

// The default orders (SORT_THEN_NEWEST, partsOf, newestBy …) live in sortOrders.ts; declarations import them from here.
export * from './sortOrders';

/** The 上架状态 column of a managed area's admin list (schema `published`). */
export const publishedField: FieldSpec = { label: '上架状态', kind: 'boolean', list: true, width: 90, labels: { true: '已上架', false: '已下架' } };

/** 排序 and 创建时间: the last fields of a record kept in an editor's order (`sortAndTimes` in the schema). */
export const sortedRecordFields = {
  sort: { label: '排序', kind: 'number' },
  createTime: { label: '创建时间', kind: 'datetime' },
} satisfies Record<string, FieldSpec>;

/** The closing fields of a managed record readers see once 上架: 排序, 上架状态 and 创建时间. */
export const managedRecordFields = {
  sort: sortedRecordFields.sort,
  published: publishedField,
  createTime: sortedRecordFields.createTime,
} satisfies Record<string, FieldSpec>;

/** A tally of readers' visits (浏览量), shown with 万; not a list column unless a resource says so. */
export const viewsField = { label: '浏览量', kind: 'number', format: 'count' } satisfies FieldSpec;

/** The closing fields of a managed public record: 浏览量, 排序, 上架状态 and 创建时间. */
export const publicRecordFields = {
  views: { ...viewsField, list: true, width: 90 },
  ...managedRecordFields,
} satisfies Record<string, FieldSpec>;

/** 浏览量 kept but not a column, then 排序 and 创建时间: a catalogue record with no 下架 (journals, articles, conferences). */
export const viewedRecordFields = {
  views: viewsField,
  ...sortedRecordFields,
} satisfies Record<string, FieldSpec>;

/** 浏览量 kept but not a column, then 排序, 上架状态 and 创建时间 (news, teachers' works, photos). */
export const viewedManagedRecordFields = {
  views: viewsField,
  ...managedRecordFields,
} satisfies Record<string, FieldSpec>;
