/**
 * The Kaiser's Pirates' structured log (the game kit's log events, common/log.ts): every event kind the
 * rules emit, with its fields and the rulebook section it cites. The rules emit typed events
 * (`KPEvent`, through `emit` in core.ts); `encodeEvent` packs one into the kit's flat shape (`seat`, `ids`,
 * `n`, `rule`) and `decodeEvent` unpacks a (redacted) event on the client, which words it in the player's
 * language. No text here: the table's words are the client's (packages/client/src/games/kaisers-pirates/
 * log-text.ts). Pure: no boardgame.io import.
 *
 * Packing: fields are packed in the order the table lists them; strings (card and ship ids, sides, words)
 * go to `ids`, numbers to `n`. A missing card or side is '-'; a list puts its length in `n`, then its items;
 * a roll is `[dice, ...dice (sides * 100 + value), modifier, total]` in `n`.
 */
import type { LogEvent, PublicLogEvent } from '../../common/log';
import type { DiceRoll, Side } from './types';

/** How one field of an event is packed. An array of words is an enumeration (one of them). */
type FieldType = 'seat' | 'card' | 'card?' | 'cards' | 'side' | 'side?' | 'sides' | 'word' | 'words' | 'num' | 'flag' | 'roll' | 'rolls' | readonly string[];

type ValueOf<T> = T extends 'seat' | 'side'
  ? Side
  : T extends 'card' | 'word'
    ? string
    : T extends 'card?'
      ? string | null
      : T extends 'side?'
        ? Side | null
        : T extends 'cards' | 'words'
          ? string[]
          : T extends 'sides'
            ? Side[]
            : T extends 'num'
              ? number
              : T extends 'flag'
                ? boolean
                : T extends 'roll'
                  ? DiceRoll
                  : T extends 'rolls'
                    ? DiceRoll[]
                    : T extends readonly (infer W)[]
                      ? W
                      : never;

interface Spec {
  /** The rulebook section an event of this kind cites unless it names its own. */
  rule: string;
  fields: Readonly<Record<string, FieldType>>;
}

/** The result of an attack on a ship [3.2.7.1]. */
const RESULT = ['none', 'damaged', 'sunk'] as const;
/** The result of a Shallow Run crossing [3.3.31]. */
const CROSSING = ['unharmed', 'damaged', 'sunk'] as const;

/**
 * Every event kind: its fields (in packing order) and the section it cites. `seat` is the side that acts
 * (the ghost's side in solitaire), or the side the event is about.
 */
