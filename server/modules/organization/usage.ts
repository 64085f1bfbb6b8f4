import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { GRANT_LABELS, INSTITUTION_USAGE_CALLS, USAGE_MSG, USAGE_PAGE_SIZE, type UsageItemRow, type UsageJournalRow, type UsageReport } from '../../../src/resources/institutionUsage';
import { usageMonth } from '../../access/subscription';
import type { Db } from '../../db/client';
import { institutionUsage, journals, organizations, securityGroupGrants, securityGroups } from '../../db/schema';
import { badRequest, ok, page } from '../../http/envelope';
import { parsePaging } from '../../http/paging';
import { mount } from '../../http/routes';
import { onOrg } from './scope';

const calls = INSTITUTION_USAGE_CALLS;

/** `YYYY-MM`, this month when absent; never a month after this one. */
function monthParam(raw: unknown): string {
  if (raw === undefined || raw === null || raw === '') return usageMonth();
  const s = String(raw).trim();
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(s) || s > usageMonth()) throw badRequest(USAGE_MSG.month);
  return s;
}

async function subscriptionOf(db: Db, orgPartyId: number) {
  const [org] = await db
    .select({ name: organizations.name, groupId: organizations.securityGroupId, groupName: securityGroups.name })
    .from(organizations)
    .leftJoin(securityGroups, eq(securityGroups.id, organizations.securityGroupId))
    .where(eq(organizations.partyId, orgPartyId));
  if (!org?.groupName || org.groupId === null) return { orgName: org?.name ?? '', subscription: null };
  const grants = await db
    .select({ scope: securityGroupGrants.scope, journalName: journals.name })
    .from(securityGroupGrants)
    .leftJoin(journals, eq(journals.id, securityGroupGrants.journalId))
    .where(eq(securityGroupGrants.groupId, org.groupId))
    .orderBy(asc(securityGroupGrants.id));
  const labels = grants.map((g) => (g.scope === 'journal' && g.journalName ? `《${g.journalName}》` : (GRANT_LABELS[g.scope] ?? g.scope)));
  return { orgName: org.name, subscription: { groupName: org.groupName, grants: labels } };
}

/** The journal rows of the month (TR_J1-like): articles' views and downloads per journal, busiest first. */
async function journalRows(db: Db, orgPartyId: number, month: string): Promise<UsageJournalRow[]> {
  const rows = await db
    .select({
      journalId: journals.id,
      journalName: journals.name,
      issn: journals.issn,
      views: sql<number>`sum(${institutionUsage.views})::int`,
      downloads: sql<number>`sum(${institutionUsage.downloads})::int`,
      uniqueItems: sql<number>`count(*)::int`,
    })
    .from(institutionUsage)
    .innerJoin(journals, eq(journals.id, institutionUsage.journalId))
    .where(and(eq(institutionUsage.orgPartyId, orgPartyId), eq(institutionUsage.month, month)))
    .groupBy(journals.id, journals.name, journals.issn)
    .orderBy(desc(sql`sum(${institutionUsage.views}) + sum(${institutionUsage.downloads})`), asc(journals.id));
  return rows.map((r) => ({ ...r, views: Number(r.views), downloads: Number(r.downloads), uniqueItems: Number(r.uniqueItems) }));
}

/** A CSV field: quoted when it holds a separator, a quote or a line break; a formula-looking text is defused. */
function csvField(v: string | number | null): string {
  let s = v === null ? '' : String(v);
  if (/^[=+\-@]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * The institution's usage report (issue 12): its subscription, and per month the reads (full
 * texts opened) and downloads its readers made of subscribed content — by journal, by item, and
 * the journal table as CSV for Excel.
 */
export function usageRoutes(app: FastifyInstance, db: Db): void {
  mount(app, db, 'GET', calls.report.path, async (ctx) => {
    const { orgPartyId } = await onOrg(ctx, 'read', 'Organization', { hideRow: true });
    const month = monthParam(ctx.params.month);
    const [{ orgName, subscription }, rows, [totals]] = await Promise.all([
      subscriptionOf(db, orgPartyId),
      journalRows(db, orgPartyId, month),
      db
        .select({
          views: sql<number>`coalesce(sum(${institutionUsage.views}), 0)::int`,
          downloads: sql<number>`coalesce(sum(${institutionUsage.downloads}), 0)::int`,
          uniqueItems: sql<number>`count(*)::int`,
        })
        .from(institutionUsage)
        .where(and(eq(institutionUsage.orgPartyId, orgPartyId), eq(institutionUsage.month, month))),
    ]);
    const report: UsageReport = {
      month,
      orgName,
      subscription,
      totals: { views: Number(totals.views), downloads: Number(totals.downloads), uniqueItems: Number(totals.uniqueItems) },
      journals: rows,
    };
    return ok(report);
  });

  mount(app, db, 'GET', calls.items.path, async (ctx) => {
    const { orgPartyId } = await onOrg(ctx, 'read', 'Organization', { hideRow: true });
    const month = monthParam(ctx.params.month);
    const paging = parsePaging(ctx.params, { name: 'usage', sortable: [], defaultSort: [], pageSize: USAGE_PAGE_SIZE, maxPageSize: 50 }, {});
    const where = and(eq(institutionUsage.orgPartyId, orgPartyId), eq(institutionUsage.month, month));
    const [rows, [{ n }]] = await Promise.all([
      db
        .select({
          itemKind: institutionUsage.itemKind,
          itemId: institutionUsage.itemId,
          title: institutionUsage.title,
          journalName: journals.name,
          views: institutionUsage.views,
          downloads: institutionUsage.downloads,
        })
        .from(institutionUsage)
        .leftJoin(journals, eq(journals.id, institutionUsage.journalId))
        .where(where)
        .orderBy(desc(sql`${institutionUsage.views} + ${institutionUsage.downloads}`), asc(institutionUsage.itemKind), asc(institutionUsage.itemId))
        .limit(paging.pageSize)
        .offset(paging.offset),
      db.select({ n: sql<number>`count(*)::int` }).from(institutionUsage).where(where),
    ]);
    return page<UsageItemRow>(rows, Number(n));
  });

  mount(app, db, 'GET', calls.csv.path, async (ctx) => {
    const { orgPartyId } = await onOrg(ctx, 'read', 'Organization', { hideRow: true });
    const month = monthParam(ctx.params.month);
    const { orgName } = await subscriptionOf(db, orgPartyId);
    const rows = await journalRows(db, orgPartyId, month);
    const lines = [
      ['报告', '期刊使用报告（TR_J1）'],
      ['机构', orgName],
      ['统计月份', month],
      [],
      ['期刊', 'ISSN', '指标', `${month}`],
      ...rows.flatMap((r) => [
        [r.journalName, r.issn, 'Total_Item_Investigations（全文浏览）', r.views],
        [r.journalName, r.issn, 'Total_Item_Requests（全文下载）', r.downloads],
        [r.journalName, r.issn, 'Unique_Item_Investigations（浏览篇数）', r.uniqueItems],
      ]),
    ];
    const body = `\uFEFF${lines.map((l) => l.map(csvField).join(',')).join('\r\n')}\r\n`;
    return ctx.reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="usage-${month}.csv"; filename*=UTF-8''${encodeURIComponent(`${orgName}使用报告${month}.csv`)}`)
      .header('Cache-Control', 'private, no-store')
      .send(body);
  });
}
