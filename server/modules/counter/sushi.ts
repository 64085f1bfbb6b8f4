import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { usageMonth } from '../../access/subscription';
import type { Db } from '../../db/client';
import { organizations, sushiCredentials } from '../../db/schema';
import { apiKeyMatches } from './credentials';
import { institutionReport } from './institutionReport';
import { ATTRIBUTE_VALUES, FILTERS, FIRST_USAGE_MONTH, isMasterReport, monthsBetween, REPORT_IDS, REPORTS, type Attribute, type CounterException, type ReportId, type ReportRequest } from './reports';

/**
 * The COUNTER_SUSHI5 API, Release 5.1 (issue 33), at `/api/sushi/r51/`: `status` (open to all),
 * `members`, `reports` and `reports/{id}` for a harvester holding an institution's credential
 * (`customer_id`, `requestor_id`, `api_key`; server/modules/counter/credentials.ts). Answers are
 * COUNTER's JSON, not the portal's envelope; a refused request is one COUNTER exception object with
 * the HTTP status the Code of Practice gives it. Public routes (server/access/publicRoutes.ts):
 * the credential check is this module's.
 */
export const SUSHI_BASE = '/api/sushi/r51';

// Messages exactly as COUNTER's 5.1 schema fixes them (its `const`s: `APIKey`, `ReportFilter`, `ReportAttribute`).
const EXCEPTIONS = {
  1030: { status: 400, message: 'Insufficient Information to Process Request' },
  2000: { status: 401, message: 'Requestor Not Authorized to Access Service' },
  2010: { status: 403, message: 'Requestor is Not Authorized to Access Usage for Institution' },
  2020: { status: 401, message: 'APIKey Invalid' },
  3000: { status: 404, message: 'Report Not Supported' },
  3020: { status: 400, message: 'Invalid Date Arguments' },
  3060: { status: 400, message: 'Invalid ReportFilter Value' },
  3062: { status: 400, message: 'Invalid ReportAttribute Value' },
} as const;
type ExceptionCode = keyof typeof EXCEPTIONS;

class SushiRefusal extends Error {
  constructor(
    readonly code: ExceptionCode,
    readonly data: string,
  ) {
    super(EXCEPTIONS[code].message);
  }
}

const refuse = (code: ExceptionCode, data: string) => new SushiRefusal(code, data);

