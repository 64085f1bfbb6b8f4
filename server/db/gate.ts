import { AsyncLocalStorage } from 'node:async_hooks';
import { AppError } from '../http/envelope';

/**
 * The bounded database queue (issue 10, goal 6). Every query of the app passes through one gate per
 * database: at most `concurrency` run at once (1 for PGlite, which has one connection; the pool size
 * for PostgreSQL) and at most `maxWaiting` wait. Past that a request is refused at once with
 * `{code: 503, msg: BUSY_MSG}` instead of joining a queue that only grows. A query whose HTTP client
 * has gone is dropped before it reaches the database, whether it was waiting or not yet asked.
 *
 * The HTTP request behind a query is known through `dbCaller` (AsyncLocalStorage, set by
 * server/http/overload.ts). Queries outside a request (start-up, seeding, jobs) wait but are never
 * refused.
 */

export const BUSY_MSG = '服务器繁忙，请稍后再试';
export const TIMEOUT_MSG = '查询超时，请缩小查询范围后重试';

export interface DbCaller {
  /** The call (route) asking: one call may hold only `callShare` of the waiting places. */
  key: string;
  /** Aborted when the client has disconnected before its answer was sent. */
  signal: AbortSignal;
  /**
   * Milliseconds during which at least one of this request's statements held the database (from
   * admission to release; two at once count once): Server-Timing's `db`.
   */
  dbMs: number;
  /** This request's statements holding the database now, and since when the first of them has. */
  held: number;
  heldSince: number;
  /**
   * Statements of this request admitted so far. A request with one admitted is under way: its
   * further statements go before any new request's first and are never refused (see `pick`).
   */
  admitted: number;
}

export const newDbCaller = (key: string, signal: AbortSignal): DbCaller => ({ key, signal, dbMs: 0, held: 0, heldSince: 0, admitted: 0 });

/** A request that has had a statement admitted: its work has begun. */
const underWay = (caller: DbCaller | undefined) => (caller?.admitted ?? 0) > 0;

export const dbCaller = new AsyncLocalStorage<DbCaller>();

/** Gives a place back, with the ms the database spent on its statement when known. */
export type Release = (servedMs?: number) => void;

/** The gate of each database opened by openDatabase, so the HTTP layer can find it from `db`. */
const gates = new WeakMap<object, QueryGate>();
export const registerGate = (db: object, gate: QueryGate) => void gates.set(db, gate);
export const gateOf = (db: object): QueryGate | undefined => gates.get(db);

/** Refused: the queue (or this call's share of it) is full, or the wait ran out. */
export class DbBusyError extends AppError {
  constructor() {
    super(503, BUSY_MSG);
  }
}

/** The client disconnected: the query is not run (nobody would read the answer). 499 as in nginx. */
export class ClientGoneError extends AppError {
  constructor() {
    super(499, '客户端已断开连接');
  }
}

export interface GateLimits {
  /** Queries run at once. */
  concurrency: number;
  /** Queries waiting for their turn, all calls together. */
  maxWaiting: number;
  /** The part of `maxWaiting` one call may hold (0–1]: a burst on search leaves room for a book list. */
  callShare: number;
  /** A query that waited this long is refused with 503 (ms; 0 = no limit). */
  maxWaitMs: number;
  /**
   * The statements run on this thread (PGlite in process): one event-loop turn admits them only for
   * a slice of time (see withinTurnBudget). Off when they run elsewhere — a PostgreSQL server or
   * PGlite's own thread — where admitting one costs the loop nothing.
   */
  sameThread?: boolean;
  /**
   * Admission by expected wait (PGlite in its thread): statements are handed to the database ahead,
   * up to `concurrency`, while the work already handed over is expected to take at most this many
   * ms (each call's cost learnt from what its statements took; see `servedMs`). The database
   * executes them in the order given, so a statement admitted waits at most this long behind the
   * others, and a costly one (a search) goes alone: nothing cheap is queued behind it. Unset: up to
   * `concurrency` at once whatever they cost (a pool of connections).
   */
  budgetMs?: number;
}

/** Options of one statement's turn (QueryGate.run). */
export interface TurnOptions<T> {
  /** A transaction: it holds the database alone, so it is admitted alone and admits none beside it. */
  exclusive?: boolean;
  /** The ms the database spent on this statement, when its answer says so (PGlite's thread does). */
  servedMs?: (result: T) => number | undefined;
}

/** A call's statement cost before any of its statements was measured (an indexed read by id). */
const FIRST_COST_MS = 2;
/** How much the newest measurement moves a call's expected cost (exponential moving average). */
const COST_WEIGHT = 0.2;

export interface GateStats {
  /** Queries that were let through to the database. */
  executed: number;
  /** Refused with 503 because the queue or the call's share was full. */
  shed: number;
  /** Not run because the client had gone. */
  dropped: number;
  /** Refused with 503 after waiting `maxWaitMs`. */
  timedOut: number;
}

/** How long one event-loop turn may keep admitting queries (see withinTurnBudget). */
const HANDOVER_SLICE_MS = 10;

