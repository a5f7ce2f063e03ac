/** Russian purges and cohesion [22]: the purge deck, the Military Purge, the purge cards, purge events, the Siberian garrison. */
import { CARD, EVENT } from './data';
import { quietCtx } from './rules/context';
import { cohesion } from './rules/garrison';
import { addGreatPurge, addPurgeEvents, applyPurgeEffect, drawPurgeCard, nonSiberian, purgeUnit, removeFlagFromRussia } from './rules/purges';
import { constructionProblem, NO_CONSTRUCTION } from './rules/orders';
import { priv } from './rules/random-events';
import { stepsOf } from './rules/research';
import { newGame } from './rules/setup';
import { computeSupport } from './rules/support';
import type { GState } from './rules/types';
import { scriptedRng, seededRng, said } from './testing';

const fresh = (): GState => newGame(['0', '1', '2', '3', '4'], { revealUnplayedEvents: false });

describe('purges [22]', () => {
  test('never the same card twice running; the Great Purge only after the Rhineland and before 30 [22.44-22.46]', () => {
    const G = fresh();
    const c = quietCtx(G, seededRng(9));
    let last: string | null = null;
    let rhineland = -1;
    for (let t = 0; t < 10_000; t++) {
      G.turn = t;
      if (t === 50) {
        rhineland = t;
        addGreatPurge(G);
      }
      drawPurgeCard(c);
      const card = G.russia.purgeCard!;
      expect(card).not.toBe(last);
      if (card === 'great') {
        expect(rhineland).toBeGreaterThanOrEqual(0);
        expect(G.russia.purgeEvents - 3).toBeLessThan(30);
      }
      last = card;
      // keep the purge level below 30 for a while, then let it pass
      if (t < 5000) G.russia.purgeEvents = Math.min(G.russia.purgeEvents, 25);
    }
    expect(G.russia.purgeDeck).not.toContain('great');
  });
  test('a Military Purge takes the type with most non-Siberian units, ties armor, air, infantry [22.21A]', () => {
    const G = fresh();
    expect(nonSiberian(G)).toEqual({ armor: 2, infantry: 1, air: 4 });
    G.powers.USSR.active = { armor: 4, infantry: 4, air: 5 }; // non-Siberian 2, 1, 2
    purgeUnit(quietCtx(G, scriptedRng([])));
    expect(G.powers.USSR.active.armor).toBe(3);
    expect(G.powers.USSR.reserve.armor).toBe(1);
  });
  test('Siberian units only when no other is left; then Russia must build, and the rebuild returns to Siberia [22.61]', () => {
    const G = fresh();
    G.powers.USSR.active = { armor: 2, infantry: 3, air: 3 };
    purgeUnit(quietCtx(G, scriptedRng([])));
    expect(G.russia.siberian).toEqual({ armor: 1, infantry: 3, air: 3 });
    G.powers.USSR.tiles = 5;
    priv(G, 'USSR').conversion = null;
    expect(said(constructionProblem(G, 'USSR', NO_CONSTRUCTION))).toMatch(/18.51/);
  });
  test('the cards: Military 1 event and a unit, Great Purge 3 and two units; deck draw [22.21, 22.72]', () => {
    const G = fresh();
    G.russia.purgeDeck = ['military'];
    drawPurgeCard(quietCtx(G, scriptedRng([1])));
    expect(G.russia.purgeEvents).toBe(1);
    expect(G.powers.USSR.reserve.air).toBe(1);
    G.russia.purgeDeck = ['great'];
    drawPurgeCard(quietCtx(G, scriptedRng([1])));
    expect(G.russia.purgeEvents).toBe(4);
    expect(G.powers.USSR.reserve.air + G.powers.USSR.reserve.armor).toBe(3);
    expect(G.russia.purgeDeck).toEqual(['military']);
  });
  test('the Party Purge asks Russia to choose; No Purge removes a foreign flag [22.21B, 22.45, 10.91F]', () => {
    const G = fresh();
    G.russia.purgeDeck = ['party'];
    expect(drawPurgeCard(quietCtx(G, scriptedRng([1])))).toEqual({ partyChoice: true, flagRemovals: 0 });
    G.countries.RUS.flags = ['GER', 'USSR'];
    G.russia.purgeDeck = ['noPurge'];
    expect(drawPurgeCard(quietCtx(G, scriptedRng([1])))).toEqual({ partyChoice: false, flagRemovals: 1 });
    removeFlagFromRussia(quietCtx(G, scriptedRng([])), 'GER');
    expect(G.countries.RUS.flags).toEqual(['USSR']);
    expect(G.russia.purgeEvents).toBe(2);
  });
  test('cohesion levels add AMs of value 1, 2, 3 [12.22H]; beyond 30 free economic preparation [22.46]', () => {
    const G = fresh();
    const c = quietCtx(G, scriptedRng([]));
    const n = G.powers.USSR.ams.length;
    addPurgeEvents(c, 10);
    addPurgeEvents(c, 10);
    addPurgeEvents(c, 12);
    expect(cohesion(G).id).toBe('complete');
    expect(G.powers.USSR.ams.slice(n).map((a) => a.v)).toEqual([1, 2, 3]);
    expect(stepsOf(G, 'RUSSIA', 'economicPreparation:USSR')).toBe(2);
    expect(computeSupport(G, 'USSR')).toBe(2 + 2);
  });
  test('purge events: support, units, bans; 77-84 offset by building and results [22.72]', () => {
    const G = fresh();
    const c = quietCtx(G, scriptedRng([]));
    expect(applyPurgeEffect(c, { op: 'purgeSupport', delta: -2, offset: false, purgeEvents: 1 })).toBe(-2);
    expect(applyPurgeEffect(c, { op: 'purgeSupport', delta: -2, offset: true, purgeEvents: 1 }, 1)).toBe(-1);
    expect(applyPurgeEffect(c, { op: 'purgeSupport', delta: -2, offset: true, purgeEvents: 1 }, 3)).toBe(0);
    applyPurgeEffect(c, { op: 'purgeBan', ban: 'diplomacy', purgeEvents: 1 });
    expect(G.russia.diplomacyBan).toBe(true);
    applyPurgeEffect(c, { op: 'purgeUnits', count: 2, unit: 'asMilitaryPurge', purgeEvents: 2 });
    expect(G.russia.purgeEvents).toBe(6);
    const purgeIds = Object.keys(EVENT).filter((k) => EVENT[k].type === 'purge');
    expect(purgeIds.length).toBeGreaterThan(40);
    expect(CARD[66].general.type).toBe('purge');
  });
});
