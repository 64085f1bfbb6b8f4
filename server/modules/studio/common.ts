import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { STUDIO_MSG } from '../../../src/resources/studios';
import type { Action, Subject } from '../../../src/access/policy';
import type { RequestAccess } from '../../access/authorize';
import type { Db } from '../../db/client';
import { members, studioMembers, studios } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../http/envelope';

export type StudioRow = typeof studios.$inferSelect;

export const idParam = (v: unknown, msg = '编号不正确') => z.coerce.number({ error: msg }).int(msg).positive(msg).max(2_147_483_647, msg).parse(v);

/** The ability grants the action on the subject without a row condition: the platform admin. */
export const everywhere = (access: RequestAccess, action: Action, subject: Subject) =>
  access.ability.rulesFor(action, subject).some((r) => !r.inverted && !r.conditions);

export async function studioById(db: Db, id: number): Promise<StudioRow> {
  const [s] = await db.select().from(studios).where(eq(studios.id, id));
  if (!s) throw notFound(STUDIO_MSG.missing);
  return s;
}

/** The studio the member manages (one per studioManager), if any. */
export async function ownStudio(db: Db, memberId: number): Promise<StudioRow | null> {
  const [s] = await db.select().from(studios).where(eq(studios.managerId, memberId));
  return s ?? null;
}

/** Studios the member has joined (agreed applications). */
export async function joinedStudioIds(db: Db, memberId: number): Promise<number[]> {
  const rows = await db.select({ id: studioMembers.studioId }).from(studioMembers).where(and(eq(studioMembers.memberId, memberId), eq(studioMembers.applyStatus, 2)));
  return rows.map((r) => r.id);
}

/**
 * The studio a manager's call acts on: the `studioId` asked for (the platform admin: any; a
 * manager: their own, any other refused by the row check), else the caller's own studio.
 */
export async function targetStudio(db: Db, access: RequestAccess, raw: unknown): Promise<StudioRow> {
  if (raw !== undefined && raw !== null && raw !== '') return studioById(db, idParam(raw, '工作室编号不正确'));
  const own = await ownStudio(db, access.member.memberId);
  if (!own) throw new AppError(403, STUDIO_MSG.noStudio);
  return own;
}

/**
 * The management lists' scope: the platform admin sees every studio's rows (or one, by
 * `studioId`); a manager their studio's; a member (documents only) the rows they posted.
 */
export async function manageScope(db: Db, access: RequestAccess, subject: Subject, cols: { studioId: PgColumn; uid?: PgColumn }, rawStudioId: unknown): Promise<SQL | undefined> {
  const studioId = rawStudioId === undefined || rawStudioId === '' ? undefined : idParam(rawStudioId, '工作室编号不正确');
  if (everywhere(access, 'update', subject)) return studioId ? eq(cols.studioId, studioId) : undefined;
  const own = await ownStudio(db, access.member.memberId);
  const mine: SQL[] = [];
  if (own && access.ability.can('update', subject)) mine.push(eq(cols.studioId, own.id));
  else if (cols.uid) mine.push(eq(cols.uid, access.member.memberId));
  else return eq(cols.studioId, -1);
  if (studioId) mine.push(eq(cols.studioId, studioId));
  return and(...mine);
}

/** Studio names and managers of a page of rows, and the authors' names. */
export async function decorate<T extends { studioId: number; uid?: number }>(db: Db, rows: T[]) {
  const ids = [...new Set(rows.map((r) => r.studioId))];
  const uids = [...new Set(rows.flatMap((r) => (r.uid ? [r.uid] : [])))];
  const [ss, people] = await Promise.all([
    ids.length ? db.select({ id: studios.id, name: studios.name, managerId: studios.managerId }).from(studios).where(inArray(studios.id, ids)) : [],
    uids.length ? db.select({ id: members.id, mname: members.mname, username: members.username }).from(members).where(inArray(members.id, uids)) : [],
  ]);
  const sById = new Map(ss.map((s) => [s.id, s]));
  const pById = new Map(people.map((p) => [p.id, p]));
  return rows.map((r) => ({
    ...r,
    studioName: sById.get(r.studioId)?.name ?? '',
    managerId: sById.get(r.studioId)?.managerId ?? 0,
    ...(r.uid ? { authorName: pById.get(r.uid)?.mname || pById.get(r.uid)?.username || '' } : {}),
  }));
}

export const iso = <T extends { createTime: Date; updateTime: Date }>(r: T) => ({ ...r, createTime: r.createTime.toISOString(), updateTime: r.updateTime.toISOString() });

/** Checks a sort body `{ id, sort }` or `{ list: [{ id, sort }] }`. */
export function sortItems(params: Record<string, unknown>): Array<{ id: number; sort: number }> {
  const item = z.object({ id: z.coerce.number({ error: '编号不正确' }).int('编号不正确').positive('编号不正确'), sort: z.coerce.number({ error: '排序必须是0到9999之间的整数' }).int('排序必须是0到9999之间的整数').min(0, '排序必须是0到9999之间的整数').max(9999, '排序必须是0到9999之间的整数') });
  const list = Array.isArray(params.list) ? params.list : [params];
  if (list.length === 0 || list.length > 200) throw badRequest(STUDIO_MSG.emptyList);
  return list.map((x) => item.parse(x));
}
