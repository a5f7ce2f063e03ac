/**
 * One workload against one target: N concurrent matches, every seat its own connection choosing a
 * legal action from its own view. Closed loop ("saturation": the seat to act moves as soon as its view
 * says so) or paced (think time uniform in [0.5, 1.5] / rate seconds after the view arrives).
 *
 * At most one action per match is in flight: when several seats may act, the first to see the new
 * state acts. A move's latency runs from the emit until the last seat of its match has received a
 * view with a newer stateId. Finished matches are replaced by fresh ones (set-up is not timed).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { seededRandom } from '@quarterdeck/games';
import { latencySummary } from './machine';
import type { MatchLink, SeatHandlers, SeatUpdate, Target } from './targets';

export type Shape = 'saturation' | 'paced';

interface Pending {
  from: number;
  seat: number;
  t0: number;
  got: Set<number>;
  measured: boolean;
  timer?: NodeJS.Timeout;
}

interface WorkloadCounters {
  /** Moves whose every seat got the new view during the window. */
  moves: number;
  latenciesMs: number[];
  errors: Record<string, number>;
  matchesFinished: number;
  matchesReplaced: number;
  replaceFailures: number;
}

const MAX_CONSECUTIVE_ERRORS = 20;
const TRANSIENT = new Set(['UNAVAILABLE', 'ACK_TIMEOUT', 'NO_UPDATE_TIMEOUT', 'RATE_LIMITED', 'INTERNAL']);
/** The stock server answers nothing to a rejected move: no new view within this time counts as an error. */
const SILENT_TIMEOUT_MS = 10_000;

class MatchRun implements SeatHandlers {
  link: MatchLink | null = null;
  views: Array<SeatUpdate | null>;
  pending: Pending[] = [];
  scheduledFrom = -1;
  finished = false;
  closed = false;
  consecutiveErrors = 0;
  thinkTimer: NodeJS.Timeout | undefined;

  constructor(
    private w: Workload,
    readonly index: number,
  ) {
    this.views = Array.from({ length: w.numPlayers }, () => null);
  }

  onUpdate(seat: number, u: SeatUpdate): void {
    if (this.closed) return;
    const prev = this.views[seat];
    if (prev && (u.sync ? u.stateId < prev.stateId : u.stateId <= prev.stateId)) return;
    this.views[seat] = u;
    const now = performance.now();
    for (let i = 0; i < this.pending.length; i++) {
      const p = this.pending[i];
      if (p.from < u.stateId && !p.got.has(seat)) {
        p.got.add(seat);
        if (p.got.size === this.w.numPlayers) {
          this.pending.splice(i--, 1);
          if (p.timer) clearTimeout(p.timer);
          this.w.completed(p, now);
          this.consecutiveErrors = 0;
        }
      }
    }
    if (u.finished) {
      if (this.views.every((v) => v?.finished)) this.finish();
      return;
    }
    if (u.sync && this.scheduledFrom >= u.stateId && !this.pending.some((p) => p.from === u.stateId)) this.scheduledFrom = -1;
    this.maybeMove(seat);
  }

  onResult(seat: number, fromStateId: number, r: { ok: true } | { ok: false; code: string }): void {
    if (r.ok || this.closed) return;
    this.w.error(r.code);
    this.dropPending(fromStateId);
    this.failedMove(seat, r.code);
  }

  onDisconnect(seat: number, reason: string): void {
    if (this.closed) return;
    this.w.error(`DISCONNECT(${reason})`);
    this.replace();
  }

  private dropPending(from: number): void {
    const i = this.pending.findIndex((p) => p.from === from);
    if (i >= 0) {
      const [p] = this.pending.splice(i, 1);
      if (p.timer) clearTimeout(p.timer); // an error was counted for it already
    }
  }

