/**
 * The Atlantic Storm rules the table uses, imported from the engine's pure modules (data/ and rules/:
 * no boardgame.io, no randomness). The board asks the same functions the server uses whether a play
 * is legal, so what it marks as playable is what the server accepts.
 */
export { CARD, CONVOY, cardName } from '../../../../games/src/atlantic-storm/data';
export type { ConvoyCard, ForceCard, Side, Zone, ZoneDecl, CombatValue } from '../../../../games/src/atlantic-storm/data';
export { diceFor, handLimit, illegalReason, legalFor, refuelable, sideName, typeMatches, zoneName, zonesOf } from '../../../../games/src/atlantic-storm/rules/cards';
export { checkPlay, effectiveZone, effectiveZones, livePlays, restrictions, type PlaySpec } from '../../../../games/src/atlantic-storm/rules/play';
export { cancellablePlays, checkSpoils, pendingSeats, supplyTargets, bonusValue, normalValue } from '../../../../games/src/atlantic-storm/rules/flow';
export { legalActions, type Action } from '../../../../games/src/atlantic-storm/rules/actions';
export { SOLO_ZONE_OPTIONS, type SoloPlaceSpec } from '../../../../games/src/atlantic-storm/rules/solo-values';
export { checkSoloPlace } from '../../../../games/src/atlantic-storm/rules/solo';
export type { AsState, Play, Round, Battle, Prompt, Seat, Standing } from '../../../../games/src/atlantic-storm/rules/types';
