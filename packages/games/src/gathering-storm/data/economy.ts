/**
 * Economy tables: tiles [6], national income and economic climate [11], activity markers [12], factory
 * conversion and mobilization costs [14].
 */
import type { Power, Prov, Provenance } from './types';

const R: Provenance = 'rulebook';
const D: Provenance = 'derived';

// ------------------------------------------------------------------ tiles [6]

export interface TileSupplyRow {
  id: 'tiles';
  /** Tile values [6.21]. */
  values: readonly (1 | 2 | 3)[];
  /** Tiles of each value in the box [6.21]. */
  perValue: number;
  /** Face-up and face-down tiles of each value at the start [6.22]. */
  faceUpPerValueAtStart: number;
  faceDownPerValueAtStart: number;
  /** When fewer than this many tiles are face down, turn this many of each value face down [6.24]. */
  refillBelow: number;
  refillPerValue: number;
  /** Order in which the powers take face-up tiles [6.25]. */
  takeOrder: readonly Power[];
  /** Tile points a power may carry into the next turn [6.33, 11.11]. */
  carryOverCap: number;
  /** Tiles each power holds at the start [6.32]. */
  heldAtStart: number;
  /** Physical limit on tiles of one value held [6.26]; the digital game holds plain totals (ruling P1-A4). */
  maxHeldPerValue: number;
  rule: string;
  prov: Prov<TileSupplyRow>;
}

export const TILE_SUPPLY: TileSupplyRow = {
  id: 'tiles',
  values: [1, 2, 3],
  perValue: 30,
  faceUpPerValueAtStart: 20,
  faceDownPerValueAtStart: 10,
  refillBelow: 10,
  refillPerValue: 5,
  takeOrder: ['GER', 'ITA', 'GBR', 'FRA', 'USSR'],
  carryOverCap: 21,
  heldAtStart: 0,
  maxHeldPerValue: 3,
  rule: '[6.21-6.33, 11.11]',
  prov: {
    values: R, perValue: R, faceUpPerValueAtStart: R, faceDownPerValueAtStart: R, refillBelow: R, refillPerValue: R,
    takeOrder: R, carryOverCap: R, heldAtStart: R, maxHeldPerValue: R,
  },
};

// ------------------------------------------------------------------ national income [11]

export interface IncomeRow {
  id: 'income';
  /** Tile points per civilian factory [11.21A]. */
  perCivilianFactory: number;
  /** Income per point of the start-of-turn support level [11.51]. */
  perSupportPoint: number;
  /** Random face-down tiles drawn each turn (events: 2 or 0) [11.81, 11.82]. */
  randomTilesPerTurn: number;
  /** Maintenance per Active armor, infantry or air unit [11.71, 17.11]; ships and research markers cost none [17.12]. */
  maintenancePerActiveUnit: number;
  /** Maintenance reduction per military factory [11.72, 14.62]; maintenance never below 0 (ruling P1-A10). */
  maintenanceReliefPerMilitaryFactory: number;
  /** Income changes of national economic events [11.41]. */
  economicEventValues: readonly number[];
  rule: string;
  prov: Prov<IncomeRow>;
}

export const INCOME: IncomeRow = {
  id: 'income',
  perCivilianFactory: 2,
  perSupportPoint: 1,
  randomTilesPerTurn: 1,
  maintenancePerActiveUnit: 1,
  maintenanceReliefPerMilitaryFactory: 1,
  economicEventValues: [-2, -1, 1, 2],
  rule: '[11.12C, 11.21, 11.41, 11.51, 11.71, 11.72, 11.81]',
  prov: {
    perCivilianFactory: R, perSupportPoint: R, randomTilesPerTurn: R, maintenancePerActiveUnit: R,
    maintenanceReliefPerMilitaryFactory: R, economicEventValues: R,
  },
};

// ------------------------------------------------------------------ economic climate [11.3]

export type Trend = 2 | 1 | -1 | -2 | 'toZero';

