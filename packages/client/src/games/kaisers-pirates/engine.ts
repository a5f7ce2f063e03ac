/**
 * The Kaiser's Pirates rules the table uses: the game's client surface (packages/games/src/kaisers-pirates/
 * client.ts: data and pure rules, no boardgame.io, no randomness). The table asks the same functions the
 * server uses (commitProblem, planReveal, enumerate) whether a choice is legal, so what it offers is what
 * the server accepts.
 */
export * from '@quarterdeck/games/kaisers-pirates/client';
