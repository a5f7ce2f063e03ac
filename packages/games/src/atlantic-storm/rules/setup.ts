/**
 * §3 "Comienzo del juego" (the setup of the multiplayer and two-player games): an empty state, the first
 * player (the cut of §3, or the campaign's dealer of §4), the deal, the convoy pile, the first battle.
 */
import { ALL_CONVOY_IDS, ALL_FORCE_IDS } from '../data';
import { startBattle } from './battle';
import { convoy } from './cards';
import { pileOf } from './pile';
import { ev } from './events';
import { drawForce } from './state';
import type { AsState, Flags, Mode, Ctx, Seat } from './types';

const HAND_SIZE = 6;

export function emptyState(seats: Seat[], mode: Mode, flags: Flags): AsState {
  const G: AsState = {
    mode,
    flags,
    seats,
    first: 0,
    cut: [],
    roundNo: 0,
    battleNo: 0,
    battle: null,
    prompt: null,
    pub: {},
    players: {},
    secret: {
      deck: '',
      discard: '',
      convoys: '',
      removed: '',
      convoyDiscard: '',
      soloDeck: { allied: '', german: '' },
      soloDiscard: { allied: '', german: '' },
    },
    counts: { deck: 0, discard: 0, convoys: 0, convoyDiscard: 0, removed: 0, soloDeck: { allied: 0, german: 0 }, soloDiscard: { allied: 0, german: 0 } },
    log: [],
    result: null,
    lastRound: null,
    solo: null,
    soloPub: null,
  };
  for (const s of seats) G.players[s] = { hand: [], tricks: [], victims: [], spoils: [], convoyChoice: [], soloLoot: null };
  return G;
}

export function defaultFlags(mode: Mode): Flags {
  const on = mode === 'advanced';
  return { convoySelection: on, discardHand: on, divideSpoils: on };
}

export interface NewGameParams {
  seats: Seat[];
  mode: Mode;
  flags?: Partial<Flags>;
  /** Seat index of the first player (campaign: the standings leader). Absent: the cut of §3. */
  dealer?: number;
}

/** §3 "Comienzo del juego": first player, deal, convoy pile. */
export function newGame(p: NewGameParams, m: Ctx): AsState {
  const flags = { ...defaultFlags(p.mode), ...(p.flags ?? {}) };
  const G = emptyState(p.seats, p.mode, flags);
  const n = p.seats.length;
  if (p.dealer !== undefined && p.dealer >= 0 && p.dealer < n) {
    G.first = p.dealer;
    m.emit(ev.dealer(p.seats[p.dealer]));
  } else {
    // §3: each player cuts the convoy deck; the lowest card number is the jugador/mano.
    const cut = m.shuffle([...ALL_CONVOY_IDS]).slice(0, n);
    G.cut = p.seats.map((seat, i) => ({ seat, convoy: cut[i] }));
    let best = 0;
    for (let i = 1; i < n; i++) if (convoy(cut[i]).no < convoy(cut[best]).no) best = i;
    G.first = best;
    m.emit(ev.cut(p.seats[best], cut));
  }
  G.secret.deck = pileOf(m.shuffle([...ALL_FORCE_IDS]));
  deal(G, m);
  return stackConvoysAndStart(G, m.shuffle([...ALL_CONVOY_IDS]), flags, m);
}

/**
 * The convoy pile in this order (§3: with convoy selection all 40 stay; otherwise 20 are used and 20 set
 * aside unseen), then the first battle. Shared by the real setup and scripted test fixtures.
 */
export function stackConvoysAndStart(G: AsState, convoys: string[], flags: Flags, m: Ctx): AsState {
  if (flags.convoySelection) G.secret.convoys = pileOf(convoys);
  else {
    G.secret.convoys = pileOf(convoys.slice(0, 20));
    G.secret.removed = pileOf(convoys.slice(20));
  }
  startBattle(G, m);
  return G;
}

/** §3 "Reparto": six cards each, face down, starting with the first player. */
function deal(G: AsState, m: Ctx): void {
  const n = G.seats.length;
  for (let k = 0; k < HAND_SIZE * n; k++) {
    const s = G.seats[(G.first + k) % n];
    const c = drawForce(G, m);
    if (c !== undefined) G.players[s].hand.push(c);
  }
}
