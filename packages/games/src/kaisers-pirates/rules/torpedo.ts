/**
 * Submarine torpedo attacks [3.3.34, 3.3.35]: a prize first (6.9.1), the defender's window
 * (Q-Ship [3.3.23], Razzle-Dazzle [3.3.24]), the Q-ship's duel, and the submarines' coins (the ghost's from
 * data/solitaire.ts).
 */
import { ACTION, GHOST_COINS, type ActionType, type Coin } from '../data';
import { attackOutcome } from './dice';
import type { Procedure } from '../../common/procedure';
import { emit, pop, push, roll, type Answer, type Ctx } from './core';
import { ghostDefence } from './soldeck';
import { damagePenalty, defenseCoin, isSailingMerchant, vaEntryFor } from './state';
import type { Frame, Side } from './types';
import { applyResult, decisionRoll, human, openWindow, reactionPair, shipById, takeReaction } from './attack';
import { refuse, type Refusal } from '../../common/refusal';

interface SubStats {
  card: string | null;
  torpedo: Coin;
  defense: Coin;
  gun: Coin;
  va: number;
}

interface TorpFrame extends Frame {
  f: 'torpedo';
  att: Side;
  def: Side;
  target: string;
  sub: SubStats;
  react: { type: ActionType; card: string | null } | null;
}

export function startTorpedo(c: Ctx, o: { att: Side; def: Side; target: string; sub: SubStats }): void {
  push(c, { f: 'torpedo', step: 'start', ...o, react: null } as TorpFrame);
}

function torpStep(c: Ctx, frame: Frame): void {
  const fr = frame as TorpFrame;
  const { G } = c;
  const X = shipById(G, fr.target);
  if (!X && fr.step !== 'done') fr.step = 'done';
  switch (fr.step) {
    case 'start': {
      fr.step = 'window';
      if (X!.kind === 'prize') {
        // Option 6.9.1: a German attack on a German ship must first succeed on 10/8 vs 10.
        const d = decisionRoll(c, { challenge: [10, 8], response: [10] }, 0);
        emit(c, { kind: 'torpedoPrize', seat: fr.att, target: X!.id, ok: d.ok, rolls: d.dice });
        if (!d.ok) fr.step = 'done';
      }
      return;
    }
    case 'window': {
      fr.step = 'apply';
      const allowed: ActionType[] = [];
      if (X!.kind === 'merchant' && !isSailingMerchant(G, X!)) allowed.push('q_ship'); // [3.3.23, 6.9.2, 6.11.1]
      allowed.push('razzle_dazzle'); // [3.3.24]
      if (!human(G, fr.def)) {
        const r = ghostDefence(c, allowed, 'torpedo', [X!.id]);
        fr.react = r ? { type: r, card: null } : null;
        return;
      }
      openWindow(c, fr.def, { type: 'torpedo', attacker: fr.att, target: X!.id, by: fr.sub.card, night: false, surprise: false, allowed });
      return;
    }
    case 'apply': {
      fr.step = 'done';
      const r = fr.react;
      if (r?.type === 'razzle_dazzle') {
        const d = decisionRoll(c, reactionPair(r.card, 'razzle_dazzle'), 0);
        emit(c, { kind: 'razzleDazzle', seat: fr.def, ok: d.ok, rolls: d.dice });
        if (d.ok) return;
      } else if (r?.type === 'q_ship') {
        qShipDuel(c, fr, r.card);
        return;
      }
      // Torpedo attack: no modifiers except the defender's damage; no Safe Conduct [3.3.34, 3.2.6].
      const A = roll(c, fr.sub.torpedo);
      const D = roll(c, defenseCoin(X!), -damagePenalty(G, X!));
      const o = attackOutcome(A.total, D.total);
      applyResult(c, X!, o, fr.att, null);
      emit(c, { kind: 'torpedoAttack', seat: fr.att, target: X!.id, result: o, rolls: [A, D] });
      return;
    }
    default:
      pop(c);
  }
}

