import { TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '../providers/http';
import { PHOTO_CALLS } from '../resources/photography';

interface PhotoTypeNode {
  id: number;
  name: string;
  children?: PhotoTypeNode[];
}

interface Props {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
}

/** 摄影分类: the two-level type tree (风光 → 山川 …); any node may be chosen. */
export function PhotoTypeSelect({ id, value, onChange, disabled }: Props) {
  const [tree, setTree] = useState<Array<{ value: number; title: string; children: Array<{ value: number; title: string }> }>>([]);
  useEffect(() => {
    call<PhotoTypeNode[]>('get', PHOTO_CALLS.typeTree.path).then(
      (env) => setTree((env.data ?? []).map((t) => ({ value: t.id, title: t.name, children: (t.children ?? []).map((c) => ({ value: c.id, title: c.name })) }))),
      () => setTree([]),
    );
  }, []);
  return (
    <TreeSelect
      id={id}
      value={(value as number | null | undefined) ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      treeData={tree}
      treeDefaultExpandAll
      allowClear
      disabled={disabled}
      placeholder="请选择摄影分类"
      notFoundContent="暂无分类"
    />
  );
}
