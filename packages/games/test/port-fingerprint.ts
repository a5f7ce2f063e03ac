/**
 * Fingerprints of seeded random games, to show that a refactoring changed no rule: every mode of every
 * game is played to the end through boardgame.io's reducer (common/playout.ts, as the server runs it),
 * choosing uniformly among ai.enumerate's actions from the acting seat's view (some games with the
 * module's bot), and the final state (G, ctx and the PRNG state), every seat's and the spectator's final
 * view and the sequence of chosen actions are hashed (SHA-256 of canonical JSON: object keys sorted, so
 * the order in which keys were first assigned does not count; the content does).
 *
 * Recorded once before the game kit port (test/record-fingerprints.ts writes
 * test/fixtures/port-fingerprints.json); test/port-fingerprints.test.ts replays the same games.
 * Narrative text a game keeps in its state is not a rule: it is left out of the hashed states and views
 * (`withoutNarrative`), so that moving a game's log out of its state (into structured log events) leaves
 * every fingerprint as it was.
 */
import { createHash } from 'node:crypto';
import type { State } from 'boardgame.io';
import { enumerateActions, playout, seededRandom, viewOf, type ActionRequest, type GameModule, type Seat, type ViewState } from '../src/common';
import { configFor } from '../src/kaisers-pirates/fuzz-run';

export interface FingerprintCase {
  game: 'atlantic-storm' | 'kaisers-pirates';
  label: string;
  numPlayers: number;
  options: Record<string, unknown>;
  /** boardgame.io's match seed. */
  seed: string;
  /** Seed of the chooser's PRNG (seat and action choices). */
  choiceSeed: number;
  /** Let the module's bot choose instead of a uniform choice among ai.enumerate's actions. */
  bot: boolean;
}

export interface Fingerprint {
  case: FingerprintCase;
  steps: number;
  actions: string;
  state: string;
  views: Record<string, string>;
}

/** Every case: Atlantic Storm's four modes (and the advanced rules switched off one by one), The Kaiser's Pirates' 1-4 players, teams and options. */
export function fingerprintCases(): FingerprintCase[] {
  const out: FingerprintCase[] = [];
  const as = (label: string, numPlayers: number, options: Record<string, unknown>, i: number, bot = false) =>
    out.push({ game: 'atlantic-storm', label, numPlayers, options, seed: `port-as-${i}`, choiceSeed: 50_000 + i, bot });
  let i = 0;
  for (const n of [3, 4, 5, 6]) for (let k = 0; k < 4; k++) as(`basic ${n}p`, n, { mode: 'basic', ...(k === 3 ? { dealer: n - 1 } : {}) }, i++);
  for (const n of [3, 4, 5, 6]) for (let k = 0; k < 4; k++) as(`advanced ${n}p`, n, { mode: 'advanced', ...(k === 3 ? { dealer: 0 } : {}) }, i++);
  for (const off of ['convoySelection', 'discardHand', 'divideSpoils'])
    for (const n of [3, 4, 5, 6]) as(`advanced ${n}p without ${off}`, n, { mode: 'advanced', [off]: false }, i++);
  for (let k = 0; k < 12; k++) as('two-player', 2, { mode: 'twoPlayer', ...(k % 3 === 2 ? { dealer: 1 } : {}) }, i++);
  for (let k = 0; k < 16; k++) as(`solitaire ${k % 2 ? 'german' : 'allied'}`, 1, { mode: 'solitaire', soloSide: k % 2 ? 'german' : 'allied' }, i++);
  for (let k = 0; k < 2; k++) {
    as('basic, bot', 3 + 2 * k, { mode: 'basic' }, i++, true);
    as('advanced, bot', 4 + 2 * k, { mode: 'advanced' }, i++, true);
    as('two-player, bot', 2, { mode: 'twoPlayer' }, i++, true);
    as('solitaire, bot', 1, { mode: 'solitaire', soloSide: k ? 'german' : 'allied' }, i++, true);
  }
  // The Kaiser's Pirates: the fuzz configurations (fuzz-run.ts configFor): 1-4 players and teams in turn,
  // every optional rule about a third of the time, one game in ten with full-length rounds.
  for (let k = 0; k < 100; k++) {
    const cfg = configFor(k);
    const mode = cfg.numPlayers === 1 ? 'solitaire' : cfg.options.teams ? 'teams' : `${cfg.numPlayers}p`;
    out.push({
      game: 'kaisers-pirates',
      label: `${mode} #${k}`,
      numPlayers: cfg.numPlayers,
      options: cfg.options as Record<string, unknown>,
      seed: `port-kp-${k}`,
      choiceSeed: 60_000 + k,
      bot: k % 7 === 6,
    });
  }
  return out;
}

