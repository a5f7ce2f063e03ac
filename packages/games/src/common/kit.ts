/**
 * The game kit's boardgame.io binding: one way to turn a pure engine (common/engine.ts) into a
 * boardgame.io `Game` and a `GameModule`.
 *
 * - Plain state: moves never see immer drafts. A plugin (boardgame.io's public `fnWrap`, which wraps
 *   outside its immer wrapper) hands each move the previous state as it is (frozen, plain); the move runs
 *   the rules on the game's working copy of it and returns the new state, either with every unchanged
 *   subtree replaced by the previous state's own (`share`) or frozen at the root; immer accepts a returned
 *   replacement and leaves a frozen tree alone.
 * - Randomness only through the match's PRNG (`rngOf(random)`), handed to the rules as an argument.
 * - Every boardgame.io event is disabled for clients unless the game enables it (the host sends a
 *   GAME_EVENT only when `game.events[name] === true`); moves and hooks still use them internally.
 * - Setup validation from the zod options schema plus the player range and the game's player-count check.
 * - Active seats from the pending decision, set after every move (in stages named after the decision's
 *   kind when the game uses stages); boardgame.io turns follow the game's turns when the game has them.
 * - The standard view (common/view.ts) plus the game's masking.
 * - Every move declares its arguments (`moveArgs`); the wrapper refuses anything else, as the host does.
 * - Moves are long-form, server-only and never undone; structured log events go to the log plugin.
 */
import type { Ctx, Game } from 'boardgame.io';
import type { z } from 'zod';
import { argsProblem } from './args';
import { copyPlain, shareUnchanged } from './data';
import { decidingSeats, decisionStages, type Seat } from './decision';
import { applyMove, setupGame, type Engine, type MoveDef } from './engine';
import { illegal } from './illegal';
import { reasonText, refuse, type Reason } from './refusal';
import { eventCollector, type LogMetadata } from './log';
import type { ActionRequest, CampaignRules, GameModule, MatchResult, ViewState } from './module';
import { rngOf, type RandomApi, type Rng } from './rng';
import { standardView, type ViewOptions } from './view';

/** boardgame.io 0.50.2's events. */
export const EVENT_NAMES = ['endGame', 'endPhase', 'setPhase', 'endTurn', 'pass', 'setActivePlayers', 'endStage', 'setStage'] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/** boardgame.io turns that follow the game's own turns (ctx.currentPlayer is the turn's player). */
export interface TurnSpec<S> {
  /** The game turn now: a number that changes when a new game turn begins (undefined: unchanged). */
  number(G: S): number | undefined;
  /** Whose game turn it is; a seat outside ctx.playOrder (a solitaire ghost) keeps the current player. */
  seat(G: S): Seat | undefined;
  /** The key of G where the kit records the game turn boardgame.io's current turn belongs to. */
  key: string;
  /** The stage the turn's player starts in (boardgame.io `turn.activePlayers`), if most turns open alike. */
  opening?: string;
}

export interface GameSpec<S extends { secret: unknown; players: Record<Seat, unknown> }, Opts, V> {
  slug: string;
  title: string;
  /** One or two sentences for the lobby. */
  summary: string;
  minPlayers: number;
  maxPlayers: number;
  optionsSchema: z.ZodType<Opts>;
  /** Player counts these (valid) options allow: a reason when `numPlayers` does not fit. */
  playerCount?(options: Opts, numPlayers: number): Reason | undefined;
  engine: Engine<S, Opts>;
  /** A working copy of a (frozen) state that the rules may change. Default: a deep copy. */
  copy?(G: S): S;
  /** Return new states sharing every unchanged subtree with the previous one (and frozen); else only the root is frozen. */
  share?: boolean;
  view?: ViewOptions<S, V>;
  /** Every legal action of `seat`, computed from its view only (ai.enumerate, the default bot). */
  enumerate(view: V, seat: Seat): ReadonlyArray<{ move: string; args: unknown[] }>;
  /** ctx.gameover once the game is over ({ winners, points, ... }), else undefined. */
  gameover(G: S): Record<string, unknown> | undefined;
  /** Put deciding seats in a stage named after the decision's kind, with only the moves that answer it. */
  stages?: boolean;
  turns?: TurnSpec<S>;
  /** Events clients may call (all others are disabled). */
  events?: Partial<Record<EventName, true>>;
  bot?(view: ViewState<V>, seat: Seat, random: () => number): ActionRequest | undefined;
  result?(state: ViewState<S>): MatchResult;
  campaign?: CampaignRules<Opts>;
}

