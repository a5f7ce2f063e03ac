/** Research [15, 16]: the rulebook's examples of [15.24] and [15.63], the order rule and the placement rules, one test each. */
import { CARD, type Power } from './data';
import { markers } from './rules/bop';
import { quietCtx } from './rules/context';
import { economicReveal } from './rules/economic-reveal';
import { priv } from './rules/random-events';
import { advance, orderRuleOk, research, researchStart, resultsAt, stepsOf } from './rules/research';
import { researchOrderProblem } from './rules/orders';
import { researchRefusals } from './rules/refusals';
import { ownerAlliance, parseTrack } from './rules/results';
import { newGame } from './rules/setup';
import { shipKindProblem } from './rules/construction';
import type { GState, ResearchOrder } from './rules/types';
import { scriptedRng, said } from './testing';

const fresh = (): GState => {
  const G = newGame(['0', '1', '2', '3', '4'], { revealUnplayedEvents: false });
  researchStart(quietCtx(G, scriptedRng([])));
  return G;
};
function setTrack(G: GState, key: string, steps: number): void {
  const { project, owner } = parseTrack(key);
  const a = ownerAlliance(owner);
  for (const s of Object.keys(G.players)) if (G.players[s].research[a]) G.players[s].research[a]![key] = steps;
  G.results[key] = resultsAt(project, owner, steps);
}
const commit = (G: GState, p: Power, o: ResearchOrder) => researchOrderProblem(G, p, o) ?? research(G, p, o, true);

