import type { LogEvent, PublicLogEvent } from '../../common/log';
import type { Side, Zone, ZoneDecl } from '../data/types';
import type { Pile } from './pile';

export type Seat = string;
export type Mode = 'basic' | 'twoPlayer' | 'advanced' | 'solitaire';

/**
 * What the rules get besides the state, built from the kit's move context (moves.ts `ctxOf`): the match's
 * randomness, d6 rolls and shuffles (boardgame.io's random plugin in a match, scripted in tests), and the
 * structured log (rules/events.ts), whose events the kit puts on the move's log entry.
 */
export interface Ctx {
  d6(): number;
  shuffle<T>(items: T[]): T[];
  emit(e: LogEvent): void;
}

/** Advanced multiplayer rules (§14), each an independent flag. */
export interface Flags {
  convoySelection: boolean;
  discardHand: boolean;
  divideSpoils: boolean;
}

/**
 * One player's cards put face up in one turn (§5 "jugada"). Every id in a Play is a card that is on the
 * table right now: cards that leave it (storm, fate, supply, capture) are taken out of every field.
 */
export interface Play {
  /** Sequence number within the round (1-based): the public handle a storm cancels. */
  no: number;
  seat: Seat;
  /** Which half of a two-player double round (1 or 2); always 1 in multiplayer. */
  sub: number;
  /** Made at a delayed intelligence turn (§9 Ultra / B-Dienst). */
  delayed: boolean;
  /** null when the play holds only a storm (storms are neutral). */
  side: Side | null;
  normals: string[];
  /** Normal cards whose fate victim is the current convoy: value doubled (§7). */
  doubled: string[];
  bonuses: { id: string; parent: string | null }[];
  /** Admiral, Raid on St. Nazaire, 2nd Happy Time (stay on the table until the round ends). */
  specials: string[];
  admiral: 'combine' | 'double' | null;
  supplies: string[];
  /** Fate cards of this play that destroyed their victim (§7; they do not count for spoils, A-27). */
  killers: string[];
  cancelled: boolean;
  /** Dice rolled at the end of the round, per normal card (§6 "Tirada de dados"). */
  dice: Record<string, number[]>;
  value: number | null;
}

export interface Slot {
  seat: Seat;
  sub: number;
  delayed: boolean;
  /** Delayed slots: the intelligence card that created it. */
  intel: string | null;
  status: 'todo' | 'done' | 'skipped';
}

export interface StormState {
  card: string;
  holder: Seat;
  /** The holder has not rolled yet (he rolls at the end of his turn, §9). */
  pending: boolean;
}

export interface IntelState {
  card: string;
  seat: Seat;
  side: Side;
  status: 'waiting' | 'done';
}

export interface Round {
  leader: Seat;
  declared: ZoneDecl | null;
  slots: Slot[];
  cursor: number;
  plays: Play[];
  nextNo: number;
  storm: StormState | null;
  intel: IntelState[];
  /** Two-player: the mid-battle refill between the two rounds of a double round has happened (§13). */
  midRefill: boolean;
}

/** A card left under the convoy after a tied round (§11 "Combate Empatado"): public. */
export interface UnderCard {
  id: string;
  seat: Seat;
  round: number;
  no: number;
}

export interface Resolution {
  side: Side;
  totals: Record<Side, number>;
  trickWinner: Seat;
  /** Supply cards of the winning side still to be used, in the order they were played (§10). */
  supplyQueue: { seat: Seat; card: string }[];
  /** Advanced rules: the spoils to divide (§14). */
  spoils: { pool: string[]; eligible: Seat[] } | null;
  /**
   * Advanced rules: who shares the spoils (§14), fixed when the battle ends, before any supply card refuels
   * a card (§10 "después de la batalla"). Absent in a resolution stored by older code.
   */
  eligible?: Seat[];
}

