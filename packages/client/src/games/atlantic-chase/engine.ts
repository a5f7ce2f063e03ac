/**
 * The Atlantic Chase rules the table uses: the game's client surface (packages/games/src/atlantic-chase/
 * client.ts: data, legality checks with their reasons, enumerations; pure, no boardgame.io, no randomness).
 * The table asks the same functions the server uses (actProblem, trajectoryProblem, enumerate) what is
 * legal, so what it offers is what the server accepts.
 */
export * from '@quarterdeck/games/atlantic-chase/client';
