import { and, asc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SAML_KEY_PARAM, SAML_MSG, SAML_PATHS, type SamlIdpChoice } from '../../../../src/resources/saml';
import type { Db } from '../../../db/client';
import { members, samlAssertions, samlHandoffs, samlIdps, samlRequests, samlSessions, sessionTokens } from '../../../db/schema';
import { AppError, badRequest, ok } from '../../../http/envelope';
import { mount } from '../../../http/routes';
import { newToken, sha256Hex } from '../../../access/crypto';
import { RATE } from '../rate';
import { issueToken } from '../../../access/session';
import { DEMO_IDP } from './demoIdp';
import { storedScopes } from './idpMetadata';
import { affiliationAllowed, assertionExpiry, assertionIdOf, attributeValues, readerOf, readResponseHeader, refusalMessage, samlFor, spMetadataXml, takeRequest, type SamlIdpRecord, type SamlReader } from './sp';
import { sloRoutes } from './slo';

/** The ACS's one-time key lives two minutes: the portal exchanges it as soon as the page loads. */
export const HANDOFF_TTL_MS = 2 * 60_000;
/** A SAMLResponse is a few kilobytes; a federation's largest stay well under this. */
const ACS_BODY_LIMIT = 256 * 1024;

/**
 * A portal path to come back to: a local absolute path only (`/x?y`), never another origin
 * (`//evil`, `/\evil`, `https:`), never the API; anything else is `/`.
 */
