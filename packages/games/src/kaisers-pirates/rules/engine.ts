/**
 * The engine's public API: create a game, run it until someone must decide, and apply a seat's answer.
 * Pure and deterministic given the Rng; boardgame.io only wraps these calls (game.ts).
 */
import type { KaisersPiratesOptions } from '../options';
import type { Rng } from './dice';
import { ANSWERS, STEPS, topFrame, type Ctx } from './core';
import { sideName, syncPublic } from './state';
import { createGame, startTurn } from './turn';
import type { GameState, Pending, Side } from './types';
// Procedure modules register their frames on import.
import './combat';
import './actions';
import './ghost';

/** Run the interpreter until a decision is pending or the game is over. */
export function run(G: GameState, rng: Rng): void {
  const c: Ctx = { G, rng };
  let guard = 0;
  while (!G.pending && !G.result) {
    if (++guard > 200000) throw new Error('kaisers-pirates: engine did not settle');
    const fr = topFrame(c);
    if (!fr) {
      if (!G.next) throw new Error('kaisers-pirates: nothing to do');
      startTurn(c);
      continue;
    }
    const step = STEPS[fr.f];
    if (!step) throw new Error(`kaisers-pirates: unknown frame ${fr.f}`);
    step(c, fr);
  }
  syncPublic(G);
}

export function newGame(numPlayers: number, options: KaisersPiratesOptions, rng: Rng): GameState {
  const G = createGame(numPlayers, options, { rng });
  run(G, rng);
  return G;
}

/** Seats that must answer now. */
export function waitingSeats(p: Pending | null): Side[] {
  if (!p) return [];
  return p.kind === 'retain' ? p.seats : [p.seat];
}

/** Apply `seat`'s move; returns the reason it is illegal, or undefined (then the game has advanced). */
export function answer(G: GameState, rng: Rng, seat: Side, move: string, args: unknown[]): string | undefined {
  if (G.result) return 'The game is over';
  const p = G.pending;
  if (!p) return 'Nothing is waiting for an answer';
  const seats = waitingSeats(p);
  if (!seats.includes(seat)) return `It is not your decision: waiting for ${seats.map((s) => sideName(G, s)).join(', ')}`;
  const c: Ctx = { G, rng };
  const fr = topFrame(c);
  const h = fr && ANSWERS[fr.f];
  if (!fr || !h) return 'Nothing is waiting for an answer';
  const problem = h(c, fr, seat, { move, args: Array.isArray(args) ? args : [] });
  if (problem) return problem;
  G.pending = null;
  run(G, rng);
  return undefined;
}

