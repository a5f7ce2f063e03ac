/**
 * Seeded playouts through boardgame.io's own reducer, as the server runs them, with the invariants and the
 * leak check on every state; random enumerated actions or the bots. Test support.
 */
import type { State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { takeIllegalReason } from '../common/illegal';
import { logEventsOf } from '../common/log';
import { activeSeats, viewOf as moduleView } from '../common/playout';
import { enumerateActions } from '../common/module';
import { seededRandom } from '../common/random';
import { gatheringStorm } from './index';
import type { GState } from './rules/types';
import { compulsoryProblem, placementProblem } from './rules/placement';
import { checkInvariants, checkViews } from './test-invariants';

interface FuzzResult {
  actions: number;
  turns: number;
  finalBytes: number;
  state: State;
  war: boolean;
}

/** Play one seeded game for `turns` turns (random actions, or bots when `bots`), checking every state. */
export function fuzzGame(players: number, seed: number, turns: number, bots: boolean | 'allButSeat0', check = true): FuzzResult {
  // `turns`: the optional last turn (substitute G-14), so that every game ends
  const game = { ...gatheringStorm.game, seed: `gs-${seed}` };
  const reducer = CreateGameReducer({ game });
  let state = InitializeGame({ game, numPlayers: players, setupData: { options: { turnCap: turns } } }) as State;
  const random = seededRandom(seed * 7919 + players);
  let actions = 0;
  while (state.ctx.gameover === undefined) {
    if (actions > 20_000) throw new Error('gathering-storm fuzz: no progress');
    const seats = activeSeats(state);
    const seat = seats[Math.floor(random() * seats.length)];
    const view = moduleView(gatheringStorm, state, seat);
    const useBot = bots === true || (bots === 'allButSeat0' && seat !== '0');
    const choice = useBot ? gatheringStorm.bot!(view as never, seat, random) : pick(enumerateActions(gatheringStorm, view, seat), random);
    if (!choice)
      throw new Error(
        `gathering-storm fuzz: seat ${seat} has no action: ${JSON.stringify((state.G as GState).pending)} ${JSON.stringify((state.G as GState).waiting)} round ${(state.G as GState).diplomacy.round} active ${JSON.stringify(state.ctx.activePlayers)} ${diag(state.G as GState)}`,
      );
    const next = reducer(state, { type: 'MAKE_MOVE', payload: { type: choice.name, args: choice.args, playerID: seat } } as never) as State & {
      transients?: { error?: unknown };
    };
    if (next.transients?.error)
      throw new Error(`gathering-storm fuzz: ${choice.name}(${JSON.stringify(choice.args)}) by ${seat} refused: ${takeIllegalReason()}`);
    state = next;
    actions++;
    if (check) {
      checkInvariants(state.G as GState);
      const entry = state.deltalog?.[state.deltalog.length - 1];
      checkViews(state.G as GState, logEventsOf(entry));
    }
  }
  return { actions, turns: (state.G as GState).turn, finalBytes: JSON.stringify(state.G).length, state, war: !!(state.G as GState).war };
}

function diag(G: GState): string {
  const p = G.waiting[0];
  if (!p || !G.diplomacy.round) return '';
  const empty = { dip: [], mil: [] };
  return `empty: ${placementProblem(G, p, G.diplomacy.round, empty)} / ${compulsoryProblem(G, p, empty)}; disputes ${JSON.stringify(G.diplomacy.disputes)} markers ${JSON.stringify(G.diplomacy.markers)} wars ${JSON.stringify(G.civilWars)}`;
}

function pick<T>(items: T[], random: () => number): T | undefined {
  return items.length ? items[Math.floor(random() * items.length)] : undefined;
}
