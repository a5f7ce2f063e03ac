/**
 * Data types of ATLANTIC CHASE (slug `atlantic-chase`).
 *
 * Sources: the Spanish rulebook (cited as `p.NN`, its page numbers),
 * with our rulings and substitutes in RULINGS.md. Every record carries,
 * per field, where its value comes from (`Provenance`):
 * - 'rulebook': stated by the rulebook (text, or a number legible in an illustration);
 * - 'derived': follows from a rulebook worked example or count (the record says which);
 * - 'substitute': a designer substitute (RULINGS.md S), standing in for the missing board,
 *   counters, player aids and scenario books. Real data replaces it by editing rows, not code.
 *
 * Everything here is plain JSON-safe data: strings, numbers, booleans, null, arrays and objects.
 */

export type Provenance = 'rulebook' | 'derived' | 'substitute';

/** A per-field provenance record. */
export type Prov<F extends string> = Record<F, Provenance>;

/** British command (with French and US ships, p.5) or German command (p.5). */
export type Side = 'BR' | 'GE';
export type Nation = 'UK' | 'DE' | 'FR' | 'US' | 'USSR';

/** Speed classes, slowest first (p.6): very slow, slow, medium, fast. */
export type Speed = 'VS' | 'S' | 'M' | 'F';
/** Ship classes of p.6, plus the shore battery of p.12. */
export type ShipClass = 'AC' | 'AO' | 'BB' | 'BC' | 'CA' | 'CL' | 'CONVOY' | 'CV' | 'DD' | 'PB' | 'SHORE';
/** A gun value: a modifier (0 and negatives allow gunnery), or 'na' (cannot fire at that range) (p.6, p.56). */
export type GV = number | 'na';

/** Hex id `CCRR`: column 00-14, row 00-16 of the substitute map (SUB-MAIN-1). */
export type HexId = string;
/** A month, 'YYYY-MM'. */
export type YearMonth = string;
export type Weather = 'GOOD' | 'BAD';

// ------------------------------------------------------------------ operations map (p.4, p.8, p.9; SUB-MAIN-1)

export type HexField = 'id' | 'centre' | 'playable';
export interface HexRow {
  id: HexId;
  col: number;
  row: number;
  /** Approximate centre, degrees (negative = west), for drawing a background only. */
  lat: number;
  lon: number;
  prov: Prov<HexField>;
}

export type PortField = 'name' | 'hexes' | 'box' | 'control' | 'offMap' | 'checkTable' | 'destinationTag';
export interface PortControl {
  /** From this month on ('1939-09' = the start of the game's period). */
  from: YearMonth;
  side: Side | 'NEUTRAL';
  nation: Nation | 'NEUTRAL';
}
export interface PortCheckRow {
  /** Inclusive 1d6 range. */
  die: readonly [number, number];
  status: 'OPEN' | 'CLOSED';
}
export interface PortRow {
  id: string;
  name: string;
  /** Hexes holding the port (a port on a hexside counts as in the hex, p.8). */
  hexes: HexId[];
  /** The connected port box, or null (destination-only and neutral ports). */
  box: string | null;
  /** Control by date, sorted by `from` (p.8, p.9). */
  control: PortControl[];
  /** Off-map port, drawn as a port on edge hexes (p.9). */
  offMap: boolean;
  /** Campaign port-check table printed in the box (p.8), or null. */
  checkTable: PortCheckRow[] | null;
  /** Destination marker name for convoys completing here (p.29: "USSR", "Inbound"), or null. */
  destinationTag: string | null;
  note?: string;
  prov: Prov<PortField>;
}

export type BoxField = 'name' | 'kind' | 'side' | 'ports';
export interface BoxRow {
  id: string;
  name: string;
  /** Port box (p.8), U-Boat box (p.4, p.42) or the submarines' off-map reserve (RULINGS S). */
  kind: 'PORT' | 'UBOAT' | 'SUB_RESERVE';
  side: Side | null;
  /** Port ids connected to a port box; shared boxes keep each TF's origin port (p.9). */
  ports: string[];
  prov: Prov<BoxField>;
}

