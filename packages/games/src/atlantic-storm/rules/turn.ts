/**
 * A player's turn (§5 "Juegue o descarte"): the effects of a legal play (§6 "Jugar carta(s)"; its legality
 * is rules/play.ts), fate victims destroyed at once (§7), an intelligence card delaying the turn (§9 Ultra /
 * B-Dienst), or a discard (§6 "Descarte"; §14 "Descartar la Mano"). What comes after the turn (the storm
 * roll, the next turn) is rules/flow.ts.
 */
import { cardName, type Side } from '../data';
import { card } from './cards';
import { ev, readingOrder, RULE } from './events';
import { livePlays, type CheckedPlay, type PlaySpec } from './play';
import { discard, removeFromHand } from './state';
import { no, type Refusal } from './refusals';
import type { AsState, Battle, Ctx, Play, Round, Seat } from './types';

/** Put a checked play on the table (§6), with its immediate effects (§7, §9). */
export function putDown(G: AsState, seat: Seat, spec: PlaySpec, v: CheckedPlay, m: Ctx): void {
  const battle = G.battle as Battle;
  const r = battle.round;
  const slot = r.slots[r.cursor];
  removeFromHand(G, seat, spec.cards);
  if (v.intel) {
    // §9 Ultra / B-Dienst: the turn is delayed to the end of the round (two-player: of this single round).
    r.intel.push({ card: v.intel, seat, side: v.side as Side, status: 'waiting' });
    let pos = r.slots.length - 1;
    while (pos >= 0 && r.slots[pos].sub !== slot.sub) pos--;
    r.slots.splice(pos + 1, 0, { seat, sub: slot.sub, delayed: true, intel: v.intel, status: 'todo' });
    slot.status = 'done';
    m.emit(ev.intel(seat, v.intel));
    return;
  }
  if (slot.delayed) {
    const i = r.intel.find((x) => x.card === slot.intel);
    if (i) i.status = 'done';
  }
  const p: Play = {
    no: r.nextNo++,
    seat,
    sub: slot.sub,
    delayed: slot.delayed,
    side: v.side,
    normals: v.normals,
    doubled: [],
    bonuses: v.bonuses,
    specials: v.specials,
    admiral: v.admiral,
    supplies: v.supplies,
    killers: [],
    cancelled: false,
    dice: {},
    value: null,
  };
  m.emit(ev.play(seat, readingOrder(p.normals, p.bonuses, [...p.specials, ...p.supplies, ...(v.storm ? [v.storm] : [])]), slot.delayed, p.admiral));
  r.plays.push(p);
  // §7 fate victims, card by card in the order of the play.
  for (const id of [...p.normals, ...p.bonuses.map((b) => b.id), ...p.supplies]) {
    const victim = card(id).fateVictim;
    if (!victim) continue;
    if (victim === battle.convoy) {
      if (card(id).kind === 'normal') {
        p.doubled.push(id);
        m.emit(ev.fateDouble(seat, id, victim, RULE.fate));
      }
      continue;
    }
    kill(G, r, seat, p, id, victim, m);
  }
  if (v.storm) r.storm = { card: v.storm, holder: seat, pending: true };
  if (p.admiral === 'combine' && r.declared !== 'combined') m.emit(ev.combined(seat, p.specials.find((s) => card(s).special === 'admiral') as string));
  slot.status = 'done';
}

/** Take a card out of a play, with everything that refers to it (bonus cards lose their parent). */
export function takeFromPlay(p: Play, id: string): boolean {
  const had = p.normals.includes(id) || p.supplies.includes(id) || p.bonuses.some((b) => b.id === id);
  p.normals = p.normals.filter((x) => x !== id);
  p.supplies = p.supplies.filter((x) => x !== id);
  p.bonuses = p.bonuses.filter((b) => b.id !== id).map((b) => (b.parent === id ? { id: b.id, parent: null } : b));
  p.doubled = p.doubled.filter((x) => x !== id);
  p.killers = p.killers.filter((x) => x !== id);
  delete p.dice[id];
  return had;
}

/**
 * §7: a fate card played after its victim "en la ronda actual (no en una ronda previa)" destroys it at once;
 * the victim goes face down to the fate player. The victim is the enemy's: a play of the other side by
 * another player. In the two-player game each battle is two rounds of play (§13.1) and §13.4 lists what
 * lasts into the second one (Raid, 2nd Happy Time, Black Gap, a storm), not fate: only a victim played in
 * the same single round (`sub`) can be destroyed.
 */
function kill(G: AsState, r: Round, seat: Seat, fatePlay: Play, fateCard: string, victim: string, m: Ctx): void {
  for (const p of livePlays(r)) {
    if (p === fatePlay || p.sub !== fatePlay.sub || p.seat === seat || p.side === fatePlay.side) continue;
    const kind = p.normals.includes(victim) ? 'normal' : p.supplies.includes(victim) ? 'supply' : p.bonuses.some((b) => b.id === victim) ? 'bonus' : null;
    if (!kind) continue;
    // §7: bonus cards whose parent was the victim are discarded at once.
    const orphans = kind === 'normal' ? p.bonuses.filter((b) => b.parent === victim).map((b) => b.id) : [];
    for (const o of orphans) takeFromPlay(p, o);
    takeFromPlay(p, victim);
    discard(G, orphans);
    fatePlay.killers.push(fateCard);
    if (kind === 'bonus') {
      discard(G, [victim]);
      m.emit(ev.fateBonus(seat, fateCard, victim));
    } else {
      G.players[seat].victims.push(victim);
      m.emit(ev.fateKill(seat, fateCard, victim, orphans));
    }
    return;
  }
}

/** §6 "Descarte": one card of any kind; at a delayed turn, only the intelligence card (§9). */
export function discardOne(G: AsState, seat: Seat, id: string, m: Ctx): Refusal | undefined {
  if (G.prompt?.kind !== 'turn' || G.prompt.seat !== seat) return no.notYourTurn();
  const r = (G.battle as Battle).round;
  const slot = r.slots[r.cursor];
  if (slot.delayed) {
    if (id !== slot.intel) return no.delayedDiscard(cardName(slot.intel ?? ''));
    r.intel = r.intel.filter((i) => i.card !== id);
    slot.intel = null;
    discard(G, [id]);
    m.emit(ev.intelDiscard(seat, id));
  } else {
    const hand = G.players[seat].hand;
    if (!hand.includes(id)) return no.notInHand(cardName(id));
    removeFromHand(G, seat, [id]);
    discard(G, [id]);
    m.emit(ev.discard(seat, id));
  }
  slot.status = 'done';
  return undefined;
}

/** §14 "Descartar la Mano": advanced rules, instead of discarding one card. */
export function discardWholeHand(G: AsState, seat: Seat, m: Ctx): Refusal | undefined {
  if (G.prompt?.kind !== 'turn' || G.prompt.seat !== seat) return no.notYourTurn();
  if (!G.flags.discardHand) return no.discardHandOff();
  const r = (G.battle as Battle).round;
  const slot = r.slots[r.cursor];
  if (slot.delayed) return no.discardHandDelayed();
  const hand = G.players[seat].hand;
  if (hand.length === 0) return no.handEmpty();
  const gone = hand.splice(0, hand.length);
  discard(G, gone);
  m.emit(ev.discardHand(seat, gone));
  slot.status = 'done';
  return undefined;
}
