/** Diplomacy and civil wars [24, 25]: the Anti-Komintern marker, results, military markers, civil wars and the placement rules. */
import { CARD, type CountryId, type Power } from './data';
import { quietCtx } from './rules/context';
import { akCandidates, militaryAllowance, resolveAk } from './rules/diplomacy';
import { endCivilWar, outbreak, redirectYugoslav } from './rules/civil-war';
import { applyPlacement, diplomacyStart, placementProblem, compulsoryProblem, type Placement } from './rules/placement';
import { priv } from './rules/random-events';
import { applyResult, resolveDiplomacy, revealEvents, revealValues, totals, winnerOf } from './rules/resolution';
import { newGame } from './rules/setup';
import { checksCompulsory } from './rules/diplomacy-flow';
import { placementOptions } from './rules/enumerate';
import { playout, seededRandom } from '../common';
import { registry } from '../index';
import type { GState } from './rules/types';
import { scriptedRng, said } from './testing';
import { resistance } from './rules/resistance';
import { legalAggressions } from './rules/crisis';

const fresh = (): GState => {
  const G = newGame(['0', '1', '2', '3', '4'], { revealUnplayedEvents: false });
  for (const p of ['GER', 'ITA', 'GBR', 'FRA', 'USSR'] as const) G.powers[p].tiles = 10;
  diplomacyStart(quietCtx(G, scriptedRng([])));
  return G;
};
const ctx = (G: GState, dice: number[] = []) => quietCtx(G, scriptedRng(dice));
/** The pool index of a power's first unused 'any' marker of a value. */
const am = (G: GState, p: Power, v: number, skip = 0) => G.powers[p].ams.map((a, i) => ({ a, i })).filter(({ a }) => a.v === v && a.use === 'any')[skip].i;
const place = (G: GState, p: Power, round: 'D1' | 'D2' | 'D3' | 'D4', pl: Placement) => {
  const problem = placementProblem(G, p, round, pl);
  if (!problem) applyPlacement(ctx(G), p, round, pl);
  return problem;
};
const finish = (G: GState, dice: number[] = []) => {
  revealEvents(ctx(G));
  revealValues(ctx(G));
  resolveDiplomacy(ctx(G, dice));
};

describe('the Anti-Komintern marker [24.3]', () => {
  test('value 1 at low cohesion; Turkey, the only empty eligible country [24.32, 24.34]', () => {
    const G = fresh();
    expect(akCandidates(G, [])).toEqual(['TUR']);
    expect(place(G, 'GER', 'D1', { dip: [], mil: [], ak: true })).toBeUndefined();
    expect(G.diplomacy.ak).toEqual({ value: 1, country: 'TUR' });
  });
  test('a German 2 pre-empts Turkey; Finland or Romania by Axis choice; a German 1 there is invalid [24.34]', () => {
    const G = fresh();
    expect(resolveAk(G, (c) => (c === 'TUR' ? 2 : 0), 1)).toBe('invalid');
    expect(resolveAk(G, (c) => (c === 'TUR' ? 2 : 0), 1, 'ROM')).toBe('ROM');
    expect(said(place(G, 'GER', 'D1', { dip: [{ country: 'TUR', am: am(G, 'GER', 1) }], mil: [], ak: true }))).toMatch(/24.35/);
    expect(place(G, 'GER', 'D1', { dip: [{ country: 'TUR', am: am(G, 'GER', 2) }], mil: [], ak: true, akChoice: 'FIN' })).toBeUndefined();
    expect(G.diplomacy.ak?.country).toBe('FIN');
    // no Axis or Allied diplomatic marker where the AK marker is [24.56B]
    expect(said(place(G, 'ITA', 'D1', { dip: [{ country: 'FIN', am: am(G, 'ITA', 1) }], mil: [] }))).toMatch(/24.56B/);
  });
});

