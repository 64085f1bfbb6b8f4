import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SAML_IDP_CALLS as calls, SAML_MSG, type SamlIdpRow } from '../../../src/resources/saml';
import { recordMissing } from '../../access/authorize';
import type { Db } from '../../db/client';
import { samlIdps } from '../../db/schema';
import { DEFAULT_ALLOWED_AFFILIATIONS, EDU_PERSON_SCOPED_AFFILIATION, EDU_PERSON_TARGETED_ID } from '../../db/schema/saml';
import { badRequest, ok } from '../../http/envelope';
import { mount, type RouteContext } from '../../http/routes';
import { uniqueViolation } from '../auth/register';
import { MetadataError, parseIdpMetadata, type IdpMetadata } from '../auth/saml/idpMetadata';
import { onOrg, onOrgRow } from './scope';
import { pathId } from './shared';

/** Metadata is a few kilobytes for one IdP; a federation aggregate is not what an entry holds. */
const METADATA_MAX_CHARS = 200_000;
const FETCH_TIMEOUT_MS = 10_000;

type IdpRecord = typeof samlIdps.$inferSelect;

const view = (r: IdpRecord): SamlIdpRow => ({
  id: r.id,
  orgPartyId: r.orgPartyId,
  name: r.name,
  entityId: r.entityId,
  ssoUrl: r.ssoUrl,
  sloUrl: r.sloUrl,
  certs: r.certs,
  metadataUrl: r.metadataUrl,
  affiliationAttribute: r.affiliationAttribute,
  targetedIdAttribute: r.targetedIdAttribute,
  allowedAffiliations: r.allowedAffiliations,
  enabled: r.enabled,
});

const text = (max: number, msg: string) => z.string({ error: msg }).trim().max(max, msg);
const entryInput = z.object({
  name: text(100, SAML_MSG.name).optional(),
  metadataXml: z.string().max(METADATA_MAX_CHARS, '元数据过长').optional(),
  metadataUrl: text(1000, SAML_MSG.metadataUrl)
    .refine((u) => u === '' || /^https:\/\/[^\s]+$/i.test(u), SAML_MSG.metadataUrl)
    .optional(),
  affiliationAttribute: text(200, '属性名过长').optional(),
  targetedIdAttribute: text(200, '属性名过长').optional(),
  allowedAffiliations: text(200, SAML_MSG.affiliations)
    .refine((a) => a.split(/[,\s;，]+/).some(Boolean), SAML_MSG.affiliations)
    .optional(),
  enabled: z.boolean({ error: '启用状态不正确' }).optional(),
});

function parsed(xml: string): IdpMetadata {
  try {
    return parseIdpMetadata(xml);
  } catch (e) {
    if (e instanceof MetadataError) throw badRequest(e.message);
    throw e;
  }
}

/** Fetches an IdP's metadata URL (only on the admin's explicit refresh): https, 10 s, bounded size. */
async function fetchMetadata(url: string): Promise<string> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
    const body = res.ok ? await res.text() : '';
    if (!body || body.length > METADATA_MAX_CHARS) throw new Error('unusable metadata');
    return body;
  } catch {
    throw badRequest(SAML_MSG.fetchFailed);
  }
}

async function saveEntry(db: Db, write: () => Promise<IdpRecord[]>): Promise<IdpRecord> {
  try {
    const [row] = await write();
    if (!row) throw recordMissing();
    return row;
  } catch (e) {
    if (uniqueViolation(e) === 'saml_idp_entity') throw badRequest(SAML_MSG.duplicate);
    throw e;
  }
}

const rowOf = (ctx: RouteContext, action: 'update' | 'delete') =>
  onOrgRow(ctx, action, 'Organization', async () => {
    const id = pathId(ctx.params.id);
    if (id === null) return null;
    const [row] = await ctx.db.select().from(samlIdps).where(eq(samlIdps.id, id));
    return row;
  });

/**
 * An institution's CARSI IdP entries (issue 33), managed by its own admin (the platform admin
 * names `orgPartyId`): paste the IdP's metadata and the entity id, SSO URL and certificates are
 * read from it; the attribute names and allowed affiliations default to what CARSI uses.
 */
