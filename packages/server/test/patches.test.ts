/**
 * View patches on real games: over seeded random playouts of every registered game, each viewer's patch
 * (made by the server's broadcaster from consecutive views) turns the view a client holds into exactly
 * the next full view, and carries only values that the next full view itself shows that viewer.
 */
import type { State } from 'boardgame.io';
import { registry, playout, seededRandom, type GameModule } from '@quarterdeck/games';
import { applyPatch, diffView } from '@quarterdeck/sdk';
import { keptView, viewFor, type Viewer } from '../src/matches/views';

const wire = (v: unknown) => JSON.parse(JSON.stringify(v));

function valueAt(root: any, path: Array<string | number>): unknown {
  return path.reduce((v, k) => (v === undefined || v === null ? undefined : v[k]), root);
}

function checkGame(mod: GameModule, numPlayers: number, options: unknown, seed: number, maxStates: number) {
  const viewers: Viewer[] = [...Array.from({ length: numPlayers }, (_, s) => String(s)), null];
  let held: any[] | null = null;
  let sent: unknown[] = [];
  let states = 0;
  let ops = 0;
  let fullBytes = 0;
  let patchBytes = 0;
  const STOP = new Error('enough');
  try {
    playout(mod, {
      numPlayers,
      options: mod.optionsSchema.parse(options),
      seed: `patch-${seed}`,
      random: seededRandom(seed),
      maxSteps: 20_000,
      onState: (state: State) => {
        const views = viewers.map((v) => viewFor(mod, state, v));
        if (held) {
          views.forEach((view, i) => {
            const patch = diffView(sent[i], view);
            expect(patch).not.toBeNull();
            const full = wire(view);
            for (const op of patch!) if (op.length === 2) expect(wire(op[1])).toEqual(wire(valueAt(full, op[0])));
            held![i] = applyPatch(held![i], wire(patch));
            expect(held![i]).toEqual(full);
            ops += patch!.length;
            fullBytes += JSON.stringify(view).length;
            patchBytes += JSON.stringify(patch).length;
          });
        } else held = views.map(wire);
        sent = views.map(keptView);
        if (++states >= maxStates) throw STOP;
      },
    });
  } catch (e) {
    if (e !== STOP) throw e;
  }
  return { states, ops, fullBytes, patchBytes };
}

const CASES: Record<string, { numPlayers: number; options: unknown; games: number; maxStates: number }> = {
  'atlantic-storm': { numPlayers: 4, options: { mode: 'advanced' }, games: 3, maxStates: 10_000 },
  'kaisers-pirates': { numPlayers: 3, options: {}, games: 1, maxStates: 120 },
};

test.each(Object.keys(registry))('%s: every viewer\'s patch gives exactly its next view and nothing beyond it', (slug) => {
  const mod = registry[slug];
  const c = CASES[slug] ?? { numPlayers: mod.minPlayers, options: {}, games: 1, maxStates: 300 };
  let states = 0;
  let full = 0;
  let patch = 0;
  for (let g = 0; g < c.games; g++) {
    const r = checkGame(mod, c.numPlayers, c.options, 1000 + g, c.maxStates);
    states += r.states;
    full += r.fullBytes;
    patch += r.patchBytes;
  }
  expect(states).toBeGreaterThan(100);
  // Patches are what make updates small: far fewer bytes than whole views.
  expect(patch).toBeLessThan(full / 2);
});
