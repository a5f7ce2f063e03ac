/**
 * A prize resupplies its captor [3.2.5.2]; with option 6.12 the resupply is optional, open to any of its
 * holder's ships once per turn, and the prize may be exhausted [6.12.1-6.12.3].
 */
import type { Procedure } from '../../common/procedure';
import { emit, ask, pop, push, type Ctx } from './core';
import { isFighting, vaEntryFor } from './state';
import type { Frame, Ship, Side } from './types';
import { decisionRoll, human, shipById } from './attack';
import { type ShipXFrame } from './ship-intercept';
import { refuse } from '../../common/refusal';

/** A prize resupplies the intercepting ship [3.2.5.2]; with 6.12 it is optional and may exhaust the prize [6.12.3]. */
export function captureResupply(c: Ctx, fr: ShipXFrame, S: Ship, prize: string): void {
  const { G } = c;
  if (!S.ls) return;
  if (!G.options.prizeResupply) {
    S.ls = false;
    emit(c, { kind: 'prizeResupplies', seat: fr.att, prize, ship: S.id });
    return;
  }
  if (!human(G, fr.att)) {
    prizeResupplyRoll(c, fr.att, prize, S.id); // P-21
    return;
  }
  push(c, { f: 'capRes', step: 'ask', seat: fr.att, prize, ship: S.id });
}

/** Option 6.12: a prize resupplies one LS ship, then rolls 10/8 vs 10 for exhaustion [6.12.1-6.12.2]. */
export function prizeResupplyRoll(c: Ctx, side: Side, prize: string, ship: string): void {
  const { G } = c;
  const s = shipById(G, ship);
  if (s) s.ls = false;
  if (G.turn && !G.turn.prizesUsed.includes(prize)) G.turn.prizesUsed.push(prize);
  const d = decisionRoll(c, { challenge: [10, 8], response: [10] }, 0);
  if (d.ok) {
    const t = shipById(G, prize);
    if (t) {
      const f = G.forces[side];
      f.ships.splice(f.ships.indexOf(t), 1);
      f.va.push(vaEntryFor(prize, 'prize_exhausted', 1));
    }
  }
  emit(c, { kind: 'prizeExhaustion', seat: side, prize, ship, ok: d.ok, rolls: d.dice });
}

/**
 * Option 6.12.1 outside a capture: during its holder's turn a prize resupplies a ship with Limited Supplies
 * "automatically". Done here whenever the pairing leaves no choice (one prize not yet used this turn and one
 * ship with Limited Supplies, refuges included), as many times as that stays so; with several prizes or
 * several such ships the holder picks with prizeResupply(prize, ship). Only the capture's resupply is
 * optional [6.12.3]. The ghost resupplies its strongest ships in turn (`pickShip`).
 */
export function autoPrizeResupply(c: Ctx, side: Side, pickShip?: (ships: Ship[]) => Ship): void {
  const { G } = c;
  if (!G.options.prizeResupply || !G.turn) return;
  for (let guard = 0; guard < 8; guard++) {
    const f = G.forces[side];
    const prizes = f.ships.filter((s) => s.kind === 'prize' && !G.turn!.prizesUsed.includes(s.id));
    const short = f.ships.filter((s) => isFighting(s) && s.ls);
    if (!prizes.length || !short.length) return;
    if (!pickShip && (prizes.length > 1 || short.length > 1)) return;
    const ship = pickShip ? pickShip(short) : short[0];
    prizeResupplyRoll(c, side, prizes[0].id, ship.id);
  }
}

export const capResProcedure: Procedure<Frame, Ctx> = {
  step: (c, fr) => {
    if (fr.step === 'ask') {
      ask(c, { kind: 'choose', seat: fr.seat as Side, question: 'captureResupply', options: ['resupply', 'no'], about: fr.prize as string });
      return;
    }
    pop(c);
  },
  answer: (c, fr, _seat, a) => {
    if (a.move !== 'choose') return refuse('resupplyAnswer', 'Answer with choose("resupply") or choose("no")');
    if (a.args[0] === 'resupply') prizeResupplyRoll(c, fr.seat as Side, fr.prize as string, fr.ship as string);
    else if (a.args[0] !== 'no') return refuse('resupplyAnswer', 'Choose "resupply" or "no"');
    fr.step = 'done';
    return undefined;
  },
};