export interface ClimateRow {
  id: 'climate';
  start: number;
  min: number;
  max: number;
  /** How each printed trend moves the climate [11.33]: a step, or one step toward 0 ("⇒0"). */
  trends: readonly Trend[];
  rule: string;
  prov: Prov<ClimateRow>;
}

export const CLIMATE: ClimateRow = {
  id: 'climate',
  start: 0,
  min: -3,
  max: 3,
  trends: [2, 1, -1, -2, 'toZero'],
  rule: '[11.32-11.34]',
  prov: { start: R, min: R, max: R, trends: R },
};

/** Effects of one climate value [11.35]: the EAI modifier and each power's income change. */
export interface ClimateEffectRow {
  id: string;
  climate: number;
  eai: number;
  income: Record<Power, number>;
  rule: string;
  prov: Prov<ClimateEffectRow>;
}

/**
 * [11.35] The EAI column is stated by the text (11.35B). The income cells were reconstructed from the
 * OCR'd table fragments and the text "Germany and Britain up to ±2, Italy and France ±1, Russia never"
 * (ruling P1-A11): `derived`.
 */
export const CLIMATE_EFFECTS: readonly ClimateEffectRow[] = [
  [3, -1, 2, 1, 2, 1],
  [2, 0, 2, 1, 2, 1],
  [1, 0, 1, 0, 1, 0],
  [0, 0, 0, 0, 0, 0],
  [-1, 0, -1, 0, -1, 0],
  [-2, 0, -2, -1, -2, -1],
  [-3, 1, -2, -1, -2, -1],
].map(([climate, eai, ger, ita, gbr, fra]) => ({
  id: `climate${climate >= 0 ? '+' : ''}${climate}`,
  climate,
  eai,
  income: { GER: ger, ITA: ita, GBR: gbr, FRA: fra, USSR: 0 },
  rule: '[11.35]',
  prov: { climate: R, eai: R, income: D },
}));

// ------------------------------------------------------------------ factory conversion [14]

export type Conversion = 'idleToCivil' | 'idleToMilitary' | 'civilToMilitary' | 'militaryToCivilOrIdle' | 'civilToIdle';

export interface ConversionRow {
  id: Conversion;
  allowed: boolean;
  /** Powers that may never make it (Russia: idle to civil [14.42A]). */
  forbiddenFor: readonly Power[];
  /** Powers allowed only under conditions checked by the engine (Russia's civilian factories [14.43C]). */
  conditionalFor: readonly Power[];
  /** Base cost in tile points [14.21, 14.31]. */
  baseCost: number;
  /** Cost change per year after 1935 [14.31A]. */
  perYear: number;
  /** The current turn's EAI is subtracted from the cost [14.31B, 23.31A]. */
  minusEai: boolean;
  /** Changed by national factory-conversion events [14.21, 14.31C]. */
  eventModified: boolean;
  /** Lowest cost (no floor is printed; ruling P1-A13). */
  minCost: number;
  rule: string;
  prov: Prov<ConversionRow>;
}

const convProv: Prov<ConversionRow> = {
  allowed: R, forbiddenFor: R, conditionalFor: R, baseCost: R, perYear: R, minusEai: R, eventModified: R, minCost: D,
};

