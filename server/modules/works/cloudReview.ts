import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dbCaller } from '../../db/gate';
import { sensitiveWords, works, worksRemarks } from '../../db/schema';
import { buildMatcher } from './matcher';

export const CLOUD_MSG = {
  passed: '云审核通过，等待人工审核',
  flagged: (words: string[]) => `云审核未通过，含敏感词：${words.join('、')}`,
} as const;

/**
 * Screens every work waiting in 5 (云审核中): title, summary, free block and body against the
 * sensitive-word list in one Aho–Corasick pass each → 1 (a human reviews next) or 6 with the
 * matched words. The update is guarded on the status and the update time it read, so an author's
 * edit or close made meanwhile is never overwritten (the edited work is screened on the next run).
 */
export async function runCloudReview(db: Db): Promise<number> {
  // The stamp as text: a JS Date drops PostgreSQL's microseconds, so it could not guard the update.
  const pending = await db.select({ ...getTableColumns(works), stamp: sql<string>`${works.updateTime}::text` }).from(works).where(eq(works.worksStatus, 5)).limit(200);
  if (!pending.length) return 0;
  const words = await db.select({ word: sensitiveWords.word }).from(sensitiveWords);
  const matcher = buildMatcher(words.map((w) => w.word));
  let done = 0;
  for (const w of pending) {
    const found = [...new Set([w.title, w.summary, w.freeBlock, w.body].flatMap((t) => matcher.find(t)))];
    const status = found.length ? 6 : 1;
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(works)
        .set({ worksStatus: status, flaggedWords: found, updateTime: new Date() })
        .where(and(eq(works.id, w.id), eq(works.worksStatus, 5), sql`${works.updateTime}::text = ${w.stamp}`))
        .returning({ id: works.id });
      if (!updated.length) return;
      await tx.insert(worksRemarks).values({ worksId: w.id, fromStatus: 5, status, remark: found.length ? CLOUD_MSG.flagged(found) : CLOUD_MSG.passed, byMemberId: null });
      done++;
    });
  }
  return done;
}

let running: Promise<unknown> = Promise.resolve();
let again = false;

/**
 * Starts a screening run in the background right after a submit (one run at a time; a submit
 * during a run asks for one more). The periodic job below picks up anything left after a restart.
 */
export function kickCloudReview(db: Db): void {
  // Outside the submitting request's context: its end must not cancel the run's queries.
  dbCaller.exit(() => schedule(db));
}

function schedule(db: Db): void {
  if (again) return;
  again = true;
  running = running
    .catch(() => undefined)
    .then(() => {
      again = false;
      return runCloudReview(db);
    })
    .catch((err: unknown) => console.error('cloud review failed', err));
}

/** Resolves when the background runs started so far have finished. */
export const cloudReviewSettled = (): Promise<unknown> => running;

/** A periodic job (server/jobs/periodic.ts lists it): catches works left in 5 by a restart. */
export const CLOUD_REVIEW_JOB = {
  name: 'works-cloud-review',
  everyMs: Number(process.env.CLOUD_REVIEW_INTERVAL_MS ?? 60_000),
  run: (db: Db) => runCloudReview(db),
};
