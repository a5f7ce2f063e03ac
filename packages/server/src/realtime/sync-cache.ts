/**
 * The part of a sync that depends only on the match's state and the viewer (the view and the newest page
 * of the log), encoded once and reused for every sync of that viewer at that state: a table of viewers
 * reconnecting, or one client resyncing, costs one view and one log read per state, not one per request.
 * Bounded by total size; the oldest entries go first.
 */
interface SyncPart {
  view: unknown;
  log: unknown[];
  logFrom: number;
  /** The viewer's seat may take back the move that made this state. */
  undo?: boolean;
}

export class SyncCache {
  private entries = new Map<string, string>();
  private pending = new Map<string, Promise<string>>();
  private bytes = 0;
  /** For tests and metrics. */
  readonly stats = { hits: 0, builds: 0 };

  constructor(private maxBytes = 32 * 1024 * 1024) {}

  /** The encoded part (`"view":…,"log":…,"logFrom":…`) for this state and viewer, built at most once at a time. */
  async get(matchId: string, stateId: number, viewer: string | null, build: () => Promise<SyncPart>): Promise<string> {
    const key = `${matchId}\u0000${stateId}\u0000${viewer ?? '-'}`;
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.stats.hits++;
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const inFlight = this.pending.get(key);
    if (inFlight) {
      this.stats.hits++;
      return inFlight;
    }
    const p = build().then((part) => {
      this.stats.builds++;
      const json = `"view":${JSON.stringify(part.view)},"log":${JSON.stringify(part.log)},"logFrom":${part.logFrom}${part.undo ? ',"undo":true' : ''}`;
      this.put(key, json);
      return json;
    });
    this.pending.set(key, p);
    try {
      return await p;
    } finally {
      this.pending.delete(key);
    }
  }

  private put(key: string, json: string): void {
    if (json.length > this.maxBytes / 4) return; // too large to be worth keeping
    this.entries.set(key, json);
    this.bytes += json.length;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= v.length;
    }
  }
}
