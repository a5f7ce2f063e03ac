/**
 * Board data: integrity (every id referenced exists, every minor country complete), provenance on every row,
 * the printed values, set-up for 2-5 players, and the starting position's derived values (BoP 0 [20.42], the
 * Russian garrison, resistance, income [21.2, 28.2-28.4, 11.12]) computed from the tables.
 */
import {
  AGGRESSION,
  AGGRESSIONS,
  AM_GAINS,
  BATTLESHIP_RACE,
  BOP_BANDS,
  BOP_COMPONENTS,
  CIVIL_WAR,
  CIVIL_WARS,
  CLIMATE_EFFECTS,
  COHESION_LEVELS,
  COUNTRIES,
  COUNTRY,
  CRISIS_OUTCOMES,
  DIPLOMATIC_TARGETS,
  GARRISON_MILITARY_MARKER_BANDS,
  GARRISON_SUPPORT_BANDS,
  INITIAL_RESULTS,
  INITIAL_TRACKS,
  ITALIAN_CONQUEST,
  NAVAL_CHART,
  PACT_TERRITORIES,
  PLACEMENT_SEQUENCE,
  POWER,
  PROCEDURES,
  POWERS,
  PURGE_CARDS,
  REGIONS,
  RESEARCH_ALLOCATION,
  RESEARCH_PROJECT,
  RESEARCH_PROJECTS,
  SEATINGS,
  SHIP_TYPES,
  SUPPORT_MODIFIERS,
  TILE_SUPPLY,
  TURN_SEQUENCE,
  VICTORY_LEVELS,
  VICTORY_PROCEDURES,
  resultSteps,
  trackOwner,
  type AggressionId,
  type BopCategory,
  type MobilizationCombo,
  type Power,
  type Provenance,
} from './data';
import { boardProblems, pactHolderOf, PROVENANCES, provenanceProblems, seatingProblems, TABLES } from './data/validate';
import {
  band,
  initialBopMarkers,
  initialGarrison,
  initialGarrisonRequirement,
  initialResistance,
  militaryFactorySupport,
  springIncomeWithoutTile,
} from './data-checks';

const sortedJson = (x: unknown) => JSON.stringify(x);

describe('integrity', () => {
  test('no problem anywhere in the board tables (references, completeness, provenance, rule citations)', () => {
    expect(boardProblems()).toEqual([]);
  });

  test('every row of every table has a valid provenance for each of its data fields', () => {
    let rows = 0;
    let fields = 0;
    for (const [name, table] of Object.entries(TABLES)) {
      expect(table.length).toBeGreaterThan(0);
      for (const row of table) {
        const r = row as Record<string, unknown>;
        const prov = r.prov as Record<string, Provenance>;
        expect({ table: name, id: r.id, hasProv: typeof prov === 'object' }).toEqual({ table: name, id: r.id, hasProv: true });
        for (const k of Object.keys(r)) {
          if (['id', 'rule', 'note', 'prov'].includes(k)) continue;
          expect(PROVENANCES).toContain(prov[k]);
          fields++;
        }
        rows++;
      }
    }
    expect(Object.keys(TABLES).length).toBeGreaterThanOrEqual(45);
    expect(rows).toBeGreaterThan(150);
    expect(fields).toBeGreaterThan(900);
  });

  test('the checks catch a missing provenance, an unknown provenance and a missing rule citation', () => {
    const good = { id: 'x', a: 1, b: 2, rule: '[1.1]', prov: { a: 'rulebook', b: 'derived' } };
    expect(provenanceProblems('T', [good])).toEqual([]);
    expect(provenanceProblems('T', [{ ...good, prov: { a: 'rulebook' } }])).toEqual(['T[x]: field b has no provenance']);
    expect(provenanceProblems('T', [{ ...good, prov: { a: 'rulebook', b: 'guess' } }])).toEqual(['T[x]: provenance of b is guess']);
    expect(provenanceProblems('T', [{ ...good, rule: 'none' }])).toEqual(['T[x]: no rule citation']);
    expect(provenanceProblems('T', [good, good])).toEqual(['T[x]: duplicate id']);
  });

  test('every minor country has its complete set of attributes', () => {
    const minors = COUNTRIES.filter((c) => c.kind === 'minor');
    expect(minors).toHaveLength(19); // 17 diplomatic targets [24.21] + the Baltic States + Ethiopia
    for (const c of minors) {
      for (const k of [
        'name',
        'es',
        'kind',
        'diplomaticTarget',
        'markers',
        'initialFlags',
        'tradePactValue',
        'russianBorderState',
        'antiKominternEligible',
        'russianAccess',
        'militaryMarkers',
      ] as const) {
        expect({ id: c.id, field: k, present: c[k] !== undefined }).toEqual({ id: c.id, field: k, present: true });
      }
      if (c.diplomaticTarget) expect(c.region).toBeDefined();
      if (AGGRESSIONS.some((a) => a.country === c.id)) expect(c.borders).toBeDefined();
    }
  });
});

