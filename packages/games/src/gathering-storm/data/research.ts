/**
 * Research [15] and its effects [16].
 *
 * The research record sheets (gap G-07) are not in the rulebook: the project list, the owners and the result
 * thresholds below come from the rules that name them ([15.22D], [15.23C], [16.12-16.18], [10.51A, 10.71A,
 * 10.91A], [19.63]); owners the rules never name are our inferences (`substitute`, RULINGS.md G-07), listed in each
 * row's note. Repeating intelligence projects give a result every few steps: those step counts are
 * substitutes too. One level = two steps [15.13].
 *
 * A track is (project, owner): an owner is a power for national projects and an alliance for joint ones.
 * No power owns both a national and an alliance track of the same project (so "Italian battleship design"
 * and "the Axis air range" are unambiguous).
 */
import type { Alliance, BopCategory, Power, Prov, Provenance } from './types';

const R: Provenance = 'rulebook';
const D: Provenance = 'derived';
const S: Provenance = 'substitute';

export type ResearchCategory = 'air' | 'naval' | 'military' | 'atomic' | 'intelligence';

export type ProjectId =
  | 'strategicBombers' | 'airRange' | 'airDefense' | 'airTransport' | 'jets'
  | 'aswResearch' | 'torpedoes' | 'portAttack' | 'navalAirTraining' | 'battleshipDesign' | 'lightShips' | 'submarines'
  | 'aswProduction' | 'transports' | 'advancedSubmarines'
  | 'armor' | 'specializedUnits' | 'westWall' | 'maginotLine' | 'economicPreparation' | 'rockets'
  | 'radar' | 'atomicResearch'
  | 'covertOperations' | 'espionage' | 'counterIntelligence' | 'decryption' | 'occupationPolicies' | 'muslimUnrest'
  | 'angloFrenchCooperation' | 'subversion';

export type TrackOwner = Power | Alliance;

/**
 * What one research result does (the "research effect vocabulary"). Every field is optional; a result may have
 * several. Russian BoP markers go to the Russian garrison record instead of the BoP chart [16.17, 21.21B].
 */
export interface ResultEffect {
  /** Generic BoP markers by category [16.11A-C, 20.2]. */
  bop?: Partial<Record<BopCategory, number>>;
  /** +1 support for good to the achieving power (the Axis joint track: Germany) [10.51A, 10.71A, 10.81A, 10.91A]. */
  support?: number;
  /** An activity marker of this value added for good [12.22D, 16.14C]. */
  am?: 1 | 2;
  /** More light carriers allowed, built or building [19.63A]. */
  carriers?: number;
  /** Battleships of this size may be started from this turn [13.22B, 19.63C]. */
  battleshipSize?: 4 | 5;
  /** Raises the Russian garrison requirement [16.16E, 21.22E]. */
  garrisonRequirement?: number;
  /** An intelligence asset [16.16A-C, 16.16H]. */
  intel?: 'covertOperation' | 'spyNetwork' | 'counterIntelligence' | 'subversion';
  /** Tile points that may be moved between Britain and France each turn [16.16G]. */
  tileTransfers?: number;
}

export interface ResearchProjectRow {
  id: ProjectId;
  name: string;
  es: string;
  category: ResearchCategory;
  owners: readonly TrackOwner[];
  /** Cumulative steps of each result; the last one is the project's maximum. */
  results: readonly number[];
  /** Owners whose results differ (German armor 18 steps [16.14A]; British naval air training [19.63A]). */
  resultsByOwner?: Partial<Record<TrackOwner, readonly number[]>>;
  /** Repeating project: a result every `every` steps; `maxResults` in all, `maxHeld` unused at once [16.16]. */
  repeating?: { every: number; maxResults?: number; maxHeld?: number };
  /** Effect of the n-th result (repeating projects: every result has effects[0]). */
  effects: readonly ResultEffect[];
  /** Target of the German advanced RP [15.23E, 16.18A]. */
  advanced: boolean;
  /** Target of the intelligence RP [15.23D]. */
  intelligenceRp: boolean;
  /** May be doubled by a general research event [15.31A]. */
  doublable: boolean;
  /** May receive the RP of a civil-war intervention [15.22D]. */
  civilWarRp: boolean;
  /** No RPs until this has happened (events may still advance it) [15.42]. */
  restriction?: 'rhinelandRemilitarized' | 'secondAggression' | 'atomicEventDrawn';
  rule: string;
  note?: string;
  prov: Prov<ResearchProjectRow>;
}