export type AirbaseField = 'name' | 'side' | 'hex' | 'fromYear';
export interface AirbaseRow {
  id: string;
  name: string;
  side: Side;
  hex: HexId;
  /** Printed year: not in play before it (p.8). */
  fromYear: number;
  prov: Prov<AirbaseField>;
}

/** 'NOT_ADJACENT': the arrow of p.4/p.43. 'KW_KANAL': adjacent for the German player only (p.4). */
export type HexsideKind = 'NOT_ADJACENT' | 'KW_KANAL';
export type HexsideField = 'hexes' | 'kind';
export interface HexsideRow {
  a: HexId;
  b: HexId;
  kind: HexsideKind;
  note: string;
  prov: Prov<HexsideField>;
}

export type AreaField = 'name' | 'hexes' | 'effect';
export interface AreaRow {
  id: string;
  name: string;
  hexes: HexId[];
  /**
   * 'ARCTIC': permanent Bad weather (p.4, p.25). 'UBOAT_ZONE': stealth attack modifier (p.4, p.41).
   * 'LAND_IN_HEX': coast or islands inside a sea hex (a port or airbase may sit there). 'NAMED': no effect.
   */
  effect: 'ARCTIC' | 'UBOAT_ZONE' | 'LAND_IN_HEX' | 'NAMED';
  prov: Prov<AreaField>;
}

export type WeatherAreaField = 'rule' | 'hexes';
export interface WeatherAreaRow {
  id: string;
  /** 'GLOBAL': the weather table's Good/Bad (p.25). 'PERMANENT_BAD': the Arctic line (p.4, p.25). */
  rule: 'GLOBAL' | 'PERMANENT_BAD';
  /** Hexes of the area; null = every hex not in another area. */
  hexes: HexId[] | null;
  prov: Prov<WeatherAreaField>;
}

export type InsetField = 'name' | 'status' | 'overrides';
export interface InsetOverride {
  kind: 'PORT_CONTROL' | 'PORT_ADD' | 'SHARED_BOX' | 'POINT_OF_INTEREST';
  port?: string;
  hexes?: HexId[];
  side?: Side | 'NEUTRAL';
  box?: string | null;
  name?: string;
}
export interface InsetRow {
  id: string;
  name: string;
  /** 'OVERLAY': the main grid with overrides (SUB-MAIN-1, first version). 'MISSING': not in either source. */
  status: 'OVERLAY' | 'MISSING';
  overrides: InsetOverride[];
  prov: Prov<InsetField>;
}

// ------------------------------------------------------------------ ships (p.6, p.12; SUB-ROSTER-1)

export interface ShipSide {
  speed: Speed | 'STOPPED';
  gvClose: GV;
  gvFar: GV;
}
export type ShipField =
  | 'name' | 'side' | 'nation' | 'cls'
  | 'front.speed' | 'front.gvClose' | 'front.gvFar' | 'torpedo'
  | 'back.speed' | 'back.gvClose' | 'back.gvFar'
  | 'hitsToDamage' | 'hitsToSink' | 'sinksOnFirstHit' | 'available';
export interface ShipRow {
  id: string;
  name: string;
  side: Side;
  nation: Nation;
  cls: ShipClass;
  /** Undamaged side (p.6). */
  front: ShipSide;
  /** Torpedo icon on the front; the damaged side never torpedoes (p.6, p.59). */
  torpedo: boolean;
  /** Damaged side; null when the counter has none (German AC/AO sink on a hit; convoys, DDs and the shore battery are never damaged). */
  back: ShipSide | null;
  /** Hits that damage it (front); null when it cannot be damaged. */
  hitsToDamage: number | null;
  /** Additional hits on the damaged side that sink it; null when it cannot be damaged. */
  hitsToSink: number | null;
  /** German AC and AO (p.6). */
  sinksOnFirstHit: boolean;
  /** Months it may appear (inclusive); null = the whole 1939-1942 period. */
  available: { from: YearMonth | null; to: YearMonth | null };
  note?: string;
  prov: Prov<ShipField>;
}

// ------------------------------------------------------------------ forces (p.5, p.7, p.25, p.41)

