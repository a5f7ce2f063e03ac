/**
 * The Nazi-Soviet pact [31]: the concession level and the territorial concessions (secret protocols).
 *
 * The adjacency of the territories [31.42C] is on the map, which we do not have: substitute G-07. What the
 * territories do inside Gathering Storm beyond VP, purges and the Baltic ban is not specified (G-08): they are
 * recorded only.
 */
import type { Prov, Provenance } from './types';

const R: Provenance = 'rulebook';
const D: Provenance = 'derived';
const S: Provenance = 'substitute';

export type PactTerritory = 'E_POLAND' | 'ESTONIA' | 'LATVIA' | 'LITHUANIA' | 'FIN_BORDER' | 'FINLAND' | 'BESSARABIA' | 'ROMANIA' | 'C_POLAND';

export interface PactTerritoryRow {
  id: PactTerritory;
  name: string;
  es: string;
  value: number;
  /** Position in the forced opening sequence (E. Poland first, then Estonia, Latvia, Lithuania) [31.42A-B]. */
  forcedPosition?: number;
  /** 'russia' = adjacent to Russia itself [31.42C]. */
  adjacent: readonly (PactTerritory | 'russia')[];
  /** Not available when the pact comes from an aggression against Poland proper [31.42D]. */
  forbiddenWhenPolandAttacked: boolean;
  rule: string;
  prov: Prov<PactTerritoryRow>;
}

const pt: Prov<PactTerritoryRow> = { name: R, es: R, value: R, forcedPosition: R, adjacent: S, forbiddenWhenPolandAttacked: R };

export const PACT_TERRITORIES: readonly PactTerritoryRow[] = [
  { id: 'E_POLAND', name: 'Eastern Poland', es: 'Este de Polonia', value: 10, forcedPosition: 1, adjacent: ['russia', 'C_POLAND', 'LITHUANIA', 'ROMANIA'], forbiddenWhenPolandAttacked: false, rule: '[31.31, 31.42A, 31.42D]', prov: pt },
  { id: 'ESTONIA', name: 'Estonia', es: 'Estonia', value: 5, forcedPosition: 2, adjacent: ['russia', 'LATVIA'], forbiddenWhenPolandAttacked: false, rule: '[31.31, 31.42B]', prov: pt },
  { id: 'LATVIA', name: 'Latvia', es: 'Letonia', value: 5, forcedPosition: 3, adjacent: ['russia', 'ESTONIA', 'LITHUANIA'], forbiddenWhenPolandAttacked: false, rule: '[31.31, 31.42B]', prov: pt },
  { id: 'LITHUANIA', name: 'Lithuania', es: 'Lituania', value: 5, forcedPosition: 4, adjacent: ['LATVIA', 'E_POLAND'], forbiddenWhenPolandAttacked: false, rule: '[31.31, 31.42B]', prov: pt },
  { id: 'FIN_BORDER', name: 'Finnish border hexes', es: 'Hexágonos fronterizos finlandeses', value: 5, adjacent: ['russia', 'FINLAND'], forbiddenWhenPolandAttacked: false, rule: '[31.31, 31.42C]', prov: pt },
  { id: 'FINLAND', name: 'Finland proper', es: 'Propia Finlandia', value: 5, adjacent: ['russia', 'FIN_BORDER'], forbiddenWhenPolandAttacked: false, rule: '[31.31, 31.42C]', prov: pt },
  { id: 'BESSARABIA', name: 'Bessarabia', es: 'Besarabia', value: 5, adjacent: ['russia', 'ROMANIA'], forbiddenWhenPolandAttacked: false, rule: '[31.31, 31.42C]', prov: pt },
  { id: 'ROMANIA', name: 'Romania proper', es: 'Propia Rumania', value: 10, adjacent: ['BESSARABIA', 'E_POLAND'], forbiddenWhenPolandAttacked: false, rule: '[31.31, 31.42C]', prov: pt },
  { id: 'C_POLAND', name: 'Central Poland', es: 'Polonia Central', value: 15, adjacent: ['E_POLAND'], forbiddenWhenPolandAttacked: true, rule: '[31.31, 31.42D]', prov: pt },
];

export interface PactRulesRow {
  id: 'pact';
  /** Basic concession level [31.32]. */
  baseLevel: number;
  /** Rounded to the nearest multiple [31.33]. */
  roundTo: number;
  /** Lowest level: the first concession must be Eastern Poland, worth 10 (ruling P2-A26). */
  minLevel: number;
  /** The EAI counts as this after the outbreak of war [23.27, 31.32B]. */
  eaiAfterOutbreak: number;
  /** Powers at war [31.32F]. */
  atWar: { ITA: number; GBR: number; FRA: number };
  /** Purge events = level / this [22.31D, 31.51E]. */
  purgeDivisor: number;
  /** VP: 1 per this many points away from `vpPivot` [34.92]. */
  vpStep: number;
  vpPivot: number;
  rule: string;
  prov: Prov<PactRulesRow>;
}

export const PACT_RULES: PactRulesRow = {
  id: 'pact',
  baseLevel: 30,
  roundTo: 5,
  minLevel: 10,
  eaiAfterOutbreak: 5,
  atWar: { ITA: -5, GBR: 5, FRA: 5 },
  purgeDivisor: 5,
  vpStep: 5,
  vpPivot: 35,
  rule: '[31.32, 31.33, 31.51E, 23.27, 34.92]',
  prov: { baseLevel: R, roundTo: R, minLevel: D, eaiAfterOutbreak: R, atWar: R, purgeDivisor: R, vpStep: R, vpPivot: R },
};
