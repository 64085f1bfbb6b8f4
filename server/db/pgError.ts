/**
 * The SQLSTATE of a failed query, however deep the driver and Drizzle wrapped it (PostgreSQL and
 * PGlite both put it on `code`; Drizzle's DrizzleQueryError carries the driver's error as `cause`).
 */
export function pgErrorCode(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/**
 * A data exception (SQLSTATE class 22: a number out of range for its column, text that is not a
 * number or a date, a value too long). Only a request's own values cause one, so it is the
 * client's error (400), never a 500 — the safety net under each route's own validation.
 */
export function dataException(err: unknown): boolean {
  return pgErrorCode(err)?.startsWith('22') ?? false;
}
