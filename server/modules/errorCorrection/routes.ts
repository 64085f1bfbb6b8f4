import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { READER_ITEM_TYPES, readerItemKey } from '../../../src/shared/readerItems';
import { authorizeEverywhere } from '../../access/authorize';
import { errorCorrections } from '../../db/schema';
import { badRequest, notFound, ok, page } from '../../http/envelope';
import { mount, type Module } from '../../http/routes';
import { readerItemExists } from '../publicItems/registry';
import { isInstitutionReaderSession } from '../auth/session';
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
export const errorCorrectionModule: Module = (app, db) => {
  mount(
    app,
    db,
    'POST',
    '/w_bc/wkapi/v1/errorCorrection',
    async ({ req, params }) => {
      const body = errorCorrectionBody.parse(params);
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
    { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } },
  );

  // Platform admin only (foreWebAdmin's unconditional `manage all`): newest first, filterable.
  mount(app, db, 'GET', '/w_bc/wkapi/v1/errorCorrection/list', async ({ req, params }) => {
    await authorizeEverywhere({ db, req }, 'manage', 'Content');
    const pageNum = pageNumber(params.pageNum, 1, '页码必须是正整数');
    const pageSize = pageNumber(params.pageSize, LIST_PAGE_SIZE, '每页条数必须是正整数');
    if (pageSize > LIST_MAX_PAGE_SIZE) throw badRequest(`每页条数不能超过${LIST_MAX_PAGE_SIZE}条`);
    const filters: SQL[] = [];
    if (params.status !== undefined && params.status !== '') {
      if (params.status !== '0' && params.status !== '1' && params.status !== 0 && params.status !== 1) throw badRequest('处理状态只能是 0（未处理）或 1（已处理）');
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
  });
};
