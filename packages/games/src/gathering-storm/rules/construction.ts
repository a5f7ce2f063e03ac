/**
 * The construction segment [13.11C]: unit construction from the Reserve [18] and naval construction [19],
 * secret until the economic reveal. Validation here; the reveal applies it (economic-reveal.ts). Pure.
 */
import { EVENT, POWER, RESEARCH_PROJECT, SHIP_TYPES, UNIT_CONSTRUCTION, NAVAL_CHART, type Power, type ProjectId, type ShipKind } from '../data';
import type { Effect } from '../data';
import { amCost, amPaymentProblem, effectivePool } from './ams';
import { eai } from './eai';
import { priv } from './random-events';
import { resultsAt } from './research';
import { resultsOf, trackKey } from './results';
import { no, type Refusal } from './no';
import type { ConstructionOrder, GState } from './types';

type Held<K extends Effect['op']> = Extract<Effect, { op: K }>;

/** Effects of a given operation among the events a power holds [18.41B, 19.52, 19.62, 19.73D]. */
export function heldEffects<K extends Effect['op']>(G: GState, p: Power, op: K): Held<K>[] {
  return priv(G, p)
    .held.map((id) => EVENT[id])
    .flatMap((ev) => ev.effects)
    .filter((e): e is Held<K> => e.op === op);
}

/** The season column of the current turn [19.61]. */
export const seasonColumn = (G: GState) => (G.turn % 4) as 0 | 1 | 2 | 3;

/** AM points to start or continue a ship: its size less the EAI, changed by naval cost events, at least 1 [19.52A, 19.71A]. */
export function shipPayment(G: GState, p: Power, kind: ShipKind): number {
  const size = SHIP_TYPES.find((s) => s.id === kind)!.size;
  const delta = heldEffects(G, p, 'navalCost').reduce((s, e) => s + e.delta, 0);
  return Math.max(NAVAL_CHART.minPaymentPerShip, size - eai(G) + delta);
}

/** Carriers a power may have built or building: three per national naval air training result [19.63A]. */
export function carrierAllowance(G: GState, p: Power): number {
  return 3 * ownResults(G, p, 'navalAirTraining');
}

/**
 * Results of a project on a power's track as its own seat sees them: from its alliance's sheet, so that this
 * turn's research counts for this turn's construction [13.22]; the public record otherwise.
 */
function ownResults(G: GState, p: Power, project: ProjectId): number {
  const owner = RESEARCH_PROJECT[project].owners.includes(p) ? p : POWER[p].alliance;
  const sheet = G.players[G.seatOf[p]]?.research[POWER[p].alliance];
  if (sheet) return resultsAt(project, owner, sheet[trackKey(project, owner)] ?? 0);
  return resultsOf(G, p, project);
}

/** Why a ship kind may not be started by a power now [19.11, 19.63], or undefined. */
export function shipKindProblem(G: GState, p: Power, kind: ShipKind, startsOfKind: number): Refusal | undefined {
  const t = SHIP_TYPES.find((s) => s.id === kind);
  if (!t) return no.unknownShip();
  if (!t.builders.includes(p)) return no.notBuilder(p, kind);
  if (kind === 'CVL') {
    const ps = G.powers[p];
    const n = ps.launched.CVL + ps.ships.filter((s) => s.kind === 'CVL').length + startsOfKind + 1;
    if (n > carrierAllowance(G, p)) return no.carrierAllowance();
  }
  if (t.requires?.project === 'battleshipDesign' && ownResults(G, p, 'battleshipDesign') < t.requires.results)
    return no.battleshipDesign(t.size, t.requires.results);
  return undefined;
}

/** Russia must build a unit this turn: negative support with a unit in its Reserve [10.92, 18.51]. */
function russiaMustBuild(G: GState): boolean {
  const ps = G.powers.USSR;
  const s = G.russia.siberian;
  const siberiaShort = s.armor + s.infantry + s.air < 8;
  return (ps.support < 0 || siberiaShort) && ps.reserve.armor + ps.reserve.infantry + ps.reserve.air > 0;
}

/** Italian infantry transfers due at the end of this turn's economic phase: one per conquest still under way [29.33E]. */
function italianTransfersDue(G: GState): number {
  return G.aggressions.filter((r) => r.state === 'conquering' && (r.infantryLeft ?? 0) > 0).length;
}

/**
 * Infantry units Italy must build this turn: a transfer is due and no Active infantry is there to send, so it
 * builds one from its Reserve [29.33E]; none when the Reserve has none (the transfer is skipped, ruling R-25).
 */
export function italyMustBuild(G: GState): number {
  const ps = G.powers.ITA;
  const short = italianTransfersDue(G) - ps.active.infantry;
  return Math.max(0, Math.min(short, ps.reserve.infantry, UNIT_CONSTRUCTION.perTypePerTurn));
}

