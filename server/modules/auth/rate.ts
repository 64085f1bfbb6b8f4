/**
 * Per-route limits per client address (SMS and uploads: per signed-in member, else per address) (`config.rateLimit`). They apply when app.ts registers
 * @fastify/rate-limit (rateLimitMax > 0); tests that build the app with 0 are not limited.
 */
import { perAddressCampusSized, perAddressOrCampusSession, perMemberPerMinute } from '../../http/rateKey';

const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });

export const RATE = {
  /** Password, SMS, institution and older sign-in calls. */
  login: perMinute(10),
  /**
   * IP sign-in: the portal tries it on every first load, so a campus behind one NAT address signs
   * in hundreds of readers a minute from it. Sized for that inside a known institution's ranges;
   * elsewhere it only ever answers 当前IP不在机构授权范围内.
   */
  ipLogin: perAddressCampusSized(600, 30),
  /** Every call that sends an SMS. */
  sms: perMemberPerMinute('sms', 5),
  captcha: perMinute(30),
  /** Availability checks and pwdErrCount (they answer whether a name or phone is taken). */
  check: perMinute(30),
  /** Registration, password and phone changes, ticket checks. */
  account: perMinute(10),
  /** The WeChat QR page polls every second or two. */
  wechatPoll: perMinute(120),
  /**
   * getInfo and roleList: read on every navigation (spec §4), and many readers may share one
   * address; from an institution's ranges each signed-in session counts on its own.
   */
  info: perAddressOrCampusSession('info', 300),
  /** Refresh, switchRole, logout. */
  session: perMinute(30),
  upload: perMemberPerMinute('upload', 10),
} as const;
