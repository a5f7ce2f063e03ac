import { botName } from './describe';

test("a match's bots have distinct names, the same every time they are described", () => {
  for (const key of ['abcdefghijkl', 'Zz9_-x', 'campaign-1', '']) {
    const names = Array.from({ length: 6 }, (_, seat) => botName(key, seat));
    expect(new Set(names).size).toBe(6);
    expect(Array.from({ length: 6 }, (_, seat) => botName(key, seat))).toEqual(names);
    for (const n of names) expect(n).toMatch(/^\p{Lu}[\p{L}]+$/u);
  }
  // Different matches meet different bots.
  expect(new Set(['m1', 'm2', 'm3', 'm4', 'm5'].map((k) => botName(k, 0))).size).toBeGreaterThan(1);
});
