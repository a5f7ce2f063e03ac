/**
 * The only surface of Atlantic Storm the web client may import (`@quarterdeck/games/atlantic-storm/client`):
 * card data, the legality checks the server itself uses (so what the table offers is what the server
 * accepts), the state's types and the log events' kinds and sections (the client words them). Pure modules
 * only: no boardgame.io, no zod, no randomness.
 */
export { CARD, CONVOY, cardName } from './data';
export type { ConvoyCard, ForceCard, Side, Zone, ZoneDecl, CombatValue } from './data';
export { diceFor, handLimit, illegalReason, legalFor, refuelable, sideName, typeMatches, zoneName, zonesOf } from './rules/cards';
export { isRefusal, type Refusal } from './rules/refusals';
export { checkPlay, effectiveZone, effectiveZones, livePlays, restrictions, type PlaySpec } from './rules/play';
export { cancellablePlays, pendingSeats } from './rules/storm';
export { checkSpoils, supplyTargets } from './rules/trick';
export { bonusValue, normalValue } from './rules/resolution';
export { legalActions, soloPlaceKey, type Action } from './rules/legal-actions';
export { SOLO_ZONE_OPTIONS, type SoloPlaceSpec } from './rules/solo-values';
export { checkSoloPlace } from './rules/solo-place';
export type { AsState, Play, Round, Battle, Prompt, Seat, Standing, LastRound } from './rules/types';
export { RULE, type AsEventKind } from './rules/events';
export type { PublicLogEvent } from '../common/log';