interface Waiter {
  caller?: DbCaller;
  exclusive: boolean;
  /** Counted against the queue's places and its call's share: a new request's statement. */
  counted: boolean;
  resolve(release: Release): void;
  reject(e: Error): void;
  cleanup(): void;
}

export class QueryGate {
  readonly stats: GateStats = { executed: 0, shed: 0, dropped: 0, timedOut: 0 };
  private running = 0;
  /** When this loop turn admitted its first query; -1 before any. */
  private turnStart = -1;
  private readonly queue: Waiter[] = [];
  /** Waiters that hold a place of `maxWaiting` (new requests' statements; see Waiter.counted). */
  private placesTaken = 0;
  private readonly waitingByCall = new Map<string, number>();
  /** When each call last had a query admitted (a running count): the longest-unserved goes next. */
  private readonly servedAt = new Map<string, number>();
  private served = 0;
  /** Expected ms of the statements admitted and not yet released (budgetMs). */
  private inFlightMs = 0;
  /** An exclusive statement (a transaction) holds the database. */
  private exclusiveHeld = false;
  /** Each call's expected statement cost in ms (see budgetMs). */
  private readonly costs = new Map<string, number>();

  constructor(readonly limits: GateLimits) {}

  get waiting(): number {
    return this.queue.length;
  }

  get active(): number {
    return this.running;
  }

  /**
   * True when this call already holds its whole share of the queue: its next request can be turned
   * away before any work. (A full queue alone is not enough: the call may not need the database.)
   */
  shareFull(key: string): boolean {
    return (this.waitingByCall.get(key) ?? 0) >= this.callShare();
  }

  /**
   * True when a new request's query of this call would be refused now. The places are those of
   * requests not yet begun: a request under way is never refused half done (its work so far would be
   * wasted and the reader answered 503 all the same).
   */
  refuses(key: string): boolean {
    if (this.running < this.limits.concurrency && this.queue.length === 0) return false;
    return this.placesTaken >= this.limits.maxWaiting || (this.waitingByCall.get(key) ?? 0) >= this.callShare();
  }

  private callShare(): number {
    return Math.max(1, Math.floor(this.limits.maxWaiting * this.limits.callShare));
  }

  /** Runs `work` when its turn comes; refuses (503) or drops (client gone) as described above. */
  async run<T>(work: () => Promise<T>, options: TurnOptions<T> = {}): Promise<T> {
    const release = await this.acquire(options.exclusive);
    let served: number | undefined;
    try {
      const result = await work();
      served = options.servedMs?.(result);
      return result;
    } finally {
      release(served);
    }
  }

  /** A call's expected statement cost in ms (budgetMs). */
  expectedCost(key: string): number {
    return this.costs.get(key) ?? FIRST_COST_MS;
  }

  /**
   * Whether a statement of this call may be handed to the database now, beside those already
   * there: always when none is; never beside a transaction or as one; else within budgetMs.
   */
  private fits(caller: DbCaller | undefined, exclusive: boolean): boolean {
    if (this.running === 0) return true;
    if (this.running >= this.limits.concurrency || exclusive || this.exclusiveHeld) return false;
    const budget = this.limits.budgetMs;
    return budget === undefined || this.inFlightMs + this.expectedCost(caller?.key ?? '') <= budget;
  }

  /**
   * Waits for a place; the returned function gives it back (calling it twice is harmless), with
   * the ms the database spent on the statement when known.
   */
  acquire(exclusive = false): Promise<Release> {
    const caller = dbCaller.getStore();
    if (caller?.signal.aborted) {
      this.stats.dropped++;
      return Promise.reject(new ClientGoneError());
    }
    if (this.queue.length === 0 && this.fits(caller, exclusive) && this.withinTurnBudget()) return Promise.resolve(this.admit(caller, exclusive));
    const counted = caller !== undefined && !underWay(caller);
    if (caller && counted && this.refuses(caller.key)) {
      this.stats.shed++;
      return Promise.reject(new DbBusyError());
    }
    return new Promise((resolve, reject) => {
      const remove = (stat: 'dropped' | 'timedOut', error: Error) => {
        const i = this.queue.indexOf(waiter);
        if (i < 0) return;
        this.queue.splice(i, 1);
        waiter.cleanup();
        this.stats[stat]++;
        reject(error);
      };
      const onAbort = () => remove('dropped', new ClientGoneError());
      const timer = this.limits.maxWaitMs > 0 ? setTimeout(() => remove('timedOut', new DbBusyError()), this.limits.maxWaitMs) : undefined;
      const waiter: Waiter = {
        caller,
        exclusive,
        counted,
        resolve,
        reject,
        cleanup: () => {
          if (timer) clearTimeout(timer);
          if (caller) caller.signal.removeEventListener('abort', onAbort);
          if (caller && counted) {
            this.placesTaken--;
            const n = (this.waitingByCall.get(caller.key) ?? 1) - 1;
            if (n > 0) this.waitingByCall.set(caller.key, n);
            else this.waitingByCall.delete(caller.key);
          }
        },
      };
      if (caller) caller.signal.addEventListener('abort', onAbort, { once: true });
      if (caller && counted) {
        this.placesTaken++;
        this.waitingByCall.set(caller.key, (this.waitingByCall.get(caller.key) ?? 0) + 1);
      }
      this.queue.push(waiter);
    });
  }

