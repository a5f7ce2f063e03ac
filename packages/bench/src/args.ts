/**
 * Command-line options of `pnpm bench`, parsed with zod. Flags are `--name value` or `--name=value`;
 * lists are comma separated; `--quick` picks a short smoke run (tens of seconds).
 */
import { z } from 'zod';

const intList = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean)
      .map(Number),
  )
  .pipe(z.array(z.number().int().min(1).max(20_000)));

const targetList = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(['quarterdeck', 'stock', 'bare'])).min(1));

const shapeList = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(['saturation', 'paced'])).min(1));

const seconds = z.coerce.number().min(0.5).max(3600);

export const BenchArgs = z
  .object({
    game: z.string().min(1).max(64).default('atlantic-storm'),
    players: z.coerce.number().int().min(1).max(8).default(4),
    /** The game's room options as JSON (validated by the game's own schema). */
    options: z
      .string()
      .default('{}')
      .transform((s, ctx) => {
        try {
          const v = JSON.parse(s) as unknown;
          if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
        } catch {
          /* reported below */
        }
        ctx.addIssue({ code: 'custom', message: '--options must be a JSON object' });
        return z.NEVER;
      }),
    shapes: shapeList.default(['saturation', 'paced']),
    targets: targetList.default(['quarterdeck', 'stock', 'bare']),
    saturation: intList.default([50, 200, 500]),
    paced: intList.default([250, 500, 1000, 2000]),
    /** Search for the largest paced N with p99 under this many ms (0 = no search). */
    searchP99: z.coerce.number().min(0).max(10_000).default(100),
    searchSteps: z.coerce.number().int().min(0).max(10).default(2),
    searchMax: z.coerce.number().int().min(1).max(4500).default(4000),
    warmup: seconds.default(4),
    duration: seconds.default(12),
    pacedDuration: seconds.default(10),
    /**
     * Consecutive paced windows measured on the same matches; a paced point's p99 (and the search's verdict)
     * is the median of the windows' p99s, so one hiccup of the machine does not decide it.
     */
    pacedWindows: z.coerce.number().int().min(1).max(9).default(3),
    /** Mean moves per second per match in the paced shape (think time is uniform in [0.5, 1.5] / rate). */
    rate: z.coerce.number().min(0.01).max(100).default(1),
    /** Matches opened concurrently during set-up. */
    setupConcurrency: z.coerce.number().int().min(1).max(256).default(24),
    pgUrl: z
      .string()
      .url()
      .default(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'),
    pgPoolSize: z.coerce.number().int().min(1).max(200).default(10),
    out: z.string().default('bench/results'),
    seed: z.coerce.number().int().default(1),
    /** Write a V8 CPU profile of every server child into this directory (node --cpu-prof). */
    profile: z.string().optional(),
    /** Extra Node/V8 flags for every server child, space separated (e.g. "--trace-gc --max-semi-space-size=32"). */
    serverNodeArgs: z
      .string()
      .default('')
      .transform((s) => s.split(' ').filter(Boolean))
      .pipe(z.array(z.string().regex(/^--[a-z0-9-]+(=[\w.,:/-]+)?$/, 'each server flag looks like --name or --name=value'))),
    /** Write everything each server child prints (e.g. --trace-gc lines) to DIR/<target>-<shape>-<N>.log. */
    serverLog: z.string().optional(),
    quick: z.boolean().default(false),
  })
  .strict();
export type BenchArgs = z.output<typeof BenchArgs>;

const BOOLEAN_FLAGS = new Set(['quick']);

/** Turn argv into an object of raw strings (kebab-case flags become camelCase keys). */
export function rawFlags(argv: string[]): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--') continue;
    if (!a.startsWith('--')) throw new Error(`Unexpected argument "${a}" (flags look like --name value)`);
    let [name, value] = a.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    name = name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    if (BOOLEAN_FLAGS.has(name)) {
      out[name] = value === undefined ? true : value !== 'false';
      continue;
    }
    if (value === undefined) {
      value = argv[++i];
      if (value === undefined) throw new Error(`Flag --${name} needs a value`);
    }
    out[name] = value;
  }
  return out;
}

/** Parse argv; `--quick` changes the defaults (explicit flags still win). */
export function parseBenchArgs(argv: string[]): BenchArgs {
  const raw = rawFlags(argv);
  const quick = raw.quick === true;
  const defaults: Record<string, string> = quick
    ? { saturation: '20', paced: '40', warmup: '2', duration: '6', pacedDuration: '6', pacedWindows: '1', searchP99: '0' }
    : {};
  const parsed = BenchArgs.safeParse({ ...defaults, ...raw });
  if (!parsed.success) {
    throw new Error('Invalid arguments:\n' + parsed.error.issues.map((i) => `  --${i.path.join('.')}: ${i.message}`).join('\n'));
  }
  return parsed.data;
}

export const USAGE = `pnpm bench [flags]
  --game SLUG              game to drive (default atlantic-storm; "fixture" = the server tests' game)
  --players N              seats per match (default 4)
  --options JSON           the game's room options (default {})
  --shapes LIST            saturation,paced (default both)
  --targets LIST           quarterdeck,stock,bare (default all three)
  --saturation LIST        N for the closed loop (default 50,200,500)
  --paced LIST             N for ~1 move/s per match (default 250,500,1000,2000)
  --search-p99 MS          find the largest paced N with p99 under MS (default 100; 0 = off)
  --search-steps K         bisection steps of that search (default 2)
  --search-max N           largest N the search tries (default 4000)
  --warmup S --duration S --paced-duration S   seconds (defaults 4, 12, 10)
  --paced-windows K        paced windows per point, back to back; p99 = median of theirs (default 3)
  --rate R                 paced moves per second per match (default 1)
  --pg-url URL             admin URL of the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
  --pg-pool-size N         Quarterdeck's PG_POOL_SIZE (default 10)
  --out DIR                results directory (default bench/results)
  --profile DIR            write a CPU profile (.cpuprofile) of each server process into DIR
  --server-node-args "..." extra Node/V8 flags for each server process (GC studies: "--max-semi-space-size=32")
  --server-log DIR         keep each server process's output (e.g. --trace-gc lines) in DIR/<target>-<shape>-<N>.log
  --quick                  smoke run: saturation 20, paced 40, 2 s warm-up, 6 s windows, no search`;
