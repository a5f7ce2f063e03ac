/**
 * The solitaire automaton (a SUBSTITUTE for the missing Solitaire book, p.1; data/automaton.ts, RULINGS.md S) and
 * the reasonable-play heuristic it shares with the bot for an empty seat. The automaton's plan (route rolls,
 * paces, mission steps) lives in G.secret and is made at its first decision, after the match has started
 * (DESIGN.md). Its Slip answer is the rulebook's (p.22, p.54: in action.ts).
 */
import { BOT_PLAN, BOT_POLICY, PORT, SCENARIO, SINK_VP, actionResult } from '../data';
import type { HexId, Side } from '../data/types';
import type { Answer } from '../../common/procedure';
import type { Act } from './acts';
import { designateOptions, modifiers } from './action';
import { enumerate, stepDist, type Choice } from './enumerate';
import { AUTO, roll, sum, type Ctx } from './flow';
import { sideStrength } from './policy';
import { attackResult, type Attack } from './gunnery';
import { hexesOf, length, liveShips, other, shipRow, tfsOf, trajectories } from './state';
import { trajectoryTotal } from './trajectoryTotal';
import { completionPort } from './simpleActions';
import { secretCompositions } from './identify';
import type { ActionFrame, G, TF } from './types';

/** Roll the automaton's route plans and paces (on the server, after the match starts, kept secret: RULINGS E-4). */
function prepareAutomaton(c: Ctx): void {
  const G = c.G;
  const plan = SCENARIO[G.scenario].solo ? BOT_PLAN[SCENARIO[G.scenario].solo!.plan] : undefined;
  const a = { routes: {} as Record<string, number>, pace: {} as Record<string, number>, step: {} as Record<string, number> };
  for (const t of plan?.tfs ?? []) {
    const d = roll(c, 1)[0];
    a.routes[t.tf] = Math.max(
      0,
      t.routes.findIndex((r) => (r.die.min ?? 1) <= d && d <= (r.die.max ?? 6)),
    );
    a.pace[t.tf] = BOT_POLICY.pace.base + Math.floor(roll(c, 1)[0] / BOT_POLICY.pace.dieDivisor);
    a.step[t.tf] = 0;
  }
  G.secret.automaton = a;
  secretCompositions(G);
}

/** The automaton's destination for a TF now (secret plan), or null: the enemy's nearest TF. */
function planGoal(G: G, tf: TF): { goal: HexId | null; mission: string; ports: string[] } {
  const plan = SCENARIO[G.scenario].solo ? BOT_PLAN[SCENARIO[G.scenario].solo!.plan] : undefined;
  const entry = plan?.tfs.find((t) => t.tf === tf.id);
  const sec = G.secret.automaton;
  if (!entry || !sec) return { goal: nearestEnemy(G, tf), mission: 'HUNT', ports: [] };
  let k = sec.step[tf.id] ?? 0;
  const step = entry.steps[Math.min(k, entry.steps.length - 1)];
  if (step.mission === 'RAID') {
    const target = step.targetTf ? G.tfs[step.targetTf] : undefined;
    const done = !target || !!target.gone || G.vp[tf.side] > 0 || (G.clock !== null && G.clock <= 6);
    if (done && k < entry.steps.length - 1) {
      sec.step[tf.id] = ++k;
      return planGoal(G, tf);
    }
    return { goal: target && !target.gone ? (hexesOf(target)[0] ?? null) : null, mission: 'RAID', ports: [] };
  }
  const route = entry.routes[sec.routes[tf.id] ?? 0];
  const here = hexesOf(tf);
  const next = route?.waypoints.find((w) => !here.includes(w) && !G.scored.includes(`wp:${tf.id}:${w}`));
  const portHex = step.ports.length ? PORT[step.ports[0]].hexes[0] : null;
  return { goal: next ?? portHex, mission: step.mission, ports: step.ports };
}

