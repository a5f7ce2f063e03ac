import { fuzzSuite } from './fuzz-suite';

// 500 games: 125 each with 3, 4, 5 and 6 players; every 4th game with one advanced rule switched off.
const RULES = ['convoySelection', 'discardHand', 'divideSpoils'] as const;
fuzzSuite({
  label: 'advanced',
  title: '§14 random playouts, advanced rules, 3-6 players: conserved cards, clean views, consistent VP, the game ends',
  games: 500,
  game: (i) => {
    const off = i % 4 === 3 ? RULES[Math.floor(i / 4) % 3] : undefined;
    return { numPlayers: 3 + (i % 4), options: { mode: 'advanced', ...(off ? { [off]: false } : {}) }, seed: 20000 + i };
  },
});
