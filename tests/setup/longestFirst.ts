import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take a minute or more, longest first (npm test on 2 cores, 7 December 2026). Vitest
 * starts the longest files first when its cache of past durations says which they are, but a fresh
 * clone (CI) has no cache: it started the largest files first, and the fuzz, the crash test and the
 * e2e admin walk began 200–550 s into the run and ended it alone. Listed here, they start first
 * everywhere; every other file keeps Vitest's order after them.
 */
const LONGEST = [
  // Vitest: unit, component and API
  'server/http/fuzz.test.ts',
  'server/modules/order/crash.test.ts',
  'server/modules/area/contentManagement.test.ts',
  'server/ssr/literalTextDetail.test.ts',
  'server/ssr/literalTextList.test.ts',
  'server/http/campusRate.test.ts',
  'server/db/workerDatabase.test.ts',
  'server/modules/pay/pay.test.ts',
  // e2e
  'tests/e2e/admin-menus.e2e.ts',
  'tests/e2e/server-render.e2e.ts',
  'tests/e2e/access.e2e.ts',
  'tests/e2e/library.e2e.ts',
  'tests/e2e/admin-upload.e2e.ts',
  'tests/e2e/photography.e2e.ts',
];

const rank = (spec: TestSpecification) => {
  const at = LONGEST.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return at < 0 ? LONGEST.length : at;
};

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: projects stay in Vitest's order, and so do unlisted files.
    const projectAt = new Map<string, number>();
    for (const spec of sorted) if (!projectAt.has(spec.project.name)) projectAt.set(spec.project.name, projectAt.size);
    return [...sorted].sort((a, b) => projectAt.get(a.project.name)! - projectAt.get(b.project.name)! || rank(a) - rank(b));
  }
}
