import { describe, expect, it } from 'vitest';
import { dbCaller, newDbCaller, QueryGate } from './gate';

const gate = () => new QueryGate({ concurrency: 1, maxWaiting: 100, callShare: 0.9, maxWaitMs: 0, sameThread: true });
const as = <T>(key: string, fn: () => T) => dbCaller.run(newDbCaller(key, new AbortController().signal), fn);

describe('QueryGate turn-taking', () => {
  it('lets a call that waited behind a burst of another go next, and keeps each call first come, first served', async () => {
    const g = gate();
    const order: string[] = [];
    const hold = await as('search', () => g.acquire());
    const waits = [
      ...Array.from({ length: 5 }, (_, i) => as('search', () => g.run(async () => void order.push(`search${i}`)))),
      as('books', () => g.run(async () => void order.push('books0'))),
      as('books', () => g.run(async () => void order.push('books1'))),
    ];
    hold();
    await Promise.all(waits);
    // search was served last (the held place): books goes first, then the two alternate.
    expect(order).toEqual(['books0', 'search0', 'books1', 'search1', 'search2', 'search3', 'search4']);
  });

  it('finishes a request under way before beginning new ones, and never refuses it half done', async () => {
    const g = new QueryGate({ concurrency: 1, maxWaiting: 2, callShare: 1, maxWaitMs: 0, sameThread: true });
    const order: string[] = [];
    const detail = newDbCaller('detail', new AbortController().signal);
    // The detail page's first statement holds the database; two new lists fill the queue's places.
    const first = await dbCaller.run(detail, () => g.acquire());
    const lists = [as('list', () => g.run(async () => void order.push('list0'))), as('books', () => g.run(async () => void order.push('books0')))];
    // A third new request is refused (503), but the detail page's next statements are not.
    await expect(as('search', () => g.run(async () => undefined))).rejects.toMatchObject({ code: 503 });
    const more = [1, 2].map((i) => dbCaller.run(detail, () => g.run(async () => void order.push(`detail${i}`))));
    first();
    await Promise.all([...lists, ...more]);
    expect(order).toEqual(['detail1', 'detail2', 'list0', 'books0']);
    expect(detail.admitted).toBe(3);
  });

  it('serves a lone call in arrival order', async () => {
    const g = gate();
    const order: number[] = [];
    const hold = await as('list', () => g.acquire());
    const waits = Array.from({ length: 4 }, (_, i) => as('list', () => g.run(async () => void order.push(i))));
    hold();
    await Promise.all(waits);
    expect(order).toEqual([0, 1, 2, 3]);
  });
});

describe('a request\'s time in the database (Server-Timing db)', () => {
  it('adds up the time its statements were admitted, counting two at once once', async () => {
    const g = new QueryGate({ concurrency: 2, maxWaiting: 100, callShare: 0.9, maxWaitMs: 0 });
    const caller = newDbCaller('list', new AbortController().signal);
    const started = performance.now();
    const [count, page] = await dbCaller.run(caller, () => Promise.all([g.acquire(), g.acquire()]));
    await new Promise((resolve) => setTimeout(resolve, 30));
    count();
    await new Promise((resolve) => setTimeout(resolve, 10));
    page();
    const elapsed = performance.now() - started;
    // Held together for 30 ms, then one alone for 10 more: at least 40, never more than the wall time.
    expect(caller.dbMs).toBeGreaterThanOrEqual(39);
    expect(caller.dbMs).toBeLessThanOrEqual(elapsed);
    expect(caller.held).toBe(0);
  });
});

