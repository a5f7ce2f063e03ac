/** The crisis phase, the pact, declarations, VP and the winner [26-34]: crises, Italian conquests, purges from aggressions, declarations, the pact, scoring and victory levels. */
import { quietCtx } from './rules/context';
import { aggressionSucceeds, completeConquests, italianCompletion } from './rules/aggression-effects';
import { canUltimatum, crisisConsequences, legalAggressions, announce, russiaAllied } from './rules/crisis';
import { alliedTotal, germanyVsAllies, russiaTotal, russianReadiness, preventiveTargets } from './rules/declarations';
import { concessionLevel, concessionProblem, signPact, pactRefused } from './rules/pact';
import { resistance } from './rules/resistance';
import { levelOf, score, winner } from './rules/scoring';
import { newGame } from './rules/setup';
import { computeSupport } from './rules/support';
import type { ConstructionOrder, GState } from './rules/types';
import { scriptedRng, said } from './testing';
import { extraCards, priv } from './rules/random-events';
import { constructionOptions } from './rules/enumerate';
import { constructionRefusals } from './rules/refusals';
import { italyMustBuild } from './rules/construction';
import { economicReveal } from './rules/economic-reveal';
import { conversionCost } from './rules/industry';
import { constructionProblem, industrialProblem, NO_CONSTRUCTION } from './rules/orders';

const fresh = (players = 5): GState => newGame(['0', '1', '2', '3', '4'].slice(0, players), { revealUnplayedEvents: false });
const ctx = (G: GState, dice: number[] = []) => quietCtx(G, scriptedRng(dice));

