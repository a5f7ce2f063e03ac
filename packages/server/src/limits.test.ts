import { createLimits, RateLimiter } from './limits';

test('a token bucket allows its burst, then its rate', () => {
  const l = new RateLimiter({ perSecond: 2, burst: 3 });
  const t0 = 1_000_000;
  expect([l.take('a', t0), l.take('a', t0), l.take('a', t0), l.take('a', t0)]).toEqual([true, true, true, false]);
  expect(l.retryAfter('a')).toBe(1);
  expect(l.take('a', t0 + 499)).toBe(false);
  expect(l.take('a', t0 + 500)).toBe(true);
  expect(l.take('b', t0)).toBe(true);
});

test('scale 0 turns rate limits off; other scales multiply them', () => {
  const off = createLimits(0, 5);
  for (let i = 0; i < 10_000; i++) expect(off.chatPerSeat.take('x')).toBe(true);
  const double = createLimits(2, 5);
  expect(double.chatPerSeat.rate).toEqual({ perSecond: 1, burst: 10 });
});
