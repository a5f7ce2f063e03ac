/**
 * Who takes the first turn of a round [3.1, 5.1.3]: a d10 roll-off (highest starts; rounds 2+ the lowest
 * Round Points, ties re-rolled, ruling A-35), the lowest fleet VA with that option, or the live player's
 * choice in solitaire.
 */
import { WARSHIP } from '../data';
import type { Procedure } from '../../common/procedure';
import { ask, pop, roll, type Ctx } from './core';
import { addLog, sideName } from './state';
import type { Frame, Side } from './types';

function rollOff(c: Ctx, among: Side[], why: string): Side {
  let tied = among.slice();
  let guard = 0;
  while (tied.length > 1 && guard++ < 50) {
    const rolls = tied.map((s) => ({ s, r: roll(c, [10], `${sideName(c.G, s)} d10`) }));
    const best = Math.max(...rolls.map((x) => x.r.total));
    addLog(c.G, `${why}: ${rolls.map((x) => `${sideName(c.G, x.s)} ${x.r.total}`).join(', ')} [3.1].`, { dice: rolls.map((x) => x.r) });
    tied = rolls.filter((x) => x.r.total === best).map((x) => x.s);
  }
  return tied[0];
}

function firstOfRound(c: Ctx): Side {
  const { G } = c;
  if (G.round > 1) {
    // Rounds 2, 3 (and tie-breaks): lowest cumulative RP starts; ties roll a d10 [3.1, ruling A-35].
    const low = Math.min(...G.sides.map((s) => G.totals.rp[s]));
    return rollOff(c, G.sides.filter((s) => G.totals.rp[s] === low), 'Lowest Round Points: roll for the first turn');
  }
  if (G.options.firstPlayer === 'lowestFleetVA') {
    const fleet = (s: Side) => G.forces[s].ships.reduce((a, x) => a + (WARSHIP[x.id]?.va ?? 0), 0);
    const low = Math.min(...G.sides.map(fleet));
    return rollOff(c, G.sides.filter((s) => fleet(s) === low), 'Lowest fleet VA starts');
  }
  return rollOff(c, G.sides, 'Each player rolls a d10, highest starts');
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
      fr.first = firstOfRound(c);
    }
    if (fr.step === 'done') {
      G.next = { seat: fr.first as Side, extra: false };
      addLog(G, `${sideName(G, fr.first as Side)} takes the first turn of round ${G.round}.`);
      pop(c);
    }
  },
  answer: (c, fr, _seat, a) => {
    const p = c.G.pending;
    if (a.move !== 'choose' || p?.kind !== 'choose' || !p.options.includes(a.args[0] as string)) return 'Choose "0" (you) or "1" (the ghost) to take the first turn [5.1.3]';
    fr.first = a.args[0];
    fr.step = 'done';
    return undefined;
  },
};
