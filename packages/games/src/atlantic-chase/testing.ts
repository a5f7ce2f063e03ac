/**
 * Test fixtures of Atlantic Chase for this and other packages' tests (never in client.ts or the registry):
 * scripted dice, a match driven through the kit's applyMove, and a position builder for worked examples.
 */
import type { LogEvent } from '../common/log';
import type { Rng } from '../common/rng';
import { newMatch, play } from './moves';
import type { AtlanticChaseOptions } from './options';
import { optionsSchema } from './options';
import type { ActionTableId, HexId, ResultCode, Side } from './data/types';
import { actionResult } from './data';
import type { Battle, G, TF, ZoneId } from './rules/types';
import { startBattle, type BattleFrame } from './rules/battle';
import { run } from './rules/engine';

export interface ScriptedRng extends Rng {
  /** Dice still to come, in order; when empty, a seeded stream. */
  queue: number[];
  used: number[];
}

function scriptedRng(values: number[] = [], seed = 1): ScriptedRng {
  let s = seed;
  const r: ScriptedRng = {
    queue: [...values],
    used: [],
    die: (sides: number) => {
      let v: number;
      if (r.queue.length) v = r.queue.shift() as number;
      else {
        s = (s * 48271) % 2147483647;
        v = 1 + Math.floor((s / 2147483647) * sides);
      }
      r.used.push(v);
      return v;
    },
    shuffle: <T>(items: readonly T[]) => [...items],
  };
  return r;
}

function options(o: Partial<AtlanticChaseOptions>): AtlanticChaseOptions {
  return optionsSchema.parse(o);
}

interface TfSpec {
  id: string;
  side: Side;
  ships: string[];
  /** A station hex, a trajectory (end to end), a port box, or nothing (battle board only). */
  at?: HexId | HexId[] | { box: string; port: string };
  intel?: HexId[];
  contact?: HexId[];
  em?: boolean;
  identity?: string;
}

export interface Fixture {
  G: G;
  rng: ScriptedRng;
  events: LogEvent[];
  dice(...d: number[]): void;
  move(seat: string, move: string, ...args: unknown[]): void;
  refuse(seat: string, move: string, ...args: unknown[]): string;
  act(act: Record<string, unknown>): void;
  kinds(): string[];
}

/** A match for tests (hot-seat by default: seat '0' answers for both sides). */
export function fixture(o: Partial<AtlanticChaseOptions> = {}, dice: number[] = []): Fixture {
  const opts = options({ mode: 'HOTSEAT', ...o });
  const seats = opts.mode === 'TWO_PLAYER' ? ['0', '1'] : ['0'];
  const rng = scriptedRng(dice);
  const G = newMatch(seats, opts, rng);
  const events: LogEvent[] = [];
  const f: Fixture = {
    G,
    rng,
    events,
    dice: (...d) => void rng.queue.push(...d),
    move(seat, move, ...args) {
      const p = play(G, seat, move, args, rng, (e) => events.push(e));
      if (p) throw new Error(`${move}(${JSON.stringify(args)}) refused: ${p}`);
    },
    refuse(seat, move, ...args) {
      const copy = JSON.parse(JSON.stringify(G)) as G;
      const p = play(copy, seat, move, args, scriptedRng([6, 6, 6, 6, 6, 6]));
      if (!p) throw new Error(`${move}(${JSON.stringify(args)}) was accepted`);
      return p;
    },
    act(act) {
      f.move(G.pending?.seat ?? '0', 'act', act);
    },
    kinds: () => events.map((e) => e.kind),
  };
  return f;
}

/**
 * Replace the position: exactly these TFs on the map (their ships in play, every other ship out), the
 * weather, the initiative and the Tally; no stealth forces, groups or leaders unless given. The match
 * must be waiting for an action.
 */