/**
 * Parts of G left out of the state and view hashes, per game: the record of what happened that the table
 * words (a narrative log), not where the game stands. Paths into G ('a.b' is key b of G.a). Everything else
 * of G, ctx and the PRNG state is hashed exactly as it is.
 */
export const UNHASHED: Partial<Record<FingerprintCase['game'], readonly string[]>> = {
  // Atlantic Storm's text log (G.log), which becomes structured log events, and what the last round's
  // record adds for the table (the old fields of G.lastRound stay hashed).
  'atlantic-storm': ['log', 'lastRound.captured', 'lastRound.takers', 'lastRound.refuels', 'lastRound.solo.fate'],
};

/** G without the game's UNHASHED parts (a copy; G itself is left alone). */
export function hashedG(game: FingerprintCase['game'], G: unknown): unknown {
  const paths = UNHASHED[game];
  if (!paths || G === null || typeof G !== 'object') return G;
  const out = { ...(G as Record<string, unknown>) };
  for (const path of paths) {
    const keys = path.split('.');
    let at: Record<string, unknown> | null = out;
    for (const k of keys.slice(0, -1)) {
      const next: unknown = at[k];
      if (next === null || typeof next !== 'object') {
        at = null;
        break;
      }
      at = at[k] = { ...(next as Record<string, unknown>) };
    }
    if (at) delete at[keys[keys.length - 1]];
  }
  return out;
}

/**
 * The narrative text of a game's state, by game: The Kaiser's Pirates' text log (`G.log`) and the sentence
 * of its result (`G.result.text`, which boardgame.io copies to `ctx.gameover.text`).
 */
const NARRATIVE: Partial<Record<FingerprintCase['game'], { G: string[]; result: string[] }>> = {
  'kaisers-pirates': { G: ['log'], result: ['text'] },
};

function omit(o: unknown, keys: readonly string[]): unknown {
  if (!o || typeof o !== 'object' || Array.isArray(o)) return o;
  const out: Record<string, unknown> = { ...(o as Record<string, unknown>) };
  for (const k of keys) delete out[k];
  return out;
}

/** A state or view ({ G, ctx, ... }) without the game's narrative text. */
export function withoutNarrative<T extends { G: unknown; ctx: unknown }>(game: FingerprintCase['game'], s: T): T {
  const n = NARRATIVE[game];
  if (!n) return s;
  const G = omit(s.G, n.G) as Record<string, unknown>;
  if (G && typeof G === 'object' && G.result) G.result = omit(G.result, n.result);
  const ctx = s.ctx as { gameover?: unknown };
  return { ...s, G, ctx: ctx?.gameover ? { ...ctx, gameover: omit(ctx.gameover, n.result) } : ctx };
}

/** JSON with object keys sorted at every level (undefined members dropped, as JSON.stringify does). */
export function canonicalJson(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'null';
  if (Array.isArray(v)) return `[${v.map((x) => (x === undefined ? 'null' : canonicalJson(x))).join(',')}]`;
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`).join(',')}}`;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Play one case to the end and fingerprint it. */
export function fingerprintOf(mod: GameModule, c: FingerprintCase): Fingerprint {
  const actions = createHash('sha256');
  const choose = (view: ViewState, seat: Seat, random: () => number): ActionRequest | undefined => {
    let a: ActionRequest | undefined;
    if (c.bot) a = mod.bot!(view as never, seat, random);
    else {
      const all = enumerateActions(mod, view, seat);
      a = all.length ? all[Math.floor(random() * all.length)] : undefined;
    }
    actions.update(`${seat} ${JSON.stringify(a)}\n`);
    return a;
  };
  const r = playout(mod, { numPlayers: c.numPlayers, options: c.options, seed: c.seed, random: seededRandom(c.choiceSeed), choose, maxSteps: 50_000 });
  const state = r.state as State & { plugins: { random?: { data?: unknown } } };
  const views: Record<string, string> = {};
  for (const seat of [null, ...state.ctx.playOrder]) {
    const view = withoutNarrative(c.game, viewOf(mod, state, seat));
    views[seat ?? 'spectator'] = sha256(canonicalJson({ ...view, G: hashedG(c.game, view.G) }));
  }
  return {
    case: c,
    steps: r.steps,
    actions: actions.digest('hex'),
    state: sha256(
      canonicalJson(
        (({ G, ...rest }) => ({ G: hashedG(c.game, G), ...rest }))(
          withoutNarrative(c.game, { G: state.G, ctx: state.ctx, random: state.plugins.random?.data }),
        ),
      ),
    ),
    views,
  };
}
