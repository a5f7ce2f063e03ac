/**
 * Intercepts and attacks (spec §5.5, §6.5): ship intercepts of merchants with Good Hunting / Shipping Lanes,
 * Surprise Attack and Boarding Parties; British Forces intercepts; Interrogate; Monitor; mines; submarine
 * torpedoes; every reaction window and the duels (AMC, Trap, Q-Ship), Shallow Run crossings and pursuit,
 * Recalled, Safe Conduct, prizes, and the Reflag window.
 */
import { ACTION, ACTION_TYPE, GHOST_COINS, MERCHANT, WARSHIP, typeOf, type ActionType, type Coin, type DecisionPair } from '../data';
import { attackOutcome, decisionSucceeds, type Outcome } from './dice';
import type { Procedure } from '../../common/procedure';
import { ask, modText, pop, push, roll, type Answer, type Ctx } from './core';
import { ghostDefence } from './soldeck';
import {
  addLog,
  damage,
  damagePenalty,
  defenseCoin,
  handOf,
  hasFeature,
  isFighting,
  isSailingMerchant,
  locate,
  name,
  shipToUsed,
  shipToVA,
  sideName,
  vaEntryFor,
} from './state';
import type { DiceRoll, Frame, GameState, ReactWindow, Ship, Side, WindowType } from './types';

// ---------------------------------------------------------------- shared helpers

function shipById(G: GameState, id: string): Ship | null {
  return locate(G, id)?.ship ?? null;
}

function ownerOf(G: GameState, id: string): Side | null {
  return locate(G, id)?.side ?? null;
}

function human(G: GameState, side: Side): boolean {
  return side !== G.ghost;
}

function inMerchantRow(G: GameState, side: Side, id: string): Ship | null {
  return G.forces[side].merchants.find((m) => m.id === id) ?? null;
}

/** Open a reaction window for a human defender. */
function openWindow(c: Ctx, seat: Side, w: Omit<ReactWindow, 'allowed'> & { allowed: ActionType[] }): void {
  ask(c, { kind: 'react', seat, window: w });
}

/** Validate and take a reaction card from the reacting seat's hand. */
export function takeReaction(c: Ctx, seat: Side, a: Answer): { type: ActionType; card: string } | string {
  const p = c.G.pending;
  if (!p || p.kind !== 'react') return 'There is no reaction window open';
  const card = a.args[0];
  if (typeof card !== 'string') return 'Name the reaction card to play';
  const hand = handOf(c.G, seat);
  const i = hand.indexOf(card);
  if (i < 0) return `${card} is not in your hand`;
  const type = typeOf(card);
  if (!p.window.allowed.includes(type)) {
    return `${ACTION_TYPE[type].name} cannot be played here; this window allows: ${p.window.allowed.map((t) => ACTION_TYPE[t].name).join(', ') || 'nothing'} [3.2.2, 3.3]`;
  }
  hand.splice(i, 1);
  c.G.turn!.reacted.push({ side: seat, card });
  addLog(c.G, `${sideName(c.G, seat)} plays ${name(card)} from hand.`, { side: seat, cards: [card] });
  return { type, card };
}

function decisionRoll(c: Ctx, pr: DecisionPair, cMod: number, label: string): { ok: boolean; dice: DiceRoll[] } {
  const C = roll(c, pr.challenge, `${label} challenge`, cMod);
  const R = roll(c, pr.response, `${label} response`);
  return { ok: decisionSucceeds(C.total, R.total), dice: [C, R] };
}

function outcomeText(o: Outcome, capture = false): string {
  if (o === 'none') return 'no effect';
  if (o === 'damaged') return capture ? 'damaged (ignored: capture attempt)' : 'damaged';
  return capture ? 'captured' : 'sunk';
}

/** Coins of a reaction: the human's card, or the ghost's substitute coins [5.2.3, spec §12.5.2]. */
function reactionPair(card: string | null, type: 'break_contact' | 'shallow_run' | 'razzle_dazzle' | 'recalled'): DecisionPair {
  if (card) return ACTION[card].action.decision!;
  return { break_contact: GHOST_COINS.breakContact, shallow_run: GHOST_COINS.shallowRun, razzle_dazzle: GHOST_COINS.razzleDazzle, recalled: GHOST_COINS.recalled }[type];
}

/** The Reflag window: the owner of a newly recognized raider/prize may hide it again [3.3.27]. */
export function pushReflagWindow(c: Ctx, seat: Side, ship: string): void {
  if (!human(c.G, seat)) return; // the ghost reflags only at the end of its own turn [5.3.3.12]
  push(c, { f: 'reflagWin', step: 'ask', seat, ship });
}

