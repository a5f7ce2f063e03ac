/**
 * The action halves of the action cards (spec §5.6) [3.3]: what each one does when revealed, shared by the
 * players' cards and the ghost's actions (a ghost action has no card and uses the ghost coins of spec
 * §12.5.2). The cards that start an intercept or attack (mines, torpedoes, Interrogate, Monitor) start
 * their procedures from reveal.ts and ghost.ts instead.
 */
import { ACTION, GHOST_COINS, type ActionType, type DecisionPair } from '../data';
import { modText, push, roll, type Ctx } from './core';
import { breakoutShips, decisionSucceeds } from './dice';
import { enterRefuge } from './island-refuge';
import { safeConduct } from './safe-conduct';
import { addLog, drawShip, handOf, hasFeature, holdsPrize, isFighting, leaveRefuge, locate, name, newFighting, shipToUsed, sideName, teammateOf } from './state';
import type { DiceRoll, Side } from './types';

export function pairOf(card: string | null, ghost: DecisionPair): DecisionPair {
  return card ? ACTION[card].action.decision ?? ghost : ghost;
}

export function decide(c: Ctx, pr: DecisionPair, mod: number, label: string): { ok: boolean; dice: DiceRoll[]; c: number; r: number } {
  const C = roll(c, pr.challenge, `${label} challenge`, mod);
  const R = roll(c, pr.response, `${label} response`);
  return { ok: decisionSucceeds(C.total, R.total), dice: [C, R], c: C.total, r: R.total };
}

/**
 * Perform a non-intercept action half. `card` is null for the ghost. `side` is the targeted opponent,
 * `target` a targeted ship.
 */
