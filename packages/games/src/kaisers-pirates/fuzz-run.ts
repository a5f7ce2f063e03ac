/**
 * The random-playout driver shared by the fuzz test files (not a test file). Games are played through
 * boardgame.io's real reducer by common/playout.ts, choosing uniformly among ai.enumerate's actions from the
 * acting seat's own view (a few games use the module's bot instead).
 */
import type { State } from 'boardgame.io';
import { playout, type PlayoutResult } from '../common/playout';
import { seededRandom } from '../common/random';
import type { GameModule } from '../common/module';
import { actionDeckSize, type KaisersPiratesOptions } from './options';
import { checkConservation, checkEvents, checkEventsValid, checkScoring, checkViews } from './test-invariants';
import type { GameState } from './rules/types';

export interface FuzzConfig {
  numPlayers: number;
  options: Partial<KaisersPiratesOptions>;
}

const OPTIONAL: (keyof KaisersPiratesOptions)[] = [
  'coalPile',
  'sails',
  'wolfchen',
  'fastRaiders',
  'retention3',
  'additionalDamage',
  'torpedoPrizes',
  'shallowPursuit',
  'sailingMerchants',
  'prizeResupply',
];

/** A deterministic configuration for game i: every mode and every optional rule appear regularly. */
export function configFor(i: number): FuzzConfig {
  const r = seededRandom(1000 + i);
  const modes = [1, 2, 3, 4, 4];
  const numPlayers = modes[i % modes.length];
  const o: Partial<KaisersPiratesOptions> = {};
  if (i % modes.length === 4) o.teams = true;
  for (const k of OPTIONAL) if (r() < 0.3) (o as Record<string, unknown>)[k] = true;
  const x = r();
  if (x < 0.12) o.balancedTournament = true;
  else if (x < 0.24) {
    o.beyond1914 = true;
    if (r() < 0.5) o.beyond1914Merchants = true;
    if (numPlayers === 4 && r() < 0.5) o.beyond1914NoBreakout = true;
  }
  if (r() < 0.2) o.hideCommitOrientation = true;
  const fp = r();
  o.firstPlayer = fp < 0.6 ? 'd10' : fp < 0.8 || numPlayers > 1 ? 'lowestFleetVA' : 'liveChooses';
  if (numPlayers === 1) {
    o.ghostPolicy = r() < 0.5 ? 'smart' : 'random';
    if (r() < 0.2) o.solitaireRemove = 52;
  }
  // One game in ten is full length; the others use shorter rounds (players may agree to remove more
  // cards [2.1.4]): 2-3 draws per player per round.
  if (i % 10 !== 0) {
    const sides = numPlayers === 1 ? 2 : numPlayers;
    const draws = sides * (2 + Math.floor(r() * 2));
    o.actionCardsRemoved = actionDeckSize(o as KaisersPiratesOptions, numPlayers) - 6 * sides - draws;
  }
  return { numPlayers, options: o };
}

export interface FuzzStats {
  games: number;
  steps: number;
  byPlayers: Record<number, number>;
  teams: number;
  rounds: number;
  /** The largest state at the end of a game, as a match stores it (JSON characters, see `storedLength`). */
  maxFinalState: number;
  /** The most log events one action emitted. */
  maxEvents: number;
}

/**
 * The JSON length of a state as a match stores it: without the last action's log entries and undo stacks.
 * @public (log-events.test.ts reads it through a require, after setting NODE_ENV)
 */
export function storedLength(state: State): number {
  const { deltalog: _d, _undo: _u, _redo: _r, ...rest } = state as State & { deltalog?: unknown };
  void _d;
  void _u;
  void _r;
  return JSON.stringify(rest).length;
}

/**
 * The end of every game's state is small: under 20,000 characters of JSON (the log is not in it).
 * @public (log-events.test.ts reads it through a require)
 */
export const MAX_FINAL_STATE = 20_000;

/** Play games [from, from+count) to the end, checking invariants; `deep` = check views on every state. */
export function fuzz(mod: GameModule, from: number, count: number, opts: { viewEvery: number; deepGames: number; botEvery?: number }): FuzzStats {
  const stats: FuzzStats = { games: 0, steps: 0, byPlayers: {}, teams: 0, rounds: 0, maxFinalState: 0, maxEvents: 0 };
  for (let i = from; i < from + count; i++) {
    const cfg = configFor(i);
    const deep = i - from < opts.deepGames;
    let prev: GameState | null = null;
    let k = 0;
    const useBot = opts.botEvery !== undefined && i % opts.botEvery === 0;
    let res: PlayoutResult;
    try {
      res = playout(mod, {
        numPlayers: cfg.numPlayers,
        options: cfg.options,
        seed: `kp-fuzz-${i}`,
        random: seededRandom(i * 7919 + 13),
        maxSteps: 20000,
        choose: useBot ? (view, seat, random) => mod.bot!(view, seat, random) : undefined,
        onState: (st: State) => {
          const G = st.G as GameState;
          checkConservation(G);
          if (!prev && G.opening) {
            // The setup's events (they wait in the state for the first move's log entry).
            checkEvents(G, G, checkEventsValid({ events: G.opening }));
          }
          if (prev) {
            const entry = (st as State & { deltalog?: { action?: { type?: string }; metadata?: unknown }[] }).deltalog?.find(
              (e) => e.action?.type === 'MAKE_MOVE',
            );
            const events = checkEventsValid(entry?.metadata);
            stats.maxEvents = Math.max(stats.maxEvents, events.length);
            checkEvents(prev, G, events);
          }
          if (deep || k % opts.viewEvery === 0 || G.result) checkViews(G);
          prev = G;
          k++;
        },
      });
    } catch (e) {
      throw new Error(`game ${i} (${JSON.stringify(cfg)}): ${(e as Error).message}`);
    }
    const G = res.state.G as GameState;
    if (!G.result || !res.state.ctx.gameover) throw new Error(`game ${i} did not end`);
    checkScoring(G);
    const size = storedLength(res.state);
    if (size >= MAX_FINAL_STATE) throw new Error(`game ${i} (${JSON.stringify(cfg)}) ends with a state of ${size} characters`);
    stats.maxFinalState = Math.max(stats.maxFinalState, size);
    stats.games++;
    stats.steps += res.steps;
    stats.byPlayers[cfg.numPlayers] = (stats.byPlayers[cfg.numPlayers] ?? 0) + 1;
    if (cfg.options.teams) stats.teams++;
    stats.rounds += G.history.length;
  }
  return stats;
}
