/**
 * A ship's Intercept! of merchants [3.2.3, 3.2.8.1]: one merchant at a time (two with Good
 * Hunting, all with Shipping Lanes), Surprise Attack and Boarding Parties, late supplements (ruling A-03),
 * the defender's reaction window for each merchant, the attack roll, Recalled, Safe Conduct, and at the end
 * the full-speed supply checks (6.6.1.1) and QQQ's recognition [3.3.22]. The reactions themselves are in
 * intercept-reactions.ts.
 */
import { ACTION_TYPE, MERCHANT, WARSHIP, typeOf, type ActionType } from '../data';
import { attackOutcome } from './dice';
import type { Procedure } from '../../common/procedure';
import { emit, ask, pop, push, roll, type Answer, type Ctx } from './core';
import { ghostDefence } from './soldeck';
import { damagePenalty, defenseCoin, isSailingMerchant, name } from './state';
import type { Frame, GameState, Ship, Side } from './types';
import { applyResult, decisionRoll, human, inMerchantRow, openWindow, shipAttackMod, shipById, takeReaction } from './attack';
import { pushReflagWindow } from './reflag-window';
import { safeConduct } from './safe-conduct';
import { captureResupply } from './prize-resupply';
import { applySubReaction, crossings, recalled } from './intercept-reactions';
import { refuse, type Refusal } from '../../common/refusal';

export interface ShipXFrame extends Frame {
  f: 'shipX';
  att: Side;
  def: Side;
  ship: string;
  night: boolean;
  targets: string[];
  remaining: string[];
  multi: 'gh' | 'sl' | null;
  sa: boolean;
  boarding: string[];
  slimUsed: boolean;
  qqq: boolean;
  fullSpeedChases: number;
  cur: string | null;
  react: { type: ActionType; card: string | null } | null;
  ghostRecalled: boolean;
  fastFull: boolean;
  pursuit: boolean;
  result: string | null;
  /** The raider was recognized by an AMC/Trap duel: Reflag window once the sub-intercept is over. */
  reflagDue: boolean;
  /**
   * The ghost's defence draw for this Intercept! was its Slim Pickings: the merchant the attacker keeps is
   * attacked without a second draw ("una sola Carta ... para cada interceptar" [5.2.3]).
   */
  slimDrawn?: boolean;
}

export function startShipIntercept(
  c: Ctx,
  o: { att: Side; def: Side; ship: string; night: boolean; targets: string[]; multi: 'gh' | 'sl' | null; sa: boolean; boarding: string[] },
): void {
  const { G } = c;
  const t = G.turn!;
  for (const m of o.targets) if (!t.intercepted.includes(m)) t.intercepted.push(m);
  if (!t.acted.includes(o.ship)) t.acted.push(o.ship);
  const fr: ShipXFrame = {
    f: 'shipX',
    step: 'multi',
    ...o,
    remaining: o.targets.slice(),
    slimUsed: false,
    qqq: false,
    fullSpeedChases: 0,
    cur: null,
    react: null,
    ghostRecalled: false,
    fastFull: false,
    pursuit: false,
    result: null,
    reflagDue: false,
  };
  push(c, fr);
}

/** Reactions that may answer a sub-intercept against merchant M, from public information. */
function subAllowed(G: GameState, fr: ShipXFrame, S: Ship, M: Ship): ActionType[] {
  const out: ActionType[] = [];
  const sailing = isSailingMerchant(G, M);
  const calm = !fr.night && !fr.sa;
  if (!sailing) out.push('amc'); // AMC [3.3.1]; not for sailing merchants (6.11.1)
  if (calm) out.push('break_contact', 'shallow_run'); // [3.3.4, 3.3.31]
  if (S.kind === 'raider' && M.dmg === 0 && calm && !sailing) out.push('fast_ship'); // raiders only (A-11) [3.3.10]
  if (M.dmg === 0) out.push('non_combatant'); // intact merchant [3.3.21]
  if (S.kind === 'raider' && !S.rec) out.push('qqq'); // [3.3.22, A-13]
  if (fr.targets.length === 1 && !(G.options.wolfchen && S.id === 'rd_wolf')) out.push('slim_pickings'); // single merchant [3.3.33, 6.3.2]
  out.push('trap'); // [3.3.38]
  return out;
}

