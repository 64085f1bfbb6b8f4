import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FOUND_AREAS } from './found';

/**
 * The content-area kit's promise (issue 32, docs/adding-a-content-type.md): a type on the kit is
 * named by exactly three product files — its declaration, its table and its seed. A registry that
 * lists it by hand (a route file, a module list, a menu, a map of labels) names it a fourth time,
 * and fails here. Tests, docs and migrations may name it.
 */
const productFiles = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'src', 'server'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith('server/db/migrations/'));

const ownFiles = (key: string) => [`src/areas/declared/${key}.ts`, `server/db/schema/areas/${key}.ts`, `server/db/seed/areas/${key}.ts`];

/** What names a type: its key or Refine name as a whole word, its Chinese label as a whole string. */
function namesOf(key: string, resourceName: string, label: string): RegExp {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\b(?:${escape(key)}|${escape(resourceName)})\\b|(['"\`])${escape(label)}\\1`);
}

/** Files that hold a kit type's label for a reason of their own, never the type. */
const SAME_WORD_ELSEWHERE: Record<string, string> = {
  // GB/T 7714's document type codes of parsed references (P 专利), not the content type.
  'src/shared/references.ts': '专利',
};

/**
 * The hand-declared types (src/shared/contentTypes.ts, server/content/<key>.ts, …) not yet moved
 * onto the kit. This list may only shrink: a type moved onto the kit leaves it, and no new type
 * may be added here (it is declared on the kit instead).
 */
const NOT_YET_MOVED = [
  'journal', 'period', 'article', 'book', 'newspaper', 'news', 'ancient', 'localHistory', 'thesis', 'law', 'standard',
  'conference', 'studio', 'works', 'famousTeacher', 'photo', 'calligraphy', 'industryNews', 'composition',
  'recitation', 'headmaster', 'famousSchool', 'universityActivity', 'scholar', 'publisher', 'teacher', 'writer', 'teaching',
  'school', 'studyPlace', 'topic', 'databases',
];

describe('the content-area kit', () => {
  it('has at least one type (专利), and each is found with its table and seed', () => {
    expect(FOUND_AREAS.map((a) => a.key)).toContain('patent');
    for (const a of FOUND_AREAS) for (const file of ownFiles(a.key)) expect(productFiles, `${a.key} needs ${file}`).toContain(file);
  });

  it.each(FOUND_AREAS.map((a) => [a.key, a] as const))('%s is named by its declaration, table and seed alone', (key, a) => {
    const names = namesOf(key, a.resource.name, a.contentType.label);
    const naming = productFiles.filter((f) => SAME_WORD_ELSEWHERE[f] !== a.contentType.label && names.test(readFileSync(f, 'utf8')));
    expect(naming.sort()).toEqual(ownFiles(key).sort());
  });

  it('keeps the hand-declared types to the list of those not yet moved, which only shrinks', async () => {
    const { CONTENT_TYPES } = await import('../shared/contentTypes');
    expect(Object.keys(CONTENT_TYPES)).toEqual(NOT_YET_MOVED);
    const kit = new Set(FOUND_AREAS.map((a) => a.key));
    expect(NOT_YET_MOVED.filter((k) => kit.has(k))).toEqual([]);
  });
});