/** The key under which the plugin passes a move its plain previous state. */
const PLAIN = 'quarterdeckPlainG';

/**
 * Passes every move the plain state, from outside boardgame.io's immer wrapper (boardgame.io applies
 * custom plugins' `fnWrap` outside its own). Hooks are left alone: they only read G.
 */
export const plainStatePlugin = {
  name: 'quarterdeck-plain-state',
  fnWrap: (fn: (context: Record<string, unknown>, ...args: unknown[]) => unknown, methodType?: string) =>
    methodType === 'MOVE' ? (context: Record<string, unknown>, ...args: unknown[]) => fn({ ...context, [PLAIN]: context.G }, ...args) : fn,
};

interface MoveApi {
  ctx: Ctx;
  playerID: Seat;
  random: RandomApi;
  events: { endTurn(): void; setActivePlayers(arg: unknown): void };
  log: { setMetadata(m: LogMetadata | undefined): void };
  [PLAIN]?: unknown;
}

/** Why these room options and player count cannot start a game, or undefined. */
export function setupProblem<Opts>(
  spec: Pick<GameSpec<never, Opts, never>, 'title' | 'minPlayers' | 'maxPlayers' | 'optionsSchema' | 'playerCount'>,
  options: unknown,
  numPlayers: number,
): Reason | undefined {
  const parsed = spec.optionsSchema.safeParse(options ?? {});
  if (!parsed.success) return parsed.error.issues.map((i) => i.message).join('; ');
  if (!Number.isInteger(numPlayers) || numPlayers < spec.minPlayers || numPlayers > spec.maxPlayers)
    return refuse('playerCount', `${spec.title} takes ${spec.minPlayers}-${spec.maxPlayers} players, not ${numPlayers}`, {
      min: spec.minPlayers,
      max: spec.maxPlayers,
      n: numPlayers,
    });
  return spec.playerCount?.(parsed.data, numPlayers);
}

function sameSeats(active: Record<string, unknown> | null | undefined, next: readonly Seat[]): boolean {
  if (!active) return false;
  const now = Object.keys(active);
  return now.length === next.length && now.every((s, i) => s === next[i]);
}

function sameStages(active: Record<string, unknown> | null | undefined, want: Record<Seat, string>): boolean {
  if (!active) return false;
  const keys = Object.keys(active);
  return keys.length === Object.keys(want).length && keys.every((k) => active[k] === want[k]);
}

