/**
 * The Kaiser's Pirates as the game kit sees it (common/engine.ts): setup, the pending decision
 * (G.pending), every move with the exact list of arguments it takes, and the public summaries
 * (rules/state.ts syncPublic), synced by the kit after setup and after every move. Every move hands its
 * answer to the procedure interpreter (rules/engine.ts), whose top frame checks it .
 * Pure: no boardgame.io import.
 */
import { reasonText } from '../common/refusal';
import { z } from 'zod';
import { id, idList, seatId, smallInt } from '../common/args';
import { copyPlain } from '../common/data';
import { applyMove, setupGame, type Engine, type MoveDef } from '../common/engine';
import type { LogEvent } from '../common/log';
import type { KaisersPiratesOptions } from './options';
import type { Rng } from './rules/dice';
import { interp } from './rules/engine';
import { syncPublic, sideName } from './rules/state';
import { createGame } from './rules/setup';
import type { GameState, Side } from './rules/types';

// ---------------------------------------------------------------- argument schemas

/** Slots of a turn's committed cards (one per card in hand at most). */
const slot = smallInt(30);
/** Ship or card ids: at most every merchant of the game (61) in one list. */
const ships = idList(64);

/** One committed card: which half, and the ship it sits on (or null / absent: in front of the Force) [3.2.1]. */
const CommitEntry = z.strictObject({ card: id(), half: z.enum(['intercept', 'action']), on: id().nullable().optional() });

/** Everything a reveal may need (rules/legal.ts RevealParams): which fields apply depends on the card [3.2.8]. */
const RevealParams = z.strictObject({
  targets: ships.optional(),
  goodHunting: slot.optional(),
  shippingLanes: slot.optional(),
  surprise: slot.optional(),
  boarding: z
    .array(z.strictObject({ slot, merchant: id() }))
    .max(30)
    .optional(),
  target: id().optional(),
  side: seatId.optional(),
  mode: z.enum(['torpedo', 'mines', 'hand', 'deck']).optional(),
  order: ships.optional(),
  ship: id().optional(),
});

// ---------------------------------------------------------------- moves

/**
 * A move whose answer goes to the interpreter's top frame. The first move also carries the setup's log
 * events (the deal, the first player's roll), which wait in G.opening until then.
 */
function answer<A extends unknown[]>(name: string, args: z.ZodType<A>, answers: string[], redact = false): MoveDef<GameState, A> {
  return {
    args,
    answers,
    ...(redact ? { redact: true } : {}),
    apply: (G, m, ...a) => {
      if (G.opening) {
        for (const e of G.opening) m.emit(e);
        delete G.opening;
      }
      return interp.answer({ G, rng: m.rng, emit: m.emit }, m.seat, { move: name, args: a });
    },
  };
}

const moves = {
  /** Commit cards face down: a list of entries, possibly empty [3.2]. Secret [3.2.1]. */
  commit: answer('commit', z.tuple([z.array(CommitEntry).max(30)]), ['commit'], true),
  /** Reveal the card in a slot, with what it targets (absent: nothing to name) [3.2.8]. */
  reveal: answer('reveal', z.tuple([slot, RevealParams.optional()]), ['act']),
  /** A ship leaves its Island Refuge; in the team game it may join the teammate (true) [3.3.17, 4.6]. */
  leaveRefuge: answer('leaveRefuge', z.tuple([id(), z.boolean().optional()]), ['act']),
  /** 6.12: a prize resupplies one of your ships with Limited Supplies. */
  prizeResupply: answer('prizeResupply', z.tuple([id(), id()]), ['act']),
  /** End the turn, optionally with the order of your discards, bottom first [3.1.5]. */
  finishTurn: answer('finishTurn', z.tuple([ships.nullable().optional()]), ['act']),
  /** The next merchant of a multiple intercept, with a Surprise Attack or Boarding Party slot [3.2.3]. */
  nextTarget: answer('nextTarget', z.tuple([id(), z.strictObject({ surprise: slot.optional(), boarding: slot.optional() }).optional()]), ['target']),
  /** Play a reaction card [3.2.2]. */
  react: answer('react', z.tuple([id()]), ['react']),
  /** Play no reaction. */
  decline: answer('decline', z.tuple([]), ['react']),
  /** Answer a question with one of its options. */
  choose: answer('choose', z.tuple([id()]), ['choose']),
  /** Intelligence: the new order of the cards looked at, next draw first [3.3.14]. Secret. */
  intelOrder: answer('intelOrder', z.tuple([ships]), ['intel'], true),
  /** The surviving warships/raiders kept for the next round [2.4.1]. */
  keepShips: answer('keepShips', z.tuple([ships]), ['retain']),
};

export const engine: Engine<GameState, KaisersPiratesOptions> = {
  name: 'kaisers-pirates',
  setup: ({ seats, options, rng }) => {
    // The setup has no log entry of its own: its events wait in G.opening for the first move's.
    const opening: LogEvent[] = [];
    const emit = (e: LogEvent) => void opening.push(e);
    const G = createGame(seats.length, options, { rng, emit });
    interp.run({ G, rng, emit });
    if (opening.length) G.opening = opening;
    return G;
  },
  moves,
  decision: (G) => G.pending,
  isOver: (G) => !!G.result,
  syncPublic,
  seatName: (G, seat) => sideName(G, seat),
};

/** A new game as the kit starts it (setup, then the public summaries). */
export function newGame(numPlayers: number, options: KaisersPiratesOptions, rng: Rng): GameState {
  return setupGame(engine, { seats: Array.from({ length: numPlayers }, (_, i) => String(i)), options, rng });
}

/** Apply `seat`'s move as the kit does (arguments unchecked), its log events to `emit`; the reason it is illegal, or undefined. */
export function answerMove(G: GameState, rng: Rng, seat: Side, move: string, args: unknown[], emit?: (e: LogEvent) => void): string | undefined {
  const r = applyMove(engine, G, seat, move, args, rng, emit);
  return r === undefined ? undefined : reasonText(r);
}

/**
 * A mutable copy for the engine. Parts the engine never mutates in place are shared: the options, the
 * seating, the round history (replaced, never pushed) and the setup's log events (only ever removed).
 */
export function workingCopy(G: GameState): GameState {
  const { options, sides, seats, teams, history, opening, ...rest } = G;
  const out = copyPlain(rest) as GameState;
  out.options = options;
  out.sides = sides;
  out.seats = seats;
  out.teams = teams;
  out.history = history;
  if (opening) out.opening = opening;
  return out;
}
