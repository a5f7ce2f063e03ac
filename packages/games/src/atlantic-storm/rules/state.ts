import { cardName } from '../data';
import { card, convoy, handLimit } from './cards';
import { pileAdd, pileIds, pileOf, pileSize, pileTake } from './pile';
import type { AsState, LogEntry, Rng, Seat } from './types';

export function seatLabel(seat: Seat): string {
  return `P${Number(seat) + 1}`;
}

/**
 * Append one public line to the game log. G.log holds one text block per battle (lines separated by
 * "\n"; block 0 is the setup); the last block is the current battle. Card references are written
 * `Name [id]` so a client can render them as card chips; everything logged was public at that moment
 * (hand discards are never named).
 */
export function log(G: AsState, entry: LogEntry): void {
  const n = G.log.length;
  if (n === 0) G.log.push(entry.text);
  else G.log[n - 1] = G.log[n - 1] === '' ? entry.text : `${G.log[n - 1]}\n${entry.text}`;
}

/** Start a new log block (a new battle). */
export function logBlock(G: AsState): void {
  if (G.log.length === 0 || G.log[G.log.length - 1] !== '') G.log.push('');
}

/** All log lines, oldest first. */
export function logLines(G: Pick<AsState, 'log'>): string[] {
  return G.log.flatMap((b) => (b === '' ? [] : b.split('\n')));
}

/** A card reference in a log line: `Sunderland [A1]`. */
export function ref(id: string): string {
  return `${cardName(id)} [${id}]`;
}

export function names(ids: readonly string[]): string {
  return ids.map(ref).join(', ');
}

/** Convoy cards a seat holds face up (tricks). */
export function convoysHeld(G: AsState, seat: Seat): string[] {
  return G.pub[seat].tricks.map((t) => t.convoy);
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
export function drawForce(G: AsState, rng: Rng): string | undefined {
  if (!G.secret.deck) {
    if (!G.secret.discard) return undefined;
    G.secret.deck = pileOf(rng.shuffle(pileIds(G.secret.discard)));
    G.secret.discard = '';
    log(G, { kind: 'reshuffle', text: `The discard pile (${pileSize(G.secret.deck)} cards) is shuffled into a new draw pile (§5).` });
  }
  const [[c], rest] = pileTake(G.secret.deck, 1);
  G.secret.deck = rest;
  return c;
}

/**
 * §5 / §12: every player refills up to his hand limit, in seat order starting with `startSeat`,
 * each drawing his whole refill before the next. Nobody discards down to the limit.
 */
export function refill(G: AsState, startSeat: Seat, rng: Rng): void {
  const n = G.seats.length;
  const start = G.seats.indexOf(startSeat);
  const drawn: string[] = [];
  for (let k = 0; k < n; k++) {
    const s = G.seats[(start + k) % n];
    const p = G.players[s];
    const limit = handLimit(p.tricks.map((t) => t.convoy));
    let count = 0;
    while (p.hand.length < limit) {
      const c = drawForce(G, rng);
      if (c === undefined) break;
      p.hand.push(c);
      count++;
    }
    if (count) drawn.push(`${seatLabel(s)} ${count}`);
  }
  if (drawn.length) log(G, { kind: 'refill', text: `Hands refilled: ${drawn.join(', ')} (§5, §12).` });
}

export function vpOfCards(ids: readonly string[]): number {
  let vp = 0;
  for (const id of ids) vp += id[0] === 'C' ? convoy(id).vp : card(id).vp;
  return vp;
}