/** Build the boardgame.io game and the module of a game from its engine and bindings. */
export function defineGame<S extends { secret: unknown; players: Record<Seat, unknown> }, Opts, V = S>(spec: GameSpec<S, Opts, V>): GameModule<Opts, S> {
  const { engine, turns } = spec;
  const copy = spec.copy ?? copyPlain;
  const record = turns ? (G: S) => G as unknown as Record<string, number> : undefined;

  /** The active seats (or the turn change) after the state changed. */
  const settle = (G: S, ctx: Ctx, events: MoveApi['events'], inMove: boolean): void => {
    if (engine.isOver(G)) return;
    if (turns && inMove) {
      const R = record!(G);
      const last = R[turns.key];
      const now = turns.number(G) ?? last;
      if (now !== last) {
        R[turns.key] = now;
        events.endTurn(); // the new turn's onBegin sets its active seats
        return;
      }
    }
    const d = engine.decision(G);
    if (spec.stages) {
      const want = decisionStages(d);
      if (!sameStages(ctx.activePlayers, want)) events.setActivePlayers({ value: want });
    } else {
      const next = decidingSeats(d);
      if (!sameSeats(ctx.activePlayers, next)) events.setActivePlayers(next);
    }
  };

  const wrap = (name: string, def: MoveDef<S>) => ({
    move: (api: MoveApi, ...args: unknown[]) => {
      const base = api[PLAIN] as S | undefined;
      if (base === undefined) throw new Error(`${spec.slug}: the kit's plain-state plugin is missing from game.plugins`);
      const parsed = def.args.safeParse(args);
      if (!parsed.success) return illegal(argsProblem(name, parsed.error));
      // The log plugin's data object belongs to the state the move starts from: clear what an earlier
      // action on the same state (a retry) may have left there, so it cannot reach this entry.
      api.log.setMetadata(undefined);
      const G = copy(base);
      const log = eventCollector();
      // A move that draws randomness can never be taken back (the draw would be known): the kit watches.
      const random = rngOf(api.random);
      let drew = false;
      const rng: Rng = {
        die: (sides) => ((drew = true), random.die(sides)),
        shuffle: (items) => ((drew = true), random.shuffle(items)),
      };
      const problem = applyMove(engine as Engine<S, unknown>, G, api.playerID, name, parsed.data, rng, log.emit);
      if (problem) return illegal(problem);
      const undo = def.undoable === true && !drew;
      if (log.events.length || undo) api.log.setMetadata(undo ? { events: log.events, undo: true } : { events: log.events });
      settle(G, api.ctx, api.events, true);
      return spec.share ? (shareUnchanged(G, base, true) as S) : Object.freeze(G);
    },
    // Moves read secret state and draw randomness: server only, never undone.
    client: false,
    undoable: false,
    ...(def.redact ? { redact: true } : {}),
  });

  const moves: Record<string, ReturnType<typeof wrap>> = {};
  for (const [name, def] of Object.entries(engine.moves)) moves[name] = wrap(name, def);

  const stageTable: Record<string, { moves: Record<string, ReturnType<typeof wrap>> }> = {};
  if (spec.stages)
    for (const [name, def] of Object.entries(engine.moves)) for (const kind of def.answers) (stageTable[kind] ??= { moves: {} }).moves[name] = moves[name];

  const turnSeat = (G: S, ctx: Ctx): Seat => {
    const s = turns?.seat(G);
    if (s !== undefined && ctx.playOrder.includes(s)) return s;
    return ctx.playOrder.includes(ctx.currentPlayer) ? ctx.currentPlayer : ctx.playOrder[0];
  };
  const position = ({ G, ctx }: { G: S; ctx: Ctx }) => Math.max(0, ctx.playOrder.indexOf(turnSeat(G, ctx)));

  const events = Object.fromEntries(EVENT_NAMES.map((e) => [e, spec.events?.[e] === true])) as Record<EventName, boolean>;

  const game: Game<S> = {
    name: spec.slug,
    minPlayers: spec.minPlayers,
    maxPlayers: spec.maxPlayers,
    disableUndo: true,
    plugins: [plainStatePlugin as never],
    validateSetupData: (setupData: { options?: unknown } | undefined, numPlayers: number) => {
      const problem = setupProblem(spec, setupData?.options, numPlayers);
      return problem === undefined ? undefined : reasonText(problem);
    },
    setup: ({ ctx, random }, setupData?: { options?: unknown }) => {
      const options = spec.optionsSchema.parse(setupData?.options ?? {});
      const problem = setupProblem(spec, options, ctx.numPlayers);
      if (problem) throw new Error(reasonText(problem));
      const G = setupGame(engine, { seats: [...ctx.playOrder], options, rng: rngOf(random as unknown as RandomApi) });
      if (turns) record!(G)[turns.key] = turns.number(G) ?? 0;
      return G;
    },
    moves,
    turn: {
      ...(turns ? { order: { first: position, next: position } } : {}),
      ...(turns?.opening ? { activePlayers: { currentPlayer: turns.opening } } : {}),
      // Reads G only: the active seats of the new turn (and of the match's first turn).
      onBegin: ({ G, ctx, events: ev }) => settle(G, ctx, ev as unknown as MoveApi['events'], false),
      ...(spec.stages ? { stages: stageTable } : {}),
    },
    endIf: ({ G }) => spec.gameover(G),
    playerView: ({ G, playerID }) => standardView<S, V>(G, playerID, spec.view) as unknown as S,
    events,
    ai: {
      enumerate: (G: S, _ctx: Ctx, playerID: Seat) => spec.enumerate(G as unknown as V, playerID).map((a) => ({ move: a.move, args: a.args })),
    },
  };

  const moveArgs: Record<string, z.ZodType<unknown[]>> = {};
  for (const [name, def] of Object.entries(engine.moves)) moveArgs[name] = def.args as z.ZodType<unknown[]>;

  return {
    slug: spec.slug,
    title: spec.title,
    summary: spec.summary,
    minPlayers: spec.minPlayers,
    maxPlayers: spec.maxPlayers,
    optionsSchema: spec.optionsSchema,
    playerCountOk: (options, numPlayers) => setupProblem(spec, options, numPlayers),
    game,
    moveArgs: Object.freeze(moveArgs),
    ...(spec.bot ? { bot: spec.bot as unknown as GameModule<Opts, S>['bot'] } : {}),
    ...(spec.result ? { result: spec.result } : {}),
    ...(spec.campaign ? { campaign: spec.campaign } : {}),
  };
}
