/**
 * The end of a turn [3.1.1, 3.1.5, 3.1.6]: discards (the active player's, then the reacting players'),
 * the action card draw (the round ends at the last one [2.0]), the merchant refill, and who plays next
 * (Second Chance [3.3.30]).
 */
import { emit, push, type Ctx } from './core';
import { drawAction, drawShip, newMerchant } from './state';
import type { GameState, Side } from './types';

/** Cards that left the hand this turn but stay in play elsewhere: VA piles, placed Deception/Fog, refuges. */
function placedCards(G: GameState): Set<string> {
  const out = new Set<string>();
  for (const s of G.sides) {
    const f = G.forces[s];
    for (const v of f.va) out.add(v.id);
    if (f.pending?.card) out.add(f.pending.card);
    for (const x of f.ships) if (x.refuge?.card) out.add(x.refuge.card);
  }
  return out;
}

/** The active player's own discards [3.1.5, 3.3.8, 3.3.11, 3.3.27]. */
export function ownDiscards(G: GameState, seat: Side): string[] {
  const t = G.turn!;
  const placed = placedCards(G);
  const out: string[] = [];
  const me = seat === G.ghost ? null : G.players[seat];
  if (me)
    for (const s of t.slots) {
      const card = me.committed[s.n];
      if (card && !placed.has(card)) out.push(card);
    }
  for (const d of t.discards) if (d.side === seat && !placed.has(d.card)) out.push(d.card);
  for (const r of t.reacted) if (r.side === seat && !placed.has(r.card)) out.push(r.card);
  if (t.affectedBy?.card && !out.includes(t.affectedBy.card)) out.push(t.affectedBy.card);
  return out;
}

export function endOfTurn(c: Ctx, order: string[] | null): void {
  const { G } = c;
  const t = G.turn!;
  const seat = t.seat;
  const solo = G.mode === 'solo';
  // 1. Discards: the active player's first, then each reacting player in seat order from the left.
  const placed = placedCards(G);
  const mine = order ?? ownDiscards(G, seat);
  G.forces[seat].pending = null;
  const batches: { side: Side; cards: string[] }[] = [{ side: seat, cards: mine }];
  const i0 = G.sides.indexOf(seat);
  for (let k = 1; k < G.sides.length; k++) {
    const s = G.sides[(i0 + k) % G.sides.length];
    const cards = [...t.reacted.filter((r) => r.side === s).map((r) => r.card), ...t.discards.filter((d) => d.side === s).map((d) => d.card)].filter(
      (x) => !placed.has(x),
    );
    if (cards.length) batches.push({ side: s, cards });
  }
  for (const b of batches) {
    if (b.cards.length === 0) continue;
    for (const x of b.cards) G.secret.discard.push(x);
    // Multiplayer discards are face up [3.1.5]; solitaire discards are face down [5.2.1].
    emit(c, { kind: 'discard', seat: b.side, cards: solo ? [] : b.cards.slice(), count: b.cards.length, ...(solo ? { rule: '5.2.1' } : {}) });
  }
  if (seat !== G.ghost) G.players[seat].committed = [];
  // 2. Draw one action card, except in a Fog Bank turn [3.1.1, 3.3.11]; the ghost's goes face down to the discard [5.3.2].
  if (t.mode !== 'fog') {
    const card = drawAction(G);
    if (card) {
      const left = G.secret.action.length;
      if (seat === G.ghost) {
        G.secret.discard.push(card);
        emit(c, { kind: 'ghostDraw', seat, left });
      } else {
        G.players[seat].hand.push(card);
        // Only the drawer sees the card [2.2].
        emit(c, { kind: 'draw', seat, card, left }, [seat], { kind: 'draw', seat, card: null, left });
      }
    }
    if (G.secret.action.length === 0) {
      // The round ends the moment the last action card is drawn [2.0]: no refill, no Second Chance.
      emit(c, { kind: 'lastCard', round: G.round });
      G.turn = null;
      push(c, { f: 'roundEnd', step: 'score' });
      return;
    }
  }
  // 3. Every player refills to three merchants, starting with the active player [3.1.6, ruling A-30].
  for (let k = 0; k < G.sides.length; k++) {
    const s = G.sides[(i0 + k) % G.sides.length];
    const f = G.forces[s];
    const got: string[] = [];
    while (f.merchants.length < 3) {
      const id = drawShip(c, 'merchant');
      if (!id) break;
      f.merchants.push(newMerchant(id));
      got.push(id);
    }
    if (got.length) emit(c, { kind: 'merchantsDrawn', seat: s, ships: got });
  }
  // 4. The next turn: the same player again after Second Chance [3.3.30], otherwise clockwise [3.1].
  G.next = t.secondChance && !t.extra ? { seat, extra: true } : { seat: G.sides[(i0 + 1) % G.sides.length], extra: false };
  G.turn = null;
}