/** Q-Ship [3.3.23]: lure 10/4 vs 10; success = gun duel (simultaneous), failure = torpedo then depth charges. */
function qShipDuel(c: Ctx, fr: TorpFrame, card: string | null): void {
  const { G } = c;
  const q = card
    ? {
        lure: ACTION[card].action.decision!,
        gun: ACTION[card].action.gun!,
        dc: ACTION[card].action.dc!,
        defense: ACTION[card].action.defense!,
        va: ACTION[card].va ?? 0,
      }
    : GHOST_COINS.qShip;
  // The merchant is ignored: the Q-ship takes its place [3.3.23].
  const lure = decisionRoll(c, q.lure, 0);
  emit(c, { kind: 'qShipLure', seat: fr.def, card, target: fr.target, ok: lure.ok, rolls: lure.dice });
  let subSunk = false;
  let qSunk = false;
  if (lure.ok) {
    const a1 = roll(c, q.gun);
    const d1 = roll(c, fr.sub.defense);
    const a2 = roll(c, fr.sub.gun);
    const d2 = roll(c, q.defense);
    const oSub = attackOutcome(a1.total, d1.total);
    const oQ = attackOutcome(a2.total, d2.total);
    subSunk = oSub === 'sunk';
    qSunk = oQ === 'sunk';
    emit(c, { kind: 'qShipGuns', seat: fr.def, card, sub: fr.sub.card, subResult: oSub, qResult: oQ, rolls: [a1, d1, a2, d2] });
  } else {
    const a1 = roll(c, fr.sub.torpedo);
    const d1 = roll(c, q.defense);
    const oQ = attackOutcome(a1.total, d1.total);
    qSunk = oQ === 'sunk';
    emit(c, { kind: 'qShipTorpedoed', seat: fr.def, card, result: oQ, rolls: [a1, d1] });
    if (!qSunk) {
      // Depth charges, with -2 if the torpedo damaged the Q-ship (ruling A-12).
      const a2 = roll(c, q.dc, oQ === 'damaged' ? -2 : 0);
      const d2 = roll(c, fr.sub.defense);
      const oSub = attackOutcome(a2.total, d2.total);
      subSunk = oSub === 'sunk';
      emit(c, { kind: 'depthCharges', seat: fr.def, card, sub: fr.sub.card, result: oSub, rolls: [a2, d2] });
    }
  }
  // Only "sunk" scores: the card goes to the opposing player's VA pile [3.3.23].
  if (subSunk) {
    if (fr.sub.card) G.forces[fr.def].va.push(vaEntryFor(fr.sub.card, 'pointed'));
    else G.forces[fr.def].va.push({ id: 'ghost:sub', deck: 'virtual', va: fr.sub.va, mult: 1, source: 'pointed' });
  }
  if (qSunk) {
    if (card) {
      const i = G.turn!.reacted.findIndex((r) => r.card === card);
      if (i >= 0) G.turn!.reacted.splice(i, 1);
      G.forces[fr.att].va.push(vaEntryFor(card, 'pointed'));
    } else {
      G.forces[fr.att].va.push({ id: 'ghost:q_ship', deck: 'virtual', va: q.va, mult: 1, source: 'pointed' });
    }
  }
}

export const torpedoProcedure: Procedure<Frame, Ctx> = { step: torpStep, answer: torpedoAnswer };

function torpedoAnswer(c: Ctx, frame: Frame, seat: Side, a: Answer): Refusal | undefined {
  const fr = frame as TorpFrame;
  if (a.move === 'decline') {
    fr.react = null;
    return undefined;
  }
  if (a.move !== 'react') return refuse('playOrDecline', 'Play Q-Ship or Razzle-Dazzle with react(card), or decline()');
  const r = takeReaction(c, seat, a);
  if ('code' in r) return r;
  fr.react = { type: r.type, card: r.card };
  return undefined;
}

/** The submarine coins of an action card [3.3.34, 3.3.35]. */
export function subStats(card: string): SubStats {
  const a = ACTION[card];
  return { card, torpedo: a.action.torpedo!, defense: a.action.defense!, gun: a.action.gun!, va: a.va ?? 0 };
}

export function ghostSub(): SubStats {
  return { card: null, torpedo: GHOST_COINS.torpedo, defense: GHOST_COINS.sub.defense, gun: GHOST_COINS.sub.gun, va: GHOST_COINS.sub.va };
}
