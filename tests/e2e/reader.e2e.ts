import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, confirmPopup, launch, pickOption, snap } from './browser';
import { optedOutPage, registerByApi, snapViewport, signedInContext } from './accountsSteps';

// Reader features end to end (issue 5): collect an article and find it under 我的收藏; comment and
// reply on the article page; a signed-out reader pressing 收藏 gets the login dialog.
let browser: Browser;
let articleId: number;
let articleTitle: string;
beforeAll(async () => {
  browser = await launch();
  const hot = (await (await fetch(`${baseURL()}/api/show/exhibition/journal/home/hot?pageNum=1&pageSize=1`)).json()) as { rows: Array<{ id: number; title: string }> };
  articleId = hot.rows[0].id;
  articleTitle = hot.rows[0].title;
});
afterAll(async () => {
  await browser?.close();
});


/** A fresh member signed in through the API, the token handed to a new browser context. */
async function freshMember() {
  const { username } = await registerByApi('reader2026', 'r');
  return signedInContext(browser, username, 'reader2026');
}

describe('reader', () => {
  it('search from the home page → result → its issue catalogue → GB/T 7714 → collect → comment and reply → 我的收藏', async () => {
    const { context, page } = await freshMember();
    // The one search from the home page box finds the article by its title.
    await page.goto('/');
    const box = page.getByTestId('search-box-home');
    await box.getByLabel('检索词').fill(articleTitle);
    await box.getByRole('button', { name: '检索' }).click();
    await page.waitForURL((url) => url.pathname === '/search');
    const result = page.getByTestId('search-results').locator(`a[href="/article/${articleId}"]`).first();
    await result.waitFor();
    await result.click();
    await page.waitForURL((url) => url.pathname === `/article/${articleId}`);
    const title = (await page.locator('h1').first().innerText()).trim();
    expect(title).toBe(articleTitle);

    // Its issue's catalogue lists it; back to the article from there.
    await page.getByTestId('article-source').click();
    await page.waitForURL((url) => /^\/journal\/\d+\/period\/\d+$/.test(url.pathname));
    const inCatalogue = page.getByTestId('catalogue').locator(`a[href="/article/${articleId}"]`);
    await inCatalogue.waitFor();
    await inCatalogue.click();
    await page.getByTestId('article-page').waitFor();

    // GB/T 7714-2015: the article as [J].
    await page.getByTestId('citation-button').click();
    const citation = page.getByTestId('citation-text');
    await citation.waitFor();
    expect(await citation.innerText()).toContain(`${title}[J]`);
    await page.locator('.ant-modal-close').click();
    await citation.waitFor({ state: 'hidden' });

    const collect = page.getByTestId('collect-button');
    await collect.getByText('收藏').waitFor();
    expect(await collect.getAttribute('aria-pressed')).toBe('false');
    await collect.click();
    await page.locator('.ant-message').getByText('收藏成功').waitFor();
    await expect.poll(() => collect.getAttribute('aria-pressed')).toBe('true');
    expect(await collect.innerText()).toContain('已收藏');

    // A first-level comment, then a reply to it; both shown on the page, the markup as text.
    const section = page.getByTestId('comment-section');
    await section.getByText('暂无评论', { exact: false }).waitFor();
    await section.getByTestId('comment-composer').locator('textarea').fill('这篇文章很有启发 <b>不是粗体</b>');
    await section.getByTestId('comment-composer').getByRole('button', { name: /发\s*表/ }).click();
    const first = section.getByTestId('comment-item').first();
    await first.getByText('这篇文章很有启发 <b>不是粗体</b>').waitFor();
    expect(await section.locator('b').count()).toBe(0);
    await first.getByRole('button', { name: '回复' }).click();
    const replyBox = section.getByTestId('reply-composer');
    await replyBox.locator('textarea').fill('同意，尤其是第二部分');
    await replyBox.getByRole('button', { name: /发\s*表/ }).click();
    await section.getByText('同意，尤其是第二部分').waitFor();
    await section.getByText('查看更多回复', { exact: false }).or(section.getByText('收起回复')).first().waitFor();
    await expect.poll(() => section.getByTestId('comment-item').count()).toBe(2);
    await first.getByRole('button', { name: /点赞/ }).click();
    await expect.poll(() => first.getByRole('button', { name: /点赞/ }).getAttribute('aria-pressed')).toBe('true');
    await snap(page, 'reader-article-comments');

    // 我的收藏 lists the article with a link back to it.
    await page.goto('/usercenter');
    await page.getByRole('tab', { name: '我的收藏' }).click();
    const row = page.getByTestId('collection-row').first();
    await row.getByText(title).waitFor();
    expect(await row.getByRole('link', { name: title }).getAttribute('href')).toBe(`/article/${articleId}`);
    expect(await row.innerText()).toContain('文章');
    await snap(page, 'reader-usercenter-collections');

    // Taking it back from the list empties it.
    await row.getByRole('button', { name: '取消收藏' }).click();
    await confirmPopup(page, /确\s*定/);
    // Polled as what the list shows, with any toast: a failure says whether the row stayed, and why.
    const collections = page.getByTestId('my-collections');
    await expect
      .poll(async () => ({
        empty: await collections.getByText('暂无收藏').count(),
        rows: await collections.getByTestId('collection-row').count(),
        toasts: (await page.locator('.ant-message-notice').allInnerTexts()).join(' | '),
      }))
      .toMatchObject({ empty: 1, rows: 0 });
    await context.close();
  });

  it('阅读记录 lists what the reader opened, last read first, and 清空 empties it', async () => {
    const { context, page } = await freshMember();
    await page.goto('/usercenter?tab=reading');
    await page.getByTestId('reading-log').getByText('暂无阅读记录').waitFor();
    // Each detail page records the visit once it has its item: wait for that call, not for the page
    // alone, or the next navigation can leave before it is sent.
    const recorded = () => page.waitForResponse((r) => r.url().includes('/readingLog/add') && r.request().method() === 'POST');
    let record = recorded();
    await page.goto(`/article/${articleId}`);
    await page.locator('h1').getByText(articleTitle).waitFor();
    await record;
    const book = (await (await fetch(`${baseURL()}/api/show/common/book/list?pageNum=1&pageSize=1`)).json()) as { rows: Array<{ id: number; title: string }> };
    record = recorded();
    await page.goto(`/book/${book.rows[0].id}`);
    await page.getByTestId('area-detail-books').getByTestId('reader-actions').waitFor();
    await record;

    await page.goto('/usercenter?tab=reading');
    const rows = page.getByTestId('reading-log-row');
    // Both visits were recorded by the detail pages; the book, read last, comes first.
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(2);
    expect(await rows.nth(0).getByRole('link').getAttribute('href')).toBe(`/book/${book.rows[0].id}`);
    expect(await rows.nth(1).getByRole('link', { name: articleTitle }).getAttribute('href')).toBe(`/article/${articleId}`);
    await snap(page, 'reader-usercenter-reading-log');

    await page.getByTestId('reading-log').getByRole('button', { name: '清空记录' }).click();
    await confirmPopup(page, /清\s*空/);
    await page.getByTestId('reading-log').getByText('暂无阅读记录').waitFor();
    await context.close();
  });

  it('a signed-out reader pressing 收藏 or 发表 gets the login dialog, and can report an error', async () => {
    const { context, page } = await optedOutPage(browser);
    await page.goto(`/article/${articleId}`);
    const collect = page.getByTestId('collect-button');
    await collect.getByText('收藏').waitFor();
    await collect.click();
    const dialog = page.getByTestId('login-dialog');
    await dialog.waitFor();
    await dialog.locator('.ant-modal-close').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('comment-composer').getByRole('button', { name: /发\s*表/ }).click();
    await dialog.waitFor();
    await dialog.locator('.ant-modal-close').click();
    await dialog.waitFor({ state: 'detached' });

    // 纠错 opens its dialog with the five error types; a report needs no sign-in.
    await page.getByTestId('error-correction-button').click();
    const form = page.getByTestId('error-correction-form');
    await form.waitFor();
    await page.getByRole('dialog').getByRole('button', { name: /提\s*交/ }).click();
    await form.getByText('请选择错误类型').first().waitFor();
    await form.getByText('请填写错误描述').waitFor();
    await form.locator('.ant-select').click();
    for (const label of ['错别字', '内容错误', '图片错误', '链接失效', '其他']) await page.locator('.ant-select-item-option').getByText(label, { exact: true }).waitFor();
    await pickOption(page, '错别字');
    await form.locator('.ant-select-selection-item').getByText('错别字').waitFor();
    await form.getByLabel('错误描述').fill('摘要第二行“纠缠”误作“纠廛”');
    await form.getByLabel('联系方式（选填）').fill('reader@example.com');
    await snapViewport(page, 'reader-error-correction');
    // The toast stays three seconds: its wait is under way in the page before the click, so a
    // busy test process that gets to it late cannot miss it. The dialog closes only on success.
    const thanked = page.locator('.ant-message').getByText('感谢您的纠错，我们会尽快核实处理').waitFor();
    // Awaited apart, so a failure tells a click that sent nothing from a report the server refused.
    const sent = page.waitForResponse((r) => r.url().includes('/errorCorrection') && r.request().method() === 'POST');
    await page.getByRole('dialog').getByRole('button', { name: /提\s*交/ }).click();
    expect(`${(await sent).status()} ${await (await sent).text()}`).toMatch(/^200 /);
    await thanked;
    await form.waitFor({ state: 'detached' });
    await context.close();
  });

  it('every library detail page has 收藏 and 纠错', async () => {
    const { context, page } = await optedOutPage(browser);
    for (const path of ['/book/1', '/ancient/1', '/newspaper/1', '/resnav/localHistory/1', '/dissertation/1', '/standard/1', '/lawsrules/1', '/yearbook/1', '/journal/1']) {
      await page.goto(path);
      await page.getByTestId('collect-button').waitFor();
      await page.getByTestId('error-correction-button').waitFor();
      if (path === '/book/1') await snap(page, 'reader-book-detail');
    }
    // The journal page (last in the list) and its latest issue also carry the comment section.
    await page.getByTestId('comment-section').waitFor();
    await snap(page, 'reader-journal-detail');
    await page.getByTestId('latest-issue').click();
    await page.getByTestId('period-page').getByTestId('collect-button').waitFor();
    await page.getByTestId('comment-section').waitFor();
    await snap(page, 'reader-period');
    await context.close();
  });
});
