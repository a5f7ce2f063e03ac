/**
 * Safe Conduct [3.2.6]: an intact merchant or prize that survived an Intercept! rolls its own coins to reach
 * a friendly port (a prize scores double [3.2.5.3]); the holder of a prize is asked first (ruling W-2).
 */
import { MERCHANT } from '../data';
import type { Procedure } from '../../common/procedure';
import { emit, ask, pop, push, type Ctx } from './core';
import { name, shipToVA } from './state';
import type { Frame, Side } from './types';
import { decisionRoll, human, ownerOf, shipById } from './attack';
import { refuse } from '../../common/refusal';

/** Safe Conduct [3.2.6]: the holder rolls its ship's own coins; success banks it (a prize counts double). */
export function safeConduct(c: Ctx, holder: Side, id: string, bonus: 'none' | 'calmSeas' | 'nonCombatant' = 'none'): boolean {
  // Calm Seas +1 [3.3.9], Non-Combatant +2 [3.3.21].
  const mod = bonus === 'calmSeas' ? 1 : bonus === 'nonCombatant' ? 2 : 0;
  const { G } = c;
  const m = MERCHANT[id];
  const d = decisionRoll(c, m.safeConduct, mod);
  const ship = shipById(G, id);
  const prize = ship?.kind === 'prize';
  if (d.ok) shipToVA(G, id, holder, 'safe_conduct', prize ? 2 : 1);
  emit(c, { kind: 'safeConduct', seat: holder, ship: id, ok: d.ok, prize, bonus, rolls: d.dice });
  return d.ok;
}

/**
 * An intact prize survived an Intercept!: it "may" try Safe Conduct [3.2.6] (ruling W-2). A human holder is
 * asked (`safeConduct`: `attempt` / `stay`), because keeping a prize can be worth more than banking it: it
 * gives +2 to Blockade Runner [3.3.2], -2 to an opponent's Rendezvous Missed [3.3.28] and may resupply a
 * ship under option 6.12, and it still scores double if held to the round's end [3.2.5.3]. The ghost always
 * tries (the automaton text of 5.0-5.3 says nothing more specific). Merchants are never asked
 * (see W-2): the caller rolls for them at once.
 */
export function offerSafeConduct(c: Ctx, holder: Side, id: string): void {
  if (!human(c.G, holder)) {
    safeConduct(c, holder, id);
    return;
  }
  push(c, { f: 'scAsk', step: 'ask', seat: holder, ship: id });
}

export const scAskProcedure: Procedure<Frame, Ctx> = {
  step: (c, fr) => {
    const s = shipById(c.G, fr.ship as string);
    // Asked only while the prize is still the holder's and intact [3.2.6, A-05].
    if (fr.step === 'ask' && s && s.kind === 'prize' && s.dmg === 0 && ownerOf(c.G, s.id) === fr.seat) {
      ask(c, { kind: 'choose', seat: fr.seat as Side, question: 'safeConduct', options: ['attempt', 'stay'], about: s.id });
      return;
    }
    pop(c);
  },
  answer: (c, fr, seat, a) => {
    const p = c.G.pending;
    const id = fr.ship as string;
    if (a.move !== 'choose' || p?.kind !== 'choose' || p.question !== 'safeConduct') {
      return refuse(
        'safeConductAnswer',
        `Answer with choose("attempt") to try Safe Conduct with ${name(id)}, or choose("stay") to keep it in your Force [3.2.6]`,
        { ship: name(id) },
      );
    }
    const v = a.args[0];
    if (v === 'attempt') safeConduct(c, seat, id);
    else if (v === 'stay') emit(c, { kind: 'keepPrize', seat, ship: id });
    else
      return refuse(
        'safeConductAnswer',
        `"${String(v)}" is not an answer here: choose "attempt" (roll for Safe Conduct) or "stay" (keep ${name(id)} in your Force) [3.2.6]`,
        { ship: name(id) },
      );
    fr.step = 'done';
    return undefined;
  },
};
