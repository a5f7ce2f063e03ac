/**
 * Diplomacy [24], trade pacts [11.6] and civil-war diplomacy [25.5] as tables.
 */
import type { Alliance, Power, Prov, Provenance } from './types';

const R: Provenance = 'rulebook';
const D: Provenance = 'derived';

/** One step of the marker placement sequence Germany, Italy, Russia, Britain, France, Italy, Germany [24.55]. */
export interface PlacementStepRow {
  id: string;
  powers: readonly Power[];
  /** What may be placed: the first Axis round (1 normal marker each + all extras + military), "all", or the second Axis round. */
  allowance: 'axisFirst' | 'all' | 'axisSecond';
  /** Military markers may be placed in this step [24.42A]. */
  military: boolean;
  /** The Anti-Komintern decision is made in this step (Germany) [24.31, 24.42A]. */
  antiKomintern: boolean;
  rule: string;
  note?: string;
  prov: Prov<PlacementStepRow>;
}

const ps: Prov<PlacementStepRow> = { powers: R, allowance: R, military: R, antiKomintern: R };

export const PLACEMENT_SEQUENCE: readonly PlacementStepRow[] = [
  { id: 'D1', powers: ['GER', 'ITA'], allowance: 'axisFirst', military: true, antiKomintern: true, rule: '[24.55A, 24.31, 24.42A, 24.552A]', note: 'One normal diplomatic marker each, plus the markers that do not count against the limit.', prov: ps },
  { id: 'D2', powers: ['USSR'], allowance: 'all', military: true, antiKomintern: false, rule: '[24.55B, 24.42A, 24.552B]', prov: ps },
  { id: 'D3', powers: ['GBR', 'FRA'], allowance: 'all', military: true, antiKomintern: false, rule: '[24.55C, 24.42A, 24.552C]', prov: ps },
  { id: 'D4', powers: ['ITA', 'GER'], allowance: 'axisSecond', military: false, antiKomintern: false, rule: '[24.55D]', note: 'One more marker each, only for a power that placed a diplomatic marker in D1.', prov: ps },
];

export interface DiplomacyRulesRow {
  id: 'diplomacy';
  /** Diplomatic markers per power per country per turn [24.54D]. */
  markersPerCountry: number;
  /** Normal diplomatic markers per power per turn (value-0 included, ruling P2-A46) [24.54E]. */
  normalMarkersPerTurn: number;
  /** Flags a country can hold [24.82D]. */
  maxFlags: number;
  /** A result moves the alignment this many flags, whatever the margin [24.82A]. */
  flagsPerResult: number;
  /** An alliance wins a country only with a total strictly above each other alliance's, counted separately [24.81B]. */
  strictlyGreaterThanEach: boolean;
  /** Bonus civil-war marker: value, cost, how many per power per turn [24.53A]. */
  bonusMarker: { value: number; cost: number; perTurn: number };
  /** Military marker in a civil war: one value-1 AM and one tile; one per power per turn [24.42D, 25.52B]. */
  civilWarMilitaryMarker: { amValue: number; tiles: number; perTurn: number };
  /** The government faction's bonus in its civil war [25.52D]. */
  governmentBonus: number;
  /** Covert operations are played in this order [16.16A]; Russian subversion after all of them. */
  covertOrder: readonly Power[];
  /** Diplomatic markers are paid at the end of the phase [24.52C]. */
  payAtEndOfPhase: boolean;
  rule: string;
  prov: Prov<DiplomacyRulesRow>;
}

export const DIPLOMACY_RULES: DiplomacyRulesRow = {
  id: 'diplomacy',
  markersPerCountry: 1,
  normalMarkersPerTurn: 2,
  maxFlags: 4,
  flagsPerResult: 1,
  strictlyGreaterThanEach: true,
  bonusMarker: { value: 1, cost: 0, perTurn: 1 },
  civilWarMilitaryMarker: { amValue: 1, tiles: 1, perTurn: 1 },
  governmentBonus: 1,
  covertOrder: ['GER', 'ITA', 'GBR', 'FRA', 'USSR'],
  payAtEndOfPhase: true,
  rule: '[24.42D, 24.52C, 24.53A, 24.54D-E, 24.81B, 24.82A, 24.82D, 25.52B, 25.52D, 16.16A]',
  prov: {
    markersPerCountry: R, normalMarkersPerTurn: R, maxFlags: R, flagsPerResult: R, strictlyGreaterThanEach: R, bonusMarker: R,
    civilWarMilitaryMarker: R, governmentBonus: R, covertOrder: R, payAtEndOfPhase: R,
  },
};