export function safeReturnTo(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > 500 || !raw.startsWith('/') || /^\/[/\\]/.test(raw) || raw.includes('\\')) return '/';
  if ([...raw].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return '/';
  try {
    const url = new URL(raw, 'http://wenku.invalid');
    if (url.origin !== 'http://wenku.invalid' || url.pathname.startsWith('/api/')) return '/';
    return `${url.pathname}${url.search}`;
  } catch {
    return '/';
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A refusal: for a browser (it asks for text/html when it navigates or posts the IdP's form) a
 * short Chinese page with the message and a way back; for any other client the API's envelope.
 * Either way a 4xx.
 */
function refusalPage(req: FastifyRequest, reply: FastifyReply, status: number, msg: string): FastifyReply {
  if (!String(req.headers.accept ?? '').includes('text/html')) return reply.code(status).header('Cache-Control', 'no-store').send({ code: status, msg });
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>机构登录未成功</title></head>` +
        `<body style="font-family:sans-serif;max-width:32em;margin:4em auto;text-align:center"><h1>机构登录未成功</h1>` +
        `<p id="saml-message">${escapeHtml(msg)}</p><p><a href="/">返回首页</a></p></body></html>`,
    );
}

/** The IdPs this server honours: enabled ones; the demo IdP (its key is public) only with DEV_ENDPOINTS=1. */
const honoured = (demo: boolean) => (demo ? eq(samlIdps.enabled, true) : and(eq(samlIdps.enabled, true), ne(samlIdps.entityId, DEMO_IDP.entityId)));

/** An honoured IdP named by its entity id, or by its institution's party id (the institution's first one). */
async function findIdp(db: Db, idp: unknown, demo: boolean): Promise<SamlIdpRecord | null> {
  const key = typeof idp === 'string' ? idp.trim() : '';
  if (!key || key.length > 500) return null;
  const byOrg = /^\d{1,9}$/.test(key) ? eq(samlIdps.orgPartyId, Number(key)) : undefined;
  const [row] = await db
    .select()
    .from(samlIdps)
    .where(and(honoured(demo), byOrg ? or(eq(samlIdps.entityId, key), byOrg) : eq(samlIdps.entityId, key)))
    .orderBy(asc(samlIdps.id))
    .limit(1);
  return row ?? null;
}

/** Forgets spent or expired request ids and assertion ids (cheap: both tables stay small). */
async function sweep(db: Db): Promise<void> {
  await db.delete(samlRequests).where(lt(samlRequests.expiresAt, sql`now()`));
  await db.delete(samlAssertions).where(lt(samlAssertions.expiresAt, sql`now()`));
  await db.delete(samlHandoffs).where(lt(samlHandoffs.expiresAt, sql`now() - interval '1 day'`));
}

/** The institution account a CARSI reader reads for (its first enabled member, as loginByIp picks). */
async function institutionAccount(db: Db, orgPartyId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.partyId, orgPartyId), eq(members.enabled, true)))
    .orderBy(asc(members.id))
    .limit(1);
  return row?.id ?? null;
}

type Verdict = { ok: true; memberId: number; idpId: number; returnTo: string; reader: SamlReader } | { ok: false; status: number; msg: string };

/** Judges a POSTed SAMLResponse; writes nothing but the spent request id and, on success, the assertion id. */
async function judge(db: Db, req: FastifyRequest, samlResponse: unknown, demo: boolean): Promise<Verdict> {
  if (typeof samlResponse !== 'string' || !samlResponse.trim()) return { ok: false, status: 400, msg: SAML_MSG.noResponse };
  const header = readResponseHeader(samlResponse);
  if (!header) return { ok: false, status: 400, msg: SAML_MSG.malformed };
  const idp = header.issuer ? await findIdp(db, header.issuer, demo) : null;
  if (!idp || idp.entityId !== header.issuer) return { ok: false, status: 403, msg: SAML_MSG.unknownIdp };
  await sweep(db);
  if (header.assertionId) {
    const [seen] = await db
      .select({ id: samlAssertions.assertionId })
      .from(samlAssertions)
      .where(and(eq(samlAssertions.idpId, idp.id), eq(samlAssertions.assertionId, header.assertionId)));
    if (seen) return { ok: false, status: 403, msg: SAML_MSG.replayed };
  }
  let profile;
  try {
    ({ profile } = await samlFor(db, req, idp).validatePostResponseAsync({ SAMLResponse: samlResponse }));
  } catch (e) {
    // A request id is spent by any answer to it, accepted or not.
    if (header.inResponseTo) await takeRequest(db, idp.id, header.inResponseTo);
    req.log.info({ idp: idp.entityId, reason: e instanceof Error ? e.message.slice(0, 200) : 'unknown' }, 'saml response refused');
    return { ok: false, status: 403, msg: refusalMessage(e, header) };
  }
  const returnTo = header.inResponseTo ? await takeRequest(db, idp.id, header.inResponseTo) : null;
  if (!profile || returnTo === null) return { ok: false, status: 403, msg: SAML_MSG.staleRequest };
  if (profile.issuer && profile.issuer !== idp.entityId) return { ok: false, status: 403, msg: SAML_MSG.unknownIdp };
  // An encrypted assertion's id is read once decrypted.
  const assertionId = header.assertionId ?? assertionIdOf(profile) ?? '';
  const fresh = await db
    .insert(samlAssertions)
    .values({ idpId: idp.id, assertionId: assertionId.slice(0, 200), expiresAt: assertionExpiry(profile) })
    .onConflictDoNothing()
    .returning({ id: samlAssertions.assertionId });
  if (!assertionId || fresh.length === 0) return { ok: false, status: 403, msg: SAML_MSG.replayed };
  if (!affiliationAllowed(attributeValues(profile, idp.affiliationAttribute), idp.allowedAffiliations, storedScopes(idp.metadataXml))) return { ok: false, status: 403, msg: SAML_MSG.affiliation };
  const memberId = await institutionAccount(db, idp.orgPartyId);
  if (memberId === null) return { ok: false, status: 403, msg: SAML_MSG.noAccount };
  return { ok: true, memberId, idpId: idp.id, returnTo, reader: readerOf(profile, idp.targetedIdAttribute) };
}

/**
 * CARSI / SAML 2.0 sign-in (issue 33; docs/decisions/carsi-saml.md). A reader picks a school, is
 * sent to its IdP with an AuthnRequest, and comes back to the ACS with a signed assertion; the ACS
 * hands the portal a one-time key in the URL fragment (never sent to a server, so never logged),
 * which the portal exchanges for a session that is its institution's *reader*, like an IP session.
 */
export function samlRoutes(app: FastifyInstance, db: Db): void {
  const demo = app.accounts.devEndpoints;
  app.get(SAML_PATHS.metadata, async (req, reply) => reply.type('application/samlmetadata+xml; charset=utf-8').send(spMetadataXml(db, req)));

  app.get(SAML_PATHS.login, { config: { rateLimit: RATE.login } }, async (req, reply) => {
    const query = (req.query ?? {}) as Record<string, unknown>;
    const idp = await findIdp(db, query.idp, demo);
    if (!idp) return refusalPage(req, reply, 404, SAML_MSG.unknownIdp);
    const url = await samlFor(db, req, idp, safeReturnTo(query.returnTo)).getAuthorizeUrlAsync('', req.host, {});
    return reply.header('Cache-Control', 'no-store').redirect(url, 302);
  });

  app.register(async (scope) => {
    // Encapsulated: the IdP's browser POSTs a form; the rest of the API keeps its JSON rules.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: ACS_BODY_LIMIT }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post(SAML_PATHS.acs, { config: { rateLimit: RATE.login } }, async (req, reply) => {
      const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
      const verdict = await judge(db, req, body.SAMLResponse, demo);
      if (!verdict.ok) return refusalPage(req, reply, verdict.status, verdict.msg);
      const key = newToken();
      await db.insert(samlHandoffs).values({ keyHash: sha256Hex(key), memberId: verdict.memberId, idpId: verdict.idpId, expiresAt: new Date(Date.now() + HANDOFF_TTL_MS), ...verdict.reader });
      return reply.header('Cache-Control', 'no-store').redirect(`${verdict.returnTo}#${SAML_KEY_PARAM}=${key}`, 303);
    });
  });

  sloRoutes(app, db, { demo, findIdp, refusalPage });

  mount(app, db, 'GET', SAML_PATHS.idps, async () => {
    const rows: SamlIdpChoice[] = await db
      .select({ entityId: samlIdps.entityId, name: samlIdps.name })
      .from(samlIdps)
      .where(honoured(demo))
      .orderBy(asc(samlIdps.name), asc(samlIdps.id));
    return ok(rows);
  });

  mount(
    app,
    db,
    'POST',
    SAML_PATHS.session,
    async ({ req, params }) => {
      const key = typeof params.key === 'string' ? params.key.trim() : '';
      if (!/^[A-Za-z0-9_-]{43}$/.test(key)) throw badRequest(SAML_MSG.keyExpired);
      const [spent] = await db
        .update(samlHandoffs)
        .set({ usedAt: new Date() })
        .where(and(eq(samlHandoffs.keyHash, sha256Hex(key)), isNull(samlHandoffs.usedAt), gt(samlHandoffs.expiresAt, sql`now()`)))
        .returning();
      if (!spent) throw badRequest(SAML_MSG.keyExpired);
      const [member] = await db.select({ enabled: members.enabled }).from(members).where(eq(members.id, spent.memberId));
      if (!member?.enabled) throw new AppError(403, SAML_MSG.noAccount);
      const answer = await issueToken(db, req, spent.memberId, 'saml');
      // The session's SAML side: what Single Logout names, and the reader's eduPersonTargetedID.
      const [session] = await db.select({ id: sessionTokens.id }).from(sessionTokens).where(eq(sessionTokens.tokenHash, sha256Hex(answer.access_token)));
      await db.insert(samlSessions).values({
        sessionId: session.id,
        idpId: spent.idpId,
        nameId: spent.nameId,
        nameIdFormat: spent.nameIdFormat,
        sessionIndex: spent.sessionIndex,
        targetedId: spent.targetedId,
      });
      return ok(answer, '登录成功');
    },
    { config: { rateLimit: RATE.login } },
  );
}
