/**
 * Gunnery (p.56-58): one attack per ship per round at an enemy ship; 2d6 at short and
 * long range, 3d6 keeping the two lowest at extreme and the two highest at point-blank (p.57, I-7); plus
 * the gun value for the range band; smoke -1 / -1 / -2 (p.60, I-8); the Gunnery table (substitute, p.58).
 * Fire is simultaneous: effects apply after every ship has fired, except a faster Surprise's round 1.
 */
import { GUNNERY_ROWS, SMOKE, TORPEDO, inBand } from '../data';
import type { Side } from '../data/types';
import { inSmoke, onBoard, rangeOf } from './board';
import { applyHits } from './damage';
import { log, roll, sum, type Ctx } from './flow';
import { gv, shipRow } from './state';
import type { Battle, G } from './types';
import { no, type Refusal } from './refusals';

/** Whether `a` may fire at `t` now (p.57): an enemy on the board, not the shore battery, GV not 'na'. */
export function fireProblem(G: G, b: Battle, a: string, t: string): Refusal | null {
  const board = onBoard(G, b);
  if (!board.includes(a)) return no.fireNotOnBoard();
  if (!board.includes(t)) return no.fireTargetOff();
  const ra = shipRow(a);
  const rt = shipRow(t);
  if (ra.side === rt.side) return no.fireEnemy();
  if (rt.cls === 'SHORE') return no.fireShore();
  const band = rangeOf(b, a, t).gv;
  if (gv(G, a, band) === 'na') return no.fireNa();
  return null;
}

/** Every (attacker, target) pair `side` may fire now. */
export function fireOptions(G: G, b: Battle, side: Side): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const a of onBoard(G, b, side)) {
    const ts = onBoard(G, b).filter((t) => !fireProblem(G, b, a, t));
    if (ts.length) out[a] = ts;
  }
  return out;
}

/** The smoke modifier (p.60): -1 target in smoke, -1 attacker in smoke, -2 both. */
export function smokeMod(b: Battle, a: string, t: string): number {
  const ta = inSmoke(b, t);
  const aa = inSmoke(b, a);
  return ta && aa ? SMOKE.both : ta ? SMOKE.targetObscured : aa ? SMOKE.attackerObscured : 0;
}

function gunneryHits(modified: number): 0 | 1 | 2 {
  return GUNNERY_ROWS.find((r) => inBand(modified, r.sum))!.hits;
}

/** A rolled gunnery or torpedo attack, applied with the others at the end of the step (p.57, p.59: simultaneous). */
export interface Attack {
  side: Side;
  kind: 'gun' | 'torp';
  a: string;
  t: string;
  range: string;
  dice: number[];
  keep: 'ALL' | 'LOW' | 'HIGH';
  mods: Array<[string, number]>;
}

/** The kept dice, the modified total and the hits of an attack (p.57, p.59). */
export function attackResult(x: Attack): { kept: number[]; total: number; hits: number } {
  const sorted = [...x.dice].sort((p, q) => p - q);
  const kept = x.keep === 'ALL' ? x.dice : x.keep === 'LOW' ? sorted.slice(0, 2) : sorted.slice(-2);
  const total = sum(kept) + sum(x.mods.map((m) => m[1]));
  const hits = x.kind === 'gun' ? gunneryHits(total) : total >= TORPEDO.target ? TORPEDO.hits : 0;
  return { kept, total, hits };
}

/** Roll a side's declared fire, with the values at the start of the step (p.57). */
export function rollFire(c: Ctx, b: Battle, side: Side, targets: Record<string, string>): Attack[] {
  const out: Attack[] = [];
  for (const [a, t] of Object.entries(targets)) {
    if (fireProblem(c.G, b, a, t)) continue;
    const r = rangeOf(b, a, t);
    out.push({
      side,
      kind: 'gun',
      a,
      t,
      range: r.range,
      dice: roll(c, r.dice),
      keep: r.keep,
      mods: [
        ['gv', gv(c.G, a, r.gv) as number],
        ['smoke', smokeMod(b, a, t)],
      ],
    });
  }
  return out;
}

/** Log every attack, then apply all hits together (p.57); the dispersed-convoy cap is per attack (p.12). */
export function applyAttacks(c: Ctx, attacks: readonly Attack[]): void {
  const hits: Array<[string, number]> = [];
  for (const x of attacks) {
    const r = attackResult(x);
    if (x.kind === 'gun')
      log(
        c,
        'gunnery',
        [x.a, x.t, x.range],
        [...x.dice, sum(r.kept), x.mods[0][1], x.mods[1][1], ...x.mods.slice(2).map((m) => m[1]), r.total, r.hits],
        'p.57',
      );
    else log(c, 'torpedo', [x.a, x.t], [...x.dice, ...x.mods.map((m) => m[1]), r.total, r.hits], 'p.59');
    if (r.hits > 0) hits.push([x.t, r.hits]);
  }
  for (const [t, h] of hits) applyHits(c, t, h, attacks[0]?.kind === 'torp' ? 'p.59' : 'p.58');
}

/** Resolve one side's declared fire at once (tests and the simple path). */
export function resolveFire(c: Ctx, b: Battle, targets: Record<string, string>): void {
  const first = Object.keys(targets)[0];
  if (!first) return;
  applyAttacks(c, rollFire(c, b, shipRow(first).side, targets));
}