describe('powers [2.21, 11.22, 12.21, 14.9, 19.3]', () => {
  test('five powers in the order of play, with their alliances [7.21, 24.7]', () => {
    expect(POWERS.map((p) => `${p.id}:${p.alliance}`)).toEqual(['GER:AXIS', 'ITA:AXIS', 'GBR:ALLIES', 'FRA:ALLIES', 'USSR:RUSSIA']);
  });

  test('factories: totals 12/6/8/6/14, military = pre-game mobilizations, research-AM thresholds one conversion away (ruling R-01)', () => {
    const f = Object.fromEntries(POWERS.map((p) => [p.id, [p.factories.civil, p.factories.idle, p.factories.military]]));
    expect(f).toEqual({ GER: [5, 4, 3], ITA: [2, 1, 3], GBR: [4, 2, 2], FRA: [2, 1, 3], USSR: [5, 4, 5] });
    expect(POWERS.map((p) => p.factories.civil + p.factories.idle + p.factories.military)).toEqual([12, 6, 8, 6, 14]);
    expect(POWERS.map((p) => p.mobilizationsAtStart)).toEqual([3, 3, 2, 3, 5]);
    // Russia reaches at most 9 military factories without its civilian ones [10.41A]
    expect(POWER.USSR.factories.military + POWER.USSR.factories.idle).toBe(9);
    expect(POWER.GER.prov.factories).toBe('derived');
  });

  test('pre-game units [14.92-14.96] and activity markers [12.21] (totals of value 10/7/11/7/6)', () => {
    expect(POWERS.map((p) => [p.activeUnits.armor, p.activeUnits.infantry, p.activeUnits.air])).toEqual([
      [2, 3, 3],
      [1, 3, 2],
      [1, 1, 2],
      [1, 3, 2],
      [4, 4, 7],
    ]);
    // units per mobilization: Germany, Britain, Russia 3; Italy, France 2 (naval increases counted as units) [14.92-14.96]
    expect(POWERS.map((p) => p.activeUnits.armor + p.activeUnits.infantry + p.activeUnits.air + p.navalIncreasesAtStart)).toEqual([9, 6, 6, 6, 15]);
    const total = (p: (typeof POWERS)[number]) => 3 * p.amPool.v3 + 2 * p.amPool.v2 + p.amPool.v1 + p.amPool.shipyard;
    expect(POWERS.map(total)).toEqual([10, 7, 11, 7, 6]);
    expect(POWERS.map((p) => p.amPool.shipyard)).toEqual([1, 1, 2, 1, 0]);
  });

  test('naval construction: rates 2/2/3/2/0, capacity twice the rate, carriers, Royal Navy [19.31, 19.41, 19.63A, 20.41C]', () => {
    expect(POWERS.map((p) => p.navalRate)).toEqual([2, 2, 3, 2, 0]);
    expect(POWERS.map((p) => p.navalRate * NAVAL_CHART.capacityPerRate)).toEqual([4, 4, 6, 4, 0]);
    expect(POWERS.map((p) => p.navalIncreasesAllowed)).toEqual([1, 1, 1, 0, 0]);
    expect(POWER.GBR.carriersAtStart).toBe(3);
    expect(POWER.GBR.royalNavyMarkers).toBe(2);
    expect(SHIP_TYPES.find((s) => s.id === 'CVL')!.builders).toEqual(['GER', 'ITA', 'GBR']);
  });

  test('support from military factories [10.41A]', () => {
    expect(militaryFactorySupport('GBR', 7)).toBe(2);
    expect(militaryFactorySupport('GER', 13)).toBe(5);
    expect([14, 15].map((n) => militaryFactorySupport('GER', n))).toEqual([5, 6]);
    expect(militaryFactorySupport('ITA', 6)).toBe(2);
    expect(militaryFactorySupport('FRA', 5)).toBe(1);
    expect([6, 7, 9, 14].map((n) => militaryFactorySupport('USSR', n))).toEqual([0, 1, 2, 7]);
    expect(POWERS.map((p) => militaryFactorySupport(p.id, 99))).toEqual([6, 2, 3, 2, 7]);
  });

  test('mobilization mixes [14.7]', () => {
    const allowed = (p: Power, index: number, c: MobilizationCombo) => {
      const st = POWER[p].mobilization.find((s) => index >= s.from && index <= (s.to ?? Infinity));
      const key = (x: MobilizationCombo) => sortedJson({ armor: x.armor ?? 0, infantry: x.infantry ?? 0, air: x.air ?? 0, naval: x.naval ?? 0 });
      return !!st && st.combos.some((x) => key(x) === key(c));
    };
    expect(allowed('GER', 4, { armor: 1, infantry: 1, air: 1 })).toBe(true);
    expect(allowed('GER', 4, { naval: 1, air: 2 })).toBe(true);
    expect(allowed('GER', 4, { armor: 1, naval: 1, infantry: 1 })).toBe(false);
    expect(allowed('GER', 4, { armor: 2, infantry: 1 })).toBe(false);
    expect(allowed('ITA', 4, { armor: 1, air: 1 })).toBe(true);
    expect(allowed('ITA', 4, { infantry: 2 })).toBe(false);
    expect(allowed('ITA', 4, { armor: 1, naval: 1 })).toBe(false);
    expect(allowed('GBR', 3, { air: 3 })).toBe(true);
    expect(allowed('GBR', 5, { armor: 1, air: 2 })).toBe(true);
    expect(allowed('GBR', 7, { naval: 1, air: 2 })).toBe(true);
    expect(allowed('GBR', 4, { infantry: 1, air: 2 })).toBe(false);
    expect(allowed('GBR', 4, { armor: 1, naval: 1, air: 1 })).toBe(false);
    expect(allowed('GBR', 8, { armor: 2, infantry: 1 })).toBe(true);
    expect(allowed('GBR', 8, { armor: 3 })).toBe(false);
    expect(allowed('GBR', 9, { air: 3 })).toBe(false); // eight factories: the 8th is the last [14.733]
    expect(allowed('FRA', 4, { armor: 1, infantry: 1 })).toBe(true);
    expect(POWER.FRA.mobilization.flatMap((s) => s.combos).some((c) => c.naval)).toBe(false);
    expect(POWER.USSR.mobilization.flatMap((s) => s.combos)).toEqual([{ armor: 1, infantry: 1, air: 1 }]);
    // delays [13.21B, 14.83]: infantry 2, air 4, armor 6; Britain's 8th-mobilization infantry 4
    expect(POWER.GER.mobilization[0].delays).toEqual({ infantry: 2, air: 4, armor: 6 });
    expect(POWER.GBR.mobilization[1].delays.infantry).toBe(4);
    expect(POWER.GBR.mobilization[0].stageCaps).toEqual({ armor: 3, naval: 1 });
  });

  test('war declarations allowed [32.21]', () => {
    expect(Object.fromEntries(POWERS.map((p) => [p.id, p.mayDeclareWarOn]))).toEqual({
      GER: ['GBR', 'FRA', 'USSR'],
      ITA: [],
      GBR: ['GER', 'ITA'],
      FRA: ['GER', 'ITA'],
      USSR: ['GER'],
    });
  });
});

