/**
 * Exact probabilities of the dice procedures, for the ghost's "smart" policy and the bots.
 */
import type { Coin } from '../data';

/** P(best of coin = k) for k = 0..max (index 0 unused). */
function bestDist(coin: Coin): number[] {
  const max = Math.max(...coin);
  const cdf = (k: number) => coin.reduce((p, d) => (p * Math.min(Math.max(k, 0), d)) / d, 1);
  const out = new Array<number>(max + 1).fill(0);
  for (let k = 1; k <= max; k++) out[k] = cdf(k) - cdf(k - 1);
  return out;
}

/** Distribution of a modified result max(1, best + mod), as a map value -> probability. */
function modDist(coin: Coin, mod: number): Map<number, number> {
  const d = bestDist(coin);
  const out = new Map<number, number>();
  for (let k = 1; k < d.length; k++) {
    const v = Math.max(1, k + mod);
    out.set(v, (out.get(v) ?? 0) + d[k]);
  }
  return out;
}

/** P(no effect / damaged / sunk) of an attack [3.2.7.1]. */
export function attackProbs(attack: Coin, attackMod: number, defense: Coin, defenseMod: number): { none: number; damaged: number; sunk: number } {
  const A = modDist(attack, attackMod);
  const D = modDist(defense, defenseMod);
  let none = 0;
  let damaged = 0;
  let sunk = 0;
  for (const [a, pa] of A) {
    for (const [d, pd] of D) {
      const p = pa * pd;
      if (a <= d) none += p;
      else if (a >= 2 * d) sunk += p;
      else damaged += p;
    }
  }
  return { none, damaged, sunk };
}

/** P(success) of a decision roll [3.2.7.2]. */
export function decisionProb(challenge: Coin, challengeMod: number, response: Coin): number {
  const C = modDist(challenge, challengeMod);
  const R = modDist(response, 0);
  let p = 0;
  for (const [c, pc] of C) for (const [r, pr] of R) if (c > r) p += pc * pr;
  return p;
}
