/**
 * Escaping for the XML and HTML this server writes by hand (sitemaps, OAI-PMH, the citation meta
 * tags in index.html). One function for both: `&`, `<`, `>`, `"` and `'` become entities, which
 * is safe in element text and in single- or double-quoted attributes alike.
 */

// Characters XML 1.0 forbids even as entities (C0 controls except tab/LF/CR, U+FFFE/U+FFFF, lone
// surrogates). A stray control byte in an abstract would otherwise make a whole OAI page unparsable.
// eslint-disable-next-line no-control-regex -- the control characters are what this pattern removes
const FORBIDDEN_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeXml(value: string | number): string {
  return String(value)
    .replace(FORBIDDEN_XML_CHARS, '')
    .replace(/[&<>"']/g, (c) => ENTITY[c]!);
}

/** `<name attr="…">text</name>`, with text and attributes escaped; empty text gives nothing. */
export function element(name: string, text: string | number | null | undefined, attrs: Record<string, string | number> = {}): string {
  if (text === null || text === undefined || String(text).trim() === '') return '';
  return `<${name}${attributes(attrs)}>${escapeXml(text)}</${name}>`;
}

export function attributes(attrs: Record<string, string | number | undefined>): string {
  return Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeXml(v!)}"`)
    .join('');
}

/** A W3C / ISO 8601 UTC timestamp at second precision (`2026-11-21T22:40:00Z`), as sitemaps and OAI-PMH want. */
export function utcSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
