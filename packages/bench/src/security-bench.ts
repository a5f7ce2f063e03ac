/**
 * The attacks of the security findings (SECURITY.md, "The attack findings"), before and after: run the same
 * attacks against the Quarterdeck of any checkout (`--root`, default this one) on a fresh PostgreSQL
 * database, and print what they achieved. Measured figures: docs/PERFORMANCE.md#security-benchmark.
 *
 *   npm run bench:security -- [--root DIR] [--pg-url URL] [--tries 100] [--resyncs 3000] [--json FILE]
 *
 * 1. Revoke race: `per-try` (20) connections with a seat's credential opened over about 20 ms while the
 *    seat's owner renews it, `tries` times; how many stay connected afterwards, and how many of those can
 *    still chat as the seat.
 * 2. Resync flood: one spectator socket of a finished Kaiser's Pirates match (played to the end by bots)
 *    sends `resyncs` resyncs at once, with the default rate limits; the answers by code, the latency of
 *    an unrelated match's moves and of /healthz meanwhile, and the server's RSS.
 * 3. Stalled reader: a spectator socket stops reading and sends 1,000 resyncs; the server's RSS growth
 *    and whether it dropped the socket.
 * Only the public protocol is used (REST and Socket.IO), so an older checkout can be measured the same way.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { enumerateActions, registry, seededRandom } from '@quarterdeck/games';
import { MatchConnection } from '@quarterdeck/sdk';
import { freshDatabase } from './pg';
import { memory } from './proc';
import { freePort } from './spawn';
import { WireSocket } from './wire';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ''), process.argv[i + 1]);
const ROOT = path.resolve(args.get('root') ?? path.resolve(__dirname, '../../..'));
const PG = args.get('pg-url') ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TRIES = Number(args.get('tries') ?? 100);
const RESYNCS = Number(args.get('resyncs') ?? 3000);
const PER_TRY = Number(args.get('per-try') ?? 20);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Server {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function startServer(databaseUrl: string, env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'packages/server/src/main.ts')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      BOT_DELAY_MS: '0',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (d) => (err = (err + d).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${err}`);
    const ok = await fetch(url + '/healthz').then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 600) throw new Error(`server did not start: ${err}`);
    await sleep(100);
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    },
  };
}

async function api<T>(url: string, method: string, p: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(url + p, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const j = await res.json();
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(j)}`);
  return j as T;
}

const player = (url: string, name: string) => api<{ token: string; playerId: string }>(url, 'POST', '/api/players', { name });

function connected(s: WireSocket, timeoutMs = 5000): Promise<boolean> {
  return new Promise((resolve) => {
    const t = setTimeout(() => resolve(s.live), timeoutMs);
    s.once('connect', () => (clearTimeout(t), resolve(true)));
    s.once('connect_error', () => (clearTimeout(t), resolve(false)));
  });
}

function ack(s: WireSocket, event: string, a: unknown[], timeoutMs = 30_000): Promise<any> {
  return new Promise((resolve) => s.emitWithAck(timeoutMs, event, a, (err, r) => resolve(err ? { ok: false, code: 'TIMEOUT' } : r)));
}

async function revokeRace(): Promise<Record<string, number>> {
  const db = await freshDatabase(PG);
  const qd = await startServer(db.url, { RATE_LIMIT_SCALE: '0' });
  try {
    const a = await player(qd.url, 'Owner A');
    const b = await player(qd.url, 'Owner B');
    const created = await api<any>(
      qd.url,
      'POST',
      '/api/matches',
      { game: 'atlantic-storm', numPlayers: 2, claimSeat: 0, options: { mode: 'twoPlayer' } },
      a.token,
    );
    const matchId = created.match.matchId;
    let credential = (await api<any>(qd.url, 'POST', `/api/matches/${matchId}/seats/1`, undefined, b.token)).credential as string;
    let survivors = 0;
    let chatted = 0;
    for (let t = 0; t < TRIES; t++) {
      // PER_TRY connections opened over about 20 ms, the renewal sent somewhere in that window.
      const socks: WireSocket[] = [];
      const outcomes: Promise<boolean>[] = [];
      const revoked = credential;
      const opening = (async () => {
        for (let i = 0; i < PER_TRY; i++) {
          const s = new WireSocket(qd.url, '/', { auth: { matchId, seat: 1, credential: revoked } });
          socks.push(s);
          outcomes.push(connected(s));
          if (i % 4 === 3) await sleep(4);
        }
      })();
      await sleep(t % 13);
      credential = (await api<any>(qd.url, 'POST', `/api/matches/${matchId}/seats/1/credential`, undefined, b.token)).credential;
      await opening;
      await Promise.all(outcomes);
      await sleep(500);
      for (const s of socks) {
        if (!s.live) continue;
        survivors++;
        const r = await ack(s, 'chat', [{ text: 'still here' }], 3000);
        if (r?.ok) chatted++;
      }
      for (const s of socks) s.close();
    }
    return { tries: TRIES, connections: PER_TRY * TRIES, survivors, chatted };
  } finally {
    await qd.stop();
    await db.drop();
  }
}

function percentile(xs: number[], p: number): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

async function floods(): Promise<Record<string, unknown>> {
  const db = await freshDatabase(PG);
  const qd = await startServer(db.url, { RATE_LIMIT_SCALE: '1' });
  try {
    // A finished Kaiser's Pirates match, played to the end by its bots.
    const host = await player(qd.url, 'Host');
    const demo = await api<any>(qd.url, 'POST', '/api/matches', { game: 'kaisers-pirates', numPlayers: 2, bots: [0, 1], options: {} }, host.token);
    const finishedId = demo.match.matchId;
    for (let i = 0; ; i++) {
      const m = await api<any>(qd.url, 'GET', `/api/matches/${finishedId}`);
      if (m.status === 'finished') break;
      if (i > 1200) throw new Error('the bot match did not finish');
      await sleep(250);
    }
    // An unrelated match of two people, moving while the flood runs.
    const p1 = await player(qd.url, 'Player 1');
    const p2 = await player(qd.url, 'Player 2');
    const live = await api<any>(
      qd.url,
      'POST',
      '/api/matches',
      { game: 'atlantic-storm', numPlayers: 2, claimSeat: 0, options: { mode: 'twoPlayer' } },
      p1.token,
    );
    const liveId = live.match.matchId;
    const cred1 = (await api<any>(qd.url, 'POST', `/api/matches/${liveId}/seats/1`, undefined, p2.token)).credential;
    const seats = [
      new MatchConnection(qd.url, { matchId: liveId, seat: 0, credential: live.grant.credential }),
      new MatchConnection(qd.url, { matchId: liveId, seat: 1, credential: cred1 }),
    ];
    await Promise.all(seats.map((c) => c.ready()));
    const mod = registry['atlantic-storm'];
    const rnd = seededRandom(7);
    const moveLatencies: number[] = [];
    const healthLatencies: number[] = [];
    let stop = false;
    const mover = (async () => {
      while (!stop) {
        const c = seats.find((x) => x.view && enumerateActions(mod, x.view as any, String(x.seat)).length > 0);
        if (!c) {
          await sleep(20);
          continue;
        }
        const options = enumerateActions(mod, c.view as any, String(c.seat));
        const pick = options[Math.floor(rnd() * options.length)];
        const t0 = performance.now();
        await c.send({ type: pick.kind === 'move' ? 'MAKE_MOVE' : 'GAME_EVENT', name: pick.name, args: pick.args, stateId: c.stateId });
        moveLatencies.push(performance.now() - t0);
        await sleep(100);
      }
    })();
    const prober = (async () => {
      while (!stop) {
        const t0 = performance.now();
        await fetch(qd.url + '/healthz').catch(() => null);
        healthLatencies.push(performance.now() - t0);
        await sleep(100);
      }
    })();
    const rssBefore = memory(qd.pid)?.rss ?? NaN;
    let syncBytes = 0;
    const spec = new WireSocket(qd.url, '/', { auth: { matchId: finishedId, spectate: true }, onFrame: (n) => (syncBytes = Math.max(syncBytes, n)) });
    await connected(spec);
    const t0 = performance.now();
    const answers = await Promise.all(Array.from({ length: RESYNCS }, () => ack(spec, 'resync', [])));
    const floodSeconds = (performance.now() - t0) / 1000;
    const codes: Record<string, number> = {};
    for (const r of answers) codes[r?.ok ? 'ok' : (r?.code ?? 'none')] = (codes[r?.ok ? 'ok' : (r?.code ?? 'none')] ?? 0) + 1;
    const rssAfterFlood = memory(qd.pid)?.hwm ?? NaN;
    spec.close();

    // A stalled reader: stops reading, then asks for 1,000 syncs without waiting for answers.
    const stalled = new WireSocket(qd.url, '/', { auth: { matchId: finishedId, spectate: true } });
    await connected(stalled);
    await sleep(500);
    const rssStallStart = memory(qd.pid)?.rss ?? NaN;
    stalled.stopReading();
    for (let i = 0; i < 1000; i++) stalled.emit('resync');
    let peak = rssStallStart;
    for (let i = 0; i < 50; i++) {
      await sleep(100);
      peak = Math.max(peak, memory(qd.pid)?.rss ?? 0);
    }
    const status = await fetch(qd.url + `/api/matches/${finishedId}`).then((r) => r.json() as Promise<any>);
    stop = true;
    await Promise.all([mover, prober]);
    for (const c of seats) c.close();
    stalled.close();
    const mb = (n: number) => Math.round((n / 1048576) * 10) / 10;
    return {
      finishedSyncBytes: syncBytes,
      resyncs: RESYNCS,
      floodSeconds: Math.round(floodSeconds * 10) / 10,
      answers: codes,
      unrelatedMoves: {
        n: moveLatencies.length,
        p50: Math.round(percentile(moveLatencies, 50)),
        p99: Math.round(percentile(moveLatencies, 99)),
        max: Math.round(Math.max(...moveLatencies)),
      },
      healthz: { n: healthLatencies.length, p50: Math.round(percentile(healthLatencies, 50)), max: Math.round(Math.max(...healthLatencies)) },
      rssMb: {
        before: mb(rssBefore),
        peakAfterFlood: mb(rssAfterFlood),
        stallStart: mb(rssStallStart),
        stallPeak: mb(peak),
        stallGrowth: mb(peak - rssStallStart),
      },
      stalledSpectatorsLeft: status.spectators,
    };
  } finally {
    await qd.stop();
    await db.drop();
  }
}

async function main(): Promise<void> {
  const commit = fs.existsSync(path.join(ROOT, '.git')) ? execSync('git rev-parse --short HEAD', { cwd: ROOT }).toString().trim() : 'unknown';
  console.log(`security bench: ${ROOT} at ${commit}`);
  const race = await revokeRace();
  console.log('revoke race', JSON.stringify(race));
  const flood = await floods();
  console.log('floods', JSON.stringify(flood, null, 1));
  const out = args.get('json');
  if (out) fs.writeFileSync(out, JSON.stringify({ root: ROOT, commit, race, flood }, null, 2));
}

void main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
