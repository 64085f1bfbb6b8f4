import { TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '../providers/http';
import { TEACHING_CALLS } from '../resources/teaching';

interface CatalogueNode {
  id: number;
  level: number;
  name: string;
  children?: CatalogueNode[];
}

interface Option {
  value: number;
  title: string;
  selectable: boolean;
  children: Option[];
}

interface Props {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  /** A resource's 所属单元: only units (level 4) may be chosen; a node's 上级目录: any node above a unit. */
  unitsOnly: boolean;
}

const options = (nodes: CatalogueNode[], unitsOnly: boolean): Option[] =>
  nodes
    .filter((n) => unitsOnly || n.level < 4)
    .map((n) => ({ value: n.id, title: n.name, selectable: unitsOnly ? n.level === 4 : true, children: options(n.children ?? [], unitsOnly) }));

/** The teaching catalogue (学科 → 年级 → 教材版本 → 单元) as a searchable tree picker. */
export function TeachingTypeSelect({ id, value, onChange, disabled, unitsOnly }: Props) {
  const [tree, setTree] = useState<Option[]>([]);
  useEffect(() => {
    call<CatalogueNode[]>('post', TEACHING_CALLS.tree.path).then(
      (env) => setTree(options(env.data ?? [], unitsOnly)),
      () => setTree([]),
    );
  }, [unitsOnly]);
  return (
    <TreeSelect
      id={id}
      value={(value as number | null | undefined) ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      treeData={tree}
      showSearch
      treeNodeFilterProp="title"
      allowClear
      disabled={disabled}
      placeholder={unitsOnly ? '请选择学科、年级、教材版本下的单元' : '请选择上级目录'}
      notFoundContent="暂无目录"
    />
  );
}
