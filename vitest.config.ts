import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/dom.ts'],
          // antd's first render in jsdom takes seconds on a busy 2-core machine, and each
          // findBy/waitFor may take up to 15 s there (tests/setup/dom.ts): room for a few of them.
          testTimeout: 45_000,
          // Two copies of react-router break useLocation() inside <Refine> (STACK-NOTES).
          server: { deps: { inline: [/@refinedev\//] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          globalSetup: ['tests/setup/seededDatabase.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
