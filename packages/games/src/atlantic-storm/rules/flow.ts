/**
 * The order of play of the multiplayer and two-player games: every move of a player (what it answers and
 * the procedure it runs) and where the game goes after it, to the next decision: the next turn, the end
 * of the round (§11), the supply cards (§10), the capture or the spoils (§11, §14), the next round or battle
 * (§5), the end of the game (§4). The procedures themselves live in their own files (see RULINGS.md).
 */
import { cardName, type ZoneDecl } from '../data';
import { beginBattle, endRound, finishBattle } from './battle';
import { ev, RULE } from './events';
import { checkPlay, type PlaySpec } from './play';
import { pileAdd } from './pile';
import { resolveRound } from './resolution';
import { refill } from './state';
import { aimStorm, stormRoll, type StormTarget } from './storm';
import { capture, divideSpoils, nextSupply, refuel } from './trick';
import { discardOne, discardWholeHand, putDown } from './turn';
import { isRefusal, no, type Refusal } from './refusals';
import type { AsState, Battle, Ctx, Seat } from './types';

// ------------------------------------------------------------------ moves

/** §14 "Selección de Convoy": keep one of the two drawn convoys, the other goes to the convoy discard pile. */
export function chooseConvoy(G: AsState, seat: Seat, keep: string, m: Ctx): Refusal | undefined {
  if (G.prompt?.kind !== 'chooseConvoy' || G.prompt.seat !== seat) return no.notChoosingConvoy();
  const choice = G.players[seat].convoyChoice;
  if (!choice.includes(keep)) return no.notDrawnConvoy(cardName(keep));
  const other = choice.filter((c) => c !== keep);
  G.secret.convoyDiscard = pileAdd(G.secret.convoyDiscard, other);
  G.players[seat].convoyChoice = [];
  G.prompt = null;
  beginBattle(G, keep, m);
  return undefined;
}

/** §6 "Tipo de Operación": the leader declares air, surface, sub or combined. */
export function declareZone(G: AsState, seat: Seat, zone: ZoneDecl, m: Ctx): Refusal | undefined {
  if (G.prompt?.kind !== 'zone' || G.prompt.seat !== seat) return no.notLeader();
  if (!['air', 'surface', 'sub', 'combined'].includes(zone)) return no.badZone();
  const r = (G.battle as Battle).round;
  r.declared = zone;
  m.emit(ev.zone(seat, zone));
  G.prompt = null;
  proceed(G, m);
  return undefined;
}

/** §6 "Jugar carta(s)": a legal play (rules/play.ts) goes on the table (rules/turn.ts). */
export function play(G: AsState, seat: Seat, spec: PlaySpec, m: Ctx): Refusal | undefined {
  const v = checkPlay(G, seat, spec);
  if (isRefusal(v)) return v;
  putDown(G, seat, spec, v, m);
  finishTurn(G, seat, m);
  return undefined;
}

/** §6 "Descarte": one card of any kind; at a delayed turn, only the intelligence card (§9). */
export function discardCard(G: AsState, seat: Seat, id: string, m: Ctx): Refusal | undefined {
  const why = discardOne(G, seat, id, m);
  if (why) return why;
  finishTurn(G, seat, m);
  return undefined;
}

/** §14 "Descartar la Mano": advanced rules, instead of discarding one card. */
export function discardHand(G: AsState, seat: Seat, m: Ctx): Refusal | undefined {
  const why = discardWholeHand(G, seat, m);
  if (why) return why;
  finishTurn(G, seat, m);
  return undefined;
}

/** §9 "Tormentas": after a 1-3 the holder may cancel any play or make a player skip his turn. */
export function stormTarget(G: AsState, seat: Seat, target: StormTarget, m: Ctx): Refusal | undefined {
  const why = aimStorm(G, seat, target, m);
  if (why) return why;
  proceed(G, m);
  return undefined;
}

/** §10: the supply player may take one eligible card of the winning side into his hand. */
export function supply(G: AsState, seat: Seat, target: string | null, m: Ctx): Refusal | undefined {
  const why = refuel(G, seat, target, m);
  if (why) return why;
  continueResolution(G, m);
  return undefined;
}

/** §14 "Dividir los Despojos": the trick winner gives out the convoy and the captured cards. */
export function distributeSpoils(G: AsState, seat: Seat, assignment: Record<Seat, string[]>, m: Ctx): Refusal | undefined {
  const why = divideSpoils(G, seat, assignment, m);
  if (why) return why;
  finishBattle(G, m);
  return undefined;
}

// ------------------------------------------------------------------ the order of play

/** End of a turn: the storm holder rolls (§9 "Tormentas"), then the round goes on. */
function finishTurn(G: AsState, seat: Seat, m: Ctx): void {
  G.prompt = null;
  if (!stormRoll(G, seat, m)) proceed(G, m);
}

/** Advance to the next decision: the next turn, or the end of the round. */
function proceed(G: AsState, m: Ctx): void {
  const battle = G.battle as Battle;
  const r = battle.round;
  for (;;) {
    const idx = r.slots.findIndex((s) => s.status === 'todo');
    if (idx < 0) {
      resolve(G, m);
      return;
    }
    const slot = r.slots[idx];
    if (slot.sub === 2 && !r.midRefill) {
      // §13.1: both players refill between the two rounds of a battle (the leader first).
      r.midRefill = true;
      refill(G, r.leader, m, RULE.twoPlayer);
    }
    r.cursor = idx;
    if (!slot.delayed && G.players[slot.seat].hand.length === 0) {
      // a player with no cards cannot play or discard; his turn passes.
      slot.status = 'done';
      m.emit(ev.pass(slot.seat));
      if (stormRoll(G, slot.seat, m)) return;
      continue;
    }
    G.prompt = { kind: 'turn', seat: slot.seat, delayed: slot.delayed };
    return;
  }
}

/** §11: the end of the round; no combat and a tie end it at once, a win goes on with the supply cards. */
function resolve(G: AsState, m: Ctx): void {
  const outcome = resolveRound(G, m);
  if (outcome === 'win') continueResolution(G, m);
  else endRound(G, m, outcome === 'tie');
}

/** §10 then §11: the supply cards in order, then the capture (or the spoils, §14), then the next battle. */
function continueResolution(G: AsState, m: Ctx): void {
  if (nextSupply(G, m)) return;
  if (capture(G, m)) return;
  finishBattle(G, m);
}
