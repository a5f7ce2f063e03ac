/**
 * The Axis-Allied balance of power [20] and the battleship race [19.9]. Computed on demand from the state,
 * never stored: "use the value at the relevant moment" [20.53]. Pure.
 */
import { ALLIANCE_POWERS, BATTLESHIP_RACE, BOP_BANDS, POWER, type BopCategory } from '../data';
import { band } from './bands';
import { researchMarkers } from './results';
import type { GState } from './types';

type Side = 'AXIS' | 'ALLIES';

/** Markers of one side in one category [20.22-20.25]: Active units, research, Royal Navy, ships [19.81]. */
export function markers(G: GState, side: Side, cat: BopCategory): number {
  let n = researchMarkers(G, side)[cat];
  for (const p of ALLIANCE_POWERS[side]) {
    const ps = G.powers[p];
    if (cat === 'naval') {
      n += POWER[p].royalNavyMarkers;
      n += ps.launched.CVL + ps.launched.BB3 + ps.launched.BB4 + ps.launched.BB5 - POWER[p].carriersAtStart;
      n += ps.modernStarted;
    } else n += ps.active[cat];
  }
  return n;
}

/** Level of a category from the markers of each side: 1-2 excess ±1, 3-5 ±2, 6+ ±3 [20.51, 20.52]. */
export function categoryLevel(axis: number, allies: number): number {
  return band(BOP_BANDS, axis - allies);
}

/** Who leads the modern battleship race of one size, by cumulative depth, with a margin of 2 [19.93, 19.94]. */
function raceLeaderOf(G: GState, size: 4 | 5, surplusAs4?: { AXIS: number; ALLIES: number }): Side | null {
  const kind = size === 4 ? 'BB4' : 'BB5';
  for (const depth of BATTLESHIP_RACE.depths) {
    const count = (side: Side) => {
      let n = surplusAs4?.[side] ?? 0;
      for (const p of ALLIANCE_POWERS[side]) {
        const ps = G.powers[p];
        if (depth.includes('launch')) n += ps.launched[kind];
        n += ps.ships.filter((s) => s.kind === kind && depth.includes(s.row)).length;
      }
      return n;
    };
    const d = count('AXIS') - count('ALLIES');
    if (Math.abs(d) >= BATTLESHIP_RACE.margin) return d > 0 ? 'AXIS' : 'ALLIES';
  }
  return null;
}

/** The race leader: the 5-factor race, else the 4-factor race with surplus 5-factor ships as 4-factor [19.94]. */
export function battleshipRaceLeader(G: GState): Side | null {
  const built = (side: Side, kind: 'BB4' | 'BB5') =>
    ALLIANCE_POWERS[side].reduce((n, p) => n + G.powers[p].launched[kind] + G.powers[p].ships.filter((s) => s.kind === kind).length, 0);
  const any5 = built('AXIS', 'BB5') + built('ALLIES', 'BB5') > 0;
  if (any5) {
    const l5 = raceLeaderOf(G, 5);
    if (l5) return l5;
    const a = built('AXIS', 'BB5');
    const b = built('ALLIES', 'BB5');
    return raceLeaderOf(G, 4, { AXIS: Math.max(0, a - b), ALLIES: Math.max(0, b - a) });
  }
  return raceLeaderOf(G, 4);
}

interface Bop {
  armor: number;
  infantry: number;
  air: number;
  naval: number;
  overall: number;
}

/** The balance of power: Axis positive, Allies negative; naval may reach ±4 with the race [20.5, 19.92]. */
export function bop(G: GState, extra?: Partial<Record<Side, Partial<Record<BopCategory, number>>>>): Bop {
  const c = (cat: BopCategory) => categoryLevel(markers(G, 'AXIS', cat) + (extra?.AXIS?.[cat] ?? 0), markers(G, 'ALLIES', cat) + (extra?.ALLIES?.[cat] ?? 0));
  const armor = c('armor');
  const infantry = c('infantry');
  const air = c('air');
  const race = battleshipRaceLeader(G);
  const naval = c('naval') + (race === 'AXIS' ? BATTLESHIP_RACE.modifier : race === 'ALLIES' ? -BATTLESHIP_RACE.modifier : 0);
  return { armor, infantry, air, naval, overall: armor + infantry + air + naval };
}