describe('countries and regions [4.13-4.16, 11.6, 24.21]', () => {
  test('the 17 diplomatic targets of 24.21 with their initial alignment', () => {
    const signed = (id: string) => {
      const f = COUNTRY[id as keyof typeof COUNTRY].initialFlags;
      return (f.GER ?? 0) + (f.ITA ?? 0) - (f.GBR ?? 0) - (f.FRA ?? 0);
    };
    expect(DIPLOMATIC_TARGETS).toEqual(['ALB', 'AUT', 'BEL', 'BUL', 'CZE', 'FIN', 'GRE', 'HUN', 'IRL', 'NOR', 'POL', 'RHI', 'ROM', 'SPA', 'SWE', 'TUR', 'YUG']);
    expect(DIPLOMATIC_TARGETS.map(signed)).toEqual([1, 1, -3, 0, -3, 1, 0, 1, 0, 0, -1, 2, 1, 0, 0, 0, 0]);
    expect(COUNTRY.ALB.initialFlags).toEqual({ ITA: 1 });
    expect(COUNTRY.HUN.initialFlags).toEqual({ ITA: 1 });
    // Denmark, the Netherlands and Switzerland take no part [4.13]
    expect(COUNTRIES.map((c) => c.name)).not.toEqual(expect.arrayContaining(['Denmark']));
  });

  test('trade pacts: values [11.62], none with Ethiopia, the Rhineland, the Baltic States [11.61C], France holds two [11.63]', () => {
    expect(COUNTRIES.filter((c) => c.tradePactValue === 2).map((c) => c.id)).toEqual(['POL', 'SPA', 'TUR', 'RUS']);
    expect(COUNTRIES.filter((c) => c.tradePactValue === 0).map((c) => c.id)).toEqual(['RHI', 'BAL', 'ETH']);
    expect(COUNTRIES.filter((c) => c.initialTradePact).map((c) => `${c.id}:${c.initialTradePact}`)).toEqual(['BEL:FRA', 'CZE:FRA']);
    // the 3-flag rule with its ties [11.61A-B]
    expect(pactHolderOf({ GER: 2, ITA: 2 })).toBe('GER');
    expect(pactHolderOf({ FRA: 2, GBR: 2 })).toBe('FRA');
    expect(pactHolderOf({ GER: 1, ITA: 2 })).toBe('ITA');
    expect(pactHolderOf({ GBR: 2, USSR: 2 })).toBeUndefined();
    expect(pactHolderOf({ USSR: 3 })).toBe('USSR');
    expect(pactHolderOf({ FRA: 2 })).toBeUndefined();
  });

  test('Russian border states, Anti-Komintern countries, Russian access [4.15, 24.34A, 24.61]', () => {
    expect(COUNTRIES.filter((c) => c.russianBorderState).map((c) => c.id)).toEqual(['FIN', 'POL', 'ROM', 'TUR']);
    expect(COUNTRIES.filter((c) => c.antiKominternEligible).map((c) => c.id)).toEqual(['FIN', 'POL', 'ROM', 'TUR']);
    expect(COUNTRIES.filter((c) => c.russianAccess === 'completeCohesion').map((c) => c.id)).toEqual(['ALB', 'BUL', 'CZE', 'GRE', 'HUN', 'SWE', 'YUG']);
    expect(COUNTRY.RUS.markers).toBe('eventOnly');
    expect(COUNTRIES.filter((c) => c.markers === 'none').map((c) => c.id)).toEqual(['BAL', 'ETH', 'CRO', 'SER']);
  });

  test('neighbour military markers [24.43D, 24.45B, 24.47D]', () => {
    const who = (p: Power) => COUNTRIES.filter((c) => c.militaryMarkers.some((m) => m.power === p)).map((c) => c.id);
    expect(who('GER')).toEqual(['AUT', 'BEL', 'CZE', 'POL', 'RHI']);
    expect(who('FRA')).toEqual(['BEL', 'RHI']);
    expect(who('USSR')).toEqual(['FIN', 'POL', 'ROM', 'TUR']);
    expect(who('ITA')).toEqual([]);
    expect(who('GBR')).toEqual([]);
    expect(COUNTRY.BEL.militaryMarkers.find((m) => m.power === 'GER')!.condition).toBe('rhinelandRemilitarized');
    expect(COUNTRY.POL.militaryMarkers.find((m) => m.power === 'GER')!.condition).toBe('noAntiKomintern');
  });

  test('five regions [4.16]', () => {
    expect(Object.fromEntries(REGIONS.map((r) => [r.id, r.members]))).toEqual({
      scandinavia: ['FIN', 'NOR', 'SWE'],
      easternEurope: ['POL', 'ROM', 'RUS'],
      westernEurope: ['BEL', 'IRL', 'RHI', 'SPA'],
      centralEurope: ['AUT', 'CZE', 'HUN'],
      balkans: ['ALB', 'BUL', 'GRE', 'TUR', 'YUG'],
    });
  });
});