  private admit(caller: DbCaller | undefined, exclusive: boolean): Release {
    const key = caller?.key ?? '';
    const cost = this.expectedCost(key);
    this.running++;
    this.inFlightMs += cost;
    if (exclusive) this.exclusiveHeld = true;
    this.stats.executed++;
    this.servedAt.set(caller?.key ?? '', ++this.served);
    if (caller) caller.admitted++;
    if (this.servedAt.size > 1000) this.servedAt.clear(); // calls are routes: this never grows in practice
    let released = false;
    if (caller && caller.held++ === 0) caller.heldSince = performance.now();
    const admittedAt = performance.now();
    return (servedMs) => {
      if (released) return;
      released = true;
      const now = performance.now();
      if (caller && --caller.held === 0) caller.dbMs += now - caller.heldSince;
      this.running--;
      this.inFlightMs = this.running === 0 ? 0 : this.inFlightMs - cost;
      if (exclusive) this.exclusiveHeld = false;
      // Without the database's own figure the time held stands for it (a transaction's includes
      // its round trips: it is admitted alone whatever it costs, so it teaches nothing).
      const measured = servedMs ?? (this.limits.budgetMs === undefined || exclusive ? undefined : now - admittedAt);
      if (measured !== undefined) this.costs.set(key, cost + COST_WEIGHT * (measured - cost));
      if (this.costs.size > 1000) this.costs.clear(); // calls are routes: this never grows in practice
      this.next();
    };
  }

  /**
   * PGlite executes a statement synchronously, so queries admitted one after another — handed over
   * on release, or started by the many requests one socket read delivers — would run in one long
   * block of the event loop with no room for I/O (new requests, answers, the 503s themselves), and
   * the queue would never even fill. So one loop turn admits queries for HANDOVER_SLICE_MS; the rest
   * wait in the queue for the next turn (setImmediate), where they can be counted and shed.
   */
  private withinTurnBudget(): boolean {
    // Statements that run on another thread: holding them back would only leave it idle. With the
    // slice, under 200 connections each loop turn (15–50 ms of other requests' work) admitted two
    // statements, and the database thread stood idle four fifths of the time while lists waited
    // seconds and were shed (bench/mixed.ts).
    if (!this.limits.sameThread) return true;
    const now = performance.now();
    if (this.turnStart < 0) {
      this.turnStart = now;
      setImmediate(() => {
        this.turnStart = -1;
        this.next();
      });
      return true;
    }
    return now - this.turnStart < HANDOVER_SLICE_MS;
  }

  /**
   * The next waiter. First a statement of a request under way (the oldest): finishing begun
   * requests before beginning new ones keeps few of them open at once, so each is answered soon —
   * a detail page of five statements was otherwise queued five times behind every other call, and
   * most were shed half done (bench/mixed.ts, 89 % of details). Then a new request's statement: the
   * first one of the call served longest ago. Calls take turns, so a book list queued behind 60
   * searches waits for one search, not for all of them (first come, first served within a call).
   */
  private pick(): number {
    const begun = this.queue.findIndex((w) => underWay(w.caller));
    if (begun >= 0) return begun;
    let best = 0;
    let bestAt = Infinity;
    for (let i = 0; i < this.queue.length && bestAt > 0; i++) {
      const at = this.servedAt.get(this.queue[i].caller?.key ?? '') ?? 0;
      if (at < bestAt) {
        best = i;
        bestAt = at;
      }
    }
    return best;
  }

  private next(): void {
    while (this.running < this.limits.concurrency && this.queue.length > 0) {
      const at = this.pick();
      // The one whose turn it is waits until it fits (budgetMs): passing it over for a cheaper one
      // would leave a costly call waiting for as long as cheap ones keep coming.
      if (!this.fits(this.queue[at].caller, this.queue[at].exclusive) || !this.withinTurnBudget()) break;
      const waiter = this.queue.splice(at, 1)[0];
      waiter.cleanup();
      if (waiter.caller?.signal.aborted) {
        this.stats.dropped++;
        waiter.reject(new ClientGoneError());
        continue;
      }
      waiter.resolve(this.admit(waiter.caller, waiter.exclusive));
    }
  }
}

/** PostgreSQL's statement_timeout (SQLSTATE 57014, query_canceled) as a clean envelope error. */
export function mapStatementTimeout(e: unknown): unknown {
  return (e as { code?: unknown } | null)?.code === '57014' ? new AppError(503, TIMEOUT_MSG) : e;
}

/**
 * The AppError behind a failed query: drizzle wraps whatever the driver threw (the gate's 503, a
 * statement time-out) in a DrizzleQueryError whose `cause` it is. Undefined for other errors.
 */
export function appErrorBeneath(error: unknown): AppError | undefined {
  let e = error as { cause?: unknown } | undefined;
  for (let i = 0; e && i < 5; i++, e = e.cause as typeof e) if (e instanceof AppError) return e;
  return undefined;
}
