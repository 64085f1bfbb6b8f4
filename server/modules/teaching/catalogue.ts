import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { LEVEL_CODES, TEACHING_MSG } from '../../../src/resources/teaching';
import type { Db } from '../../db/client';
import { publishedRows } from '../../db/published';
import { teachingResources, teachingTypes } from '../../db/schema';
import { badRequest, notFound } from '../../http/envelope';
import { recordId } from '../area/mountArea';

/** The list filters a node stands for: clicking it in the tree lists the resources beneath it. */
export interface NodeFilter {
  subjectType?: number;
  grade?: number;
  teachingVersion?: number;
  knowledge?: number;
}

export interface CatalogueNode {
  id: number;
  parentId: number | null;
  level: number;
  code: number | null;
  name: string;
  /** Published resources beneath the node. */
  count: number;
  filter: NodeFilter;
  children: CatalogueNode[];
}

type NodeRow = typeof teachingTypes.$inferSelect;

const filterKey: Record<number, keyof NodeFilter> = { 1: 'subjectType', 2: 'grade', 3: 'teachingVersion' };

/** Every node, ordered for display, with its published resource counts rolled up from the units. */
async function allNodes(db: Db): Promise<Map<number, CatalogueNode>> {
  const rows = await db.select().from(teachingTypes).orderBy(asc(teachingTypes.level), asc(teachingTypes.sort), asc(teachingTypes.id));
  const counts = await db
    .select({ knowledge: teachingResources.knowledge, n: count() })
    .from(teachingResources)
    .where(publishedRows(teachingResources))
    .groupBy(teachingResources.knowledge);
  const byId = new Map<number, CatalogueNode>();
  for (const r of rows) byId.set(r.id, { id: r.id, parentId: r.parentId, level: r.level, code: r.code, name: r.name, count: 0, filter: {}, children: [] });
  // Parents come first (ordered by level): each node's filter is its parent's plus its own code.
  for (const n of byId.values()) {
    const parent = n.parentId === null ? undefined : byId.get(n.parentId);
    n.filter = { ...(parent?.filter ?? {}) };
    if (n.level === 4) n.filter.knowledge = n.id;
    else if (n.code !== null) n.filter[filterKey[n.level]] = n.code;
    parent?.children.push(n);
  }
  for (const c of counts) {
    for (let n = byId.get(c.knowledge); n; n = n.parentId === null ? undefined : byId.get(n.parentId)) n.count += c.n;
  }
  return byId;
}

/** `getTree`: the whole catalogue, subjects first, each node with its children, count and filter. */
export async function catalogueTree(db: Db): Promise<CatalogueNode[]> {
  const byId = await allNodes(db);
  return [...byId.values()].filter((n) => n.parentId === null);
}

const navBody = z.object({ id: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.unknown().optional()) });

/**
 * `getNav`: one step of the navigation a reader clicks through — the node (none: the top), the
 * path to it (面包屑) and its children with their counts, without the grandchildren.
 */
export async function catalogueNav(db: Db, params: Record<string, unknown>) {
  const { id: raw } = navBody.parse({ id: params.id });
  const byId = await allNodes(db);
  const strip = (n: CatalogueNode) => ({ id: n.id, parentId: n.parentId, level: n.level, code: n.code, name: n.name, count: n.count, filter: n.filter, hasChildren: n.children.length > 0 });
  if (raw === undefined) return { current: null, path: [], children: [...byId.values()].filter((n) => n.parentId === null).map(strip) };
  const node = byId.get(recordId(raw, TEACHING_MSG.nodeMissing));
  if (!node) throw notFound(TEACHING_MSG.nodeMissing);
  const path = [];
  for (let n: CatalogueNode | undefined = node; n; n = n.parentId === null ? undefined : byId.get(n.parentId)) path.unshift({ id: n.id, name: n.name, level: n.level });
  return { current: strip(node), path, children: node.children.map(strip) };
}

/** The unit a resource hangs on, with the codes of its 学科, 年级 and 版本 (a 400 unless it is a unit of a whole branch). */
export async function unitFacts(db: Db, unitId: number): Promise<{ subjectType: number; grade: number; teachingVersion: number }> {
  const chain: NodeRow[] = [];
  let id: number | null = unitId;
  while (id !== null && chain.length < 4) {
    const [row]: NodeRow[] = await db.select().from(teachingTypes).where(eq(teachingTypes.id, id));
    if (!row) break;
    chain.push(row);
    id = row.parentId;
  }
  if (chain.length === 0) throw badRequest(TEACHING_MSG.unitRequired);
  if (chain[0].level !== 4 || chain.length !== 4) throw badRequest(TEACHING_MSG.notUnit);
  const [, version, grade, subject] = chain;
  return { subjectType: subject.code ?? 0, grade: grade.code ?? 0, teachingVersion: version.code ?? 0 };
}

/** A new node: a 学科 has no parent, any other level's parent is one level up; levels 1–3 carry a code from their table. */
export async function checkNewNode(db: Db, values: Record<string, unknown>): Promise<void> {
  const level = Number(values.level);
  const parentId = values.parentId === undefined || values.parentId === null ? null : Number(values.parentId);
  if (level === 1 && parentId !== null) throw badRequest('学科是目录的第一层，不能选择上级目录');
  if (level > 1) {
    if (parentId === null) throw badRequest('请选择上级目录');
    const [parent] = await db.select({ level: teachingTypes.level }).from(teachingTypes).where(eq(teachingTypes.id, parentId));
    if (!parent) throw badRequest('上级目录不存在');
    if (parent.level !== level - 1) throw badRequest('上级目录的层级不对：学科下是年级，年级下是教材版本，教材版本下是单元');
  }
  const table = LEVEL_CODES[level];
  if (table) {
    if (values.code === undefined || values.code === null || !Object.hasOwn(table, String(values.code))) throw badRequest(`请选择正确的代码（${Object.entries(table).map(([k, v]) => `${k} ${v}`).join('，')}）`);
  } else values.code = null;
}

/** The unit names of a page of resources (one query). */
export async function unitNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: teachingTypes.id, name: teachingTypes.name }).from(teachingTypes).where(and(inArray(teachingTypes.id, ids), eq(teachingTypes.level, 4)));
  return new Map(rows.map((r) => [r.id, r.name]));
}
