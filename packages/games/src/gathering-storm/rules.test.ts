/**
 * One test per rule the engine carries, where it lives, each citing the rulebook's section: cases on the
 * Spring 1935 position edited by hand. Every test starts from `fresh()`: the set-up after the
 * first action (the Spanish tile), before the first turn's cards.
 */
import { CARD, COUNTRY, EVENT, GARRISON_SUPPORT_BANDS, type Power } from './data';
import { band } from './rules/bands';
import { battleshipRaceLeader, bop, categoryLevel, markers } from './rules/bop';
import { quietCtx } from './rules/context';
import { carrierAllowance, shipKindProblem, shipPayment } from './rules/construction';
import { climateEai, decayEai, eai } from './rules/eai';
import { economicReveal } from './rules/economic-reveal';
import { endOfTurn, revealSecretSupport } from './rules/end-of-turn';
import { garrison, garrisonMilitaryMarkers, garrisonRequirement, garrisonSupport, cohesion } from './rules/garrison';
import { collectIncome, maintenance } from './rules/income';
import { conversionCost, conversionProblem } from './rules/industry';
import { constructionProblem, industrialProblem, NO_CONSTRUCTION, transferProblem } from './rules/orders';
import { applyPublicEvent, applyTrend, priv } from './rules/random-events';
import { resistance } from './rules/resistance';
import { newGame } from './rules/setup';
import { startOfTurn } from './rules/start-of-turn';
import { computeSupport, militaryFactorySupport, supportLevels } from './rules/support';
import { pactHolder, pactIncome } from './rules/trade-pacts';
import type { ConstructionOrder, Conversion, GState } from './rules/types';
import { scriptedRng, said } from './testing';
import { ownerAlliance, parseTrack } from './rules/results';
import { resultsAt } from './rules/research';

const SEATS5 = ['0', '1', '2', '3', '4'];
const fresh = (): GState => newGame(SEATS5, { revealUnplayedEvents: false });
const ctx = (G: GState, dice: number[] = []) => quietCtx(G, scriptedRng(dice));

/** Put `steps` on a research track in every copy of its alliance's sheet, and the results they reach in the public record. */
function setTrack(G: GState, key: string, steps: number): void {
  const { project, owner } = parseTrack(key);
  const a = ownerAlliance(owner);
  for (const s of Object.keys(G.players)) if (G.players[s].research[a]) G.players[s].research[a]![key] = steps;
  G.results[key] = resultsAt(project, owner, steps);
}

/** Commit orders for one power and run the economic reveal [13.12]. */
function reveal(G: GState, orders: Partial<Record<Power, { conv?: Conversion | null; build?: ConstructionOrder }>>): void {
  for (const [p, o] of Object.entries(orders) as [Power, { conv?: Conversion | null; build?: ConstructionOrder }][]) {
    priv(G, p).conversion = o.conv ?? null;
    priv(G, p).construction = o.build ?? NO_CONSTRUCTION;
  }
  economicReveal(ctx(G));
}

describe('balance of power [20]', () => {
  test('the Spring 1935 BoP is 0 [20.42]', () => {
    const G = fresh();
    expect(markers(G, 'AXIS', 'armor')).toBe(4);
    expect(markers(G, 'ALLIES', 'armor')).toBe(2);
    expect(markers(G, 'AXIS', 'infantry')).toBe(6);
    expect(markers(G, 'ALLIES', 'infantry')).toBe(4);
    expect(markers(G, 'AXIS', 'air')).toBe(5);
    expect(markers(G, 'ALLIES', 'air')).toBe(5);
    expect(markers(G, 'ALLIES', 'naval')).toBe(3);
    expect(bop(G)).toEqual({ armor: 1, infantry: 1, air: 0, naval: -2, overall: 0 });
  });
  test('category levels by excess [20.51, 20.52]', () => {
    expect([0, 1, 2, 3, 5, 6, 10].map((e) => categoryLevel(e, 0))).toEqual([0, 1, 1, 2, 2, 3, 3]);
    expect(categoryLevel(0, 4)).toBe(-2);
  });
  test('the battleship race adds ±1 beyond the cap [19.92, 19.93]', () => {
    const G = fresh();
    G.powers.GBR.launched.BB3 = 6; // 9 Allied naval markers
    G.powers.FRA.launched.BB4 = 2;
    G.powers.FRA.modernStarted = 2;
    expect(battleshipRaceLeader(G)).toBe('ALLIES');
    expect(bop(G).naval).toBe(-4);
  });
  test('race depths and ties [19.93]', () => {
    const G = fresh();
    G.powers.GER.launched.BB4 = 2;
    expect(battleshipRaceLeader(G)).toBe('AXIS');
    G.powers.GER.launched.BB4 = 1;
    G.powers.GER.ships.push({ kind: 'BB4', row: 2, col: 0, started: 0 });
    expect(battleshipRaceLeader(G)).toBe('AXIS');
    G.powers.GER.ships = [];
    G.powers.GBR.ships.push({ kind: 'BB4', row: 2, col: 0, started: 0 });
    expect(battleshipRaceLeader(G)).toBeNull();
  });
  test('an Active unit sent to the Reserve stops counting (ruling P2-A01) [20.22]', () => {
    const G = fresh();
    G.powers.GER.active.armor--;
    G.powers.GER.reserve.armor++;
    expect(markers(G, 'AXIS', 'armor')).toBe(3);
  });
});

