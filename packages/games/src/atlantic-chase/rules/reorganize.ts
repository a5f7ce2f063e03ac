/**
 * Reorganize (p.37, p.38): split a station into a new TF (a free identity), merge two
 * stations in one place, or attempt a reinforcement (2d6, 7+; a failure lapses one of your trajectories,
 * chosen by you, and hands the initiative over at once, I-11). Places: the same hex, or the same port box
 * and origin port (I-12).
 */
import { IDENTITY_ROWS, REINFORCEMENT } from '../data';
import type { Side } from '../data/types';
import type { Answer, Frame } from '../../common/procedure';
import { ask, log, pop, roll, sum, type Ctx } from './flow';
import { pushChange } from './initiative';
import { pushLapse } from './lapse';
import { liveShips, other, tfsOf, trajectories } from './state';
import type { G, TF } from './types';
import { no, type Refusal } from './refusals';

export function freeIdentities(G: G, side: Side): string[] {
  const used = new Set(
    Object.values(G.tfs)
      .filter((t) => !t.gone)
      .map((t) => t.identity),
  );
  return IDENTITY_ROWS.filter((i) => i.side === side && !used.has(i.id)).map((i) => i.id);
}
const samePlace = (a: TF, b: TF): boolean =>
  a.rep.k === 'S' && b.rep.k === 'S' && (a.rep.box ? a.rep.box === b.rep.box && a.rep.port === b.rep.port : a.rep.hex !== null && a.rep.hex === b.rep.hex);

export function splitProblem(G: G, side: Side, tfId: string, ships: string[], identity: string): Refusal | null {
  const tf = G.tfs[tfId];
  if (!tf || tf.side !== side || tf.gone || tf.rep.k !== 'S' || (!tf.rep.hex && !tf.rep.box)) return no.splitStation();
  const live = liveShips(G, tf);
  if (ships.length === 0 || ships.length >= live.length || !ships.every((s) => live.includes(s)) || new Set(ships).size !== ships.length)
    return no.splitShips();
  if (!freeIdentities(G, side).includes(identity)) return no.splitIdentity();
  return null;
}
export function doSplit(c: Ctx, tfId: string, ships: string[], identity: string, moveContact: boolean, moveEM: boolean): void {
  const G = c.G;
  const tf = G.tfs[tfId];
  const id = newTfId(G, tf.side);
  const nt: TF = { id, side: tf.side, identity, ships: [...ships], rep: { ...(tf.rep as TF['rep']) }, intel: [], contact: [], em: false };
  tf.ships = tf.ships.filter((s) => !ships.includes(s));
  for (const s of ships) G.ships[s].tf = id;
  // Markers are not created by a split: the owner assigns each (p.37).
  if (moveContact) {
    nt.contact = tf.contact;
    tf.contact = [];
  }
  if (moveEM && tf.em) {
    nt.em = true;
    tf.em = false;
  }
  G.tfs[id] = nt;
  log(c, 'split', [tfId, id, ...ships], [], 'p.37');
}

export function mergeProblem(G: G, side: Side, keep: string, other_: string): Refusal | null {
  const a = G.tfs[keep];
  const b = G.tfs[other_];
  if (!a || !b || keep === other_ || a.side !== side || b.side !== side || a.gone || b.gone) return no.mergeStations();
  if (!samePlace(a, b)) return no.mergePlace();
  return null;
}
export function doMerge(c: Ctx, keep: string, other_: string): void {
  const G = c.G;
  const a = G.tfs[keep];
  const b = G.tfs[other_];
  for (const s of b.ships) G.ships[s].tf = keep;
  a.ships.push(...b.ships);
  a.contact = [...new Set([...a.contact, ...b.contact])];
  a.em = a.em || b.em;
  b.ships = [];
  b.gone = 'eliminated';
  b.contact = [];
  b.em = false;
  log(c, 'merge', [keep, other_], [], 'p.37');
}

function stationsAt(G: G, side: Side, box: string, port: string): TF[] {
  return tfsOf(G, side).filter((t) => t.rep.k === 'S' && t.rep.box === box && t.rep.port === port);
}
export function reinforceProblem(G: G, side: Side, group: string, into: string | null, identity: string | null): Refusal | null {
  const g = G.groups[group];
  if (!g || g.side !== side || g.entered) return no.reinforceGroup();
  if ((G.closed ?? []).includes(g.port)) return no.portClosed();
  const here = stationsAt(G, side, g.box, g.port);
  if (into !== null) return here.some((t) => t.id === into) ? null : no.reinforceJoin();
  if (identity === null || !freeIdentities(G, side).includes(identity)) return no.reinforceIdentity();
  return null;
}

export interface ReinforceFrame extends Frame {
  f: 'reinforce';
  side: Side;
  group: string;
  into: string | null;
  identity: string | null;
  chosen?: string | null;
}

export const reinforceProcedure = {
  step(c: Ctx, fr: ReinforceFrame): void {
    const G = c.G;
    if (fr.step === 'roll') {
      const g = G.groups[fr.group];
      const dice = roll(c, REINFORCEMENT.dice);
      const ok = sum(dice) >= REINFORCEMENT.target;
      log(c, 'reinforcement', [fr.side, fr.group, ok ? 'success' : 'fail'], [...dice, sum(dice)], 'p.37');
      if (ok) {
        g.entered = true;
        let tfId = fr.into;
        if (!tfId) {
          tfId = newTfId(G, fr.side);
          G.tfs[tfId] = {
            id: tfId,
            side: fr.side,
            identity: fr.identity as string,
            ships: [],
            rep: { k: 'S', hex: null, box: g.box, port: g.port },
            intel: [],
            contact: [],
            em: false,
          };
        }
        for (const s of g.ships) {
          if (G.ships[s].status !== 'group') continue;
          G.ships[s].status = 'play';
          G.ships[s].tf = tfId;
          G.tfs[tfId].ships.push(s);
        }
        pop(G);
        return;
      }
      fr.step = 'lapse';
    }
    const opts = trajectories(G, fr.side).map((t) => t.id);
    if (fr.chosen === undefined && opts.length > 1) {
      ask(c, fr.side, 'reinforceLapse', { tfs: opts });
      return;
    }
    pop(G);
    // A failure: one trajectory lapses, then the initiative passes at once (p.37).
    pushChange(G, other(fr.side), 'reinforcement');
    const chosen = fr.chosen ?? opts[0];
    if (chosen) pushLapse(G, [chosen]);
  },
  answer(c: Ctx, fr: ReinforceFrame, _seat: string, a: Answer): Refusal | undefined {
    const tf = a.args[0] as string | null;
    if (a.move !== 'pick' || tf === null || !trajectories(c.G, fr.side).some((t) => t.id === tf)) return no.reinforceLapse();
    fr.chosen = tf;
    return undefined;
  },
};

function newTfId(G: G, side: Side): string {
  const prefix = side === 'BR' ? 'B' : 'G';
  let i = 1;
  while (G.tfs[`${prefix}${i}`]) i++;
  return `${prefix}${i}`;
}
