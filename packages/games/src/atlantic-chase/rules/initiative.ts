/**
 * Initiative (p.25, p.26, p.53, p.54): Seize (2d6 + Tally + optional EM, 9+) or
 * decline for an EM marker; Vie (1d6 each, the inactive player adds Tally and optional EM, ties keep);
 * the Tally; the initiative change (Tally 0, the operation clock, and the new active player's weather
 * check (p.25) on every change and never otherwise). Lütjens seizes automatically (p.10).
 */
import { INITIATIVE, LEADER, WEATHER_ROWS, inBand } from '../data';
import type { Side } from '../data/types';
import type { Answer, Frame } from '../../common/procedure';
import { addEM } from './markers';
import { ask, log, pop, push, roll, sum, type Ctx } from './flow';
import { other, tfsOf, touchesArctic, tfOfShip } from './state';
import { TF_ACTIONS, sixLeaderOf, useLeader } from './leaders';
import type { G, TF } from './types';
import { no, type Refusal } from './refusals';

interface ChangeFrame extends Frame {
  f: 'change';
  to: Side;
  why: string;
  die?: number;
}
interface SeizeFrame extends Frame {
  f: 'seize';
  side: Side;
  choice?: [string, string | null];
  report?: number;
  dice?: number[];
}
interface VieFrame extends Frame {
  f: 'vie';
  choice?: string | null;
  asked?: boolean;
  dice?: Partial<Record<Side, number>>;
  offered?: Side[];
}

/** EM modifier for Seize and Vie (EM-3a, p.26): +1 Good, +2 Bad, +2 on the Arctic line. */
function emInitiativeMod(G: G, tf: TF): number {
  return G.weather === 'BAD' || touchesArctic(tf) ? INITIATIVE.emBad : INITIATIVE.emGood;
}

/** Lütjens' ship's TF, if his benefit is available to `side` (p.10). */
function lutjensTf(G: G, side: Side): TF | undefined {
  const l = G.leaders.lutjens;
  if (!l || l.uses <= 0 || !l.on || LEADER.lutjens.side !== side) return undefined;
  const tf = tfOfShip(G, l.on);
  return tf && !tf.gone ? tf : undefined;
}

export function seizeOptions(G: G, side: Side): { em: string[]; decline: string[]; lutjens: boolean } {
  const tfs = tfsOf(G, side);
  return { em: tfs.filter((t) => t.em).map((t) => t.id), decline: tfs.filter((t) => !t.em).map((t) => t.id), lutjens: !!lutjensTf(G, side) };
}

function seizeProblem(G: G, side: Side, choice: string, tf: string | null): Refusal | null {
  const o = seizeOptions(G, side);
  if (choice === 'attempt') return tf === null || o.em.includes(tf) ? null : no.seizeEm();
  if (choice === 'decline') return (tf === null && o.decline.length === 0) || (tf !== null && o.decline.includes(tf)) ? null : no.seizeDecline();
  if (choice === 'lutjens') return o.lutjens && tf === null ? null : no.lutjens();
  return no.seizeChoice();
}

/** Resolve a Seize choice (p.26); true when the initiative changes. */
function resolveSeize(c: Ctx, side: Side, choice: string, tfId: string | null, rolled?: number[]): boolean {
  const G = c.G;
  if (choice === 'decline') {
    const tf = tfId ? G.tfs[tfId] : undefined;
    if (tf) addEM(tf);
    log(c, 'seizeDeclined', [side, ...(tfId ? [tfId] : [])], [G.tally], 'p.26');
    return false;
  }
  if (choice === 'lutjens') {
    const tf = lutjensTf(G, side) as TF;
    useLeader(G, 'lutjens');
    addEM(tf);
    G.obligation = { side, tf: tf.id, kinds: ['COMPLETION', 'ENGAGE', 'NAVAL_SEARCH', 'TRAJECTORY'] };
    log(c, 'lutjens', [side, tf.id], [], 'p.10');
    return true;
  }
  const mods: number[] = [G.tally];
  if (tfId) {
    const tf = G.tfs[tfId];
    mods.push(emInitiativeMod(G, tf));
    tf.em = false;
  }
  const dice = rolled ?? roll(c, INITIATIVE.seizeDice);
  const total = sum(dice) + sum(mods);
  const ok = total >= INITIATIVE.seizeTarget;
  log(c, 'seize', [side, ...(tfId ? [tfId] : []), ok ? 'success' : 'fail'], [...dice, ...mods, total], 'p.26');
  if (!ok) G.tally += INITIATIVE.tallyPerFailure;
  return ok;
}

