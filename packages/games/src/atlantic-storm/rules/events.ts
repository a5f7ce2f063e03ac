/**
 * Atlantic Storm's structured log events (common/log.ts): what happened, as data the client words in the
 * player's language (packages/client/src/games/atlantic-storm/log-text.ts). The rules emit them through
 * `m.emit(ev.<kind>(...))`; the kit puts a move's events on its log entry, and the host sends each viewer
 * only what it may see (`only` / `others`).
 *
 * One constructor per kind, which fixes the layout of `ids` and `n` for that kind (documented on each).
 * Conventions: `seat` is the seat that acted or that the event is about; `ids` hold card and convoy ids
 * and, where a kind says so, a side ('allied' | 'german') or zones ('air' | 'surface' | 'sub' |
 * 'combined'); seats other than `seat` are numbers in `n` (seat '2' is 2). `rule` is one of RULE's
 * section ids, which the client names ("§9/storms" is "§9 Storms"). Nothing here is worded.
 *
 * Redaction follows what the table sees: a discarded card is named to its owner only, cards drawn into a
 * hand are never named, captured cards are counted (they lie face down under the convoy).
 */
import type { LogEvent } from '../../common/log';
import type { Side, Zone, ZoneDecl } from '../data';
import type { Seat } from './types';

/** The rulebook sections the events cite (ES section numbers; the part after "/" names a heading). */
export const RULE = {
  setup: '§3',
  duration: '§4/duration',
  end: '§4/end',
  drawing: '§5/drawing',
  announce: '§5/announce',
  zone: '§6/zone',
  play: '§6/play',
  discard: '§6/discard',
  dice: '§6/dice',
  fate: '§7',
  admiral: '§9/admiral',
  storms: '§9/storms',
  intel: '§9/intel',
  supply: '§10',
  result: '§11',
  trick: '§11/trick',
  tie: '§11/tie',
  noCombat: '§11/no-combat',
  twoPlayer: '§13',
  convoySelection: '§14/convoy',
  discardHand: '§14/hand',
  spoils: '§14/spoils',
  solo: '§15',
  /** No card to play or discard: the turn passes (ruling A-50). */
  noCards: 'A-50',
  /** The storm holder may choose not to use it (ruling A-10). */
  stormUnused: 'A-10',
  /** Solitaire: each storm joins a random deck (ruling A-31). */
  stormDecks: 'A-31',
  /** Solitaire: a storm passed back and forth too long blows itself out (ruling A-35). */
  stormOut: 'A-35',
  /** Solitaire: still tied after the tie draws (ruling A-36). */
  stillTied: 'A-36',
  /** Solitaire: the loot compared at the end (ruling A-37). */
  soloEnd: 'A-37',
} as const;

/** A step of the solitaire sequence (§15 step n). */
export const soloStep = (n: number): string => `§15/${n}`;

const seatNo = (s: Seat): number => Number(s);

