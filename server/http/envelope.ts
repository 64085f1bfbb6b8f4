import type { Envelope, PageEnvelope } from '../../src/shared/envelope';

/** A handled failure: its Chinese `msg` reaches the client, with `code` mirrored in the HTTP status. */
export class AppError extends Error {
  constructor(
    public readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (msg: string) => new AppError(400, msg);
export const notFound = (msg = '请求的内容不存在或已被删除') => new AppError(404, msg);

export function ok(data?: undefined, msg?: string): Envelope<never>;
export function ok<T>(data: T, msg?: string): Envelope<T> & { data: T };
export function ok<T>(data?: T, msg = '操作成功'): Envelope<T> {
  return data === undefined ? { code: 200, msg } : { code: 200, msg, data };
}

export function page<T>(rows: T[], total: number, msg = '查询成功'): PageEnvelope<T> {
  return { code: 200, msg, rows, total };
}

/**
 * HTTP status for an envelope code: the code itself when it is an HTTP status; business codes
 * outside that range (such as 1101404 for an IP that may not sign in) are sent as 400.
 */
export function httpStatusFor(code: number): number {
  return Number.isInteger(code) && code >= 200 && code <= 599 ? code : 400;
}
