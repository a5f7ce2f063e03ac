/**
 * Pure lookups on the operations map (SUB-MAIN-1; p.4, p.14, p.15, p.43). No state, no rules
 * beyond geometry: which hexes exist, which are neighbours for a side, how far apart two hexes are.
 */
import { AREA_ROWS, HEXSIDE_ROWS, HEX_ROWS, MAP_COLUMNS, MAP_ROWS } from './map';
import type { HexId, HexRow, HexsideKind, Side } from './types';

/** A trajectory has at most 15 segments (p.15 "Quince segmentos como máximo"). */
export const TRAJECTORY_MAX = 15;

const HEX: ReadonlyMap<HexId, HexRow> = new Map(HEX_ROWS.map((h) => [h.id, h]));
const SIDES: ReadonlyMap<string, HexsideKind> = new Map(
  HEXSIDE_ROWS.flatMap((s) => [
    [`${s.a}|${s.b}`, s.kind],
    [`${s.b}|${s.a}`, s.kind],
  ]),
);
const AREA: ReadonlyMap<string, ReadonlySet<HexId>> = new Map(AREA_ROWS.map((a) => [a.id, new Set(a.hexes)]));

export function hexId(col: number, row: number): HexId {
  return `${String(col).padStart(2, '0')}${String(row).padStart(2, '0')}`;
}

/** Column and row of a well-formed id, or null. */
export function parseHex(id: string): { col: number; row: number } | null {
  if (!/^\d{4}$/.test(id)) return null;
  const col = Number(id.slice(0, 2));
  const row = Number(id.slice(2));
  if (col >= MAP_COLUMNS || row >= MAP_ROWS) return null;
  return { col, row };
}

/** The row of a playable hex, or undefined (land, not in play, off the grid or malformed). */
export function hexAt(id: HexId): HexRow | undefined {
  return HEX.get(id);
}

/** A station or segment may be here (p.4: no trajectory through a non-playable hex). */
export function isPlayable(id: HexId): boolean {
  return HEX.has(id);
}

/** Axial coordinates of an odd-r offset hex (SUB-MAIN-1). */
export function toAxial(col: number, row: number): { q: number; r: number } {
  return { q: col - (row - (row & 1)) / 2, r: row };
}

/** The six grid positions around a hex, in the grid's bounds, whatever they hold (SUB-MAIN-1 neighbour lists). */
export function gridNeighbours(id: HexId): HexId[] {
  const p = parseHex(id);
  if (!p) return [];
  const { col: c, row: r } = p;
  const deltas =
    r % 2 === 0
      ? [[-1, 0], [1, 0], [-1, -1], [0, -1], [-1, 1], [0, 1]]
      : [[-1, 0], [1, 0], [0, -1], [1, -1], [0, 1], [1, 1]];
  const out: HexId[] = [];
  for (const [dc, dr] of deltas) {
    const cc = c + dc;
    const rr = r + dr;
    if (cc >= 0 && cc < MAP_COLUMNS && rr >= 0 && rr < MAP_ROWS) out.push(hexId(cc, rr));
  }
  return out;
}

/** The special marking on the hexside between two hexes, if any. */
export function hexsideKind(a: HexId, b: HexId): HexsideKind | undefined {
  return SIDES.get(`${a}|${b}`);
}

/**
 * Whether two playable hexes are adjacent for a side's trajectory (p.43): grid neighbours, not across a
 * "not adjacent" arrow, and across the KW Kanal link only for the German player (p.4).
 */
export function adjacent(a: HexId, b: HexId, side: Side): boolean {
  if (a === b || !isPlayable(a) || !isPlayable(b)) return false;
  if (!gridNeighbours(a).includes(b)) return false;
  const kind = hexsideKind(a, b);
  if (kind === 'NOT_ADJACENT') return false;
  if (kind === 'KW_KANAL') return side === 'GE';
  return true;
}

/** Playable hexes a side's trajectory may step to from `id`. */
export function neighbours(id: HexId, side: Side): HexId[] {
  return gridNeighbours(id).filter((n) => adjacent(id, n, side));
}

/**
 * Hex distance on the grid (cube distance), ignoring terrain and hexsides: aircraft fly over land and
 * across the Arctic line (p.27, p.45; RULINGS I-18).
 */
export function distance(a: HexId, b: HexId): number {
  const pa = parseHex(a);
  const pb = parseHex(b);
  if (!pa || !pb) throw new Error(`not a hex id: ${pa ? b : a}`);
  const x = toAxial(pa.col, pa.row);
  const y = toAxial(pb.col, pb.row);
  const dq = x.q - y.q;
  const dr = x.r - y.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Fewest steps between two playable hexes for a side's trajectory, or null if unreachable. */
export function steps(a: HexId, b: HexId, side: Side): number | null {
  if (!isPlayable(a) || !isPlayable(b)) return null;
  const seen = new Map<HexId, number>([[a, 0]]);
  const queue: HexId[] = [a];
  for (let i = 0; i < queue.length; i++) {
    const h = queue[i];
    if (h === b) return seen.get(h) as number;
    for (const n of neighbours(h, side)) {
      if (!seen.has(n)) {
        seen.set(n, (seen.get(h) as number) + 1);
        queue.push(n);
      }
    }
  }
  return null;
}

/** Why a hex list cannot be a trajectory, or null (p.15, p.43: the geometry part of the rule). */
export type PathProblem = 'EMPTY' | 'TOO_LONG' | 'NOT_PLAYABLE' | 'REPEATED' | 'NOT_ADJACENT';

/**
 * The geometric checks on an ordered trajectory (end to end): 1..15 segments, each in a playable hex,
 * one per hex, consecutive segments adjacent for the owner. A line stored in order has exactly two ends
 * and no gap or branch by construction.
 */
export function pathProblem(hexes: readonly HexId[], side: Side): PathProblem | null {
  if (hexes.length === 0) return 'EMPTY';
  if (hexes.length > TRAJECTORY_MAX) return 'TOO_LONG';
  if (hexes.some((h) => !isPlayable(h))) return 'NOT_PLAYABLE';
  if (new Set(hexes).size !== hexes.length) return 'REPEATED';
  for (let i = 1; i < hexes.length; i++) if (!adjacent(hexes[i - 1], hexes[i], side)) return 'NOT_ADJACENT';
  return null;
}

/** Whether a hex lies in a named area of map.ts (arctic_line, uboat_zone, ...). */
export function inArea(area: string, id: HexId): boolean {
  return AREA.get(area)?.has(id) ?? false;
}

/** Permanently Bad weather (p.25). */
export function isArctic(id: HexId): boolean {
  return inArea('arctic_line', id);
}

export function inUboatZone(id: HexId): boolean {
  return inArea('uboat_zone', id);
}

/**
 * A hex touches land: a grid neighbour that is land or not in play, a "not adjacent" hexside (land
 * between two sea hexes), land inside the hex (area land_in_hex), or the grid's edge.
 */
export function touchesLand(id: HexId): boolean {
  if (inArea('land_in_hex', id)) return true;
  const around = gridNeighbours(id);
  if (around.length < 6) return true;
  return around.some((n) => !isPlayable(n) || hexsideKind(id, n) === 'NOT_ADJACENT');
}
