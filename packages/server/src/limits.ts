/**
 * Abuse limits: token buckets per key (socket, IP, player). In-memory per instance; with several
 * instances each enforces its own share, which bounds a client to at most N times the limit.
 */
interface Rate {
  /** Tokens added per second. */
  perSecond: number;
  /** Bucket size (the burst allowed). */
  burst: number;
}

export class RateLimiter {
  private buckets = new Map<string, { tokens: number; at: number }>();
  private sweepAt = Date.now();

  constructor(readonly rate: Rate) {}

  /** Take one token for key; false when the key is over its rate. */
  take(key: string, now = Date.now()): boolean {
    if (!Number.isFinite(this.rate.perSecond)) return true;
    this.sweep(now);
    const b = this.buckets.get(key) ?? { tokens: this.rate.burst, at: now };
    b.tokens = Math.min(this.rate.burst, b.tokens + ((now - b.at) / 1000) * this.rate.perSecond);
    b.at = now;
    const ok = b.tokens >= 1;
    if (ok) b.tokens -= 1;
    this.buckets.set(key, b);
    return ok;
  }

  /** Seconds until key has a token again. */
  retryAfter(key: string): number {
    const b = this.buckets.get(key);
    if (!b || b.tokens >= 1) return 0;
    return Math.ceil((1 - b.tokens) / this.rate.perSecond);
  }

  /** Drop full buckets now and then so the map does not grow without bound. */
  private sweep(now: number): void {
    if (now - this.sweepAt < 60_000) return;
    this.sweepAt = now;
    for (const [k, b] of this.buckets) {
      if (b.tokens + ((now - b.at) / 1000) * this.rate.perSecond >= this.rate.burst) this.buckets.delete(k);
    }
  }
}

export interface Limits {
  actionsPerSocket: RateLimiter;
  actionsPerIp: RateLimiter;
  /** Per seat of a match (key `match:seat`), whatever the number of its sockets. */
  chatPerSeat: RateLimiter;
  createPerIp: RateLimiter;
  requestsPerIp: RateLimiter;
  /** Socket.IO connections (namespace handshakes) per address. */
  connectionsPerIp: RateLimiter;
  /** New Engine.IO sessions per address, checked before any namespace or parsing. */
  handshakesPerIp: RateLimiter;
  resyncPerSocket: RateLimiter;
  resyncPerIp: RateLimiter;
  logPagesPerSocket: RateLimiter;
  /** Matches not yet finished that one guest may have created. */
  maxOpenMatchesPerPlayer: number;
}

/** Limits from configuration; a scale of 0 turns rate limits off (benchmarks, trusted deployments). */
export function createLimits(scale: number, maxOpenMatchesPerPlayer: number): Limits {
  const r = (perSecond: number, burst: number): RateLimiter =>
    new RateLimiter(scale === 0 ? { perSecond: Infinity, burst: Infinity } : { perSecond: perSecond * scale, burst: Math.max(1, Math.round(burst * scale)) });
  return {
    actionsPerSocket: r(10, 30),
    actionsPerIp: r(100, 300),
    chatPerSeat: r(0.5, 5),
    createPerIp: r(0.2, 10),
    requestsPerIp: r(30, 120),
    connectionsPerIp: r(5, 60),
    // Above the connection limit, so an ordinary socket meets the clearer namespace refusal first; this one
    // stops sessions that never reach a namespace (e.g. a flood of polling handshakes).
    handshakesPerIp: r(8, 100),
    // A client resyncs when it reconnects or misses an update: a few in a row, never a stream.
    resyncPerSocket: r(0.5, 5),
    resyncPerIp: r(5, 50),
    logPagesPerSocket: r(2, 20),
    maxOpenMatchesPerPlayer,
  };
}
