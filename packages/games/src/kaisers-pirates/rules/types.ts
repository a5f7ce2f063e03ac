/**
 * Plain, serialisable game state of The Kaiser's Pirates. No boardgame.io imports here.
 * Public state lives at the top level; G.secret holds what nobody may see (deck orders, the set-aside pile,
 * the discard pile below its top two, the ghost's hand, the engine's continuation stack); G.players[seat]
 * holds what only that seat may see (hand, identities of its face-down committed cards, Intelligence looks).
 */
import type { ActionType, Die } from '../data';
import type { LogEvent } from '../../common/log';
import type { KaisersPiratesOptions } from '../options';

/** A side of the table: a seat '0'..'3'; in solitaire '0' is the live player and '1' the ghost [5.0]. */
export type Side = string;

export type ShipKind = 'warship' | 'raider' | 'merchant' | 'prize';

/** A ship card on the table; its id is the card id (cards are unique). */
export interface Ship {
  id: string;
  kind: ShipKind;
  /** Recognized (card rotated 90°) [3.2.3.1]. Warships and merchants are always recognized [3.2.3.2, 3.2.4.1]. */
  rec: boolean;
  /** Damage markers: 0/1, more only with optional rule 6.8 [1.3.1]. */
  dmg: number;
  /** Limited Supplies marker [1.3.2]. */
  ls: boolean;
  /** In an Island Refuge [3.3.17]: the card on it (null for the ghost [5.3.3.7]) and the turn it entered. */
  refuge?: { card: string | null; entered: number };
  /** A prize's original owner [3.2.5]. */
  orig?: Side;
}

export type VASource = 'sunk' | 'safe_conduct' | 'prize_kept' | 'prize_exhausted' | 'pointed';

/** A card in a Victory Award pile [2.3, 3.1.8] (public). */
export interface VAEntry {
  id: string;
  deck: 'warship' | 'merchant' | 'action' | 'virtual';
  /** Printed VA. */
  va: number;
  /** 2 for a prize brought to Safe Conduct or held at round end [3.2.5.3]. */
  mult: 1 | 2;
  source: VASource;
  /** Discarded at random by the warship cap at round end [2.3.1]. */
  capped?: boolean;
}

export interface Force {
  /** Warships, raiders and prizes (the row nearest the player) [2.2, 3.2.5]. */
  ships: Ship[];
  /** Merchants (the far row). */
  merchants: Ship[];
  va: VAEntry[];
  /** A Deception or Fog Bank waiting for this side's next turn [3.3.8, 3.3.11]; card null = placed by the ghost. */
  pending: { kind: 'deception' | 'fog'; card: string | null; by: Side } | null;
  /** Solitaire: a Deception or Recon Aircraft was played on the ghost: its next turn is cut down [5.3.3.9-10]. */
  ghostReduced?: boolean;
  /** Action cards in hand (the count is public) [3.1.9 spirit]. */
  handCount: number;
}

/** A face-down committed card [3.2.1]; identity in players[seat].committed until revealed. */
export interface Slot {
  n: number;
  /** Which half was committed (shown to all unless hideCommitOrientation, ruling A-20: then 'hidden' in others' views). */
  half: 'intercept' | 'action' | 'hidden';
  /** The ship it sits on (an Intercept! half or Lay Mines), or null: in front of the Force [3.2.1]. */
  on: string | null;
  revealed: boolean;
  /** Public once revealed. */
  card?: string;
  /** How it was used when revealed (e.g. 'british', 'ship', 'supplement'). */
  use?: string;
}

export interface TurnState {
  /** Global turn counter (Island Refuge stays count turns). */
  no: number;
  seat: Side;
  mode: 'normal' | 'deception' | 'fog';
  /** A Second Chance extra turn [3.3.30]. */
  extra: boolean;
  committed: boolean;
  slots: Slot[];
  /** R1: the single opponent of this turn's attacks [3.1.3]. */
  attackTarget: Side | null;
  /** R2: before any attack, the opponent all non-intercept cards aimed at [3.1.4.1]. */
  preTarget: Side | null;
  /** R2: after the first attack, the single other opponent [3.1.4]. */
  otherTarget: Side | null;
  /** R4: enemy ships intercepted (announced) this turn [3.1.3.2]. */
  intercepted: string[];
  /** R10: merchants whose intercept an AMC took over [3.3.1]. */
  amcIgnored: string[];
  /** R3 for the ghost (no cards): its ships that intercepted or laid mines this turn [3.1.3.1]. */
  acted: string[];
  secondChance: boolean;
  radioPlayed: boolean;
  /** Reaction cards played this turn by any side, in play order [3.1.5]. */
  reacted: { side: Side; card: string }[];
  /** Other cards that go to the discard pile at the end of the turn, by owner (refuge cards of ships that left play, AMC/Q-ship cards not sunk, Reflag from hand). */
  discards: { side: Side; card: string }[];
  /** Ships that left an Island Refuge this turn: they cannot intercept or lay mines [3.3.17]. */
  leftRefuge: string[];
  /** 6.12: prizes that resupplied a ship this turn. */
  prizesUsed: string[];
  /** Deception: the random card drawn from the hand, shown to all [3.3.8]. */
  deceptionCard: string | null;
  /** The pending Deception/Fog Bank card that affects this turn (discarded at its end). */
  affectedBy: { kind: 'deception' | 'fog'; card: string | null } | null;
}

/** The reaction window kinds [3.2.2]. */
export type WindowType = 'sub' | 'multi' | 'british' | 'interrogate' | 'mines' | 'torpedo' | 'recalled' | 'reflag';

