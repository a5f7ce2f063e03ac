/**
 * Fuzz: well over 10,000 malformed, oversized, wrongly typed and out-of-order messages against the REST
 * API and the socket protocol, plus random move arguments for every move of every game in the registry.
 *
 * Asserted for every message: a clear error (an ack `{ ok: false, code, message }`, a `qd:error`, a
 * `connect_error` with `{ code, message }`, or an HTTP 4xx JSON body with a message), never INTERNAL;
 * no match state changes (stored state, state_id, log, seats, chat) and nothing is broadcast, except
 * for random moves that happen to be legal, which are counted and checked to be committed exactly
 * once and broadcast; and the server is still up and serving at the end.
 *
 * Reproducible: every message comes from one seeded PRNG (FUZZ_SEED, printed on failure, with the exact
 * message). Match seeds stay cryptographic, so move arguments drawn from a live view (cards in hand,
 * ids) vary between runs; the failing message itself is always printed in full enough to replay it.
 * Runs on PostgreSQL when it is reachable (always in CI), otherwise on PGlite.
 */
import { io as ioClient } from 'socket.io-client';
import { registry, type GameModule } from '@quarterdeck/games';
import type { Ack, MatchConnection } from '@quarterdeck/sdk';
import { closeAll, connect, freshPostgres, postgresAvailable, startTestServer, type TestServer } from './helpers';
import { fixture } from './fixture-game';

jest.setTimeout(240_000);

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
/** FUZZ_SCALE < 1 runs fewer messages while developing; the 10,000 floor is checked at scale 1 or more. */
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const GAMES: Record<string, GameModule> = { ...registry, fixture };
const CODES = new Set([
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'STALE',
  'ILLEGAL',
  'NOT_YOUR_TURN',
  'GAME_OVER',
  'NOT_STARTED',
  'RATE_LIMITED',
]);

// ---------------------------------------------------------------- seeded randomness

