import { fuzzSuite } from './fuzz-suite';

// 500 games, half as the Allies and half as the Germans.
fuzzSuite({
  label: 'solitaire',
  title: '§15 random playouts, solitaire against the automaton: conserved cards, clean views, consistent VP, the game ends',
  games: 500,
  game: (i) => ({ numPlayers: 1, options: { mode: 'solitaire', soloSide: i % 2 ? 'german' : 'allied' }, seed: 40000 + i }),
});