describe('Russian garrison and cohesion [21, 22.7]', () => {
  test('the Russian garrison at the start: 16 against a requirement of 11, +2 support, 2 military markers [21.21, 21.22, 10.91D]', () => {
    const G = fresh();
    expect(garrison(G)).toBe(16);
    expect(garrisonRequirement(G)).toBe(11);
    expect(garrisonSupport(G)).toBe(2);
    expect(garrisonMilitaryMarkers(G)).toBe(2);
    expect(computeSupport(G, 'USSR')).toBe(1);
  });
  test('the support bands [10.91D]', () => {
    expect([-1, -2, -3, -5, -6, -8, -9, -12].map((d) => band(GARRISON_SUPPORT_BANDS, d))).toEqual([-1, -1, -2, -2, -3, -3, -4, -5]);
    expect([0, 2, 5, 9].map((d) => band(GARRISON_SUPPORT_BANDS, d))).toEqual([0, 1, 2, 4]);
  });
  test('the Allied naval level does not change the requirement [21.22B]', () => {
    const G = fresh();
    const before = garrisonRequirement(G);
    G.powers.GBR.launched.BB3 = 6;
    expect(garrisonRequirement(G)).toBe(before);
  });
  test('the requirement counts a positive EAI only and border pacts [21.22C-D]', () => {
    const G = fresh();
    G.eai.permanent = 3;
    expect(garrisonRequirement(G)).toBe(14);
    G.eai.permanent = -3;
    expect(garrisonRequirement(G)).toBe(11);
    G.eai.permanent = 0;
    G.countries.POL.flags = ['FRA', 'FRA', 'GBR'];
    G.countries.ROM.flags = ['GER', 'GER', 'ITA'];
    expect(garrisonRequirement(G)).toBe(8 + 2 + 2 + 1);
  });
  test('cohesion levels [22.71]', () => {
    const G = fresh();
    const at = (n: number) => {
      G.russia.purgeEvents = n;
      const c = cohesion(G);
      return [c.id, c.support, c.antiKomintern];
    };
    expect(at(9)).toEqual(['low', -1, 1]);
    expect(at(10)).toEqual(['medium', 0, 2]);
    expect(at(19)).toEqual(['medium', 0, 2]);
    expect(at(20)).toEqual(['high', 1, 3]);
    expect(at(29)).toEqual(['high', 1, 3]);
    expect(at(30)).toEqual(['complete', 2, 3]);
  });
});

describe('EAI [23]', () => {
  test('card 130 in Spring 1936: +2, then +1, then 0 [23.25]', () => {
    const G = fresh();
    G.turn = 4;
    applyPublicEvent(G, CARD[130].general);
    expect(eai(G)).toBe(2);
    decayEai(G);
    expect(eai(G)).toBe(1);
    decayEai(G);
    expect(eai(G)).toBe(0);
  });
  test('climate -3 for three turns, then -2 [23.24, 23.25]', () => {
    const G = fresh();
    const temps: number[] = [];
    for (const climate of [-3, -3, -3, -2]) {
      decayEai(G);
      G.eai.temporary += climateEai(climate);
      temps.push(G.eai.temporary);
    }
    expect(temps).toEqual([1, 1, 1, 0]);
  });
  test('parts stored unclamped, the value used clamped [23.26]', () => {
    const G = fresh();
    G.eai.permanent = 4;
    G.eai.temporary = 3;
    expect(eai(G)).toBe(5);
    decayEai(G);
    expect(G.eai.temporary).toBe(2);
    expect(eai(G)).toBe(5);
  });
  test('three active civil wars add +3 [25.33]', () => {
    const G = fresh();
    for (const c of ['GRE', 'SPA', 'YUG'] as const) G.civilWars[c].active = true;
    expect(eai(G)).toBe(3);
  });
  test('war means +5 [23.27]', () => {
    const G = fresh();
    G.war = { pairs: [['GER', 'GBR']], turn: 0, preventive: [] };
    expect(eai(G)).toBe(5);
  });
});

describe('resistance [28]', () => {
  test('the initial resistance of every target [28.2-28.4]', () => {
    const G = fresh();
    const r = Object.fromEntries((['RHI', 'AUT', 'SUD', 'CZE', 'DAN', 'POL', 'BAL', 'ETH', 'ALB', 'GRE', 'YUG'] as const).map((a) => [a, resistance(G, a)]));
    expect(r).toEqual({ RHI: 0, AUT: 2, SUD: 4, CZE: 6, DAN: 6, POL: 8, BAL: 1, ETH: 1, ALB: 1, GRE: 4, YUG: 5 });
  });
  test('after Austria, a permanent German pact there lowers Czechoslovakia [28.41A, 11.61E]', () => {
    const G = fresh();
    G.countries.AUT.permanentPact = 'GER';
    expect(resistance(G, 'SUD')).toBe(3);
    expect(resistance(G, 'CZE')).toBe(5);
  });
  test('civil-war reduction and Russian flags before and after the pact [28.21C, 28.33A, 28.41C]', () => {
    const G = fresh();
    G.civilWars.GRE.active = true;
    expect(resistance(G, 'GRE')).toBe(2);
    G.countries.BUL.flags = ['USSR', 'USSR', 'USSR'];
    expect(resistance(G, 'GRE')).toBe(3);
    G.pact.status = 'signed';
    expect(resistance(G, 'GRE')).toBe(1);
  });
});