const base: Prov<ResearchProjectRow> = {
  name: R, es: R, category: R, owners: R, results: R, resultsByOwner: R, repeating: R, effects: R,
  advanced: R, intelligenceRp: R, doublable: R, civilWarRp: R, restriction: R,
};

const ONE_TWO = (cat: BopCategory): ResultEffect[] => [{ bop: { [cat]: 1 } }, { bop: { [cat]: 2 } }];

export const RESEARCH_PROJECTS: readonly ResearchProjectRow[] = [
  // ---- air [16.12, 16.18B]
  {
    id: 'strategicBombers', name: 'Strategic bombers', es: 'Bombarderos estratégicos', category: 'air', owners: ['GER', 'GBR', 'USSR'],
    results: [6, 12, 18], effects: [...ONE_TWO('air'), { support: 1 }], advanced: false, intelligenceRp: false, doublable: false, civilWarRp: true,
    rule: '[16.12A, 15.22D]', prov: base,
  },
  {
    id: 'airRange', name: 'Air range', es: 'Alcance (rango) aéreo', category: 'air', owners: ['AXIS', 'ALLIES', 'RUSSIA'],
    results: [10], effects: [{ bop: { air: 1, naval: 1 } }], advanced: false, intelligenceRp: false, doublable: true, civilWarRp: true,
    rule: '[16.12B, 15.22D, 15.31A, 16.17]', prov: base,
  },
  {
    id: 'airDefense', name: 'Air defense', es: 'Defensa aérea', category: 'air', owners: ['AXIS', 'ALLIES', 'RUSSIA'],
    results: [10], effects: [{ bop: { air: 1, naval: 1 } }], advanced: false, intelligenceRp: false, doublable: false, civilWarRp: true,
    rule: '[16.12B, 15.22D, 16.17]', prov: base,
  },
  {
    id: 'airTransport', name: 'Air transport', es: 'Transporte aéreo', category: 'air', owners: ['GER', 'GBR', 'USSR'],
    results: [10], effects: [{ bop: { air: 1, infantry: 1 } }], advanced: false, intelligenceRp: false, doublable: false, civilWarRp: true,
    rule: '[16.12C, 15.22D, 16.17]', prov: base,
  },
  {
    id: 'jets', name: 'Jets', es: 'Jets', category: 'air', owners: ['GER', 'GBR', 'USSR'],
    results: [6, 12, 18], effects: [...ONE_TWO('air'), { support: 1 }], advanced: true, intelligenceRp: false, doublable: true, civilWarRp: false,
    rule: '[16.18B, 15.23E, 15.31A, 10.51A, 10.71A, 10.91A]',
    note: 'British and Russian tracks follow from their 18-step support rules [10.71A, 10.91A]; category air follows from its BoP markers.',
    prov: { ...base, owners: D, category: D },
  },
  // ---- naval [16.13, 16.18C]
  {
    id: 'aswResearch', name: 'ASW research', es: 'Investigación ASW', category: 'naval', owners: ['AXIS', 'ALLIES'],
    results: [6], effects: [{ bop: { naval: 1 } }], advanced: false, intelligenceRp: false, doublable: false, civilWarRp: false,
    rule: '[16.13A]', note: 'Owners not named by the rules (RULINGS.md G-07).', prov: { ...base, owners: S },
  },
  {
    id: 'torpedoes', name: 'Torpedoes', es: 'Torpedos', category: 'naval', owners: ['AXIS', 'ALLIES'],
    results: [6], effects: [{ bop: { naval: 1 } }], advanced: false, intelligenceRp: false, doublable: false, civilWarRp: false,
    rule: '[16.13A]', note: 'Owners not named by the rules (RULINGS.md G-07).', prov: { ...base, owners: S },
  },
  {
    id: 'portAttack', name: 'Port attack', es: 'Ataque a puerto', category: 'naval', owners: ['ITA', 'ALLIES'],
    results: [6], effects: [{ bop: { naval: 1 } }], advanced: false, intelligenceRp: false, doublable: false, civilWarRp: false,
    rule: '[16.13A, 15.23C]', note: 'Italian track: rulebook [15.23C]; the Allied track is our inference (G-07).', prov: { ...base, owners: S },
  },
  {
    id: 'navalAirTraining', name: 'Naval air training', es: 'Entrenamiento aeronaval', category: 'naval', owners: ['GER', 'ITA', 'GBR'],
    results: [6, 12], resultsByOwner: { GBR: [6, 12, 18] },
    effects: [{ bop: { naval: 1 }, carriers: 3 }, { bop: { naval: 2 }, carriers: 3 }, { carriers: 3 }],
    advanced: false, intelligenceRp: false, doublable: false, civilWarRp: false,
    rule: '[16.13B, 19.63A, 13.22A, 15.23C]', note: "Britain's third result: 3 more carriers; its BoP effect is not stated (none, substitute).",
    prov: { ...base, effects: S },
  },
  {
    id: 'battleshipDesign', name: 'Battleship design', es: 'Diseño de acorazados (rápidos)', category: 'naval', owners: ['GER', 'ITA', 'GBR', 'FRA'],
    results: [6, 12], effects: [{ bop: { naval: 1 }, battleshipSize: 4 }, { bop: { naval: 2 }, battleshipSize: 5 }],
    advanced: false, intelligenceRp: false, doublable: true, civilWarRp: false,
    rule: '[16.13B, 19.63C, 13.22B, 15.23C, 15.31A]', note: 'Italian and French tracks: rulebook [15.23C]; German and British: our inference (G-07).',
    prov: { ...base, owners: S },
  },
  {
    id: 'lightShips', name: 'Light ships', es: 'Naves ligeras', category: 'naval', owners: ['AXIS', 'ALLIES'],
    results: [6, 12], effects: ONE_TWO('naval'), advanced: false, intelligenceRp: false, doublable: false, civilWarRp: false,
    rule: '[16.13B, 19.63D]', note: 'Owners not named by the rules (RULINGS.md G-07).', prov: { ...base, owners: S },
  },
  {
    id: 'submarines', name: 'Submarines', es: 'Submarinos', category: 'naval', owners: ['GER', 'ITA'],
    results: [6, 12], effects: ONE_TWO('naval'), advanced: false, intelligenceRp: false, doublable: false, civilWarRp: false,
    rule: '[16.13B, 15.23C]', note: 'Italian track: rulebook [15.23C]; German: our inference (G-07).', prov: { ...base, owners: S },
  },
  {
    id: 'aswProduction', name: 'ASW (production)', es: 'ASW', category: 'naval', owners: ['AXIS', 'ALLIES'],
    results: [6, 12], effects: ONE_TWO('naval'), advanced: false, intelligenceRp: false, doublable: false, civilWarRp: false,
    rule: '[16.13B, 15.14]', note: 'Owners not named by the rules (RULINGS.md G-07).', prov: { ...base, owners: S },
  },
  {
    id: 'transports', name: 'Transports', es: 'Transportes', category: 'naval', owners: ['GBR'],
    results: [6, 12, 18], effects: [...ONE_TWO('naval'), { support: 1 }], advanced: false, intelligenceRp: false, doublable: false, civilWarRp: false,
    rule: '[16.13B, 10.71A]', note: 'Only the British third result is mentioned; owner derived from it.', prov: { ...base, owners: D },
  },
  {
    id: 'advancedSubmarines', name: 'Advanced submarines', es: 'Submarinos avanzados', category: 'naval', owners: ['GER'],
    results: [6, 12, 18], effects: [...ONE_TWO('naval'), { support: 1 }], advanced: true, intelligenceRp: false, doublable: false, civilWarRp: false,
    rule: '[16.18C, 15.23E, 10.51A]', prov: { ...base, category: D },
  },
  // ---- military [16.14, 16.18D]
  {
    id: 'armor', name: 'Armor', es: 'Blindados', category: 'military', owners: ['GER', 'ITA', 'GBR', 'FRA', 'USSR'],
    results: [6, 12], resultsByOwner: { GER: [6, 12, 18] }, effects: [...ONE_TWO('armor'), { support: 1 }],
    advanced: false, intelligenceRp: false, doublable: false, civilWarRp: true,
    rule: '[16.14A, 15.22D, 15.23C, 10.51A, 34.93]', prov: base,
  },
  {
    id: 'specializedUnits', name: 'Specialized units', es: 'Unidades especializadas', category: 'military', owners: ['AXIS', 'GBR', 'USSR'],
    results: [6, 12, 18], effects: [...ONE_TWO('armor'), { support: 1 }], advanced: false, intelligenceRp: false, doublable: false, civilWarRp: true,
    rule: '[16.14A, 15.22D, 15.51, 10.51A, 10.71A, 10.91A]', note: 'Airborne markers (Britain: airborne or commando) in the armor category.', prov: base,
  },
  {
    id: 'westWall', name: 'West Wall', es: 'West Wall (Muro Occidental)', category: 'military', owners: ['GER'],
    results: [6, 12], effects: [{ support: 1 }, { support: 1 }], advanced: false, intelligenceRp: false, doublable: false, civilWarRp: false,
    restriction: 'rhinelandRemilitarized', rule: '[16.14B, 15.42A, 10.51A]', note: 'Also barred in the turn German event 7 is drawn [15.42A].', prov: base,
  },
  {
    id: 'maginotLine', name: 'Maginot Line', es: 'Línea Maginot', category: 'military', owners: ['FRA'],
    results: [6, 12], effects: [{ support: 1 }, { support: 1 }], advanced: false, intelligenceRp: false, doublable: false, civilWarRp: false,
    rule: '[16.14B, 10.81A, 15.23C]', prov: base,
  },
  {
    id: 'economicPreparation', name: 'Economic preparation', es: 'Preparación económica', category: 'military', owners: ['GER', 'GBR', 'USSR'],
    results: [6, 12, 18], effects: [{ am: 1 }, { am: 2 }, { support: 1 }], advanced: false, intelligenceRp: false, doublable: true, civilWarRp: false,
    rule: '[16.14C, 12.22D, 15.31A, 15.22E]', prov: base,
  },
  {
    id: 'rockets', name: 'Rockets', es: 'Cohetes', category: 'military', owners: ['GER', 'GBR', 'USSR'],
    results: [6, 12, 18], effects: [...ONE_TWO('armor'), { support: 1 }], advanced: true, intelligenceRp: false, doublable: true, civilWarRp: false,
    rule: '[16.18D, 15.23E, 15.31A, 10.51A, 10.71A, 10.91A]', note: 'British and Russian tracks follow from [10.71A, 10.91A].', prov: { ...base, owners: D, category: D },
  },
  // ---- atomic [16.15]
  {
    id: 'radar', name: 'Radar', es: 'Radar', category: 'atomic', owners: ['AXIS', 'ALLIES', 'RUSSIA'],
    results: [10], effects: [{ bop: { air: 1, naval: 1 } }], advanced: false, intelligenceRp: false, doublable: true, civilWarRp: false,
    rule: '[16.15A, 15.31A, 16.17]', note: 'Owners not named by the rules (RULINGS.md G-07).', prov: { ...base, owners: S },
  },
  {
    id: 'atomicResearch', name: 'General atomic research', es: 'Investigación atómica general', category: 'atomic', owners: ['GER', 'GBR', 'USSR'],
    results: [10], effects: [{ support: 1 }], advanced: false, intelligenceRp: false, doublable: false, civilWarRp: false,
    restriction: 'atomicEventDrawn', rule: '[16.15B, 15.42C, 10.51A, 10.71A, 10.91A]', prov: { ...base, owners: D },
  },
  // ---- intelligence [16.16]
  {
    id: 'covertOperations', name: 'Covert operations', es: 'Operaciones encubiertas', category: 'intelligence', owners: ['AXIS', 'ALLIES', 'RUSSIA'],
    results: [4], repeating: { every: 4, maxHeld: 1 }, effects: [{ intel: 'covertOperation' }], advanced: false, intelligenceRp: true, doublable: false, civilWarRp: false,
    rule: '[16.16A, 15.23D]', note: 'A result every 4 steps is a substitute (G-07).', prov: { ...base, results: S, repeating: S },
  },
  {
    id: 'espionage', name: 'Espionage', es: 'Espionaje', category: 'intelligence', owners: ['AXIS', 'ALLIES', 'RUSSIA'],
    results: [4], repeating: { every: 4 }, effects: [{ intel: 'spyNetwork' }], advanced: false, intelligenceRp: true, doublable: false, civilWarRp: false,
    rule: '[16.16B, 15.23D]', note: 'A result every 4 steps is a substitute (G-07).', prov: { ...base, results: S, repeating: S },
  },
  {
    id: 'counterIntelligence', name: 'Counterintelligence', es: 'Contrainteligencia', category: 'intelligence', owners: ['AXIS', 'ALLIES', 'RUSSIA'],
    results: [4], repeating: { every: 4, maxHeld: 1 }, effects: [{ intel: 'counterIntelligence' }], advanced: false, intelligenceRp: true, doublable: false, civilWarRp: false,
    rule: '[16.16C, 15.23D]', note: 'A result every 4 steps is a substitute (G-07).', prov: { ...base, results: S, repeating: S },
  },
  {
    id: 'decryption', name: 'Decryption', es: 'Descifrado', category: 'intelligence', owners: ['AXIS', 'ALLIES'],
    results: [6, 12, 18], effects: [{ bop: { naval: 1 } }, { bop: { naval: 1 } }, { bop: { naval: 1 } }], advanced: false, intelligenceRp: true, doublable: false, civilWarRp: false,
    rule: '[16.16D, 15.23D]', note: 'At most three results (ruling P1-A20); 6 steps each is a substitute (G-07).', prov: { ...base, results: S },
  },
  {
    id: 'occupationPolicies', name: 'Occupation policies', es: 'Políticas de ocupación', category: 'intelligence', owners: ['AXIS'],
    results: [6, 12], effects: [{ garrisonRequirement: 1 }, { garrisonRequirement: 2 }], advanced: false, intelligenceRp: false, doublable: false, civilWarRp: false,
    rule: '[16.16E, 21.22E]', note: 'Owner not named by the rules (RULINGS.md G-07).', prov: { ...base, owners: S },
  },
  {
    id: 'muslimUnrest', name: 'Muslim unrest', es: 'Disturbios musulmanes', category: 'intelligence', owners: ['AXIS'],
    results: [6, 12], effects: ONE_TWO('infantry'), advanced: false, intelligenceRp: false, doublable: false, civilWarRp: false,
    rule: '[16.16F, 20.23]', note: 'Owner not named by the rules (RULINGS.md G-07).', prov: { ...base, owners: S },
  },
  {
    id: 'angloFrenchCooperation', name: 'Anglo-French cooperation', es: 'Cooperación anglo-francesa', category: 'intelligence', owners: ['ALLIES'],
    results: [2, 4, 6], effects: [{ tileTransfers: 1 }, { tileTransfers: 1 }, { tileTransfers: 1 }], advanced: false, intelligenceRp: false, doublable: false, civilWarRp: false,
    restriction: 'secondAggression', rule: '[16.16G, 15.42B]', note: 'One transfer per level; at most 3 levels is a substitute (G-07).', prov: { ...base, results: S },
  },
  {
    id: 'subversion', name: 'Subversion', es: 'Subversión', category: 'intelligence', owners: ['RUSSIA'],
    results: [2], repeating: { every: 2 }, effects: [{ intel: 'subversion' }], advanced: false, intelligenceRp: false, doublable: false, civilWarRp: false,
    rule: '[16.16H]', note: 'Each level is one single-use +1; repeating levels are a substitute (G-07).', prov: { ...base, repeating: S },
  },
];

