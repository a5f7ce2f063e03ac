/**
 * The bot's fixes of issue 21, item 13, asserted on a seeded sample of whole games (bot-compare.ts plays
 * them; the full 300-game comparison is its command line): Intercept! supplements are committed only with
 * an Intercept! they can join [3.2.3.3, 3.3.3, 3.3.12, 3.3.32, 3.3.36]; Reflag hides a recognized raider or
 * prize instead of being spent as an Intercept! [3.3.27]; no Shallow Run for a damaged merchant, which sinks
 * if the crossing fails [3.3.31]. The previous policy ('v1'), measured on the same games, did all three.
 */
import { compare, SETTINGS } from './bot-compare';
import { botCommit } from './bot';
import { table } from './test-fixture';
import { begin } from './test-fixture';
import type { PublicState } from './rules/types';
import { playerView } from './view';

jest.setTimeout(120_000);

describe('the bot on a seeded sample (issue 21, item 13)', () => {
  const h2h = SETTINGS.filter((s) => s.numPlayers > 1);
  const results = h2h.map((s) => compare(s, 8));
  test('v2 commits no supplement without an Intercept! it can join; v1 did', () => {
    for (const r of results) {
      expect(r.v2.supplements).toBeGreaterThan(0);
      expect(r.v2.suppNoIntercept).toBe(0);
      expect(r.v2.suppNothingToJoin).toBe(0);
    }
    expect(results.reduce((a, r) => a + r.v1.suppNoIntercept, 0)).toBeGreaterThan(0);
  });
  test('v2 hides recognized raiders and prizes with Reflag and never spends it as an Intercept! while it could hide', () => {
    expect(results.reduce((a, r) => a + r.v2.reflagHide, 0)).toBeGreaterThan(0);
    for (const r of results) expect(r.v2.reflagSpent).toBe(0);
    expect(results.reduce((a, r) => a + r.v1.reflagSpent, 0)).toBeGreaterThan(0);
  });
  test('v2 plays no Shallow Run for a damaged merchant, but still plays Shallow Run', () => {
    for (const r of results) expect(r.v2.shallowDamaged).toBe(0);
    expect(results.reduce((a, r) => a + r.v2.shallowRuns, 0)).toBeGreaterThan(0);
  });
});

describe("the bot's commit, case by case", () => {
  test('a Good Hunting with only a warship to hunt is not committed as a supplement; a Surprise Attack joins the Intercept! [3.3.12, 3.3.36]', () => {
    const G = table({
      players: 2,
      ships: { '0': ['ws_dresden'] },
      merchants: { '1': ['m_lovat', 'm_maria', 'm_hyades'] },
      hands: { '0': ['good_hunting#1', 'surprise_attack#1', 'collier#1'] },
    });
    begin(G, '0');
    const entries = botCommit(playerView(G, '0') as unknown as PublicState, '0');
    expect(entries.filter((e) => e.half === 'intercept' && e.on === 'ws_dresden')).toHaveLength(1);
    expect(entries).toContainEqual({ card: 'surprise_attack#1', half: 'action', on: null });
    expect(entries).not.toContainEqual({ card: 'good_hunting#1', half: 'action', on: null });
  });
  test('with no other card for the Intercept!, a supplement gives its Intercept! half to the ship [3.2.2]', () => {
    const G = table({
      players: 2,
      ships: { '0': ['ws_dresden'] },
      merchants: { '1': ['m_lovat', 'm_maria', 'm_hyades'] },
      hands: { '0': ['boarding_party#1'] },
    });
    begin(G, '0');
    expect(botCommit(playerView(G, '0') as unknown as PublicState, '0')).toEqual([{ card: 'boarding_party#1', half: 'intercept', on: 'ws_dresden' }]);
  });
  test('Reflag on a recognized raider is committed as its action, not as an Intercept! [3.3.27]', () => {
    const G = table({
      players: 2,
      ships: { '0': [{ id: 'rd_leopard', rec: true }] },
      merchants: { '1': ['m_lovat', 'm_maria', 'm_hyades'] },
      hands: { '0': ['reflag#1', 'collier#1'] },
    });
    begin(G, '0');
    const entries = botCommit(playerView(G, '0') as unknown as PublicState, '0');
    expect(entries).toContainEqual({ card: 'reflag#1', half: 'action', on: null });
    expect(entries).toContainEqual({ card: 'collier#1', half: 'intercept', on: 'rd_leopard' });
    expect(botCommit(playerView(G, '0') as unknown as PublicState, '0', 'v1')).toContainEqual({ card: 'reflag#1', half: 'intercept', on: 'rd_leopard' });
  });
});