describe('diplomacy [24]', () => {
  test('a plain result in a neutral country [24.81, 24.82]', () => {
    const G = fresh();
    G.countries.SPA.flags = [];
    G.russia.purgeEvents = 30; // complete cohesion: Russia reaches Spain? no: Spain only in its civil war or by events
    expect(place(G, 'GER', 'D1', { dip: [{ country: 'SPA', am: am(G, 'GER', 2) }], mil: [] })).toBeUndefined();
    expect(said(place(G, 'USSR', 'D2', { dip: [{ country: 'SPA', am: am(G, 'USSR', 1) }], mil: [] }))).toMatch(/24.61/);
    G.diplomacy.access.push('SPA');
    expect(place(G, 'USSR', 'D2', { dip: [{ country: 'SPA', am: am(G, 'USSR', 1) }], mil: [] })).toBeUndefined();
    finish(G);
    expect(G.countries.SPA.flags).toEqual(['GER']);
    expect(G.powers.GER.tiles).toBe(8);
    expect(G.powers.USSR.tiles).toBe(9);
  });
  test('Poland, the French flag removed; a tie gives nothing [24.81, 24.82]', () => {
    for (const [rus, flags] of [
      [1, [] as Power[]],
      [2, ['FRA'] as Power[]],
    ] as const) {
      const G = fresh();
      G.powers.GER.support = 1; // BoP +1 needed as well: give the Axis an armor marker
      G.powers.GER.active.armor += 2;
      expect(militaryAllowance(G, 'GER', 1)).toBe(1);
      expect(place(G, 'GER', 'D1', { dip: [{ country: 'POL', am: am(G, 'GER', 1) }], mil: [{ country: 'POL' }], ak: true })).toBeUndefined();
      expect(G.diplomacy.ak?.country).toBe('TUR');
      expect(place(G, 'USSR', 'D2', { dip: [{ country: 'POL', am: am(G, 'USSR', rus) }], mil: [] })).toBeUndefined();
      expect(place(G, 'FRA', 'D3', { dip: [{ country: 'POL', am: am(G, 'FRA', 1) }], mil: [] })).toBeUndefined();
      finish(G);
      expect(G.countries.POL.flags).toEqual(flags);
    }
  });
  test('Russian and Allied flags coexist before the pact; the Allies then stay out [24.82B, 24.56D]', () => {
    const G = fresh();
    expect(place(G, 'USSR', 'D2', { dip: [{ country: 'POL', am: am(G, 'USSR', 2) }], mil: [] })).toBeUndefined();
    finish(G);
    expect(G.countries.POL.flags.sort()).toEqual(['FRA', 'USSR']);
    const H = fresh();
    H.countries.POL.flags = ['FRA', 'USSR'];
    expect(said(place(H, 'GBR', 'D3', { dip: [{ country: 'POL', am: am(H, 'GBR', 1) }], mil: [] }))).toMatch(/24.56D/);
  });
  test('an unused event becomes support and a tile [24.82E]', () => {
    const G = fresh();
    G.countries.AUT.flags = ['GER', 'GER', 'GER', 'GER'];
    G.diplomacy.events = [{ id: 'x', country: 'AUT', value: 1, power: 'GER' }];
    revealValues(ctx(G));
    resolveDiplomacy(ctx(G));
    expect(G.powers.GER.support).toBe(1);
    expect(G.powers.GER.tiles).toBe(11);
  });
  test('the flag lost on a tie is Italian; the successful power on a tie is German [24.82C]', () => {
    const G = fresh();
    G.countries.HUN.flags = ['ITA', 'GER'];
    applyResult(ctx(G), 'HUN', 'ALLIES', { FRA: 1 });
    expect(G.countries.HUN.flags).toEqual(['GER']);
    applyResult(ctx(G), 'HUN', 'AXIS', { GER: 1, ITA: 1 });
    expect(G.countries.HUN.flags).toEqual(['GER', 'GER']);
  });
  test('an Axis result removing a Russian flag gives a bonus in the region next turn [24.83]', () => {
    const G = fresh();
    G.countries.SPA.flags = ['USSR', 'USSR'];
    G.diplomacy.access.push('SPA');
    expect(place(G, 'GER', 'D1', { dip: [{ country: 'SPA', am: am(G, 'GER', 2) }], mil: [] })).toBeUndefined();
    expect(place(G, 'USSR', 'D2', { dip: [{ country: 'SPA', am: am(G, 'USSR', 1) }], mil: [] })).toBeUndefined();
    finish(G);
    expect(G.countries.SPA.flags).toEqual(['USSR']);
    expect(G.diplomacy.threat).toEqual([{ power: 'GER', region: 'westernEurope', turn: 1 }]);
  });
  test('three-way resolution: strictly above each other alliance [24.81B]', () => {
    expect(winnerOf({ AXIS: 2, ALLIES: 1, RUSSIA: 1 })).toBe('AXIS');
    expect(winnerOf({ AXIS: 2, ALLIES: 2, RUSSIA: 0 })).toBeNull();
    expect(winnerOf({ AXIS: 0, ALLIES: 0, RUSSIA: 0 })).toBeNull();
  });
  test('limits: one marker per country, two a turn, one in D1, allies apart, value 0 only as a bluff [24.54, 24.55, 24.56C, 24.56G]', () => {
    const G = fresh();
    expect(
      said(
        place(G, 'GER', 'D1', {
          dip: [
            { country: 'HUN', am: am(G, 'GER', 1) },
            { country: 'BUL', am: am(G, 'GER', 2) },
          ],
          mil: [],
        }),
      ),
    ).toMatch(/One diplomatic marker in this round/);
    expect(place(G, 'GER', 'D1', { dip: [{ country: 'HUN', am: am(G, 'GER', 1) }], mil: [] })).toBeUndefined();
    expect(said(place(G, 'ITA', 'D1', { dip: [{ country: 'HUN', am: am(G, 'ITA', 1) }], mil: [] }))).toMatch(/24.56C/);
    expect(
      said(
        place(G, 'GBR', 'D3', {
          dip: [
            { country: 'NOR', am: am(G, 'GBR', 1) },
            { country: 'SWE', am: am(G, 'GBR', 2) },
            { country: 'IRL', am: am(G, 'GBR', 3) },
          ],
          mil: [],
        }),
      ),
    ).toMatch(/two/);
    const zero = am(G, 'FRA', 0);
    G.diplomacy.startTiles.FRA = 0;
    expect(said(place(G, 'FRA', 'D3', { dip: [{ country: 'NOR', am: zero }], mil: [] }))).toMatch(/24.56G/);
    G.diplomacy.startTiles.FRA = 5;
    expect(place(G, 'FRA', 'D3', { dip: [{ country: 'NOR', am: zero }], mil: [] })).toBeUndefined();
    expect(place(G, 'GER', 'D4', { dip: [{ country: 'BUL', am: am(G, 'GER', 2) }], mil: [] })).toBeUndefined();
    expect(said(place(G, 'ITA', 'D4', { dip: [{ country: 'BUL', am: am(G, 'ITA', 2) }], mil: [] }))).toMatch(/24.55D/);
  });
  test('marker values stay private until the reveal; payment at the end of the phase [24.52C, 24.54C]', () => {
    const G = fresh();
    place(G, 'GER', 'D1', { dip: [{ country: 'HUN', am: am(G, 'GER', 3) }], mil: [] });
    expect(G.diplomacy.markers[0].value).toBeUndefined();
    expect(G.powers.GER.tiles).toBe(10);
    expect(priv(G, 'GER').markers).toEqual([{ country: 'HUN', am: am(G, 'GER', 3) }]);
    revealEvents(ctx(G));
    revealValues(ctx(G));
    expect(G.diplomacy.markers[0].value).toBe(3);
    resolveDiplomacy(ctx(G));
    expect(G.powers.GER.tiles).toBe(7);
  });
  test('a dispute: the Axis must back one country, then the Allies the other unless Russia did [24.552]', () => {
    const G = newGame(['0', '1', '2', '3', '4'], { revealUnplayedEvents: false });
    for (const p of ['GER', 'ITA', 'GBR', 'FRA', 'USSR'] as const) G.powers[p].tiles = 10;
    G.events.publicCard = 116;
    diplomacyStart(ctx(G));
    const [x, y] = G.diplomacy.disputes[0].countries as [CountryId, CountryId];
    expect(CARD[116].general.effects[0].op).toBe('dispute');
    expect(said(compulsoryProblem(G, 'ITA', { dip: [], mil: [] }))).toMatch(/24.552A/);
    place(G, 'ITA', 'D1', { dip: [{ country: x, am: am(G, 'ITA', 1) }], mil: [] });
    expect(compulsoryProblem(G, 'ITA', { dip: [], mil: [] })).toBeUndefined();
    expect(said(place(G, 'GER', 'D4', { dip: [{ country: y, am: am(G, 'GER', 1) }], mil: [] }))).toMatch(/24.55D|24.552/);
    expect(said(compulsoryProblem(G, 'FRA', { dip: [], mil: [] }))).toMatch(/24.552C/);
  });
});