// ------------------------------------------------------------------ allocation and restrictions [15.2, 33.2]

export interface ResearchAllocationRow {
  id: Alliance;
  /** Ordinary RPs of each member power, subject to the order rule [15.21, 15.23B]. */
  normal: Partial<Record<Power, number>>;
  /** German advanced RP [15.21A, 15.23E]. */
  advanced: number;
  /** Intelligence RP [15.21, 15.23D] (Axis: ruling R-02). */
  intelligence: number;
  rule: string;
  prov: Prov<ResearchAllocationRow>;
}

export const RESEARCH_ALLOCATION: readonly ResearchAllocationRow[] = [
  { id: 'AXIS', normal: { GER: 2, ITA: 1 }, advanced: 1, intelligence: 1, rule: '[15.21A, 15.23D, 33.21A]', prov: { normal: R, advanced: R, intelligence: D } },
  { id: 'ALLIES', normal: { GBR: 2, FRA: 1 }, advanced: 0, intelligence: 1, rule: '[15.21B]', prov: { normal: R, advanced: R, intelligence: R } },
  { id: 'RUSSIA', normal: { USSR: 1 }, advanced: 0, intelligence: 1, rule: '[15.21C, 22.21B-C]', prov: { normal: R, advanced: R, intelligence: R } },
];

