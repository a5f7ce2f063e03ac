/**
 * A game engine as the kit sees it: pure rules over plain state, with one pending decision, a table of
 * moves (each with its argument schema and the rules function it runs) and one function that keeps the
 * public summaries in step with the hidden state. `setupGame` and `applyMove` are the only ways the kit
 * (and the tests) start a game and apply an answer, and the one place public summaries are synced.
 * Pure: no boardgame.io import (the binding is common/kit.ts).
 */
import { refuse, type Reason } from './refusal';
import type { z } from 'zod';
import { decidingSeats, type Decision, type Seat } from './decision';
import type { LogEvent } from './log';
import type { Rng } from './rng';

/** What a move's rules get besides the state: who answers, the match's randomness, the structured log. */
export interface MoveContext {
  seat: Seat;
  rng: Rng;
  /** Emit a structured log event (common/log.ts) for this move. */
  emit(e: LogEvent): void;
}

export interface MoveDef<S, A extends unknown[] = any[]> {
  /** The exact argument list (a zod tuple, see common/args.ts). */
  args: z.ZodType<A>;
  /** The decision kinds this move answers (boardgame.io stages when the game uses them; documentation otherwise). */
  answers: readonly string[];
  /** The arguments are secret: other viewers' copies of the log entry lose them. */
  redact?: boolean;
  /**
   * The move reveals nothing to anyone (no hidden card shown, no secret told): its seat may take it back
   * while nobody has acted since (the platform's undo). A move that draws randomness is never undoable,
   * whatever this says (the kit sees the draw).
   */
  undoable?: boolean;
  /** Apply the move to `G` (a working copy); a reason when it is illegal (the copy is then thrown away). */
  apply(G: S, m: MoveContext, ...args: A): Reason | undefined;
}

/** Declare a move; the argument types of `apply` follow from the schema. */
export function defineMove<S, A extends unknown[]>(def: MoveDef<S, A>): MoveDef<S, A> {
  return def;
}

export interface SetupParams<Opts> {
  /** The seats, in play order. */
  seats: Seat[];
  options: Opts;
  rng: Rng;
}

export interface Engine<S, Opts> {
  /** The game's slug, for messages. */
  name: string;
  /** A new game (options already validated, player count already checked). */
  setup(p: SetupParams<Opts>): S;
  moves: Readonly<Record<string, MoveDef<S>>>;
  /** The decision the game waits for (null when none, e.g. once the game is over). */
  decision(G: S): Decision | null;
  isOver(G: S): boolean;
  /** Recompute every public summary (counts, sizes, face-up tops) from the hidden state. */
  syncPublic?(G: S): void;
  /** A seat's name in messages (default "Player N"). */
  seatName?(G: S, seat: Seat): string;
}

/** Start a game: the engine's setup, then the public summaries. */
export function setupGame<S, Opts>(engine: Engine<S, Opts>, p: SetupParams<Opts>): S {
  const G = engine.setup(p);
  engine.syncPublic?.(G);
  return G;
}

/**
 * Apply `seat`'s move `name` with `args` (already validated against the move's schema, see the kit) to
 * `G`, in place: the game must be going on, waiting for a decision of this seat; then the move's rules
 * run and the public summaries are synced. Returns the reason the move is illegal, or undefined.
 */
export function applyMove<S>(
  engine: Engine<S, unknown>,
  G: S,
  seat: Seat,
  name: string,
  args: readonly unknown[],
  rng: Rng,
  emit: (e: LogEvent) => void = () => {},
): Reason | undefined {
  const def = Object.prototype.hasOwnProperty.call(engine.moves, name) ? engine.moves[name] : undefined;
  if (!def) return refuse('noSuchMove', `There is no move called "${name}"`);
  if (engine.isOver(G)) return refuse('gameOver', 'The game is over');
  const d = engine.decision(G);
  if (!d) return refuse('nothingWaiting', 'Nothing is waiting for an answer');
  const seats = decidingSeats(d);
  if (!seats.includes(seat)) {
    const seatName = engine.seatName ?? ((_: S, s: Seat) => `Player ${Number(s) + 1}`);
    // The seats as players count them (1 up), so the sentence reads the same in every language.
    return refuse('notYourDecision', `It is not your decision: waiting for ${seats.map((s) => seatName(G, s)).join(', ')}`, {
      seats: seats.map((s) => Number(s) + 1).join(', '),
      count: seats.length,
    });
  }
  const problem = def.apply(G, { seat, rng, emit }, ...(args as unknown[]));
  if (problem) return problem;
  engine.syncPublic?.(G);
  return undefined;
}
