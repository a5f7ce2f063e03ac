/**
 * Support levels [10]: every modifier by power, the Russian garrison bands [10.91D, 21.3, 21.4], Russian
 * cohesion [22.7] and the purge cards [22.4], the balance-of-power bands [20.5].
 *
 * Support is recomputed from 0 at the start of every turn [10.31]. Modifiers whose value depends on other
 * data point to it: military factories (POWERS.militaryFactorySupport), aggressions (AGGRESSIONS.support),
 * research results (RESEARCH_PROJECTS results with `support`).
 */
import type { Power, Prov, Provenance, UnitCounts } from './types';

const R: Provenance = 'rulebook';
const D: Provenance = 'derived';
const S: Provenance = 'substitute';

// ------------------------------------------------------------------ support modifiers [10.4-10.9]

export type SupportTrigger =
  /** Military-factory table [10.41A] (POWERS.militaryFactorySupport). */
  | 'militaryFactories'
  /** Public and secret support events, and unused diplomatic events [10.41B, 24.82E]. */
  | 'supportEvent'
  /** Unpaid mandatory costs of the previous turn, -1 per point [10.41C]. */
  | 'previousDeficit'
  /** A research result whose data carries `support` (18-step, West Wall, Maginot, atomic) [10.51A, 10.71A, 10.81A, 10.91A]. */
  | 'researchResult'
  /** An aggression row's `support` entries [10.51B, 10.61A, 10.71B, 10.81B, 10.91B]. */
  | 'aggression'
  /** First Axis aggression that is neither Ethiopia nor the Rhineland [10.71B, 10.81B]. */
  | 'secondAggression'
  /** In-game naval construction increase by Germany (for Britain) or Italy (for France) [10.71C, 10.81C, 19.33B]. */
  | 'axisNavalIncrease'
  /** Each flag of the power in Russia [10.51C, 10.61B, 10.71D, 10.81D]; Russia: each Axis or Allied flag, -1 [10.91F]. */
  | 'flagInRussia'
  /** Nazi-Soviet pact signed, from the turn after [10.71E, 10.81E, 10.91C]. */
  | 'pactSigned'
  /** Germany attacked Poland without offering the pact [31.61B]. */
  | 'noPactOffered'
  /** Russian garrison surplus or shortfall (GARRISON_BANDS) [10.91D]. */
  | 'garrison'
  /** Russian cohesion level (COHESION_LEVELS) [10.91E]. */
  | 'cohesion'
  /** Crisis outcomes of the previous turn (CRISIS_OUTCOMES) [27.62A, 27.72A, 27.82A]. */
  | 'crisisOutcome'
  /** A mobilization reaching a new factory threshold: +1 support from this turn's crisis phase [13.21D]. */
  | 'mobilizationThisTurn';

export interface SupportModifierRow {
  id: string;
  power: Power;
  trigger: SupportTrigger;
  /** Support per instance; `null` = read from the linked table. */
  value: number | null;
  /** Most instances counted (West Wall, Maginot: 2 results; second aggression: once). */
  maxCount?: number;
  /** Takes or gives tiles 1:1 when it changes during a turn [11.52A]; never for the garrison [11.52B]. */
  changesTilesMidTurn: boolean;
  rule: string;
  note?: string;
  prov: Prov<SupportModifierRow>;
}

const sp: Prov<SupportModifierRow> = { power: R, trigger: R, value: R, maxCount: R, changesTilesMidTurn: R };

const ALL: readonly Power[] = ['GER', 'ITA', 'GBR', 'FRA', 'USSR'];

