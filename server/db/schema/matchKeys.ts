import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { TITLE_NOISE_CHARS } from '../../../src/shared/references';

/**
 * The ignored characters of src/shared/references.ts `titleKey` as a PostgreSQL bracket expression
 * (ARE syntax, the same on PGlite and a server): `]` first and `-` last are literal there, `[` may
 * not precede `:`/`.`/`=`, the controls and `;` are written as escapes (drizzle-kit's snapshot
 * splits an index definition at `;`) and `'` doubled for the literal.
 */
const TITLE_NOISE_SQL = `'[][${[...TITLE_NOISE_CHARS]
  .filter((c) => !'[]-;\t\r\n'.includes(c))
  .join('')
  .replace(/'/g, "''")}\\x3b\\t\\r\\n-]'`;

/**
 * A title column as `titleKey` compares it: lower case, spaces and punctuation dropped. The title
 * indexes of the matched tables (schema/content.ts) are on this very expression (a literal pattern, not a parameter), so a match is an index probe.
 */
export function titleKeySql(column: AnyPgColumn | SQL): SQL {
  return sql`regexp_replace(lower(${column}), ${sql.raw(TITLE_NOISE_SQL)}, '', 'g')`;
}

/** A standard number as `standardKey` compares it: upper case, without spaces and dashes. */
export function standardKeySql(column: AnyPgColumn | SQL): SQL {
  return sql`regexp_replace(upper(${column}), '[-—–－ 　]', '', 'g')`;
}

/**
 * The elements of a `;`-separated list column (authors, institutions, keywords), for `&&` / `@>`
 * against a GIN index on the same expression. `chr(59)` is `;`: drizzle-kit cannot keep a literal
 * `;` in an index expression, and PostgreSQL folds the call to the constant in index and query alike.
 */
export function listSql(column: AnyPgColumn | SQL): SQL {
  return sql`string_to_array(${column}, chr(59))`;
}
