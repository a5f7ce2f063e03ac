/** The machine a result was measured on, and small statistics helpers. */
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';

export interface Machine {
  cpuModel: string;
  cores: number;
  ramBytes: number;
  node: string;
  platform: string;
  kernel: string;
  postgres?: string;
  loadAverage: number[];
}

export function describeMachine(postgres?: string): Machine {
  const cpus = os.cpus();
  let model = cpus[0]?.model ?? 'unknown';
  try {
    const m = /model name\s*:\s*(.+)/.exec(fs.readFileSync('/proc/cpuinfo', 'utf8'));
    if (m) model = m[1].trim();
  } catch {
    /* not Linux */
  }
  return {
    cpuModel: model,
    cores: cpus.length,
    ramBytes: os.totalmem(),
    node: process.version,
    platform: `${os.platform()} ${os.arch()}`,
    kernel: os.release(),
    ...(postgres ? { postgres } : {}),
    loadAverage: os.loadavg().map((x) => Math.round(x * 100) / 100),
  };
}

/** Nearest-rank percentile of an unsorted sample (null when empty). */
function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

export function latencySummary(samples: number[]): {
  count: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  max: number | null;
  mean: number | null;
} {
  const s = Float64Array.from(samples).sort();
  const arr = Array.from(s);
  const r = (x: number | null) => (x === null ? null : Math.round(x * 100) / 100);
  return {
    count: arr.length,
    p50: r(percentile(arr, 50)),
    p95: r(percentile(arr, 95)),
    p99: r(percentile(arr, 99)),
    max: r(arr.length ? arr[arr.length - 1] : null),
    mean: r(arr.length ? arr.reduce((a, b) => a + b, 0) / arr.length : null),
  };
}

/** The median of a few numbers (the middle one, or the mean of the two middle ones). */
export function median(xs: number[]): number | null {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export const mb = (b: number) => Math.round((b / 1024 / 1024) * 10) / 10;

/** The workspace root (where pnpm-workspace.yaml is), so --out is relative to it whatever the cwd. */
export function findRoot(): string {
  let dir = __dirname;
  while (dir !== path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}
