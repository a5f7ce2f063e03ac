/**
 * Gathering Storm: the game state (DESIGN.md §2). Plain JSON, ids and numbers only. Public by default;
 * what nobody may see lives under `secret`, what one seat may see under `players[seat]`.
 * Pure: no boardgame.io import.
 */
import type { Seat } from '../../common/decision';
import type { AggressionId, AmUse, Alliance, CivilWarCountry, CountryId, FactoryCounts, Power, ShipKind, UnitCounts, UnitType } from '../data';

export type { Power, Alliance, CountryId, UnitType, UnitCounts };

/** One activity marker of a power's pool [12.2]. `src` says where it came from (for removal rules). */
export interface Am {
  v: 0 | 1 | 2 | 3;
  use: AmUse;
  src: string;
}

/** A ship on a power's naval construction chart [19.2]: row 5..2, column 0..3 (spring..winter). */
export interface Ship {
  kind: ShipKind;
  row: 5 | 4 | 3 | 2;
  col: 0 | 1 | 2 | 3;
  started: number;
}

/** A support or AM modifier that lasts for a span of turns (from..until inclusive; no until = for good). */
export interface Timed {
  src: string;
  support?: number;
  from: number;
  until?: number;
}

export interface PowerState {
  /** Tiles held, public [6.31] (unrevealed secret support events excluded [9.41E]). */
  tiles: number;
  /** Support level now (public part) [10]. */
  support: number;
  /** Support that joins from this turn's crisis phase (mobilization [13.21D], ruling P1-A9). */
  supportFromCrisis: number;
  /** Unpaid mandatory costs of this turn: next turn's support is reduced by it [10.41C]. */
  deficit: number;
  /** Last turn's deficit, counted in this turn's support. */
  lastDeficit: number;
  factories: FactoryCounts;
  active: UnitCounts;
  reserve: UnitCounts;
  /** Mobilized units waiting on the turn track: they join the Reserve at `turn` [14.81]. */
  arriving: { turn: number; unit: UnitType }[];
  /** Mobilizations made, pre-game ones included [14.7]. */
  mobilizations: number;
  /** Turn of the last in-game mobilization (Russian rate [14.43B]). */
  lastMobilization: number | null;
  /** Naval construction increases mobilized in the game [14.713C, 19.32]. */
  navalIncreases: number;
  /** Armor mobilized by Britain in its 3rd-7th mobilizations [14.732B]. */
  armorMobilized: number;
  navalRate: number;
  ams: Am[];
  /** Indices of `ams` used this turn [4.17E]. */
  amUsed: number[];
  ships: Ship[];
  /** Ships launched, by kind [19.74] (Britain's three pre-game carriers included in `CVL`). */
  launched: Record<ShipKind, number>;
  /** Modern battleships started (one naval BoP marker each) [19.81B]. */
  modernStarted: number;
  timed: Timed[];
}

/** A random-event card a power holds this turn [9.12]. */
export interface HandCard {
  card: number;
  /** Chosen to be played (public events at the reveal; secret ones are held) [9.13]. */
  play?: boolean;
}

/** Economic orders of a power, secret until the economic reveal [13.11, 13.12]. */
export interface Conversion {
  kind: 'idleToCivil' | 'idleToMilitary' | 'civilToMilitary';
  /** Units of a mobilization [14.7]. */
  mix?: { armor?: number; infantry?: number; air?: number; naval?: number };
}

export interface ShipOrder {
  /** Start a new ship of this kind, or continue the ship at index `ship` of the chart. */
  start?: ShipKind;
  ship?: number;
  /** Acceleration AM points (continuations only) [19.73]. */
  accel?: 0 | 1 | 2;
  /** Started free by a construction event (no AM, no shipyard marker) [19.62]. */
  free?: boolean;
  /** AMs paying it (pool indices). */
  ams: number[];
}

export interface ConstructionOrder {
  units: { armor: number; infantry: number; air: number };
  /** AMs paying the units (pool indices) [18.11]. */
  unitAms: number[];
  ships: ShipOrder[];
  /** A construction event's free acceleration of one ship (chart index), before or after construction [19.73D]. */
  eventShift?: { ship: number; before: boolean };
}

