/**
 * The boardgame.io Game for The Kaiser's Pirates. A thin wrapper: every move hands its arguments to the pure
 * engine (rules/engine.ts), which validates them (returning a reason, cited to the rulebook, when illegal),
 * resolves everything that needs no decision, and stops at the next decision (G.pending). The seat(s) that
 * must decide are made active with setActivePlayers, in a stage named after the decision; a new game turn
 * ends the boardgame.io turn so ctx.currentPlayer follows the player whose turn it is.
 */
import type { ActivePlayersArg, Ctx, Game } from 'boardgame.io';
import { copyPlain } from '../common/data';
import { illegal } from '../common/illegal';
import { optionsSchema, playerCountProblem, type KaisersPiratesOptions } from './options';
import type { Rng } from './rules/dice';
import { answer, newGame, waitingSeats } from './rules/engine';
import { enumerate } from './rules/enumerate';
import type { GameState, PublicState } from './rules/types';
import { playerView } from './view';

export type KPState = GameState & { bgTurn: number };

interface RandomAPI {
  Die(sides: number): number;
  Shuffle<T>(deck: T[]): T[];
}

export function rngOf(random: RandomAPI): Rng {
  return {
    die: (sides) => random.Die(sides),
    shuffle: <T,>(items: readonly T[]) => random.Shuffle(items.slice()),
  };
}

/** The stage each pending decision puts its seat(s) in. */
export function activeMap(G: PublicState): Record<string, string> {
  const p = G.pending;
  const out: Record<string, string> = {};
  if (!p) return out;
  for (const s of waitingSeats(p)) out[s] = p.kind;
  return out;
}

function sameActive(a: Record<string, string> | null, b: Record<string, string>): boolean {
  if (!a) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => a[k] === b[k]);
}

/** The seat boardgame.io's turn belongs to: the game turn's player, or the live player in solitaire. */
function turnSeat(G: KPState, ctx: Ctx): string {
  const s = G.turn?.seat ?? G.next?.seat;
  if (s !== undefined && ctx.playOrder.includes(s)) return s;
  return ctx.playOrder.includes(ctx.currentPlayer) ? ctx.currentPlayer : ctx.playOrder[0];
}

type MoveCtx = {
  G: KPState;
  ctx: Ctx;
  playerID: string;
  random: RandomAPI;
  events: { endTurn: () => void; setActivePlayers: (arg: ActivePlayersArg) => void };
  [PLAIN]?: KPState;
};

/**
 * boardgame.io wraps moves with immer (G is a draft proxy). Proxies make the engine ~10x slower, so this
 * plugin, which wraps outside the immer wrapper, passes the move the plain (frozen) state as well; the move
 * clones it, runs the engine on plain objects and returns the new state (the draft is left untouched).
 */
const PLAIN = 'kpPlainG';
export const plainStatePlugin = {
  name: 'kp-plain-state',
  fnWrap:
    (fn: (context: Record<string, unknown>, ...args: unknown[]) => unknown) =>
    (context: Record<string, unknown>, ...args: unknown[]) =>
      fn({ ...context, [PLAIN]: context.G }, ...args),
};

/**
 * A mutable copy for the engine. Parts the engine never mutates in place are shared: the options, the
 * seating, the round history (replaced, never pushed) and the old log chunks (only the last can grow).
 */
export function workingCopy(G: KPState): KPState {
  const { log, options, sides, seats, teams, history, ...rest } = G;
  const out = copyPlain(rest) as KPState;
  out.options = options;
  out.sides = sides;
  out.seats = seats;
  out.teams = teams;
  out.history = history;
  out.log = log.slice();
  if (log.length) out.log[log.length - 1] = log[log.length - 1].slice();
  return out;
}

