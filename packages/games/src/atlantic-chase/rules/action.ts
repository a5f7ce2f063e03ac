/**
 * The generic action pipeline of Air Strike, Engage, Naval Search and Stealth Attack (
 * p.22-24, p.27-34, p.41, p.45-48): legality of the declaration, the active then the inactive player's
 * coordination and air support, the interruption, the target's EM, the Trajectory Total, the roll with the
 * common modifiers, the result, the Time Lapse of every designated TF except the target (I-15: after a
 * battle, not the active TF), and the initiative step (Miss with Intel: the initiative changes, I-14).
 */
import type { Answer } from '../../common/procedure';
import {
  ACTION_TABLE,
  AIRBASE,
  AIRBASE_ROWS,
  AIR_SUPPORT_ROWS,
  COMMON_MODIFIERS,
  CONTACT_ROWS,
  INTERRUPTION,
  SOLO_SLIP_ROWS,
  STEALTH_MODIFIERS,
  actionResult,
  bandIndex,
  distance,
  inBand,
  inUboatZone,
  isArctic,
} from '../data';
import type { HexId, Side } from '../data/types';
import { ask, log, pop, roll, sum, type Ctx } from './flow';
import { pushChange, pushSeize, pushVie } from './initiative';
import { pushLapse } from './lapse';
import { addEM, toStation } from './markers';
import { pushResult } from './results';
import { gensoulOptions, leaderSide, rollLeader, rollLeaderOptions, totalLeaders, useLeader } from './leaders';
import { hexesOf, inBox, intelCount, liveShips, other, shipRow, tfSpeed, tfsOf, weatherAt, isAutomaton } from './state';
import { trajectoryTotal } from './trajectoryTotal';
import type { ActionFrame, G, TF } from './types';
import { no, type Refusal } from './refusals';

type Kind = ActionFrame['kind'];
const TABLE: Record<Kind, 'NAVAL_SEARCH' | 'ENGAGE' | 'AIR_STRIKE' | 'STEALTH_ATTACK'> = {
  NAVAL_SEARCH: 'NAVAL_SEARCH',
  ENGAGE: 'ENGAGE',
  AIR_STRIKE: 'AIR_STRIKE',
  STEALTH_ATTACK: 'STEALTH_ATTACK',
};

const hasConvoy = (G: G, tf: TF): boolean => liveShips(G, tf).some((s) => shipRow(s).cls === 'CONVOY');
const hasDamaged = (G: G, tf: TF): boolean => liveShips(G, tf).some((s) => G.ships[s].damaged);
const undamagedCV = (G: G, tf: TF): boolean => liveShips(G, tf).some((s) => shipRow(s).cls === 'CV' && !G.ships[s].damaged);

/** AS-1..3, AS-6: may this TF give air support or strike from `launch`? */
function cvSourceOk(G: G, tf: TF, launch: HexId): boolean {
  if (tf.gone || inBox(tf) || !undamagedCV(G, tf) || !hexesOf(tf).includes(launch)) return false;
  if (G.opt.cvLimit && tf.rep.k === 'T' && tf.rep.hexes.length > 6) return false;
  return true;
}
/** Air sources of `side` able to reach `hex` (p.45): [source id, launch hex]. */
export function airSources(G: G, side: Side, hex: HexId): Array<[string, HexId]> {
  if (G.weather !== 'GOOD' || isArctic(hex)) return [];
  const out: Array<[string, HexId]> = [];
  const ok = (l: HexId) => !isArctic(l) && distance(l, hex) <= 2;
  for (const tf of tfsOf(G, side)) for (const h of hexesOf(tf)) if (ok(h) && cvSourceOk(G, tf, h)) out.push([tf.id, h]);
  for (const a of AIRBASE_ROWS) if (a.side === side && a.fromYear <= G.year && ok(a.hex)) out.push([a.id, a.hex]);
  return out;
}
/** CO-2, CO-3 (p.47): coordinating forces of `side` in the target hex (not the active TF or the target). */
export function coordOptions(G: G, fr: Pick<ActionFrame, 'active' | 'target' | 'hex'>, side: Side): string[] {
  const tfs = tfsOf(G, side)
    .filter((t) => t.id !== fr.active && t.id !== fr.target && !inBox(t) && hexesOf(t).includes(fr.hex))
    .map((t) => t.id);
  const forces = Object.entries(G.stealth)
    .filter(([id, s]) => s.side === side && s.at === fr.hex && id !== fr.active)
    .map(([id]) => id);
  return [...tfs, ...forces];
}

