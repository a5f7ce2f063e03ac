/**
 * The terms of the bots' shared evaluator (bot-value.ts) and threshold estimators (bot-eval.ts), each on the Spring
 * 1935 position edited by hand and seen through one seat's view.
 */
import { alliedTotal } from './rules/declarations';
import { garrison, garrisonRequirement } from './rules/garrison';
import { score } from './rules/scoring';
import { newGame } from './rules/setup';
import type { GState } from './rules/types';
import { viewOf } from './view';
import { pThreshold } from './bot-eval';
import {
  convolve,
  expectedIncome,
  hiddenMarkerDist,
  hiddenSupportDist,
  mean,
  pAtLeast,
  projectedLead,
  projectedVP,
  strategicTerms,
  targetOpportunity,
  tileDist,
  turnsLeft,
  warNowVP,
} from './bot-value';

const SEATS5 = ['0', '1', '2', '3', '4'];
const fresh = (): GState => newGame(SEATS5, { revealUnplayedEvents: false });
/** The view of the seat that plays `power`. */
const viewFor = (G: GState, power: keyof GState['seatOf']): GState => viewOf(G, G.seatOf[power]) as unknown as GState;

test('distributions: convolution and P(base + X >= 1)', () => {
  const d = convolve(
    new Map([
      [0, 0.5],
      [1, 0.5],
    ]),
    new Map([
      [1, 0.5],
      [2, 0.5],
    ]),
  );
  expect([...d].sort()).toEqual([
    [1, 0.25],
    [2, 0.5],
    [3, 0.25],
  ]);
  expect(pAtLeast(-1, d)).toBeCloseTo(0.75);
  expect(pAtLeast(0, d)).toBe(1);
  expect(mean(d)).toBeCloseTo(2);
});

test('the resistance tile follows the face-down pool composition [6.22, 28.5]', () => {
  const G = fresh();
  G.tilePool = { 1: 2, 2: 1, 3: 1 };
  const d = tileDist(viewFor(G, 'GBR'));
  expect(d.get(1)).toBeCloseTo(0.5);
  expect(d.get(3)).toBeCloseTo(0.25);
  expect(mean(d)).toBeCloseTo(1.75);
});

test("unseen secret support: the prior per card drawn for another power, the seat's own held events exactly [9.41E]", () => {
  const G = fresh();
  const v0 = viewFor(G, 'GBR');
  expect(mean(hiddenSupportDist(v0, 'GER'))).toBe(0);
  G.events.handCounts.GER = 1;
  const one = mean(hiddenSupportDist(viewFor(G, 'GBR'), 'GER'));
  G.events.handCounts.GER = 2;
  const two = mean(hiddenSupportDist(viewFor(G, 'GBR'), 'GER'));
  expect(one).toBeGreaterThan(0);
  expect(two).toBeCloseTo(2 * one);
  // Britain's own: nothing held, nothing expected, whatever it drew
  G.events.handCounts.GBR = 3;
  expect(mean(hiddenSupportDist(viewFor(G, 'GBR'), 'GBR'))).toBe(0);
});

test("a face-down marker's value is drawn from its power's unused AMs [12.2, 24.54C]", () => {
  const G = fresh();
  G.powers.ITA.ams = [
    { v: 0, use: 'any', src: 't' },
    { v: 1, use: 'any', src: 't' },
    { v: 1, use: 'any', src: 't' },
    { v: 3, use: 'any', src: 't' },
    { v: 2, use: 'researchOnly', src: 't' },
  ];
  G.powers.ITA.amUsed = [3];
  const d = hiddenMarkerDist(viewFor(G, 'FRA'), 'ITA');
  expect(d.get(0)).toBeCloseTo(1 / 3);
  expect(d.get(1)).toBeCloseTo(2 / 3);
  expect(d.has(3)).toBe(false);
  expect(d.has(2)).toBe(false);
});

test('war now scores [34] on the view; a preventive declaration pays [34.81]; war over a minor pays the Allies [34.52A]', () => {
  const G = fresh();
  const v = viewFor(G, 'GER');
  const plain = score({ ...v, war: { pairs: [], turn: v.turn, preventive: [] } }).vp;
  expect(warNowVP(v)).toEqual(plain);
  const prev = warNowVP(v, { preventive: 'ALLIES' });
  expect(prev.ALLIES).toBe(plain.ALLIES - 5); // EAI 0 at the start: -5 + 0
  expect(prev.AXIS).toBe(plain.AXIS);
  const over = warNowVP(v, { over: 'AUT' });
  expect(over.ALLIES).toBe(plain.ALLIES + 2);
  expect(projectedVP(v, 'AXIS', { warNow: true })).toBe(plain.AXIS);
  expect(projectedLead(v, 'AXIS', { warNow: true })).toBe(plain.AXIS - plain.ALLIES - plain.RUSSIA);
});

