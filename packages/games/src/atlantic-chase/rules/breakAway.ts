/**
 * Break away (p.61): both announce (committed simultaneously, I-39) → the battle ends;
 * one announces → 2d6 + modifiers, 9+ ends it: +2 all your ships in your Far zone, -1 you have the
 * slowest ship, -1 enemy ships in Near or Close. After a failed attempt the fighting TF's EM may be spent:
 * one ship of your Far zone leaves (I-16).
 */
import { BREAK_AWAY } from '../data';
import type { Side } from '../data/types';
import { farOf, onBoard } from './board';
import { other, shipRow, shipSpeed, speedRank } from './state';
import type { Battle, G } from './types';

export function breakAwayMods(G: G, b: Battle, side: Side): Array<[string, number]> {
  const mine = onBoard(G, b, side).filter((s) => shipRow(s).cls !== 'SHORE');
  const theirs = onBoard(G, b, other(side)).filter((s) => shipRow(s).cls !== 'SHORE');
  const mods: Array<[string, number]> = [];
  if (mine.length && mine.every((s) => b.ships[s].zone === farOf(b, side))) mods.push(['allFar', BREAK_AWAY.allInFar]);
  const minTheirs = Math.min(...theirs.map((s) => speedRank(shipSpeed(G, s))));
  if (theirs.length && mine.some((s) => speedRank(shipSpeed(G, s)) < minTheirs)) mods.push(['slowest', BREAK_AWAY.slowestShip]);
  if (theirs.some((s) => b.ships[s].zone === 'CLOSE' || b.ships[s].zone === 'A_NEAR' || b.ships[s].zone === 'B_NEAR'))
    mods.push(['enemyNear', BREAK_AWAY.enemyNearOrClose]);
  return mods;
}

/** Ships that may leave with EM after a failed attempt: the owner's Far zone (p.61). */
export function emLeavers(G: G, b: Battle, side: Side): string[] {
  return onBoard(G, b, side).filter((s) => b.ships[s].zone === farOf(b, side) && shipRow(s).cls !== 'SHORE');
}