  private failedMove(seat: number, code: string): void {
    this.consecutiveErrors++;
    const transient = TRANSIENT.has(code);
    // A refused choice (ILLEGAL...) again and again means the match is stuck: start a fresh one. An
    // overloaded server (UNAVAILABLE, timeouts) is retried with a growing pause instead of adding set-up load.
    if (!transient && this.consecutiveErrors >= MAX_CONSECUTIVE_ERRORS) {
      this.w.error('MATCH_STUCK');
      this.replace();
      return;
    }
    this.scheduledFrom = -1;
    // STALE: a sync with the current state follows and re-triggers the move.
    if (code === 'STALE') return;
    const pause = transient ? Math.min(2000, 100 * this.consecutiveErrors) : 5;
    setTimeout(() => {
      if (!this.closed) for (let s = 0; s < this.w.numPlayers; s++) this.maybeMove((seat + s) % this.w.numPlayers);
    }, pause).unref();
  }

  maybeMove(seat: number): void {
    const v = this.views[seat];
    if (!v || this.closed || this.finished || !this.w.running || !this.link) return;
    if (!v.active.includes(seat) || this.scheduledFrom >= v.stateId) return;
    this.scheduledFrom = v.stateId;
    if (this.w.shape === 'saturation') this.fire(seat);
    else {
      const think = ((0.5 + this.w.random()) * 1000) / this.w.rate;
      this.thinkTimer = setTimeout(() => this.fire(seat), think);
    }
  }

  private fire(seat: number): void {
    this.thinkTimer = undefined;
    const v = this.views[seat];
    if (!v || this.closed || !this.w.running || !this.link) return;
    if (v.stateId !== this.scheduledFrom || !v.active.includes(seat)) {
      this.scheduledFrom = -1;
      for (let s = 0; s < this.w.numPlayers; s++) this.maybeMove(s);
      return;
    }
    const legal = this.w.target.legal(v.view, seat);
    if (legal.length === 0) {
      this.w.error('NO_LEGAL_ACTION');
      this.replace();
      return;
    }
    const action = legal[Math.floor(this.w.random() * legal.length)];
    const p: Pending = { from: v.stateId, seat, t0: performance.now(), got: new Set(), measured: this.w.measuring };
    if (!this.w.target.acks) {
      p.timer = setTimeout(() => {
        if (this.closed || !this.pending.includes(p)) return;
        this.w.error('NO_UPDATE_TIMEOUT');
        this.dropPending(p.from);
        this.failedMove(seat, 'NO_UPDATE_TIMEOUT');
      }, SILENT_TIMEOUT_MS);
      p.timer.unref();
    }
    this.pending.push(p);
    this.w.sent++;
    this.link.send(seat, action, v.stateId);
  }

  private finish(): void {
    if (this.finished) return;
    this.finished = true;
    this.w.counters.matchesFinished++;
    this.replace();
  }

  /** Close this match and open a fresh one in its slot (not during the final drain). */
  replace(): void {
    this.close();
    if (this.w.running) this.w.replace(this.index);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.thinkTimer) clearTimeout(this.thinkTimer);
    for (const p of this.pending) {
      if (p.timer) clearTimeout(p.timer);
      if (p.measured) this.w.unanswered(p);
    }
    this.pending = [];
    this.link?.close();
  }
}

interface WorkloadResult extends WorkloadCounters {
  sent: number;
  /** Moves sent during the window that never reached every seat. */
  unanswered: number;
  windowSeconds: number;
  setupSeconds: number;
  /** The p99 latency of each window, in order (latenciesMs holds them all). */
  windowP99sMs: number[];
  /** The load generator's event-loop delay during the window (ms): high values mean it could not keep up. */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}

export class Workload {
  readonly random: () => number;
  counters: WorkloadCounters = { moves: 0, latenciesMs: [], errors: {}, matchesFinished: 0, matchesReplaced: 0, replaceFailures: 0 };
  running = false;
  measuring = false;
  sent = 0;
  private unansweredCount = 0;
  private matches: MatchRun[] = [];
  private opening = new Set<Promise<void>>();
  private windowStart = 0;
  private windowEnd = 0;

  constructor(
    readonly target: Target,
    readonly shape: Shape,
    readonly n: number,
    readonly numPlayers: number,
    readonly rate: number,
    seed: number,
  ) {
    this.random = seededRandom(seed);
  }

