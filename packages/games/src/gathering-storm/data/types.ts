/**
 * Gathering Storm board data: identifiers and row types.
 *
 * Every row is plain JSON-like data. Each row carries `prov`, the provenance of every one of its data fields:
 * - `rulebook`: stated by the Spanish rulebook, cited as `[11.22]`;
 * - `derived`: not printed as such (or printed in an OCR-damaged table) but reconstructed from other rules of
 *   the rulebook; the derivation is in the row's comment or in RULINGS.md;
 * - `substitute`: our stand-in (RULINGS.md part 6, G-01 ... G-15) for data the rulebook does not contain (the
 *   144 event cards, the Battle Manual, the scenario cards, the research sheets, 4-5 player victory...).
 * A real component replaces a substitute by editing the row and its `prov`; no rules code reads `prov`.
 *
 * The row fields `id`, `rule`, `note` and `prov` itself are metadata and carry no provenance.
 */

export type Provenance = 'rulebook' | 'derived' | 'substitute';

/** The metadata fields of a row (no provenance). */
export type MetaField = 'id' | 'rule' | 'note' | 'prov';

/** Provenance of every data field of row type `T` (optional fields included). */
export type Prov<T> = { readonly [K in Exclude<keyof T, MetaField>]-?: Provenance };

// ------------------------------------------------------------------ identifiers

/** The five major powers [2.21, 4.12]. Order of play GER, ITA, GBR, FRA, USSR [7.21]. */
export type Power = 'GER' | 'ITA' | 'GBR' | 'FRA' | 'USSR';

/** The three diplomatic "alliances" [24.7]: research, BoP and diplomacy are counted per alliance. */
export type Alliance = 'AXIS' | 'ALLIES' | 'RUSSIA';

/** The five map regions, used only to resolve some random events and [24.83] [4.16]. */
export type Region = 'scandinavia' | 'easternEurope' | 'westernEurope' | 'centralEurope' | 'balkans';

/**
 * Country nodes of the schematic map. The 17 diplomatic targets of [24.21]; Russia as a diplomatic target
 * and bordering country (`RUS`, distinct from the power `USSR`) [4.13A, 10.91F, 28.42]; Ethiopia and the
 * Baltic States (aggression targets only) [27.31, 27.41]; Croatia and Serbia, which exist only after a
 * Yugoslav civil war won by the Axis or tied [25.73A].
 */
export type CountryId =
  | 'ALB' | 'AUT' | 'BEL' | 'BUL' | 'CZE' | 'FIN' | 'GRE' | 'HUN' | 'IRL' | 'NOR' | 'POL' | 'RHI'
  | 'ROM' | 'SPA' | 'SWE' | 'TUR' | 'YUG' | 'RUS' | 'BAL' | 'ETH' | 'CRO' | 'SER';

/** The eleven Axis aggressions [27.31, 27.41]; SUD and DAN are the partial ones of CZE and POL. */
export type AggressionId = 'ETH' | 'ALB' | 'GRE' | 'YUG' | 'RHI' | 'AUT' | 'SUD' | 'CZE' | 'DAN' | 'POL' | 'BAL';

/** Countries with a civil-war track [4.14]. */
export type CivilWarCountry = 'GRE' | 'SPA' | 'YUG';

export type UnitType = 'armor' | 'infantry' | 'air';
export type BopCategory = 'armor' | 'infantry' | 'air' | 'naval';
export type Season = 'spring' | 'summer' | 'autumn' | 'winter';
export type DiplomaticColour = 'brown' | 'blue' | 'red';

// ------------------------------------------------------------------ powers [4.12, 11.22, 12.21, 14.9, 19.3]

export interface FactoryCounts {
  civil: number;
  idle: number;
  military: number;
}

export type UnitCounts = Record<UnitType, number>;

/** An activity-marker pool: how many markers of each value, plus shipyard (naval-only, value 1) markers [12.21]. */
export interface AmPool {
  v3: number;
  v2: number;
  v1: number;
  v0: number;
  shipyard: number;
}

/** One allowed unit mix of a mobilization [14.7]; `naval` = a naval construction increase (shipyard). */
export interface MobilizationCombo {
  armor?: number;
  infantry?: number;
  air?: number;
  naval?: number;
}

