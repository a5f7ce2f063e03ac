/**
 * Invariants checked by the random-playout tests (not a test file): every card is in exactly one place,
 * scores add up, no view holds anything its viewer may not see, and every move's log events are valid
 * and name, for each viewer, only cards that viewer may see.
 */
import { LogMetadataSchema, redactEvents, type LogEvent, type PublicLogEvent } from '../common/log';
import { ACTION_CARDS, MERCHANTS, SOLITAIRE_CARDS, WARSHIPS } from './data';
import { cardsOf, decodeEvent } from './rules/events';
import { roundPoints, vaTotal } from './rules/scoring';
import type { GameState, PublicState, Side } from './rules/types';
import { playerView } from './view';

function fail(msg: string): never {
  throw new Error(msg);
}

/** Every action, warship, merchant and solitaire card is in exactly one place [2.1, 2.4]. */
export function checkConservation(G: GameState): void {
  const seen = new Set<string>();
  const where: string[] = [];
  const put = (ids: readonly string[], loc: string) => {
    for (const id of ids) {
      if (seen.has(id)) fail(`card ${id} is in ${loc} and also in one of: ${where.join(', ')}`);
      seen.add(id);
    }
    where.push(loc);
  };
  put(G.decks.outOfGame, 'out of game');
  put(G.secret.action, 'action deck');
  put(G.secret.setAside, 'set aside');
  put(G.secret.discard, 'discard');
  put(G.secret.ghostHand, 'ghost hand');
  for (const s of G.seats) put(G.players[s].hand, `hand ${s}`);
  put(G.secret.warship, 'warship deck');
  put(G.decks.warshipUsed, 'warship used');
  put(G.secret.merchant, 'merchant deck');
  put(G.decks.merchantUsed, 'merchant used');
  for (const side of G.sides) {
    const f = G.forces[side];
    put(
      f.ships.map((x) => x.id),
      `ships ${side}`,
    );
    put(
      f.ships.filter((x) => x.refuge?.card).map((x) => x.refuge!.card!),
      `refuges ${side}`,
    );
    put(
      f.merchants.map((x) => x.id),
      `merchants ${side}`,
    );
    put(
      f.va.filter((e) => e.deck !== 'virtual').map((e) => e.id),
      `VA ${side}`,
    );
    if (f.pending?.card) put([f.pending.card], `pending on ${side}`);
  }
  // Cards of the turn in flight: committed and reaction cards not yet discarded.
  const t = G.turn;
  if (t) {
    const flight = [...(t.seat === G.ghost ? [] : G.players[t.seat].committed), ...t.reacted.map((r) => r.card), ...t.discards.map((d) => d.card)];
    put(
      flight.filter((id) => !seen.has(id)),
      'in play this turn',
    );
  }
  if (seen.size !== ACTION_CARDS.length + WARSHIPS.length + MERCHANTS.length) {
    const missing = [...ACTION_CARDS, ...WARSHIPS, ...MERCHANTS].map((x) => x.id).filter((id) => !seen.has(id));
    fail(`cards lost: ${missing.join(', ') || 'none'}; ${seen.size} places counted`);
  }
  if (G.mode === 'solo') {
    const sol = [...G.secret.solitaire, ...G.decks.solitaireUsed];
    if (sol.length !== SOLITAIRE_CARDS.length || new Set(sol).size !== sol.length) fail(`solitaire deck holds ${sol.length} cards`);
  }
  // Public counts match the secret piles.
  if (G.decks.actionCount !== G.secret.action.length) fail('public action count is stale');
  for (const s of G.sides) {
    const h = s === G.ghost ? G.secret.ghostHand : G.players[s].hand;
    if (G.forces[s].handCount !== h.length) fail(`public hand count of ${s} is stale`);
    if (G.forces[s].merchants.length > 3) fail(`${s} has more than three merchants`);
  }
}