/** Neighbour military markers per power [24.43-24.47]. */
export interface MilitaryMarkerRow {
  id: Power;
  /** What sets the allowance: the overall BoP in the power's favour, the Russian garrison surplus, or nothing. */
  basis: 'balanceOfPower' | 'garrisonSurplus' | 'none';
  /** Most neighbour markers; each also needs a support level at least equal to the count [24.12C]. */
  max: number;
  /** A Military or Great Purge forbids all Russian military markers [24.47D]. */
  forbiddenByPurge: boolean;
  rule: string;
  prov: Prov<MilitaryMarkerRow>;
}

const mm: Prov<MilitaryMarkerRow> = { basis: R, max: R, forbiddenByPurge: R };

export const MILITARY_MARKERS: readonly MilitaryMarkerRow[] = [
  { id: 'GER', basis: 'balanceOfPower', max: 3, forbiddenByPurge: false, rule: '[24.43A-C]', prov: mm },
  { id: 'ITA', basis: 'none', max: 0, forbiddenByPurge: false, rule: '[24.44]', prov: mm },
  { id: 'GBR', basis: 'none', max: 0, forbiddenByPurge: false, rule: '[24.46]', prov: mm },
  { id: 'FRA', basis: 'balanceOfPower', max: 1, forbiddenByPurge: false, rule: '[24.45A]', prov: mm },
  { id: 'USSR', basis: 'garrisonSurplus', max: 3, forbiddenByPurge: true, rule: '[24.47A-D, 21.41B]', prov: mm },
];

/** Relations of the powers [24.7]; after the pact Russia is hostile only to the Allies, but diplomacy stays three-way (ruling P2-A05). */
export interface RelationRow {
  id: string;
  a: Alliance;
  b: Alliance;
  beforePact: 'friendly' | 'hostile';
  afterPact: 'friendly' | 'hostile' | 'neutral';
  /** Their flags may coexist in a country (Allied and Russian flags before the pact) [24.82B]. */
  flagsCoexist: { beforePact: boolean; afterPact: boolean };
  rule: string;
  prov: Prov<RelationRow>;
}

export const RELATIONS: readonly RelationRow[] = [
  { id: 'AXIS-ALLIES', a: 'AXIS', b: 'ALLIES', beforePact: 'hostile', afterPact: 'hostile', flagsCoexist: { beforePact: false, afterPact: false }, rule: '[24.73, 24.82B]', prov: { a: R, b: R, beforePact: R, afterPact: R, flagsCoexist: R } },
  { id: 'AXIS-RUSSIA', a: 'AXIS', b: 'RUSSIA', beforePact: 'hostile', afterPact: 'neutral', flagsCoexist: { beforePact: false, afterPact: false }, rule: '[24.74, 24.56F]', prov: { a: R, b: R, beforePact: R, afterPact: R, flagsCoexist: D } },
  { id: 'ALLIES-RUSSIA', a: 'ALLIES', b: 'RUSSIA', beforePact: 'hostile', afterPact: 'hostile', flagsCoexist: { beforePact: true, afterPact: false }, rule: '[24.74, 24.82B, 31.51I]', prov: { a: R, b: R, beforePact: R, afterPact: R, flagsCoexist: R } },
];

/** Trade pacts [11.61]: an alliance with this many flags; the power with most flags holds it; ties to the named power. */
export interface TradePactRulesRow {
  id: 'tradePacts';
  flagsNeeded: number;
  /** Who wins a tie between the two powers of an alliance [11.61A-B]. */
  tieWinner: Partial<Record<Alliance, Power>>;
  /** An Axis power that gains control of a pact-capable country gets a permanent pact [11.61E]. */
  permanentFromAxisControl: boolean;
  rule: string;
  prov: Prov<TradePactRulesRow>;
}

export const TRADE_PACT_RULES: TradePactRulesRow = {
  id: 'tradePacts',
  flagsNeeded: 3,
  tieWinner: { AXIS: 'GER', ALLIES: 'FRA' },
  permanentFromAxisControl: true,
  rule: '[11.61]',
  prov: { flagsNeeded: R, tieWinner: R, permanentFromAxisControl: R },
};

/** Who loses a flag when the losing alliance has two powers' flags there: most flags, ties to Italy / Britain [24.82C]. */
export const FLAG_LOSS_TIE: Readonly<Partial<Record<Alliance, Power>>> = { AXIS: 'ITA', ALLIES: 'GBR' };
/** The "successful power" of an alliance on a tie in contributions [24.82C, 25.54A]. */
export const SUCCESS_TIE: Readonly<Partial<Record<Alliance, Power>>> = { AXIS: 'GER', ALLIES: 'FRA' };
/** Beneficiaries of general diplomatic events by colour when the event does not say [9.31C, 24.81A]. */
export const COLOUR_BENEFICIARY = { brown: 'GER', blue: 'FRA', red: 'USSR' } as const satisfies Record<string, Power>;
export const COLOUR_ALLIANCE = { brown: 'AXIS', blue: 'ALLIES', red: 'RUSSIA' } as const satisfies Record<string, Alliance>;
