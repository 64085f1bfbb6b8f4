import { useCallback } from 'react';
import { call } from '../providers/http';
import { TEACHING_CALLS } from '../resources/teaching';
import { TreeIdSelect, type TreeIdOption, type TreeIdSelectProps } from './TreeIdSelect';

interface CatalogueNode {
  id: number;
  level: number;
  name: string;
  children?: CatalogueNode[];
}

const options = (nodes: CatalogueNode[], unitsOnly: boolean): TreeIdOption[] =>
  nodes
    .filter((n) => unitsOnly || n.level < 4)
    .map((n) => ({ value: n.id, title: n.name, selectable: unitsOnly ? n.level === 4 : true, children: options(n.children ?? [], unitsOnly) }));

/**
 * The teaching catalogue (学科 → 年级 → 教材版本 → 单元) as a searchable tree picker. `unitsOnly`: a
 * resource's 所属单元, where only units (level 4) may be chosen; else a node's 上级目录, any node above a unit.
 */
export function TeachingTypeSelect({ unitsOnly, ...props }: TreeIdSelectProps & { unitsOnly: boolean }) {
  const load = useCallback(() => call<CatalogueNode[]>('post', TEACHING_CALLS.tree.path).then((env) => options(env.data ?? [], unitsOnly)), [unitsOnly]);
  return (
    <TreeIdSelect
      {...props}
      load={load}
      searchable
      placeholder={unitsOnly ? '请选择学科、年级、教材版本下的单元' : '请选择上级目录'}
      notFoundContent="暂无目录"
    />
  );
}
