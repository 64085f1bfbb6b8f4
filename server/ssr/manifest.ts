/** The part of Vite's client manifest (`build.manifest`) the server reads. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

/** A built CSS file's text by its path under the static folder, or undefined (then it is linked). */
export type CssText = (file: string) => string | undefined;

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A stylesheet the server-rendered page needs before its first paint, as `<style>` in the page:
 * a `<link>` costs a request that waits behind the chunk preloads on the browser's six connections
 * (the article's first paint waited ~1 s for four files of 1–3 kB under the bench's slow profile).
 * The `<link media="not all">` beside it never applies and is fetched at idle priority, and tells
 * Vite's chunk loader the file is already in, so loading the page's chunk does not add it again.
 */
export function inlineStylesheet(href: string, text: string | undefined): string {
  const link = escapeAttr(href);
  if (text === undefined || /<\/style/i.test(text)) return `<link rel="stylesheet" href="${link}">`;
  return `<style data-href="${link}">${text}</style><link rel="stylesheet" href="${link}" media="not all">`;
}

/** The entry's CSS files (index.html links them), as `/assets/…` paths. */
export function entryCss(manifest: ViteManifest): string[] {
  return Object.values(manifest).flatMap((chunk) => (chunk.isEntry ? (chunk.css ?? []).map((file) => `/${file}`) : []));
}

/**
 * `<link>`s for the lazily loaded pages a render used: their CSS (so the page is styled before,
 * and without, JavaScript; inline when `cssText` has it) and, with `preload`, their chunks with the
 * chunks they import. The entry's own files are in index.html already.
 */
export function chunkLinks(manifest: ViteManifest, sources: readonly string[], { cssText, preload = true }: { cssText?: CssText; preload?: boolean } = {}): string {
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
    if (file.endsWith('.css')) css.push(cssText ? inlineStylesheet(`/${file}`, cssText(file)) : `<link rel="stylesheet" href="/${escapeAttr(file)}">`);
    else if (preload && file.endsWith('.js')) js.push(`<link rel="modulepreload" href="/${escapeAttr(file)}">`);
  }
  return [...css, ...js].join('');
}