describe('military markers [24.4]', () => {
  test('Germany, the lower of the BoP and its support, at most 3 [24.43]', () => {
    const G = fresh();
    expect(militaryAllowance(G, 'GER', 3, 2)).toBe(2);
    expect(militaryAllowance(G, 'GER', 1, 4)).toBe(1);
    expect(militaryAllowance(G, 'GER', 5, 0)).toBe(0);
    expect(militaryAllowance(G, 'GER', 5, 5)).toBe(3);
    expect(militaryAllowance(G, 'FRA', 1, -1)).toBe(1);
    expect(militaryAllowance(G, 'FRA', 0, -3)).toBe(0);
  });
  test('Russia, the garrison surplus and support; none under a Military Purge [24.47]', () => {
    const G = fresh();
    expect(militaryAllowance(G, 'USSR', 1)).toBe(1);
    G.powers.USSR.active.air += 2; // surplus 7
    expect(militaryAllowance(G, 'USSR', 3)).toBe(3);
    G.russia.purgeCard = 'military';
    expect(militaryAllowance(G, 'USSR', 3)).toBe(0);
  });
});

describe('civil wars [25]', () => {
  const spain = () => {
    const G = fresh();
    G.civilWars.SPA.markers = 5;
    outbreak(ctx(G), 'SPA');
    return G;
  };
  test('equal intervention levels do nothing [25.53]', () => {
    const G = spain();
    const gAm = am(G, 'GER', 2);
    expect(place(G, 'GER', 'D1', { dip: [{ country: 'SPA', am: gAm }], mil: [{ country: 'SPA', am: am(G, 'GER', 1) }] })).toBeUndefined();
    expect(place(G, 'ITA', 'D1', { dip: [], mil: [{ country: 'SPA', am: am(G, 'ITA', 1) }] })).toBeUndefined();
    expect(place(G, 'USSR', 'D2', { dip: [{ country: 'SPA', am: am(G, 'USSR', 2) }], mil: [{ country: 'SPA', am: am(G, 'USSR', 1) }] })).toBeUndefined();
    revealEvents(ctx(G));
    revealValues(ctx(G));
    expect(totals(G, 'SPA').AXIS).toBe(4);
    expect(totals(G, 'SPA').RUSSIA + 1).toBe(4);
    resolveDiplomacy(ctx(G, [2]));
    expect(G.civilWars.SPA.pool).toEqual([1, 2, 3, 4, 5]);
    expect(G.diplomacy.bonusNext).toEqual([]);
  });
  test('an Axis advantage, the British event raising the threshold and taking a marker out [25.53, 25.54]', () => {
    const G = spain();
    place(G, 'GER', 'D1', { dip: [{ country: 'SPA', am: am(G, 'GER', 2) }], mil: [{ country: 'SPA', am: am(G, 'GER', 1) }] });
    place(G, 'ITA', 'D1', { dip: [], mil: [{ country: 'SPA', am: am(G, 'ITA', 1) }] });
    place(G, 'USSR', 'D2', { dip: [{ country: 'SPA', am: am(G, 'USSR', 2) }], mil: [] });
    revealEvents(ctx(G));
    G.diplomacy.events.push({ id: 'x.GBR', country: 'SPA', value: 1, power: 'GBR' });
    revealValues(ctx(G));
    resolveDiplomacy(ctx(G, [2]));
    expect(G.diplomacy.bonusNext).toEqual(['GER']);
    expect(G.civilWars.SPA.pool).toEqual([1, 2, 3, 4, 5]);
  });
  test('a result removes a Russian flag and the marker leaves play [25.55]', () => {
    const G = spain();
    G.countries.SPA.flags = ['USSR', 'USSR'];
    place(G, 'GER', 'D1', { dip: [{ country: 'SPA', am: am(G, 'GER', 3) }], mil: [{ country: 'SPA', am: am(G, 'GER', 1) }] });
    expect(said(place(G, 'ITA', 'D1', { dip: [{ country: 'SPA', am: am(G, 'ITA', 2) }], mil: [] }))).toMatch(/24.56C/);
    expect(place(G, 'ITA', 'D1', { dip: [], mil: [{ country: 'SPA', am: am(G, 'ITA', 1) }] })).toBeUndefined();
    place(G, 'USSR', 'D2', { dip: [{ country: 'SPA', am: am(G, 'USSR', 1) }], mil: [] });
    revealEvents(ctx(G));
    revealValues(ctx(G));
    // Axis 3 + 1 + 1 = 5, Russia 1 + 1 = 2: a margin of 3 against marker 3
    resolveDiplomacy(ctx(G, [3]));
    expect(G.countries.SPA.flags).toEqual(['USSR']);
    expect(G.civilWars.SPA.pool).toEqual([1, 2, 4, 5]);
    expect(G.diplomacy.threat.length).toBe(1);
  });
  test('only the rivals place; the compulsory marker [25.22, 25.52A]', () => {
    const G = spain();
    expect(said(place(G, 'GBR', 'D3', { dip: [{ country: 'SPA', am: am(G, 'GBR', 1) }], mil: [] }))).toMatch(/25.22/);
    expect(said(compulsoryProblem(G, 'USSR', { dip: [], mil: [] }))).toMatch(/25.52A/);
  });
  test('the Yugoslav split [25.73A]', () => {
    const G = fresh();
    G.civilWars.YUG.markers = 5;
    outbreak(ctx(G), 'YUG');
    G.countries.YUG.flags = ['GER', 'ITA'];
    endCivilWar(ctx(G), 'YUG');
    expect(G.countries.CRO.flags).toEqual(['GER', 'ITA']);
    expect(G.countries.CRO.control?.kind).toBe('puppet');
    expect(G.countries.SER.flags).toEqual([]);
    expect(redirectYugoslav(G, 'YUG', 'FRA')).toBe('SER');
    expect(redirectYugoslav(G, 'YUG', 'USSR')).toBe('CRO');
    G.pact.status = 'signed';
    expect(redirectYugoslav(G, 'YUG', 'USSR')).toBe('SER');
    expect(said(place(G, 'GER', 'D1', { dip: [{ country: 'CRO', am: am(G, 'GER', 1) }], mil: [] }))).toMatch(/No markers/);
    expect(said(place(G, 'GER', 'D1', { dip: [{ country: 'YUG', am: am(G, 'GER', 1) }], mil: [] }))).toMatch(/No markers/);
  });
});