describe('aggressions [27-30, 34.5] and civil wars [25]', () => {
  test('values, defensive strengths, prerequisites [9.14, 28.21, 27.21, 34.51]', () => {
    const t = Object.fromEntries(AGGRESSIONS.map((a) => [a.id, [a.by, a.value, a.defense, a.requires.allOf.join('+')]]));
    expect(t).toEqual({
      ETH: ['ITA', 1, 1, ''],
      ALB: ['ITA', 1, 2, 'ETH'],
      GRE: ['ITA', 2, 4, 'ETH+ALB'],
      YUG: ['ITA', 3, 5, 'ETH+ALB'],
      RHI: ['GER', 1, 0, ''],
      AUT: ['GER', 2, 2, 'RHI'],
      SUD: ['GER', 1, 4, 'RHI'],
      CZE: ['GER', 3, 4, 'RHI'],
      DAN: ['GER', 1, 6, 'RHI'],
      POL: ['GER', 4, 6, 'RHI'],
      BAL: ['GER', 2, 1, 'RHI'],
    });
    expect(
      AGGRESSIONS.filter((a) => a.eaiPermanent > 0)
        .map((a) => a.id)
        .sort(),
    ).toEqual(['AUT', 'BAL', 'CZE', 'GRE', 'POL', 'YUG']); // [23.21A]
    expect(AGGRESSIONS.filter((a) => !a.secondAggression).map((a) => a.id)).toEqual(['ETH', 'RHI']);
    expect(AGGRESSION.RHI.factoriesGained).toEqual({ idle: 1 });
    expect(AGGRESSION.AUT.prov.factoriesGained).toBe('substitute');
    expect(AGGRESSIONS.map((a) => a.purgeEventsWithoutPact).reduce((x, y) => x + y)).toBe(10); // DAN 1, POL 7, BAL 2 [22.31C]
    expect(AGGRESSION.POL.support).toContainEqual({ power: 'USSR', value: 2, duration: 'permanent' });
    // AM gains [12.22E]: Germany 4 aggressions, Britain and France 5 of the listed
    expect(AGGRESSIONS.filter((a) => a.amGains.GER).map((a) => a.id)).toEqual(['RHI', 'AUT', 'CZE', 'POL']);
    expect(AGGRESSIONS.filter((a) => a.amGains.GBR).map((a) => a.id)).toEqual(['ALB', 'GRE', 'YUG', 'AUT', 'CZE', 'POL']);
    expect(AM_GAINS.find((g) => g.id === '12.22E-ALLIES')!.cap).toEqual({ GBR: 5, FRA: 5 });
  });

  test('initial resistance of every target [28.2-28.4]', () => {
    const ids: AggressionId[] = ['RHI', 'AUT', 'SUD', 'CZE', 'DAN', 'POL', 'BAL', 'ETH', 'ALB', 'GRE', 'YUG'];
    expect(Object.fromEntries(ids.map((id) => [id, initialResistance(id)]))).toEqual({
      RHI: 0,
      AUT: 2,
      SUD: 4,
      CZE: 6,
      DAN: 6,
      POL: 8,
      BAL: 1,
      ETH: 1,
      ALB: 1,
      GRE: 4,
      YUG: 5,
    });
    // Albania with resistance 1 falls in the aggression turn at the cost of one infantry [29.33B]
    const conquest = ITALIAN_CONQUEST.find((r) => (r.from ?? -Infinity) <= 1 && 1 <= (r.to ?? Infinity))!;
    expect(conquest).toMatchObject({ completesAfter: 'sameTurn', infantryPerTurn: 1 });
  });

  test('bordering countries of each target [28.42]', () => {
    expect(Object.fromEntries(AGGRESSIONS.map((a) => [a.id, COUNTRY[a.country].borders]))).toMatchObject({
      ETH: [],
      ALB: ['GRE', 'YUG'],
      GRE: ['BUL', 'TUR', 'YUG'],
      YUG: ['AUT', 'BUL', 'GRE', 'HUN', 'ROM'],
      RHI: ['BEL'],
      AUT: ['CZE', 'HUN', 'YUG'],
      CZE: ['AUT', 'HUN', 'POL', 'ROM'],
      POL: ['CZE', 'ROM', 'RUS'],
      BAL: ['POL', 'RUS'],
    });
  });

  test('civil wars: tracks, starting markers, factions [4.14, 25.32, 25.41]', () => {
    expect(CIVIL_WARS.map((w) => [w.id, w.government, w.rebels.join('|'), w.startMarkers])).toEqual([
      ['GRE', 'AXIS', 'RUSSIA|ALLIES', 0],
      ['SPA', 'RUSSIA', 'AXIS', 'drawTile'],
      ['YUG', 'ALLIES', 'AXIS', 0],
    ]);
    expect(CIVIL_WAR.SPA.interveners.map((i) => i.power)).toEqual(['GER', 'ITA', 'USSR']);
    expect(CIVIL_WAR.YUG.interveners.map((i) => i.power)).not.toContain('USSR'); // ruling P2-A12
    expect(CIVIL_WAR.GRE.prov.markerNumbers).toBe('substitute');
    expect(CIVIL_WAR.GRE.prov.government).toBe('derived');
  });
});

