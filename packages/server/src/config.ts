import { z } from 'zod';
import { MAX_PROXY_HOPS } from './http/client-address';

const csv = z.string().transform((s) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean),
);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL connection string; unset = embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  /** PGlite data directory; "memory" for an in-memory database (tests). */
  DATA_DIR: z.string().default('./data'),
  /** Redis URL; unset = single instance, no cross-instance broadcast. */
  REDIS_URL: z.string().url().optional(),
  /** Prefix of the Redis pub/sub channels (several deployments may share one Redis). */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]+$/)
    .default('quarterdeck'),
  /** Browser origins allowed besides the server's own origin (comma separated). */
  ORIGINS: csv.default([]),
  /** Base URL used in invite links; default http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Directory of the built web client; unset = packages/client/dist if it exists. */
  CLIENT_DIR: z.string().optional(),
  /** Delay before a bot seat moves, in ms (0 in tests, a short pause for people to follow). */
  BOT_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(600),
  /** Instance name in logs and metrics. */
  INSTANCE_ID: z.string().default(`qd-${process.pid}`),
  /** Multiplies every rate limit (1 = defaults, 0 = no rate limits, e.g. for load benchmarks). */
  RATE_LIMIT_SCALE: z.coerce.number().min(0).max(1000).default(1),
  /** Matches not yet finished that one guest may have created. */
  MAX_OPEN_MATCHES_PER_PLAYER: z.coerce.number().int().min(1).max(100_000).default(20),
  /**
   * Trusted reverse proxies in front of every instance, as a number of hops: the client address (the rate
   * limits' key) is the one the outermost trusted proxy saw, `hops` entries from the right of
   * X-Forwarded-For + the remote address (http/client-address.ts). `false` = 0 (the remote address),
   * `true` = 1 (one proxy, e.g. the shipped nginx). Only when instances are reachable through the proxies alone.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      const s = v.trim().toLowerCase();
      if (s === 'false') return 0;
      if (s === 'true') return 1;
      if (/^\d{1,2}$/.test(s) && Number(s) <= MAX_PROXY_HOPS) return Number(s);
      ctx.addIssue({ code: 'custom', message: `expected false, true or a number of trusted proxy hops from 0 to ${MAX_PROXY_HOPS}` });
      return z.NEVER;
    }),
  /**
   * Store a match's full state every this many moves (and when it ends); moves in between store only
   * their log entries, replayed on a cold load. 1 = store the state on every move.
   */
  SNAPSHOT_EVERY: z.coerce.number().int().min(1).max(1000).default(16),
  /**
   * How far V8 lets the heap grow past what the last full collection kept, in percent (0 = V8's own
   * heuristics). The default 100 keeps the heap well below V8's own choice, with fewer full collections
   * than lower values: docs/PERFORMANCE.md#heap-growth.
   */
  HEAP_GROWING_PERCENT: z.coerce.number().int().min(0).max(400).default(100),
  /** Bearer token for /metrics; unset = /metrics answers only requests made directly from this machine (loopback). */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** Postgres pool size. */
  PG_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
});

export type Config = z.infer<typeof EnvSchema> & {
  publicUrl: string;
  /** Trusted proxy hops (the number TRUST_PROXY names; also readable as config.TRUST_PROXY). */
  TRUST_PROXY_HOPS: number;
};

/** Parse configuration from the environment (or a test's overrides). Throws a readable error on bad values. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && v !== '') cleaned[k] = v;
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return { ...c, publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''), TRUST_PROXY_HOPS: c.TRUST_PROXY };
}
