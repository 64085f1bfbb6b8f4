// `npm test`: typecheck, lint, unit + component + API tests (Vitest), then the built portal end to end in
// Chromium. Prints one closing line "Tests: N passed, N failed" and writes test-results/summary.json.
//
// The stages run side by side (the machine has 2 cores and no stage keeps both busy alone: tsc,
// ESLint and the build are single-threaded; the e2e stage waits on Chromium and the server as much
// as it computes):
//   - the Vitest suite, the longest stage, from the start (it needs no build);
//   - typecheck, lint and the build beside it;
//   - the e2e suite once those three have passed (against that build).
// Started after the checks, Vitest ended some two minutes after the e2e suite, with one core idle.
// The Vitest stage streams its output; the others write to a log that is printed when they end, so
// the output stays readable. A failed check stops the run (Vitest included).
//
// Two runs may go side by side on one machine (two worktrees, or CI jobs sharing a runner): each
// builds the portal into a folder of its own and serves that (STATIC_DIR), never dist/, so one run's
// build cannot swap chunks under the other's browser; its Vitest reports are written there too and
// copied to test-results/ at the end. Ports, databases and data directories are per run already.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const results = 'test-results';
const runDir = mkdtempSync(path.join(tmpdir(), 'wenku-test-run-'));
const staticDir = path.join(runDir, 'dist');
const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
  rmSync(runDir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedStages = [];
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
    const child = spawn(cmd, args, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    children.add(child);
    if (!live) {
      const out = createWriteStream(log);
      child.stdout.pipe(out);
      child.stderr.pipe(out);
    }
    child.on('close', (status) => {
      children.delete(child);
      if (!live) console.log(`\n—— ${name} ——\n${readFileSync(log, 'utf8').trimEnd()}`);
      console.log(`—— ${name}: ${status === 0 ? 'passed' : `FAILED (exit ${status})`} in ${elapsed(since)}`);
      if (report && existsSync(report)) {
        const json = JSON.parse(readFileSync(report, 'utf8'));
        totals.passed += json.numPassedTests ?? 0;
        totals.failed += json.numFailedTests ?? 0;
        totals.skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
        failures.push(...failuresIn(json));
      }
      if (status !== 0) failedStages.push(name);
      resolve();
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

// One Vitest worker: the checks, then the e2e stage (server + Chromium), take the other core.
const vitest = stage('unit, component and API tests', 'npx', ['vitest', 'run', '--maxWorkers=1', ...vitestJson('vitest')], { report: reportOf('vitest'), live: true });
const vitestChild = [...children][0];
await Promise.all([
  stage('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']),
  stage('lint (ESLint, layering, import circles)', 'npm', ['run', '--silent', 'lint']),
  stage('build', 'node', ['build/build.mjs', staticDir]),
]);
if (failedStages.length === 0) {
  await Promise.all([
    vitest,
    stage('end-to-end tests in Chromium', 'npx', ['vitest', 'run', '--config', 'tests/e2e/vitest.config.ts', ...vitestJson('e2e')], {
      report: reportOf('e2e'),
      env: { STATIC_DIR: staticDir },
    }),
  ]);
} else {
  vitestChild?.kill('SIGTERM');
  await vitest;
}

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
