/**
 * Time Lapse (p.19, p.20, p.27, p.35, p.36, p.45). The owner removes exactly the
 * table's number of segments (Good weather, by speed) or 1d6 (Bad weather; p.20 on the Arctic line),
 * from either or both ends; Intel segments block (p.19-20) unless the Intel Limit is invoked (p.19-20: exactly
 * min(limit, amount) segments, exactly one of them with Intel, I-2); a launch point goes last (p.19-20); a
 * trajectory with no segment left becomes a station in a hex just vacated (p.19-20).
 */
import { TIME_LAPSE_ROWS, isArctic } from '../data';
import type { HexId } from '../data/types';
import { toStation } from './markers';
import { tfSpeed } from './state';
import { cutEnds } from './trajectory';
import type { G, TF } from './types';

interface LapseChoice {
  front: number;
  back: number;
  /** The Intel Limit is invoked (p.19-20). */
  intelLimit: boolean;
}

/** p.19/p.20: 'TABLE' (Good), 'ROLL' (Bad, or every segment Arctic), 'CHOOSE' (some but not all Arctic). */
export function lapseMode(G: G, tf: TF): 'TABLE' | 'ROLL' | 'CHOOSE' {
  if (tf.rep.k !== 'T') return 'TABLE';
  if (G.weather === 'BAD') return 'ROLL';
  const arctic = tf.rep.hexes.filter(isArctic).length;
  if (arctic === 0) return 'TABLE';
  return arctic === tf.rep.hexes.length ? 'ROLL' : 'CHOOSE';
}

/** Good-weather amount by speed (p.19). */
export function tableAmount(G: G, tf: TF): number {
  return TIME_LAPSE_ROWS.find((r) => r.speed === tfSpeed(G, tf))!.good;
}
function intelLimitOf(G: G, tf: TF): number | null {
  return TIME_LAPSE_ROWS.find((r) => r.speed === tfSpeed(G, tf))!.intelLimit;
}

/**
 * Every legal way to remove segments for an amount `n` (p.19). `launch`: the hex that must go last.
 */
export function lapseChoices(G: G, tf: TF, n: number, launch: HexId | null = null): LapseChoice[] {
  if (tf.rep.k !== 'T') return [];
  const hexes = tf.rep.hexes;
  const len = hexes.length;
  const out: LapseChoice[] = [];
  const blocked = (h: HexId) => tf.intel.includes(h);
  const keepsLaunch = (front: number, back: number) => {
    if (!launch || !hexes.includes(launch)) return true;
    const rest = cutEnds(hexes, front, back);
    return rest.length === 0 || rest.includes(launch);
  };
  // Normal removal: walk in from each end until an Intel segment (p.19-20).
  let rf = 0;
  while (rf < len && !blocked(hexes[rf])) rf++;
  let rb = 0;
  while (rb < len && !blocked(hexes[len - 1 - rb])) rb++;
  if (rf === len) {
    // No Intel: any split of n (or all of them).
    const m = Math.min(n, len);
    for (let f = 0; f <= m; f++) if (keepsLaunch(f, m - f)) out.push({ front: f, back: m - f, intelLimit: false });
  } else if (rf + rb <= n) {
    out.push({ front: rf, back: rb, intelLimit: false });
  } else {
    for (let f = Math.max(0, n - rb); f <= Math.min(n, rf); f++) if (keepsLaunch(f, n - f)) out.push({ front: f, back: n - f, intelLimit: false });
  }
  // Intel Limit (p.20): exactly m = min(limit, n) segments, exactly one Intel among them.
  const limit = intelLimitOf(G, tf);
  if (limit !== null && tf.intel.length > 0) {
    const m = Math.min(limit, n, len);
    for (let f = 0; f <= m; f++) {
      const b = m - f;
      const removed = [...hexes.slice(0, f), ...hexes.slice(len - b)];
      if (f + b > len || new Set(removed).size !== removed.length) continue;
      if (removed.filter(blocked).length !== 1) continue;
      if (!keepsLaunch(f, b)) continue;
      out.push({ front: f, back: b, intelLimit: true });
    }
  }
  // A TF unable to remove anything removes nothing.
  if (out.length === 0) out.push({ front: 0, back: 0, intelLimit: false });
  return out;
}

/** Hexes where the station may go if this choice removes every segment (p.19-20), else []. */
export function stationHexes(tf: TF, c: LapseChoice, launch: HexId | null = null): HexId[] {
  if (tf.rep.k !== 'T') return [];
  const hexes = tf.rep.hexes;
  if (c.front + c.back < hexes.length) return [];
  if (launch && hexes.includes(launch)) return [launch];
  return [...hexes];
}

/** Apply a choice (validated by the caller against `lapseChoices`): returns the removed hexes. */
export function applyLapse(tf: TF, c: LapseChoice, station: HexId | null): HexId[] {
  if (tf.rep.k !== 'T') return [];
  const hexes = tf.rep.hexes;
  const removed = [...hexes.slice(0, c.front), ...hexes.slice(hexes.length - c.back)];
  const rest = cutEnds(hexes, c.front, c.back);
  if (rest.length === 0) {
    toStation(tf, station ?? hexes[0]);
    return removed;
  }
  tf.rep = { k: 'T', hexes: rest };
  tf.intel = tf.intel.filter((h) => rest.includes(h));
  tf.contact = tf.contact.filter((h) => rest.includes(h));
  return removed;
}
