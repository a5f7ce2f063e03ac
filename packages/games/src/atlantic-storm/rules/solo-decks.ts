/**
 * The solitaire decks (§15.1-§15.2): each side draws from its own deck and discards to its own pile,
 * reshuffled when the deck runs out; each battle a side draws four cards (§15 steps 3-4 and 9-10) and
 * keeps those legal for the convoy (year and ocean).
 */
import type { Side } from '../data';
import { card, convoy, legalFor, sideName } from './cards';
import { pileAdd, pileIds, pileOf, pileTake } from './pile';
import { soloState } from './solo-values';
import { log, names, ref } from './state';
import type { AsState, Rng } from './types';

/** Cards leaving the table are dropped from every record that refers to them. */
export function forget(G: AsState, ids: readonly string[]): void {
  const S = soloState(G);
  S.doubled = S.doubled.filter((id) => !ids.includes(id));
  S.fateCards = S.fateCards.filter((id) => !ids.includes(id));
  for (const id of ids) delete S.dice[id];
  for (const side of ['allied', 'german'] as const)
    for (const sp of S.specials[side]) if (sp.protect && ids.includes(sp.protect)) sp.protect = null;
}

/** Cards return to the discard pile of the deck they were drawn from (storms: the deck they joined). */
export function soloDiscard(G: AsState, ids: readonly string[], side: Side): void {
  G.secret.soloDiscard[side] = pileAdd(G.secret.soloDiscard[side], ids);
}

/** §15.2: when a force deck runs out, its own discard pile is shuffled and reused. */
export function soloDraw(G: AsState, side: Side, rng: Rng): string | undefined {
  const sec = G.secret;
  if (!sec.soloDeck[side]) {
    if (!sec.soloDiscard[side]) return undefined;
    sec.soloDeck[side] = pileOf(rng.shuffle(pileIds(sec.soloDiscard[side])));
    sec.soloDiscard[side] = '';
    log(G, { kind: 'reshuffle', text: `The ${sideName(side)} discard pile is shuffled into a new ${sideName(side)} deck (§15.2).` });
  }
  const [[c], rest] = pileTake(sec.soloDeck[side], 1);
  sec.soloDeck[side] = rest;
  return c;
}

/** §15 steps 3-4 / 9-10: a side draws four cards; those illegal for the convoy are discarded. */
export function drawFor(G: AsState, side: Side, rng: Rng): void {
  const S = soloState(G);
  const cv = convoy(S.convoy as string);
  const got: string[] = [];
  for (let i = 0; i < 4; i++) {
    const c = soloDraw(G, side, rng);
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
  log(G, {
    kind: 'soloDraw',
    text: `${sideName(side)} draws ${names(got)}${carried.length ? ` (+ carried ${names(carried)})` : ''}${illegal.length ? `; discards ${names(illegal)} (year/ocean)` : ''} (§15 steps ${side === S.initiative ? '3-4' : '9-10'}).`,
  });
  for (const id of legal)
    if (S.doubled.includes(id)) log(G, { kind: 'fate', text: `${ref(S.convoy as string)} is the fate victim of ${ref(id)}: its factor is doubled (§15 step ${side === S.initiative ? 6 : 11}).` });
}
