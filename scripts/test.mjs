// `npm test`: typecheck, unit + component + API tests (Vitest), then the built portal end to end in
// Chromium. Prints one closing line "Tests: N passed, N failed" and writes test-results/summary.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const results = 'test-results';
mkdirSync(results, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedStage;

function run(stage, cmd, args, jsonFile) {
  if (failedStage) return;
  console.log(`\n—— ${stage} ——`);
  if (jsonFile) rmSync(jsonFile, { force: true });
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (jsonFile && existsSync(jsonFile)) {
    const report = JSON.parse(readFileSync(jsonFile, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  if (r.status !== 0) failedStage = stage;
}

const vitestJson = (name) => ['--reporter=default', '--reporter=json', `--outputFile=${results}/${name}.json`];
run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
run('unit, component and API tests', 'npx', ['vitest', 'run', ...vitestJson('vitest')], `${results}/vitest.json`);
run('build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
run('end-to-end tests in Chromium', 'npx', ['vitest', 'run', '--config', 'tests/e2e/vitest.config.ts', ...vitestJson('e2e')], `${results}/e2e.json`);

writeFileSync(`${results}/summary.json`, JSON.stringify({ ...totals, failedStage: failedStage ?? null }));
if (failedStage) console.error(`\nnpm test failed in stage: ${failedStage}`);
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedStage ? 1 : 0);
