/**
 * Small pure lookups on the state shared by every procedure: ship values by side of the counter (p.6),
 * TF speed (p.7 "la velocidad de su barco más lento"), where a TF is (p.4 "en el mismo hex"), and seats.
 */
import { PORT, SHIP, isArctic, portControl, slowest, SPEED_ORDER } from '../data';
import type { GV, HexId, ShipRow, ShipSide, Side, Speed } from '../data/types';
import type { G, TF } from './types';

export const SIDES: readonly Side[] = ['BR', 'GE'];
export const other = (s: Side): Side => (s === 'BR' ? 'GE' : 'BR');

export function shipRow(id: string): ShipRow {
  const r = SHIP[id];
  if (!r) throw new Error(`Atlantic Chase: no ship ${id}`);
  return r;
}

/** The values a ship uses now: its damaged side once damaged (p.6, p.50). */
export function shipSide(G: G, id: string): ShipSide {
  const r = shipRow(id);
  return G.ships[id]?.damaged && r.back ? r.back : r.front;
}
export function shipSpeed(G: G, id: string): Speed {
  const s = shipSide(G, id).speed;
  return s === 'STOPPED' ? 'VS' : s;
}
export function gv(G: G, id: string, band: 'gvClose' | 'gvFar'): GV {
  return shipSide(G, id)[band];
}
/** Ships of a TF that are in play (the display, p.7). */
export function liveShips(G: G, tf: TF): string[] {
  return tf.ships.filter((s) => G.ships[s]?.status === 'play');
}
/** A TF's speed: its slowest ship (p.7). An unidentified TF shows its speed only (p.52). */
export function tfSpeed(G: G, tf: TF): Speed {
  if (tf.unidentified && tf.speed) return tf.speed;
  const ships = liveShips(G, tf);
  if (ships.length === 0) return 'F';
  return slowest(ships.map((s) => shipSpeed(G, s)));
}
export const speedRank = (s: Speed): number => SPEED_ORDER.indexOf(s);

/** Hexes where a TF is on the map: its station hex or every segment (p.4). */
export function hexesOf(tf: TF): HexId[] {
  if (tf.gone) return [];
  if (tf.rep.k === 'T') return tf.rep.hexes;
  return tf.rep.hex ? [tf.rep.hex] : [];
}
export function inBox(tf: TF): boolean {
  return tf.rep.k === 'S' && tf.rep.box !== null;
}
export function length(tf: TF): number {
  return tf.rep.k === 'T' ? tf.rep.hexes.length : 0;
}
export function tfsOf(G: G, side: Side): TF[] {
  return Object.values(G.tfs).filter((t) => t.side === side && !t.gone);
}
export function trajectories(G: G, side: Side): TF[] {
  return tfsOf(G, side).filter((t) => t.rep.k === 'T');
}
export function touchesArctic(tf: TF): boolean {
  return hexesOf(tf).some(isArctic);
}
/** Port controller this month; a CLOSED campaign port counts as closed for completion. */
export function friendlyPort(G: G, port: string, side: Side): boolean {
  return !!PORT[port] && portControl(port, G.month) === side && !(G.closed ?? []).includes(port);
}
export function enemyPort(G: G, port: string, side: Side): boolean {
  const c = portControl(port, G.month);
  return c !== 'NEUTRAL' && c !== side;
}

export function isAutomaton(G: G, side: Side): boolean {
  return G.seat[side] === null;
}
/** Whether any TF in `tfIds` carries Intel (p.22, p.53). */
export function intelCount(G: G, tfIds: readonly string[]): number {
  return [...new Set(tfIds)].reduce((n, id) => n + (G.tfs[id]?.intel.length ?? 0), 0);
}
/** The TF a ship belongs to. */
export function tfOfShip(G: G, ship: string): TF | undefined {
  const t = G.ships[ship]?.tf;
  return t ? G.tfs[t] : undefined;
}
/** Effective weather of a hex (p.25, I-17): Bad on the Arctic line. */
export function weatherAt(G: G, hex: HexId | null): 'GOOD' | 'BAD' {
  return hex && isArctic(hex) ? 'BAD' : G.weather;
}
