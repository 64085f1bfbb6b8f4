import { defineConfig } from 'vitest/config';

// End-to-end: the built portal served by the real server (fresh on-disk PGlite), driven by Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    fileParallelism: false,
    // Tests marked concurrent (admin-menus' walks) run two at a time: they mostly wait.
    maxConcurrency: 2,
    // A whole user journey takes ~20 s alone and twice that beside a second `npm test` on 2 cores.
    testTimeout: 120_000,
    // expect.poll gives up after 1 s by default; the same 30 s as WAIT_MS (tests/e2e/browser.ts).
    expect: { poll: { timeout: 30_000 } },
    hookTimeout: 120_000,
  },
});
