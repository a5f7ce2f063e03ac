/**
 * `pnpm bench:games`: the games package alone. For every game of the registry (plus the server tests'
 * fixture game), random playouts through boardgame.io's reducer exactly as the server runs them, choosing
 * uniformly among ai.enumerate's actions from the acting seat's view (the default bot):
 * playouts per second, actions per second, the time split between enumerate and reduce, and the size of
 * a match's stored state and log after a full game. Results as JSON and Markdown under bench/results.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { State } from 'boardgame.io';
import { z } from 'zod';
import { enumerateActions, playout, seededRandom, type GameModule } from '@quarterdeck/games';
import { benchRegistry, gameOptions } from './games';
import { describeMachine, findRoot } from './machine';
import { rawFlags } from './args';

const Args = z
  .object({
    games: z
      .string()
      .optional()
      .transform((s) =>
        s
          ? s
              .split(',')
              .map((x) => x.trim())
              .filter(Boolean)
          : undefined,
      ),
    players: z.coerce.number().int().min(1).max(8).optional(),
    options: z.string().default('{}'),
    seconds: z.coerce.number().min(0.5).max(600).default(5),
    out: z.string().default('bench/results'),
    seed: z.coerce.number().int().default(1),
  })
  .strict();

interface GameResult {
  slug: string;
  title: string;
  players: number;
  options: unknown;
  playouts: number;
  actions: number;
  seconds: number;
  playoutsPerSecond: number;
  actionsPerSecond: number;
  meanActionsPerGame: number;
  /** Share of the time spent in ai.enumerate (with the seat's view) vs the reducer and bookkeeping. */
  enumerateShare: number;
  /** JSON bytes of the state as stored after the last action (no deltalog, no undo stacks). */
  finalStateBytes: { mean: number; max: number };
  /** JSON bytes and entries of the whole action log of a full game. */
  finalLogBytes: { mean: number; max: number };
  logEntries: { mean: number; max: number };
  errors: string[];
}

function storedSize(state: State): number {
  const { deltalog: _d, ...rest } = state as State & { deltalog?: unknown };
  return Buffer.byteLength(JSON.stringify({ ...rest, _undo: [], _redo: [] }));
}

function benchGame(mod: GameModule, players: number, options: unknown, seconds: number, seed: number): GameResult {
  const stateBytes: number[] = [];
  const logBytes: number[] = [];
  const logEntries: number[] = [];
  const errors: string[] = [];
  let actions = 0;
  let playouts = 0;
  let enumMs = 0;
  const t0 = performance.now();
  const deadline = t0 + seconds * 1000;
  for (let g = 0; performance.now() < deadline || playouts === 0; g++) {
    const random = seededRandom(seed * 100_003 + g);
    const log: unknown[] = [];
    let last: State | undefined;
    try {
      const r = playout(mod, {
        numPlayers: players,
        options,
        seed: `games-bench-${seed}-${g}`,
        random,
        maxSteps: 50_000,
        choose: (view, seat, rnd) => {
          const t = performance.now();
          const acts = enumerateActions(mod, view, seat);
          const pick = acts.length ? acts[Math.floor(rnd() * acts.length)] : undefined;
          enumMs += performance.now() - t;
          return pick;
        },
        onState: (s) => {
          const d = (s as State & { deltalog?: unknown[] }).deltalog;
          if (d) log.push(...d);
          last = s;
        },
      });
      actions += r.steps;
      playouts++;
      stateBytes.push(storedSize(last ?? r.state));
      logBytes.push(Buffer.byteLength(JSON.stringify(log)));
      logEntries.push(log.length);
    } catch (e) {
      errors.push(String((e as Error).message).slice(0, 300));
      if (errors.length >= 5) break;
    }
  }
  const secs = (performance.now() - t0) / 1000;
  const stat = (xs: number[]) => ({ mean: xs.length ? Math.round(xs.reduce((a, b) => a + b, 0) / xs.length) : 0, max: xs.length ? Math.max(...xs) : 0 });
  return {
    slug: mod.slug,
    title: mod.title,
    players,
    options,
    playouts,
    actions,
    seconds: Math.round(secs * 100) / 100,
    playoutsPerSecond: Math.round((playouts / secs) * 100) / 100,
    actionsPerSecond: Math.round(actions / secs),
    meanActionsPerGame: playouts ? Math.round(actions / playouts) : 0,
    enumerateShare: Math.round((enumMs / (secs * 1000)) * 1000) / 1000,
    finalStateBytes: stat(stateBytes),
    finalLogBytes: stat(logBytes),
    logEntries: stat(logEntries),
    errors,
  };
}

