/**
 * ai.enumerate: every kind of legal answer to the pending decision, computed from a seat's VIEW only (the
 * public state: rules functions read nothing under G.secret). Continuous choices are sampled: trajectory
 * extensions by one hex at each end and by shortest lines toward ports and enemy TFs.
 * Every option offered is legal (the fuzz fails on a refused one).
 */
import { PORT_ROWS, neighbours } from '../data';
import type { HexId, Side } from '../data/types';
import type { Act } from './acts';
import { airSources, designateOptions } from './action';
import { onBoard } from './board';
import { emLeavers } from './breakAway';
import { chooseBreak, chooseFire, chooseManeuver, chooseSmoke, chooseTorpedo, shipStrength } from './policy';
import { fireOptions } from './gunnery';
import { canSmoke, moveZones } from './maneuver';
import { seizeOptions, vieOptions } from './initiative';
import { lapseOptions } from './lapse';
import { transferTargets } from './ports';
import { freeIdentities } from './reorganize';
import { resultOptions, type ResultFrame } from './results';
import { actProblem } from './sequence';
import { slipSignals } from './action';
import { signalsLapseOptions } from './simpleActions';
import { startHexes } from './trajectory';
import { hexesOf, liveShips, other, tfsOf, trajectories, shipRow } from './state';
import type { ActionFrame, Battle, G } from './types';

export interface Choice {
  move: string;
  args: unknown[];
}

const NB = new Map<string, HexId[]>();
/** Trajectory neighbours for a side (cached: the map never changes). */
function nbrs(side: Side, h: HexId): HexId[] {
  const k = `${side}:${h}`;
  let v = NB.get(k);
  if (!v) NB.set(k, (v = neighbours(h, side)));
  return v;
}
const DIST = new Map<string, Map<HexId, number>>();
/** Trajectory steps from `to` to every hex for a side (cached BFS; the map never changes). */
function distFrom(side: Side, to: HexId): Map<HexId, number> {
  const key = `${side}:${to}`;
  let m = DIST.get(key);
  if (m) return m;
  m = new Map([[to, 0]]);
  const q = [to];
  for (let i = 0; i < q.length; i++) {
    for (const n of nbrs(side, q[i])) {
      if (m.has(n)) continue;
      m.set(n, (m.get(q[i]) as number) + 1);
      q.push(n);
    }
  }
  DIST.set(key, m);
  return m;
}
/** Fewest trajectory steps between two hexes for a side (null: unreachable). */
export function stepDist(side: Side, a: HexId, b: HexId): number | null {
  return distFrom(side, b).get(a) ?? null;
}

/** A shortest line (by steps) from `from` toward `to`, at most `max` new hexes, avoiding `avoid`. */
function lineToward(side: Side, from: HexId, to: HexId, max: number, avoid: ReadonlySet<HexId>): HexId[] {
  const out: HexId[] = [];
  let cur = from;
  const seen = new Set(avoid);
  const d = distFrom(side, to);
  for (let i = 0; i < max; i++) {
    const here = d.get(cur);
    if (here === undefined || here === 0) break;
    const next = nbrs(side, cur).find((n) => !seen.has(n) && d.get(n) === here - 1);
    if (!next) break;
    out.push(next);
    seen.add(next);
    cur = next;
  }
  return out;
}

/** Sampled Trajectory actions for one TF (both ends, toward goals). */
export function trajectorySamples(G: G, side: Side, tfId: string, goals: readonly HexId[], maxAdd = 4): HexId[][] {
  const tf = G.tfs[tfId];
  const out: HexId[][] = [];
  const base: HexId[][] = tf.rep.k === 'T' ? [tf.rep.hexes] : startHexes(tf).map((h) => [h]);
  for (const line of base) {
    const room = 15 - line.length;
    if (tf.rep.k === 'S') out.push(line);
    if (room <= 0) continue;
    const used = new Set(line);
    for (const end of [0, line.length - 1]) {
      const h = line[end];
      const around = nbrs(side, h);
      for (const n of around) {
        if (used.has(n)) continue;
        out.push(end === 0 && line.length > 1 ? [n, ...line] : [...line, n]);
        // Two-hex extensions too: a broader sample of the continuous choice.
        if (room >= 2)
          for (const m of nbrs(side, n))
            if (!used.has(m) && m !== h && !around.includes(m)) out.push(end === 0 && line.length > 1 ? [m, n, ...line] : [...line, n, m]);
      }
      for (const goal of goals) {
        const add = lineToward(side, h, goal, Math.min(maxAdd, room), used);
        if (add.length) out.push(end === 0 && line.length > 1 ? [...add.reverse(), ...line] : [...line, ...add]);
      }
      if (line.length === 1) break;
    }
  }
  const seen = new Set<string>();
  return out.filter((l) => (seen.has(l.join()) ? false : (seen.add(l.join()), true)));
}

