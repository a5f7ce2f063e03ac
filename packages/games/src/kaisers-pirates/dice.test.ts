/**
 * Dice procedures [1.2, 3.2.7]: rolling a coin, attack resolution, decisions, modifier floor, and the exact
 * probabilities of rules/prob.ts.
 */
import { attackOutcome, breakoutShips, decisionSucceeds, rollCoin, scriptedRng } from './rules/dice';
import { attackProbs, decisionProb } from './rules/prob';

describe('rolling a coin [1.2, 3.2.7]', () => {
  test('all dice rolled, the single highest kept: red 4 and green 2 give 4 [1.2]', () => {
    const r = rollCoin(
      scriptedRng([
        [8, 2],
        [4, 4],
      ]),
      [8, 4],
    );
    expect(r).toMatchObject({ rolls: [2, 4], total: 4 });
  });
  test('modifiers add and subtract; a result is never below 1 [3.2.7.3]', () => {
    expect(rollCoin(scriptedRng([[6, 2]]), [6], -2).total).toBe(1);
    expect(rollCoin(scriptedRng([[10, 6]]), [10], +2).total).toBe(8);
  });
});

describe('attack vs defence [3.2.7.1]', () => {
  test.each([
    [4, 4, 'none'],
    [5, 4, 'damaged'],
    [7, 4, 'damaged'],
    [8, 4, 'sunk'],
    [2, 1, 'sunk'],
    [1, 1, 'none'],
    [5, 6, 'none'],
    [6, 2, 'sunk'],
    [9, 4, 'sunk'],
    [6, 4, 'damaged'],
  ])('%i vs %i → %s', (a, d, o) => expect(attackOutcome(a, d)).toBe(o));
});

describe('decisions [3.2.7.2]', () => {
  test('the Challenge must exceed the Response; a tie fails (6 vs 6)', () => {
    expect(decisionSucceeds(6, 6)).toBe(false);
    expect(decisionSucceeds(5, 4)).toBe(true);
  });
  test('Breakout: one ship if C > R, two if C >= 2R [3.3.5]', () => {
    expect(breakoutShips(5, 5)).toBe(0);
    expect(breakoutShips(6, 5)).toBe(1);
    expect(breakoutShips(10, 5)).toBe(2);
  });
});

describe('exact probabilities', () => {
  const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 5);
  test('Shallow Run 10/4 vs 10: 0.475, already damaged 0.2875', () => {
    close(decisionProb([10, 4], 0, [10]), 0.475);
    close(decisionProb([10, 4], -2, [10]), 0.2875);
  });
  test('Interned 10/8 vs 10: 0.555, +2 0.745, +4 0.88625', () => {
    close(decisionProb([10, 8], 0, [10]), 0.555);
    close(decisionProb([10, 8], 2, [10]), 0.745);
    close(decisionProb([10, 8], 4, [10]), 0.88625);
  });
  test('Safe Conduct d6 vs d8: 0.3125, +1 0.4375, +2 0.5625', () => {
    close(decisionProb([6], 0, [8]), 0.3125);
    close(decisionProb([6], 1, [8]), 0.4375);
    close(decisionProb([6], 2, [8]), 0.5625);
  });
  test('d10+d8 against d8: 0.31875 / 0.30 / 0.38125; with Surprise Attack 0.1421875 / 0.3515625 / 0.50625', () => {
    const p = attackProbs([10, 8], 0, [8], 0);
    close(p.none, 0.31875);
    close(p.damaged, 0.3);
    close(p.sunk, 0.38125);
    const q = attackProbs([10, 8], 2, [8], 0);
    close(q.none, 0.1421875);
    close(q.damaged, 0.3515625);
    close(q.sunk, 0.50625);
  });
  test('PEF d10+d6 against d8, and with Fast Ship -2', () => {
    const p = attackProbs([10, 6], 0, [8], 0);
    expect(p.none).toBeCloseTo(0.37708, 4);
    expect(p.damaged).toBeCloseTo(0.27083, 4);
    expect(p.sunk).toBeCloseTo(0.35208, 4);
    const q = attackProbs([10, 6], -2, [8], 0);
    expect(q.none).toBeCloseTo(0.60417, 4);
    expect(q.damaged).toBeCloseTo(0.16667, 4);
    expect(q.sunk).toBeCloseTo(0.22917, 4);
  });
  test('mines d10+d4 against d6, d4, d10', () => {
    const a = attackProbs([10, 4], 0, [6], 0);
    expect([a.none, a.damaged, a.sunk].map((x) => +x.toFixed(5))).toEqual([0.30833, 0.25, 0.44167]);
    const b = attackProbs([10, 4], 0, [4], 0);
    expect([b.none, b.damaged, b.sunk].map((x) => +x.toFixed(5))).toEqual([0.1875, 0.175, 0.6375]);
    const c = attackProbs([10, 4], 0, [10], 0);
    expect([c.none, c.damaged, c.sunk].map((x) => +x.toFixed(5))).toEqual([0.525, 0.21, 0.265]);
  });
});
