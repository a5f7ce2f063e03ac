/**
 * Test fixtures of Atlantic Chase for this and other packages' tests (never in client.ts or the registry).
 */
import type { LogEvent } from '../common/log';
import type { Rng } from '../common/rng';
import { newMatch, play } from './moves';
import type { AtlanticChaseOptions } from './options';
import { optionsSchema } from './options';
import type { G } from './rules/types';

/** Dice that return the given values in order, then fall back to a seeded stream. */
export function scriptedRng(values: number[], seed = 1): Rng & { left: () => number } {
  const q = [...values];
  let s = seed;
  const next = () => {
    s = (s * 48271) % 2147483647;
    return s / 2147483647;
  };
  return {
    die: (sides: number) => (q.length ? (q.shift() as number) : 1 + Math.floor(next() * sides)),
    shuffle: <T>(items: readonly T[]) => [...items],
    left: () => q.length,
  };
}

export function options(o: Partial<AtlanticChaseOptions>): AtlanticChaseOptions {
  return optionsSchema.parse(o);
}

/** A match for tests, with a log of every event. */
export function fixture(o: Partial<AtlanticChaseOptions>, dice: number[] = []) {
  const opts = options(o);
  const seats = opts.mode === 'TWO_PLAYER' ? ['0', '1'] : ['0'];
  const rng = scriptedRng(dice);
  const G = newMatch(seats, opts, rng);
  const events: LogEvent[] = [];
  return {
    G,
    rng,
    events,
    dice: (...d: number[]) => {
      (rng as unknown as { die: (s: number) => number }).die = ((q: number[], old) => (s: number) => (q.length ? (q.shift() as number) : old(s)))(d, rng.die);
    },
    move(seat: string, move: string, ...args: unknown[]): void {
      const p = play(G, seat, move, args, rng, (e) => events.push(e));
      if (p) throw new Error(`${move}(${JSON.stringify(args)}) refused: ${p}`);
    },
    refuse(seat: string, move: string, ...args: unknown[]): string {
      const p = play(copy(G), seat, move, args, rng);
      if (!p) throw new Error(`${move} was accepted`);
      return p;
    },
  };
}
function copy(G: G): G {
  return JSON.parse(JSON.stringify(G)) as G;
}