/** The mobilization rules of a range of a power's mobilizations (by the power's mobilization number). */
export interface MobilizationStage {
  /** First and last mobilization number (cumulative, pre-game ones included); no `to` = every later one. */
  from: number;
  to?: number;
  /** Every allowed mix, enumerated from the rule's wording. */
  combos: readonly MobilizationCombo[];
  /** Totals allowed over the whole stage (e.g. Britain: 3 more armor in its 3rd-7th mobilizations). */
  stageCaps?: MobilizationCombo;
  /** Turns from mobilization until each unit type reaches the Reserve [13.21B, 14.83]; shipyards: at once. */
  delays: UnitCounts;
  rule: string;
}

export interface PowerRow {
  id: Power;
  name: string;
  /** Spanish name as printed. */
  es: string;
  alliance: Alliance;
  /** Spring 1935 factories [11.22]. */
  factories: FactoryCounts;
  /** Pre-game mobilizations already made [14.92-14.96]. */
  mobilizationsAtStart: number;
  /** Units created by the pre-game mobilizations, all Active at the start [14.92-14.96; ruling P1-A2]. */
  activeUnits: UnitCounts;
  /** Naval construction increases made before the game [14.92D, 14.94D]. */
  navalIncreasesAtStart: number;
  /** Spring 1935 activity markers [12.21]. */
  amPool: AmPool;
  /** Shipyard symbols = ships started or advanced per turn [19.31]; 0 = cannot build ships [19.11]. */
  navalRate: number;
  /** Naval construction increases allowed during the game [14.713C, 14.722C, 14.732B, 14.742B, 19.32]. */
  navalIncreasesAllowed: number;
  /** Light carriers already built at the start (count against the carrier allowance) [19.63A]. */
  carriersAtStart: number;
  /** Royal Navy markers on the naval BoP at the start [20.41C]. */
  royalNavyMarkers: number;
  /** Military-factory counts at which the power gains +1 support each [10.41A]. */
  militaryFactorySupport: readonly number[];
  /** Civilian-factory counts that give the research-only value-1 AM and the value-2 AM [12.22A-B, 15.22A]. */
  civilianAmThresholds: { researchOnly?: number; valueTwo?: number };
  /** Ordinary research points this power contributes to its alliance each turn [15.21]. */
  basicRp: number;
  /** May convert idle factories to civilian use [14.42A]. */
  mayConvertToCivil: boolean;
  /** Powers this power may ever declare war on [32.21]. */
  mayDeclareWarOn: readonly Power[];
  /** Mobilization mixes by mobilization number [14.7]. */
  mobilization: readonly MobilizationStage[];
  rule: string;
  prov: Prov<PowerRow>;
}

// ------------------------------------------------------------------ countries [4.13-4.16, 11.6, 24.2, 28.4]

/** Where Russia may place diplomatic markers in a country before complete cohesion [24.61B-C]. */
export type RussianAccess =
  /** A border state: always [24.61B]. */
  | 'always'
  /** Only from complete cohesion [24.61C]. */
  | 'completeCohesion'
  /** Only through the exceptions (Russian flag, Russian spy network, civil war, events 110-115) [24.61B]. */
  | 'exceptionsOnly'
  /** Never (no diplomacy there at all). */
  | 'none';

/** A power that may place neighbour military markers in a country, with the rule's condition [24.43D, 24.45B, 24.47D]. */
export interface MilitaryMarkerAccess {
  power: Power;
  /** 'rhinelandRemilitarized' [24.43D]; 'noAntiKomintern' [24.43E]; 'russianDiplomacyEligible' [24.47D]. */
  condition?: 'rhinelandRemilitarized' | 'noAntiKomintern' | 'russianDiplomacyEligible';
}

export interface CountryRow {
  id: CountryId;
  name: string;
  es: string;
  kind: 'minor' | 'russia' | 'splitState';
  /** Region [4.16]; Ethiopia, the Baltic States, Croatia and Serbia belong to none. */
  region?: Region;
  /** Diplomatic target of [24.21] or Russia [24.11]; Ethiopia, the Baltic States, Croatia, Serbia are not. */
  diplomaticTarget: boolean;
  /** Diplomatic and military markers: allowed; only where an event allows (Russia [24.56E]); never. */
  markers: 'normal' | 'eventOnly' | 'none';
  /** Flags at the start, by power [24.21]. */
  initialFlags: Partial<Record<Power, number>>;
  /** Income of a trade pact, 0 = none possible [11.61C, 11.62]. */
  tradePactValue: 0 | 1 | 2;
  /** The power holding the pact at the start [4.13A, 11.63]. */
  initialTradePact?: Power;
  /** Border state of Russia: Finland, Poland, Romania, Turkey [4.15]. */
  russianBorderState: boolean;
  /** Where the Anti-Komintern marker may go [24.34A]. */
  antiKominternEligible: boolean;
  russianAccess: RussianAccess;
  /** Neighbour military markers [24.43D, 24.45B, 24.47D] (civil-war interventions are in CIVIL_WARS). */
  militaryMarkers: readonly MilitaryMarkerAccess[];
  /** Countries bordering it, for resistance, if it is an aggression target [28.42]. */
  borders?: readonly CountryId[];
  rule: string;
  note?: string;
  prov: Prov<CountryRow>;
}

