import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { READER_ITEM_TYPES, readerItemKey } from '../../../src/shared/readerItems';
import { errorCorrections } from '../../db/schema';
import { badRequest, notFound, ok, page } from '../../http/envelope';
import { z } from 'zod';
import { defineRoute, routesModule } from '../../http/declareRoute';
import { envelope, pageOf } from '../../openapi/answers';
import { readerItemExists } from '../publicItems/registry';
import { isInstitutionReaderSession } from '../../access/session';
import { errorCorrectionBody, MSG } from './rules';

const LIST_PAGE_SIZE = 10;
const LIST_MAX_PAGE_SIZE = 100;

function pageNumber(raw: unknown, fallback: number, msg: string): number {
  if (raw === undefined || raw === null || raw === '') return fallback;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d{1,9}\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw badRequest(msg);
  return n;
}

/**
 * 纠错 (spec §7 Feedback). Anyone may report an error on a detail page — signed in or not — so
 * the call has its own tight rate limit like /exhibition/addSuggestion; a signed-in reader is
 * recorded by member id. The platform admin reads the reports through the list call.
 */
/** The 纠错 list's parameters (checked by the handler with the list's own messages). */
const listQuery = z.object({
  pageNum: z.string().optional().describe('页码'),
  pageSize: z.string().optional().describe(`每页条数（默认 ${LIST_PAGE_SIZE}，至多 ${LIST_MAX_PAGE_SIZE}）`),
  status: z.string().optional().describe('处理状态：0 未处理，1 已处理'),
  type: z.string().optional().describe('内容类型（阅读条目类型编号）'),
});

export const errorCorrectionModule = routesModule('errorCorrection', () => [
  defineRoute({
    method: 'POST',
    path: '/w_bc/wkapi/v1/errorCorrection',
    access: 'public',
    summary: '提交纠错（登录与否均可）',
    body: errorCorrectionBody,
    response: envelope,
    config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    handler: async ({ db, req, body }) => {
      if (!(await readerItemExists(db, body.type, body.itemId))) throw notFound(MSG.itemMissing);
      // The session is optional here: an expired or missing token just means an anonymous report.
      const signedIn = await req.signedIn().catch(() => null);
      await db.insert(errorCorrections).values({
        type: body.type,
        itemId: body.itemId,
        errorType: body.errorType,
        content: body.content,
        contact: body.contact ?? '',
        // An IP-range session is the whole campus's, not the institution account's own report.
        memberId: signedIn && !isInstitutionReaderSession(signedIn) ? signedIn.member.id : null,
        ip: (req.ip ?? '').slice(0, 64),
      });
      return ok(undefined, MSG.thanks);
    },
  }),

  // Platform admin only (foreWebAdmin's unconditional `manage all`): newest first, filterable.
  defineRoute({
    method: 'GET',
    path: '/w_bc/wkapi/v1/errorCorrection/list',
    access: { action: 'manage', subject: 'Content', everywhere: true },
    summary: '纠错列表（平台管理员，最新在前）',
    query: listQuery,
    response: pageOf(z.unknown().describe('一条纠错，另有 typeLabel（内容类型）与 path（内容页面地址）')),
    handler: async ({ db, query: params }) => {
      const pageNum = pageNumber(params.pageNum, 1, '页码必须是正整数');
      const pageSize = pageNumber(params.pageSize, LIST_PAGE_SIZE, '每页条数必须是正整数');
      if (pageSize > LIST_MAX_PAGE_SIZE) throw badRequest(`每页条数不能超过${LIST_MAX_PAGE_SIZE}条`);
      const filters: SQL[] = [];
      if (params.status !== undefined && params.status !== '') {
        if (params.status !== '0' && params.status !== '1') throw badRequest('处理状态只能是 0（未处理）或 1（已处理）');
        filters.push(eq(errorCorrections.status, Number(params.status)));
      }
      if (params.type !== undefined && params.type !== '') {
        const type = Number(params.type);
        if (!readerItemKey(type)) throw badRequest(MSG.typeInvalid);
        filters.push(eq(errorCorrections.type, type));
      }
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(errorCorrections)
          .where(where)
          .orderBy(desc(errorCorrections.createTime), desc(errorCorrections.id))
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize),
        db.select({ n: count() }).from(errorCorrections).where(where),
      ]);
      return page(
        rows.map((r) => {
          const key = readerItemKey(r.type);
          // An issue's page needs its journal id, which the report does not carry: no link for it.
          const path = key && key !== 'period' ? READER_ITEM_TYPES[key].path(r.itemId) : null;
          return { ...r, typeLabel: key ? READER_ITEM_TYPES[key].label : '', path };
        }),
        Number(total?.n ?? 0),
      );
    },
  }),
]);
