/**
 * Dice procedures [1.2, 3.2.7]. Randomness comes in through `Rng`: production wraps boardgame.io's random
 * plugin (random.Die / random.Shuffle); tests inject scripted dice. Dice of a coin are rolled largest first
 * (d10, d8, d6, d4), the attacker's coin before the defender's, Challenge before Response.
 */
import type { Coin, Die } from '../data';
import type { DiceRoll } from './types';

export interface Rng {
  /** A uniform integer 1..sides. */
  die(sides: number): number;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
}

export type Outcome = 'none' | 'damaged' | 'sunk';

/** Roll a coin: every die, keep the single highest [1.2, 3.2.7]. */
export function rollCoin(rng: Rng, coin: Coin, mod = 0): DiceRoll {
  const rolls = coin.map((d) => rng.die(d));
  const best = Math.max(...rolls);
  // A result can be raised to any value but never reduced below 1 [3.2.7.3].
  return { coin: [...coin] as Die[], rolls, mod, total: Math.max(1, best + mod) };
}

/** Intercept and attack resolution [3.2.7.1]: exceeds but not double = damaged; at least double = sunk. */
export function attackOutcome(a: number, d: number): Outcome {
  if (a <= d) return 'none';
  if (a >= 2 * d) return 'sunk';
  return 'damaged';
}

/** Decision resolution [3.2.7.2]: the Challenge must exceed the Response. */
export function decisionSucceeds(c: number, r: number): boolean {
  return c > r;
}

/** Breakout [3.3.5]: 0, 1 or 2 ships. */
export function breakoutShips(c: number, r: number): 0 | 1 | 2 {
  if (c <= r) return 0;
  return c >= 2 * r ? 2 : 1;
}

/** A scripted Rng for tests: each call must match the expected die size. */
export function scriptedRng(script: Array<[number, number]>, shuffle?: <T>(items: readonly T[]) => T[]): Rng & { left(): number } {
  const queue = script.slice();
  return {
    die(sides: number): number {
      const next = queue.shift();
      if (!next) throw new Error(`scripted dice exhausted (wanted d${sides})`);
      if (next[0] !== sides) throw new Error(`scripted dice: wanted d${sides}, script has d${next[0]}=${next[1]}`);
      return next[1];
    },
    shuffle<T>(items: readonly T[]): T[] {
      return shuffle ? shuffle(items) : items.slice();
    },
    left: () => queue.length,
  };
}

/** An Rng from a uniform [0,1) source (tests, bots). */
export function rngFrom(random: () => number): Rng {
  return {
    die: (sides) => 1 + Math.floor(random() * sides),
    shuffle<T>(items: readonly T[]): T[] {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
  };
}
