import { Client } from 'pg';
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import type { GameModule } from '@quarterdeck/games';
import { MatchConnection, RestClient, type Handshake } from '@quarterdeck/sdk';
import { loadConfig, startQuarterdeck, type Quarterdeck } from '../src';
import type { Logger } from '../src/log';
import { CreateGameReducer } from 'boardgame.io/internal';
import { fixture, fixtureRegistry } from './fixture-game';

/** The PostgreSQL server the tests use (CI: trust auth on 127.0.0.1:5432). */
export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_TEST_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Which of these services' URLs accept a TCP connection, checked synchronously (in a child process) so a
 * suite can be declared as skipped before jest runs it. Cached per URL for the test file.
 */
const reachableCache = new Map<string, boolean>();
function reachableSync(url: string): boolean {
  const hit = reachableCache.get(url);
  if (hit !== undefined) return hit;
  const x = new URL(url);
  const target = { host: x.hostname || '127.0.0.1', port: Number(x.port) || (x.protocol.startsWith('redis') ? 6379 : 5432) };
  const script = `
    const s = require('net').connect(${JSON.stringify(target)});
    s.setTimeout(3000, () => process.exit(1));
    s.once('connect', () => process.exit(0));
    s.once('error', () => process.exit(1));`;
  const ok = spawnSync(process.execPath, ['-e', script], { timeout: 10_000 }).status === 0;
  reachableCache.set(url, ok);
  return ok;
}

type Service = 'postgres' | 'redis';
const SERVICE_URL: Record<Service, string> = { postgres: PG_ADMIN_URL, redis: REDIS_TEST_URL };

/**
 * A suite that needs PostgreSQL and/or Redis: declared normally when they are reachable; otherwise reported
 * as skipped (with the reason in its title) and never as passed, except in CI (CI=true), where their absence
 * fails the run.
 */
export function describeWith(needs: Service[], title: string, fn: () => void): void {
  const missing = needs.filter((n) => !reachableSync(SERVICE_URL[n]));
  describeIf(missing.length ? `${missing.join(' and ')} not reachable (${missing.map((n) => SERVICE_URL[n]).join(', ')})` : null, title, fn);
}

/**
 * A suite that can run only when `problem` is null: otherwise it is reported as skipped, with the problem in
 * its title, and never as passed; in CI (CI=true), where everything must run, it fails with the problem.
 */
export function describeIf(problem: string | null, title: string, fn: () => void): void {
  if (problem === null) return describe(title, fn);
  if (process.env.CI) {
    describe(title, () => {
      test('can run', () => {
        throw new Error(`${title}: ${problem}; CI must provide what it needs`);
      });
    });
    return;
  }
  describe.skip(`${title} (SKIPPED: ${problem})`, fn);
}

let pgAvailable: boolean | undefined;
export async function postgresAvailable(): Promise<boolean> {
  if (pgAvailable !== undefined) return pgAvailable;
  const c = new Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.query('SELECT 1');
    pgAvailable = true;
  } catch {
    pgAvailable = false;
    if (process.env.CI) throw new Error(`PostgreSQL is required in CI but not reachable at ${PG_ADMIN_URL}`);
  } finally {
    await c.end().catch(() => {});
  }
  return pgAvailable;
}

