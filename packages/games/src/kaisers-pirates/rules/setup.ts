/**
 * A new game and the deal of every round [2.0-2.2, 2.4, 5.1, 6.4, 6.5]: the decks (less the cards the
 * options take out of the game), Balanced Tournament's fixed forces, then ships, merchants and hands.
 */
import { ACTION_CARDS, MERCHANTS, SOLITAIRE_CARDS, WARSHIPS } from '../data';
import { actionCardsRemoved } from '../options';
import type { KaisersPiratesOptions } from '../options';
import { emit, push, type Ctx } from './core';
import { drawShip, emptyForce, handOf, isFighting, newFighting, newMerchant } from './state';
import type { GameState, PlayerPrivate, Side } from './types';

/** Create a game for 1-4 players [2.0-2.2, 5.1]. The first player is decided by the 'start' frame. */
export function createGame(numPlayers: number, options: KaisersPiratesOptions, c0: Omit<Ctx, 'G'>): GameState {
  const solo = numPlayers === 1;
  const sides = solo ? ['0', '1'] : Array.from({ length: numPlayers }, (_, i) => String(i));
  const seats = solo ? ['0'] : sides.slice();
  const outOfGame: string[] = [];
  // Beyond 1914 removes eight ships [6.5.1] (and 19 merchants with 6.5.4).
  const ships = WARSHIPS.filter((w) => {
    const out = options.beyond1914 && w.sets.beyond1914Removed;
    if (out) outOfGame.push(w.id);
    return !out;
  }).map((w) => w.id);
  const merchants = MERCHANTS.filter((m) => {
    const out = options.beyond1914Merchants && m.beyond1914Removed;
    if (out) outOfGame.push(m.id);
    return !out;
  }).map((m) => m.id);
  // Solitaire removes both Intelligence and both Radio Intercept [5.1]; 6.5.3 removes the Breakouts.
  for (const a of ACTION_CARDS) {
    if ((solo && (a.type === 'intelligence' || a.type === 'radio_intercept')) || (options.beyond1914NoBreakout && a.type === 'breakout')) outOfGame.push(a.id);
  }
  const forces: GameState['forces'] = {};
  for (const s of sides) forces[s] = emptyForce();
  const players: Record<Side, PlayerPrivate> = {};
  for (const s of seats) players[s] = { hand: [], committed: [], intelHand: null, intelDeck: null, knownTop: [] };
  const G: GameState = {
    options,
    mode: solo ? 'solo' : options.teams ? 'teams' : 'individual',
    sides,
    seats,
    ghost: solo ? '1' : null,
    teams:
      options.teams && numPlayers === 4
        ? [
            ['0', '2'],
            ['1', '3'],
          ]
        : null,
    round: 1,
    roundsToPlay: 3,
    contenders: sides.slice(),
    forces,
    turn: null,
    next: null,
    pending: null,
    decks: {
      warshipCount: 0,
      warshipUsed: [],
      warshipRemovedThisRound: [],
      merchantCount: 0,
      merchantUsed: [],
      actionCount: 0,
      setAsideCount: 0,
      discardCount: 0,
      discardTop: [],
      solitaireCount: 0,
      solitaireUsed: [],
      outOfGame,
    },
    history: [],
    totals: { rp: Object.fromEntries(sides.map((s) => [s, 0])), va: Object.fromEntries(sides.map((s) => [s, 0])) },
    turnCount: 0,
    result: null,
    secret: { warship: [], merchant: [], action: [], setAside: [], discard: [], solitaire: [], ghostHand: [], stack: [] },
    players,
  };
  const c: Ctx = { G, rng: c0.rng, emit: c0.emit };
  // Each deck is shuffled separately [2.1]; the server's RNG stands in for an opponent's cut.
  G.secret.warship = c.rng.shuffle(ships);
  G.secret.merchant = c.rng.shuffle(merchants);
  if (solo) G.secret.solitaire = c.rng.shuffle(SOLITAIRE_CARDS.map((s) => s.id));
  emit(c, { kind: 'gameStart', mode: G.mode, players: numPlayers, rule: solo ? '5.0' : G.teams ? '4.1' : '2.0' });
  if (options.balancedTournament) balancedDeal(c);
  deal(c, {});
  push(c, { f: 'first', step: 'roll' });
  return G;
}

/** Balanced Tournament, round 1 only [6.4.1-6.4.3]. */
function balancedDeal(c: Ctx): void {
  const { G } = c;
  const n = G.sides.length;
  const warships = c.rng.shuffle(WARSHIPS.filter((w) => w.sets.balancedWarship && G.secret.warship.includes(w.id)).map((w) => w.id));
  const raiders = c.rng.shuffle(WARSHIPS.filter((w) => w.kind === 'raider' && !w.sets.balancedExcluded && G.secret.warship.includes(w.id)).map((w) => w.id));
  for (let i = 0; i < n; i++) {
    const s = G.sides[i];
    G.forces[s].ships.push(newFighting(warships[i]));
    G.forces[s].ships.push(newFighting(raiders[2 * i]), newFighting(raiders[2 * i + 1]));
  }
  const dealt = new Set(G.sides.flatMap((s) => G.forces[s].ships.map((x) => x.id)));
  G.secret.warship = c.rng.shuffle(G.secret.warship.filter((id) => !dealt.has(id)));
  for (const va of [5, 7, 9]) {
    const pool = c.rng.shuffle(MERCHANTS.filter((m) => m.va === va && m.id !== 'm_william_p_frye' && G.secret.merchant.includes(m.id)).map((m) => m.id));
    for (let i = 0; i < n; i++) G.forces[G.sides[i]].merchants.push(newMerchant(pool[i]));
  }
  const dealtM = new Set(G.sides.flatMap((s) => G.forces[s].merchants.map((x) => x.id)));
  G.secret.merchant = c.rng.shuffle(G.secret.merchant.filter((id) => !dealtM.has(id)));
  emit(c, { kind: 'balancedDeal' });
}

/** Deal a round [2.1, 2.4]: the reduced action deck, ships up to 3, merchants up to 3, 6 (or fewer) action cards. */
export function deal(c: Ctx, retained: Record<Side, number>): void {
  const { G } = c;
  const out = new Set(G.decks.outOfGame);
  const all = c.rng.shuffle(ACTION_CARDS.map((a) => a.id).filter((id) => !out.has(id)));
  const removed = actionCardsRemoved(G.options, G.seats.length === 1 && G.ghost ? 1 : G.sides.length);
  G.secret.setAside = all.slice(0, removed);
  G.secret.action = all.slice(removed);
  G.secret.discard = [];
  for (const s of G.sides) {
    const f = G.forces[s];
    while (f.ships.filter(isFighting).length < 3) {
      const id = drawShip(c, 'warship');
      if (!id) break;
      f.ships.push(newFighting(id));
    }
  }
  for (const s of G.sides) {
    const f = G.forces[s];
    while (f.merchants.length < 3) {
      const id = drawShip(c, 'merchant');
      if (!id) break;
      f.merchants.push(newMerchant(id));
    }
  }
  // 6 cards, one fewer per ship kept from the previous round [2.4.5, 6.7.1-6.7.2].
  for (const s of G.sides) {
    const hand = handOf(G, s);
    hand.length = 0;
    const n = 6 - (retained[s] ?? 0);
    for (let i = 0; i < n; i++) {
      const card = G.secret.action.pop();
      if (card) hand.push(card);
    }
  }
  emit(c, { kind: 'roundDeal', round: G.round, setAside: removed, left: G.secret.action.length });
}
