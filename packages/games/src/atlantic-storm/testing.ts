/** Atlantic Storm's test fixtures and checks (through `@quarterdeck/games/testing`; never in production code). */
export * from './testkit';
export { assertLastRoundClean, assertLogClean, assertScores, assertViewsClean, fuzzGame, type FuzzCase } from './fuzzkit';
export { pileIds, pileOf, pileSize } from './rules/pile';
export { no as refusals } from './rules/refusals';