describe('spy networks in diplomacy [16.16B, 24.551]', () => {
  test('an opposing network shows the marker value at once; a marker there does not count; +1 the turn placed', () => {
    const G = fresh();
    G.spyNetworks.push({ by: 'ALLIES', country: 'HUN', placed: G.turn });
    expect(place(G, 'GER', 'D1', { dip: [{ country: 'HUN', am: am(G, 'GER', 2) }], mil: [] })).toBeUndefined();
    expect(G.diplomacy.markers[0].value).toBe(2);
    G.spyNetworks.push({ by: 'AXIS', country: 'BUL', placed: G.turn });
    expect(
      place(G, 'ITA', 'D1', {
        dip: [
          { country: 'BUL', am: am(G, 'ITA', 1) },
          { country: 'SWE', am: am(G, 'ITA', 2) },
        ],
        mil: [],
      }),
    ).toBeUndefined();
    revealEvents(ctx(G));
    revealValues(ctx(G));
    expect(totals(G, 'HUN').ALLIES).toBe(1);
  });
});

describe('after the Yugoslav split (substitute G-10)', () => {
  test('Croatia an Italian puppet with a permanent pact; Serbia the target of "YUG", resisting at 5 with its own flags', () => {
    const G = fresh();
    G.civilWars.YUG.markers = 5;
    outbreak(ctx(G), 'YUG');
    G.countries.YUG.flags = ['ITA', 'GBR'];
    // no side holds more flags: a tie, the split applies
    endCivilWar(ctx(G), 'YUG');
    expect(G.countries.CRO.permanentPact).toBe('ITA');
    expect(G.countries.SER.flags).toEqual(['GBR']);
    expect(resistance(G, 'YUG')).toBe(5 + 1);
    G.aggressions.push({ id: 'ETH', by: 'ITA', turn: 0, state: 'done' }, { id: 'ALB', by: 'ITA', turn: 1, state: 'done' });
    expect(legalAggressions(G, 'ITA')).toContain('YUG');
  });
});