export const EVENTS = {
  // ------------------------------------------------------------ the game, rounds and turns
  /** A game begins [2.0, 4.1, 5.0]. */
  gameStart: { rule: '2.0', fields: { mode: ['solo', 'individual', 'teams'], players: 'num' } },
  /** Balanced Tournament's fixed forces are dealt [6.4]. */
  balancedDeal: { rule: '6.4', fields: {} },
  /** A round is dealt: action cards set aside unseen, cards left to draw [2.1.1-2.1.5]. */
  roundDeal: { rule: '2.1.1-2.1.5', fields: { round: 'num', setAside: 'num', left: 'num' } },
  /** A d10 each for the first turn; the highest (`basis`) starts, ties roll again [3.1, A-35]. */
  firstRoll: { rule: '3.1', fields: { basis: ['highest', 'lowestRp', 'lowestFleet'], sides: 'sides', rolls: 'rolls' } },
  /** Who takes the first turn of the round, and why: the highest d10, the lowest Round Points or fleet VA, the live player's choice [3.1, 5.1.3]. */
  firstTurn: { rule: '3.1', fields: { seat: 'seat', round: 'num', basis: ['highest', 'lowestRp', 'lowestFleet', 'chosen'] } },
  /** A turn begins: a normal, Fog Bank or Deception turn, an extra one after Second Chance [3.1, 3.3.8, 3.3.11, 3.3.30]. */
  turnStart: { rule: '3.1', fields: { seat: 'seat', turn: 'num', mode: ['normal', 'fog', 'deception'], extra: 'flag' } },
  /** Deception: the card drawn at random from the hand, shown to all [3.3.8]. */
  deceptionDraw: { rule: '3.3.8', fields: { seat: 'seat', card: 'card' } },
  /** Cards committed face down, and the ships they sit on [3.2, 3.2.1]. */
  commit: { rule: '3.2', fields: { seat: 'seat', count: 'num', ships: 'cards' } },
  /** End of turn: discards, face up (named) or, in solitaire, face down (counted) [3.1.5, 5.2.1]. */
  discard: { rule: '3.1.5', fields: { seat: 'seat', cards: 'cards', count: 'num' } },
  /** End of turn: an action card drawn (named only to the drawer) and the cards left [3.1.1, 3.1.9]. */
  draw: { rule: '3.1.9', fields: { seat: 'seat', card: 'card?', left: 'num' } },
  /** The ghost's draw goes face down on the discard pile unseen [5.3.2]. */
  ghostDraw: { rule: '5.3.2', fields: { seat: 'seat', left: 'num' } },
  /** The last action card is drawn: the round ends [2.0, A-33]. */
  lastCard: { rule: '2.0', fields: { round: 'num' } },
  /** New merchants refill a Force to three [3.1.6]. */
  merchantsDrawn: { rule: '3.1.6', fields: { seat: 'seat', ships: 'cards' } },
  /** A ship deck is rebuilt from its used cards [3.1.10, A-29]. */
  reshuffle: { rule: '3.1.10', fields: { deck: ['warship', 'merchant'], count: 'num' } },
  /** A side's round score: VA, Round Points and the ships the warship cap discarded [2.3]. */
  score: { rule: '2.3', fields: { seat: 'seat', round: 'num', va: 'num', rp: 'num', capped: 'cards' } },
  /** Still tied on Round Points and VA: another round for the tied sides [2.5, A-21]. */
  tieRound: { rule: '2.5', fields: { round: 'num', contenders: 'sides' } },
  /** The game is over: the winners (the ghost included) and what decided it [2.5, 4.10, T-1]. */
  gameOver: { rule: '2.5', fields: { winners: 'sides', by: ['rp', 'va', 'shared'] } },
  /** Ships kept for the next round [2.4.1]. */
  keepShips: { rule: '2.4.1', fields: { seat: 'seat', ships: 'cards' } },

  // ------------------------------------------------------------ reveals
  /** A ship's Intercept! of merchants, with its supplements (Good Hunting, Shipping Lanes, Surprise Attack, Boarding Party) [3.2.8.1]. */
  revealIntercept: { rule: '3.2.8.1', fields: { seat: 'seat', card: 'card', ship: 'card', targets: 'cards', supplements: 'cards', night: 'flag' } },
  /** A British Forces Intercept! of a ship [3.2.8.3]. */
  revealBritish: { rule: '3.2.8.3', fields: { seat: 'seat', card: 'card', target: 'card', night: 'flag', surprise: 'card?' } },
  /** Lay Mines or a UC submarine's mines against every merchant of a side [3.2.8.2]. */
  revealMines: { rule: '3.2.8.2', fields: { seat: 'seat', card: 'card', ship: 'card?', against: 'side' } },
  /** A submarine's torpedo attack [3.3.34]. */
  revealTorpedo: { rule: '3.3.34', fields: { seat: 'seat', card: 'card', target: 'card' } },
  /** Interrogate [3.3.16]. */
  revealInterrogate: { rule: '3.3.16', fields: { seat: 'seat', card: 'card', target: 'card' } },
  /** The Monitor against a ship in an Island Refuge [3.3.20]. */
  revealMonitor: { rule: '3.3.20', fields: { seat: 'seat', card: 'card', target: 'card', surprise: 'card?' } },
  /** Any other action half, against a side and/or a ship [3.2.8, 3.3]. */
  revealAction: { rule: '3.2.8', fields: { seat: 'seat', card: 'card', against: 'side?', target: 'card?' } },
  /** A Surprise Attack or Boarding Party revealed for the next merchant of an Intercept! [3.2.3, A-03]. */
  revealSupplement: { rule: '3.2.3', fields: { seat: 'seat', card: 'card', ship: 'card' } },

  // ------------------------------------------------------------ intercepts, attacks and reactions
  /** A reaction card played from hand [3.2.2]. */
  react: { rule: '3.2.2', fields: { seat: 'seat', card: 'card' } },
  /** A ship's attack on a merchant (a capture with a Boarding Party or Non-Combatant) [3.2.7.1]. */
  shipAttack: { rule: '3.2.7.1', fields: { seat: 'seat', ship: 'card', target: 'card', result: RESULT, capture: 'flag', rolls: 'rolls' } },
  /** A British Forces, Monitor or Interrogate attack on a ship [3.2.7.1]. */
  britishAttack: { rule: '3.2.7.1', fields: { seat: 'seat', by: ['british', 'monitor', 'interrogate'], target: 'card', result: RESULT, rolls: 'rolls' } },
  /** Interrogate's recognition roll [3.3.16]. */
  interrogate: { rule: '3.3.16', fields: { seat: 'seat', target: 'card', ok: 'flag', rolls: 'rolls' } },
  /** Mines against one merchant [3.3.18]. */
  mineAttack: { rule: '3.3.18', fields: { seat: 'seat', target: 'card', result: RESULT, rolls: 'rolls' } },
  /** Minesweeper removes the mines [3.3.19]. */
  minesSwept: { rule: '3.3.19', fields: { seat: 'seat' } },
  /** A submarine tries to torpedo a German prize (6.9.1). */
  torpedoPrize: { rule: '6.9.1', fields: { seat: 'seat', target: 'card', ok: 'flag', rolls: 'rolls' } },
  /** A torpedo attack [3.3.34]. */
  torpedoAttack: { rule: '3.3.34', fields: { seat: 'seat', target: 'card', result: RESULT, rolls: 'rolls' } },
  /** Razzle-Dazzle against a torpedo attack [3.3.24]. */
  razzleDazzle: { rule: '3.3.24', fields: { seat: 'seat', ok: 'flag', rolls: 'rolls' } },
  /** The Q-ship takes the merchant's place and tries to lure the submarine to the surface [3.3.23]. */
  qShipLure: { rule: '3.3.23', fields: { seat: 'seat', card: 'card?', target: 'card', ok: 'flag', rolls: 'rolls' } },
  /** Lured: the Q-ship's and the submarine's guns fire at once [3.3.23]. */
  qShipGuns: { rule: '3.3.23', fields: { seat: 'seat', card: 'card?', sub: 'card?', subResult: RESULT, qResult: RESULT, rolls: 'rolls' } },
  /** Not lured: the submarine torpedoes the Q-ship [3.3.23]. */
  qShipTorpedoed: { rule: '3.3.23', fields: { seat: 'seat', card: 'card?', result: RESULT, rolls: 'rolls' } },
  /** The Q-ship's depth charges, -2 if the torpedo damaged it [3.3.23, A-12]. */
  depthCharges: { rule: '3.3.23', fields: { seat: 'seat', card: 'card?', sub: 'card?', result: RESULT, rolls: 'rolls' } },
  /** Break Contact [3.3.4]. */
  breakContact: { rule: '3.3.4', fields: { seat: 'seat', ship: 'card', ok: 'flag', rolls: 'rolls' } },
  /** Shallow Run: the ship's crossing and, with 6.10, the pursuer's [3.3.31, 6.10]. */
  shallowRun: {
    rule: '3.3.31',
    fields: { seat: 'seat', ship: 'card', result: CROSSING, rolls: 'rolls', pursuer: 'card?', pursuerResult: ['none', ...CROSSING], pursuerRolls: 'rolls' },
  },
  /** Slim Pickings cancels an Intercept! [3.3.33]. */
  slimCancel: { rule: '3.3.33', fields: { seat: 'seat', target: 'card' } },
  /** Slim Pickings cuts a Good Hunting / Shipping Lanes Intercept! to one merchant [3.3.33, A-07]. */
  slimKeep: { rule: '3.3.33', fields: { keep: 'card', dropped: 'cards' } },
  /** An AMC duels the intercepting ship; the merchant is ignored [3.3.1]. */
  amcDuel: { rule: '3.3.1', fields: { seat: 'seat', card: 'card?', ship: 'card', merchant: 'card', shipResult: RESULT, amcResult: RESULT, rolls: 'rolls' } },
  /** Trap: the armed merchant and the ship fire at once [3.3.38]. */
  trapDuel: {
    rule: '3.3.38',
    fields: { seat: 'seat', ship: 'card', merchant: 'card', shipResult: RESULT, merchantResult: RESULT, capture: 'flag', rolls: 'rolls' },
  },
  /** A raider is recognized by QQQ, an AMC or a Trap [3.3.22, 3.3.1, 3.3.38]. */
  recognized: { rule: '3.3.22', fields: { seat: 'seat', ship: 'card', by: ['qqq', 'amc', 'trap'] } },
  /** Recalled: the interceptor returns to a friendly port [3.3.25]. */
  recalled: { rule: '3.3.25', fields: { seat: 'seat', ship: 'card', ok: 'flag', rolls: 'rolls' } },
  /** A ship chased at full speed checks for Limited Supplies (6.6.1.1). */
  fullSpeedCheck: { rule: '6.6.1.1', fields: { seat: 'seat', ship: 'card', ok: 'flag', rolls: 'rolls' } },
  /** Safe Conduct: the ship reaches a friendly port (a prize scores double), with Calm Seas or Non-Combatant [3.2.6]. */
  safeConduct: {
    rule: '3.2.6',
    fields: { seat: 'seat', ship: 'card', ok: 'flag', prize: 'flag', bonus: ['none', 'calmSeas', 'nonCombatant'], rolls: 'rolls' },
  },
  /** A prize's holder keeps it in the Force: no Safe Conduct attempt [3.2.6, W-2]. */
  keepPrize: { rule: '3.2.6', fields: { seat: 'seat', ship: 'card' } },
  /** A captured prize resupplies its captor [3.2.5.2]. */
  prizeResupplies: { rule: '3.2.5.2', fields: { seat: 'seat', prize: 'card', ship: 'card' } },
  /** 6.12: a prize resupplies a ship, then may be exhausted. */
  prizeExhaustion: { rule: '6.12', fields: { seat: 'seat', prize: 'card', ship: 'card', ok: 'flag', rolls: 'rolls' } },
  /** Reflag: a recognized raider or prize is hidden again [3.3.27]. */
  reflag: { rule: '3.3.27', fields: { seat: 'seat', ship: 'card' } },

  // ------------------------------------------------------------ action cards
  /** Deception or Fog Bank placed on a side for its next turn [3.3.8, 3.3.11]. */
  place: { rule: '3.3.11', fields: { seat: 'seat', what: ['fog', 'deception'], on: 'side' } },
  /** Heavy Weather or Rendezvous Missed finds no ship to check [3.3.13, 3.3.28]. */
  nothingToCheck: { rule: '3.3.13', fields: { seat: 'seat', what: ['heavyWeather', 'rendezvousMissed'], on: 'side' } },
  /** Heavy Weather on a damaged ship [3.3.13]. */
  heavyWeather: { rule: '3.3.13', fields: { seat: 'seat', ship: 'card', ok: 'flag', rolls: 'rolls' } },
  /** Intelligence, hand mode: a look at a side's hand (the cards named only to the looker) [3.3.14]. */
  intelHand: { rule: '3.3.14', fields: { seat: 'seat', on: 'side', cards: 'cards' } },
  /** Intelligence, deck mode: a look at the top action cards (named only to the looker) [3.3.14]. */
  intelDeck: { rule: '3.3.14', fields: { seat: 'seat', count: 'num', cards: 'cards' } },
  /** Intelligence, deck mode: the cards go back in a new secret order (shown only to the looker) [3.3.14]. */
  intelOrder: { rule: '3.3.14', fields: { seat: 'seat', cards: 'cards' } },
  /** Interned [3.3.15]. */
  interned: { rule: '3.3.15', fields: { seat: 'seat', ship: 'card', ok: 'flag', rolls: 'rolls' } },
  /** Recon Aircraft takes random cards from a side's hand (named only to the taker); the ghost's go to the discard pile [3.3.26, 5.3.3.8]. */
  recon: { rule: '3.3.26', fields: { seat: 'seat', from: 'side', count: 'num', cards: 'cards', ghost: 'flag' } },
  /** Rendezvous Missed on one ship [3.3.28]. */
  rendezvous: { rule: '3.3.28', fields: { seat: 'seat', ship: 'card', ok: 'flag', rolls: 'rolls' } },
  /** Transfer Command [3.3.37]. */
  transfer: { rule: '3.3.37', fields: { seat: 'seat', ship: 'card', ok: 'flag', rolls: 'rolls' } },
  /** Blockade Runner for one ship [3.3.2]. */
  blockadeRunner: { rule: '3.3.2', fields: { seat: 'seat', ship: 'card', ok: 'flag', rolls: 'rolls' } },
  /** Breakout: ships earned (0-2) and the ships drawn [3.3.5]. */
  breakout: { rule: '3.3.5', fields: { seat: 'seat', earned: 'num', ships: 'cards', rolls: 'rolls' } },
  /** Breakout in the team game: a new ship goes to the teammate [4.7]. */
  breakoutGive: { rule: '4.7', fields: { seat: 'seat', ship: 'card', to: 'side' } },
  /** Collier resupplies the whole Force [3.3.6]. */
  collier: { rule: '3.3.6', fields: { seat: 'seat' } },
  /** Damage Control repairs a ship [3.3.7]. */
  damageControl: { rule: '3.3.7', fields: { seat: 'seat', ship: 'card' } },
  /** Scuttle [3.3.29]. */
  scuttle: { rule: '3.3.29', fields: { seat: 'seat', ship: 'card' } },
  /** Second Chance: an extra turn after this one [3.3.30]. */
  secondChance: { rule: '3.3.30', fields: { seat: 'seat' } },
  /** Radio Intercept takes the top discards into hand [3.3.39]. */
  radioIntercept: { rule: '3.3.39', fields: { seat: 'seat', cards: 'cards' } },
  /** A ship enters an Island Refuge (a raider is hidden) [3.3.17]. */
  enterRefuge: { rule: '3.3.17', fields: { seat: 'seat', ship: 'card', hidden: 'flag' } },
  /** A ship in an Island Refuge rolls to resupply or repair, on entry or at the start of its owner's turn [3.3.17, A-16]. */
  refugeRoll: { rule: '3.3.17', fields: { seat: 'seat', ship: 'card', when: ['entry', 'upkeep'], what: ['resupply', 'repair'], ok: 'flag', rolls: 'rolls' } },
  /** A ship leaves its Island Refuge (in teams, maybe to the teammate's Force) [3.3.17, 4.6]. */
  leaveRefuge: { rule: '3.3.17', fields: { seat: 'seat', ship: 'card', joins: 'side?' } },

  // ------------------------------------------------------------ the solitaire ghost [5.2, 5.3]
  /** The solitaire deck is reshuffled: it ran out, a new round, the end of the ghost's turn [5.3.1, 5.1.5]. */
  solitaireReshuffle: { rule: '5.3.1', fields: { why: ['ranOut', 'newRound', 'turnEnd'] } },
  /** The ghost's defence draw: solitaire card, red d4, the entry read, whether it applies [5.2.3, A-38]. */
  /** The ghost's Slim Pickings was its one defence draw of this Intercept!: the merchant kept is attacked without another [5.2.3, 3.3.33]. */
  ghostNoRedraw: { rule: '5.2.3, 3.3.33', fields: { seat: 'seat', ship: 'card', target: 'card' } },
  ghostDefence: {
    rule: '5.2.3',
    fields: {
      seat: 'seat',
      against: ['intercept', 'british', 'monitor', 'interrogate', 'mines', 'torpedo'],
      about: 'cards',
      card: 'card',
      roll: 'roll',
      entry: 'word',
      applies: 'flag',
    },
  },
  /** The ghost's offence draw: solitaire card, red d4, the entry (kind and detail), (ET), a cut-down turn [5.3.3.1, 5.3.3.9]. */
  ghostOffence: { rule: '5.3.3.1', fields: { seat: 'seat', card: 'card', roll: 'roll', entry: 'word', detail: 'word', endTurn: 'flag', reduced: 'flag' } },
  /** The ghost picks at random among candidates with a white d6 [5.4.1]. */
  ghostPick: { rule: '5.4.1', fields: { seat: 'seat', count: 'num', choice: 'num', roll: 'roll' } },
  /** The ghost's ship intercepts merchants; the special actions drawn and those that apply [5.3.3.3, A-36]. */
  ghostIntercept: { rule: '5.3.3.3', fields: { seat: 'seat', ship: 'card', targets: 'cards', drawn: 'cards', specials: 'words', applied: 'words' } },
  /** The ghost's intercept cannot be completed: ignored, its turn ends [5.3.3.2]. */
  ghostInterceptFails: { rule: '5.3.3.2', fields: { seat: 'seat' } },
  /** An offensive entry the ghost cannot complete is ignored [5.3.3.4]. */
  ghostIgnored: { rule: '5.3.3.4', fields: { seat: 'seat', entry: 'word', detail: 'word' } },
  /** The ghost's British Forces intercept [3.2.3]. */
  ghostBritish: { rule: '3.2.3', fields: { seat: 'seat', target: 'card' } },
  /** The ghost's submarine attacks with torpedoes [3.3.34]. */
  ghostTorpedo: { rule: '3.3.34', fields: { seat: 'seat', target: 'card' } },
  /** The ghost's submarine or mine raider lays mines against every merchant [3.3.18, 3.3.35]. */
  ghostMines: { rule: '3.3.18', fields: { seat: 'seat', ship: 'card?', on: 'side' } },
  /** The ghost's Monitor attacks a ship in its Island Refuge [3.3.20]. */
  ghostMonitor: { rule: '3.3.20', fields: { seat: 'seat', target: 'card' } },
  /** A ghost ship with no markers left returns from its Island Refuge [5.3.3.7]. */
  ghostRefugeReturn: { rule: '5.3.3.7', fields: { seat: 'seat', ship: 'card' } },
  /** The ghost's Reflag check at the end of its turn: the card drawn and the ship hidden, if any [5.3.3.12]. */
  ghostReflagCheck: { rule: '5.3.3.12', fields: { seat: 'seat', card: 'card', ship: 'card?' } },
} as const satisfies Readonly<Record<string, Spec>>;

