/**
 * Random-playout checks (tests only): every state conserves the 152 cards, no view shows a card its
 * viewer may not see, no viewer's log events name a card that was hidden from him, the last round shows
 * only what was face up, and VP match the tricks.
 */
import type { State } from 'boardgame.io';
import {
  enumerateActions,
  LogMetadataSchema,
  logEventsOf,
  playout,
  redactEvents,
  seededRandom,
  viewOf,
  type ActionRequest,
  type GameModule,
  type LogEvent,
  type PublicLogEvent,
  type Seat,
  type ViewState,
} from '../common';
import { chooseAction } from './bot';
import { card, convoy } from './rules/cards';
import { ev } from './rules/events';
import { pileIds } from './rules/pile';
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
  // The setup's log is checked in assertSetupLogClean, the moves' events in assertLogClean. G.cut records
  // the public cut of §3: cards shown to everybody and shuffled back, a past event rather than where those
  // cards are now.
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

/** Card and convoy ids an event names (sides and zones are ids too, but not cards). */
function cardsNamed(events: readonly PublicLogEvent[]): Set<string> {
  const out = new Set<string>();
  for (const e of events) for (const id of e.ids ?? []) if (ID.test(id)) out.add(id);
  return out;
}

/** The log events of the action that led to `state` (its deltalog entries), checked against the log schema. */
function actionEvents(state: State): LogEvent[] {
  const entries = (state as State & { deltalog?: Array<{ metadata?: unknown }> }).deltalog ?? [];
  for (const entry of entries)
    if (entry.metadata !== undefined && !LogMetadataSchema.safeParse(entry.metadata).success)
      throw new Error(`a log entry carries metadata the log schema refuses: ${JSON.stringify(entry.metadata).slice(0, 300)}`);
  const events = entries.flatMap((entry) => logEventsOf(entry));
  for (const e of events) if (!KINDS.has(e.kind)) throw new Error(`unknown log event kind ${e.kind}`);
  return events;
}

const KINDS = new Set<string>(Object.keys(ev));

/** The secret pile each card is in (finer than Whereabouts' 'secret'). */
function pilesOf(G: AsState): Map<string, string> {
  const out = new Map<string, string>();
  const sec = G.secret;
  const piles: Record<string, string> = {
    deck: sec.deck,
    discard: sec.discard,
    convoys: sec.convoys,
    removed: sec.removed,
    convoyDiscard: sec.convoyDiscard,
    'soloDeck.allied': sec.soloDeck.allied,
    'soloDeck.german': sec.soloDeck.german,
    'soloDiscard.allied': sec.soloDiscard.allied,
    'soloDiscard.german': sec.soloDiscard.german,
  };
  for (const [name, pile] of Object.entries(piles)) for (const id of pileIds(pile)) out.set(id, name);
  return out;
}

/** Whether `viewer` may see a card that is at `where` (testkit.ts Whereabouts). */
function visibleTo(where: string | undefined, viewer: Seat | null): boolean {
  if (where === 'table') return true;
  if (!where || where === 'secret' || viewer === null) return false;
  return where.split(':')[1] === viewer;
}

/**
 * The events of one action, as each viewer receives them (common/log.ts redactEvents), never name a card
 * that the viewer could not see and the action did not show: a discard (named to its owner only, A-20), a
 * card that stayed in another player's hand or in the same face-down pile, a card drawn from a face-down
 * pile into another player's hand, a convoy another player drew and put back face down (§14). (Cards may
 * pass over the table within one action: a play swept away at the end of the round, a solitaire draw
 * captured in the fight; and a reshuffle may bring a card played in the action back to a hand or the draw
 * pile: then only the discard is checked.) Every action leaves at least one event for every viewer.
 */
