/**
 * The solitaire decks (§15.1-§15.2): each side draws from its own deck and discards to its own pile,
 * reshuffled when the deck runs out; each battle a side draws four cards (§15 steps 3-4 and 9-10) and
 * keeps those legal for the convoy (year and ocean).
 */
import type { Side } from '../data';
import { card, convoy, legalFor } from './cards';
import { ev, soloStep } from './events';
import { pileAdd, pileIds, pileOf, pileSize, pileTake } from './pile';
import { soloState } from './solo-values';
import type { AsState, Ctx } from './types';

/** Cards leaving the table are dropped from every record that refers to them. */
export function forget(G: AsState, ids: readonly string[]): void {
  const S = soloState(G);
  S.doubled = S.doubled.filter((id) => !ids.includes(id));
  S.fateCards = S.fateCards.filter((id) => !ids.includes(id));
  for (const id of ids) delete S.dice[id];
  for (const side of ['allied', 'german'] as const) for (const sp of S.specials[side]) if (sp.protect && ids.includes(sp.protect)) sp.protect = null;
}

/** Cards return to the discard pile of the deck they were drawn from (storms: the deck they joined). */
export function soloDiscard(G: AsState, ids: readonly string[], side: Side): void {
  G.secret.soloDiscard[side] = pileAdd(G.secret.soloDiscard[side], ids);
}

/** §15.2: when a force deck runs out, its own discard pile is shuffled and reused. */
export function soloDraw(G: AsState, side: Side, m: Ctx): string | undefined {
  const sec = G.secret;
  if (!sec.soloDeck[side]) {
    if (!sec.soloDiscard[side]) return undefined;
    sec.soloDeck[side] = pileOf(m.shuffle(pileIds(sec.soloDiscard[side])));
    sec.soloDiscard[side] = '';
    m.emit(ev.reshuffle(pileSize(sec.soloDeck[side]), side));
  }
  const [[c], rest] = pileTake(sec.soloDeck[side], 1);
  sec.soloDeck[side] = rest;
  return c;
}

/** §15 steps 3-4 / 9-10: a side draws four cards; those illegal for the convoy are discarded. */
export function drawFor(G: AsState, side: Side, m: Ctx): void {
  const S = soloState(G);
  const cv = convoy(S.convoy as string);
  const got: string[] = [];
  for (let i = 0; i < 4; i++) {
    const c = soloDraw(G, side, m);
    if (c !== undefined) got.push(c);
  }
  // §15 "Vaca lechera": a protected card may join the next battle as an additional card if legal.
  const carried = S.carry[side];
  S.carry[side] = [];
  const legal = [...carried, ...got].filter((id) => legalFor(card(id), cv));
  const illegal = [...carried, ...got].filter((id) => !legalFor(card(id), cv));
  soloDiscard(G, illegal, side);
  S.drawn[side] = legal;
  for (const id of legal) if (card(id).kind === 'normal' && card(id).fateVictim === S.convoy) S.doubled.push(id);
  const first = side === S.initiative;
  m.emit(ev.soloDraw(side, got, soloStep(first ? 3 : 9)));
  if (carried.length) m.emit(ev.soloCarry(side, carried));
  if (illegal.length) m.emit(ev.soloUnfit(side, illegal, soloStep(first ? 4 : 10)));
  for (const id of legal) if (S.doubled.includes(id)) m.emit(ev.fateDouble(null, id, S.convoy as string, soloStep(first ? 6 : 11)));
}
