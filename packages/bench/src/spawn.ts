/**
 * Child server processes: started with `node --import tsx` directly (never through npx, whose PID is
 * not the server's), ready when they print "LISTENING <port> [<apiPort>]", stopped by PID.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** A free TCP port on 127.0.0.1 (for servers that cannot listen on port 0, like the stock lobby). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

export interface Child {
  pid: number;
  ports: number[];
  /** Last lines the child wrote (stdout + stderr), for error reports. */
  output(): string;
  stop(): Promise<void>;
}

const live = new Set<ChildProcess>();

/** Kill every child still running (SIGKILL); for exit handlers. */
export function killAllChildren(): void {
  for (const c of live) {
    try {
      if (c.pid) process.kill(c.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  live.clear();
}

export async function spawnServer(
  entry: string,
  env: Record<string, string>,
  opts: { nodeArgs?: string[]; timeoutMs?: number; logFile?: string } = {},
): Promise<Child> {
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const file = path.join(__dirname, 'servers', entry);
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--import', 'tsx', file], {
    cwd: path.resolve(__dirname, '..'),
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let tail = '';
  const keep = (d: Buffer) => {
    tail = (tail + d.toString()).slice(-8000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  if (opts.logFile) {
    fs.mkdirSync(path.dirname(opts.logFile), { recursive: true });
    const file = fs.createWriteStream(opts.logFile);
    child.stdout!.pipe(file, { end: false });
    child.stderr!.pipe(file, { end: false });
    // 'close', not 'exit': the child's pipes may still hold output when it exits.
    child.once('close', () => file.end());
  }
  const exited = new Promise<void>((r) => child.once('exit', () => (live.delete(child), r())));
  const ports = await new Promise<number[]>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`${entry} did not start within ${timeoutMs} ms:\n${tail}`)), timeoutMs);
    const onData = () => {
      const m = /LISTENING ((?:\d+ ?)+)/.exec(tail);
      if (m) {
        clearTimeout(t);
        child.stdout!.off('data', onData);
        resolve(m[1].trim().split(' ').map(Number));
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(t);
      reject(new Error(`${entry} exited with ${code}:\n${tail}`));
    });
  });
  return {
    pid: child.pid!,
    ports,
    output: () => tail,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const t = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(t);
    },
  };
}
