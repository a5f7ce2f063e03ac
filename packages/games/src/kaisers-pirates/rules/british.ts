/**
 * British Forces intercepts [3.2.3, 3.2.8.3], Interrogate [3.3.16] and the Monitor [3.3.20]
 * [3.2.9.1 ex]: the defender's window (Break Contact, Shallow Run), the attack, Safe Conduct for a prize
 * (ruling W-2) and, after an Interrogate, the Reflag window.
 */
import { type ActionType, type Coin, type DecisionPair } from '../data';
import { attackOutcome } from './dice';
import type { Procedure } from '../../common/procedure';
import { emit, pop, push, roll, type Answer, type Ctx } from './core';
import { ghostDefence } from './soldeck';
import { damagePenalty, defenseCoin } from './state';
import type { Frame, Side, WindowType } from './types';
import { applyResult, breakContactMod, crossingMod, decisionRoll, failCrossing, human, openWindow, reactionPair, shipById, takeReaction } from './attack';
import { pushReflagWindow } from './reflag-window';
import { offerSafeConduct } from './safe-conduct';
import { refuse, type Refusal } from '../../common/refusal';

interface BritFrame extends Frame {
  f: 'britX';
  att: Side;
  def: Side;
  target: string;
  coin: Coin;
  night: boolean;
  sa: boolean;
  bonus: number;
  kind: 'british' | 'interrogate' | 'monitor';
  react: { type: ActionType; card: string | null } | null;
}

export function startBritish(c: Ctx, o: { att: Side; def: Side; target: string; coin: Coin; night: boolean; sa: boolean; kind: BritFrame['kind'] }): void {
  const t = c.G.turn!;
  if (!t.intercepted.includes(o.target)) t.intercepted.push(o.target);
  const fr: BritFrame = { f: 'britX', step: 'window', ...o, bonus: o.kind === 'monitor' ? 2 : 0, react: null };
  push(c, fr);
}

function britStep(c: Ctx, frame: Frame): void {
  const fr = frame as BritFrame;
  const { G } = c;
  const X = shipById(G, fr.target);
  if (!X && fr.step !== 'done') fr.step = 'done';
  switch (fr.step) {
    case 'window': {
      fr.step = 'apply';
      const allowed: ActionType[] = !fr.night && !fr.sa && !X!.refuge ? ['break_contact', 'shallow_run'] : [];
      const wtype: WindowType = fr.kind === 'interrogate' ? 'interrogate' : 'british';
      if (!human(G, fr.def)) {
        const r = ghostDefence(c, allowed, fr.kind, [fr.target]);
        fr.react = r ? { type: r, card: null } : null;
        return;
      }
      if (allowed.length) openWindow(c, fr.def, { type: wtype, attacker: fr.att, target: fr.target, by: null, night: fr.night, surprise: fr.sa, allowed });
      return;
    }
    case 'apply': {
      fr.step = 'roll';
      const r = fr.react;
      if (r?.type === 'break_contact') {
        const d = decisionRoll(c, reactionPair(r.card, 'break_contact'), breakContactMod(G, X!, null));
        emit(c, { kind: 'breakContact', seat: fr.def, ship: X!.id, ok: d.ok, rolls: d.dice });
        if (d.ok) fr.step = 'reflag';
      } else if (r?.type === 'shallow_run') {
        const d = decisionRoll(c, reactionPair(r.card, 'shallow_run'), crossingMod(G, X!));
        const res = d.ok ? 'unharmed' : failCrossing(c, X!, fr.att);
        emit(c, { kind: 'shallowRun', seat: fr.def, ship: fr.target, result: res, rolls: d.dice, pursuer: null, pursuerResult: 'none', pursuerRolls: [] });
        fr.step = 'reflag';
      }
      return;
    }
    case 'roll': {
      fr.step = 'reflag';
      const mod = fr.bonus + (fr.sa ? 2 : 0) - (fr.night ? 1 : 0);
      const A = roll(c, fr.coin, mod);
      const D = roll(c, defenseCoin(X!), -damagePenalty(G, X!));
      const o = attackOutcome(A.total, D.total);
      const res = applyResult(c, X!, o, fr.att, null);
      emit(c, { kind: 'britishAttack', seat: fr.att, by: fr.kind, target: fr.target, result: o, rolls: [A, D] });
      // A prize that survives intact "may" try Safe Conduct [3.2.6]: its holder decides (ruling W-2).
      if (res === 'none' && X!.kind === 'prize' && X!.dmg === 0) offerSafeConduct(c, fr.def, X!.id);
      return;
    }
    case 'reflag': {
      fr.step = 'done';
      // After an Interrogate's intercept, the owner may Reflag the recognized ship [3.3.16, 3.3.27].
      if (fr.kind === 'interrogate' && X && X.rec) pushReflagWindow(c, fr.def, X.id);
      return;
    }
    default:
      pop(c);
  }
}

export const britXProcedure: Procedure<Frame, Ctx> = { step: britStep, answer: britXAnswer };

function britXAnswer(c: Ctx, frame: Frame, seat: Side, a: Answer): Refusal | undefined {
  const fr = frame as BritFrame;
  if (a.move === 'decline') {
    fr.react = null;
    return undefined;
  }
  if (a.move !== 'react') return refuse('playOrDecline', 'Play a reaction card with react(card), or decline()');
  const r = takeReaction(c, seat, a);
  if ('code' in r) return r;
  fr.react = { type: r.type, card: r.card };
  return undefined;
}

/** Interrogate [3.3.16]: decision roll to recognize, then the card's own intercept. */
export function startInterrogate(c: Ctx, o: { att: Side; def: Side; target: string; decision: DecisionPair; attack: Coin }): void {
  const { G } = c;
  const X = shipById(G, o.target)!;
  const d = decisionRoll(c, o.decision, 0);
  emit(c, { kind: 'interrogate', seat: o.att, target: X.id, ok: d.ok, rolls: d.dice });
  if (!d.ok) return; // a failed Interrogate is not an intercept (ruling A-18)
  X.rec = true;
  startBritish(c, { att: o.att, def: o.def, target: o.target, coin: o.attack, night: false, sa: false, kind: 'interrogate' });
}
