/**
 * The Reflag window [3.3.27]: after a raider or prize of a human player is recognized (by an AMC or Trap
 * duel, QQQ or an Interrogate), its owner may play Reflag from hand to hide it again.
 */
import type { Procedure } from '../../common/procedure';
import { emit, pop, push, type Ctx } from './core';
import type { Frame, Side } from './types';
import { human, openWindow, ownerOf, shipById, takeReaction } from './attack';
import { refuse } from '../../common/refusal';

/** The Reflag window: the owner of a newly recognized raider/prize may hide it again [3.3.27]. */
export function pushReflagWindow(c: Ctx, seat: Side, ship: string): void {
  if (!human(c.G, seat)) return; // the ghost reflags only at the end of its own turn [5.3.3.12]
  push(c, { f: 'reflagWin', step: 'ask', seat, ship });
}

export const reflagWinProcedure: Procedure<Frame, Ctx> = {
  step: (c, fr) => {
    const s = shipById(c.G, fr.ship as string);
    if (fr.step === 'ask' && s && s.rec && (s.kind === 'raider' || s.kind === 'prize') && ownerOf(c.G, s.id) === fr.seat) {
      openWindow(c, fr.seat as Side, { type: 'reflag', attacker: fr.seat as Side, target: s.id, by: null, night: false, surprise: false, allowed: ['reflag'] });
      return;
    }
    pop(c);
  },
  answer: (c, fr, seat, a) => {
    if (a.move === 'decline') {
      fr.step = 'done';
      return undefined;
    }
    if (a.move !== 'react') return refuse('playOrDecline', 'Play Reflag, or decline');
    const r = takeReaction(c, seat, a);
    if ('code' in r) return r;
    const s = shipById(c.G, fr.ship as string)!;
    s.rec = false;
    emit(c, { kind: 'reflag', seat, ship: s.id });
    fr.step = 'done';
    return undefined;
  },
};