  error(code: string): void {
    if (!this.measuring) return;
    this.counters.errors[code] = (this.counters.errors[code] ?? 0) + 1;
  }

  unanswered(_p: Pending): void {
    this.unansweredCount++;
  }

  completed(p: Pending, now: number): void {
    if (p.measured) this.counters.latenciesMs.push(now - p.t0);
    if (this.measuring) this.counters.moves++;
  }

  private async open(index: number): Promise<MatchRun> {
    const run = new MatchRun(this, index);
    run.link = await this.target.openMatch(index, run);
    return run;
  }

  /** Open all N matches (concurrency-limited); every seat connected and synchronised. */
  async setup(concurrency: number): Promise<number> {
    const t0 = performance.now();
    let next = 0;
    const worker = async () => {
      while (next < this.n) {
        const i = next++;
        this.matches[i] = await this.open(i);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, this.n) }, worker));
    return (performance.now() - t0) / 1000;
  }

  replace(index: number): void {
    const p = this.open(index).then(
      (run) => {
        if (!this.running) return run.close();
        this.matches[index] = run;
        this.counters.matchesReplaced++;
        for (let s = 0; s < this.numPlayers; s++) run.maybeMove(s);
      },
      () => {
        this.counters.replaceFailures++;
        this.error('REPLACE_FAILED');
      },
    );
    this.opening.add(p);
    void p.finally(() => this.opening.delete(p));
  }

  /**
   * Run: warm-up (not counted), then `windows` measured windows back to back (one by default); `onWindow`
   * is called when the measurement opens and when it closes (the meters span every window). A move counts
   * in the window in which its last seat got the new view.
   */
  async run(opts: {
    warmupSeconds: number;
    windowSeconds: number;
    windows?: number;
    setupSeconds: number;
    onWindow: (phase: 'start' | 'stop') => Promise<void>;
  }): Promise<WorkloadResult> {
    this.running = true;
    for (const m of this.matches) for (let s = 0; s < this.numPlayers; s++) m.maybeMove(s);
    await sleep(opts.warmupSeconds * 1000);
    const loop = monitorEventLoopDelay({ resolution: 10 });
    await opts.onWindow('start');
    loop.enable();
    this.counters = { moves: 0, latenciesMs: [], errors: {}, matchesFinished: 0, matchesReplaced: 0, replaceFailures: 0 };
    this.sent = 0;
    this.unansweredCount = 0;
    this.measuring = true;
    this.windowStart = performance.now();
    const ends: number[] = [];
    for (let w = 0; w < (opts.windows ?? 1); w++) {
      await sleep(opts.windowSeconds * 1000);
      ends.push(this.counters.latenciesMs.length);
    }
    this.measuring = false;
    this.windowEnd = performance.now();
    loop.disable();
    await opts.onWindow('stop');
    // Drain: no new moves; give the moves sent in the window time to reach every seat.
    this.running = false;
    const drainUntil = performance.now() + 5000;
    while (this.matches.some((m) => m.pending.some((p) => p.measured)) && performance.now() < drainUntil) await sleep(50);
    for (const m of this.matches) m.close();
    await Promise.allSettled([...this.opening]);
    // Moves completing during the drain belong to the last window.
    ends[ends.length - 1] = this.counters.latenciesMs.length;
    const windowP99sMs = ends.map((end, i) => latencySummary(this.counters.latenciesMs.slice(i ? ends[i - 1] : 0, end)).p99 ?? 0);
    return {
      ...this.counters,
      windowP99sMs,
      sent: this.sent,
      unanswered: this.unansweredCount,
      windowSeconds: (this.windowEnd - this.windowStart) / 1000,
      setupSeconds: opts.setupSeconds,
      loopDelayP99Ms: loop.percentile(99) / 1e6,
      loopDelayMaxMs: loop.max / 1e6,
    };
  }

  /** Close every connection (also after a failed set-up). */
  closeAll(): void {
    this.running = false;
    for (const m of this.matches) m?.close();
  }
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