/** A power's research order [15.2]: AMs used, targets (track keys `project:owner`) of its RPs. */
export interface ResearchOrder {
  /** AM indices used for research: one value-1 marker (two with event [15.32D]) and research-only markers [15.22]. */
  ams: number[];
  /** Targets of the power's normal RPs, its basic RPs first, then one per AM [15.21, 15.22, 15.23B-C]. */
  rps: string[];
  /** The alliance's intelligence RP (Germany, Britain, Russia place it) [15.23D]. */
  intel?: string;
  /** The German advanced RP [15.23E]. */
  advanced?: string;
  /** The free RP of a research spy-network event [15.32C]. */
  eventSpy?: string;
  /** Free RPs of the alliance's research spy networks, one per usable network [15.22B, 16.16B]. */
  networkRps?: string[];
}

export interface PrivatePower {
  research?: ResearchOrder;
  /** A secret answer of a simultaneous crisis decision: continue (Axis response), the declaration committed [27.6, 32.82]. */
  crisisAnswer?: string;
  /** The alliance's final research, committed secretly [33.2]. */
  finalOrder?: { general: string[]; intel?: string; advanced?: string };
  /** Diplomatic markers placed this turn with the AM paying each: their values stay secret until the reveal [24.54C]. */
  markers?: { country: CountryId; am: number }[];
  /** Russia's Party Purge choice, secret until the economic reveal [22.21B]. */
  partyPurge?: 'research' | 'diplomacy';
  hand: HandCard[];
  /** Played secret events not yet revealed [8.31, 9.41]. */
  held: string[];
  /** Unplayed cards discarded unseen by others (ruling R-03). */
  discarded: number[];
  conversion?: Conversion | null;
  construction?: ConstructionOrder;
}

export interface PrivateSeat {
  powers: Partial<Record<Power, PrivatePower>>;
  /** Research sheets of the alliances the seat plays: steps per track `project:owner` [15.15]. */
  research: Partial<Record<Alliance, Record<string, number>>>;
  /** The alliance's research this turn (one RP per track [15.23A], the steps filled by order-restricted RPs [15.23B]). */
  drafts: Partial<Record<Alliance, { placed: string[]; restricted: number[] }>>;
  /** Results of the alliance held secretly until used, and results counted on the repeating tracks [16.16, 15.63]. */
  intel: Partial<Record<Alliance, { covertOperation: number; counterIntelligence: number; subversion: number; counted: Record<string, number> }>>;
}

export interface CountryState {
  flags: Power[];
  permanentPact?: Power;
  control?: { by: 'GER' | 'ITA'; kind: 'occupied' | 'conquered' | 'satellite' | 'puppet'; since: number };
  partTaken?: boolean;
}

export interface CivilWarState {
  /** Markers on the track before the war; markers still in play during it [4.14, 25.53]. */
  markers: number;
  /** Numbered markers still in play during the war (substitute G-06) [25.53B]. */
  pool: number[];
  active: boolean;
  over: boolean;
  /** The war broke out from a secret fifth event: it starts at the end of the diplomatic phase [25.31B]. */
  pending?: boolean;
  /** The alliance that won it: +1 in the country for good [25.71]. */
  winner?: Alliance;
}

/** A marker on the map this turn [24.4, 24.5]: its location is public; a diplomatic marker's value after the reveal. */
interface PlacedMarker {
  power: Power;
  country: CountryId;
  kind: 'dip' | 'mil' | 'bonus';
  /** Counts against the limit of two normal markers [24.54E]. */
  counts: boolean;
  round: 'D1' | 'D2' | 'D3' | 'D4';
  /** A civil-war military marker (one value-1 AM and one tile) [24.42D, 25.52B]. */
  civilWar?: boolean;
  value?: number;
  /** Voided at the resolution (an Allied marker where a Russian event applies, ruling P2-A10) [24.56D]. */
  voided?: boolean;
}

