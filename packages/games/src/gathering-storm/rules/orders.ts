/**
 * Economic orders [13]: what each power commits in the industrial and construction segments, checked
 * against its tiles (no deficit spending [6.12]), Russia's compulsory build [18.51] and Italy's compulsory infantry
 * for a conquest [29.33E] (which, like Russia's, comes before any other spending). Pure.
 */
import { EVENT, type Power } from '../data';
import { effectivePool } from './ams';
import { constructionCost, italyMustBuild, mustBuild } from './construction';
import { conversionCost, conversionProblem } from './industry';
import { conditionHolds, priv } from './random-events';
import { research, researchCost } from './research';
import { no, type Refusal } from './no';
import type { ConstructionOrder, Conversion, GState, ResearchOrder } from './types';

/** The support changes of the secret support events a power holds, unrevealed [9.41E]. */
export function heldSupport(G: GState, p: Power): { id: string; delta: number; power: Power }[] {
  const out: { id: string; delta: number; power: Power }[] = [];
  for (const id of priv(G, p).held) {
    for (const e of EVENT[id].effects) if (e.op === 'support' && conditionHolds(G, e.if)) out.push({ id, delta: e.delta, power: e.power });
  }
  return out;
}

/** Tiles a power may spend: its tiles plus its unrevealed positive secret support [6.12, 9.41E]. */
export function spendable(G: GState, p: Power): number {
  return G.powers[p].tiles + heldSupport(G, p).reduce((s, h) => s + Math.max(0, h.power === p ? h.delta : 0), 0);
}

/** Cost of a conversion order (0 for none). */
export function conversionOrderCost(G: GState, p: Power, conv: Conversion | null | undefined): number {
  return conv ? conversionCost(G, p, conv.kind) : 0;
}

/** Could a power pay for one unit besides `spent` tiles: 2 AM points of markers it may use and the tiles [18.11, 18.51]? */
function canAffordUnit(G: GState, p: Power, conv: Conversion | null | undefined, spent: number, researchAms: readonly number[] = []): boolean {
  const pool = effectivePool(G, p, conv, researchAms);
  const values = pool.ams.map((a, i) => (pool.unusable.has(i) || a.use !== 'any' ? 0 : a.v)).filter((v) => v > 0);
  const cheapest = values.some((v) => v === 2) ? 2 : values.filter((v) => v === 1).length >= 2 ? 2 : values.some((v) => v === 3) ? 3 : Infinity;
  return spendable(G, p) - spent >= cheapest;
}

/** The refusal of spending that would leave too little for the compulsory unit [18.51A, 29.33E]. */
function keepForUnit(p: Power): Refusal {
  return p === 'USSR' ? no.russiaKeepsCompulsory() : no.italyKeepsInfantry();
}

/** Why a power may not commit this conversion order (null = none) [14, 6.12, 18.51A-B]. */
export function industrialProblem(G: GState, p: Power, conv: Conversion | null): Refusal | undefined {
  if (!conv) return undefined;
  const problem = conversionProblem(G, p, conv);
  if (problem) return problem;
  const cost = conversionOrderCost(G, p, conv);
  if (cost > spendable(G, p)) return no.conversionCost(cost, spendable(G, p));
  if (mustBuild(G, p) && canAffordUnit(G, p, null, 0) && !canAffordUnit(G, p, conv, cost)) return keepForUnit(p);
  if (p === 'USSR' && mustBuild(G, p) && !canAffordUnit(G, p, null, 0)) return no.russiaCannotPay();
  return undefined;
}

/** Why a power may not commit this research order [15, 6.12, 18.51A]: checked on a copy, nothing applied. */
export function researchOrderProblem(G: GState, p: Power, order: ResearchOrder): Refusal | undefined {
  const problem = research(G, p, order, false);
  if (problem) return problem;
  const conv = priv(G, p).conversion ?? null;
  const spent = conversionOrderCost(G, p, conv) + researchCost(G, p, order);
  if (spent > spendable(G, p)) return no.ordersCost(spent, spendable(G, p));
  if (mustBuild(G, p) && order.ams.length && !canAffordUnit(G, p, conv, spent, order.ams)) {
    // Italy is held to the build only when it could pay for it before spending anything (ruling R-25) [29.33E].
    if (p === 'USSR' || canAffordUnit(G, p, null, 0)) return keepForUnit(p);
  }
  return undefined;
}

/** Why a power may not commit this construction order [18, 19, 6.12, 18.51]. */
export function constructionProblem(G: GState, p: Power, order: ConstructionOrder): Refusal | undefined {
  const conv = priv(G, p).conversion ?? null;
  const spent = conversionOrderCost(G, p, conv) + researchCost(G, p, priv(G, p).research);
  const empty = order.units.armor + order.units.infantry + order.units.air === 0 && order.ships.length === 0;
  const affordable = canAffordUnit(G, p, conv, spent, priv(G, p).research?.ams);
  if (p === 'USSR' && mustBuild(G, p) && !affordable) {
    return empty ? undefined : no.russiaCannotPay();
  }
  const cost = constructionCost(G, p, order, conv);
  if (typeof cost !== 'number') return cost;
  // Italy builds the infantry it must send to the Reserve; if it cannot pay, the transfer is skipped (ruling R-25) [29.33E].
  if (p === 'ITA' && affordable && order.units.infantry < italyMustBuild(G)) return no.italyBuildsInfantry();
  if (spent + cost > spendable(G, p)) return no.ordersCost(spent + cost, spendable(G, p));
  return undefined;
}

/** Tiles a power's committed economic orders will cost at the reveal [13.12]. */
function committedCost(G: GState, p: Power): number {
  const pr = priv(G, p);
  const conv = conversionOrderCost(G, p, pr.conversion ?? null) + researchCost(G, p, pr.research);
  const cons = pr.construction ? constructionCost(G, p, pr.construction, pr.conversion ?? null) : 0;
  return conv + (typeof cons === 'number' ? cons : 0);
}

/**
 * Anglo-French cooperation: one tile a level may pass between Britain and France each turn [16.16G]. Why this
 * transfer is not allowed now, or undefined.
 */
export function transferProblem(G: GState, from: Power, n: number): Refusal | undefined {
  if (from !== 'GBR' && from !== 'FRA') return no.transferWho();
  const levels = G.results['angloFrenchCooperation:ALLIES'] ?? 0;
  if (G.transfers + n > levels) return no.transferLevels(levels);
  if (n < 1) return no.transferOne();
  if (G.powers[from].tiles - committedCost(G, from) < n) return no.transferLeft();
  return undefined;
}

/** An empty construction order. */
export const NO_CONSTRUCTION: ConstructionOrder = { units: { armor: 0, infantry: 0, air: 0 }, unitAms: [], ships: [] };
