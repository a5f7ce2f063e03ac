/**
 * The card-data validator: counts, ranges, fate references, red names, and every
 * constraint the rulebook's worked examples put on the data. Run on whatever set is loaded.
 */
import {
  ALL_CONVOY_IDS,
  ALL_FORCE_IDS,
  CARD,
  CARD_SET,
  CONVOY,
  CONVOY_CARDS,
  FORCE_CARDS,
  SUBSTITUTE_IN_USE,
  cardName,
  substituteFields,
  type ForceCard,
} from './data';
import { legalFor, typeMatches } from './rules/cards';

const byName = (name: string): ForceCard => {
  const c = FORCE_CARDS.find((x) => x.name === name);
  if (!c) throw new Error(`no card named ${name}`);
  return c;
};
const convoyNamed = (name: string) => CONVOY_CARDS.find((c) => c.name === name)!;

test('§2: 40 convoy cards and 112 force cards with unique ids; 86 normal, 15 bonus (§8), 8 special (§9), 3 supply (§10)', () => {
  expect(ALL_CONVOY_IDS.length).toBe(40);
  expect(ALL_FORCE_IDS.length).toBe(112);
  expect(new Set([...ALL_CONVOY_IDS, ...ALL_FORCE_IDS]).size).toBe(152);
  const kinds = (k: string) => FORCE_CARDS.filter((c) => c.kind === k).length;
  expect([kinds('normal'), kinds('bonus'), kinds('special'), kinds('supply')]).toEqual([86, 15, 8, 3]);
  const sides = (s: string) => FORCE_CARDS.filter((c) => c.side === s).length;
  expect([sides('allied'), sides('german'), sides('neutral')]).toEqual([55, 55, 2]); // §2 "se divide igualmente"
  const specials = FORCE_CARDS.filter((c) => c.kind === 'special')
    .map((c) => `${c.side}:${c.special}`)
    .sort();
  expect(specials).toEqual([
    'allied:admiral',
    'allied:intel',
    'allied:raidStNazaire',
    'german:admiral',
    'german:intel',
    'german:secondHappyTime',
    'neutral:storm',
    'neutral:storm',
  ]);
  expect(
    FORCE_CARDS.filter((c) => c.kind === 'supply')
      .map((c) => `${c.side}:${c.supply}`)
      .sort(),
  ).toEqual(['allied:ship', 'german:milkCow', 'german:ship']);
});

test('value ranges: combat 0-6, ? or ??; bonus +1..+6; force VP 0-5, convoy VP 1-7; years 1940-43', () => {
  for (const c of FORCE_CARDS) {
    expect(c.years.length).toBeGreaterThan(0);
    for (const y of c.years) expect(y >= 1940 && y <= 1943).toBe(true);
    expect(c.vp >= 0 && c.vp <= 5).toBe(true);
    for (const v of Object.values(c.values)) expect(v === '?' || v === '??' || (typeof v === 'number' && v >= 0 && v <= 6)).toBe(true);
    if (c.kind === 'bonus') {
      expect(Object.values(c.values).some((v) => typeof v === 'number' && v >= 1)).toBe(true);
      expect(c.vp).toBe(0);
      expect(c.frame).not.toBe('none');
    }
    if (c.kind === 'special') expect(c.vp).toBe(0);
  }
  for (const c of CONVOY_CARDS) expect(c.vp >= 1 && c.vp <= 7).toBe(true);
});

test('§7 fate: every victim is an enemy card or a convoy sharing a year and an ocean; red names mark exactly the victims', () => {
  const victims = new Set(FORCE_CARDS.map((c) => c.fateVictim).filter(Boolean));
  for (const c of FORCE_CARDS) {
    if (!c.fateVictim) continue;
    const cv = CONVOY[c.fateVictim];
    if (cv) {
      expect(legalFor(c, cv)).toBe(true);
      continue;
    }
    const v = CARD[c.fateVictim];
    expect(v).toBeDefined();
    expect(v.side).not.toBe(c.side);
    expect(v.side).not.toBe('neutral');
    expect(c.years.some((y) => v.years.includes(y))).toBe(true);
    expect(c.ocean === 'ANY' || v.ocean === 'ANY' || c.ocean === v.ocean).toBe(true);
  }
  for (const c of [...FORCE_CARDS, ...CONVOY_CARDS]) expect(c.redName).toBe(victims.has(c.id));
});

test('§8: Minefield is A51 and CAM Ship A52, the only bonus cards that may be played alone', () => {
  expect(FORCE_CARDS.filter((c) => c.standalone).map((c) => `${c.id} ${c.name}`)).toEqual(['A51 Minefield', 'A52 CAM Ship']);
});