export type EventKind = keyof typeof EVENTS;

type Fields<K extends EventKind> = { -readonly [F in keyof (typeof EVENTS)[K]['fields']]: ValueOf<(typeof EVENTS)[K]['fields'][F]> };

/** A log event of one kind, as the rules emit it and the client reads it; `rule` overrides the kind's section. */
export type EventOf<K extends EventKind> = { kind: K; rule?: string } & Fields<K>;

/** Any log event of the game. */
export type KPEvent = { [K in EventKind]: EventOf<K> }[EventKind];

const NONE = '-';

/** The section an event cites: its own, else its kind's. */
export function ruleOf(e: KPEvent): string {
  return e.rule ?? EVENTS[e.kind].rule;
}

function packRoll(r: DiceRoll, n: number[]): void {
  n.push(r.rolls.length, ...r.rolls.map((v, i) => r.coin[i] * 100 + v), r.mod, r.total);
}

/** Pack a typed event into the kit's flat shape (no visibility fields: see `emit` in core.ts). */
export function encodeEvent(e: KPEvent): LogEvent {
  const spec = EVENTS[e.kind] as Spec;
  const ids: string[] = [];
  const n: number[] = [];
  let seat: Side | undefined;
  const values = e as unknown as Record<string, unknown>;
  for (const [name, type] of Object.entries(spec.fields)) {
    const v = values[name];
    if (typeof type !== 'string') ids.push(v as string);
    else
      switch (type) {
        case 'seat':
          seat = v as Side;
          break;
        case 'card':
        case 'side':
        case 'word':
          ids.push(v as string);
          break;
        case 'card?':
        case 'side?':
          ids.push((v as string | null) ?? NONE);
          break;
        case 'cards':
        case 'sides':
        case 'words':
          n.push((v as string[]).length);
          ids.push(...(v as string[]));
          break;
        case 'num':
          n.push(v as number);
          break;
        case 'flag':
          n.push(v ? 1 : 0);
          break;
        case 'roll':
          packRoll(v as DiceRoll, n);
          break;
        case 'rolls':
          n.push((v as DiceRoll[]).length);
          for (const r of v as DiceRoll[]) packRoll(r, n);
          break;
      }
  }
  return { kind: e.kind, ...(seat !== undefined ? { seat } : {}), ...(ids.length ? { ids } : {}), ...(n.length ? { n } : {}), rule: ruleOf(e) };
}