describe('research [15]', () => {
  test('what cannot be researched now, and why: the barred projects and the Italian basic point [15.42, 15.23C]', () => {
    const G = fresh();
    const why = (p: Power) => Object.fromEntries(researchRefusals(G, p).map((r) => [r.id, r.reason]));
    const ger = why('GER');
    expect(said(ger['westWall:GER'])).toMatch(/15.42A/);
    expect(said(ger['atomicResearch:GER'])).toMatch(/15.42C/);
    expect(ger['armor:GER']).toBeUndefined();
    expect(said(why('GBR')['angloFrenchCooperation:ALLIES'])).toMatch(/15.42B/);
    // Italy's only point goes to an Italian project while one is open, so every Axis track is refused [15.23C].
    const ita = researchRefusals(G, 'ITA');
    expect(ita.length).toBeGreaterThan(0);
    expect(ita.every((r) => r.id.endsWith(':AXIS') || /15.42/.test(r.reason.text))).toBe(true);
    expect(ita.filter((r) => r.id.endsWith(':AXIS')).every((r) => /15.23C/.test(r.reason.text))).toBe(true);
    // Once the Rhineland is remilitarized, the West Wall may be researched [15.42A].
    G.aggressions.push({ id: 'RHI', by: 'GER', turn: 0, state: 'done' });
    expect(why('GER')['westWall:GER']).toBeUndefined();
  });
  test('the order rule [15.23B]', () => {
    expect(orderRuleOk([2, 5, 8, 1, 4])).toBe(true);
    expect(orderRuleOk([8, 9, 1, 2, 3])).toBe(false);
    expect(orderRuleOk([4, 5, 6, 2, 8])).toBe(false);
    expect(orderRuleOk([7])).toBe(false);
    expect(orderRuleOk([3, 6])).toBe(true);
    expect(orderRuleOk([4])).toBe(false);
  });
  test('one point per project and turn; the Italian basic point to an Italian project [15.23A, 15.23C]', () => {
    const G = fresh();
    expect(said(commit(G, 'GER', { ams: [], rps: ['armor:GER', 'armor:GER'] }))).toMatch(/15.23A/);
    expect(commit(G, 'GER', { ams: [], rps: ['armor:GER', 'jets:GER'] })).toBeUndefined();
    expect(said(commit(G, 'ITA', { ams: [], rps: ['lightShips:AXIS'] }))).toMatch(/15.23C/);
    expect(said(commit(G, 'ITA', { ams: [], rps: ['armor:GER'] }))).toMatch(/15.23C/);
    expect(commit(G, 'ITA', { ams: [], rps: ['submarines:ITA'] })).toBeUndefined();
    expect(stepsOf(G, 'AXIS', 'submarines:ITA')).toBe(1);
    // the Italian seat's copy of the Axis sheet has Germany's points too
    expect(G.players['1'].research.AXIS!['armor:GER']).toBe(1);
  });
  test('research AMs: one value-1 marker, research-only markers, paid at the reveal [12.41C, 15.22, 15.22C]', () => {
    const G = fresh();
    G.powers.GER.tiles = 5;
    expect(said(commit(G, 'GER', { ams: [3, 4], rps: ['armor:GER', 'jets:GER', 'rockets:GER', 'radar:AXIS'] }))).toMatch(/At most 1/);
    expect(said(commit(G, 'GER', { ams: [1], rps: ['armor:GER'] }))).toMatch(/value-1/);
    expect(commit(G, 'GER', { ams: [3], rps: ['armor:GER', 'jets:GER', 'rockets:GER'] })).toBeUndefined();
    economicReveal(quietCtx(G, scriptedRng([])));
    expect(G.powers.GER.tiles).toBe(4);
    expect(G.revealed.GER?.researchAms).toBe(1);
    expect(G.powers.GER.amUsed).toContain(3);
  });
  test('restrictions: West Wall, Anglo-French cooperation, atomic research [15.42]', () => {
    const G = fresh();
    expect(said(commit(G, 'GER', { ams: [], rps: ['westWall:GER'] }))).toMatch(/15.42A/);
    expect(said(commit(G, 'GBR', { ams: [], rps: ['angloFrenchCooperation:ALLIES'] }))).toMatch(/15.42B/);
    expect(said(commit(G, 'GBR', { ams: [], rps: ['atomicResearch:GBR'] }))).toMatch(/15.42C/);
    G.aggressions.push({ id: 'RHI', by: 'GER', turn: 0, state: 'done' });
    G.events.atomicAllowed = true;
    expect(commit(G, 'GER', { ams: [], rps: ['westWall:GER', 'atomicResearch:GER'] })).toBeUndefined();
  });
  test('the intelligence and advanced points go to the fewest so far [15.23D-E]', () => {
    const G = fresh();
    setTrack(G, 'espionage:AXIS', 2);
    setTrack(G, 'covertOperations:AXIS', 1);
    expect(said(commit(G, 'GER', { ams: [], rps: [], intel: 'espionage:AXIS' }))).toMatch(/fewest/);
    expect(commit(G, 'GER', { ams: [], rps: [], intel: 'counterIntelligence:AXIS' })).toBeUndefined();
    expect(said(commit(G, 'ITA', { ams: [], rps: [], intel: 'decryption:AXIS' }))).toMatch(/Germany places/);
    const H = fresh();
    setTrack(H, 'jets:GER', 1);
    expect(said(commit(H, 'GER', { ams: [], rps: [], advanced: 'jets:GER' }))).toMatch(/fewest/);
    expect(commit(H, 'GER', { ams: [], rps: [], advanced: 'rockets:GER' })).toBeUndefined();
  });
  test('an Italian event that cannot fully apply is reallocated within the category [15.24]', () => {
    for (const [start, reallocated] of [
      [12, 2],
      [11, 1],
      [10, 0],
    ]) {
      const G = fresh();
      setTrack(G, 'battleshipDesign:ITA', start);
      const before = ['navalAirTraining:ITA', 'portAttack:ITA', 'submarines:ITA'].reduce((s, k) => s + stepsOf(G, 'AXIS', k), 0);
      const left = advance(G, 'AXIS', 'battleshipDesign:ITA', 2, 'ITA');
      expect(left).toBe(0);
      expect(stepsOf(G, 'AXIS', 'battleshipDesign:ITA')).toBe(Math.min(12, start + 2));
      const after = [
        'navalAirTraining:ITA',
        'portAttack:ITA',
        'submarines:ITA',
        'lightShips:AXIS',
        'aswResearch:AXIS',
        'torpedoes:AXIS',
        'aswProduction:AXIS',
      ].reduce((s, k) => s + stepsOf(G, 'AXIS', k), 0);
      expect(after - before).toBe(reallocated);
    }
  });
  test('general event 70 doubles air range for every alliance, up to 3, surplus reallocated [15.31A]', () => {
    const G = newGame(['0', '1', '2', '3', '4'], { revealUnplayedEvents: false });
    expect(CARD[70].general.effects).toEqual([{ op: 'researchDouble', project: 'airRange' }]);
    setTrack(G, 'airRange:AXIS', 4);
    setTrack(G, 'airRange:ALLIES', 9);
    G.events.researchDouble = 'airRange';
    researchStart(quietCtx(G, scriptedRng([])));
    expect(stepsOf(G, 'AXIS', 'airRange:AXIS')).toBe(7);
    expect(stepsOf(G, 'ALLIES', 'airRange:ALLIES')).toBe(10);
    expect(stepsOf(G, 'RUSSIA', 'airRange:RUSSIA')).toBe(0);
    const airOthers = ['airDefense:ALLIES', 'strategicBombers:GBR', 'airTransport:GBR', 'jets:GBR'].reduce((s, k) => s + stepsOf(G, 'ALLIES', k), 0);
    expect(airOthers).toBe(6 + 2); // the British bombers' 6 steps plus the 2 reallocated
    economicReveal(quietCtx(G, scriptedRng([])));
    expect(G.results['airRange:ALLIES']).toBe(1);
  });
  test('card 22, then the French point: the first battleship design result, a 4-factor battleship the same turn [15.63, 13.22]', () => {
    const G = fresh();
    setTrack(G, 'battleshipDesign:FRA', 3);
    G.turn = 3;
    priv(G, 'FRA').held.push('22.FRA');
    expect(CARD[22].national.FRA.effects).toEqual([{ op: 'researchLevels', project: 'battleshipDesign', levels: 1 }]);
    expect(commit(G, 'GBR', { ams: [], rps: ['armor:GBR', 'jets:GBR'] })).toBeUndefined();
    expect(commit(G, 'FRA', { ams: [], rps: ['battleshipDesign:FRA'] })).toBeUndefined();
    expect(stepsOf(G, 'ALLIES', 'battleshipDesign:FRA')).toBe(6);
    expect(shipKindProblem(G, 'FRA', 'BB4', 0)).toBeUndefined();
    const naval = markers(G, 'ALLIES', 'naval');
    economicReveal(quietCtx(G, scriptedRng([])));
    expect(markers(G, 'ALLIES', 'naval')).toBe(naval + 1);
    expect(G.events.revealed).toContain('22.FRA');
  });
  test('an order the order rule cannot number is refused [15.23B]', () => {
    const G = fresh();
    setTrack(G, 'armor:GER', 7);
    setTrack(G, 'jets:GER', 7);
    expect(said(commit(G, 'GER', { ams: [], rps: ['armor:GER', 'jets:GER'] }))).toMatch(/15.23B/);
  });
  test('results: support with its tile, economic-preparation AMs, secret covert operations, espionage networks [16]', () => {
    const G = fresh();
    setTrack(G, 'economicPreparation:GER', 5);
    setTrack(G, 'covertOperations:AXIS', 3);
    setTrack(G, 'espionage:AXIS', 3);
    setTrack(G, 'counterIntelligence:AXIS', 3);
    setTrack(G, 'decryption:AXIS', 3);
    setTrack(G, 'maginotLine:FRA', 5);
    G.powers.GER.tiles = 1;
    expect(said(commit(G, 'GER', { ams: [], rps: ['economicPreparation:GER', 'espionage:AXIS'], intel: 'covertOperations:AXIS' }))).toMatch(/15.23B/);
    expect(commit(G, 'GER', { ams: [3], rps: ['economicPreparation:GER', 'espionage:AXIS', 'armor:GER'], intel: 'covertOperations:AXIS' })).toBeUndefined();
    expect(said(commit(G, 'FRA', { ams: [], rps: ['maginotLine:FRA'] }))).toMatch(/15.23B/);
    expect(commit(G, 'GBR', { ams: [], rps: ['armor:GBR', 'jets:GBR'] })).toBeUndefined();
    expect(commit(G, 'FRA', { ams: [], rps: ['maginotLine:FRA'] })).toBeUndefined();
    const ams = G.powers.GER.ams.length;
    economicReveal(quietCtx(G, scriptedRng([])));
    expect(G.powers.GER.ams.length).toBe(ams + 1);
    expect(G.powers.FRA.support).toBe(1);
    expect(G.powers.FRA.tiles).toBe(1);
    expect(G.results['covertOperations:AXIS'] ?? 0).toBe(0);
    expect(G.players['0'].intel.AXIS!.covertOperation).toBe(1);
    expect(G.players['1'].intel.AXIS!.covertOperation).toBe(1);
    expect(G.spyToPlace).toEqual(['AXIS']);
    // a held covert operation blocks the next result [15.241C]
    setTrack(G, 'covertOperations:AXIS', 7);
    expect(advance(G, 'AXIS', 'covertOperations:AXIS', 1, 'GER', false)).toBe(1);
  });
});