export const reflagWinProcedure: Procedure<Frame, Ctx> = {
  step: (c, fr) => {
    const s = shipById(c.G, fr.ship as string);
    if (fr.step === 'ask' && s && s.rec && (s.kind === 'raider' || s.kind === 'prize') && ownerOf(c.G, s.id) === fr.seat) {
      openWindow(c, fr.seat as Side, { type: 'reflag', attacker: fr.seat as Side, target: s.id, by: null, night: false, surprise: false, allowed: ['reflag'] });
      return;
    }
    pop(c);
  },
  answer: (c, fr, seat, a) => {
    if (a.move === 'decline') {
      fr.step = 'done';
      return undefined;
    }
    if (a.move !== 'react') return 'Play Reflag, or decline';
    const r = takeReaction(c, seat, a);
    if (typeof r === 'string') return r;
    const s = shipById(c.G, fr.ship as string)!;
    s.rec = false;
    addLog(c.G, `${name(s.id)} is hidden from recognition again (Reflag) [3.3.27].`, { side: seat, cards: [r.card, s.id] });
    fr.step = 'done';
    return undefined;
  },
};

/** Apply an attack result to a ship [3.2.7.1, 5.5.7]. Returns the final result text. */
function applyResult(c: Ctx, target: Ship, o: Outcome, victor: Side, capture: { into: Side; from: Side } | null): 'none' | 'damaged' | 'sunk' | 'captured' {
  const { G } = c;
  if (o === 'none') return 'none';
  if (o === 'damaged') {
    if (capture) return 'none'; // a "damaged" result is ignored when capturing [3.3.3, 3.3.21]
    damage(G, target);
    return 'damaged';
  }
  if (capture) {
    // Captured: the merchant joins the captor's warship row as an unrecognized prize [3.2.5, ruling A-34].
    const f = G.forces[capture.from];
    const i = f.merchants.findIndex((m) => m.id === target.id);
    if (i >= 0) f.merchants.splice(i, 1);
    G.forces[capture.into].ships.push({ id: target.id, kind: 'prize', rec: false, dmg: 0, ls: false, orig: capture.from });
    return 'captured';
  }
  shipToVA(G, target.id, victor, 'sunk');
  return 'sunk';
}

/** Safe Conduct [3.2.6]: the holder rolls its ship's own coins; success banks it (a prize counts double). */
export function safeConduct(c: Ctx, holder: Side, id: string, mod: number, why: string): boolean {
  const { G } = c;
  const m = MERCHANT[id];
  const d = decisionRoll(c, m.safeConduct, mod, 'Safe Conduct');
  const ship = shipById(G, id);
  const prize = ship?.kind === 'prize';
  if (d.ok) shipToVA(G, id, holder, 'safe_conduct', prize ? 2 : 1);
  addLog(G, `${name(id)} tries Safe Conduct${why}: ${d.dice[0].total} vs ${d.dice[1].total}${modText(mod)} → ${d.ok ? `reaches a friendly port (${prize ? 'prize, double VA' : 'VA'} to ${sideName(G, holder)})` : 'fails'} [3.2.6].`, {
    side: holder,
    cards: [id],
    dice: d.dice,
  });
  return d.ok;
}

/**
 * An intact prize survived an Intercept!: it "may" try Safe Conduct [3.2.6] (ruling W-2). A human holder is
 * asked (`safeConduct`: `attempt` / `stay`), because keeping a prize can be worth more than banking it: it
 * gives +2 to Blockade Runner [3.3.2], -2 to an opponent's Rendezvous Missed [3.3.28] and may resupply a
 * ship under option 6.12, and it still scores double if held to the round's end [3.2.5.3]. The ghost always
 * tries (spec P-18; the automaton text of 5.0-5.3 says nothing more specific). Merchants are never asked
 * (see W-2): the caller rolls for them at once.
 */
export function offerSafeConduct(c: Ctx, holder: Side, id: string): void {
  if (!human(c.G, holder)) {
    safeConduct(c, holder, id, 0, '');
    return;
  }
  push(c, { f: 'scAsk', step: 'ask', seat: holder, ship: id });
}

export const scAskProcedure: Procedure<Frame, Ctx> = {
  step: (c, fr) => {
    const s = shipById(c.G, fr.ship as string);
    // Asked only while the prize is still the holder's and intact [3.2.6, A-05].
    if (fr.step === 'ask' && s && s.kind === 'prize' && s.dmg === 0 && ownerOf(c.G, s.id) === fr.seat) {
      ask(c, { kind: 'choose', seat: fr.seat as Side, question: 'safeConduct', options: ['attempt', 'stay'], about: s.id });
      return;
    }
    pop(c);
  },
  answer: (c, fr, seat, a) => {
    const p = c.G.pending;
    const id = fr.ship as string;
    if (a.move !== 'choose' || p?.kind !== 'choose' || p.question !== 'safeConduct') {
      return `Answer with choose("attempt") to try Safe Conduct with ${name(id)}, or choose("stay") to keep it in your Force [3.2.6]`;
    }
    const v = a.args[0];
    if (v === 'attempt') safeConduct(c, seat, id, 0, '');
    else if (v === 'stay') addLog(c.G, `${sideName(c.G, seat)} keeps the prize ${name(id)} in the Force: no Safe Conduct attempt [3.2.6].`, { side: seat, cards: [id] });
    else return `"${String(v)}" is not an answer here: choose "attempt" (roll for Safe Conduct) or "stay" (keep ${name(id)} in your Force) [3.2.6]`;
    fr.step = 'done';
    return undefined;
  },
};

