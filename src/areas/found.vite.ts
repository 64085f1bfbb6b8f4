import type { AreaDeclaration } from './declare';
import { inDeclaredOrder } from './order';

/**
 * Every area declaration of src/areas/declared/, found by Vite at build time (the browser bundle
 * and the server render): the bundle's counterpart of ./found.ts, selected by package.json's
 * `#found-areas` import under the `vite-bundle` condition. Eager: the declarations are plain data,
 * and the header and home grid read their content-type entries on the first load.
 */
const modules = import.meta.glob<AreaDeclaration>(['./declared/*.ts', '!./declared/*.test.ts'], { eager: true, import: 'area' });

export const FOUND_AREAS: readonly AreaDeclaration[] = inDeclaredOrder(Object.values(modules));
