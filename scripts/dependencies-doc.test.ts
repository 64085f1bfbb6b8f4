import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

/**
 * docs/decisions/dependencies.md says why each package is there. Its table's first column names
 * packages the way a reader writes them ("fastify 5 + @fastify/{cookie,static}", "qrcode (dev)",
 * "@types/*"); this reads them back so the table and package.json cannot drift apart.
 */
function namedPackages(markdown: string): string[] {
  const names: string[] = [];
  for (const line of markdown.split('\n')) {
    const cell = /^\|\s*([^|]+?)\s*\|/.exec(line)?.[1];
    if (cell === undefined || cell === 'package' || /^-+$/.test(cell)) continue;
    const text = cell.replace(/`/g, '').replace(/\([^)]*\)/g, '');
    // Split on "+" and "," outside braces: "@fastify/{cookie,static}" is one item.
    let depth = 0;
    let item = '';
    const items: string[] = [];
    for (const ch of text) {
      if (ch === '{') depth += 1;
      if (ch === '}') depth -= 1;
      if (depth === 0 && (ch === '+' || ch === ',')) {
        items.push(item);
        item = '';
      } else item += ch;
    }
    items.push(item);
    for (const raw of items) {
      const name = raw.trim().split(/\s+/)[0];
      if (!name) continue;
      const brace = /^(.*)\{([^}]*)\}(.*)$/.exec(name);
      if (brace) names.push(...brace[2].split(',').map((part) => `${brace[1]}${part.trim()}${brace[3]}`));
      else names.push(name);
    }
  }
  return names;
}

const doc = readFileSync('docs/decisions/dependencies.md', 'utf8');
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const declared = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})];

function covers(named: string, pkg: string): boolean {
  return named.endsWith('/*') ? pkg.startsWith(named.slice(0, -1)) : named === pkg;
}

describe('docs/decisions/dependencies.md', () => {
  const named = namedPackages(doc);

  it('reads the shorthand of the table', () => {
    const table = '| package | why |\n|---|---|\n| fastify 5 + @fastify/{cookie,static} | a |\n| qrcode (dev) | b |\n| `@types/*` | c |';
    expect(namedPackages(table)).toEqual(['fastify', '@fastify/cookie', '@fastify/static', 'qrcode', '@types/*']);
  });

  it('names every dependency in package.json', () => {
    const unnamed = declared.filter((pkg) => !named.some((entry) => covers(entry, pkg)));
    expect(unnamed, 'add a row saying why to docs/decisions/dependencies.md').toEqual([]);
  });

  it('names no package that package.json does not have', () => {
    const stale = named.filter((entry) => !declared.some((pkg) => covers(entry, pkg)));
    expect(stale, 'remove or correct the row in docs/decisions/dependencies.md').toEqual([]);
  });
});
