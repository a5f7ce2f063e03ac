/**
 * A player's turn (§5 "Juegue o descarte"): the effects of a legal play (§6 "Jugar carta(s)"; its legality
 * is rules/play.ts), fate victims destroyed at once (§7), an intelligence card delaying the turn (§9 Ultra /
 * B-Dienst), or a discard (§6 "Descarte"; §14 "Descartar la Mano"). What comes after the turn (the storm
 * roll, the next turn) is rules/flow.ts.
 */
import type { Side } from '../data';
import { card, sideName } from './cards';
import { livePlays, type CheckedPlay, type PlaySpec } from './play';
import { discard, log, names, ref, removeFromHand, seatLabel } from './state';
import type { AsState, Battle, Play, Round, Seat } from './types';

/** Put a checked play on the table (§6), with its immediate effects (§7, §9). */
export function putDown(G: AsState, seat: Seat, spec: PlaySpec, v: CheckedPlay): void {
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
    log(G, { kind: 'intel', seat, text: `${seatLabel(seat)} plays ${ref(v.intel)}: his turn is delayed to the end of the round (§9).` });
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
  const parts = [
    ...p.normals.map(ref),
    ...p.bonuses.map((b) => (b.parent ? `${ref(b.id)} on ${ref(b.parent)}` : `${ref(b.id)} (alone)`)),
    ...p.specials.map((s) => (card(s).special === 'admiral' ? `${ref(s)} (${p.admiral === 'combine' ? 'option A: combined operations' : 'option B: two normal cards'})` : ref(s))),
    ...p.supplies.map(ref),
    ...(v.storm ? [ref(v.storm)] : []),
  ];
  log(G, {
    kind: 'play',
    seat,
    text: `${seatLabel(seat)} plays${p.side ? ` ${sideName(p.side)}` : ''}${slot.delayed ? ' (delayed turn)' : ''}: ${parts.join(', ')}.`,
  });
  r.plays.push(p);
  // §7 fate victims, card by card in the order of the play.
  for (const id of [...p.normals, ...p.bonuses.map((b) => b.id), ...p.supplies]) {
    const victim = card(id).fateVictim;
    if (!victim) continue;
    if (victim === battle.convoy) {
      if (card(id).kind === 'normal') {
        p.doubled.push(id);
        log(G, { kind: 'fate', seat, text: `${ref(victim)} is the fate victim of ${ref(id)}: its combat value is doubled (§7).` });
      }
      continue;
    }
    kill(G, r, seat, p, id, victim);
  }
  if (v.storm) r.storm = { card: v.storm, holder: seat, pending: true };
  if (p.admiral === 'combine' && r.declared !== 'combined')
    log(G, { kind: 'zone', seat, text: `The zone becomes Combined for the whole round (§9 option A).` });
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

/** §7: a fate card played after its victim destroys it at once; the victim goes face down to the fate player. */
function kill(G: AsState, r: Round, seat: Seat, fatePlay: Play, fateCard: string, victim: string): void {
  for (const p of livePlays(r)) {
    if (p === fatePlay) continue;
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
      log(G, { kind: 'fate', seat, text: `${ref(fateCard)} destroys the bonus card ${ref(victim)}, which is discarded (§7).` });
    } else {
      G.players[seat].victims.push(victim);
      log(G, {
        kind: 'fate',
        seat,
        text: `${ref(fateCard)} destroys its fate victim ${ref(victim)}, which goes face down to ${seatLabel(seat)}${orphans.length ? `; ${names(orphans)} discarded` : ''} (§7).`,
      });
    }
    return;
  }
}

/** §6 "Descarte": one card of any kind; at a delayed turn, only the intelligence card (§9). */
export function discardOne(G: AsState, seat: Seat, id: string): string | undefined {
  if (G.prompt?.kind !== 'turn' || G.prompt.seat !== seat) return 'It is not your turn.';
  const r = (G.battle as Battle).round;
  const slot = r.slots[r.cursor];
  if (slot.delayed) {
    if (id !== slot.intel) return `At your delayed turn, if you do not play you must discard ${ref(slot.intel ?? '')} (§9).`;
    r.intel = r.intel.filter((i) => i.card !== id);
    slot.intel = null;
    discard(G, [id]);
    log(G, { kind: 'discard', seat, text: `${seatLabel(seat)} does not play and discards ${ref(id)} (§9).` });
  } else {
    const hand = G.players[seat].hand;
    if (!hand.includes(id)) return `${id} is not in your hand.`;
    removeFromHand(G, seat, [id]);
    discard(G, [id]);
    log(G, { kind: 'discard', seat, text: `${seatLabel(seat)} discards a card (§6).` });
  }
  slot.status = 'done';
  return undefined;
}

/** §14 "Descartar la Mano": advanced rules, instead of discarding one card. */
export function discardWholeHand(G: AsState, seat: Seat): string | undefined {
  if (G.prompt?.kind !== 'turn' || G.prompt.seat !== seat) return 'It is not your turn.';
  if (!G.flags.discardHand) return 'Discarding the whole hand is an advanced rule (§14), not in use in this game.';
  const r = (G.battle as Battle).round;
  const slot = r.slots[r.cursor];
  if (slot.delayed) return 'At a delayed turn the only discard is the intelligence card (§9).';
  const hand = G.players[seat].hand;
  if (hand.length === 0) return 'Your hand is empty.';
  const n = hand.length;
  discard(G, hand.splice(0, n));
  log(G, { kind: 'discard', seat, text: `${seatLabel(seat)} discards his whole hand (${n} cards) (§14).` });
  slot.status = 'done';
  return undefined;
}