describe('trade pacts [11.6]', () => {
  const holder = (flags: Power[], c: 'HUN' | 'RHI' = 'HUN') => {
    const G = fresh();
    G.countries[c].flags = flags;
    return pactHolder(G, c);
  };
  test('trade-pact holders and ties [11.61]', () => {
    expect(holder(['GER', 'GER', 'ITA', 'ITA'])).toBe('GER');
    expect(holder(['FRA', 'FRA', 'GBR', 'GBR'])).toBe('FRA');
    expect(holder(['GER', 'GER', 'ITA'])).toBe('GER');
    expect(holder(['GER', 'ITA', 'ITA'])).toBe('ITA');
    expect(holder(['GBR', 'GBR', 'USSR', 'USSR'])).toBeUndefined();
    expect(holder(['USSR', 'USSR', 'USSR'])).toBe('USSR');
    expect(holder(['GER', 'GER', 'GER', 'GER'], 'RHI')).toBeUndefined();
  });
  test('the pact ends below three flags; +2 Poland, Spain, Turkey, Russia, +1 others [11.61D, 11.62]', () => {
    const G = fresh();
    expect(pactIncome(G, 'FRA')).toBe(2);
    G.countries.BEL.flags = ['FRA', 'FRA'];
    expect(pactHolder(G, 'BEL')).toBeUndefined();
    G.countries.POL.flags = ['GER', 'GER', 'GER'];
    expect(pactIncome(G, 'GER')).toBe(COUNTRY.POL.tradePactValue);
  });
});

describe('support levels [10]', () => {
  test('military-factory support [10.41A]', () => {
    expect(militaryFactorySupport('GBR', 7)).toBe(2);
    expect(militaryFactorySupport('GER', 13)).toBe(5);
    expect([14, 15].map((n) => militaryFactorySupport('GER', n))).toEqual([5, 6]);
    expect(militaryFactorySupport('ITA', 6)).toBe(2);
    expect(militaryFactorySupport('FRA', 5)).toBe(1);
    expect([6, 7, 9, 14].map((n) => militaryFactorySupport('USSR', n))).toEqual([0, 1, 2, 7]);
  });
  test('support is recomputed from zero: events, last deficit, flags in Russia [10.31, 10.41B-C, 10.91F]', () => {
    const G = fresh();
    G.events.supportThisTurn.GER = 2;
    G.powers.GER.lastDeficit = 3;
    G.countries.RUS.flags = ['GER'];
    supportLevels(ctx(G));
    expect(G.powers.GER.support).toBe(2 - 3 + 1);
    expect(G.powers.USSR.support).toBe(1 - 1);
  });
  test('a conditional support event applies only when its condition holds [10.41B]', () => {
    const G = fresh();
    const ev = { ...CARD[1].general, effects: [{ op: 'support' as const, power: 'GER' as const, delta: 2, if: { kind: 'pactSigned' as const } }] };
    applyPublicEvent(G, ev);
    expect(G.events.supportThisTurn.GER).toBeUndefined();
    G.pact.status = 'signed';
    applyPublicEvent(G, ev);
    expect(G.events.supportThisTurn.GER).toBe(2);
  });
});

