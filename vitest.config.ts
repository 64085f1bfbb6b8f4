import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { LongestFirst } from './tests/setup/longestFirst.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

/** What every component project shares. */
const dom = {
  environment: 'jsdom' as const,
  // antd's first render in jsdom takes seconds on a busy 2-core machine, and each findBy/waitFor
  // may take up to 15 s there (tests/setup/dom.ts): room for a few of them.
  testTimeout: 45_000,
  // Two copies of react-router break useLocation() inside <Refine> (STACK-NOTES).
  server: { deps: { inline: [/@refinedev\//] } },
};

/**
 * Component files that need a fresh module graph: those that call vi.mock, and those marked
 * `// vitest: isolate` (they test what happens once per page load, such as the automatic sign-in).
 * Found by reading them, so a new one is isolated without a list to keep.
 */
const mockingFiles = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx$|\.dom\.test\.ts$/.test(file))
  .map((file) => `src/${file}`)
  .filter((file) => /\bvi\.mock\(|^\/\/ vitest: isolate\b/m.test(readFileSync(file, 'utf8')));

export default defineConfig({
  plugins: [react()],
  // The area declarations through Vite's import.meta.glob, as the bundles find them: a jsdom file's
  // import.meta.url is no file: URL, so src/areas/found.ts's folder read cannot run there.
  resolve: { alias: { '#found-areas': fileURLToPath(new URL('./src/areas/found.vite.ts', import.meta.url)) } },
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where the
    // files wait on PGlite and jsdom as much as they compute. Two finish the suite in 10 min, not 15.
    // (`npm test` passes its own count, VITEST_WORKERS, default one a core: scripts/test.mjs.)
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The longest files start first, also on a fresh clone without Vitest's cache of durations.
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          // Plain logic (declarations, formats, rules, abilities): no DOM. A jsdom environment and
          // its setup cost each file 2–3 s more (23 files: 65 s alone, 27 s in Node), and without
          // isolation the worker imports the shared modules once.
          name: 'logic',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.dom.test.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Components, and the few `.dom.test.ts` files that read cookies, storage or the window.
          // Without isolation: a jsdom and antd/Refine imported once per worker, not once per file
          // (2 s of environment and 3 s of imports a file on a busy machine); tests/setup/domShared.ts
          // puts back after each file what a fresh environment would have.
          name: 'unit',
          ...dom,
          include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
          exclude: mockingFiles,
          setupFiles: ['tests/setup/domShared.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The component files that replace modules (vi.mock): a mock must meet a fresh module
          // graph, or a module an earlier file imported keeps the real one. Isolated as before.
          name: 'unit-mocking',
          ...dom,
          include: mockingFiles.length > 0 ? mockingFiles : ['no-such-file'],
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          globalSetup: ['tests/setup/seededDatabase.ts'],
          // Every API file imports the whole server (~4 s a file on an idle 2-core machine, 10 s on a
          // busy one); without isolation a worker imports it once. Each file still builds its own app
          // on its own database, and server state lives per app or per database (WeakMaps), not per module.
          isolate: false,
          // A few tests build a second app on a fresh, unseeded database inside the test (migrations: 3 s
          // idle, 30 s and more on a machine busy with other work).
          testTimeout: 90_000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
