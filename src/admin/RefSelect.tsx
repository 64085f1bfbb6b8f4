import { useEffect, useRef, useState } from 'react';
import { Form, Select, TreeSelect } from 'antd';
import { call, callPage } from '../providers/http';
import { managedColumnResource } from '../resources/columns';
import type { RefKind } from '../resources/define';
import { DEPT_CALLS, type DeptNode } from '../resources/depts';
import { managedJournalResource } from '../resources/journals';
import { orgRoleResource } from '../resources/orgRoles';
import { issueLabel, managedPeriodResource } from '../resources/periods';

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

function OrgRoleSelect(props: ControlProps) {
  const [options, setOptions] = useState<Array<{ value: number; label: string }>>([]);
  useEffect(() => {
    callPage<{ id: number; name: string }>('get', orgRoleResource.calls.list!.path, { query: { pageNum: 1, pageSize: 100 } }).then(
      (page) => setOptions(page.rows.map((r) => ({ value: r.id, label: r.name }))),
      () => setOptions([]),
    );
  }, []);
  return (
    <Select
      id={props.id}
      value={(props.value as number | null | undefined) ?? undefined}
      onChange={(v) => props.onChange?.(v ?? null)}
      options={options}
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder="请选择角色"
      notFoundContent="暂无角色"
    />
  );
}

interface ListRow {
  id: number;
  name?: string;
  journalName?: string;
  year?: number;
  issue?: number;
}

/** The journal editor's lists (scoped by the server to the journals they manage): at most 100 each. */
const MANAGED_LISTS = {
  journal: { path: managedJournalResource.calls.list!.path, label: (r: ListRow) => r.name ?? '', what: '期刊' },
  period: { path: managedPeriodResource.calls.list!.path, label: (r: ListRow) => issueLabel({ year: r.year ?? 0, issue: r.issue ?? 0 }), what: '期次' },
  column: { path: managedColumnResource.calls.list!.path, label: (r: ListRow) => r.name ?? '', what: '栏目' },
} as const;

type ManagedKind = keyof typeof MANAGED_LISTS;
type Option = { value: number; label: string };

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
  const [options, setOptions] = useState<Option[] | null>(null);

  useEffect(() => {
    let live = true;
    const query = { pageNum: 1, pageSize: 100, ...(journalId ? { journalId } : {}) };
    callPage<ListRow>('get', list.path, { query }).then(
      (page) => {
        const named = !journalId && kind !== 'journal' && new Set(page.rows.map((r) => r.journalName)).size > 1;
        if (live) setOptions(page.rows.map((r) => ({ value: r.id, label: named ? `${r.journalName} ${list.label(r)}` : list.label(r) })));
      },
      () => live && setOptions([]),
    );
    return () => {
      live = false;
    };
  }, [kind, list, journalId]);

  const { value, onChange, disabled } = props;
  const empty = value === null || value === undefined || value === '';
  // The only journal is chosen for the editor (a new record; an edit shows its own).
  useEffect(() => {
    if (kind === 'journal' && !disabled && empty && options?.length === 1) onChange?.(options[0].value);
  }, [kind, disabled, empty, options, onChange]);
  // Another journal chosen: its issues and columns are other ones.
  const prev = useRef(journalId);
  useEffect(() => {
    if (prev.current !== undefined && journalId !== undefined && prev.current !== journalId && !empty) onChange?.(null);
    prev.current = journalId;
  }, [journalId, empty, onChange]);

  return (
    <Select
      id={props.id}
      value={empty ? undefined : (value as number)}
      onChange={(v) => onChange?.(v ?? null)}
      options={options ?? []}
      loading={options === null}
      disabled={disabled}
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder={`请选择${list.what}`}
      notFoundContent={`暂无${list.what}`}
    />
  );
}

/** The select for a reference field: the department tree, the institution's roles, or the editor's journals, issues, columns. */
export function RefSelect({ kind, scopeField, ...props }: ControlProps & { kind: RefKind; scopeField?: string }) {
  switch (kind) {
    case 'dept':
      return <DeptSelect {...props} />;
    case 'orgRole':
      return <OrgRoleSelect {...props} />;
    default:
      return <ManagedSelect kind={kind} scopeField={scopeField} {...props} />;
  }
}