export interface Battle {
  convoy: string;
  /** Rounds fought for this convoy so far (including the current one). */
  rounds: number;
  under: UnderCard[];
  round: Round;
  resolution: Resolution | null;
}

export type Prompt =
  | { kind: 'chooseConvoy'; seat: Seat }
  | { kind: 'zone'; seat: Seat }
  | { kind: 'turn'; seat: Seat; delayed: boolean }
  | { kind: 'stormTarget'; seat: Seat }
  | { kind: 'supply'; seat: Seat; card: string }
  | { kind: 'spoils'; seat: Seat }
  | { kind: 'soloZone'; seat: Seat }
  | { kind: 'soloPlace'; seat: Seat; side: Side }
  | { kind: 'soloResolve'; seat: Seat; side: Side; card: string; need: 'cancel' | 'zone'; count: number }
  | { kind: 'soloWithdraw'; seat: Seat; side: Side };

export interface Trick {
  convoy: string;
  cards: string[];
}

/** What only this seat may see. */
export interface PrivateSeat {
  hand: string[];
  tricks: Trick[];
  /** Fate victims held face down (§7). */
  victims: string[];
  /** Advanced: spoils received without the convoy (§14). */
  spoils: string[];
  /** Advanced: the two convoys the leader drew (§14 "Selección de Convoy"). */
  convoyChoice: string[];
  /** Solitaire: both sides' loot (the single human handles both piles, §15 step 15). */
  soloLoot: Record<Side, SoloPile> | null;
}

/** What everybody may see of a seat. */
export interface PublicSeat {
  hand: number;
  limit: number;
  tricks: { convoy: string; count: number }[];
  victims: number;
  spoils: number;
}

/** Face-down piles (see rules/pile.ts: space-separated ids, top first). */
export interface Secret {
  deck: Pile;
  discard: Pile;
  convoys: Pile;
  removed: Pile;
  convoyDiscard: Pile;
  /** Solitaire: the two separate force decks and their discard piles (§15.1). */
  soloDeck: Record<Side, Pile>;
  soloDiscard: Record<Side, Pile>;
}

export interface Counts {
  deck: number;
  discard: number;
  convoys: number;
  convoyDiscard: number;
  removed: number;
  soloDeck: Record<Side, number>;
  soloDiscard: Record<Side, number>;
}

export interface Standing {
  seat: Seat;
  vp: number;
  convoyVP: number;
  lowestConvoy: number | null;
  tricks: Trick[];
  victims: string[];
  spoils: string[];
}

export interface GameResult {
  standings: Standing[];
  winners: Seat[];
  points: Record<Seat, number>;
  /** Solitaire: the two sides' loot. */
  solo?: Record<Side, { vp: number; convoyVP: number; lowestConvoy: number | null }>;
}

// ---------------------------------------------------------------- solitaire (§15)

export interface SoloPlaced {
  id: string;
  /** Bonus cards: parent normal card, or null when standalone. */
  parent: string | null;
}

export interface SoloSpecial {
  id: string;
  /** Admirals: cancel an enemy card or change the zone(s) (§15 "Almirantes"). */
  mode: 'cancel' | 'zone' | null;
  /** Supply cards: the own placed card it protects (§15 "Vaca lechera"). */
  protect: string | null;
  resolved: boolean;
}

interface SoloPile {
  convoys: string[];
  cards: string[];
}

export type SoloStep = 'start' | 'zone' | 'placeI' | 'drawO' | 'placeO' | 'specials' | 'withdraw' | 'fight' | 'over';

