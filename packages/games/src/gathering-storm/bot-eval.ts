/**
 * The bots' crisis estimates (§20.4, on the shared evaluator of bot-value.ts; ours, the rulebook has no bots): the
 * probability that a declaration total of [32] reaches +1 once the resistance tile [28.5] and the unseen support
 * events [9.41E] are known, and the preventive declaration [32.6, 32.7] by the projected VP with the penalty of
 * [34.81] against the VP of going on.
 */
import { POWER, type AggressionId, type Power } from './data';
import { alliedTotal, russiaTotal } from './rules/declarations';
import type { Crisis, GState } from './rules/types';
import { convolve, pAtLeast, projectedLead, supportSwing, tileDist, type Dist } from './bot-value';

/** A threatening power's total against the aggressor [32.62, 32.72] with a given resistance tile (undefined: none yet). */
function total(G: GState, q: Power, by: 'GER' | 'ITA', id: AggressionId, tile: number | undefined, ultimatums: Power[] = []): number {
  if (q === 'USSR') return russiaTotal(G, { id, tile }, ultimatums);
  return alliedTotal(G, q as 'GBR' | 'FRA', by, { id, tile });
}

/**
 * P(the total of `q` against the aggression >= 1) [32.62, 32.72]: before the draw with the tile from the pool's
 * composition (a tile counts only where the rule adds the target's resistance), after it with the tile drawn;
 * `q`'s own unseen support adds, the aggressor's subtracts.
 */
export function pThreshold(G: GState, q: Power, by: 'GER' | 'ITA', id: AggressionId, tile?: number, ultimatums: Power[] = []): number {
  const swing = supportSwing(G, [q], [by]);
  if (tile !== undefined) return pAtLeast(total(G, q, by, id, tile, ultimatums), swing);
  const base = total(G, q, by, id, 0, ultimatums);
  const tileCounts = total(G, q, by, id, 1, ultimatums) !== base;
  const d: Dist = tileCounts ? convolve(swing, tileDist(G)) : swing;
  return pAtLeast(base, d);
}

/** P(no threatening power can issue an ultimatum) once the tile is drawn [27.7]: each threat independently. */
export function pNoUltimatum(G: GState, cr: Crisis): number {
  let p = 1;
  for (const q of cr.threats) p *= 1 - pThreshold(G, q, cr.by, cr.id, cr.tile ?? 0, cr.ultimatums);
  return p;
}

/** P(the Allies can threaten an announced aggression) before the tile: the better of Britain and France [27.5]. */
export function pAlliesThreaten(G: GState, by: 'GER' | 'ITA', id: AggressionId): number {
  return Math.max(pThreshold(G, 'GBR', by, id), pThreshold(G, 'FRA', by, id));
}

/**
 * Whether a power declares preventive war now [32.6, 32.7]: only from 1939; its side must lead after the penalty of
 * [34.81] by a margin that shrinks as the game drags on (3 VP in 1939, 1 in 1940, none after), and war now must
 * be worth at least what going on is worth, less a year's patience.
 */
export function declaresPreventive(G: GState, p: Power): boolean {
  const year = 1935 + Math.floor(G.turn / 4);
  if (year < 1939) return false;
  const side = POWER[p].alliance;
  const margin = 3 - 2 * (year - 1939);
  const now = projectedLead(G, side, { warNow: true, preventive: side });
  return now >= margin && now >= projectedLead(G, side) - (year - 1938);
}