/** An air strike's target is within 2 hexes of its launch point (p.27). */
const AIR_RANGE = 2;

/** Why the declaration is illegal (the action's page), or null. */
export function declareProblem(G: G, side: Side, kind: Kind, active: string, target: string, hex: HexId, launch: HexId | null): Refusal | null {
  const t = G.tfs[target];
  if (!t || t.side === side || t.gone) return no.enemyTarget();
  if (inBox(t)) return no.boxTarget();
  if (!hexesOf(t).includes(hex)) return no.targetHex();
  if (kind === 'STEALTH_ATTACK') {
    const f = G.stealth[active];
    if (!f || f.side !== side || !f.at || f.at !== hex) return no.stealthHex();
    if (t.rep.k === 'T' && !t.contact.includes(hex) && !t.intel.includes(hex)) return no.stealthTarget();
    return null;
  }
  if (kind === 'AIR_STRIKE') {
    if (G.weather !== 'GOOD') return no.airWeather();
    if (!launch || isArctic(launch) || isArctic(hex)) return no.airArctic();
    if (distance(launch, hex) > AIR_RANGE) return no.airRange(AIR_RANGE);
    const ab = AIRBASE[active];
    if (ab) return ab.side === side && ab.fromYear <= G.year && ab.hex === launch ? null : no.airbase();
    const a = G.tfs[active];
    if (!a || a.side !== side || a.gone) return no.airSource();
    if (hasConvoy(G, a)) return no.convoyActive();
    if (G.opt.damagedRestriction && hasDamaged(G, a)) return no.damagedStrike();
    if (!cvSourceOk(G, a, launch)) return no.airCv();
    return null;
  }
  const a = G.tfs[active];
  if (!a || a.side !== side || a.gone) return no.designateOwn();
  if (inBox(a)) return no.boxActive();
  if (hasConvoy(G, a)) return no.convoyActive();
  if (G.opt.damagedRestriction && hasDamaged(G, a)) return no.damagedAct();
  if (!hexesOf(a).includes(hex)) return no.activeInHex();
  if (kind === 'ENGAGE' && t.rep.k !== 'S') return no.engageStation();
  if (kind === 'NAVAL_SEARCH' && t.rep.k !== 'T') return no.searchTrajectory();
  return null;
}

export function newAction(side: Side, kind: Kind, active: string, target: string, hex: HexId, launch: HexId | null): ActionFrame {
  const fr: ActionFrame = { f: 'action', step: 'desA', kind, side, active, target, hex, coord: {}, air: {}, alert: 0, em: false, total: 0 };
  if (kind === 'AIR_STRIKE' && launch) fr.air[side] = { source: active, launch };
  return fr;
}

const tfIds = (G: G, ids: Array<string | undefined>): string[] => ids.filter((x): x is string => !!x && !!G.tfs[x]);
function activeDesignated(G: G, fr: ActionFrame): string[] {
  return tfIds(G, [fr.active, fr.coord[fr.side], fr.air[fr.side]?.source]);
}

export function designateOptions(G: G, fr: ActionFrame, side: Side): { coord: string[]; air: Array<[string, HexId]> } {
  const coord = coordOptions(G, fr, side).filter((id) => !(fr.kind === 'STEALTH_ATTACK' && id === fr.active));
  const air =
    fr.kind === 'AIR_STRIKE' && side === fr.side
      ? []
      : airSources(G, side, fr.hex).filter(([s]) => s !== fr.target && !(side === fr.side && s === fr.coord[side] && false));
  return { coord, air };
}