function move(name: string, opts: { redact?: boolean } = {}) {
  return {
    move: (mc: MoveCtx, ...args: unknown[]) => {
      const { ctx, playerID, random, events } = mc;
      const G = workingCopy(mc[PLAIN] ?? mc.G);
      const problem = answer(G, rngOf(random), playerID, name, args);
      if (problem) return illegal(problem);
      if (!G.result) {
        const gameTurn = G.turn?.no ?? G.bgTurn;
        if (gameTurn !== G.bgTurn) {
          G.bgTurn = gameTurn;
          events.endTurn(); // turn.onBegin sets the active players of the new turn
        } else {
          const want = activeMap(G);
          if (!sameActive(ctx.activePlayers, want)) events.setActivePlayers({ value: want });
        }
      }
      // A frozen root tells immer the result is final, so it does not walk and freeze the whole tree; every
      // move works on a fresh copy, so nothing ever mutates a previous state.
      return Object.freeze(G);
    },
    // Moves read secret state and roll dice: server only, never undone [ARCHITECTURE, platform-facts 5].
    client: false,
    undoable: false,
    ...(opts.redact ? { redact: true } : {}),
  };
}

const moves = {
  commit: move('commit', { redact: true }),
  reveal: move('reveal'),
  leaveRefuge: move('leaveRefuge'),
  prizeResupply: move('prizeResupply'),
  finishTurn: move('finishTurn'),
  nextTarget: move('nextTarget'),
  react: move('react'),
  decline: move('decline'),
  choose: move('choose'),
  intelOrder: move('intelOrder', { redact: true }),
  keepShips: move('keepShips'),
};

const stages = {
  commit: { moves: { commit: moves.commit } },
  act: { moves: { reveal: moves.reveal, leaveRefuge: moves.leaveRefuge, prizeResupply: moves.prizeResupply, finishTurn: moves.finishTurn } },
  target: { moves: { nextTarget: moves.nextTarget } },
  react: { moves: { react: moves.react, decline: moves.decline } },
  choose: { moves: { choose: moves.choose } },
  intel: { moves: { intelOrder: moves.intelOrder } },
  retain: { moves: { keepShips: moves.keepShips } },
};

export const game: Game<KPState> = {
  name: 'kaisers-pirates',
  minPlayers: 1,
  maxPlayers: 4,
  disableUndo: true,
  plugins: [plainStatePlugin as never],
  setup: ({ ctx, random }, setupData?: { options?: unknown }) => {
    const options = optionsSchema.parse(setupData?.options ?? {}) as KaisersPiratesOptions;
    const problem = playerCountProblem(options, ctx.numPlayers);
    if (problem) throw new Error(problem);
    const G = newGame(ctx.numPlayers, options, rngOf(random as RandomAPI)) as KPState;
    G.bgTurn = G.turn?.no ?? 0;
    return G;
  },
  validateSetupData: (setupData: { options?: unknown } | undefined, numPlayers: number) => {
    const parsed = optionsSchema.safeParse(setupData?.options ?? {});
    if (!parsed.success) return parsed.error.issues.map((i) => i.message).join('; ');
    return playerCountProblem(parsed.data, numPlayers);
  },
  moves,
  turn: {
    order: {
      first: ({ G, ctx }) => Math.max(0, ctx.playOrder.indexOf(turnSeat(G, ctx))),
      next: ({ G, ctx }) => Math.max(0, ctx.playOrder.indexOf(turnSeat(G, ctx))),
    },
    // Most turns open with the current player committing; otherwise onBegin sets the active seats.
    activePlayers: { currentPlayer: 'commit' },
    // Reads G only (no draft changes): the active seats of the new turn.
    onBegin: ({ G, ctx, events }) => {
      if (G.result) return;
      const want = activeMap(G);
      if (!sameActive(ctx.activePlayers, want)) events.setActivePlayers({ value: want });
    },
    stages,
  },
  endIf: ({ G }) => (G.result ? { winners: G.result.winners, points: G.result.points, text: G.result.text } : undefined),
  playerView: ({ G, playerID }) => playerView(G, playerID ?? null) as unknown as KPState,
  events: {
    endGame: false,
    endPhase: false,
    setPhase: false,
    endTurn: false,
    pass: false,
    setActivePlayers: false,
    endStage: false,
    setStage: false,
  },
  ai: {
    enumerate: (G, _ctx, playerID) => enumerate(G as unknown as PublicState, playerID).map((a) => ({ move: a.move, args: a.args })),
  },
};
