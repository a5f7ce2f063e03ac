/**
 * Maneuver and smoke (p.60). Ships move one at a time, slowest class first; within a
 * class the players alternate, the inactive player first; a ship may move one zone (within its own Far,
 * Near and Close, BB-1) or stay, and an undamaged ship other than a convoy may make smoke, obscuring up to
 * two other friendly ships in its zone (I-8). A convoy may disperse here if the scenario allows (p.12).
 */
import { MANEUVER, SMOKE } from '../data';
import type { Side } from '../data/types';
import { POS, onBoard, ownZones, settleSmoke } from './board';
import { other, shipRow, shipSpeed } from './state';
import type { Battle, G, ZoneId } from './types';
import { no, type Refusal } from './refusals';

/** p.60: the order of the round's moves. */
export function maneuverOrder(G: G, b: Battle): string[] {
  const inactive = other(b.a);
  const out: string[] = [];
  for (const sp of MANEUVER.order) {
    const of = (s: Side) => onBoard(G, b, s).filter((x) => shipRow(x).cls !== 'SHORE' && shipSpeed(G, x) === sp);
    const lists: Record<Side, string[]> = { BR: of('BR'), GE: of('GE') } as Record<Side, string[]>;
    let turn: Side = inactive;
    while (lists.BR.length + lists.GE.length > 0) {
      if (lists[turn].length === 0) turn = other(turn);
      out.push(lists[turn].shift() as string);
      turn = other(turn);
    }
  }
  return out;
}

export function moveZones(b: Battle, ship: string): ZoneId[] {
  const side = shipRow(ship).side;
  const here = POS[b.ships[ship].zone];
  return ownZones(b, side).filter((z) => Math.abs(POS[z] - here) <= MANEUVER.maxZones);
}

export function canSmoke(G: G, ship: string): boolean {
  const r = shipRow(ship);
  return !G.ships[ship].damaged && r.cls !== 'CONVOY' && r.cls !== 'SHORE';
}

export interface ManeuverSpec {
  zone: ZoneId;
  smoke: boolean;
  obscure: string[];
  disperse?: boolean;
}

export function maneuverProblem(G: G, b: Battle, ship: string, m: ManeuverSpec, dispersalOk: boolean): Refusal | null {
  if (!moveZones(b, ship).includes(m.zone)) return no.maneuverZone();
  if (m.smoke && !canSmoke(G, ship)) return no.smokeCannot();
  if (!m.smoke && m.obscure.length) return no.obscureSmoke();
  if (m.obscure.length > SMOKE.maxObscured) return no.obscureMax(SMOKE.maxObscured);
  const side = shipRow(ship).side;
  for (const o of m.obscure) {
    if (o === ship || !onBoard(G, b, side).includes(o) || b.ships[o].zone !== m.zone) return no.obscureZone();
  }
  if (new Set(m.obscure).size !== m.obscure.length) return no.shipTwice();
  if (m.disperse && !dispersalOk) return no.noDispersal();
  return null;
}

export function applyManeuver(G: G, b: Battle, ship: string, m: ManeuverSpec): void {
  const s = b.ships[ship];
  s.zone = m.zone;
  s.smoke = m.smoke;
  if (m.smoke) s.by = null;
  for (const o of m.obscure) b.ships[o].by = ship;
  b.moved.push(ship);
  settleSmoke(G, b);
}
