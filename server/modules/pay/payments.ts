import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { liveAlipay } from './alipay';
import { CHANNELS, type Channel, type PaymentChannel } from './channel';
import { sandboxChannel } from './sandbox';
import type { PaySettings } from './settings';
import { liveWechat } from './wechat';

/** The online channels of this server: live where configured, else the sandbox (outside production), else closed. */
export interface Payments {
  settings: PaySettings;
  /** live, sandbox, or null: closed (production without that channel's configuration). */
  mode(channel: Channel): 'live' | 'sandbox' | null;
  /** The channel, or null when it is closed. */
  channel(channel: Channel): Promise<PaymentChannel | null>;
  /** Whether any channel runs as the sandbox (its routes and page exist). */
  sandboxOn: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

export function createPayments(db: Db, settings: PaySettings, production: boolean, log: FastifyBaseLogger): Payments {
  const modeOf = (c: Channel) => (settings[c] ? 'live' : production ? null : 'sandbox');
  const built = new Map<Channel, Promise<PaymentChannel>>();
  const make = (c: Channel): Promise<PaymentChannel> => {
    if (c === 'alipay' && settings.alipay) return Promise.resolve(liveAlipay(settings.alipay, log));
    if (c === 'wechat' && settings.wechat) return Promise.resolve(liveWechat(settings.wechat, log));
    return sandboxChannel(db, c);
  };
  return {
    settings,
    mode: modeOf,
    sandboxOn: CHANNELS.some((c) => modeOf(c) === 'sandbox'),
    channel(c) {
      if (modeOf(c) === null) return Promise.resolve(null);
      let p = built.get(c);
      if (!p) {
        // A failed build (say the database was busy generating the sandbox keys) is tried again next time.
        p = make(c).catch((e: unknown) => {
          built.delete(c);
          throw e;
        });
        built.set(c, p);
      }
      return p;
    },
  };
}

/** Registered by app.ts before the modules, like the accounts services. */
export function setupPayments(app: FastifyInstance, db: Db, settings: PaySettings, production: boolean): void {
  const payments = createPayments(db, settings, production, app.log);
  app.decorate('payments', payments);
  for (const c of CHANNELS) {
    const mode = payments.mode(c);
    if (mode === 'sandbox') app.log.info(`payment channel ${c}: sandbox (no merchant configured; /pay/sandbox plays the wallet app)`);
    else if (mode === null) app.log.warn(`payment channel ${c}: closed (not configured)`);
  }
}
