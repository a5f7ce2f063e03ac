/**
 * The seeded fuzz of Atlantic Chase: games across every scenario and mode played to the end through
 * boardgame.io's reducer with fuzzkit.ts's invariants and view checks on every state; every fourth game
 * is played by the bot for an empty seat, the others by uniformly random legal actions (the solitaire
 * automaton plays its side in every solitaire game).
 *
 * boardgame.io's development checks cost more than the games: the playouts switch them off before the
 * modules load (as the other games' fuzz files do). Import this module first.
 */
const previousEnv = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { atlanticChase } = require('./index') as typeof import('./index');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { fuzzGame } = require('./fuzzkit') as typeof import('./fuzzkit');

export const CASES: ReadonlyArray<{ scenario: string; mode: string; players: number; seat0?: string }> = [
  { scenario: 'MS-S1', mode: 'TWO_PLAYER', players: 2 },
  { scenario: 'MS-S2', mode: 'HOTSEAT', players: 1 },
  { scenario: 'MS-S2', mode: 'SOLO', players: 1, seat0: 'GE' },
  { scenario: 'TUT-S1', mode: 'SOLO', players: 1 },
  { scenario: 'TUT-S1', mode: 'TWO_PLAYER', players: 2 },
  { scenario: 'OP-S1', mode: 'TWO_PLAYER', players: 2 },
  { scenario: 'OP-S1', mode: 'SOLO', players: 1, seat0: 'GE' },
  { scenario: 'OP-S1', mode: 'HOTSEAT', players: 1 },
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

export function restoreEnv(): void {
  process.env.NODE_ENV = previousEnv;
}
