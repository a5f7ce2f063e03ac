import { fuzzSuite } from './fuzz-suite';

// 600 games: 150 each with 3, 4, 5 and 6 players.
fuzzSuite({
  label: 'basic',
  title: '§3-§12 random playouts, basic rules, 3-6 players: every state conserves the 152 cards, every view is clean, VP match the tricks, the game ends',
  games: 600,
  game: (i) => ({ numPlayers: 3 + (i % 4), options: { mode: 'basic' }, seed: 10000 + i }),
});
