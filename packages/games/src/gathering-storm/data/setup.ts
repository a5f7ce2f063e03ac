/**
 * Set-up: who plays which powers for each player count [2.21], and the Spring 1935 starting values that are
 * not per power or per country (those live in POWERS, COUNTRIES, CIVIL_WARS, INITIAL_RESULTS).
 */
import type { Power, Prov, Provenance } from './types';

const R: Provenance = 'rulebook';
const D: Provenance = 'derived';

/** Seats of a game with `players` players: seat i controls `seats[i]` [2.21]. */
export interface SeatingRow {
  id: '2' | '3' | '4' | '5';
  players: 2 | 3 | 4 | 5;
  seats: readonly (readonly Power[])[];
  rule: string;
  prov: Prov<SeatingRow>;
}

const st: Prov<SeatingRow> = { players: R, seats: R };

export const SEATINGS: readonly SeatingRow[] = [
  { id: '2', players: 2, seats: [['GER', 'ITA'], ['GBR', 'FRA', 'USSR']], rule: '[2.21A]', prov: st },
  { id: '3', players: 3, seats: [['GER', 'ITA'], ['GBR', 'FRA'], ['USSR']], rule: '[2.21B]', prov: st },
  { id: '4', players: 4, seats: [['GER'], ['ITA'], ['GBR', 'FRA'], ['USSR']], rule: '[2.21C]', prov: st },
  { id: '5', players: 5, seats: [['GER'], ['ITA'], ['GBR'], ['FRA'], ['USSR']], rule: '[2.21D]', prov: st },
];

/** Starting values of the shared tracks (Spring 1935). */
export interface InitialTracksRow {
  id: 'initial';
  /** Turn index 0 = Spring 1935 [2.31]. */
  turn: number;
  /** Economic climate [11.32]. */
  climate: number;
  /** European Aggression Index: not printed; the example of [23.25] moves it "from 0 to +2" (`derived`). */
  eai: number;
  /** Russian purge level (purge events): low cohesion, nothing printed (`derived`). */
  purgeEvents: number;
  /** Overall balance of power, as computed from the initial units and results [20.42]. */
  balanceOfPower: number;
  /** Event cards in the deck, all shuffled [8.42, 9.11]. */
  deckSize: number;
  /** The Great Purge card waits outside the purge deck until the Rhineland is remilitarized [22.44]. */
  purgeDeck: readonly ('noPurge' | 'military' | 'party' | 'great')[];
  /** No power may ever exchange random-event cards with another, even one player's two powers [9.12]. */
  cardsPerPowerPerTurn: number;
  rule: string;
  prov: Prov<InitialTracksRow>;
}

export const INITIAL_TRACKS: InitialTracksRow = {
  id: 'initial',
  turn: 0,
  climate: 0,
  eai: 0,
  purgeEvents: 0,
  balanceOfPower: 0,
  deckSize: 144,
  purgeDeck: ['noPurge', 'military', 'party'],
  cardsPerPowerPerTurn: 1,
  rule: '[2.31, 11.32, 20.42, 22.44A, 8.42, 9.11, 9.12, 23.25]',
  prov: { turn: R, climate: R, eai: D, purgeEvents: D, balanceOfPower: R, deckSize: R, purgeDeck: R, cardsPerPowerPerTurn: R },
};