export type IdentityField = 'side' | 'colour' | 'segments';
export interface IdentityRow {
  id: string;
  side: Side;
  /** Colour and stripes of the sticks, cylinder and TF box (p.5). */
  colour: string;
  /** Sticks of this identity (p.2: 225 sticks for 15 cylinders). */
  segments: number;
  prov: Prov<IdentityField>;
}

export type StealthKind = 'SUB' | 'MINES' | 'UBOAT';
export type StealthKindField = 'recon' | 'attack' | 'sides';
export interface StealthKindRow {
  kind: StealthKind;
  recon: boolean;
  attack: boolean;
  /** Sides that may own such forces. */
  sides: Side[];
  prov: Prov<StealthKindField>;
}
export type StealthField = 'side' | 'kind' | 'count';
export interface StealthRow {
  id: string;
  side: Side;
  kind: StealthKind;
  name: string;
  prov: Prov<StealthField>;
}

// ------------------------------------------------------------------ leaders (p.10, p.11, p.64)

export type LeaderBenefit =
  | 'TRAJECTORY_TOTAL_2D6'
  | 'AUTO_SEIZE'
  | 'REPLACE_DIE_WITH_SIX'
  | 'ANY_HEX_RECON'
  | 'ALL_PASS'
  | 'REMOVE_INTEL'
  | 'PLUS_TWO'
  | 'COORDINATION_FOUR';
export type LeaderField = 'name' | 'side' | 'nation' | 'benefit' | 'uses' | 'attach' | 'basePorts' | 'defaultShip' | 'window';
export interface LeaderRow {
  id: string;
  name: string;
  side: Side;
  nation: Nation;
  benefit: LeaderBenefit;
  /** Uses per scenario or operation (p.10: once; Raeder and Pound twice). */
  uses: 1 | 2;
  /** What it sits on (p.10). */
  attach: 'SHIP' | 'PORT' | 'SUBMARINE';
  /** Raeder and Pound: their ports (p.10). */
  basePorts: string[];
  /** Default ship or force (SUB-ROSTER-1, substitute); scenarios say where it goes. */
  defaultShip: string | null;
  /** Months the leader may appear (inclusive). */
  window: { from: YearMonth; to: YearMonth };
  prov: Prov<LeaderField>;
}

// ------------------------------------------------------------------ results and tables (p.22, p.49-54; RULINGS S)

/** Common results of p.49-54 (alphabetical in the rulebook). */
export type ResultCode =
  | 'ALERT_0' | 'ALERT_1' | 'ALERT_2'
  | 'BATTLE' | 'CLOSING' | 'CONTACT' | 'DAMAGE' | 'EARLY_LATE'
  | 'HIT' | 'HIT_VS' | 'HIT_S' | 'IC' | 'LOSE_CONTACT' | 'MISS' | 'SPLASH'
  | 'SEIZE' | 'SHADOW' | 'SIGHTED' | 'SKIRMISH' | 'SLIP' | 'SURPRISE' | 'VIE';

/** An action table cell: one result, or a result plus Contact (air strikes). */
export interface TableCell {
  result: ResultCode;
  contact: boolean;
}

/** An inclusive range; null = open on that end. */
export interface Band {
  min: number | null;
  max: number | null;
}

export type ActionTableId = 'NAVAL_SEARCH' | 'ENGAGE' | 'AIR_STRIKE' | 'STEALTH_ATTACK';
export type ActionTableField = 'columns' | 'rows' | 'cells' | 'allowed';
export interface ExampleCell {
  /** Trajectory Total. */
  total: number;
  /** Modified 2d6. */
  roll: number;
  cell: TableCell;
  /** Rulebook page of the worked example. */
  source: string;
}
export interface ActionTableRow {
  id: ActionTableId;
  /** Rulebook page that refers to the table printed on the board. */
  page: number;
  /** Columns by Trajectory Total, ascending, covering 0.. without gaps. */
  columns: Band[];
  /** Rows by modified 2d6, ascending, covering every integer. */
  rows: Band[];
  /** cells[row][column]. */
  cells: TableCell[][];
  /** The results the rulebook attributes to this action. */
  allowed: ResultCode[];
  /** Cells pinned by the rulebook's worked examples: real data must agree with them too. */
  examples: ExampleCell[];
  /** Why this table is a substitute (RULINGS.md). */
  substituteReason: string;
  prov: Prov<ActionTableField>;
}

