// `npm test`: typecheck, lint, unit + component + API tests (Vitest), then the built portal end to end in
// Chromium. Prints one closing line "Tests: N passed, N failed" and writes test-results/summary.json.
//
// Two runs may go side by side on one machine (two worktrees, or CI jobs sharing a runner): each
// builds the portal into a folder of its own and serves that (STATIC_DIR), never dist/, so one run's
// build cannot swap chunks under the other's browser; its Vitest reports are written there too and
// copied to test-results/ at the end. Ports, databases and data directories are per run already.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const results = 'test-results';
const runDir = mkdtempSync(path.join(tmpdir(), 'wenku-test-run-'));
const staticDir = path.join(runDir, 'dist');
process.on('exit', () => rmSync(runDir, { recursive: true, force: true }));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const totals = { passed: 0, failed: 0, skipped: 0 };
let failedStage;

function run(stage, cmd, args, { report, env } = {}) {
  if (failedStage) return;
  console.log(`\n—— ${stage} ——`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (report && existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests ?? 0;
    totals.failed += json.numFailedTests ?? 0;
    totals.skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  }
  if (r.status !== 0) failedStage = stage;
}

const reportOf = (name) => path.join(runDir, `${name}.json`);
const vitestJson = (name) => ['--reporter=default', '--reporter=json', `--outputFile=${reportOf(name)}`];
run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
run('lint (ESLint, layering, import circles)', 'npm', ['run', '--silent', 'lint']);
run('unit, component and API tests', 'npx', ['vitest', 'run', ...vitestJson('vitest')], { report: reportOf('vitest') });
run('build', 'node', ['build/build.mjs', staticDir]);
run('end-to-end tests in Chromium', 'npx', ['vitest', 'run', '--config', 'tests/e2e/vitest.config.ts', ...vitestJson('e2e')], {
  report: reportOf('e2e'),
  env: { STATIC_DIR: staticDir },
});

mkdirSync(results, { recursive: true });
for (const name of ['vitest', 'e2e']) {
  if (existsSync(reportOf(name))) copyFileSync(reportOf(name), path.join(results, `${name}.json`));
  else rmSync(path.join(results, `${name}.json`), { force: true });
}
writeFileSync(`${results}/summary.json`, JSON.stringify({ ...totals, failedStage: failedStage ?? null }));
if (failedStage) console.error(`\nnpm test failed in stage: ${failedStage}`);
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedStage ? 1 : 0);
