/**
 * Island Refuge [3.3.17]: a ship entering one (a raider is hidden again), its resupply and repair rolls at
 * entry and at the start of its owner's turns (ruling A-16; 6.1.3, 6.2.3, 6.8.3).
 */
import { GHOST_COINS } from '../data';
import { emit, type Ctx } from './core';
import { decide, pairOf } from './action-cards';
import { hasFeature } from './state';
import type { Ship, Side } from './types';

/** Island Refuge resupply and repair rolls [3.3.17, 6.1.3, 6.2.3, 6.8.3]. */
export function refugeRolls(c: Ctx, side: Side, ship: Ship, card: string | null, when: 'entry' | 'upkeep'): void {
  const { G } = c;
  const pr = pairOf(card, GHOST_COINS.islandRefuge);
  if (ship.ls) {
    let mod = 0;
    if (G.options.coalPile && hasFeature(ship, 'coalPile')) mod -= 1;
    if (G.options.sails && ship.id === 'rd_seeadler') mod += 1;
    const d = decide(c, pr, mod);
    if (d.ok) ship.ls = false;
    emit(c, { kind: 'refugeRoll', seat: side, ship: ship.id, when, what: 'resupply', ok: d.ok, rolls: d.dice });
  }
  if (ship.dmg > 0) {
    const d = decide(c, pr, 0);
    if (d.ok) ship.dmg = G.options.additionalDamage ? ship.dmg - 1 : 0;
    emit(c, {
      kind: 'refugeRoll',
      seat: side,
      ship: ship.id,
      when,
      what: 'repair',
      ok: d.ok,
      rolls: d.dice,
      ...(G.options.additionalDamage ? { rule: '3.3.17, 6.8.3' } : {}),
    });
  }
}

/** Enter an Island Refuge: the ship shelters, a raider is hidden, then it rolls at once [3.3.17]. */
export function enterRefuge(c: Ctx, side: Side, ship: Ship, card: string | null): void {
  ship.refuge = { card, entered: c.G.turn!.no };
  if (ship.kind === 'raider') ship.rec = false;
  emit(c, { kind: 'enterRefuge', seat: side, ship: ship.id, hidden: ship.kind === 'raider' });
  refugeRolls(c, side, ship, card, 'entry');
}

/** Island Refuge upkeep at the start of the owner's turn (ruling A-16) [3.3.17]. */
export function refugeUpkeep(c: Ctx, side: Side): void {
  const t = c.G.turn!;
  for (const s of c.G.forces[side].ships) {
    if (s.refuge && s.refuge.entered < t.no && (s.ls || s.dmg > 0)) refugeRolls(c, side, s, s.refuge.card, 'upkeep');
  }
}
