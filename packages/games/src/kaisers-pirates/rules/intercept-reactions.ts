/**
 * The reactions to a ship's Intercept! of a merchant and what they do: Slim Pickings [3.3.33],
 * Break Contact [3.3.4], Shallow Run and its crossings with 6.10 pursuit [3.3.31], Fast Ship [3.3.10, 6.6],
 * QQQ [3.3.22], Recalled [3.3.25], and the duels of an AMC [3.3.1] and a Trap [3.3.38].
 */
import { ACTION, GHOST_COINS, WARSHIP } from '../data';
import { attackOutcome } from './dice';
import { emit, ask, roll, type Ctx } from './core';
import { damagePenalty, defenseCoin, hasFeature, shipToUsed, vaEntryFor } from './state';
import type { Ship } from './types';
import { applyResult, breakContactMod, crossingMod, decisionRoll, failCrossing, human, inMerchantRow, reactionPair, shipAttackMod, shipById } from './attack';
import { captureResupply } from './prize-resupply';
import { type ShipXFrame } from './ship-intercept';

export function applySubReaction(c: Ctx, fr: ShipXFrame, S: Ship): void {
  const { G } = c;
  const M = inMerchantRow(G, fr.def, fr.cur!)!;
  const r = fr.react;
  fr.step = 'roll';
  if (!r) return;
  switch (r.type) {
    case 'slim_pickings': {
      if (fr.multi && fr.targets.length >= 2 && !fr.slimUsed && !human(G, fr.def)) {
        // The ghost's Slim Pickings against GH/SL reduces the intercept to one merchant (ruling A-07).
        fr.slimUsed = true;
        fr.slimDrawn = true; // the kept merchant gets no second defence draw [5.2.3]
        fr.remaining = [fr.cur!, ...fr.remaining];
        fr.step = 'keep';
        return;
      }
      fr.result = 'cancelled';
      fr.step = 'next';
      emit(c, { kind: 'slimCancel', seat: fr.def, target: M.id });
      return;
    }
    case 'break_contact': {
      const mod = breakContactMod(G, M, S);
      const d = decisionRoll(c, reactionPair(r.card, 'break_contact'), mod);
      emit(c, { kind: 'breakContact', seat: fr.def, ship: M.id, ok: d.ok, rolls: d.dice });
      if (d.ok) {
        fr.result = 'cancelled';
        fr.step = 'next';
      }
      return;
    }
    case 'shallow_run': {
      fr.step = 'cross';
      if (G.options.shallowPursuit) {
        // Pursuit must be announced before the crossing roll [6.10.1].
        if (!human(G, fr.att)) {
          fr.pursuit = S.dmg === 0; // ghost policy P-20
        } else {
          ask(c, { kind: 'choose', seat: fr.att, question: 'pursuit', options: ['pursue', 'letGo'], about: S.id });
        }
      }
      return;
    }
    case 'amc':
      return amcDuel(c, fr, S, M, r.card);
    case 'trap':
      return trapDuel(c, fr, S, M, r.card);
    case 'fast_ship': {
      // Option 6.6: a fast raider not already LS may chase at full speed, ignoring the -2 [6.6.1, 6.6.1.2].
      if (G.options.fastRaiders && hasFeature(S, 'fast') && !S.ls) {
        if (!human(G, fr.att))
          fr.fastFull = true; // P-19
        else ask(c, { kind: 'choose', seat: fr.att, question: 'fullSpeed', options: ['chase', 'normal'], about: S.id });
      }
      return;
    }
    case 'qqq':
      fr.qqq = true;
      return;
    case 'recalled':
      fr.ghostRecalled = true; // the ghost's Recalled waits for the result [5.2.3]
      return;
    default:
      return; // non_combatant: applied in the roll
  }
}

export function crossings(c: Ctx, fr: ShipXFrame): void {
  const { G } = c;
  const S = shipById(G, fr.ship)!;
  const M = inMerchantRow(G, fr.def, fr.cur!)!;
  const pr = reactionPair(fr.react!.card, 'shallow_run');
  const dm = decisionRoll(c, pr, crossingMod(G, M));
  const ds = fr.pursuit ? decisionRoll(c, pr, crossingMod(G, S, true)) : null;
  const mRes = dm.ok ? 'unharmed' : failCrossing(c, M, fr.att);
  const sRes = ds ? (ds.ok ? 'unharmed' : failCrossing(c, S, fr.def)) : null;
  emit(c, {
    kind: 'shallowRun',
    seat: fr.def,
    ship: M.id,
    result: mRes,
    rolls: dm.dice,
    pursuer: ds ? S.id : null,
    pursuerResult: sRes ?? 'none',
    pursuerRolls: ds?.dice ?? [],
    ...(ds ? { rule: '3.3.31, 6.10' } : {}),
  });
  if (fr.pursuit && mRes !== 'sunk' && sRes !== 'sunk') {
    fr.step = 'roll'; // both afloat: the intercept is not cancelled [6.10.2]
    return;
  }
  fr.result = 'cancelled';
  fr.step = 'next';
}