export interface DiplomacyState {
  round: 'D1' | 'D2' | 'D3' | 'D4' | null;
  /** The Anti-Komintern marker this turn: its value and where it went [24.3]. */
  ak: { value: number; country: CountryId | null } | null;
  markers: PlacedMarker[];
  /** Tiles each power owes for this turn's markers, paid at the end of the phase [24.52C] (public after the reveal). */
  values: boolean;
  disputes: { countries: [CountryId, CountryId]; axis?: CountryId; other?: Power }[];
  /** Countries opened to Russian markers this turn by events 110-115 [24.61B]. */
  access: CountryId[];
  /** Who backs the Greek rebels this turn [25.42]. */
  greekRebels: 'RUSSIA' | 'ALLIES' | null;
  /** Powers that may place the bonus marker this turn, and those that earned one for next turn [24.53, 25.54A]. */
  bonus: Power[];
  bonusNext: Power[];
  /** Communist-threat bonuses: the power, the region, the turn it applies, its target once chosen [24.83]. */
  threat: { power: Power; region: string; turn: number; target?: CountryId }[];
  /** Covert operations played, subversion levels used [16.16A, 16.16H]. */
  covert: { alliance: Alliance; country: CountryId; cancelled?: boolean }[];
  subversion: CountryId[];
  /** Powers that placed a diplomatic marker in D1 (may place one more in D4) [24.55D]. */
  placedInD1: Power[];
  /** Diplomatic events of the turn by country, with the power each favours (public once revealed) [24.81A]. */
  events: { id: string; country: CountryId; value: number; power: Power }[];
  /** Tiles each power held when the phase began (value-0 markers [24.56G]). */
  startTiles: Partial<Record<Power, number>>;
}

/** One crisis of this turn [26, 27]. */
export interface Crisis {
  id: AggressionId;
  by: 'GER' | 'ITA';
  /** Allied powers that answer, in order, and those still to answer [27.51, 26.14A]. */
  respondents: Power[];
  todo: Power[];
  threats: Power[];
  tile?: number;
  axis?: 'backDown' | 'continue';
  /** Allied powers still to decide on an ultimatum, and those that issued one [27.7]. */
  ultimatumTodo: Power[];
  ultimatums: Power[];
  outcome?: 'succeeded' | 'failed' | 'war';
}

export interface CrisisState {
  list: Crisis[];
  /** An Axis power announced an aggression this turn [34.81, 32.41B]. */
  aggressionThisTurn: boolean;
  /** Germany declared war on Russia this turn [32.63]. */
  gerOnUssr: boolean;
  /** The pact window is open for this crisis (Germany decides), then Russia's concessions [31.21A]. */
  pactStage?: 'offer' | 'concede';
  /** The aggression the pact on offer comes from (null: after an outbreak) [31.42D]. */
  pactTarget?: AggressionId | null;
  /** The target of the reactive declaration on offer [32.8]. */
  reactiveTarget?: Power;
}

export interface Pending {
  kind: string;
  seats: Seat[];
}

export type GFrame =
  | { f: 'start'; step: string }
  | { f: 'turn'; step: string }
  | { f: 'commit'; step: string; kind: 'chooseEvents' | 'industrial' | 'research' | 'construction'; todo: Power[] }
  | { f: 'spy'; step: string }
  | { f: 'purge'; step: string; party: boolean; flags: number }
  | { f: 'place'; step: string; queue: string[] }
  | { f: 'covert'; step: string; queue: Alliance[]; ci: Alliance[]; op?: number }
  | { f: 'ask'; step: string; kind: 'greekRebels' | 'threat'; queue: Power[] }
  | { f: 'crisis'; step: string; i: number }
  | { f: 'declare'; step: string; queue: string[] }
  | { f: 'final'; step: string; todo: Power[] };

