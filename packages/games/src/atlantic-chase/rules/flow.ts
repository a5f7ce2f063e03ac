/**
 * The plumbing every procedure shares: the context the interpreter passes (state, dice, log), asking a
 * side for a decision (a seat, or the solitaire automaton), simultaneous commitments (DESIGN.md, RULINGS.md I-39:
 * commit-then-reveal, each seat's declaration under G.players[seat] until every side has committed, the
 * automaton's under G.secret), frames, and structured log events (no text in G).
 */
import type { LogEvent } from '../../common/log';
import type { Frame } from '../../common/procedure';
import type { Rng } from '../../common/rng';
import type { Side } from '../data/types';
import type { Commitment, G, Pending } from './types';

export interface Ctx {
  G: G;
  rng: Rng;
  emit: (e: LogEvent) => void;
}

/** The pseudo-seat of the solitaire automaton: its decisions are answered inside the rules (automaton.ts). */
export const AUTO = 'auto';

export function push(G: G, f: Frame): void {
  G.stack.push(f);
}
export function pop(G: G): void {
  G.stack.pop();
}

/** Ask `side` a decision; `data` is public (the UI's prompt, ai.enumerate's input). */
export function ask(c: Ctx, side: Side, kind: string, data?: Record<string, unknown>): void {
  const p: Pending = { kind, seat: c.G.seat[side] ?? AUTO, side };
  if (data) p.data = data;
  c.G.pending = p;
}

/**
 * Ask every side in `sides` that has not committed yet for a simultaneous declaration. Seats answer
 * independently; the automaton commits at once (its `decide`). Returns true when every side has committed.
 */
export function askCommit(
  c: Ctx,
  kind: Commitment['kind'],
  sides: readonly Side[],
  done: Side[],
  decide: (side: Side) => Commitment,
  data?: Record<string, unknown>,
): boolean {
  for (const s of sides) {
    if (done.includes(s) || c.G.seat[s] !== null) continue;
    c.G.secret.commits = { ...(c.G.secret.commits ?? {}), [s]: decide(s) };
    done.push(s);
  }
  const waiting = sides.filter((s) => !done.includes(s));
  if (waiting.length === 0) return true;
  const seats = [...new Set(waiting.map((s) => c.G.seat[s] as string))];
  const p: Pending = { kind, seats, data: { ...(data ?? {}), sides: waiting, committed: [...done] } };
  c.G.pending = p;
  return false;
}

/** Record `seat`'s commitment for the first waiting side it plays; returns that side. */
export function commit(G: G, seat: string, waiting: readonly Side[], done: Side[], value: Commitment): Side | undefined {
  const side = waiting.find((s) => G.seat[s] === seat && !done.includes(s));
  if (!side) return undefined;
  const own = G.players[seat] ?? {};
  G.players[seat] = { ...own, commits: { ...(own.commits ?? {}), [side]: value } };
  done.push(side);
  return side;
}

/** Reveal every commitment (seats' and the automaton's) and clear them (RULINGS I-39). */
export function reveal(G: G): Partial<Record<Side, Commitment>> {
  const out: Partial<Record<Side, Commitment>> = { ...(G.secret.commits ?? {}) };
  for (const [seat, p] of Object.entries(G.players)) {
    Object.assign(out, p.commits ?? {});
    delete G.players[seat];
  }
  delete G.secret.commits;
  return out;
}

/** A structured log event: the side (and other ids) in `ids`, numbers in `n`, the rule cited. */
export function log(c: Ctx, kind: string, ids: readonly string[] = [], n: readonly number[] = [], rule?: string): void {
  const e: LogEvent = { kind };
  if (ids.length) e.ids = ids.slice(0, 60).map((s) => s.slice(0, 40));
  if (n.length) e.n = n.slice(0, 60);
  if (rule) e.rule = rule;
  c.emit(e);
}

/** Roll `k` dice and log them. */
export function roll(c: Ctx, k: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < k; i++) out.push(c.rng.die(6));
  return out;
}
export const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
