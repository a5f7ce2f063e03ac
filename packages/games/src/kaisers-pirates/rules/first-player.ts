/**
 * Who takes the first turn of a round [3.1, 5.1.3]: a d10 roll-off (highest starts; rounds 2+ the lowest
 * Round Points, ties re-rolled, ruling A-35), the lowest fleet VA with that option, or the live player's
 * choice in solitaire.
 */
import { WARSHIP } from '../data';
import type { Procedure } from '../../common/procedure';
import { emit, ask, pop, roll, type Ctx } from './core';
import type { Frame, Side } from './types';
import { refuse } from '../../common/refusal';

type Basis = 'highest' | 'lowestRp' | 'lowestFleet';

function rollOff(c: Ctx, among: Side[], basis: Basis): { first: Side; basis: Basis } {
  let tied = among.slice();
  let guard = 0;
  while (tied.length > 1 && guard++ < 50) {
    const rolls = tied.map((s) => ({ s, r: roll(c, [10]) }));
    const best = Math.max(...rolls.map((x) => x.r.total));
    emit(c, { kind: 'firstRoll', basis, sides: tied.slice(), rolls: rolls.map((x) => x.r) });
    tied = rolls.filter((x) => x.r.total === best).map((x) => x.s);
  }
  return { first: tied[0], basis };
}

function firstOfRound(c: Ctx): { first: Side; basis: Basis } {
  const { G } = c;
  if (G.round > 1) {
    // Rounds 2, 3 (and tie-breaks): lowest cumulative RP starts; ties roll a d10 [3.1, ruling A-35].
    const low = Math.min(...G.sides.map((s) => G.totals.rp[s]));
    return rollOff(
      c,
      G.sides.filter((s) => G.totals.rp[s] === low),
      'lowestRp',
    );
  }
  if (G.options.firstPlayer === 'lowestFleetVA') {
    const fleet = (s: Side) => G.forces[s].ships.reduce((a, x) => a + (WARSHIP[x.id]?.va ?? 0), 0);
    const low = Math.min(...G.sides.map(fleet));
    return rollOff(
      c,
      G.sides.filter((s) => fleet(s) === low),
      'lowestFleet',
    );
  }
  return rollOff(c, G.sides, 'highest');
}

export const firstProcedure: Procedure<Frame, Ctx> = {
  step: (c, fr) => {
    const { G } = c;
    if (fr.step === 'roll') {
      if (G.mode === 'solo' && G.round === 1 && G.options.firstPlayer === 'liveChooses') {
        fr.step = 'wait';
        ask(c, { kind: 'choose', seat: '0', question: 'firstPlayer', options: ['0', '1'], about: null });
        return;
      }
      fr.step = 'done';
      const f = firstOfRound(c);
      fr.first = f.first;
      fr.basis = f.basis;
    }
    if (fr.step === 'done') {
      G.next = { seat: fr.first as Side, extra: false };
      const basis = (fr.basis as Basis | undefined) ?? 'chosen';
      emit(c, { kind: 'firstTurn', seat: fr.first as Side, round: G.round, basis, ...(basis === 'chosen' ? { rule: '5.1.3' } : {}) });
      pop(c);
    }
  },
  answer: (c, fr, _seat, a) => {
    const p = c.G.pending;
    if (a.move !== 'choose' || p?.kind !== 'choose' || !p.options.includes(a.args[0] as string))
      return refuse('chooseFirst', 'Choose "0" (you) or "1" (the ghost) to take the first turn [5.1.3]');
    fr.first = a.args[0];
    fr.step = 'done';
    return undefined;
  },
};