// ------------------------------------------------------------------ battle board (p.55-62; RULINGS I-6)

export type ZoneKind = 'FAR' | 'NEAR' | 'CLOSE';
export type ZoneField = 'name' | 'position' | 'owner';
export interface ZoneRow {
  id: 'A_FAR' | 'A_NEAR' | 'CLOSE' | 'B_NEAR' | 'B_FAR';
  kind: ZoneKind;
  /** 'A' = the active player's side, 'B' = the other side, null = shared. */
  owner: 'A' | 'B' | null;
  /** Position on the line of five zones. */
  position: number;
  es: string;
  prov: Prov<ZoneField>;
}
export type RangeName = 'POINT_BLANK' | 'SHORT' | 'LONG' | 'EXTREME';
export type RangeField = 'distance' | 'dice' | 'keep' | 'gv';
export interface RangeRow {
  range: RangeName;
  es: string;
  /** Zone distances (positions apart) giving this range. */
  distance: Band;
  dice: 2 | 3;
  /** With 3 dice, keep the two lowest or highest (p.57). */
  keep: 'ALL' | 'LOW' | 'HIGH';
  /** Which gun value the attacker uses (p.6, p.56). */
  gv: 'gvClose' | 'gvFar';
  prov: Prov<RangeField>;
}

// ------------------------------------------------------------------ scenarios (RULINGS S)

export interface TfSetup {
  id: string;
  side: Side;
  identity: string;
  ships: string[];
  /** Exactly one of: a station hex, a station in a port box, a trajectory, or a battle-board zone. */
  at:
    | { kind: 'STATION'; hex: HexId }
    | { kind: 'BOX'; box: string; port: string }
    | { kind: 'TRAJECTORY'; hexes: HexId[] }
    | { kind: 'BATTLE'; zone: ZoneKind };
  markers: { intel: HexId[]; contact: HexId[]; evasive: boolean };
}
export interface ReinforcementSetup {
  id: string;
  side: Side;
  box: string;
  port: string;
  ships: string[];
}
export interface LeaderSetup {
  leader: string;
  /** A ship id, a stealth force id (Prien), or a port id (Raeder, Pound). */
  on: string;
}
export interface StealthSetup {
  force: string;
  /** A hex, or a box id ('uboat_box', 'sub_reserve'). */
  at: string;
}
export interface ConvoyRules {
  ship: string;
  dispersalAllowed: boolean;
  /** VP to the attacker per hit (p.12). */
  hitVP: number;
  /** Destroyed at this many hits; null = indestructible (p.12, p.58). */
  hitLimit: number | null;
  /** Destination port id (p.29). */
  destination: string | null;
}
export interface DdRules {
  ship: string;
  hitLimit: number;
  /** Torpedo attacks allowed in the scenario (p.59: several in some mini-scenarios). */
  torpedoAttacks: number;
}

/** Conditions the engine evaluates on the state (pure), used by end conditions and VP awards. */
export type Condition =
  | { kind: 'SUNK'; ship: string }
  /** Damaged at some point (a sunk ship counts as damaged). */
  | { kind: 'DAMAGED'; ship: string }
  | { kind: 'COMPLETED'; tf: string; port: string | null }
  | { kind: 'ON_MAP'; tf: string }
  | { kind: 'CLOCK_ZERO' }
  | { kind: 'BATTLE_OVER' }
  | { kind: 'BROKE_AWAY'; side: Side }
  | { kind: 'NOT'; of: Condition }
  | { kind: 'ALL'; of: Condition[] }
  | { kind: 'ANY'; of: Condition[] };

