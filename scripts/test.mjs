// `npm test`: typecheck, lint, unit + component + API tests (Vitest), and the built portal end to end in
// Chromium. Prints one closing line "Tests: N passed, N failed" and writes test-results/summary.json.
//
// First, scripts/ensure-browser.sh: without Chromium or the CJK font the run installs them (as root)
// or stops at once with the command to run.
//
// Then the stages run side by side; the machine's cores are the limit, and no stage keeps them all
// busy alone (tsc, ESLint and the build are single-threaded; the e2e files wait on Chromium and
// their server as much as they compute):
//   - the Vitest suite from the start (it needs no build), with VITEST_WORKERS workers (default: one
//     a core);
//   - typecheck, lint and the build beside it;
//   - the e2e suite as soon as the build exists, with E2E_WORKERS workers (default one a core: tests/e2e/workers.ts), each
//     against a server and database of its own. It does not wait for typecheck and lint: a failed
//     check still fails the run, and stops every stage still running.
// Figures and the choice of worker counts: docs/decisions/fast-test-suite.md.
// The Vitest stage streams its output; the others write to a log that is printed when they end, so
// the output stays readable.
//
// Two runs may go side by side on one machine (two worktrees, or CI jobs sharing a runner): each
// builds the portal into a folder of its own and serves that (STATIC_DIR), never dist/, so one run's
// build cannot swap chunks under the other's browser; its Vitest reports are written there too and
// copied to test-results/ at the end. Ports, databases and data directories are per run already.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';

const results = 'test-results';
const runDir = mkdtempSync(path.join(tmpdir(), 'wenku-test-run-'));
const staticDir = path.join(runDir, 'dist');
const children = new Set();
/** Ends a stage with everything it started (npx, Vitest, its workers, servers and browsers). */
const stop = (child) => {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
};
process.on('exit', () => {
  for (const child of children) stop(child);
  rmSync(runDir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedStages = [];
/** Stages ended by the run itself after another one failed: not failures of their own. */
const stopped = new Set();
/** Every failed test (or file that failed outside a test), repeated at the very end of the output: CI
 * shows the run's last lines, and the Vitest stage's own summary scrolls away behind the e2e stage's. */
const failures = [];
const started = Date.now();
const elapsed = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Runs one stage; `live` streams its output, otherwise it is printed in one block when the stage ends. */
function stage(name, cmd, args, { report, env, live = false } = {}) {
  const since = Date.now();
  const log = path.join(runDir, `${name.replace(/\W+/g, '-')}.log`);
  return new Promise((resolve) => {
    if (live) console.log(`\n—— ${name} ——`);
    // A process group of its own, so that stopping the stage stops all it started.
    const child = spawn(cmd, args, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env }, detached: true });
    child.stageName = name;
    children.add(child);
    if (!live) {
      const out = createWriteStream(log);
      child.stdout.pipe(out);
      child.stderr.pipe(out);
    }
    child.on('close', (status) => {
      children.delete(child);
      if (!live) console.log(`\n—— ${name} ——\n${readFileSync(log, 'utf8').trimEnd()}`);
      const outcome = status === 0 ? 'passed' : stopped.has(name) ? 'stopped (another stage failed)' : `FAILED (exit ${status})`;
      console.log(`—— ${name}: ${outcome} in ${elapsed(since)}`);
      if (report && existsSync(report)) {
        const json = JSON.parse(readFileSync(report, 'utf8'));
        totals.passed += json.numPassedTests ?? 0;
        totals.failed += json.numFailedTests ?? 0;
        totals.skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
        failures.push(...failuresIn(json));
      }
      if (status !== 0 && !stopped.has(name)) failedStages.push(name);
      resolve(status === 0);
    });
  });
}

/** `file › test: first line of the error` for each failure in a Vitest JSON report. */
function failuresIn(json) {
  const firstLine = (messages) => String(messages?.[0] ?? '').split('\n').find((line) => line.trim()) ?? '';
  const out = [];
  for (const file of json.testResults ?? []) {
    const name = path.relative(process.cwd(), file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) out.push(`${name} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages)}`);
    if (failed.length === 0 && file.status === 'failed') out.push(`${name}: ${firstLine([file.message])}`);
  }
  return out;
}

// Before any stage: the e2e stage needs Debian's Chromium and a CJK font. As root they are installed
// here (as .ci/run does); otherwise the run stops now with the one command to run, rather than
// failing in every e2e file half an hour later.
const browser = spawnSync('bash', ['scripts/ensure-browser.sh'], { stdio: 'inherit' });
if (browser.status !== 0) {
  mkdirSync(results, { recursive: true });
  writeFileSync(`${results}/summary.json`, JSON.stringify({ ...totals, failedStage: 'browser (scripts/ensure-browser.sh)' }));
  console.error('\nnpm test failed in stage: browser (scripts/ensure-browser.sh)');
  console.log(`\nTests: 0 passed, 0 failed (${elapsed(started)})`);
  process.exit(1);
}

const reportOf = (name) => path.join(runDir, `${name}.json`);
const vitestJson = (name) => ['--reporter=default', '--reporter=json', `--outputFile=${reportOf(name)}`];

/** Stops every stage still running: the run has failed already. */
function stopAll() {
  for (const child of children) {
    stopped.add(child.stageName);
    stop(child);
  }
}
/** A check (typecheck, lint, the build) that fails stops the run, as it always did. */
const check = (promise) => promise.then((passed) => passed || stopAll());

const cores = availableParallelism();
const vitestWorkers = Number(process.env.VITEST_WORKERS) || Math.max(2, cores);
const e2eWorkers = Number(process.env.E2E_WORKERS) || Math.max(2, cores);
console.log(`${cores} cores: Vitest with ${vitestWorkers} workers, the e2e suite with ${e2eWorkers} (VITEST_WORKERS, E2E_WORKERS)`);

// A failed test fails the run but stops nothing: the other suite's results are worth having.
const vitest = stage('unit, component and API tests', 'npx', ['vitest', 'run', `--maxWorkers=${vitestWorkers}`, ...vitestJson('vitest')], {
  report: reportOf('vitest'),
  live: true,
});
const build = check(stage('build', 'node', ['build/build.mjs', staticDir]));
// The e2e suite needs only the build: it starts the moment the build has passed.
const e2e = build.then(() => {
  if (failedStages.length > 0) return undefined;
  return stage('end-to-end tests in Chromium', 'npx', ['vitest', 'run', '--config', 'tests/e2e/vitest.config.ts', `--maxWorkers=${e2eWorkers}`, ...vitestJson('e2e')], {
    report: reportOf('e2e'),
    env: { STATIC_DIR: staticDir, E2E_WORKERS: String(e2eWorkers) },
  });
});
await Promise.all([
  vitest,
  check(stage('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'])),
  check(stage('lint (ESLint, layering, import circles)', 'npm', ['run', '--silent', 'lint'])),
  e2e,
]);

mkdirSync(results, { recursive: true });
for (const name of ['vitest', 'e2e']) {
  if (existsSync(reportOf(name))) copyFileSync(reportOf(name), path.join(results, `${name}.json`));
  else rmSync(path.join(results, `${name}.json`), { force: true });
}
const failedStage = failedStages.join(', ') || null;
writeFileSync(`${results}/summary.json`, JSON.stringify({ ...totals, failedStage }));
if (failedStage) console.error(`\nnpm test failed in stage: ${failedStage}`);
if (failures.length) console.error(`\nFailed:\n${failures.map((line) => `  ${line.slice(0, 400)}`).join('\n')}`);
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''} (${elapsed(started)})`);
process.exit(failedStage ? 1 : 0);
