/**
 * The bots' shared evaluator of §20.4 (ours: the rulebook has no bots), on a seat's VIEW only. `projectedVP` applies
 * the victory points of [34] to the visible state as if war broke out now, with what the seat cannot see at its
 * expected value: the opponents' unrevealed secret support events at the deck's prior mean [9.41E], and it adds
 * the strategic terms of a game that goes on (income per turn times the turns expected to remain [11], the
 * resistance of the Axis's future targets [28], Russia's garrison slack [21]). The threshold estimators give
 * P(total >= 1) for the totals of [32] from the tile pool [6.22, 28.5] and the unseen support events; `hiddenMarkerDist`
 * draws a face-down diplomatic marker's value from its power's unused pool [24.54C].
 */
import { AGGRESSION, AGGRESSIONS, COUNTRIES, EVENT, INCOME, POWER, POWER_IDS, type AggressionId, type Alliance, type Power } from './data';
import { made } from './rules/aggression-state';
import { russianTrigger, russiaTotal } from './rules/declarations';
import { garrison, garrisonRequirement } from './rules/garrison';
import { heldSupport } from './rules/orders';
import { resistance } from './rules/resistance';
import { score } from './rules/scoring';
import { newGame } from './rules/setup';
import { pactHolder, pactIncome } from './rules/trade-pacts';
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

let START_INCOME: Record<Power, number> | undefined;
/** Each power's expected income on the Spring 1935 position: the strategic term counts the growth since [11.12]. */
function startIncome(): Record<Power, number> {
  if (!START_INCOME) {
    const G0 = newGame(['0', '1', '2', '3', '4'], { revealUnplayedEvents: false });
    START_INCOME = Object.fromEntries(POWER_IDS.map((p) => [p, expectedIncome(G0, p)])) as Record<Power, number>;
  }
  return START_INCOME;
}

/** Tiles per VP in the strategic terms (a support step costs about 8 tiles of mobilization [13.2], and not every tile buys one). */
const TILES_PER_VP = 8;
/** Share of the open targets' value the Axis may expect to realise before the war. */
const TARGET_SHARE = 0.35;

/** Russia's garrison strength over its requirement [21.21, 21.22]. */
export const garrisonSlack = (G: GState): number => garrison(G) - garrisonRequirement(G);

/** The strategic terms of §20.4 for every side, in VP: what a game that goes on is worth beyond the VP of war now. */
function strategicAll(G: GState, slack?: number): Record<Alliance, number> {
  const left = turnsLeft(G);
  const out: Record<Alliance, number> = { AXIS: 0, ALLIES: 0, RUSSIA: 0 };
  if (left === 0) return out;
  for (const p of POWER_IDS) out[POWER[p].alliance] += ((expectedIncome(G, p) - startIncome()[p]) * left) / TILES_PER_VP;
  const future = Math.min(1, left / 8);
  const opportunity = TARGET_SHARE * future * targetOpportunity(G);
  out.AXIS += opportunity;
  out.ALLIES -= 0.5 * opportunity;
  out.RUSSIA += 0.3 * future * Math.max(-5, Math.min(5, slack ?? garrisonSlack(G)));
  return out;
}

/** The strategic terms of one side. */
export const strategicTerms = (G: GState, a: Alliance): number => strategicAll(G)[a];

interface WarNow {
  /** An alliance declares preventive war [34.81]. */
  preventive?: Alliance;
  /** The aggression war breaks out over [34.51C, 34.52A]. */
  over?: AggressionId;
}

/**
 * Russia joins a war on Germany when it may and its total reaches +1 [32.71, 32.72] (the bots always make the reactive
 * declaration); then its forces count on the Allied side of the BoP and the swing is Russia's [34.43].
 */
function russiaJoins(G: GState, alliesAtWar: boolean): boolean {
  if (G.pact.status === 'signed' || !russianTrigger(G, alliesAtWar)) return false;
  return russiaTotal(G, undefined, alliesAtWar ? ['GBR', 'FRA'] : []) >= 1;
}