describe('income [11]', () => {
  test('Spring 1935 income 5/1/6/3/1 plus the tile [11.12]', () => {
    const G = fresh();
    supportLevels(ctx(G));
    const got: Record<string, number> = {};
    for (const p of ['GER', 'ITA', 'GBR', 'FRA', 'USSR'] as const) {
      collectIncome(ctx(G, [1]), p); // die 1 of 30 draws a value-1 tile
      got[p] = G.powers[p].tiles;
    }
    expect(got).toEqual({ GER: 6, ITA: 2, GBR: 7, FRA: 4, USSR: 2 });
  });
  test('Spring 1935 income with climate +1: Germany and Britain +1 [11.35]', () => {
    const G = fresh();
    G.climate = 1;
    collectIncome(ctx(G, [1]), 'GER');
    collectIncome(ctx(G, [1]), 'ITA');
    expect(G.powers.GER.tiles).toBe(5 + 1 + 1);
    expect(G.powers.ITA.tiles).toBe(1 + 1);
  });
  test('the climate trends [11.33, 11.34]', () => {
    expect(applyTrend(3, 2)).toBe(3);
    expect(applyTrend(2, 'toZero')).toBe(1);
    expect(applyTrend(-1, 'toZero')).toBe(0);
    expect(applyTrend(0, 'toZero')).toBe(0);
    expect(applyTrend(-3, -2)).toBe(-3);
  });
  test('economic events: a second tile, no tile, income ±2 [9.41A, 11.41, 11.82]', () => {
    const G = fresh();
    G.events.economic.GER = { income: -2, draws: 2 };
    collectIncome(ctx(G, [1, 1]), 'GER');
    expect(G.powers.GER.tiles).toBe(5 + 2 - 2);
    G.events.economic.ITA = { income: 0, draws: 0 };
    collectIncome(ctx(G, []), 'ITA');
    expect(G.powers.ITA.tiles).toBe(1);
  });
  test('unpaid maintenance sends Active units to the Reserve; unpaid negatives become a deficit [17.11, 10.41C]', () => {
    const G = fresh();
    G.powers.ITA.factories = { civil: 0, idle: 3, military: 3 };
    G.powers.ITA.support = -2;
    expect(maintenance(G, 'ITA')).toBe(3);
    collectIncome(ctx(G, [1]), 'ITA'); // 1 tile, maintenance 3: two units to the Reserve
    expect(G.powers.ITA.active.armor + G.powers.ITA.active.infantry + G.powers.ITA.active.air).toBe(4);
    expect(G.powers.ITA.tiles).toBe(0);
    expect(G.powers.ITA.deficit).toBe(2);
  });
  test('the 21-tile carry-over cap [6.33]', () => {
    const G = fresh();
    G.powers.GER.tiles = 25;
    endOfTurn(ctx(G));
    expect(G.powers.GER.tiles).toBe(21);
  });
});

