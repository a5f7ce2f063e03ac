/**
 * The only surface of The Kaiser's Pirates the web client may import
 * (`@quarterdeck/games/kaisers-pirates/client`): card data, the legality checks and action lists the server
 * itself uses (commitProblem, planReveal, enumerate: what the table offers is what the server accepts),
 * probabilities for the table's hints, the structured log events (rules/events.ts: decoded and worded by
 * the table) and the state's types. Pure modules only: no boardgame.io, no zod,
 * no randomness.
 */
export { ACTION, ACTION_TYPE, MERCHANT, SOLITAIRE, WARSHIP, cardName, typeOf } from './data';
export type { ActionType, Coin, Die, MerchantCard, WarshipCard, ActionCard, ActionTypeData, SolitaireCard } from './data';
export { commitProblem, planReveal, type CommitEntry, type RevealParams } from './rules/legal';
export { commitChoices, commitPreview, enumerate, revealOptions, type Action } from './rules/enumerate';
export { isOpponent, teammateOf } from './rules/state';
export { decideWinner } from './rules/scoring';
export { EVENTS, decodeEvent, rollsOf, ruleOf, type EventKind, type EventOf, type KPEvent } from './rules/events';
export { decisionProb } from './rules/prob';
export type { Refusal } from '../common/refusal';
export type { ChooseQuestion, DiceRoll, Force, GameState, Pending, PublicState, ReactWindow, RoundScore, Ship, Side, Slot, VAEntry } from './rules/types';