export const CONVERSIONS: readonly ConversionRow[] = [
  { id: 'idleToCivil', allowed: true, forbiddenFor: ['USSR'], conditionalFor: [], baseCost: 10, perYear: 0, minusEai: false, eventModified: true, minCost: 0, rule: '[14.21, 14.42A]', prov: convProv },
  { id: 'idleToMilitary', allowed: true, forbiddenFor: [], conditionalFor: [], baseCost: 10, perYear: -1, minusEai: true, eventModified: true, minCost: 0, rule: '[14.31]', prov: convProv },
  { id: 'civilToMilitary', allowed: true, forbiddenFor: [], conditionalFor: ['USSR'], baseCost: 10, perYear: -1, minusEai: true, eventModified: true, minCost: 0, rule: '[14.31, 14.43C]', prov: convProv },
  { id: 'militaryToCivilOrIdle', allowed: false, forbiddenFor: [], conditionalFor: [], baseCost: 0, perYear: 0, minusEai: false, eventModified: false, minCost: 0, rule: '[14.42B, 14.44]', prov: convProv },
  // Not provided for by the rules (only idle -> civil and idle/civil -> military are) [14.2, 14.3].
  { id: 'civilToIdle', allowed: false, forbiddenFor: [], conditionalFor: [], baseCost: 0, perYear: 0, minusEai: false, eventModified: false, minCost: 0, rule: '[14.2, 14.3]', prov: { ...convProv, allowed: D } },
];

/** One factory conversion per power per turn [14.11, 14.41]; no factory is ever created [14.12]. */
export const CONVERSIONS_PER_TURN = 1;

// ------------------------------------------------------------------ activity markers [12]

export interface AmRulesRow {
  id: 'activityMarkers';
  /** Tile cost of an AM = its value [12.31]; paid when used [12.32] (diplomatic markers at the end of the phase [24.52C]). */
  costPerValuePoint: number;
  /** AM points per unit built [12.41A, 18.11]. */
  pointsPerUnit: number;
  /** Value-1 AMs a power may use for research each turn, besides research-only AMs [12.41C, 15.22]. */
  researchAmsPerTurn: number;
  /** Starting a ship needs at least one shipyard AM [12.41B, 19.62]. */
  shipyardAmToStartShip: boolean;
  rule: string;
  prov: Prov<AmRulesRow>;
}

export const AM_RULES: AmRulesRow = {
  id: 'activityMarkers',
  costPerValuePoint: 1,
  pointsPerUnit: 2,
  researchAmsPerTurn: 1,
  shipyardAmToStartShip: true,
  rule: '[12.31, 12.32, 12.41, 18.11, 19.62]',
  prov: { costPerValuePoint: R, pointsPerUnit: R, researchAmsPerTurn: R, shipyardAmToStartShip: R },
};

/** What an AM gained may be used for. */
export type AmUse = 'any' | 'navalOnly' | 'researchOnly' | 'diplomaticBonus';

/** A change to the AM pools [12.22]. The trigger is a code the engine interprets. */
export interface AmGainRow {
  id: string;
  /** Paragraph letter of 12.22. */
  trigger:
    | 'firstCivilConversion'
    | 'secondCivilConversion'
    | 'navalIncrease'
    | 'economicPreparationResult'
    | 'successfulAggression'
    | 'civilWarSuccess'
    | 'crisisAggressorBacksDown'
    | 'crisisAlliesBackDown'
    | 'crisisBrinkBackDown'
    | 'cohesionReached';
  powers: readonly Power[];
  /** Value of the marker gained (or lost when negative use); per trigger step when several. */
  values: readonly (0 | 1 | 2 | 3)[];
  use: AmUse;
  duration: 'whileThreshold' | 'permanent' | 'nextTurn';
  /** Most markers a power can gain from this trigger (12.22E caps). */
  cap?: Partial<Record<Power, number>>;
  rule: string;
  note?: string;
  prov: Prov<AmGainRow>;
}

const amProv: Prov<AmGainRow> = { trigger: R, powers: R, values: R, use: R, duration: R, cap: R };