export function vieOptions(G: G, side: Side): string[] {
  return tfsOf(G, side)
    .filter((t) => t.em)
    .map((t) => t.id);
}

/** Vie (p.26): true when the inactive player wins. */
function resolveVie(c: Ctx, tfId: string | null, rolled?: Partial<Record<Side, number>>): boolean {
  const G = c.G;
  const inactive = other(G.initiative);
  const mods: number[] = [G.tally];
  if (tfId) {
    mods.push(emInitiativeMod(G, G.tfs[tfId]));
    G.tfs[tfId].em = false;
  }
  const a = rolled?.[G.initiative] ?? roll(c, 1)[0];
  const b = rolled?.[inactive] ?? roll(c, 1)[0];
  const won = b + sum(mods) > a;
  log(c, 'vie', [G.initiative, inactive, ...(tfId ? [tfId] : []), won ? 'inactiveWins' : 'activeKeeps'], [a, b, ...mods, b + sum(mods)], 'p.26');
  if (!won) G.tally += INITIATIVE.tallyPerFailure;
  return won;
}

/** The weather check (p.25). */
function weatherCheck(c: Ctx, side: Side, rolled?: number): void {
  const G = c.G;
  const d = rolled ?? roll(c, 1)[0];
  const row = WEATHER_ROWS.find((r) => r.current === G.weather && inBand(d, r.die))!;
  log(c, 'weather', [side, G.weather, row.next], [d], 'p.25');
  G.weather = row.next;
}

/** Marschall/Forbes after an initiative or weather roll (p.10): ask, or undefined when not available. */
function offerSix(c: Ctx, side: Side, dice: number[], what: string): boolean {
  const l = sixLeaderOf(c.G, side);
  if (!l || dice.every((d) => d === 6)) return false;
  ask(c, side, 'leaderRoll', { options: dice.map((_, i) => `six${i}`), dice, what, leader: l[0] });
  return true;
}
/** Answer a Marschall/Forbes offer: the die becomes a 6, the leader is used, his TF is the next active TF (E-11). */
function answerSix(c: Ctx, side: Side, dice: number[], a: Answer): Refusal | undefined {
  if (a.move !== 'pick') return no.sixLeader();
  const v = a.args[0] as string | null;
  if (v === null) return undefined;
  const i = dice.map((_, k) => `six${k}`).indexOf(v);
  const l = sixLeaderOf(c.G, side);
  if (i < 0 || !l) return no.sixDie();
  dice[i] = 6;
  useLeader(c.G, l[0]);
  c.G.obligation = { side, tf: l[1], kinds: [...TF_ACTIONS] };
  log(c, 'leaderDie', [l[0], v], [...dice], 'p.10');
  return undefined;
}

export const changeProcedure = {
  step(c: Ctx, fr: ChangeFrame): void {
    const G = c.G;
    if (fr.step === 'go') {
      G.initiative = fr.to;
      G.changes = (G.changes ?? 0) + 1;
      G.tally = INITIATIVE.tallyOnChange;
      if (G.clock !== null) G.clock -= 1;
      log(c, 'initiativeChange', [fr.to, fr.why], [G.clock ?? -1], 'p.26');
      fr.die = roll(c, 1)[0];
      fr.step = 'weather';
      if (offerSix(c, fr.to, [fr.die], 'weather')) return;
    }
    pop(G);
    weatherCheck(c, fr.to, fr.die);
  },
  answer(c: Ctx, fr: ChangeFrame, _seat: string, a: Answer): Refusal | undefined {
    const dice = [fr.die as number];
    const p = answerSix(c, fr.to, dice, a);
    fr.die = dice[0];
    return p;
  },
};