describe('handing the database over within one event-loop turn', () => {
  /** 40 statements of 1 ms of this thread's time each, queued at once: how many run before the loop's next turn. */
  async function ranBeforeNextTurn(sameThread: boolean): Promise<number> {
    const g = new QueryGate({ concurrency: 1, maxWaiting: 100, callShare: 1, maxWaitMs: 0, sameThread });
    let ran = 0;
    let nextTurn = -1;
    const busy = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    const hold = await as('list', () => g.acquire());
    const all = Array.from({ length: 40 }, () =>
      as('list', () =>
        g.run(async () => {
          busy(1);
          ran++;
        }),
      ),
    );
    setImmediate(() => (nextTurn = ran));
    hold();
    await Promise.all(all);
    // Not yet at the next turn: all of them ran in this one.
    return nextTurn < 0 ? ran : nextTurn;
  }

  it('in process, one turn admits statements for a slice only, so the loop gets to I/O between them', async () => {
    expect(await ranBeforeNextTurn(true)).toBeLessThan(40);
  });

  it('on another thread (PGlite\'s, a PostgreSQL server), a freed place is handed over at once', async () => {
    expect(await ranBeforeNextTurn(false)).toBe(40);
  });
});

describe('admission by expected wait (PGlite\'s thread: budgetMs)', () => {
  const threadGate = () => new QueryGate({ concurrency: 16, maxWaiting: 100, callShare: 0.9, maxWaitMs: 0, budgetMs: 25 });
  /** A statement whose answer says the database spent `ms` on it; it ends when `done` is called. */
  const statement = (g: QueryGate, key: string, ms: number, log: string[], options: { exclusive?: boolean } = {}) => {
    let done!: () => void;
    const ended = new Promise<void>((resolve) => (done = resolve));
    const turn = as(key, () =>
      g.run(
        async () => {
          log.push(`${key} began`);
          await ended;
          return { ms };
        },
        { ...options, servedMs: (r) => r.ms },
      ),
    );
    return { done, turn };
  };
  const tick = () => new Promise((resolve) => setImmediate(resolve));

  it('hands cheap statements over ahead, as many as are expected to take the budget', async () => {
    const g = threadGate();
    const log: string[] = [];
    const reads = Array.from({ length: 20 }, () => statement(g, 'detail', 2, log));
    await tick();
    // 2 ms each (the first cost of a call not yet measured): twelve fit in 25 ms, the rest wait.
    expect(g.active).toBe(12);
    expect(g.waiting).toBe(8);
    for (const r of reads) r.done();
    await Promise.all(reads.map((r) => r.turn));
    expect(log).toHaveLength(20);
    expect(g.expectedCost('detail')).toBeCloseTo(2);
  });

  it('a call learnt to be costly goes alone, and nothing is handed over behind it', async () => {
    const g = threadGate();
    const log: string[] = [];
    // The search's first statement teaches the gate that it costs 120 ms.
    const first = statement(g, 'search', 120, log);
    first.done();
    await first.turn;
    expect(g.expectedCost('search')).toBeGreaterThan(25);
    const list = statement(g, 'list', 2, log);
    await tick();
    // Behind a cheap statement under way, the search waits for it (it would not fit)…
    const search = statement(g, 'search', 120, log);
    await tick();
    expect(log).toEqual(['search began', 'list began']);
    list.done();
    await list.turn;
    await tick();
    expect(log).toEqual(['search began', 'list began', 'search began']);
    // …and while it runs, a cheap one waits for it in the gate, not behind it in the database.
    const books = statement(g, 'books', 2, log);
    await tick();
    expect(g.waiting).toBe(1);
    search.done();
    await search.turn;
    await tick();
    expect(log.at(-1)).toBe('books began');
    books.done();
    await books.turn;
  });

  it('a transaction is admitted alone and admits none beside it', async () => {
    const g = threadGate();
    const log: string[] = [];
    const read = statement(g, 'list', 2, log);
    await tick();
    const tx = statement(g, 'order', 2, log, { exclusive: true });
    await tick();
    expect(log).toEqual(['list began']);
    read.done();
    await read.turn;
    await tick();
    const after = statement(g, 'list', 2, log);
    await tick();
    expect(log).toEqual(['list began', 'order began']);
    tx.done();
    await tx.turn;
    await tick();
    expect(log).toEqual(['list began', 'order began', 'list began']);
    after.done();
    await after.turn;
  });
});