describe('crisis [26-29]', () => {
  test('the first aggressions are forced: Rhineland, Ethiopia [27.21]', () => {
    const G = fresh();
    expect(legalAggressions(G, 'GER')).toEqual(['RHI']);
    expect(legalAggressions(G, 'ITA')).toEqual(['ETH']);
    aggressionSucceeds(ctx(G), 'RHI');
    expect(legalAggressions(G, 'GER').sort()).toEqual(['AUT', 'BAL', 'CZE', 'DAN', 'POL', 'SUD']);
    expect(G.russia.purgeDeck).toContain('great');
    expect(G.powers.GER.factories.idle).toBe(5);
  });
  test('the Rhineland in Spring 1935; a tile of 1 leaves the Allies short, 2 lets them issue an ultimatum [32.62, 27.72]', () => {
    for (const [tile, can] of [
      [1, false],
      [2, true],
    ] as const) {
      const G = fresh();
      G.powers.GER.support = 1;
      announce(ctx(G), 'GER', 'RHI');
      const cr = G.crisis.list[0];
      cr.threats = ['GBR', 'FRA'];
      cr.tile = tile;
      expect(alliedTotal(G, 'FRA', 'GER', { id: 'RHI', tile })).toBe(tile - 1);
      expect(canUltimatum(G, cr, 'GBR')).toBe(can);
      if (!can) {
        crisisConsequences(ctx(G), cr, 'alliesBackDown');
        G.turn = 1;
        expect(computeSupport(G, 'GER')).toBe(2);
        expect(computeSupport(G, 'FRA')).toBe(-2);
        expect(G.amNextTurn).toEqual([
          { power: 'GER', turn: 1, value: 2 },
          { power: 'GBR', turn: 1, value: -2 },
          { power: 'FRA', turn: 1, value: -2 },
        ]);
      }
    }
  });
  test('Russia is an Allied power over Poland, the Baltic States or a country with a Russian flag, before the pact [26.14A]', () => {
    const G = fresh();
    expect(russiaAllied(G, 'POL')).toBe(true);
    expect(russiaAllied(G, 'AUT')).toBe(false);
    G.countries.AUT.flags.push('USSR');
    expect(russiaAllied(G, 'AUT')).toBe(true);
    G.pact.status = 'signed';
    expect(russiaAllied(G, 'POL')).toBe(false);
  });
  test('Ethiopia attacked in Autumn 1935 falls at the end of Summer 1936; Italy +1 from Autumn 1936 [29.32, 10.61A]', () => {
    const G = fresh();
    G.turn = 2;
    aggressionSucceeds(ctx(G), 'ETH');
    expect(G.aggressions[0]).toMatchObject({ id: 'ETH', state: 'conquering', completes: 5 });
    expect(legalAggressions(G, 'ITA')).toEqual([]);
    G.turn = 5;
    completeConquests(ctx(G));
    expect(G.countries.ETH.control?.by).toBe('ITA');
    G.turn = 6;
    expect(computeSupport(G, 'ITA')).toBe(1);
    expect(G.events.extraDraws).toEqual([{ power: 'ITA', src: 'ETH', remaining: 1, from: 6 }]);
    expect(G.powers.ITA.ams.some((a) => a.src === '12.22E:ETH')).toBe(true);
  });
  test('Albania (R 1) falls in the aggression turn for one infantry; Greece (R 4) takes four turns [29.33]', () => {
    const G = fresh();
    G.aggressions.push({ id: 'ETH', by: 'ITA', turn: 0, state: 'done' });
    expect(resistance(G, 'ALB')).toBe(1);
    expect(italianCompletion(G, 'ALB')).toEqual({ completes: 0, infantry: 1 });
    aggressionSucceeds(ctx(G), 'ALB');
    expect(G.powers.ITA.reserve.infantry).toBe(1);
    expect(G.countries.ALB.control?.by).toBe('ITA');
    expect(G.countries.ALB.permanentPact).toBe('ITA');
    expect(italianCompletion(G, 'GRE')).toEqual({ completes: 3, infantry: 4 });
  });
  test('Italy builds the infantry its conquest sends home when none is Active; if it cannot, the transfer is skipped [29.33E, ruling R-25]', () => {
    const G = fresh();
    G.aggressions.push({ id: 'ETH', by: 'ITA', turn: 0, state: 'done' });
    G.turn = 4;
    aggressionSucceeds(ctx(G), 'GRE');
    expect(G.aggressions[1]).toMatchObject({ id: 'GRE', state: 'conquering', infantryLeft: 3 });
    // The next turn: no Active infantry left, one in the Reserve, tiles enough.
    G.turn = 5;
    const ita = G.powers.ITA;
    ita.reserve.infantry += ita.active.infantry;
    ita.active.infantry = 0;
    ita.reserve.armor = 1;
    ita.tiles = 4;
    expect(italyMustBuild(G)).toBe(1);
    const infantry: ConstructionOrder = { units: { armor: 0, infantry: 1, air: 0 }, unitAms: [1], ships: [] };
    expect(said(constructionProblem(G, 'ITA', NO_CONSTRUCTION))).toMatch(/29.33E/);
    expect(constructionProblem(G, 'ITA', NO_CONSTRUCTION)?.code).toBe('italyBuildsInfantry');
    expect(said(constructionProblem(G, 'ITA', { ...infantry, units: { armor: 1, infantry: 0, air: 0 } }))).toMatch(/29.33E/);
    expect(constructionProblem(G, 'ITA', infantry)).toBeUndefined();
    // The build comes before other spending, as Russia's does [18.51A]: a conversion leaving too little is refused.
    const civil = conversionCost(G, 'ITA', 'idleToCivil');
    ita.tiles = civil + 1;
    expect(said(industrialProblem(G, 'ITA', { kind: 'idleToCivil' }))).toMatch(/29.33E/);
    expect(industrialProblem(G, 'ITA', { kind: 'idleToCivil' })?.code).toBe('italyKeepsInfantry');
    ita.tiles = civil + 2;
    expect(industrialProblem(G, 'ITA', { kind: 'idleToCivil' })).toBeUndefined();
    ita.tiles = 4;
    expect(constructionOptions(G, 'ITA', null).every((o) => o.units.infantry === 1)).toBe(true);
    // The table's refusals: building nothing is refused for the conquest; armour alone is possible only with the infantry.
    const refused = constructionRefusals(G, 'ITA', null);
    expect(said(refused.find((r) => r.kind === 'nothing')?.reason)).toMatch(/29.33E/);
    expect(refused.some((r) => r.kind === 'unit' && r.id === 'infantry')).toBe(false);
    // At the reveal the unit is built and sent straight back to the Reserve for the conquest.
    const before = ita.reserve.infantry;
    priv(G, 'ITA').conversion = null;
    priv(G, 'ITA').construction = infantry;
    economicReveal(ctx(G));
    expect(ita.active.infantry).toBe(0);
    expect(ita.reserve.infantry).toBe(before);
    expect(G.aggressions[1].infantryLeft).toBe(2);
    // Impossible builds hold Italy to nothing: too few tiles, or no infantry in the Reserve.
    ita.tiles = 1;
    expect(constructionProblem(G, 'ITA', NO_CONSTRUCTION)).toBeUndefined();
    expect(said(industrialProblem(G, 'ITA', { kind: 'idleToCivil' }))).toMatch(/6.12/);
    ita.tiles = 4;
    ita.reserve.infantry = 0;
    expect(italyMustBuild(G)).toBe(0);
    expect(constructionProblem(G, 'ITA', NO_CONSTRUCTION)).toBeUndefined();
  });
  test('purges from Danzig and Poland without the pact [22.31C]', () => {
    const G = fresh();
    G.aggressions.push({ id: 'RHI', by: 'GER', turn: 0, state: 'done' });
    aggressionSucceeds(ctx(G), 'DAN');
    expect(G.russia.purgeEvents).toBe(1);
    aggressionSucceeds(ctx(G), 'POL');
    expect(G.russia.purgeEvents).toBe(7);
    const H = fresh();
    H.aggressions.push({ id: 'RHI', by: 'GER', turn: 0, state: 'done' });
    aggressionSucceeds(ctx(H), 'POL');
    expect(H.russia.purgeEvents).toBe(7);
  });
});

