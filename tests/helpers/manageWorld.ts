import { afterAll, beforeAll } from 'vitest';
import { makeTestApp, type TestApp } from './app';
import { signIn } from './auth';

/**
 * The world of a management test: one seeded app, the platform admin's and a plain member's tokens,
 * and `call` (a token, or none for the anonymous). Registers its own beforeAll / afterAll.
 */
export function manageWorld() {
  const w = {} as { t: TestApp; admin: string; member: string };
  beforeAll(async () => {
    w.t = await makeTestApp();
    w.admin = await signIn(w.t.app, 'admin');
    w.member = await signIn(w.t.app, 'demo_member');
  });
  afterAll(async () => {
    await w.t?.close();
  });
  const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, token?: string, payload?: object) =>
    w.t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { w, call };
}