export function samlIdpRoutes(app: FastifyInstance, db: Db): void {
  mount(app, db, 'GET', calls.list.path, async (ctx) => {
    const { orgPartyId } = await onOrg(ctx, 'read', 'Organization', { hideRow: true });
    const rows = await db.select().from(samlIdps).where(eq(samlIdps.orgPartyId, orgPartyId)).orderBy(asc(samlIdps.id));
    return ok(rows.map(view));
  });

  mount(app, db, 'POST', calls.parse.path, async (ctx) => {
    await onOrg(ctx, 'update', 'Organization');
    const { metadataXml } = entryInput.parse(ctx.params);
    return ok(parsed(metadataXml ?? ''));
  });

  mount(app, db, 'POST', calls.add.path, async (ctx) => {
    const { orgPartyId } = await onOrg(ctx, 'update', 'Organization');
    const input = entryInput.parse(ctx.params);
    const meta = parsed(input.metadataXml ?? '');
    const name = input.name || meta.name;
    if (!name) throw badRequest(SAML_MSG.name);
    const row = await saveEntry(db, () =>
      db
        .insert(samlIdps)
        .values({
          orgPartyId,
          name,
          entityId: meta.entityId.slice(0, 500),
          ssoUrl: meta.ssoUrl.slice(0, 1000),
          sloUrl: meta.sloUrl.slice(0, 1000),
          certs: meta.certs,
          metadataXml: input.metadataXml ?? '',
          metadataUrl: input.metadataUrl ?? '',
          affiliationAttribute: input.affiliationAttribute || EDU_PERSON_SCOPED_AFFILIATION,
          targetedIdAttribute: input.targetedIdAttribute || EDU_PERSON_TARGETED_ID,
          allowedAffiliations: input.allowedAffiliations || DEFAULT_ALLOWED_AFFILIATIONS,
          enabled: input.enabled ?? true,
        })
        .returning(),
    );
    return ok(view(row), '保存成功');
  });

  mount(app, db, 'PUT', calls.edit.path, async (ctx) => {
    const { row: current } = await rowOf(ctx, 'update');
    const input = entryInput.parse(ctx.params);
    const meta = input.metadataXml?.trim() ? parsed(input.metadataXml) : null;
    const row = await saveEntry(db, () =>
      db
        .update(samlIdps)
        .set({
          ...(input.name ? { name: input.name } : {}),
          ...(meta ? { entityId: meta.entityId.slice(0, 500), ssoUrl: meta.ssoUrl.slice(0, 1000), sloUrl: meta.sloUrl.slice(0, 1000), certs: meta.certs, metadataXml: input.metadataXml } : {}),
          ...(input.metadataUrl !== undefined ? { metadataUrl: input.metadataUrl } : {}),
          ...(input.affiliationAttribute ? { affiliationAttribute: input.affiliationAttribute } : {}),
          ...(input.targetedIdAttribute ? { targetedIdAttribute: input.targetedIdAttribute } : {}),
          ...(input.allowedAffiliations ? { allowedAffiliations: input.allowedAffiliations } : {}),
          ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
          updateTime: new Date(),
        })
        .where(and(eq(samlIdps.id, current.id), eq(samlIdps.orgPartyId, current.orgPartyId)))
        .returning(),
    );
    return ok(view(row), '保存成功');
  });

  mount(app, db, 'DELETE', calls.remove.path, async (ctx) => {
    const { row } = await rowOf(ctx, 'delete');
    await db.delete(samlIdps).where(eq(samlIdps.id, row.id));
    return ok(undefined, '删除成功');
  });

  mount(app, db, 'POST', calls.refresh.path, async (ctx) => {
    const { row: current } = await rowOf(ctx, 'update');
    if (!current.metadataUrl) throw badRequest(SAML_MSG.noMetadataUrl);
    const xml = await fetchMetadata(current.metadataUrl);
    const meta = parsed(xml);
    const row = await saveEntry(db, () =>
      db
        .update(samlIdps)
        .set({ entityId: meta.entityId.slice(0, 500), ssoUrl: meta.ssoUrl.slice(0, 1000), sloUrl: meta.sloUrl.slice(0, 1000), certs: meta.certs, metadataXml: xml, updateTime: new Date() })
        .where(eq(samlIdps.id, current.id))
        .returning(),
    );
    return ok(view(row), '元数据已更新');
  });
}
