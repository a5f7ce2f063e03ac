import { card, diceFor, expected, otherSide } from './cards';
import type { AsState, Seat, Side, Solo, Zone } from './types';

/** Zone options of §15 step 5: one zone or two combined, in the automaton's tie order. */
export const SOLO_ZONE_OPTIONS: readonly Zone[][] = [['sub'], ['air'], ['surface'], ['air', 'sub'], ['surface', 'sub'], ['air', 'surface']];

export const SOLO_GUARDS = { stormPasses: 50, tiePairs: 100 };

export interface SoloPlaceSpec {
  /** Drawn cards to place: normal cards, bonus cards, special and supply cards (§15 steps 7-8, 12). */
  cards: string[];
  /** Bonus id -> parent normal card id (omit for Minefield / CAM Ship alone). */
  attach?: Record<string, string>;
  /** Admiral id -> what it will do at step 13 (§15 "Almirantes"). */
  admiral?: Record<string, 'cancel' | 'zone'>;
  /** Supply id -> own placed card it protects (§15 "Vaca lechera"). */
  protect?: Record<string, string>;
}

export interface SoloResolveChoice {
  cancel?: string[];
  zones?: Zone[];
}

export function soloState(G: AsState): Solo {
  if (!G.solo) throw new Error('not a solitaire game');
  return G.solo;
}

/** The solitaire player's seat (the only one). */
export function humanSeat(G: AsState): Seat {
  return G.seats[0];
}

export function isHuman(G: AsState, side: Side): boolean {
  return soloState(G).human === side;
}

/** Value of a normal card in solitaire: a doubled '?' becomes '??' (§15 step 6). */
export function soloDiceCount(id: string, zones: readonly Zone[], doubled: boolean): number {
  let n = 0;
  for (const z of zones) n += diceFor(card(id).values[z]) * (doubled ? 2 : 1);
  return n;
}

export function soloFixed(id: string, zones: readonly Zone[], doubled: boolean): number {
  let v = 0;
  for (const z of zones) {
    const val = card(id).values[z];
    if (typeof val === 'number') v += val * (doubled ? 2 : 1);
  }
  return v;
}

export function soloEV(id: string, zones: readonly Zone[], doubled: boolean): number {
  const c = card(id);
  if (c.kind === 'bonus') {
    let v = 0;
    for (const z of zones) v += c.values[z] as number;
    return v;
  }
  if (c.kind !== 'normal') return 0;
  let v = 0;
  for (const z of zones) v += expected(c.values[z]);
  return doubled ? v * 2 : v;
}

/** Enemy cards a cancelling special may target: placed normals, lone bonuses, unresolved specials. */
export function soloCancelTargets(G: AsState, side: Side): string[] {
  const S = soloState(G);
  const enemy = otherSide(side);
  // The special being resolved (the queue head) is in use and cannot itself be cancelled.
  const busy = S.queue[0]?.id;
  return [
    ...S.placed[enemy].filter((p) => card(p.id).kind === 'normal' || p.parent === null).map((p) => p.id),
    ...S.specials[enemy].filter((s) => !s.resolved && s.id !== busy).map((s) => s.id),
  ];
}
