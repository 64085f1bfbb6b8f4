import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, confirmPopup, launch, snap } from './browser';
import { signedInContext } from './accountsSteps';
import { docxOf, pdfOf, SAMPLE_MANUSCRIPT } from '../helpers/manuscripts';

// Issue 11: an image field uploads a real picture (re-encoded by the server, EXIF gone) and the
// record saves its URL; a reference picker names the chosen record on the edit page.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const signedIn = (username: string) => signedInContext(browser, username);

const formItem = (page: Page, label: string) => page.locator('.ant-form-item').filter({ has: page.locator(`label:text-is("${label}")`) });

describe('admin image upload', () => {
  it('封面 of a new issue: a camera photo is uploaded with progress, shown, saved; the edit page names the journal', async () => {
    const { page, token, close } = await signedIn('demo_journal');
    await page.goto('/admin/managedPeriods/create');
    await page.getByTestId('resource-form').waitFor();

    const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 30, g: 90, b: 160 } } })
      .jpeg()
      .withExif({ IFD0: { Make: 'WenkuCam', Model: 'Secret-Model-9' } })
      .toBuffer();
    const cover = formItem(page, '封面');
    await cover.getByText('上传图片').waitFor();
    await cover.locator('input[type=file]').setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: photo });
    const img = cover.locator('.ant-upload-list-item-done img');
    await img.waitFor();
    const url = await img.getAttribute('src');
    expect(url).toMatch(/^\/files\/image\/\d+-[0-9a-f]{24}\.jpg$/);
    const stored = Buffer.from(await (await fetch(`${baseURL()}${url}`)).arrayBuffer());
    expect(stored.includes(Buffer.from('Secret-Model-9'))).toBe(false);

    await formItem(page, '期刊').locator('.ant-select-selector').click();
    await page.locator('.ant-select-dropdown .ant-select-item-option').first().click();
    const journalName = await formItem(page, '期刊').locator('.ant-select-selection-item').innerText();
    await formItem(page, '年').locator('input').fill('2032');
    await formItem(page, '期').locator('input').fill('7');
    await snap(page, 'admin-image-upload');
    await page.getByRole('button', { name: /保\s*存/ }).first().click();
    await page.locator('.ant-message, .ant-notification').getByText(/成功/).first().waitFor();

    const list = await fetch(`${baseURL()}/api/show/exhibition2/journal/period/list?pageNum=1&pageSize=50&year=2032`, { headers: { Authorization: token } }).then((r) => r.json());
    const saved = (list.rows as Array<{ id: number; issue: number; coverUrl: string | null }>).find((r) => r.issue === 7);
    expect(saved?.coverUrl).toBe(url);

    await page.goto(`/admin/managedPeriods/edit/${saved!.id}`);
    await formItem(page, '封面').locator(`.ant-upload-list-item-done img[src="${url}"]`).waitFor();
    await snap(page, 'admin-image-upload-edit');
    expect(journalName).not.toMatch(/^\d+$/);

    // An article's edit page names its issue (fetched by id when it is not on the first page), never a number.
    const articles = await fetch(`${baseURL()}/api/show/editArticles/list?pageNum=1&pageSize=1`, { headers: { Authorization: token } }).then((r) => r.json());
    const article = articles.rows[0] as { id: number; issueLabel: string };
    await page.goto(`/admin/managedArticles/edit/${article.id}`);
    const issue = formItem(page, '期次').locator('.ant-select-selection-item');
    await issue.getByText(article.issueLabel, { exact: true }).waitFor();
    await close();
  });

  it('文章管理: a Word manuscript fills the new article form; a saved article gets its PDF, downloads it and deletes it', async () => {
    const { page, token, close } = await signedIn('demo_journal');
    await page.goto('/admin/managedArticles/create');
    const reader = page.getByTestId('manuscript-reader');
    await reader.locator('input[type=file]').setInputFiles({
      name: '投稿.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: await docxOf(SAMPLE_MANUSCRIPT),
    });
    await reader.getByText(/已识别并填入：题名、英文题名、作者/).waitFor();
    expect(await formItem(page, '题名').locator('input').inputValue()).toBe('数字人文视域下古籍整理的知识组织方法研究');
    expect(await formItem(page, '关键词').locator('input').inputValue()).toBe('数字人文;古籍整理;知识组织;本体');
    await snap(page, 'admin-article-manuscript');

    const articles = await fetch(`${baseURL()}/api/show/editArticles/list?pageNum=1&pageSize=1`, { headers: { Authorization: token } }).then((r) => r.json());
    const article = articles.rows[0] as { id: number; title: string };
    await page.goto(`/admin/managedArticles/edit/${article.id}`);
    const panel = page.getByTestId('article-pdf');
    await panel.getByText('尚未上传PDF', { exact: false }).waitFor();
    await panel.locator('input[type=file]').setInputFiles({ name: 'fulltext.pdf', mimeType: 'application/pdf', buffer: await pdfOf(SAMPLE_MANUSCRIPT, 6) });
    await panel.getByText('3 页').waitFor();
    await snap(page, 'admin-article-pdf');
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: /下\s*载/ }).click()]);
    expect(download.suggestedFilename()).toBe(`${article.title}.pdf`);
    await panel.getByRole('button', { name: '删除PDF' }).click();
    await confirmPopup(page, /删\s*除/);
    await panel.getByText('尚未上传PDF', { exact: false }).waitFor();
    await close();
  });

  it('导出Excel saves the list as filtered on screen, with Chinese headers', async () => {
    const { page, close } = await signedIn('admin');
    await page.goto('/admin/managedArticles?filters[0][field]=articleStatus&filters[0][operator]=eq&filters[0][value]=1');
    await page.locator('.ant-table-row').first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-button').click()]);
    expect(download.suggestedFilename()).toMatch(/^文章管理-\d{8}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await download.path())!);
    const header = (book.worksheets[0].getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(['题名', '作者', '期刊', '期次', '审核状态', '上架状态']);
    // The screen's filter went with it: unreviewed articles only.
    const statuses = new Set<string>();
    book.worksheets[0].eachRow((row, n) => n > 1 && statuses.add(String(row.getCell(5).value)));
    expect([...statuses]).toEqual(['未审核']);
    await page.locator('.ant-message').getByText('导出成功').waitFor();
    await close();
  });

  it('校长视频 → 新增: a real MP4 is uploaded, its name, size and 0:00:12 shown with a player that plays; the saved talk has the file and its seconds', async () => {
    const { page, token, close } = await signedIn('demo_head');
    await page.goto('/admin/headmasterVideos/create');
    await page.getByTestId('resource-form').waitFor();
    const clip = readFileSync(path.resolve('server/media/photo/course-1.mp4'));
    const field = formItem(page, '视频');
    await field.locator('input[type=file]').setInputFiles({ name: '校长开学讲话.mp4', mimeType: 'video/mp4', buffer: clip });
    const file = field.getByTestId('media-file');
    await file.getByText('校长开学讲话.mp4').waitFor();
    await file.getByText('时长 0:00:12').waitFor();
    expect(await formItem(page, '时长').locator('input').inputValue()).toBe('0:00:12');
    // The preview is the uploaded file itself, and it plays.
    const player = field.getByTestId('media-preview');
    const url = await player.getAttribute('src');
    expect(url).toMatch(/^\/files\/media\/\d+-[0-9a-f]{24}\.mp4$/);
    await player.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.3);
    await formItem(page, '标题').locator('input').fill('鸿雁测试 开学讲话（上传）');
    await snap(page, 'admin-media-upload');
    await page.getByRole('button', { name: /保\s*存/ }).first().click();
    await page.locator('.ant-message, .ant-notification').getByText(/成功/).first().waitFor();

    const list = await fetch(`${baseURL()}/api/show/manage/headmasterVideo/list?pageNum=1&pageSize=50&keyword=${encodeURIComponent('开学讲话（上传）')}`, { headers: { Authorization: token } }).then((r) => r.json());
    expect(list.rows).toEqual([expect.objectContaining({ videoUrl: url, duration: 12 })]);
    const ranged = await fetch(`${baseURL()}${url}`, { headers: { Range: 'bytes=0-99' } });
    expect([ranged.status, ranged.headers.get('content-range')]).toEqual([206, `bytes 0-99/${clip.length}`]);
    await close();
  });
});