test('every card the rulebook names, with the attributes it gives', () => {
  const sc42 = convoyNamed('SC 42');
  expect([sc42.year, sc42.ocean, sc42.cargo, sc42.vp]).toEqual([1941, 'NA', 'full', 7]);
  const ons5 = convoyNamed('ONS 5');
  expect([ons5.year, ons5.ocean, ons5.cargo, ons5.vp]).toEqual([1943, 'NA', 'empty', 4]);
  expect(convoyNamed('HX 84').year).toBe(1940);
  expect(byName('Reuben James').years).toEqual([1941, 1942, 1943]);
  expect(byName('U552').fateVictim).toBe(byName('Reuben James').id);
  expect(byName('U552').values).toEqual({ air: 0, surface: 1, sub: 3 }); // printed card (issue 3)
  expect(byName('Bismarck').values.surface).toBe('??');
  expect(byName('Tirpitz').values.surface).toBe('??');
  expect(byName('Markgraf').fateVictim).toBe(sc42.id);
  expect(byName('Markgraf').unit).toBe('wolfpack');
  expect(byName('U155').values.air).toBe(0);
  expect(byName('U155').fateVictim).toBe(byName('Avenger').id);
  expect(byName('Avenger').unit).toBe('carrier');
  expect(byName('B-24 Liberator').values.sub).toBe(4);
  expect(byName('Steinbrink').values.sub).toBe('?');
  expect(byName('Escort Group 36').values.sub).toBe('?');
  expect(byName('Escort Group B7').values.sub).toBe('?');
  expect(byName('U-201').values.sub).toBe(2);
  expect(byName('U38').vp).toBe(1);
  expect(byName('U501').vp).toBe(1);
  // §11 example: Sunderland + Metric ASV Radar = 3 + 1; U38 + U501 + Black Gap = 7 in sub.
  expect(byName('Sunderland').values.sub).toBe(3);
  expect(byName('Metric ASV Radar').values.sub).toBe(1);
  expect(typeMatches(byName('Metric ASV Radar'), byName('Sunderland'))).toBe(true);
  expect(Number(byName('U38').values.sub) + Number(byName('U501').values.sub) + Number(byName('Black Gap').values.sub)).toBe(7);
  // §13 example: Achates + Centimetric ASV Radar = 3 + 2.
  expect(byName('Achates').values.sub).toBe(3);
  expect(byName('Centimetric ASV Radar').values.sub).toBe(2);
  expect(typeMatches(byName('Centimetric ASV Radar'), byName('Achates'))).toBe(true);
  for (const n of ['Markgraf', 'Sunderland', 'Metric ASV Radar', 'Atlantic Storm', 'U38', 'U501', 'Black Gap', 'Escort Group 36'])
    expect(legalFor(byName(n), sc42)).toBe(true);
  for (const n of ['B-24 Liberator', 'Steinbrink', 'Escort Group B7', 'Achates', 'Centimetric ASV Radar', 'U-201'])
    expect(legalFor(byName(n), ons5)).toBe(true);
  for (const n of ['Sunderland', 'U38', 'U501', 'Black Gap', 'Escort Group 36', 'B-24 Liberator', 'Steinbrink', 'Escort Group B7', 'Achates'])
    expect([sc42.id, ons5.id, byName('Sunderland').id, byName('U38').id, byName('U501').id, byName('Escort Group 36').id]).not.toContain(byName(n).fateVictim);
  for (const n of [
    'Admiral Tovey',
    'Admiral Dönitz',
    'Raid on St. Nazaire',
    '2nd Happy Time',
    'Ultra',
    'B-Dienst',
    'Arctic Storm',
    'Grey Ranger',
    'Belchen',
    'U464',
  ])
    expect(byName(n)).toBeDefined();
  expect(byName('U464').supply).toBe('milkCow');
  expect(byName('Black Gap').effect).toBe('blackGap');
});

test('provenance per card and per field: rulebook facts marked, substitute placeholders flagged for the UI', () => {
  expect(CARD_SET).toBe('substitute');
  expect(SUBSTITUTE_IN_USE).toBe(true);
  expect(CONVOY.C14.provenance).toEqual({ id: 'substitute', name: 'rulebook', year: 'rulebook', ocean: 'rulebook', cargo: 'rulebook', vp: 'rulebook' });
  expect(byName('U552').provenance['values.sub']).toBe('printed');
  expect(byName('U552').provenance.fateVictim).toBe('rulebook');
  expect(byName('Sunderland').provenance['values.sub']).toBe('derived');
  expect(CARD.A51.provenance.id).toBe('rulebook');
  expect(substituteFields('A3')).toContain('values.air');
  for (const c of FORCE_CARDS) expect(Object.keys(c.provenance).length).toBe(18);
  expect(cardName('C14')).toBe('SC 42');
  expect(cardName('A1')).toBe('Sunderland');
});
