import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage } from './browser';

/**
 * Accessibility: axe-core (the engine behind Lighthouse's accessibility audit) runs inside the
 * page after it has rendered its data. A serious or critical violation fails the test with the
 * rule, its help text and the first offending elements, so the message says what to fix.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('accessibility (axe-core: no serious or critical violations)', () => {
  const pages: Array<[string, string, (page: Page) => Promise<unknown>]> = [
    ['the home page', '/', (p) => p.getByTestId('search-box-home').waitFor()],
    ['a list (journals)', '/journal', (p) => p.locator('a[href^="/journal/"]').first().waitFor()],
    ['a list (ancient books, with its search bar)', '/ancient', (p) => p.locator('a[href^="/ancient/"]').first().waitFor()],
    ['a detail (an article)', '/article/1', (p) => p.getByRole('heading', { level: 1 }).waitFor()],
    ['search results', '/search?kw=图书', (p) => p.getByTestId('search-results').locator('li').first().waitFor()],
  ];
  for (const [name, url, ready] of pages) {
    it(name, async () => {
      // Our CSP forbids inline scripts; the test injects axe itself, so it bypasses the CSP.
      const { page, context } = await newPage(browser, { bypassCSP: true });
      await page.goto(url);
      await ready(page);
      // Let fonts, images and late data settle so axe sees the finished page.
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