/** Recalled: the interceptor goes home, face up under the warship deck, no VA [3.3.25]. */
export function recalled(c: Ctx, fr: ShipXFrame, S: Ship, card: string | null): void {
  const { G } = c;
  const d = decisionRoll(c, reactionPair(card, 'recalled'), 0);
  if (d.ok) shipToUsed(G, S.id);
  emit(c, { kind: 'recalled', seat: fr.def, ship: S.id, ok: d.ok, rolls: d.dice });
}

/** AMC duel [3.3.1]: simultaneous legs, results applied after both; the merchant is ignored. */
function amcDuel(c: Ctx, fr: ShipXFrame, S: Ship, M: Ship, card: string | null): void {
  const { G } = c;
  const amc = card ? { attack: ACTION[card].action.attack!, defense: ACTION[card].action.defense!, va: ACTION[card].va ?? 0 } : GHOST_COINS.amc;
  const night = fr.night ? -1 : 0;
  const a1 = roll(c, amc.attack, night);
  const d1 = roll(c, WARSHIP[S.id].defense, -damagePenalty(G, S));
  const a2 = roll(c, WARSHIP[S.id].attack, shipAttackMod(G, S, fr.night, fr.sa));
  const d2 = roll(c, amc.defense);
  const oS = attackOutcome(a1.total, d1.total);
  const oA = attackOutcome(a2.total, d2.total);
  const wasRaider = S.kind === 'raider';
  const sRes = applyResult(c, S, oS, fr.def, null);
  if (oA === 'sunk') {
    if (card) {
      const i = G.turn!.reacted.findIndex((r) => r.card === card);
      if (i >= 0) G.turn!.reacted.splice(i, 1);
      G.forces[fr.att].va.push(vaEntryFor(card, 'pointed'));
    } else {
      G.forces[fr.att].va.push({ id: 'ghost:amc', deck: 'virtual', va: amc.va, mult: 1, source: 'pointed' });
    }
  }
  G.turn!.amcIgnored.push(M.id);
  fr.result = 'ignored';
  emit(c, { kind: 'amcDuel', seat: fr.def, card, ship: S.id, merchant: M.id, shipResult: oS, amcResult: oA, rolls: [a1, d1, a2, d2] });
  fr.step = 'next';
  if (sRes !== 'sunk' && wasRaider && !S.rec) {
    S.rec = true;
    emit(c, { kind: 'recognized', seat: fr.att, ship: S.id, by: 'amc', rule: '3.3.1' });
    fr.reflagDue = true;
  }
}

/** Trap duel [3.3.38]: the armed merchant and the ship fire simultaneously. */
function trapDuel(c: Ctx, fr: ShipXFrame, S: Ship, M: Ship, card: string | null): void {
  const { G } = c;
  const trapCoin = card ? ACTION[card].action.attack! : GHOST_COINS.trap;
  const a1 = roll(c, trapCoin, fr.night ? -1 : 0);
  const d1 = roll(c, WARSHIP[S.id].defense, -damagePenalty(G, S));
  const a2 = roll(c, WARSHIP[S.id].attack, shipAttackMod(G, S, fr.night, fr.sa));
  const d2 = roll(c, defenseCoin(M), -damagePenalty(G, M));
  const oS = attackOutcome(a1.total, d1.total);
  const oM = attackOutcome(a2.total, d2.total);
  const capture = fr.boarding.includes(M.id);
  const wasRaider = S.kind === 'raider';
  const sRes = applyResult(c, S, oS, fr.def, null);
  const mRes = applyResult(c, M, oM, fr.att, capture ? { into: fr.att, from: fr.def } : null);
  fr.result = mRes;
  emit(c, { kind: 'trapDuel', seat: fr.def, ship: S.id, merchant: M.id, shipResult: oS, merchantResult: oM, capture, rolls: [a1, d1, a2, d2] });
  fr.step = 'sc'; // a merchant that survives intact may try Safe Conduct (ruling A-41)
  if (mRes === 'captured' && sRes !== 'sunk') {
    const s2 = shipById(G, S.id);
    if (s2) captureResupply(c, fr, s2, M.id);
  }
  if (sRes !== 'sunk' && wasRaider && !S.rec) {
    S.rec = true;
    emit(c, { kind: 'recognized', seat: fr.att, ship: S.id, by: 'trap', rule: '3.3.38' });
    fr.reflagDue = true;
  }
}
