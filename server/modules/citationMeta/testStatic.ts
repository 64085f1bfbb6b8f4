import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A stand-in for the Vite build's index.html: the generic title and description every page starts with. */
export const INDEX_HTML = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="通用描述" />
    <title>文库数字图书馆</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** A static folder holding only INDEX_HTML (the server only needs index.html to exist), and its removal. */
export function staticDirWithIndex(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'wenku-static-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The contents of every `<meta name|property="key" content="…">` of a page, in order. */
export const metaValues = (html: string, key: string): string[] =>
  [...html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)].filter((m) => m[1] === key).map((m) => m[2]!);
