import sanitizeHtml from 'sanitize-html';
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