function render(r: { startedAt: string; machine: ReturnType<typeof describeMachine>; results: GameResult[]; secondsPerGame: number }): string {
  const m = r.machine;
  const lines = [
    '# Games package benchmark: random playouts',
    '',
    `- Started ${r.startedAt}; ${r.secondsPerGame} s of playouts per game, one thread`,
    `- Machine: ${m.cores} cores, ${m.cpuModel}, ${(m.ramBytes / 1024 ** 3).toFixed(1)} GiB RAM, Node ${m.node}; load average ${m.loadAverage.join(', ')}`,
    "- Each playout: boardgame.io reducer (as the server runs it), a uniformly random ai.enumerate action from the acting seat's view, until the game ends.",
    '- State: JSON bytes of the stored state after the last action (no deltalog, empty undo stacks). Log: JSON bytes of every log entry of the game.',
    '',
    '| game | seats | playouts/s | actions/s | actions/game | enumerate share | final state B (mean / max) | full log B (mean / max) | log entries (mean) | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const g of r.results) {
    lines.push(
      `| ${g.slug} | ${g.players} | ${g.playoutsPerSecond} | ${g.actionsPerSecond} | ${g.meanActionsPerGame} | ${(g.enumerateShare * 100).toFixed(1)}% | ${g.finalStateBytes.mean} / ${g.finalStateBytes.max} | ${g.finalLogBytes.mean} / ${g.finalLogBytes.max} | ${g.logEntries.mean} | ${g.errors.length ? g.errors.map((e) => e.replace(/\|/g, '/')).join('; ') : 0} |`,
    );
  }
  lines.push('');
  return lines.join('\n');
}

async function main() {
  const parsed = Args.safeParse(rawFlags(process.argv.slice(2)));
  if (!parsed.success) throw new Error('Invalid arguments:\n' + parsed.error.issues.map((i) => `  --${i.path.join('.')}: ${i.message}`).join('\n'));
  const a = parsed.data;
  const all = benchRegistry();
  const slugs = a.games ?? Object.keys(all);
  const rawOptions = JSON.parse(a.options) as Record<string, unknown>;
  const results: GameResult[] = [];
  const startedAt = new Date().toISOString();
  for (const slug of slugs) {
    const mod = all[slug];
    if (!mod) throw new Error(`Game "${slug}" is not registered (available: ${Object.keys(all).join(', ')})`);
    const players = a.players ?? Math.min(mod.maxPlayers, Math.max(mod.minPlayers, 4));
    const options = gameOptions(mod, a.games && a.games.length === 1 ? rawOptions : {}, players);
    process.stderr.write(`[bench:games] ${slug}: ${players} seats, ${a.seconds} s of playouts\n`);
    const r = benchGame(mod, players, options, a.seconds, a.seed);
    results.push(r);
    process.stderr.write(
      `[bench:games] ${slug}: ${r.playoutsPerSecond} playouts/s, ${r.actionsPerSecond} actions/s, state ${r.finalStateBytes.mean} B, log ${r.finalLogBytes.mean} B\n`,
    );
  }
  const report = { benchmark: 'quarterdeck-games', startedAt, machine: describeMachine(), secondsPerGame: a.seconds, results };
  const outDir = path.resolve(findRoot(), a.out);
  fs.mkdirSync(outDir, { recursive: true });
  const base = path.join(outDir, `games-${startedAt.replace(/[:]/g, '-').replace(/\..*/, '')}`);
  fs.writeFileSync(`${base}.json`, JSON.stringify(report, null, 2) + '\n');
  const md = render(report);
  fs.writeFileSync(`${base}.md`, md);
  process.stdout.write(md + '\n');
  process.stderr.write(`[bench:games] results: ${path.relative(process.cwd(), base)}.json and .md\n`);
}

main().catch((e) => {
  process.stderr.write(String((e as Error)?.message ?? e) + '\n');
  process.exit(1);
});
