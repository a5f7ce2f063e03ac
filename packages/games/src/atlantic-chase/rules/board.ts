/**
 * The battle board (RULINGS.md I-6): five zones on a line, A-Far, A-Near, Close (shared), B-Near, B-Far;
 * side A is the active player's (p.55). Pure lookups used by every battle step.
 */
import { RANGE_ROWS, ZONE_ROWS, inBand } from '../data';
import type { RangeRow, Side } from '../data/types';
import { shipRow } from './state';
import type { Battle, G, ZoneId } from './types';

export const POS: Record<ZoneId, number> = Object.fromEntries(ZONE_ROWS.map((z) => [z.id, z.position])) as Record<ZoneId, number>;

export function farOf(b: Battle, side: Side): ZoneId {
  return side === b.a ? 'A_FAR' : 'B_FAR';
}
function nearOf(b: Battle, side: Side): ZoneId {
  return side === b.a ? 'A_NEAR' : 'B_NEAR';
}
/** BB-1: a ship may be in its own Far or Near zone, or Close. */
export function ownZones(b: Battle, side: Side): ZoneId[] {
  return [farOf(b, side), nearOf(b, side), 'CLOSE'];
}
export function zoneOfKind(b: Battle, side: Side, kind: 'FAR' | 'NEAR' | 'CLOSE'): ZoneId {
  return kind === 'FAR' ? farOf(b, side) : kind === 'NEAR' ? nearOf(b, side) : 'CLOSE';
}
/** Ships on the board (not sunk, not left). */
export function onBoard(G: G, b: Battle, side?: Side): string[] {
  return Object.keys(b.ships).filter((s) => !b.ships[s].left && G.ships[s]?.status === 'play' && (!side || shipRow(s).side === side));
}
export function rangeOf(b: Battle, a: string, t: string): RangeRow {
  const d = Math.abs(POS[b.ships[a].zone] - POS[b.ships[t].zone]);
  return RANGE_ROWS.find((r) => inBand(d, r.distance))!;
}
/** Making smoke or obscured by it (p.60). */
export function inSmoke(b: Battle, s: string): boolean {
  return b.ships[s].smoke || b.ships[s].by !== null;
}
/** Drop obscuring whose maker no longer smokes in the ship's zone (p.60). */
export function settleSmoke(G: G, b: Battle): void {
  for (const [id, s] of Object.entries(b.ships)) {
    if (!s.by) continue;
    const m = b.ships[s.by];
    if (!m || m.left || G.ships[s.by]?.status !== 'play' || !m.smoke || m.zone !== s.zone || s.left) s.by = null;
    void id;
  }
}