export interface VpAward {
  to: Side;
  vp: number;
  /** Once when the condition first holds at the end, or per event ('PER_HIT' on a convoy). */
  when: Condition | { kind: 'PER_CONVOY_HIT'; ship: string };
  /** Replaces another award's id when both hold (e.g. sunk replaces damaged). */
  replaces?: string;
  id: string;
}
export interface VictoryRules {
  /** Sides that score the default VP schedule (RULINGS S: sinkings, capital damage, convoy hits and completion). */
  defaultSchedule: Side[];
  awards: VpAward[];
  end: Condition[];
  /** Winner: an explicit condition, or the most VP (tie = draw). */
  decide: { kind: 'MOST_VP' } | { kind: 'IF'; cond: Condition; winner: Side; otherwise: Side };
}

export type ScenarioKind = 'TUTORIAL' | 'SOLITAIRE' | 'TWO_PLAYER' | 'MINI' | 'OPERATION';
export type ScenarioField =
  | 'title' | 'kind' | 'map' | 'date' | 'weather' | 'initiative' | 'clock' | 'tfs' | 'reinforcements'
  | 'leaders' | 'stealth' | 'convoys' | 'dds' | 'battle' | 'solo' | 'victory' | 'specialRules';
export interface BattleSetup {
  /** The side whose TF is the active TF (its ships set up in zone A). */
  active: Side;
  /** Deployment result: BATTLE (both Far, smoke allowed) or SURPRISE (p.55). */
  deployment: 'BATTLE' | 'SURPRISE';
  /** Sides whose ships may start with smoke. */
  smokeAtStart: Side[];
  rounds: number;
}
export interface ScenarioRow {
  id: string;
  title: string;
  kind: ScenarioKind;
  map: 'MAIN' | 'INSET_NORWEGIAN_SEA' | 'BATTLE_BOARD_ONLY';
  date: { year: number; month: number; day: number | null };
  weather: Weather;
  initiative: Side;
  /** Operation clock (RULINGS S, a digital device); null for battle-board scenarios. */
  clock: number | null;
  tfs: TfSetup[];
  reinforcements: ReinforcementSetup[];
  leaders: LeaderSetup[];
  stealth: StealthSetup[];
  convoys: ConvoyRules[];
  dds: DdRules[];
  battle: BattleSetup | null;
  /** Solitaire: the automaton's side and its missions (automaton.ts). */
  solo: { botSide: Side; plan: string } | null;
  victory: VictoryRules;
  specialRules: string[];
  prov: Prov<ScenarioField>;
}

/** Scenarios the rulebook names that no source describes: listed so that real data can be slotted in. */
export interface MissingScenarioRow {
  id: string;
  /** The book holding it; 'UNKNOWN' when the rulebook does not say. */
  book: 'TUTORIAL' | 'SOLITAIRE' | 'TWO_PLAYER' | 'UNKNOWN';
  kind: ScenarioKind | 'UNKNOWN';
  /** How many the row stands for (a whole book's scenarios), null when unknown. */
  count: number | null;
  known: string;
  /** Where the rulebook mentions it. */
  page: string;
  /** A count quoted from outside the sources, for sizing only (p.1). */
  unverified?: string;
}

export type CampaignField = 'operations' | 'escortPool' | 'repair' | 'portChecks' | 'carryOver' | 'victory' | 'leaders' | 'convoys';
export interface CampaignRow {
  id: string;
  title: string;
  /** Operation scenario ids, in order. */
  operations: string[];
  /** Escort points per side at the start (CAMP-S1, RULINGS S). */
  escortPool: Record<Side, number>;
  /** Ships damaged at an operation's end miss this many operations. */
  repair: { missOperations: number };
  /** Ports rolled on their check table between operations (p.8); a CLOSED friendly port allows neither completion nor reinforcement. */
  portChecks: string[];
  /** What happens to ships still on the map at an operation's end. */
  carryOver: { onMapAtEnd: 'AS_COMPLETED'; completedReturn: boolean };
  victory: 'CUMULATIVE_VP';
  /** Leader benefits reset per operation (p.10 "una vez en cada escenario u operación"). */
  leaders: 'RESET_PER_OPERATION';
  /** Convoys start each operation undispersed (p.12). */
  convoys: 'UNDISPERSED_AT_START';
  prov: Prov<CampaignField>;
}
