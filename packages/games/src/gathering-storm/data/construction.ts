/**
 * Maintenance [17], unit construction [18], naval construction [19] and the balance-of-power components [20].
 *
 * The naval construction chart is printed on the scenario cards, which we do not have (gaps G-03/G-04): rows
 * 5, 4, 3, 2 and "Launch" and the four season columns are reconstructed from [19.22, 19.61, 19.71-19.74,
 * 19.93] (ruling P1-A22). The ship counter mix of [19.13, 19.63] is unknown: no cap beyond capacity and the
 * carrier rule (substitute, gap P1-G6).
 */
import type { BopCategory, Power, Prov, Provenance, Season } from './types';

const R: Provenance = 'rulebook';
const D: Provenance = 'derived';
const S: Provenance = 'substitute';

export interface UnitConstructionRow {
  id: 'units';
  /** AM points per unit, any unit type [18.11]. */
  amPointsPerUnit: number;
  /** Units of each type per turn unless an event allows more [18.41B]. */
  perTypePerTurn: number;
  /** A built unit moves Reserve -> Active and adds a generic BoP marker (Axis, Allies) [18.21]. */
  bopMarkerPerUnit: number;
  /** Russia must build a unit when its support is negative or its Siberian garrison is short [18.51, 22.61B]. */
  russianCompulsoryBuild: boolean;
  rule: string;
  prov: Prov<UnitConstructionRow>;
}

export const UNIT_CONSTRUCTION: UnitConstructionRow = {
  id: 'units',
  amPointsPerUnit: 2,
  perTypePerTurn: 1,
  bopMarkerPerUnit: 1,
  russianCompulsoryBuild: true,
  rule: '[18.11, 18.21, 18.41, 18.51, 22.61B]',
  prov: { amPointsPerUnit: R, perTypePerTurn: R, bopMarkerPerUnit: R, russianCompulsoryBuild: R },
};

export type ShipKind = 'CVL' | 'BB3' | 'BB4' | 'BB5';

export interface ShipTypeRow {
  id: ShipKind;
  /** Naval factors = row where it is started = AM points per payment before the EAI [19.52A, 19.61]. */
  size: 2 | 3 | 4 | 5;
  /** English name by builder [19.63B]. */
  names: Partial<Record<Power, string>>;
  builders: readonly Power[];
  /** The research needed: carriers 3 per naval air training result; modern battleships 1 or 2 design results [19.63]. */
  requires?: { project: 'navalAirTraining' | 'battleshipDesign'; results: number; perResult?: number };
  /** BoP naval markers placed when started (modern battleships) and when launched [19.81]. */
  bopOnStart: number;
  bopOnLaunch: number;
  /** Unused counters of the type limit builds [19.13]; null = no cap (counter mix unknown, substitute). */
  maxPerPower: number | null;
  rule: string;
  prov: Prov<ShipTypeRow>;
}

const ship: Prov<ShipTypeRow> = { size: R, names: R, builders: R, requires: R, bopOnStart: R, bopOnLaunch: R, maxPerPower: S };

export const SHIP_TYPES: readonly ShipTypeRow[] = [
  {
    id: 'CVL', size: 2, names: { GER: 'light carrier', ITA: 'light carrier', GBR: 'light carrier' }, builders: ['GER', 'ITA', 'GBR'],
    requires: { project: 'navalAirTraining', results: 1, perResult: 3 }, bopOnStart: 0, bopOnLaunch: 1, maxPerPower: null,
    rule: '[19.63A, 19.81A]', prov: ship,
  },
  {
    id: 'BB3', size: 3, names: { GER: 'battlecruiser', GBR: 'battlecruiser', ITA: 'battleship', FRA: 'battleship' },
    builders: ['GER', 'ITA', 'GBR', 'FRA'], bopOnStart: 0, bopOnLaunch: 1, maxPerPower: null, rule: '[19.63B, 19.81A]', prov: ship,
  },
  {
    id: 'BB4', size: 4, names: { GER: 'modern battleship', ITA: 'modern battleship', GBR: 'modern battleship', FRA: 'modern battleship' },
    builders: ['GER', 'ITA', 'GBR', 'FRA'], requires: { project: 'battleshipDesign', results: 1 }, bopOnStart: 1, bopOnLaunch: 1,
    maxPerPower: null, rule: '[19.63C, 19.81B, 13.22B]', prov: ship,
  },
  {
    id: 'BB5', size: 5, names: { GER: 'modern battleship', ITA: 'modern battleship', GBR: 'modern battleship', FRA: 'modern battleship' },
    builders: ['GER', 'ITA', 'GBR', 'FRA'], requires: { project: 'battleshipDesign', results: 2 }, bopOnStart: 1, bopOnLaunch: 1,
    maxPerPower: null, rule: '[19.63C, 19.81B, 13.22B]', prov: ship,
  },
];