/** Every event kind, with its constructor. */
export const ev = {
  // ------------------------------------------------------------ setup and battles
  /** §3 the cut for first player: ids = the convoy each seat cut, in seat order; seat = the first player. */
  cut: (first: Seat, convoys: string[]) => e('cut', { seat: first, ids: convoys, rule: RULE.setup }),
  /** §4 campaign: the standings leader deals. */
  dealer: (seat: Seat) => e('dealer', { seat, rule: RULE.duration }),
  /** §14 the leader draws two convoys and keeps one (which two only he sees). */
  convoyChoice: (leader: Seat) => e('convoyChoice', { seat: leader, rule: RULE.convoySelection }),
  /** A battle begins: ids = [convoy]; n = [battle number]; seat = the leader who turned it up (absent in solitaire). */
  battle: (no: number, convoyId: string, leader: Seat | null, rule: string) =>
    e('battle', { ...(leader !== null ? { seat: leader } : {}), ids: [convoyId], n: [no], rule }),
  /** §6 the leader declares the zone: ids = [zone]. */
  zone: (seat: Seat, zone: ZoneDecl) => e('zone', { seat, ids: [zone], rule: RULE.zone }),
  /** The draw pile ran out and the discard pile was shuffled into a new one: n = [cards]; solitaire: ids = [side of the deck]. */
  reshuffle: (cards: number, side?: Side) => e('reshuffle', { ...(side ? { ids: [side] } : {}), n: [cards], rule: side ? RULE.solo : RULE.drawing }),
  /** §5 the hands are refilled: n = pairs [seat, cards drawn], in drawing order. */
  refill: (drawn: [Seat, number][], rule: string) => e('refill', { n: drawn.flatMap(([s, k]) => [seatNo(s), k]), rule }),

  // ------------------------------------------------------------ turns
  /**
   * §6 a play: ids = its cards in reading order: bonus cards played alone, then each normal card followed
   * by the bonus cards attached to it, then specials, supplies and the storm; n = [delayed turn (1) or not
   * (0), admiral option: 0 none, 1 A (combined operations), 2 B (two normal cards)].
   */
  play: (seat: Seat, ids: string[], delayed: boolean, admiral: 'combine' | 'double' | null) =>
    e('play', { seat, ids, n: [delayed ? 1 : 0, admiral === 'combine' ? 1 : admiral === 'double' ? 2 : 0], rule: RULE.play }),
  /** §9 an intelligence card: the seat takes its turn at the end of the round. ids = [card]. */
  intel: (seat: Seat, intel: string) => e('intel', { seat, ids: [intel], rule: RULE.intel }),
  /** §9 admiral option A: the zone becomes combined for the round. ids = [admiral]. */
  combined: (seat: Seat, admiral: string) => e('combined', { seat, ids: [admiral], rule: RULE.admiral }),
  /** §7 the convoy is the fate victim of a normal card: its value is doubled. ids = [card, convoy]. */
  fateDouble: (seat: Seat | null, cardId: string, convoyId: string, rule: string) =>
    e('fateDouble', { ...(seat !== null ? { seat } : {}), ids: [cardId, convoyId], rule }),
  /** §7 a fate card destroys its victim, which goes face down to the seat: ids = [fate card, victim, bonus cards discarded with it...]. */
  fateKill: (seat: Seat, fateCard: string, victim: string, orphans: string[]) => e('fateKill', { seat, ids: [fateCard, victim, ...orphans], rule: RULE.fate }),
  /** §7 a fate card destroys a bonus card, which is discarded: ids = [fate card, victim]. */
  fateBonus: (seat: Seat, fateCard: string, victim: string) => e('fateBonus', { seat, ids: [fateCard, victim], rule: RULE.fate }),
  /** §6 a discard: the card is named to its owner only (ids = [card]); the others see that a card was discarded. */
  discard: (seat: Seat, id: string) => secret(e('discard', { seat, ids: [id], rule: RULE.discard }), seat),
  /** §9 at his delayed turn the seat does not play and discards the intelligence card: ids = [card]. */
  intelDiscard: (seat: Seat, intel: string) => e('intelDiscard', { seat, ids: [intel], rule: RULE.intel }),
  /** §14 the whole hand is discarded: n = [cards]; its cards (ids) are named to the owner only. */
  discardHand: (seat: Seat, ids: string[]) => secret(e('discardHand', { seat, ids, n: [ids.length], rule: RULE.discardHand }), seat),
  /** A-50 no card to play or discard: the turn passes. */
  pass: (seat: Seat) => e('pass', { seat, rule: RULE.noCards }),

  // ------------------------------------------------------------ storms (§9)
  /** The holder rolls 1-3: the storm hits and he chooses its effect. ids = [storm]; n = [die]. */
  stormHit: (seat: Seat, storm: string, d: number) => e('stormHit', { seat, ids: [storm], n: [d], rule: RULE.storms }),
  /** The holder rolls 4-6: the storm passes on. ids = [storm]; n = [die, the next holder]. */
  stormPass: (seat: Seat, storm: string, d: number, next: Seat) => e('stormPass', { seat, ids: [storm], n: [d, seatNo(next)], rule: RULE.storms }),
  /** The holder rolls 4-6 and nobody is left to take it: it is discarded with the round. ids = [storm]; n = [die]. */
  stormSpent: (seat: Seat, storm: string, d: number) => e('stormSpent', { seat, ids: [storm], n: [d], rule: RULE.storms }),
  /** The holder does not use the storm. ids = [storm]. */
  stormUnused: (seat: Seat, storm: string) => e('stormUnused', { seat, ids: [storm], rule: RULE.stormUnused }),
  /** The storm cancels a play, whose cards are discarded: ids = [storm, cards...]; n = [the seat whose play it was]. */
  stormCancel: (seat: Seat, storm: string, gone: string[], victim: Seat) =>
    e('stormCancel', { seat, ids: [storm, ...gone], n: [seatNo(victim)], rule: RULE.storms }),
  /** The storm makes a seat skip its turn: ids = [storm, intelligence card discarded with a delayed turn?]; n = [the seat, delayed turn 1 / 0]. */
  stormSkip: (seat: Seat, storm: string, skipped: Seat, delayed: boolean, intel: string | null) =>
    e('stormSkip', { seat, ids: intel ? [storm, intel] : [storm], n: [seatNo(skipped), delayed ? 1 : 0], rule: RULE.storms }),

  // ------------------------------------------------------------ the end of a round (§11)
  /** §6 a normal card's dice at the end of the round: ids = [card]; n = [the card's value, die, die...]; seat = its player (absent in solitaire). */
  dice: (seat: Seat | null, cardId: string, value: number, dice: number[], rule: string) =>
    e('dice', { ...(seat !== null ? { seat } : {}), ids: [cardId], n: [value, ...dice], rule }),
  /** §11 the totals: ids = the zone declared (multiplayer) or the zones (solitaire); n = [Allied, German]. */
  totals: (zones: (ZoneDecl | Zone)[], allied: number, german: number, rule: string) => e('totals', { ids: zones, n: [allied, german], rule }),
  /** §11 no combat: the convoy is discarded and nobody wins it. ids = [convoy]. */
  noCombat: (convoyId: string) => e('noCombat', { ids: [convoyId], rule: RULE.noCombat }),
  /** §11 a tie: the cards go under the convoy and a new round is fought. ids = [convoy]; n = [total]. */
  tie: (convoyId: string, total: number) => e('tie', { ids: [convoyId], n: [total], rule: RULE.tie }),
  /** §11 a side wins and the seat made its highest play: ids = [side]; n = [winning total, losing total, the highest play's value]. */
  win: (seat: Seat, side: Side, won: number, lost: number, best: number) => e('win', { seat, ids: [side], n: [won, lost, best], rule: RULE.trick }),
  /** §10 a supply card of the winning side has nothing to refuel: ids = [supply]. */
  supplyIdle: (seat: Seat, supplyId: string) => e('supplyIdle', { seat, ids: [supplyId], rule: RULE.supply }),
  /** §10 the seat refuels a card, which goes back into his hand: ids = [supply, card]. */
  refuel: (seat: Seat, supplyId: string, target: string) => e('refuel', { seat, ids: [supplyId, target], rule: RULE.supply }),
  /** §10 the seat does not use his supply card: ids = [supply]. */
  supplyUnused: (seat: Seat, supplyId: string) => e('supplyUnused', { seat, ids: [supplyId], rule: RULE.supply }),
  /** §11 the seat takes the convoy with the captured cards face down under it: ids = [convoy]; n = [cards]. */
  trick: (seat: Seat, convoyId: string, cards: number) => e('trick', { seat, ids: [convoyId], n: [cards], rule: RULE.trick }),
  /** §14 the trick winner divides the spoils: ids = [convoy]; n = [captured cards, the other eligible seats...]. */
  spoilsDivide: (seat: Seat, convoyId: string, cards: number, others: Seat[]) =>
    e('spoilsDivide', { seat, ids: [convoyId], n: [cards, ...others.map(seatNo)], rule: RULE.spoils }),
  /** §14 the seat takes the convoy and some of the spoils: ids = [convoy]; n = [cards]. */
  spoilsTake: (seat: Seat, convoyId: string, cards: number) => e('spoilsTake', { seat, ids: [convoyId], n: [cards], rule: RULE.spoils }),
  /** §14 the seat receives some of the spoils, face down: n = [cards]. */
  spoilsGet: (seat: Seat, cards: number) => e('spoilsGet', { seat, n: [cards], rule: RULE.spoils }),
  /** §4 the end of the game: the seat's victory points: n = [VP, convoy VP]. */
  score: (seat: Seat, vp: number, convoyVP: number) => e('score', { seat, n: [vp, convoyVP], rule: RULE.end }),
  /** §4 the winners (several share the win): n = [seats...]. */
  winners: (seats: Seat[]) => e('winners', { n: seats.map(seatNo), rule: RULE.end }),

  // ------------------------------------------------------------ solitaire (§15): sides, not seats
  /** The solitaire player's side: ids = [side]. */
  soloSide: (seat: Seat, side: Side) => e('soloSide', { seat, ids: [side], rule: RULE.solo }),
  /** A-31 each storm joins a random deck: ids = pairs [storm, side]. */
  stormDecks: (pairs: [string, Side][]) => e('stormDecks', { ids: pairs.flat(), rule: RULE.stormDecks }),
  /** Step 1 the initiative: ids = [side]; n = [die] when it was rolled (the first battle). */
  initiative: (side: Side, d: number | null) => e('initiative', { ids: [side], ...(d !== null ? { n: [d] } : {}), rule: soloStep(1) }),
  /** Steps 3-4 / 9-10 a side draws four cards, face up: ids = [side, cards...]. */
  soloDraw: (side: Side, ids: string[], rule: string) => e('soloDraw', { ids: [side, ...ids], rule }),
  /** Cards protected in the last battle join this one (§15, milk cow): ids = [side, cards...]. */
  soloCarry: (side: Side, ids: string[]) => e('soloCarry', { ids: [side, ...ids], rule: RULE.solo }),
  /** Drawn cards of the wrong year or ocean are discarded: ids = [side, cards...]. */
  soloUnfit: (side: Side, ids: string[], rule: string) => e('soloUnfit', { ids: [side, ...ids], rule }),
  /** Step 5 the initiative side chooses the zone(s): ids = [side, zones...]. */
  soloZone: (side: Side, zones: Zone[]) => e('soloZone', { ids: [side, ...zones], rule: soloStep(5) }),
  /** Steps 7 / 12 a side places cards: ids = [side, cards in reading order as for `play`] ([side] alone: nothing). */
  soloPlace: (side: Side, ids: string[], rule: string) => e('soloPlace', { ids: [side, ...ids], rule }),
  /** Steps 8 / 12 a special card placed: ids = [side, card]; n = [0 nothing to announce, 1 it will cancel a card, 2 it will change the zone]. */
  soloAnnounce: (side: Side, id: string, mode: 'cancel' | 'zone' | null, rule: string) =>
    e('soloAnnounce', { ids: [side, id], n: [mode === 'cancel' ? 1 : mode === 'zone' ? 2 : 0], rule }),
  /** A supply card protects a placed card (§15, milk cow): ids = [side, supply, card]. */
  soloProtect: (side: Side, supplyId: string, target: string) => e('soloProtect', { ids: [side, supplyId, target], rule: RULE.solo }),
  /** Step 11 a fate card destroys its victim, loot for its side: ids = [side, fate card, victim]. */
  soloFate: (side: Side, fateCard: string, victim: string) => e('soloFate', { ids: [side, fateCard, victim], rule: soloStep(11) }),
  /** Step 13 the holder side rolls 1-3 for a storm: it hits (and cancels two enemy cards). ids = [holder side, storm]; n = [die]. */
  soloStormHit: (side: Side, storm: string, d: number) => e('soloStormHit', { ids: [side, storm], n: [d], rule: RULE.solo }),
  /** Step 13 the holder side rolls 4-6 for a storm: it passes to the other side. ids = [holder side, storm]; n = [die]. */
  soloStormPass: (side: Side, storm: string, d: number) => e('soloStormPass', { ids: [side, storm], n: [d], rule: RULE.solo }),
  /** A-35 the storm blows itself out: ids = [storm]; n = [passes]. */
  soloStormOut: (storm: string, passes: number) => e('soloStormOut', { ids: [storm], n: [passes], rule: RULE.stormOut }),
  /** Step 13 an admiral changes the zone: ids = [side, admiral, zones...]. */
  soloZoneChange: (side: Side, by: string, zones: Zone[]) => e('soloZoneChange', { ids: [side, by, ...zones], rule: soloStep(13) }),
  /** Step 13 a special card cancels enemy cards: ids = [side, special, cards...]. */
  soloCancel: (side: Side, by: string, gone: string[]) => e('soloCancel', { ids: [side, by, ...gone], rule: soloStep(13) }),
  /** Step 13 the side without the initiative withdraws cards worth 0: ids = [side, cards...]. */
  soloWithdraw: (side: Side, ids: string[]) => e('soloWithdraw', { ids: [side, ...ids], rule: soloStep(13) }),
  /** A tie: a side draws a card that fights (n = [its value, its dice...]) or cannot fight (no n): ids = [side, card]. */
  tieDraw: (side: Side, id: string, value: number | null, dice: number[]) =>
    e('tieDraw', { ids: [side, id], ...(value !== null ? { n: [value, ...dice] } : {}), rule: RULE.solo }),
  /** A-36 still tied after the tie draws: the convoy is discarded. ids = [convoy]; n = [draws]. */
  soloNoCombat: (convoyId: string, draws: number) => e('soloNoCombat', { ids: [convoyId], n: [draws], rule: RULE.stillTied }),
  /** Step 15 a side wins and takes the convoy and enemy cards: ids = [side, convoy]; n = [winning total, losing total, cards taken]. */
  soloWin: (side: Side, convoyId: string, won: number, lost: number, cards: number) =>
    e('soloWin', { ids: [side, convoyId], n: [won, lost, cards], rule: soloStep(15) }),
  /** A-37 the end: n = [Allied VP, German VP, outcome: -1 the player wins, 0 a shared result, 1 the automaton wins]. */
  soloOver: (allied: number, german: number, outcome: -1 | 0 | 1) => e('soloOver', { n: [allied, german, outcome], rule: RULE.soloEnd }),

  /** More events than a log entry holds (common/log.ts): the rest of the move's events were left out. */
  truncated: () => e('truncated', {}),
};

export type AsEventKind = keyof typeof ev;

/** An Atlantic Storm log event. */
interface AsLogEvent extends LogEvent {
  kind: AsEventKind;
}

function e(kind: AsEventKind, rest: Omit<LogEvent, 'kind'>): AsLogEvent {
  return { kind, ...rest };
}

/** Named to `seat` only; everybody else sees the event without its ids. */
function secret(full: AsLogEvent, seat: Seat): AsLogEvent {
  const { ids: _ids, ...shown } = full;
  return { ...full, only: [seat], others: shown };
}

/** A play's or placement's cards in reading order (see `ev.play`). */
export function readingOrder(normals: readonly string[], bonuses: readonly { id: string; parent: string | null }[], rest: readonly string[] = []): string[] {
  return [
    ...bonuses.filter((b) => b.parent === null || !normals.includes(b.parent)).map((b) => b.id),
    ...normals.flatMap((n) => [n, ...bonuses.filter((b) => b.parent === n).map((b) => b.id)]),
    ...rest,
  ];
}
