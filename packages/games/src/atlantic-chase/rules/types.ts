/**
 * The state of an Atlantic Chase match (DESIGN.md "State shape"), plain JSON. Everything is public except
 * `secret` (nobody: the automaton's plan, unidentified TFs' ships, the automaton's hidden commitments) and
 * `players[seat]` (that seat: its uncommitted simultaneous declarations, RULINGS.md I-39). Pure types.
 */
import type { HexId, Side, Speed, Weather, ZoneRow } from '../data/types';
import type { Frame } from '../../common/procedure';

export type { HexId, Side, Speed, Weather };
export type Mode = 'TWO_PLAYER' | 'HOTSEAT' | 'SOLO';
export type ZoneId = ZoneRow['id'];

/** Station (in a hex, in a port box, or off the map in a battle-board scenario) or trajectory (p.14). */
export type Rep = { k: 'S'; hex: HexId | null; box: string | null; port: string | null } | { k: 'T'; hexes: HexId[] };

export interface TF {
  id: string;
  side: Side;
  identity: string;
  /** Ship ids; [] while unidentified (solitaire, p.52: the ships are in G.secret). */
  ships: string[];
  rep: Rep;
  /** Hexes of segments carrying an Intel marker (never a station, p.21). */
  intel: HexId[];
  /** Hexes of the station or segments carrying a Contact marker (p.23). */
  contact: HexId[];
  /** At most one EM marker (p.24). */
  em: boolean;
  /** Removed from the map: completed (p.29) or eliminated. */
  gone?: 'completed' | 'eliminated';
  /** Unidentified TF: only its speed shows (p.52). */
  unidentified?: true;
  speed?: Speed;
}

export interface ShipState {
  tf: string | null;
  status: 'play' | 'group' | 'completed' | 'sunk' | 'out';
  damaged: boolean;
  hits: number;
  /** Ever damaged (sunk ships count; VP and victory conditions). */
  wasDamaged?: true;
  /** Torpedo attacks made this scenario (p.59, I-9). */
  torps: number;
  dispersed?: true;
  /** Convoy or DD hit limit reached: destroyed (p.12). */
  destroyed?: true;
}

export interface StealthState {
  side: Side;
  kind: 'SUB' | 'MINES' | 'UBOAT';
  /** A hex, 'uboat_box', 'sub_reserve', or null once used (removed from play, p.41). */
  at: string | null;
}

export interface LeaderState {
  /** Ship, stealth force or port id; null once removed. */
  on: string | null;
  /** Uses left (p.10: 1, Raeder and Pound 2). */
  uses: number;
}

export interface GroupState {
  side: Side;
  box: string;
  port: string;
  ships: string[];
  entered: boolean;
}

/** One ship on the battle board (RULINGS I-6). */
export interface BattleShip {
  zone: ZoneId;
  smoke: boolean;
  /** Obscured by this friendly smoke-maker (p.60). */
  by: string | null;
  left?: true;
}

export interface Battle {
  hex: HexId | null;
  /** Side whose ships are on side A of the board (the active player's, p.55). */
  a: Side;
  tfs: Record<Side, string>;
  round: number;
  rounds: number;
  limited: boolean;
  /** Round-1 fire order after a faster Surprise (p.54). */
  surprise: boolean;
  ships: Record<string, BattleShip>;
  /** Maneuver: ships that moved this round. */
  moved: string[];
  /** The side that broke away successfully (VP in MS-S2). */
  brokeAway: Side | null;
  /** The action that started it (VIE afterwards unless an action says otherwise, p.62). */
  from: 'SCENARIO' | 'ENGAGE' | 'NAVAL_SEARCH';
}

/** A simultaneous declaration (commit-then-reveal, RULINGS I-39). */
export type Commitment =
  { kind: 'fire'; targets: Record<string, string> } | { kind: 'torpedo'; targets: Record<string, string> } | { kind: 'breakAway'; yes: boolean };

/** Public description of the pending decision (what the UI prompts and ai.enumerate reads). */
export interface Pending {
  kind: string;
  seat?: string;
  seats?: string[];
  /** The side that answers (single-seat decisions). */
  side?: Side;
  /** Decision-specific public data (options to choose among, the TF concerned...). */
  data?: Record<string, unknown>;
}

export interface ActionFrame extends Frame {
  f: 'action';
  /** NAVAL_SEARCH | ENGAGE | AIR_STRIKE | STEALTH_ATTACK */
  kind: 'NAVAL_SEARCH' | 'ENGAGE' | 'AIR_STRIKE' | 'STEALTH_ATTACK';
  side: Side;
  active: string;
  target: string;
  hex: HexId;
  coord: Partial<Record<Side, string>>;
  air: Partial<Record<Side, { source: string; launch: HexId }>>;
  alert: number;
  em: boolean;
  total: number;
  krancke?: number;
  dice?: number[];
  mods?: Array<[string, number]>;
  roll?: number;
  result?: string;
  contact?: boolean;
  battle?: boolean;
  /** The action was cancelled by an interruption (its follow-up: VIE, IC, or nothing). */
  cancelled?: 'VIE' | 'IC';
  missIntel?: boolean;
  /** Krancke/Tovey still to offer, and the pre-rolled 2d6 of the one offered (p.10). */
  kr?: string[];
  krRoll?: number;
  /** Gensoul offered; the post-roll leader window offered. */
  gensoul?: boolean;
  rolled?: boolean;
}

export interface G {
  v: 1;
  data: { map: string; roster: string; tables: string; scenarios: string };
  scenario: string;
  mode: Mode;
  /** The seat of each side; null = the solitaire automaton. */
  seat: Record<Side, string | null>;
  year: number;
  month: string;
  weather: Weather;
  initiative: Side;
  /** Initiative changes so far: one boardgame.io turn per holding of the initiative (p.25, p.26). */
  changes: number;
  /** The kit's record of the boardgame.io turn (common/kit.ts `turns.key`). */
  bgTurn?: number;
  tally: number;
  clock: number | null;
  vp: Record<Side, number>;
  /** Award ids already scored (once-only awards, capital damage). */
  scored: string[];
  tfs: Record<string, TF>;
  ships: Record<string, ShipState>;
  groups: Record<string, GroupState>;
  stealth: Record<string, StealthState>;
  leaders: Record<string, LeaderState>;
  /** Campaign: friendly ports closed this operation by their port check (p.8, CAMP-S1, RULINGS S). */
  closed: string[];
  /** Convoy dispersal used (once per scenario, p.12). */
  dispersals: string[];
  /** Lütjens (p.10) and Marschall/Forbes (p.10) obligations on the next action. */
  obligation: { side: Side; tf: string; kinds: string[] } | null;
  /** Rules options (p.63, and the rulings' switches in RULINGS.md). */
  opt: { damagedRestriction: boolean; cvLimit: boolean; battleRemovesEM: boolean };
  battle: Battle | null;
  stack: Frame[];
  pending: Pending | null;
  /** Actions taken so far (the fuzz's end-of-game count; also the automaton's budget). */
  actions: number;
  result: { winner: Side | 'DRAW'; vp: Record<Side, number>; reason: string } | null;
  secret: {
    automaton?: { routes: Record<string, number>; pace: Record<string, number>; step: Record<string, number> };
    unidentified?: Record<string, string[]>;
    commits?: Partial<Record<Side, Commitment>>;
  };
  players: Record<string, { commits?: Partial<Record<Side, Commitment>> }>;
}
