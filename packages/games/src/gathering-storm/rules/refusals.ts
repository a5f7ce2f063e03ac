/**
 * What a power cannot order in its research and construction segments, and why: for each thing the legal
 * options never include (a unit type, a ship kind, a research track, giving no order at all), the reason the
 * rules' own checks give for the simplest order that would include it [15, 18, 19, 29.33E]. The table shows
 * these next to the legal choices. Pure.
 */
import { POWER, SHIP_TYPES, type Power, type ShipKind } from '../data';
import { effectivePool } from './ams';
import { shipPayment } from './construction';
import { constructionOptions, payWith, researchOptions } from './enumerate';
import { constructionProblem, NO_CONSTRUCTION, researchOrderProblem } from './orders';
import { tracksOf } from './research';
import { parseTrack } from './results';
import type { Refusal } from './no';
import type { ConstructionOrder, Conversion, GState } from './types';

/** One refused choice: what it is (`nothing`, a unit type, a ship kind, a research track) and the rules' reason, coded (rules/no.ts). */
export interface RefusedChoice {
  kind: 'nothing' | 'unit' | 'ship' | 'track';
  id: string;
  reason: Refusal;
}

/** Why the power cannot build a unit of some type, start a ship of some kind, or build nothing [18, 19, 29.33E]. */
export function constructionRefusals(G: GState, p: Power, conv: Conversion | null): RefusedChoice[] {
  const options = constructionOptions(G, p, conv);
  const out: RefusedChoice[] = [];
  const none = constructionProblem(G, p, NO_CONSTRUCTION);
  if (none) out.push({ kind: 'nothing', id: 'nothing', reason: none });
  const pool = effectivePool(G, p, conv);
  for (const u of ['armor', 'infantry', 'air'] as const) {
    if (options.some((o) => o.units[u] > 0)) continue;
    const units = { armor: 0, infantry: 0, air: 0, [u]: 1 };
    // A compulsory infantry unit goes with any other unit [29.33E]: ask about the pair, so the reason is the unit's own.
    if (u !== 'infantry' && options.length && options.every((o) => o.units.infantry > 0)) units.infantry = 1;
    const n = units.armor + units.infantry + units.air;
    const order: ConstructionOrder = { units, unitAms: payWith(pool, 2 * n, 'construction', new Set()) ?? [], ships: [] };
    const reason = constructionProblem(G, p, order);
    if (reason) out.push({ kind: 'unit', id: u, reason });
  }
  for (const t of SHIP_TYPES) {
    const kind = t.id as ShipKind;
    if (!t.builders.includes(p) || options.some((o) => o.ships.some((s) => s.start === kind))) continue;
    const order: ConstructionOrder = {
      ...NO_CONSTRUCTION,
      ships: [{ start: kind, ams: payWith(pool, shipPayment(G, p, kind), 'naval', new Set(), true) ?? [] }],
    };
    const reason = constructionProblem(G, p, order);
    if (reason) out.push({ kind: 'ship', id: kind, reason });
  }
  return out;
}

/** Why the power cannot put a research point on each of its tracks that no legal order reaches [15.2-15.4]. */
export function researchRefusals(G: GState, p: Power): RefusedChoice[] {
  const reached = new Set(researchOptions(G, p).flatMap((o) => o.rps));
  const out: RefusedChoice[] = [];
  for (const key of tracksOf(POWER[p].alliance)) {
    const { owner } = parseTrack(key);
    if ((owner !== p && owner !== POWER[p].alliance) || reached.has(key)) continue;
    const reason = researchOrderProblem(G, p, { ams: [], rps: [key] });
    if (reason) out.push({ kind: 'track', id: key, reason });
  }
  return out;
}