class Rng {
  private a: number;
  constructor(seed: number) {
    this.a = seed >>> 0;
  }
  /** mulberry32 */
  next(): number {
    let t = (this.a = (this.a + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.int(xs.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

const NASTY_NUMBERS = [
  -1,
  -0,
  0.5,
  -2.5,
  2 ** 31,
  -(2 ** 31),
  2 ** 53,
  -(2 ** 53),
  2 ** 64,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  NaN,
  Infinity,
  -Infinity,
  1e-300,
  16,
  65535,
  999_999_999,
];
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '💣',
  '<script>alert(1)</script>',
  "'; DROP TABLE matches; --",
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '%00',
  '%E0%A4%A',
  '../../etc/passwd',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e9',
  '{}',
  '[]',
  '\n\r\t',
  '\u202e\u200b',
  '${7*7}',
  'UPDATE',
  'SYNC',
  'RESET',
  'PATCH',
  'UNDO',
];

function randomString(rng: Rng, max = 40): string {
  const r = rng.next();
  if (r < 0.35) return rng.pick(NASTY_STRINGS);
  if (r < 0.45) return rng.pick(['x', 'é', '💣', '\u0000', 'ab']).repeat(1 + rng.int(max * 4));
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.:/ ?#&%$@!\u00e9\u4e2d';
  let s = '';
  const n = rng.int(max);
  for (let i = 0; i < n; i++) s += alphabet[rng.int(alphabet.length)];
  return s;
}

function randomNumber(rng: Rng): number {
  const r = rng.next();
  if (r < 0.4) return rng.pick(NASTY_NUMBERS);
  if (r < 0.7) return rng.int(20) - 3;
  return (rng.next() - 0.5) * 10 ** rng.int(20);
}

/** A random JSON-ish value; `pool` holds values seen in a real view (plausible card ids, keys...). */
function randomValue(rng: Rng, depth = 0, pool: { values: unknown[]; keys: string[] } = { values: [], keys: [] }): unknown {
  const r = rng.next();
  if (pool.values.length && r < 0.25) return rng.pick(pool.values);
  if (r < 0.4) return randomNumber(rng);
  if (r < 0.55) return randomString(rng);
  if (r < 0.62) return rng.pick([true, false, null, undefined]);
  if (depth > 3 || r < 0.68) return rng.chance(0.5) ? [] : {};
  if (r < 0.84) return Array.from({ length: rng.int(5) }, () => randomValue(rng, depth + 1, pool));
  const o: Record<string, unknown> = {};
  const n = rng.int(5);
  for (let i = 0; i < n; i++) {
    const k = pool.keys.length && rng.chance(0.5) ? rng.pick(pool.keys) : randomString(rng, 12);
    o[k] = randomValue(rng, depth + 1, pool);
  }
  return o;
}

/** encodeURIComponent, except that a lone surrogate becomes its (invalid UTF-8) percent-encoding. */
function enc(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80' + encodeURIComponent(s.replace(/[\ud800-\udfff]/g, ''));
  }
}

function nested(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

/** Primitive values and object keys found in a view: plausible arguments (cards, ids, seats). */
function poolOf(value: unknown, out = { values: [] as unknown[], keys: [] as string[] }, depth = 0): { values: unknown[]; keys: string[] } {
  if (out.values.length > 400 || depth > 12) return out;
  if (value === null || typeof value !== 'object') {
    if (value !== undefined && !out.values.includes(value)) out.values.push(value);
    return out;
  }
  if (Array.isArray(value)) {
    if (value.length && out.values.length < 400) out.values.push(value.slice(0, 3));
    for (const v of value.slice(0, 50)) poolOf(v, out, depth + 1);
  } else {
    for (const [k, v] of Object.entries(value as Record<string, unknown>).slice(0, 50)) {
      if (!out.keys.includes(k)) out.keys.push(k);
      poolOf(v, out, depth + 1);
    }
  }
  return out;
}

/** Every move name a game defines: top level, in phases and in stages. */
function moveNamesOf(game: any): string[] {
  const names = new Set<string>();
  const add = (moves: Record<string, unknown> | undefined) => Object.keys(moves ?? {}).forEach((k) => names.add(k));
  const addTurn = (turn: any) => Object.values(turn?.stages ?? {}).forEach((st: any) => add(st?.moves));
  add(game.moves);
  addTurn(game.turn);
  for (const ph of Object.values(game.phases ?? {})) {
    add((ph as any)?.moves);
    addTurn((ph as any)?.turn);
  }
  return [...names].sort();
}

// ---------------------------------------------------------------- bookkeeping

interface Tally {
  rest: number;
  handshakes: number;
  socket: number;
  frames: number;
  moves: number;
  accepted: number;
}
const tally: Tally = { rest: 0, handshakes: 0, socket: 0, frames: 0, moves: 0, accepted: 0 };
const failures: string[] = [];
let failureCount = 0;

function describeMsg(x: unknown): string {
  try {
    const s = JSON.stringify(x);
    return s === undefined ? String(x) : s.length > 300 ? s.slice(0, 300) + `...(${s.length} chars)` : s;
  } catch {
    return String(x);
  }
}

function fail(what: string, msg: unknown, got: unknown): void {
  failureCount++;
  if (failures.length < 40) failures.push(`[seed ${SEED}] ${what}: sent ${describeMsg(msg)} -> got ${describeMsg(got)}`);
}

/** A clear error acknowledgement: ok false, a known code (never INTERNAL), and a message. */
function checkAck(what: string, msg: unknown, r: unknown, allowed?: string[]): r is { ok: false; code: string; message: string } {
  const a = r as { ok?: unknown; code?: unknown; message?: unknown } | undefined;
  const good =
    !!a &&
    a.ok === false &&
    typeof a.code === 'string' &&
    CODES.has(a.code) &&
    (!allowed || allowed.includes(a.code)) &&
    typeof a.message === 'string' &&
    a.message.trim().length >= 5;
  if (!good) fail(what, msg, r);
  return good;
}

function expectNoFailures(): void {
  expect({ failureCount, failures }).toEqual({ failureCount: 0, failures: [] });
}

// ---------------------------------------------------------------- the server under test

describe(`fuzz (seed ${SEED})`, () => {
  let qd: TestServer;
  let drop = async () => {};
  const open: Array<{ close(): void }> = [];

  beforeAll(async () => {
    let databaseUrl: string | undefined;
    if (await postgresAvailable()) {
      const db = await freshPostgres();
      databaseUrl = db.url;
      drop = db.drop;
    }
    qd = await startTestServer({ databaseUrl, registry: GAMES });
  });
  let started = 0;
  beforeEach(() => {
    failures.length = 0;
    failureCount = 0;
    started = Date.now();
  });
  afterEach(() => {
    closeAll(open.splice(0));

    console.log(`${expect.getState().currentTestName}: ${Date.now() - started} ms; ${JSON.stringify(tally)}`);
  });
  afterAll(async () => {
    closeAll(open.splice(0));
    await qd?.close();
    await drop();

    console.log(`fuzz seed ${SEED}: ${JSON.stringify(tally)}, total ${tally.rest + tally.handshakes + tally.socket + tally.frames + tally.moves}`);
  });

  /** A snapshot of everything a bad message must not change. */
  async function snapshot(matchId: string): Promise<string> {
    const r = await qd.db.query(
      `SELECT m.state_id || '|' || m.log_length || '|' || m.status || '|' || m.snapshot_id || '|' || md5(m.active::text) || '|' || md5(m.state::text)
         || '|' || (SELECT count(*) FROM match_log l WHERE l.match_id = m.id)
         || '|' || (SELECT string_agg(seat || ':' || coalesce(player_id, '-') || ':' || bot || ':' || coalesce(credential_hash, '-'), ',' ORDER BY seat) FROM seats s WHERE s.match_id = m.id)
         || '|' || (SELECT count(*) FROM chat c WHERE c.match_id = m.id) AS snap
       FROM matches m WHERE m.id = $1`,
      [matchId],
    );
    return r.rows[0].snap;
  }

  async function tableCounts(): Promise<string> {
    const r = await qd.db.query(
      `SELECT (SELECT count(*) FROM players) AS p, (SELECT count(*) FROM matches) AS m, (SELECT count(*) FROM campaigns) AS c,
              (SELECT count(*) FROM match_log) AS l, (SELECT count(*) FROM chat) AS ch`,
    );
    return JSON.stringify(r.rows[0]);
  }

  /** A fixture match with every seat taken, its seats connected, a spectator and an observer counting broadcasts. */
  async function table() {
    const rests = [qd.rest(), qd.rest(), qd.rest()];
    await rests[0].createPlayer('Fuzz A');
    await rests[1].createPlayer('Fuzz B');
    await rests[2].createPlayer('Outsider');
    const { match, grant } = await rests[0].createMatch({ game: 'fixture', numPlayers: 2, claimSeat: 0, options: { target: 200 } });
    const g1 = await rests[1].claimSeat(match.matchId, 1);
    const creds = [grant!.credential, g1.credential];
    const seats = creds.map((credential, seat) => connect(qd.url, { matchId: match.matchId, seat, credential }, { reconnection: false }));
    const spec = connect(qd.url, { matchId: match.matchId, spectate: true }, { reconnection: false });
    open.push(...seats, spec);
    await Promise.all([...seats, spec].map((c) => c.ready()));
    const broadcasts = { update: 0, chat: 0 };
    for (const c of [...seats, spec]) {
      c.socket.on('update', () => broadcasts.update++);
      c.socket.on('chat', () => broadcasts.chat++);
    }
    return { matchId: match.matchId, rests, creds, seats, spec, broadcasts, tokens: rests.map((r) => r.token!) };
  }

  // ---------------------------------------------------------------- REST

  test('REST: malformed, wrongly typed, unauthorised and out-of-place requests get a 4xx JSON error and change nothing', async () => {
    const rng = new Rng(SEED);
    const t = await table();
    // An open match (a free seat) and a finished one are targets too.
    const before = await snapshot(t.matchId);
    const counts = await tableCounts();
    const ids = [
      t.matchId,
      'nosuchmatch0',
      'x'.repeat(65),
      '%E0%A4%A',
      '%00',
      '..',
      '%2e%2e%2f',
      '<b>',
      'a%20b',
      encodeURIComponent('💣'),
      '__proto__',
      'constructor',
    ];
    const seatsP = ['-1', '2', '15', '16', '99', '1.5', 'NaN', 'abc', '1e3', '0x1', '%20', '9999999999999999999999', 'Infinity'];
    const badAuth = () =>
      rng.pick([
        undefined,
        'Bearer',
        'Bearer ',
        'Bearer short',
        'Basic dXNlcjpwYXNz',
        `Bearer ${'A'.repeat(22)}`,
        `Bearer ${t.tokens[0]} extra`,
        `bearer${t.tokens[0]}`,
        `Bearer ${'x'.repeat(129)}`,
        `Bearer ${t.tokens[0].slice(0, -1)}`,
        `Bearer ${randomString(rng, 30).replace(/[^\x20-\x7e]/g, '')}`,
      ]);
    const validMatchBody = () => ({ game: 'fixture', numPlayers: 2, options: {}, visibility: 'public', allowSpectators: true, bots: [] as number[] });
    /** Corruptions that make a create-match body invalid whatever else it holds. */
    const corruptMatchBody = (b: Record<string, unknown>, campaign: boolean): Record<string, unknown> | unknown => {
      const c = rng.int(campaign ? 15 : 14);
      switch (c) {
        case 0:
          return { ...b, game: rng.pick(['', 'nosuchgame', 'x'.repeat(65), 42, null, ['fixture'], '__proto__', 'constructor', 'toString']) };
        case 1:
          return { ...b, numPlayers: rng.pick([0, 1, 5, 17, -1, 2.5, '2', null, NaN, 1e308, [2], {}]) };
        case 2:
          return {
            ...b,
            options: rng.pick([
              [],
              'x',
              3,
              null,
              { handSize: 0 },
              { handSize: 6 },
              { handSize: '3' },
              { target: -5 },
              { nope: 1 },
              { handSize: '\u0000' },
              { __proto__x: 1 },
            ]),
          };
        case 3:
          return { ...b, visibility: rng.pick(['private', '', 0, null, ['public']]) };
        case 4:
          return { ...b, allowSpectators: rng.pick(['yes', 1, 0, null, 'true']) };
        case 5:
          return { ...b, bots: rng.pick([[2], [-1], [16], ['0'], 'all', [0.5], Array(17).fill(0), null, {}]) };
        case 6:
          return { ...b, claimSeat: rng.pick([2, -1, 16, '0', 0.5, null, []]) };
        case 7: {
          const { game: _g, ...rest } = b;
          return rest;
        }
        case 8: {
          const { numPlayers: _n, ...rest } = b;
          return rest;
        }
        case 9:
          return rng.pick([null, [], 'fixture', 42, true, [b]]);
        case 10:
          return { ...b, options: { handSize: nested(200 + rng.int(2000)) } };
        case 11:
          return { ...b, numPlayers: 2, bots: [0], claimSeat: 0 };
        case 12:
          return { ...b, game: 'x'.repeat(20_000 + rng.int(10_000)) };
        case 13:
          return { ...b, options: { handSize: 3, target: rng.pick([0, 201, 'x', 1.5, -Infinity]) } };
        default:
          return { ...b, name: rng.pick(['', '   ', 'x'.repeat(81), 42, ['n'], '\u0000', 'a\u0000b', 'x\ud800']) };
      }
    };

    type Req = { method: string; path: string; headers?: Record<string, string>; body?: string };
    const json = (v: unknown) => JSON.stringify(v);
    const gen = (): Req => {
      const auth = (h: string | undefined): Record<string, string> => (h ? { authorization: h } : {});
      const good = () => `Bearer ${t.tokens[2]}`; // a real player who holds no seat anywhere
      const id = () => rng.pick(ids);
      const seat = () => rng.pick(seatsP);
      const k = rng.int(20);
      switch (k) {
        case 0: // unknown endpoints
          return {
            method: rng.pick(['GET', 'POST', 'DELETE', 'PUT', 'PATCH']),
            path: '/api/' + enc(randomString(rng, 20)) + (rng.chance(0.5) ? '/' + randomString(rng, 5).replace(/[^a-z]/g, '') : ''),
          };
        case 1: // wrong methods on known endpoints
          return rng.pick<Req>([
            { method: 'PUT', path: '/api/players', body: json({ name: 'ok' }) },
            { method: 'PATCH', path: `/api/matches/${t.matchId}` },
            { method: 'DELETE', path: '/api/players' },
            { method: 'POST', path: '/api/games' },
            { method: 'GET', path: `/api/matches/${t.matchId}/seats/0` },
            { method: 'PUT', path: `/api/matches/${t.matchId}/seats/0/credential` },
            { method: 'DELETE', path: '/api/me' },
            { method: 'POST', path: `/api/campaigns/${t.matchId}` },
            { method: 'GET', path: `/api/matches/${t.matchId}/seats/0/credential` },
          ]);
        case 2: // bad or unknown match ids
          return { method: 'GET', path: `/api/matches/${rng.pick(ids.slice(1))}` };
        case 3: // bad list queries
          return {
            method: 'GET',
            path:
              '/api/matches?' +
              rng.pick([
                'limit=-1',
                'limit=0',
                'limit=101',
                'limit=abc',
                'limit=1e400',
                'limit=1.5',
                'limit=1&limit=2',
                'game=',
                `game=${'x'.repeat(70)}`,
                'game=nosuchgame',
                'game=fixture&limit=-3',
                'game=__proto__',
                'game=constructor',
                `game=${enc(randomString(rng))}x&limit=0`,
              ]),
          };
        case 4: {
          // create player: bad bodies
          const body = rng.pick([
            '{',
            '{"name": ',
            'nul',
            '',
            '"name"',
            '\u0000',
            json({}),
            json({ name: '' }),
            json({ name: '   ' }),
            json({ name: 'x'.repeat(41 + rng.int(1000)) }),
            json({ name: 42 }),
            json({ name: ['a'] }),
            json({ name: null }),
            json({ name: 'a\u0000b' }),
            json({ name: 'tab\there' }),
            json({ name: '<b>' }),
            json({ nom: 'x' }),
            json([{ name: 'x' }]),
            json(nested(1000 + rng.int(3000))),
          ]);
          // the same bad bodies to create a player, or to rename one (with a good token)
          const [method, path, extra] = rng.chance(0.5) ? ['POST', '/api/players', {}] : ['PATCH', '/api/me', auth(good())];
          if (body === '') return { method, path, headers: { 'content-type': 'application/json', ...extra } };
          return { method, path, headers: { 'content-type': 'application/json', ...extra }, body };
        }
        case 5: // a good body with the wrong content type
          return {
            method: 'POST',
            path: '/api/players',
            headers: { 'content-type': rng.pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/xml']) },
            body: json({ name: 'Typed' }),
          };
        case 6: // oversized bodies
          return {
            method: 'POST',
            path: rng.pick(['/api/players', '/api/matches', '/api/campaigns']),
            headers: { 'content-type': 'application/json', ...auth(good()) },
            body: json({ name: 'x'.repeat(33_000 + rng.int(30_000)) }),
          };
        case 7: // endpoints needing a token, without a valid one
          return rng.pick<Req>([
            { method: 'GET', path: '/api/me', headers: auth(badAuth()) },
            { method: 'PATCH', path: '/api/me', headers: { 'content-type': 'application/json', ...auth(badAuth()) }, body: json({ name: 'Renamed' }) },
            { method: 'GET', path: '/api/me/matches', headers: auth(badAuth()) },
            { method: 'POST', path: '/api/matches', headers: { 'content-type': 'application/json', ...auth(badAuth()) }, body: json(validMatchBody()) },
            { method: 'POST', path: '/api/campaigns', headers: { 'content-type': 'application/json', ...auth(badAuth()) }, body: json(validMatchBody()) },
            { method: 'POST', path: `/api/matches/${t.matchId}/seats/1`, headers: auth(badAuth()) },
            { method: 'DELETE', path: `/api/matches/${t.matchId}/seats/0`, headers: auth(badAuth()) },
            { method: 'POST', path: `/api/matches/${t.matchId}/seats/0/credential`, headers: auth(badAuth()) },
          ]);
        case 8:
        case 9: // create match: invalid bodies
          return {
            method: 'POST',
            path: '/api/matches',
            headers: { 'content-type': 'application/json', ...auth(good()) },
            body: json(corruptMatchBody(validMatchBody(), false)),
          };
        case 10: // create campaign: invalid bodies
          return {
            method: 'POST',
            path: '/api/campaigns',
            headers: { 'content-type': 'application/json', ...auth(good()) },
            body: json(corruptMatchBody({ ...validMatchBody(), name: 'Series' }, true)),
          };
        case 11: // create with random JSON
          return {
            method: 'POST',
            path: rng.pick(['/api/matches', '/api/campaigns']),
            headers: { 'content-type': 'application/json', ...auth(good()) },
            body: json({ game: 'fixture', ...(randomValue(rng, 1) as object), numPlayers: rng.pick([0, 5, '2', null]) }),
          };
        case 12: // claim a seat of a full match, or a seat that does not exist, or with a bad seat number
          return {
            method: 'POST',
            path: `/api/matches/${rng.chance(0.3) ? id() : t.matchId}/seats/${rng.chance(0.5) ? rng.pick(['0', '1']) : seat()}`,
            headers: auth(good()),
          };
        case 13: // leave a seat one does not hold
          return {
            method: 'DELETE',
            path: `/api/matches/${rng.chance(0.3) ? id() : t.matchId}/seats/${rng.chance(0.5) ? rng.pick(['0', '1']) : seat()}`,
            headers: auth(good()),
          };
        case 14: // renew a credential one does not hold (also: the other seat's holder)
          return {
            method: 'POST',
            path: `/api/matches/${rng.chance(0.3) ? id() : t.matchId}/seats/${rng.chance(0.5) ? '1' : rng.pick(seatsP.filter((x) => x !== '%20'))}/credential`,
            // the outsider holds no seat; the holder of seat 0 may not renew seat 1
            headers: rng.chance(0.5) ? auth(good()) : { authorization: `Bearer ${t.tokens[0]}` },
          };
        case 15: // campaigns: bad ids
          return { method: 'GET', path: `/api/campaigns/${rng.pick(ids.slice(1))}` };
        case 16: // foreign browser origins are refused even for good requests
          return {
            method: rng.pick(['GET', 'POST']),
            path: rng.pick(['/api/games', `/api/matches/${t.matchId}`, '/api/players']),
            headers: {
              origin: rng.pick(['https://evil.example', 'null', 'http://quarterdeck.test.evil.example', 'file://']),
              'content-type': 'application/json',
            },
            body: undefined,
          };
        case 17: // random JSON bodies to create-player
          return {
            method: 'POST',
            path: '/api/players',
            headers: { 'content-type': 'application/json' },
            body: json(rng.chance(0.5) ? (randomValue(rng) ?? null) : { name: rng.pick([randomNumber(rng), null, [], {}, true]) }),
          };
        case 18: // bodies that are not JSON at all
          return {
            method: 'POST',
            path: rng.pick(['/api/players', '/api/matches', '/api/campaigns']),
            headers: { 'content-type': 'application/json', ...auth(good()) },
            body: rng.pick(['{"game":', '{,}', "{'a':1}", 'undefined', '\u0000\u0001', '{"a":1}}', randomString(rng, 200).replace(/^[[{"0-9tfn-]/, '~')]),
          };
        default: // random header noise on a seat claim of the already full match
          return {
            method: 'POST',
            path: `/api/matches/${t.matchId}/seats/${rng.pick(['0', '1'])}`,
            headers: { ...auth(good()), 'x-forwarded-for': randomString(rng, 20).replace(/[^\x20-\x7e]/g, ''), 'content-type': 'application/json' },
            body: json(randomValue(rng)),
          };
      }
    };

    const N = Math.round(2600 * SCALE);
    const batch = 32;
    for (let i = 0; i < N; i += batch) {
      const reqs = Array.from({ length: batch }, gen);
      await Promise.all(
        reqs.map(async (req) => {
          tally.rest++;
          let status = 0;
          let text = '';
          try {
            const res = await fetch(qd.url + req.path, { method: req.method, headers: req.headers, body: req.body });
            status = res.status;
            text = await res.text();
          } catch (e) {
            return fail('REST transport', req, String(e));
          }
          let body: any;
          try {
            body = JSON.parse(text);
          } catch {
            return fail(`REST ${status} not JSON`, req, text.slice(0, 200));
          }
          if (status < 400 || status >= 500 || typeof body?.error !== 'string' || typeof body?.message !== 'string' || body.message.length < 5)
            fail('REST', req, { status, body });
        }),
      );
    }
    expect(await snapshot(t.matchId)).toBe(before);
    expect(await tableCounts()).toBe(counts);
    expect(t.broadcasts).toEqual({ update: 0, chat: 0 });
    expectNoFailures();
  });

  test('raw HTTP: requests the HTTP parser itself rejects (malformed, oversized headers) get a 4xx JSON error', async () => {
    const rng = new Rng(SEED + 4);
    const net = await import('node:net');
    const u = new URL(qd.url);
    const send = (data: string) =>
      new Promise<string>((resolve) => {
        const sock = net.connect(Number(u.port), u.hostname);
        let out = '';
        const done = () => (clearTimeout(t), resolve(out));
        const t = setTimeout(() => (sock.destroy(), resolve(out)), 5000);
        sock.on('data', (d) => (out += d.toString('latin1')));
        sock.on('close', done);
        sock.on('error', done);
        sock.write(data, 'latin1');
      });
    const cases = [
      'GARBAGE\r\n\r\n',
      'GET /api/games HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n',
      'GET /api/games HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
      'POST /api/players HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
      'GET /api/games HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
      `GET /api/games HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      `GET /api/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      'GET /api/games HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n',
      'POST /api/players HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n0\r\n\r\n',
      '\u0000\u0001\u0002\r\n\r\n',
      'GET /api/games HTTP/1.1\r\nHost: x\r\nX-Nul: a\u0000b\r\n\r\n',
      'GET /api/games\u0000 HTTP/1.1\r\nHost: x\r\n\r\n',
    ];
    for (let i = 0; i < Math.round(40 * SCALE); i++) {
      let junk = '\u0001';
      for (let k = rng.int(200); k > 0; k--) junk += String.fromCharCode(rng.int(256));
      cases.push(junk + '\r\n\r\n');
    }
    for (const c of cases) {
      tally.rest++;
      const out = await send(c);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(out)?.[1]);
      let body: any;
      try {
        body = JSON.parse(out.slice(out.indexOf('\r\n\r\n') + 4));
      } catch {
        body = undefined;
      }
      if (!(status >= 400 && status < 500) || typeof body?.message !== 'string')
        fail('raw HTTP', c.length > 200 ? c.slice(0, 200) + '...' : c, out.slice(0, 300));
    }
    expect((await fetch(`${qd.url}/healthz`)).status).toBe(200);
    expectNoFailures();
  });

  // ---------------------------------------------------------------- handshakes and raw frames

  test('socket handshakes: bad auth payloads and credentials are refused with { code, message }; junk frames close only that socket', async () => {
    const rng = new Rng(SEED + 1);
    const t = await table();
    const before = await snapshot(t.matchId);
    const noSpec = await t.rests[0].createMatch({ game: 'fixture', numPlayers: 2, allowSpectators: false });
    const gen = (): unknown => {
      const k = rng.int(12);
      switch (k) {
        case 0:
          return rng.pick([undefined, null, 42, 'x', [], [t.matchId], true]);
        case 1:
          return { matchId: rng.pick([undefined, null, 42, '', 'x'.repeat(65), 'a b', '💣', '../x', '%00', ['m']]), spectate: true };
        case 2:
          return { matchId: 'nosuchmatch' + rng.int(1000), spectate: true };
        case 3:
          return { matchId: t.matchId, spectate: rng.pick([false, 'true', 1, null]) };
        case 4:
          return { matchId: t.matchId, seat: rng.pick([-1, 16, 1.5, '0', null, NaN, 1e308, [0]]), credential: t.creds[0] };
        case 5:
          return {
            matchId: t.matchId,
            seat: 0,
            credential: rng.pick([
              undefined,
              '',
              'short',
              42,
              null,
              'x'.repeat(129),
              ['x'.repeat(22)],
              'A'.repeat(22),
              t.creds[0].slice(1),
              t.creds[0] + 'x',
              t.creds[0].toUpperCase(),
            ]),
          };
        case 6:
          return { matchId: t.matchId, seat: 1, credential: t.creds[0] }; // another seat's credential
        case 7:
          return { matchId: t.matchId, seat: rng.int(14) + 2, credential: t.creds[rng.int(2)] }; // seats that do not exist
        case 8:
          return { matchId: noSpec.match.matchId, spectate: true }; // spectators not allowed
        case 9:
          return { matchId: t.matchId, seat: rng.int(2) }; // a seat without a credential
        case 10:
          return { matchId: 'nosuchmatch', seat: 0, credential: t.creds[0] };
        default:
          return randomValue(rng, 0, poolOf({ matchId: 'nosuchmatch', seat: 0, credential: 'x', spectate: true }));
      }
    };
    const N = Math.round(420 * SCALE);
    const batch = 12;
    for (let i = 0; i < N; i += batch) {
      await Promise.all(
        Array.from({ length: batch }, async () => {
          const auth = gen();
          tally.handshakes++;
          const isObject = auth !== null && typeof auth === 'object' && !Array.isArray(auth);
          const sock = ioClient(qd.url, { transports: ['websocket'], reconnection: false, forceNew: true, auth: auth as any });
          const outcome = await new Promise<unknown>((resolve) => {
            const timer = setTimeout(() => resolve('timeout'), 10_000);
            // A CONNECT packet whose auth is not an object is a protocol violation: Socket.IO closes the connection.
            if (!isObject && auth !== undefined) sock.io.once('close', (reason: string) => (clearTimeout(timer), resolve({ closed: reason })));
            sock.once('connect', () => (clearTimeout(timer), resolve('connected')));
            sock.once('connect_error', (e: Error & { data?: any }) => (clearTimeout(timer), resolve({ message: e.message, data: e.data })));
          });
          sock.close();
          const o = outcome as { data?: { code?: string; message?: string }; closed?: string };
          if (!isObject && auth !== undefined && o.closed) return;
          if (typeof o !== 'object' || !o.data || !CODES.has(o.data.code ?? '') || typeof o.data.message !== 'string' || o.data.message.length < 5)
            fail('handshake', auth, outcome);
        }),
      );
    }
    // Raw junk at the Socket.IO protocol level: the server closes that socket only.
    const junk = [
      '2garbage',
      '42',
      '42[',
      '42{}',
      '4',
      '99',
      '42["action"',
      '43[]',
      '451-["action",{"_placeholder":true,"num":0}]',
      '4x',
      '42' + '['.repeat(5000),
      '0{"a":1}',
      '3',
      '5',
      '6',
      '40/nsp,{}',
    ];
    for (const frame of junk) {
      tally.frames++;
      const c = connect(qd.url, { matchId: t.matchId, spectate: true }, { reconnection: false });
      open.push(c);
      await c.ready();
      const closed = new Promise<string>((resolve) => {
        c.socket.once('disconnect', (reason: string) => resolve(reason));
        setTimeout(() => resolve('still open'), 500);
      });
      (c.socket.io as any).engine.write(frame);
      const reason = await closed;
      // Either the server drops the connection, or it ignores / answers the frame and stays healthy.
      if (reason === 'still open') {
        const r = await c.socket
          .timeout(5000)
          .emitWithAck('resync')
          .catch((e: Error) => ({ ok: false, message: e.message }));
        if (!(r as Ack).ok) fail('junk frame left a broken socket', frame, r);
      }
      c.close();
    }
    // The table is untouched and its seats are still served.
    expect(await snapshot(t.matchId)).toBe(before);
    expect(t.broadcasts).toEqual({ update: 0, chat: 0 });
    expect(await t.seats[0].move('roll')).toBe(1);
    expectNoFailures();
  });

  // ---------------------------------------------------------------- socket messages

  test('socket messages: malformed, oversized, wrongly typed and out-of-order messages get an error each; nothing changes or is broadcast', async () => {
    const rng = new Rng(SEED + 2);
    const t = await table();
    // Play one move so that stateId 0 is stale and seat 1 is to act.
    await t.seats[0].move('roll');
    await Promise.all([...t.seats, t.spec].map((c) => c.waitFor((x) => x.stateId === 1)));
    t.broadcasts.update = 0;
    const S = 1;
    const active = t.seats[1];
    const idle = t.seats[0];
    const hand = active.view!.G.players['1'].hand as number[];
    const notInHand = [7000, 7001, 7002, 7003, 7004, 7005].find((c) => !hand.includes(c) && !(idle.view!.G.players['0'].hand as number[]).includes(c))!;
    // An open match (not started) and a finished one.
    const openMatch = await t.rests[0].createMatch({ game: 'fixture', numPlayers: 2, claimSeat: 0 });
    const openSeat = connect(qd.url, { matchId: openMatch.match.matchId, seat: 0, credential: openMatch.grant!.credential }, { reconnection: false });
    open.push(openSeat);
    await openSeat.ready();
    const done = await t.rests[0].createMatch({ game: 'fixture', numPlayers: 2, claimSeat: 0, options: { target: 1 } });
    const g1 = await t.rests[1].claimSeat(done.match.matchId, 1);
    const doneSeats = [done.grant!.credential, g1.credential].map((credential, seat) =>
      connect(qd.url, { matchId: done.match.matchId, seat, credential }, { reconnection: false }),
    );
    open.push(...doneSeats);
    await Promise.all(doneSeats.map((c) => c.ready()));
    await doneSeats[0].move('roll'); // any roll reaches target 1: the game is over
    await doneSeats[0].waitFor((c) => c.match?.status === 'finished' || c.view?.ctx.gameover !== undefined);
    const before = await snapshot(t.matchId);
    const beforeOpen = await snapshot(openMatch.match.matchId);
    const beforeDone = await snapshot(done.match.matchId);

    const validBase = () => ({ type: 'MAKE_MOVE', name: 'play', args: [notInHand], stateId: S });
    type Out = { conn: MatchConnection; event: string; args: unknown[]; ack: boolean; allowed?: string[] };
    const RESERVED = new Set(['connect', 'connect_error', 'disconnect', 'disconnecting', 'newListener', 'removeListener']);
    const gen = (): Out => {
      const k = rng.int(24);
      switch (k) {
        case 0: {
          // unknown event names
          let event = randomString(rng, 30) || 'x';
          if (RESERVED.has(event)) event = 'x' + event;
          return {
            conn: rng.pick([active, idle, t.spec]),
            event,
            args: rng.chance(0.5) ? [randomValue(rng)] : [],
            ack: rng.chance(0.7),
            allowed: ['BAD_REQUEST'],
          };
        }
        case 1: // action payloads of the wrong type
          return {
            conn: active,
            event: 'action',
            args: [rng.pick([null, 42, 'MAKE_MOVE', [], [validBase()], true, randomString(rng)])],
            ack: true,
            allowed: ['BAD_REQUEST'],
          };
        case 2: {
          // a missing field
          const m: Record<string, unknown> = validBase();
          delete m[rng.pick(['type', 'name', 'stateId'])];
          return { conn: active, event: 'action', args: [m], ack: true, allowed: ['BAD_REQUEST'] };
        }
        case 3: // private and unknown action types
          return {
            conn: active,
            event: 'action',
            args: [
              {
                ...validBase(),
                type: rng.pick(['UPDATE', 'SYNC', 'RESET', 'PATCH', 'UNDO', 'REDO', 'STRIP_TRANSIENTS', 'make_move', '', null, 1, ['MAKE_MOVE']]),
                name: 'roll',
                args: [],
              },
            ],
            ack: true,
            allowed: ['BAD_REQUEST'],
          };
        case 4: // bad names
          return {
            conn: active,
            event: 'action',
            args: [{ ...validBase(), name: rng.pick(['', 'x'.repeat(65 + rng.int(30_000)), 42, null, ['roll'], { n: 'roll' }]) }],
            ack: true,
            allowed: ['BAD_REQUEST'],
          };
        case 5: // bad stateIds: negative, fractional, NaN (null on the wire), huge, strings
          return {
            conn: active,
            event: 'action',
            args: [
              { ...validBase(), name: 'roll', args: [], stateId: rng.pick([-1, -0.5, 1.5, NaN, Infinity, -Infinity, 2 ** 53, 1e308, '1', null, [1], {}]) },
            ],
            ack: true,
            allowed: ['BAD_REQUEST'],
          };
        case 6: // bad args: not an array, too many, oversized
          return {
            conn: active,
            event: 'action',
            args: [{ ...validBase(), name: 'roll', args: rng.pick<unknown>(['x', 42, { 0: 1 }, null, Array(17).fill(0), Array(100).fill('x')]) }],
            ack: true,
            allowed: ['BAD_REQUEST'],
          };
        case 7: // stale and future stateIds (out of order): STALE, then a fresh sync
          return {
            conn: rng.pick([active, idle]),
            event: 'action',
            args: [{ type: 'MAKE_MOVE', name: 'roll', args: [], stateId: rng.pick([0, 2, 3, 1000, 2 ** 31]) }],
            ack: true,
            allowed: ['STALE'],
          };
        case 8: // moves for another seat (the idle seat tries to act; extra fields claiming a seat are ignored)
          // Forged seat fields are ignored; the move is refused as the idle seat's (or for its arguments: roll takes none).
          return {
            conn: idle,
            event: 'action',
            args: [
              {
                type: 'MAKE_MOVE',
                name: rng.pick(['roll', 'play', 'playFaceDown']),
                args: [rng.pick(hand)],
                stateId: S,
                playerID: '1',
                seat: 1,
                credential: t.creds[1],
              },
            ],
            ack: true,
            allowed: ['NOT_YOUR_TURN', 'BAD_REQUEST'],
          };
        case 9: // events not enabled (endGame is explicitly disabled; the others are never enabled)
          return {
            conn: rng.pick([active, idle]),
            event: 'action',
            args: [
              {
                type: 'GAME_EVENT',
                name: rng.pick([
                  'endGame',
                  'endTurn',
                  'endPhase',
                  'setPhase',
                  'setActivePlayers',
                  'endStage',
                  'setStage',
                  'undo',
                  '__proto__',
                  'constructor',
                  'toString',
                  'hasOwnProperty',
                ]),
                args: [randomValue(rng)],
                stateId: S,
              },
            ],
            ack: true,
            allowed: ['FORBIDDEN', 'BAD_REQUEST'],
          };
        case 10: // an enabled event, but from the seat that is not to act
          return { conn: idle, event: 'action', args: [{ type: 'GAME_EVENT', name: 'pass', args: [], stateId: S }], ack: true, allowed: ['NOT_YOUR_TURN'] };
        case 11: // unknown moves
          return {
            conn: active,
            event: 'action',
            args: [
              {
                type: 'MAKE_MOVE',
                name: rng.pick(['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'endTurn', 'draw', 'cheat', randomString(rng, 20) || 'z']),
                args: [],
                stateId: S,
              },
            ],
            ack: true,
            allowed: ['ILLEGAL', 'BAD_REQUEST'],
          };
        case 12: // illegal arguments for a real move
          return {
            conn: active,
            event: 'action',
            args: [
              {
                type: 'MAKE_MOVE',
                name: rng.pick(['play', 'playFaceDown']),
                args: [rng.pick<unknown>([notInHand, -1, NaN, '7000', null, [hand[0]], { card: hand[0] }, 1e308, String(hand[0])])],
                stateId: S,
              },
            ],
            ack: true,
            allowed: ['ILLEGAL', 'BAD_REQUEST'],
          };
        case 13: // spectators cannot act
          return { conn: t.spec, event: 'action', args: [{ type: 'MAKE_MOVE', name: 'roll', args: [], stateId: S }], ack: true, allowed: ['FORBIDDEN'] };
        case 14: // actions on a match that has not started / is over
          return rng.chance(0.5)
            ? { conn: openSeat, event: 'action', args: [{ type: 'MAKE_MOVE', name: 'roll', args: [], stateId: 0 }], ack: true, allowed: ['NOT_STARTED'] }
            : {
                conn: rng.pick(doneSeats),
                event: 'action',
                args: [{ type: 'MAKE_MOVE', name: 'roll', args: [], stateId: rng.pick([0, 1]) }],
                ack: true,
                allowed: ['GAME_OVER'],
              };
        case 15: // chat abuse
          return {
            conn: rng.pick([active, idle]),
            event: 'chat',
            args: [
              rng.pick<unknown>([
                null,
                42,
                'hello',
                [],
                {},
                { text: '' },
                { text: '   \n\t ' },
                { text: 42 },
                { text: null },
                { text: ['hi'] },
                { text: 'x'.repeat(501 + rng.int(40_000)) },
                { txt: 'hi' },
                { text: '\u0000' },
                { text: 'bad\u0000byte' },
                { text: 'lone \ud800 surrogate' },
              ]),
            ],
            ack: true,
            allowed: ['BAD_REQUEST'],
          };
        case 16: // spectators cannot chat
          return { conn: t.spec, event: 'chat', args: [{ text: 'from the rail' }], ack: true, allowed: ['FORBIDDEN'] };
        case 17: // messages without an acknowledgement: answered with qd:error
          return {
            conn: rng.pick([active, idle]),
            event: rng.pick(['action', 'nosuch', 'chat']),
            args: [rng.pick<unknown>([null, 42, { type: 'UPDATE' }, { text: '' }])],
            ack: false,
          };
        case 18: // deeply nested arguments: refused at parsing, before anything walks them
          return {
            conn: active,
            event: 'action',
            args: [{ type: 'MAKE_MOVE', name: 'play', args: [nested(9 + rng.int(800))], stateId: S }],
            ack: true,
            allowed: ['BAD_REQUEST'],
          };
        case 19: // big payloads under the 64 KiB message limit: arguments this large are refused at parsing
          return {
            conn: active,
            event: 'action',
            args: [{ type: 'MAKE_MOVE', name: 'play', args: ['x'.repeat(20_000 + rng.int(35_000))], stateId: S }],
            ack: true,
            allowed: ['BAD_REQUEST'],
          };
        case 20: // extra arguments before the acknowledgement
          return {
            conn: active,
            event: rng.pick(['action', 'chat']),
            args: [{ type: 'GAME_EVENT', name: 'endGame', args: [], stateId: S, text: '' }, randomValue(rng) ?? 0],
            ack: true,
            allowed: ['FORBIDDEN', 'BAD_REQUEST'],
          };
        case 21: // args with characters PostgreSQL cannot store, on a move that would be legal otherwise
          return {
            conn: idle,
            event: 'action',
            args: [{ type: 'MAKE_MOVE', name: 'roll', args: [rng.pick(['\u0000', 'a\u0000', '\ud800'])], stateId: S }],
            ack: true,
            allowed: ['BAD_REQUEST', 'NOT_YOUR_TURN'],
          };
        case 22: // random objects as actions
          return {
            conn: rng.pick([active, idle]),
            event: 'action',
            args: [{ ...(randomValue(rng, 1) as object), type: rng.pick(['MAKE_MOVE', 'GAME_EVENT', 'X']), stateId: rng.pick([S + 1, -S, 'S']) }],
            ack: true,
            allowed: ['BAD_REQUEST', 'STALE'],
          };
        default: // resync with junk arguments still answers
          return { conn: rng.pick([active, idle, t.spec]), event: 'resync', args: [randomValue(rng) ?? 1], ack: true };
      }
    };

    const qdErrors = new Map<MatchConnection, Array<{ code: string; message: string }>>();
    for (const c of [active, idle, t.spec, openSeat, ...doneSeats]) {
      qdErrors.set(c, []);
      c.socket.on('qd:error', (e: any) => qdErrors.get(c)!.push(e));
    }
    const expectedNoAck = new Map<MatchConnection, number>();
    const N = Math.round(4700 * SCALE);
    const batch = 20;
    for (let i = 0; i < N; i += batch) {
      const outs = Array.from({ length: batch }, gen);
      await Promise.all(
        outs.map(async (o) => {
          tally.socket++;
          if (!o.ack) {
            expectedNoAck.set(o.conn, (expectedNoAck.get(o.conn) ?? 0) + 1);
            (o.conn.socket as any).emit(o.event, ...o.args);
            return;
          }
          let r: unknown;
          try {
            r = await (o.conn.socket as any).timeout(10_000).emitWithAck(o.event, ...o.args);
          } catch (e) {
            return fail(`no answer to "${o.event}"`, o.args, String(e));
          }
          if (o.event === 'resync') {
            if (!(r as Ack).ok) fail('resync', o.args, r);
            return;
          }
          checkAck(`"${o.event}"`, o.args, r, o.allowed);
        }),
      );
    }
    // Every message without an acknowledgement was answered with a qd:error.
    for (const [c, n] of expectedNoAck) {
      await c.waitFor(() => qdErrors.get(c)!.length >= n, 10_000).catch(() => undefined);
      const errs = qdErrors.get(c)!;
      expect(errs.length).toBeGreaterThanOrEqual(n);
      for (const e of errs) if (!CODES.has(e.code) || typeof e.message !== 'string' || e.message.length < 5) fail('qd:error', '(no ack)', e);
    }
    expect(await snapshot(t.matchId)).toBe(before);
    expect(await snapshot(openMatch.match.matchId)).toBe(beforeOpen);
    expect(await snapshot(done.match.matchId)).toBe(beforeDone);
    expect(t.broadcasts).toEqual({ update: 0, chat: 0 });
    // Every socket is still connected and the match plays on.
    for (const c of [active, idle, t.spec]) expect(c.socket.connected).toBe(true);
    expect(await active.move('play', hand[0])).toBe(2);
    await Promise.all([idle, t.spec].map((c) => c.waitFor((x) => x.stateId === 2)));
    expectNoFailures();
  });

  // ---------------------------------------------------------------- random move arguments, every game

  test('random arguments for every move of every registered game: refused clearly, or (legal by chance) committed once and broadcast', async () => {
    const rng = new Rng(SEED + 3);
    const slugs = Object.keys(GAMES).sort();
    expect(slugs).toContain('fixture');
    const perGame = Math.round(Math.max(700, Math.ceil(2900 / slugs.length)) * SCALE);
    const report: Record<string, { moves: string[]; sent: number; accepted: number; matches: number; codes: Record<string, number> }> = {};

    for (const slug of slugs) {
      const mod = GAMES[slug];
      const names = moveNamesOf(mod.game);
      const rec = (report[slug] = { moves: names, sent: 0, accepted: 0, matches: 0, codes: {} as Record<string, number> });
      if (!names.length) continue;

      const newTable = async () => {
        rec.matches++;
        const host = qd.rest();
        await host.createPlayer(`Fuzz ${slug}`.slice(0, 40));
        let created: Awaited<ReturnType<typeof host.createMatch>> | undefined;
        let problem = '';
        for (let n = mod.minPlayers; n <= mod.maxPlayers && !created; n++) {
          try {
            created = await host.createMatch({ game: slug, numPlayers: n, claimSeat: 0, bots: [] });
          } catch (e) {
            problem = (e as Error).message;
          }
        }
        if (!created) throw new Error(`cannot create a ${slug} match with default options: ${problem}`);
        const matchId = created.match.matchId;
        const creds = [created.grant!.credential];
        for (let s = 1; s < created.match.numPlayers; s++) {
          const r = qd.rest();
          await r.createPlayer(`Seat ${s}`);
          creds.push((await r.claimSeat(matchId, s)).credential);
        }
        const conns = creds.map((credential, seat) => connect(qd.url, { matchId, seat, credential }, { reconnection: false }));
        open.push(...conns);
        await Promise.all(conns.map((c) => c.ready()));
        let updates = 0;
        for (const c of conns) c.socket.on('update', () => updates++);
        return { matchId, conns, updates: () => updates };
      };

      let tbl = await newTable();
      let base = await snapshot(tbl.matchId);
      for (let i = 0; i < perGame; i++) {
        const stateId = tbl.conns[0].stateId;
        const ctx = tbl.conns[0].view!.ctx;
        if (ctx.gameover !== undefined) {
          closeAll(tbl.conns);
          if (rec.matches >= 150) break;
          tbl = await newTable();
          base = await snapshot(tbl.matchId);
          continue;
        }
        const activeSeats: number[] = (ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer]).map(Number);
        const idleSeats = tbl.conns.map((c) => c.seat!).filter((s) => !activeSeats.includes(s));
        const r = rng.next();
        const fromIdle = idleSeats.length > 0 && r < 0.15;
        const stale = r >= 0.15 && r < 0.2;
        const seat = fromIdle ? rng.pick(idleSeats) : rng.pick(activeSeats);
        const conn = tbl.conns[seat];
        const pool = poolOf(conn.view!.G);
        const name = rng.pick(names);
        const args = Array.from({ length: rng.int(4) }, () => randomValue(rng, 0, pool));
        const msg = { type: 'MAKE_MOVE' as const, name, args, stateId: stale ? stateId + rng.pick([-1, 1, 7]) : stateId };
        if (msg.stateId < 0) msg.stateId = stateId + 1;
        tally.moves++;
        rec.sent++;
        const updatesBefore = tbl.updates();
        const res = await conn.send(msg, 20_000);
        if (res.ok) {
          // Legal by chance: committed exactly once (state_id + 1, its log rows), then broadcast to every seat.
          tally.accepted++;
          rec.accepted++;
          if (fromIdle || stale || res.stateId !== stateId + 1) fail(`${slug}: accepted an action it should have refused`, msg, res);
          const row = await qd.db.query('SELECT state_id, log_length FROM matches WHERE id = $1', [tbl.matchId]);
          const logRows = await qd.db.query('SELECT count(*)::int AS n, max(state_id) AS top FROM match_log WHERE match_id = $1', [tbl.matchId]);
          if (row.rows[0].state_id !== stateId + 1 || logRows.rows[0].n !== row.rows[0].log_length || logRows.rows[0].top !== stateId + 1)
            fail(`${slug}: accepted move not committed once`, msg, { row: row.rows[0], log: logRows.rows[0] });
          await Promise.all(tbl.conns.map((c) => c.waitFor((x) => x.stateId === stateId + 1, 10_000)));
          base = await snapshot(tbl.matchId);
          continue;
        }
        rec.codes[res.code] = (rec.codes[res.code] ?? 0) + 1;
        // BAD_REQUEST: arguments PostgreSQL could not store (NUL, lone surrogates), refused before anything else.
        const allowed = fromIdle ? ['NOT_YOUR_TURN', 'ILLEGAL', 'BAD_REQUEST'] : stale ? ['STALE', 'BAD_REQUEST'] : ['ILLEGAL', 'BAD_REQUEST', 'NOT_YOUR_TURN'];
        checkAck(`${slug} move "${name}"`, msg, res, allowed);
        const now = await snapshot(tbl.matchId);
        if (now !== base) fail(`${slug}: a refused move changed the match`, msg, { before: base, after: now });
        if (tbl.updates() !== updatesBefore) fail(`${slug}: a refused move was broadcast`, msg, res);
      }
      closeAll(tbl.conns);
    }

    console.log(`random move arguments (seed ${SEED + 3}): ${JSON.stringify(report)}`);
    for (const slug of slugs) if (report[slug].moves.length) expect(report[slug].sent).toBeGreaterThan(100 * SCALE);
    expectNoFailures();
  });

  test('after all of it the server is up, healthy and serves a normal game; at least 10,000 messages were fuzzed', async () => {
    const health = await fetch(`${qd.url}/healthz`);
    expect(health.status).toBe(200);
    const t = await table();
    expect(await t.seats[0].move('roll')).toBe(1);
    await t.seats[1].waitFor((c) => c.stateId === 1);
    expect(await t.seats[1].say('still here')).toMatchObject({ text: 'still here' });
    const total = tally.rest + tally.handshakes + tally.socket + tally.frames + tally.moves;
    expect(total).toBeGreaterThanOrEqual(10_000 * Math.min(1, SCALE));
  });
});
