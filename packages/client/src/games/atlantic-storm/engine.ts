/**
 * The Atlantic Storm rules the table uses: the game's client surface (packages/games/src/atlantic-storm/
 * client.ts: data and pure rules, no boardgame.io, no randomness). The board asks the same functions the
 * server uses whether a play is legal, so what it marks as playable is what the server accepts.
 */
export * from '@quarterdeck/games/atlantic-storm/client';
