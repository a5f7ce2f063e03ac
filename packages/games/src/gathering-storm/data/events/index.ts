/**
 * The random-event deck in use [8.4, 9]. Today it is the substitute deck (gap G-01); to play with the printed
 * cards, transcribe them into a module of the same shape (EventCard[], validated by validateDeck) and import
 * it here instead. Nothing else changes: the engine reads events only through `DECK` and `EVENT`.
 */
import { SUBSTITUTE_DECK } from './substitute-deck';
import type { EventCard, EventDef } from './vocabulary';

export * from './vocabulary';
export { ANCHORS, type AnchorRow } from './anchors';

/** Which deck is loaded: 'substitute' until the printed cards replace it. */
export const DECK_SET: 'substitute' | 'printed' = 'substitute';

export const DECK: readonly EventCard[] = SUBSTITUTE_DECK;

/** Every event by id ('130.general', '7.GER'). */
export const EVENT: Readonly<Record<string, EventDef>> = Object.fromEntries(
  DECK.flatMap((c) => [c.general, c.national.GER, c.national.ITA, c.national.GBR, c.national.FRA, c.national.USSR]).map((e) => [e.id, e]),
);

/** A card by number (1-144). */
export const CARD: Readonly<Record<number, EventCard>> = Object.fromEntries(DECK.map((c) => [c.id, c]));
