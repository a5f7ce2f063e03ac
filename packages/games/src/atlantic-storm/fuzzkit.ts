/**
 * Random-playout checks (tests only): every state conserves the 152 cards, no view shows a card its
 * viewer may not see, the public log never names a card that was hidden, and VP match the tricks.
 */
import type { State } from 'boardgame.io';
import { enumerateActions, playout, seededRandom, viewOf, type ActionRequest, type GameModule, type Seat, type ViewState } from '../common';
import { chooseAction } from './bot';
import { card, convoy } from './rules/cards';
import { compareStandings } from './rules/score';
import type { AsState } from './rules/types';
import { assertConserved, type Whereabouts } from './testkit';

const ID = /^[ACGS][0-9]{1,2}$/;
const ID_LIST = /^[ACGS][0-9]{1,2}( [ACGS][0-9]{1,2})+$/; // a pile string (rules/pile.ts)
const idCache = new WeakMap<object, string[]>();

/** Card ids found anywhere in a value (strings and object keys), cached per (immutable) object. */
function idsOf(v: unknown): string[] {
  if (typeof v === 'string') return ID.test(v) ? [v] : ID_LIST.test(v) ? v.split(' ') : [];
  if (v === null || typeof v !== 'object') return [];
  const hit = idCache.get(v);
  if (hit) return hit;
  const out: string[] = [];
  if (Array.isArray(v)) for (const x of v) out.push(...idsOf(x));
  else
    for (const k of Object.keys(v)) {
      if (ID.test(k)) out.push(k);
      out.push(...idsOf((v as Record<string, unknown>)[k]));
    }
  if (Object.isFrozen(v)) idCache.set(v, out);
  return out;
}

/**
 * Throws if any seat's view or the spectator view contains a card its viewer may not see.
 * Parts of a seat's view that are the very same objects as in the spectator's view are checked once,
 * against the spectator's (strictest) rights; the rest of each seat's view against that seat's rights.
 */
export function assertViewsClean(mod: GameModule, state: State, where: Whereabouts): void {
  const G = state.G as AsState;
  const over = !!G.result;
  const check = (viewer: Seat | null, key: string, value: unknown) => {
    for (const id of idsOf(value)) {
      const w = where.get(id) as string;
      if (w === 'table') continue;
      if (w === 'secret') throw new Error(`${viewer ?? 'spectator'} sees secret card ${id} in G.${key}`);
      const [what, seat] = w.split(':');
      if (seat !== viewer && !(over && what === 'hidden')) throw new Error(`${viewer ?? 'spectator'} sees ${w} card ${id} in G.${key}`);
    }
  };
  const spectator = viewOf(mod, state, null).G as AsState;
  // The log is checked line by line in assertLogClean. G.cut records the public cut of §3: cards shown
  // to everybody and shuffled back, a past event rather than where those cards are now.
  // G.lastRound is checked when it changes (assertLastRoundClean): it may only show cards that were face up.
  const skip = (key: string) => key === 'log' || key === 'cut' || key === 'lastRound';
  for (const key of Object.keys(spectator) as (keyof AsState)[]) if (!skip(key)) check(null, key, spectator[key]);
  for (const viewer of G.seats) {
    const view = viewOf(mod, state, viewer).G as AsState;
    for (const key of Object.keys(view) as (keyof AsState)[]) {
      if (skip(key) || view[key] === spectator[key]) continue;
      check(viewer, key, view[key]);
    }
    if (view.log !== G.log) throw new Error('the log differs between viewers');
    if (view.lastRound !== G.lastRound) throw new Error('the last round differs between viewers');
  }
}

const REF = /\[([ACGS][0-9]{1,2})\]/g;

/** Log lines appended between two states (the log only ever grows at its end). */
function newLines(prev: string[], next: string[]): string[] {
  if (prev === next) return [];
  const k = prev.length - 1;
  let text = k >= 0 && next.length > k ? next[k].slice(prev[k].length) : '';
  for (let i = Math.max(prev.length, 0); i < next.length; i++) text += `\n${next[i]}`;
  return text.split('\n').filter((l) => l !== '');
}

/** New log lines never name a card that stayed hidden across the action, nor a hand discard. */
export function assertLogClean(prev: State, next: State, action: ActionRequest | undefined): void {
  const P = prev.G as AsState;
  const N = next.G as AsState;
  const lines = newLines(P.log, N.log);
  if (!lines.length) return;
  const named = new Set<string>();
  for (const l of lines) for (const m of l.matchAll(REF)) named.add(m[1]);
  if (!named.size) return;
  if (action?.name === 'discard' && P.prompt?.kind === 'turn' && !P.prompt.delayed && named.has(action.args[0] as string))
    throw new Error(`the log names the discarded card ${action.args[0]}`);
  const reshuffled = lines.some((l) => l.includes('shuffled'));
  // (A card played, discarded, reshuffled and drawn again within one action may come back to a hand.)
  if (!reshuffled)
  for (const s of P.seats) {
    const still = new Set(N.players[s].hand);
    for (const id of P.players[s].hand) if (still.has(id) && named.has(id)) throw new Error(`the log names ${id}, which stayed in ${s}'s hand`);
  }
  const keptSecret = (a: string, b: string) => {
    if (!a || !b) return;
    const before = ` ${a} `;
    const after = ` ${b} `;
    for (const id of named) if (before.includes(` ${id} `) && after.includes(` ${id} `)) throw new Error(`the log names ${id}, which stayed secret`);
  };
  keptSecret(P.secret.removed, N.secret.removed);
  keptSecret(P.secret.convoys, N.secret.convoys);
  if (!reshuffled) {
    keptSecret(P.secret.deck, N.secret.deck);
    keptSecret(P.secret.soloDeck.allied, N.secret.soloDeck.allied);
    keptSecret(P.secret.soloDeck.german, N.secret.soloDeck.german);
  }
}

