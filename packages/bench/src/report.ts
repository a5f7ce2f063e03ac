/** Ratios between targets and the Markdown rendering of a load benchmark report. */
import type { RunResult } from './main';
import type { Machine } from './machine';

interface Ratio {
  shape: string;
  n: number;
  versus: 'stock' | 'bare';
  /** Quarterdeck's figure divided by the other target's (>1 = Quarterdeck higher). */
  movesPerSecond: number | null;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  /** Of the medians of the windows' p99s. */
  p99Median: number | null;
  max: number | null;
  serverCpuPercent: number | null;
  serverCpuPerMove: number | null;
  peakRss: number | null;
  bytesInPerMove: number | null;
  errors: number | null;
  loadgenCpuPercent: number | null;
}

const div = (a: number | null | undefined, b: number | null | undefined): number | null =>
  a === null || a === undefined || b === null || b === undefined || b === 0 ? null : Math.round((a / b) * 100) / 100;

export function ratios(results: RunResult[]): Ratio[] {
  const out: Ratio[] = [];
  for (const q of results.filter((r) => r.target === 'quarterdeck' && !r.failure && !r.search)) {
    for (const versus of ['stock', 'bare'] as const) {
      const o = results.find((r) => r.target === versus && r.shape === q.shape && r.n === q.n && !r.failure && !r.search);
      if (!o) continue;
      out.push({
        shape: q.shape,
        n: q.n,
        versus,
        movesPerSecond: div(q.movesPerSecond, o.movesPerSecond),
        p50: div(q.latencyMs.p50, o.latencyMs.p50),
        p95: div(q.latencyMs.p95, o.latencyMs.p95),
        p99: div(q.latencyMs.p99, o.latencyMs.p99),
        p99Median: div(q.p99Median, o.p99Median),
        max: div(q.latencyMs.max, o.latencyMs.max),
        serverCpuPercent: div(q.server.cpuPercent, o.server.cpuPercent),
        serverCpuPerMove: div(q.server.cpuMsPerMove, o.server.cpuMsPerMove),
        peakRss: div(q.server.peakRssMb, o.server.peakRssMb),
        bytesInPerMove: div(q.traffic.bytesInPerMove, o.traffic.bytesInPerMove),
        errors: div(q.errorCount, o.errorCount),
        loadgenCpuPercent: div(q.loadgen.cpuPercent, o.loadgen.cpuPercent),
      });
    }
  }
  return out;
}

const f = (x: number | null | undefined, d = 1) => (x === null || x === undefined ? '–' : x.toFixed(d).replace(/\.0+$/, ''));
/** Each window's p99 and, when there are several, their median: "71 / 88 / 62 (71)". */
const windows = (x: RunResult) => (x.windowP99Ms.length > 1 ? `${x.windowP99Ms.map((v) => f(v)).join(' / ')} (${f(x.p99Median)})` : f(x.p99Median));
const gb = (b: number) => (b / 1024 ** 3).toFixed(1);

