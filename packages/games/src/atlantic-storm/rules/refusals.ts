/**
 * Why Atlantic Storm refuses a move (common/refusal.ts): one constructor per refusal, which fixes its code
 * and its parameters. The client words `refusals.<code>` of the game's catalogue with the parameters in the
 * player's language; the English text goes to the server's message (and stands in for a catalogue without
 * the code). The parameters are the same in every language: card and convoy names (proper names, as
 * printed), years, counts, seat numbers as players count them (1 to 6), and the codes of oceans ('NA',
 * 'ARC'), card frames ('air', 'surface', 'sub', 'any') and sides ('allied', 'german'), which the catalogue
 * words by nesting its own words for them. Nothing here reads the state.
 */
import { refuse, type Refusal } from '../../common/refusal';
import type { CardOcean, Frame, Ocean, Side, Year } from '../data';

export type { Refusal };

const OCEAN: Record<Ocean, string> = { NA: 'North Atlantic', ARC: 'Arctic' };
const FRAME: Record<Frame, string> = { air: 'air type', surface: 'surface type', sub: 'submarine type', any: 'any type', none: 'no type' };
const SIDE: Record<Side, string> = { allied: 'Allied', german: 'German' };

/** Years as a list the same in every language: "1941–1943" for a run of three or more, else "1940, 1942". */
function yearsList(years: readonly number[]): string {
  const ys = [...years].sort((a, b) => a - b);
  if (ys.length > 2 && ys[ys.length - 1] - ys[0] === ys.length - 1) return `${ys[0]}–${ys[ys.length - 1]}`;
  return ys.join(', ');
}

