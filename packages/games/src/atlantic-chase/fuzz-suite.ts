/**
 * The seeded fuzz of Atlantic Chase: games across every scenario and mode played to the end through
 * boardgame.io's reducer with fuzzkit.ts's invariants and view checks on every state; every fourth game
 * is played by the bot for an empty seat, the others by uniformly random legal actions (the solitaire
 * automaton plays its side in every solitaire game).
 *
 * boardgame.io's development checks cost more than the games: the playouts switch them off before the
 * modules load (as the other games' fuzz files do). Import this module first.
 *
 * Whole campaigns (CAMP-S1) are played too: every operation in order, each set up from the previous one's
 * carry-over exactly as the server's campaign progression does it (`playCampaign`).
 */
import type { State } from 'boardgame.io';
import type { AtlanticChaseOptions } from './options';
import type { G } from './rules/types';

const previousEnv = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { atlanticChase } = require('./index') as typeof import('./index');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { fuzzGame } = require('./fuzzkit') as typeof import('./fuzzkit');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { campaign } = require('./campaign') as typeof import('./campaign');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { optionsSchema } = require('./options') as typeof import('./options');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { viewOf } = require('../common/playout') as typeof import('../common/playout');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { InitializeGame } = require('boardgame.io/internal') as typeof import('boardgame.io/internal');

export const CASES: ReadonlyArray<{ scenario: string; mode: string; players: number; seat0?: string }> = [
  { scenario: 'MS-S1', mode: 'TWO_PLAYER', players: 2 },
  { scenario: 'MS-S2', mode: 'HOTSEAT', players: 1 },
  { scenario: 'MS-S2', mode: 'SOLO', players: 1, seat0: 'GE' },
  { scenario: 'TUT-S1', mode: 'SOLO', players: 1 },
  { scenario: 'TUT-S1', mode: 'TWO_PLAYER', players: 2 },
  { scenario: 'OP-S1', mode: 'TWO_PLAYER', players: 2 },
  { scenario: 'OP-S1', mode: 'SOLO', players: 1, seat0: 'GE' },
  { scenario: 'OP-S1', mode: 'HOTSEAT', players: 1 },
  { scenario: 'OP-S2', mode: 'TWO_PLAYER', players: 2 },
  { scenario: 'OP-S2', mode: 'SOLO', players: 1 },
  { scenario: 'OP-S3', mode: 'HOTSEAT', players: 1 },
];

export interface FuzzStats {
  games: number;
  actions: number;
  ms: number;
  maxSize: number;
  meanSize: number;
  byCase: Record<string, number>;
}

/** Play `games` seeded games starting at `seed0` (game i: case i mod the cases, options varied). */
export function runFuzz(games: number, seed0 = 1, views = true): FuzzStats {
  const t = Date.now();
  let actions = 0;
  let maxSize = 0;
  let total = 0;
  const byCase: Record<string, number> = {};
  for (let i = 0; i < games; i++) {
    const c = CASES[i % CASES.length];
    const seed = seed0 + i;
    const options: Record<string, unknown> = { scenario: c.scenario, mode: c.mode, ...(c.seat0 ? { seat0: c.seat0 } : {}) };
    if (i % 5 === 4) Object.assign(options, { damagedRestriction: true, cvLimit: true, battleRemovesEM: true, advancedTorpedoes: true });
    const r = fuzzGame(atlanticChase, { numPlayers: c.players, options, seed, bot: i % 4 === 3, views });
    if (r.state.ctx.gameover === undefined) throw new Error(`game ${i} did not end`);
    actions += r.steps;
    maxSize = Math.max(maxSize, r.size);
    total += r.size;
    const k = `${c.scenario}/${c.mode}`;
    byCase[k] = (byCase[k] ?? 0) + 1;
  }
  return { games, actions, ms: Date.now() - t, maxSize, meanSize: Math.round(total / Math.max(1, games)), byCase };
}

/** One operation of a campaign played to the end: its options, its state after setup, its end, the standings after it. */
export interface CampaignOperation {
  options: AtlanticChaseOptions;
  start: G;
  end: State;
  totals: number[];
}

/**
 * A whole campaign (CAMP-S1) played to the end as the server plays it (server/src/matches/campaigns.ts): the
 * first operation from `firstOptions`, then after each finished operation its points go into the standings and,
 * unless `isComplete`, `nextOptions` (from the finished state as a spectator sees it) makes the next one.
 */
export function playCampaign(seed: number, o: { mode: 'TWO_PLAYER' | 'HOTSEAT'; bot: boolean; views?: boolean }): CampaignOperation[] {
  const players = o.mode === 'TWO_PLAYER' ? 2 : 1;
  let options = campaign.firstOptions!(optionsSchema.parse({ scenario: 'TUT-S1', mode: o.mode }));
  let totals = Array.from({ length: players }, () => 0);
  const ops: CampaignOperation[] = [];
  for (let k = 0; k < 20; k++) {
    const start = InitializeGame({ game: { ...atlanticChase.game, seed: String(seed) }, numPlayers: players, setupData: { options } }) as State;
    const r = fuzzGame(atlanticChase, { numPlayers: players, options, seed, bot: o.bot, views: o.views });
    if (r.state.ctx.gameover === undefined) throw new Error(`campaign ${seed}: operation ${k} did not end`);
    const view = viewOf(atlanticChase, r.state, null);
    const points = campaign.result(view).points;
    totals = totals.map((t, i) => t + (points[String(i)] ?? 0));
    ops.push({ options, start: start.G as G, end: r.state, totals });
    if (campaign.isComplete(totals, options)) return ops;
    options = campaign.nextOptions(options, totals, totals.indexOf(Math.max(...totals)), view);
  }
  throw new Error(`campaign ${seed} did not end in 20 operations`);
}

/** `count` seeded whole campaigns (two players, then one person at both sides; the bot in every other one). */
export function runCampaigns(count: number, seed0 = 1): { campaigns: number; operations: number; ms: number } {
  const t = Date.now();
  let operations = 0;
  for (let i = 0; i < count; i++) {
    const ops = playCampaign(seed0 + i, { mode: i % 2 === 0 ? 'TWO_PLAYER' : 'HOTSEAT', bot: i % 4 < 2 });
    operations += ops.length;
  }
  return { campaigns: count, operations, ms: Date.now() - t };
}

export function restoreEnv(): void {
  process.env.NODE_ENV = previousEnv;
}
