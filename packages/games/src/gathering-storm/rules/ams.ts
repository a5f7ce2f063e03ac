/**
 * Activity markers [12]: the pool of each power, what each marker may be used for, and the checks on the
 * markers an order names (pool indices). Pure.
 */
import { POWER, type AmUse, type Power } from '../data';
import { no, type Refusal } from './no';
import type { Am, Conversion, GState } from './types';

export type AmPurpose = 'construction' | 'naval' | 'research' | 'diplomacy';

/** May a marker of this use serve this purpose [12.21 note, 12.22A, 12.41]? */
export function amServes(use: AmUse, purpose: AmPurpose): boolean {
  if (use === 'any') return true;
  if (use === 'navalOnly') return purpose === 'naval';
  if (use === 'researchOnly') return purpose === 'research';
  return purpose === 'diplomacy';
}

/**
 * The AMs a conversion adds and removes [12.22A-B, 13.21A]: the first idle-to-civilian conversion reaching
 * the threshold adds a research-only value-1 AM, the second a value-2 AM; a mobilization that drops the
 * civilian factories below a threshold removes the AM linked to it.
 */
export function conversionAms(G: GState, p: Power, conv: Conversion | null | undefined): { add: Am[]; remove: number[] } {
  const out = { add: [] as Am[], remove: [] as number[] };
  if (!conv) return out;
  const ps = G.powers[p];
  const th = POWER[p].civilianAmThresholds;
  if (conv.kind === 'idleToCivil') {
    const civil = ps.factories.civil + 1;
    if (th.researchOnly !== undefined && civil === th.researchOnly && !ps.ams.some((a) => a.src === '12.22A'))
      out.add.push({ v: 1, use: 'researchOnly', src: '12.22A' });
    if (th.valueTwo !== undefined && civil === th.valueTwo && !ps.ams.some((a) => a.src === '12.22B')) out.add.push({ v: 2, use: 'any', src: '12.22B' });
  } else if (conv.kind === 'civilToMilitary') {
    const civil = ps.factories.civil - 1;
    ps.ams.forEach((a, i) => {
      if (a.src === '12.22A' && th.researchOnly !== undefined && civil < th.researchOnly) out.remove.push(i);
      if (a.src === '12.22B' && th.valueTwo !== undefined && civil < th.valueTwo) out.remove.push(i);
    });
  }
  return out;
}

/** The pool as this turn's construction sees it: the conversion's AMs appended, its removals unusable [13.21A]. */
export function effectivePool(
  G: GState,
  p: Power,
  conv: Conversion | null | undefined,
  researchAms: readonly number[] = [],
): { ams: Am[]; unusable: Set<number> } {
  const { add, remove } = conversionAms(G, p, conv);
  return { ams: [...G.powers[p].ams, ...add], unusable: new Set([...remove, ...G.powers[p].amUsed, ...researchAms]) };
}

/**
 * Check the markers paying `points` AM points for `purpose`: they exist, are unused and not taken twice,
 * serve the purpose, add up to the points, and none is superfluous [12.41, 18.11]. A reason, or undefined.
 */
export function amPaymentProblem(
  pool: { ams: Am[]; unusable: Set<number> },
  idx: readonly number[],
  points: number,
  purpose: AmPurpose,
  taken: Set<number>,
  rule: string,
): Refusal | undefined {
  let sum = 0;
  let min = Infinity;
  for (const i of idx) {
    const a = pool.ams[i];
    if (!a) return no.noSuchAm();
    if (pool.unusable.has(i) || taken.has(i)) return no.amUsed();
    if (!amServes(a.use, purpose)) return no.amPurpose(a.use, purpose);
    if (a.v === 0) return no.amValueZero(rule);
    taken.add(i);
    sum += a.v;
    min = Math.min(min, a.v);
  }
  if (sum < points) return no.amShort(sum, points, rule);
  if (idx.length && sum - min >= points) return no.amSpare(rule);
  return undefined;
}

/** Tile cost of the markers: their values [12.31]. */
export function amCost(ams: readonly Am[], idx: readonly number[]): number {
  return idx.reduce((s, i) => s + ams[i].v, 0);
}
