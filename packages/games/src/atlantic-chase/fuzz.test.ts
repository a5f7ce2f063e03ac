/**
 * The seeded fuzz (fuzz-suite.ts). `npm test` plays a sample that runs in well under a minute; the full
 * count (1,000 games and 100 whole campaigns by default) runs with ATLANTIC_CHASE_FUZZ=full (or a number of games):
 *   ATLANTIC_CHASE_FUZZ=full NODE_OPTIONS=--experimental-vm-modules npx jest --selectProjects games --testPathPatterns atlantic-chase/fuzz
 */
import { CASES, restoreEnv, runCampaigns, runFuzz } from './fuzz-suite';
import { CAMPAIGN_OPERATIONS } from './campaign';

const env = process.env.ATLANTIC_CHASE_FUZZ;
const GAMES = env === 'full' ? 1000 : env && Number(env) > 0 ? Number(env) : 64;
/** Whole campaigns: every operation of CAMP-S1 in order, each set up from the previous one's carry-over. */
const CAMPAIGNS = env === 'full' ? 100 : env && Number(env) > 0 ? Math.max(4, Math.round(Number(env) / 10)) : 4;

afterAll(() => restoreEnv());

test(`${GAMES} seeded games of every scenario and mode end, with the invariants and clean views on every state`, () => {
  const prev = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    const s = runFuzz(GAMES, 1);
    expect(s.games).toBe(GAMES);
    // Every campaign operation is among the fuzzed scenarios.
    for (const op of CAMPAIGN_OPERATIONS) expect(CASES.map((c) => c.scenario)).toContain(op);
    expect(Object.keys(s.byCase)).toHaveLength(CASES.length);
    console.log(
      `atlantic-chase fuzz: ${s.games} games, ${s.actions} actions, ${s.ms} ms (${Math.round((s.actions * 1000) / s.ms)} actions/s), final state mean ${s.meanSize} B, max ${s.maxSize} B`,
      s.byCase,
    );
  } finally {
    Error.stackTraceLimit = prev;
  }
}, 3_600_000);

test(`${CAMPAIGNS} seeded whole campaigns play every operation to the end, with the same checks on every state`, () => {
  const prev = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    const s = runCampaigns(CAMPAIGNS, 1);
    expect(s.operations).toBe(CAMPAIGNS * CAMPAIGN_OPERATIONS.length);
    console.log(`atlantic-chase campaign fuzz: ${s.campaigns} campaigns, ${s.operations} operations, ${s.ms} ms`);
  } finally {
    Error.stackTraceLimit = prev;
  }
}, 3_600_000);