/** Scores add up: totals are the sum of the rounds; RP follow from VA [2.3.3]; the winner is right [2.5]. */
export function checkScoring(G: GameState): void {
  for (const s of G.sides) {
    const rp = G.history.reduce((a, h) => a + h.rp[s], 0);
    const va = G.history.reduce((a, h) => a + h.va[s], 0);
    if (rp !== G.totals.rp[s] || va !== G.totals.va[s]) fail(`totals of ${s} do not add up`);
  }
  for (const h of G.history) {
    const rp = roundPoints(h.va, G.sides);
    for (const s of G.sides) if (rp[s] !== h.rp[s]) fail(`round ${h.round} RP of ${s} inconsistent`);
    for (const s of G.sides) if (h.rp[s] < 0 || h.rp[s] > G.sides.length) fail('RP out of range');
  }
  // VA piles of the current round agree with vaTotal (sanity of the pile data).
  for (const s of G.sides) if (vaTotal(G.forces[s].va) < 0) fail('negative VA');
  if (G.result) {
    if (G.history.length < 3) fail('the game ended before three rounds');
    const groups: Side[][] = G.teams ?? G.sides.map((s) => [s]);
    const rp = (g: Side[]) => g.reduce((a, s) => a + G.totals.rp[s], 0);
    const best = Math.max(...groups.map(rp));
    for (const w of G.result.winners) {
      const g = groups.find((x) => x.includes(w))!;
      if (rp(g) !== best && G.history.length <= 3 + G.options.maxTieBreakRounds) {
        // A winner always has the highest RP unless contenders were narrowed by tie-break rounds.
        if (G.history.length === 3) fail(`winner ${w} does not have the most Round Points`);
      }
    }
  }
}

/** Card ids a viewer must not see (viewer null = spectator). */
export function hiddenFrom(G: GameState, viewer: Side | null): Set<string> {
  const h = new Set<string>();
  const known = new Set<string>(
    viewer !== null && G.players[viewer]
      ? [...G.players[viewer].knownTop, ...(G.players[viewer].intelHand?.cards ?? []), ...(G.players[viewer].intelDeck ?? [])]
      : [],
  );
  const add = (id: string) => {
    if (!known.has(id)) h.add(id);
  };
  for (const s of G.seats) if (s !== viewer) for (const c of G.players[s].hand) add(c);
  for (const c of G.secret.ghostHand) add(c);
  for (const c of G.secret.action) add(c);
  for (const c of G.secret.setAside) add(c);
  const top = new Set(G.decks.discardTop);
  for (const c of G.secret.discard) if (!top.has(c)) add(c);
  for (const c of G.secret.warship) add(c);
  for (const c of G.secret.merchant) add(c);
  const t = G.turn;
  if (t && t.seat !== viewer && t.seat !== G.ghost) {
    for (const s of t.slots) if (!s.revealed) add(G.players[t.seat].committed[s.n]);
  }
  if (t?.deceptionCard) h.delete(t.deceptionCard); // the Deception card is shown to all [3.3.8]
  // A card can be hidden and placed publicly at once only transiently; public places win.
  for (const side of G.sides) {
    const f = G.forces[side];
    for (const x of f.ships) if (x.refuge?.card) h.delete(x.refuge.card);
    for (const e of f.va) h.delete(e.id);
    if (f.pending?.card) h.delete(f.pending.card);
  }
  return h;
}

/** Every string value in an object tree. */
function strings(x: unknown, out: Set<string>): Set<string> {
  if (typeof x === 'string') out.add(x);
  else if (Array.isArray(x)) for (const v of x) strings(v, out);
  else if (x && typeof x === 'object') for (const k in x as Record<string, unknown>) strings((x as Record<string, unknown>)[k], out);
  return out;
}

/** Where a value occurs in an object (for failure messages). */
function pathOf(x: unknown, id: string, path = ''): string | null {
  if (x === id) return path;
  if (x && typeof x === 'object') {
    for (const [k, v] of Object.entries(x)) {
      const p = pathOf(v, id, `${path}.${k}`);
      if (p) return p;
    }
  }
  return null;
}

/** The view of each seat and of a spectator holds nothing hidden from that viewer [2.2]. */
export function checkViews(G: GameState): void {
  const viewers: (Side | null)[] = [...G.seats, null];
  for (const v of viewers) {
    const view = playerView(G, v) as PublicState & { secret?: unknown };
    if (view.secret !== undefined) fail('a view holds G.secret');
    const keys = Object.keys(view.players);
    if (keys.some((k) => k !== v)) fail(`the view of ${v} holds another seat's private part`);
    // The round history is a record of the past (the random cap discards are public [2.3.1]); so are the
    // setup's log events, each viewer's copy redacted as a log entry's is (checked with checkEvents).
    const { history: _h, opening, ...rest } = view;
    void _h;
    if (JSON.stringify(opening) !== JSON.stringify(G.opening && redactEvents(G.opening, v))) fail(`the view of ${v} holds the setup's log events unredacted`);
    const seen = strings(rest, new Set());
    let leak: string | null = null;
    for (const id of hiddenFrom(G, v)) if (seen.has(id)) leak = id;
    if (leak) fail(`the view of ${v === null ? 'a spectator' : `seat ${v}`} shows hidden card ${leak} at ${pathOf(rest, leak)}`);
    if (G.options.hideCommitOrientation && G.turn && G.turn.seat !== v) {
      if (view.turn!.slots.some((s) => !s.revealed && s.half !== 'hidden')) fail('orientation of a face-down card leaked');
    }
  }
}

