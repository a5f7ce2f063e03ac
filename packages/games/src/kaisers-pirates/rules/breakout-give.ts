/** Breakout in the team game [4.7]: of two new ships, one may go to the teammate. */
import type { Procedure } from '../../common/procedure';
import { emit, ask, pop, type Ctx } from './core';
import type { Frame, Side } from './types';
import { refuse } from '../../common/refusal';

// Breakout in the team game: one of two new ships may go to the teammate [4.7].
export const giveProcedure: Procedure<Frame, Ctx> = {
  step: (c, fr) => {
    if (fr.step === 'ask') {
      const ships = (fr.ships as string[]).filter((id) => c.G.forces[fr.seat as Side].ships.some((s) => s.id === id));
      if (ships.length === 2) {
        ask(c, { kind: 'choose', seat: fr.seat as Side, question: 'breakoutGive', options: [...ships, 'none'], about: fr.mate as string });
        return;
      }
    }
    pop(c);
  },
  answer: (c, fr, seat, a) => {
    const p = c.G.pending;
    if (a.move !== 'choose' || p?.kind !== 'choose' || typeof a.args[0] !== 'string' || !p.options.includes(a.args[0]))
      return refuse('breakoutGiveAnswer', 'Choose a new ship to give your teammate, or "none"');
    const v = a.args[0] as string;
    if (v !== 'none') {
      const f = c.G.forces[seat];
      const i = f.ships.findIndex((s) => s.id === v);
      const [s] = f.ships.splice(i, 1);
      c.G.forces[fr.mate as Side].ships.push(s);
      emit(c, { kind: 'breakoutGive', seat, ship: v, to: fr.mate as Side });
    }
    fr.step = 'done';
    return undefined;
  },
};