export interface NavalChartRow {
  id: 'navalChart';
  /** Construction rows from the top; a ship of size N starts in row N [19.61]. */
  rows: readonly (5 | 4 | 3 | 2)[];
  /** Columns, left to right; right of winter is spring [19.72]. */
  columns: readonly Season[];
  /** Capacity = this times the construction rate [19.41]. */
  capacityPerRate: number;
  /** Starting or continuing costs the size less the EAI, at least this [19.52A, 19.71A]. */
  minPaymentPerShip: number;
  /** Acceleration: AM points -> columns moved left; not reduced by the EAI; not on the start turn [19.73]. */
  acceleration: readonly { points: number; columns: number }[];
  /** A ship in the current column that is not continued moves one column right (ruling P1-A23). */
  autoDefer: boolean;
  rule: string;
  prov: Prov<NavalChartRow>;
}

export const NAVAL_CHART: NavalChartRow = {
  id: 'navalChart',
  rows: [5, 4, 3, 2],
  columns: ['spring', 'summer', 'autumn', 'winter'],
  capacityPerRate: 2,
  minPaymentPerShip: 1,
  acceleration: [
    { points: 1, columns: 1 },
    { points: 2, columns: 2 },
  ],
  autoDefer: true,
  rule: '[19.2, 19.41, 19.52, 19.61, 19.71-19.74]',
  prov: { rows: D, columns: R, capacityPerRate: R, minPaymentPerShip: R, acceleration: R, autoDefer: D },
};

/** The battleship race [19.9]: compare Axis and Allied modern battleships, launched first, then row by row. */
export interface BattleshipRaceRow {
  id: 'battleshipRace';
  /** Cumulative depths compared in order [19.93]. */
  depths: readonly (readonly ('launch' | 2 | 3 | 4 | 5)[])[];
  /** Lead needed at a depth [19.93]. */
  margin: number;
  /** Naval BoP modifier for the leader, outside the ±3 cap [19.91, 19.92]. */
  modifier: number;
  rule: string;
  prov: Prov<BattleshipRaceRow>;
}

export const BATTLESHIP_RACE: BattleshipRaceRow = {
  id: 'battleshipRace',
  depths: [['launch'], ['launch', 2], ['launch', 2, 3], ['launch', 2, 3, 4], ['launch', 2, 3, 4, 5]],
  margin: 2,
  modifier: 1,
  rule: '[19.91-19.94]',
  prov: { depths: R, margin: R, modifier: R },
};

/** What counts in each BoP category [20.22-20.25]: active units, research projects, other markers. */
export interface BopComponentRow {
  id: BopCategory;
  /** Active units of this type count one marker each (not for naval). */
  activeUnits: boolean;
  /** Projects whose results put markers here (see RESEARCH_PROJECTS effects). */
  projects: readonly string[];
  /** Other markers: Royal Navy, launched ships, modern battleships started [20.25]. */
  other: readonly ('royalNavy' | 'shipsLaunched' | 'modernBattleshipsStarted')[];
  rule: string;
  prov: Prov<BopComponentRow>;
}

const bc: Prov<BopComponentRow> = { activeUnits: R, projects: R, other: R };

export const BOP_COMPONENTS: readonly BopComponentRow[] = [
  { id: 'armor', activeUnits: true, projects: ['specializedUnits', 'armor', 'rockets'], other: [], rule: '[20.22]', prov: bc },
  { id: 'infantry', activeUnits: true, projects: ['airTransport', 'muslimUnrest'], other: [], rule: '[20.23]', prov: bc },
  { id: 'air', activeUnits: true, projects: ['strategicBombers', 'airTransport', 'airRange', 'airDefense', 'radar', 'jets'], other: [], rule: '[20.24]', prov: bc },
  {
    id: 'naval', activeUnits: false,
    projects: ['navalAirTraining', 'battleshipDesign', 'aswResearch', 'torpedoes', 'portAttack', 'lightShips', 'submarines', 'aswProduction', 'transports', 'airRange', 'airDefense', 'radar', 'decryption', 'advancedSubmarines'],
    other: ['royalNavy', 'shipsLaunched', 'modernBattleshipsStarted'], rule: '[20.25, 19.81]', prov: bc,
  },
];
