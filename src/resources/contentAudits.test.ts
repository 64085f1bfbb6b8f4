import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resourceList } from './index';
import { AUDITED_ENTITY_LABELS } from './contentAudits';

/** Every .ts file under a folder (tests left out). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return file.endsWith('.ts') && !file.endsWith('.test.ts') ? [file] : [];
  });
}

describe('操作日志 names every area it logs', () => {
  it('every resource with management calls is a 内容类型 with its own label', () => {
    const managed = resourceList.filter((r) => r.calls.create || r.calls.update || r.calls.remove || r.calls.publish);
    expect(managed.length).toBeGreaterThan(30);
    for (const r of managed) expect(AUDITED_ENTITY_LABELS[r.name], r.name).toBe(r.label);
  });

  it('every entity the server writes by name has a label (no raw name on the screen)', () => {
    const written = sources(path.resolve('server')).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bentity: '(\w+)'/g)].map((m) => m[1]));
    expect(written.length).toBeGreaterThan(0);
    for (const entity of written) expect(AUDITED_ENTITY_LABELS[entity], entity).toBeTruthy();
  });
});
