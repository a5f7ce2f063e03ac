/**
 * The production build (dist/) leaves out the board of the platform tests' fixture game; the testing
 * build the browser tests serve (dist-e2e/) has it (vite.config.ts, src/games/index.ts). Both are built
 * before the browser tests (scripts/test.sh). No boardgame.io or zod code reaches the browser either:
 * the boards import only the games' client surfaces.
 */
import fs from 'node:fs';
import path from 'node:path';

const dir = (name: string) => path.resolve(__dirname, '..', name, 'assets');
const files = (name: string) => fs.readdirSync(dir(name)).filter((f) => f.endsWith('.js'));
const text = (name: string) => files(name).map((f) => fs.readFileSync(path.join(dir(name), f), 'utf8'));
// Strings only the fixture board has (src/games/fixture/index.tsx).
const FIXTURE = [/"data-board":[`"']fixture/, /Play face down/, /played a card face down/];

test('the production bundle has no fixture board; the testing bundle has it', () => {
  expect(files('dist').filter((f) => f.startsWith('fixture'))).toEqual([]);
  for (const js of text('dist')) for (const re of FIXTURE) expect(re.test(js)).toBe(false);
  expect(files('dist-e2e').some((f) => f.startsWith('fixture'))).toBe(true);
  for (const re of FIXTURE) expect(text('dist-e2e').some((js) => re.test(js))).toBe(true);
});

test('no boardgame.io or zod in the browser bundle', () => {
  for (const js of text('dist')) for (const s of ['INVALID_MOVE', 'plugin-immer', 'ZodError']) expect(js.includes(s)).toBe(false);
});
