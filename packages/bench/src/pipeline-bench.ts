/**
 * `pnpm bench:pipeline`: the server's per-move CPU without sockets or a database. Random games are
 * recorded first (each action with the state it was applied to); then every recorded action is run
 * again, warm and in a tight loop, through the steps the host and the gateway take for a move:
 * the reducer (matches/reduce.ts: the ctx copy and boardgame.io's reducer) and storable; every seat's update
 * (matches/updates.ts, the gateway's own builder: its views of the state before and after, the patch between
 * them and the redacted log); and the JSON encoding of each update. Prints microseconds per move for each step; `--alloc true` also samples the allocations and
 * lists the functions that make them. Runs with NODE_ENV=production, as the servers do (spawn.ts,
 * scripts/start.sh): boardgame.io otherwise walks the whole of G after every move to check it serialises.
 */
import type { State } from 'boardgame.io';
import { Session } from 'node:inspector';
import { z } from 'zod';
import { copyPlain, playout, seededRandom, type GameModule } from '@quarterdeck/games';
import { prepareGame, reduceAction, storable } from '@quarterdeck/server/matches/reduce';
import { updateBuilder } from '@quarterdeck/server/matches/updates';
import { rawFlags } from './args';
import { gameOptions, resolveGame } from './games';

const Args = z
  .object({
    game: z.string().default('atlantic-storm'),
    players: z.coerce.number().int().min(1).max(8).default(4),
    options: z.string().default('{}'),
    games: z.coerce.number().int().min(1).max(500).default(20),
    seconds: z.coerce.number().min(0.5).max(600).default(3),
    seed: z.coerce.number().int().default(1),
    /** Also sample allocations (V8's sampling heap profiler, collected objects included) and list where they come from. */
    alloc: z.coerce.boolean().default(false),
  })
  .strict();

interface Step {
  state: State;
  action: { type: string; payload: { type: string; args: unknown[]; playerID: string } };
}

function record(mod: GameModule, players: number, options: unknown, games: number, seed: number): Step[] {
  const steps: Step[] = [];
  for (let g = 0; g < games; g++) {
    let prev: State | undefined;
    playout(mod, {
      numPlayers: players,
      options,
      seed: `pipe-${seed}-${g}`,
      random: seededRandom(seed * 7919 + g),
      onState: (state) => {
        const entry = (state as State & { deltalog?: any[] }).deltalog?.[0];
        if (prev && entry) steps.push({ state: prev, action: entry.action });
        // A copy of ctx: the playout's reducer changes parts of its input's ctx in place (the host's does not).
        prev = storable({ ...state, ctx: copyPlain(state.ctx) });
      },
    });
  }
  return steps;
}

type Stage = 'reduce' | 'updates' | 'encode';

function post<T>(session: Session, method: string, params?: object): Promise<T> {
  return new Promise((resolve, reject) => session.post(method, params ?? {}, (e, r) => (e ? reject(e) : resolve(r as T))));
}

interface SamplingNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: SamplingNode[];
}

/** Bytes allocated per move by function (self), and by the first frame of ours or a package on the stack. */
function allocationReport(root: SamplingNode, moves: number): string[] {
  const bySelf = new Map<string, number>();
  let total = 0;
  const where = (f: SamplingNode['callFrame']) => {
    const url = f.url.replace(/^.*node_modules\/\.pnpm\/([^/]+)\/.*$/, '$1').replace(/^.*\/packages\//, '');
    return `${f.functionName || '(anonymous)'} ${url}:${f.lineNumber + 1}`;
  };
  const walk = (n: SamplingNode) => {
    if (n.selfSize) {
      total += n.selfSize;
      const k = where(n.callFrame);
      bySelf.set(k, (bySelf.get(k) ?? 0) + n.selfSize);
    }
    for (const c of n.children) walk(c);
  };
  walk(root);
  const lines = [`allocated ${Math.round(total / moves)} B per move (sampled), by function:`];
  for (const [k, v] of [...bySelf].sort((x, y) => y[1] - x[1]).slice(0, 25)) lines.push(`  ${String(Math.round(v / moves)).padStart(6)} B  ${k}`);
  return lines;
}

async function main(): Promise<void> {
  process.env.NODE_ENV = 'production';
  const a = Args.parse(rawFlags(process.argv.slice(2)));
  const mod = resolveGame(a.game);
  const options = gameOptions(mod, JSON.parse(a.options), a.players);
  const steps = record(mod, a.players, options, a.games, a.seed);
  const hosted = prepareGame(mod);
  const viewers: Array<string | null> = [...Array.from({ length: a.players }, (_, s) => String(s))];
  const total: Record<Stage, number> = { reduce: 0, updates: 0, encode: 0 };
  let moves = 0;
  let bytes = 0;
  const run = (measure: boolean, until: number) => {
    for (let i = 0; performance.now() < until; i = (i + 1) % steps.length) {
      const { state, action } = steps[i];
      const t0 = performance.now();
      const r = reduceAction(hosted, state, Number(action.payload.playerID), {
        type: action.type as 'MAKE_MOVE',
        name: action.payload.type,
        args: action.payload.args,
        stateId: state._stateID,
      });
      if (!r.ok) throw new Error(`recorded action refused on replay: ${r.code} ${r.message}`);
      const next = r.state as State & { deltalog?: any[] };
      const stored = storable(next);
      const t1 = performance.now();
      // The gateway's own update builder (server matches/updates.ts): views, patches and log per viewer.
      const updateFor = updateBuilder(mod, { matchId: 'abcdefghijkl', prevState: state, state: stored, newLog: next.deltalog ?? [], status: 'active' });
      const updates = viewers.map(updateFor);
      const t2 = performance.now();
      let b = 0;
      for (const u of updates) b += JSON.stringify(u).length;
      const t3 = performance.now();
      if (measure) {
        total.reduce += t1 - t0;
        total.updates += t2 - t1;
        total.encode += t3 - t2;
        moves++;
        bytes += b;
      }
    }
  };
  run(false, performance.now() + 1000);
  let session: Session | undefined;
  if (a.alloc) {
    session = new Session();
    session.connect();
    await post(session, 'HeapProfiler.startSampling', {
      samplingInterval: 256,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
  }
  const heap0 = process.memoryUsage().heapUsed;
  const gc0 = process.resourceUsage();
  const t0 = performance.now();
  run(true, t0 + a.seconds * 1000);
  const wall = performance.now() - t0;
  const sampled = session ? await post<{ profile: { head: SamplingNode } }>(session, 'HeapProfiler.stopSampling') : undefined;
  const gc1 = process.resourceUsage();
  const us = (ms: number) => Math.round((ms / moves) * 1000 * 10) / 10;
  const cpuUs = (gc1.userCPUTime - gc0.userCPUTime + (gc1.systemCPUTime - gc0.systemCPUTime)) / moves;
  console.log(`${mod.slug}, ${a.players} seats, ${steps.length} recorded actions from ${a.games} games; ${moves} moves in ${Math.round(wall)} ms`);
  console.log(
    `per move (us): ${(Object.keys(total) as Stage[]).map((k) => `${k} ${us(total[k])}`).join(', ')}; sum ${us(Object.values(total).reduce((x, y) => x + y, 0))}`,
  );
  console.log(
    `process CPU per move ${Math.round(cpuUs)} us (GC threads included); update JSON ${Math.round(bytes / moves)} B per move for ${viewers.length} seats; heap now ${Math.round((process.memoryUsage().heapUsed - heap0) / 1e6)} MB above start`,
  );
  if (sampled) for (const l of allocationReport(sampled.profile.head, moves)) console.log(l);
}

void main();
