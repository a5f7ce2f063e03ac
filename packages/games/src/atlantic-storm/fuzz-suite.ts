/**
 * The shared body of the fuzz files: each plays a batch of seeded random games to the end through
 * fuzzkit.ts, which checks every state (152 cards conserved, clean views and log events, VP consistent
 * with the tricks); every final state is under 20 KB.
 *
 * boardgame.io's development checks (deep serializability on every move, immer's development build) cost
 * more than the games; the rules tests keep them on, the playouts switch them off before the modules load
 * (they pick their build at require time), as the Kaiser's Pirates fuzz does. Import this module first.
 */
const previousEnv = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { atlanticStorm } = require('./index') as typeof import('./index');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { fuzzGame } = require('./fuzzkit') as typeof import('./fuzzkit');

/** AS_FUZZ_SCALE scales every file's game count for local experiments. */
const SCALE = Number(process.env.AS_FUZZ_SCALE ?? 1);

export interface FuzzBatch {
  label: string;
  title: string;
  games: number;
  /** Players, options and seed of game i; every tenth game is played by the bot. */
  game(i: number): { numPlayers: number; options: Record<string, unknown>; seed: number };
}

/** Register one jest test that plays the batch. */
export function fuzzSuite(batch: FuzzBatch): void {
  // boardgame.io captures a stack trace for every event it queues; the games do not need them.
  const previousLimit = Error.stackTraceLimit;
  beforeAll(() => {
    Error.stackTraceLimit = 0;
  }, 600_000);
  afterAll(() => {
    process.env.NODE_ENV = previousEnv;
    Error.stackTraceLimit = previousLimit;
  }, 600_000);

  test(
    batch.title,
    () => {
      const t = Date.now();
      const count = Math.round(batch.games * SCALE);
      let steps = 0;
      let games = 0;
      let maxBytes = 0;
      for (let i = 0; i < count; i++) {
        const r = fuzzGame(atlanticStorm, { ...batch.game(i), bot: i % 10 === 9 });
        expect(r.state.ctx.gameover).toBeDefined();
        // Small states: the narrative is in the log entries, not in the state (state-size.test.ts).
        const { deltalog: _d, ...stored } = r.state as typeof r.state & { deltalog?: unknown };
        maxBytes = Math.max(maxBytes, JSON.stringify({ ...stored, _undo: [], _redo: [] }).length);
        steps += r.steps;
        games++;
      }
      expect(games).toBe(count);
      expect(maxBytes).toBeLessThan(20_000);
      console.log(`${batch.label}: ${games} games, ${steps} actions, ${Date.now() - t} ms; largest final state ${maxBytes} B`);
    },
    600_000,
  );
}