export interface Solo {
  human: Side;
  /** Side with the initiative this battle (§15 step 1); null before the first roll. */
  initiative: Side | null;
  step: SoloStep;
  convoy: string | null;
  /** Dice rolled this battle, per card (public). */
  dice: Record<string, number[]>;
  totals: Record<Side, number> | null;
  zones: Zone[];
  /** Cards drawn this battle and not placed (visible on the table). */
  drawn: Record<Side, string[]>;
  placed: Record<Side, SoloPlaced[]>;
  specials: Record<Side, SoloSpecial[]>;
  /** Cards whose combat factor is doubled because the convoy is their victim (§15 steps 6 and 11). */
  doubled: string[];
  /** Fate victims reserved as loot for the fate side (§15 step 11). */
  reserved: Record<Side, string[]>;
  /** Fate cards that destroyed a victim: discarded at step 15, never loot (§15 step 11). */
  fateCards: string[];
  /** Protected cards carried to the next battle (§15 "Vaca lechera"). */
  carry: Record<Side, string[]>;
  /** Special cards still to resolve at step 13, in order. */
  queue: { side: Side; id: string }[];
  /** A storm being passed back and forth (§15 "Tormenta"). */
  storm: { card: string; holder: Side; passes: number } | null;
  battles: number;
}

/**
 * The last resolved round (two-player: double round; solitaire: battle), kept public so the table can
 * show it after the engine has moved on (every card in it was face up on the table when it was resolved).
 * Replaced at the next resolution.
 */
export interface LastRound {
  battleNo: number;
  convoy: string;
  /** The zone the leader declared (multiplayer) or null (solitaire). */
  declared: ZoneDecl | null;
  /** The zones that counted at resolution. */
  zones: Zone[];
  /** Multiplayer: every play of the round as resolved (cancelled plays are empty), with dice and values. */
  plays: Play[];
  /**
   * Solitaire: the cards each side had in the fight, with dice, and the fate cards that destroyed their
   * victims at step 11 (each victim, `fateVictim` of its card, is loot for the fate card's side).
   */
  solo: { initiative: Side; placed: Record<Side, SoloPlaced[]>; dice: Record<string, number[]>; fate: string[] } | null;
  totals: Record<Side, number>;
  /** 'win': a side won the convoy; 'tie': the sides tied and the battle goes on; 'noCombat': nobody won it. */
  outcome: 'win' | 'tie' | 'noCombat';
  side: Side | null;
  /** The seat that took the trick (multiplayer wins). */
  trickWinner: Seat | null;
  /**
   * A win: the losing side's cards taken with the convoy (multiplayer §11: under it, face down from now on,
   * or divided as spoils, §14; solitaire §15 step 15: loot). Empty until the capture, which may wait for the
   * supply cards' decisions.
   */
  captured: string[];
  /** Multiplayer wins: who took the convoy and how many of the captured cards (the trick winner, or the §14 division). */
  takers: { seat: Seat; convoy: boolean; cards: number }[];
  /** Multiplayer wins: the supply cards used (§10), each card refuelled back into its player's hand. */
  refuels: { seat: Seat; supply: string; card: string }[];
}

export interface SoloPublic {
  convoys: Record<Side, string[]>;
  cards: Record<Side, number>;
}

export interface AsState {
  mode: Mode;
  flags: Flags;
  seats: Seat[];
  /** Index in seats of the first player (jugador/mano). */
  first: number;
  /** The cut for first player (§3), public. */
  cut: { seat: Seat; convoy: string }[];
  /** Rounds started so far in the game (leader rotation, §5). */
  roundNo: number;
  /** Battles started so far. */
  battleNo: number;
  battle: Battle | null;
  prompt: Prompt | null;
  pub: Record<Seat, PublicSeat>;
  players: Record<Seat, PrivateSeat>;
  secret: Secret;
  counts: Counts;
  /**
   * The setup's log events (the cut or the dealer, the first battle; solitaire: the first battle up to the
   * player's first decision), public: the kit's setup has no log entry to carry them. Every move's events
   * travel on its own log entry (moves.ts), never here; nothing is added after the setup.
   */
  log: PublicLogEvent[];
  result: GameResult | null;
  /** The last resolved round, public (see LastRound). */
  lastRound: LastRound | null;
  solo: Solo | null;
  soloPub: SoloPublic | null;
}

export type { Side, Zone, ZoneDecl };
