/**
 * Legal actions of a seat, from its view only (ai.enumerate, the bots, the client): every kind of legal
 * answer to the pending decision, a broad sample where the full set is combinatorial (construction orders).
 * Pure: reads only what the seat's view holds (the public state and its own `players[seat]`).
 */
import type { Seat } from '../../common/decision';
import { POWER, SHIP_TYPES, type Power, type ShipKind } from '../data';
import { effectivePool, type AmPurpose } from './ams';
import { seasonColumn, shipPayment } from './construction';
import { mobilizationStage } from './industry';
import { constructionProblem, industrialProblem, NO_CONSTRUCTION } from './orders';
import type { Am, ConstructionOrder, Conversion, GState, ShipOrder } from './types';

export interface Action {
  move: string;
  args: unknown[];
}

/** The powers of `seat` that must answer the pending decision. */
export function powersToAnswer(G: GState, seat: Seat): Power[] {
  return G.waiting.filter((p) => G.seatOf[p] === seat);
}

/**
 * The cheapest set of markers paying `points` for `purpose` without a superfluous one (ties: fewer
 * markers; shipyard markers first for naval construction), from markers not yet taken; undefined if none.
 */
export function payWith(pool: { ams: Am[]; unusable: Set<number> }, points: number, purpose: AmPurpose, taken: ReadonlySet<number>, needShipyard = false): number[] | undefined {
  const free: number[] = [];
  pool.ams.forEach((a, i) => {
    if (pool.unusable.has(i) || taken.has(i) || a.v === 0) return;
    if (a.use === 'any' || (a.use === 'navalOnly' && purpose === 'naval') || (a.use === 'researchOnly' && purpose === 'research')) free.push(i);
  });
  let best: number[] | undefined;
  let bestKey = Infinity;
  const n = Math.min(free.length, 12);
  for (let mask = 1; mask < 1 << n; mask++) {
    const idx = free.filter((_, k) => mask & (1 << k));
    const vals = idx.map((i) => pool.ams[i].v as number);
    const sum = vals.reduce((s, v) => s + v, 0);
    if (sum < points || sum - Math.min(...vals) >= points) continue;
    const yards = idx.filter((i) => pool.ams[i].use === 'navalOnly').length;
    if (needShipyard && yards === 0) continue;
    const key = sum * 100 + idx.length * 10 - yards;
    if (key < bestKey) {
      bestKey = key;
      best = idx;
    }
  }
  return best;
}

/** Every legal conversion order of a power: none, and each conversion with each allowed mix [14]. */
export function conversionOptions(G: GState, p: Power): (Conversion | null)[] {
  const out: (Conversion | null)[] = [null];
  if (industrialProblem(G, p, { kind: 'idleToCivil' }) === undefined) out.push({ kind: 'idleToCivil' });
  const stage = mobilizationStage(p, G.powers[p].mobilizations + 1);
  for (const kind of ['idleToMilitary', 'civilToMilitary'] as const) {
    for (const mix of stage?.combos ?? []) {
      const conv: Conversion = { kind, mix: { ...mix } };
      if (industrialProblem(G, p, conv) === undefined) out.push(conv);
    }
  }
  return out;
}

/** A sample of legal construction orders of a power [18, 19]: nothing, each single unit, all units, ships. */
export function constructionOptions(G: GState, p: Power, conv: Conversion | null): ConstructionOrder[] {
  const pool = effectivePool(G, p, conv);
  const ps = G.powers[p];
  const out: ConstructionOrder[] = [];
  const tryAdd = (o: ConstructionOrder) => {
    if (constructionProblem(G, p, o) === undefined && !out.some((x) => JSON.stringify(x) === JSON.stringify(o))) out.push(o);
  };
  const unitOrder = (types: ('armor' | 'infantry' | 'air')[], taken: Set<number>): ConstructionOrder | undefined => {
    const units = { armor: 0, infantry: 0, air: 0 };
    for (const t of types) units[t]++;
    const ams = types.length ? payWith(pool, 2 * types.length, 'construction', taken) : [];
    if (!ams) return undefined;
    return { units, unitAms: ams, ships: [] };
  };
  tryAdd(NO_CONSTRUCTION);
  const avail = (['armor', 'infantry', 'air'] as const).filter((u) => ps.reserve[u] > 0);
  for (const u of avail) {
    const o = unitOrder([u], new Set());
    if (o) tryAdd(o);
  }
  if (avail.length > 1) {
    for (let k = avail.length; k >= 2; k--) {
      const o = unitOrder(avail.slice(0, k), new Set());
      if (o) tryAdd(o);
    }
  }
  // Naval construction: continue every ship in the season's column, then start one of each kind allowed.
  if (ps.navalRate > 0) {
    const col = seasonColumn(G);
    const taken = new Set<number>();
    const ships: ShipOrder[] = [];
    ps.ships.forEach((s, i) => {
      if (s.col !== col || ships.length >= ps.navalRate) return;
      const ams = payWith(pool, shipPayment(G, p, s.kind), 'naval', taken);
      if (!ams) return;
      for (const a of ams) taken.add(a);
      ships.push({ ship: i, ams });
    });
    if (ships.length) tryAdd({ ...NO_CONSTRUCTION, ships: [...ships] });
    for (const t of SHIP_TYPES) {
      const kind = t.id as ShipKind;
      const ams = payWith(pool, shipPayment(G, p, kind), 'naval', taken, true);
      if (!ams) continue;
      tryAdd({ ...NO_CONSTRUCTION, ships: [...ships, { start: kind, ams }] });
      tryAdd({ ...NO_CONSTRUCTION, ships: [{ start: kind, ams: payWith(pool, shipPayment(G, p, kind), 'naval', new Set(), true)! }] });
    }
    // one acceleration sample
    if (ships.length && ships[0].ship !== undefined) {
      const s0 = ps.ships[ships[0].ship];
      const ams = payWith(pool, shipPayment(G, p, s0.kind) + 1, 'naval', new Set());
      if (ams && s0.row !== 2) tryAdd({ ...NO_CONSTRUCTION, ships: [{ ship: ships[0].ship, accel: 1, ams }] });
    }
  }
  void POWER;
  return out;
}

/** Every kind of legal action of `seat` now, from its view. */
export function enumerate(G: GState, seat: Seat): Action[] {
  const d = G.pending;
  if (!d || !d.seats.includes(seat)) return [];
  if (d.kind === 'start') return [{ move: 'begin', args: [] }];
  const out: Action[] = [];
  for (const p of powersToAnswer(G, seat)) {
    const pr = G.players[seat]?.powers[p];
    if (!pr) continue;
    if (d.kind === 'chooseEvents') {
      out.push({ move: 'chooseEvents', args: [p, pr.hand.map((h) => h.card)] });
      for (const h of pr.hand) out.push({ move: 'chooseEvents', args: [p, [h.card]] });
    } else if (d.kind === 'industrial') {
      for (const conv of conversionOptions(G, p)) out.push({ move: 'convert', args: [p, conv] });
    } else if (d.kind === 'construction') {
      for (const o of constructionOptions(G, p, pr.conversion ?? null)) out.push({ move: 'construct', args: [p, o] });
    }
  }
  return out;
}