test("the compulsory placements are checked with the last placer of each alliance's first round only [24.552A, 25.52A]", () => {
  const checked = (['D1', 'D2', 'D3', 'D4'] as const).flatMap((r) =>
    (['GER', 'ITA', 'GBR', 'FRA', 'USSR'] as const).filter((p) => checksCompulsory(r, p)).map((p) => `${r}:${p}`),
  );
  // Germany's D4 placement is the Axis' second round: nothing compulsory is checked with it (the table offers "Place nothing").
  expect(checked).toEqual(['D1:ITA', 'D2:USSR', 'D3:FRA']);
});

test('the last placer of a round is always offered a placement meeting every compulsory obligation at once, several civil wars and a dispute [25.52A, 24.552A]', () => {
  // Seeded five-bot games whose Italy, last of D1, must place in more than one country at once (seeds 3 and 41:
  // a civil war and a dispute; civil wars in Greece, Spain and Yugoslavia), where the options offered were empty.
  const GS = registry['gathering-storm'];
  let reached = 0;
  for (const seed of [3, 41]) {
    playout(GS, {
      numPlayers: 5,
      options: { turnCap: 27 },
      seed: `s${seed}`,
      random: seededRandom(seed),
      choose: GS.bot as never,
      onState: (s) => {
        const G = s.G as GState;
        if (G.pending?.kind !== 'place' || G.diplomacy.round !== 'D1' || G.waiting[0] !== 'ITA') return;
        const empty = { dip: [], mil: [] };
        if (!compulsoryProblem(G, 'ITA', empty)) return;
        const options = placementOptions(G, 'ITA');
        expect(options.length).toBeGreaterThan(0);
        for (const pl of options) expect([placementProblem(G, 'ITA', 'D1', pl), compulsoryProblem(G, 'ITA', pl)]).toEqual([undefined, undefined]);
        if (options.every((pl) => pl.dip.length >= 2)) reached++;
      },
    });
  }
  // At least one position needed two or more markers at once.
  expect(reached).toBeGreaterThan(0);
});