/** A fresh, empty database on the test PostgreSQL server; dropped by the returned function. */
export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `qd_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(PG_ADMIN_URL);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const a = new Client({ connectionString: PG_ADMIN_URL });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

type DbKind = 'pglite' | 'postgres';

export interface TestServer extends Quarterdeck {
  rest(token?: string): RestClient;
}

export async function startTestServer(
  opts: {
    databaseUrl?: string;
    dataDir?: string;
    redisUrl?: string;
    registry?: Record<string, GameModule>;
    env?: Record<string, string>;
    logger?: Logger;
  } = {},
): Promise<TestServer> {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    BOT_DELAY_MS: '0',
    DATA_DIR: opts.dataDir ?? 'memory',
    DATABASE_URL: opts.databaseUrl,
    REDIS_URL: opts.redisUrl,
    PUBLIC_URL: 'http://quarterdeck.test',
    RATE_LIMIT_SCALE: '0', // tests make many requests from one address; limits.test.ts turns them on
    ...opts.env,
  });
  const qd = await startQuarterdeck(config, opts.registry ?? fixtureRegistry, opts.logger ? { logger: opts.logger } : {});
  return Object.assign(qd, { rest: (token?: string) => new RestClient(qd.url, token) });
}

/** A database for one suite: an in-memory PGlite (undefined URL) or a fresh PostgreSQL database. */
/** A database for one suite: an in-memory PGlite (undefined URL) or a fresh PostgreSQL database (declare the suite with describeDbs). */
export async function suiteDatabase(kind: DbKind): Promise<{ url?: string; drop: () => Promise<void> }> {
  if (kind === 'pglite') return { url: undefined, drop: async () => {} };
  return freshPostgres();
}

/**
 * One test server for a suite, on a fresh database of this kind, started before the suite's tests and
 * closed (its database dropped) after them. Declare the suite with `describeDbs`, which skips the
 * PostgreSQL variant honestly when PostgreSQL is not reachable.
 */
export function suiteServer(kind: DbKind, opts: Omit<NonNullable<Parameters<typeof startTestServer>[0]>, 'databaseUrl'> = {}): { readonly qd: TestServer } {
  const suite = { qd: undefined as unknown as TestServer };
  let drop = async () => {};
  beforeAll(async () => {
    const db = await suiteDatabase(kind);
    drop = db.drop;
    suite.qd = await startTestServer({ ...opts, databaseUrl: db.url });
  });
  afterAll(async () => {
    await suite.qd?.close();
    await drop();
  });
  return suite;
}

/**
 * A suite run once on the embedded PGlite and once on PostgreSQL (`%s` in the title names the kind). The
 * PostgreSQL run is reported as skipped when PostgreSQL is not reachable (failed in CI), never as passed.
 */
export function describeDbs(title: string, fn: (kind: DbKind) => void): void {
  describe(title.replace('%s', 'pglite'), () => fn('pglite'));
  describeWith(['postgres'], title.replace('%s', 'postgres'), () => fn('postgres'));
}

export function connect(url: string, auth: Handshake, extra: ConstructorParameters<typeof MatchConnection>[2] = {}): MatchConnection {
  return new MatchConnection(url, auth, extra);
}

/** Create players, a match, and fill every seat; returns connected seats. */
export async function seatedMatch(
  qd: TestServer,
  n = 2,
  body: Record<string, unknown> = {},
): Promise<{ matchId: string; rests: RestClient[]; conns: MatchConnection[]; credentials: string[] }> {
  const rests: RestClient[] = [];
  for (let i = 0; i < n; i++) {
    const r = qd.rest();
    await r.createPlayer(`Player ${i + 1}`);
    rests.push(r);
  }
  const created = await rests[0].createMatch({ game: 'fixture', numPlayers: n, claimSeat: 0, ...body });
  const matchId = created.match.matchId;
  const credentials = [created.grant!.credential];
  for (let i = 1; i < n; i++) credentials.push((await rests[i].claimSeat(matchId, i)).credential);
  const conns = credentials.map((credential, seat) => connect(qd.url, { matchId, seat, credential }));
  await Promise.all(conns.map((c) => c.ready()));
  return { matchId, rests, conns, credentials };
}

export function closeAll(conns: Array<{ close(): void }>): void {
  for (const c of conns) c.close();
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  pid: number;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Start test/fixture-server.ts in its own Node process (with tsx) and wait until it listens. */
export async function spawnServer(env: Record<string, string>, port: number): Promise<ServerProcess> {
  const { spawn } = await import('node:child_process');
  const path = await import('node:path');
  const entry = path.join(__dirname, 'fixture-server.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', BOT_DELAY_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    child.stdout!.on('data', (d) => {
      output += d;
      if (output.includes('LISTENING')) {
        clearTimeout(t);
        resolve();
      }
    });
    child.stderr!.on('data', (d) => (output += d));
    child.once('exit', (code) => {
      clearTimeout(t);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    async kill(signal: NodeJS.Signals = 'SIGKILL') {
      child.kill(signal);
      await exited;
    },
  };
}

type Q = { query: (sql: string, p?: unknown[]) => Promise<{ rows: any[] }> };

/**
 * The current state of a match as stored, worked out independently of the server: the snapshot in the
 * matches row, then the first log entry of each later state_id (the action) through boardgame.io's reducer.
 */
export async function storedState(q: Q, matchId: string, game: any = fixture.game): Promise<{ state: any; state_id: number; snapshot_id: number }> {
  const m = (await q.query('SELECT state, state_id, snapshot_id FROM matches WHERE id = $1', [matchId])).rows[0];
  const log = (await q.query('SELECT state_id, entry FROM match_log WHERE match_id = $1 AND state_id > $2 ORDER BY seq', [matchId, m.snapshot_id])).rows;
  const { deltalog: _d, ...state } = replayLog(game, m.state, log);
  return { state, state_id: m.state_id, snapshot_id: m.snapshot_id };
}

/**
 * Run logged actions through boardgame.io's reducer from `start`: each committed action wrote its own
 * entry first, then the events it triggered (same state_id), so the first entry of each state_id is replayed,
 * with its random generator started from the entropy the server stored with it (boardgame.io's random
 * plugin starts from `seed` when it has no `prngstate`); an undo entry goes back to the state before.
 */
export function replayLog(game: any, start: any, log: Array<{ state_id: number; entry: any }>): any {
  const reducer = CreateGameReducer({ game: { ...game, disableUndo: true } });
  let s = start;
  let before: any = null;
  for (let i = 0; i < log.length; i++) {
    if (i > 0 && log[i].state_id === log[i - 1].state_id) continue;
    const { action, entropy } = log[i].entry;
    // An undo goes back to the state before the action it took back, as a new state.
    if (action?.type === 'UNDO') {
      s = { ...before, _stateID: log[i].state_id };
      continue;
    }
    const input = entropy ? { ...s, plugins: { ...s.plugins, random: { data: { seed: entropy } } } } : s;
    before = s;
    s = reducer(input, action);
  }
  return s;
}
