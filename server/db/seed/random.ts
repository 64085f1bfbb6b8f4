/**
 * Deterministic helpers for the demo seed: a small seeded PRNG (mulberry32), picking helpers,
 * identifier check digits (ISSN, ISBN-13) and date arithmetic on plain `YYYY-MM-DD` strings.
 * Nothing here reads the clock or Math.random, so every run writes exactly the same rows.
 */

/** The fixed "today" of the demo data, so relative dates (news ranges) never drift between runs. */
export const SEED_REFERENCE_DATE = '2026-11-01';

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `n` distinct items in random order (all of them when `n` ≥ length). */
  sample<T>(items: readonly T[], n: number): T[];
  chance(p: number): boolean;
}

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)],
    sample: (items, n) => {
      const copy = items.slice();
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, Math.min(n, copy.length));
    },
    chance: (p) => next() < p,
  };
}

/** ISSN `NNNN-NNNC`: weights 8..2 over seven digits, check = (11 − sum mod 11) mod 11, 10 → X. */
export function issnFrom(seven: number): string {
  const digits = String(seven).padStart(7, '0').slice(-7);
  const sum = [...digits].reduce((s, d, i) => s + Number(d) * (8 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  return `${digits.slice(0, 4)}-${digits.slice(4)}${check === 10 ? 'X' : check}`;
}

export function isValidIssn(issn: string): boolean {
  const m = /^(\d{4})-(\d{3})([\dX])$/.exec(issn);
  if (!m) return false;
  return issnFrom(Number(m[1] + m[2])) === issn;
}

/** ISBN-13 check digit over the first twelve digits (weights 1, 3 alternating). */
export function isbn13Check(twelve: string): number {
  const sum = [...twelve].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

/** `978-7-{registrant}-{title}-{check}`; registrant + title are eight digits together. */
export function isbnFrom(registrant: string, title: number): string {
  const titleDigits = String(title).padStart(8 - registrant.length, '0').slice(-(8 - registrant.length));
  const twelve = `9787${registrant}${titleDigits}`;
  return `978-7-${registrant}-${titleDigits}-${isbn13Check(twelve)}`;
}

export function isValidIsbn13(isbn: string): boolean {
  const digits = isbn.replace(/-/g, '');
  return /^\d{13}$/.test(digits) && isbn13Check(digits.slice(0, 12)) === Number(digits[12]);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of a calendar day (month 1–12; out-of-range days roll over like Date.UTC). */
export function ymd(year: number, month: number, day: number): string {
  const d = new Date(Date.UTC(year, month - 1, day));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The day `days` before (negative: after) a `YYYY-MM-DD` date. */
export function daysBefore(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return ymd(y, m, d - days);
}

/** Noon Beijing time (UTC+8) of a `YYYY-MM-DD` date, for create_time columns. */
export function noonOf(date: string): Date {
  return new Date(`${date}T04:00:00.000Z`);
}

