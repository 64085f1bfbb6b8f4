import type { AreaDeclaration } from './declare';

/** The declarations by their `order`, then key: the same order whichever way they were found. */
export function inDeclaredOrder(found: Iterable<AreaDeclaration>): readonly AreaDeclaration[] {
  return [...found].sort((a, b) => a.order - b.order || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