/** The order rule [15.23B]: the alliance's n-th restricted RP may fill at most this step (null = any step). */
export interface OrderRuleRow {
  id: string;
  positions: readonly number[];
  maxStep: number | null;
  rule: string;
  prov: Prov<OrderRuleRow>;
}

export const ORDER_RULE: readonly OrderRuleRow[] = [
  { id: 'white', positions: [1, 4, 7, 10], maxStep: 3, rule: '[15.23B]', prov: { positions: R, maxStep: R } },
  { id: 'lightGrey', positions: [2, 5, 8], maxStep: 6, rule: '[15.23B]', prov: { positions: R, maxStep: R } },
  { id: 'darkGrey', positions: [3, 6, 9], maxStep: null, rule: '[15.23B]', prov: { positions: R, maxStep: R } },
];

/** Projects the Italian and the French basic RP must go to while any is unfinished [15.23C]. */
export const BASIC_RP_PROJECTS: Readonly<Partial<Record<Power, readonly ProjectId[]>>> = {
  ITA: ['navalAirTraining', 'battleshipDesign', 'portAttack', 'submarines', 'armor'],
  FRA: ['battleshipDesign', 'armor', 'maginotLine'],
};

export interface ResearchRulesRow {
  id: 'research';
  stepsPerLevel: number;
  /** RPs per project per turn, except spy-network and civil-war RPs [15.23A]. */
  rpPerProjectPerTurn: number;
  /** Most RPs reallocated to one project [15.24B]. */
  maxReallocatedPerProject: number;
  /** A general doubling event adds at most this many steps [15.31A]. */
  doublingMaxSteps: number;
  /** Civil-war RPs: at most one per project in the whole game [15.22D]. */
  civilWarRpPerProjectPerGame: number;
  /** Each purge event beyond this gives Russia a free economic-preparation step [15.22E, 22.46]. */
  purgeEventsForFreeSteps: number;
  rule: string;
  prov: Prov<ResearchRulesRow>;
}

