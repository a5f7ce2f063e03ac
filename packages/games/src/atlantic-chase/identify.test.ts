/**
 * Unidentified TFs of the solitaire automaton (p.52): hidden from the player and from
 * spectators until a hit needs a ship, a battle starts, the TF completes or the scenario ends. The
 * substitute TUT-S1 plan has none (automaton.ts `unidentified: []`); these tests give it G1.
 */
import type { State } from 'boardgame.io';
import { BOT_PLAN } from './data';
import { viewOf } from '../common/playout';
import { atlanticChase } from './index';
import { fixture } from './testing';
import { enumerate } from './rules/enumerate';
import { identify } from './rules/identify';
import { fuzzGame } from './fuzzkit';
import { run } from './rules/engine';

const plan = BOT_PLAN['TUT-S1'] as unknown as { unidentified: string[] };
beforeEach(() => plan.unidentified.splice(0, plan.unidentified.length, 'G1'));
afterEach(() => plan.unidentified.splice(0));

const views = (G: unknown) => ['0', null].map((v) => JSON.stringify(viewOf(atlanticChase, { G, ctx: { playOrder: ['0'] } } as unknown as State, v).G));

test('set up with its speed only: no ship of it in the state or any view', () => {
  const f = fixture({ scenario: 'TUT-S1', mode: 'SOLO' });
  expect(f.G.tfs.G1).toMatchObject({ ships: [], unidentified: true, speed: 'M' });
  expect(f.G.ships.deutschland).toBeUndefined();
  expect(f.G.secret).toEqual({});
  for (const v of views(f.G)) expect(v).not.toMatch(/deutschland/);
});

test("the automaton's first step puts the composition under G.secret; a hit identifies the TF first (p.52)", () => {
  const f = fixture({ scenario: 'TUT-S1', mode: 'SOLO' });
  f.move('0', 'start');
  for (let i = 0; i < 80 && !f.G.secret.unidentified && !f.G.result; i++) {
    const opts = enumerate(f.G, '0');
    const ch = opts.find((o) => o.move === 'act' && (o.args[0] as { a: string }).a === 'PASS') ?? opts[0];
    f.move('0', ch.move, ...ch.args);
  }
  expect(f.G.secret.unidentified).toEqual({ G1: ['deutschland'] });
  for (const v of views(f.G)) expect(v).not.toMatch(/deutschland/);
  // A Damage result on G1 (the British player's air strike would do; here the procedure directly).
  identify({ G: f.G, rng: f.rng, emit: (e) => void f.events.push(e) }, 'G1', 'hit');
  expect(f.G.tfs.G1.ships).toEqual(['deutschland']);
  expect(f.G.ships.deutschland).toMatchObject({ tf: 'G1', status: 'play' });
  expect(f.G.secret.unidentified).toBeUndefined();
  expect(f.events.find((e) => e.kind === 'identified')?.ids).toEqual(['G1', 'hit', 'deutschland']);
});

test('solitaire games with an unidentified raider play to the end, revealed at the end at the latest', () => {
  process.env.NODE_ENV = 'production';
  for (let seed = 1; seed <= 12; seed++) {
    const r = fuzzGame(atlanticChase, { numPlayers: 1, options: { scenario: 'TUT-S1', mode: 'SOLO' }, seed, bot: seed % 2 === 0 });
    const G = r.state.G as { tfs: Record<string, { unidentified?: true; ships: string[] }> };
    expect(G.tfs.G1.unidentified).toBeUndefined();
    expect(G.tfs.G1.ships).toEqual(['deutschland']);
  }
});

test('rulebook p.52 example: Hit (slow) on an unidentified TF identifies it first; Deutschland is medium: no ship is hit (p.52)', () => {
  const f = fixture({ scenario: 'TUT-S1', mode: 'SOLO' });
  f.move('0', 'start');
  f.G.secret.unidentified = { G1: ['deutschland'] };
  const hex = (f.G.tfs.G1.rep as { hexes: string[] }).hexes[0];
  f.G.pending = null;
  f.G.stack = [{ f: 'result', step: 'go', code: 'HIT_S', contact: false, side: 'BR', active: null, target: 'G1', hex, parent: 0 } as never];
  run({ G: f.G, rng: f.rng, emit: (e) => void f.events.push(e) });
  expect(f.kinds().slice(0, 2)).toEqual(['identified', 'result']);
  expect(f.kinds()).not.toContain('hits');
  expect(f.G.tfs.G1.ships).toEqual(['deutschland']);
});