export interface GState {
  players: Record<Seat, PrivateSeat>;
  secret: {
    /** Undrawn event cards, sorted: a draw picks one with the action's entropy [9.11]. */
    deck: number[];
    /** Cards discarded unseen: they return to the deck with the others [8.44]. */
    hiddenDiscard: number[];
    stack: GFrame[];
  };
  /** Seat of each power [2.21]. */
  seatOf: Record<Power, Seat>;
  /** Powers of each seat, in order of play. */
  seatPowers: Record<Seat, Power[]>;
  options: { players: number; revealUnplayedEvents: boolean; turnCap: number | null };
  /** Tiles passed between Britain and France this turn [16.16G]. */
  transfers: number;
  /** The game has reached its end: war, or the turn cap [33.1, G-14]. */
  ended?: boolean;
  turn: number;
  step: string;
  pending: Pending | null;
  /** Powers that still have to answer the pending simultaneous decision (public: who has committed). */
  waiting: Power[];
  started: boolean;
  climate: number;
  eai: { permanent: number; temporary: number };
  /** Face-down tile pool composition (public: deducible physically) [6.22]. */
  tilePool: { 1: number; 2: number; 3: number };
  events: {
    publicCard: number | null;
    /** Event ids revealed this turn (public). */
    revealed: string[];
    /** Face-up discards [8.43]. */
    discard: number[];
    /** Cards discarded unseen. */
    hiddenDiscards: number;
    /** Cards each power holds (public count) [9.12]. */
    handCounts: Partial<Record<Power, number>>;
    /** Extra card streams [9.14, 9.15]. */
    extraDraws: { power: Power; src: string; remaining: number; from: number }[];
    atomicAllowed: boolean;
    /** Public support events of this turn, by power [9.31B, 9.41E, 10.41B]. */
    supportThisTurn: Partial<Record<Power, number>>;
    /** Public national economic events of this turn: income change and random tile draws [9.41A, 11.41, 11.82]. */
    economic: Partial<Record<Power, { income: number; draws: number }>>;
    /** General research event of this turn: the project whose investment is doubled [15.31A]. */
    researchDouble: string | null;
  };
  powers: Record<Power, PowerState>;
  countries: Record<CountryId, CountryState>;
  civilWars: Record<CivilWarCountry, CivilWarState>;
  russia: {
    purgeEvents: number;
    garrisonSupport: number;
    siberian: UnitCounts;
    purgeCard: 'noPurge' | 'military' | 'party' | 'great' | null;
    researchBan: boolean;
    diplomacyBan: boolean;
    /** The purge deck (a set: the draw picks at drawing time) and the card set aside until next turn's draw [22.44, 22.45]. */
    purgeDeck: ('noPurge' | 'military' | 'party' | 'great')[];
    setAside: 'noPurge' | 'military' | 'party' | 'great' | null;
    /** Units Russia built this turn (offsets of purge events 77-84 [22.72B]). */
    builtThisTurn: number;
    resultsThisTurn: number;
  };
  /** Research results reached, by track `project:owner` (public) [15.63]. */
  results: Record<string, number>;
  /** Spy networks in place [16.16B]: a diplomatic target or an enemy research category. */
  spyNetworks: { by: Alliance; country?: CountryId; on?: Alliance; category?: string; placed: number; used?: number }[];
  /** Espionage results waiting for their network, in the order of play [16.16B, 15.63]. */
  spyToPlace: Alliance[];
  diplomacy: DiplomacyState;
  /** Permanent +1 of a civil war's winner in its country [25.71]. */
  civilWarWinners: Partial<Record<CountryId, Alliance>>;
  /** Yugoslavia split into Croatia and Serbia after its civil war [25.73A]. */
  yugoslavSplit?: boolean;
  /** Civil-war research points used, one per project and game [15.22D]. */
  cwRpUsed: string[];
  /** Successful Axis aggressions (ids) [27-30]. */
  aggressions: { id: AggressionId; by: 'GER' | 'ITA'; turn: number; state: 'done' | 'conquering'; completes?: number; infantryLeft?: number }[];
  pact: { status: 'never' | 'signed' | 'broken' | 'forbidden'; signed?: number; level?: number; territories?: string[] };
  war: { pairs: [Power, Power][]; turn: number; over?: AggressionId; preventive: Alliance[] } | null;
  crisis: CrisisState;
  /** The concession level of the pact on offer, and the Polish tile of a post-outbreak negotiation [31.3]. */
  pactLevel?: number;
  pactTile?: number;
  /** Next-turn AM changes from crises: an extra marker to use (+v) or a marker that may not be used (-v) [12.22G]. */
  amNextTurn: { power: Power; turn: number; value: number }[];
  /** The Polish satellite's units on the Russian garrison track [31.81B]. */
  polishUnits: number;
  result?: { winners: Seat[]; points: Record<Seat, number>; level: string; vp: Record<Alliance, number> };
  /** Public per-turn reveal of the economic phase [13.12, 15.22C]. */
  revealed: Partial<Record<Power, { conversion: Conversion | null; built: UnitCounts; ships: number; researchAms: number }>>;
}
