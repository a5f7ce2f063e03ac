/**
 * Process accounting from /proc (Linux): CPU seconds (utime + stime) and resident memory.
 */
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';

let clkTck: number | undefined;
function ticksPerSecond(): number {
  if (clkTck === undefined) {
    try {
      clkTck = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      clkTck = 100;
    }
  }
  return clkTck;
}

/** CPU seconds used so far by a process (all its threads), or null when it is gone. */
export function cpuSeconds(pid: number): number | null {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // Fields after the command name (which may contain spaces) start at field 3 (state).
  const rest = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const utime = Number(rest[11]);
  const stime = Number(rest[12]);
  return (utime + stime) / ticksPerSecond();
}

/** Resident set size and its high-water mark, in bytes, or null when the process is gone. */
export function memory(pid: number): { rss: number; hwm: number } | null {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
  const kb = (key: string) => {
    const m = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(text);
    return m ? Number(m[1]) * 1024 : 0;
  };
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/**
 * Samples one process over a window: CPU seconds between start() and stop(), and the largest RSS seen
 * (sampled every `everyMs`, plus the kernel's high-water mark at the end).
 */
export class ProcessMeter {
  private cpu0 = 0;
  private peak = 0;
  private timer: NodeJS.Timeout | undefined;
  private started = 0;

  constructor(
    readonly pid: number,
    private everyMs = 200,
  ) {}

  start(): void {
    this.cpu0 = cpuSeconds(this.pid) ?? 0;
    this.started = performance.now();
    this.peak = memory(this.pid)?.rss ?? 0;
    this.timer = setInterval(() => {
      const m = memory(this.pid);
      if (m && m.rss > this.peak) this.peak = m.rss;
    }, this.everyMs);
    this.timer.unref();
  }

  stop(): { cpuSeconds: number; wallSeconds: number; cpuPercent: number; peakRssBytes: number; hwmBytes: number } {
    if (this.timer) clearInterval(this.timer);
    const wall = (performance.now() - this.started) / 1000;
    const cpu = (cpuSeconds(this.pid) ?? this.cpu0) - this.cpu0;
    const m = memory(this.pid);
    if (m && m.rss > this.peak) this.peak = m.rss;
    return { cpuSeconds: cpu, wallSeconds: wall, cpuPercent: (100 * cpu) / wall, peakRssBytes: this.peak, hwmBytes: m?.hwm ?? 0 };
  }
}