describe('conversion and mobilization [14]', () => {
  test('mobilization cost 10, -1 a year, -EAI, floor 0 [14.31]', () => {
    const G = fresh();
    const at = (turn: number, e: number) => {
      G.turn = turn;
      G.eai.permanent = e;
      return conversionCost(G, 'GER', 'idleToMilitary');
    };
    expect(at(0, 0)).toBe(10);
    expect(at(8, 2)).toBe(6);
    expect(at(4, -1)).toBe(10);
    expect(at(20, 5)).toBe(0);
    expect(at(4, 2)).toBe(7);
    expect(conversionCost(G, 'GER', 'idleToCivil')).toBe(10);
  });
  test('conversion events change the cost [14.21, 14.31C]', () => {
    const G = fresh();
    priv(G, 'GER').held.push('8.GER');
    expect(conversionCost(G, 'GER', 'idleToMilitary')).toBe(8);
    expect(conversionCost(G, 'GER', 'idleToCivil')).toBe(10);
  });
  const ok = (G: GState, p: Power, kind: Conversion['kind'], mix?: Conversion['mix']) => conversionProblem(G, p, { kind, mix });
  test('Germany [14.71]', () => {
    const G = fresh();
    expect(ok(G, 'GER', 'idleToMilitary', { armor: 1, infantry: 1, air: 1 })).toBeUndefined();
    expect(ok(G, 'GER', 'idleToMilitary', { naval: 1, air: 2 })).toBeUndefined();
    expect(said(ok(G, 'GER', 'idleToMilitary', { armor: 1, naval: 1, infantry: 1 }))).toMatch(/mix/);
    expect(said(ok(G, 'GER', 'idleToMilitary', { armor: 2, infantry: 1 }))).toMatch(/mix/);
    G.powers.GER.navalIncreases = 1;
    expect(said(ok(G, 'GER', 'idleToMilitary', { naval: 1, air: 2 }))).toMatch(/naval/);
  });
  test('Italy, France [14.72, 14.74]', () => {
    const G = fresh();
    expect(ok(G, 'ITA', 'idleToMilitary', { armor: 1, air: 1 })).toBeUndefined();
    expect(said(ok(G, 'ITA', 'idleToMilitary', { infantry: 2 }))).toMatch(/mix/);
    expect(said(ok(G, 'ITA', 'idleToMilitary', { armor: 1, naval: 1 }))).toMatch(/mix/);
    expect(ok(G, 'FRA', 'idleToMilitary', { armor: 1, infantry: 1 })).toBeUndefined();
    expect(said(ok(G, 'FRA', 'idleToMilitary', { infantry: 1, naval: 1 }))).toMatch(/mix/);
  });
  test('Britain 3rd-7th and 8th [14.732, 14.733]', () => {
    const G = fresh();
    expect(ok(G, 'GBR', 'idleToMilitary', { air: 3 })).toBeUndefined();
    expect(ok(G, 'GBR', 'idleToMilitary', { armor: 1, air: 2 })).toBeUndefined();
    expect(ok(G, 'GBR', 'idleToMilitary', { naval: 1, air: 2 })).toBeUndefined();
    expect(said(ok(G, 'GBR', 'idleToMilitary', { infantry: 1, air: 2 }))).toMatch(/mix/);
    expect(said(ok(G, 'GBR', 'idleToMilitary', { armor: 1, naval: 1, air: 1 }))).toMatch(/mix/);
    G.powers.GBR.armorMobilized = 3;
    expect(said(ok(G, 'GBR', 'idleToMilitary', { armor: 1, air: 2 }))).toMatch(/three more armor/);
    G.powers.GBR.mobilizations = 7;
    expect(ok(G, 'GBR', 'idleToMilitary', { armor: 2, infantry: 1 })).toBeUndefined();
    expect(said(ok(G, 'GBR', 'idleToMilitary', { armor: 3 }))).toMatch(/mix/);
    G.powers.GBR.mobilizations = 8;
    expect(said(ok(G, 'GBR', 'idleToMilitary', { air: 3 }))).toMatch(/No mobilization/);
  });
  test('Russia [14.43, 14.75]', () => {
    const G = fresh();
    expect(ok(G, 'USSR', 'idleToMilitary', { armor: 1, infantry: 1, air: 1 })).toBeUndefined();
    expect(said(ok(G, 'USSR', 'idleToMilitary', { armor: 1, infantry: 2 }))).toMatch(/mix/);
    expect(said(ok(G, 'USSR', 'idleToCivil'))).toMatch(/14.42A/);
    expect(said(ok(G, 'USSR', 'civilToMilitary', { armor: 1, infantry: 1, air: 1 }))).toMatch(/14.43C/);
    G.russia.purgeCard = 'great';
    expect(said(ok(G, 'USSR', 'idleToMilitary', { armor: 1, infantry: 1, air: 1 }))).toMatch(/14.43A/);
    G.russia.purgeCard = null;
    G.powers.USSR.lastMobilization = 0;
    G.turn = 4;
    expect(said(ok(G, 'USSR', 'idleToMilitary', { armor: 1, infantry: 1, air: 1 }))).toMatch(/14.43B/);
    G.turn = 5;
    expect(ok(G, 'USSR', 'idleToMilitary', { armor: 1, infantry: 1, air: 1 })).toBeUndefined();
    G.russia.purgeEvents = 30;
    expect(ok(G, 'USSR', 'civilToMilitary', { armor: 1, infantry: 1, air: 1 })).toBeUndefined();
  });
  test('Germany keeps infantry and air within reach of equal [14.712]', () => {
    const G = fresh();
    G.powers.GER.factories = { civil: 0, idle: 1, military: 11 };
    G.powers.GER.active = { armor: 2, infantry: 3, air: 5 };
    expect(said(ok(G, 'GER', 'idleToMilitary', { armor: 1, air: 2 }))).toMatch(/14.712/);
    expect(ok(G, 'GER', 'idleToMilitary', { armor: 1, infantry: 2 })).toBeUndefined();
  });
  test('mobilization side effects [13.21, 14.8]', () => {
    const G = fresh();
    G.powers.GER.tiles = 12;
    reveal(G, { GER: { conv: { kind: 'idleToMilitary', mix: { armor: 1, infantry: 1, air: 1 } } } });
    const ps = G.powers.GER;
    expect(ps.factories).toEqual({ civil: 5, idle: 3, military: 4 });
    expect(ps.tiles).toBe(12 - 10 + 1);
    expect(ps.supportFromCrisis).toBe(1);
    expect(ps.arriving.map((a) => `${a.unit}@${a.turn}`).sort()).toEqual(['air@4', 'armor@6', 'infantry@2']);
    revealSecretSupport(ctx(G));
    expect(ps.support).toBe(1);
    G.turn = 2;
    startOfTurn(ctx(G));
    expect(ps.reserve.infantry).toBe(1);
    expect(maintenance(G, 'GER')).toBe(4);
  });
  test('a German naval increase: rate +1, a shipyard AM, +1 British support from next turn [19.32, 12.22C, 10.71C]', () => {
    const G = fresh();
    G.powers.GER.tiles = 10;
    reveal(G, { GER: { conv: { kind: 'idleToMilitary', mix: { naval: 1, infantry: 1, air: 1 } } } });
    expect(G.powers.GER.navalRate).toBe(3);
    expect(G.powers.GER.ams.filter((a) => a.use === 'navalOnly').length).toBe(2);
    expect(computeSupport(G, 'GBR')).toBe(0);
    G.turn = 1;
    expect(computeSupport(G, 'GBR')).toBe(1);
  });
  test('the research-only AM of a civilian conversion, removed by a later mobilization [12.22A, 13.21A]', () => {
    const G = fresh();
    G.turn = 4;
    G.powers.ITA.tiles = 10;
    reveal(G, { ITA: { conv: { kind: 'idleToCivil' } } });
    expect(G.powers.ITA.factories.civil).toBe(3);
    expect(G.powers.ITA.ams.filter((a) => a.use === 'researchOnly').length).toBe(1);
    G.powers.ITA.tiles = 10;
    G.turn = 5;
    G.powers.ITA.amUsed = [];
    reveal(G, { ITA: { conv: { kind: 'civilToMilitary', mix: { armor: 1, air: 1 } } } });
    expect(G.powers.ITA.ams.filter((a) => a.use === 'researchOnly').length).toBe(0);
  });
  test('the orders must be paid from the tiles held [6.12]', () => {
    const G = fresh();
    G.powers.GER.tiles = 9;
    expect(said(industrialProblem(G, 'GER', { kind: 'idleToCivil' }))).toMatch(/6.12/);
    G.powers.GER.tiles = 10;
    expect(industrialProblem(G, 'GER', { kind: 'idleToCivil' })).toBeUndefined();
  });
});

