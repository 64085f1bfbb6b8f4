import { and, asc, eq, getTableColumns, getTableName, gt, like } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import sanitizeHtml from 'sanitize-html';
import type { Db } from '../db/client';
import { siteCounters } from '../db/schema';
import type { FieldSpec } from '../../src/resources/define';
import { richTextHtml } from '../../src/shared/richText';

/**
 * What rich text may hold once saved: what the admin's editor makes (src/admin/RichTextEditor.tsx)
 * and nothing that runs. Scripts, event handlers (onerror …), styles, frames and `javascript:` /
 * `data:` URLs are dropped; links open in a new tab without handing the page over.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'hr', 'table', 'colgroup', 'col', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Dropped with what they hold (not left as text): a script's source is no reader's text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow', ...(attribs.target ? { target: '_blank' } : {}) } }),
  },
};

/** One rich-text value as it may be stored: plain text sent by a client becomes paragraphs first, so every stored value is HTML. */
export const sanitizeRichText = (value: string) => sanitizeHtml(richTextHtml(value), RICH_TEXT);

/**
 * Cleans, in place, every value of a write body whose declared field is rich text (FieldSpec kind
 * `richtext`): the one place every write of such a field passes, driven by the declaration.
 */
export function cleanRichFields(fields: Readonly<Record<string, FieldSpec>>, values: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' && fields[name]?.kind === 'richtext') values[name] = sanitizeRichText(value);
  }
}

/** The stored columns that hold rich text: each write path that cleans a declared field names its table here. */
const richColumns = new Map<string, { table: PgTable; column: PgColumn; name: string }>();

/** Records which columns of `table` hold the declaration's rich-text fields (for the one-time cleaning below). */
export function registerRichTextColumns(table: PgTable, fields: Readonly<Record<string, FieldSpec>> | undefined): void {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  for (const [name, spec] of Object.entries(fields ?? {})) {
    const column = columns[name];
    if (spec.kind === 'richtext' && column) richColumns.set(`${getTableName(table)}.${column.name}`, { table, column, name });
  }
}

/**
 * Raise when the allow-list above changes: the stored values are cleaned again once, at start-up.
 * Version 1: these columns were plain text before (shown escaped), so a value typed then that looks
 * like HTML was never cleaned; rendered as HTML now, it would run. Cleaned once, before serving.
 */
export const RICH_TEXT_CLEAN_VERSION = 1;
const CLEAN_KEY = 'rich_text_clean_version';
const CLEAN_BATCH = 500;

/** Cleans every stored rich-text value once per RICH_TEXT_CLEAN_VERSION (server/serve.ts, before listening). */
export async function cleanStoredRichText(db: Db, log: (msg: string) => void = () => {}): Promise<number> {
  const [row] = await db.select({ value: siteCounters.value }).from(siteCounters).where(eq(siteCounters.key, CLEAN_KEY));
  if ((row?.value ?? 0) >= RICH_TEXT_CLEAN_VERSION) return 0;
  let changed = 0;
  for (const { table, column, name } of richColumns.values()) {
    const id = (getTableColumns(table) as Record<string, PgColumn>).id;
    if (!id) continue;
    // Only values with markup can hold what runs; plain text is escaped when shown.
    for (let after = 0; ; ) {
      const rows = (await db
        .select({ id, value: column })
        .from(table as never)
        .where(and(gt(id, after), like(column, '%<%')))
        .orderBy(asc(id))
        .limit(CLEAN_BATCH)) as Array<{ id: number; value: string | null }>;
      if (rows.length === 0) break;
      for (const r of rows) {
        const clean = sanitizeRichText(r.value ?? '');
        if (clean !== r.value) {
          await db.update(table).set({ [name]: clean } as never).where(eq(id, r.id));
          changed++;
        }
      }
      after = rows[rows.length - 1]!.id;
    }
  }
  await db
    .insert(siteCounters)
    .values({ key: CLEAN_KEY, value: RICH_TEXT_CLEAN_VERSION })
    .onConflictDoUpdate({ target: siteCounters.key, set: { value: RICH_TEXT_CLEAN_VERSION } });
  log(`rich text cleaned for version ${RICH_TEXT_CLEAN_VERSION}: ${changed} stored values changed`);
  return changed;
}
