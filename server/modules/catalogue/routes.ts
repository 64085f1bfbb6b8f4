import { and, eq } from 'drizzle-orm';
import { CATALOGUE_AREA_LABELS, CATALOGUE_CALLS as calls, KBART_BASE, MARC_FORMAT_LABELS, OPENURL_PATH } from '../../../src/resources/catalogue';
import { organizations, securityGroupGrants } from '../../db/schema';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound, ok } from '../../http/envelope';
import { mount, type Module, type RouteContext } from '../../http/routes';
import { recordId } from '../area/mountArea';
import { onOrg } from '../organization/scope';
import { publicBaseUrl } from '../publicItems/baseUrl';
import { BATCH_MAX, CATALOGUE_AREAS, catalogueItem, catalogueItems, type CatalogueArea } from './items';
import { kbartFile, kbartFileName, kbartPackage, kbartPackages } from './kbart';
import { MARC_FORMATS, MARC_MEDIA, serialize, type MarcFormat } from './marc';
import { readCitation, resolveCitation } from './openurl';

export const CATALOGUE_MSG = {
  format: `记录格式只能是 ${MARC_FORMATS.join('、')}`,
  area: '文献类型只能是 book（图书）或 ancient（古籍）',
  bookMissing: '该图书不存在或已下架',
  ancientMissing: '该古籍不存在或已下架',
  notSubscribed: '贵机构未订阅该类文献，无法导出编目记录',
  afterId: '起始编号必须是非负整数',
  packageMissing: '题录包不存在',
} as const;

function formatParam(raw: unknown): MarcFormat {
  if (raw === undefined || raw === null || raw === '') return 'marcxml';
  if (typeof raw === 'string' && (MARC_FORMATS as readonly string[]).includes(raw)) return raw as MarcFormat;
  throw badRequest(CATALOGUE_MSG.format);
}

function areaParam(raw: unknown): CatalogueArea {
  if (typeof raw === 'string' && (CATALOGUE_AREAS as readonly string[]).includes(raw)) return raw as CatalogueArea;
  throw badRequest(CATALOGUE_MSG.area);
}

function afterIdParam(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') return 0;
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) throw badRequest(CATALOGUE_MSG.afterId);
  return Number(raw);
}

/** Sends records as a file named after `name`. */
function sendRecords(ctx: RouteContext, body: string, format: MarcFormat, name: string, asciiName: string) {
  const { type, extension } = MARC_MEDIA[format];
  return ctx.reply
    .type(type)
    .header('Content-Disposition', `attachment; filename="${asciiName}.${extension}"; filename*=UTF-8''${encodeURIComponent(`${name}.${extension}`)}`)
    .send(body);
}

/** Whether the institution's subscription package opens the whole area. */
async function subscribesTo(db: Db, orgPartyId: number, area: CatalogueArea): Promise<boolean> {
  const [row] = await db
    .select({ scope: securityGroupGrants.scope })
    .from(organizations)
    .innerJoin(securityGroupGrants, eq(securityGroupGrants.groupId, organizations.securityGroupId))
    .where(and(eq(organizations.partyId, orgPartyId), eq(securityGroupGrants.scope, area)))
    .limit(1);
  return !!row;
}

const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Catalogue records, title lists and link resolution for libraries (issue 33, docs/decisions/
 * catalogue-records.md): per-item MARC records (public metadata of published items), the
 * institution's batch of what it subscribes to, KBART files and the OpenURL resolver.
 */
export const catalogueModule: Module = (app, db) => {
  for (const [area, call, missing] of [
    ['book', calls.bookMarc, CATALOGUE_MSG.bookMissing],
    ['ancient', calls.ancientMarc, CATALOGUE_MSG.ancientMissing],
  ] as const) {
    mount(app, db, 'GET', call.path, async (ctx) => {
      const id = recordId(ctx.params.id, missing);
      const format = formatParam(ctx.params.format);
      const item = await catalogueItem(db, area, id, publicBaseUrl(ctx.req));
      if (!item) throw notFound(missing);
      return sendRecords(ctx, serialize([item], format), format, item.title, `wenku-${area}-${id}`);
    });
  }

  mount(app, db, 'GET', calls.orgMarc.path, async (ctx) => {
    const { orgPartyId } = await onOrg(ctx, 'read', 'Organization', { hideRow: true });
    const area = areaParam(ctx.params.area);
    const format = formatParam(ctx.params.format);
    const afterId = afterIdParam(ctx.params.afterId);
    if (!(await subscribesTo(db, orgPartyId, area))) throw new AppError(403, CATALOGUE_MSG.notSubscribed);
    const items = await catalogueItems(db, area, publicBaseUrl(ctx.req), afterId);
    // A library loads a larger collection file by file: the next file starts after the last id here.
    if (items.length === BATCH_MAX) ctx.reply.header('X-Next-After-Id', String(items[items.length - 1].id));
    const label = `${CATALOGUE_AREA_LABELS[area]}编目记录_${MARC_FORMAT_LABELS[format].replace(/（.*）/, '').replace(/\s+/g, '')}_${today()}`;
    return sendRecords(ctx, serialize(items, format), format, label, `wenku-${area}-${format}-${today()}`);
  });

  app.get(KBART_BASE, async (req) => {
    const base = publicBaseUrl(req);
    const packages = await kbartPackages(db);
    return ok(packages.map((p) => ({ package: p.kind === 'all' ? 'all' : String(p.id), name: p.kind === 'all' ? '文库全部题录' : p.name, url: `${base}${KBART_BASE}/${p.kind === 'all' ? 'all' : p.id}.txt` })));
  });

  app.get<{ Params: { file: string } }>(`${KBART_BASE}/:file`, async (req, reply) => {
    const pkg = await kbartPackage(db, req.params.file);
    if (!pkg) return reply.code(404).send({ code: 404, msg: CATALOGUE_MSG.packageMissing });
    return reply
      .type('text/plain; charset=utf-8')
      .header('Content-Disposition', `inline; filename="${kbartFileName(pkg, today())}"`)
      .send(await kbartFile(db, pkg, publicBaseUrl(req)));
  });

  // The resolver answers a redirect: the link resolver's user lands on the page itself.
  app.get(OPENURL_PATH, async (req, reply) => {
    const q = req.url.indexOf('?');
    const citation = readCitation(new URLSearchParams(q >= 0 ? req.url.slice(q + 1) : ''));
    return reply.redirect(await resolveCitation(db, citation), 302);
  });
};
