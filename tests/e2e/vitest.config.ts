import { defineConfig } from 'vitest/config';
import { LongestFirst } from '../setup/longestFirst.ts';
import { e2eWorkers } from './workers.ts';

// End-to-end: the built portal served by the real server (fresh on-disk PGlite), driven by Chromium.
// Files run side by side, one per worker, each worker against a server and database of its own
// (globalSetup.ts starts one per worker; browser.ts picks its own by VITEST_POOL_ID).
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    pool: 'forks',
    // admin-menus and the other long journeys start first, also on a fresh clone (no duration cache).
    sequence: { sequencer: LongestFirst },
    maxWorkers: e2eWorkers(),
    // Tests marked concurrent (admin-menus' walks) run two at a time: they mostly wait.
    maxConcurrency: 2,
    // A whole user journey takes ~20 s alone and twice that beside a second `npm test` on 2 cores.
    testTimeout: 120_000,
    // expect.poll gives up after 1 s by default; the same 30 s as WAIT_MS (tests/e2e/browser.ts).
    expect: { poll: { timeout: 30_000 } },
    hookTimeout: 120_000,
  },
});
