/**
 * Support levels [10]: recomputed from zero at the start of every turn with every modifier [10.31, 10.41-10.91],
 * then changed during the turn by events and results; secret support events stay with their holder until
 * they are applied [9.41E]. Pure.
 */
import { POWER, type Power } from '../data';
import { cohesion, garrisonSupport } from './garrison';
import { researchSupport } from './results';
import type { Ctx } from './context';
import type { GState } from './types';

/** Support from military factories [10.41A]. */
export function militaryFactorySupport(p: Power, military: number): number {
  return POWER[p].militaryFactorySupport.filter((n) => military >= n).length;
}

/** Timed modifiers in force this turn (aggressions, crisis outcomes, naval increases, the pact...) [10.5-10.9]. */
function timedSupport(G: GState, p: Power): number {
  return G.powers[p].timed.filter((t) => t.from <= G.turn && (t.until === undefined || t.until >= G.turn)).reduce((s, t) => s + (t.support ?? 0), 0);
}

/** Flags in Russia: +1 to the flag's power, -1 to Russia for each Axis or Allied flag [10.51C, 10.61B, 10.71D, 10.81D, 10.91F]. */
function flagsInRussiaSupport(G: GState, p: Power): number {
  const flags = G.countries.RUS.flags;
  if (p === 'USSR') return -flags.filter((f) => f !== 'USSR').length;
  return flags.filter((f) => f === p).length;
}

/**
 * A power's support level from zero [10.31]: military factories, this turn's public support events, last
 * turn's deficit, research results, timed modifiers, flags in Russia and, for Russia, the garrison (CK-1,
 * [21.23A]) and cohesion [10.91D-E].
 */
export function computeSupport(G: GState, p: Power): number {
  const ps = G.powers[p];
  let s = militaryFactorySupport(p, ps.factories.military);
  s += G.events.supportThisTurn[p] ?? 0;
  s -= ps.lastDeficit;
  s += researchSupport(G, p);
  s += timedSupport(G, p);
  s += flagsInRussiaSupport(G, p);
  if (p === 'USSR') s += G.russia.garrisonSupport + cohesion(G).support;
  return s;
}

/** Step `supportLevels`: the Russian garrison check CK-1, then every power's support from zero [10.3, 21.23A]. */
export function supportLevels(c: Ctx): void {
  const { G } = c;
  G.russia.garrisonSupport = garrisonSupport(G);
  for (const p of Object.keys(G.powers) as Power[]) {
    G.powers[p].support = computeSupport(G, p);
    c.emit({ kind: 'support', ids: [p], n: [G.powers[p].support], rule: '10.3' });
  }
}

/**
 * A support change during the turn that also moves tiles 1:1 [11.52A] (secret support events, results,
 * mobilization thresholds, flags in Russia); a tile loss that cannot be paid is a deficit [10.24, 10.41C].
 */
export function changeSupportWithTiles(G: GState, p: Power, delta: number): void {
  const ps = G.powers[p];
  ps.support += delta;
  payOrDeficit(G, p, -delta);
}

/** Pay a mandatory cost; what cannot be paid becomes next turn's support loss [10.41C]. Negative cost = gain. */
export function payOrDeficit(G: GState, p: Power, cost: number): void {
  const ps = G.powers[p];
  if (cost <= 0) {
    ps.tiles -= cost;
    return;
  }
  const paid = Math.min(ps.tiles, cost);
  ps.tiles -= paid;
  ps.deficit += cost - paid;
}
