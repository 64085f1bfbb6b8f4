import { useEffect, useMemo, useRef, useState } from 'react';
import { useList, useSelect, type CrudFilter } from '@refinedev/core';
import { Button, Form, Select, TreeSelect } from 'antd';
import { call } from '../providers/http';
import type { RefKind } from '../resources/define';
import { DEPT_CALLS, type DeptNode } from '../resources/depts';
import { newspaperResource } from '../resources/newspapers';
import { orgRoleResource } from '../resources/orgRoles';
import { StudioSelect } from './StudioSelect';
import { PhotoTypeSelect } from './PhotoTypeSelect';
import { MenuParentSelect } from './MenuParentSelect';
import { TeachingTypeSelect } from './TeachingTypeSelect';
import { DictTypeSelect } from './DictTypeSelect';
import { TOPIC_ITEM_OPTIONS_PATH, topicItemResource } from '../resources/topics';
import { MANAGED_LISTS, ownerReads, PAGE_OWNERS, REF_PAGE_SIZE, type ListRow, type ManagedKind, type Option } from './refSources';

export { REF_PAGE_SIZE };

/**
 * Fields of a form that name another record (FieldSpec `ref`): chosen from a list by name, never
 * typed as a number — departments, institution roles, and a journal editor's journals, issues and
 * columns.
 */
interface ControlProps {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
}

interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}
const deptOptions = (nodes: DeptNode[]): TreeOption[] => nodes.map((n) => ({ value: n.id, title: n.name, children: deptOptions(n.children ?? []) }));

function DeptSelect(props: ControlProps) {
  const [tree, setTree] = useState<TreeOption[]>([]);
  useEffect(() => {
    call<DeptNode[]>('get', DEPT_CALLS.tree.path).then(
      (env) => setTree(deptOptions(env.data ?? [])),
      () => setTree([]),
    );
  }, []);
  return (
    <TreeSelect
      id={props.id}
      value={(props.value as number | null | undefined) ?? undefined}
      onChange={(v) => props.onChange?.(v ?? null)}
      treeData={tree}
      treeDefaultExpandAll
      allowClear
      placeholder="请选择部门"
      notFoundContent="暂无部门"
    />
  );
}

/** Typing pauses this long before the server is asked (Refine's useSelect debounces). */
export const REF_SEARCH_DEBOUNCE_MS = 300;

/**
 * Where a picker reads its records: a declared resource through the data provider (its list, and
 * its get-one for the chosen record of an edit form), scoped by `scope`, searched on the server
 * with the parameters `search` makes of the typed text (null: the loaded options are filtered in
 * the browser instead), each row named by `label` (`named`: the rows come from several journals).
 */
interface PickerSource {
  resource: string;
  manage: boolean;
  label: (r: ListRow, named: boolean) => string;
  search: (text: string) => Record<string, unknown> | null;
  scope?: Record<string, unknown>;
  /** The rows name their journal when they come from more than one. */
  nameJournals?: boolean;
  /** How the chosen record of an edit is named when it is not loaded: its get-one call, the list filtered by `id`, or the next pages. */
  chosenBy: 'one' | 'idFilter' | 'pages';
  /** A list path of the resource other than its own list call (专题资源's item options). */
  listPath?: string;
}

const asFilters = (params: Record<string, unknown>): CrudFilter[] => Object.entries(params).map(([field, value]) => ({ field, operator: 'eq', value }));

/**
 * A reference picker on Refine's useSelect: the first page on opening, the next pages on scrolling
 * to the end (or 加载更多), the server asked again as the user types (useSelect's debounce), and the
 * chosen record's name fetched when it is not among the loaded options (useSelect's default value),
 * so an edit form shows a name, never a raw id. `sourceKey` names the source: a new key starts
 * again from page 1.
 */
