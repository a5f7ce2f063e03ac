/**
 * After a side wins the round (§11): its supply cards refuel cards back into their players' hands (§10),
 * the trick winner takes the convoy and the losing side's cards (§11 "Baza ganadora"), or, with the
 * advanced rules, divides them among the players who helped (§14 "Dividir los Despojos").
 */
import { card, otherSide, refuelable } from './cards';
import { ev } from './events';
import { effectiveZones, livePlays } from './play';
import { playValue } from './resolution';
import { cardName } from '../data';
import { takeFromPlay } from './turn';
import { no, type Refusal } from './refusals';
import type { AsState, Battle, Ctx, LastRound, Resolution, Seat } from './types';

/** Cards of the winning side a supply card may refuel (§10; §11 extended battles). */
export function supplyTargets(G: AsState, supplyId: string): string[] {
  const battle = G.battle as Battle;
  const s = card(supplyId);
  const out: string[] = [];
  for (const p of livePlays(battle.round)) for (const id of p.normals) if (refuelable(s, card(id))) out.push(id);
  for (const u of battle.under) if (refuelable(s, card(u.id))) out.push(u.id);
  return out;
}

/** §10: the next supply card with something to refuel asks its player (true); the others are passed over. */
export function nextSupply(G: AsState, m: Ctx): boolean {
  const res = (G.battle as Battle).resolution as Resolution;
  while (res.supplyQueue.length) {
    const q = res.supplyQueue[0];
    if (supplyTargets(G, q.card).length === 0) {
      m.emit(ev.supplyIdle(q.seat, q.card));
      res.supplyQueue.shift();
      continue;
    }
    G.prompt = { kind: 'supply', seat: q.seat, card: q.card };
    return true;
  }
  return false;
}

/** §10: the supply player may take one eligible card of the winning side into his hand. */
export function refuel(G: AsState, seat: Seat, target: string | null, m: Ctx): Refusal | undefined {
  if (G.prompt?.kind !== 'supply' || G.prompt.seat !== seat) return no.noSupply();
  const battle = G.battle as Battle;
  const res = battle.resolution as Resolution;
  const q = res.supplyQueue[0];
  if (target !== null && target !== undefined) {
    if (!supplyTargets(G, q.card).includes(target)) {
      const s = card(q.card);
      return s.supply === 'milkCow' ? no.milkCowTarget(s.name) : no.supplyTarget(s.name);
    }
    for (const p of livePlays(battle.round)) takeFromPlay(p, target);
    battle.under = battle.under.filter((u) => u.id !== target);
    G.players[seat].hand.push(target);
    // (`?? []`: a last round stored before the record had this field, in a match that began on older code.)
    record(G, (last) => ({ refuels: [...(last.refuels ?? []), { seat, supply: q.card, card: target }] }));
    m.emit(ev.refuel(seat, q.card, target));
  } else {
    m.emit(ev.supplyUnused(seat, q.card));
  }
  res.supplyQueue.shift();
  G.prompt = null;
  return undefined;
}

/**
 * §11: the trick winner takes the convoy and the losing side's normal (and supply, §10) cards. With the
 * spoils rule (§14) and more than one eligible player, the winner is asked to divide them (true).
 */
export function capture(G: AsState, m: Ctx): boolean {
  const battle = G.battle as Battle;
  const res = battle.resolution as Resolution;
  const losing = otherSide(res.side);
  const captured: string[] = [];
  const isLoot = (id: string) => {
    const c = card(id);
    return c.side === losing && (c.kind === 'normal' || c.kind === 'supply');
  };
  for (const u of battle.under) if (isLoot(u.id)) captured.push(u.id);
  battle.under = battle.under.filter((u) => !isLoot(u.id));
  for (const p of livePlays(battle.round))
    for (const id of [...p.normals, ...p.supplies])
      if (isLoot(id)) {
        captured.push(id);
        takeFromPlay(p, id);
      }
  record(G, () => ({ captured: [...captured] }));
  if (G.flags.divideSpoils) {
    // Fixed at the end of the battle (resolveRound), before the supply cards refuelled anything (§10, §14).
    const eligible = res.eligible ?? spoilsEligible(G);
    if (eligible.length > 1) {
      res.spoils = { pool: captured, eligible };
      G.prompt = { kind: 'spoils', seat: res.trickWinner };
      m.emit(
        ev.spoilsDivide(
          res.trickWinner,
          battle.convoy,
          captured.length,
          eligible.filter((s) => s !== res.trickWinner),
        ),
      );
      return true;
    }
  }
  G.players[res.trickWinner].tricks.push({ convoy: battle.convoy, cards: captured });
  record(G, () => ({ takers: [{ seat: res.trickWinner, convoy: true, cards: captured.length }] }));
  // How many only: the captured cards lie face down under the convoy from now on.
  m.emit(ev.trick(res.trickWinner, battle.convoy, captured.length));
  return false;
}

