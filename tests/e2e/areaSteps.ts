import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { WAIT_MS } from './browser';

/** The rows of an area list once loaded (links to details; the skeleton has none). */
export async function areaRows(page: Page) {
  const list = page.getByTestId('area-list');
  await list.locator('[data-testid="area-row"]').first().waitFor();
  return list.locator('[data-testid="area-row"]');
}

/** The list's result count once settled and satisfying `predicate` (the old count lingers after a filter change). */
export async function areaTotal(page: Page, predicate: (n: number) => boolean): Promise<number> {
  let last = NaN;
  await expect
    .poll(
      async () => {
        // The count is shown only once the list has settled (no request under way).
        await page.locator('[data-testid="area-results"][aria-busy="false"]').waitFor({ timeout: WAIT_MS });
        const strong = page.getByTestId('area-total').locator('strong');
        last = (await strong.count()) > 0 ? Number(await strong.innerText()) : NaN;
        return predicate(last);
      },
      { timeout: WAIT_MS },
    )
    .toBe(true);
  return last;
}

/** Plays the page's video (by its test id) until time passes, and answers whether the file came by a range request (206). */
export async function playsFromRange(page: Page, testId: string, ranged: Promise<boolean>) {
  const video = page.getByTestId(testId);
  await video.waitFor();
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: WAIT_MS }).toBeGreaterThan(0.5);
  expect(await ranged).toBe(true);
}
