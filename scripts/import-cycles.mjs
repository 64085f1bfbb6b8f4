// Import circles in src/ and server/, type-only imports included (part of `npm run lint`).
// ESLint's import-x/no-cycle skips `import type`, yet a circle made of types still ties two modules
// into one (src/resources/articles ↔ periods was one), so this counts every relative import:
// static, `import type`, re-exports and dynamic `import()`. Prints each circle; exits 1 if any.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'src', 'server'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.tsx?$/.test(f) && existsSync(f));
const known = new Set(files);
const specifier = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

const graph = new Map();
for (const file of files) {
  const deps = new Set();
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(specifier)) {
    const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
    const hit = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((p) => known.has(p));
    if (hit) deps.add(hit);
  }
  graph.set(file, deps);
}

// Tarjan's strongly connected components, iteratively (no recursion limit on deep chains).
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const circles = [];
let next = 0;
for (const root of graph.keys()) {
  if (index.has(root)) continue;
  const work = [[root, [...graph.get(root)], 0]];
  index.set(root, next);
  low.set(root, next++);
  stack.push(root);
  onStack.add(root);
  while (work.length) {
    const frame = work[work.length - 1];
    const [v, deps] = frame;
    if (frame[2] < deps.length) {
      const w = deps[frame[2]++];
      if (!index.has(w)) {
        index.set(w, next);
        low.set(w, next++);
        stack.push(w);
        onStack.add(w);
        work.push([w, [...graph.get(w)], 0]);
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
      continue;
    }
    work.pop();
    if (work.length) {
      const parent = work[work.length - 1][0];
      low.set(parent, Math.min(low.get(parent), low.get(v)));
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) circles.push(component.sort());
    }
  }
}

for (const circle of circles) console.error(`import circle: ${circle.join(' ↔ ')}`);
if (circles.length) process.exit(1);
console.log(`import circles: none in ${files.length} files`);