describe('declarations [32]', () => {
  test('the unilateral Allied declaration [32.61A]', () => {
    const ok = (fr: number, uk: number) => fr >= 1 && fr + Math.min(0, uk) >= 1;
    expect(ok(2, -1)).toBe(true);
    expect(ok(-1, 2)).toBe(false);
    expect(ok(2, -2)).toBe(false);
  });
  test('Germany against the Allies at the start is -12 [32.42]', () => {
    const G = fresh();
    G.powers.GER.support = 1;
    G.powers.USSR.support = 1;
    expect(russianReadiness(G)).toBe(-1);
    expect(germanyVsAllies(G)).toBe(-12);
  });
  test('Russia against Germany over Poland is +9 [32.72]', () => {
    const G = fresh();
    G.powers.USSR.support = 4;
    G.powers.GER.support = 3;
    G.eai.permanent = 2;
    G.countries.TUR.flags = ['USSR', 'USSR', 'USSR'];
    G.countries.BUL.flags = ['USSR'];
    const base = resistance(G, 'POL');
    const tile = 9 - base;
    expect(russiaTotal(G, { id: 'POL', tile })).toBe(1 + 2 + 0 + (-1 - 1 + 2) + 1 + 9 - 4);
  });
  test('preventive war: both Allies, the most aggressive power, full mobilization before a second aggression [32.61B]', () => {
    const G = fresh();
    expect(preventiveTargets(G)).toEqual([]);
    for (const p of ['GBR', 'FRA'] as const) G.powers[p].factories = { civil: 0, idle: 0, military: 8 };
    expect(preventiveTargets(G)).toEqual(['GER', 'ITA']);
    G.aggressions.push({ id: 'AUT', by: 'GER', turn: 3, state: 'done' });
    G.powers.GBR.factories = { civil: 4, idle: 2, military: 2 };
    expect(preventiveTargets(G)).toEqual(['GER']);
  });
});

