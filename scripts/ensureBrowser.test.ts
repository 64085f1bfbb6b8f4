import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * scripts/ensure-browser.sh decides, before `npm test` starts a stage, whether the e2e stage can run.
 * Run here with a PATH of stubs only: `id` says who we are, `fc-list` which fonts exist, `chromium`
 * exists or not, and `apt-get` records what it was asked instead of installing.
 */
const script = path.resolve('scripts/ensure-browser.sh');
let bin: string;

function machine({ uid, chromium, font }: { uid: number; chromium: boolean; font: boolean }) {
  bin = mkdtempSync(path.join(tmpdir(), 'wenku-ensure-browser-'));
  const stub = (name: string, body: string) => {
    writeFileSync(path.join(bin, name), `#!/bin/sh\n${body}\n`);
    chmodSync(path.join(bin, name), 0o755);
  };
  for (const tool of ['grep', 'chmod']) symlinkSync(spawnSync('/bin/sh', ['-c', `command -v ${tool}`]).stdout.toString().trim(), path.join(bin, tool));
  stub('id', `echo ${uid}`);
  stub('fc-list', font ? `echo '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc: WenQuanYi Zen Hei:style=Regular'` : 'echo "/usr/share/fonts/x.ttf: DejaVu Sans"');
  // An install that works: after it, chromium is there.
  stub('apt-get', `echo "$@" >> ${bin}/apt.log\ncase "$1" in install) printf '#!/bin/sh\\n' > ${bin}/chromium; chmod +x ${bin}/chromium;; esac`);
  if (chromium) stub('chromium', 'echo Chromium 140');
  const run = (args: string[] = [], env: Record<string, string> = {}) =>
    spawnSync('/bin/bash', [script, ...args], { env: { PATH: bin, ...env }, encoding: 'utf8' });
  const aptCalls = () => (existsSync(path.join(bin, 'apt.log')) ? readFileSync(path.join(bin, 'apt.log'), 'utf8').trim().split('\n') : []);
  return { run, aptCalls };
}

afterEach(() => rmSync(bin, { recursive: true, force: true }));

describe('scripts/ensure-browser.sh', () => {
  it('does nothing when Chromium and the CJK font are there, root or not', () => {
    for (const uid of [0, 1000]) {
      const m = machine({ uid, chromium: true, font: true });
      const result = m.run();
      expect(result.status).toBe(0);
      expect(m.aptCalls()).toEqual([]);
      rmSync(bin, { recursive: true, force: true });
    }
  });

  it('as root, installs what is missing with apt-get update and install', () => {
    const m = machine({ uid: 0, chromium: false, font: false });
    const result = m.run();
    expect(result.status).toBe(0);
    expect(m.aptCalls()).toEqual(['update -q', 'install -y -q chromium fonts-wqy-zenhei']);
  });

  it('as root, installs only the font when Chromium is there, with the extra packages .ci/run asks for', () => {
    const m = machine({ uid: 0, chromium: true, font: false });
    expect(m.run(['postgresql']).status).toBe(0);
    expect(m.aptCalls()).toEqual(['update -q', 'install -y -q postgresql fonts-wqy-zenhei']);
  });

  it('not as root, stops at once with the one command to run and installs nothing', () => {
    const m = machine({ uid: 1000, chromium: false, font: true });
    const result = m.run();
    expect(result.status).toBe(3);
    expect(result.stderr).toContain('sudo apt-get update && sudo apt-get install -y chromium\n');
    expect(m.aptCalls()).toEqual([]);
  });

  it('takes CHROMIUM_PATH as the browser when set, and refuses one that does not exist', () => {
    const m = machine({ uid: 1000, chromium: false, font: true });
    expect(m.run([], { CHROMIUM_PATH: path.join(bin, 'id') }).status).toBe(0);
    const result = m.run([], { CHROMIUM_PATH: path.join(bin, 'no-such-browser') });
    expect(result.status).toBe(3);
    expect(result.stderr).toContain('is not an executable file');
    expect(m.aptCalls()).toEqual([]);
  });
});