/** The nearest enemy TF's hex (a station in a box: its port hex), for hunting (RULINGS S). */
export function nearestEnemy(G: G, tf: TF): HexId | null {
  const from = hexesOf(tf)[0] ?? (tf.rep.k === 'S' && tf.rep.port ? PORT[tf.rep.port].hexes[0] : undefined);
  let best: HexId | null = null;
  let bd = Infinity;
  for (const foe of tfsOf(G, other(tf.side))) {
    const hs = hexesOf(foe).length ? hexesOf(foe) : foe.rep.k === 'S' && foe.rep.port ? PORT[foe.rep.port].hexes : [];
    for (const h of hs) {
      const d = from ? (stepDist(tf.side, from, h) ?? 99) : 99;
      if (d < bd) {
        bd = d;
        best = h;
      }
    }
  }
  return best;
}

/** Expected worth of an action table roll for `side` (P(result ≥ something useful)). */
function actionWorth(G: G, act: Act, side: Side): number {
  if (act.a !== 'NAVAL_SEARCH' && act.a !== 'ENGAGE' && act.a !== 'AIR_STRIKE') return 0;
  const active = act.a === 'AIR_STRIKE' ? act.source : act.tf;
  const fr = {
    f: 'action',
    step: 'roll',
    kind: act.a,
    side,
    active,
    target: act.target,
    hex: act.hex,
    coord: {},
    air: {},
    alert: 0,
    em: false,
    total: 0,
  } as ActionFrame;
  if (act.a === 'AIR_STRIKE') fr.air[side] = { source: act.source, launch: act.launch };
  const total = trajectoryTotal(G, {
    active: G.tfs[active] ? active : null,
    activeCoord: null,
    activeAir: null,
    target: act.target,
    inactiveCoord: null,
    inactiveAir: null,
  });
  const mod = sum(modifiers(G, fr).map((m) => m[1]));
  let good = 0;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) {
      const r = actionResult(act.a, total, a + b + mod).result;
      if (r !== 'MISS' && r !== 'CONTACT') good += 1 / 36;
    }
  return good;
}

/** Score an action for `side` (higher is better): the substitute policy (RULINGS S) as weights. */
function scoreAct(G: G, side: Side, act: Act, goalOf: (tf: TF) => HexId | null, wantsPort: (tf: TF) => boolean): number {
  switch (act.a) {
    case 'COMPLETION': {
      const tf = G.tfs[act.tf];
      const dest = SCENARIO[G.scenario].convoys.find((r) => tf.ships.includes(r.ship))?.destination ?? null;
      if (dest) return completionPort(G, side, tf.id) === dest ? 100 : -50;
      return wantsPort(tf) ? 100 : -50;
    }
    case 'ENGAGE': {
      const mine = sideStrength(G, liveShips(G, G.tfs[act.tf]));
      const theirs = sideStrength(G, liveShips(G, G.tfs[act.target]));
      return mine >= BOT_POLICY.engage.strengthRatio * theirs ? 60 + 30 * actionWorth(G, act, side) : -20;
    }
    case 'AIR_STRIKE':
      return 50 + 30 * actionWorth(G, act, side);
    case 'NAVAL_SEARCH': {
      const target = G.tfs[act.target];
      const convoy = liveShips(G, target).some((s) => shipRow(s).cls === 'CONVOY');
      return 40 + 30 * actionWorth(G, act, side) + (convoy ? 10 : 0);
    }
    case 'SIGNALS': {
      const t = G.tfs[act.target];
      const near = tfsOf(G, side).some((m) => hexesOf(m).some((h) => h === act.hex));
      return near ? 55 : 15 + length(t);
    }
    case 'STEALTH_ATTACK':
      return 35;
    case 'STEALTH_RECON':
      return 8;
    case 'TRAJECTORY': {
      const tf = G.tfs[act.tf];
      const goal = goalOf(tf);
      const len = act.hexes.length;
      if (len > BOT_POLICY.pace.base + 2) return -10;
      if (!goal) return 5 - len;
      const ends = [act.hexes[0], act.hexes[len - 1]];
      const best = Math.min(...ends.map((h) => stepsOr(h, goal, tf.side)));
      const before = Math.min(
        ...(tf.rep.k === 'T' ? [tf.rep.hexes[0], tf.rep.hexes[tf.rep.hexes.length - 1]] : hexesOf(tf).length ? hexesOf(tf) : [act.hexes[0]]).map((h) =>
          stepsOr(h, goal, tf.side),
        ),
      );
      return best < before ? 20 + (before - best) * 2 - len * 0.5 : -5;
    }
    case 'PASS':
      return act.all
        ? trajectories(G, side).filter((t) => length(t) > BOT_POLICY.allPass.longerThan).length >= BOT_POLICY.allPass.trajectories
          ? 12
          : -30
        : 10 + (act.tf ? length(G.tfs[act.tf]) : 0) * 0.5;
    case 'TRANSFER':
      return wantsPort(G.tfs[act.tf]) ? 1 : -5;
    case 'REINFORCE':
      return G.vp[side] <= G.vp[other(side)] ? 9 : 2;
    default:
      return -40;
  }
}