describe('construction [18, 19]', () => {
  test('units: 2 AM points each, one of each type, from the Reserve [18.11, 18.41]', () => {
    const G = fresh();
    G.powers.GER.tiles = 10;
    G.powers.GER.reserve = { armor: 1, infantry: 2, air: 0 };
    priv(G, 'GER').conversion = null;
    const o = (units: ConstructionOrder['units'], unitAms: number[]): ConstructionOrder => ({ units, unitAms, ships: [] });
    expect(constructionProblem(G, 'GER', o({ armor: 1, infantry: 0, air: 0 }, [1]))).toBeUndefined();
    expect(constructionProblem(G, 'GER', o({ armor: 1, infantry: 1, air: 0 }, [0, 3]))).toBeUndefined();
    expect(said(constructionProblem(G, 'GER', o({ armor: 0, infantry: 2, air: 0 }, [1, 2])))).toMatch(/18.41B/);
    expect(said(constructionProblem(G, 'GER', o({ armor: 0, infantry: 0, air: 1 }, [1])))).toMatch(/Reserve/);
    expect(said(constructionProblem(G, 'GER', o({ armor: 1, infantry: 0, air: 0 }, [3])))).toMatch(/add up/);
    expect(said(constructionProblem(G, 'GER', o({ armor: 1, infantry: 0, air: 0 }, [1, 3])))).toMatch(/not needed/);
    expect(said(constructionProblem(G, 'GER', o({ armor: 1, infantry: 0, air: 0 }, [6])))).toMatch(/navalOnly/);
  });
  test('naval costs [19.52, 19.73C]', () => {
    const G = fresh();
    const at = (e: number, kind: 'CVL' | 'BB3' | 'BB4' | 'BB5') => {
      G.eai.permanent = e;
      return shipPayment(G, 'GBR', kind);
    };
    expect(at(1, 'BB3')).toBe(2);
    expect(at(3, 'CVL')).toBe(1);
    expect(at(-2, 'BB4')).toBe(6);
    expect(at(0, 'BB5')).toBe(5);
  });
  test('a battlecruiser started, continued, accelerated, deferred, launched [19.61-19.74]', () => {
    const run = (plan: Record<number, { accel?: 0 | 1 | 2 } | 'start'>, last: number) => {
      const G = fresh();
      for (let t = 4; t <= last; t++) {
        G.turn = t;
        G.powers.GBR.amUsed = [];
        G.powers.GBR.tiles = 20;
        const step = plan[t];
        let build: ConstructionOrder = NO_CONSTRUCTION;
        if (step === 'start') build = { ...NO_CONSTRUCTION, ships: [{ start: 'BB3', ams: [1, 6] }] };
        else if (step) build = { ...NO_CONSTRUCTION, ships: [{ ship: 0, accel: step.accel, ams: step.accel ? [0, 1] : [0] }] };
        if (step) expect(constructionProblem(G, 'GBR', build)).toBeUndefined();
        reveal(G, { GBR: { build } });
      }
      return G;
    };
    let G = run({ 4: 'start' }, 4);
    expect(G.powers.GBR.ships[0]).toMatchObject({ kind: 'BB3', row: 3, col: 0 });
    expect(bop(G).naval).toBe(-2);
    G = run({ 4: 'start', 8: {} }, 8);
    expect(G.powers.GBR.ships[0]).toMatchObject({ row: 2, col: 0 });
    G = run({ 4: 'start', 8: {}, 12: {} }, 12);
    expect(G.powers.GBR.ships).toEqual([]);
    expect(markers(G, 'ALLIES', 'naval')).toBe(4);
    G = run({ 4: 'start', 8: { accel: 1 } }, 8);
    expect(G.powers.GBR.ships[0]).toMatchObject({ row: 2, col: 3 });
    G = run({ 4: 'start', 8: { accel: 1 }, 11: {} }, 11);
    expect(G.powers.GBR.launched.BB3).toBe(1);
    G = run({ 4: 'start', 8: { accel: 2 } }, 8);
    expect(G.powers.GBR.ships[0]).toMatchObject({ row: 2, col: 2 });
    G = run({ 4: 'start', 9: {} }, 9);
    expect(G.powers.GBR.ships[0]).toMatchObject({ row: 2, col: 1 });
  });
  test('refused: acceleration at start, no shipyard marker, rate, capacity [19.34, 19.41, 19.62, 19.73E]', () => {
    const G = fresh();
    G.powers.GBR.tiles = 30;
    priv(G, 'GBR').conversion = null;
    const ships = (s: ConstructionOrder['ships']) => constructionProblem(G, 'GBR', { ...NO_CONSTRUCTION, ships: s });
    expect(said(ships([{ start: 'BB3', accel: 1, ams: [1, 6] }]))).toMatch(/19.73E/);
    expect(said(ships([{ start: 'BB3', ams: [0] }]))).toMatch(/shipyard/);
    expect(said(ships([{ start: 'BB3', ams: [0, 6] }]))).toMatch(/not needed/);
    expect(
      ships([
        { start: 'BB3', ams: [1, 6] },
        { start: 'BB3', ams: [2, 7] },
      ]),
    ).toBeUndefined();
    G.powers.GBR.ships = [0, 1, 2, 3, 4].map(() => ({ kind: 'BB3' as const, row: 3 as const, col: 2 as const, started: 0 }));
    expect(
      said(
        ships([
          { start: 'BB3', ams: [1, 6] },
          { start: 'BB3', ams: [2, 7] },
        ]),
      ),
    ).toMatch(/19.41/);
    G.powers.GBR.ships = [];
    G.powers.GBR.ams.push({ v: 1, use: 'navalOnly', src: 'test' });
    expect(
      said(
        ships([
          { start: 'CVL', ams: [8] },
          { start: 'CVL', ams: [6] },
          { start: 'CVL', ams: [7] },
          { start: 'BB3', ams: [0] },
        ]),
      ),
    ).toMatch(/19.34/);
  });
  test('carriers [19.63A]', () => {
    const G = fresh();
    expect(said(shipKindProblem(G, 'GER', 'CVL', 0))).toMatch(/19.63A/);
    setTrack(G, 'navalAirTraining:GER', 6);
    expect(carrierAllowance(G, 'GER')).toBe(3);
    expect(shipKindProblem(G, 'GER', 'CVL', 2)).toBeUndefined();
    expect(said(shipKindProblem(G, 'GER', 'CVL', 3))).toMatch(/19.63A/);
    expect(said(shipKindProblem(G, 'GBR', 'CVL', 0))).toMatch(/19.63A/);
    setTrack(G, 'navalAirTraining:GBR', 12);
    expect(shipKindProblem(G, 'GBR', 'CVL', 2)).toBeUndefined();
    expect(said(shipKindProblem(G, 'FRA', 'CVL', 0))).toMatch(/cannot build/);
    expect(said(shipKindProblem(G, 'FRA', 'BB4', 0))).toMatch(/19.63C/);
    setTrack(G, 'battleshipDesign:FRA', 6);
    expect(shipKindProblem(G, 'FRA', 'BB4', 0)).toBeUndefined();
    expect(said(shipKindProblem(G, 'FRA', 'BB5', 0))).toMatch(/19.63C/);
  });
  test('a modern battleship started gives a naval marker at once and another at launch [19.81B, ruling P1-A25]', () => {
    const G = fresh();
    setTrack(G, 'battleshipDesign:FRA', 6);
    G.powers.FRA.tiles = 10;
    const build: ConstructionOrder = { ...NO_CONSTRUCTION, ships: [{ start: 'BB4', ams: [0, 2, 5] }] };
    priv(G, 'FRA').conversion = null;
    expect(constructionProblem(G, 'FRA', build)).toBeUndefined();
    reveal(G, { FRA: { build } });
    // Royal Navy 2 + naval air training 1 + the design result 1 + the start 1
    expect(markers(G, 'ALLIES', 'naval')).toBe(5);
  });
  test('Russia must build while its support is negative [18.51]', () => {
    const G = fresh();
    const ps = G.powers.USSR;
    ps.support = -1;
    ps.tiles = 3;
    ps.reserve.infantry = 1;
    priv(G, 'USSR').conversion = null;
    expect(said(industrialProblem(G, 'USSR', { kind: 'idleToMilitary', mix: { armor: 1, infantry: 1, air: 1 } }))).toMatch(/18.51|6.12/);
    expect(said(constructionProblem(G, 'USSR', NO_CONSTRUCTION))).toMatch(/18.51/);
    expect(constructionProblem(G, 'USSR', { units: { armor: 0, infantry: 1, air: 0 }, unitAms: [0], ships: [] })).toBeUndefined();
    ps.tiles = 1;
    expect(constructionProblem(G, 'USSR', NO_CONSTRUCTION)).toBeUndefined();
    ps.tiles = 12;
    expect(industrialProblem(G, 'USSR', { kind: 'idleToMilitary', mix: { armor: 1, infantry: 1, air: 1 } })).toBeUndefined();
    ps.reserve.infantry = 0;
    expect(constructionProblem(G, 'USSR', NO_CONSTRUCTION)).toBeUndefined();
  });
});