function PagedSelect({
  source,
  sourceKey,
  what,
  onOptions,
  ...props
}: ControlProps & { source: PickerSource; sourceKey: string; what: string; onOptions?: (options: Option[] | null) => void }) {
  const { value, onChange, disabled } = props;
  const chosen = typeof value === 'number' ? value : null;
  const [typed, setTyped] = useState('');
  const [serverSearch, setServerSearch] = useState('');
  const [at, setAt] = useState({ key: sourceKey, pageNum: 1 });
  const pageNum = at.key === sourceKey ? at.pageNum : 1;
  const meta = { manage: source.manage, ...(source.listPath ? { listPath: source.listPath } : {}) };
  const scope = useMemo(() => asFilters(source.scope ?? {}), [source.scope]);
  const { query, defaultValueQuery, onSearch } = useSelect<ListRow>({
    resource: source.resource,
    meta,
    filters: scope,
    pagination: { mode: 'server', currentPage: pageNum, pageSize: REF_PAGE_SIZE },
    debounce: REF_SEARCH_DEBOUNCE_MS,
    onSearch: (text) => {
      const params = text.trim() ? source.search(text.trim()) : null;
      setServerSearch(params ? text.trim() : '');
      setAt({ key: sourceKey, pageNum: 1 });
      return params ? asFilters(params) : [];
    },
    defaultValue: source.chosenBy === 'one' && chosen !== null ? chosen : [],
    optionValue: 'id',
    optionLabel: (r) => source.label(r, false),
    errorNotification: false,
  });
  const key = `${sourceKey}|${serverSearch}`;
  // Pages of 20 are appended as they arrive; a new source or search starts again.
  const [loaded, setLoaded] = useState<{ key: string; rows: ListRow[]; total: number; pageNum: number } | null>(null);
  const page = query.data;
  useEffect(() => {
    if (!page) return;
    setLoaded((prev) => {
      const before = pageNum > 1 && prev?.key === key ? prev.rows : [];
      const seen = new Set(before.map((r) => r.id));
      return { key, rows: [...before, ...page.data.filter((r) => !seen.has(r.id))], total: page.total, pageNum };
    });
  }, [page, key, pageNum]);
  const current = loaded?.key === key ? loaded : null;
  const rows = useMemo(() => current?.rows ?? [], [current]);
  const named = Boolean(source.nameJournals) && new Set(rows.map((r) => r.journalName)).size > 1;
  const options = useMemo(() => rows.map((r) => ({ value: r.id, label: source.label(r, named) })), [rows, source, named]);
  useEffect(() => {
    onOptions?.(current && !serverSearch ? options : null);
  }, [current, options, serverSearch, onOptions]);

  const fetching = query.isFetching;
  const more = current ? current.rows.length < current.total : false;
  const loadMore = () => {
    if (current && more && !fetching) setAt({ key: sourceKey, pageNum: current.pageNum + 1 });
  };
  // The chosen record, when no loaded page has it: its get-one (useSelect), the list filtered by id, or the next pages.
  const loadedLabel = chosen === null ? undefined : options.find((o) => o.value === chosen)?.label;
  const byId = useList<ListRow>({
    resource: source.resource,
    meta,
    filters: [...scope, { field: 'id', operator: 'eq', value: chosen }],
    pagination: { currentPage: 1, pageSize: 1, mode: 'server' },
    queryOptions: { enabled: source.chosenBy === 'idFilter' && chosen !== null && loadedLabel === undefined },
    errorNotification: false,
  });
  const lookInPages = source.chosenBy === 'pages' && chosen !== null && loadedLabel === undefined && !serverSearch && current !== null && !fetching;
  useEffect(() => {
    if (lookInPages && more && current && current.pageNum < 10) setAt({ key: sourceKey, pageNum: current.pageNum + 1 });
  }, [lookInPages, more, current, sourceKey]);
  const one = source.chosenBy === 'one' ? defaultValueQuery.query : source.chosenBy === 'idFilter' ? byId.query : null;
  const oneRow = one?.data?.data?.[0];
  const gone = (one?.error as { code?: number; statusCode?: number } | null | undefined) ?? null;
  const chosenLabel =
    loadedLabel ??
    (chosen === null
      ? undefined
      : oneRow
        ? source.label(oneRow, source.chosenBy !== 'idFilter' && Boolean(source.nameJournals))
        : gone
          ? (gone.code ?? gone.statusCode) === 404
            ? `已删除的${what}`
            : `无法读取的${what}`
          : one?.isSuccess || (lookInPages && !(more && current && current.pageNum < 10))
            ? `已删除的${what}`
            : undefined);
  // The chosen record stays offered (and named) while other pages or searches are shown.
  const shown = chosen !== null && loadedLabel === undefined && chosenLabel ? [{ value: chosen, label: chosenLabel }, ...options] : options;
  const searchesOnServer = (text: string) => text.trim().length > 0 && source.search(text.trim()) !== null;

  return (
    <Select<number>
      id={props.id}
      value={chosen ?? undefined}
      labelRender={({ value: v }) => (v === chosen ? (chosenLabel ?? '加载中…') : String(v))}
      onChange={(v) => onChange?.(v ?? null)}
      options={shown}
      loading={fetching}
      disabled={disabled}
      allowClear
      showSearch
      searchValue={typed}
      onSearch={(text) => {
        setTyped(text);
        onSearch(text);
      }}
      onOpenChange={(open) => {
        if (open || !typed) return;
        setTyped('');
        onSearch('');
      }}
      filterOption={searchesOnServer(typed) ? false : (input, o) => String(o?.label ?? '').toLowerCase().includes(input.trim().toLowerCase())}
      // Pages of 20 are appended on demand: a plain list keeps every loaded option in the DOM.
      virtual={false}
      onPopupScroll={(e) => {
        const el = e.currentTarget;
        if (el.scrollTop + el.clientHeight >= el.scrollHeight - 24) loadMore();
      }}
      popupRender={(menu) => (
        <>
          {menu}
          {more && (
            <Button type="link" block size="small" loading={fetching} onClick={loadMore}>
              加载更多
            </Button>
          )}
        </>
      )}
      placeholder={`请选择${what}`}
      notFoundContent={fetching ? '加载中…' : typed ? `没有找到相关${what}` : `暂无${what}`}
    />
  );
}