export const SUPPORT_MODIFIERS: readonly SupportModifierRow[] = [
  ...ALL.flatMap((p): SupportModifierRow[] => [
    { id: `${p}.militaryFactories`, power: p, trigger: 'militaryFactories', value: null, changesTilesMidTurn: true, rule: '[10.41A, 13.21D]', prov: sp },
    { id: `${p}.supportEvent`, power: p, trigger: 'supportEvent', value: null, changesTilesMidTurn: true, rule: '[10.41B, 10.24, 9.41E]', prov: sp },
    { id: `${p}.previousDeficit`, power: p, trigger: 'previousDeficit', value: -1, changesTilesMidTurn: false, rule: '[10.41C]', prov: sp },
    { id: `${p}.crisisOutcome`, power: p, trigger: 'crisisOutcome', value: null, changesTilesMidTurn: false, rule: '[27.62A, 27.72A, 27.82A]', prov: { ...sp, changesTilesMidTurn: D } },
    { id: `${p}.mobilizationThisTurn`, power: p, trigger: 'mobilizationThisTurn', value: 1, changesTilesMidTurn: true, rule: '[13.21D]', note: 'One tile at once; the support counts from the crisis phase (ruling P1-A9).', prov: sp },
  ]),
  // ---- Germany [10.5]
  { id: 'GER.researchResult', power: 'GER', trigger: 'researchResult', value: 1, changesTilesMidTurn: true, rule: '[10.51A, 11.52A]', note: 'West Wall (max 2), 18-step jets, strategic bombers, advanced submarines, armor, rockets, specialized units, economic preparation; atomic research.', prov: sp },
  { id: 'GER.aggression', power: 'GER', trigger: 'aggression', value: null, changesTilesMidTurn: false, rule: '[10.51B]', note: 'Austria, Sudetes, Danzig & Corridor, Baltic States: +1 the turn after.', prov: sp },
  { id: 'GER.flagInRussia', power: 'GER', trigger: 'flagInRussia', value: 1, changesTilesMidTurn: true, rule: '[10.51C, 10.91F, 11.52A]', prov: sp },
  // ---- Italy [10.6]
  { id: 'ITA.aggression', power: 'ITA', trigger: 'aggression', value: null, changesTilesMidTurn: false, rule: '[10.61A]', note: 'Ethiopia conquered: +1 for the rest of the game.', prov: sp },
  { id: 'ITA.flagInRussia', power: 'ITA', trigger: 'flagInRussia', value: 1, changesTilesMidTurn: true, rule: '[10.61B, 11.52A]', prov: sp },
  // ---- Britain [10.7]
  { id: 'GBR.researchResult', power: 'GBR', trigger: 'researchResult', value: 1, changesTilesMidTurn: true, rule: '[10.71A, 11.52A]', note: '18-step jets, strategic bombers, transports, rockets, specialized units, economic preparation; atomic research.', prov: sp },
  { id: 'GBR.secondAggression', power: 'GBR', trigger: 'secondAggression', value: 1, maxCount: 1, changesTilesMidTurn: false, rule: '[10.71B]', prov: sp },
  { id: 'GBR.aggression', power: 'GBR', trigger: 'aggression', value: null, changesTilesMidTurn: false, rule: '[10.71B]', note: 'Every Axis aggression but Ethiopia, the Rhineland and the Baltic States: +1 the turn after.', prov: sp },
  { id: 'GBR.axisNavalIncrease', power: 'GBR', trigger: 'axisNavalIncrease', value: 1, maxCount: 1, changesTilesMidTurn: false, rule: '[10.71C, 19.33B]', note: 'A German in-game increase; the pre-game one does not count (ruling P1-A35).', prov: sp },
  { id: 'GBR.flagInRussia', power: 'GBR', trigger: 'flagInRussia', value: 1, changesTilesMidTurn: true, rule: '[10.71D, 11.52A]', prov: sp },
  { id: 'GBR.pactSigned', power: 'GBR', trigger: 'pactSigned', value: 1, maxCount: 1, changesTilesMidTurn: false, rule: '[10.71E, 31.51G]', prov: sp },
  // ---- France [10.8]
  { id: 'FRA.researchResult', power: 'FRA', trigger: 'researchResult', value: 1, changesTilesMidTurn: true, rule: '[10.81A, 11.52A]', note: 'Maginot Line (max 2).', prov: sp },
  { id: 'FRA.secondAggression', power: 'FRA', trigger: 'secondAggression', value: 1, maxCount: 1, changesTilesMidTurn: false, rule: '[10.81B]', prov: sp },
  { id: 'FRA.aggression', power: 'FRA', trigger: 'aggression', value: null, changesTilesMidTurn: false, rule: '[10.81B]', note: 'Every Axis aggression but Ethiopia, the Rhineland and the Baltic States: +1 the turn after.', prov: sp },
  { id: 'FRA.axisNavalIncrease', power: 'FRA', trigger: 'axisNavalIncrease', value: 1, maxCount: 1, changesTilesMidTurn: false, rule: '[10.81C, 19.33B]', note: 'An Italian increase.', prov: sp },
  { id: 'FRA.flagInRussia', power: 'FRA', trigger: 'flagInRussia', value: 1, changesTilesMidTurn: true, rule: '[10.81D, 11.52A]', prov: sp },
  { id: 'FRA.pactSigned', power: 'FRA', trigger: 'pactSigned', value: 1, maxCount: 1, changesTilesMidTurn: false, rule: '[10.81E, 31.51G]', prov: sp },
  // ---- Russia [10.9]
  { id: 'USSR.researchResult', power: 'USSR', trigger: 'researchResult', value: 1, changesTilesMidTurn: true, rule: '[10.91A, 11.52A]', note: '18-step jets, strategic bombers, rockets, specialized units, economic preparation; atomic research.', prov: sp },
  { id: 'USSR.aggression', power: 'USSR', trigger: 'aggression', value: null, changesTilesMidTurn: false, rule: '[10.91B]', note: 'Poland occupied: +2; Baltic States: +1; every turn from the turn after.', prov: sp },
  { id: 'USSR.pactSigned', power: 'USSR', trigger: 'pactSigned', value: 1, maxCount: 1, changesTilesMidTurn: false, rule: '[10.91C, 31.51C]', note: 'Cancelled if the pact is broken; replaced by noPactOffered [31.81C].', prov: sp },
  { id: 'USSR.noPactOffered', power: 'USSR', trigger: 'noPactOffered', value: 1, maxCount: 1, changesTilesMidTurn: false, rule: '[31.61B, 31.91B]', note: 'Also after a German aggression against the Baltic States: the same +1, not a second one.', prov: { ...sp, maxCount: D } },
  { id: 'USSR.garrison', power: 'USSR', trigger: 'garrison', value: null, changesTilesMidTurn: false, rule: '[10.91D, 11.52B, 21.23]', prov: sp },
  { id: 'USSR.cohesion', power: 'USSR', trigger: 'cohesion', value: null, changesTilesMidTurn: false, rule: '[10.91E, 22.73A]', prov: { ...sp, changesTilesMidTurn: D } },
  { id: 'USSR.flagInRussia', power: 'USSR', trigger: 'flagInRussia', value: -1, changesTilesMidTurn: true, rule: '[10.91F, 11.52A]', note: 'Per Axis or Allied flag in Russia; a Russian flag there has no support effect.', prov: sp },
];