function send(reply: FastifyReply, status: number, body: unknown) {
  return reply.code(status).type('application/json; charset=utf-8').header('Cache-Control', 'private, no-store').send(body);
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

interface Institution {
  orgPartyId: number;
  name: string;
  customerId: string;
  requestorId: string;
}

/** The credential check: every parameter present, the requestor known, its key right, its institution the one asked. */
async function authenticate(db: Db, q: Record<string, unknown>): Promise<Institution> {
  const customerId = text(q.customer_id);
  const requestorId = text(q.requestor_id);
  const apiKey = text(q.api_key);
  const missing = [!customerId && 'customer_id', !requestorId && 'requestor_id', !apiKey && 'api_key'].filter(Boolean);
  if (missing.length > 0) throw refuse(1030, `Missing: ${missing.join(', ')}`);
  const [cred] = await db
    .select({ orgPartyId: sushiCredentials.orgPartyId, customerId: sushiCredentials.customerId, requestorId: sushiCredentials.requestorId, hash: sushiCredentials.apiKeyHash, name: organizations.name })
    .from(sushiCredentials)
    .innerJoin(organizations, eq(organizations.partyId, sushiCredentials.orgPartyId))
    .where(eq(sushiCredentials.requestorId, requestorId));
  if (!cred) throw refuse(2000, 'Unknown requestor_id');
  if (!apiKeyMatches(apiKey, cred.hash)) throw refuse(2020, 'The api_key does not match the requestor_id');
  if (cred.customerId !== customerId) throw refuse(2010, `The requestor may not harvest customer_id ${customerId}`);
  return { orgPartyId: cred.orgPartyId, name: cred.name, customerId: cred.customerId, requestorId: cred.requestorId };
}

/** `YYYY-MM` of a `begin_date` / `end_date` (`YYYY-MM` or a real `YYYY-MM-DD`); null when malformed. */
export function monthOfDateArgument(raw: string): string | null {
  const m = /^(\d{4})-(0[1-9]|1[0-2])(?:-(\d{2}))?$/.exec(raw);
  if (!m) return null;
  if (m[3] !== undefined) {
    const day = Number(m[3]);
    const last = new Date(Date.UTC(Number(m[1]), Number(m[2]), 0)).getUTCDate();
    if (day < 1 || day > last) return null;
  }
  return `${m[1]}-${m[2]}`;
}

function dateRange(q: Record<string, unknown>): { begin: string; end: string } {
  const beginRaw = text(q.begin_date);
  const endRaw = text(q.end_date);
  if (!beginRaw || !endRaw) throw refuse(1030, `Missing: ${[!beginRaw && 'begin_date', !endRaw && 'end_date'].filter(Boolean).join(', ')}`);
  const begin = monthOfDateArgument(beginRaw);
  const end = monthOfDateArgument(endRaw);
  if (!begin || !end) throw refuse(3020, 'Dates are YYYY-MM or YYYY-MM-DD');
  if (begin > end) throw refuse(3020, 'begin_date is after end_date');
  if (monthsBetween(begin, end).length > 120) throw refuse(3020, 'At most 120 months at once');
  return { begin, end };
}

/** A `|`-separated parameter's values (COUNTER's list separator), none when absent. */
const listOf = (v: unknown) => (typeof v === 'string' && v.trim() ? v.split('|').map((x) => x.trim()).filter(Boolean) : undefined);

/**
 * A master report's harvester options: the filters `data_type`, `access_type`, `access_method`,
 * `metric_type` and `attributes_to_show`, each a `|` list; a value the report cannot have is
 * refused (3060 / 3062). A standard view's filters are fixed: there they are not read.
 */
function reportOptions(reportId: ReportId, q: Record<string, unknown>): ReportRequest['options'] {
  if (!isMasterReport(reportId)) return undefined;
  const filters: NonNullable<NonNullable<ReportRequest['options']>['filters']> = {};
  for (const filter of FILTERS) {
    const values = listOf(q[filter.toLowerCase()]);
    if (!values) continue;
    const allowed = filter === 'Data_Type' ? REPORTS[reportId].dataTypes : ATTRIBUTE_VALUES[filter];
    const bad = values.filter((v) => !allowed.includes(v));
    if (bad.length) throw refuse(3060, `${filter.toLowerCase()}: ${bad.join('|')} (one of ${allowed.join('|')})`);
    filters[filter] = values;
  }
  const metrics = listOf(q.metric_type);
  if (metrics) {
    const bad = metrics.filter((m) => !(REPORTS[reportId].metrics as string[]).includes(m));
    if (bad.length) throw refuse(3060, `metric_type: ${bad.join('|')} (one of ${REPORTS[reportId].metrics.join('|')})`);
    filters.Metric_Type = metrics;
  }
  const shown = listOf(q.attributes_to_show);
  if (shown) {
    const allowed = REPORTS[reportId].attributes as string[];
    const bad = shown.filter((a) => !allowed.includes(a));
    if (bad.length) throw refuse(3062, `attributes_to_show: ${bad.join('|')} (one of ${allowed.join('|')})`);
  }
  return { filters, attributesToShow: shown as Attribute[] | undefined };
}

function reportIdOf(raw: string): ReportId | null {
  const id = raw.toUpperCase();
  return (REPORT_IDS as string[]).includes(id) ? (id as ReportId) : null;
}

export function sushiRoutes(app: FastifyInstance, db: Db): void {

  /** Runs a SUSHI call; a refusal is its COUNTER exception with the Code of Practice's status. */
  const route = (url: string, answer: (q: Record<string, unknown>, params: Record<string, string>) => Promise<unknown>) =>
    app.get(url, async (req, reply) => {
      try {
        return send(reply, 200, await answer((req.query ?? {}) as Record<string, unknown>, (req.params ?? {}) as Record<string, string>));
      } catch (e) {
        if (!(e instanceof SushiRefusal)) throw e;
        const body: CounterException = { Code: e.code, Message: e.message, Data: e.data };
        return send(reply, EXCEPTIONS[e.code].status, body);
      }
    });

  // No Registry_Record (5.1: a provider without a COUNTER Registry record omits it) and no empty Alerts list.
  route(`${SUSHI_BASE}/status`, async () => [{ Description: 'Wenku 文库 COUNTER_SUSHI5 service, Release 5.1', Service_Active: true }]);

  route(`${SUSHI_BASE}/members`, async (q) => {
    const inst = await authenticate(db, q);
    // 5.1 Member: Requestor_ID is left out when it is the one the request carried (always, here).
    return [{ Customer_ID: inst.customerId, Institution_Name: inst.name, Institution_ID: { Proprietary: [`wenku:${inst.customerId}`] } }];
  });

  route(`${SUSHI_BASE}/reports`, async (q) => {
    await authenticate(db, q);
    const last = usageMonth();
    return REPORT_IDS.map((id) => ({
      Report_Name: REPORTS[id].name,
      Report_ID: id,
      Release: '5.1',
      Report_Description: REPORTS[id].description,
      // The Code of Practice's path, relative to the base URL a harvester registers (`…/api/sushi`).
      Path: `/r51/reports/${id.toLowerCase()}`,
      First_Month_Available: FIRST_USAGE_MONTH,
      Last_Month_Available: last,
    }));
  });

  route(`${SUSHI_BASE}/reports/:id`, async (q, params) => {
    const reportId = reportIdOf(params.id ?? '');
    const inst = await authenticate(db, q);
    if (!reportId) throw refuse(3000, `Supported: ${REPORT_IDS.join(', ')}`);
    const { begin, end } = dateRange(q);
    return institutionReport(db, inst, reportId, begin, end, reportOptions(reportId, q));
  });
}