describe('set-up per player count [2.21] and the Spring 1935 position', () => {
  test.each([2, 3, 4, 5])('%i players: every power played by exactly one seat, seats as printed', (n) => {
    const s = SEATINGS.find((x) => x.players === n)!;
    expect(seatingProblems(n, s.seats)).toEqual([]);
    expect(s.seats).toHaveLength(n);
    expect(s.seats.flat().sort()).toEqual(['FRA', 'GBR', 'GER', 'ITA', 'USSR']);
  });

  test('the seats of 2.21 exactly; a broken seating is caught', () => {
    expect(Object.fromEntries(SEATINGS.map((s) => [s.players, s.seats.map((x) => x.join('+'))]))).toEqual({
      2: ['GER+ITA', 'GBR+FRA+USSR'],
      3: ['GER+ITA', 'GBR+FRA', 'USSR'],
      4: ['GER', 'ITA', 'GBR+FRA', 'USSR'],
      5: ['GER', 'ITA', 'GBR', 'FRA', 'USSR'],
    });
    expect(
      seatingProblems(3, [
        ['GER', 'ITA'],
        ['GBR', 'FRA'],
      ]),
    ).toContain('SEATINGS[3]: 2 seats');
    expect(
      seatingProblems(2, [
        ['GER', 'GBR'],
        ['ITA', 'FRA', 'USSR'],
      ]),
    ).toContain('SEATINGS[2]: the Axis shares a seat');
    expect(
      seatingProblems(2, [
        ['GER', 'ITA'],
        ['GBR', 'FRA', 'FRA'],
      ]),
    ).toContain('SEATINGS[2]: the five powers are not each played once');
  });

  test('shared tracks at the start: turn 0, climate 0, EAI 0, purge level 0, 144 cards, no tiles held [6.32, 11.32, 23.25]', () => {
    expect(INITIAL_TRACKS).toMatchObject({
      turn: 0,
      climate: 0,
      eai: 0,
      purgeEvents: 0,
      balanceOfPower: 0,
      deckSize: 144,
      purgeDeck: ['noPurge', 'military', 'party'],
    });
    expect(TILE_SUPPLY).toMatchObject({ perValue: 30, faceUpPerValueAtStart: 20, faceDownPerValueAtStart: 10, heldAtStart: 0, carryOverCap: 21 });
    expect(PURGE_CARDS.filter((c) => !c.inDeckAtStart).map((c) => c.id)).toEqual(['great']);
  });

  test('the initial balance of power is 0 as [20.42] states (ruling P1-A2)', () => {
    const m = initialBopMarkers();
    expect(m).toEqual({ AXIS: { armor: 4, infantry: 6, air: 5, naval: 0 }, ALLIES: { armor: 2, infantry: 4, air: 5, naval: 3 } });
    const levels = (['armor', 'infantry', 'air', 'naval'] as BopCategory[]).map((c) => band(BOP_BANDS, m.AXIS[c] - m.ALLIES[c]));
    expect(levels).toEqual([1, 1, 0, -2]);
    expect(levels.reduce((a, b) => a + b)).toBe(INITIAL_TRACKS.balanceOfPower);
  });

  test('the Russian garrison at the start: 16 against 11, surplus 5 -> support +2, 2 military markers [21.21, 21.22, 10.91D]', () => {
    expect(initialGarrison()).toBe(16);
    expect(initialGarrisonRequirement(1 + 1 + 0, INITIAL_TRACKS.eai)).toBe(11);
    expect(band(GARRISON_SUPPORT_BANDS, 16 - 11)).toBe(2);
    expect(band(GARRISON_MILITARY_MARKER_BANDS, 16 - 11)).toBe(2);
    const low = COHESION_LEVELS.find((c) => c.id === 'low')!;
    expect(band(GARRISON_SUPPORT_BANDS, 5) + low.support + militaryFactorySupport('USSR', 5)).toBe(1);
  });

  test('Spring 1935 income before the random tile [11.12]', () => {
    const support: Record<Power, number> = { GER: 0, ITA: 0, GBR: 0, FRA: 0, USSR: 1 };
    expect(Object.fromEntries(POWERS.map((p) => [p.id, springIncomeWithoutTile(p.id, support[p.id])]))).toEqual({ GER: 5, ITA: 1, GBR: 6, FRA: 3, USSR: 1 });
  });

  test('research results before the game [15.51, 20.41]', () => {
    expect(INITIAL_RESULTS.map((r) => r.id)).toEqual(['specializedUnits:AXIS', 'strategicBombers:GBR', 'navalAirTraining:GBR', 'specializedUnits:USSR']);
    for (const r of INITIAL_RESULTS) expect(resultSteps(r.project, r.owner)[0]).toBe(r.steps);
  });
});

