/**
 * The income phase [11]: each power's random tile draw(s) [11.8] and national income: civilian factories,
 * the support level of the start of the turn, trade pacts, the economic climate, national economic events,
 * less maintenance [11.1-11.7, 17.1]. Positive terms first, then maintenance (unpaid: Active units go to the
 * Reserve [17.11]), then the negative terms (unpaid: a deficit [10.41C]) (ruling P1-A10). Pure.
 */
import { CLIMATE_EFFECTS, INCOME, POWER_IDS, type Power } from '../data';
import type { Ctx } from './context';
import { drawTile } from './tiles';
import { pactIncome } from './trade-pacts';
import { payOrDeficit } from './support';
import type { GState } from './types';

/** Maintenance: one tile per Active unit, less one per military factory, never below 0 [11.71, 11.72]. */
export function maintenance(G: GState, p: Power): number {
  const ps = G.powers[p];
  const units = ps.active.armor + ps.active.infantry + ps.active.air;
  return Math.max(0, units * INCOME.maintenancePerActiveUnit - ps.factories.military * INCOME.maintenanceReliefPerMilitaryFactory);
}

/** The climate's income change for a power [11.35]. */
function climateIncome(G: GState, p: Power): number {
  return CLIMATE_EFFECTS.find((r) => r.climate === G.climate)?.income[p] ?? 0;
}

/** Unit returned to the Reserve for unpaid maintenance: the type with most Active units, ties armor, air, infantry (ruling R-15) [17.11]. */
function unitToReserve(G: GState, p: Power): 'armor' | 'infantry' | 'air' | undefined {
  const a = G.powers[p].active;
  const order = ['armor', 'air', 'infantry'] as const;
  let best: 'armor' | 'infantry' | 'air' | undefined;
  for (const u of order) if (a[u] > 0 && (best === undefined || a[u] > a[best])) best = u;
  return best;
}

/** One power's income [11.12]: the tiles drawn, the terms, and what maintenance returned to the Reserve. */
export function collectIncome(c: Ctx, p: Power): void {
  const { G } = c;
  const ps = G.powers[p];
  const eco = G.events.economic[p] ?? { income: 0, draws: INCOME.randomTilesPerTurn };
  const drawn: number[] = [];
  for (let i = 0; i < eco.draws; i++) drawn.push(drawTile(G, c.rng));
  const terms = [
    ps.factories.civil * INCOME.perCivilianFactory,
    ps.support * INCOME.perSupportPoint,
    pactIncome(G, p),
    drawn.reduce((s, v) => s + v, 0),
    climateIncome(G, p),
    eco.income,
  ];
  const before = ps.tiles;
  ps.tiles += terms.filter((t) => t > 0).reduce((s, t) => s + t, 0);
  let upkeep = maintenance(G, p);
  while (upkeep > ps.tiles) {
    const u = unitToReserve(G, p);
    if (!u) break;
    ps.active[u]--;
    ps.reserve[u]++;
    upkeep = maintenance(G, p);
    c.emit({ kind: 'unpaidMaintenance', ids: [p, u], rule: '17.11' });
  }
  ps.tiles -= upkeep;
  payOrDeficit(G, p, -terms.filter((t) => t < 0).reduce((s, t) => s + t, 0));
  c.emit({ kind: 'income', ids: [p], n: [ps.tiles - before, ...terms, -upkeep, ...drawn], rule: '11.12' });
}

/** Step `income`: every power, in the order of play (face-up tiles are taken in that order [6.25]). */
export function income(c: Ctx): void {
  for (const p of POWER_IDS) collectIncome(c, p);
}
