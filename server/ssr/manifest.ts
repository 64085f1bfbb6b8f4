/** The part of Vite's client manifest (`build.manifest`) the server reads. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * `<link>`s for the lazily loaded pages a render used: their CSS (so the page is styled before,
 * and without, JavaScript) and their chunks with the chunks they import (so the client loads them
 * in parallel before hydrating). The entry's own files are in index.html already.
 */
export function chunkLinks(manifest: ViteManifest, sources: readonly string[]): string {
  const entryFiles = new Set<string>();
  const collect = (key: string, into: Set<string>, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const dep of chunk.imports ?? []) collect(dep, into, seen);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, entryFiles, new Set());
  const files = new Set<string>();
  const seen = new Set<string>();
  for (const source of sources) collect(source, files, seen);
  const css: string[] = [];
  const js: string[] = [];
  for (const file of files) {
    if (entryFiles.has(file)) continue;
    if (file.endsWith('.css')) css.push(`<link rel="stylesheet" href="/${escapeAttr(file)}">`);
    else if (file.endsWith('.js')) js.push(`<link rel="modulepreload" href="/${escapeAttr(file)}">`);
  }
  return [...css, ...js].join('');
}