export function assertLogClean(prev: State, next: State, action: ActionRequest | undefined, prevWhere: Whereabouts, where: Whereabouts): void {
  const P = prev.G as AsState;
  const N = next.G as AsState;
  const events = actionEvents(next);
  const reshuffled = events.some((e) => e.kind === 'reshuffle');
  const pilesBefore = pilesOf(P);
  const pilesAfter = pilesOf(N);
  const placeBefore = (id: string) => pilesBefore.get(id) ?? prevWhere.get(id);
  const placeAfter = (id: string) => pilesAfter.get(id) ?? where.get(id);
  const actor = (next as State & { deltalog?: Array<{ action?: { payload?: { playerID?: string } } }> }).deltalog?.[0]?.action?.payload?.playerID;
  for (const viewer of [null, ...P.seats]) {
    const seen = redactEvents(events, viewer);
    const who = viewer ?? 'spectator';
    if (!seen.length) throw new Error(`${who} gets no log event for ${action?.name}`);
    for (const e of seen) if (e.seat !== undefined && !P.seats.includes(e.seat)) throw new Error(`event ${e.kind} names seat ${e.seat}`);
    const named = cardsNamed(seen);
    if (action?.name === 'discard' && P.prompt?.kind === 'turn' && !P.prompt.delayed && viewer !== actor && named.has(action.args[0] as string))
      throw new Error(`${who} learns the discarded card ${action.args[0]}`);
    if (reshuffled) continue;
    for (const id of named) {
      const before = prevWhere.get(id);
      const after = where.get(id);
      if (visibleTo(before, viewer) || visibleTo(after, viewer)) continue;
      const why =
        placeBefore(id) === placeAfter(id)
          ? `it stayed in ${placeBefore(id)}`
          : before === 'secret' && after?.startsWith('hand:')
            ? `it was drawn into ${after}`
            : id[0] === 'C' && before?.startsWith('hand:') && after === 'secret'
              ? `it went from ${before} back to ${placeAfter(id)}`
              : null;
      if (why) throw new Error(`${who} learns ${id} from the ${action?.name} log events, but ${why}`);
    }
  }
}

/**
 * The setup's log (AsState.log) is public and names only cards on the table, the cut's convoys (§3,
 * shown and shuffled back), solitaire draws of the wrong year or ocean (drawn face up, then discarded)
 * and which deck each storm joined.
 */
function assertSetupLogClean(state: State, where: Whereabouts): void {
  const G = state.G as AsState;
  const allowed = new Set<string>([...G.cut.map((c) => c.convoy)]);
  for (const e of G.log) {
    if ('only' in e || 'others' in e) throw new Error(`the setup log keeps a visibility field (${e.kind})`);
    if (!KINDS.has(e.kind)) throw new Error(`unknown setup log event kind ${e.kind}`);
    if (e.kind === 'stormDecks' || e.kind === 'soloUnfit') for (const id of e.ids ?? []) allowed.add(id);
  }
  for (const id of cardsNamed(G.log)) if (where.get(id) !== 'table' && !allowed.has(id)) throw new Error(`the setup log names ${id} (${where.get(id)})`);
}

/**
 * A new G.lastRound may show only cards that were face up on the table before the action, or that the
 * action itself put face up (named in its public log events); what later actions add to the same round's
 * record likewise; and its plays agree with its totals, a win names its side and trick winner, the
 * convoy goes to one player and no more cards are taken than were captured.
 */
export function assertLastRoundClean(prev: State, next: State, prevWhere: Whereabouts): void {
  const P = prev.G as AsState;
  const N = next.G as AsState;
  const last = N.lastRound;
  if (!last || last === P.lastRound) return;
  const named = cardsNamed(redactEvents(actionEvents(next), null));
  // The same round's record, added to (supply cards used, the capture, the spoils): only what is new counts.
  const update = P.lastRound !== null && P.lastRound.plays === last.plays && P.lastRound.solo === last.solo;
  const shown = new Set(update ? idsOf(P.lastRound) : []);
  for (const id of idsOf(last))
    if (!shown.has(id) && prevWhere.get(id) !== 'table' && !named.has(id)) throw new Error(`the last round shows ${id}, which was not face up`);
  if (last.plays.length) {
    const totals = { allied: 0, german: 0 };
    for (const p of last.plays) if (p.side && !p.cancelled) totals[p.side] += p.value ?? 0;
    if (totals.allied !== last.totals.allied || totals.german !== last.totals.german) throw new Error('last round totals do not match its plays');
  }
  if (last.outcome === 'win' && !last.side) throw new Error('a won round names no side');
  if (last.plays.length && last.outcome === 'win' && !last.trickWinner) throw new Error('a won round names no trick winner');
  if (last.takers.length && last.takers.filter((t) => t.convoy).length !== 1) throw new Error('the convoy goes to exactly one player');
  if (last.takers.reduce((a, t) => a + t.cards, 0) > last.captured.length) throw new Error('more cards taken than captured');
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
    if (cmp <= 0 !== (r.winners.length === 1)) throw new Error('solitaire winner does not follow §4 tie-breaks');
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
        assertLogClean(prev, state, last, prevWhere as Whereabouts, where);
        assertLastRoundClean(prev, state, prevWhere as Whereabouts);
      } else assertSetupLogClean(state, where);
      prev = state;
      prevWhere = where;
    },
  });
  return { steps: r.steps, state: r.state };
}
