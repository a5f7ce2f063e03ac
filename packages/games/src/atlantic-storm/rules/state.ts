/**
 * State helpers: seat labels, the public summaries (synced by the kit after every move), the discard pile,
 * drawing and refilling the hands (§5 "Saque de cartas", §12).
 */
import { card, convoy, handLimit } from './cards';
import { ev } from './events';
import { pileAdd, pileIds, pileOf, pileSize, pileTake } from './pile';
import type { AsState, Ctx, Seat } from './types';

export function seatLabel(seat: Seat): string {
  return `P${Number(seat) + 1}`;
}

/** Recompute every public summary from the private and secret state. The game kit calls it after setup and after every move (moves.ts). */
export function syncPublic(G: AsState): void {
  for (const s of G.seats) {
    const p = G.players[s];
    G.pub[s] = {
      hand: p.hand.length,
      limit: handLimit(p.tricks.map((t) => t.convoy)),
      tricks: p.tricks.map((t) => ({ convoy: t.convoy, count: t.cards.length })),
      victims: p.victims.length,
      spoils: p.spoils.length,
    };
  }
  const sec = G.secret;
  G.counts = {
    deck: pileSize(sec.deck),
    discard: pileSize(sec.discard),
    convoys: pileSize(sec.convoys),
    convoyDiscard: pileSize(sec.convoyDiscard),
    removed: pileSize(sec.removed),
    soloDeck: { allied: pileSize(sec.soloDeck.allied), german: pileSize(sec.soloDeck.german) },
    soloDiscard: { allied: pileSize(sec.soloDiscard.allied), german: pileSize(sec.soloDiscard.german) },
  };
  if (G.soloPub && G.seats.length) {
    const loot = G.players[G.seats[0]].soloLoot;
    if (loot)
      G.soloPub = {
        convoys: { allied: [...loot.allied.convoys], german: [...loot.german.convoys] },
        cards: { allied: loot.allied.cards.length, german: loot.german.cards.length },
      };
  }
}

export function discard(G: AsState, ids: readonly string[]): void {
  G.secret.discard = pileAdd(G.secret.discard, ids);
}

export function removeFromHand(G: AsState, seat: Seat, ids: readonly string[]): void {
  const hand = G.players[seat].hand;
  for (const id of ids) {
    const i = hand.indexOf(id);
    if (i < 0) throw new Error(`${id} not in ${seat}'s hand`);
    hand.splice(i, 1);
  }
}

/**
 * Draw one force card. §5 "Saque de cartas": when the pile runs out, the discard pile is shuffled and
 * becomes the new pile. Returns undefined when both piles are empty.
 */
export function drawForce(G: AsState, m: Ctx): string | undefined {
  if (!G.secret.deck) {
    if (!G.secret.discard) return undefined;
    G.secret.deck = pileOf(m.shuffle(pileIds(G.secret.discard)));
    G.secret.discard = '';
    m.emit(ev.reshuffle(pileSize(G.secret.deck)));
  }
  const [[c], rest] = pileTake(G.secret.deck, 1);
  G.secret.deck = rest;
  return c;
}

/**
 * §5 / §12: every player refills up to his hand limit, in seat order starting with `startSeat`,
 * each drawing his whole refill before the next. Nobody discards down to the limit. `rule`: the
 * section the refill is logged under (§5 after a round, §13 between the two rounds of a two-player battle).
 */
export function refill(G: AsState, startSeat: Seat, m: Ctx, rule: string): void {
  const n = G.seats.length;
  const start = G.seats.indexOf(startSeat);
  const drawn: [Seat, number][] = [];
  for (let k = 0; k < n; k++) {
    const s = G.seats[(start + k) % n];
    const p = G.players[s];
    const limit = handLimit(p.tricks.map((t) => t.convoy));
    let count = 0;
    while (p.hand.length < limit) {
      const c = drawForce(G, m);
      if (c === undefined) break;
      p.hand.push(c);
      count++;
    }
    if (count) drawn.push([s, count]);
  }
  // Only how many: the cards drawn are hidden (each player sees his own in his hand).
  if (drawn.length) m.emit(ev.refill(drawn, rule));
}

export function vpOfCards(ids: readonly string[]): number {
  let vp = 0;
  for (const id of ids) vp += id[0] === 'C' ? convoy(id).vp : card(id).vp;
  return vp;
}
