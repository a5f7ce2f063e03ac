/**
 * Island Refuge [3.3.17]: a ship entering one (a raider is hidden again), its resupply and repair rolls at
 * entry and at the start of its owner's turns (ruling A-16; 6.1.3, 6.2.3, 6.8.3).
 */
import { GHOST_COINS } from '../data';
import { modText, type Ctx } from './core';
import { decide, pairOf } from './action-cards';
import { addLog, hasFeature, name } from './state';
import type { Ship, Side } from './types';

/** Island Refuge resupply and repair rolls [3.3.17, 6.1.3, 6.2.3, 6.8.3]. */
export function refugeRolls(c: Ctx, side: Side, ship: Ship, card: string | null, why: string): void {
  const { G } = c;
  const pr = pairOf(card, GHOST_COINS.islandRefuge);
  if (ship.ls) {
    let mod = 0;
    if (G.options.coalPile && hasFeature(ship, 'coalPile')) mod -= 1;
    if (G.options.sails && ship.id === 'rd_seeadler') mod += 1;
    const d = decide(c, pr, mod, 'Refuge resupply');
    if (d.ok) ship.ls = false;
    addLog(G, `${name(ship.id)} in Island Refuge (${why}) resupply roll ${d.c} vs ${d.r}${modText(mod)} → ${d.ok ? 'resupplied' : 'fails'} [3.3.17].`, { side, dice: d.dice });
  }
  if (ship.dmg > 0) {
    const d = decide(c, pr, 0, 'Refuge repair');
    if (d.ok) ship.dmg = G.options.additionalDamage ? ship.dmg - 1 : 0;
    addLog(G, `${name(ship.id)} in Island Refuge (${why}) repair roll ${d.c} vs ${d.r} → ${d.ok ? 'repaired' : 'fails'} [3.3.17${G.options.additionalDamage ? ', 6.8.3' : ''}].`, { side, dice: d.dice });
  }
}

/** Enter an Island Refuge: the ship shelters, a raider is hidden, then it rolls at once [3.3.17]. */
export function enterRefuge(c: Ctx, side: Side, ship: Ship, card: string | null): void {
  ship.refuge = { card, entered: c.G.turn!.no };
  if (ship.kind === 'raider') ship.rec = false;
  addLog(c.G, `${name(ship.id)} enters an Island Refuge${ship.kind === 'raider' ? ' and is hidden from recognition' : ''} [3.3.17].`, { side, cards: card ? [card, ship.id] : [ship.id] });
  refugeRolls(c, side, ship, card, 'entry');
}

/** Island Refuge upkeep at the start of the owner's turn (ruling A-16) [3.3.17]. */
export function refugeUpkeep(c: Ctx, side: Side): void {
  const t = c.G.turn!;
  for (const s of c.G.forces[side].ships) {
    if (s.refuge && s.refuge.entered < t.no && (s.ls || s.dmg > 0)) refugeRolls(c, side, s, s.refuge.card, 'upkeep');
  }
}
