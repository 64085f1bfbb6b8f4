import { call } from '../providers/http';
import { PHOTO_CALLS } from '../resources/photography';
import { TreeIdSelect, type TreeIdOption, type TreeIdSelectProps } from './TreeIdSelect';

interface PhotoTypeNode {
  id: number;
  name: string;
  children?: PhotoTypeNode[];
}

const loadTypes = (): Promise<TreeIdOption[]> =>
  call<PhotoTypeNode[]>('get', PHOTO_CALLS.typeTree.path).then((env) =>
    (env.data ?? []).map((t) => ({ value: t.id, title: t.name, children: (t.children ?? []).map((c) => ({ value: c.id, title: c.name })) })),
  );

/** 摄影分类: the two-level type tree (风光 → 山川 …), shown open; any node may be chosen. */
export function PhotoTypeSelect(props: TreeIdSelectProps) {
  return <TreeIdSelect {...props} load={loadTypes} placeholder="请选择摄影分类" notFoundContent="暂无分类" />;
}
