import { inflateRawSync } from 'node:zlib';
import type { Profile } from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SAML_MSG, SAML_PATHS } from '../../../../src/resources/saml';
import type { Db } from '../../../db/client';
import { samlIdps, samlSessions, sessionTokens } from '../../../db/schema';
import { ok } from '../../../http/envelope';
import { mount } from '../../../http/routes';
import { currentMember, revokeSession } from '../../../access/session';
import { RATE } from '../rate';
import { samlFor, takeRequest, type SamlIdpRecord } from './sp';

const SAMLP = 'urn:oasis:names:tc:SAML:2.0:protocol';
const SAML2 = 'urn:oasis:names:tc:SAML:2.0:assertion';

interface LogoutHeader {
  kind: 'LogoutRequest' | 'LogoutResponse';
  issuer: string;
  inResponseTo: string | null;
}

/** Reads an HTTP-Redirect logout message (base64 of deflated XML) before knowing whose keys check it; null when it is none. */
function readLogoutHeader(message: string): LogoutHeader | null {
  let xml: string;
  try {
    xml = inflateRawSync(Buffer.from(message, 'base64')).toString('utf8');
  } catch {
    return null;
  }
  let failed = false;
  const doc = new DOMParser({ errorHandler: { warning: () => undefined, error: () => (failed = true), fatalError: () => (failed = true) } }).parseFromString(xml, 'text/xml');
  const root = doc?.documentElement;
  if (failed || !root || root.namespaceURI !== SAMLP || (root.localName !== 'LogoutRequest' && root.localName !== 'LogoutResponse')) return null;
  const issuer = Array.from(root.childNodes).find((n) => n.nodeType === 1 && (n as unknown as Element).localName === 'Issuer' && (n as unknown as Element).namespaceURI === SAML2);
  return { kind: root.localName, issuer: (issuer?.textContent ?? '').trim(), inResponseTo: root.getAttribute('InResponseTo') || null };
}

export interface SloDeps {
  demo: boolean;
  findIdp: (db: Db, idp: unknown, demo: boolean) => Promise<SamlIdpRecord | null>;
  refusalPage: (req: FastifyRequest, reply: FastifyReply, status: number, msg: string) => FastifyReply;
}

/**
 * CARSI Single Logout (issue 33; docs/decisions/carsi-single-logout.md), both ways, on the
 * HTTP-Redirect binding, with node-saml building and checking the messages:
 * - **SP-initiated**: `POST /auth/saml/logout` ends the reader's session here and answers the
 *   school IdP's SLO URL carrying our LogoutRequest (NameID and SessionIndex of the sign-in,
 *   signed when we have a key); the IdP ends its session and sends its LogoutResponse back to
 *   `GET /api/auth/saml/slo`, which must answer a request of ours (spent once) and goes home.
 * - **IdP-initiated**: the IdP's LogoutRequest at `GET /api/auth/saml/slo` — it must be signed with
 *   the IdP's key (node-saml accepts an unsigned redirect message; we do not: anyone could end a
 *   reader's session) — ends every session of that NameID (and SessionIndex) from that IdP and
 *   answers with our LogoutResponse to the IdP's SLO URL.
 */
