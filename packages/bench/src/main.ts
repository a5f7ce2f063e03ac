/**
 * `pnpm bench`: Quarterdeck on a fresh PostgreSQL database vs boardgame.io's stock server (in memory)
 * vs a bare Socket.IO broadcast, under the same workloads; results as JSON and Markdown in bench/results.
 * Every server runs as its own child process, started fresh for each workload and stopped by PID.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seededRandom, type GameModule } from '@quarterdeck/games';
import { parseBenchArgs, USAGE, type BenchArgs } from './args';
import { gameOptions, messageScript, resolveGame } from './games';
import { describeMachine, findRoot, latencySummary, mb, median } from './machine';
import { freshDatabase, PgMeter, serverVersion, type FreshDb, type PgWindow } from './pg';
import { ProcessMeter } from './proc';
import { freePort, killAllChildren, spawnServer, type Child } from './spawn';
import { BareTarget, QuarterdeckTarget, StockTarget, type Target, type TargetName } from './targets';
import { Workload, type Shape } from './workload';
import { renderMarkdown, ratios } from './report';

export interface RunResult {
  target: TargetName;
  shape: Shape;
  n: number;
  search?: boolean;
  movesPerSecond: number;
  latencyMs: ReturnType<typeof latencySummary>;
  /** p99 of each measured window (paced points have --paced-windows of them) and their median. */
  windowP99Ms: number[];
  p99Median: number | null;
  sent: number;
  errors: Record<string, number>;
  errorCount: number;
  unanswered: number;
  matchesFinished: number;
  matchesReplaced: number;
  setupSeconds: number;
  windowSeconds: number;
  server: { cpuPercent: number; cpuMsPerMove: number | null; peakRssMb: number; hwmMb: number };
  postgres: null | {
    backendCpuPercent: number;
    sharedAuxCpuPercent: number;
    backendPids: number;
    dbWalBytesPerMove: number | null;
    clusterWalBytesPerMove: number | null;
    dbGrowthBytesPerMove: number | null;
    /** Committed transactions per move (approximate, see PgWindow.xactCommits). */
    xactsPerMove: number | null;
    raw: PgWindow;
  };
  loadgen: { cpuPercent: number; loopDelayP99Ms: number; loopDelayMaxMs: number; peakRssMb: number };
  traffic: { bytesInPerMove: number | null; framesInPerMove: number | null };
  failure?: string;
}

/** The V8 helper pool scripts/start.sh gives Quarterdeck in production. */
const QUARTERDECK_V8_POOL = '--v8-pool-size=2';

const cleanups = new Set<() => Promise<void>>();

async function cleanupAll(): Promise<void> {
  killAllChildren();
  await Promise.allSettled([...cleanups].map((f) => f()));
  cleanups.clear();
}

