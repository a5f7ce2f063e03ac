import { no, type Refusal } from './refusals';
import { CARD, CONVOY, ZONES, type CombatValue, type ConvoyCard, type ForceCard, type Side, type Zone, type ZoneDecl } from '../data';

export function card(id: string): ForceCard {
  const c = CARD[id];
  if (!c) throw new Error(`unknown force card ${id}`);
  return c;
}

export function convoy(id: string): ConvoyCard {
  const c = CONVOY[id];
  if (!c) throw new Error(`unknown convoy ${id}`);
  return c;
}

/** §6 "El océano" and "El año": the card matches the convoy's ocean (or is "any ocean") and year. */
export function legalFor(c: ForceCard, cv: ConvoyCard): boolean {
  return (c.ocean === 'ANY' || c.ocean === cv.ocean) && c.years.includes(cv.year);
}

/** Why a card is not legal for the convoy, or undefined (§6 "El océano", "El año"). */
export function illegalReason(c: ForceCard, cv: ConvoyCard): Refusal | undefined {
  if (c.ocean !== 'ANY' && c.ocean !== cv.ocean) return no.wrongOcean(c.name, c.ocean, cv.name, cv.ocean);
  if (!c.years.includes(cv.year)) return no.wrongYear(c.name, c.years, cv.name, cv.year);
  return undefined;
}

/** §8: a bonus attaches to a parent of its frame type; a rectangular frame ('any') matches every type. */
export function typeMatches(bonus: ForceCard, parent: ForceCard): boolean {
  return bonus.frame === 'any' || parent.frame === 'any' || bonus.frame === parent.frame;
}

/**
 * §10: a supply ship refuels any ship, escort group, submarine or wolf pack of its side, and carriers
 * but no other aircraft; the milk cow refuels only a submarine or a wolf pack.
 */
export function refuelable(supply: ForceCard, target: ForceCard): boolean {
  if (target.kind !== 'normal' || target.side !== supply.side) return false;
  if (supply.supply === 'milkCow') return target.unit === 'submarine' || target.unit === 'wolfpack';
  return ['warship', 'carrier', 'escortGroup', 'submarine', 'wolfpack'].includes(target.unit);
}

/** §6: the declared zone, or all three zones in combined operations ("ningún triunfo"). */
export function zonesOf(decl: ZoneDecl): Zone[] {
  return decl === 'combined' ? [...ZONES] : [decl];
}

/** Number of dice a printed value needs. */
export function diceFor(v: CombatValue): number {
  return v === '?' ? 1 : v === '??' ? 2 : 0;
}

export function otherSide(s: Side): Side {
  return s === 'allied' ? 'german' : 'allied';
}

export function sideName(s: Side): string {
  return s === 'allied' ? 'Allied' : 'German';
}

export function zoneName(z: ZoneDecl | Zone[]): string {
  if (Array.isArray(z)) return z.map((x) => zoneName(x)).join(' + ');
  return z === 'air' ? 'Air' : z === 'surface' ? 'Surface' : z === 'sub' ? 'Sub' : 'Combined';
}

/** Expected value of a printed value ('?' = 3.5, '??' = 7), for bots. */
export function expected(v: CombatValue): number {
  return v === '?' ? 3.5 : v === '??' ? 7 : v;
}

/** §12: hand size is 6, +1 per full convoy held, +1 per two half convoys, at most 9. */
export function handLimit(convoysHeld: readonly string[]): number {
  let full = 0;
  let half = 0;
  for (const id of convoysHeld) {
    const c = convoy(id);
    if (c.cargo === 'full') full++;
    else if (c.cargo === 'half') half++;
  }
  return Math.min(9, 6 + full + Math.floor(half / 2));
}
