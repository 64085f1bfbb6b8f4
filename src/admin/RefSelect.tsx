import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
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
import { TOPIC_ITEM_OPTIONS_PATH } from '../resources/topics';
import { listSource, MANAGED_LISTS, ownerPaths, PAGE_OWNERS, REF_PAGE_SIZE, type ListRow, type ManagedKind, type Option, type PagedSource } from './refSources';

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

/** Typing pauses this long before the server is asked. */
export const REF_SEARCH_DEBOUNCE_MS = 300;

/**
 * A reference picker backed by a paged list call: the first page on opening, the next pages on
 * scrolling to the end (or 加载更多), the server asked again as the user types (debounced), and
 * the chosen record's name fetched when it is not among the loaded options, so an edit form
 * shows a name, never a raw id. `sourceKey` names the source: a new key reloads from page 1.
 */
function PagedSelect({
  source,
  sourceKey,
  what,
  onOptions,
  ...props
}: ControlProps & { source: PagedSource; sourceKey: string; what: string; onOptions?: (options: Option[] | null) => void }) {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState(''); // the debounced search
  const [state, setState] = useState<{ key: string; options: Option[]; total: number; pageNum: number } | null>(null);
  const [loading, setLoading] = useState(false);
  const [known, setKnown] = useState<Record<number, string>>({});
  const serverQuery = source.searchesOnServer(query) ? query : '';
  const key = `${sourceKey}|${serverQuery}`;
  const loadingKey = useRef<string | null>(null);

  useEffect(() => {
    const t = setTimeout(() => setQuery(search.trim()), REF_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [search]);

  const load = (pageNum: number) => {
    const requestKey = `${key}#${pageNum}`;
    if (loadingKey.current === requestKey) return;
    loadingKey.current = requestKey;
    setLoading(true);
    source.page(serverQuery, pageNum).then(
      (got) => {
        if (loadingKey.current !== requestKey) return; // a newer search answered first
        loadingKey.current = null;
        setLoading(false);
        setState((prev) => {
          const before = pageNum > 1 && prev?.key === key ? prev.options : [];
          const seen = new Set(before.map((o) => o.value));
          return { key, options: [...before, ...got.options.filter((o) => !seen.has(o.value))], total: got.total, pageNum };
        });
      },
      () => {
        if (loadingKey.current !== requestKey) return;
        loadingKey.current = null;
        setLoading(false);
        setState({ key, options: [], total: 0, pageNum });
      },
    );
  };

  // `load` reads this render's state; the effects below run it only when what they list changes.
  const loadInEffect = useEffectEvent(load);
  // reload exactly when the source or the server search changes
  useEffect(() => loadInEffect(1), [key]);

  const current = state?.key === key ? state : null;
  useEffect(() => {
    onOptions?.(current && !serverQuery ? current.options : null);
  }, [current, serverQuery, onOptions]);

  const { value, onChange, disabled } = props;
  const chosen = typeof value === 'number' ? value : null;
  const options = current?.options ?? [];
  const loadedLabel = chosen === null ? undefined : options.find((o) => o.value === chosen)?.label;
  useEffect(() => {
    if (chosen === null || loadedLabel !== undefined || known[chosen] !== undefined || !source.one) return;
    let live = true;
    source.one(chosen).then(
      (o) => live && setKnown((k) => ({ ...k, [chosen]: o?.label ?? `已删除的${what}` })),
      () => live && setKnown((k) => ({ ...k, [chosen]: `无法读取的${what}` })),
    );
    return () => {
      live = false;
    };
  }, [chosen, loadedLabel, known, source, what]);

  const more = current ? current.options.length < current.total : false;
  const loadMore = () => {
    if (current && more && !loading) load(current.pageNum + 1);
  };
  // Without a get-one call the chosen record is looked for in the next pages (a few at most).
  useEffect(() => {
    if (source.one || chosen === null || loadedLabel !== undefined || serverQuery || !current || loading) return;
    if (more && current.pageNum < 10) loadInEffect(current.pageNum + 1);
    else setKnown((k) => (k[chosen] === undefined ? { ...k, [chosen]: `已删除的${what}` } : k));
  }, [source, chosen, loadedLabel, serverQuery, current, loading, more, what]);
  // The chosen record stays offered (and named) while other pages or searches are shown.
  const chosenLabel = loadedLabel ?? (chosen !== null ? known[chosen] : undefined);
  const shown = chosen !== null && loadedLabel === undefined && chosenLabel ? [{ value: chosen, label: chosenLabel }, ...options] : options;

  return (
    <Select<number>
      id={props.id}
      value={chosen ?? undefined}
      labelRender={({ value: v }) => (v === chosen ? (chosenLabel ?? '加载中…') : String(v))}
      onChange={(v) => onChange?.(v ?? null)}
      options={shown}
      loading={loading}
      disabled={disabled}
      allowClear
      showSearch
      searchValue={search}
      onSearch={setSearch}
      onOpenChange={(open) => !open && setSearch('')}
      filterOption={source.searchesOnServer(search.trim()) ? false : (input, o) => String(o?.label ?? '').toLowerCase().includes(input.trim().toLowerCase())}
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
            <Button type="link" block size="small" loading={loading} onClick={loadMore}>
              加载更多
            </Button>
          )}
        </>
      )}
      placeholder={`请选择${what}`}
      notFoundContent={loading ? '加载中…' : search ? `没有找到相关${what}` : `暂无${what}`}
    />
  );
}

function OrgRoleSelect(props: ControlProps) {
  // No get-one call for roles: an institution has few, and the chosen one is on the first pages.
  const source = useMemo(() => listSource(orgRoleResource.calls.list!.path, (r) => r.name ?? '', (keyword) => ({ keyword })), []);
  return <PagedSelect source={source} sourceKey="orgRole" what="角色" {...props} />;
}

/** The newspaper of a news item, from the admin's list (下架 newspapers too), searched by name. */
function NewspaperSelect(props: ControlProps) {
  const source = useMemo(() => {
    const { manageList, manageOne } = newspaperResource.calls;
    return listSource(manageList!.path, (r) => r.name ?? r.penName ?? '', (keyword) => ({ keyword }), manageOne!.path);
  }, []);
  return <PagedSelect source={source} sourceKey="newspaper" what="报纸" {...props} />;
}

/** A page's owner (famous teacher, headmaster, school, topic …) from the admin's list, by name (PAGE_OWNERS). */
function PageSelect({ kind, ...props }: ControlProps & { kind: keyof typeof PAGE_OWNERS }) {
  const source = useMemo(() => {
    const { label } = PAGE_OWNERS[kind];
    const paths = ownerPaths(kind);
    return listSource(paths.list, (r) => r[label] ?? '', (keyword) => ({ keyword }), paths.one);
  }, [kind]);
  const owner = PAGE_OWNERS[kind];
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
  const source = useMemo(() => {
    const { calls } = list.resource;
    const label = (r: ListRow, named: boolean) => (named && r.journalName ? `${r.journalName} ${list.label(r)}` : list.label(r));
    return listSource(calls.list!.path, label, list.search, calls.one?.path, journalId ? { journalId } : {}, kind !== 'journal' && !journalId);
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
  const source = useMemo((): PagedSource => {
    const scoped = (extra: Record<string, unknown>) => listSource(TOPIC_ITEM_OPTIONS_PATH, (r) => r.title ?? `#${r.id}`, (keyword) => ({ keyword }), undefined, { itemType: type ?? 0, ...extra });
    return { ...scoped({}), one: async (id) => (await scoped({ id }).page('', 1)).options[0] ?? null };
  }, [type]);
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
