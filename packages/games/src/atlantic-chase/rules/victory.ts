/**
 * Victory and the end of a scenario (p.3, p.13, p.29, p.50): the scenario's end conditions, the
 * substitute end "every TF of one side gone" (RULINGS S), the operation clock, the scenario's awards scored at
 * the end ('replaces' drops the replaced award, RULINGS D-8), and the winner.
 */
import { SCENARIO } from '../data';
import type { Condition, Side } from '../data/types';
import { log, type Ctx } from './flow';
import { SIDES, tfsOf } from './state';
import { identifyAll } from './identify';
import type { G } from './types';

export function holds(G: G, cond: Condition): boolean {
  switch (cond.kind) {
    case 'SUNK':
      return G.ships[cond.ship]?.status === 'sunk';
    case 'DAMAGED':
      return !!G.ships[cond.ship]?.wasDamaged || G.ships[cond.ship]?.status === 'sunk';
    case 'COMPLETED':
      return G.tfs[cond.tf]?.gone === 'completed' && (cond.port === null || G.scored.includes(`completed:${cond.tf}:${cond.port}`));
    case 'ON_MAP': {
      const t = G.tfs[cond.tf];
      return !!t && !t.gone && !(t.rep.k === 'S' && t.rep.box);
    }
    case 'CLOCK_ZERO':
      return G.clock !== null && G.clock <= 0;
    case 'BATTLE_OVER':
      return G.scored.includes('battleOver');
    case 'BROKE_AWAY':
      return G.scored.includes(`brokeAway:${cond.side}`);
    case 'NOT':
      return !holds(G, cond.of);
    case 'ALL':
      return cond.of.every((x) => holds(G, x));
    case 'ANY':
      return cond.of.some((x) => holds(G, x));
  }
}

/** Why the scenario ends now, or null (evaluated after every action and initiative change, RULINGS.md E-10). */
export function endReason(G: G): string | null {
  const s = SCENARIO[G.scenario];
  const i = s.victory.end.findIndex((c) => holds(G, c));
  if (i >= 0) return `end:${s.victory.end[i].kind}`;
  if (s.map !== 'BATTLE_BOARD_ONLY') for (const side of SIDES) if (tfsOf(G, side).length === 0) return `allGone:${side}`;
  return null;
}

/** Score the end-of-scenario awards and decide the winner (p.3). */
function finish(c: Ctx, reason: string): void {
  const G = c.G;
  identifyAll(c, 'end');
  const s = SCENARIO[G.scenario];
  const held = s.victory.awards.filter((a) => a.when.kind !== 'PER_CONVOY_HIT' && holds(G, a.when as Condition));
  const replaced = new Set(held.map((a) => a.replaces).filter((x): x is string => !!x));
  for (const a of held) {
    if (replaced.has(a.id) || G.scored.includes(`award:${a.id}`)) continue;
    G.scored.push(`award:${a.id}`);
    G.vp[a.to] += a.vp;
    log(c, 'vp', [a.to, a.id], [a.vp, G.vp[a.to]], 'p.3');
  }
  let winner: Side | 'DRAW';
  const d = s.victory.decide;
  if (d.kind === 'IF') winner = holds(G, d.cond) ? d.winner : d.otherwise;
  else winner = G.vp.BR > G.vp.GE ? 'BR' : G.vp.GE > G.vp.BR ? 'GE' : 'DRAW';
  G.result = { winner, vp: { ...G.vp }, reason };
  G.pending = null;
  log(c, 'gameOver', [winner, reason], [G.vp.BR, G.vp.GE], 'p.3');
}

/** End the scenario if it should end; true when it did. */
export function checkEnd(c: Ctx): boolean {
  if (c.G.result) return true;
  const r = endReason(c.G);
  if (!r) return false;
  finish(c, r);
  return true;
}
