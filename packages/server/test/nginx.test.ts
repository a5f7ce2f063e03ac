/**
 * The compose deployment's proxy without Docker: real nginx runs the shipped deploy/nginx.conf (only the
 * upstream addresses and the listen port replaced, mechanically) in front of two Quarterdeck instances on
 * one fresh PostgreSQL database and Redis, both with TRUST_PROXY=1 as docker-compose.yml sets them.
 *
 * Checked through nginx: (a) the Host the client used, port included, reaches the server, so a browser
 * Origin matching it is accepted for REST and Socket.IO (WebSocket, long-polling, polling upgraded to
 * WebSocket) by any name or address, while other origins are still refused; (b) the rate limits' key is
 * the address nginx saw, never a client-written X-Forwarded-For; (c) clients of one /24 spread over both
 * instances, while one client (its cookie) stays on one instance for REST and across a polling session.
 *
 * nginx is installed by scripts/ensure-nginx.sh when missing (root + apt-get). Where it cannot be, the
 * suite is reported as skipped with the reason, never as passed; in CI (CI=true) it fails instead.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { io, type Socket } from 'socket.io-client';
import { freePort, freshPostgres, PG_ADMIN_URL, REDIS_TEST_URL, startTestServer, type TestServer } from './helpers';

const ROOT = path.resolve(__dirname, '../../..');
const SHIPPED_CONF = path.join(ROOT, 'deploy/nginx.conf');
const COMPOSE = path.join(ROOT, 'docker-compose.yml');

// ---------------------------------------------------------------------------------------------------
// What this suite needs, decided before it is declared (jest cannot skip once tests are running).

function findNginx(): string | null {
  for (const p of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx', '/usr/bin/nginx']) if (fs.existsSync(p)) return p;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

function ensureNginx(): { bin: string } | { missing: string } {
  const found = findNginx();
  if (found) return { bin: found };
  const r = spawnSync('bash', [path.join(ROOT, 'scripts/ensure-nginx.sh')], { encoding: 'utf8', timeout: 600_000 });
  const bin = findNginx();
  if (bin) return { bin };
  return {
    missing: `nginx is not installed and scripts/ensure-nginx.sh could not install it (${(r.stderr || r.error?.message || `exit ${r.status}`).trim()})`,
  };
}

/** Can a TCP connection be opened to each of these URLs' host:port? (A child process: this runs synchronously.) */
function reachable(urls: string[]): string[] {
  const targets = urls.map((u) => {
    const x = new URL(u);
    return { url: u, host: x.hostname || '127.0.0.1', port: Number(x.port) || (x.protocol.startsWith('redis') ? 6379 : 5432) };
  });
  const script = `
    const net = require('net');
    const targets = ${JSON.stringify(targets)};
    Promise.all(targets.map((t) => new Promise((resolve) => {
      const s = net.connect({ host: t.host, port: t.port });
      s.setTimeout(3000, () => { s.destroy(); resolve(t.url); });
      s.once('connect', () => { s.destroy(); resolve(null); });
      s.once('error', () => resolve(t.url));
    }))).then((r) => { console.log(JSON.stringify(r.filter(Boolean))); });`;
  const r = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 15_000 });
  try {
    return JSON.parse(r.stdout.trim());
  } catch {
    return urls;
  }
}

const nginxFound = ensureNginx();
const unreachable = reachable([PG_ADMIN_URL, REDIS_TEST_URL]);
const skipReason =
  'missing' in nginxFound ? nginxFound.missing : unreachable.length ? `PostgreSQL or Redis is not reachable (${unreachable.join(', ')})` : null;
const NGINX = 'bin' in nginxFound ? nginxFound.bin : '';
const TITLE = 'deploy/nginx.conf in front of two instances (TRUST_PROXY=1)';

if (skipReason && process.env.CI) {
  describe(TITLE, () => {
    test('nginx, PostgreSQL and Redis are available in CI', () => {
      throw new Error(`the nginx routing test cannot run in CI: ${skipReason}`);
    });
  });
} else if (skipReason) {
  console.warn(`nginx routing test SKIPPED: ${skipReason}`);
  describe.skip(`${TITLE} — SKIPPED: ${skipReason}`, () => {
    test('routing through nginx', () => {});
  });
} else {
  describe(TITLE, suite);
}

