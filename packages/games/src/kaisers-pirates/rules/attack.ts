/**
 * What every intercept and attack shares: finding ships, opening a reaction window and
 * taking the reaction card from the hand [3.2.2], decision rolls [3.2.7.2], applying an attack result
 * [3.2.7.1] (a capture [3.2.5]), the ghost's substitute reaction coins [5.2.3], and the modifiers of ship
 * attacks, Break Contact and Shallow Run crossings [3.2.7.4-6, 3.3.4, 3.3.31, 3.3.36].
 */
import { ACTION, ACTION_TYPE, GHOST_COINS, typeOf, type ActionType, type DecisionPair } from '../data';
import { decisionSucceeds, type Outcome } from './dice';
import { emit, ask, roll, type Answer, type Ctx } from './core';
import { damage, damagePenalty, handOf, hasFeature, isFighting, isSailingMerchant, locate, name, shipToVA } from './state';
import type { DiceRoll, GameState, ReactWindow, Ship, Side } from './types';
import { refuse, type Refusal } from '../../common/refusal';

export function shipById(G: GameState, id: string): Ship | null {
  return locate(G, id)?.ship ?? null;
}

export function ownerOf(G: GameState, id: string): Side | null {
  return locate(G, id)?.side ?? null;
}

export function human(G: GameState, side: Side): boolean {
  return side !== G.ghost;
}

export function inMerchantRow(G: GameState, side: Side, id: string): Ship | null {
  return G.forces[side].merchants.find((m) => m.id === id) ?? null;
}

/** Open a reaction window for a human defender. */
export function openWindow(c: Ctx, seat: Side, w: Omit<ReactWindow, 'allowed'> & { allowed: ActionType[] }): void {
  ask(c, { kind: 'react', seat, window: w });
}

/** Validate and take a reaction card from the reacting seat's hand. */
export function takeReaction(c: Ctx, seat: Side, a: Answer): { type: ActionType; card: string } | Refusal {
  const p = c.G.pending;
  if (!p || p.kind !== 'react') return refuse('noWindow', 'There is no reaction window open');
  const card = a.args[0];
  if (typeof card !== 'string') return refuse('nameReaction', 'Name the reaction card to play');
  const hand = handOf(c.G, seat);
  const i = hand.indexOf(card);
  if (i < 0) return refuse('notInHand', `${card} is not in your hand`, { card: name(card) });
  const type = typeOf(card);
  if (!p.window.allowed.includes(type)) {
    return refuse(
      'notAllowedHere',
      `${ACTION_TYPE[type].name} cannot be played here; this window allows: ${p.window.allowed.map((t) => ACTION_TYPE[t].name).join(', ') || 'nothing'} [3.2.2, 3.3]`,
      {
        card: ACTION_TYPE[type].name,
        allowed: p.window.allowed.map((t) => ACTION_TYPE[t].name).join(', '),
        ...(p.window.allowed.length ? {} : { context: 'nothing' }),
      },
    );
  }
  hand.splice(i, 1);
  c.G.turn!.reacted.push({ side: seat, card });
  emit(c, { kind: 'react', seat, card });
  return { type, card };
}

export function decisionRoll(c: Ctx, pr: DecisionPair, cMod: number): { ok: boolean; dice: DiceRoll[] } {
  const C = roll(c, pr.challenge, cMod);
  const R = roll(c, pr.response);
  return { ok: decisionSucceeds(C.total, R.total), dice: [C, R] };
}

/** Coins of a reaction: the human's card, or the ghost's substitute coins [5.2.3]. */
export function reactionPair(card: string | null, type: 'break_contact' | 'shallow_run' | 'razzle_dazzle' | 'recalled'): DecisionPair {
  if (card) return ACTION[card].action.decision!;
  return {
    break_contact: GHOST_COINS.breakContact,
    shallow_run: GHOST_COINS.shallowRun,
    razzle_dazzle: GHOST_COINS.razzleDazzle,
    recalled: GHOST_COINS.recalled,
  }[type];
}

/** Apply an attack result to a ship [3.2.7.1, 5.5.7]. Returns the final result text. */
export function applyResult(
  c: Ctx,
  target: Ship,
  o: Outcome,
  victor: Side,
  capture: { into: Side; from: Side } | null,
): 'none' | 'damaged' | 'sunk' | 'captured' {
  const { G } = c;
  if (o === 'none') return 'none';
  if (o === 'damaged') {
    if (capture) return 'none'; // a "damaged" result is ignored when capturing [3.3.3, 3.3.21]
    damage(G, target);
    return 'damaged';
  }
  if (capture) {
    // Captured: the merchant joins the captor's warship row as an unrecognized prize [3.2.5, ruling A-34].
    const f = G.forces[capture.from];
    const i = f.merchants.findIndex((m) => m.id === target.id);
    if (i >= 0) f.merchants.splice(i, 1);
    G.forces[capture.into].ships.push({ id: target.id, kind: 'prize', rec: false, dmg: 0, ls: false, orig: capture.from });
    return 'captured';
  }
  shipToVA(G, target.id, victor, 'sunk');
  return 'sunk';
}

/** Shallow Run crossing [3.3.31]: -2 if damaged (per marker, 6.8), -2 for fast raiders with 6.6. */
export function crossingMod(G: GameState, ship: Ship, pursuer = false): number {
  let m = -damagePenalty(G, ship);
  // A fast raider's crossing: -2 with Fast Raiders [6.6.2], and in a Shallow Run Pursuit whenever 6.10 is
  // on, whether or not 6.6 is [6.10.4].
  if (hasFeature(ship, 'fast') && (G.options.fastRaiders || (pursuer && G.options.shallowPursuit))) m -= 2;
  return m;
}

/** Apply a failed crossing: damaged, or sunk if already damaged (the exception of 3.3.31). */
export function failCrossing(c: Ctx, ship: Ship, victor: Side): 'damaged' | 'sunk' {
  if (ship.dmg > 0) {
    shipToVA(c.G, ship.id, victor, 'sunk');
    return 'sunk';
  }
  damage(c.G, ship);
  return 'damaged';
}

/** Break Contact modifiers [3.3.4, 6.2.4-5, 6.3.3, 6.8.2, 6.11.2]. */
export function breakContactMod(G: GameState, target: Ship, interceptor: Ship | null): number {
  let m = -damagePenalty(G, target);
  if (target.ls) m -= 2;
  if (G.options.sails && target.id === 'rd_seeadler') m -= 2;
  if (G.options.sails && interceptor?.id === 'rd_seeadler' && !isFighting(target)) m += 2;
  if (G.options.wolfchen && target.id === 'rd_wolf') m += 2;
  if (isSailingMerchant(G, target)) m -= 2;
  return m;
}

/** Surprise Attack bonus: +2, +4 for Wolf with Wolfchen (6.3.1) [3.3.36]. */
function surpriseBonus(G: GameState, ship: Ship | null): number {
  return ship && G.options.wolfchen && ship.id === 'rd_wolf' ? 4 : 2;
}

/** A warship/raider's own intercept modifiers: LS -2, damage -2, Night -1, Surprise Attack [3.2.7.4-6, 3.3.36]. */
export function shipAttackMod(G: GameState, ship: Ship, night: boolean, sa: boolean): number {
  let m = 0;
  if (ship.ls) m -= 2;
  m -= damagePenalty(G, ship);
  if (night) m -= 1;
  if (sa) m += surpriseBonus(G, ship);
  return m;
}
