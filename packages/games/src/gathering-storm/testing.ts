/**
 * Test fixtures of Gathering Storm (re-exported by src/testing.ts for other packages' tests): a seeded Rng,
 * scripted dice.
 */
import { reasonText, type Reason } from '../common/refusal';
import type { Rng } from '../common/rng';
import { seededRandom, shuffle } from '../common/random';

/** An Rng from a seed (mulberry32). */
export function seededRng(seed: number): Rng {
  const r = seededRandom(seed);
  return { die: (sides) => Math.floor(r() * sides) + 1, shuffle: (items) => shuffle(items, r) };
}

/** Scripted dice: each die() returns the next value (falls back to 1); shuffles keep the order. */
export function scriptedRng(values: number[]): Rng {
  let i = 0;
  return { die: () => values[i++] ?? 1, shuffle: (items) => items.slice() };
}

/** The English text of a rules' reason (rules/no.ts), or undefined when there is none: what tests match on. */
export function said(r: Reason | undefined): string | undefined {
  return r === undefined ? undefined : reasonText(r);
}
