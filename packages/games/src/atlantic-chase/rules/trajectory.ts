/**
 * Trajectory geometry and the Trajectory action (p.14-16, p.43-44).
 * A trajectory is stored end to end (`hexes[0]` and `hexes[n-1]` are its ends), so a line has two ends,
 * no gap and no branch by construction; `pathProblem` checks length, playability, one segment per hex and
 * adjacency for the owner (not-adjacent arrows, the KW Kanal for the German player only, p.4).
 */
import { PORT, pathProblem, TRAJECTORY_MAX } from '../data';
import type { HexId } from '../data/types';
import { addIntel, intelTrigger, pruneMarkers } from './markers';
import type { G, TF } from './types';
import { no, type Refusal } from './refusals';

/** Where a new trajectory must include a hex: the station hex, or for a box one of its port's hexes (p.43, p.9). */
export function startHexes(tf: TF): HexId[] {
  if (tf.rep.k !== 'S') return [];
  if (tf.rep.hex) return [tf.rep.hex];
  if (tf.rep.port) return [...(PORT[tf.rep.port]?.hexes ?? [])];
  return [];
}

/** Index of `old` as a contiguous block of `next` (same or reversed order), or -1. */
function blockIndex(next: readonly HexId[], old: readonly HexId[]): number {
  const fwd = next.indexOf(old[0]);
  const ok = (seq: readonly HexId[], at: number) => at >= 0 && seq.every((h, i) => next[at + i] === h);
  if (ok(old, fwd)) return fwd;
  const rev = [...old].reverse();
  const at = next.indexOf(rev[0]);
  return ok(rev, at) ? at : -1;
}

/**
 * Why `hexes` cannot be `tf`'s trajectory after a Trajectory action (p.15, p.16, p.43), or null.
 * Create: the line includes the station hex (for a port box, one of its port's hexes; Kiel either hex,
 * a shared box its origin port, p.9). Extend: the old line is a contiguous block of the new one, so
 * segments were added only at the ends (p.16), at least one of them.
 */
export function trajectoryProblem(G: G, tf: TF, hexes: readonly HexId[]): Refusal | null {
  const geo = pathProblem(hexes, tf.side);
  if (geo === 'EMPTY') return no.trjEmpty();
  if (geo === 'TOO_LONG') return no.trjTooLong(TRAJECTORY_MAX);
  if (geo === 'NOT_PLAYABLE') return no.trjNotPlayable();
  if (geo === 'REPEATED') return no.trjRepeated();
  if (geo === 'NOT_ADJACENT') return no.trjNotAdjacent();
  if (tf.rep.k === 'S') {
    const starts = startHexes(tf);
    if (!starts.some((h) => hexes.includes(h))) return no.trjStart();
    return null;
  }
  if (hexes.length <= tf.rep.hexes.length) return no.trjAddOne();
  if (blockIndex(hexes, tf.rep.hexes) < 0) return no.trjEnds();
  void G;
  return null;
}

/**
 * Apply a Trajectory action (p.43): the new line replaces the old; every segment placed gets Intel on a
 * trigger (p.21). A station's Contact moves to the segment in its hex (p.23). Returns the hexes
 * that received Intel.
 */
export function applyTrajectory(G: G, tf: TF, hexes: readonly HexId[]): HexId[] {
  const before = tf.rep.k === 'T' ? tf.rep.hexes : [];
  tf.rep = { k: 'T', hexes: [...hexes] };
  pruneMarkers(tf);
  const placed = hexes.filter((h) => !before.includes(h));
  return placed.filter((h) => intelTrigger(G, tf.side, h) && addIntel(tf, h));
}

/** Removing `front` segments from hexes[0]'s end and `back` from the other (p.16). */
export function cutEnds(hexes: readonly HexId[], front: number, back: number): HexId[] {
  return hexes.slice(front, hexes.length - back);
}
