/**
 * Rich-text fields (FieldSpec kind `richtext`: 正文, 全文, 目录, 资讯) hold HTML written in the
 * admin's editor and cleaned by the server (server/http/richText.ts). Values saved before they were
 * rich text are plain text, one paragraph a line: these helpers let every reader of such a field
 * take both.
 */

/** An HTML value starts with a tag; plain text (even one holding `a < b`) does not. */
export const looksLikeHtml = (value: string) => /^\s*<[a-z][a-z0-9]*[\s>/]/i.test(value);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A field's value as HTML: HTML as it is, plain text as one <p> per non-blank line. */
export function richTextHtml(value: string | null | undefined): string {
  const v = value ?? '';
  if (looksLikeHtml(v)) return v;
  return v
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/**
 * A field's value as plain text, one line per paragraph, heading, list item or table row: what the
 * search index, the typeset previews and the page descriptions read. Plain text is returned as it is.
 */
export function richTextPlain(value: string | null | undefined): string {
  const v = value ?? '';
  if (!looksLikeHtml(v)) return v;
  return v
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|tr|div|pre)>/gi, '\n')
    .replace(/<\/t[dh]>/gi, '\t')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '')
    .split('\n')
    .map((line) => line.replace(/\t+$/, '').replace(/\t/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

const BLOCK_END = /<\/(?:p|h[1-6]|blockquote|ul|ol|table|pre)>/gi;

/**
 * The free part of an HTML text (a gated 全文): its first whole blocks up to `limit` characters of
 * markup, never a tag cut in two. When even the first block is longer, its text is cut instead.
 */
export function htmlPreview(html: string, limit: number): string {
  let end = 0;
  for (const m of html.matchAll(BLOCK_END)) {
    const after = (m.index ?? 0) + m[0].length;
    if (after > limit) break;
    end = after;
  }
  if (end > 0) return html.slice(0, end);
  const first = richTextPlain(html).split('\n')[0] ?? '';
  return richTextHtml(first.slice(0, Math.max(1, Math.min(first.length - 1, limit))));
}
