import type { PeriodicJob } from '../../jobs/periodic';
import { expirePoints, expireUnpaid, membersWithOldPoints } from './service';

/** Unpaid orders past their 30 minutes become 已取消 (reads also do this lazily for their member). */
export const ORDER_EXPIRY_JOB: PeriodicJob = {
  name: 'order-expiry',
  everyMs: 60_000,
  run: (db) => expireUnpaid(db),
};

/** Points older than the rule's period expire (an order of type 10 per member). */
export const POINTS_EXPIRY_JOB: PeriodicJob = {
  name: 'points-expiry',
  everyMs: 6 * 60 * 60_000,
  async run(db) {
    let expired = 0;
    for (const memberId of await membersWithOldPoints(db)) expired += await expirePoints(db, memberId);
    return expired;
  },
};