/** The attacker may reveal late supplements: unrevealed action halves in front of the Force exist (public). */
function hasFrontSlots(G: GameState, side: Side): boolean {
  const t = G.turn!;
  if (t.seat !== side || t.mode !== 'normal') return false;
  return t.slots.some((s) => !s.revealed && s.on === null && (G.options.hideCommitOrientation || s.half === 'action'));
}

function shipXStep(c: Ctx, frame: Frame): void {
  const fr = frame as ShipXFrame;
  const { G } = c;
  const S = shipById(G, fr.ship);
  switch (fr.step) {
    case 'multi': {
      // Multi-target window: Slim Pickings against Good Hunting / Shipping Lanes [3.3.12, 3.3.32, 3.3.33].
      fr.step = 'pick';
      if (fr.multi && fr.targets.length >= 2 && human(G, fr.def) && S && !(G.options.wolfchen && S.id === 'rd_wolf')) {
        openWindow(c, fr.def, { type: 'multi', attacker: fr.att, target: null, by: fr.ship, night: fr.night, surprise: fr.sa, allowed: ['slim_pickings'] });
      }
      return;
    }
    case 'keep': {
      // The attacker chooses which merchant stays targeted (ruling A-07).
      if (!human(G, fr.att)) {
        const keep = ghostBestMerchant(fr);
        keepMerchant(c, fr, keep);
        return;
      }
      ask(c, { kind: 'choose', seat: fr.att, question: 'slimKeep', options: fr.remaining.slice(), about: fr.ship });
      return;
    }
    case 'pick': {
      if (!S || fr.remaining.length === 0) {
        fr.step = 'end';
        return;
      }
      if (human(G, fr.att) && (fr.remaining.length > 1 || (fr.multi !== null && hasFrontSlots(G, fr.att)))) {
        ask(c, { kind: 'target', seat: fr.att, ship: fr.ship, remaining: fr.remaining.slice(), surprise: fr.sa, boarded: fr.boarding.slice() });
        return;
      }
      beginSub(fr, fr.remaining[0]);
      return;
    }
    case 'window': {
      const M = inMerchantRow(G, fr.def, fr.cur!);
      if (!S || !M) {
        fr.step = 'next';
        return;
      }
      const allowed = subAllowed(G, fr, S, M);
      fr.step = 'apply';
      if (!human(G, fr.def)) {
        if (fr.slimDrawn) {
          fr.slimDrawn = false;
          fr.react = null;
          emit(c, { kind: 'ghostNoRedraw', seat: fr.def, ship: S.id, target: M.id });
          return;
        }
        const ghostAllowed: ActionType[] = [...allowed, 'recalled'];
        if (fr.multi && fr.targets.length >= 2 && !fr.slimUsed && !(G.options.wolfchen && S.id === 'rd_wolf')) ghostAllowed.push('slim_pickings');
        const r = ghostDefence(c, ghostAllowed, 'intercept', [S.id, M.id]);
        fr.react = r ? { type: r, card: null } : null;
        return;
      }
      openWindow(c, fr.def, { type: 'sub', attacker: fr.att, target: M.id, by: S.id, night: fr.night, surprise: fr.sa, allowed });
      return;
    }
    case 'apply':
      return applySubReaction(c, fr, S!);
    case 'cross':
      return crossings(c, fr);
    case 'roll':
      return rollSub(c, fr);
    case 'recalled': {
      fr.step = 'sc';
      if (S && human(G, fr.def)) {
        openWindow(c, fr.def, { type: 'recalled', attacker: fr.att, target: fr.cur, by: S.id, night: fr.night, surprise: fr.sa, allowed: ['recalled'] });
      }
      return;
    }
    case 'sc': {
      fr.step = 'next';
      const M = inMerchantRow(G, fr.def, fr.cur!);
      // Safe Conduct after an intercept the intact merchant survived (not cancelled, not an AMC) [3.2.6, A-05].
      if (M && M.dmg === 0 && fr.result !== 'cancelled' && fr.result !== 'ignored') {
        const nc = fr.react?.type === 'non_combatant';
        safeConduct(c, fr.def, M.id, nc ? 'nonCombatant' : 'none');
      }
      return;
    }
    case 'next': {
      fr.cur = null;
      fr.react = null;
      if (!S) fr.remaining = []; // the interceptor left play: the rest is cancelled (ruling A-42)
      fr.step = 'pick';
      if (fr.reflagDue) {
        fr.reflagDue = false;
        if (S) pushReflagWindow(c, fr.att, S.id);
      }
      return;
    }
    case 'end': {
      fr.step = 'done';
      // Option 6.6.1.1: a full-speed chase ends with a Limited Supplies roll, 10/4 vs 10.
      for (let i = 0; i < fr.fullSpeedChases && S && !S.ls; i++) {
        const d = decisionRoll(c, { challenge: [10, 4], response: [10] }, 0);
        if (d.ok) S.ls = true;
        emit(c, { kind: 'fullSpeedCheck', seat: fr.att, ship: S.id, ok: d.ok, rolls: d.dice });
      }
      // QQQ recognizes the raider at the end of its Intercept! [3.3.22, A-25].
      if (S && fr.qqq && S.kind === 'raider' && !S.rec) {
        S.rec = true;
        emit(c, { kind: 'recognized', seat: fr.att, ship: S.id, by: 'qqq' });
        pushReflagWindow(c, fr.att, S.id);
      }
      return;
    }
    default:
      pop(c);
  }
}