/**
 * §14 "Dividir los Despojos": players who played on the winning side in the final round with a
 * surviving value of 1 or more; a fate card that destroyed a victim does not count.
 * The trick winner is always eligible. Read when the battle ends, before the supply cards (§10).
 */
export function spoilsEligible(G: AsState): Seat[] {
  const battle = G.battle as Battle;
  const res = battle.resolution as Resolution;
  const zones = effectiveZones(battle.round);
  const out = new Set<Seat>([res.trickWinner]);
  for (const p of livePlays(battle.round)) {
    if (p.side !== res.side) continue;
    if (playValue(p, zones, new Set(p.killers)) >= 1) out.add(p.seat);
  }
  return G.seats.filter((s) => out.has(s));
}

/** Checks a spoils division; returns a reason or undefined. */
export function checkSpoils(G: AsState, assignment: Record<Seat, string[]>): Refusal | undefined {
  const battle = G.battle as Battle;
  const res = battle.resolution as Resolution;
  if (!res.spoils) return no.noSpoils();
  const { pool, eligible } = res.spoils;
  const items = [battle.convoy, ...pool];
  if (!assignment || typeof assignment !== 'object') return no.spoilsGiveAll();
  const seen = new Set<string>();
  for (const [s, ids] of Object.entries(assignment)) {
    if (!eligible.includes(s)) return no.spoilsNotEligible(Number(s) + 1);
    if (!Array.isArray(ids)) return no.spoilsList();
    for (const id of ids) {
      if (!items.includes(id)) return no.spoilsNotPart(cardName(id));
      if (seen.has(id)) return no.spoilsTwice(cardName(id));
      seen.add(id);
    }
  }
  if (seen.size !== items.length) return no.spoilsMissing();
  const counts = eligible.map((s) => assignment[s]?.length ?? 0);
  if (Math.max(...counts) - Math.min(...counts) > 1) return no.spoilsUneven();
  return undefined;
}

/** §14: give out the spoils as the trick winner divided them. */
export function divideSpoils(G: AsState, seat: Seat, assignment: Record<Seat, string[]>, m: Ctx): Refusal | undefined {
  if (G.prompt?.kind !== 'spoils' || G.prompt.seat !== seat) return no.notDividing();
  const why = checkSpoils(G, assignment);
  if (why) return why;
  const battle = G.battle as Battle;
  const takers: LastRound['takers'] = [];
  for (const s of G.seats) {
    const ids = assignment[s];
    if (!ids || ids.length === 0) continue;
    const force = ids.filter((id) => id !== battle.convoy);
    // Who got which cards stays hidden (they lie face down): the log and the last round count them.
    if (ids.includes(battle.convoy)) {
      G.players[s].tricks.push({ convoy: battle.convoy, cards: force });
      m.emit(ev.spoilsTake(s, battle.convoy, force.length));
    } else {
      G.players[s].spoils.push(...force);
      m.emit(ev.spoilsGet(s, force.length));
    }
    takers.push({ seat: s, convoy: ids.includes(battle.convoy), cards: force.length });
  }
  (battle.resolution as Resolution).spoils = null;
  record(G, () => ({ takers }));
  G.prompt = null;
  return undefined;
}

/** Add to the last round's record (a new object: the previous state's is shared and frozen). */
function record(G: AsState, change: (last: LastRound) => Partial<LastRound>): void {
  if (G.lastRound) G.lastRound = { ...G.lastRound, ...change(G.lastRound) };
}