/** Goal hexes for sampling: enemy TF hexes and friendly port hexes. */
function goalsFor(G: G, side: Side): HexId[] {
  const foes = tfsOf(G, other(side)).flatMap((t) => hexesOf(t).slice(0, 1));
  const ports = PORT_ROWS.filter((p) => p.box && !p.offMap)
    .flatMap((p) => p.hexes.slice(0, 1))
    .slice(0, 3);
  return [...new Set([...foes, ...ports])].slice(0, 6);
}

export function actOptions(G: G, side: Side): Act[] {
  const acts: Act[] = [];
  const mine = tfsOf(G, side);
  const foes = tfsOf(G, other(side));
  const goals = goalsFor(G, side);
  for (const tf of mine) for (const hexes of trajectorySamples(G, side, tf.id, goals)) acts.push({ a: 'TRAJECTORY', tf: tf.id, hexes });
  const trs = trajectories(G, side);
  if (trs.length === 0) acts.push({ a: 'PASS', tf: null, all: false });
  for (const t of trs) acts.push({ a: 'PASS', tf: t.id, all: false });
  acts.push({ a: 'PASS', tf: null, all: true });
  for (const tf of mine)
    for (const foe of foes)
      for (const h of hexesOf(tf))
        if (hexesOf(foe).includes(h)) {
          acts.push({ a: 'NAVAL_SEARCH', tf: tf.id, target: foe.id, hex: h });
          acts.push({ a: 'ENGAGE', tf: tf.id, target: foe.id, hex: h });
        }
  for (const foe of foes)
    for (const h of hexesOf(foe))
      for (const [src, launch] of airSources(G, side, h)) acts.push({ a: 'AIR_STRIKE', source: src, launch, target: foe.id, hex: h });
  for (const [id, f] of Object.entries(G.stealth)) {
    if (f.side !== side || !f.at) continue;
    for (const foe of foes) acts.push({ a: 'STEALTH_ATTACK', force: id, target: foe.id });
    const hexes = [...new Set(foes.flatMap((t) => hexesOf(t)))].slice(0, 6);
    for (const h of hexes) acts.push({ a: 'STEALTH_RECON', force: id, hex: h });
  }
  for (const foe of foes) for (const h of foe.intel) acts.push({ a: 'SIGNALS', target: foe.id, hex: h });
  for (const tf of mine) acts.push({ a: 'COMPLETION', tf: tf.id });
  const ids = freeIdentities(G, side);
  for (const tf of mine) {
    const live = liveShips(G, tf);
    if (live.length > 1 && ids.length)
      acts.push({ a: 'SPLIT', tf: tf.id, ships: [live[live.length - 1]], identity: ids[0], moveContact: false, moveEM: false });
    for (const o of mine) if (o.id !== tf.id) acts.push({ a: 'MERGE', keep: tf.id, other: o.id });
    for (const to of transferTargets(G, tf.id, side)) acts.push({ a: 'TRANSFER', tf: tf.id, to });
    for (const s of live) if (shipRow(s).cls === 'CONVOY') acts.push({ a: 'DISPERSE', ship: s });
  }
  for (const [gid, g] of Object.entries(G.groups)) {
    if (g.side !== side || g.entered) continue;
    acts.push({ a: 'REINFORCE', group: gid, into: null, identity: ids[0] ?? null });
    for (const tf of mine) acts.push({ a: 'REINFORCE', group: gid, into: tf.id, identity: null });
  }
  // Trajectory samples are legal by construction (adjacent steps, one per hex, at most 15, from the
  // station or the ends): only Lütjens' obligation can forbid them; every other act is checked in full.
  const ob = G.obligation && G.obligation.side === side ? G.obligation : null;
  return acts.filter((a) => (a.a === 'TRAJECTORY' ? !ob || (ob.kinds.includes('TRAJECTORY') && ob.tf === a.tf) : actProblem(G, side, a) === null));
}

function battleOptions(G: G, b: Battle, kind: string, side: Side): Choice[] {
  switch (kind) {
    case 'smoke': {
      const can = onBoard(G, b, side).filter((s) => canSmoke(G, s));
      // The policy's choice first (rules/policy.ts): the bots answer with the first option of a battle decision.
      return [
        { move: 'smoke', args: [chooseSmoke(G, b, side)] },
        { move: 'smoke', args: [[]] },
        ...can.map((s) => ({ move: 'smoke', args: [[{ ship: s, obscure: [] }]] })),
      ];
    }
    case 'place': {
      const ships = onBoard(G, b, other(side));
      const all = (z: 'FAR' | 'NEAR' | 'CLOSE') => Object.fromEntries(ships.map((s) => [s, z]));
      return (['FAR', 'NEAR', 'CLOSE'] as const).map((z) => ({ move: 'place', args: [all(z)] }));
    }
    case 'fire': {
      const opts = fireOptions(G, b, side);
      const alt: Record<string, string> = {};
      for (const [a, ts] of Object.entries(opts)) alt[a] = ts[ts.length - 1];
      return [
        { move: 'fire', args: [chooseFire(G, b, side)] },
        { move: 'fire', args: [alt] },
        { move: 'fire', args: [{}] },
      ];
    }
    case 'torpedo':
      return [
        { move: 'torpedo', args: [chooseTorpedo(G, b, side)] },
        { move: 'torpedo', args: [{}] },
      ];
    case 'breakAway':
      return [chooseBreak(G, b, side), !chooseBreak(G, b, side)].map((v) => ({ move: 'breakAway', args: [v] }));
    case 'breakEM':
      // The substitute policy (RULINGS S): spend EM to save the most valuable Far-zone ship.
      return [
        ...emLeavers(G, b, side)
          .sort((x, y) => shipStrength(G, y) - shipStrength(G, x))
          .map((s) => ({ move: 'breakEM', args: [s] })),
        { move: 'breakEM', args: [null] },
      ];
    default:
      return [];
  }
}