function beginSub(fr: ShipXFrame, m: string): void {
  fr.remaining = fr.remaining.filter((x) => x !== m);
  fr.cur = m;
  fr.react = null;
  fr.ghostRecalled = false;
  fr.fastFull = false;
  fr.pursuit = false;
  fr.result = null;
  fr.step = 'window';
}

function keepMerchant(c: Ctx, fr: ShipXFrame, keep: string): void {
  const dropped = fr.remaining.filter((m) => m !== keep);
  fr.remaining = [keep];
  fr.cur = null;
  fr.react = null;
  fr.step = 'pick';
  emit(c, { kind: 'slimKeep', keep, dropped });
}

function rollSub(c: Ctx, fr: ShipXFrame): void {
  const { G } = c;
  const S = shipById(G, fr.ship)!;
  const M = inMerchantRow(G, fr.def, fr.cur!);
  fr.step = 'sc';
  if (!M) {
    fr.result = 'cancelled';
    return;
  }
  const r = fr.react?.type;
  let mod = shipAttackMod(G, S, fr.night, fr.sa);
  if (r === 'fast_ship' && !fr.fastFull) mod -= G.options.sails && S.id === 'rd_seeadler' ? 4 : 2; // [3.3.10, 6.2.6]
  if (r === 'non_combatant') mod -= 2; // [3.3.21]
  const capture = fr.boarding.includes(M.id) || r === 'non_combatant';
  const A = roll(c, WARSHIP[S.id].attack, mod);
  const D = roll(c, defenseCoin(M), -damagePenalty(G, M));
  const o = attackOutcome(A.total, D.total);
  if (fr.fastFull) fr.fullSpeedChases += 1;
  const res = applyResult(c, M, o, fr.att, capture ? { into: fr.att, from: fr.def } : null);
  fr.result = res;
  emit(c, { kind: 'shipAttack', seat: fr.att, ship: S.id, target: M.id, result: o, capture, rolls: [A, D] });
  if (res === 'captured') {
    captureResupply(c, fr, S, M.id);
    return;
  }
  if (res === 'sunk') {
    if (fr.ghostRecalled) {
      recalled(c, fr, S, null);
    } else if (!fr.react && human(G, fr.def)) {
      fr.step = 'recalled'; // Recalled only if no other reaction answered this sub-intercept (A-08) [3.3.25]
    }
  }
}

