import { availableParallelism } from 'node:os';

/**
 * How many e2e files run side by side, each in a Vitest worker with a server of its own
 * (tests/e2e/globalSetup.ts). E2E_WORKERS overrides. One a core: on the 2-core machine six files
 * took 242 s with one worker, 221 s with two and 288 s with three (each server's start costs CPU
 * the files then lack): docs/decisions/fast-test-suite.md.
 */
export function e2eWorkers(): number {
  const fromEnv = Number(process.env.E2E_WORKERS);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  return Math.max(2, availableParallelism());
}
