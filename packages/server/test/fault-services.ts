/**
 * Throwaway PostgreSQL clusters and Redis servers that a fault test may stop, kill and restart without
 * touching the shared services on 5432/6379. Each is cleaned up by its `destroy()`.
 */
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from './helpers';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface ThrowawayPostgres {
  url: string;
  port: number;
  dataDir: string;
  /** pg_ctl stop: 'fast' ends sessions and shuts down cleanly; 'immediate' is a crash (recovery on start). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/** Run a PostgreSQL binary; as the postgres OS user when we are root (initdb refuses root). */
function pgRun(bin: string, args: string[]): { ok: boolean; output: string } {
  const isRoot = process.getuid?.() === 0;
  const cmd = isRoot ? 'runuser' : path.join(PG_BIN, bin);
  const argv = isRoot ? ['-u', 'postgres', '--', path.join(PG_BIN, bin), ...args] : args;
  const r = spawnSync(cmd, argv, { encoding: 'utf8', timeout: 60_000 });
  return { ok: r.status === 0, output: `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? String(r.error) : ''}` };
}

/** The same, without blocking the event loop (the server under test keeps running meanwhile). */
function pgRunAsync(bin: string, args: string[]): Promise<{ ok: boolean; output: string }> {
  const isRoot = process.getuid?.() === 0;
  const cmd = isRoot ? 'runuser' : path.join(PG_BIN, bin);
  const argv = isRoot ? ['-u', 'postgres', '--', path.join(PG_BIN, bin), ...args] : args;
  return new Promise((resolve) => {
    execFile(cmd, argv, { encoding: 'utf8', timeout: 60_000 }, (err, stdout, stderr) =>
      resolve({ ok: !err, output: `${stdout}${stderr}${err ? String(err) : ''}` }),
    );
  });
}

/** Why a throwaway cluster cannot be made on this machine (no server binaries, no postgres OS user for root), or null. */
export function throwawayPostgresProblem(): string | null {
  if (!fs.existsSync(path.join(PG_BIN, 'initdb'))) return `no initdb under ${PG_BIN} (set PG_BIN)`;
  if (process.getuid?.() === 0 && spawnSync('id', ['-u', 'postgres']).status !== 0) return 'running as root but there is no postgres OS user';
  return null;
}

/**
 * A new trust-auth cluster on a free port, data and socket in a temp dir. Throws with the reason when it
 * cannot be created.
 */
export async function throwawayPostgres(): Promise<ThrowawayPostgres> {
  if (!fs.existsSync(path.join(PG_BIN, 'initdb'))) throw new Error(`no initdb under ${PG_BIN}`);
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'qd-pgfault-'));
  const dataDir = path.join(base, 'data');
  fs.mkdirSync(dataDir);
  if (process.getuid?.() === 0) {
    const pw = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gw = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    const uid = Number(pw.stdout.trim());
    const gid = Number(gw.stdout.trim());
    if (!Number.isInteger(uid) || pw.status !== 0) throw new Error('running as root but there is no postgres OS user');
    fs.chownSync(base, uid, gid);
    fs.chownSync(dataDir, uid, gid);
  }
  const init = pgRun('initdb', ['-D', dataDir, '--auth=trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  if (!init.ok) {
    fs.rmSync(base, { recursive: true, force: true });
    throw new Error(`initdb failed:\n${init.output}`);
  }
  const port = await freePort();
  const opts = `-p ${port} -c listen_addresses=127.0.0.1 -k ${base} -c fsync=off -c max_connections=50`;
  const start = async () => {
    const r = await pgRunAsync('pg_ctl', ['-D', dataDir, '-o', opts, '-l', path.join(base, 'log'), '-w', '-t', '60', 'start']);
    if (!r.ok) throw new Error(`pg_ctl start failed:\n${r.output}\n${safeRead(path.join(base, 'log'))}`);
  };
  const running = () => fs.existsSync(path.join(dataDir, 'postmaster.pid'));
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    const r = await pgRunAsync('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
    if (!r.ok && running()) throw new Error(`pg_ctl stop failed:\n${r.output}`);
  };
  try {
    await start();
  } catch (e) {
    fs.rmSync(base, { recursive: true, force: true });
    throw e;
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    dataDir,
    stop,
    start,
    async destroy() {
      if (running()) await stop('immediate').catch(() => {});
      fs.rmSync(base, { recursive: true, force: true });
    },
  };
}

function safeRead(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').slice(-2000);
  } catch {
    return '';
  }
}

/** Wait until a PostgreSQL server answers. */
export async function waitForPostgres(url: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const c = new Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await c.connect();
      await c.query('SELECT 1');
      return;
    } catch (e) {
      if (Date.now() > until) throw e;
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      await c.end().catch(() => {});
    }
  }
}

export interface RedisServer {
  port: number;
  url: string;
  pid: number;
  /** SIGKILL the server (Redis lost). */
  kill(): Promise<void>;
  /** Start it again on the same port. */
  restart(): Promise<void>;
  destroy(): Promise<void>;
}

/** A redis-server child process of our own on a free port: no persistence, killed by destroy(). */
/** Why a redis-server of our own cannot be started here (no binary on PATH), or null. */
export function redisServerProblem(): string | null {
  return spawnSync('sh', ['-c', 'command -v redis-server']).status === 0 ? null : 'no redis-server on PATH';
}

export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const launch = () =>
    new Promise<void>((resolve, reject) => {
      const c = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = c;
      let out = '';
      const t = setTimeout(() => reject(new Error(`redis-server did not start:\n${out}`)), 15_000);
      const onData = (d: Buffer) => {
        out += d;
        if (/Ready to accept connections/i.test(out)) {
          clearTimeout(t);
          resolve();
        }
      };
      c.stdout!.on('data', onData);
      c.stderr!.on('data', onData);
      c.once('error', (e) => (clearTimeout(t), reject(e)));
      c.once('exit', (code) => (clearTimeout(t), reject(new Error(`redis-server exited with ${code}:\n${out}`))));
    });
  const kill = async () => {
    const c = child;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const exited = new Promise<void>((r) => c.once('exit', () => r()));
    c.kill('SIGKILL');
    await exited;
  };
  await launch();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    get pid() {
      return child?.pid ?? -1;
    },
    kill,
    restart: launch,
    destroy: kill,
  };
}