export const actionProcedure = {
  step(c: Ctx, fr: ActionFrame): void {
    const G = c.G;
    const foe = other(fr.side);
    switch (fr.step) {
      case 'desA':
      case 'desB': {
        const side = fr.step === 'desA' ? fr.side : foe;
        const o = designateOptions(G, fr, side);
        if (o.coord.length || o.air.length) {
          ask(c, side, 'designate', { coord: o.coord, air: o.air, hex: fr.hex });
          return;
        }
        fr.step = fr.step === 'desA' ? 'desB' : 'gensoul';
        return;
      }
      case 'intr': {
        fr.step = 'em';
        const n = intelCount(G, activeDesignated(G, fr));
        if (n === 0) return;
        const dice = roll(c, 2);
        const cell = INTERRUPTION.cells[bandIndex(INTERRUPTION.rows, sum(dice))][bandIndex(INTERRUPTION.columns, n)];
        log(c, 'interruption', [foe, cell], [...dice, sum(dice), n], 'p.22');
        if (cell.startsWith('ALERT')) fr.alert = Number(cell.slice(-1));
        else if (cell === 'SLIP') fr.step = 'slip';
        else fr.cancelled = cell === 'IC' ? 'IC' : 'VIE';
        if (fr.cancelled) fr.step = 'cancel';
        return;
      }
      case 'slip': {
        const opts = slipSignals(G, fr);
        if (isAutomaton(G, foe)) {
          // p.22, p.54: the imaginary player rolls 1d6: 1-4 Signals, 5-6 Evasive Maneuvers.
          const [d] = roll(c, 1);
          const resp = SOLO_SLIP_ROWS.find((r) => inBand(d, r.die))!.response;
          log(c, 'soloSlip', [resp], [d], 'p.54');
          doSlip(c, fr, resp === 'SIGNALS' && opts.length ? opts[0] : null);
          return;
        }
        ask(c, foe, 'slip', { signals: opts });
        return;
      }
      case 'cancel':
        pop(G);
        log(c, 'actionCancelled', [fr.kind, fr.cancelled as string], [], 'p.22');
        if (fr.cancelled === 'IC') pushChange(G, foe, 'interruption');
        else pushVie(G);
        return;
      case 'em':
        fr.step = 'total';
        if (G.tfs[fr.target].em) ask(c, foe, 'spendEM', { tf: fr.target });
        return;
      case 'gensoul': {
        fr.step = 'intr';
        const opts = gensoulOptions(G, fr);
        if (opts.length && !fr.gensoul) {
          fr.gensoul = true;
          ask(c, fr.side, 'gensoul', { options: opts });
        }
        return;
      }
      case 'total': {
        if (fr.kr === undefined) {
          fr.total = trajectoryTotal(G, {
            active: G.tfs[fr.active] ? fr.active : null,
            activeCoord: fr.coord[fr.side] ?? null,
            activeAir: fr.air[fr.side]?.source ?? null,
            target: fr.target,
            inactiveCoord: fr.coord[foe] ?? null,
            inactiveAir: fr.air[foe]?.source ?? null,
          });
          fr.kr = totalLeaders(G, fr);
        }
        const next = fr.kr[0];
        if (!next) {
          fr.step = 'roll';
          return;
        }
        // p.10: roll first, then decide; an unused roll is void.
        const d = roll(c, 2);
        fr.krRoll = sum(d);
        log(c, 'leaderRoll', [next], [...d, fr.krRoll, fr.total], 'p.10');
        ask(c, leaderSide(next), 'leaderTotal', { leader: next, roll: fr.krRoll, total: fr.total });
        return;
      }
      case 'roll': {
        fr.dice = roll(c, 2);
        fr.rolled = false;
        fr.step = 'resolve';
        const opts = rollLeaderOptions(G, fr);
        if (opts.length) {
          log(c, 'rollBeforeLeader', [fr.kind, fr.side], [...fr.dice], 'p.10');
          ask(c, fr.side, 'leaderRoll', { options: opts, dice: fr.dice });
        }
        return;
      }
      case 'resolve': {
        const mods = modifiers(G, fr);
        if (fr.mods) mods.push(...fr.mods);
        const dice = fr.dice as number[];
        const total = sum(dice) + sum(mods.map((m) => m[1]));
        const cell = actionResult(TABLE[fr.kind], fr.total, total);
        fr.mods = mods;
        fr.roll = total;
        fr.result = cell.result;
        log(
          c,
          'actionRoll',
          [fr.kind, fr.side, cell.result, ...(cell.contact ? ['contact'] : []), ...mods.map((m) => m[0])],
          [...dice, ...mods.map((m) => m[1]), total, fr.total],
          `p.${ACTION_TABLE[TABLE[fr.kind]].page}`,
        );
        if (cell.result === 'MISS' && intelCount(G, activeDesignated(G, fr)) > 0) fr.missIntel = true;
        fr.step = 'lapse';
        if (fr.kind === 'STEALTH_ATTACK') {
          G.stealth[fr.active].at = null;
          log(c, 'stealthUsed', [fr.active], [], 'p.41');
        }
        pushResult(G, {
          code: cell.result,
          contact: cell.contact,
          side: fr.side,
          active: G.tfs[fr.active] ? fr.active : null,
          target: fr.target,
          hex: fr.hex,
          parent: G.stack.length - 1,
        });
        return;
      }
      case 'lapse': {
        fr.step = 'init';
        const launch: Record<string, HexId> = {};
        for (const s of [fr.side, foe]) {
          const a = fr.air[s];
          if (a && G.tfs[a.source]) launch[a.source] = a.launch;
        }
        const list = tfIds(G, [fr.battle ? undefined : fr.active, fr.coord[fr.side], fr.air[fr.side]?.source, fr.coord[foe], fr.air[foe]?.source]).filter(
          (t) => t !== fr.target,
        );
        pushLapse(G, list, launch);
        return;
      }
      case 'init':
        pop(G);
        if (fr.missIntel) pushChange(G, foe, 'missIntel');
        else if (fr.kind === 'NAVAL_SEARCH' && !fr.battle) pushSeize(G, foe);
        else pushVie(G);
        return;
    }
  },
  answer(c: Ctx, fr: ActionFrame, _seat: string, a: Answer): Refusal | undefined {
    const G = c.G;
    const foe = other(fr.side);
    if (a.move === 'designate' && (fr.step === 'desA' || fr.step === 'desB')) {
      const side = fr.step === 'desA' ? fr.side : foe;
      const [coord, air, launch] = a.args as [string | null, string | null, HexId | null];
      const o = designateOptions(G, fr, side);
      if (coord !== null && !o.coord.includes(coord)) return no.coordForce();
      if ((air === null) !== (launch === null)) return no.airPair();
      if (air !== null && !o.air.some(([s, l]) => s === air && l === launch)) return no.airSupport();
      if (coord !== null) fr.coord[side] = coord;
      if (air !== null && launch !== null) fr.air[side] = { source: air, launch };
      log(c, 'designate', [side, coord ?? '-', air ?? '-', launch ?? '-'], [], 'p.45');
      fr.step = fr.step === 'desA' ? 'desB' : 'gensoul';
      return undefined;
    }
    if (a.move === 'pick' && G.pending?.kind === 'gensoul') {
      const v = a.args[0] as string | null;
      if (v !== null) {
        if (!gensoulOptions(G, fr).includes(v)) return no.gensoul();
        const [tf, hex] = v.split(':');
        G.tfs[tf].intel = G.tfs[tf].intel.filter((h) => h !== hex);
        useLeader(G, 'gensoul');
        log(c, 'gensoul', [tf, hex], [], 'p.10');
      }
      return undefined;
    }
    if (a.move === 'pick' && G.pending?.kind === 'leaderTotal') {
      const v = a.args[0] as string | null;
      if (v !== 'add' && v !== 'sub' && v !== 'none') return no.leaderTotal();
      const id = (fr.kr as string[]).shift() as string;
      if (v !== 'none') {
        fr.total = Math.max(0, fr.total + (v === 'add' ? 1 : -1) * (fr.krRoll as number));
        useLeader(G, id);
        log(c, 'leaderTotal', [id, v], [fr.krRoll as number, fr.total], 'p.10');
      }
      delete fr.krRoll;
      return undefined;
    }
    if (a.move === 'pick' && G.pending?.kind === 'leaderRoll') {
      const v = a.args[0] as string | null;
      if (v !== null && !rollLeaderOptions(G, fr).includes(v)) return no.leaderOption();
      if (v !== null) {
        const id = rollLeader(G, fr, v);
        useLeader(G, id);
        if (v === 'plus2') fr.mods = [['somerville', 2]];
        else (fr.dice as number[])[v === 'six0' ? 0 : 1] = 6;
        log(c, 'leaderDie', [id, v], [...(fr.dice as number[])], 'p.10');
      }
      fr.rolled = true;
      return undefined;
    }
    if (a.move === 'spendEM' && G.pending?.kind === 'spendEM') {
      if (a.args[0]) {
        fr.em = true;
        G.tfs[fr.target].em = false;
        log(c, 'emSpent', [fr.target, 'action'], [], 'p.46');
      }
      return undefined;
    }
    if (a.move === 'slip' && fr.step === 'slip') {
      const [tf, hex] = a.args as [string | null, HexId | null];
      const opts = slipSignals(G, fr);
      const pick = tf === null ? null : opts.find((o) => o[0] === tf && o[1] === hex);
      if (tf !== null && !pick) return no.slipSignals();
      doSlip(c, fr, pick ?? null);
      return undefined;
    }
    return no.wrongAnswer(a.move);
  },
};