describe('the pact [31]', () => {
  test('the concession level and the territories [31.32, 31.4]', () => {
    const G = fresh();
    G.powers.USSR.support = 1;
    G.powers.GER.support = 3;
    G.eai.permanent = 2;
    G.countries.SPA.flags = ['USSR', 'USSR'];
    G.countries.POL.partTaken = true;
    G.countries.CZE.permanentPact = 'GER';
    G.countries.CZE.control = { by: 'GER', kind: 'occupied', since: 0 };
    expect(resistance(G, 'POL')).toBe(4);
    expect(concessionLevel(G, 'POL', 2)).toBe(35);
    expect(concessionProblem(35, 'POL', ['E_POLAND', 'ESTONIA', 'LATVIA', 'LITHUANIA', 'BESSARABIA', 'FIN_BORDER'])).toBeUndefined();
    expect(said(concessionProblem(35, 'POL', ['ESTONIA', 'E_POLAND', 'LATVIA', 'LITHUANIA', 'BESSARABIA', 'FIN_BORDER']))).toMatch(/31.42A-B/);
    // The refusal names the territory Russia takes next by its id, which the table words [31.42A-B].
    expect(concessionProblem(35, 'POL', ['E_POLAND', 'LATVIA', 'ESTONIA', 'LITHUANIA'])).toMatchObject({
      code: 'concessionOrder',
      params: { territory: 'ESTONIA' },
    });
    expect(said(concessionProblem(35, 'POL', ['E_POLAND', 'ESTONIA', 'LATVIA', 'LITHUANIA']))).toMatch(/up to/);
    expect(said(concessionProblem(40, 'POL', ['E_POLAND', 'ESTONIA', 'LATVIA', 'LITHUANIA', 'C_POLAND']))).toMatch(/31.42D|adjacent/);
    signPact(ctx(G), 35, ['E_POLAND', 'ESTONIA', 'LATVIA', 'LITHUANIA', 'BESSARABIA', 'FIN_BORDER']);
    expect(G.russia.purgeEvents).toBe(7);
    expect(G.eai.permanent).toBe(3);
  });
  test('signing removes Allied and Russian flags one for one [24.82B, 31.51I]; not offering it makes Russia hostile [31.6]', () => {
    const G = fresh();
    G.countries.POL.flags = ['FRA', 'USSR'];
    signPact(ctx(G), 30, ['E_POLAND', 'ESTONIA', 'LATVIA', 'LITHUANIA']);
    expect(G.countries.POL.flags).toEqual([]);
    const H = fresh();
    pactRefused(ctx(H));
    expect(H.pact.status).toBe('forbidden');
    H.turn = 1;
    expect(computeSupport(H, 'USSR')).toBe(2);
  });
  test('pact VP [34.92]', () => {
    for (const [L, axis] of [
      [25, 2],
      [30, 1],
      [35, 0],
      [40, -1],
      [45, -2],
    ]) {
      const G = fresh();
      G.pact = { status: 'signed', signed: 0, level: L };
      const s = score(G);
      expect(s.lines.pact.AXIS).toBe(axis);
      expect(s.lines.pact.RUSSIA).toBe(-axis || 0);
    }
  });
});

