/**
 * The solitaire automaton's data. The imaginary player's procedures are in the missing Solitaire book
 * (p.1); the rulebook keeps two of them: its answer to a Slip (p.22, p.54: tables.ts SOLO_SLIP_ROWS) and
 * the identification of an unidentified TF before a hit (p.52). Everything else is our SUBSTITUTE
 * design (RULINGS.md S): missions, route plans, and the thresholds of its policy.
 *
 * These rows are public data. Which route plan a match uses is rolled on the server after the match
 * starts and kept in `G.secret` (DESIGN.md), never in the initial state.
 */
import { R, S, prov } from './provenance';
import type { Band, Provenance, Side } from './types';

type P<F extends string> = Record<F, Provenance>;

export type MissionId = 'RAID' | 'BREAKOUT' | 'ESCORT' | 'HUNT' | 'PATROL' | 'RETURN';

export const MISSION_ROWS: ReadonlyArray<{ id: MissionId; meaning: string; waypoints: string; stealthy: boolean; prov: P<'meaning' | 'waypoints' | 'stealthy'> }> = [
  { id: 'RAID', meaning: 'reach a raid area, attack convoys or weak TFs, then return', waypoints: 'area hexes, return ports', stealthy: true, prov: prov(['meaning', 'waypoints', 'stealthy'], S) },
  { id: 'BREAKOUT', meaning: 'get past a choke point and complete at an exit port', waypoints: 'gap hexes, exit port', stealthy: true, prov: prov(['meaning', 'waypoints', 'stealthy'], S) },
  { id: 'ESCORT', meaning: 'stay with a convoy TF, in its hexes', waypoints: 'follows the convoy', stealthy: false, prov: prov(['meaning', 'waypoints', 'stealthy'], S) },
  { id: 'HUNT', meaning: 'find and engage enemy TFs', waypoints: 'none (search logic)', stealthy: false, prov: prov(['meaning', 'waypoints', 'stealthy'], S) },
  { id: 'PATROL', meaning: 'hold a station at a hex or a port', waypoints: 'patrol hex', stealthy: false, prov: prov(['meaning', 'waypoints', 'stealthy'], S) },
  { id: 'RETURN', meaning: 'complete at the nearest friendly open port', waypoints: 'ports', stealthy: false, prov: prov(['meaning', 'waypoints', 'stealthy'], S) },
];

export interface MissionStep {
  mission: MissionId;
  /** Enemy TF the mission aims at (RAID, ESCORT of a friendly convoy), if any. */
  targetTf: string | null;
  /** Ports that end the step (RETURN, BREAKOUT). */
  ports: string[];
}
export interface RoutePlan {
  id: string;
  /** 1d6 band that selects this plan at the start of the match. */
  die: Band;
  /** Hexes to pass, in order, before the step's ports. */
  waypoints: string[];
  prov: P<'die' | 'waypoints'>;
}
export interface BotPlanRow {
  id: string;
  scenario: string;
  side: Side;
  tfs: Array<{ tf: string; steps: MissionStep[]; routes: RoutePlan[] }>;
  /** TFs shown without their ships until identified (p.52); their compositions go to G.secret. */
  unidentified: string[];
  prov: P<'tfs' | 'unidentified'>;
}

export const BOT_PLAN_ROWS: readonly BotPlanRow[] = [
  {
    // TUT-S1 (RULINGS D-12): raid the convoy, then return to Kiel (1308/1307) via the Iceland-Faroes gap (0806-0906).
    // 2-3 alternative routes chosen by a die (RULINGS D-12): the Denmark Strait route is ours.
    id: 'TUT-S1',
    scenario: 'TUT-S1',
    side: 'GE',
    tfs: [
      {
        tf: 'G1',
        steps: [
          { mission: 'RAID', targetTf: 'B3', ports: [] },
          { mission: 'RETURN', targetTf: null, ports: ['kiel'] },
        ],
        routes: [
          { id: 'faroes_gap', die: { min: 1, max: 4 }, waypoints: ['0806', '0906'], prov: { die: S, waypoints: S } },
          { id: 'denmark_strait', die: { min: 5, max: 6 }, waypoints: ['0704', '0604'], prov: { die: S, waypoints: S } },
        ],
      },
    ],
    // The substitute TUT-S1 has no unidentified TF (a one-ship TF).
    unidentified: [],
    prov: { tfs: S, unidentified: S },
  },
];

/** Thresholds of the automaton's policy (RULINGS S), in the order it evaluates its actions. */
export const BOT_POLICY = {
  /** Engage when own strength >= ratio x enemy strength and the Trajectory Total <= maxTotal. */
  engage: { strengthRatio: 1.2, maxTotal: 4 },
  /** Air Strike when Good weather and the total <= maxTotal, or the target is VS/S. */
  airStrike: { maxTotal: 8 },
  stealthAttack: { maxTotal: 3 },
  navalSearch: { maxTotal: 12 },
  /** Trajectory pace: extend while shorter than base + floor(1d6 / 2), rolled when a mission starts. */
  pace: { base: 6, dieDivisor: 2 },
  /** Path costs: +3 for a hex that triggers Intel on a stealthy mission, -1 for a shared hex when hunting. */
  pathCost: { intelHexStealthy: 3, sharedHexHunting: -1 },
  /** All Pass when at least this many trajectories are longer than `longerThan`. */
  allPass: { trajectories: 3, longerThan: 6 },
  /** Attempt a Seize when the success chance is at least this. */
  seizeChance: 0.4,
  /** Spend EM on a Vie when it raises the win chance by at least this. */
  vieEmGain: 0.15,
  /** Spend EM against an action when the target is worth at least this many VP. */
  emTargetVp: 3,
  /** Break away when own/enemy strength falls below this. */
  breakAwayRatio: 0.8,
  prov: prov(
    ['engage', 'airStrike', 'stealthAttack', 'navalSearch', 'pace', 'pathCost', 'allPass', 'seizeChance', 'vieEmGain', 'emTargetVp', 'breakAwayRatio'],
    S,
  ),
} as const;

/**
 * When an unidentified TF's ships are revealed. p.52: a result that needs a ship ("identifica sus naves y
 * luego aplica el impacto"); the others are our substitute (RULINGS.md S).
 */
export const REVEAL_ROWS: ReadonlyArray<{ when: 'RESULT_NEEDS_SHIP' | 'BATTLE_STARTS' | 'TF_COMPLETES' | 'SCENARIO_ENDS'; prov: P<'when'> }> = [
  { when: 'RESULT_NEEDS_SHIP', prov: { when: R } },
  { when: 'BATTLE_STARTS', prov: { when: S } },
  { when: 'TF_COMPLETES', prov: { when: S } },
  { when: 'SCENARIO_ENDS', prov: { when: S } },
];