export function pushChange(G: G, to: Side, why: string): void {
  // The frame starts at 'go'; its weather die may be offered to Marschall/Forbes.
  push(G, { f: 'change', step: 'go', to, why } as ChangeFrame);
}

export const seizeProcedure = {
  step(c: Ctx, fr: SeizeFrame): void {
    const G = c.G;
    if (!fr.choice) {
      ask(c, fr.side, 'seize', seizeOptions(G, fr.side));
      return;
    }
    if (fr.choice[0] === 'attempt' && !fr.dice) {
      fr.dice = roll(c, INITIATIVE.seizeDice);
      if (offerSix(c, fr.side, fr.dice, 'seize')) return;
    }
    pop(G);
    const ok = resolveSeize(c, fr.side, fr.choice[0], fr.choice[1], fr.dice);
    // A Seize before a Completion reports to it, which orders the Time Lapse and the change (p.29).
    if (fr.report !== undefined) (G.stack[fr.report] as Frame & { seized?: boolean }).seized = ok;
    else if (ok) pushChange(G, fr.side, 'seize');
  },
  answer(c: Ctx, fr: SeizeFrame, _seat: string, a: Answer): Refusal | undefined {
    if (c.G.pending?.kind === 'leaderRoll') return answerSix(c, fr.side, fr.dice as number[], a);
    if (a.move !== 'seize') return no.answerSeize();
    const [choice, tf] = a.args as [string, string | null];
    const p = seizeProblem(c.G, fr.side, choice, tf);
    if (p) return p;
    fr.choice = [choice, tf];
    return undefined;
  },
};

export const vieProcedure = {
  step(c: Ctx, fr: VieFrame): void {
    const G = c.G;
    const inactive = other(G.initiative);
    if (!fr.asked && vieOptions(G, inactive).length > 0) {
      ask(c, inactive, 'vie', { em: vieOptions(G, inactive) });
      return;
    }
    if (!fr.dice) {
      const active = G.initiative;
      fr.dice = { [active]: roll(c, 1)[0], [inactive]: roll(c, 1)[0] } as Record<Side, number>;
      fr.offered = [];
    }
    // Marschall/Forbes on either player's Vie die (p.10), the inactive player first.
    for (const s of [inactive, G.initiative]) {
      if ((fr.offered as Side[]).includes(s)) continue;
      (fr.offered as Side[]).push(s);
      if (offerSix(c, s, [fr.dice[s] as number], 'vie')) return;
    }
    pop(G);
    if (resolveVie(c, fr.choice ?? null, fr.dice)) pushChange(G, inactive, 'vie');
  },
  answer(c: Ctx, fr: VieFrame, _seat: string, a: Answer): Refusal | undefined {
    if (c.G.pending?.kind === 'leaderRoll') {
      const s = c.G.pending.side as Side;
      const dice = [(fr.dice as Record<Side, number>)[s]];
      const p = answerSix(c, s, dice, a);
      (fr.dice as Record<Side, number>)[s] = dice[0];
      return p;
    }
    if (a.move !== 'vie') return no.answerVie();
    const tf = a.args[0] as string | null;
    if (tf !== null && !vieOptions(c.G, other(c.G.initiative)).includes(tf)) return no.seizeEm();
    fr.choice = tf;
    fr.asked = true;
    return undefined;
  },
};

export function pushSeize(G: G, side: Side, report?: number): void {
  const f: SeizeFrame = { f: 'seize', step: 'ask', side };
  if (report !== undefined) f.report = report;
  push(G, f);
}
export function pushVie(G: G): void {
  push(G, { f: 'vie', step: 'ask' } as VieFrame);
}