export function position(
  G: G,
  p: {
    tfs: TfSpec[];
    weather?: 'GOOD' | 'BAD';
    initiative?: Side;
    tally?: number;
    year?: number;
    month?: string;
    leaders?: Record<string, string>;
    stealth?: Record<string, string>;
  },
): void {
  for (const s of Object.values(G.ships)) s.status = 'out';
  G.tfs = {};
  const ids = {
    BR: ['br_brown', 'br_red', 'br_light_tan', 'br_white', 'br_yellow', 'br_blue_stripe', 'br_red_stripe', 'br_tan_stripe'],
    GE: ['ge_grey', 'ge_black', 'ge_dark_green', 'ge_grey_stripe', 'ge_black_stripe', 'ge_green_stripe', 'ge_olive'],
  };
  for (const t of p.tfs) {
    const at = t.at;
    const rep: TF['rep'] = Array.isArray(at)
      ? { k: 'T', hexes: [...at] }
      : typeof at === 'string'
        ? { k: 'S', hex: at, box: null, port: null }
        : at
          ? { k: 'S', hex: null, box: at.box, port: at.port }
          : { k: 'S', hex: null, box: null, port: null };
    G.tfs[t.id] = {
      id: t.id,
      side: t.side,
      identity: t.identity ?? (ids[t.side].shift() as string),
      ships: [...t.ships],
      rep,
      intel: [...(t.intel ?? [])],
      contact: [...(t.contact ?? [])],
      em: !!t.em,
    };
    for (const s of t.ships) G.ships[s] = { tf: t.id, status: 'play', damaged: false, hits: 0, torps: 0 };
  }
  if (p.weather) G.weather = p.weather;
  if (p.initiative) {
    G.initiative = p.initiative;
    if (G.pending?.kind === 'action') G.pending = { ...G.pending, side: p.initiative, seat: G.seat[p.initiative] ?? 'auto' };
  }
  if (p.year) G.year = p.year;
  if (p.month) G.month = p.month;
  G.tally = p.tally ?? 0;
  G.groups = {};
  G.leaders = {};
  for (const [l, on] of Object.entries(p.leaders ?? {})) G.leaders[l] = { on, uses: l === 'raeder' || l === 'pound' ? 2 : 1 };
  G.stealth = {};
  for (const [id, at] of Object.entries(p.stealth ?? {}))
    G.stealth[id] = { side: id.startsWith('br_') ? 'BR' : 'GE', kind: id.includes('uboat') ? 'UBOAT' : id.includes('mines') ? 'MINES' : 'SUB', at };
}

/** Two dice whose sum plus `mod` gives `result` on `table` at `total` (the substitute or the real table). */
export function diceFor(table: ActionTableId, total: number, mod: number, result: ResultCode): [number, number] {
  for (let s = 2; s <= 12; s++) if (actionResult(table, total, s + mod).result === result) return [Math.max(1, s - 6), Math.min(6, s - 1)];
  throw new Error(`no roll gives ${result} at total ${total}`);
}

/**
 * Put a battle on the board now: `a` is side A (the active player's), every listed ship in its zone, the
 * TFs already in the position; the procedure then runs to its first decision (smoke skipped unless asked).
 */
export function battle(
  f: Fixture,
  o: {
    a: Side;
    tfs: Record<Side, string>;
    zones: Record<string, ZoneId>;
    hex?: string | null;
    surprise?: boolean;
    limited?: boolean;
    rounds?: number;
    smoke?: Side[];
    step?: BattleFrame['step'];
    from?: Battle['from'];
  },
): void {
  const G = f.G;
  const c = { G, rng: f.rng, emit: (e: LogEvent) => void f.events.push(e) };
  const fr = startBattle(c, {
    hex: o.hex ?? null,
    a: o.a,
    tfA: o.tfs[o.a],
    tfB: o.tfs[o.a === 'BR' ? 'GE' : 'BR'],
    surprise: !!o.surprise,
    limited: !!o.limited,
    smoke: o.smoke ?? [],
    from: o.from ?? 'ENGAGE',
    rounds: o.rounds,
  });
  for (const [s, z] of Object.entries(o.zones)) G.battle!.ships[s].zone = z;
  if (o.step) fr.step = o.step;
  G.stack.push(fr);
  G.pending = null;
  run(c);
}
