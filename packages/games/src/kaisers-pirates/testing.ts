/** The Kaiser's Pirates' test fixtures and checks (through `@quarterdeck/games/testing`; never in production code). */
export * from './test-fixture';
export * from './test-invariants';
export { configFor, fuzz, type FuzzConfig, type FuzzStats } from './fuzz-run';
