import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import type { State } from 'boardgame.io';
import { takeIllegalReason } from './illegal';
import { enumerateActions, type GameModule, type Seat, type ViewState } from './module';

/** The view one seat (or a spectator, seat null) gets of a full state. */
export function viewOf(mod: GameModule, state: State, seat: Seat | null): ViewState {
  const G = mod.game.playerView ? mod.game.playerView({ G: state.G, ctx: state.ctx, playerID: seat }) : state.G;
  return { G, ctx: state.ctx };
}

/** Seats that may act now. */
export function activeSeats(state: State): Seat[] {
  if (state.ctx.gameover !== undefined) return [];
  if (state.ctx.activePlayers) return Object.keys(state.ctx.activePlayers);
  return [state.ctx.currentPlayer];
}

export interface PlayoutResult {
  state: State;
  steps: number;
  states: State[];
}

/**
 * Play a game to the end with the given choice function, through boardgame.io's own reducer,
 * exactly as the server would. Throws on a rejected action or a dead end (no legal action).
 */
export function playout(
  mod: GameModule,
  opts: {
    numPlayers: number;
    options: unknown;
    seed: string;
    random: () => number;
    maxSteps?: number;
    keepStates?: boolean;
    choose?: (view: ViewState, seat: Seat, random: () => number) => ReturnType<typeof enumerateActions>[number] | undefined;
    onState?: (state: State) => void;
  },
): PlayoutResult {
  const game = { ...mod.game, seed: opts.seed };
  const reducer = CreateGameReducer({ game });
  let state = InitializeGame({ game, numPlayers: opts.numPlayers, setupData: { options: opts.options } }) as State;
  const states: State[] = opts.keepStates ? [state] : [];
  opts.onState?.(state);
  const maxSteps = opts.maxSteps ?? 100_000;
  let steps = 0;
  while (state.ctx.gameover === undefined) {
    if (steps++ >= maxSteps) throw new Error(`${mod.slug}: no end after ${maxSteps} actions`);
    const seats = activeSeats(state);
    const seat = seats[Math.floor(opts.random() * seats.length)];
    const view = viewOf(mod, state, seat);
    const choice = opts.choose ? opts.choose(view, seat, opts.random) : pick(enumerateActions(mod, view, seat), opts.random);
    if (!choice) throw new Error(`${mod.slug}: seat ${seat} has no legal action (turn ${state.ctx.turn}, phase ${state.ctx.phase})`);
    const action =
      choice.kind === 'move'
        ? { type: 'MAKE_MOVE' as const, payload: { type: choice.name, args: choice.args, playerID: seat } }
        : { type: 'GAME_EVENT' as const, payload: { type: choice.name, args: choice.args, playerID: seat } };
    const next = reducer(state, action as any) as State & { transients?: { error?: { type: string } } };
    if (next.transients?.error) {
      const reason = takeIllegalReason();
      throw new Error(
        `${mod.slug}: enumerated action ${choice.name}(${JSON.stringify(choice.args)}) by ${seat} rejected: ${next.transients.error.type} ${reason?.text ?? ''}`,
      );
    }
    state = next;
    if (opts.keepStates) states.push(state);
    opts.onState?.(state);
  }
  return { state, steps, states };
}

function pick<T>(items: T[], random: () => number): T | undefined {
  return items.length ? items[Math.floor(random() * items.length)] : undefined;
}