// ---------------------------------------------------------------------------------------------------
// The runnable config: the shipped file with the upstream addresses and the listen port replaced.

/** deploy/nginx.conf with `server serverN:8000;` -> the test's instances and `listen 80;` -> the test's port. */
function runnableConfig(shipped: string, upstreams: string[], listen: string): { conf: string; replaced: number[] } {
  const replaced: number[] = [];
  const lines = shipped.split('\n').map((line, i) => {
    let m = /^(\s*server\s+)server(\d+):8000;(\s*)$/.exec(line);
    if (m) {
      const target = upstreams[Number(m[2]) - 1];
      if (!target) throw new Error(`deploy/nginx.conf names server${m[2]}, the test starts ${upstreams.length} instances`);
      replaced.push(i);
      return `${m[1]}${target};${m[3]}`;
    }
    m = /^(\s*listen\s+)80;(\s*)$/.exec(line);
    if (m) {
      replaced.push(i);
      return `${m[1]}${listen};${m[2]}`;
    }
    return line;
  });
  return { conf: lines.join('\n'), replaced };
}

/** The nginx main config around it: what the nginx image's own nginx.conf provides, paths in a temp dir. */
function mainConfig(dir: string, siteConf: string): string {
  const root = process.getuid?.() === 0;
  const group = fs.readFileSync('/etc/group', 'utf8').includes('\nnogroup:') ? 'nogroup' : 'nobody';
  return [
    'daemon off;',
    'master_process on;',
    'worker_processes 1;',
    root ? `user nobody ${group};` : '',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    `  access_log ${dir}/access.log;`,
    '  keepalive_timeout 65;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t}_temp;`),
    `  include ${siteConf};`,
    '}',
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------

interface Res {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json(): any;
}

function suite(): void {
  let a: TestServer;
  let b: TestServer;
  let drop = async () => {};
  let nginx: ChildProcess | undefined;
  let nginxExited: Promise<void> = Promise.resolve();
  let dir = '';
  let port = 0;
  let shipped = '';
  let generated: ReturnType<typeof runnableConfig>;
  const sockets: Socket[] = [];

  /** One HTTP request to nginx from a chosen loopback address, with raw headers (Host included). */
  function send(opts: { method?: string; path: string; local: string; headers?: Record<string, string>; body?: string }): Promise<Res> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, localAddress: opts.local, method: opts.method ?? 'GET', path: opts.path, headers: opts.headers, agent: false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const body = Buffer.concat(chunks).toString('utf8');
            resolve({ status: res.statusCode!, headers: res.headers, body, json: () => JSON.parse(body) });
          });
        },
      );
      req.on('error', reject);
      req.end(opts.body);
    });
  }

  /** A client with its own loopback address and cookie jar (the qd_route cookie), like one browser. */
  class Client {
    cookie: string | undefined;
    /** Every qd_route cookie nginx sent this client. */
    cookiesSet: string[] = [];
    constructor(
      readonly local: string,
      readonly host = `127.0.0.1:${port}`,
    ) {}
    get origin(): string {
      return `http://${this.host}`;
    }
    async request(
      method: string,
      p: string,
      opts: { body?: unknown; token?: string; origin?: string | null; headers?: Record<string, string> } = {},
    ): Promise<Res> {
      const headers: Record<string, string> = { host: this.host, ...opts.headers };
      const origin = opts.origin === undefined ? this.origin : opts.origin;
      if (origin) headers.origin = origin;
      if (this.cookie) headers.cookie = `qd_route=${this.cookie}`;
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      let body: string | undefined;
      if (opts.body !== undefined) {
        body = JSON.stringify(opts.body);
        headers['content-type'] = 'application/json';
      }
      const res = await send({ method, path: p, local: this.local, headers, body });
      for (const c of [res.headers['set-cookie'] ?? []].flat()) {
        const m = /^qd_route=([^;]*)/.exec(c);
        if (m) {
          this.cookiesSet.push(m[1]);
          this.cookie = m[1];
        }
      }
      return res;
    }
    /** The instance that answers this client now (/healthz names it). */
    async instance(): Promise<string> {
      const r = await this.request('GET', '/healthz', { origin: null });
      expect(r.status).toBe(200);
      return r.json().instance;
    }
  }

  /** Which instance holds this engine.io session (the test runs both in this process). */
  function holder(sid: string): string[] {
    // engine.io's table of open sessions (typed protected; read-only use here).
    const sessions = (qd: TestServer) => (qd.gateway.io.engine as unknown as { clients: Record<string, unknown> }).clients;
    return [a, b].filter((qd) => sessions(qd)[sid] !== undefined).map((qd) => qd.config.INSTANCE_ID);
  }

  async function newMatch(c: Client): Promise<string> {
    const p = await c.request('POST', '/api/players', { body: { name: 'Host' } });
    expect(p.status).toBe(201);
    const m = await c.request('POST', '/api/matches', { token: p.json().token, body: { game: 'fixture', numPlayers: 2 } });
    expect(m.status).toBe(201);
    return m.json().match.matchId;
  }

  /** A Socket.IO spectator connection through nginx; resolves once the first sync arrived, or with the refusal. */
  function spectate(url: string, matchId: string, opts: Record<string, unknown>): Promise<{ socket: Socket; error?: Error & { data?: any } }> {
    const socket = io(url, { auth: { matchId, spectate: true }, forceNew: true, reconnection: false, timeout: 20_000, ...opts });
    sockets.push(socket);
    return new Promise((resolve) => {
      socket.once('sync', () => resolve({ socket }));
      socket.once('connect_error', (error) => resolve({ socket, error }));
    });
  }

  beforeAll(async () => {
    shipped = fs.readFileSync(SHIPPED_CONF, 'utf8');
    const db = await freshPostgres();
    drop = db.drop;
    const env = { REDIS_PREFIX: `qdtest-${randomBytes(4).toString('hex')}`, TRUST_PROXY: '1', RATE_LIMIT_SCALE: '1' };
    a = await startTestServer({ databaseUrl: db.url, redisUrl: REDIS_TEST_URL, env: { ...env, INSTANCE_ID: 'a' } });
    b = await startTestServer({ databaseUrl: db.url, redisUrl: REDIS_TEST_URL, env: { ...env, INSTANCE_ID: 'b' } });

    port = await freePort();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qd-nginx-'));
    fs.chmodSync(dir, 0o755); // nginx's workers (nobody when we are root) use the temp paths in it
    generated = runnableConfig(shipped, [`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`], `127.0.0.1:${port}`);
    fs.writeFileSync(path.join(dir, 'quarterdeck.conf'), generated.conf);
    fs.writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir, path.join(dir, 'quarterdeck.conf')));
    const args = ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')];
    const check = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx -t refused the generated config:\n${check.stderr}\n${generated.conf}`);

    let output = '';
    nginx = spawn(NGINX, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    nginx.stdout!.on('data', (d) => (output += d));
    nginx.stderr!.on('data', (d) => (output += d));
    nginxExited = new Promise((r) => nginx!.once('exit', () => r()));
    // Wait (bounded) until nginx answers and reaches an instance.
    for (let i = 0; ; i++) {
      const r = await send({ path: '/healthz', local: '127.0.0.1' }).catch(() => null);
      if (r?.status === 200) break;
      if (i >= 200 || nginx.exitCode !== null)
        throw new Error(`nginx did not start:\n${output}\n${fs.existsSync(`${dir}/error.log`) ? fs.readFileSync(`${dir}/error.log`, 'utf8') : ''}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      nginx.kill('SIGTERM');
      await nginxExited;
    }
    await a?.close();
    await b?.close();
    await drop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('the config that runs is the shipped file with only the upstream addresses and the listen port replaced', () => {
    const shippedLines = shipped.split('\n');
    const runLines = generated.conf.split('\n');
    expect(runLines).toHaveLength(shippedLines.length);
    const differing = shippedLines.map((l, i) => (l === runLines[i] ? -1 : i)).filter((i) => i >= 0);
    expect(differing).toEqual(generated.replaced);
    expect(differing.map((i) => shippedLines[i].trim())).toEqual(['server server1:8000;', 'server server2:8000;', 'listen 80;']);
    // The rules under test are in the shipped file (not added by the test).
    expect(shipped).toMatch(/^\s*proxy_set_header Host \$http_host;/m);
    expect(shipped).toMatch(/^\s*proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/m);
    expect(shipped).toMatch(/^\s*hash \$qd_route consistent;/m);
    expect(shipped).not.toMatch(/^\s*ip_hash/m);
  });

  test('docker-compose.yml: the replicas trust one proxy hop and publish no port; only nginx, with the shipped config, is reachable', () => {
    const compose = fs.readFileSync(COMPOSE, 'utf8');
    // The services block, one entry per two-space-indented name.
    const services = new Map<string, string>();
    let current: string | null = null;
    let inServices = false;
    for (const line of compose.split('\n')) {
      if (/^\S/.test(line)) {
        inServices = line.startsWith('services:');
        current = null;
        continue;
      }
      const name = inServices ? /^ {2}([A-Za-z0-9_-]+):/.exec(line) : null;
      if (name) {
        current = name[1];
        services.set(current, '');
      } else if (current) services.set(current, services.get(current)! + line + '\n');
    }
    const replicas = [...services].filter(([, body]) => /INSTANCE_ID:/.test(body));
    expect(replicas.map(([n]) => n)).toEqual(['server1', 'server2']);
    for (const [, body] of replicas) {
      expect(body).toMatch(/^\s+TRUST_PROXY: "?1"?\s*$/m);
      expect(body).not.toMatch(/^\s+ports:/m);
    }
    const published = [...services].filter(([, body]) => /^\s+ports:/m.test(body)).map(([n]) => n);
    expect(published).toEqual(['proxy']);
    expect(services.get('proxy')).toContain('./deploy/nginx.conf:/etc/nginx/conf.d/default.conf');
  });

  describe('(a) the Host the client used, port included, passes; a matching Origin is accepted', () => {
    for (const name of ['127.0.0.1', 'localhost']) {
      test(`REST via ${name}:<port>`, async () => {
        const c = new Client('127.0.0.2', `${name}:${port}`);
        const games = await c.request('GET', '/api/games');
        expect(games.status).toBe(200);
        expect(games.headers['access-control-allow-origin']).toBe(`http://${name}:${port}`);
        const created = await c.request('POST', '/api/players', { body: { name: `Via ${name}` } });
        expect(created.status).toBe(201);
        const me = await c.request('GET', '/api/me', { token: created.json().token });
        expect(me.status).toBe(200);
        expect(me.json().name).toBe(`Via ${name}`);
        // Still refused: an origin on another port or another name (the server compares host and port).
        for (const bad of [`http://${name}:${port + 1}`, `http://${name}`, 'http://evil.example', `http://evil.example:${port}`]) {
          const r = await c.request('GET', '/api/games', { origin: bad });
          expect(r.status).toBe(403);
          expect(r.json().error).toBe('FORBIDDEN');
        }
      });

      test(`Socket.IO via ${name}:<port>: WebSocket, long-polling, polling upgraded to WebSocket`, async () => {
        const c = new Client('127.0.0.3', `${name}:${port}`);
        const matchId = await newMatch(c);
        const url = `http://${name}:${port}`;
        const headers = { Origin: url };

        const ws = await spectate(url, matchId, { transports: ['websocket'], extraHeaders: headers });
        expect(ws.error).toBeUndefined();
        expect(ws.socket.io.engine.transport.name).toBe('websocket');

        // Long-polling keeps cookies (withCredentials: the client's cookie jar), as it must behind this proxy.
        const polling = await spectate(url, matchId, { transports: ['polling'], withCredentials: true, extraHeaders: headers });
        expect(polling.error).toBeUndefined();
        expect(polling.socket.io.engine.transport.name).toBe('polling');
        expect(holder(polling.socket.io.engine.id)).toHaveLength(1);
        await expect(polling.socket.timeout(20_000).emitWithAck('resync')).resolves.toEqual({ ok: true });

        const upgrading = await spectate(url, matchId, { transports: ['polling', 'websocket'], withCredentials: true, extraHeaders: headers });
        expect(upgrading.error).toBeUndefined();
        const engine = upgrading.socket.io.engine;
        if (engine.transport.name !== 'websocket') await new Promise<void>((r) => engine.once('upgrade', () => r()));
        expect(engine.transport.name).toBe('websocket');
        expect(holder(engine.id)).toHaveLength(1);
        await expect(upgrading.socket.timeout(20_000).emitWithAck('resync')).resolves.toEqual({ ok: true });

        // A foreign origin is refused by the Socket.IO handshake too.
        const refused = await spectate(url, matchId, {
          transports: ['polling'],
          withCredentials: true,
          extraHeaders: { Origin: `http://${name}:${port + 1}` },
        });
        expect(refused.error).toBeDefined();
      });
    }
  });

  describe('(b) the rate limits key on the address nginx saw, never on a client-written X-Forwarded-For', () => {
    test('25 player creations with 25 different spoofed X-Forwarded-For entries hit the limit of 10', async () => {
      const limitedAddress = '127.0.0.20';
      const c = new Client(limitedAddress);
      const instance = await c.instance(); // and the cookie: every request below goes to this instance
      const started = Date.now();
      let created = 0;
      let limited = 0;
      for (let i = 0; i < 25; i++) {
        const spoof = `198.51.100.${i + 1}`;
        const r = await c.request('POST', '/api/players', { body: { name: `Spoof ${i}` }, headers: { 'x-forwarded-for': spoof, 'x-real-ip': spoof } });
        if (r.status === 201) created++;
        else {
          expect(r.status).toBe(429);
          expect(r.json().error).toBe('RATE_LIMITED');
          limited++;
        }
      }
      const elapsed = (Date.now() - started) / 1000;
      expect(limited).toBeGreaterThan(0);
      // The burst of 10, plus what the bucket refilled (0.2 per second) while this ran.
      expect(created).toBeGreaterThanOrEqual(10);
      expect(created).toBeLessThanOrEqual(10 + Math.ceil(elapsed * 0.2));
      expect(await c.instance()).toBe(instance);

      // Not one shared bucket: another client on the same instance (same cookie) still creates, even when it
      // names the limited address in its own X-Forwarded-For (nobody can spend someone else's bucket).
      for (const other of ['127.0.0.21', '127.0.0.22']) {
        const o = new Client(other);
        o.cookie = c.cookie;
        expect(await o.instance()).toBe(instance);
        const r = await o.request('POST', '/api/players', { body: { name: 'Neighbour' }, headers: { 'x-forwarded-for': limitedAddress } });
        expect(r.status).toBe(201);
      }
    });

    test('Socket.IO connections with spoofed X-Forwarded-For entries hit the per-address connection limit', async () => {
      const setup = new Client('127.0.0.25');
      const matchId = await newMatch(setup);
      const url = `http://127.0.0.1:${port}`;
      const limitedAddress = '127.0.0.26';
      const cookie = `qd_route=${setup.cookie}`; // all on one instance, whose bucket for 127.0.0.26 holds 60
      let accepted = 0;
      let refusedByLimit = false;
      // In batches of 30 at once, so the bucket's refill (5 a second) cannot keep pace however slow the
      // machine; 120 attempts stay under the per-address handshake bucket (100 + 8 a second).
      for (let batch = 0; batch < 4 && !refusedByLimit; batch++) {
        const results = await Promise.all(
          Array.from({ length: 30 }, (_, j) => {
            const i = batch * 30 + j;
            const spoof = `198.51.100.${(i % 250) + 1}, 203.0.113.${(i % 250) + 1}`;
            return spectate(url, matchId, {
              transports: ['websocket'],
              localAddress: limitedAddress,
              extraHeaders: { Origin: url, Cookie: cookie, 'X-Forwarded-For': spoof },
            });
          }),
        );
        for (const r of results) {
          r.socket.disconnect();
          if (!r.error) accepted++;
          else {
            expect(r.error.data?.code).toBe('RATE_LIMITED');
            refusedByLimit = true;
          }
        }
      }
      expect(refusedByLimit).toBe(true);
      expect(accepted).toBeGreaterThanOrEqual(60);
      sockets.splice(0).forEach((s) => s.disconnect());
      // Another address, naming the limited one in its header, connects.
      const other = await spectate(url, matchId, {
        transports: ['websocket'],
        localAddress: '127.0.0.27',
        extraHeaders: { Origin: url, Cookie: cookie, 'X-Forwarded-For': limitedAddress },
      });
      expect(other.error).toBeUndefined();
    });
  });

  describe('(c) stickiness follows the client (a cookie), not its /24', () => {
    test('32 clients of 127.0.0.0/24 spread over both instances; each stays on its own', async () => {
      const clients = Array.from({ length: 32 }, (_, i) => new Client(`127.0.0.${40 + i}`));
      const first = new Map<Client, string>();
      for (const c of clients) {
        first.set(c, await c.instance());
        expect(c.cookie).toMatch(/^[0-9a-f]{32}$/);
      }
      expect(new Set(clients.map((c) => c.cookie)).size).toBe(clients.length);
      expect(new Set(first.values())).toEqual(new Set(['a', 'b']));
      for (const c of clients) {
        for (let i = 0; i < 3; i++) expect(await c.instance()).toBe(first.get(c));
        // A client with a valid cookie is not sent another one.
        expect(c.cookiesSet).toHaveLength(1);
      }
      // The cookie, not the address, decides: another address with this cookie lands on the same instance.
      const moved = new Client('127.0.0.99');
      moved.cookie = clients[0].cookie;
      expect(await moved.instance()).toBe(first.get(clients[0]));
      // A forged cookie that is not nginx's format is replaced by a fresh one.
      const forged = new Client('127.0.0.98');
      forged.cookie = 'server1';
      await forged.instance();
      expect(forged.cookiesSet).toHaveLength(1);
      expect(forged.cookie).toMatch(/^[0-9a-f]{32}$/);
    });

    test('a long-polling session: every request of one client reaches the instance that holds its session', async () => {
      // One client pinned to each instance.
      const pinned = new Map<string, Client>();
      for (let i = 0; pinned.size < 2 && i < 64; i++) {
        const c = new Client(`127.0.0.${110 + i}`);
        const inst = await c.instance();
        if (!pinned.has(inst)) pinned.set(inst, c);
      }
      expect([...pinned.keys()].sort()).toEqual(['a', 'b']);
      const matchId = await newMatch(pinned.get('a')!);

      for (const [inst, c] of pinned) {
        const base = '/socket.io/?EIO=4&transport=polling';
        const open = await c.request('GET', base);
        expect(open.status).toBe(200);
        const handshake = JSON.parse(open.body.slice(1));
        const sid: string = handshake.sid;
        expect(open.body[0]).toBe('0');
        expect(holder(sid)).toEqual([inst]);
        const q = `${base}&sid=${encodeURIComponent(sid)}`;

        // Socket.IO CONNECT with the spectator handshake, then read until the connection is confirmed and a
        // sync has come; then a resync with an acknowledgement, read until the acknowledgement.
        const raw = async (method: string, body?: string): Promise<Res> => {
          const headers: Record<string, string> = { host: c.host, origin: c.origin, cookie: `qd_route=${c.cookie}` };
          if (body !== undefined) headers['content-type'] = 'text/plain;charset=UTF-8';
          return send({ method, path: q, local: c.local, headers, body });
        };
        let r = await raw('POST', `40${JSON.stringify({ matchId, spectate: true })}`);
        expect(r.status).toBe(200);
        const packets: string[] = [];
        const readUntil = async (pred: (p: string) => boolean) => {
          for (let i = 0; i < 20 && !packets.some(pred); i++) {
            r = await raw('GET');
            expect(r.status).toBe(200);
            packets.push(...r.body.split('\x1e'));
          }
          expect(packets.some(pred)).toBe(true);
        };
        await readUntil((p) => p.startsWith('40{'));
        await readUntil((p) => p.startsWith('42["sync"'));
        r = await raw('POST', '421["resync"]');
        expect(r.status).toBe(200);
        await readUntil((p) => p.startsWith('431['));
        expect(JSON.parse(packets.find((p) => p.startsWith('431['))!.slice(3))).toEqual([{ ok: true }]);
        expect(holder(sid)).toEqual([inst]);
        // The stickiness matters: the same request sent to the other instance directly is refused there.
        const other = inst === 'a' ? b : a;
        const direct = await new Promise<number>((resolve, reject) => {
          http
            .get(`${other.url}${q}`, { headers: { origin: other.url } }, (res) => {
              res.resume();
              resolve(res.statusCode!);
            })
            .on('error', reject);
        });
        expect(direct).toBe(400);
        // Close the session.
        await raw('POST', '1');
        // No further cookie was set during the session.
        expect(c.cookiesSet).toHaveLength(1);
      }
    });
  });
}
