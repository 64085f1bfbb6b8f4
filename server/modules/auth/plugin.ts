import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { FILE_NAME_RE, PUBLIC_STORAGE_AREAS, localFileStorage, type FileStorage } from '../../storage';
import { IMAGE_CONTENT_TYPE, type ImageKind } from '../../storage/sniff';
import { currentMember, type SignedIn } from '../../access/session';
import { createSmsProvider, type SmsProvider, type SmsSettings } from './sms-provider';
import { simulatorWechatProvider, type WechatProvider } from './wechat';

/** What the accounts modules need from start-up. */
export interface AccountServices {
  production: boolean;
  /** The dev endpoints are registered (DEV_ENDPOINTS=1, never in production). */
  devEndpoints: boolean;
  sms: SmsProvider;
  /** null until a real provider is configured (the simulator only with the dev endpoints): WeChat sign-in answers 微信登录暂未开通. */
  wechat: WechatProvider | null;
  storage: FileStorage;
  /** DATA_DIR/files: the local directory behind `storage` (also holds derived files such as preview PDFs). */
  filesDir: string;
}

export interface AccountsOptions {
  db: Db;
  production: boolean;
  devEndpoints: boolean;
  filesDir: string;
  sms?: SmsSettings | SmsProvider;
  wechat?: WechatProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountServices;
  }
  interface FastifyRequest {
    /** The signed-in member of this request (Authorization header), or null; resolved once. */
    signedIn(): Promise<SignedIn | null>;
  }
}

const isProvider = (v: SmsSettings | SmsProvider | undefined): v is SmsProvider => !!v && typeof (v as SmsProvider).send === 'function';

/**
 * Registered by app.ts before the modules: the SMS and WeChat providers (start-up fails in
 * production without a real SMS provider), file storage, `req.signedIn()`, and the read-only
 * `/files/<area>/<name>` routes.
 */
export function setupAccounts(app: FastifyInstance, options: AccountsOptions): void {
  if (options.production && options.devEndpoints) {
    throw new Error('DEV_ENDPOINTS=1 is not allowed with NODE_ENV=production. 生产环境不能开启开发接口（DEV_ENDPOINTS=1）。');
  }
  const sms = isProvider(options.sms) ? options.sms : createSmsProvider(options.sms ?? {}, options.production, app.log);
  const services: AccountServices = {
    production: options.production,
    devEndpoints: options.devEndpoints,
    sms,
    wechat: options.wechat ?? (options.devEndpoints ? simulatorWechatProvider() : null),
    storage: localFileStorage(options.filesDir),
    filesDir: options.filesDir,
  };
  app.decorate('accounts', services);
  const db = options.db;
  app.decorateRequest('signedIn', function (this: FastifyRequest) {
    return currentMember({ db, req: this });
  });

  // Uploaded avatars and admin images: only names the server generated (no dots, no slashes), read-only.
  for (const area of PUBLIC_STORAGE_AREAS) {
    app.get(`/files/${area}/:name`, async (req, reply) => {
      const { name } = req.params as { name: string };
      const data = FILE_NAME_RE.test(name) ? await services.storage.get(area, name) : null;
      if (!data) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      const ext = name.slice(name.lastIndexOf('.') + 1) as ImageKind;
      return reply
        .type(IMAGE_CONTENT_TYPE[ext])
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Disposition', 'inline')
        .send(data);
    });
  }
}