function log(msg: string): void {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${msg}\n`);
}

const round = (x: number, d = 1) => Math.round(x * 10 ** d) / 10 ** d;

async function runOne(
  a: BenchArgs,
  mod: GameModule,
  options: unknown,
  scriptFile: string,
  gameStarts: number[],
  targetName: TargetName,
  shape: Shape,
  n: number,
): Promise<RunResult> {
  let child: Child | undefined;
  let db: FreshDb | undefined;
  let pgMeter: PgMeter | undefined;
  let workload: Workload | undefined;
  const cleanup = async () => {
    workload?.closeAll();
    await child?.stop().catch(() => {});
    await pgMeter?.close();
    await db?.drop().catch((e) => log(`could not drop ${db?.name}: ${(e as Error).message}`));
  };
  cleanups.add(cleanup);
  // One directory per run: node writes a profile per thread (tsx's loader thread too), named by pid and thread.
  const nodeArgs = [...a.serverNodeArgs, ...(a.profile ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(a.profile, `${targetName}-${shape}-${n}`)] : [])];
  const logFile = a.serverLog ? path.resolve(a.serverLog, `${targetName}-${shape}-${n}.log`) : undefined;
  try {
    let target: Target;
    if (targetName === 'quarterdeck') {
      db = await freshDatabase(a.pgUrl);
      // Started as scripts/start.sh starts it (--v8-pool-size=2), unless --server-node-args says otherwise.
      const startFlags = a.serverNodeArgs.some((x) => x.startsWith('--v8-pool-size')) ? [] : [QUARTERDECK_V8_POOL];
      child = await spawnServer(
        'quarterdeck.ts',
        {
          PORT: '0',
          HOST: '127.0.0.1',
          DATABASE_URL: db.url,
          LOG_LEVEL: 'warn',
          RATE_LIMIT_SCALE: '0',
          BOT_DELAY_MS: '0',
          MAX_OPEN_MATCHES_PER_PLAYER: '100000',
          PG_POOL_SIZE: String(a.pgPoolSize),
          PUBLIC_URL: 'http://127.0.0.1',
        },
        { nodeArgs: [...startFlags, ...nodeArgs], logFile },
      );
      pgMeter = new PgMeter(a.pgUrl, db);
      await pgMeter.init();
      target = new QuarterdeckTarget(`http://127.0.0.1:${child.ports[0]}`, mod, a.players, options);
    } else if (targetName === 'stock') {
      // boardgame.io 0.50.2's Server.run puts the lobby on the game port when lobbyConfig.apiPort is unset or 0,
      // and there it answers 404 (POST /games/<name>/create, tried with servers/stock.ts and API_PORT=0): give
      // the lobby a port of its own, chosen here since 0 would count as unset.
      child = await spawnServer(
        'stock.ts',
        { BENCH_GAME: mod.slug, PORT: String(await freePort()), API_PORT: String(await freePort()) },
        { nodeArgs, logFile },
      );
      target = new StockTarget(`http://127.0.0.1:${child.ports[0]}`, `http://127.0.0.1:${child.ports[1]}`, mod, a.players, options);
    } else {
      child = await spawnServer('bare.ts', { PORT: '0', BENCH_SCRIPT: scriptFile }, { nodeArgs, logFile });
      target = new BareTarget(`http://127.0.0.1:${child.ports[0]}`, a.players, gameStarts, seededRandom(a.seed + n));
    }
    workload = new Workload(target, shape, n, a.players, a.rate, a.seed * 1000 + n);
    const setupSeconds = await workload.setup(a.setupConcurrency);
    const serverMeter = new ProcessMeter(child.pid);
    const loadMeter = new ProcessMeter(process.pid);
    let cpu0 = process.cpuUsage();
    let t0 = performance.now();
    let traffic0 = target.traffic();
    let server: ReturnType<ProcessMeter['stop']> | undefined;
    let pg: PgWindow | undefined;
    let loadCpuS = 0;
    let wall = 0;
    let traffic1 = traffic0;
    const windowSeconds = shape === 'saturation' ? a.duration : a.pacedDuration;
    const res = await workload.run({
      warmupSeconds: a.warmup,
      windowSeconds,
      windows: shape === 'paced' ? a.pacedWindows : 1,
      setupSeconds,
      onWindow: async (phase) => {
        if (phase === 'start') {
          await pgMeter?.start();
          serverMeter.start();
          loadMeter.start();
          cpu0 = process.cpuUsage();
          t0 = performance.now();
          traffic0 = target.traffic();
        } else {
          const c = process.cpuUsage(cpu0);
          loadCpuS = (c.user + c.system) / 1e6;
          wall = (performance.now() - t0) / 1000;
          traffic1 = target.traffic();
          server = serverMeter.stop();
          pg = await pgMeter?.stop();
        }
      },
    });
    const moves = res.moves;
    const perMove = (x: number) => (moves > 0 ? x / moves : null);
    const errorCount = Object.values(res.errors).reduce((s, x) => s + x, 0) + res.unanswered;
    const out: RunResult = {
      target: targetName,
      shape,
      n,
      movesPerSecond: round(moves / res.windowSeconds),
      latencyMs: latencySummary(res.latenciesMs),
      windowP99Ms: res.windowP99sMs,
      p99Median: median(res.windowP99sMs),
      sent: res.sent,
      errors: res.errors,
      errorCount,
      unanswered: res.unanswered,
      matchesFinished: res.matchesFinished,
      matchesReplaced: res.matchesReplaced,
      setupSeconds: round(setupSeconds),
      windowSeconds: round(res.windowSeconds, 2),
      server: {
        cpuPercent: round(server!.cpuPercent),
        cpuMsPerMove: moves > 0 ? round((server!.cpuSeconds * 1000) / moves, 3) : null,
        peakRssMb: mb(server!.peakRssBytes),
        hwmMb: mb(server!.hwmBytes),
      },
      postgres: pg
        ? {
            backendCpuPercent: round((100 * pg.backendCpuSeconds) / server!.wallSeconds),
            sharedAuxCpuPercent: round((100 * pg.sharedAuxCpuSeconds) / server!.wallSeconds),
            backendPids: pg.backendPids,
            dbWalBytesPerMove: pg.dbWalBytes === null ? null : perMove(pg.dbWalBytes) === null ? null : round(perMove(pg.dbWalBytes)!, 0),
            clusterWalBytesPerMove: perMove(pg.clusterWalBytes) === null ? null : round(perMove(pg.clusterWalBytes)!, 0),
            dbGrowthBytesPerMove: perMove(pg.dbSizeDelta) === null ? null : round(perMove(pg.dbSizeDelta)!, 0),
            xactsPerMove: perMove(pg.xactCommits) === null ? null : round(perMove(pg.xactCommits)!, 2),
            raw: pg,
          }
        : null,
      loadgen: {
        cpuPercent: round((100 * loadCpuS) / wall),
        loopDelayP99Ms: round(res.loopDelayP99Ms, 2),
        loopDelayMaxMs: round(res.loopDelayMaxMs, 2),
        peakRssMb: mb(loadMeter.stop().peakRssBytes),
      },
      traffic: {
        bytesInPerMove: perMove(traffic1.bytes - traffic0.bytes) === null ? null : round(perMove(traffic1.bytes - traffic0.bytes)!, 0),
        framesInPerMove: perMove(traffic1.frames - traffic0.frames) === null ? null : round(perMove(traffic1.frames - traffic0.frames)!, 2),
      },
    };
    return out;
  } finally {
    await cleanup();
    cleanups.delete(cleanup);
  }
}

