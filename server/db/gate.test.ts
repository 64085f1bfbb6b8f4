import { describe, expect, it } from 'vitest';
import { dbCaller, QueryGate } from './gate';

const gate = () => new QueryGate({ concurrency: 1, maxWaiting: 100, callShare: 0.9, maxWaitMs: 0 });
const as = <T>(key: string, fn: () => T) => dbCaller.run({ key, signal: new AbortController().signal, dbMs: 0 }, fn);

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