export interface RegionRow {
  id: Region;
  name: string;
  es: string;
  members: readonly CountryId[];
  rule: string;
  prov: Prov<RegionRow>;
}

// ------------------------------------------------------------------ aggressions [4.13, 9.14, 27-30, 34.5]

/** Support changes of an aggression, by power (signed), and when they apply. */
export interface TimedSupport {
  power: Power;
  value: number;
  /** 'nextTurn' = the turn after only; 'permanent' = every turn from the turn after. */
  duration: 'nextTurn' | 'permanent';
}

export interface AggressionRow {
  id: AggressionId;
  name: string;
  es: string;
  by: 'GER' | 'ITA';
  /** The country the aggression is made against (SUD -> CZE, DAN -> POL). */
  country: CountryId;
  /** Aggression (VP) value printed in the red circle [4.13C, 9.14, 34.51A]; whole-country values include the part. */
  value: number;
  /** For a whole-country aggression: the partial one included in its value (CZE includes SUD, POL includes DAN). */
  includes?: AggressionId;
  /** Basic defensive strength [28.21]. */
  defense: number;
  /** Reductions of the basic defensive strength, cumulative [28.21]. */
  defenseReductions: readonly { when: 'civilWar' | 'partDemandedOrGerman'; by: number }[];
  /** Aggressions that must have succeeded first (any of `anyOf`, all of `allOf`) [27.21, 28.61]. */
  requires: { allOf: readonly AggressionId[] };
  /** Must be the aggressor's first aggression [27.21A-B]. */
  first: boolean;
  /** Factories Germany gains [4.13D; counts: substitute G-03]. */
  factoriesGained: Partial<FactoryCounts>;
  /** EAI +1 every turn from the aggression [23.21A]. */
  eaiPermanent: number;
  /** Extra random-event cards for the aggressor, one per turn, from the turn after completion [9.14]. */
  extraCards: number;
  /** Value-1 AMs added for good, per power [12.22E]. */
  amGains: Partial<Record<Power, number>>;
  /** Support changes [10.51B, 10.61A, 10.71B, 10.81B, 10.91B]. */
  support: readonly TimedSupport[];
  /** Counts as a "second aggression" (not Ethiopia, not the Rhineland) [10.71B, 10.81B, 32.61B]. */
  secondAggression: boolean;
  /** Russian purge events if made without the Nazi-Soviet pact [22.31C] (whole-country value includes the part). */
  purgeEventsWithoutPact: number;
  /** The aggressor gets a permanent trade pact (country with a possible pact) [11.61E]. */
  permanentTradePact: boolean;
  /** Italian conquest over time by resistance [29.3]; German aggressions take one turn at no cost [29.21]. */
  resolution: 'germanOneTurn' | 'italianByResistance' | 'ethiopiaThreeTurns';
  rule: string;
  note?: string;
  prov: Prov<AggressionRow>;
}

// ------------------------------------------------------------------ civil wars [4.14, 25]

export interface CivilWarRow {
  id: CivilWarCountry;
  /** Alliance backing the government (the first-named faction) [25.41]. */
  government: Alliance;
  governmentFaction: string;
  /** Alliance(s) that may back the rebels; Greece: Russia or the Allies, one per turn [25.41A, 25.42]. */
  rebels: readonly Alliance[];
  rebelFaction: string;
  /** Boxes on the track; the war breaks out when all are filled [4.14A, 25.31]. */
  boxes: number;
  /** Markers on the track at the start: a number, or 'drawTile' (a random tile's value 1-3) [4.14B, 25.32]. */
  startMarkers: number | 'drawTile';
  /** Numbers printed on the five civil-war markers [25.53B; substitute G-06]. */
  markerNumbers: readonly number[];
  /** Defensive-strength reduction while the war rages (Greece, Yugoslavia) [28.21C-D]. */
  defenseReduction: number;
  /** Powers that may intervene with a military marker [24.43D, 24.44, 24.45B, 24.46, 24.47D, 25.52B]. */
  interveners: readonly { power: Power; condition?: 'alliesBackRebels' | 'russiaBacksRebels' }[];
  rule: string;
  note?: string;
  prov: Prov<CivilWarRow>;
}
