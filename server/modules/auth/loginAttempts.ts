import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema';
import { AppError } from '../../http/envelope';

/** A failure streak is forgotten after a day without failures. */
const STREAK_MS = 24 * 60 * 60 * 1000;
/** Password sign-in for an account pauses after this many failed attempts within the window… */
export const PAUSE_AFTER_FAILURES = 10;
const WINDOW_MS = 15 * 60 * 1000;
/** …for this long. */
const PAUSE_MS = 15 * 60 * 1000;

const clock = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The Chinese message of a paused account: when to try again, and that SMS sign-in still works. */
export function pausedMessage(until: Date): string {
  return `密码错误次数过多，密码登录已暂停，请于${clock.format(until)}后再试，或使用短信验证码登录`;
}

/** The name failures are counted under when no account has it: what was typed, trimmed, lower case. */
const typedKey = (name: string) => `name:${name.trim().toLowerCase().slice(0, 64)}`;

/** One counter per account, whatever name or phone was typed; unknown names count on their own. */
export const attemptKey = (memberId: number | undefined, typed: string) => (memberId !== undefined ? `member:${memberId}` : typedKey(typed));

/**
 * Counts one password attempt for the key before the password is checked, under a row lock, so
 * twenty simultaneous guesses are counted one after another. Returns how many consecutive failures
 * came before this attempt (the image code rule reads it); throws while the account is paused. The
 * tenth attempt within fifteen minutes starts the pause: a success clears it again (clearAttempts).
 */
export async function countAttempt(db: Db, key: string): Promise<{ previousStreak: number }> {
  return db.transaction(async (tx) => {
    await tx.insert(loginAttempts).values({ accountKey: key }).onConflictDoNothing();
    const [row] = await tx.select().from(loginAttempts).where(eq(loginAttempts.accountKey, key)).for('update');
    const now = new Date();
    if (row.lockedUntil && row.lockedUntil > now) throw new AppError(400, pausedMessage(row.lockedUntil));
    const previousStreak = now.getTime() - row.updatedAt.getTime() < STREAK_MS ? row.streak : 0;
    const windowOpen = now.getTime() - row.windowStart.getTime() < WINDOW_MS;
    const windowCount = (windowOpen ? row.windowCount : 0) + 1;
    await tx
      .update(loginAttempts)
      .set({
        streak: previousStreak + 1,
        windowCount,
        windowStart: windowOpen ? row.windowStart : now,
        lockedUntil: windowCount >= PAUSE_AFTER_FAILURES ? new Date(now.getTime() + PAUSE_MS) : null,
        updatedAt: now,
      })
      .where(eq(loginAttempts.accountKey, key));
    return { previousStreak };
  });
}

/** Consecutive failures on the key (pwdErrCount); 0 once a day has passed without one. */
export async function failureStreak(db: Db, key: string): Promise<number> {
  const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.accountKey, key));
  if (!row || Date.now() - row.updatedAt.getTime() >= STREAK_MS) return 0;
  return row.streak;
}

/** A successful sign-in (or a password reset) forgets the account's attempts and lifts a pause. */
export async function clearAttempts(db: Db, memberId: number): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.accountKey, attemptKey(memberId, '')));
}
