/**
 * The Trajectory Total (p.17, p.18, p.41, p.47). A station, an airbase and a stealth
 * force count 0; one TF in two roles counts once (I-40). Krancke/Tovey's ±2d6 is applied by the action
 * procedure, then clamped at 0 (p.17 "si es cero o un número negativo, usa cero", I-22).
 */
import { length } from './state';
import type { G } from './types';

interface TotalInput {
  active: string | null;
  activeCoord: string | null;
  activeAir: string | null;
  target: string;
  inactiveCoord: string | null;
  inactiveAir: string | null;
}

const len = (G: G, id: string | null): number => (id && G.tfs[id] ? length(G.tfs[id]) : 0);

export function trajectoryTotal(G: G, i: TotalInput): number {
  // p.17: the longest of the active side's designated TFs.
  const longest = Math.max(len(G, i.active), len(G, i.activeCoord), len(G, i.activeAir));
  // p.17: plus the target's length.
  const base = longest + len(G, i.target);
  // p.17: minus the inactive side's coordinating and air-support TFs (once if the same TF).
  const ded = new Set([i.inactiveCoord, i.inactiveAir].filter((x): x is string => !!x && !!G.tfs[x]));
  let deductions = 0;
  for (const id of ded) deductions += len(G, id);
  return Math.max(0, base - deductions);
}
