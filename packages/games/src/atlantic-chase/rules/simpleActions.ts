/**
 * The actions without a result table: Trajectory (p.43), Pass and All Pass (p.35), Signals (p.39),
 * Completion (p.29) and Stealth recon (p.41). Each has its legality check (a reason citing the page) and
 * its effect; the initiative step follows the action menu (p.25).
 */
import type { Answer, Frame } from '../../common/procedure';
import { ACTION_LIMITS, AIRBASE_ROWS, LEADER, SCENARIO, STEALTH_KIND_ROWS, VP_SCHEDULE, isPlayable } from '../data';
import type { HexId, Side } from '../data/types';
import { scoreDefault } from './damage';
import { identify } from './identify';
import { ask, log, pop, type Ctx } from './flow';
import { pushChange, pushSeize, pushVie } from './initiative';
import { pushLapse } from './lapse';
import { addIntel, toStation } from './markers';
import { enemyPort, friendlyPort, hexesOf, other, trajectories, liveShips } from './state';
import { applyTrajectory, trajectoryProblem } from './trajectory';
import type { G } from './types';
import { portsAt } from '../data';
import { no, type Refusal } from './refusals';

// ------------------------------------------------------------------ Trajectory (p.43)

export function trajectoryActionProblem(G: G, side: Side, tfId: string, hexes: HexId[]): Refusal | null {
  const tf = G.tfs[tfId];
  if (!tf || tf.side !== side || tf.gone) return no.trjOwnTf();
  if (tf.rep.k === 'S' && !tf.rep.hex && !tf.rep.box) return no.trjNotOnMap();
  return trajectoryProblem(G, tf, hexes);
}
export function doTrajectory(c: Ctx, tfId: string, hexes: HexId[]): void {
  const intel = applyTrajectory(c.G, c.G.tfs[tfId], hexes);
  log(c, 'trajectory', [tfId, ...hexes], [hexes.length], 'p.43');
  for (const h of intel) log(c, 'intel', [tfId, h], [], 'p.21');
  // Keep (p.43).
}

// ------------------------------------------------------------------ Pass (p.35)

/** Raeder or Pound with a use left (p.10). */
function allPassLeader(G: G, side: Side): string | undefined {
  return ['raeder', 'pound'].find((l) => LEADER[l].side === side && G.leaders[l] && G.leaders[l].uses > 0);
}
export function passProblem(G: G, side: Side, tfId: string | null, all: boolean): Refusal | null {
  const own = trajectories(G, side);
  if (all) {
    if (!allPassLeader(G, side)) return no.allPassLeader();
    return tfId === null ? null : no.allPassEvery();
  }
  if (tfId === null) return own.length === 0 ? null : no.passDesignate();
  return own.some((t) => t.id === tfId) ? null : no.passDesignate();
}
export function doPass(c: Ctx, side: Side, tfId: string | null, all: boolean): void {
  const G = c.G;
  let tfs = tfId ? [tfId] : [];
  if (all) {
    const l = allPassLeader(G, side) as string;
    G.leaders[l].uses -= 1;
    if (G.leaders[l].uses <= 0) G.leaders[l].on = null;
    tfs = trajectories(G, side).map((t) => t.id);
    log(c, 'allPass', [side, l], [G.leaders[l].uses], 'p.35');
  } else log(c, 'pass', [side, ...tfs], [], 'p.35');
  // The Time Lapse ends the action, then the initiative changes (p.8, I-36): pushed in reverse.
  pushChange(G, other(side), 'pass');
  pushLapse(G, tfs);
}

// ------------------------------------------------------------------ Signals (p.39)

export function signalsProblem(G: G, side: Side, target: string, hex: HexId): Refusal | null {
  const tf = G.tfs[target];
  if (!tf || tf.side === side || tf.gone || tf.rep.k !== 'T') return no.signalsTarget();
  if (!tf.intel.includes(hex)) return no.signalsIntel();
  return null;
}
export function doSignalsEffect(c: Ctx, target: string, hex: HexId): void {
  toStation(c.G.tfs[target], hex);
  log(c, 'signals', [target, hex], [], 'p.39');
}
export interface SignalsFrame extends Frame {
  f: 'signals';
  side: Side;
  hex: HexId;
  chosen?: string | null;
}
export function signalsLapseOptions(G: G, side: Side, hex: HexId): string[] {
  return trajectories(G, side)
    .filter((t) => hexesOf(t).includes(hex))
    .map((t) => t.id);
}
export const signalsProcedure = {
  step(c: Ctx, fr: SignalsFrame): void {
    const G = c.G;
    const opts = signalsLapseOptions(G, fr.side, fr.hex);
    if (fr.chosen === undefined && opts.length) {
      ask(c, fr.side, 'signalsLapse', { tfs: opts, hex: fr.hex });
      return;
    }
    pop(G);
    // Then the inactive player may Seize (p.39), after the optional Time Lapse.
    pushSeize(G, other(fr.side));
    if (fr.chosen) pushLapse(G, [fr.chosen]);
  },
  answer(c: Ctx, fr: SignalsFrame, _seat: string, a: Answer): Refusal | undefined {
    const tf = a.args[0] as string | null;
    if (a.move !== 'pick' || (tf !== null && !signalsLapseOptions(c.G, fr.side, fr.hex).includes(tf))) return no.signalsLapse();
    fr.chosen = tf;
    return undefined;
  },
};