/** Shallow Run crossing [3.3.31, 6.5.4 of the spec]: -2 if damaged (per marker, 6.8), -2 for fast raiders with 6.6. */
function crossingMod(G: GameState, ship: Ship): number {
  let m = -damagePenalty(G, ship);
  if (G.options.fastRaiders && hasFeature(ship, 'fast')) m -= 2;
  return m;
}

/** Apply a failed crossing: damaged, or sunk if already damaged (the exception of 3.3.31). */
function failCrossing(c: Ctx, ship: Ship, victor: Side): 'damaged' | 'sunk' {
  if (ship.dmg > 0) {
    shipToVA(c.G, ship.id, victor, 'sunk');
    return 'sunk';
  }
  damage(c.G, ship);
  return 'damaged';
}

/** Break Contact modifiers [3.3.4, 6.2.4-5, 6.3.3, 6.8.2, 6.11.2]. */
function breakContactMod(G: GameState, target: Ship, interceptor: Ship | null): number {
  let m = -damagePenalty(G, target);
  if (target.ls) m -= 2;
  if (G.options.sails && target.id === 'rd_seeadler') m -= 2;
  if (G.options.sails && interceptor?.id === 'rd_seeadler' && !isFighting(target)) m += 2;
  if (G.options.wolfchen && target.id === 'rd_wolf') m += 2;
  if (isSailingMerchant(G, target)) m -= 2;
  return m;
}

/** Surprise Attack bonus: +2, +4 for Wolf with Wolfchen (6.3.1) [3.3.36]. */
function surpriseBonus(G: GameState, ship: Ship | null): number {
  return ship && G.options.wolfchen && ship.id === 'rd_wolf' ? 4 : 2;
}

/** A warship/raider's own intercept modifiers: LS -2, damage -2, Night -1, Surprise Attack [3.2.7.4-6, 3.3.36]. */
function shipAttackMod(G: GameState, ship: Ship, night: boolean, sa: boolean): number {
  let m = 0;
  if (ship.ls) m -= 2;
  m -= damagePenalty(G, ship);
  if (night) m -= 1;
  if (sa) m += surpriseBonus(G, ship);
  return m;
}

// ---------------------------------------------------------------- ship intercept of merchants (spec §5.5.1)

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
  /** The raider was recognized by an AMC/Trap duel: Reflag window once the sub-intercept is over (A-13). */
  reflagDue: boolean;
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

/** Reactions that may answer a sub-intercept against merchant M (spec §5.7), from public information. */
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
        const ghostAllowed: ActionType[] = [...allowed, 'recalled'];
        if (fr.multi && fr.targets.length >= 2 && !fr.slimUsed && !(G.options.wolfchen && S.id === 'rd_wolf')) ghostAllowed.push('slim_pickings');
        const r = ghostDefence(c, ghostAllowed, `${name(S.id)}'s Intercept! of ${name(M.id)}`);
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
        safeConduct(c, fr.def, M.id, nc ? 2 : 0, nc ? ' (Non-Combatant +2)' : '');
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
        const d = decisionRoll(c, { challenge: [10, 4], response: [10] }, 0, 'Full speed supplies');
        if (d.ok) S.ls = true;
        addLog(G, `${name(S.id)} chased at full speed: Limited Supplies check ${d.dice[0].total} vs ${d.dice[1].total} → ${d.ok ? 'Limited Supplies' : 'no effect'} [6.6.1.1].`, { side: fr.att, dice: d.dice });
      }
      // QQQ recognizes the raider at the end of its Intercept! [3.3.22, A-25].
      if (S && fr.qqq && S.kind === 'raider' && !S.rec) {
        S.rec = true;
        addLog(G, `${name(S.id)} is recognized (QQQ) [3.3.22].`, { side: fr.att });
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
  addLog(c.G, `Slim Pickings: the Intercept! is cut down to ${name(keep)}${dropped.length ? ` (${dropped.map(name).join(', ')} escape)` : ''} [3.3.33].`, { cards: [keep, ...dropped] });
}

