import { afterAll, describe, expect, it } from 'vitest';
import { ARTICLE_FILE_MSG } from '../../../src/resources/articles';
import { AppError } from '../../http/envelope';
import { manuscriptReader } from './manuscriptReader';

const reader = manuscriptReader({ threads: 1, timeoutMs: 1_500, heapMb: 32, worker: new URL('../../../tests/helpers/misbehavingManuscriptWorker.mjs', import.meta.url) });
afterAll(() => reader.close());

async function refusal(p: Promise<unknown>): Promise<{ code: number; msg: string }> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return { code: (err as AppError).code, msg: (err as AppError).message };
}

describe('manuscriptReader limits (issue 30)', () => {
  it('a reading that runs past its time is ended with its thread, and the pool reads the next file', async () => {
    const started = Date.now();
    expect(await refusal(reader.read(Buffer.from('x'), 'spin' as 'pdf'))).toEqual({ code: 400, msg: ARTICLE_FILE_MSG.parseTimeout });
    expect(Date.now() - started).toBeLessThan(10_000);
    // The busy thread was terminated: a new one answers (with one thread, a live spinner would block it).
    expect((await reader.read(Buffer.from('x'), 'docx')).title).toBe('稿件');
  }, 30_000);

  it('a reading that outgrows its heap ends its thread, not the server', async () => {
    expect(await refusal(reader.read(Buffer.from('x'), 'hog' as 'pdf'))).toEqual({ code: 400, msg: ARTICLE_FILE_MSG.parseMemory });
    expect(await reader.pages(Buffer.from('x'))).toBe(3);
  }, 30_000);
});
