/**
 * §11 "Resultado de la batalla": at the end of the round the dice are rolled (§6 "Tirada de dados"), each
 * side's plays are totalled, and the round ends in no combat (§11 "Ningún combate"), a tie (§11 "Combate
 * Empatado") or a win, whose highest play of the winning side takes the trick (§11 "Baza ganadora").
 * What follows a win (supply, capture, spoils) is rules/trick.ts.
 */
import type { Side } from '../data';
import { sweepRound } from './battle';
import { card, diceFor } from './cards';
import { ev, RULE } from './events';
import { effectiveZone, effectiveZones, livePlays } from './play';
import { pileAdd } from './pile';
import { discard } from './state';
import { spoilsEligible } from './trick';
import type { AsState, Battle, Ctx, Play, Seat } from './types';

/** Value of one normal card in the counted zones, from its rolled dice (consumed in zone order). */
export function normalValue(id: string, zones: readonly string[], dice: readonly number[] | undefined, doubled: boolean): number {
  const c = card(id);
  let v = 0;
  let k = 0;
  for (const z of zones) {
    const val = c.values[z as 'air'];
    if (typeof val === 'number') v += val;
    else for (let i = 0; i < diceFor(val); i++) v += dice?.[k++] ?? 0;
  }
  return doubled ? v * 2 : v;
}

export function bonusValue(id: string, zones: readonly string[]): number {
  const c = card(id);
  let v = 0;
  for (const z of zones) v += c.values[z as 'air'] as number;
  return v;
}

/** Value of a resolved play, optionally leaving out some cards (and bonuses attached to them). */
export function playValue(p: Play, zones: readonly string[], without: ReadonlySet<string> = new Set()): number {
  let v = 0;
  for (const id of p.normals) if (!without.has(id)) v += normalValue(id, zones, p.dice[id], p.doubled.includes(id));
  for (const b of p.bonuses) if (!without.has(b.id) && !(b.parent && without.has(b.parent))) v += bonusValue(b.id, zones);
  return v;
}

/**
 * §11 "Resultado de la batalla": roll the dice, total each side, decide. No combat: the convoy is
 * discarded; a tie: the cards go under the convoy; a win: the resolution (supply queue, trick winner).
 */
export function resolveRound(G: AsState, m: Ctx): 'noCombat' | 'tie' | 'win' {
  const battle = G.battle as Battle;
  const r = battle.round;
  const zones = effectiveZones(r);
  const plays = livePlays(r).sort((a, b) => a.no - b.no);
  // §6 "Tirada de dados": one die per '?' (two for '??') in the counted zones, rolled now.
  for (const p of plays) {
    for (const id of p.normals) {
      const dice: number[] = [];
      for (const z of zones) {
        const val = card(id).values[z];
        for (let i = 0; i < diceFor(val); i++) dice.push(m.d6());
      }
      if (dice.length) {
        p.dice[id] = dice;
        m.emit(ev.dice(p.seat, id, normalValue(id, zones, dice, p.doubled.includes(id)), dice, RULE.dice));
      }
    }
    p.value = playValue(p, zones);
  }
  const totals: Record<Side, number> = { allied: 0, german: 0 };
  for (const p of plays) if (p.side) totals[p.side] += p.value ?? 0;
  m.emit(ev.totals([effectiveZone(r)], totals.allied, totals.german, RULE.result));
  const outcome = totals.allied === 0 && totals.german === 0 ? 'noCombat' : totals.allied === totals.german ? 'tie' : 'win';
  G.lastRound = {
    battleNo: G.battleNo,
    convoy: battle.convoy,
    declared: r.declared,
    zones: [...zones],
    plays: r.plays.map((p) => ({
      ...p,
      normals: [...p.normals],
      doubled: [...p.doubled],
      bonuses: p.bonuses.map((b) => ({ ...b })),
      specials: [...p.specials],
      supplies: [...p.supplies],
      killers: [...p.killers],
      dice: { ...p.dice },
    })),
    solo: null,
    totals: { ...totals },
    outcome,
    side: outcome === 'win' ? (totals.allied > totals.german ? 'allied' : 'german') : null,
    trickWinner: null,
    captured: [],
    takers: [],
    refuels: [],
  };

  if (totals.allied === 0 && totals.german === 0) {
    // §11 "Ningún combate": the convoy is discarded, nobody wins it.
    G.secret.convoyDiscard = pileAdd(G.secret.convoyDiscard, [battle.convoy]);
    sweepRound(G, r);
    discard(
      G,
      battle.under.map((u) => u.id),
    );
    battle.under = [];
    m.emit(ev.noCombat(battle.convoy));
    return 'noCombat';
  }
  if (totals.allied === totals.german) {
    // §11 "Combate Empatado": the cards that faced each other go under the convoy; a new round.
    for (const p of plays) {
      for (const id of [...p.normals, ...p.bonuses.map((b) => b.id), ...p.supplies]) battle.under.push({ id, seat: p.seat, round: battle.rounds, no: p.no });
      p.normals = [];
      p.bonuses = [];
      p.supplies = [];
      p.doubled = [];
      p.killers = [];
      p.dice = {};
    }
    sweepRound(G, r);
    m.emit(ev.tie(battle.convoy, totals.allied));
    return 'tie';
  }
  const side: Side = totals.allied > totals.german ? 'allied' : 'german';
  // §11 "Baza ganadora": the highest single play of the winning side; ties go to whoever played first
  // (a delayed intelligence play counts as last, §9).
  let best: Play | null = null;
  for (const p of plays) {
    if (p.side !== side) continue;
    if (!best || (p.value ?? 0) > (best.value ?? 0) || ((p.value ?? 0) === (best.value ?? 0) && rank(p) < rank(best))) best = p;
  }
  const trickWinner = (best as Play).seat;
  (G.lastRound as NonNullable<AsState['lastRound']>).trickWinner = trickWinner;
  const supplyQueue: { seat: Seat; card: string }[] = [];
  for (const u of [...battle.under].sort((a, b) => a.round - b.round || a.no - b.no))
    if (card(u.id).kind === 'supply' && card(u.id).side === side) supplyQueue.push({ seat: u.seat, card: u.id });
  for (const p of plays) for (const s of p.supplies) if (card(s).side === side) supplyQueue.push({ seat: p.seat, card: s });
  battle.resolution = { side, totals, trickWinner, supplyQueue, spoils: null };
  // §14: the cards "sobreviviendo al final de la batalla" decide who shares the spoils; §10 refuels come
  // "después de la batalla", so eligibility is read now, before any supply card lifts a card off the table.
  if (G.flags.divideSpoils) battle.resolution.eligible = spoilsEligible(G);
  m.emit(ev.win(trickWinner, side, totals[side], totals[side === 'allied' ? 'german' : 'allied'], (best as Play).value ?? 0));
  return 'win';
}

/** Order of play for the trick tie-break: a delayed intelligence play counts as last (§9). */
function rank(p: Play): number {
  return (p.delayed ? 1000 : 0) + p.no;
}
