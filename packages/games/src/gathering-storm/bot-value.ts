/**
 * The bots' shared evaluator of §20.4 (ours: the rulebook has no bots), on a seat's VIEW only. `projectedVP` applies
 * the victory points of [34] to the visible state as if war broke out now, with what the seat cannot see at its
 * expected value: the opponents' unrevealed secret support events at the deck's prior mean [9.41E], and it adds
 * the strategic terms of a game that goes on (income per turn times the turns expected to remain [11], the
 * resistance of the Axis's future targets [28], Russia's garrison slack [21]). The threshold estimators give
 * P(total >= 1) for the totals of [32] from the tile pool [6.22, 28.5] and the unseen support events; `hiddenMarkerDist`
 * draws a face-down diplomatic marker's value from its power's unused pool [24.54C].
 */
import { AGGRESSIONS, EVENT, INCOME, POWER, POWER_IDS, type AggressionId, type Alliance, type Power } from './data';
import { made } from './rules/aggression-state';
import { garrison, garrisonRequirement } from './rules/garrison';
import { heldSupport } from './rules/orders';
import { resistance } from './rules/resistance';
import { score } from './rules/scoring';
import { pactIncome } from './rules/trade-pacts';
import type { GState } from './rules/types';

/** A discrete distribution: value -> probability. */
export type Dist = Map<number, number>;

const point = (v: number): Dist => new Map([[v, 1]]);

/** The distribution of X + Y for independent X and Y. */
export function convolve(a: Dist, b: Dist): Dist {
  const out: Dist = new Map();
  for (const [x, p] of a) for (const [y, q] of b) out.set(x + y, (out.get(x + y) ?? 0) + p * q);
  return out;
}

/** The distribution of -X. */
const negate = (a: Dist): Dist => new Map([...a].map(([v, p]) => [-v, p]));

export const mean = (d: Dist) => [...d].reduce((s, [v, p]) => s + v * p, 0);

/** P(base + X >= at): the threshold estimator of §20.4 (a declaration total needs at least +1 [32.42, 32.62, 32.72]). */
export function pAtLeast(base: number, d: Dist, at = 1): number {
  let s = 0;
  for (const [v, p] of d) if (base + v >= at) s += p;
  return s;
}

/** The next face-down tile's value, from the pool's composition (public [6.22]); the resistance tile of [28.5]. */
export function tileDist(G: GState): Dist {
  const pool = G.tilePool;
  const n = pool[1] + pool[2] + pool[3];
  if (n === 0) return point(2);
  return new Map(([1, 2, 3] as const).filter((v) => pool[v] > 0).map((v) => [v, pool[v] / n]));
}

/** Per card drawn, the prior distribution of a power's own secret support from its national event (the whole deck). */
const SECRET_SUPPORT: Record<Power, Dist> = (() => {
  const out = {} as Record<Power, Dist>;
  for (const p of POWER_IDS) {
    const counts = new Map<number, number>();
    let cards = 0;
    for (const ev of Object.values(EVENT)) {
      if (ev.slot !== p) continue;
      cards++;
      const d = ev.secret ? ev.effects.reduce((s, e) => s + (e.op === 'support' && e.power === p ? e.delta : 0), 0) : 0;
      counts.set(d, (counts.get(d) ?? 0) + 1);
    }
    out[p] = new Map([...counts].map(([v, c]) => [v, c / Math.max(1, cards)]));
  }
  return out;
})();

/** The powers whose private record this view shows (the seat's own). */
export function ownPowers(G: GState): Power[] {
  return Object.values(G.players ?? {}).flatMap((s) => Object.keys(s.powers) as Power[]);
}

/**
 * The support a power may still reveal this turn [9.41E]: its own held events exactly; another power's as the
 * prior of the cards it drew this turn (the public hand count).
 */
export function hiddenSupportDist(G: GState, p: Power): Dist {
  if (ownPowers(G).includes(p)) return point(heldSupport(G, p).reduce((s, h) => s + (h.power === p ? h.delta : 0), 0));
  let d = point(0);
  const n = Math.min(4, G.events.handCounts[p] ?? 0);
  for (let i = 0; i < n; i++) d = convolve(d, SECRET_SUPPORT[p]);
  return d;
}

/** A face-down diplomatic marker's value, drawn from its power's unused AMs (the pool is public [12.2, 24.54C]). */
export function hiddenMarkerDist(G: GState, p: Power): Dist {
  const ps = G.powers[p];
  const used = new Set(ps.amUsed);
  const vals = ps.ams.filter((a, i) => !used.has(i) && (a.use === 'any' || a.use === 'diplomaticBonus')).map((a) => a.v as number);
  if (!vals.length) return point(1);
  const d: Dist = new Map();
  for (const v of vals) d.set(v, (d.get(v) ?? 0) + 1 / vals.length);
  return d;
}

