import type { Browser, Locator, Page } from 'playwright-core';
import { apiUrl } from '../../src/shared/apiPath';
import { JOURNAL_MANAGE_BASE } from '../../src/resources/journals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalDetails } from '../../src/resources/journals';
import { baseURL, launch, snap } from './browser';
import { api, signedInContext } from './accountsSteps';

// Issue 4: the journal administrator (demo_journal, README demo accounts) manages their own
// journal — /usercenter/magazine → 期次管理 → 新增 → the new issue on the portal's journal page,
// where the 编辑权限 bar links back to the management screens.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const signedIn = (username: string) => signedInContext(browser, username);

/** Chooses an option of an antd select by its label. */
async function pick(page: Page, select: Locator, label: string) {
  await select.click();
  const option = page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${label}"]`);
  await option.waitFor();
  await option.click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').waitFor({ state: 'hidden' });
}

describe('magazine management', () => {
  it('the journal administrator creates an issue and sees it on the journal page, with the 编辑权限 bar', async () => {
    const { context, page, token } = await signedIn('demo_journal');
    await page.goto('/usercenter/magazine');
    await page.getByTestId('magazine-page').waitFor();
    const myJournals = page.getByTestId('my-journals');
    const firstJournal = myJournals.locator('a[href^="/journal/"]').first();
    await firstJournal.waitFor();
    expect(await myJournals.locator('a[href^="/journal/"]').count()).toBe(2);
    const journalId = Number((await firstJournal.getAttribute('href'))!.split('/').pop());
    const journalName = (await firstJournal.innerText()).trim();
    await snap(page, 'magazine-home');

    // The first free issue number of this year, so the test does not depend on the seed's issues.
    const details = await api<JournalDetails>(`/api/show/exhibition/journal/details/${journalId}`);
    const year = new Date().getFullYear();
    const issue = Math.max(0, ...(details.years.find((y) => y.year === year)?.issues.map((i) => i.issue) ?? [])) + 1;

    // 期次 of that journal: the management list, filtered to it.
    await myJournals.locator('tr', { hasText: journalName }).getByRole('button', { name: '期次管理' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/managedPeriods');
    await page.locator('.ant-table-row').first().waitFor();
    const journalsShown = async () => [...new Set((await page.locator('.ant-table-row td:nth-child(2)').allInnerTexts()).map((t) => t.trim()))];
    await expect.poll(journalsShown).toEqual([journalName]);
    await snap(page, 'magazine-periods');

    // 新增: the generic form; a wrong year is refused with the server's Chinese rule before sending.
    await page.getByRole('button', { name: '新增' }).click();
    const form = page.getByTestId('resource-form');
    await form.waitFor();
    // 期刊 is a picker of the editor's journals by name (two here: nothing preselected).
    await pick(page, form.getByLabel('期刊', { exact: true }), journalName);
    await form.getByLabel('年', { exact: true }).fill('1800');
    await form.getByLabel('期', { exact: true }).fill(String(issue));
    await form.getByLabel('出版日期').fill(`${year}-01-15`);
    await snap(page, 'magazine-period-form');
    await page.getByRole('button', { name: /保\s*存/ }).first().click();
    await form.getByText('年份必须是1900到2100之间的整数').waitFor();
    await snap(page, 'magazine-period-invalid');
    await form.getByLabel('年', { exact: true }).fill(String(year));
    await page.getByRole('button', { name: /保\s*存/ }).first().click();
    await page.waitForURL((u) => u.pathname === '/admin/managedPeriods');
    await page.locator('.ant-table-row', { hasText: `${year}` }).first().waitFor();
    await expect.poll(() => page.locator('.ant-spin-blur').count()).toBe(0);
    await snap(page, 'magazine-period-created');

    // The other screens render from the same declarations: articles in every status, the journal form.
    await page.goto(`/admin/managedArticles`);
    await page.locator('.ant-table-row').first().waitFor();
    // Rows carry journalId and the browser knows the member's journals: the edit buttons show.
    await page.locator('.ant-table-row').first().getByRole('button', { name: /编\s*辑/ }).waitFor();
    await snap(page, 'magazine-articles');
    // A new article's 期次 are the chosen journal's issues by label, the new one among them.
    await page.goto(`/admin/managedArticles/create`);
    const articleForm = page.getByTestId('resource-form');
    await pick(page, articleForm.getByLabel('期刊', { exact: true }), journalName);
    await pick(page, articleForm.getByLabel('期次', { exact: true }), `${year}年第${issue}期`);
    await snap(page, 'magazine-article-form');
    await page.goto(`/admin/managedJournals/edit/${journalId}`);
    await expect.poll(() => page.getByTestId('resource-form').getByLabel('刊名', { exact: true }).inputValue()).toBe(journalName);
    await snap(page, 'magazine-journal-edit');

    // The portal's journal page lists the new issue under its year, opened on it.
    const after = await api<JournalDetails>(`/api/show/exhibition/journal/details/${journalId}`);
    const created = after.years.find((y) => y.year === year)?.issues.find((i) => i.issue === issue);
    expect(created).toBeTruthy();
    await page.goto(`/journal/${journalId}?period=${created!.periodId}`);
    await page.getByTestId('journal-detail-page').waitFor();
    await page.getByTestId('year-issue-nav').locator(`a[aria-current="page"][title^="${year}年第${issue}期"]`).waitFor();
    const bar = page.getByTestId('journal-edit-bar');
    await bar.waitFor();
    expect(await bar.innerText()).toContain('编辑权限');
    expect(await bar.getByRole('link', { name: '期次管理' }).getAttribute('href')).toContain('/admin/managedPeriods');
    await snap(page, 'magazine-journal-page');

    // The same bar on an article of the journal.
    const list = await fetch(`${baseURL()}/api/show/es/getArticlesList`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ journalId, pageNum: 1, pageSize: 1 }),
    }).then((r) => r.json() as Promise<{ rows: Array<{ id: number }> }>);
    await page.goto(`/article/${list.rows[0].id}`);
    await page.getByTestId('article-page').waitFor();
    await page.getByTestId('journal-edit-bar').getByRole('link', { name: '文章管理' }).waitFor();
    await snap(page, 'magazine-article-bar');

    // Delete the new (empty) issue again: the other e2e files share this server, and a lone new
    // issue would become this journal's newest on the home page.
    const removed = await fetch(`${baseURL()}${apiUrl(`${JOURNAL_MANAGE_BASE}/period/${created!.periodId}`)}`, {
      method: 'DELETE',
      headers: { Authorization: token },
    }).then((r) => r.json() as Promise<{ code: number; msg: string }>);
    expect(removed).toMatchObject({ code: 200, msg: '删除成功' });
    await context.close();
  });

  it('no 编辑权限 bar for a reader, nor on another journal', async () => {
    const { context, page } = await signedIn('demo_member');
    const asks: string[] = [];
    page.on('request', (r) => r.url().includes('/editPermission/') && asks.push(r.url()));
    await page.goto('/journal/1');
    // The session is refreshed (the member's roles are known) and the page is drawn: the bar has
    // decided by now. A reader's page never asks for edit permission, so none can arrive later.
    await page.locator('html[data-auto-login="refreshed"]').waitFor({ state: 'attached' });
    await page.getByTestId('journal-detail-page').waitFor();
    await page.getByTestId('catalogue').or(page.getByText('本刊暂无已出版的期次')).first().waitFor();
    expect(asks).toEqual([]);
    expect(await page.getByTestId('journal-edit-bar').count()).toBe(0);
    await context.close();

    // demo_journal manages journals 1 and 2: on journal 3 the server answers canEdit false.
    const admin = await signedIn('demo_journal');
    const asked = admin.page.waitForResponse((r) => r.url().includes('/editPermission/3'));
    await admin.page.goto('/journal/3');
    expect((await (await asked).json()).data).toMatchObject({ canEdit: false });
    await admin.page.getByTestId('journal-detail-page').waitFor();
    await admin.page.getByTestId('catalogue').or(admin.page.getByText('本刊暂无已出版的期次')).first().waitFor();
    expect(await admin.page.getByTestId('journal-edit-bar').count()).toBe(0);
    await admin.context.close();
  });
});
