/**
 * The surface the web client imports (`@quarterdeck/games/atlantic-chase/client`): the data, the state
 * types, legality checks with their coded reasons (rules/refusals.ts), and the enumerations. Pure modules only.
 */
export * from './data';
export type { G as AtlanticChaseState, TF, ShipState, Battle, Pending, Commitment } from './rules/types';
export type { Act } from './rules/acts';
export type { ChaseView } from './view';
export { actProblem } from './rules/sequence';
export { no, type Refusal } from './rules/refusals';
export { enumerate, actOptions, trajectorySamples } from './rules/enumerate';
export { trajectoryProblem } from './rules/trajectory';
export { lapseOptions } from './rules/lapse';
export { fireOptions, fireProblem } from './rules/gunnery';
export { torpedoOptions, torpedoProblem } from './rules/torpedo';
export { moveZones, maneuverProblem } from './rules/maneuver';
export { breakAwayMods } from './rules/breakAway';
export { trajectoryTotal } from './rules/trajectoryTotal';
export { modifiers } from './rules/action';
export { tfSpeed, hexesOf, liveShips } from './rules/state';
export { freeIdentities } from './rules/reorganize';
