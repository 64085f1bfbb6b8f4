import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { members, samlIdps } from '../schema';
import { DEMO_IDP } from '../../modules/auth/saml/demoIdp';

/**
 * demo_org's CARSI entry for the demo IdP (README, "Institutions"). The server honours it only
 * with DEV_ENDPOINTS=1 (its key is in the repository); elsewhere it is neither listed nor accepted.
 */
export async function seedSamlDemo(db: Db): Promise<void> {
  const [org] = await db.select({ partyId: members.partyId }).from(members).where(eq(members.username, 'demo_org'));
  if (!org) throw new Error('seedSamlDemo: run seedAccounts first (demo_org)');
  await db.insert(samlIdps).values({ orgPartyId: org.partyId, name: DEMO_IDP.name, entityId: DEMO_IDP.entityId, ssoUrl: DEMO_IDP.ssoUrl, certs: [DEMO_IDP.cert] });
}