/**
 * Is this card somewhere `viewer` (a seat, or null for a spectator) may not see? The same places as
 * hiddenFrom(G, viewer), for one card.
 */
function isHiddenFrom(G: GameState, viewer: Side | null, id: string): boolean {
  const f = (xs: readonly string[]) => xs.includes(id);
  const t = G.turn;
  if (t?.deceptionCard === id) return false;
  for (const side of G.sides) {
    const fo = G.forces[side];
    if (fo.pending?.card === id || fo.va.some((e) => e.id === id) || fo.ships.some((x) => x.refuge?.card === id)) return false;
  }
  const me = viewer !== null ? G.players[viewer] : undefined;
  if (me && (f(me.knownTop) || f(me.intelHand?.cards ?? []) || f(me.intelDeck ?? []))) return false;
  if (G.seats.some((s) => s !== viewer && f(G.players[s].hand))) return true;
  if (f(G.secret.ghostHand) || f(G.secret.action) || f(G.secret.setAside) || f(G.secret.warship) || f(G.secret.merchant)) return true;
  if (f(G.secret.discard) && !f(G.decks.discardTop)) return true;
  if (t && t.seat !== viewer && t.seat !== G.ghost && t.slots.some((s) => !s.revealed && G.players[t.seat].committed[s.n] === id)) return true;
  return false;
}

/**
 * A move's log events (from its log entry's metadata) are valid: they parse as the kit's log metadata (at
 * most 200 events, bounded fields: an invalid entry would lose them all). Each viewer's copy decodes as this
 * game's events (checkEvents).
 */
export function checkEventsValid(metadata: unknown): LogEvent[] {
  if (metadata === undefined) return [];
  const parsed = LogMetadataSchema.safeParse(metadata);
  if (!parsed.success)
    fail(
      `a log entry's events do not parse: ${parsed.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('; ')}`,
    );
  return parsed.data.events;
}

/** Cards that are on the table, in a VA pile or face up somewhere: hidden from nobody. */
const publicMemo = new WeakMap<GameState, Set<string>>();
function publicIds(G: GameState): Set<string> {
  let out = publicMemo.get(G);
  if (out) return out;
  out = new Set<string>([...G.decks.warshipUsed, ...G.decks.merchantUsed, ...G.decks.outOfGame, ...G.decks.discardTop]);
  for (const side of G.sides) {
    const f = G.forces[side];
    for (const x of [...f.ships, ...f.merchants]) out.add(x.id);
    for (const e of f.va) out.add(e.id);
  }
  publicMemo.set(G, out);
  return out;
}

/**
 * Every viewer's copy of a move's events decodes as this game's events and names only cards the viewer
 * may see: none may be hidden from that viewer both before and after the action unless it went to the
 * discard pile in between (revealed, then discarded face up [3.1.5]). In solitaire, discards are face down
 * [5.2.1]: discard events name no card.
 */
export function checkEvents(prev: GameState, next: GameState, events: readonly LogEvent[]): void {
  const viewers: (Side | null)[] = [...next.seats, null];
  // An action that ends a round returns every card to the action deck: "after" says nothing then.
  const roundOver = next.history.length !== prev.history.length;
  for (const e of events) {
    // The copies of this event, and who gets each (an event without `only` is the same for everybody).
    const copies: [PublicLogEvent, (Side | null)[]][] = [];
    if (!e.only) copies.push([redactEvents([e], null)[0], viewers]);
    else {
      const inside = viewers.filter((v) => v !== null && e.only!.includes(v));
      if (inside.length) copies.push([redactEvents([e], inside[0])[0], inside]);
      const outside = viewers.filter((v) => !inside.includes(v));
      if (e.others && outside.length) copies.push([redactEvents([e], null)[0], outside]);
    }
    for (const [copy, who] of copies) {
      const d = decodeEvent(copy);
      if (!d) fail(`an event does not decode: ${JSON.stringify(copy)}`);
      if (next.mode === 'solo' && d.kind === 'discard' && d.cards.length) fail(`a solitaire discard names cards: ${JSON.stringify(copy)}`);
      if (roundOver) continue;
      for (const id of cardsOf(d)) {
        if (publicIds(prev).has(id) || publicIds(next).has(id) || next.secret.discard.includes(id)) continue;
        for (const v of who) {
          if (isHiddenFrom(prev, v, id) && isHiddenFrom(next, v, id))
            fail(`the ${d.kind} event shown to ${v === null ? 'a spectator' : `seat ${v}`} names hidden card ${id}: ${JSON.stringify(copy)}`);
        }
      }
    }
  }
}
