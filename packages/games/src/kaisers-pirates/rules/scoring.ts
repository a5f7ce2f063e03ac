/**
 * Scoring [2.3, 2.5, 4.10]: Round Points from the round's VA, a pile's VA total, and who won the game and
 * what decided it. Pure functions of public state (the table uses them too).
 */
import type { PublicState, Side } from './types';

/** Round Points [2.3.3]: N minus the number of players with more VA; 0 for a zero total [2.3.3.2]. */
export function roundPoints(va: Record<Side, number>, sides: Side[]): Record<Side, number> {
  const n = sides.length;
  const out: Record<Side, number> = {};
  for (const s of sides) out[s] = va[s] === 0 ? 0 : n - sides.filter((q) => va[q] > va[s]).length;
  return out;
}

/** VA total of a pile [2.3.1, 2.3.2]: capped warships excluded. */
export function vaTotal(pile: { va: number; mult: number; capped?: boolean }[]): number {
  return pile.reduce((a, e) => a + (e.capped ? 0 : e.va * e.mult), 0);
}

/**
 * Decide the game after the last scheduled round [2.5, 4.10]: the most Round Points, then (a tie) the most
 * VA; still tied after the tie-break rounds, a shared victory (T-1). Null: another round is needed. Reads
 * public state only (the table says what decided a finished game with it).
 */
export function decideWinner(G: PublicState): { winners: Side[]; by: 'rp' | 'va' | 'shared' } | null {
  const groups: Side[][] = G.teams ? G.teams.filter((t) => t.some((s) => G.contenders.includes(s))) : G.contenders.map((s) => [s]);
  const rp = (g: Side[]) => g.reduce((a, s) => a + G.totals.rp[s], 0);
  const va = (g: Side[]) => g.reduce((a, s) => a + G.totals.va[s], 0);
  const bestRp = Math.max(...groups.map(rp));
  let tied = groups.filter((g) => rp(g) === bestRp);
  let by: 'rp' | 'va' = 'rp';
  if (tied.length > 1) {
    by = 'va';
    const bestVa = Math.max(...tied.map(va));
    tied = tied.filter((g) => va(g) === bestVa);
  }
  if (tied.length === 1) return { winners: tied[0], by };
  if (G.round - 3 >= G.options.maxTieBreakRounds) return { winners: tied.flat(), by: 'shared' };
  return null;
}
