/**
 * The Gathering Storm rules the table uses: the game's client surface (packages/games/src/gathering-storm/
 * client.ts: data, state and view types, legality checks and enumerations; pure, no boardgame.io). The table
 * asks the same functions the server uses (enumerate, placementProblem, industrialProblem...) what is legal,
 * so what it offers is what the server accepts.
 */
export * from '@quarterdeck/games/gathering-storm/client';
