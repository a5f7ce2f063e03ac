/**
 * The seeded fuzz (fuzz-suite.ts). `npm test` plays a sample that runs in well under a minute; the full
 * count (1,000 games by default) runs with ATLANTIC_CHASE_FUZZ=full (or a number of games):
 *   ATLANTIC_CHASE_FUZZ=full NODE_OPTIONS=--experimental-vm-modules npx jest --selectProjects games --testPathPatterns atlantic-chase/fuzz
 */
import { restoreEnv, runFuzz } from './fuzz-suite';

const env = process.env.ATLANTIC_CHASE_FUZZ;
const GAMES = env === 'full' ? 1000 : env && Number(env) > 0 ? Number(env) : 128;

afterAll(() => restoreEnv());

test(`${GAMES} seeded games of every scenario and mode end, with the invariants and clean views on every state`, () => {
  const prev = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    const s = runFuzz(GAMES, 1);
    expect(s.games).toBe(GAMES);
    console.log(
      `atlantic-chase fuzz: ${s.games} games, ${s.actions} actions, ${s.ms} ms (${Math.round((s.actions * 1000) / s.ms)} actions/s), final state mean ${s.meanSize} B, max ${s.maxSize} B`,
      s.byCase,
    );
  } finally {
    Error.stackTraceLimit = prev;
  }
}, 3_600_000);
