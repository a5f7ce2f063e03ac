/**
 * The resolution engine's core: a stack of plain frames run by the game kit's procedure interpreter
 * (common/procedure.ts). Each frame is a procedure with a `step`; a step either finishes on the
 * server or asks one seat a question (G.pending) and waits for that seat's move. Frames live in
 * G.secret.stack because they may hold hidden card ids. Every procedure is listed in engine.ts. What
 * happens is told as structured log events (rules/events.ts) through `emit`.
 */
import type { LogEvent } from '../../common/log';
import type { Coin } from '../data';
import { rollCoin, type Rng } from './dice';
import { encodeEvent, type KPEvent } from './events';
import type { DiceRoll, Frame, GameState, Pending, Side } from './types';

export interface Ctx {
  G: GameState;
  rng: Rng;
  /** The move's structured log (common/log.ts); events go on its log entry, not into the state. */
  emit(e: LogEvent): void;
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

export function roll(c: Ctx, coin: Coin, mod = 0): DiceRoll {
  return rollCoin(c.rng, coin, mod);
}

/**
 * Log what happened, for everybody; or, with `only`, the event as it is for those seats and `others` for
 * every other viewer (nothing when it is absent): a card only its owner may see stays hidden [2.2].
 */
export function emit(c: Ctx, e: KPEvent, only?: Side[], others?: KPEvent): void {
  const ev = encodeEvent(e);
  if (only) {
    ev.only = only.slice();
    if (others) {
      const o = encodeEvent(others);
      ev.others = o;
    }
  }
  c.emit(ev);
}
