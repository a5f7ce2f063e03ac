/**
 * `@quarterdeck/games/testing`: the games' test fixtures (scripted tables, scripted dice), fuzz drivers
 * and invariant checks, for tests in any package. Production code never imports this entry, so no
 * production bundle includes it.
 */
export * as atlanticStorm from './atlantic-storm/testing';
export * as kaisersPirates from './kaisers-pirates/testing';