describe('victory [34]', () => {
  test('a full scoring, Axis marginal victory with 2 and 3 players [34]', () => {
    for (const players of [2, 3]) {
      const G = fresh(players);
      const set = (p: 'GER' | 'ITA' | 'GBR' | 'FRA' | 'USSR', support: number, civil: number, idle: number, military: number) => {
        G.powers[p].support = support;
        G.powers[p].factories = { civil, idle, military };
      };
      set('GER', 5, 2, 0, 12);
      set('ITA', 1, 2, 1, 3);
      set('GBR', 2, 3, 0, 5);
      set('FRA', 1, 2, 1, 3);
      set('USSR', 3, 5, 2, 7);
      G.powers.GER.launched.BB3 = 4; // naval
      for (const id of ['RHI', 'AUT', 'SUD', 'ALB', 'ETH'] as const)
        G.aggressions.push({ id, by: id === 'ALB' || id === 'ETH' ? 'ITA' : 'GER', turn: 0, state: 'done' });
      G.aggressions.push({ id: 'CZE', by: 'GER', turn: 15, state: 'done' });
      G.countries.CZE.partTaken = true;
      G.war = {
        pairs: [
          ['GER', 'GBR'],
          ['GER', 'FRA'],
        ],
        turn: 15,
        over: 'CZE',
        preventive: [],
      };
      G.crisis.list = [
        { id: 'CZE', by: 'GER', respondents: ['GBR', 'FRA'], todo: [], threats: ['GBR', 'FRA'], ultimatumTodo: [], ultimatums: ['GBR', 'FRA'], outcome: 'war' },
      ];
      G.crisis.aggressionThisTurn = true;
      G.countries.HUN.flags = ['ITA', 'ITA', 'ITA'];
      G.countries.ROM.flags = ['GER', 'GER', 'GER'];
      G.countries.SPA.flags = ['USSR', 'USSR', 'USSR'];
      G.countries.AUT.permanentPact = 'GER';
      G.countries.ALB.permanentPact = 'ITA';
      for (const s of Object.keys(G.players)) if (G.players[s].research.RUSSIA) G.players[s].research.RUSSIA!['armor:USSR'] = 4;
      // the BoP of the example is +2
      const s = score(G);
      const b = s.lines.bop.AXIS;
      expect(s.lines.support).toEqual({ AXIS: 6, ALLIES: 3, RUSSIA: 3 });
      expect(s.lines.factories).toEqual({ AXIS: -5, ALLIES: -6, RUSSIA: -2 });
      expect(s.lines.aggressions.AXIS).toBe(6);
      expect(s.lines.warOverMinor.ALLIES).toBe(2);
      expect(s.lines.czechoslovakia.ALLIES).toBe(2);
      expect(s.lines.tradePacts).toEqual({ AXIS: 2, ALLIES: 1, RUSSIA: 2 });
      expect(s.lines.russianArmor.RUSSIA).toBe(2);
      expect(s.vp.AXIS).toBe(9 + b);
      if (b === 2) expect(winner(G, s)).toMatchObject({ winners: ['GER', 'ITA'], level: 'marginal' });
    }
  });
  test('the preventive penalty, offset by the EAI [34.81]', () => {
    for (const [e, pen] of [
      [2, -3],
      [-1, -6],
      [5, 0],
    ]) {
      const G = fresh();
      G.eai.permanent = e;
      G.war = {
        pairs: [
          ['GBR', 'GER'],
          ['FRA', 'GER'],
        ],
        turn: 10,
        preventive: ['ALLIES'],
      };
      expect(score(G).lines.preventive?.ALLIES ?? 0).toBe(pen);
    }
  });
  test('Russia at war with Germany takes the change of the BoP [34.43]', () => {
    const G = fresh();
    G.war = { pairs: [['GER', 'USSR']], turn: 10, preventive: [] };
    const s = score(G);
    // Spring 1935 forces: B0 = 0; Russia's 7 non-Siberian units and its specialized-units marker swing it to the Allies
    expect(s.lines.bop.RUSSIA).toBeGreaterThan(0);
    expect(s.lines.bop.AXIS).toBe(0);
  });
  test('victory levels [34.12]', () => {
    expect([0, 2, 3, 5, 6, 9, 10, 14, 15, 40].map(levelOf)).toEqual([
      'draw',
      'draw',
      'marginal',
      'marginal',
      'tactical',
      'tactical',
      'strategic',
      'strategic',
      'decisive',
      'decisive',
    ]);
  });
  test('4-5 players: a shared side is split by individual VP (substitute G-12)', () => {
    const G = fresh(5);
    const s = { vp: { AXIS: 20, ALLIES: 2, RUSSIA: 3 }, individual: { GER: 9, ITA: 4, GBR: 1, FRA: 1, USSR: 3 }, lines: {} };
    expect(winner(G, s)).toEqual({ winners: ['GER'], level: 'decisive', vp: s.vp });
    const H = fresh(3);
    expect(winner(H, s).winners).toEqual(['GER', 'ITA']);
  });
});

describe('extra event cards [9.14, 9.15]', () => {
  test('aggression streams, one a turn from the turn after, stacking; the pact n cards in its n-th turn', () => {
    const G = fresh();
    G.aggressions.push({ id: 'RHI', by: 'GER', turn: 0, state: 'done' });
    G.turn = 12;
    aggressionSucceeds(ctx(G), 'AUT');
    G.turn = 13;
    aggressionSucceeds(ctx(G), 'SUD');
    G.turn = 13;
    expect(extraCards(G, 'GER')).toBe(1);
    G.turn = 14;
    expect(extraCards(G, 'GER')).toBe(2);
    G.pact = { status: 'signed', signed: 14 };
    G.turn = 17;
    expect(extraCards(G, 'GBR')).toBe(3);
    expect(extraCards(G, 'FRA')).toBe(3);
    expect(extraCards(G, 'ITA')).toBe(0);
  });
});
