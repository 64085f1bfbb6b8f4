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
import { titleReportTsv } from './tabular';

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

/** 使用统计's COUNTER table (TR_J1, TR_B1 by month) and its COUNTER tabular export. */
export function counterAdminRoutes(app: FastifyInstance, db: Db): void {
  mount(app, db, 'GET', calls.report.path, async (ctx) => ok((await reportFor(ctx, db)).report));
  mount(app, db, 'GET', calls.tsv.path, async (ctx) => {
    const { report, reportId, begin, end, orgName } = await reportFor(ctx, db);
    return ctx.reply
      .type('text/tab-separated-values; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${reportId}_${begin}_${end}.tsv"; filename*=UTF-8''${encodeURIComponent(`${orgName}_${reportId}_${begin}_${end}.tsv`)}`)
      .header('Cache-Control', 'private, no-store')
      .send(titleReportTsv(report, begin, end));
  });
}
