/**
 * The action halves of the action cards [3.3]: what each one does when revealed, shared by the
 * players' cards and the ghost's actions (a ghost action has no card and uses the substitute ghost coins
 * of data/solitaire.ts). The cards that start an intercept or attack (mines, torpedoes, Interrogate, Monitor) start
 * their procedures from reveal.ts and ghost.ts instead.
 */
import { ACTION, GHOST_COINS, type ActionType, type DecisionPair } from '../data';
import { emit, push, roll, type Ctx } from './core';
import { breakoutShips, decisionSucceeds } from './dice';
import { enterRefuge } from './island-refuge';
import { safeConduct } from './safe-conduct';
import { drawShip, handOf, hasFeature, holdsPrize, isFighting, leaveRefuge, locate, newFighting, shipToUsed, teammateOf } from './state';
import type { DiceRoll, Side } from './types';

export function pairOf(card: string | null, ghost: DecisionPair): DecisionPair {
  return card ? (ACTION[card].action.decision ?? ghost) : ghost;
}

export function decide(c: Ctx, pr: DecisionPair, mod: number): { ok: boolean; dice: DiceRoll[]; c: number; r: number } {
  const C = roll(c, pr.challenge, mod);
  const R = roll(c, pr.response);
  return { ok: decisionSucceeds(C.total, R.total), dice: [C, R], c: C.total, r: R.total };
}

/**
 * Perform a non-intercept action half. `card` is null for the ghost. `side` is the targeted opponent,
 * `target` a targeted ship.
 */
