/**
 * The crisis phase [26, 27], minor-country resistance [28], Italian conquests [29.3] and declarations of war
 * [32] as tables.
 */
import type { Power, Prov, Provenance } from './types';

const R: Provenance = 'rulebook';
const D: Provenance = 'derived';

export type CrisisSegment = 'aggressions' | 'alliedResponse' | 'resistance' | 'axisResponse' | 'ultimatum' | 'brink' | 'resolution' | 'declarations';

export interface CrisisSegmentRow {
  id: CrisisSegment;
  letter: string;
  /** Who decides: the Axis aggressors, the Allies (Russia too when it counts as Allied), the server, everyone able. */
  who: 'axis' | 'allies' | 'server' | 'all';
  rule: string;
  prov: Prov<CrisisSegmentRow>;
}

const cs: Prov<CrisisSegmentRow> = { letter: R, who: R };

export const CRISIS_SEGMENTS: readonly CrisisSegmentRow[] = [
  { id: 'aggressions', letter: 'A', who: 'axis', rule: '[26.11A, 27.1]', prov: cs },
  { id: 'alliedResponse', letter: 'B', who: 'allies', rule: '[26.11B, 27.5, 26.14A]', prov: cs },
  { id: 'resistance', letter: 'C', who: 'server', rule: '[26.11C, 28.5]', prov: cs },
  { id: 'axisResponse', letter: 'D', who: 'axis', rule: '[26.11D, 27.6]', prov: cs },
  { id: 'ultimatum', letter: 'E', who: 'allies', rule: '[26.11E, 27.7]', prov: cs },
  { id: 'brink', letter: 'F', who: 'axis', rule: '[26.11F, 27.8]', prov: cs },
  { id: 'resolution', letter: 'G', who: 'server', rule: '[26.11G, 29, 30]', prov: cs },
  { id: 'declarations', letter: 'H', who: 'all', rule: '[26.12, 32.8]', prov: { ...cs, letter: D } },
];

/**
 * Next-turn consequences of a crisis that ends without war [27.62, 27.72, 27.82, 12.22G]: support changes,
 * an AM the power may not use (negative value) or an extra AM it may use. `alliedPowers` says which Allied
 * powers are affected: those that threatened war (12.22G's words for 27.62 and 27.72), or every Allied power
 * of the crisis (27.82: "cada potencia aliada", ruling R-05). Russia counts as Allied under [26.14A, 27.51].
 */
export interface CrisisOutcomeRow {
  id: 'aggressorBacksDown' | 'alliesBackDown' | 'aggressorBacksDownAtBrink';
  /** Did the aggression succeed? */
  aggressionSucceeds: boolean;
  aggressorSupport: number;
  alliedSupport: number;
  /** AM value the aggressor may not use (negative) or may use in addition (positive), by aggressor. */
  aggressorAm: Partial<Record<Power, number>>;
  /** AM value each affected Allied power may use in addition (positive) or may not use (negative). */
  alliedAm: Partial<Record<Power, number>>;
  alliedPowers: 'threatened' | 'all';
  rule: string;
  note?: string;
  prov: Prov<CrisisOutcomeRow>;
}

export const CRISIS_OUTCOMES: readonly CrisisOutcomeRow[] = [
  {
    id: 'aggressorBacksDown', aggressionSucceeds: false, aggressorSupport: -1, alliedSupport: 1,
    aggressorAm: { GER: -1, ITA: -1 }, alliedAm: { GBR: 1, FRA: 1, USSR: 1 }, alliedPowers: 'threatened',
    rule: '[27.62, 12.22G]',
    prov: { aggressionSucceeds: R, aggressorSupport: R, alliedSupport: R, aggressorAm: R, alliedAm: D, alliedPowers: D },
  },
  {
    id: 'alliesBackDown', aggressionSucceeds: true, aggressorSupport: 2, alliedSupport: -2,
    aggressorAm: { GER: 2, ITA: 2 }, alliedAm: { GBR: -2, FRA: -2, USSR: -2 }, alliedPowers: 'threatened',
    rule: '[27.72, 12.22G]', note: 'Also when the threatening Allies fail to reach their war threshold.',
    prov: { aggressionSucceeds: R, aggressorSupport: R, alliedSupport: R, aggressorAm: R, alliedAm: D, alliedPowers: D },
  },
  {
    id: 'aggressorBacksDownAtBrink', aggressionSucceeds: false, aggressorSupport: -3, alliedSupport: 3,
    aggressorAm: { GER: -3, ITA: -2 }, alliedAm: { GBR: 3, FRA: 2, USSR: 2 }, alliedPowers: 'all',
    rule: '[27.82, 12.22G]', note: "Russia's value 2 is not printed (it has no value-3 marker at the start).",
    prov: { aggressionSucceeds: R, aggressorSupport: R, alliedSupport: R, aggressorAm: R, alliedAm: D, alliedPowers: R },
  },
];