function stepsOr(a: HexId, b: HexId, side: Side): number {
  return stepDist(side, a, b) ?? 40;
}

/** The heuristic choice among legal `choices` for the pending decision (automaton and bot). */
export function heuristic(
  G: G,
  side: Side,
  choices: readonly Choice[],
  goalOf: (tf: TF) => HexId | null,
  wantsPort: (tf: TF) => boolean,
  rnd: () => number,
): Choice {
  const p = G.pending!;
  const pickBest = (score: (c: Choice) => number): Choice => {
    let best = choices[0];
    let bs = -Infinity;
    for (const c of choices) {
      const s = score(c) + rnd() * 0.01;
      if (s > bs) {
        bs = s;
        best = c;
      }
    }
    return best;
  };
  switch (p.kind) {
    case 'action':
      return pickBest((c) => scoreAct(G, side, c.args[0] as Act, goalOf, wantsPort));
    case 'seize': {
      // Attempt when P(success) ≥ 0.40 (RULINGS S); else decline for EM.
      const need = 9 - G.tally;
      const p2 = Array.from({ length: 36 }, (_, i) => Math.floor(i / 6) + (i % 6) + 2).filter((s) => s >= need).length / 36;
      const blocking = G.stack.some((f) => f.f === 'completion');
      return pickBest((c) => {
        const [ch, tf] = c.args as [string, string | null];
        if (ch === 'lutjens') return 100;
        if (ch === 'attempt') return (p2 >= BOT_POLICY.seizeChance || blocking ? 50 : 0) + (tf ? (p2 < 0.6 ? 5 : -5) : 0);
        return 20 + (tf ? 5 : 0);
      });
    }
    case 'vie':
      return pickBest((c) => (c.args[0] ? (G.tally < 2 ? 1 : -1) : 0));
    case 'spendEM':
      return pickBest((c) => {
        const tf = G.tfs[(p.data?.tf as string) ?? ''];
        const worth = tf
          ? liveShips(G, tf).reduce((n, s) => n + (shipRow(s).cls === 'CONVOY' ? 3 : (SINK_VP[shipRow(s).cls as keyof typeof SINK_VP] ?? 0)), 0)
          : 0;
        return c.args[0] ? (worth >= BOT_POLICY.emTargetVp ? 1 : -1) : 0;
      });
    case 'leaderTotal': {
      // A lower total helps the active side, a higher one the target's (p.17).
      const want = side === G.initiative ? 'sub' : 'add';
      return choices.find((c) => c.args[0] === want) ?? choices[0];
    }
    case 'leaderRoll': {
      const dice = (p.data?.dice as number[]) ?? [6, 6];
      const what = p.data?.what as string | undefined;
      if (what === 'battle') {
        const attacks = ((G.stack[G.stack.length - 1] as unknown as { attacks?: Attack[] }).attacks ?? []) as Attack[];
        const gain = (v: string): number => {
          const i = Number(v.slice(1).split('.')[0]);
          const x = attacks[i];
          if (!x) return 0;
          const y: Attack = { ...x, dice: [...x.dice], mods: [...x.mods] };
          if (v.startsWith('p')) y.mods.push(['somerville', 2]);
          else y.dice[Number(v.split('.')[1])] = 6;
          return attackResult(y).hits - attackResult(x).hits;
        };
        let best: Choice = choices[0];
        let bg = 0;
        for (const c of choices) {
          if (c.args[0] === null) continue;
          const g = gain(c.args[0] as string);
          if (g > bg) {
            bg = g;
            best = c;
          }
        }
        return best;
      }
      if (what === 'breakAway') return choices.find((c) => c.args[0] === (dice[0] <= dice[1] ? 'six0' : 'six1')) ?? choices[0];
      if (what === 'weather') return choices.find((c) => c.args[0] === (G.weather === 'BAD' && dice[0] <= 4 ? 'six0' : null)) ?? choices[0];
      if (what === 'vie') return choices.find((c) => c.args[0] === (dice[0] <= 3 ? 'six0' : null)) ?? choices[0];
      if (what === 'seize') {
        const lo = dice[0] <= dice[1] ? 0 : 1;
        const useIt = dice[0] + dice[1] + G.tally < 9 && 6 + dice[1 - lo] + G.tally >= 9;
        return choices.find((c) => c.args[0] === (useIt ? `six${lo}` : null)) ?? choices[0];
      }
      const six = dice[0] <= dice[1] ? 'six0' : 'six1';
      const gain = Math.max(6 - Math.min(...dice), 0);
      const pick = gain >= 2 ? six : dice[0] + dice[1] <= 9 ? 'plus2' : null;
      return choices.find((c) => c.args[0] === pick) ?? choices.find((c) => c.args[0] === six) ?? choices[0];
    }
    case 'gensoul':
      return choices[choices.length - 1];
    case 'emChoose':
      return pickBest((c) => (c.args[0] ? 1 : 0));
    case 'designate': {
      const fr = G.stack[G.stack.length - 1] as ActionFrame;
      const o = designateOptions(G, fr, side);
      void o;
      // The inactive side reduces the total; the active side adds modifiers (RULINGS S).
      return pickBest((c) => (c.args[0] ? 2 : 0) + (c.args[1] ? 2 : 0));
    }
    case 'lapse': {
      const tf = G.tfs[p.data?.tf as string];
      const goal = tf ? goalOf(tf) : null;
      return pickBest((c) => {
        const [front, back, station] = c.args as [number, number, HexId | null];
        if (!tf || tf.rep.k !== 'T') return 0;
        const rest = tf.rep.hexes.slice(front, tf.rep.hexes.length - back);
        const keep = station ? [station] : rest;
        if (!goal) return front - back * 0.1;
        return -Math.min(...keep.map((h) => stepsOr(h, goal, tf.side)));
      });
    }
    case 'pick': {
      const what = p.data?.what as string;
      if (what === 'SKIRMISH') {
        const fr = G.stack.find((f) => f.f === 'action') as ActionFrame | undefined;
        const mine = fr && G.tfs[fr.active] ? sideStrength(G, liveShips(G, G.tfs[fr.active])) : 0;
        const theirs = fr ? sideStrength(G, liveShips(G, G.tfs[fr.target])) : 1;
        return pickBest((c) => (c.args[0] === 'battle' ? (mine >= theirs ? 1 : -1) : 0));
      }
      if ((what && what.startsWith('HIT')) || what === 'DAMAGE') return pickBest((c) => SINK_VP[shipRow(c.args[0] as string).cls as keyof typeof SINK_VP] ?? 3);
      return choices[0];
    }
    default: {
      // Battle choices: the first option is the policy's (enumerate puts it first); break away by ratio.
      return choices[0];
    }
  }
}

/** The automaton's answer to its pending decision (full state: it may read its own plan). */
export function automatonAnswer(c: Ctx): Answer {
  const G = c.G;
  if (!G.secret.automaton) prepareAutomaton(c);
  const side = G.pending!.side as Side;
  const choices = enumerate(G, AUTO);
  if (!choices.length) throw new Error(`atlantic-chase automaton: no option for ${G.pending!.kind}`);
  let seed = G.actions * 7919 + G.stack.length;
  const rnd = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const goalOf = (tf: TF) => (tf.side === side ? planGoal(G, tf).goal : null);
  const wantsPort = (tf: TF) => planGoal(G, tf).mission === 'RETURN' || planGoal(G, tf).mission === 'BREAKOUT';
  const ch = heuristic(G, side, choices, goalOf, wantsPort, rnd);
  return { move: ch.move, args: ch.args };
}
