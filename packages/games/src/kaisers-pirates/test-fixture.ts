/**
 * Test helpers (not a test file): build a table with chosen ships, hands and decks, then drive the pure
 * engine with scripted dice, applying moves as the game kit does (moves.ts). Dice are written
 * [sides, value] in the order of rules/dice.ts. The log events of a table's moves are kept beside it
 * (`logged`), as a match's log entries keep them.
 */
import type { LogEvent } from '../common/log';
import { seededRandom } from '../common/random';
import { ACTION_CARDS, MERCHANT, WARSHIP } from './data';
import { optionsSchema, type KaisersPiratesOptions } from './options';
import { rngFrom, scriptedRng, type Rng } from './rules/dice';
import { answerMove as answer, newGame } from './moves';
import { run } from './rules/engine';
import { decodeEvent, type EventKind, type EventOf, type KPEvent } from './rules/events';
import { syncPublic } from './rules/state';
import type { GameState, Ship, Side } from './rules/types';

export type ShipSpec = string | { id: string; rec?: boolean; dmg?: number; ls?: boolean; refuge?: number; card?: string | null; orig?: Side; prize?: boolean };

export interface TableSpec {
  players: number;
  options?: Partial<KaisersPiratesOptions>;
  ships?: Record<Side, ShipSpec[]>;
  merchants?: Record<Side, ShipSpec[]>;
  hands?: Record<Side, string[]>;
  /** Action draw pile, next draw FIRST. Defaults to the unused cards. */
  deckTop?: string[];
  /** Cards that stay in the discard pile (bottom first). */
  discard?: string[];
  /** Solitaire deck, next draw FIRST. */
  solitaireTop?: string[];
  turnNo?: number;
}

function mkShip(spec: ShipSpec, merchantRow: boolean): Ship {
  const s = typeof spec === 'string' ? { id: spec } : spec;
  if (merchantRow) return { id: s.id, kind: 'merchant', rec: true, dmg: s.dmg ?? 0, ls: false };
  if (MERCHANT[s.id]) return { id: s.id, kind: 'prize', rec: s.rec ?? false, dmg: s.dmg ?? 0, ls: false, orig: s.orig ?? '0' };
  const kind = WARSHIP[s.id].kind;
  const ship: Ship = { id: s.id, kind, rec: kind === 'warship' ? true : (s.rec ?? false), dmg: s.dmg ?? 0, ls: s.ls ?? false };
  if (s.refuge !== undefined) ship.refuge = { card: s.card ?? null, entered: s.refuge };
  return ship;
}

/** A table in the middle of a game; the turn of `seat` has not started yet (call begin()). */
export function table(spec: TableSpec): GameState {
  const options = optionsSchema.parse(spec.options ?? {});
  const G = newGame(spec.players, options, rngFrom(seededRandom(99)));
  G.pending = null;
  G.secret.stack = [];
  G.turn = null;
  delete G.opening;
  journals.set(G, []);
  const used = new Set<string>();
  // Cards the fixture's `spec` names are removed from wherever the initial deal put them.
  const named = new Set<string>();
  for (const rows of [spec.ships, spec.merchants]) for (const side in rows ?? {}) for (const x of rows![side]) named.add(typeof x === 'string' ? x : x.id);
  for (const side in spec.hands ?? {}) for (const c of spec.hands![side]) named.add(c);
  for (const c of [...(spec.deckTop ?? []), ...(spec.discard ?? [])]) named.add(c);
  for (const side of G.sides) {
    const f = G.forces[side];
    f.ships = f.ships.filter((x) => !named.has(x.id));
    f.merchants = f.merchants.filter((x) => !named.has(x.id));
    const h = side === G.ghost ? G.secret.ghostHand : G.players[side].hand;
    const keep = h.filter((c) => !named.has(c));
    h.length = 0;
    h.push(...keep);
  }
  for (const side of G.sides) {
    const f = G.forces[side];
    if (spec.ships?.[side]) f.ships = spec.ships[side].map((x) => mkShip(x, false));
    if (spec.merchants?.[side]) f.merchants = spec.merchants[side].map((x) => mkShip(x, true));
    if (spec.hands?.[side]) {
      const h = side === G.ghost ? G.secret.ghostHand : G.players[side].hand;
      h.length = 0;
      h.push(...spec.hands[side]);
    }
  }
  for (const side of G.sides) {
    for (const s of [...G.forces[side].ships, ...G.forces[side].merchants]) used.add(s.id);
    for (const c of side === G.ghost ? G.secret.ghostHand : G.players[side].hand) used.add(c);
  }
  // Ship decks: everything not on the table.
  G.secret.warship = Object.keys(WARSHIP)
    .filter((id) => !used.has(id))
    .reverse();
  G.secret.merchant = Object.keys(MERCHANT)
    .filter((id) => !used.has(id))
    .reverse();
  G.decks.warshipUsed = [];
  G.decks.merchantUsed = [];
  const out = new Set(G.decks.outOfGame);
  const discard = spec.discard ?? [];
  for (const c of discard) used.add(c);
  const top = spec.deckTop ?? [];
  for (const c of top) used.add(c);
  const rest = ACTION_CARDS.map((a) => a.id).filter((id) => !used.has(id) && !out.has(id));
  G.secret.action = [...rest, ...top.slice().reverse()];
  G.secret.setAside = [];
  G.secret.discard = discard.slice();
  if (spec.solitaireTop) {
    const others = G.secret.solitaire.filter((id) => !spec.solitaireTop!.includes(id));
    G.secret.solitaire = [...others, ...spec.solitaireTop.slice().reverse()];
    G.decks.solitaireUsed = [];
  }
  G.turnCount = spec.turnNo ?? 10;
  return G;
}

