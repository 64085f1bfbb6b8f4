/**
 * An institution's COUNTER_SUSHI credential (issue 33): what its ERM (Celus, JUSP…) sends to
 * `/api/sushi/r51/`. Served under the institution calls; the institution's admin reads and makes
 * it, the platform admin names `orgPartyId`. The API key is answered once, when made or rotated.
 */
const BASE = '/uc_m/wkapi/v1/wenku_party/organization/sushiCredential';

export const SUSHI_CREDENTIAL_CALLS = {
  /** → SushiCredentialView | null */
  get: { method: 'get', path: BASE },
  /** Makes the credential, or gives it a new API key (the old one stops working) → SushiCredentialIssued */
  rotate: { method: 'post', path: `${BASE}/rotate` },
} as const;

/** The SUSHI server's address, for the card's instructions. */
export const SUSHI_BASE_PATH = '/api/sushi/r51';

export interface SushiCredentialView {
  customerId: string;
  requestorId: string;
  rotatedAt: string;
}

export interface SushiCredentialIssued extends SushiCredentialView {
  /** Shown once: only its hash is kept. */
  apiKey: string;
}

export const SUSHI_MSG = {
  rotated: 'SUSHI 凭证已生成，请立即复制 API Key：关闭后将无法再次查看',
} as const;
