/**
 * The sequence of play (p.25): the active player declares actions one after
 * another (no activation limit) or makes free operations; the scenario's end is checked after every action
 * and initiative change. Lütjens' obligation (p.10, I-21) binds the German player's next action.
 */
import type { Answer, Frame } from '../../common/procedure';
import type { Side } from '../data/types';
import type { Act } from './acts';
import { declareProblem, newAction } from './action';
import { ask, log, pop, push, type Ctx } from './flow';
import { applyTransfer, disperseProblem, transferProblem } from './ports';
import { doMerge, doSplit, mergeProblem, reinforceProblem, splitProblem, type ReinforceFrame } from './reorganize';
import {
  completionProblem,
  doPass,
  doRecon,
  doSignalsEffect,
  doTrajectory,
  passProblem,
  reconProblem,
  signalsProblem,
  trajectoryActionProblem,
  type CompletionFrame,
  type SignalsFrame,
} from './simpleActions';
import { hexesOf } from './state';
import { startHexes } from './trajectory';
import { neighbours } from '../data';
import type { G } from './types';
import { checkEnd } from './victory';
import { no, type Refusal } from './refusals';

interface SeqFrame extends Frame {
  f: 'seq';
}

/** Why `side` may not declare `act` now, or null. */
export function actProblem(G: G, side: Side, act: Act): Refusal | null {
  const ob = G.obligation;
  if (ob && ob.side === side && !['TRANSFER', 'DISPERSE'].includes(act.a)) {
    const tf = 'tf' in act ? act.tf : act.a === 'AIR_STRIKE' ? act.source : null;
    if (!ob.kinds.includes(act.a) || tf !== ob.tf) return no.obligation(ob.tf, G.tfs[ob.tf]?.identity ?? '');
  }
  switch (act.a) {
    case 'TRAJECTORY':
      return trajectoryActionProblem(G, side, act.tf, act.hexes);
    case 'PASS':
      return passProblem(G, side, act.tf, act.all);
    case 'NAVAL_SEARCH':
    case 'ENGAGE':
      return declareProblem(G, side, act.a, act.tf, act.target, act.hex, null);
    case 'AIR_STRIKE':
      return declareProblem(G, side, 'AIR_STRIKE', act.source, act.target, act.hex, act.launch);
    case 'STEALTH_ATTACK': {
      const f = G.stealth[act.force];
      return declareProblem(G, side, 'STEALTH_ATTACK', act.force, act.target, f?.at ?? '', null);
    }
    case 'STEALTH_RECON':
      return reconProblem(G, side, act.force, act.hex);
    case 'SIGNALS':
      return signalsProblem(G, side, act.target, act.hex);
    case 'COMPLETION':
      return completionProblem(G, side, act.tf);
    case 'SPLIT':
      return splitProblem(G, side, act.tf, act.ships, act.identity);
    case 'MERGE':
      return mergeProblem(G, side, act.keep, act.other);
    case 'REINFORCE':
      return reinforceProblem(G, side, act.group, act.into, act.identity);
    case 'TRANSFER':
      return transferProblem(G, side, act.tf, act.to);
    case 'DISPERSE':
      return disperseProblem(G, side, act.ship);
  }
}

/** Carry out a legal declaration: immediate effects, or the action's procedure pushed. */
function perform(c: Ctx, side: Side, act: Act): void {
  const G = c.G;
  if (act.a !== 'TRANSFER' && act.a !== 'DISPERSE') {
    G.actions += 1;
    if (G.obligation?.side === side) G.obligation = null;
  }
  log(c, 'declare', [side, act.a], [G.actions], 'p.25');
  switch (act.a) {
    case 'TRAJECTORY':
      doTrajectory(c, act.tf, act.hexes);
      return;
    case 'PASS':
      doPass(c, side, act.tf, act.all);
      return;
    case 'NAVAL_SEARCH':
    case 'ENGAGE':
      push(G, newAction(side, act.a, act.tf, act.target, act.hex, null));
      return;
    case 'AIR_STRIKE':
      push(G, newAction(side, 'AIR_STRIKE', act.source, act.target, act.hex, act.launch));
      return;
    case 'STEALTH_ATTACK':
      push(G, newAction(side, 'STEALTH_ATTACK', act.force, act.target, G.stealth[act.force].at as string, null));
      return;
    case 'STEALTH_RECON':
      doRecon(c, side, act.force, act.hex);
      return;
    case 'SIGNALS':
      doSignalsEffect(c, act.target, act.hex);
      push(G, { f: 'signals', step: 'go', side, hex: act.hex } as SignalsFrame);
      return;
    case 'COMPLETION':
      push(G, { f: 'completion', step: 'seize', side, tf: act.tf } as CompletionFrame);
      return;
    case 'SPLIT':
      doSplit(c, act.tf, act.ships, act.identity, act.moveContact, act.moveEM);
      return;
    case 'MERGE':
      doMerge(c, act.keep, act.other);
      return;
    case 'REINFORCE':
      push(G, { f: 'reinforce', step: 'roll', side, group: act.group, into: act.into, identity: act.identity } as ReinforceFrame);
      return;
    case 'TRANSFER':
      applyTransfer(c, act.tf, act.to);
      return;
    case 'DISPERSE':
      G.ships[act.ship].dispersed = true;
      G.dispersals.push(act.ship);
      log(c, 'dispersed', [act.ship], [], 'p.12');
      return;
  }
}

/** I-21: an obligation none of whose actions is legal for the TF is void. */
function obligationVoid(G: G): boolean {
  const ob = G.obligation;
  if (!ob) return false;
  const tf = G.tfs[ob.tf];
  if (!tf || tf.gone) return true;
  const legal = (act: Act) => ob.kinds.includes(act.a) && actProblem(G, ob.side, act) === null;
  const line = tf.rep.k === 'T' ? tf.rep.hexes : [];
  const free = (h: string) => neighbours(h, tf.side).some((n) => !line.includes(n));
  if (ob.kinds.includes('TRAJECTORY') && (tf.rep.k === 'S' ? startHexes(tf).length > 0 : line.length < 15 && (free(line[0]) || free(line[line.length - 1]))))
    return false;
  if (tf.rep.k === 'T' && legal({ a: 'PASS', tf: tf.id, all: false })) return false;
  if (legal({ a: 'COMPLETION', tf: tf.id })) return false;
  for (const foe of Object.values(G.tfs))
    for (const h of hexesOf(tf))
      if (
        foe.side !== tf.side &&
        hexesOf(foe).includes(h) &&
        (legal({ a: 'ENGAGE', tf: tf.id, target: foe.id, hex: h }) || legal({ a: 'NAVAL_SEARCH', tf: tf.id, target: foe.id, hex: h }))
      )
        return false;
  return true;
}

export const seqProcedure = {
  step(c: Ctx, fr: SeqFrame): void {
    void fr;
    if (checkEnd(c)) {
      c.G.stack = [];
      return;
    }
    if (obligationVoid(c.G)) {
      log(c, 'obligationVoid', [c.G.obligation!.tf], [], 'p.10');
      c.G.obligation = null;
    }
    ask(c, c.G.initiative, 'action', c.G.obligation ? { obligation: c.G.obligation } : undefined);
  },
  answer(c: Ctx, _fr: SeqFrame, _seat: string, a: Answer): Refusal | undefined {
    if (a.move !== 'act') return no.declareAct();
    const act = a.args[0] as Act;
    const side = c.G.initiative;
    const p = actProblem(c.G, side, act);
    if (p) return p;
    pop(c.G);
    perform(c, side, act);
    return undefined;
  },
};