/** Russia with a negative support level must build at least one unit that turn [10.92, 18.51]. */
export const RUSSIA_NEGATIVE_SUPPORT_BUILDS = 1;

// ------------------------------------------------------------------ bands [10.91D, 21.31, 21.41, 20.51]

/** A banded table: |difference| in [from, to] gives `level`; beyond the last row, +`add` per further `every`. */
export interface BandRow {
  id: string;
  bands: readonly { from: number; to: number; level: number }[];
  beyond?: { every: number; add: number };
  /** Cap on the level (balance of power: 3 per category [20.52]). */
  max?: number;
  rule: string;
  prov: Prov<BandRow>;
}

/** Russian garrison surplus or shortfall -> support ±[10.91D, 21.31, 21.41A]. */
export const GARRISON_SUPPORT_BANDS: BandRow = {
  id: 'garrisonSupport',
  bands: [
    { from: 0, to: 0, level: 0 },
    { from: 1, to: 2, level: 1 },
    { from: 3, to: 5, level: 2 },
    { from: 6, to: 8, level: 3 },
  ],
  beyond: { every: 3, add: 1 },
  rule: '[10.91D, 21.31, 21.41A]',
  prov: { bands: R, beyond: R, max: R },
};

/** Russian garrison surplus -> most military markers [21.41B, 24.47A-C] (also capped by Russian support, ruling P2-A07). */
export const GARRISON_MILITARY_MARKER_BANDS: BandRow = {
  id: 'garrisonMilitaryMarkers',
  bands: [
    { from: 0, to: 0, level: 0 },
    { from: 1, to: 2, level: 1 },
    { from: 3, to: 5, level: 2 },
    { from: 6, to: 6, level: 3 },
  ],
  max: 3,
  beyond: { every: 1, add: 0 },
  rule: '[21.41B, 24.47]',
  prov: { bands: R, beyond: R, max: R },
};

