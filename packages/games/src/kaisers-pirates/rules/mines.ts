/**
 * Mines [3.2.8.2, 3.3.18, 3.3.35]: the defender may sweep them (Minesweeper [3.3.19]); else
 * each merchant is attacked on its own, without modifiers, Safe Conduct or capture [3.2.9.3].
 */
import { type Coin } from '../data';
import { attackOutcome } from './dice';
import type { Procedure } from '../../common/procedure';
import { emit, pop, push, roll, type Answer, type Ctx } from './core';
import { ghostDefence } from './soldeck';
import { damagePenalty, defenseCoin } from './state';
import type { Frame, Side } from './types';
import { applyResult, human, inMerchantRow, openWindow, takeReaction } from './attack';
import { refuse, type Refusal } from '../../common/refusal';

interface MinesFrame extends Frame {
  f: 'mines';
  att: Side;
  def: Side;
  coin: Coin;
  order: string[];
  swept: boolean;
  /** The card that laid the mines (null: the ghost's). */
  card: string | null;
}

export function startMines(c: Ctx, o: { att: Side; def: Side; coin: Coin; order: string[]; card: string | null }): void {
  push(c, { f: 'mines', step: 'window', ...o, swept: false } as MinesFrame);
}

function minesStep(c: Ctx, frame: Frame): void {
  const fr = frame as MinesFrame;
  const { G } = c;
  if (fr.step === 'window') {
    fr.step = 'attack';
    if (!human(G, fr.def)) {
      fr.swept = ghostDefence(c, ['minesweeper'], 'mines', fr.card ? [fr.card] : []) === 'minesweeper';
      return;
    }
    openWindow(c, fr.def, { type: 'mines', attacker: fr.att, target: null, by: null, night: false, surprise: false, allowed: ['minesweeper'] });
    return;
  }
  if (fr.step === 'attack') {
    fr.step = 'done';
    if (fr.swept) {
      emit(c, { kind: 'minesSwept', seat: fr.def });
      return;
    }
    // Each merchant is attacked individually; no modifiers, no Safe Conduct, no capture [3.3.18, 3.2.9.3].
    for (const id of fr.order) {
      const M = inMerchantRow(G, fr.def, id);
      if (!M) continue;
      const A = roll(c, fr.coin);
      const D = roll(c, defenseCoin(M), -damagePenalty(G, M));
      const o = attackOutcome(A.total, D.total);
      applyResult(c, M, o, fr.att, null);
      emit(c, { kind: 'mineAttack', seat: fr.att, target: id, result: o, rolls: [A, D] });
    }
    return;
  }
  pop(c);
}

export const minesProcedure: Procedure<Frame, Ctx> = { step: minesStep, answer: minesAnswer };

function minesAnswer(c: Ctx, frame: Frame, seat: Side, a: Answer): Refusal | undefined {
  const fr = frame as MinesFrame;
  if (a.move === 'decline') return undefined;
  if (a.move !== 'react') return refuse('playOrDecline', 'Play Minesweeper with react(card), or decline()');
  const r = takeReaction(c, seat, a);
  if ('code' in r) return r;
  fr.swept = true;
  return undefined;
}