export function sloRoutes(app: FastifyInstance, db: Db, { demo, findIdp, refusalPage }: SloDeps): void {
  mount(
    app,
    db,
    'POST',
    SAML_PATHS.logout,
    async (ctx) => {
      const s = await currentMember(ctx);
      if (!s) return ok({ redirect: null }, SAML_MSG.loggedOut);
      await revokeSession(db, s.sessionId);
      const [row] =
        s.loginType === 'saml'
          ? await db.select({ session: samlSessions, idp: samlIdps }).from(samlSessions).innerJoin(samlIdps, eq(samlIdps.id, samlSessions.idpId)).where(eq(samlSessions.sessionId, s.sessionId))
          : [];
      if (!row || !row.idp.sloUrl || !row.session.nameId) return ok({ redirect: null }, SAML_MSG.loggedOut);
      const reader = { nameID: row.session.nameId, nameIDFormat: row.session.nameIdFormat, sessionIndex: row.session.sessionIndex || undefined } as Profile;
      const redirect = await samlFor(db, ctx.req, row.idp, '/').getLogoutUrlAsync(reader, '', {});
      return ok({ redirect }, SAML_MSG.loggedOut);
    },
    { config: { rateLimit: RATE.session } },
  );

  app.get(SAML_PATHS.slo, { config: { rateLimit: RATE.login } }, async (req, reply) => {
    const query = (req.query ?? {}) as Record<string, string>;
    const message = typeof query.SAMLRequest === 'string' ? query.SAMLRequest : typeof query.SAMLResponse === 'string' ? query.SAMLResponse : '';
    if (!message) return refusalPage(req, reply, 400, SAML_MSG.logoutMissing);
    const header = readLogoutHeader(message);
    if (!header || (header.kind === 'LogoutRequest') !== (typeof query.SAMLRequest === 'string')) return refusalPage(req, reply, 400, SAML_MSG.logoutMalformed);
    const idp = header.issuer ? await findIdp(db, header.issuer, demo) : null;
    if (!idp || idp.entityId !== header.issuer) return refusalPage(req, reply, 403, SAML_MSG.unknownIdp);
    if (header.kind === 'LogoutRequest' && (typeof query.Signature !== 'string' || typeof query.SigAlg !== 'string')) return refusalPage(req, reply, 403, SAML_MSG.logoutUnsigned);
    const saml = samlFor(db, req, idp, '/');
    let profile: Profile | null;
    try {
      ({ profile } = await saml.validateRedirectAsync(query, req.url.slice(req.url.indexOf('?') + 1)));
    } catch (e) {
      if (header.inResponseTo) await takeRequest(db, idp.id, header.inResponseTo);
      req.log.info({ idp: idp.entityId, reason: e instanceof Error ? e.message.slice(0, 200) : 'unknown' }, 'saml logout message refused');
      return refusalPage(req, reply, 403, SAML_MSG.logoutRefused);
    }
    if (header.kind === 'LogoutResponse') {
      // The answer to our LogoutRequest: its id is spent; our session ended when the reader signed out.
      if (!header.inResponseTo || (await takeRequest(db, idp.id, header.inResponseTo)) === null) return refusalPage(req, reply, 403, SAML_MSG.logoutRefused);
      return reply.header('Cache-Control', 'no-store').redirect('/', 302);
    }
    await endSessionsOf(db, idp.id, profile!);
    // An IdP that declares no SLO URL of its own gets no answer to send to: the browser goes home.
    if (!idp.sloUrl) return reply.header('Cache-Control', 'no-store').redirect('/', 302);
    const answer = await saml.getLogoutResponseUrlAsync(profile!, typeof query.RelayState === 'string' ? query.RelayState : '', {}, true);
    return reply.header('Cache-Control', 'no-store').redirect(answer, 302);
  });
}

/** Revokes the live sessions of a NameID signed in through an IdP (only that SessionIndex's when the request names one). */
async function endSessionsOf(db: Db, idpId: number, profile: Profile): Promise<void> {
  const ofReader = and(
    eq(samlSessions.idpId, idpId),
    eq(samlSessions.nameId, String(profile.nameID ?? '')),
    ...(profile.sessionIndex ? [eq(samlSessions.sessionIndex, String(profile.sessionIndex))] : []),
  );
  const ids = (await db.select({ id: samlSessions.sessionId }).from(samlSessions).where(ofReader)).map((r) => r.id);
  if (ids.length) await db.update(sessionTokens).set({ revokedAt: new Date() }).where(and(inArray(sessionTokens.id, ids), isNull(sessionTokens.revokedAt)));
}