/** Slip's Signals options (p.54, I-24): the active TF or the active coordinating TF, at an Intel marker. */
export function slipSignals(G: G, fr: ActionFrame): Array<[string, HexId]> {
  const out: Array<[string, HexId]> = [];
  for (const id of tfIds(G, [fr.active, fr.coord[fr.side]])) {
    const t = G.tfs[id];
    if (t.rep.k === 'T') for (const h of t.intel) out.push([id, h]);
  }
  return out;
}
function doSlip(c: Ctx, fr: ActionFrame, signals: [string, HexId] | null): void {
  if (signals) {
    toStation(c.G.tfs[signals[0]], signals[1]);
    log(c, 'slipSignals', [signals[0], signals[1]], [], 'p.54');
  } else {
    addEM(c.G.tfs[fr.target]);
    log(c, 'slipEM', [fr.target], [], 'p.54');
  }
  fr.cancelled = 'VIE';
  fr.step = 'cancel';
}

/** The common modifiers (p.45-48) and the action's own (p.41), each with its source. */
export function modifiers(G: G, fr: ActionFrame): Array<[string, number]> {
  const foe = other(fr.side);
  const out: Array<[string, number]> = [];
  const wx = weatherAt(G, fr.hex);
  for (const s of [fr.side, foe]) {
    const a = fr.air[s];
    if (!a) continue;
    const row = AIR_SUPPORT_ROWS.find((r) => r.distance === distance(a.launch, fr.hex));
    if (row) out.push([s === fr.side ? 'airSupport' : 'enemyAir', s === fr.side ? row.active : row.inactive]);
  }
  const t = G.tfs[fr.target];
  if (t.contact.includes(fr.hex)) out.push(['contact', CONTACT_ROWS.find((r) => r.speed === tfSpeed(G, t))!.modifier]);
  if (fr.em) out.push(['evasive', wx === 'BAD' ? COMMON_MODIFIERS.emBad : COMMON_MODIFIERS.emGood]);
  const ca = fr.coord[fr.side];
  if (ca) {
    const walker = G.leaders.walker && G.leaders.walker.uses > 0 && G.tfs[ca] && G.tfs[ca].ships.includes(G.leaders.walker.on ?? '');
    out.push([
      walker ? 'walker' : 'coordination',
      walker ? COMMON_MODIFIERS.coordinationWalker : wx === 'BAD' ? COMMON_MODIFIERS.coordinationActiveBad : COMMON_MODIFIERS.coordinationActiveGood,
    ]);
  }
  if (fr.coord[foe]) out.push(['enemyCoordination', COMMON_MODIFIERS.coordinationInactive]);
  if (fr.alert) out.push(['alert', -fr.alert]);
  if (fr.kind === 'STEALTH_ATTACK') {
    if (inUboatZone(fr.hex)) out.push(['uboatZone', STEALTH_MODIFIERS.uboatZone]);
    if (liveShips(G, t).some((s) => G.ships[s].dispersed)) out.push(['dispersedConvoy', STEALTH_MODIFIERS.dispersedConvoy]);
  }
  return out;
}