/**
 * A new G.lastRound may show only cards that were face up on the table before the action, or that the
 * action itself put face up (named in its public log lines); and its plays agree with its totals.
 */
export function assertLastRoundClean(prev: State, next: State, prevWhere: Whereabouts): void {
  const P = prev.G as AsState;
  const N = next.G as AsState;
  const last = N.lastRound;
  if (!last || last === P.lastRound) return;
  const named = new Set<string>();
  for (const l of newLines(P.log, N.log)) for (const m of l.matchAll(REF)) named.add(m[1]);
  for (const id of idsOf(last)) if (prevWhere.get(id) !== 'table' && !named.has(id)) throw new Error(`the last round shows ${id}, which was not face up`);
  if (last.plays.length) {
    const totals = { allied: 0, german: 0 };
    for (const p of last.plays) if (p.side && !p.cancelled) totals[p.side] += p.value ?? 0;
    if (totals.allied !== last.totals.allied || totals.german !== last.totals.german) throw new Error('last round totals do not match its plays');
  }
}

/** VP in the result equal the cards held (§4), the winners follow the tie-breaks, pub matches private. */
export function assertScores(G: AsState): void {
  for (const s of G.seats) {
    const p = G.players[s];
    const pub = G.pub[s];
    if (pub.tricks.length !== p.tricks.length || pub.tricks.some((t, i) => t.convoy !== p.tricks[i].convoy || t.count !== p.tricks[i].cards.length))
      throw new Error(`public tricks of ${s} do not match`);
    if (pub.hand !== p.hand.length) throw new Error(`public hand size of ${s} does not match`);
  }
  const r = G.result;
  if (!r) return;
  const vpOf = (ids: string[]) => ids.reduce((a, id) => a + (id[0] === 'C' ? convoy(id).vp : card(id).vp), 0);
  if (G.mode === 'solitaire') {
    const loot = G.players[G.seats[0]].soloLoot!;
    for (const side of ['allied', 'german'] as const) {
      const vp = vpOf(loot[side].convoys) + vpOf(loot[side].cards);
      if (r.solo?.[side].vp !== vp) throw new Error(`solitaire ${side} VP ${r.solo?.[side].vp} != ${vp}`);
    }
    const human = G.solo!.human;
    if (r.points[G.seats[0]] !== r.solo![human].vp) throw new Error('solitaire points do not match the human side');
    const cmp = compareStandings(r.solo![human], r.solo![human === 'allied' ? 'german' : 'allied']);
    if ((cmp <= 0) !== (r.winners.length === 1)) throw new Error('solitaire winner does not follow §4 tie-breaks');
    return;
  }
  let total = 0;
  for (const st of r.standings) {
    const p = G.players[st.seat];
    const vp = p.tricks.reduce((a, t) => a + convoy(t.convoy).vp + vpOf(t.cards), 0) + vpOf(p.victims) + vpOf(p.spoils);
    if (st.vp !== vp || r.points[st.seat] !== vp) throw new Error(`VP of ${st.seat}: ${st.vp} != ${vp}`);
    total += vp;
  }
  const best = [...r.standings].sort(compareStandings)[0];
  const expected = r.standings.filter((s) => compareStandings(s, best) === 0).map((s) => s.seat);
  if (JSON.stringify(expected) !== JSON.stringify(r.winners)) throw new Error(`winners ${r.winners} != ${expected}`);
  if (total < 0) throw new Error('negative VP');
}

export interface FuzzCase {
  numPlayers: number;
  options: Record<string, unknown>;
  seed: number;
  /** Let the bot choose (instead of uniformly random legal actions). */
  bot?: boolean;
}

/** Plays one game to the end through boardgame.io's reducer, checking every state. */
export function fuzzGame(mod: GameModule, c: FuzzCase): { steps: number; state: State } {
  let prev: State | undefined;
  let prevWhere: Whereabouts | undefined;
  let last: ActionRequest | undefined;
  const random = seededRandom(c.seed);
  const r = playout(mod, {
    numPlayers: c.numPlayers,
    options: c.options,
    seed: `fuzz-${c.seed}`,
    random,
    choose: (view: ViewState, seat: Seat, rnd: () => number) => {
      const acts = enumerateActions(mod, view, seat);
      if (c.bot) {
        const a = chooseAction(view.G as AsState, seat, rnd);
        last = a ? { kind: 'move', name: a.move, args: a.args } : undefined;
      } else last = acts[Math.floor(rnd() * acts.length)];
      return last;
    },
    onState: (state) => {
      const G = state.G as AsState;
      const where = assertConserved(G);
      assertViewsClean(mod, state, where);
      assertScores(G);
      if (prev) {
        assertLogClean(prev, state, last);
        assertLastRoundClean(prev, state, prevWhere as Whereabouts);
      }
      prev = state;
      prevWhere = where;
    },
  });
  return { steps: r.steps, state: r.state };
}