function applySubReaction(c: Ctx, fr: ShipXFrame, S: Ship): void {
  const { G } = c;
  const M = inMerchantRow(G, fr.def, fr.cur!)!;
  const r = fr.react;
  fr.step = 'roll';
  if (!r) return;
  switch (r.type) {
    case 'slim_pickings': {
      if (fr.multi && fr.targets.length >= 2 && !fr.slimUsed && !human(G, fr.def)) {
        // The ghost's Slim Pickings against GH/SL reduces the intercept to one merchant (ruling A-07).
        fr.slimUsed = true;
        fr.remaining = [fr.cur!, ...fr.remaining];
        fr.step = 'keep';
        return;
      }
      fr.result = 'cancelled';
      fr.step = 'next';
      addLog(G, `Slim Pickings cancels the Intercept! of ${name(M.id)} [3.3.33].`, { side: fr.def });
      return;
    }
    case 'break_contact': {
      const mod = breakContactMod(G, M, S);
      const d = decisionRoll(c, reactionPair(r.card, 'break_contact'), mod, 'Break Contact');
      addLog(G, `Break Contact for ${name(M.id)}: ${d.dice[0].total} vs ${d.dice[1].total} → ${d.ok ? 'the Intercept! is cancelled' : 'fails'} [3.3.4].`, { side: fr.def, dice: d.dice });
      if (d.ok) {
        fr.result = 'cancelled';
        fr.step = 'next';
      }
      return;
    }
    case 'shallow_run': {
      fr.step = 'cross';
      if (G.options.shallowPursuit) {
        // Pursuit must be announced before the crossing roll [6.10.1].
        if (!human(G, fr.att)) {
          fr.pursuit = S.dmg === 0; // ghost policy P-20
        } else {
          ask(c, { kind: 'choose', seat: fr.att, question: 'pursuit', options: ['pursue', 'letGo'], about: S.id });
        }
      }
      return;
    }
    case 'amc':
      return amcDuel(c, fr, S, M, r.card);
    case 'trap':
      return trapDuel(c, fr, S, M, r.card);
    case 'fast_ship': {
      // Option 6.6: a fast raider not already LS may chase at full speed, ignoring the -2 [6.6.1, 6.6.1.2].
      if (G.options.fastRaiders && hasFeature(S, 'fast') && !S.ls) {
        if (!human(G, fr.att)) fr.fastFull = true; // P-19
        else ask(c, { kind: 'choose', seat: fr.att, question: 'fullSpeed', options: ['chase', 'normal'], about: S.id });
      }
      return;
    }
    case 'qqq':
      fr.qqq = true;
      return;
    case 'recalled':
      fr.ghostRecalled = true; // the ghost's Recalled waits for the result [5.2.3]
      return;
    default:
      return; // non_combatant: applied in the roll
  }
}