/** Start `seat`'s turn with the given dice (for refuge upkeep, Deception...). */
export function begin(G: GameState, seat: Side, dice: Array<[number, number]> = []): void {
  G.next = { seat, extra: false };
  const rng = scriptedRng(dice);
  run(G, rng, journal(G));
  syncPublic(G); // as the kit does after every move
  expect(rng.left()).toBe(0);
}

/** Apply a move with scripted dice; throws with the reason if illegal; asserts every die was used. */
export function act(
  G: GameState,
  seat: Side,
  move: string,
  args: unknown[],
  dice: Array<[number, number]> = [],
  shuffle?: <T>(items: readonly T[]) => T[],
): void {
  const rng = scriptedRng(dice, shuffle);
  const events: LogEvent[] = [];
  const problem = answer(G, rng, seat, move, args, (e) => void events.push(e));
  if (problem) throw new Error(`${move} rejected: ${problem}`);
  for (const e of events) journal(G)(e);
  expect(rng.left()).toBe(0);
}

/** The reason a move is illegal (the state is left unchanged by the engine's validators). */
export function reason(G: GameState, seat: Side, move: string, args: unknown[]): string | undefined {
  const copy = JSON.parse(JSON.stringify(G)) as GameState;
  return answer(copy, rngFrom(seededRandom(1)), seat, move, args);
}

/** The log events of every move on this table so far (as emitted: with their visibility fields). */
const journals = new WeakMap<GameState, LogEvent[]>();

function journal(G: GameState): (e: LogEvent) => void {
  let j = journals.get(G);
  if (!j) journals.set(G, (j = []));
  return (e) => void j.push(e);
}

/** The raw log events of the table's moves (with `only` / `others`). */
export function rawEvents(G: GameState): LogEvent[] {
  return journals.get(G) ?? [];
}

/** The table's log events as the rules emitted them (decoded; the full form of a limited event). */
export function logged(G: GameState): KPEvent[];
export function logged<K extends EventKind>(G: GameState, kind: K): EventOf<K>[];
export function logged(G: GameState, kind?: EventKind): KPEvent[] {
  const all = rawEvents(G).map((e) => {
    const d = decodeEvent(e);
    if (!d) throw new Error(`an event does not decode: ${JSON.stringify(e)}`);
    return d;
  });
  return kind ? all.filter((e) => e.kind === kind) : all;
}

/** The totals of an event's rolls, in order (attack vs defence, challenge vs response...). */
export function totals(e: { rolls: { total: number }[] }): number[] {
  return e.rolls.map((r) => r.total);
}

export function ship(G: GameState, id: string): Ship | undefined {
  for (const s of G.sides) {
    const f = G.forces[s];
    const x = f.ships.find((y) => y.id === id) ?? f.merchants.find((y) => y.id === id);
    if (x) return x;
  }
  return undefined;
}

export function vaIds(G: GameState, side: Side): string[] {
  return G.forces[side].va.map((e) => e.id);
}

export type { Rng };
