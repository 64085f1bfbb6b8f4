import { availableParallelism } from 'node:os';

/**
 * How many e2e files run side by side, each in a Vitest worker with a server of its own
 * (tests/e2e/globalSetup.ts). E2E_WORKERS overrides. A file mostly waits (on Chromium's rendering
 * and the server), so a 2-core machine affords more workers than cores: measured in
 * docs/decisions/fast-test-suite.md.
 */
export function e2eWorkers(): number {
  const fromEnv = Number(process.env.E2E_WORKERS);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  return Math.max(2, availableParallelism() + 1);
}