/** The pairs at war if war broke out now: preventively by a side, or over an aggression [32.6, 32.7, 32.8]; else none. */
function pairsAtWar(G: GState, w: WarNow): [Power, Power][] {
  const axis: 'GER' | 'ITA' = w.over ? AGGRESSION[w.over].by : 'GER';
  if (w.preventive === 'RUSSIA') return [['USSR', 'GER']];
  if (!w.preventive && !w.over) return []; // a war whose makers are not known yet: nobody's forces move [34.43D]
  const pairs: [Power, Power][] = [
    ['GBR', axis],
    ['FRA', axis],
  ];
  if (axis === 'GER' && russiaJoins(G, true)) pairs.push(['USSR', 'GER']);
  return pairs;
}

/** The VP of [34] of every side on the visible state if war broke out now, the unseen support at its expected value. */
export function warNowVP(G: GState, w: WarNow = {}): Record<Alliance, number> {
  const war = { pairs: pairsAtWar(G, w), turn: G.turn, over: w.over, preventive: w.preventive ? [w.preventive] : [] };
  const vp = { ...score({ ...G, war }).vp };
  for (const p of POWER_IDS) vp[POWER[p].alliance] += mean(hiddenSupportDist(G, p));
  return vp;
}

/** `projectedVP(view, side)` of §20.4: the VP of war now (or with `w`), plus the strategic terms unless `w.warNow`. */
export function projectedVP(G: GState, side: Alliance, w: WarNow & { warNow?: boolean } = {}): number {
  return warNowVP(G, w)[side] + (w.warNow ? 0 : strategicTerms(G, side));
}

/** A side's standing from every side's value: the Axis against the other two together [34.11A], the others against the best rival. */
export function leadOf(v: Record<Alliance, number>, side: Alliance): number {
  if (side === 'AXIS') return v.AXIS - v.ALLIES - v.RUSSIA;
  return v[side] - Math.max(...(['AXIS', 'ALLIES', 'RUSSIA'] as const).filter((a) => a !== side).map((a) => v[a]));
}

/** The trade-pact VP of [34.6] (not those won by aggression [34.62]): the one line of [34] a flag step changes. */
export function tradePactVP(G: GState): Record<Alliance, number> {
  const out: Record<Alliance, number> = { AXIS: 0, ALLIES: 0, RUSSIA: 0 };
  for (const row of COUNTRIES) {
    const h = pactHolder(G, row.id);
    const won = G.countries[row.id].permanentPact && G.countries[row.id].control?.kind !== 'puppet';
    if (h && !won) out[POWER[h].alliance] += row.tradePactValue;
  }
  return out;
}

/** The terms of the projected VP that the flags move: trade pacts [34.6] and the strategic terms (a diplomatic value's Δ). */
export function flagTerms(G: GState, slack?: number): Record<Alliance, number> {
  const t = tradePactVP(G);
  const st = strategicAll(G, slack);
  return { AXIS: t.AXIS + st.AXIS, ALLIES: t.ALLIES + st.ALLIES, RUSSIA: t.RUSSIA + st.RUSSIA };
}

/**
 * A side's standing [34.11]: the Axis against the Allies and Russia together, the others against the best rival
 * side; `warNow` leaves out the strategic terms (the game ends now).
 */
export function projectedLead(G: GState, side: Alliance, w: WarNow & { warNow?: boolean } = {}): number {
  const vp = warNowVP(G, w);
  const st = w.warNow ? { AXIS: 0, ALLIES: 0, RUSSIA: 0 } : strategicAll(G);
  return leadOf({ AXIS: vp.AXIS + st.AXIS, ALLIES: vp.ALLIES + st.ALLIES, RUSSIA: vp.RUSSIA + st.RUSSIA }, side);
}

/** Signed support-in-total distributions: `plus` powers' unseen support adds, `minus` powers' subtracts. */
export function supportSwing(G: GState, plus: Power[], minus: Power[]): Dist {
  let d = point(0);
  for (const p of plus) d = convolve(d, hiddenSupportDist(G, p));
  for (const p of minus) d = convolve(d, negate(hiddenSupportDist(G, p)));
  return d;
}
