import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AreaDeclaration } from './declare';
import { inDeclaredOrder } from './order';

/**
 * Every area declaration of src/areas/declared/, found by reading the folder: how Node (the server
 * run by tsx, scripts, Vitest) discovers them. Bundles (the browser and the server render) resolve
 * `#found-areas` to ./found.vite.ts instead, which asks Vite's `import.meta.glob` for the same files
 * (package.json "imports", condition `vite-bundle` set in vite.config.ts). Both export the same list.
 */
// A path, not a URL object: under jsdom (component tests) URL is jsdom's, which fs refuses, and
// import.meta.url may be no file: URL at all; then the folder is found from the repository root.
const folder = import.meta.url.startsWith('file:') ? path.join(path.dirname(fileURLToPath(import.meta.url)), 'declared') : path.resolve('src/areas/declared');
const files = readdirSync(folder)
  .filter((name) => /^[a-z][A-Za-z0-9]*\.ts$/.test(name))
  .sort();

export const FOUND_AREAS: readonly AreaDeclaration[] = inDeclaredOrder(
  await Promise.all(files.map(async (name) => ((await import(pathToFileURL(path.join(folder, name)).href)) as { area: AreaDeclaration }).area)),
);