export function performAction(
  c: Ctx,
  seat: Side,
  type: ActionType,
  card: string | null,
  side: Side | null,
  target: string | null,
  mode: 'hand' | 'deck' | null,
): void {
  const { G } = c;
  const T = target ? locate(G, target) : null;
  switch (type) {
    case 'deception':
    case 'fog_bank': {
      // Placed face up with the opponent's Force [3.3.8, 3.3.11]; the ghost's is only remembered [5.3.3.6].
      const kind = type === 'fog_bank' ? 'fog' : 'deception';
      G.forces[side!].pending = { kind, card, by: seat };
      emit(c, { kind: 'place', seat, what: kind, on: side!, rule: type === 'fog_bank' ? '3.3.11' : '3.3.8' });
      return;
    }
    case 'heavy_weather': {
      // Every damaged ship outside a refuge checks whether it sinks; no VA [3.3.13].
      const f = G.forces[side!];
      const victims = [...f.ships, ...f.merchants].filter((s) => s.dmg > 0 && !s.refuge).map((s) => s.id);
      if (victims.length === 0) emit(c, { kind: 'nothingToCheck', seat, what: 'heavyWeather', on: side! });
      for (const id of victims) {
        const d = decide(c, pairOf(card, GHOST_COINS.heavyWeather), 0);
        if (d.ok) shipToUsed(G, id);
        emit(c, { kind: 'heavyWeather', seat, ship: id, ok: d.ok, rolls: d.dice });
      }
      return;
    }
    case 'intelligence': {
      if (mode === 'hand') {
        // A private snapshot of the opponent's hand [3.3.14].
        const seen = handOf(G, side!).slice();
        G.players[seat].intelHand = { side: side!, cards: seen, turn: G.turn!.no };
        // Only the looker sees the cards [3.3.14].
        emit(c, { kind: 'intelHand', seat, on: side!, cards: seen.slice() }, [seat], { kind: 'intelHand', seat, on: side!, cards: [] });
        return;
      }
      // Deck mode: the next "set" (one card per player) is looked at and reordered [3.3.14].
      const n = Math.min(G.sides.length, G.secret.action.length);
      const top = G.secret.action.slice(G.secret.action.length - n).reverse();
      G.players[seat].intelDeck = top;
      emit(c, { kind: 'intelDeck', seat, count: n, cards: top.slice() }, [seat], { kind: 'intelDeck', seat, count: n, cards: [] });
      if (n > 0) push(c, { f: 'intel', step: 'ask', seat, n });
      return;
    }
    case 'interned': {
      // 10/8 vs 10, +2 if damaged (per marker with 6.8), +2 if LS [3.3.15, 6.8.2].
      const s = T!.ship;
      const mod = (s.dmg > 0 ? (G.options.additionalDamage ? 2 * s.dmg : 2) : 0) + (s.ls ? 2 : 0);
      const d = decide(c, pairOf(card, GHOST_COINS.interned), mod);
      if (d.ok) shipToUsed(G, s.id);
      emit(c, { kind: 'interned', seat, ship: s.id, ok: d.ok, rolls: d.dice });
      return;
    }
    case 'recon_aircraft': {
      // Two random cards from the opponent's hand [3.3.26]; the ghost's go face down to the discard [5.3.3.8].
      const from = handOf(G, side!);
      const n = Math.min(2, from.length);
      const taken: string[] = [];
      for (let i = 0; i < n; i++) {
        const k = c.rng.die(from.length) - 1;
        taken.push(from.splice(k, 1)[0]);
      }
      if (seat === G.ghost) {
        for (const x of taken) G.secret.discard.push(x);
        emit(c, { kind: 'recon', seat, from: side!, count: n, cards: [], ghost: true, rule: '5.3.3.8' });
      } else {
        for (const x of taken) G.players[seat].hand.push(x);
        // The taken cards are seen by the taker only [3.3.26, 2.2].
        emit(c, { kind: 'recon', seat, from: side!, count: n, cards: taken.slice(), ghost: false }, [seat], {
          kind: 'recon',
          seat,
          from: side!,
          count: n,
          cards: [],
          ghost: false,
        });
      }
      if (side !== null && side === G.ghost) G.forces[side].ghostReduced = true; // [5.3.3.10]
      return;
    }
    case 'rendezvous_missed': {
      // Each warship/raider not in a refuge and not already LS checks for LS; -2 if the target holds a prize [3.3.28].
      const prize = holdsPrize(G, side!);
      const ships = G.forces[side!].ships.filter((s) => isFighting(s) && !s.refuge && !s.ls);
      if (ships.length === 0) emit(c, { kind: 'nothingToCheck', seat, what: 'rendezvousMissed', on: side!, rule: '3.3.28' });
      for (const s of ships) {
        let mod = prize ? -2 : 0;
        if (G.options.coalPile && hasFeature(s, 'coalPile')) mod += 2; // 6.1.1
        if (G.options.sails && s.id === 'rd_seeadler') mod -= 2; // 6.2.1
        const d = decide(c, pairOf(card, GHOST_COINS.rendezvousMissed), mod);
        if (d.ok) s.ls = true;
        emit(c, { kind: 'rendezvous', seat, ship: s.id, ok: d.ok, rolls: d.dice });
      }
      return;
    }
    case 'transfer_command': {
      const s = T!.ship;
      const d = decide(c, pairOf(card, GHOST_COINS.transferCommand), 0);
      if (d.ok) {
        const f = G.forces[T!.side];
        f.ships.splice(f.ships.indexOf(s), 1);
        if (s.refuge) leaveRefuge(G, T!.side, s); // ruling A-32
        G.forces[seat].ships.push(s);
        if (!G.turn!.acted.includes(s.id)) G.turn!.acted.push(s.id);
      }
      emit(c, { kind: 'transfer', seat, ship: s.id, ok: d.ok, rolls: d.dice });
      return;
    }
    case 'blockade_runner': {
      const prize = holdsPrize(G, seat);
      for (const s of G.forces[seat].ships.filter((x) => isFighting(x) && x.ls)) {
        let mod = prize ? 2 : 0; // a single +2 if you hold a prize [3.3.2]
        if (G.options.coalPile && hasFeature(s, 'coalPile')) mod -= 1; // 6.1.2
        if (G.options.sails && s.id === 'rd_seeadler') mod += 1; // 6.2.2
        const d = decide(c, pairOf(card, GHOST_COINS.blockadeRunner), mod);
        if (d.ok) s.ls = false;
        emit(c, { kind: 'blockadeRunner', seat, ship: s.id, ok: d.ok, rolls: d.dice });
      }
      return;
    }
    case 'breakout': {
      const d = decide(c, pairOf(card, GHOST_COINS.breakout), 0);
      const n = breakoutShips(d.c, d.r);
      const got: string[] = [];
      for (let i = 0; i < n; i++) {
        const id = drawShip(c, 'warship');
        if (!id) break;
        G.forces[seat].ships.push(newFighting(id));
        got.push(id);
      }
      emit(c, { kind: 'breakout', seat, earned: n, ships: got, rolls: d.dice });
      // Team game: one of two new ships may go to the teammate [4.7].
      const mate = teammateOf(G, seat);
      if (got.length === 2 && mate && seat !== G.ghost) push(c, { f: 'give', step: 'ask', seat, mate, ships: got });
      return;
    }
    case 'collier':
      for (const s of G.forces[seat].ships) if (isFighting(s)) s.ls = false;
      emit(c, { kind: 'collier', seat });
      return;
    case 'damage_control': {
      const s = T!.ship;
      s.dmg = G.options.additionalDamage ? s.dmg - 1 : 0;
      emit(c, { kind: 'damageControl', seat, ship: s.id });
      return;
    }
    case 'calm_seas':
      safeConduct(c, seat, T!.ship.id, 'calmSeas');
      return;
    case 'island_refuge':
      enterRefuge(c, seat, T!.ship, card);
      return;
    case 'reflag':
      T!.ship.rec = false;
      emit(c, { kind: 'reflag', seat, ship: T!.ship.id });
      return;
    case 'scuttle':
      shipToUsed(G, T!.ship.id);
      emit(c, { kind: 'scuttle', seat, ship: T!.ship.id });
      return;
    case 'second_chance':
      G.turn!.secondChance = true;
      emit(c, { kind: 'secondChance', seat });
      return;
    case 'radio_intercept': {
      G.turn!.radioPlayed = true;
      const n = Math.min(2, G.secret.discard.length);
      const taken = G.secret.discard.splice(G.secret.discard.length - n, n).reverse();
      for (const x of taken) G.players[seat].hand.push(x);
      emit(c, { kind: 'radioIntercept', seat, cards: taken });
      return;
    }
    default:
      throw new Error(`performAction: unexpected ${type}`);
  }
}
