/**
 * The shared body of fuzz-a and fuzz-b: 1,000 of the 2,000 seeded random games each, so the two files
 * run in parallel. Every game is played to the end through boardgame.io's reducer with ai.enumerate
 * choices from the acting seat's own view (every 25th game with the bot), across 1-4 players, one game in
 * ten with full-length rounds and the others with shorter rounds (rule 2.1.4), teams and every optional
 * rule, checking on every state that all cards are conserved and that every action's log events are valid
 * and name no card hidden from their viewer, checking the views of every seat and of a spectator, the
 * scores, and that every game ends with a stored state under 20 KB.
 *
 * boardgame.io's development checks (deep serializability on every move, immer's development build) cost
 * more than the games; they are kept on in rules tests and game.test.ts, and switched off here before the
 * modules load (they pick their build at require time). Import this module first.
 */
const previousEnv = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { fuzz } = require('./fuzz-run') as typeof import('./fuzz-run');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { kaisersPirates } = require('./index') as typeof import('./index');

/** Register the test for games first .. first + 999. */
export function fuzzHalf(label: string, first: number): void {
  // boardgame.io captures a stack trace for every event it queues; the games do not need them.
  const previousLimit = Error.stackTraceLimit;
  beforeAll(() => {
    Error.stackTraceLimit = 0;
  });
  afterAll(() => {
    process.env.NODE_ENV = previousEnv;
    Error.stackTraceLimit = previousLimit;
  });

  test('1,000 seeded games end with conserved cards, consistent scores and no hidden information in any view', () => {
    const t0 = Date.now();
    const s = fuzz(kaisersPirates, first, 1000, { viewEvery: 30, deepGames: 10, botEvery: 25 });
    expect(s.games).toBe(1000);
    expect(Object.keys(s.byPlayers).sort()).toEqual(['1', '2', '3', '4']);
    expect(s.teams).toBeGreaterThan(0);
    expect(s.rounds).toBeGreaterThanOrEqual(3000);
    expect(s.maxFinalState).toBeLessThan(20_000);
    console.log(
      `kaisers-pirates fuzz ${label}: ${s.games} games, ${s.steps} actions, ${s.rounds} rounds, largest final state ${s.maxFinalState} characters, at most ${s.maxEvents} events per action, ${Date.now() - t0} ms`,
    );
  }, 300_000);
}
