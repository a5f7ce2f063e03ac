/**
 * The resolution engine's core: a stack of plain frames run by the game kit's procedure interpreter
 * (common/procedure.ts; spec §4.11). Each frame is a procedure with a `step`; a step either finishes on the
 * server or asks one seat a question (G.pending) and waits for that seat's move. Frames live in
 * G.secret.stack because they may hold hidden card ids. Every procedure is listed in engine.ts.
 */
import type { Coin } from '../data';
import { rollCoin, type Rng } from './dice';
import type { DiceRoll, Frame, GameState, Pending } from './types';

export interface Ctx {
  G: GameState;
  rng: Rng;
}

/** A player's answer to the pending question: a move name and its arguments. */
export type { Answer } from '../../common/procedure';

export function push<T extends Frame>(c: Ctx, frame: T): void {
  c.G.secret.stack.push(frame);
}

export function pop(c: Ctx): void {
  c.G.secret.stack.pop();
}

export function ask(c: Ctx, p: Pending): void {
  c.G.pending = p;
}

export function roll(c: Ctx, coin: Coin, label: string, mod = 0): DiceRoll {
  return rollCoin(c.rng, coin, label, mod);
}

/** Signed modifier text for logs. */
export function modText(n: number): string {
  return n === 0 ? '' : n > 0 ? ` +${n}` : ` ${n}`;
}
