import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARTICLE_READING_CALL } from '../../resources/articleReading';
import { ARTICLE_NETWORK_CALL } from '../../resources/articles';

// Beside src/shared/readerItems.doc.test.ts (the item table): docs/api-reader.md against the calls.

/**
 * Every call the reader's client code makes (collections, comments, reading log, 纠错, the searches,
 * the 知网节 and HTML reading) has its method and path in docs/api-reader.md: a call added to the
 * portal without its row fails here. Paths are read from the sources as written (`${id}` → `{id}`).
 */
const CLIENT_SOURCES = ['src/portal/reader/api.ts', 'src/portal/search/api.ts'];

function clientCalls(): string[] {
  const calls = new Set<string>();
  for (const file of CLIENT_SOURCES) {
    const source = readFileSync(file, 'utf8');
    const constants = new Map([...source.matchAll(/const (\w+) = '([^']+)';/g)].map(([, name, value]) => [name, value]));
    for (const [, method, path] of source.matchAll(/call(?:Page)?(?:<[^(]*?>)?\('(GET|POST|DELETE|PUT)', [`']([^`']+)[`']/g)) {
      const resolved = path.replace(/\$\{(\w+)\}/g, (whole, name: string) => constants.get(name) ?? `{${name === 'commentId' ? 'commentId' : 'id'}}`);
      calls.add(`${method} ${resolved}`);
    }
  }
  calls.add(`${ARTICLE_READING_CALL.method} ${ARTICLE_READING_CALL.path}`);
  calls.add(`${ARTICLE_NETWORK_CALL.method} ${ARTICLE_NETWORK_CALL.path}`);
  return [...calls].sort();
}

describe('docs/api-reader.md documents every call the reader makes', () => {
  const doc = readFileSync('docs/api-reader.md', 'utf8');
  const calls = clientCalls();

  it('finds the calls in the client sources (the reading, the network, the searches, the log)', () => {
    expect(calls).toEqual(expect.arrayContaining(['GET /exhibition/journal/article/{id}/read', 'GET /es/citations', 'DELETE /readingLog/{id}', 'POST /w_abm/wkapi/v1/ancientBook/collect/addCollect']));
    expect(calls.length).toBeGreaterThan(15);
  });

  it.each(calls)('%s', (call) => {
    const [method, path] = call.split(' ');
    // A row or sentence naming the method and then the path in backticks (a query may follow the path).
    const named = new RegExp(`${method}\\s+\`?${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?[^\`]*)?\``);
    expect(named.test(doc), `add ${call} to docs/api-reader.md`).toBe(true);
  });
});