export const AM_GAINS: readonly AmGainRow[] = [
  { id: '12.22A', trigger: 'firstCivilConversion', powers: ['GER', 'ITA', 'GBR', 'FRA'], values: [1], use: 'researchOnly', duration: 'whileThreshold', rule: '[12.22A, 13.21A, 15.22A]', note: 'Thresholds: POWERS.civilianAmThresholds.researchOnly.', prov: amProv },
  { id: '12.22B', trigger: 'secondCivilConversion', powers: ['GER', 'GBR'], values: [2], use: 'any', duration: 'whileThreshold', rule: '[12.22B, 13.21A]', note: 'Thresholds: POWERS.civilianAmThresholds.valueTwo. No use restriction is stated.', prov: { ...amProv, use: D } },
  { id: '12.22C', trigger: 'navalIncrease', powers: ['GER', 'ITA', 'GBR'], values: [1], use: 'navalOnly', duration: 'permanent', rule: '[12.22C, 19.33A]', prov: amProv },
  { id: '12.22D', trigger: 'economicPreparationResult', powers: ['GER', 'GBR', 'USSR'], values: [1, 2], use: 'any', duration: 'permanent', rule: '[12.22D, 16.14C]', note: 'First result: value 1; second result: value 2 as well.', prov: amProv },
  { id: '12.22E-GER', trigger: 'successfulAggression', powers: ['GER'], values: [1], use: 'any', duration: 'permanent', cap: { GER: 4 }, rule: '[12.22E]', note: 'Rhineland, Austria, Czechoslovakia, Poland; not the Sudetes or Danzig (AGGRESSIONS.amGains). From the turn after (ruling R-08).', prov: amProv },
  { id: '12.22E-ITA', trigger: 'successfulAggression', powers: ['ITA'], values: [1], use: 'any', duration: 'permanent', cap: { ITA: 3 }, rule: '[12.22E]', note: 'Ethiopia, Albania, and Greece or Yugoslavia; gained when the conquest is completed.', prov: amProv },
  { id: '12.22E-ALLIES', trigger: 'successfulAggression', powers: ['GBR', 'FRA'], values: [1], use: 'any', duration: 'permanent', cap: { GBR: 5, FRA: 5 }, rule: '[12.22E]', note: 'German: Austria, Czechoslovakia, Poland; Italian: Albania, and Greece or Yugoslavia, from the turn after the Italian aggression starts.', prov: amProv },
  { id: '12.22F', trigger: 'civilWarSuccess', powers: ['GER', 'ITA', 'GBR', 'FRA', 'USSR'], values: [1], use: 'diplomaticBonus', duration: 'nextTurn', rule: '[12.22F, 24.53, 25.54A, 25.55A, 25.72]', note: 'Free, value 1, one per power per turn; placed the next turn (ruling P2-A09).', prov: amProv },
  { id: '12.22G-1', trigger: 'crisisAggressorBacksDown', powers: ['GER', 'ITA', 'GBR', 'FRA', 'USSR'], values: [1], use: 'any', duration: 'nextTurn', rule: '[12.22G, 27.62B]', note: 'Details per power in CRISIS_OUTCOMES; Russia only when it counts as Allied [26.14A, 27.51].', prov: { ...amProv, powers: D } },
  { id: '12.22G-2', trigger: 'crisisAlliesBackDown', powers: ['GER', 'ITA', 'GBR', 'FRA', 'USSR'], values: [2], use: 'any', duration: 'nextTurn', rule: '[12.22G, 27.72B]', note: 'Details per power in CRISIS_OUTCOMES; Russia only when it counts as Allied [26.14A, 27.51].', prov: { ...amProv, powers: D } },
  { id: '12.22G-3', trigger: 'crisisBrinkBackDown', powers: ['GER', 'ITA', 'GBR', 'FRA', 'USSR'], values: [3, 2], use: 'any', duration: 'nextTurn', rule: '[12.22G, 27.82B]', note: 'Details per power in CRISIS_OUTCOMES; Russia only when it counts as Allied [26.14A, 27.51].', prov: { ...amProv, powers: D } },
  { id: '12.22H', trigger: 'cohesionReached', powers: ['USSR'], values: [1, 2, 3], use: 'any', duration: 'permanent', rule: '[12.22H, 22.73B]', note: 'Medium: value 1; high: value 2; complete: value 3 (COHESION_LEVELS).', prov: amProv },
];
