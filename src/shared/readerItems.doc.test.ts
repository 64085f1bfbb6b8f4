import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { COMMENTABLE_TYPES, READER_ITEM_TYPES, type ReaderItemKey } from './readerItems';

/**
 * docs/api-reader.md's table of reader item types against the registry: a client writes its
 * `type` numbers from that table, so a type added to src/shared/contentTypes.ts without a row (or a
 * row left behind, a changed label, route or comments flag) fails here.
 */
interface DocRow {
  type: number;
  key: string;
  label: string;
  route: string;
  commentable: boolean;
}

function docRows(markdown: string): DocRow[] {
  const section = markdown.split('\n## ').find((part) => part.startsWith('Items'));
  if (!section) throw new Error('docs/api-reader.md has no "## Items" section');
  return section
    .split('\n')
    .map((line) => /^\|\s*(\d+)\s*\|\s*`([^`]+)`\s*\|\s*(\S+)[^|]*\|\s*`([^`]+)`\s*\|\s*(yes|—)\s*\|$/.exec(line))
    .filter((match) => match !== null)
    .map(([, type, key, label, route, comments]) => ({ type: Number(type), key, label, route, commentable: comments === 'yes' }));
}

/** The route as the registry builds it for item 1 whose parent is 2 (`{id}` → 1, any other placeholder → 2). */
function routeOf(pattern: string): string {
  return pattern.replace('{id}', '1').replace(/\{[^}]+\}/g, '2');
}

const rows = docRows(readFileSync('docs/api-reader.md', 'utf8'));
const registry = (Object.keys(READER_ITEM_TYPES) as ReaderItemKey[]).map((key) => ({ key, ...READER_ITEM_TYPES[key] }));

describe('docs/api-reader.md covers every reader item type', () => {
  it('has one row per type of src/shared/readerItems.ts, and no other', () => {
    expect(rows.map((row) => row.type).sort((a, b) => a - b)).toEqual(registry.map((item) => item.type).sort((a, b) => a - b));
  });

  it.each(registry)('type $type ($key): key, label, route and comments as the registry says', (item) => {
    const row = rows.find((candidate) => candidate.type === item.type);
    expect(row, `add a row for type ${item.type} (${item.label}) to docs/api-reader.md`).toBeDefined();
    expect(row?.key).toBe(item.key);
    expect(row?.label).toBe(item.label);
    expect(routeOf(row?.route ?? '')).toBe(item.path(1, 2));
    expect(row?.commentable).toBe(COMMENTABLE_TYPES.includes(item.type));
  });
});