function shipXAnswer(c: Ctx, frame: Frame, seat: Side, a: Answer): Refusal | undefined {
  const fr = frame as ShipXFrame;
  const { G } = c;
  const p = G.pending!;
  if (p.kind === 'react') {
    if (a.move === 'decline') {
      if (p.window.type === 'sub') fr.react = null;
      return undefined;
    }
    if (a.move !== 'react') return refuse('playOrDecline', 'Play a reaction card with react(card), or decline()');
    const r = takeReaction(c, seat, a);
    if ('code' in r) return r;
    if (p.window.type === 'multi') {
      fr.slimUsed = true;
      fr.step = 'keep';
    } else if (p.window.type === 'recalled') {
      const S = shipById(G, fr.ship);
      if (S) recalled(c, fr, S, r.card);
      // Recalled used up the reaction slot.
      fr.react = { type: 'recalled', card: r.card };
    } else {
      fr.react = { type: r.type, card: r.card };
    }
    return undefined;
  }
  if (p.kind === 'choose') {
    const v = a.args[0];
    if (a.move !== 'choose' || typeof v !== 'string' || !p.options.includes(v)) return refuse('chooseOption', `Choose one of: ${p.options.join(', ')}`);
    if (p.question === 'slimKeep') keepMerchant(c, fr, v);
    else if (p.question === 'pursuit') fr.pursuit = v === 'pursue';
    else if (p.question === 'fullSpeed') fr.fastFull = v === 'chase';
    return undefined;
  }
  if (p.kind === 'target') {
    if (a.move !== 'nextTarget') return refuse('chooseNextTarget', 'Choose the next merchant with nextTarget(merchant, { surprise?, boarding? })');
    return nextTarget(c, fr, seat, a.args[0], a.args[1]);
  }
  return refuse('unexpected', 'Unexpected answer');
}

/** The attacker picks the next merchant and may reveal a late Surprise Attack / Boarding Party (ruling A-03). */
function nextTarget(c: Ctx, fr: ShipXFrame, seat: Side, m: unknown, extras: unknown): Refusal | undefined {
  const { G } = c;
  if (typeof m !== 'string' || !fr.remaining.includes(m))
    return refuse('chooseRemaining', `Choose one of the remaining targets: ${fr.remaining.map(name).join(', ')}`, { ships: fr.remaining.map(name).join(', ') });
  const ex = (extras ?? {}) as { surprise?: number; boarding?: number };
  const t = G.turn!;
  const me = G.players[seat];
  const check = (n: number | undefined, type: ActionType): Refusal | undefined => {
    if (n === undefined || n === null) return undefined;
    const s = t.slots.find((x) => x.n === n);
    if (!s || s.revealed || s.half !== 'action' || s.on !== null || typeOf(me.committed[n]) !== type)
      return refuse('slotNotUnrevealed', `Slot ${n} is not an unrevealed ${ACTION_TYPE[type].name} in front of your Force`, {
        slot: n + 1,
        card: ACTION_TYPE[type].name,
      });
    return undefined;
  };
  if (ex.surprise !== undefined) {
    if (fr.sa) return refuse('oneSurprise', 'Only one Surprise Attack per Intercept! [3.2.3.3, 3.3.36]');
    const e = check(ex.surprise, 'surprise_attack');
    if (e) return e;
  }
  if (ex.boarding !== undefined) {
    const e = check(ex.boarding, 'boarding_party');
    if (e) return e;
    if (ex.surprise === ex.boarding) return refuse('twoSupplements', 'Two supplements in one slot');
    const M = inMerchantRow(G, fr.def, m);
    if (!M || M.dmg > 0) return refuse('boardingIntact', `${name(m)} is not intact: a Boarding Party needs an intact merchant [3.3.3]`, { ship: name(m) });
    if (fr.boarding.includes(m)) return refuse('oneBoarding', 'One Boarding Party per merchant (ruling A-43)');
  }
  const reveal = (n: number, use: string) => {
    const s = t.slots.find((x) => x.n === n)!;
    s.revealed = true;
    s.card = me.committed[n];
    s.use = use;
    emit(c, { kind: 'revealSupplement', seat, card: s.card, ship: fr.ship });
  };
  if (ex.surprise !== undefined) {
    reveal(ex.surprise, 'supplement');
    fr.sa = true;
  }
  if (ex.boarding !== undefined) {
    reveal(ex.boarding, 'supplement');
    fr.boarding.push(m);
  }
  beginSub(fr, m);
  return undefined;
}

export const shipXProcedure: Procedure<Frame, Ctx> = { step: shipXStep, answer: shipXAnswer };

/** The ghost keeps the merchant it values most when Slim Pickings cuts its intercept (policy P-2). */
function ghostBestMerchant(fr: ShipXFrame): string {
  let best = fr.remaining[0];
  let bestVa = -1;
  for (const m of fr.remaining) {
    const va = MERCHANT[m].va;
    if (va > bestVa) {
      best = m;
      bestVa = va;
    }
  }
  return best;
}
