import { useEffect, useState } from 'react';
import { Select, TreeSelect } from 'antd';
import { call, callPage } from '../providers/http';
import { DEPT_CALLS, type DeptNode } from '../resources/depts';
import { orgRoleResource } from '../resources/orgRoles';

/** Fields of a form that name another record: chosen from a list by name, never typed as a number. */
export const REF_FIELDS = ['deptId', 'orgRoleId'] as const;
export type RefField = (typeof REF_FIELDS)[number];
export const isRefField = (name: string): name is RefField => (REF_FIELDS as readonly string[]).includes(name);

interface ControlProps {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
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

/** The select for a reference field (`deptId` → the department tree, `orgRoleId` → the institution's roles). */
export function RefSelect({ name, ...props }: ControlProps & { name: RefField }) {
  return name === 'deptId' ? <DeptSelect {...props} /> : <OrgRoleSelect {...props} />;
}
