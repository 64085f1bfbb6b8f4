import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Skeleton, Tree } from 'antd';
import { useSearchParams } from 'react-router';
import { call } from '../../providers/http';
import { TEACHING_CALLS } from '../../resources/teaching';
import styles from './teaching.module.css';

export interface CatalogueNode {
  id: number;
  level: number;
  name: string;
  count: number;
  filter: Record<string, number>;
  children: CatalogueNode[];
}

interface TreeItem {
  key: number;
  title: ReactNode;
  children: TreeItem[];
}

/** The list filters the tree sets (a node stands for its 学科, 年级, 教材版本 and 单元). */
export const TREE_FIELDS = ['subjectType', 'grade', 'teachingVersion', 'knowledge'] as const;

export function useCatalogue() {
  return useQuery({
    queryKey: ['teaching-catalogue'],
    queryFn: async () => (await call<CatalogueNode[]>('POST', TEACHING_CALLS.tree.path)).data ?? [],
    staleTime: 60_000,
  });
}

const sameFilter = (node: CatalogueNode, params: URLSearchParams) => TREE_FIELDS.every((f) => String(node.filter[f] ?? '') === (params.get(f) ?? ''));

function findChosen(nodes: CatalogueNode[], params: URLSearchParams): CatalogueNode[] {
  for (const n of nodes) {
    if (sameFilter(n, params)) return [n];
    const below = findChosen(n.children, params);
    if (below.length) return [n, ...below];
  }
  return [];
}

/**
 * 教学目录: 学科 → 年级 → 教材版本 → 单元 (spec §7 `getTree`), each with its number of resources.
 * Choosing a node lists the resources beneath it; the choice lives in the URL like every filter.
 */
export function CatalogueTree() {
  const { data, isLoading } = useCatalogue();
  const [params, setParams] = useSearchParams();
  const choose = (node?: CatalogueNode) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        TREE_FIELDS.forEach((f) => next.delete(f));
        for (const [k, v] of Object.entries(node?.filter ?? {})) next.set(k, String(v));
        next.delete('pageNum');
        return next;
      },
      { preventScrollReset: true },
    );
  const chosenPath = findChosen(data ?? [], params);
  const chosen = chosenPath.at(-1);
  const toTree = (nodes: CatalogueNode[]): TreeItem[] =>
    nodes.map((n) => ({
      key: n.id,
      title: (
        <span className={styles.nodeTitle} data-level={n.level}>
          {n.name}
          <span className={styles.nodeCount}>({n.count})</span>
        </span>
      ),
      children: toTree(n.children),
    }));
  return (
    <section className={styles.tree} aria-label="教学目录" data-testid="teaching-tree">
      <h2 className={styles.treeTitle}>
        教学目录
        {chosen && (
          <button type="button" className={styles.treeAll} onClick={() => choose()}>
            全部资源
          </button>
        )}
      </h2>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Tree
          blockNode
          treeData={toTree(data ?? [])}
          selectedKeys={chosen ? [chosen.id] : []}
          defaultExpandedKeys={chosenPath.map((n) => n.id)}
          expandAction="click"
          onSelect={(_keys, info) => {
            const find = (nodes: CatalogueNode[]): CatalogueNode | undefined => {
              for (const n of nodes) {
                if (n.id === info.node.key) return n;
                const below = find(n.children);
                if (below) return below;
              }
              return undefined;
            };
            choose(info.selected ? find(data ?? []) : undefined);
          }}
        />
      )}
    </section>
  );
}

/** Where the chosen node sits: 语文 / 七年级 / 部编版 / 第一单元 …, shown above the list. */
export function ChosenPath() {
  const { data } = useCatalogue();
  const [params] = useSearchParams();
  const path = findChosen(data ?? [], params);
  if (!path.length) return null;
  return (
    <div className={styles.chosen} data-testid="teaching-chosen">
      当前目录：{path.map((n) => n.name).join(' / ')}
    </div>
  );
}