describe('secret support events [9.41E, 10.41C]', () => {
  test('a secret +3 whose tiles are spent is revealed at the economic reveal', () => {
    const G = fresh();
    G.powers.FRA.tiles = 8;
    priv(G, 'FRA').held.push('16.FRA'); // support FRA +3, secret
    expect(industrialProblem(G, 'FRA', { kind: 'idleToCivil' })).toBeUndefined();
    reveal(G, { FRA: { conv: { kind: 'idleToCivil' } } });
    expect(G.events.revealed).toContain('16.FRA');
    expect(G.powers.FRA.support).toBe(3);
    expect(G.powers.FRA.tiles).toBe(1);
  });
  test('a secret -3 forced out in the crisis phase with no tiles is a deficit for next turn', () => {
    const G = fresh();
    priv(G, 'GER').held.push('45.GER'); // support GER -3, secret
    G.powers.GER.tiles = 1;
    revealSecretSupport(ctx(G));
    expect(G.powers.GER.support).toBe(-3);
    expect(G.powers.GER.tiles).toBe(0);
    expect(G.powers.GER.deficit).toBe(2);
    endOfTurn(ctx(G));
    expect(G.powers.GER.lastDeficit).toBe(2);
    expect(computeSupport(G, 'GER')).toBe(-2);
  });
});