function OrgRoleSelect(props: ControlProps) {
  // No get-one call for roles: an institution has few, and the chosen one is on the first pages.
  const source = useMemo((): PickerSource => ({ resource: orgRoleResource.name, manage: false, label: (r) => r.name ?? '', search: (keyword) => ({ keyword }), chosenBy: 'pages' }), []);
  return <PagedSelect source={source} sourceKey="orgRole" what="角色" {...props} />;
}

/** The newspaper of a news item, from the admin's list (下架 newspapers too), searched by name. */
function NewspaperSelect(props: ControlProps) {
  const source = useMemo((): PickerSource => ({ resource: newspaperResource.name, manage: true, label: (r) => r.name ?? r.penName ?? '', search: (keyword) => ({ keyword }), chosenBy: 'one' }), []);
  return <PagedSelect source={source} sourceKey="newspaper" what="报纸" {...props} />;
}

/** A page's owner (famous teacher, headmaster, school, topic …) from the admin's list, by name (PAGE_OWNERS). */
function PageSelect({ kind, ...props }: ControlProps & { kind: keyof typeof PAGE_OWNERS }) {
  const owner = PAGE_OWNERS[kind];
  const source = useMemo((): PickerSource => {
    const { label } = PAGE_OWNERS[kind];
    return { resource: PAGE_OWNERS[kind].resource.name, manage: ownerReads(kind) === 'manage', label: (r) => r[label] ?? '', search: (keyword) => ({ keyword }), chosenBy: 'one' };
  }, [kind]);
  return <PagedSelect source={source} sourceKey={kind} what={'what' in owner ? owner.what : owner.resource.label} {...props} />;
}

/**
 * 期刊 / 期次 / 栏目 by name. Issues and columns are those of the journal chosen in `scopeField`
 * (every managed journal's, named, while none is chosen); choosing another journal clears them.
 * A journal editor with exactly one journal finds it chosen.
 */
