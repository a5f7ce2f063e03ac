/**
 * Seeded fuzz through the boardgame.io reducer: random enumerated actions and bot-against-bot games for 2-5
 * players, invariants and the leak check after every move, determinism. `npm test` runs a sample; the full
 * counts run with GS_FUZZ=full (see package script notes in DESIGN.md).
 */
process.env.NODE_ENV = 'production';
import { fuzzGame } from './fuzz-run';

const FULL = process.env.GS_FUZZ === 'full';
const RANDOM_GAMES = FULL ? 500 : 12;
const BOT_GAMES = FULL ? 100 : 4;
const TURNS = 27; // the optional last turn: Winter 1941 (substitute G-14), so that every game ends

describe('gathering-storm fuzz', () => {
  test(`${RANDOM_GAMES} random games of ${TURNS} turns, 2-5 players, invariants and views on every state`, () => {
    let actions = 0;
    const t0 = Date.now();
    for (let i = 0; i < RANDOM_GAMES; i++) actions += fuzzGame(2 + (i % 4), 1000 + i, TURNS, false).actions;
    const s = (Date.now() - t0) / 1000;
    console.log(`random: ${RANDOM_GAMES} games, ${actions} actions, ${(actions / s).toFixed(0)} actions/s with checks`);
  });
  test(`${BOT_GAMES} bot games of ${TURNS} turns, 2-5 players`, () => {
    const sizes: number[] = [];
    const ends: string[] = [];
    for (let i = 0; i < BOT_GAMES; i++) {
      const r = fuzzGame(2 + (i % 4), 5000 + i, TURNS, true);
      sizes.push(r.finalBytes);
      ends.push(`${r.war ? 'war' : 'cap'}@${r.turns}`);
    }
    console.log(`bots: ends ${ends.join(' ')}; final state ${Math.min(...sizes)}-${Math.max(...sizes)} bytes`);
  });
  test('one player (random choices) against four bots, to the end', () => {
    for (let i = 0; i < 2; i++) {
      const r = fuzzGame(5, 9000 + i, TURNS, 'allButSeat0');
      expect(r.state.ctx.gameover).toBeDefined();
    }
  });
  test('determinism: the same seed and moves give the same state', () => {
    const a = fuzzGame(5, 42, 8, true, false).state.G;
    const b = fuzzGame(5, 42, 8, true, false).state.G;
    expect(JSON.stringify(a)).toEqual(JSON.stringify(b));
  });
  test('speed without checks', () => {
    const t0 = Date.now();
    let actions = 0;
    for (let i = 0; i < 2; i++) actions += fuzzGame(5, 77 + i, TURNS, true, false).actions;
    console.log(`bots, 5 players, no checks: ${(actions / ((Date.now() - t0) / 1000)).toFixed(0)} actions/s`);
  });
});
