/**
 * Battle and reaction heuristics shared by the solitaire automaton (a substitute for the missing Solitaire book, p.1; RULINGS.md S) and the
 * bot for an empty seat: both read only public state (the battle board, the TF displays). Strength =
 * Σ (max(gvClose, −1) + 2) × (hits to damage + hits to sink) (RULINGS S); targets by value over hits left;
 * close in when stronger, smoke and withdraw when weaker, break away below the ratio (BOT_POLICY).
 */
import { BOT_POLICY, SINK_VP } from '../data';
import type { Side } from '../data/types';
import { farOf, onBoard, POS } from './board';
import { fireOptions } from './gunnery';
import { canSmoke, moveZones, type ManeuverSpec } from './maneuver';
import { hitsLeft } from './damage';
import { other, shipRow, shipSide } from './state';
import { torpedoOptions } from './torpedo';
import type { Battle, Commitment, G, ZoneId } from './types';

export function shipStrength(G: G, s: string): number {
  const r = shipRow(s);
  const g = shipSide(G, s).gvClose;
  const gvPart = g === 'na' ? 0 : Math.max(g, -1) + 2;
  return gvPart * Math.max(1, hitsLeft(G, s) === Infinity ? 2 : hitsLeft(G, s)) + (r.torpedo && !G.ships[s].damaged ? 1 : 0);
}
export function sideStrength(G: G, ships: readonly string[]): number {
  return ships.reduce((n, s) => n + shipStrength(G, s), 0);
}
function battleRatio(G: G, b: Battle, side: Side): number {
  const mine = sideStrength(G, onBoard(G, b, side));
  const theirs = sideStrength(G, onBoard(G, b, other(side)));
  return theirs === 0 ? 10 : mine / theirs;
}
function value(G: G, s: string): number {
  const r = shipRow(s);
  const v = r.cls === 'CONVOY' ? 3 : r.cls === 'SHORE' ? 0 : SINK_VP[r.cls];
  return (v + 1) / Math.max(1, hitsLeft(G, s) === Infinity ? 3 : hitsLeft(G, s));
}
function bestTarget(G: G, ts: readonly string[]): string {
  return [...ts].sort((x, y) => value(G, y) - value(G, x) || (x < y ? -1 : 1))[0];
}

export function chooseFire(G: G, b: Battle, side: Side): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [a, ts] of Object.entries(fireOptions(G, b, side))) out[a] = bestTarget(G, ts);
  return out;
}
export function chooseTorpedo(G: G, b: Battle, side: Side): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [a, ts] of Object.entries(torpedoOptions(G, b, side))) out[a] = bestTarget(G, ts);
  return out;
}
export function chooseBreak(G: G, b: Battle, side: Side): boolean {
  return battleRatio(G, b, side) < BOT_POLICY.breakAwayRatio;
}

/** The automaton's (and bot's) simultaneous declaration. */
export function autoCommit(G: G, b: Battle, kind: Commitment['kind'], side: Side): Commitment {
  if (kind === 'fire') return { kind, targets: chooseFire(G, b, side) };
  if (kind === 'torpedo') return { kind, targets: chooseTorpedo(G, b, side) };
  return { kind, yes: chooseBreak(G, b, side) };
}

export function chooseManeuver(G: G, b: Battle, ship: string): ManeuverSpec {
  const side = shipRow(ship).side;
  const strong = battleRatio(G, b, side) >= 1;
  const zones = moveZones(b, ship);
  const here = b.ships[ship].zone;
  const toward = (z: ZoneId) => [...zones].sort((x, y) => Math.abs(POS[x] - POS[z]) - Math.abs(POS[y] - POS[z]))[0];
  const zone = strong ? toward('CLOSE') : toward(farOf(b, side));
  const smoke = !strong && canSmoke(G, ship);
  const obscure = smoke
    ? onBoard(G, b, side)
        .filter((s) => s !== ship && b.ships[s].zone === zone && !b.ships[s].smoke)
        .slice(0, 2)
    : [];
  void here;
  return { zone, smoke, obscure };
}

export function chooseSmoke(G: G, b: Battle, side: Side): Array<{ ship: string; obscure: string[] }> {
  if (battleRatio(G, b, side) >= 1) return [];
  const makers = onBoard(G, b, side)
    .filter((s) => canSmoke(G, s))
    .slice(0, 1);
  return makers.map((m) => ({
    ship: m,
    obscure: onBoard(G, b, side)
      .filter((s) => s !== m && b.ships[s].zone === b.ships[m].zone)
      .slice(0, 2),
  }));
}