class Malformed extends Error {}

/** Unpack an event as a viewer received it; null when it is not one of this game's events or is malformed. */
export function decodeEvent(e: PublicLogEvent): KPEvent | null {
  if (!Object.prototype.hasOwnProperty.call(EVENTS, e.kind)) return null;
  const spec = EVENTS[e.kind as EventKind] as Spec;
  const ids = e.ids ?? [];
  const n = e.n ?? [];
  let i = 0;
  let k = 0;
  const id = (): string => {
    if (i >= ids.length) throw new Malformed();
    return ids[i++];
  };
  const num = (): number => {
    if (k >= n.length || !Number.isFinite(n[k])) throw new Malformed();
    return n[k++];
  };
  const count = (): number => {
    const c = num();
    if (!Number.isInteger(c) || c < 0 || c > 60) throw new Malformed();
    return c;
  };
  const roll = (): DiceRoll => {
    const dice = count();
    const codes = Array.from({ length: dice }, num);
    const mod = num();
    const total = num();
    return { coin: codes.map((x) => Math.floor(x / 100)) as DiceRoll['coin'], rolls: codes.map((x) => x % 100), mod, total };
  };
  const out: Record<string, unknown> = { kind: e.kind };
  try {
    for (const [name, type] of Object.entries(spec.fields)) {
      if (typeof type !== 'string') {
        const w = id();
        if (!type.includes(w)) return null;
        out[name] = w;
        continue;
      }
      switch (type) {
        case 'seat':
          if (e.seat === undefined) return null;
          out[name] = e.seat;
          break;
        case 'card':
        case 'side':
        case 'word':
          out[name] = id();
          break;
        case 'card?':
        case 'side?': {
          const v = id();
          out[name] = v === NONE ? null : v;
          break;
        }
        case 'cards':
        case 'sides':
        case 'words': {
          const c = count();
          out[name] = Array.from({ length: c }, id);
          break;
        }
        case 'num':
          out[name] = num();
          break;
        case 'flag':
          out[name] = num() !== 0;
          break;
        case 'roll':
          out[name] = roll();
          break;
        case 'rolls': {
          const c = count();
          out[name] = Array.from({ length: c }, roll);
          break;
        }
      }
    }
  } catch (err) {
    if (err instanceof Malformed) return null;
    throw err;
  }
  if (i !== ids.length || k !== n.length) return null;
  if (e.rule !== undefined && e.rule !== spec.rule) out.rule = e.rule;
  return out as unknown as KPEvent;
}

/** Every roll an event holds, in order (for a dice tray). */
export function rollsOf(e: KPEvent): DiceRoll[] {
  const spec = EVENTS[e.kind] as Spec;
  const values = e as unknown as Record<string, unknown>;
  const out: DiceRoll[] = [];
  for (const [name, type] of Object.entries(spec.fields)) {
    if (type === 'roll') out.push(values[name] as DiceRoll);
    else if (type === 'rolls') out.push(...(values[name] as DiceRoll[]));
  }
  return out;
}

/** The card and ship ids an event names (for checks that no event names a hidden card). */
export function cardsOf(e: KPEvent): string[] {
  const spec = EVENTS[e.kind] as Spec;
  const values = e as unknown as Record<string, unknown>;
  const out: string[] = [];
  for (const [name, type] of Object.entries(spec.fields)) {
    const v = values[name];
    if (type === 'card' || type === 'card?') {
      if (typeof v === 'string') out.push(v);
    } else if (type === 'cards') out.push(...(v as string[]));
  }
  return out;
}
