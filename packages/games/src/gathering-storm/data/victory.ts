/**
 * The end of the game [33] and victory [34].
 *
 * The rulebook defines victory for 2 and 3 players only; the translator found no 4-5 player rule [34.11] and
 * refused to translate 34.11C (replay the game on a tie). Both are substitutes here (G-12, G-13), as is the
 * optional turn cap for a game in which war never breaks out (G-14, off by default).
 */
import type { Alliance, Prov, Provenance } from './types';

const R: Provenance = 'rulebook';
const D: Provenance = 'derived';
const S: Provenance = 'substitute';

export type VpComponentId =
  | 'support'
  | 'unmobilizedFactories'
  | 'balanceOfPower'
  | 'aggressions'
  | 'warOverMinor'
  | 'czechoslovakia'
  | 'tradePacts'
  | 'preventiveDeclaration'
  | 'pact'
  | 'russianArmor';

export interface VpComponentRow {
  id: VpComponentId;
  /** Sides that score this line. */
  sides: readonly Alliance[];
  /** The line belongs to one power (counted in its individual VP for 4-5 players, substitute G-12). */
  individual: boolean;
  /** Numbers the line uses (per unit, caps); their meaning is given by `id` and the rule. */
  values: Readonly<Record<string, number>>;
  rule: string;
  note?: string;
  prov: Prov<VpComponentRow>;
}

export const VP_COMPONENTS: readonly VpComponentRow[] = [
  {
    id: 'support', sides: ['AXIS', 'ALLIES', 'RUSSIA'], individual: true, values: { perSupportPoint: 1 },
    rule: '[34.21, 34.91]', note: 'The signed support level at the end of the turn war broke out (ruling P2-A37); Russia counted once.',
    prov: { sides: R, individual: S, values: D },
  },
  {
    id: 'unmobilizedFactories', sides: ['AXIS', 'ALLIES', 'RUSSIA'], individual: true,
    values: { perIdleOrCivil: -1, russianPerIdle: -1, russianPerCivilMobilized: 2 },
    rule: '[34.3]', prov: { sides: R, individual: S, values: R },
  },
  {
    id: 'balanceOfPower', sides: ['AXIS', 'ALLIES', 'RUSSIA'], individual: false, values: { perLevel: 1 },
    rule: '[34.41-34.43]', note: 'Russia only at war with Germany: Axis from the BoP after the transfer, Allies before it, Russia the change (ruling P2-A38).',
    prov: { sides: R, individual: S, values: R },
  },
  {
    id: 'aggressions', sides: ['AXIS'], individual: true, values: { italianPerTurnAtWar: 1 },
    rule: '[34.51]', note: 'AGGRESSIONS.value each; nothing for the aggression that triggered the war; remainders for two-step targets (ruling P2-A23).',
    prov: { sides: R, individual: S, values: R },
  },
  {
    id: 'warOverMinor', sides: ['ALLIES'], individual: false, values: {},
    rule: '[34.52A]', note: 'The value of the country the war broke out over.', prov: { sides: R, individual: S, values: R },
  },
  {
    id: 'czechoslovakia', sides: ['ALLIES'], individual: false, values: { unconquered: 3, lessIfSudetesGerman: 1 },
    rule: '[34.52B]', prov: { sides: R, individual: S, values: R },
  },
  {
    id: 'tradePacts', sides: ['AXIS', 'ALLIES', 'RUSSIA'], individual: true, values: { major: 2, other: 1 },
    rule: '[34.61, 34.62]', note: 'Major: Poland, Spain, Turkey, Russia. Not pacts won by aggression, nor with a last-turn target.',
    prov: { sides: R, individual: S, values: R },
  },
  {
    id: 'preventiveDeclaration', sides: ['AXIS', 'ALLIES', 'RUSSIA'], individual: true, values: { penalty: -5, plusEai: 1 },
    rule: '[34.81]', note: 'Only if war broke out in a turn without Axis aggression; once per declaring alliance (ruling P2-A39).',
    prov: { sides: R, individual: S, values: R },
  },
  {
    id: 'pact', sides: ['AXIS', 'RUSSIA'], individual: true, values: { pivot: 35, step: 5 },
    rule: '[34.92]', note: 'Axis (35 - L) / 5, Russia (L - 35) / 5; if a pact was ever signed (ruling P2-A29). Individual: Germany.',
    prov: { sides: R, individual: S, values: R },
  },
  {
    id: 'russianArmor', sides: ['RUSSIA'], individual: true, values: { perLevel: 1, max: 6 },
    rule: '[34.93]', prov: { sides: R, individual: S, values: R },
  },
];

