import { expect, it } from 'vitest';
import { commentTime } from './time';

it('comment, order and collection times read in China time in a UTC process (the server rendering the page)', (context) => {
  const zone = process.env.TZ;
  process.env.TZ = 'UTC';
  context.onTestFinished(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });
  expect(commentTime('2026-12-01T22:13:00.000Z')).toBe('2026-12-02 06:13');
  expect(commentTime('不是时间')).toBe('');
});
