/**
 * The Kaiser's Pirates rules the table uses, imported from the engine's pure modules (data/ and rules/:
 * no boardgame.io, no randomness). The table asks the same functions the server uses (commitProblem,
 * planReveal, enumerate) whether a choice is legal, so what it offers is what the server accepts.
 */
export { ACTION, ACTION_TYPE, MERCHANT, SOLITAIRE, WARSHIP, cardName, typeOf } from '../../../../games/src/kaisers-pirates/data';
export type { ActionType, Coin, Die, MerchantCard, WarshipCard, ActionCard, ActionTypeData, SolitaireCard } from '../../../../games/src/kaisers-pirates/data';
export { commitProblem, planReveal, type CommitEntry, type RevealParams } from '../../../../games/src/kaisers-pirates/rules/legal';
export { commitChoices, enumerate, revealOptions, type Action } from '../../../../games/src/kaisers-pirates/rules/enumerate';
export { flatLog, isOpponent, teammateOf } from '../../../../games/src/kaisers-pirates/rules/state';
export { decisionProb } from '../../../../games/src/kaisers-pirates/rules/prob';
export type { ChooseQuestion, DiceRoll, Force, LogEntry, Pending, PublicState, ReactWindow, RoundScore, Ship, Side, Slot, VAEntry } from '../../../../games/src/kaisers-pirates/rules/types';