export const RESEARCH_RULES: ResearchRulesRow = {
  id: 'research',
  stepsPerLevel: 2,
  rpPerProjectPerTurn: 1,
  maxReallocatedPerProject: 3,
  doublingMaxSteps: 3,
  civilWarRpPerProjectPerGame: 1,
  purgeEventsForFreeSteps: 30,
  rule: '[15.13, 15.22D-E, 15.23A, 15.24B, 15.31A]',
  prov: { stepsPerLevel: R, rpPerProjectPerTurn: R, maxReallocatedPerProject: R, doublingMaxSteps: R, civilWarRpPerProjectPerGame: R, purgeEventsForFreeSteps: R },
};

/** Results achieved before the game [15.51, 20.41]: steps on each track at Spring 1935. */
export interface InitialResultRow {
  id: string;
  project: ProjectId;
  owner: TrackOwner;
  steps: number;
  rule: string;
  prov: Prov<InitialResultRow>;
}

const ir: Prov<InitialResultRow> = { project: R, owner: R, steps: R };

export const INITIAL_RESULTS: readonly InitialResultRow[] = [
  { id: 'specializedUnits:AXIS', project: 'specializedUnits', owner: 'AXIS', steps: 6, rule: '[15.51A, 20.41A]', prov: ir },
  { id: 'strategicBombers:GBR', project: 'strategicBombers', owner: 'GBR', steps: 6, rule: '[15.51B, 20.41B]', prov: ir },
  { id: 'navalAirTraining:GBR', project: 'navalAirTraining', owner: 'GBR', steps: 6, rule: '[15.51B, 20.41C]', prov: ir },
  { id: 'specializedUnits:USSR', project: 'specializedUnits', owner: 'USSR', steps: 6, rule: '[15.51C]', prov: ir },
];