/** The turn war is expected by when nothing forces it: Autumn 1939 (§20.4's pacing), or the last turn if earlier. */
export function turnsLeft(G: GState): number {
  const horizon = Math.min(G.options.turnCap ?? 27, 18);
  return Math.max(0, horizon - G.turn);
}

/** A power's expected income per turn [11.12]: civilian factories, support, pacts, the mean tiles, less maintenance [11.71]. */
export function expectedIncome(G: GState, p: Power): number {
  const ps = G.powers[p];
  const units = ps.active.armor + ps.active.infantry + ps.active.air;
  const upkeep = Math.max(0, units * INCOME.maintenancePerActiveUnit - ps.factories.military * INCOME.maintenanceReliefPerMilitaryFactory);
  const tiles = INCOME.randomTilesPerTurn * mean(tileDist(G));
  return ps.factories.civil * INCOME.perCivilianFactory + ps.support * INCOME.perSupportPoint + pactIncome(G, p) + tiles - upkeep;
}

/** The aggressions still open to the Axis (not made, their prerequisites met or makeable). */
function futureTargets(G: GState): AggressionId[] {
  return AGGRESSIONS.filter((a) => !made(G, a.id) && !G.countries[a.country].control && a.id !== 'RHI' && a.id !== 'ETH').map((a) => a.id);
}

/**
 * How much the Axis may still gain by aggression [28, 34.51]: each open target's value times its chance to be
 * taken without a fight, the lower its resistance the higher (a resistance of 6 or more: none).
 */
export function targetOpportunity(G: GState): number {
  let s = 0;
  for (const id of futureTargets(G)) {
    const row = AGGRESSIONS.find((a) => a.id === id)!;
    s += row.value * Math.min(1, Math.max(0, (6 - resistance(G, id)) / 6));
  }
  return s;
}

/** Tiles per VP in the strategic terms (a support step costs about 8 tiles of mobilization [13.2], and not every tile buys one). */
const TILES_PER_VP = 16;
/** Share of the open targets' value the Axis may expect to realise before the war. */
const TARGET_SHARE = 0.35;

/** The strategic terms of §20.4 for a side, in VP: what a game that goes on is worth beyond the VP of war now. */
export function strategicTerms(G: GState, a: Alliance): number {
  const left = turnsLeft(G);
  let s = 0;
  for (const p of POWER_IDS) if (POWER[p].alliance === a) s += (expectedIncome(G, p) * left) / TILES_PER_VP / 4;
  const future = Math.min(1, left / 8);
  if (a === 'AXIS') s += TARGET_SHARE * future * targetOpportunity(G);
  if (a === 'ALLIES') s -= 0.5 * TARGET_SHARE * future * targetOpportunity(G);
  if (a === 'RUSSIA') s += 0.3 * future * Math.max(-5, Math.min(5, garrison(G) - garrisonRequirement(G)));
  return s;
}

interface WarNow {
  /** An alliance declares preventive war [34.81]. */
  preventive?: Alliance;
  /** The aggression war breaks out over [34.51C, 34.52A]. */
  over?: AggressionId;
}

/** The VP of [34] of every side on the visible state if war broke out now, the unseen support at its expected value. */
export function warNowVP(G: GState, w: WarNow = {}): Record<Alliance, number> {
  const atWar: GState = { ...G, war: { pairs: [], turn: G.turn, over: w.over, preventive: w.preventive ? [w.preventive] : [] } };
  const vp = { ...score(atWar).vp };
  for (const p of POWER_IDS) vp[POWER[p].alliance] += mean(hiddenSupportDist(G, p));
  return vp;
}

/** `projectedVP(view, side)` of §20.4: the VP of war now (or with `w`), plus the strategic terms unless `w.warNow`. */
export function projectedVP(G: GState, side: Alliance, w: WarNow & { warNow?: boolean } = {}): number {
  return warNowVP(G, w)[side] + (w.warNow ? 0 : strategicTerms(G, side));
}

/**
 * A side's standing [34.11]: the Axis against the Allies and Russia together, the others against the best rival
 * side; `warNow` leaves out the strategic terms (the game ends now).
 */
export function projectedLead(G: GState, side: Alliance, w: WarNow & { warNow?: boolean } = {}): number {
  const vp = warNowVP(G, w);
  const v = (a: Alliance) => vp[a] + (w.warNow ? 0 : strategicTerms(G, a));
  if (side === 'AXIS') return v('AXIS') - v('ALLIES') - v('RUSSIA');
  const rivals = (['AXIS', 'ALLIES', 'RUSSIA'] as const).filter((a) => a !== side);
  return v(side) - Math.max(...rivals.map(v));
}

/** Signed support-in-total distributions: `plus` powers' unseen support adds, `minus` powers' subtracts. */
export function supportSwing(G: GState, plus: Power[], minus: Power[]): Dist {
  let d = point(0);
  for (const p of plus) d = convolve(d, hiddenSupportDist(G, p));
  for (const p of minus) d = convolve(d, negate(hiddenSupportDist(G, p)));
  return d;
}
