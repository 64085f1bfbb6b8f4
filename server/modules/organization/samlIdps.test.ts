import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAML_IDP_CALLS as C, SAML_MSG } from '../../../src/resources/saml';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { signIn } from '../../../tests/helpers/auth';
import { samlIdps } from '../../db/schema';
import { METADATA_MSG } from '../auth/saml/idpMetadata';
import { simulatedIdpMetadata } from '../auth/saml/simulatedIdp';
import { caller, FORBIDDEN, orgSignIn } from './testing';

/** Issue 33: an institution's admin manages its own CARSI IdP entries from pasted metadata. */
const cert = readFileSync(new URL('../../../tests/fixtures/saml/test-idp.crt', import.meta.url), 'utf8');
const metadata = (entityId: string) => simulatedIdpMetadata({ entityId, ssoUrl: 'https://idp.school.edu.cn/idp/profile/SAML2/Redirect/SSO', cert, name: '示例大学' });
const certBody = cert.replace(/-----(BEGIN|END) CERTIFICATE-----|\s+/g, '');

let t: TestApp;
let org: ReturnType<typeof caller>;
let member: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await makeTestApp();
  org = caller(t.app, await orgSignIn(t.app, 'demo_org'));
  member = caller(t.app, await signIn(t.app));
});
afterAll(async () => {
  await t?.close();
});

describe("an institution's IdP entries", () => {
  it('pasted metadata is read into entity id, SSO URL and certificate (nothing stored by parsing)', async () => {
    const res = await org('POST', C.parse.path, { metadataXml: metadata('https://idp.school.edu.cn/idp/shibboleth') });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ entityId: 'https://idp.school.edu.cn/idp/shibboleth', ssoUrl: 'https://idp.school.edu.cn/idp/profile/SAML2/Redirect/SSO', name: '示例大学' });
    expect(res.body.data.certs[0].replace(/-----(BEGIN|END) CERTIFICATE-----|\s+/g, '')).toBe(certBody);
    expect(await t.database.db.select().from(samlIdps).where(eq(samlIdps.entityId, 'https://idp.school.edu.cn/idp/shibboleth'))).toEqual([]);
  });

  it('bad metadata answers what is missing, in Chinese', async () => {
    expect((await org('POST', C.parse.path, { metadataXml: '<not xml' })).body).toMatchObject({ code: 400, msg: METADATA_MSG.notXml });
    expect((await org('POST', C.parse.path, { metadataXml: '<md:EntitiesDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata"/>' })).body).toMatchObject({ code: 400, msg: METADATA_MSG.noIdp });
    expect((await org('POST', C.add.path, { metadataXml: metadata('https://x.edu.cn/idp').replace(/<md:KeyDescriptor.*<\/md:KeyDescriptor>/, '') })).body).toMatchObject({ code: 400, msg: METADATA_MSG.noCert });
  });

  it('adds an entry with CARSI defaults, lists it, edits it, refuses a duplicate entity id, deletes it', async () => {
    const added = await org('POST', C.add.path, { metadataXml: metadata('https://idp.school.edu.cn/idp/shibboleth') });
    expect(added.body).toMatchObject({
      code: 200,
      data: { name: '示例大学', affiliationAttribute: 'urn:oid:1.3.6.1.4.1.5923.1.1.1.9', targetedIdAttribute: 'urn:oid:1.3.6.1.4.1.5923.1.1.1.10', allowedAffiliations: 'member,student,faculty,staff', enabled: true },
    });
    const id = added.body.data.id as number;
    expect((await org('GET', C.list.path)).body.data.map((r: { id: number }) => r.id)).toContain(id);
    const edited = await org('PUT', C.edit.path, { id, allowedAffiliations: 'faculty,staff', enabled: false });
    expect(edited.body.data).toMatchObject({ allowedAffiliations: 'faculty,staff', enabled: false });
    expect((await org('POST', C.add.path, { metadataXml: metadata('https://idp.school.edu.cn/idp/shibboleth') })).body).toMatchObject({ code: 400, msg: SAML_MSG.duplicate });
    expect((await org('POST', C.refresh.path.replace('{id}', String(id)))).body).toMatchObject({ code: 400, msg: SAML_MSG.noMetadataUrl });
    expect((await org('DELETE', C.remove.path.replace('{id}', String(id)))).body.code).toBe(200);
    expect(await t.database.db.select().from(samlIdps).where(eq(samlIdps.id, id))).toEqual([]);
  });

  it('a member who is no institution admin may neither read nor add', async () => {
    expect((await member('GET', C.list.path)).body).toMatchObject(FORBIDDEN);
    expect((await member('POST', C.add.path, { metadataXml: metadata('https://idp.other.edu.cn/idp') })).body).toMatchObject(FORBIDDEN);
    expect(await t.database.db.select().from(samlIdps).where(eq(samlIdps.entityId, 'https://idp.other.edu.cn/idp'))).toEqual([]);
  });
});
