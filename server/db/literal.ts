/**
 * A value written into a statement's text as a SQL literal, for the statements that take no bound
 * parameters (EXPLAIN, EXECUTE). Strings are escape strings (E'…', backslashes and quotes doubled),
 * read the same whatever standard_conforming_strings says; a negative number is parenthesized, so
 * that `x-$1` can never become the comment `x--1`. Undefined for a value that cannot be written
 * safely (a string holding NUL, which ends the protocol's query text; arrays, objects).
 */
export function sqlLiteral(value: unknown): string | undefined {
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isFinite(value) ? (value < 0 ? `(${value})` : String(value)) : undefined;
  if (typeof value === 'bigint') return value < 0n ? `(${value})` : String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : `'${value.toISOString()}'`;
  if (typeof value === 'string') return value.includes('\0') ? undefined : `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  return undefined;
}