/** Whether a power has a compulsory build this turn: Russia's [18.51] or Italy's infantry for a conquest [29.33E]. */
export function mustBuild(G: GState, p: Power): boolean {
  return (p === 'USSR' && russiaMustBuild(G)) || (p === 'ITA' && italyMustBuild(G) > 0);
}

/**
 * Check a power's construction order against its conversion order of the turn and its tiles [18, 19, 6.12];
 * returns its tile cost, or a reason.
 */
export function constructionCost(G: GState, p: Power, order: ConstructionOrder, conv: Parameters<typeof effectivePool>[2]): number | Refusal {
  const ps = G.powers[p];
  const pool = effectivePool(G, p, conv, priv(G, p).research?.ams);
  const taken = new Set<number>();
  const extra = heldEffects(G, p, 'extraBuild');
  let units = 0;
  for (const u of ['armor', 'infantry', 'air'] as const) {
    const n = order.units[u];
    const allowed = UNIT_CONSTRUCTION.perTypePerTurn + extra.filter((e) => e.unit === u).length;
    if (n > allowed) return no.unitsPerTurn(allowed, u);
    if (n > ps.reserve[u]) return no.reserveOnly(ps.reserve[u], u);
    units += n;
  }
  const unitProblem = amPaymentProblem(pool, order.unitAms, units * UNIT_CONSTRUCTION.amPointsPerUnit, 'construction', taken, '[12.41A, 18.11]');
  if (unitProblem) return unitProblem;
  let cost = amCost(pool.ams, order.unitAms);

  // A construction event's free acceleration of one ship (ruling R-21) [19.73D].
  const shift = heldEffects(G, p, 'shipAccelerate')[0];
  let shifted: { ship: number; col: number; through: boolean } | undefined;
  if (order.eventShift) {
    if (!shift) return no.noEventShift();
    const ship = ps.ships[order.eventShift.ship];
    if (!ship) return no.noSuchShip();
    if (order.eventShift.before) {
      const col = seasonColumn(G);
      shifted = { ship: order.eventShift.ship, col: (ship.col - shift.columns + 4) % 4, through: shift.columns === 2 && (ship.col - 1 + 4) % 4 === col };
    }
  }
  if (order.ships.length) {
    if (ps.navalRate === 0) return no.russiaNoShips();
    if (order.ships.length > ps.navalRate) return no.shipsPerTurn(ps.navalRate);
    const col = seasonColumn(G);
    const seen = new Set<number>();
    const starts: Partial<Record<ShipKind, number>> = {};
    let free = heldEffects(G, p, 'freeShipStart').map((e) => e.size as number);
    let launches = 0;
    let startCount = 0;
    for (const s of order.ships) {
      if ((s.start === undefined) === (s.ship === undefined)) return no.shipOrderShape();
      if (s.start !== undefined) {
        const k = shipKindProblem(G, p, s.start, starts[s.start] ?? 0);
        if (k) return k;
        if (s.accel) return no.noAccelOnStart();
        starts[s.start] = (starts[s.start] ?? 0) + 1;
        startCount++;
        if (s.free) {
          const size = SHIP_TYPES.find((t) => t.id === s.start)!.size;
          if (!free.includes(size)) return no.noFreeStart();
          free = free.filter((x, i) => i !== free.indexOf(size));
          if (s.ams.length) return no.freeNeedsNoAm();
          continue;
        }
        if (!s.ams.some((i) => pool.ams[i]?.use === 'navalOnly')) return no.needsShipyard();
        const problem = amPaymentProblem(pool, s.ams, shipPayment(G, p, s.start), 'naval', taken, '[19.52A]');
        if (problem) return problem;
      } else {
        const ship = ps.ships[s.ship!];
        if (!ship) return no.noSuchShip();
        if (seen.has(s.ship!)) return no.shipOnce();
        seen.add(s.ship!);
        const sh = shifted;
        const inColumn = sh && sh.ship === s.ship ? sh.col === col || sh.through : ship.col === col;
        if (!inColumn) return no.shipSeason();
        if (s.free) return no.freeOnlyNew();
        if (ship.row === 2) launches++;
        const points = shipPayment(G, p, ship.kind) + (s.accel ?? 0);
        const problem = amPaymentProblem(pool, s.ams, points, 'naval', taken, '[19.52, 19.73]');
        if (problem) return problem;
      }
      cost += amCost(pool.ams, s.ams);
    }
    if (ps.ships.length + startCount - launches > NAVAL_CHART.capacityPerRate * ps.navalRate) return no.chartFull(NAVAL_CHART.capacityPerRate * ps.navalRate);
  }
  if (p === 'USSR' && russiaMustBuild(G) && units === 0) return no.russiaMustBuild();
  return cost;
}
