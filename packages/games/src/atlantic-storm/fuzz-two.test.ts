import { fuzzSuite } from './fuzz-suite';

// 400 games; every fifth dealt by the second player.
fuzzSuite({
  label: 'two-player',
  title: '§13 random playouts, two-player rules: conserved cards, clean views, consistent VP, the game ends',
  games: 400,
  game: (i) => ({ numPlayers: 2, options: { mode: 'twoPlayer', ...(i % 5 === 0 ? { dealer: 1 } : {}) }, seed: 30000 + i }),
});