function summaryLine(r: RunResult): string {
  const l = r.latencyMs;
  const pg = r.postgres ? ` pg ${r.postgres.backendCpuPercent}%+${r.postgres.sharedAuxCpuPercent}% wal ${r.postgres.dbWalBytesPerMove ?? '?'}B/move` : '';
  return (
    `${r.target.padEnd(11)} ${r.shape} N=${r.n}: ${r.movesPerSecond} moves/s, p50 ${l.p50} p95 ${l.p95} p99 ${l.p99}${r.windowP99Ms.length > 1 ? ` (windows ${r.windowP99Ms.join(' / ')}, median ${r.p99Median})` : ''} max ${l.max} ms, ` +
    `server ${r.server.cpuPercent}% ${r.server.peakRssMb} MB${pg}, errors ${r.errorCount}, loadgen ${r.loadgen.cpuPercent}% (setup ${r.setupSeconds}s)`
  );
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const a = parseBenchArgs(argv);
  const mod = resolveGame(a.game);
  const options = gameOptions(mod, a.options, a.players);
  if (!mod.game.ai?.enumerate) throw new Error(`${mod.title} has no ai.enumerate: seats could not choose moves`);
  if (!mod.game.name) throw new Error(`${mod.title}'s boardgame.io game has no name (the stock server needs one)`);

  const started = new Date();
  const pgVersion = a.targets.includes('quarterdeck') ? await serverVersion(a.pgUrl) : undefined;
  const machine = describeMachine(pgVersion);
  log(
    `${machine.cores} cores (${machine.cpuModel}), ${mb(machine.ramBytes)} MB RAM, node ${machine.node}${pgVersion ? `, ${pgVersion.split(' on ')[0]}` : ''}`,
  );

  const script = messageScript(mod, a.players, options, a.seed);
  const scriptFile = path.join(os.tmpdir(), `qd-bench-script-${process.pid}.json`);
  fs.writeFileSync(scriptFile, JSON.stringify({ steps: script.steps }));
  cleanups.add(async () => fs.rmSync(scriptFile, { force: true }));
  const allSizes = script.steps.flatMap((s) => s.sizes);
  const meanUpdate = allSizes.reduce((x, y) => x + y, 0) / Math.max(1, allSizes.length);
  log(`message script: ${script.steps.length} actions from ${script.games} playouts, mean update ${Math.round(meanUpdate)} B, max ${Math.max(...allSizes)} B`);

  const results: RunResult[] = [];
  const runAndRecord = async (t: TargetName, shape: Shape, n: number, search = false): Promise<RunResult> => {
    let r: RunResult;
    try {
      r = await runOne(a, mod, options, scriptFile, script.starts, t, shape, n);
    } catch (e) {
      log(`${t} ${shape} N=${n} FAILED: ${(e as Error).message.split('\n').slice(0, 6).join(' | ')}`);
      r = failed(t, shape, n, (e as Error).message);
    }
    if (search) r.search = true;
    results.push(r);
    if (!r.failure) log(summaryLine(r));
    return r;
  };

  for (const shape of a.shapes) {
    const ns = shape === 'saturation' ? a.saturation : a.paced;
    for (const n of ns) for (const t of a.targets) await runAndRecord(t, shape, n);
  }

  // The largest paced N whose p99 stays under the bound, per target: bracket with the runs so far, then bisect.
  const search: Record<string, { bound: number; lowestFailing: number | null; largestPassing: number | null; tried: number[] }> = {};
  if (a.shapes.includes('paced') && a.searchP99 > 0) {
    for (const t of a.targets) {
      // Judged on the median of the windows' p99s (one window: its p99).
      const ok = (r: RunResult) => !r.failure && r.p99Median !== null && r.p99Median < a.searchP99 && r.unanswered === 0;
      const tried: number[] = [];
      const bracket = () => {
        const runs = results.filter((r) => r.target === t && r.shape === 'paced');
        const pass = runs.filter(ok).map((r) => r.n);
        const fail = runs.filter((r) => !ok(r)).map((r) => r.n);
        const lo = pass.length ? Math.max(...pass) : 0;
        const higherFails = fail.filter((x) => x > lo);
        return { lo, hi: higherFails.length ? Math.min(...higherFails) : null };
      };
      for (let step = 0; step < a.searchSteps; step++) {
        const { lo, hi } = bracket();
        let next: number;
        if (hi === null) next = Math.min(a.searchMax, lo * 2);
        else next = Math.round((lo + hi) / 2 / 10) * 10;
        if (next <= lo || (hi !== null && next >= hi) || tried.includes(next) || (hi === null && lo >= a.searchMax)) break;
        tried.push(next);
        log(`search ${t}: p99 < ${a.searchP99} ms between ${lo} and ${hi ?? '?'}; trying N=${next}`);
        await runAndRecord(t, 'paced', next, true);
      }
      const { lo, hi } = bracket();
      search[t] = { bound: a.searchP99, largestPassing: lo || null, lowestFailing: hi, tried };
    }
  }

  const finished = new Date();
  const report = {
    benchmark: 'quarterdeck-load',
    startedAt: started.toISOString(),
    durationSeconds: Math.round((finished.getTime() - started.getTime()) / 1000),
    machine,
    args: { ...a, pgUrl: a.pgUrl.replace(/\/\/[^@]*@/, '//…@') },
    game: { slug: mod.slug, title: mod.title, players: a.players, options },
    messages: { scriptActions: script.steps.length, playouts: script.games, meanUpdateBytes: Math.round(meanUpdate), maxUpdateBytes: Math.max(...allSizes) },
    notes: [
      'latency: from emitting a move until every seat of that match has received a view with a newer stateId (measured in the load generator). p99 is over every window of the point; "window p99s" lists each window\'s own p99 and their median, which the search for the largest paced N judges by.',
      'server CPU: utime+stime of the server process from /proc/<pid>/stat over the measured windows, as % of one core; peak RSS: VmRSS sampled every 200 ms in them; hwm: VmHWM since start.',
      'PostgreSQL CPU: backends on the benchmark database (pg_stat_activity pids, /proc/<pid>/stat, sampled every 500 ms) + the shared background writer, checkpointer and WAL writer (cluster-wide, shared with anything else running).',
      'WAL per move (db): WAL records touching the benchmark database plus their commit records, from pg_walinspect between the window LSNs. Cluster WAL: pg_current_wal_lsn difference (includes any other activity on the server). Growth: pg_database_size difference.',
      'PG xacts/move: pg_stat_database.xact_commit difference per move (backends report at most once a second: approximate). Each autocommit statement is one transaction.',
      'load gen: CPU of this process (process.cpuUsage) over the window as % of one core; loop p99: its event-loop delay (high = the generator or the machine could not keep up, and latencies include that delay).',
      'matches updates HOT: pg_stat_user_tables n_tup_hot_upd / n_tup_upd of the matches table since the database was created (set-up included; approximate).',
      'bytes in per move: bytes of every WebSocket frame received by all seats of the load generator during the window, divided by completed moves.',
      'quarterdeck runs as scripts/start.sh runs it: NODE_ENV=production and node --v8-pool-size=2 (two V8 helper threads instead of four); stock and bare run with Node defaults and NODE_ENV=production.',
      'stock: boardgame.io 0.50.2 Server, in-memory storage, lobby on its own port; it does not acknowledge moves, so a rejected move appears as NO_UPDATE_TIMEOUT.',
      'bare: Socket.IO only: per-seat rooms; a "move" is answered as Quarterdeck answers an action (the mover\'s update in the acknowledgement, one message to every other seat), each padded to the size of the update Quarterdeck would send for the same action of a recorded playout.',
    ],
    results,
    ratios: ratios(results),
    search,
  };
  const outDir = path.resolve(findRoot(), a.out);
  fs.mkdirSync(outDir, { recursive: true });
  const stamp = started.toISOString().replace(/[:]/g, '-').replace(/\..*/, '');
  const base = path.join(outDir, `bench-${mod.slug}-${stamp}${a.quick ? '-quick' : ''}`);
  fs.writeFileSync(`${base}.json`, JSON.stringify(report, null, 2) + '\n');
  const md = renderMarkdown(report);
  fs.writeFileSync(`${base}.md`, md);
  process.stdout.write(md + '\n');
  log(`results: ${path.relative(process.cwd(), base)}.json and .md (${report.durationSeconds} s)`);
}

function failed(target: TargetName, shape: Shape, n: number, message: string): RunResult {
  return {
    target,
    shape,
    n,
    movesPerSecond: 0,
    latencyMs: latencySummary([]),
    windowP99Ms: [],
    p99Median: null,
    sent: 0,
    errors: { RUN_FAILED: 1 },
    errorCount: 1,
    unanswered: 0,
    matchesFinished: 0,
    matchesReplaced: 0,
    setupSeconds: 0,
    windowSeconds: 0,
    server: { cpuPercent: 0, cpuMsPerMove: null, peakRssMb: 0, hwmMb: 0 },
    postgres: null,
    loadgen: { cpuPercent: 0, loopDelayP99Ms: 0, loopDelayMaxMs: 0, peakRssMb: 0 },
    traffic: { bytesInPerMove: null, framesInPerMove: null },
    failure: message.slice(0, 2000),
  };
}

let interrupted = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    log(`${sig}: stopping servers and dropping databases`);
    void cleanupAll().finally(() => process.exit(130));
  });
}

if (require.main === module) {
  main().then(
    () => cleanupAll().then(() => process.exit(0)),
    async (e) => {
      log(String((e as Error)?.message ?? e));
      await cleanupAll();
      process.exit(1);
    },
  );
}