describe('construction events [18.41B, 19.52, 19.62, 19.73D]', () => {
  const withEvent = (G: GState, p: Power, effects: unknown[]) => {
    const id = Object.keys(EVENT).find((k) => EVENT[k].slot === p && JSON.stringify(EVENT[k].effects) === JSON.stringify(effects));
    if (!id) throw new Error(`no event ${JSON.stringify(effects)} for ${p} in the deck`);
    priv(G, p).held.push(id);
    return id;
  };
  test('a ship shifted by an event into the season column is continued and launched [19.73D]', () => {
    const G = fresh();
    G.turn = 5; // Summer 1936
    G.powers.GBR.ships.push({ kind: 'BB3', row: 2, col: 2, started: 0 });
    G.powers.GBR.tiles = 10;
    priv(G, 'GBR').conversion = null;
    const id = Object.keys(EVENT).find((k) => EVENT[k].slot === 'GBR' && EVENT[k].effects.some((e) => e.op === 'shipAccelerate' && e.columns === 1));
    expect(id).toBeDefined();
    priv(G, 'GBR').held.push(id!);
    const build: ConstructionOrder = { ...NO_CONSTRUCTION, ships: [{ ship: 0, ams: [0] }], eventShift: { ship: 0, before: true } };
    expect(said(constructionProblem(G, 'GBR', { ...build, eventShift: undefined }))).toMatch(/19.71/);
    expect(constructionProblem(G, 'GBR', build)).toBeUndefined();
    reveal(G, { GBR: { build } });
    expect(G.powers.GBR.launched.BB3).toBe(1);
  });
  test('an extra unit of a type by event [18.41B]', () => {
    const G = fresh();
    const id = Object.keys(EVENT).find((k) => EVENT[k].slot === 'GER' && EVENT[k].effects.some((e) => e.op === 'extraBuild' && e.unit === 'infantry'));
    expect(id).toBeDefined();
    G.powers.GER.reserve.infantry = 2;
    G.powers.GER.tiles = 10;
    priv(G, 'GER').conversion = null;
    const o: ConstructionOrder = { units: { armor: 0, infantry: 2, air: 0 }, unitAms: [1, 2], ships: [] };
    expect(said(constructionProblem(G, 'GER', o))).toMatch(/18.41B/);
    priv(G, 'GER').held.push(id!);
    expect(constructionProblem(G, 'GER', o)).toBeUndefined();
  });
  test('naval cost events, never below 1 [19.52]', () => {
    const G = fresh();
    const id = Object.keys(EVENT).find((k) => EVENT[k].slot === 'GBR' && EVENT[k].effects.some((e) => e.op === 'navalCost' && e.delta < 0));
    expect(id).toBeDefined();
    priv(G, 'GBR').held.push(id!);
    const delta = (EVENT[id!].effects[0] as { delta: number }).delta;
    expect(shipPayment(G, 'GBR', 'BB3')).toBe(Math.max(1, 3 + delta));
    G.eai.permanent = 5;
    expect(shipPayment(G, 'GBR', 'BB3')).toBe(1);
  });
  void withEvent;
});

describe('Anglo-French cooperation and unplayed events [16.16G, 9.13]', () => {
  test('one tile a level passes between Britain and France each turn', () => {
    const G = fresh();
    G.powers.GBR.tiles = 5;
    expect(said(transferProblem(G, 'GBR', 1))).toMatch(/16.16G/);
    G.results['angloFrenchCooperation:ALLIES'] = 1;
    expect(transferProblem(G, 'GBR', 1)).toBeUndefined();
    expect(said(transferProblem(G, 'GBR', 2))).toMatch(/1 tile/);
    G.transfers = 1;
    expect(said(transferProblem(G, 'FRA', 1))).toMatch(/16.16G/);
  });
  test('unplayed extra events are discarded unseen, or shown with the option (ruling R-03)', () => {
    for (const show of [false, true]) {
      const G = newGame(SEATS5, { revealUnplayedEvents: show });
      priv(G, 'GER').hand = [{ card: 5, play: true }, { card: 6 }];
      G.secret.deck = G.secret.deck.filter((x) => x !== 5 && x !== 6);
      endOfTurn(ctx(G));
      expect(G.events.discard.includes(6)).toBe(show);
      expect(G.secret.hiddenDiscard.includes(6)).toBe(!show);
    }
  });
});