describe('tables', () => {
  test('bands: BoP levels [20.51] and garrison support [10.91D]', () => {
    expect([0, 1, 2, 3, 5, 6, 10].map((e) => band(BOP_BANDS, e))).toEqual([0, 1, 1, 2, 2, 3, 3]);
    expect(band(BOP_BANDS, -7)).toBe(-3);
    expect([-1, -2, -3, -5, -6, -8, -9, -12].map((d) => band(GARRISON_SUPPORT_BANDS, d))).toEqual([-1, -1, -2, -2, -3, -3, -4, -5]);
    expect([0, 2, 5, -6, 9, -12].map((d) => band(GARRISON_SUPPORT_BANDS, d))).toEqual([0, 1, 2, -3, 4, -5]);
    expect([1, 4, 7, 12].map((d) => band(GARRISON_MILITARY_MARKER_BANDS, d))).toEqual([1, 2, 3, 3]);
  });

  test('cohesion levels [22.71, 22.73, 24.32]', () => {
    expect(COHESION_LEVELS.map((c) => [c.id, c.minPurgeEvents, c.support, c.amGained, c.mobilizationInterval, c.antiKomintern])).toEqual([
      ['low', 0, -1, 0, 5, 1],
      ['medium', 10, 0, 1, 4, 2],
      ['high', 20, 1, 2, 3, 3],
      ['complete', 30, 2, 3, 2, 3],
    ]);
    expect(PURGE_CARDS.map((c) => [c.id, c.purgeEvents, c.unitsPurged])).toEqual([
      ['noPurge', 0, 0],
      ['military', 1, 1],
      ['party', 1, 0],
      ['great', 3, 2],
    ]);
  });

  test('economic climate effects [11.35] (ruling P1-A11)', () => {
    expect(CLIMATE_EFFECTS.map((r) => [r.climate, r.eai, r.income.GER, r.income.ITA, r.income.GBR, r.income.FRA, r.income.USSR])).toEqual([
      [3, -1, 2, 1, 2, 1, 0],
      [2, 0, 2, 1, 2, 1, 0],
      [1, 0, 1, 0, 1, 0, 0],
      [0, 0, 0, 0, 0, 0, 0],
      [-1, 0, -1, 0, -1, 0, 0],
      [-2, 0, -2, -1, -2, -1, 0],
      [-3, 1, -2, -1, -2, -1, 0],
    ]);
    expect(CLIMATE_EFFECTS.every((r) => r.prov.eai === 'rulebook' && r.prov.income === 'derived')).toBe(true);
  });

  test('research: every BoP component of 20.22-20.25 is exactly the projects whose results put markers there', () => {
    for (const c of BOP_COMPONENTS) {
      const fromEffects = RESEARCH_PROJECTS.filter((p) => p.effects.some((e) => (e.bop?.[c.id] ?? 0) > 0))
        .map((p) => p.id)
        .sort();
      expect({ category: c.id, projects: [...c.projects].sort() }).toEqual({ category: c.id, projects: fromEffects });
    }
  });

  test('research: the 18-step / fortification / atomic support results of 10.51A, 10.71A, 10.81A, 10.91A match the catalog', () => {
    // A joint Axis track's support goes to Germany [10.51A]; a track reaches only its own number of results.
    const supportProjects = (p: Power) =>
      RESEARCH_PROJECTS.filter((r) => {
        const owner = r.owners.includes(p) ? p : p === 'GER' && r.owners.includes('AXIS') ? 'AXIS' : undefined;
        return owner !== undefined && r.effects.slice(0, resultSteps(r.id, owner).length).some((e) => e.support);
      })
        .map((r) => r.id)
        .sort();
    expect(supportProjects('GER')).toEqual([
      'advancedSubmarines',
      'armor',
      'atomicResearch',
      'economicPreparation',
      'jets',
      'rockets',
      'specializedUnits',
      'strategicBombers',
      'westWall',
    ]);
    expect(supportProjects('GBR')).toEqual(['atomicResearch', 'economicPreparation', 'jets', 'rockets', 'specializedUnits', 'strategicBombers', 'transports']);
    expect(supportProjects('FRA')).toEqual(['maginotLine']);
    expect(supportProjects('USSR')).toEqual(['atomicResearch', 'economicPreparation', 'jets', 'rockets', 'specializedUnits', 'strategicBombers']);
    expect(supportProjects('ITA')).toEqual([]);
    // Only Germany's armor reaches a third result [16.14A]
    expect(resultSteps('armor', 'GER')).toEqual([6, 12, 18]);
    expect(resultSteps('armor', 'ITA')).toEqual([6, 12]);
    expect(SUPPORT_MODIFIERS.filter((m) => m.trigger === 'researchResult').map((m) => m.power)).toEqual(['GER', 'GBR', 'FRA', 'USSR']);
  });

  test('research: tracks and allocations [15.21, 15.22D, 15.23, 15.31A]', () => {
    expect(trackOwner('ITA', 'battleshipDesign')).toBe('ITA');
    expect(trackOwner('ITA', 'airRange')).toBe('AXIS');
    expect(trackOwner('FRA', 'jets')).toBeUndefined();
    expect(trackOwner('GER', 'specializedUnits')).toBe('AXIS');
    expect(RESEARCH_PROJECTS.filter((p) => p.doublable).map((p) => p.id)).toEqual([
      'airRange',
      'jets',
      'battleshipDesign',
      'economicPreparation',
      'rockets',
      'radar',
    ]);
    expect(RESEARCH_PROJECTS.filter((p) => p.advanced).map((p) => p.id)).toEqual(['jets', 'advancedSubmarines', 'rockets']);
    expect(RESEARCH_PROJECTS.filter((p) => p.intelligenceRp).map((p) => p.id)).toEqual(['covertOperations', 'espionage', 'counterIntelligence', 'decryption']);
    expect(RESEARCH_PROJECTS.filter((p) => p.civilWarRp).map((p) => p.id)).toEqual([
      'strategicBombers',
      'airRange',
      'airDefense',
      'airTransport',
      'armor',
      'specializedUnits',
    ]);
    expect(RESEARCH_ALLOCATION.map((a) => [a.id, a.advanced, a.intelligence])).toEqual([
      ['AXIS', 1, 1],
      ['ALLIES', 0, 1],
      ['RUSSIA', 0, 1],
    ]);
    expect(RESEARCH_ALLOCATION[0].prov.intelligence).toBe('derived'); // ruling R-02
    expect(RESEARCH_PROJECT.decryption.owners).not.toContain('RUSSIA');
    expect(RESEARCH_PROJECT.westWall.restriction).toBe('rhinelandRemilitarized');
  });

  test('naval construction: ship sizes, research needs, BoP markers, the race [19.6, 19.8, 19.9]', () => {
    expect(SHIP_TYPES.map((s) => [s.id, s.size, s.bopOnStart, s.bopOnLaunch, s.requires ? `${s.requires.project}:${s.requires.results}` : ''])).toEqual([
      ['CVL', 2, 0, 1, 'navalAirTraining:1'],
      ['BB3', 3, 0, 1, ''],
      ['BB4', 4, 1, 1, 'battleshipDesign:1'],
      ['BB5', 5, 1, 1, 'battleshipDesign:2'],
    ]);
    expect(NAVAL_CHART.rows).toEqual([5, 4, 3, 2]);
    expect(BATTLESHIP_RACE).toMatchObject({ margin: 2, modifier: 1 });
    expect(BATTLESHIP_RACE.depths[0]).toEqual(['launch']);
  });

  test('diplomatic placement order Germany, Italy, Russia, Britain, France, Italy, Germany [24.55]', () => {
    expect(PLACEMENT_SEQUENCE.flatMap((s) => s.powers)).toEqual(['GER', 'ITA', 'USSR', 'GBR', 'FRA', 'ITA', 'GER']);
    expect(PLACEMENT_SEQUENCE.filter((s) => s.military).map((s) => s.id)).toEqual(['D1', 'D2', 'D3']);
  });

  test('crisis outcomes for the next turn [27.62, 27.72, 27.82] (ruling R-05)', () => {
    expect(CRISIS_OUTCOMES.map((o) => [o.id, o.aggressorSupport, o.alliedSupport, o.alliedPowers])).toEqual([
      ['aggressorBacksDown', -1, 1, 'threatened'],
      ['alliesBackDown', 2, -2, 'threatened'],
      ['aggressorBacksDownAtBrink', -3, 3, 'all'],
    ]);
    expect(CRISIS_OUTCOMES[2].aggressorAm).toEqual({ GER: -3, ITA: -2 });
    expect(CRISIS_OUTCOMES[2].alliedAm).toMatchObject({ GBR: 3, FRA: 2 });
  });

  test('pact territories and values [31.31, 31.42]', () => {
    expect(PACT_TERRITORIES.map((t) => [t.id, t.value])).toEqual([
      ['E_POLAND', 10],
      ['ESTONIA', 5],
      ['LATVIA', 5],
      ['LITHUANIA', 5],
      ['FIN_BORDER', 5],
      ['FINLAND', 5],
      ['BESSARABIA', 5],
      ['ROMANIA', 10],
      ['C_POLAND', 15],
    ]);
    expect(
      PACT_TERRITORIES.filter((t) => t.forcedPosition)
        .sort((a, b) => a.forcedPosition! - b.forcedPosition!)
        .map((t) => t.id),
    ).toEqual(['E_POLAND', 'ESTONIA', 'LATVIA', 'LITHUANIA']);
    expect(PACT_TERRITORIES.every((t) => t.prov.adjacent === 'substitute')).toBe(true);
  });

  test('victory levels [34.12] and procedures per player count [34.11] (G-12 substitutes)', () => {
    const level = (d: number) => VICTORY_LEVELS.find((l) => d >= l.from && d <= (l.to ?? Infinity))!.id;
    expect([0, 2, 3, 5, 6, 9, 10, 14, 15, 40].map(level)).toEqual([
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
    expect(VICTORY_PROCEDURES.map((v) => [v.players, v.steps.length, v.splitSharedSide, v.prov.steps])).toEqual([
      [2, 1, false, 'rulebook'],
      [3, 2, false, 'rulebook'],
      [4, 2, true, 'substitute'],
      [5, 2, true, 'substitute'],
    ]);
  });

  test('the sequence of play: five phases in order, three secret economic segments revealed together [7.11, 13.11]', () => {
    const phases = [...new Set(TURN_SEQUENCE.map((s) => s.phase))];
    expect(phases).toEqual(['randomEvents', 'income', 'economic', 'diplomatic', 'crisis', 'endOfTurn']);
    expect(TURN_SEQUENCE.filter((s) => s.revealedAt === 'economicReveal').map((s) => s.id)).toEqual(['industrial', 'research', 'construction']);
    expect(TURN_SEQUENCE.find((s) => s.id === 'declarations')!.order).not.toContain('ITA'); // [32.51]
    // every step names one of the procedures of DESIGN.md; every step procedure but set-up, the pact and scoring runs in the turn
    const used = new Set(TURN_SEQUENCE.map((s) => s.procedure));
    expect(PROCEDURES.filter((p) => p.kind === 'step' && !used.has(p.id)).map((p) => p.id)).toEqual(['setup', 'pact', 'final-scoring']);
    expect([...used].every((id) => PROCEDURES.some((p) => p.id === id))).toBe(true);
  });
});