/** Excess markers of one side in a BoP category -> level, at most 3 [20.51, 20.52]. */
export const BOP_BANDS: BandRow = {
  id: 'balanceOfPower',
  bands: [
    { from: 0, to: 0, level: 0 },
    { from: 1, to: 2, level: 1 },
    { from: 3, to: 5, level: 2 },
    { from: 6, to: 6, level: 3 },
  ],
  max: 3,
  beyond: { every: 1, add: 0 },
  rule: '[20.51, 20.52]',
  prov: { bands: R, beyond: R, max: R },
};

// ------------------------------------------------------------------ Russia: cohesion, purges, garrison [21, 22]

export type Cohesion = 'low' | 'medium' | 'high' | 'complete';

export interface CohesionRow {
  id: Cohesion;
  /** Purge events from which this level applies [22.71]. */
  minPurgeEvents: number;
  /** Russian support [10.91E, 22.73A]. */
  support: number;
  /** AM added to the Russian pool when the level is reached (cumulative) [12.22H, 22.73B]. */
  amGained: 0 | 1 | 2 | 3;
  /** Russia may mobilize once every this many turns [14.43B, 22.73D]. */
  mobilizationInterval: number;
  /** Value of the Anti-Komintern marker [24.32]. */
  antiKomintern: number;
  rule: string;
  prov: Prov<CohesionRow>;
}

const coh: Prov<CohesionRow> = { minPurgeEvents: R, support: R, amGained: R, mobilizationInterval: R, antiKomintern: R };

export const COHESION_LEVELS: readonly CohesionRow[] = [
  { id: 'low', minPurgeEvents: 0, support: -1, amGained: 0, mobilizationInterval: 5, antiKomintern: 1, rule: '[22.71A, 22.73, 14.43B, 24.32A]', prov: coh },
  { id: 'medium', minPurgeEvents: 10, support: 0, amGained: 1, mobilizationInterval: 4, antiKomintern: 2, rule: '[22.71B, 22.73, 14.43B, 24.32B]', prov: coh },
  { id: 'high', minPurgeEvents: 20, support: 1, amGained: 2, mobilizationInterval: 3, antiKomintern: 3, rule: '[22.71C, 22.73, 14.43B, 24.32C]', prov: coh },
  { id: 'complete', minPurgeEvents: 30, support: 2, amGained: 3, mobilizationInterval: 2, antiKomintern: 3, rule: '[22.71D, 22.73, 14.43B, 24.32C, 22.46]', prov: coh },
];

export type PurgeCard = 'noPurge' | 'military' | 'party' | 'great';

export interface PurgeCardRow {
  id: PurgeCard;
  name: string;
  es: string;
  /** Purge events it adds to the purge level [22.72A, 22.72G]; No Purge: +1 only if it removes a foreign flag [22.31E]. */
  purgeEvents: number;
  /** Active units sent to the Reserve [22.21A, 22.21C]. */
  unitsPurged: number;
  noMilitaryMarkers: boolean;
  noMobilization: boolean;
  /** Research and/or diplomacy prohibitions; Party Purge: Russia chooses one [22.21B]. */
  bans: 'none' | 'researchOrDiplomacy' | 'researchAndDiplomacy';
  /** Removes one foreign flag from Russia [10.91F, 22.45]. */
  removesForeignFlag: boolean;
  /** In the deck at the start; the Great Purge joins when Germany remilitarizes the Rhineland [22.44]. */
  inDeckAtStart: boolean;
  /** Leaves the deck for good at this purge level [22.46]. */
  removedAtPurgeEvents?: number;
  rule: string;
  prov: Prov<PurgeCardRow>;
}

