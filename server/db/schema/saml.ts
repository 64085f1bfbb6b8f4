import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { members, parties } from './members';
import { sessionTokens } from './auth';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** CARSI's attribute names (eduPerson, as OIDs: what CARSI IdPs release). */
export const EDU_PERSON_SCOPED_AFFILIATION = 'urn:oid:1.3.6.1.4.1.5923.1.1.1.9';
export const EDU_PERSON_TARGETED_ID = 'urn:oid:1.3.6.1.4.1.5923.1.1.1.10';
export const DEFAULT_ALLOWED_AFFILIATIONS = 'member,student,faculty,staff';

/**
 * A SAML 2.0 identity provider (a school's CARSI IdP, issue 33) of an institution: its readers who
 * sign in there become the institution's readers here. Entity id, SSO URL and signing certificates
 * come from the IdP's metadata (pasted, or fetched from `metadata_url` by an explicit refresh).
 */
export const samlIdps = pgTable(
  'saml_idp',
  {
    id: serial('id').primaryKey(),
    orgPartyId: integer('org_party_id')
      .notNull()
      .references(() => parties.id, { onDelete: 'cascade' }),
    /** The school's name as the portal's picker shows it. */
    name: varchar('name', { length: 100 }).notNull(),
    entityId: varchar('entity_id', { length: 500 }).notNull(),
    /** The IdP's SingleSignOnService (HTTP-Redirect binding). */
    ssoUrl: varchar('sso_url', { length: 1000 }).notNull(),
    /** The IdP's SingleLogoutService (HTTP-Redirect binding) from its metadata; empty: the IdP does no Single Logout. */
    sloUrl: varchar('slo_url', { length: 1000 }).notNull().default(''),
    /** Signing certificates, PEM (an IdP rolling its key lists two). */
    certs: text('certs').array().notNull(),
    metadataUrl: varchar('metadata_url', { length: 1000 }).notNull().default(''),
    metadataXml: text('metadata_xml').notNull().default(''),
    affiliationAttribute: varchar('affiliation_attribute', { length: 200 }).notNull().default(EDU_PERSON_SCOPED_AFFILIATION),
    targetedIdAttribute: varchar('targeted_id_attribute', { length: 200 }).notNull().default(EDU_PERSON_TARGETED_ID),
    /** Comma-separated eduPersonAffiliation values let in (the part before `@` of the scoped value). */
    allowedAffiliations: varchar('allowed_affiliations', { length: 200 }).notNull().default(DEFAULT_ALLOWED_AFFILIATIONS),
    enabled: boolean('enabled').notNull().default(true),
    createTime: at('create_time').notNull().defaultNow(),
    updateTime: at('update_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saml_idp_entity').on(t.entityId), index('saml_idp_org').on(t.orgPartyId)],
);

/** AuthnRequests we sent: a response's InResponseTo must name one (single use, `return_to` kept here, not trusted from the IdP). */
export const samlRequests = pgTable('saml_request', {
  id: varchar('id', { length: 100 }).primaryKey(),
  idpId: integer('idp_id')
    .notNull()
    .references(() => samlIdps.id, { onDelete: 'cascade' }),
  returnTo: varchar('return_to', { length: 500 }).notNull(),
  issuedAt: at('issued_at').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/** Assertion ids already accepted, kept until the assertion expires: the same assertion twice is refused. */
export const samlAssertions = pgTable(
  'saml_assertion',
  {
    idpId: integer('idp_id')
      .notNull()
      .references(() => samlIdps.id, { onDelete: 'cascade' }),
    assertionId: varchar('assertion_id', { length: 200 }).notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.idpId, t.assertionId] })],
);

/**
 * The one-time key the ACS hands the portal in the redirect (`?samlKey=`), exchanged once for a
 * session token — so no token ever travels in a URL or a log line. Only its SHA-256 is stored.
 */
export const samlHandoffs = pgTable('saml_handoff', {
  keyHash: varchar('key_hash', { length: 64 }).primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  idpId: integer('idp_id')
    .notNull()
    .references(() => samlIdps.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  /** What the assertion said of the reader, carried to the session (samlSessions). */
  nameId: varchar('name_id', { length: 500 }).notNull().default(''),
  nameIdFormat: varchar('name_id_format', { length: 200 }).notNull().default(''),
  sessionIndex: varchar('session_index', { length: 200 }).notNull().default(''),
  targetedId: varchar('targeted_id', { length: 500 }).notNull().default(''),
});

/**
 * A CARSI session's SAML side: which IdP signed the reader in, the NameID and SessionIndex its
 * Single Logout names (both ways: our LogoutRequest carries them, the IdP's is matched on them),
 * and the reader's eduPersonTargetedID (the school's stable pseudonym for this reader at this SP).
 */
export const samlSessions = pgTable(
  'saml_session',
  {
    sessionId: integer('session_id')
      .primaryKey()
      .references(() => sessionTokens.id, { onDelete: 'cascade' }),
    idpId: integer('idp_id')
      .notNull()
      .references(() => samlIdps.id, { onDelete: 'cascade' }),
    nameId: varchar('name_id', { length: 500 }).notNull(),
    nameIdFormat: varchar('name_id_format', { length: 200 }).notNull().default(''),
    sessionIndex: varchar('session_index', { length: 200 }).notNull().default(''),
    targetedId: varchar('targeted_id', { length: 500 }).notNull().default(''),
  },
  (t) => [index('saml_session_name').on(t.idpId, t.nameId)],
);

/**
 * A personal account bound to an institution by signing in while a CARSI session was active: the
 * member reads as that institution's reader until `expires_at` (docs/decisions/carsi-saml.md).
 */
export const samlBindings = pgTable(
  'saml_binding',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    orgPartyId: integer('org_party_id')
      .notNull()
      .references(() => parties.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    /** The eduPersonTargetedID of the CARSI sign-in that made (or last renewed) the binding; empty when the IdP released none. */
    targetedId: varchar('targeted_id', { length: 500 }).notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.orgPartyId] })],
);
