/**
 * British Forces intercepts [3.2.3, 3.2.8.3], Interrogate [3.3.16] and the Monitor [3.3.20] (spec
 * §5.5.2-5.5.4): the defender's window (Break Contact, Shallow Run), the attack, Safe Conduct for a prize
 * (ruling W-2) and, after an Interrogate, the Reflag window.
 */
import { type ActionType, type Coin, type DecisionPair } from '../data';
import { attackOutcome } from './dice';
import type { Procedure } from '../../common/procedure';
import { pop, push, roll, type Answer, type Ctx } from './core';
import { ghostDefence } from './soldeck';
import { addLog, damagePenalty, defenseCoin, name } from './state';
import type { Frame, Side, WindowType } from './types';
import { applyResult, breakContactMod, crossingMod, decisionRoll, failCrossing, human, openWindow, outcomeText, reactionPair, shipById, takeReaction } from './attack';
import { pushReflagWindow } from './reflag-window';
import { offerSafeConduct } from './safe-conduct';

export interface BritFrame extends Frame {
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
        const r = ghostDefence(c, allowed, `the ${fr.kind === 'monitor' ? 'Monitor' : 'British'} intercept of ${name(fr.target)}`);
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
        const d = decisionRoll(c, reactionPair(r.card, 'break_contact'), breakContactMod(G, X!, null), 'Break Contact');
        addLog(G, `Break Contact for ${name(X!.id)}: ${d.dice[0].total} vs ${d.dice[1].total} → ${d.ok ? 'the Intercept! is cancelled' : 'fails'} [3.3.4].`, { side: fr.def, dice: d.dice });
        if (d.ok) fr.step = 'reflag';
      } else if (r?.type === 'shallow_run') {
        const d = decisionRoll(c, reactionPair(r.card, 'shallow_run'), crossingMod(G, X!), 'Shallow Run crossing');
        const res = d.ok ? 'crosses unharmed' : failCrossing(c, X!, fr.att);
        addLog(G, `Shallow Run: ${name(X!.id)} escapes across the shoal, ${d.dice[0].total} vs ${d.dice[1].total}: ${res} [3.3.31].`, { side: fr.def, cards: [fr.target], dice: d.dice });
        fr.step = 'reflag';
      }
      return;
    }
    case 'roll': {
      fr.step = 'reflag';
      const mod = fr.bonus + (fr.sa ? 2 : 0) - (fr.night ? 1 : 0);
      const A = roll(c, fr.coin, fr.kind === 'british' ? 'British Forces attack' : fr.kind === 'monitor' ? 'Monitor attack' : 'Interrogate attack', mod);
      const D = roll(c, defenseCoin(X!), `${name(X!.id)} defense`, -damagePenalty(G, X!));
      const o = attackOutcome(A.total, D.total);
      const res = applyResult(c, X!, o, fr.att, null);
      const who = fr.kind === 'monitor' ? 'The Monitor intercepts' : fr.kind === 'interrogate' ? "Interrogate's intercept of" : 'British Forces intercept';
      addLog(G, `${who} ${name(fr.target)}: ${A.total} vs ${D.total} → ${outcomeText(o)} [3.2.7.1].`, {
        side: fr.att,
        cards: [fr.target],
        dice: [A, D],
      });
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

function britXAnswer(c: Ctx, frame: Frame, seat: Side, a: Answer): string | undefined {
  const fr = frame as BritFrame;
  if (a.move === 'decline') {
    fr.react = null;
    return undefined;
  }
  if (a.move !== 'react') return 'Play a reaction card with react(card), or decline()';
  const r = takeReaction(c, seat, a);
  if (typeof r === 'string') return r;
  fr.react = { type: r.type, card: r.card };
  return undefined;
}

/** Interrogate [3.3.16]: decision roll to recognize, then the card's own intercept. */
export function startInterrogate(c: Ctx, o: { att: Side; def: Side; target: string; decision: DecisionPair; attack: Coin }): void {
  const { G } = c;
  const X = shipById(G, o.target)!;
  const d = decisionRoll(c, o.decision, 0, 'Interrogate');
  addLog(G, `Interrogate ${name(X.id)}: ${d.dice[0].total} vs ${d.dice[1].total} → ${d.ok ? 'recognized' : 'fails (not an intercept)'} [3.3.16].`, { side: o.att, cards: [X.id], dice: d.dice });
  if (!d.ok) return; // a failed Interrogate is not an intercept (ruling A-18)
  X.rec = true;
  startBritish(c, { att: o.att, def: o.def, target: o.target, coin: o.attack, night: false, sa: false, kind: 'interrogate' });
}
