import { readdirSync } from 'node:fs';
import type { AreaDeclaration } from './declare';
import { inDeclaredOrder } from './order';

/**
 * Every area declaration of src/areas/declared/, found by reading the folder: how Node (the server
 * run by tsx, scripts, Vitest) discovers them. Bundles (the browser and the server render) resolve
 * `#found-areas` to ./found.vite.ts instead, which asks Vite's `import.meta.glob` for the same files
 * (package.json "imports", condition `vite-bundle` set in vite.config.ts). Both export the same list.
 */
const folder = new URL('./declared/', import.meta.url);
const files = readdirSync(folder)
  .filter((name) => /^[a-z][A-Za-z0-9]*\.ts$/.test(name))
  .sort();

export const FOUND_AREAS: readonly AreaDeclaration[] = inDeclaredOrder(
  await Promise.all(files.map(async (name) => ((await import(new URL(name, folder).href)) as { area: AreaDeclaration }).area)),
);
