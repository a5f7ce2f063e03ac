/**
 * View patches on real games: over seeded random playouts of every registered game, each viewer's patch
 * (made by the server's broadcaster from consecutive views) turns the view a client holds into exactly
 * the next full view, and carries only values that the next full view itself shows that viewer.
 */
import type { State } from 'boardgame.io';
import { registry, playout, seededRandom, type GameModule } from '@quarterdeck/games';
import { applyPatch, diffView } from '@quarterdeck/sdk';
import type { MatchConnection } from '@quarterdeck/sdk';
import { viewFor, type Viewer } from '../src/matches/views';
import { closeAll, connect, sleep, startTestServer } from './helpers';

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
        // The playout's reducer changes parts of ctx in place (the server's host gives it a copy): keep
        // what was sent as sent.
        sent = views.map(wire);
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

test.each(Object.keys(registry))("%s: every viewer's patch gives exactly its next view and nothing beyond it", (slug) => {
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

test('served over sockets: a spectator following a whole Atlantic Storm game by patches ends with the view a fresh sync gives', async () => {
  const qd = await startTestServer({ registry: { 'atlantic-storm': registry['atlantic-storm'] } });
  const open: MatchConnection[] = [];
  try {
    const r = qd.rest();
    await r.createPlayer('Watcher');
    const { match } = await r.createMatch({ game: 'atlantic-storm', numPlayers: 4, bots: [0, 1, 2, 3], options: { mode: 'basic' } });
    const follower = connect(qd.url, { matchId: match.matchId, spectate: true });
    open.push(follower);
    let patches = 0;
    let whole = 0;
    follower.socket.on('update', (p: any) => (p.patch ? patches++ : whole++));
    await follower.ready();
    for (let i = 0; i < 1200 && (await r.match(match.matchId)).status !== 'finished'; i++) await sleep(25);
    const final = await r.match(match.matchId);
    expect(final.status).toBe('finished');
    await follower.waitFor((c) => c.stateId === final.stateId);
    const fresh = connect(qd.url, { matchId: match.matchId, spectate: true });
    open.push(fresh);
    await fresh.ready();
    expect(fresh.stateId).toBe(final.stateId);
    expect(follower.view).toEqual(fresh.view);
    expect(patches).toBeGreaterThan(20);
    expect(whole).toBe(0);
  } finally {
    closeAll(open);
    await qd.close();
  }
});