/** Every legal answer of `seat` to the pending decision, from its view. */
export function enumerate(G: G, seat: string): Choice[] {
  const p = G.pending;
  if (!p || G.result) return [];
  if (p.seats) {
    if (!p.seats.includes(seat)) return [];
    const sides = ((p.data?.sides as Side[]) ?? []).filter((s) => G.seat[s] === seat && !((p.data?.committed as Side[]) ?? []).includes(s));
    const side = sides[0];
    if (!side || !G.battle) return [];
    return battleOptions(G, G.battle, p.kind, side);
  }
  if (p.seat !== seat || !p.side) return [];
  const side = p.side;
  const top = G.stack[G.stack.length - 1] as unknown as { f: string } & Record<string, unknown>;
  const d = p.data ?? {};
  switch (p.kind) {
    case 'start':
      return [{ move: 'start', args: [] }];
    case 'action':
      return actOptions(G, side).map((a) => ({ move: 'act', args: [a] }));
    case 'seize': {
      const o = seizeOptions(G, side);
      return [
        { move: 'seize', args: ['attempt', null] },
        ...o.em.map((t) => ({ move: 'seize', args: ['attempt', t] })),
        ...(o.decline.length ? o.decline.map((t) => ({ move: 'seize', args: ['decline', t] })) : [{ move: 'seize', args: ['decline', null] }]),
        ...(o.lutjens ? [{ move: 'seize', args: ['lutjens', null] }] : []),
      ];
    }
    case 'vie':
      return [{ move: 'vie', args: [null] }, ...vieOptions(G, side).map((t) => ({ move: 'vie', args: [t] }))];
    case 'lapse':
      return lapseOptions(G, d.tf as string, d.n as number, (d.launch as HexId | null) ?? null).map((o) => ({
        move: 'lapse',
        args: [o.front, o.back, o.station],
      }));
    case 'lapseMode':
      return [
        { move: 'lapseMode', args: [false] },
        { move: 'lapseMode', args: [true] },
      ];
    case 'designate': {
      const o = designateOptions(G, top as unknown as ActionFrame, side);
      const out: Choice[] = [{ move: 'designate', args: [null, null, null] }];
      for (const c of o.coord) out.push({ move: 'designate', args: [c, null, null] });
      for (const [s, l] of o.air) out.push({ move: 'designate', args: [null, s, l] });
      if (o.coord.length && o.air.length) out.push({ move: 'designate', args: [o.coord[0], o.air[0][0], o.air[0][1]] });
      return out;
    }
    case 'spendEM':
    case 'emChoose':
      return [
        { move: 'spendEM', args: [false] },
        { move: 'spendEM', args: [true] },
      ];
    case 'pick':
      return resultOptions(G, top as unknown as ResultFrame).map((v) => ({ move: 'pick', args: [v] }));
    case 'gensoul':
      return [{ move: 'pick', args: [null] }, ...((d.options as string[]) ?? []).map((v) => ({ move: 'pick', args: [v] }))];
    case 'leaderTotal':
      return ['none', 'add', 'sub'].map((v) => ({ move: 'pick', args: [v] }));
    case 'leaderRoll':
      return [{ move: 'pick', args: [null] }, ...((d.options as string[]) ?? []).map((v) => ({ move: 'pick', args: [v] }))];
    case 'signalsLapse':
      return [{ move: 'pick', args: [null] }, ...signalsLapseOptions(G, side, d.hex as HexId).map((t) => ({ move: 'pick', args: [t] }))];
    case 'reinforceLapse':
      return ((d.tfs as string[]) ?? []).map((t) => ({ move: 'pick', args: [t] }));
    case 'slip':
      return [{ move: 'slip', args: [null, null] }, ...slipSignals(G, top as unknown as ActionFrame).map(([t, h]) => ({ move: 'slip', args: [t, h] }))];
    case 'maneuver': {
      const b = G.battle as Battle;
      const ship = d.ship as string;
      const out: Choice[] = [{ move: 'maneuver', args: [chooseManeuver(G, b, ship)] }];
      for (const z of moveZones(b, ship)) {
        out.push({ move: 'maneuver', args: [{ zone: z, smoke: false, obscure: [] }] });
        if (canSmoke(G, ship)) out.push({ move: 'maneuver', args: [{ zone: z, smoke: true, obscure: [] }] });
      }
      return out;
    }
    default:
      return G.battle ? battleOptions(G, G.battle, p.kind, side) : [];
  }
}
