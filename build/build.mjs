// `npm run build` / scripts/test.mjs: the browser build, then the server render beside it in
// <outDir>/.ssr (a dot folder the static file server never serves). Usage: node build/build.mjs [outDir]
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const outDir = path.resolve(process.argv[2] ?? 'dist');
const run = (args) => {
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
run(['--outDir', outDir, '--emptyOutDir']);
run(['--ssr', 'src/entry-server.tsx', '--outDir', path.join(outDir, '.ssr'), '--emptyOutDir']);
