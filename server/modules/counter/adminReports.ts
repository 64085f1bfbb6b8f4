import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ADMIN_COUNTER_REPORTS, COUNTER_MSG, COUNTER_REPORT_CALLS as calls, type AdminCounterReport } from '../../../src/resources/counterReport';
import { usageMonth } from '../../access/subscription';
import type { Db } from '../../db/client';
import { organizations, sushiCredentials } from '../../db/schema';
import { badRequest, ok } from '../../http/envelope';
import type { RouteContext } from '../../http/routes';
import { mount } from '../../http/routes';
import { onOrg } from '../organization/scope';
import { monthsBetween } from './reports';
import { institutionReport } from './institutionReport';
import { counterTsv, counterXlsx } from './tabular';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The report and month range asked for; a bad one is the page's Chinese 400. */
function reportParams(params: Record<string, unknown>): { reportId: AdminCounterReport; begin: string; end: string } {
  const reportId = String(params.report ?? '');
  if (!(reportId in ADMIN_COUNTER_REPORTS)) throw badRequest(COUNTER_MSG.report);
  const begin = String(params.begin ?? '').trim();
  const end = String(params.end ?? '').trim();
  if (!MONTH.test(begin) || !MONTH.test(end) || begin > end || end > usageMonth() || monthsBetween(begin, end).length > 24) throw badRequest(COUNTER_MSG.range);
  return { reportId: reportId as AdminCounterReport, begin, end };
}

async function reportFor(ctx: RouteContext, db: Db) {
  const { orgPartyId } = await onOrg(ctx, 'read', 'Organization', { hideRow: true });
  const { reportId, begin, end } = reportParams(ctx.params);
  const [org] = await db
    .select({ name: organizations.name, customerId: sushiCredentials.customerId })
    .from(organizations)
    .leftJoin(sushiCredentials, eq(sushiCredentials.orgPartyId, organizations.partyId))
    .where(eq(organizations.partyId, orgPartyId));
  const inst = { orgPartyId, name: org?.name ?? '', customerId: org?.customerId ?? `wk${orgPartyId}` };
  return { report: await institutionReport(db, inst, reportId, begin, end), reportId, begin, end, orgName: inst.name };
}

/** The file name of an export: ASCII for old clients, the institution's name in the UTF-8 form. */
const disposition = (orgName: string, reportId: string, begin: string, end: string, ext: string) =>
  `attachment; filename="${reportId}_${begin}_${end}.${ext}"; filename*=UTF-8''${encodeURIComponent(`${orgName}_${reportId}_${begin}_${end}.${ext}`)}`;

/** 使用统计's COUNTER table (any report by month) and its exports: COUNTER tabular (TSV) and Excel. */
export function counterAdminRoutes(app: FastifyInstance, db: Db): void {
  mount(app, db, 'GET', calls.report.path, async (ctx) => ok((await reportFor(ctx, db)).report));
  mount(app, db, 'GET', calls.tsv.path, async (ctx) => {
    const { report, reportId, begin, end, orgName } = await reportFor(ctx, db);
    return ctx.reply
      .type('text/tab-separated-values; charset=utf-8')
      .header('Content-Disposition', disposition(orgName, reportId, begin, end, 'tsv'))
      .header('Cache-Control', 'private, no-store')
      .send(counterTsv(report, begin, end));
  });
  mount(app, db, 'GET', calls.xlsx.path, async (ctx) => {
    const { report, reportId, begin, end, orgName } = await reportFor(ctx, db);
    return ctx.reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', disposition(orgName, reportId, begin, end, 'xlsx'))
      .header('Cache-Control', 'private, no-store')
      .send(await counterXlsx(report, begin, end));
  });
}
