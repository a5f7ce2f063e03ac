/**
 * The games a benchmark can drive: the registry of @quarterdeck/games, plus the server tests' fixture
 * game (registered the way the test servers do) so the harness can run before a real game is registered.
 */
import type { State } from 'boardgame.io';
import { registry, seededRandom, playout, type GameModule, type Seat } from '@quarterdeck/games';
import { diffView } from '@quarterdeck/sdk';
import { visibleLog, viewFor } from '@quarterdeck/server/matches/views';
import { fixture } from '@quarterdeck/server/testing';

export function benchRegistry(): Record<string, GameModule> {
  return { ...registry, fixture };
}

export function resolveGame(slug: string): GameModule {
  const all = benchRegistry();
  const mod = Object.prototype.hasOwnProperty.call(all, slug) ? all[slug] : undefined;
  if (!mod) {
    throw new Error(
      `Game "${slug}" is not registered in packages/games/src/index.ts (available: ${Object.keys(all).join(', ') || 'none'}). ` +
        `Use --game fixture to run the harness against the server tests' game.`,
    );
  }
  return mod;
}

/** Validate room options with the game's own schema (and its player-count rule). */
export function gameOptions(mod: GameModule, raw: Record<string, unknown>, numPlayers: number): unknown {
  if (numPlayers < mod.minPlayers || numPlayers > mod.maxPlayers) {
    throw new Error(`${mod.title} takes ${mod.minPlayers}-${mod.maxPlayers} players, not ${numPlayers}`);
  }
  const parsed = mod.optionsSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid --options for ${mod.title}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const problem = mod.playerCountOk?.(parsed.data, numPlayers);
  if (problem) throw new Error(typeof problem === 'string' ? problem : problem.text);
  return parsed.data;
}

/** One step of a match as Quarterdeck would broadcast it: who acted, and each seat's `update` size in bytes. */
interface ScriptStep {
  active: number;
  sizes: number[];
}

/**
 * Random playouts of the game through boardgame.io's reducer, recording for every action the JSON size
 * of the `update` message each seat would receive from Quarterdeck (its view and its redacted log
 * entries). The bare Socket.IO benchmark replays these sizes.
 */
export function messageScript(
  mod: GameModule,
  numPlayers: number,
  options: unknown,
  seed: number,
  maxSteps = 3000,
): { steps: ScriptStep[]; games: number; starts: number[] } {
  const steps: ScriptStep[] = [];
  const starts: number[] = [];
  let games = 0;
  // Recording costs a view and a JSON encoding per seat per action: bound it in time as well (big games).
  const deadline = performance.now() + 10_000;
  const STOP = new Error('enough recorded');
  for (let g = 0; steps.length < maxSteps && g < 50; g++) {
    const random = seededRandom(seed * 7919 + g);
    let prev: State | undefined;
    // What each seat was last sent: Quarterdeck patches the next update against it.
    let sent: unknown[] = [];
    const start = steps.length;
    try {
      playout(mod, {
        numPlayers,
        options,
        seed: `bench-${seed}-${g}`,
        random,
        maxSteps: 20_000,
        onState: (state) => {
          const views = Array.from({ length: numPlayers }, (_, s) => viewFor(mod, state, String(s)));
          if (prev && steps.length < maxSteps) {
            const acted = Number((state as State & { deltalog?: any[] }).deltalog?.[0]?.action?.payload?.playerID ?? prev.ctx.currentPlayer);
            steps.push({ active: acted, sizes: views.map((view, s) => updateSize(state, String(s), view, sent[s], prev!._stateID)) });
          }
          // As sent (JSON): the playout's reducer changes parts of ctx in place, the server's host does not.
          sent = views.map((v) => JSON.parse(JSON.stringify(v)));
          prev = state;
          if (steps.length >= 200 && performance.now() > deadline) throw STOP;
        },
      });
      games++;
    } catch (e) {
      if (e !== STOP && steps.length === 0) throw e;
      break;
    } finally {
      // The last game may be recorded only in part (maxSteps); a replay runs on into the script's first game.
      if (steps.length > start) starts.push(start);
    }
  }
  return { steps, games, starts };
}

/** The size of the `update` a seat gets for this state: a patch to the view it was sent before, or the whole view. */
function updateSize(state: State, seat: Seat, view: unknown, before: unknown, base: number): number {
  const status = state.ctx.gameover !== undefined ? 'finished' : 'active';
  const patch = diffView(before, view);
  const head = {
    matchId: 'xxxxxxxxxxxx',
    stateId: state._stateID,
    log: visibleLog((state as State & { deltalog?: any[] }).deltalog ?? [], seat),
    status,
  };
  return Buffer.byteLength(JSON.stringify(patch ? { ...head, base, patch } : { ...head, view }));
}
