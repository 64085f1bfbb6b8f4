import { z } from 'zod';
import type { ResourceSpec } from '../../src/resources/define';
import { itemSchema } from './document';

/**
 * The answers of declared routes as zod (server/http/declareRoute.ts `response`): the envelope of
 * ARCHITECTURE "Wire protocol" with its data. They type what a handler returns and document it;
 * they are not re-checked on each answer.
 */
export const envelope = z.object({
  code: z.int().describe('200 成功；其他为错误，msg 为中文说明'),
  msg: z.string(),
});

/** `ok(data)`: the envelope with `data`. */
export const okOf = <T extends z.ZodType>(data: T) => z.intersection(envelope, z.object({ data }));

/** `page(rows, total)`: one page of rows and the total (an estimate past 10,000 rows: `approximate`). */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.intersection(envelope, z.object({ rows: z.array(row), total: z.int(), approximate: z.literal(true).optional() }));

/**
 * A record of a declared resource: its fields as the reference describes them (Chinese labels,
 * money in 分, dictionary codes). Typed as unknown (any row of any area's table: the shared helpers do not know its columns).
 */
export const itemOf = (resource: Pick<ResourceSpec, 'fields'>) => z.unknown().meta(itemSchema(resource));

/** The answer of a change (`ok({id}, '保存成功')`). */
export const changedId = okOf(z.object({ id: z.int() }));

/** A point in time as the answer carries it (a Date, sent as ISO 8601 text). */
export const timestamp = z.custom<Date>((v) => v instanceof Date || typeof v === 'string').meta({ type: 'string', format: 'date-time' });

/** Money as the client shows it: yuan with two decimals (`yuan(fen)`, "12.50"). */
export const yuanText = z.string().meta({ description: '金额（元，两位小数）' });