function crossings(c: Ctx, fr: ShipXFrame): void {
  const { G } = c;
  const S = shipById(G, fr.ship)!;
  const M = inMerchantRow(G, fr.def, fr.cur!)!;
  const pr = reactionPair(fr.react!.card, 'shallow_run');
  const dm = decisionRoll(c, pr, crossingMod(G, M), 'Shallow Run crossing');
  const ds = fr.pursuit ? decisionRoll(c, pr, crossingMod(G, S), 'Pursuit crossing') : null;
  const mRes = dm.ok ? 'crosses unharmed' : failCrossing(c, M, fr.att);
  const sRes = ds ? (ds.ok ? 'crosses unharmed' : failCrossing(c, S, fr.def)) : null;
  addLog(G, `Shallow Run: ${name(M.id)} escapes across the shoal (${dm.dice[0].total} vs ${dm.dice[1].total}: ${mRes})${ds ? `; ${name(S.id)} pursues (${ds.dice[0].total} vs ${ds.dice[1].total}: ${sRes})` : ''} [3.3.31${ds ? ', 6.10' : ''}].`, {
    side: fr.def,
    cards: [M.id, S.id],
    dice: [...dm.dice, ...(ds?.dice ?? [])],
  });
  if (fr.pursuit && mRes !== 'sunk' && sRes !== 'sunk') {
    fr.step = 'roll'; // both afloat: the intercept is not cancelled [6.10.2]
    return;
  }
  fr.result = 'cancelled';
  fr.step = 'next';
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
  const A = roll(c, WARSHIP[S.id].attack, `${name(S.id)} attack`, mod);
  const D = roll(c, defenseCoin(M), `${name(M.id)} defense`, -damagePenalty(G, M));
  const o = attackOutcome(A.total, D.total);
  if (fr.fastFull) fr.fullSpeedChases += 1;
  const res = applyResult(c, M, o, fr.att, capture ? { into: fr.att, from: fr.def } : null);
  fr.result = res;
  addLog(G, `${name(S.id)} intercepts ${name(M.id)}: ${A.total} vs ${D.total} → ${outcomeText(o, capture)}${capture && o === 'sunk' ? ` (a prize of ${sideName(G, fr.att)})` : ''} [3.2.7.1].`, {
    side: fr.att,
    cards: [S.id, M.id],
    dice: [A, D],
  });
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

/** A prize resupplies the intercepting ship [3.2.5.2]; with 6.12 it is optional and may exhaust the prize [6.12.3]. */
function captureResupply(c: Ctx, fr: ShipXFrame, S: Ship, prize: string): void {
  const { G } = c;
  if (!S.ls) return;
  if (!G.options.prizeResupply) {
    S.ls = false;
    addLog(G, `The prize ${name(prize)} resupplies ${name(S.id)} [3.2.5.2].`, { side: fr.att });
    return;
  }
  if (!human(G, fr.att)) {
    prizeResupplyRoll(c, fr.att, prize, S.id); // P-21
    return;
  }
  push(c, { f: 'capRes', step: 'ask', seat: fr.att, prize, ship: S.id });
}

/** Option 6.12: a prize resupplies one LS ship, then rolls 10/8 vs 10 for exhaustion [6.12.1-6.12.2]. */
export function prizeResupplyRoll(c: Ctx, side: Side, prize: string, ship: string): void {
  const { G } = c;
  const s = shipById(G, ship);
  if (s) s.ls = false;
  if (G.turn && !G.turn.prizesUsed.includes(prize)) G.turn.prizesUsed.push(prize);
  const d = decisionRoll(c, { challenge: [10, 8], response: [10] }, 0, 'Prize exhaustion');
  if (d.ok) {
    const t = shipById(G, prize);
    if (t) {
      const f = G.forces[side];
      f.ships.splice(f.ships.indexOf(t), 1);
      f.va.push(vaEntryFor(prize, 'prize_exhausted', 1));
    }
  }
  addLog(G, `The prize ${name(prize)} resupplies ${name(ship)}; exhaustion roll ${d.dice[0].total} vs ${d.dice[1].total} → ${d.ok ? 'its stores are exhausted: it is sunk and scored at its printed VA' : 'it stays'} [6.12].`, {
    side,
    cards: [prize, ship],
    dice: d.dice,
  });
}

export const capResProcedure: Procedure<Frame, Ctx> = {
  step: (c, fr) => {
    if (fr.step === 'ask') {
      ask(c, { kind: 'choose', seat: fr.seat as Side, question: 'captureResupply', options: ['resupply', 'no'], about: fr.prize as string });
      return;
    }
    pop(c);
  },
  answer: (c, fr, _seat, a) => {
    if (a.move !== 'choose') return 'Answer with choose("resupply") or choose("no")';
    if (a.args[0] === 'resupply') prizeResupplyRoll(c, fr.seat as Side, fr.prize as string, fr.ship as string);
    else if (a.args[0] !== 'no') return 'Choose "resupply" or "no"';
    fr.step = 'done';
    return undefined;
  },
};

/** Recalled: the interceptor goes home, face up under the warship deck, no VA [3.3.25]. */
function recalled(c: Ctx, fr: ShipXFrame, S: Ship, card: string | null): void {
  const { G } = c;
  const d = decisionRoll(c, reactionPair(card, 'recalled'), 0, 'Recalled');
  if (d.ok) shipToUsed(G, S.id);
  addLog(G, `Recalled: ${d.dice[0].total} vs ${d.dice[1].total} → ${d.ok ? `${name(S.id)} returns to a friendly port (no VA)` : 'fails'} [3.3.25].`, { side: fr.def, cards: [S.id], dice: d.dice });
}

/** AMC duel [3.3.1]: simultaneous legs, results applied after both; the merchant is ignored. */
function amcDuel(c: Ctx, fr: ShipXFrame, S: Ship, M: Ship, card: string | null): void {
  const { G } = c;
  const amc = card ? { attack: ACTION[card].action.attack!, defense: ACTION[card].action.defense!, va: ACTION[card].va ?? 0 } : GHOST_COINS.amc;
  const night = fr.night ? -1 : 0;
  const a1 = roll(c, amc.attack, 'AMC attack', night);
  const d1 = roll(c, WARSHIP[S.id].defense, `${name(S.id)} defense`, -damagePenalty(G, S));
  const a2 = roll(c, WARSHIP[S.id].attack, `${name(S.id)} attack`, shipAttackMod(G, S, fr.night, fr.sa));
  const d2 = roll(c, amc.defense, 'AMC defense');
  const oS = attackOutcome(a1.total, d1.total);
  const oA = attackOutcome(a2.total, d2.total);
  const wasRaider = S.kind === 'raider';
  const sRes = applyResult(c, S, oS, fr.def, null);
  if (oA === 'sunk') {
    if (card) {
      const i = G.turn!.reacted.findIndex((r) => r.card === card);
      if (i >= 0) G.turn!.reacted.splice(i, 1);
      G.forces[fr.att].va.push(vaEntryFor(card, 'pointed'));
    } else {
      G.forces[fr.att].va.push({ id: 'ghost:amc', deck: 'virtual', va: amc.va, mult: 1, source: 'pointed' }); // A-46
    }
  }
  G.turn!.amcIgnored.push(M.id);
  fr.result = 'ignored';
  addLog(G, `AMC${card && ACTION[card].shipName ? ` ${ACTION[card].shipName}` : ''} duels ${name(S.id)}: AMC ${a1.total} vs ${d1.total} → ${name(S.id)} ${outcomeText(oS)}; ${name(S.id)} ${a2.total} vs ${d2.total} → AMC ${outcomeText(oA)}. ${name(M.id)} is ignored [3.3.1].`, {
    side: fr.def,
    cards: card ? [S.id, M.id, card] : [S.id, M.id],
    dice: [a1, d1, a2, d2],
  });
  fr.step = 'next';
  if (sRes !== 'sunk' && wasRaider && !S.rec) {
    S.rec = true;
    addLog(G, `${name(S.id)} is recognized by the AMC [3.3.1].`, { side: fr.att });
    fr.reflagDue = true;
  }
}

/** Trap duel [3.3.38]: the armed merchant and the ship fire simultaneously. */
function trapDuel(c: Ctx, fr: ShipXFrame, S: Ship, M: Ship, card: string | null): void {
  const { G } = c;
  const trapCoin = card ? ACTION[card].action.attack! : GHOST_COINS.trap;
  const a1 = roll(c, trapCoin, `${name(M.id)} (Trap) attack`, fr.night ? -1 : 0);
  const d1 = roll(c, WARSHIP[S.id].defense, `${name(S.id)} defense`, -damagePenalty(G, S));
  const a2 = roll(c, WARSHIP[S.id].attack, `${name(S.id)} attack`, shipAttackMod(G, S, fr.night, fr.sa));
  const d2 = roll(c, defenseCoin(M), `${name(M.id)} defense`, -damagePenalty(G, M));
  const oS = attackOutcome(a1.total, d1.total);
  const oM = attackOutcome(a2.total, d2.total);
  const capture = fr.boarding.includes(M.id);
  const wasRaider = S.kind === 'raider';
  const sRes = applyResult(c, S, oS, fr.def, null);
  const mRes = applyResult(c, M, oM, fr.att, capture ? { into: fr.att, from: fr.def } : null);
  fr.result = mRes;
  addLog(G, `Trap! ${name(M.id)} is armed: ${a1.total} vs ${d1.total} → ${name(S.id)} ${outcomeText(oS)}; ${name(S.id)} ${a2.total} vs ${d2.total} → ${name(M.id)} ${outcomeText(oM, capture)} [3.3.38].`, {
    side: fr.def,
    cards: [S.id, M.id],
    dice: [a1, d1, a2, d2],
  });
  fr.step = 'sc'; // a merchant that survives intact may try Safe Conduct (ruling A-41)
  if (mRes === 'captured' && sRes !== 'sunk') {
    const s2 = shipById(G, S.id);
    if (s2) captureResupply(c, fr, s2, M.id);
  }
  if (sRes !== 'sunk' && wasRaider && !S.rec) {
    S.rec = true;
    addLog(G, `${name(S.id)} is recognized by the Trap [3.3.38].`, { side: fr.att });
    fr.reflagDue = true;
  }
}

function shipXAnswer(c: Ctx, frame: Frame, seat: Side, a: Answer): string | undefined {
  const fr = frame as ShipXFrame;
  const { G } = c;
  const p = G.pending!;
  if (p.kind === 'react') {
    if (a.move === 'decline') {
      if (p.window.type === 'sub') fr.react = null;
      return undefined;
    }
    if (a.move !== 'react') return 'Play a reaction card with react(card), or decline()';
    const r = takeReaction(c, seat, a);
    if (typeof r === 'string') return r;
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
    if (a.move !== 'choose' || typeof v !== 'string' || !p.options.includes(v)) return `Choose one of: ${p.options.join(', ')}`;
    if (p.question === 'slimKeep') keepMerchant(c, fr, v);
    else if (p.question === 'pursuit') fr.pursuit = v === 'pursue';
    else if (p.question === 'fullSpeed') fr.fastFull = v === 'chase';
    return undefined;
  }
  if (p.kind === 'target') {
    if (a.move !== 'nextTarget') return 'Choose the next merchant with nextTarget(merchant, { surprise?, boarding? })';
    return nextTarget(c, fr, seat, a.args[0], a.args[1]);
  }
  return 'Unexpected answer';
}

/** The attacker picks the next merchant and may reveal a late Surprise Attack / Boarding Party (ruling A-03). */
function nextTarget(c: Ctx, fr: ShipXFrame, seat: Side, m: unknown, extras: unknown): string | undefined {
  const { G } = c;
  if (typeof m !== 'string' || !fr.remaining.includes(m)) return `Choose one of the remaining targets: ${fr.remaining.map(name).join(', ')}`;
  const ex = (extras ?? {}) as { surprise?: number; boarding?: number };
  const t = G.turn!;
  const me = G.players[seat];
  const check = (n: number | undefined, type: ActionType): string | undefined => {
    if (n === undefined || n === null) return undefined;
    const s = t.slots.find((x) => x.n === n);
    if (!s || s.revealed || s.half !== 'action' || s.on !== null || typeOf(me.committed[n]) !== type) return `Slot ${n} is not an unrevealed ${ACTION_TYPE[type].name} in front of your Force`;
    return undefined;
  };
  if (ex.surprise !== undefined) {
    if (fr.sa) return 'Only one Surprise Attack per Intercept! [3.2.3.3, 3.3.36]';
    const e = check(ex.surprise, 'surprise_attack');
    if (e) return e;
  }
  if (ex.boarding !== undefined) {
    const e = check(ex.boarding, 'boarding_party');
    if (e) return e;
    if (ex.surprise === ex.boarding) return 'Two supplements in one slot';
    const M = inMerchantRow(G, fr.def, m);
    if (!M || M.dmg > 0) return `${name(m)} is not intact: a Boarding Party needs an intact merchant [3.3.3]`;
    if (fr.boarding.includes(m)) return 'One Boarding Party per merchant (ruling A-43)';
  }
  const reveal = (n: number, use: string) => {
    const s = t.slots.find((x) => x.n === n)!;
    s.revealed = true;
    s.card = me.committed[n];
    s.use = use;
    addLog(G, `${sideName(G, seat)} reveals ${name(s.card)} as part of ${name(fr.ship)}'s Intercept!.`, { side: seat, cards: [s.card] });
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

// ---------------------------------------------------------------- British, Interrogate, Monitor (spec §5.5.2-5.5.4)

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

// ---------------------------------------------------------------- mines (spec §5.5.5)

export interface MinesFrame extends Frame {
  f: 'mines';
  att: Side;
  def: Side;
  coin: Coin;
  order: string[];
  swept: boolean;
  what: string;
}

export function startMines(c: Ctx, o: { att: Side; def: Side; coin: Coin; order: string[]; what: string }): void {
  push(c, { f: 'mines', step: 'window', ...o, swept: false } as MinesFrame);
}

function minesStep(c: Ctx, frame: Frame): void {
  const fr = frame as MinesFrame;
  const { G } = c;
  if (fr.step === 'window') {
    fr.step = 'attack';
    if (!human(G, fr.def)) {
      fr.swept = ghostDefence(c, ['minesweeper'], `${fr.what}`) === 'minesweeper';
      return;
    }
    openWindow(c, fr.def, { type: 'mines', attacker: fr.att, target: null, by: null, night: false, surprise: false, allowed: ['minesweeper'] });
    return;
  }
  if (fr.step === 'attack') {
    fr.step = 'done';
    if (fr.swept) {
      addLog(G, `Minesweeper removes the mines before they attack [3.3.19].`, { side: fr.def });
      return;
    }
    // Each merchant is attacked individually; no modifiers, no Safe Conduct, no capture [3.3.18, 3.2.9.3].
    for (const id of fr.order) {
      const M = inMerchantRow(G, fr.def, id);
      if (!M) continue;
      const A = roll(c, fr.coin, 'Mines attack');
      const D = roll(c, defenseCoin(M), `${name(M.id)} defense`, -damagePenalty(G, M));
      const o = attackOutcome(A.total, D.total);
      applyResult(c, M, o, fr.att, null);
      addLog(G, `Mines against ${name(id)}: ${A.total} vs ${D.total} → ${outcomeText(o)} [3.3.18].`, { side: fr.att, cards: [id], dice: [A, D] });
    }
    return;
  }
  pop(c);
}

export const minesProcedure: Procedure<Frame, Ctx> = { step: minesStep, answer: minesAnswer };

function minesAnswer(c: Ctx, frame: Frame, seat: Side, a: Answer): string | undefined {
  const fr = frame as MinesFrame;
  if (a.move === 'decline') return undefined;
  if (a.move !== 'react') return 'Play Minesweeper with react(card), or decline()';
  const r = takeReaction(c, seat, a);
  if (typeof r === 'string') return r;
  fr.swept = true;
  return undefined;
}

// ---------------------------------------------------------------- torpedoes and the Q-ship (spec §5.5.6, §6.5.3)

export interface SubStats {
  card: string | null;
  torpedo: Coin;
  defense: Coin;
  gun: Coin;
  va: number;
}

export interface TorpFrame extends Frame {
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
        const d = decisionRoll(c, { challenge: [10, 8], response: [10] }, 0, 'Torpedo a prize');
        addLog(G, `The submarine tries to torpedo the prize ${name(X!.id)}: ${d.dice[0].total} vs ${d.dice[1].total} → ${d.ok ? 'attack starts' : 'the attack fails to start'} [6.9.1].`, { side: fr.att, dice: d.dice });
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
        const r = ghostDefence(c, allowed, `the torpedo attack on ${name(X!.id)}`);
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
        const d = decisionRoll(c, reactionPair(r.card, 'razzle_dazzle'), 0, 'Razzle-Dazzle');
        addLog(G, `Razzle-Dazzle: ${d.dice[0].total} vs ${d.dice[1].total} → ${d.ok ? 'the torpedo attack is cancelled' : 'fails'} [3.3.24].`, { side: fr.def, dice: d.dice });
        if (d.ok) return;
      } else if (r?.type === 'q_ship') {
        qShipDuel(c, fr, r.card);
        return;
      }
      // Torpedo attack: no modifiers except the defender's damage; no Safe Conduct [3.3.34, 3.2.6].
      const A = roll(c, fr.sub.torpedo, 'Torpedo attack');
      const D = roll(c, defenseCoin(X!), `${name(X!.id)} defense`, -damagePenalty(G, X!));
      const o = attackOutcome(A.total, D.total);
      applyResult(c, X!, o, fr.att, null);
      addLog(G, `Torpedo attack on ${name(X!.id)}: ${A.total} vs ${D.total} → ${outcomeText(o)} [3.3.34].`, { side: fr.att, cards: [X!.id], dice: [A, D] });
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
    ? { lure: ACTION[card].action.decision!, gun: ACTION[card].action.gun!, dc: ACTION[card].action.dc!, defense: ACTION[card].action.defense!, va: ACTION[card].va ?? 0 }
    : GHOST_COINS.qShip;
  const lure = decisionRoll(c, q.lure, 0, 'Q-ship lure');
  let subSunk = false;
  let qSunk = false;
  const dice: DiceRoll[] = [...lure.dice];
  let text: string;
  if (lure.ok) {
    const a1 = roll(c, q.gun, 'Q-ship gun');
    const d1 = roll(c, fr.sub.defense, 'Submarine defense');
    const a2 = roll(c, fr.sub.gun, 'Submarine gun');
    const d2 = roll(c, q.defense, 'Q-ship defense');
    dice.push(a1, d1, a2, d2);
    const oSub = attackOutcome(a1.total, d1.total);
    const oQ = attackOutcome(a2.total, d2.total);
    subSunk = oSub === 'sunk';
    qSunk = oQ === 'sunk';
    text = `lured to the surface (${lure.dice[0].total} vs ${lure.dice[1].total}); gun duel: Q-ship ${a1.total} vs ${d1.total} → submarine ${outcomeText(oSub)}; submarine ${a2.total} vs ${d2.total} → Q-ship ${outcomeText(oQ)}`;
  } else {
    const a1 = roll(c, fr.sub.torpedo, 'Torpedo attack');
    const d1 = roll(c, q.defense, 'Q-ship defense');
    dice.push(a1, d1);
    const oQ = attackOutcome(a1.total, d1.total);
    qSunk = oQ === 'sunk';
    text = `not lured (${lure.dice[0].total} vs ${lure.dice[1].total}); torpedo ${a1.total} vs ${d1.total} → Q-ship ${outcomeText(oQ)}`;
    if (!qSunk) {
      // Depth charges, with -2 if the torpedo damaged the Q-ship (ruling A-12).
      const a2 = roll(c, q.dc, 'Depth charges', oQ === 'damaged' ? -2 : 0);
      const d2 = roll(c, fr.sub.defense, 'Submarine defense');
      dice.push(a2, d2);
      const oSub = attackOutcome(a2.total, d2.total);
      subSunk = oSub === 'sunk';
      text += `; depth charges ${a2.total} vs ${d2.total} → submarine ${outcomeText(oSub)}`;
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
  addLog(G, `Q-Ship${card && ACTION[card].shipName ? ` ${ACTION[card].shipName}` : ''}: ${text}. ${name(fr.target)} is ignored [3.3.23].`, {
    side: fr.def,
    cards: [fr.target, ...(card ? [card] : []), ...(fr.sub.card ? [fr.sub.card] : [])],
    dice,
  });
}

export const torpedoProcedure: Procedure<Frame, Ctx> = { step: torpStep, answer: torpedoAnswer };

function torpedoAnswer(c: Ctx, frame: Frame, seat: Side, a: Answer): string | undefined {
  const fr = frame as TorpFrame;
  if (a.move === 'decline') {
    fr.react = null;
    return undefined;
  }
  if (a.move !== 'react') return 'Play Q-Ship or Razzle-Dazzle with react(card), or decline()';
  const r = takeReaction(c, seat, a);
  if (typeof r === 'string') return r;
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