// ------------------------------------------------------------------ Completion (p.29)

export function completionPort(G: G, side: Side, tfId: string): string | null {
  const tf = G.tfs[tfId];
  if (tf.rep.k === 'S' && tf.rep.box) return tf.rep.port && friendlyPort(G, tf.rep.port, side) ? tf.rep.port : null;
  for (const h of hexesOf(tf)) for (const p of portsAt(h)) if (friendlyPort(G, p.id, side)) return p.id;
  return null;
}
export function completionProblem(G: G, side: Side, tfId: string): Refusal | null {
  const tf = G.tfs[tfId];
  if (!tf || tf.side !== side || tf.gone) return no.completionOwn();
  if (tf.rep.k === 'T' && tf.rep.hexes.length > ACTION_LIMITS.completionMaxSegments) return no.completionLength(ACTION_LIMITS.completionMaxSegments);
  if (tf.intel.length) return no.completionIntel();
  if (!completionPort(G, side, tfId)) return no.completionPort();
  return null;
}
export interface CompletionFrame extends Frame {
  f: 'completion';
  side: Side;
  tf: string;
  seized?: boolean;
}
export const completionProcedure = {
  step(c: Ctx, fr: CompletionFrame): void {
    const G = c.G;
    if (fr.step === 'seize') {
      fr.step = 'resolve';
      pushSeize(G, other(fr.side), G.stack.length - 1);
      return;
    }
    pop(G);
    const tf = G.tfs[fr.tf];
    if (fr.seized) {
      // Failure: the active TF lapses, then the initiative change pushed by the Seize runs (p.29).
      log(c, 'completionFails', [fr.tf], [], 'p.29');
      pushChange(G, other(fr.side), 'seize');
      pushLapse(G, [fr.tf]);
      return;
    }
    const port = completionPort(G, fr.side, fr.tf) as string;
    identify(c, fr.tf, 'completed');
    tf.gone = 'completed';
    tf.intel = [];
    tf.contact = [];
    for (const s of liveShips(G, tf)) G.ships[s].status = 'completed';
    G.scored.push(`completed:${fr.tf}:${port}`);
    log(c, 'completed', [fr.tf, port, ...tf.ships], [], 'p.29');
    for (const s of tf.ships) {
      const cr = SCENARIO[G.scenario].convoys.find((r) => r.ship === s);
      if (cr && G.ships[s].status === 'completed' && cr.destination === port) scoreDefault(c, fr.side, VP_SCHEDULE.convoyCompleted, 'convoyHome', [s]);
    }
  },
};

// ------------------------------------------------------------------ Stealth recon (p.41)

export function reconProblem(G: G, side: Side, force: string, hex: HexId): Refusal | null {
  const f = G.stealth[force];
  if (!f || f.side !== side || f.at === null) return no.reconOwn();
  if (!STEALTH_KIND_ROWS.find((k) => k.kind === f.kind)?.recon) return no.reconKind();
  if (!isPlayable(hex)) return no.reconHex();
  const prien = G.leaders.prien?.on === force && G.leaders.prien.uses > 0;
  const airbase = AIRBASE_ROWS.some((a) => a.side !== side && a.hex === hex && a.fromYear <= G.year);
  const port = portsAt(hex).some((p) => enemyPort(G, p.id, side));
  if ((airbase || port) && !prien) return no.reconPort();
  return null;
}
export function doRecon(c: Ctx, side: Side, force: string, hex: HexId): void {
  const G = c.G;
  const prien = G.leaders.prien?.on === force && G.leaders.prien.uses > 0;
  const special = AIRBASE_ROWS.some((a) => a.side !== side && a.hex === hex && a.fromYear <= G.year) || portsAt(hex).some((p) => enemyPort(G, p.id, side));
  G.stealth[force].at = hex;
  log(c, 'recon', [force, hex], [], 'p.41');
  if (prien && special) {
    G.leaders.prien.uses = 0;
    G.leaders.prien.on = null;
    log(c, 'prien', [force, hex], [], 'p.10');
  }
  // p.21: every enemy segment in the hex gets Intel.
  for (const t of Object.values(G.tfs)) {
    if (t.side === side || t.gone || t.rep.k !== 'T' || !t.rep.hexes.includes(hex)) continue;
    if (addIntel(t, hex)) log(c, 'intel', [t.id, hex], [], 'p.21');
  }
  pushVie(G);
}
