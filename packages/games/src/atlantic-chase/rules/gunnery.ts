/**
 * Gunnery (spec §5.5 GN-1..5; p.56-58): one attack per ship per round at an enemy ship; 2d6 at short and
 * long range, 3d6 keeping the two lowest at extreme and the two highest at point-blank (p.57, I-7); plus
 * the gun value for the range band; smoke -1 / -1 / -2 (p.60, I-8); the Gunnery table (substitute, p.58).
 * Fire is simultaneous: effects apply after every ship has fired, except a faster Surprise's round 1.
 */
import { GUNNERY_ROWS, SMOKE, inBand } from '../data';
import type { Side } from '../data/types';
import { inSmoke, onBoard, rangeOf } from './board';
import { applyHits } from './damage';
import { log, roll, sum, type Ctx } from './flow';
import { gv, shipRow } from './state';
import type { Battle, G } from './types';

/** Whether `a` may fire at `t` now (GN-1): an enemy on the board, not the shore battery, GV not 'na'. */
export function fireProblem(G: G, b: Battle, a: string, t: string): string | null {
  const board = onBoard(G, b);
  if (!board.includes(a)) return 'That ship is not on the battle board (p.56)';
  if (!board.includes(t)) return 'The target is not on the battle board (p.57)';
  const ra = shipRow(a);
  const rt = shipRow(t);
  if (ra.side === rt.side) return 'A ship fires at an enemy ship (p.57)';
  if (rt.cls === 'SHORE') return 'The shore battery cannot be attacked (p.12)';
  const band = rangeOf(b, a, t).gv;
  if (gv(G, a, band) === 'na') return 'The gun value for that range is "na": no fire (p.6, p.56)';
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

/** The smoke modifier (GN-3, p.60): -1 target in smoke, -1 attacker in smoke, -2 both. */
export function smokeMod(b: Battle, a: string, t: string): number {
  const ta = inSmoke(b, t);
  const aa = inSmoke(b, a);
  return ta && aa ? SMOKE.both : ta ? SMOKE.targetObscured : aa ? SMOKE.attackerObscured : 0;
}

export function gunneryHits(modified: number): 0 | 1 | 2 {
  return GUNNERY_ROWS.find((r) => inBand(modified, r.sum))!.hits;
}

/** Roll one attack (values as at the start of the step, GN-5); returns the hits to apply. */
export function rollFire(c: Ctx, b: Battle, a: string, t: string): number {
  const r = rangeOf(b, a, t);
  const dice = roll(c, r.dice);
  const sorted = [...dice].sort((x, y) => x - y);
  const kept = r.keep === 'ALL' ? dice : r.keep === 'LOW' ? sorted.slice(0, 2) : sorted.slice(-2);
  const g = gv(c.G, a, r.gv) as number;
  const sm = smokeMod(b, a, t);
  const total = sum(kept) + g + sm;
  const hits = gunneryHits(total);
  log(c, 'gunnery', [a, t, r.range], [...dice, sum(kept), g, sm, total, hits], 'p.57');
  return hits;
}

/** Resolve declared fire: every attack rolled first, then all hits applied together (GN-5). */
export function resolveFire(c: Ctx, b: Battle, targets: Record<string, string>): void {
  const pending: Array<[string, number]> = [];
  for (const [a, t] of Object.entries(targets)) {
    if (fireProblem(c.G, b, a, t)) continue;
    const h = rollFire(c, b, a, t);
    if (h > 0) pending.push([t, h]);
  }
  // The dispersed-convoy cap is per attack (p.12): applyHits caps each attack separately.
  for (const [t, h] of pending) applyHits(c, t, h, 'p.58');
}