const pc: Prov<PurgeCardRow> = {
  name: R, es: R, purgeEvents: R, unitsPurged: R, noMilitaryMarkers: R, noMobilization: R, bans: R, removesForeignFlag: R,
  inDeckAtStart: R, removedAtPurgeEvents: R,
};

export const PURGE_CARDS: readonly PurgeCardRow[] = [
  { id: 'noPurge', name: 'No Purge', es: 'No hay Purga', purgeEvents: 0, unitsPurged: 0, noMilitaryMarkers: false, noMobilization: false, bans: 'none', removesForeignFlag: true, inDeckAtStart: true, rule: '[22.42A, 22.45, 10.91F, 22.31E]', prov: pc },
  { id: 'military', name: 'Military Purge', es: 'Purga Militar', purgeEvents: 1, unitsPurged: 1, noMilitaryMarkers: true, noMobilization: false, bans: 'none', removesForeignFlag: false, inDeckAtStart: true, rule: '[22.21A, 22.72A]', prov: pc },
  { id: 'party', name: 'Party Purge', es: 'Purga del Partido', purgeEvents: 1, unitsPurged: 0, noMilitaryMarkers: false, noMobilization: false, bans: 'researchOrDiplomacy', removesForeignFlag: false, inDeckAtStart: true, rule: '[22.21B, 22.72A]', prov: pc },
  { id: 'great', name: 'Great Purge', es: 'Gran Purga', purgeEvents: 3, unitsPurged: 2, noMilitaryMarkers: true, noMobilization: true, bans: 'researchAndDiplomacy', removesForeignFlag: false, inDeckAtStart: false, removedAtPurgeEvents: 30, rule: '[22.21C, 22.44B, 22.46, 22.72G, 14.43A]', prov: pc },
];

/** The drawn purge card is set aside and returns after the next turn's draw: never the same card twice running [22.45]. */
export const PURGE_CARD_SET_ASIDE_TURNS = 1;

/** Tie order for the unit type a Military Purge takes from the type with most Active non-Siberian units [22.21A]. */
export const PURGE_TIE_ORDER: readonly ('armor' | 'air' | 'infantry')[] = ['armor', 'air', 'infantry'];

export interface GarrisonRow {
  id: 'garrison';
  /** The Japanese forces in Manchuria, the fixed part of the requirement [21.22A]. */
  siberianRequirement: UnitCounts;
  /** Which Active Russian units form the Siberian garrison at the start (substitute G-09). */
  siberianUnitsAtStart: UnitCounts;
  /** Garrison value per Russian flag count in a minor (1-2 flags), and per Russian trade pact [21.21C]. */
  perMinorWithFlags: number;
  perMinorWithPact: number;
  /** Requirement: Poland with 1-2 Axis or Allied flags / their pact; each such pact in Finland, Romania, Turkey [21.22D]. */
  polandFlags: number;
  polandPact: number;
  otherBorderPact: number;
  /** Occupation-policy results raise the requirement by 1, then 2 more [16.16E, 21.22E]. */
  occupationPolicies: readonly number[];
  /** Polish satellite units placed on the garrison track [31.81B]. */
  polishSatelliteUnits: UnitCounts;
  rule: string;
  prov: Prov<GarrisonRow>;
}

export const GARRISON: GarrisonRow = {
  id: 'garrison',
  siberianRequirement: { armor: 2, infantry: 3, air: 3 },
  siberianUnitsAtStart: { armor: 2, infantry: 3, air: 3 },
  perMinorWithFlags: 1,
  perMinorWithPact: 2,
  polandFlags: 1,
  polandPact: 2,
  otherBorderPact: 1,
  occupationPolicies: [1, 2],
  polishSatelliteUnits: { armor: 0, infantry: 2, air: 1 },
  rule: '[21.21, 21.22, 16.16E, 31.81B]',
  prov: {
    siberianRequirement: R, siberianUnitsAtStart: S, perMinorWithFlags: R, perMinorWithPact: R, polandFlags: R, polandPact: R,
    otherBorderPact: R, occupationPolicies: R, polishSatelliteUnits: R,
  },
};
