/**
 * Small states: the state a match stores at the end of any Atlantic Storm game (as the host stores it: no
 * deltalog, empty undo stacks) stays under 20 KB in every mode. The narrative of the game is not in the
 * state: each move's log events travel on its log entry (rules/events.ts); the state keeps the setup's
 * events and the last round's record only (AsState.log, AsState.lastRound).
 *
 * Seeded playouts through boardgame.io's reducer, as the server runs them, choosing uniformly among
 * ai.enumerate's actions (every fourth game with the bot). boardgame.io's development checks are switched
 * off before the modules load, as in the fuzz files.
 */
import type { State } from 'boardgame.io';

const previousEnv = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { atlanticStorm } = require('./index') as typeof import('./index');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { enumerateActions, playout, seededRandom } = require('../common') as typeof import('../common');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { chooseAction } = require('./bot') as typeof import('./bot');
type AsState = import('./rules/types').AsState;

const LIMIT = 20_000;

/** The state as the host stores it (packages/server/src/matches/reduce.ts `storable`). */
function stored(state: State): State {
  const { deltalog: _d, ...rest } = state as State & { deltalog?: unknown };
  return { ...rest, _undo: [], _redo: [] } as State;
}

const MODES: { label: string; numPlayers: number; options: Record<string, unknown> }[] = [
  ...[3, 4, 5, 6].map((n) => ({ label: `basic ${n}p`, numPlayers: n, options: { mode: 'basic' } })),
  ...[3, 4, 5, 6].map((n) => ({ label: `advanced ${n}p`, numPlayers: n, options: { mode: 'advanced' } })),
  { label: 'two-player', numPlayers: 2, options: { mode: 'twoPlayer' } },
  { label: 'solitaire allied', numPlayers: 1, options: { mode: 'solitaire', soloSide: 'allied' } },
  { label: 'solitaire german', numPlayers: 1, options: { mode: 'solitaire', soloSide: 'german' } },
];
const GAMES = 8;

afterAll(() => {
  process.env.NODE_ENV = previousEnv;
});

test(`the stored state at the end of every game is under ${LIMIT / 1000} KB, in every mode`, () => {
  const sizes: string[] = [];
  const over: string[] = [];
  MODES.forEach((m, k) => {
    let max = 0;
    for (let g = 0; g < GAMES; g++) {
      const bot = g % 4 === 3;
      const r = playout(atlanticStorm, {
        numPlayers: m.numPlayers,
        options: m.options,
        seed: `state-size-${k}-${g}`,
        random: seededRandom(90_000 + 100 * k + g),
        choose: (view, seat, rnd) => {
          if (bot) {
            const a = chooseAction(view.G as AsState, seat, rnd);
            return a ? { kind: 'move', name: a.move, args: a.args } : undefined;
          }
          const acts = enumerateActions(atlanticStorm, view, seat);
          return acts[Math.floor(rnd() * acts.length)];
        },
      });
      expect(r.state.ctx.gameover).toBeDefined();
      const bytes = JSON.stringify(stored(r.state)).length;
      max = Math.max(max, bytes);
      if (bytes >= LIMIT) over.push(`${m.label} game ${g}: ${bytes} B`);
    }
    sizes.push(`${m.label} ${max} B`);
  });
  console.log(`largest final state per mode (${GAMES} games each): ${sizes.join(', ')}`);
  expect(over).toEqual([]);
}, 300_000);
