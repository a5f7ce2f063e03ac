/**
 * Records test/fixtures/port-fingerprints.json (see port-fingerprint.ts):
 * `node --import tsx packages/games/test/record-fingerprints.ts`. Run it only to re-baseline after an
 * intended rules change, and say so in the commit.
 */
import fs from 'node:fs';
import path from 'node:path';

process.env.NODE_ENV = 'production'; // boardgame.io's development checks only cost time here
Error.stackTraceLimit = 0;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { registry } = require('../src') as typeof import('../src');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { fingerprintCases, fingerprintOf } = require('./port-fingerprint') as typeof import('./port-fingerprint');

const t0 = Date.now();
const out = fingerprintCases().map((c) => fingerprintOf(registry[c.game], c));
const file = path.join(__dirname, 'fixtures', 'port-fingerprints.json');
fs.writeFileSync(file, `${JSON.stringify(out, null, 1)}\n`);
const steps = out.reduce((a, f) => a + f.steps, 0);
console.log(`${out.length} games, ${steps} actions, ${Date.now() - t0} ms -> ${path.relative(process.cwd(), file)}`);