test("a Russian preventive war puts Russia's forces on the Allied side of the BoP [34.43]; a war not yet made moves nobody's", () => {
  const G = fresh();
  const v = viewFor(G, 'USSR');
  const russian = score({ ...v, war: { pairs: [['USSR', 'GER']], turn: v.turn, preventive: ['RUSSIA'] } }).vp;
  expect(warNowVP(v, { preventive: 'RUSSIA' })).toEqual(russian);
  expect(russian.RUSSIA).toBeGreaterThan(score({ ...v, war: { pairs: [], turn: v.turn, preventive: ['RUSSIA'] } }).vp.RUSSIA);
  expect(warNowVP(v)).toEqual(score({ ...v, war: { pairs: [], turn: v.turn, preventive: [] } }).vp);
});

test('the strategic terms: income times the turns left, the Axis targets, the Russian garrison slack [11, 21, 28]', () => {
  const G = fresh();
  const base = strategicTerms(viewFor(G, 'GER'), 'AXIS');
  expect(turnsLeft(G)).toBe(18);
  // more civilian factories: more income per turn, a better future for the Axis [11.21]
  const inc = expectedIncome(G, 'GER');
  G.powers.GER.factories.civil += 2;
  expect(expectedIncome(G, 'GER')).toBeGreaterThan(inc);
  expect(strategicTerms(viewFor(G, 'GER'), 'AXIS')).toBeGreaterThan(base);
  // Axis flags in Austria lower its resistance: more to gain for the Axis, more to defend for the Allies [28.3]
  const opp = targetOpportunity(G);
  const allies = strategicTerms(G, 'ALLIES');
  G.countries.AUT.flags = ['GER', 'GER', 'GER'];
  expect(targetOpportunity(G)).toBeGreaterThan(opp);
  expect(strategicTerms(G, 'ALLIES')).toBeLessThan(allies);
  // Russia: a higher EAI raises the garrison requirement [21.22C]: less slack, a worse future
  const rus = strategicTerms(G, 'RUSSIA');
  const slack = garrison(G) - garrisonRequirement(G);
  G.eai.permanent += 3;
  expect(garrison(G) - garrisonRequirement(G)).toBeLessThan(slack);
  expect(strategicTerms(G, 'RUSSIA')).toBeLessThan(rus);
  // war expected by Autumn 1939: then the future is worth nothing
  G.turn = 18;
  expect(turnsLeft(G)).toBe(0);
  const atEnd = strategicTerms(G, 'AXIS');
  G.powers.GER.factories.civil += 2;
  expect(strategicTerms(G, 'AXIS')).toBe(atEnd);
});

test('P(threshold >= 1) averages the Allied total of [32.62] over the tile pool, or takes the tile drawn [28.5]', () => {
  const G = fresh();
  // Britain's support set so that its total without a tile is -1: a tile of 2 or 3 makes +1
  G.powers.GBR.support -= 1 + alliedTotal(G, 'GBR', 'GER', { id: 'AUT', tile: 0 });
  const v = viewFor(G, 'GBR');
  expect(alliedTotal(v, 'GBR', 'GER', { id: 'AUT', tile: 0 })).toBe(-1);
  expect(pThreshold(v, 'GBR', 'GER', 'AUT', 1)).toBe(0);
  expect(pThreshold(v, 'GBR', 'GER', 'AUT', 2)).toBe(1);
  expect(pThreshold(v, 'GBR', 'GER', 'AUT')).toBeCloseTo(2 / 3);
  G.tilePool = { 1: 3, 2: 1, 3: 0 };
  expect(pThreshold(viewFor(G, 'GBR'), 'GBR', 'GER', 'AUT')).toBeCloseTo(1 / 4);
  // Germany's unseen support events may lower Britain's total below +1 even with the tile of 2 [9.41E]
  G.events.handCounts.GER = 2;
  const withCards = pThreshold(viewFor(G, 'GBR'), 'GBR', 'GER', 'AUT', 2);
  expect(withCards).toBeLessThan(1);
  expect(withCards).toBeGreaterThan(0);
});
