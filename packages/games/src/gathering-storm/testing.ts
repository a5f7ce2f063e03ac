/**
 * Test fixtures of Gathering Storm (re-exported by src/testing.ts for other packages' tests): a seeded Rng,
 * scripted dice, a new game, a random or bot playout through the kit's pure entry points.
 */
import type { LogEvent } from '../common/log';
import type { Rng } from '../common/rng';
import { seededRandom, shuffle } from '../common/random';
import { chooseAction } from './bot';
import { answerMove, createGame } from './moves';
import { enumerate } from './rules/enumerate';
import type { GState } from './rules/types';
import { viewOf } from './view';

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

/** A new game with 2-5 players. */
export function newTestGame(players: number, rng: Rng = seededRng(1)): GState {
  return createGame(players, {}, rng);
}

export interface PlayOptions {
  /** Stop once the game reaches this turn (0 = Spring 1935). */
  untilTurn: number;
  /** Use the bots (else uniformly random enumerated actions). */
  bots?: boolean;
  /** Called after every move with the state and the move's log events. */
  onMove?: (G: GState, events: LogEvent[]) => void;
  maxMoves?: number;
}

/** Play from `G` with random or bot choices from each seat's view until `untilTurn`; returns the moves made. */
export function playTo(G: GState, rng: Rng, choiceSeed: number, opts: PlayOptions): number {
  const random = seededRandom(choiceSeed);
  let moves = 0;
  while (!G.result && G.turn < opts.untilTurn) {
    if (moves++ > (opts.maxMoves ?? 100_000)) throw new Error('gathering-storm: no progress');
    const d = G.pending;
    if (!d) throw new Error('gathering-storm: nothing pending');
    const seat = d.seats[Math.floor(random() * d.seats.length)];
    const view = viewOf(G, seat);
    let move: string;
    let args: unknown[];
    if (opts.bots) {
      const a = chooseAction(view, seat, random);
      if (!a) throw new Error(`gathering-storm: bot ${seat} has no action (${d.kind})`);
      move = a.name;
      args = a.args;
    } else {
      const all = enumerate(view as unknown as GState, seat);
      if (!all.length) throw new Error(`gathering-storm: seat ${seat} has no legal action (${d.kind})`);
      const a = all[Math.floor(random() * all.length)];
      move = a.move;
      args = a.args;
    }
    const events: LogEvent[] = [];
    const problem = answerMove(G, rng, seat, move, args, (e) => events.push(e));
    if (problem) throw new Error(`gathering-storm: ${move}(${JSON.stringify(args)}) by ${seat} refused: ${problem}`);
    opts.onMove?.(G, events);
  }
  return moves;
}
