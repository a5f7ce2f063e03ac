/**
 * The game kit port changed no rule: the seeded games recorded before the port (record-fingerprints.ts,
 * fixtures/port-fingerprints.json) replay to the same final states (G, ctx, PRNG state), the same final
 * view for every seat and the spectator, and the same sequence of chosen actions. The hashes are of the
 * states as the reducer leaves them (keys sorted), less the narrative text a game keeps in its state (The
 * Kaiser's Pirates' text log and result sentence: `withoutNarrative` in port-fingerprint.ts).
 *
 * boardgame.io's development checks are switched off before the modules load, as in the fuzz files.
 */
import fs from 'node:fs';
import path from 'node:path';

const previousEnv = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { registry } = require('../src') as typeof import('../src');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { fingerprintCases, fingerprintOf } = require('./port-fingerprint') as typeof import('./port-fingerprint');
type Fingerprint = import('./port-fingerprint').Fingerprint;

const recorded = JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', 'port-fingerprints.json'), 'utf8')) as Fingerprint[];

const previousLimit = Error.stackTraceLimit;
beforeAll(() => {
  Error.stackTraceLimit = 0;
});
afterAll(() => {
  process.env.NODE_ENV = previousEnv;
  Error.stackTraceLimit = previousLimit;
});

test('the recorded cases are the cases this file plays (every mode of both games)', () => {
  expect(recorded.map((f) => f.case)).toEqual(fingerprintCases());
  const games = new Set(recorded.map((f) => f.case.game));
  expect([...games].sort()).toEqual(['atlantic-storm', 'kaisers-pirates']);
  const asModes = new Set(recorded.filter((f) => f.case.game === 'atlantic-storm').map((f) => f.case.options.mode));
  expect([...asModes].sort()).toEqual(['advanced', 'basic', 'solitaire', 'twoPlayer']);
  const kpPlayers = new Set(recorded.filter((f) => f.case.game === 'kaisers-pirates').map((f) => `${f.case.numPlayers}${f.case.options.teams ? 't' : ''}`));
  expect([...kpPlayers].sort()).toEqual(['1', '2', '3', '4', '4t']);
});

describe.each(['atlantic-storm', 'kaisers-pirates'] as const)('%s', (slug) => {
  test('seeded games replay to the recorded final states, views and action sequences', () => {
    const mine = recorded.filter((f) => f.case.game === slug);
    expect(mine.length).toBeGreaterThan(50);
    const differences: string[] = [];
    for (const want of mine) {
      const got = fingerprintOf(registry[slug], want.case);
      const where = `${want.case.label} (${want.case.seed})`;
      if (got.steps !== want.steps) differences.push(`${where}: ${got.steps} actions, recorded ${want.steps}`);
      if (got.actions !== want.actions) differences.push(`${where}: different actions`);
      if (got.state !== want.state) differences.push(`${where}: different final state`);
      for (const viewer of Object.keys(want.views))
        if (got.views[viewer] !== want.views[viewer]) differences.push(`${where}: different final view of ${viewer}`);
      if (Object.keys(got.views).length !== Object.keys(want.views).length) differences.push(`${where}: different viewers`);
    }
    expect(differences).toEqual([]);
  }, 300_000);
});
