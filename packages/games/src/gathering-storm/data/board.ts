/**
 * The board as a schematic node map (no hex geometry is needed outside A World at War):
 * the country nodes with their diplomacy and economy attributes, and the five regions.
 *
 * Sources: participating countries [4.13]; diplomatic record and trade-pact marker [4.13A, 11.63];
 * initial alignment [24.21]; trade-pact income [11.61C, 11.62]; Russian border states [4.15]; the
 * Anti-Komintern countries [24.34A]; Russian diplomatic access [24.61B-C]; neighbour military markers
 * [24.43D-E, 24.45B, 24.47D]; bordering countries for resistance [28.42]; regions [4.16].
 *
 * Croatia and Serbia exist only after a Yugoslav civil war won by the Axis or tied [25.73A]; their trade pact
 * and borders are our substitute G-10 (RULINGS.md part 6).
 */
import type { CountryRow, Prov, Provenance, RegionRow } from './types';

const R: Provenance = 'rulebook';
const D: Provenance = 'derived';
const S: Provenance = 'substitute';

const base: Prov<CountryRow> = {
  name: R,
  es: R,
  kind: R,
  region: R,
  diplomaticTarget: R,
  markers: R,
  initialFlags: R,
  tradePactValue: R,
  initialTradePact: R,
  russianBorderState: R,
  antiKominternEligible: R,
  russianAccess: R,
  militaryMarkers: R,
  borders: R,
};

