/**
 * The bot plays its special cards when they pay (issue 21 item 5): over a seeded sample of four-player
 * games the new bot ('v2') puts down Raid on St. Nazaire, 2nd Happy Time, supply cards and intelligence
 * cards, and uses delayed turns; the full measurement against the old bot is bot-compare.ts.
 */
import { compareBots } from './bot-compare';

describe('the bot uses its special cards', () => {
  const previous = process.env.NODE_ENV;
  beforeAll(() => {
    process.env.NODE_ENV = 'production'; // boardgame.io's development checks cost more than the games
  });
  afterAll(() => {
    process.env.NODE_ENV = previous;
  });

  test('seeded 4-player games: Raid, 2nd Happy Time, supply and intelligence cards are played, not only discarded', () => {
    const r = compareBots({ games: 12, policyOf: () => 'v2' });
    expect(r.games).toBe(12);
    const use = r.use.v2;
    expect(use.raid.played).toBeGreaterThan(0);
    expect(use.happyTime.played).toBeGreaterThan(0);
    expect(use.supply.played).toBeGreaterThan(0);
    expect(use.intel.played).toBeGreaterThan(0);
    expect(r.delayed.v2.played).toBeGreaterThan(0);
    // Supply cards are played far more often than thrown away.
    expect(use.supply.played).toBeGreaterThan(use.supply.discarded);
    expect(r.seats.v2).toBe(48);
  }, 600_000);
});
