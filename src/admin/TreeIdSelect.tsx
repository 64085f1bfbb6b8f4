import { TreeSelect } from 'antd';
import { useEffect, useState } from 'react';

/** One node of a tree of records picked by id (a photo type, a teaching catalogue node). */
export interface TreeIdOption {
  value: number;
  title: string;
  /** False for a node shown only to reach its children. */
  selectable?: boolean;
  children?: TreeIdOption[];
}

export interface TreeIdSelectProps {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
}

/**
 * A form control choosing one record id from a tree the server sends (`load`, called again when it
 * changes: keep it stable with useCallback); cleared, it sends null. A tree that fails to load is empty.
 */
export function TreeIdSelect({
  id,
  value,
  onChange,
  disabled,
  load,
  placeholder,
  notFoundContent,
  searchable = false,
}: TreeIdSelectProps & { load: () => Promise<TreeIdOption[]>; placeholder: string; notFoundContent: string; searchable?: boolean }) {
  const [tree, setTree] = useState<TreeIdOption[]>([]);
  useEffect(() => {
    load().then(setTree, () => setTree([]));
  }, [load]);
  return (
    <TreeSelect
      id={id}
      value={(value as number | null | undefined) ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      treeData={tree}
      {...(searchable ? { showSearch: true, treeNodeFilterProp: 'title' } : { treeDefaultExpandAll: true })}
      allowClear
      disabled={disabled}
      placeholder={placeholder}
      notFoundContent={notFoundContent}
    />
  );
}
