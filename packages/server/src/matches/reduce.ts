/**
 * One action through boardgame.io's reducer, as the match host runs it (and bench:pipeline measures it):
 * checks before the reducer, the reducer on a copy of ctx, its verdict as an acknowledgement code, and
 * the state as stored.
 */
import type { State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';
import { copyPlain, shareUnchanged, takeIllegalReason, type GameModule } from '@quarterdeck/games';
import type { ActionMessage, ErrorCode, RefusalReason } from '@quarterdeck/sdk';
import { activeSeats } from './views';

/** boardgame.io's reducer, prepared once per game, with undo disabled (clients can't send UNDO anyway). */
export interface Hosted {
  mod: GameModule;
  game: any;
  reducer: ReturnType<typeof CreateGameReducer>;
}

export function prepareGame(mod: GameModule): Hosted {
  const game = { ...mod.game, disableUndo: true };
  return { mod, game, reducer: CreateGameReducer({ game }) };
}

/**
 * Run boardgame.io's reducer on a copy of the inputs and translate its verdict: the new state, or the
 * refusal to send back (a move that throws is refused too, and reported to `onThrow`).
 */
export function reduceAction(
  h: Hosted,
  state: State,
  seat: number,
  msg: ActionMessage,
  onThrow: (e: unknown) => void = () => {},
  entropy?: string,
): { ok: true; state: State } | { ok: false; code: ErrorCode; message: string; reason?: RefusalReason } {
  const playerID = String(seat);
  const args = msg.args ?? [];
  if (msg.type === 'GAME_EVENT') {
    const events = (h.mod.game.events ?? {}) as Record<string, unknown>;
    if (events[msg.name] !== true) return { ok: false, code: 'FORBIDDEN', message: `The event "${msg.name}" is not available in this game.` };
  } else {
    // Every move declares its arguments (the game kit's schemas, exact arity): anything else is refused here.
    const schema = Object.prototype.hasOwnProperty.call(h.mod.moveArgs, msg.name) ? h.mod.moveArgs[msg.name] : undefined;
    if (!schema) return { ok: false, code: 'ILLEGAL', message: `There is no move called "${msg.name}" in this game.` };
    const parsed = schema.safeParse(args);
    if (!parsed.success) {
      const why = parsed.error.issues.map((i) => `${i.path.length ? `argument ${i.path.join('.')}` : 'the arguments'}: ${i.message}`).join('; ');
      return { ok: false, code: 'BAD_REQUEST', message: `The move "${msg.name}" does not take these arguments (${why}).` };
    }
  }
  if (!activeSeats(state.ctx).includes(playerID)) return { ok: false, code: 'NOT_YOUR_TURN', message: 'It is not your turn to act.' };
  const action = {
    type: msg.type,
    payload: { type: msg.name, args, playerID },
  };
  takeIllegalReason();
  let next: any;
  try {
    // Moves run under immer, but boardgame.io 0.50.2 updates some ctx objects of its input in place
    // (`_activePlayersNumMoves`, `activePlayers` when a stage is set): the reducer gets its own copy of
    // ctx, so the cached state stays exactly the state it was (views of it are patched against).
    const input = { ...state, ctx: copyPlain(state.ctx) };
    next = quietly(() => h.reducer(entropy === undefined ? input : withEntropy(input, entropy), action as any));
  } catch (e) {
    onThrow(e);
    return { ok: false, code: 'ILLEGAL', message: `The move "${msg.name}" could not be played with these arguments.` };
  }
  const reason = takeIllegalReason();
  const err = next?.transients?.error;
  if (err) {
    switch (err.type) {
      case 'action/inactive_player':
        return { ok: false, code: 'NOT_YOUR_TURN', message: 'It is not your turn to act.' };
      case 'action/gameover':
        return { ok: false, code: 'GAME_OVER', message: 'The game is over.' };
      case 'action/unavailable_move':
        return { ok: false, code: 'ILLEGAL', message: `The move "${msg.name}" is not available now.` };
      default:
        // The game's reason: its English text as the message, its code and parameters for the client to word.
        if (reason?.code)
          return { ok: false, code: 'ILLEGAL', message: reason.text, reason: { code: reason.code, ...(reason.params ? { params: reason.params } : {}) } };
        return { ok: false, code: 'ILLEGAL', message: reason?.text ?? `That ${msg.type === 'MAKE_MOVE' ? 'move' : 'event'} is not legal now.` };
    }
  }
  if (next._stateID === state._stateID) return { ok: false, code: 'ILLEGAL', message: 'That action changes nothing.' };
  // The reducer worked on a copy of ctx: the parts it did not change become the previous state's own
  // again, so views share them and patches skip them unvisited (and the cached state holds one copy).
  next.ctx = shareUnchanged(next.ctx, state.ctx);
  return { ok: true, state: next as State };
}

/**
 * The state with its random generator reseeded from `entropy`: the host draws fresh secret entropy for
 * every action (stored with the action's log entry, never sent), so no number of past rolls tells anything
 * about a later one; replaying an action with its stored entropy gives back exactly the state it committed.
 * boardgame.io's random plugin starts a generator from `seed` when it holds no `prngstate`.
 */
export function withEntropy<S extends State>(state: S, entropy: string): S {
  const plugins = (state.plugins ?? {}) as Record<string, { data?: unknown }>;
  return { ...state, plugins: { ...plugins, random: { ...plugins.random, data: { seed: entropy } } } };
}

/**
 * Run boardgame.io's reducer without its console.error chatter (refusals reach the client as acks
 * instead) and without stack traces: its events plugin builds an Error for every event a move calls
 * (setActivePlayers on most moves), only for messages about misuse. Capturing that stack was nearly all
 * of the event's time in a CPU profile (docs/PERFORMANCE.md#reducer-without-stack-traces).
 * Errors thrown in the reducer keep their messages, which is all the host reports of them.
 */
export function quietly<T>(fn: () => T): T {
  const quiet = console.error;
  const depth = Error.stackTraceLimit;
  console.error = () => {};
  Error.stackTraceLimit = 0;
  try {
    return fn();
  } finally {
    console.error = quiet;
    Error.stackTraceLimit = depth;
  }
}

/** Undo is disabled: every state's undo and redo stacks are this one empty array (boardgame.io never changes them in place). */
const NO_UNDO: never[] = Object.freeze([]) as unknown as never[];

/** What we persist: the state without the per-action deltalog (stored in match_log) and no undo stacks. */
export function storable(state: State): State {
  const { deltalog: _d, ...rest } = state as State & { deltalog?: unknown };
  return { ...rest, _undo: NO_UNDO, _redo: NO_UNDO } as State;
}
