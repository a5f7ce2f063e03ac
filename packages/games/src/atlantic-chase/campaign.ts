/**
 * The campaign of linked operations (p.8, p.10, p.12, p.29), substitute CAMP-S1: its operations in order
 * (OP-S1, OP-S2, OP-S3; RULINGS S). Write-back (CAMP-S1, RULINGS S-2): sunk ships are lost for good; ships
 * damaged at the end miss the next operation and come back repaired in the one after; completed and
 * still-at-sea ships return with their hits; VP are cumulative through the platform's campaign standings
 * (points = each seat's side's VP). Leaders and convoys reset per operation (p.10, p.12). The carry-over goes
 * into the next operation's options (`carry`), which its setup applies (rules/setup.ts).
 */
import type { CampaignRules, MatchResult, ViewState } from '../common/module';
import { CAMPAIGN } from './data';
import type { AtlanticChaseOptions } from './options';
import type { G } from './rules/types';

interface Carry {
  /** Ships not in the next operation: sunk (for good) and repairing (those also in `damaged`). */
  out: string[];
  /** Ships repairing: damaged at the end of the finished operation, they miss the next one only. */
  damaged: string[];
  /** Hits of undamaged ships, carried into the operations they play. */
  hits: Record<string, number>;
}

/**
 * CAMP-S1's write-back (RULINGS S-2) of a finished operation, given what it started with (`previous`, its own
 * `carry` option): what the next operation starts with.
 */
export function carryFrom(G: Pick<G, 'ships'>, previous?: Carry): Carry {
  // Ships that sat the finished operation out for repair are back, repaired (no hits).
  const repaired = new Set(previous?.damaged ?? []);
  // Ships sunk in an earlier operation stay out for good.
  const out = new Set((previous?.out ?? []).filter((id) => !repaired.has(id)));
  // Hits of ships that were not in the finished operation are carried on.
  const hits: Record<string, number> = {};
  for (const [id, h] of Object.entries(previous?.hits ?? {})) if (!repaired.has(id)) hits[id] = h;
  const damaged: string[] = [];
  for (const [id, s] of Object.entries(G.ships)) {
    if (s.status === 'out') continue; // carried out of the finished operation: decided above
    delete hits[id];
    if (s.status === 'sunk') out.add(id);
    else if (s.damaged) {
      // Damaged at the end, completed or still at sea (§8.4): repairing, misses the next operation.
      out.add(id);
      damaged.push(id);
    } else if (s.hits > 0) hits[id] = s.hits;
  }
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

/** CAMP-S1's operations, in the order they are played. */
export const CAMPAIGN_OPERATIONS = CAMPAIGN['CAMP-S1'].operations as readonly AtlanticChaseOptions['scenario'][];

/** The index in CAMPAIGN_OPERATIONS of a campaign match (the first has no campaignOp). */
const opIndex = (o: Pick<AtlanticChaseOptions, 'campaignOp'>): number => o.campaignOp ?? 0;

export const campaign: CampaignRules<AtlanticChaseOptions> = {
  summary:
    'Three linked operations in order: Northern Patrol, Operation Berlin, Rheinübung. Victory points add up from one operation to the next; a ship sunk is gone for good, a ship damaged misses the next operation and comes back repaired, and hits stay on the ships. The campaign chooses the scenario.',
  result: (state: ViewState<any>) => matchPoints(state.G as G),
  // The campaign opens with its first operation (no campaignOp: operation 0) whatever scenario the room form
  // held; mode, sides and optional rules are the players' and hold for every operation.
  firstOptions: (o) => {
    const { carry: _carry, ...rest } = o;
    return { ...rest, scenario: CAMPAIGN_OPERATIONS[0] };
  },
  // Over after its last operation; the standings are the cumulative VP (CAMP-S1 victory 'CUMULATIVE_VP').
  isComplete: (_totals, finished) => finished !== undefined && opIndex(finished) + 1 >= CAMPAIGN_OPERATIONS.length,
  // CAMP-S1's write-back (RULINGS S-2): the finished operation's losses, damage and hits go into the next one's options.
  nextOptions: (prev, _totals, _leader, finished) => {
    const k = Math.min(opIndex(prev) + 1, CAMPAIGN_OPERATIONS.length - 1);
    return { ...prev, campaignOp: k, scenario: CAMPAIGN_OPERATIONS[k], carry: carryFrom(finished.G as G, prev.carry) };
  },
};
