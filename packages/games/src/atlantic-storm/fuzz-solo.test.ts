// boardgame.io's development checks (deep serializability on every move, immer's development build) cost
// more than the games; the rules tests keep them on, the playouts switch them off before the modules load
// (they pick their build at require time), as the Kaiser's Pirates fuzz does.
const previousEnv = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { atlanticStorm } = require('./index') as typeof import('./index');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { fuzzGame } = require('./fuzzkit') as typeof import('./fuzzkit');

// boardgame.io captures a stack trace for every event it queues; the games do not need them.
const previousLimit = Error.stackTraceLimit;
beforeAll(() => {
  Error.stackTraceLimit = 0;
}, 600_000);
afterAll(() => {
  process.env.NODE_ENV = previousEnv;
  Error.stackTraceLimit = previousLimit;
}, 600_000);

/** Games in this file: 500 (half Allied, half German). AS_FUZZ_SCALE scales the count for local experiments. */
const SCALE = Number(process.env.AS_FUZZ_SCALE ?? 1);

test('§15 random playouts, solitaire against the automaton: conserved cards, clean views, consistent VP, the game ends', () => {
  const t = Date.now();
  let steps = 0;
  let games = 0;
  for (let i = 0; i < Math.round(500 * SCALE); i++) {
    const numPlayers = 1;
    const options = { mode: 'solitaire', soloSide: i % 2 ? 'german' : 'allied' };
    const r = fuzzGame(atlanticStorm, { numPlayers, options, seed: 40000 + i, bot: i % 10 === 9 });
    expect(r.state.ctx.gameover).toBeDefined();
    steps += r.steps;
    games++;
  }
  expect(games).toBe(Math.round(500 * SCALE));
  // eslint-disable-next-line no-console
  console.log(`solitaire: ${games} games, ${steps} actions, ${Date.now() - t} ms`);
}, 600_000);
