/**
 * Chinese ID document numbers with their check characters, used by the copyright owners' form and
 * validated again on the server (the same functions: src/resources/copyright.ts).
 */

const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CARD_CHECK = '10X98765432';

/**
 * 居民身份证号码 (GB 11643-1999): 17 digits, a check character (0-9 or X) from the weighted sum
 * mod 11, and a real birth date in digits 7-14.
 */
export function isResidentIdNumber(raw: string): boolean {
  const s = raw.trim().toUpperCase();
  if (!/^[1-9]\d{16}[\dX]$/.test(s)) return false;
  const year = Number(s.slice(6, 10));
  const month = Number(s.slice(10, 12));
  const day = Number(s.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day || birth.getTime() > Date.now()) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(s[i]) * ID_CARD_WEIGHTS[i];
  return ID_CARD_CHECK[sum % 11] === s[17];
}

/** The 31 characters of a credit code (no I, O, S, V, Z). */
const CREDIT_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** 统一社会信用代码 (GB 32100-2015): 18 characters of the charset, the last a weighted check mod 31. */
export function isUnifiedSocialCreditCode(raw: string): boolean {
  const s = raw.trim().toUpperCase();
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(s)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CHARSET.indexOf(s[i]) * CREDIT_WEIGHTS[i];
  const check = (31 - (sum % 31)) % 31;
  return CREDIT_CHARSET[check] === s[17];
}

/** `110101199003071234` → `1101**********1234`: what any screen shows of an ID number. */
export function maskIdNumber(idNo: string): string {
  return idNo.length > 8 ? `${idNo.slice(0, 4)}${'*'.repeat(idNo.length - 8)}${idNo.slice(-4)}` : '****';
}
