import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { books } from '../../db/schema';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});

const pdf = (id: number) => t.app.inject({ method: 'GET', url: `/api/show/common/book/preview/${id}/pdf` });
const stored = (id: number) => readdirSync(path.join(t.filesDir, 'previews')).filter((f) => f.startsWith(`book-${id}-`));

describe('preview PDFs on disk, per book version', () => {
  it('a built preview is kept under the files directory and served from there; an edit builds a new version and drops the old', async () => {
    const [b] = await t.database.db.select().from(books).limit(1);
    const first = await pdf(b.id);
    expect(first.statusCode).toBe(200);
    const [file] = stored(b.id);
    expect(file).toMatch(new RegExp(`^book-${b.id}-${b.updateTime?.getTime() ?? 0}-[\\w-]+\\.pdf$`));
    // Served from the disk, not rebuilt and not from memory: what the file holds is what is sent.
    const marker = Buffer.from('%PDF-1.7\n% the stored copy\n');
    writeFileSync(path.join(t.filesDir, 'previews', file), marker);
    expect((await pdf(b.id)).rawPayload.equals(marker)).toBe(true);

    const title = `${b.title}（修订版）`;
    await t.database.db.update(books).set({ title, updateTime: new Date() }).where(eq(books.id, b.id));
    try {
      const edited = await pdf(b.id);
      expect(edited.statusCode).toBe(200);
      expect((await PDFDocument.load(edited.rawPayload)).getTitle()).toContain(title);
      const files = stored(b.id);
      expect(files).toHaveLength(1);
      expect(files[0]).not.toBe(file);
    } finally {
      await t.database.db.update(books).set({ title: b.title, updateTime: b.updateTime }).where(eq(books.id, b.id));
    }
  });

  it('concurrent requests for books not yet built are all answered with their own PDF', async () => {
    const some = await t.database.db.select().from(books).limit(6);
    const answers = await Promise.all(some.map((b) => pdf(b.id)));
    for (const [i, res] of answers.entries()) {
      expect(res.statusCode).toBe(200);
      expect((await PDFDocument.load(res.rawPayload)).getTitle()).toContain(some[i].title);
    }
  });
});

describe('the PDF worker under tsx (npm start runs the server with tsx)', () => {
  it('builds a preview in a worker thread', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wenku-tsx-worker-'));
    try {
      const script = path.join(dir, 'build.mts');
      writeFileSync(
        script,
        `import { previewPdfs } from ${JSON.stringify(path.join(ROOT, 'server/modules/book/previewStore.ts'))};
const store = previewPdfs(${JSON.stringify(path.join(dir, 'previews'))}, 1);
const book = { id: 7, title: '试读测试', authors: '甲;乙', publisher: '测试出版社', coverUrl: null, totalPages: 10, previewPages: 2,
  pages: [{ kind: 'cover', no: 1, lines: ['试读测试'] }, { kind: 'title', no: 2, heading: '试读测试', lines: ['甲　乙', '测试出版社'] }] };
const pdf = await store.get(book as never, null);
console.log(JSON.stringify({ head: pdf.subarray(0, 5).toString('latin1'), builds: store.builds }));
await store.close();
`,
      );
      const { stdout } = await promisify(execFile)('npx', ['tsx', script], { cwd: ROOT, timeout: 60_000 });
      expect(JSON.parse(stdout.trim().split('\n').pop()!)).toEqual({ head: '%PDF-', builds: 1 });
      expect(readdirSync(path.join(dir, 'previews'))).toEqual([expect.stringMatching(/^book-7-0-[\w-]+\.pdf$/)]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
