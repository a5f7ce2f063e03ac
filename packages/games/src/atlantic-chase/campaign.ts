/**
 * The campaign of linked operations (p.8, p.10, p.12, p.29), substitute CAMP-S1. Write-back
 * (CAMP-S1, RULINGS S): sunk ships are lost for good; ships damaged at the end miss the next operation and come
 * back repaired; completed and still-at-sea ships return with their state; VP are cumulative through the
 * platform's campaign standings (points = each seat's side's VP). Leaders and convoys reset per operation
 * (p.10, p.12). The carry-over goes into the next operation's options (`carry`).
 */
import type { CampaignRules, MatchResult, ViewState } from '../common/module';
import { CAMPAIGN } from './data';
import type { AtlanticChaseOptions } from './options';
import type { G } from './rules/types';

interface Carry {
  out: string[];
  damaged: string[];
  hits: Record<string, number>;
}

/** CAMP-S1's write-back (RULINGS S) of a finished operation: what the next one starts with. */
export function carryFrom(G: Pick<G, 'ships'>, previous?: Carry): Carry {
  const out = new Set<string>();
  const hits: Record<string, number> = {};
  for (const [id, s] of Object.entries(G.ships)) {
    if (s.status === 'sunk') out.add(id);
    else if (s.damaged)
      out.add(id); // repairing: misses the next operation (CAMPAIGN.repair)
    else if (s.hits > 0) hits[id] = s.hits;
  }
  // Ships that sat out the previous operation for repair are back (repaired), unless sunk earlier.
  for (const id of previous?.out ?? []) if (!G.ships[id] || G.ships[id].status === 'out') if (previous?.damaged.includes(id)) out.delete(id);
  const damaged = Object.entries(G.ships)
    .filter(([, s]) => s.damaged && s.status !== 'sunk')
    .map(([id]) => id);
  return { out: [...out], damaged, hits };
}

export function matchPoints(G: G): MatchResult {
  const points: Record<string, number> = {};
  for (const side of ['BR', 'GE'] as const) {
    const seat = G.seat[side];
    if (seat !== null) points[seat] = Math.max(points[seat] ?? 0, G.vp[side]);
  }
  const w = G.result?.winner;
  const winners = w && w !== 'DRAW' && G.seat[w] !== null ? [G.seat[w] as string] : [];
  return { points, winners: [...new Set(winners)] };
}

const OPS = CAMPAIGN['CAMP-S1'].operations;

export const campaign: CampaignRules<AtlanticChaseOptions> = {
  summary: `Linked operations (${OPS.length} in the substitute campaign): cumulative VP; damage, losses and repairs carry over.`,
  result: (state: ViewState<any>) => matchPoints(state.G as G),
  // The platform gives only cumulative points: with the substitute's single operation the campaign
  // completes after it (CAMP-S1 lists one operation; real operations are appended to the data).
  isComplete: () => OPS.length <= 1,
  // CAMP-S1's write-back (RULINGS S): the finished operation's losses, damage and hits go into the next one's options.
  nextOptions: (prev, _totals, _leader, finished) => ({
    ...prev,
    campaignOp: (prev.campaignOp ?? 0) + 1,
    scenario: OPS[Math.min((prev.campaignOp ?? 0) + 1, OPS.length - 1)] as AtlanticChaseOptions['scenario'],
    carry: carryFrom(finished.G as G, prev.carry),
  }),
};