export interface ReactWindow {
  type: WindowType;
  /** Who is attacking (the active side, or the side whose ship was recognized for 'reflag'). */
  attacker: Side;
  /** The targeted ship (merchant, warship, raider, prize), or the recognized ship for 'reflag'. */
  target: string | null;
  /** The intercepting ship or submarine card, if any. */
  by: string | null;
  night: boolean;
  surprise: boolean;
  /** Reaction types that may be played in this window (decided from public information only). */
  allowed: ActionType[];
}

export type ChooseQuestion = 'slimKeep' | 'fullSpeed' | 'pursuit' | 'captureResupply' | 'breakoutGive' | 'firstPlayer' | 'safeConduct';

/** The decision the game waits for (public). */
export type Pending =
  | { kind: 'commit'; seat: Side }
  | { kind: 'act'; seat: Side }
  | { kind: 'target'; seat: Side; ship: string; remaining: string[]; surprise: boolean; boarded: string[] }
  | { kind: 'react'; seat: Side; window: ReactWindow }
  | { kind: 'choose'; seat: Side; question: ChooseQuestion; options: string[]; about: string | null }
  | { kind: 'intel'; seat: Side; count: number }
  | { kind: 'retain'; seats: Side[]; max: number; pool: Record<Side, string[]>; kept: Record<Side, string[]> };

/** A coin rolled [1.2, 3.2.7]: every die's value; the highest plus the modifier is the total (at least 1). */
export interface DiceRoll {
  coin: Die[];
  rolls: number[];
  mod: number;
  total: number;
}

export interface RoundScore {
  round: number;
  va: Record<Side, number>;
  rp: Record<Side, number>;
  /** Warship/raider cards discarded at random by the cap [2.3.1]. */
  capped: Record<Side, string[]>;
}

/** Per-seat private state (removed from every other viewer). */
export interface PlayerPrivate {
  hand: string[];
  /** Card ids of this turn's committed slots, by slot number. */
  committed: string[];
  /** Intelligence hand mode: a snapshot of an opponent's hand [3.3.14]. */
  intelHand: { side: Side; cards: string[]; turn: number } | null;
  /** Intelligence deck mode: the cards to reorder (top first) [3.3.14]. */
  intelDeck: string[] | null;
  /** The known order of the top of the action deck (next draw first) after Intelligence. */
  knownTop: string[];
}

/** Engine continuation frames (secret: may hold hidden card ids). */
export type Frame = { f: string; step: string; [k: string]: unknown };

export interface Secret {
  /** Draw piles: the top card is the LAST element. */
  warship: string[];
  merchant: string[];
  action: string[];
  /** Cards removed at random at the start of the round [2.1.1-2.1.3]. */
  setAside: string[];
  /** The whole discard pile, top = last. Players may only see the top two [3.1.7]. */
  discard: string[];
  solitaire: string[];
  ghostHand: string[];
  stack: Frame[];
}

export interface GameState {
  options: KaisersPiratesOptions;
  mode: 'solo' | 'individual' | 'teams';
  /** Sides in clockwise order (ctx.playOrder order; the ghost is '1' in solitaire). */
  sides: Side[];
  /** Human seats (boardgame.io players). */
  seats: Side[];
  ghost: Side | null;
  /** Teams [4.1]: seats 0 & 2 against 1 & 3. */
  teams: Side[][] | null;
  round: number;
  /** Rounds that must be played before the winner is decided (3, plus tie-break rounds) [2.5]. */
  roundsToPlay: number;
  /** Sides still competing in a tie-break round (all sides in normal rounds) [2.5]. */
  contenders: Side[];
  forces: Record<Side, Force>;
  turn: TurnState | null;
  next: { seat: Side; extra: boolean } | null;
  pending: Pending | null;
  /** Public deck information [3.1.7, 3.1.9, 2.4]. */
  decks: {
    warshipCount: number;
    /** Ship cards placed face up under the warship deck (public, ruling A-51). */
    warshipUsed: string[];
    /** Warship/raider cards removed from play this round (6.5.2). */
    warshipRemovedThisRound: string[];
    merchantCount: number;
    merchantUsed: string[];
    actionCount: number;
    setAsideCount: number;
    discardCount: number;
    /** The top two discards, top first (empty in solitaire: discards are face down [5.2.1]). */
    discardTop: string[];
    solitaireCount: number;
    /** Solitaire cards drawn since the last reshuffle, in order (public). */
    solitaireUsed: string[];
    /** Cards out of this game (Beyond 1914 ships and merchants, solitaire's Intelligence/Radio Intercept, 6.5.3 Breakouts). */
    outOfGame: string[];
  };
  history: RoundScore[];
  totals: { rp: Record<Side, number>; va: Record<Side, number> };
  /**
   * The log events of the setup (the deal, the first player's roll, maybe the ghost's first turn), until
   * the first move's log entry carries them; absent afterwards. Each viewer sees them redacted (view.ts).
   * The log itself is not in the state: every move's events travel on its log entry (rules/events.ts,
   * common/log.ts).
   */
  opening?: LogEvent[];
  /** Game turns started so far (the turn counter). */
  turnCount: number;
  /** The final result once the game is over. */
  result: { winners: Side[]; points: Record<Side, number> } | null;
  secret: Secret;
  players: Record<Side, PlayerPrivate>;
}

/** What a seat (or spectator) sees: the state without G.secret and other seats' private parts. */
export type PublicState = Omit<GameState, 'secret' | 'players'> & { players: Partial<Record<Side, PlayerPrivate>> };