/** The 17 diplomatic targets of [24.21] in its order, then Russia, the two aggression-only countries and the split states. */
export const COUNTRY_ROWS: readonly CountryRow[] = [
  {
    id: 'ALB', name: 'Albania', es: 'Albania', kind: 'minor', region: 'balkans', diplomaticTarget: true, markers: 'normal',
    initialFlags: { ITA: 1 }, tradePactValue: 1, russianBorderState: false, antiKominternEligible: false,
    russianAccess: 'completeCohesion', militaryMarkers: [], borders: ['GRE', 'YUG'],
    rule: '[24.21A, 11.62B, 24.61C, 28.42B]', prov: base,
  },
  {
    id: 'AUT', name: 'Austria', es: 'Austria', kind: 'minor', region: 'centralEurope', diplomaticTarget: true, markers: 'normal',
    initialFlags: { GER: 1 }, tradePactValue: 1, russianBorderState: false, antiKominternEligible: false,
    russianAccess: 'exceptionsOnly', militaryMarkers: [{ power: 'GER' }], borders: ['CZE', 'HUN', 'YUG'],
    rule: '[24.21B, 11.62B, 24.61B, 24.43D, 28.42F]', prov: base,
  },
  {
    id: 'BEL', name: 'Belgium/Luxembourg', es: 'Bélgica / Luxemburgo', kind: 'minor', region: 'westernEurope', diplomaticTarget: true, markers: 'normal',
    initialFlags: { FRA: 3 }, tradePactValue: 1, initialTradePact: 'FRA', russianBorderState: false, antiKominternEligible: false,
    russianAccess: 'exceptionsOnly', militaryMarkers: [{ power: 'GER', condition: 'rhinelandRemilitarized' }, { power: 'FRA' }],
    rule: '[24.21C, 4.13A, 11.63, 24.61B, 24.43D, 24.45B]', prov: base,
  },
  {
    id: 'BUL', name: 'Bulgaria', es: 'Bulgaria', kind: 'minor', region: 'balkans', diplomaticTarget: true, markers: 'normal',
    initialFlags: {}, tradePactValue: 1, russianBorderState: false, antiKominternEligible: false,
    russianAccess: 'completeCohesion', militaryMarkers: [],
    rule: '[24.21D, 11.62B, 24.61C]', prov: base,
  },
  {
    id: 'CZE', name: 'Czechoslovakia', es: 'Checoslovaquia', kind: 'minor', region: 'centralEurope', diplomaticTarget: true, markers: 'normal',
    initialFlags: { FRA: 3 }, tradePactValue: 1, initialTradePact: 'FRA', russianBorderState: false, antiKominternEligible: false,
    russianAccess: 'completeCohesion', militaryMarkers: [{ power: 'GER' }], borders: ['AUT', 'HUN', 'POL', 'ROM'],
    rule: '[24.21E, 4.13A, 11.63, 24.61C, 24.43D, 28.42G]', prov: base,
  },
  {
    id: 'FIN', name: 'Finland', es: 'Finlandia', kind: 'minor', region: 'scandinavia', diplomaticTarget: true, markers: 'normal',
    initialFlags: { GER: 1 }, tradePactValue: 1, russianBorderState: true, antiKominternEligible: true,
    russianAccess: 'always', militaryMarkers: [{ power: 'USSR', condition: 'russianDiplomacyEligible' }],
    rule: '[24.21F, 4.15, 24.34A, 24.61B, 24.47D]', prov: base,
  },
  {
    id: 'GRE', name: 'Greece', es: 'Grecia', kind: 'minor', region: 'balkans', diplomaticTarget: true, markers: 'normal',
    initialFlags: {}, tradePactValue: 1, russianBorderState: false, antiKominternEligible: false,
    russianAccess: 'completeCohesion', militaryMarkers: [], borders: ['BUL', 'TUR', 'YUG'],
    rule: '[24.21G, 24.61B-C, 28.42C]', note: 'Russia may also place while it backs the rebels of a Greek civil war [25.51A].', prov: base,
  },
  {
    id: 'HUN', name: 'Hungary', es: 'Hungría', kind: 'minor', region: 'centralEurope', diplomaticTarget: true, markers: 'normal',
    initialFlags: { ITA: 1 }, tradePactValue: 1, russianBorderState: false, antiKominternEligible: false,
    russianAccess: 'completeCohesion', militaryMarkers: [],
    rule: '[24.21H, 24.61C]', prov: base,
  },
  {
    id: 'IRL', name: 'Ireland', es: 'Irlanda', kind: 'minor', region: 'westernEurope', diplomaticTarget: true, markers: 'normal',
    initialFlags: {}, tradePactValue: 1, russianBorderState: false, antiKominternEligible: false,
    russianAccess: 'exceptionsOnly', militaryMarkers: [],
    rule: '[24.21I, 24.61B]', prov: base,
  },
  {
    id: 'NOR', name: 'Norway', es: 'Noruega', kind: 'minor', region: 'scandinavia', diplomaticTarget: true, markers: 'normal',
    initialFlags: {}, tradePactValue: 1, russianBorderState: false, antiKominternEligible: false,
    russianAccess: 'exceptionsOnly', militaryMarkers: [],
    rule: '[24.21J, 24.61B]', prov: base,
  },
  {
    id: 'POL', name: 'Poland', es: 'Polonia', kind: 'minor', region: 'easternEurope', diplomaticTarget: true, markers: 'normal',
    initialFlags: { FRA: 1 }, tradePactValue: 2, russianBorderState: true, antiKominternEligible: true,
    russianAccess: 'always',
    militaryMarkers: [{ power: 'GER', condition: 'noAntiKomintern' }, { power: 'USSR', condition: 'russianDiplomacyEligible' }],
    borders: ['CZE', 'ROM', 'RUS'],
    rule: '[24.21K, 11.62A, 4.15, 24.34A, 24.61B, 24.43D-E, 24.47D, 28.42H]', prov: base,
  },
  {
    id: 'RHI', name: 'Rhineland', es: 'Renania', kind: 'minor', region: 'westernEurope', diplomaticTarget: true, markers: 'normal',
    initialFlags: { GER: 2 }, tradePactValue: 0, russianBorderState: false, antiKominternEligible: false,
    russianAccess: 'exceptionsOnly', militaryMarkers: [{ power: 'GER' }, { power: 'FRA' }], borders: ['BEL'],
    rule: '[24.21L, 11.61C, 24.61B, 24.43D, 24.45B, 28.42E]', prov: base,
  },
  {
    id: 'ROM', name: 'Romania', es: 'Rumanía', kind: 'minor', region: 'easternEurope', diplomaticTarget: true, markers: 'normal',
    initialFlags: { GER: 1 }, tradePactValue: 1, russianBorderState: true, antiKominternEligible: true,
    russianAccess: 'always', militaryMarkers: [{ power: 'USSR', condition: 'russianDiplomacyEligible' }],
    rule: '[24.21M, 4.15, 24.34A, 24.61B, 24.47D]', prov: base,
  },
  {
    id: 'SPA', name: 'Spain', es: 'España', kind: 'minor', region: 'westernEurope', diplomaticTarget: true, markers: 'normal',
    initialFlags: {}, tradePactValue: 2, russianBorderState: false, antiKominternEligible: false,
    russianAccess: 'exceptionsOnly', militaryMarkers: [],
    rule: '[24.21N, 11.62A, 24.61B]', note: 'Russia may place during the Spanish civil war [24.61B, 25.51B].', prov: base,
  },
  {
    id: 'SWE', name: 'Sweden', es: 'Suecia', kind: 'minor', region: 'scandinavia', diplomaticTarget: true, markers: 'normal',
    initialFlags: {}, tradePactValue: 1, russianBorderState: false, antiKominternEligible: false,
    russianAccess: 'completeCohesion', militaryMarkers: [],
    rule: '[24.21O, 24.61C]', prov: base,
  },
  {
    id: 'TUR', name: 'Turkey', es: 'Turquía', kind: 'minor', region: 'balkans', diplomaticTarget: true, markers: 'normal',
    initialFlags: {}, tradePactValue: 2, russianBorderState: true, antiKominternEligible: true,
    russianAccess: 'always', militaryMarkers: [{ power: 'USSR', condition: 'russianDiplomacyEligible' }],
    rule: '[24.21P, 11.62A, 4.15, 24.34A, 24.61B, 24.47D]', prov: base,
  },
  {
    id: 'YUG', name: 'Yugoslavia', es: 'Yugoslavia', kind: 'minor', region: 'balkans', diplomaticTarget: true, markers: 'normal',
    initialFlags: {}, tradePactValue: 1, russianBorderState: false, antiKominternEligible: false,
    russianAccess: 'completeCohesion', militaryMarkers: [], borders: ['AUT', 'BUL', 'GRE', 'HUN', 'ROM'],
    rule: '[24.21Q, 24.61C, 25.51C, 28.42D]', note: 'No Russian markers during the Yugoslav civil war (ruling P2-A12).', prov: base,
  },
  {
    // Russia as a diplomatic target: flags only through random events (and their removal by covert operations,
    // No Purge, complete cohesion) [10.91F, 24.56E]; a pact "with Russia" is worth +2 [11.62A].
    id: 'RUS', name: 'Russia', es: 'Rusia', kind: 'russia', region: 'easternEurope', diplomaticTarget: true, markers: 'eventOnly',
    initialFlags: {}, tradePactValue: 2, russianBorderState: false, antiKominternEligible: false,
    russianAccess: 'none', militaryMarkers: [],
    rule: '[4.13A, 4.16B, 10.91F, 11.62A, 24.11, 24.56E]', prov: base,
  },
  {
    id: 'BAL', name: 'Baltic States', es: 'Países Bálticos', kind: 'minor', diplomaticTarget: false, markers: 'none',
    initialFlags: {}, tradePactValue: 0, russianBorderState: false, antiKominternEligible: false,
    russianAccess: 'none', militaryMarkers: [], borders: ['POL', 'RUS'],
    rule: '[27.41G, 11.61C, 28.42I]', note: 'Estonia, Latvia, Lithuania; not a Russian border state of [4.15].', prov: base,
  },
  {
    id: 'ETH', name: 'Ethiopia', es: 'Etiopía', kind: 'minor', diplomaticTarget: false, markers: 'none',
    initialFlags: {}, tradePactValue: 0, russianBorderState: false, antiKominternEligible: false,
    russianAccess: 'none', militaryMarkers: [], borders: [],
    rule: '[27.31A, 11.61C, 28.13, 28.42A]', prov: base,
  },
  {
    // Italian puppet after the split [25.73A]; its permanent Italian trade pact worth 1 is substitute G-10.
    id: 'CRO', name: 'Croatia', es: 'Croacia', kind: 'splitState', diplomaticTarget: false, markers: 'none',
    initialFlags: {}, tradePactValue: 1, russianBorderState: false, antiKominternEligible: false,
    russianAccess: 'none', militaryMarkers: [],
    rule: '[25.73A]', prov: { ...base, tradePactValue: S },
  },
  {
    // The rest of Yugoslavia after the split [25.73A]; it takes over Yugoslavia's borders as an Italian target (G-10).
    id: 'SER', name: 'Serbia', es: 'Serbia', kind: 'splitState', diplomaticTarget: false, markers: 'none',
    initialFlags: {}, tradePactValue: 1, russianBorderState: false, antiKominternEligible: false,
    russianAccess: 'none', militaryMarkers: [], borders: ['AUT', 'BUL', 'GRE', 'HUN', 'ROM'],
    rule: '[25.73A]', prov: { ...base, tradePactValue: D, borders: S },
  },
];

export const REGION_ROWS: readonly RegionRow[] = [
  { id: 'scandinavia', name: 'Scandinavia', es: 'Escandinavia', members: ['FIN', 'NOR', 'SWE'], rule: '[4.16A]', prov: { name: R, es: R, members: R } },
  { id: 'easternEurope', name: 'Eastern Europe', es: 'Europa Oriental', members: ['POL', 'ROM', 'RUS'], rule: '[4.16B]', prov: { name: R, es: R, members: R } },
  { id: 'westernEurope', name: 'Western Europe', es: 'Europa Occidental', members: ['BEL', 'IRL', 'RHI', 'SPA'], rule: '[4.16C]', prov: { name: R, es: R, members: R } },
  { id: 'centralEurope', name: 'Central Europe', es: 'Europa Central', members: ['AUT', 'CZE', 'HUN'], rule: '[4.16D]', prov: { name: R, es: R, members: R } },
  { id: 'balkans', name: 'Balkans', es: 'Balcanes', members: ['ALB', 'BUL', 'GRE', 'TUR', 'YUG'], rule: '[4.16E]', prov: { name: R, es: R, members: R } },
];