function ManagedSelect({ kind, scopeField, ...props }: ControlProps & { kind: ManagedKind; scopeField?: string }) {
  const form = Form.useFormInstance();
  const scoped: unknown = Form.useWatch(scopeField ?? '__noScope', form);
  const journalId = kind !== 'journal' && typeof scoped === 'number' ? scoped : undefined;
  const list = MANAGED_LISTS[kind];
  const source = useMemo((): PickerSource => {
    const label = (r: ListRow, named: boolean) => (named && r.journalName ? `${r.journalName} ${list.label(r)}` : list.label(r));
    return { resource: list.resource.name, manage: false, label, search: list.search, scope: journalId ? { journalId } : {}, nameJournals: kind !== 'journal' && !journalId, chosenBy: 'one' };
  }, [list, kind, journalId]);
  const [firstPage, setFirstPage] = useState<Option[] | null>(null);

  const { value, onChange, disabled } = props;
  const empty = value === null || value === undefined || value === '';
  // The only journal is chosen for the editor (a new record; an edit shows its own).
  useEffect(() => {
    if (kind === 'journal' && !disabled && empty && firstPage?.length === 1) onChange?.(firstPage[0].value);
  }, [kind, disabled, empty, firstPage, onChange]);
  // Another journal chosen: its issues and columns are other ones.
  const prev = useRef(journalId);
  useEffect(() => {
    if (prev.current !== undefined && journalId !== undefined && prev.current !== journalId && !empty) onChange?.(null);
    prev.current = journalId;
  }, [journalId, empty, onChange]);

  return <PagedSelect source={source} sourceKey={`${kind}:${journalId ?? ''}`} what={list.what} onOptions={setFirstPage} {...props} />;
}

/**
 * A reader item of the type chosen in `scopeField` (专题资源): public items of that type searched by
 * title on the server; another type chosen clears the choice.
 */
function ReaderItemSelect({ scopeField, ...props }: ControlProps & { scopeField?: string }) {
  const form = Form.useFormInstance();
  const itemType: unknown = Form.useWatch(scopeField ?? '__noScope', form);
  const type = typeof itemType === 'number' ? itemType : Number(itemType) || undefined;
  const source = useMemo(
    (): PickerSource => ({ resource: topicItemResource.name, manage: true, listPath: TOPIC_ITEM_OPTIONS_PATH, label: (r) => r.title ?? `#${r.id}`, search: (keyword) => ({ keyword }), scope: { itemType: type ?? 0 }, chosenBy: 'idFilter' }),
    [type],
  );
  const { value, onChange } = props;
  const prev = useRef(type);
  useEffect(() => {
    if (prev.current !== undefined && type !== undefined && prev.current !== type && value !== null && value !== undefined) onChange?.(null);
    prev.current = type;
  }, [type, value, onChange]);
  if (type === undefined) return <Select id={props.id} disabled placeholder="请先选择资源类型" />;
  return <PagedSelect source={source} sourceKey={`readerItem:${type}`} what="资源" {...props} />;
}

/** The select for a reference field: the department tree, the institution's roles, or the editor's journals, issues, columns. */
export function RefSelect({ kind, scopeField, ...props }: ControlProps & { kind: RefKind; scopeField?: string }) {
  switch (kind) {
    case 'dept':
      return <DeptSelect {...props} />;
    case 'orgRole':
      return <OrgRoleSelect {...props} />;
    case 'newspaper':
      return <NewspaperSelect {...props} />;
    case 'studio':
      return <StudioSelect {...props} />;
    case 'famousTeacher':
    case 'headmaster':
    case 'photoActivity':
    case 'photoCourse':
    case 'photoChapter':
    case 'calligrapher':
    case 'famousSchool':
    case 'universityActivity':
    case 'writer':
    case 'school':
    case 'topic':
    case 'topicSection':
      return <PageSelect kind={kind} {...props} />;
    case 'readerItem':
      return <ReaderItemSelect scopeField={scopeField} {...props} />;
    case 'photoType':
      return <PhotoTypeSelect {...props} />;
    case 'dictType':
      return <DictTypeSelect {...props} />;
    case 'menu':
      return <MenuParentSelect {...props} />;
    case 'teachingUnit':
    case 'teachingNode':
      return <TeachingTypeSelect unitsOnly={kind === 'teachingUnit'} {...props} />;
    default:
      return <ManagedSelect kind={kind} scopeField={scopeField} {...props} />;
  }
}