export function performAction(c: Ctx, seat: Side, type: ActionType, card: string | null, side: Side | null, target: string | null, mode: 'hand' | 'deck' | null): void {
  const { G } = c;
  const who = sideName(G, seat);
  const T = target ? locate(G, target) : null;
  switch (type) {
    case 'deception':
    case 'fog_bank': {
      // Placed face up with the opponent's Force [3.3.8, 3.3.11]; the ghost's is only remembered [5.3.3.6].
      const kind = type === 'fog_bank' ? 'fog' : 'deception';
      G.forces[side!].pending = { kind, card, by: seat };
      addLog(G, `${who} places ${type === 'fog_bank' ? 'a Fog Bank' : 'a Deception'} on ${sideName(G, side!)}: it affects their next turn [${type === 'fog_bank' ? '3.3.11' : '3.3.8'}].`, { side: seat, cards: card ? [card] : [] });
      return;
    }
    case 'heavy_weather': {
      // Every damaged ship outside a refuge checks whether it sinks; no VA [3.3.13].
      const f = G.forces[side!];
      const victims = [...f.ships, ...f.merchants].filter((s) => s.dmg > 0 && !s.refuge).map((s) => s.id);
      if (victims.length === 0) addLog(G, `${who}'s Heavy Weather finds no damaged ship of ${sideName(G, side!)} [3.3.13].`, { side: seat });
      for (const id of victims) {
        const d = decide(c, pairOf(card, GHOST_COINS.heavyWeather), 0, 'Heavy Weather');
        if (d.ok) shipToUsed(G, id);
        addLog(G, `Heavy Weather on ${name(id)}: ${d.c} vs ${d.r} → ${d.ok ? 'sinks (no VA)' : 'rides it out'} [3.3.13].`, { side: seat, cards: [id], dice: d.dice });
      }
      return;
    }
    case 'intelligence': {
      if (mode === 'hand') {
        // A private snapshot of the opponent's hand [3.3.14].
        G.players[seat].intelHand = { side: side!, cards: handOf(G, side!).slice(), turn: G.turn!.no };
        addLog(G, `${who} secretly looks at ${sideName(G, side!)}'s hand (Intelligence) [3.3.14].`, { side: seat });
        return;
      }
      // Deck mode: the next "set" (one card per player) is looked at and reordered [3.3.14].
      const n = Math.min(G.sides.length, G.secret.action.length);
      const top = G.secret.action.slice(G.secret.action.length - n).reverse();
      G.players[seat].intelDeck = top;
      addLog(G, `${who} secretly looks at the top ${n} action cards to reorder them (Intelligence) [3.3.14].`, { side: seat });
      if (n > 0) push(c, { f: 'intel', step: 'ask', seat, n });
      return;
    }
    case 'interned': {
      // 10/8 vs 10, +2 if damaged (per marker with 6.8), +2 if LS [3.3.15, 6.8.2].
      const s = T!.ship;
      const mod = (s.dmg > 0 ? (G.options.additionalDamage ? 2 * s.dmg : 2) : 0) + (s.ls ? 2 : 0);
      const d = decide(c, pairOf(card, GHOST_COINS.interned), mod, 'Interned');
      if (d.ok) shipToUsed(G, s.id);
      addLog(G, `${who} tries to intern ${name(s.id)}: ${d.c} vs ${d.r}${modText(mod)} → ${d.ok ? 'interned in a neutral port (no VA)' : 'fails'} [3.3.15].`, { side: seat, cards: [s.id], dice: d.dice });
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
        addLog(G, `The ghost's Recon Aircraft: ${n} random cards from ${sideName(G, side!)}'s hand go face down to the discard pile [5.3.3.8].`, { side: seat });
      } else {
        for (const x of taken) G.players[seat].hand.push(x);
        addLog(G, `${who}'s Recon Aircraft takes ${n} random card${n === 1 ? '' : 's'} from ${sideName(G, side!)}'s hand [3.3.26].`, { side: seat });
      }
      if (side !== null && side === G.ghost) G.forces[side].ghostReduced = true; // [5.3.3.10]
      return;
    }
    case 'rendezvous_missed': {
      // Each warship/raider not in a refuge and not already LS checks for LS; -2 if the target holds a prize [3.3.28].
      const prize = holdsPrize(G, side!);
      const ships = G.forces[side!].ships.filter((s) => isFighting(s) && !s.refuge && !s.ls);
      if (ships.length === 0) addLog(G, `Rendezvous Missed: no ship of ${sideName(G, side!)} has to check [3.3.28].`, { side: seat });
      for (const s of ships) {
        let mod = prize ? -2 : 0;
        if (G.options.coalPile && hasFeature(s, 'coalPile')) mod += 2; // 6.1.1
        if (G.options.sails && s.id === 'rd_seeadler') mod -= 2; // 6.2.1
        const d = decide(c, pairOf(card, GHOST_COINS.rendezvousMissed), mod, 'Rendezvous Missed');
        if (d.ok) s.ls = true;
        addLog(G, `Rendezvous Missed for ${name(s.id)}: ${d.c} vs ${d.r}${modText(mod)} → ${d.ok ? 'Limited Supplies' : 'supplied'} [3.3.28].`, { side: seat, dice: d.dice });
      }
      return;
    }
    case 'transfer_command': {
      const s = T!.ship;
      const d = decide(c, pairOf(card, GHOST_COINS.transferCommand), 0, 'Transfer Command');
      if (d.ok) {
        const f = G.forces[T!.side];
        f.ships.splice(f.ships.indexOf(s), 1);
        if (s.refuge) leaveRefuge(G, T!.side, s); // ruling A-32
        G.forces[seat].ships.push(s);
        if (!G.turn!.acted.includes(s.id)) G.turn!.acted.push(s.id);
      }
      addLog(G, `${who} tries Transfer Command on ${name(s.id)}: ${d.c} vs ${d.r} → ${d.ok ? `it joins ${who}'s Force` : 'fails'} [3.3.37].`, { side: seat, cards: [s.id], dice: d.dice });
      return;
    }
    case 'blockade_runner': {
      const prize = holdsPrize(G, seat);
      for (const s of G.forces[seat].ships.filter((x) => isFighting(x) && x.ls)) {
        let mod = prize ? 2 : 0; // a single +2 if you hold a prize [3.3.2]
        if (G.options.coalPile && hasFeature(s, 'coalPile')) mod -= 1; // 6.1.2
        if (G.options.sails && s.id === 'rd_seeadler') mod += 1; // 6.2.2
        const d = decide(c, pairOf(card, GHOST_COINS.blockadeRunner), mod, 'Blockade Runner');
        if (d.ok) s.ls = false;
        addLog(G, `Blockade Runner for ${name(s.id)}: ${d.c} vs ${d.r}${modText(mod)} → ${d.ok ? 'resupplied' : 'fails'} [3.3.2].`, { side: seat, dice: d.dice });
      }
      return;
    }
    case 'breakout': {
      const d = decide(c, pairOf(card, GHOST_COINS.breakout), 0, 'Breakout');
      const n = breakoutShips(d.c, d.r);
      const got: string[] = [];
      for (let i = 0; i < n; i++) {
        const id = drawShip(G, c.rng, 'warship');
        if (!id) break;
        G.forces[seat].ships.push(newFighting(id));
        got.push(id);
      }
      addLog(G, `${who}'s Breakout: ${d.c} vs ${d.r} → ${n === 0 ? 'nothing' : `${got.length ? got.map(name).join(' and ') : 'no ship left to draw'} join${got.length === 1 ? 's' : ''} the Force`} [3.3.5].`, {
        side: seat,
        cards: got,
        dice: d.dice,
      });
      // Team game: one of two new ships may go to the teammate [4.7].
      const mate = teammateOf(G, seat);
      if (got.length === 2 && mate && seat !== G.ghost) push(c, { f: 'give', step: 'ask', seat, mate, ships: got });
      return;
    }
    case 'collier':
      for (const s of G.forces[seat].ships) if (isFighting(s)) s.ls = false;
      addLog(G, `${who}'s Collier resupplies every ship of the Force [3.3.6].`, { side: seat });
      return;
    case 'damage_control': {
      const s = T!.ship;
      s.dmg = G.options.additionalDamage ? s.dmg - 1 : 0;
      addLog(G, `Damage Control repairs ${name(s.id)} [3.3.7].`, { side: seat, cards: [s.id] });
      return;
    }
    case 'calm_seas':
      safeConduct(c, seat, T!.ship.id, 1, ' (Calm Seas +1)');
      return;
    case 'island_refuge':
      enterRefuge(c, seat, T!.ship, card);
      return;
    case 'reflag':
      T!.ship.rec = false;
      addLog(G, `${name(T!.ship.id)} is hidden from recognition again (Reflag) [3.3.27].`, { side: seat, cards: [T!.ship.id] });
      return;
    case 'scuttle':
      shipToUsed(G, T!.ship.id);
      addLog(G, `${who} scuttles ${name(T!.ship.id)} (no VA) [3.3.29].`, { side: seat, cards: [T!.ship.id] });
      return;
    case 'second_chance':
      G.turn!.secondChance = true;
      addLog(G, `${who} will take an extra turn after this one [3.3.30].`, { side: seat });
      return;
    case 'radio_intercept': {
      G.turn!.radioPlayed = true;
      const n = Math.min(2, G.secret.discard.length);
      const taken = G.secret.discard.splice(G.secret.discard.length - n, n).reverse();
      for (const x of taken) G.players[seat].hand.push(x);
      addLog(G, `${who}'s Radio Intercept takes the top ${n} discard${n === 1 ? '' : 's'} into hand: ${taken.map(name).join(', ') || 'none'} [3.3.39].`, { side: seat, cards: taken });
      return;
    }
    default:
      throw new Error(`performAction: unexpected ${type}`);
  }
}
