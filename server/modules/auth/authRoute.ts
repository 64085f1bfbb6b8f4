import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { HttpMethod } from '../../../src/resources/define';
import { mount, type Handler } from '../../http/routes';
import { RATE } from './rate';

/** Spec §7: the base of the sign-in, password and phone calls. */
export const AUTH_BASE = '/auth/wkapi/v1/platform';

/**
 * Mounts the auth module's calls: `route('POST', 'forgetPasswordSms', 'sms', handler)` is
 * `${AUTH_BASE}/forgetPasswordSms`, limited per minute as RATE.sms says.
 */
export function authRoutes(app: FastifyInstance, db: Db) {
  return (method: HttpMethod, name: string, limit: keyof typeof RATE, handler: Handler) =>
    mount(app, db, method, `${AUTH_BASE}/${name}`, handler, { config: { rateLimit: RATE[limit] } });
}