/** Every refusal of the game, by code. */
export const no = {
  // ------------------------------------------------------------ whose decision
  /** A turn's move (play, discard) out of turn. */
  notYourTurn: () => refuse('notYourTurn', 'It is not your turn to play.'),
  notChoosingConvoy: () => refuse('notChoosingConvoy', 'You are not choosing a convoy now.'),
  notLeader: () => refuse('notLeader', 'Only the round leader declares the zone, before playing (§6).'),
  noStorm: () => refuse('noStorm', 'You have no storm to resolve.'),
  noSupply: () => refuse('noSupply', 'You have no supply card to use now.'),
  notDividing: () => refuse('notDividing', 'You are not dividing spoils now.'),
  notSolitaire: () => refuse('notSolitaire', 'This move belongs to the solitaire game.'),
  notWaiting: () => refuse('notWaiting', 'That is not the decision the game is waiting for.'),

  // ------------------------------------------------------------ choosing the convoy and the zone
  notDrawnConvoy: (convoy: string) => refuse('notDrawnConvoy', `${convoy} is not one of the two convoys you drew (§14).`, { convoy }),
  badZone: () => refuse('badZone', 'The zone is air, surface, sub or combined (§6).'),

  // ------------------------------------------------------------ the cards of a play (§6-§9)
  noCards: () => refuse('noCards', 'Choose at least one card to play; if you do not play, discard one card (§6).'),
  listedTwice: () => refuse('listedTwice', 'A card is listed twice.'),
  notInHand: (card: string) => refuse('notInHand', `${card} is not in your hand.`, { card }),
  /** §6 "El océano": the card's ocean is not the convoy's. */
  wrongOcean: (card: string, ocean: CardOcean, convoy: string, convoyOcean: Ocean) =>
    refuse('wrongOcean', `${card} fights only in the ${OCEAN[ocean as Ocean]}; ${convoy} sails in the ${OCEAN[convoyOcean]} (§6).`, {
      card,
      ocean,
      convoy,
      convoyOcean,
    }),
  /** §6 "El año": the convoy's year is not one of the card's. */
  wrongYear: (card: string, years: readonly Year[], convoy: string, year: Year) =>
    refuse('wrongYear', `${card} serves only in ${yearsList(years)}; ${convoy} sails in ${year} (§6).`, { card, years: yearsList(years), convoy, year }),
  mixedSides: () => refuse('mixedSides', 'You may never mix Allied and German cards in the same turn (§6).'),
  /** §9: an intelligence card cannot be played at the delayed turn it gave. */
  intelAtDelayed: () =>
    refuse('intelAtDelayed', 'At your delayed turn you play cards of your intelligence card’s side, or discard the intelligence card (§9).'),
  intelAlone: (card: string) => refuse('intelAlone', `${card} is played alone, instead of your normal play or discard (§9).`, { card }),
  delayedSide: (side: Side) => refuse('delayedSide', `At your delayed turn you play ${SIDE[side]} cards, or discard the intelligence card (§9).`, { side }),
  stormAlone: () => refuse('stormAlone', 'A storm is played in addition to your normal play, never by itself (§9).'),
  admiralOption: () => refuse('admiralOption', 'Choose the admiral’s option: A (combined operations) or B (two normal cards) (§9).'),
  admiralTwo: (card: string) => refuse('admiralTwo', `${card}’s option B is to play two normal cards (§9).`, { card }),
  admiralOne: (card: string) => refuse('admiralOne', `With ${card}’s option A you play one normal card, and the zone becomes combined (§9).`, { card }),
  admiralMissing: () => refuse('admiralMissing', 'An admiral’s option needs an admiral in the play (§9).'),
  oneNormal: () => refuse('oneNormal', 'You may play only one normal card per turn, or two with an admiral’s option B (§6, §9).'),
  notBonusOfPlay: (card: string) => refuse('notBonusOfPlay', `${card} is not a bonus card of this play (§8).`, { card }),
  bonusAlone: (card: string) =>
    refuse('bonusAlone', `${card} must be attached to a normal card of its type; only Minefield and CAM Ship may be played by themselves (§8).`, { card }),
  bonusParent: (card: string) => refuse('bonusParent', `${card} must be attached to a normal card played in this same turn (§8).`, { card }),
  bonusFrame: (card: string, frame: Frame, parent: string, parentFrame: Frame) =>
    refuse('bonusFrame', `${card} (${FRAME[frame]}) cannot be attached to ${parent} (${FRAME[parentFrame]}) (§8).`, { card, frame, parent, parentFrame }),
  raidZone: (card: string) => refuse('raidZone', `${card} is played only in a surface battle or in combined operations (§9).`, { card }),
  raidWith: (card: string, other: string) =>
    refuse('raidWith', `${card} is played by itself or with another Allied surface card, not with ${other} (§9).`, { card, other }),
  happyZone: (card: string) => refuse('happyZone', `${card} is played only in a submarine battle or in combined operations (§9).`, { card }),
  happyWith: (card: string, other: string) =>
    refuse('happyWith', `${card} is played by itself or with another submarine-type card, not with ${other} (§9).`, { card, other }),
  /** §9: after Raid on St. Nazaire, no German card in the round. */
  noGerman: () =>
    refuse('noGerman', 'After Raid on St. Nazaire, the players who follow in the round may not play German cards: only Allied cards, or a discard (§9).'),
  /** §9: after 2nd Happy Time, no Allied card in the round. */
  noAllied: () =>
    refuse('noAllied', 'After 2nd Happy Time, the players who follow in the round may not play Allied cards: only German cards, or a discard (§9).'),
  /** Black Gap (a substitute effect): no Allied aircraft after it in the round. */
  noAlliedAir: () => refuse('noAlliedAir', 'After Black Gap, no Allied aircraft may be played in the round.'),

  // ------------------------------------------------------------ discards (§6, §9, §14)
  delayedDiscard: (card: string) => refuse('delayedDiscard', `At your delayed turn, if you do not play, you must discard ${card} (§9).`, { card }),
  discardHandOff: () => refuse('discardHandOff', 'Discarding the whole hand is an advanced rule (§14) not used in this game.'),
  discardHandDelayed: () => refuse('discardHandDelayed', 'At a delayed turn the only discard is the intelligence card (§9).'),
  handEmpty: () => refuse('handEmpty', 'Your hand is empty.'),

  // ------------------------------------------------------------ storms (§9)
  stormPlayGone: () => refuse('stormPlayGone', 'The storm cancels only a play still on the table (§9).'),
  stormTurnTaken: () => refuse('stormTurnTaken', 'The storm makes a player skip only a turn not taken yet (§9).'),
  stormChoice: () => refuse('stormChoice', 'Choose a play to cancel, a player to skip, or nothing (§9).'),

  // ------------------------------------------------------------ supply cards (§10)
  milkCowTarget: (card: string) => refuse('milkCowTarget', `${card} refuels only a submarine or wolf pack of the winning side that fought (§10).`, { card }),
  supplyTarget: (card: string) =>
    refuse('supplyTarget', `${card} refuels a ship, escort group, submarine, wolf pack or carrier (no other aircraft) of the winning side that fought (§10).`, {
      card,
    }),

  // ------------------------------------------------------------ the spoils (§14)
  noSpoils: () => refuse('noSpoils', 'There are no spoils to divide.'),
  spoilsGiveAll: () => refuse('spoilsGiveAll', 'Give every spoils card to a player who may receive spoils (§14).'),
  spoilsNotEligible: (seat: number) =>
    refuse('spoilsNotEligible', `Seat ${seat} has no surviving card worth 1 or more on the winning side and gets no spoils (§14).`, { seat }),
  spoilsList: () => refuse('spoilsList', 'Each player gets a list of cards.'),
  spoilsNotPart: (card: string) => refuse('spoilsNotPart', `${card} is not part of the spoils.`, { card }),
  spoilsTwice: (card: string) => refuse('spoilsTwice', `${card} is given twice.`, { card }),
  spoilsMissing: () => refuse('spoilsMissing', 'Every spoils card (the convoy and the sunk cards) must be given out (§14).'),
  spoilsUneven: () => refuse('spoilsUneven', 'Each player must receive one spoils card before anyone receives a second, and so on (§14).'),

  // ------------------------------------------------------------ solitaire (§15)
  soloZones: () => refuse('soloZones', 'Choose one zone, or two zones combined (§15).'),
  soloNewZone: () => refuse('soloNewZone', 'Choose the new zone: one zone, or two combined (§15).'),
  soloCancelOne: () => refuse('soloCancelOne', 'Choose one enemy card to cancel (§15).'),
  soloCancelMany: (n: number) => refuse('soloCancelMany', `Choose ${n} enemy cards to cancel (§15).`, { n }),
  soloNotEnemy: (card: string) => refuse('soloNotEnemy', `${card} is not an enemy card on the table (§15).`, { card }),
  soloWithdrawList: () => refuse('soloWithdrawList', 'List the cards to withdraw (possibly none).'),
  soloNotZero: (card: string) => refuse('soloNotZero', `${card} is not a placed card worth 0 in the zone (§15).`, { card }),
  soloPlaceList: () => refuse('soloPlaceList', 'List the cards you place.'),
  soloNotDrawn: (card: string) => refuse('soloNotDrawn', `${card} is not one of the cards you drew.`, { card }),
  soloNotPlacedBonus: (card: string) => refuse('soloNotPlacedBonus', `${card} is not a bonus card you place.`, { card }),
  soloBonusAlone: (card: string) => refuse('soloBonusAlone', `${card} must be attached to a normal card of its type that you place (§8).`, { card }),
  soloBonusParent: (card: string) => refuse('soloBonusParent', `${card} must be attached to a normal card that you place (§8).`, { card }),
  soloBonusFrame: (card: string, parent: string) =>
    refuse('soloBonusFrame', `${card} cannot be attached to ${parent}: their types do not match (§8).`, { card, parent }),
  soloAnnounce: (card: string) => refuse('soloAnnounce', `Say what ${card} will do: cancel an enemy card or change the zone (§15).`, { card }),
  soloProtectChoose: (card: string) => refuse('soloProtectChoose', `Choose one of your placed cards for ${card} to protect (§15).`, { card }),
  soloProtectMilkCow: (card: string) => refuse('soloProtectMilkCow', `${card} protects only a submarine or wolf pack (§10).`, { card }),
  soloProtectSupply: (card: string) => refuse('soloProtectSupply', `${card} protects a ship, escort group, submarine, wolf pack or carrier (§10).`, { card }),
  soloProtected: (card: string) => refuse('soloProtected', `${card} is already protected.`, { card }),

  // ------------------------------------------------------------ room: player counts (§1, §13, §14, §15)
  countSolitaire: () => refuse('countSolitaire', 'Solitaire is for one player (§15).'),
  countTwoPlayer: () => refuse('countTwoPlayer', 'The two-player version is for exactly two players (§13).'),
  countAdvanced: () => refuse('countAdvanced', 'The advanced rules are for 3 to 6 players; they must not be used with two (§14).'),
  countBasic: () => refuse('countBasic', 'The multiplayer game is for 3 to 6 players; use the two-player version for two (§1, §13).'),
  dealerSeat: (n: number) => refuse('dealerSeat', `The dealer must be one of the ${n} seats.`, { n }),
} satisfies Record<string, (...args: never[]) => Refusal>;

/** Whether a checked value is a refusal (rather than the checked play or placement). */
export function isRefusal<T extends object>(v: T | Refusal): v is Refusal {
  return 'code' in v && 'text' in v;
}