export type VictoryLevel = 'draw' | 'marginal' | 'tactical' | 'strategic' | 'decisive';

export interface VictoryLevelRow {
  id: VictoryLevel;
  /** VP gap range, inclusive; no `to` = and above [34.12]. */
  from: number;
  to?: number;
  rule: string;
  prov: Prov<VictoryLevelRow>;
}

const vl: Prov<VictoryLevelRow> = { from: R, to: R };

export const VICTORY_LEVELS: readonly VictoryLevelRow[] = [
  { id: 'draw', from: 0, to: 2, rule: '[34.12]', prov: vl },
  { id: 'marginal', from: 3, to: 5, rule: '[34.12]', prov: vl },
  { id: 'tactical', from: 6, to: 9, rule: '[34.12]', prov: vl },
  { id: 'strategic', from: 10, to: 14, rule: '[34.12]', prov: vl },
  { id: 'decisive', from: 15, rule: '[34.12]', prov: vl },
];

/** How the winner is found for a player count [34.11]. */
export interface VictoryProcedureRow {
  id: '2' | '3' | '4' | '5';
  players: 2 | 3 | 4 | 5;
  /** Steps in order: Axis against Allies + Russia; then the better of Allies and Russia if the Axis lost. */
  steps: readonly ('axisVsAlliesPlusRussia' | 'alliesVsRussia')[];
  /** A side shared by several seats is decided between them by individual VP (G-12). */
  splitSharedSide: boolean;
  /** Result when the final comparison is within the draw band (G-13: a draw; 34.11C not translated). */
  onTie: 'draw';
  rule: string;
  note?: string;
  prov: Prov<VictoryProcedureRow>;
}

export const VICTORY_PROCEDURES: readonly VictoryProcedureRow[] = [
  { id: '2', players: 2, steps: ['axisVsAlliesPlusRussia'], splitSharedSide: false, onTie: 'draw', rule: '[34.11A, 34.12]', prov: { players: R, steps: R, splitSharedSide: R, onTie: S } },
  {
    id: '3', players: 3, steps: ['axisVsAlliesPlusRussia', 'alliesVsRussia'], splitSharedSide: false, onTie: 'draw', rule: '[34.11B, 34.12]',
    note: 'The draw band applies at both stages (ruling P2-A42).', prov: { players: R, steps: R, splitSharedSide: R, onTie: S },
  },
  {
    id: '4', players: 4, steps: ['axisVsAlliesPlusRussia', 'alliesVsRussia'], splitSharedSide: true, onTie: 'draw', rule: '[34.11]',
    note: 'Substitute G-12: as with 3 players; an Axis win is split between Germany and Italy by individual VP.', prov: { players: R, steps: S, splitSharedSide: S, onTie: S },
  },
  {
    id: '5', players: 5, steps: ['axisVsAlliesPlusRussia', 'alliesVsRussia'], splitSharedSide: true, onTie: 'draw', rule: '[34.11]',
    note: 'Substitute G-12: as with 3 players; a shared side (Axis, Allies) is split by individual VP; equal individual VP share the win.',
    prov: { players: R, steps: S, splitSharedSide: S, onTie: S },
  },
];

/** Optional safeguard (substitute G-14, off by default): score as if war broke out at the end of this turn index. */
export interface TurnCapRow {
  id: 'turnCap';
  /** Default: none (the game ends only when war breaks out [2.31, 33.11]). */
  defaultMaxTurn: number | null;
  /** Lines left out when scoring at the cap. */
  skippedComponents: readonly VpComponentId[];
  rule: string;
  prov: Prov<TurnCapRow>;
}

export const TURN_CAP: TurnCapRow = {
  id: 'turnCap',
  defaultMaxTurn: null,
  skippedComponents: ['warOverMinor', 'preventiveDeclaration'],
  rule: '[2.31, 33.11]',
  prov: { defaultMaxTurn: R, skippedComponents: S },
};