export function renderMarkdown(r: {
  startedAt: string;
  durationSeconds: number;
  machine: Machine;
  args: Record<string, unknown>;
  game: { slug: string; title: string; players: number; options: unknown };
  messages: { scriptActions: number; meanUpdateBytes: number; maxUpdateBytes: number };
  notes: string[];
  results: RunResult[];
  ratios: Ratio[];
  search: Record<string, { bound: number; lowestFailing: number | null; largestPassing: number | null; tried: number[] }>;
}): string {
  const m = r.machine;
  const lines: string[] = [];
  lines.push(`# Quarterdeck load benchmark: ${r.game.title} (${r.game.players} seats)`);
  lines.push('');
  lines.push(`- Started ${r.startedAt}, took ${r.durationSeconds} s${r.args.quick ? ' (**--quick smoke run**: not a measurement)' : ''}`);
  lines.push(`- Machine: ${m.cores} cores, ${m.cpuModel}, ${gb(m.ramBytes)} GiB RAM, ${m.platform} (kernel ${m.kernel}), Node ${m.node}`);
  if (m.postgres) lines.push(`- PostgreSQL: ${m.postgres}`);
  lines.push(`- Load average at start: ${m.loadAverage.join(', ')} (anything above ~0.5 means other work shared the machine)`);
  lines.push(
    `- Game options: \`${JSON.stringify(r.game.options)}\`; Quarterdeck update message mean ${r.messages.meanUpdateBytes} B, max ${r.messages.maxUpdateBytes} B (from ${r.messages.scriptActions} recorded actions)`,
  );
  lines.push(
    `- Windows: warm-up ${r.args.warmup} s, saturation ${r.args.duration} s, paced ${r.args.pacedWindows ?? 1} × ${r.args.pacedDuration} s at ${r.args.rate} move/s per match; all three servers and the load generator on this machine`,
  );
  lines.push('');
  for (const shape of ['saturation', 'paced']) {
    const rows = r.results.filter((x) => x.shape === shape);
    if (!rows.length) continue;
    lines.push(`## ${shape === 'saturation' ? 'Saturation (closed loop)' : 'Paced (~1 move/s per match)'}`);
    lines.push('');
    lines.push(
      '| target | N | moves/s | p50 ms | p95 ms | p99 ms | window p99s ms (median) | max ms | server CPU % | server CPU ms/move | peak RSS MB | PG backends CPU % | PG shared aux CPU % | WAL B/move (db) | DB growth B/move | PG xacts/move | errors | load gen CPU % | load gen loop p99 ms | load gen RSS MB | bytes in/move |',
    );
    lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const x of rows.sort((a, b) => a.n - b.n || a.target.localeCompare(b.target))) {
      if (x.failure) {
        lines.push(`| ${x.target} | ${x.n}${x.search ? ' (search)' : ''} | failed: ${x.failure.split('\n')[0].slice(0, 120).replace(/\|/g, '/')} |`);
        continue;
      }
      const l = x.latencyMs;
      const errs = x.errorCount
        ? `${x.errorCount} (${Object.entries(x.errors)
            .map(([k, v]) => `${k} ${v}`)
            .concat(x.unanswered ? [`unanswered ${x.unanswered}`] : [])
            .join(', ')})`
        : '0';
      lines.push(
        `| ${x.target} | ${x.n}${x.search ? ' (search)' : ''} | ${f(x.movesPerSecond)} | ${f(l.p50)} | ${f(l.p95)} | ${f(l.p99)} | ${windows(x)} | ${f(l.max)} | ${f(x.server.cpuPercent)} | ${f(x.server.cpuMsPerMove, 3)} | ${f(x.server.peakRssMb)} | ${f(x.postgres?.backendCpuPercent)} | ${f(x.postgres?.sharedAuxCpuPercent)} | ${f(x.postgres?.dbWalBytesPerMove, 0)} | ${f(x.postgres?.dbGrowthBytesPerMove, 0)} | ${f(x.postgres?.xactsPerMove, 2)} | ${errs} | ${f(x.loadgen.cpuPercent)} | ${f(x.loadgen.loopDelayP99Ms)} | ${f(x.loadgen.peakRssMb)} | ${f(x.traffic.bytesInPerMove, 0)} |`,
      );
    }
    lines.push('');
  }
  if (r.ratios.length) {
    lines.push('## Ratios (Quarterdeck ÷ other; moves/s > 1 is better, latency/CPU/RSS < 1 is better)');
    lines.push('');
    lines.push(
      '| shape | N | versus | moves/s | p50 | p95 | p99 | p99 median of windows | max | server CPU % | CPU/move | peak RSS | bytes in/move | errors | load gen CPU % |',
    );
    lines.push('|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const q of r.ratios) {
      lines.push(
        `| ${q.shape} | ${q.n} | ${q.versus} | ${f(q.movesPerSecond, 2)} | ${f(q.p50, 2)} | ${f(q.p95, 2)} | ${f(q.p99, 2)} | ${f(q.p99Median, 2)} | ${f(q.max, 2)} | ${f(q.serverCpuPercent, 2)} | ${f(q.serverCpuPerMove, 2)} | ${f(q.peakRss, 2)} | ${f(q.bytesInPerMove, 2)} | ${f(q.errors, 2)} | ${f(q.loadgenCpuPercent, 2)} |`,
      );
    }
    lines.push('');
  }
  const qd = r.results.filter((x) => x.target === 'quarterdeck' && x.postgres && !x.failure);
  if (qd.length) {
    lines.push('## Quarterdeck on PostgreSQL: where the bytes go (per completed move)');
    lines.push('');
    lines.push(
      '| shape | N | WAL B/move (db) | of which Heap | Btree (indexes) | Transaction | cluster WAL B/move | matches table growth B/move | match_log growth B/move | matches updates HOT | PG xacts/move |',
    );
    lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const x of qd) {
      const p = x.postgres!;
      const moves = x.movesPerSecond * x.windowSeconds;
      const per = (b: number | undefined) => (b === undefined || moves <= 0 ? '–' : String(Math.round(b / moves)));
      const rm = p.raw.dbWalByRmgr ?? {};
      const heap = (rm.Heap ?? 0) + (rm.Heap2 ?? 0);
      const hot = p.raw.matchesUpdates ? `${p.raw.matchesHotUpdates} of ${p.raw.matchesUpdates}` : '–';
      lines.push(
        `| ${x.shape} | ${x.n}${x.search ? ' (search)' : ''} | ${f(p.dbWalBytesPerMove, 0)} | ${p.raw.dbWalByRmgr ? per(heap) : '–'} | ${p.raw.dbWalByRmgr ? per(rm.Btree ?? 0) : '–'} | ${p.raw.dbWalByRmgr ? per(rm.Transaction ?? 0) : '–'} | ${f(p.clusterWalBytesPerMove, 0)} | ${per(p.raw.matchesTableDelta)} | ${per(p.raw.matchLogTableDelta)} | ${hot} | ${f(p.xactsPerMove, 2)} |`,
      );
    }
    lines.push('');
  }
  const searches = Object.entries(r.search);
  if (searches.length) {
    lines.push(`## Largest paced N with p99 under ${searches[0][1].bound} ms (median of the windows' p99s)`);
    lines.push('');
    lines.push('| target | largest N passing | smallest N failing | tried by the search |');
    lines.push('|---|---:|---:|---|');
    for (const [t, s] of searches) lines.push(`| ${t} | ${s.largestPassing ?? 'none'} | ${s.lowestFailing ?? 'none tried'} | ${s.tried.join(', ') || '–'} |`);
    const q = r.search.quarterdeck?.largestPassing;
    const st = r.search.stock?.largestPassing;
    const b = r.search.bare?.largestPassing;
    if (q)
      lines.push(
        '',
        `Ratio Quarterdeck ÷ stock: ${f(q && st ? q / st : null, 2)}; Quarterdeck ÷ bare: ${f(q && b ? q / b : null, 2)} (resolution limited by the search steps).`,
      );
    lines.push('');
  }
  lines.push('## How each figure is measured');
  lines.push('');
  for (const n of r.notes) lines.push(`- ${n}`);
  lines.push('');
  return lines.join('\n');
}