/** Research points each alliance may place at the end of the game, never beyond step 12 [33.21, 33.22]. */
export interface FinalResearchRow {
  id: Alliance;
  general: number;
  intelligence: number;
  advanced: number;
  /** Projects the intelligence point may go to. */
  intelligenceProjects: readonly ProjectId[];
  maxStep: number;
  rule: string;
  prov: Prov<FinalResearchRow>;
}

const fr: Prov<FinalResearchRow> = { general: R, intelligence: R, advanced: R, intelligenceProjects: R, maxStep: R };

export const FINAL_RESEARCH: readonly FinalResearchRow[] = [
  { id: 'AXIS', general: 3, intelligence: 1, advanced: 1, intelligenceProjects: ['counterIntelligence', 'covertOperations', 'espionage', 'decryption'], maxStep: 12, rule: '[33.21A, 33.22]', prov: fr },
  { id: 'ALLIES', general: 3, intelligence: 1, advanced: 0, intelligenceProjects: ['counterIntelligence', 'covertOperations', 'espionage', 'decryption'], maxStep: 12, rule: '[33.21B, 33.22]', prov: fr },
  { id: 'RUSSIA', general: 2, intelligence: 1, advanced: 0, intelligenceProjects: ['counterIntelligence', 'covertOperations', 'espionage'], maxStep: 12, rule: '[33.21C, 33.22]', prov: fr },
];
