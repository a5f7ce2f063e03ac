/**
 * The economy, research and final-research rows of the §20.4 policy table (bot.ts, bot-crisis.ts), each on the
 * Spring 1935 position edited by hand and seen through the bot's own view.
 */
import type { Alliance } from './data';
import { finalResearchOptions } from './rules/enumerate';
import { conversionCost } from './rules/industry';
import { militaryFactorySupport } from './rules/support';
import { newGame } from './rules/setup';
import type { GState } from './rules/types';
import { viewOf } from './view';
import { chooseConversion, chooseResearch, civilPayback, markersPerRp, plannedDiplomacy, tileReserve } from './bot';
import { finalResearchChoice } from './bot-crisis';
import { turnsLeft } from './bot-value';

const SEATS5 = ['0', '1', '2', '3', '4'];
const fresh = (): GState => newGame(SEATS5, { revealUnplayedEvents: false });
const viewFor = (G: GState, power: keyof GState['seatOf']): GState => viewOf(G, G.seatOf[power]) as unknown as GState;
const never = () => 0;
/** Sets a track's steps on every copy of the alliance's sheet. */
function setSteps(G: GState, a: Alliance, key: string, steps: number): void {
  for (const s of Object.keys(G.players)) if (G.players[s].research[a]) G.players[s].research[a]![key] = steps;
}

describe('economy (§20.4 row "Economy")', () => {
  test('the tile reserve is the planned diplomatic spending (the two highest unused general AMs, the most a turn places [24.5]) plus 2', () => {
    const G = fresh();
    const ps = G.powers.GER;
    const general = ps.ams.map((m, i) => ({ v: m.v, i })).filter(({ i }) => ps.ams[i].use === 'any');
    const top2 = (xs: typeof general) => [...xs].sort((x, y) => y.v - x.v).slice(0, 2);
    expect(general.length).toBeGreaterThan(2);
    const [best, second] = top2(general);
    expect(best.v).toBeGreaterThan(0);
    expect(tileReserve(G, 'GER')).toBe(best.v + second.v + 2);
    // The best marker spent elsewhere: the next two are planned.
    const rest = top2(general.filter((x) => x.i !== best.i));
    expect(plannedDiplomacy(G, 'GER', [best.i])).toBe(rest[0].v + rest[1].v);
  });

  test('an idle factory goes civilian while the payback is under about 5 turns, and only with the reserve kept', () => {
    const G = fresh();
    const p = 'FRA';
    G.powers[p].factories.idle = Math.max(1, G.powers[p].factories.idle);
    expect(civilPayback(G, p)).toBe(conversionCost(G, p, 'idleToCivil') / 2);
    expect(civilPayback(G, p)).toBeLessThanOrEqual(5);
    G.powers[p].tiles = conversionCost(G, p, 'idleToCivil') + tileReserve(G, p);
    expect(chooseConversion(viewFor(G, p), p, never)).toEqual({ kind: 'idleToCivil' });
    // one tile short of the reserve: no conversion to civilian use
    G.powers[p].tiles -= 1;
    expect(chooseConversion(viewFor(G, p), p, never)?.kind).not.toBe('idleToCivil');
  });

  test('no civilian conversion when the game ends before the factory pays back', () => {
    const G = fresh();
    const p = 'FRA';
    G.powers[p].factories.idle = Math.max(1, G.powers[p].factories.idle);
    G.powers[p].tiles = 60;
    G.turn = 14;
    expect(turnsLeft(G)).toBeLessThanOrEqual(civilPayback(G, p));
    expect(chooseConversion(viewFor(G, p), p, never)?.kind).not.toBe('idleToCivil');
  });

  test('Britain mobilizes at a cost above 8 while a preventive war needs full mobilization [32.61B], not after a second aggression', () => {
    const G = fresh();
    const p = 'GBR';
    const ps = G.powers[p];
    ps.factories.civil += ps.factories.idle;
    ps.factories.idle = 0;
    ps.tiles = 60;
    expect(conversionCost(G, p, 'civilToMilitary')).toBeGreaterThan(8);
    expect(militaryFactorySupport(p, ps.factories.military + 1)).toBe(militaryFactorySupport(p, ps.factories.military));
    expect(chooseConversion(viewFor(G, p), p, never)?.kind).toBe('civilToMilitary');
    G.aggressions.push({ id: 'AUT', by: 'GER', turn: 0 } as GState['aggressions'][number]);
    expect(chooseConversion(viewFor(G, p), p, never)).toBeNull();
  });
});

describe('research (§20.4 row "Research")', () => {
  test('markers per RP: a 6-step single-marker project before a 10-step dual-marker one; no marker, no priority', () => {
    const G = fresh();
    const single = markersPerRp(G, 'GER', 'aswResearch:AXIS');
    const dual = markersPerRp(G, 'GER', 'airRange:AXIS');
    expect(single).toBeGreaterThan(dual);
    expect(dual).toBeGreaterThan(0);
    expect(markersPerRp(G, 'GER', 'covertOperations:AXIS')).toBe(0);
  });

  test('Russia favours armor among equal projects [34.93]', () => {
    const G = fresh();
    expect(markersPerRp(G, 'USSR', 'armor:USSR')).toBeGreaterThan(markersPerRp(G, 'USSR', 'strategicBombers:USSR'));
  });

  test('the order chosen puts a point on the track one step short of a BoP marker', () => {
    const G = fresh();
    setSteps(G, 'AXIS', 'aswResearch:AXIS', 5);
    const rate = markersPerRp(G, 'GER', 'aswResearch:AXIS');
    expect(rate).toBe(1);
    const o = chooseResearch(viewFor(G, 'GER'), 'GER', null, never);
    expect(o.rps).toContain('aswResearch:AXIS');
  });
});

describe('final research [33.2] (§20.4 row "Final research")', () => {
  test('points only where the step completes a BoP marker or a support result', () => {
    const G = fresh();
    setSteps(G, 'AXIS', 'aswResearch:AXIS', 5); // step 6: a naval marker
    setSteps(G, 'AXIS', 'economicPreparation:GER', 5); // step 6: an AM, no marker
    setSteps(G, 'AXIS', 'airRange:AXIS', 3); // step 4: no result
    // the fullest legal order has the AM track too (and another); the bot keeps the one that completes a marker
    const full = finalResearchOptions(G, 'GER').at(-1)!;
    expect(full.general).toEqual(expect.arrayContaining(['aswResearch:AXIS', 'economicPreparation:GER']));
    const o = finalResearchChoice(viewFor(G, 'GER'), 'GER');
    expect(o.general).toEqual(['aswResearch:AXIS']);
    expect(o.intel).toBeUndefined();
  });

  test('no points when no step completes a marker', () => {
    const G = fresh();
    setSteps(G, 'AXIS', 'economicPreparation:GER', 5);
    setSteps(G, 'AXIS', 'airRange:AXIS', 3);
    expect(finalResearchChoice(viewFor(G, 'GER'), 'GER').general).toEqual([]);
  });
});