/** Resistance modifiers of the target's own flags [28.31-28.33] and of bordering trade pacts [28.41]. */
export interface ResistanceRulesRow {
  id: 'resistance';
  /** Flags of one side in the target -> modifier magnitude: 1-2 flags 1, 3-4 flags 2 [28.31, 28.32]. */
  flagBands: readonly { from: number; to: number; level: number }[];
  /** Russian flags count as Allied before the pact [28.33A]; after it such countries cannot be attacked [28.33B]. */
  russianFlagsAlliedBeforePact: boolean;
  /** Per bordering trade pact: Axis -1, Allied +1, Russian +1 before the pact / -1 after [28.41]. */
  borderPact: { axis: number; allies: number; russiaBeforePact: number; russiaAfterPact: number };
  /** Allied + Russian flags in a bordering country counted as an Allied pact (resistance only) [28.41B]. */
  alliedRussianFlagsAsPact: number;
  /** Random face-down tile added when anyone opposes (not Ethiopia) [28.5]. */
  tileDrawWhenOpposed: boolean;
  /** Ethiopia always resists at its basic 1, no modifiers [28.13]. */
  ethiopiaFixed: number;
  rule: string;
  prov: Prov<ResistanceRulesRow>;
}

export const RESISTANCE_RULES: ResistanceRulesRow = {
  id: 'resistance',
  flagBands: [
    { from: 0, to: 0, level: 0 },
    { from: 1, to: 2, level: 1 },
    { from: 3, to: 4, level: 2 },
  ],
  russianFlagsAlliedBeforePact: true,
  borderPact: { axis: -1, allies: 1, russiaBeforePact: 1, russiaAfterPact: -1 },
  alliedRussianFlagsAsPact: 3,
  tileDrawWhenOpposed: true,
  ethiopiaFixed: 1,
  rule: '[28.13, 28.3, 28.41, 28.5]',
  prov: { flagBands: R, russianFlagsAlliedBeforePact: R, borderPact: R, alliedRussianFlagsAsPact: R, tileDrawWhenOpposed: R, ethiopiaFixed: R },
};

/** Italian conquest time by resistance without the tile draw [29.31, 29.33]. */
export interface ItalianConquestRow {
  id: string;
  /** Resistance range, inclusive; a missing bound is open. */
  from?: number;
  to?: number;
  /** Turns after the aggression turn in which the conquest completes: R <= 1: 0; R >= 2: R - 1 [29.33B-D]. */
  completesAfter: 'sameTurn' | 'resistanceMinusOne';
  /** Italian Active infantry sent to the Reserve: one per turn of the conquest (the first in the crisis phase) [29.33E]. */
  infantryPerTurn: number;
  rule: string;
  prov: Prov<ItalianConquestRow>;
}

const ic: Prov<ItalianConquestRow> = { from: R, to: R, completesAfter: R, infantryPerTurn: R };

export const ITALIAN_CONQUEST: readonly ItalianConquestRow[] = [
  { id: 'occupied', to: 0, completesAfter: 'sameTurn', infantryPerTurn: 0, rule: '[29.31, 29.33A]', prov: ic },
  { id: 'oneTurn', from: 1, to: 1, completesAfter: 'sameTurn', infantryPerTurn: 1, rule: '[29.33B]', prov: ic },
  { id: 'longer', from: 2, completesAfter: 'resistanceMinusOne', infantryPerTurn: 1, rule: '[29.33C-E]', prov: ic },
];

