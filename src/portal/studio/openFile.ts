import { call } from '../../providers/http';
import { STUDIO_CALLS } from '../../resources/studios';

export interface AccessCode {
  code: string;
  url: string;
  expiresAt: string;
}

/** Asks for a short-lived access code to a studio file; the answer's `url` opens it. */
export async function accessCode(kind: 'data' | 'video' | 'annex', id: number, accessMethod: 'preview' | 'download' = 'preview'): Promise<AccessCode> {
  const c = kind === 'data' ? STUDIO_CALLS.codeData : kind === 'video' ? STUDIO_CALLS.codeVideo : STUDIO_CALLS.codeAnnex;
  const env = await call<AccessCode>(c.method, c.path, { body: { id, accessMethod } });
  return env.data!;
}
