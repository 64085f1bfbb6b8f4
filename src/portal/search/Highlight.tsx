import { Fragment } from 'react';

/**
 * The server's highlighted text is escaped HTML with matches in `<em>` (server/search/highlight.ts).
 * It is turned into React nodes here — never set as HTML — so even a forged response cannot
 * inject markup: anything but `<em>`/`</em>` stays text.
 */
export interface HighlightPart {
  text: string;
  em: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export function parseHighlight(html: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let em = false;
  for (const piece of html.split(/(<em>|<\/em>)/)) {
    if (piece === '<em>') em = true;
    else if (piece === '</em>') em = false;
    else if (piece) parts.push({ text: decodeEntities(piece), em });
  }
  return parts;
}

export function Highlight({ html }: { html: string }) {
  return (
    <>
      {parseHighlight(html).map((p, i) => (p.em ? <em key={i}>{p.text}</em> : <Fragment key={i}>{p.text}</Fragment>))}
    </>
  );
}