/** Ethiopia is conquered at the end of the third turn after the attack [29.32]. */
export const ETHIOPIA_CONQUEST_TURNS = 3;

/** Who may declare war on whom, and the terms of the total [32.2-32.7]. Totals of at least +1 meet the threshold. */
export interface DeclarationRow {
  id: string;
  declarer: Power;
  /** Declared on together (Germany: Britain and France, never one alone [32.42]). */
  targets: readonly Power[];
  /** Conditions, as codes the engine checks. */
  conditions: readonly (
    | 'rhinelandRemilitarized'
    | 'noOwnAggressionThisTurn'
    | 'noPact'
    | 'controlsPolandOrBaltic'
    | 'russianTrigger'
    | 'aggressionCaseOrPreventive'
  )[];
  /** Terms of the total, as codes: BoP, support difference, EAI, resistances, Russian readiness... [32.3-32.7]. */
  terms: readonly string[];
  threshold: number;
  rule: string;
  prov: Prov<DeclarationRow>;
}

const dr: Prov<DeclarationRow> = { declarer: R, targets: R, conditions: R, terms: R, threshold: R };

export const DECLARATIONS: readonly DeclarationRow[] = [
  {
    id: 'GER-allies', declarer: 'GER', targets: ['GBR', 'FRA'], conditions: ['rhinelandRemilitarized', 'noOwnAggressionThisTurn'],
    terms: ['bop', 'supportVsHigherOfGbrFra', 'eai', '-resistance:CZE', '-resistance:POL', '-russianReadinessIfNoPact'],
    threshold: 1, rule: '[32.41, 32.42]', prov: dr,
  },
  {
    id: 'GER-USSR', declarer: 'GER', targets: ['USSR'], conditions: ['rhinelandRemilitarized', 'noOwnAggressionThisTurn', 'noPact', 'controlsPolandOrBaltic'],
    terms: ['bop', 'supportVsUssr', 'eai', '-resistance:CZE', '-resistance:POL'], threshold: 1, rule: '[32.41, 32.43]', prov: dr,
  },
  {
    id: 'GBR-axis', declarer: 'GBR', targets: ['GER'], conditions: ['aggressionCaseOrPreventive'],
    terms: ['-bop', 'supportVsTarget', 'eai', 'resistance:target', 'russianReadinessIfGermanyDeclaredOnUssr'], threshold: 1, rule: '[32.61, 32.62, 32.63]', prov: dr,
  },
  {
    id: 'GBR-ITA', declarer: 'GBR', targets: ['ITA'], conditions: ['aggressionCaseOrPreventive'],
    terms: ['-bop', 'supportVsTarget', 'eai', 'resistance:target'], threshold: 1, rule: '[32.61, 32.62]', prov: dr,
  },
  {
    id: 'FRA-GER', declarer: 'FRA', targets: ['GER'], conditions: ['aggressionCaseOrPreventive'],
    terms: ['-bop', 'supportVsTarget', 'eai', 'resistance:target', 'russianReadinessIfGermanyDeclaredOnUssr'], threshold: 1, rule: '[32.61, 32.62, 32.63]', prov: dr,
  },
  {
    id: 'FRA-ITA', declarer: 'FRA', targets: ['ITA'], conditions: ['aggressionCaseOrPreventive'],
    terms: ['-bop', 'supportVsTarget', 'eai', 'resistance:target'], threshold: 1, rule: '[32.61, 32.62]', prov: dr,
  },
  {
    id: 'USSR-GER', declarer: 'USSR', targets: ['GER'], conditions: ['noPact', 'russianTrigger'],
    terms: ['supportVsGer', 'eai', 'flagsInRussia', 'borderDiplomacy', 'nonBorderRussianFlags', 'resistance:targetIfRussianInterest', '-2perAlliedPowerNotAtWar'],
    threshold: 1, rule: '[32.71, 32.72, 32.73]', prov: dr,
  },
];
