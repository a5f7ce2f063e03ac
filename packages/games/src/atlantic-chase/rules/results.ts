/**
 * The common results (p.49-54) of Air Strike, Engage, Naval Search and Stealth Attack, with
 * their choices: Early/Late and Shadow (the active player chooses, or the target's owner after spending
 * its EM, EM-3b), the ship a hit or Damage strikes (the active player's choice; slow/very slow only for
 * Hit (slow)/(very slow), I-19), whether a faster Skirmish becomes a limited battle, and battle triggers.
 */
import type { Answer, Frame } from '../../common/procedure';
import { ACTION_LIMITS } from '../data';
import type { HexId, ResultCode, Side } from '../data/types';
import { startBattle } from './battle';
import { identify } from './identify';
import { applyDamage, applyHits } from './damage';
import { ask, log, pop, push, type Ctx } from './flow';
import { addContact, addEM, loseContact, toStation } from './markers';
import { liveShips, other, shipSpeed, speedRank, tfSpeed } from './state';
import type { ActionFrame, G, TF } from './types';
import { no, type Refusal } from './refusals';

export interface ResultFrame extends Frame {
  f: 'result';
  code: ResultCode;
  contact: boolean;
  side: Side;
  active: string | null;
  target: string;
  hex: HexId;
  parent: number;
  /** Who chooses the segments (EM-3b): null until settled. */
  chooser?: Side;
  emAsked?: boolean;
  pick?: string | null;
}

/** Ships of the target a hit result may strike (p.52, I-19). */
function hitCandidates(G: G, tf: TF, code: ResultCode): string[] {
  const live = liveShips(G, tf);
  if (code === 'HIT' || code === 'DAMAGE') return live;
  const max = code === 'HIT_VS' ? 0 : 1;
  if (speedRank(tfSpeed(G, tf)) > max) return [];
  return live.filter((s) => speedRank(shipSpeed(G, s)) <= max);
}

/** Early/Late geometry (p.51): the target segment's index and whether removing it leaves a hole. */
function elShape(tf: TF, hex: HexId): { i: number; len: number } {
  const hexes = tf.rep.k === 'T' ? tf.rep.hexes : [];
  return { i: hexes.indexOf(hex), len: hexes.length };
}

/** Shadow (p.53): the start indexes of the contiguous triples keeping the target hex. */
function shadowStarts(tf: TF, hex: HexId): number[] {
  const { i, len } = elShape(tf, hex);
  const out: number[] = [];
  for (let k = Math.max(0, i - 2); k <= Math.min(i, len - ACTION_LIMITS.shadowLeaves); k++) out.push(k);
  return out;
}

/** The options of the pending pick (public, for the UI and ai.enumerate). */
export function resultOptions(G: G, fr: ResultFrame): string[] {
  const tf = G.tfs[fr.target];
  switch (fr.code) {
    case 'EARLY_LATE':
      return ['front', 'back'];
    case 'SHADOW':
      return shadowStarts(tf, fr.hex).map(String);
    case 'SKIRMISH':
      return ['battle', 'contact'];
    default:
      return hitCandidates(G, tf, fr.code);
  }
}

function faster(G: G, a: string | null, t: string): boolean {
  return !!a && speedRank(tfSpeed(G, G.tfs[a])) > speedRank(tfSpeed(G, G.tfs[t]));
}

function battle(c: Ctx, fr: ResultFrame, surprise: boolean, limited: boolean): void {
  const G = c.G;
  (G.stack[fr.parent] as ActionFrame).battle = true;
  const par = G.stack[fr.parent] as ActionFrame;
  push(
    G,
    startBattle(c, {
      hex: fr.hex,
      a: fr.side,
      tfA: fr.active as string,
      tfB: fr.target,
      surprise,
      limited,
      smoke: surprise ? [] : [fr.side, other(fr.side)],
      from: par.kind === 'NAVAL_SEARCH' ? 'NAVAL_SEARCH' : 'ENGAGE',
    }),
  );
}

export const resultProcedure = {
  step(c: Ctx, fr: ResultFrame): void {
    const G = c.G;
    const tf = G.tfs[fr.target];
    const code = fr.code;
    const needsSegments = code === 'EARLY_LATE' || code === 'SHADOW';
    if (needsSegments && tf.rep.k === 'T') {
      const { i, len } = elShape(tf, fr.hex);
      const hole = code === 'EARLY_LATE' ? i > 0 && i < len - 1 : len > ACTION_LIMITS.shadowLeaves && shadowStarts(tf, fr.hex).length > 1;
      if (hole && fr.chooser === undefined) {
        if (tf.em && !fr.emAsked) {
          fr.emAsked = true;
          ask(c, tf.side, 'emChoose', { tf: tf.id, code });
          return;
        }
        fr.chooser = fr.side;
      }
      if (hole && fr.pick === undefined) {
        ask(c, fr.chooser as Side, 'pick', { what: code, options: resultOptions(G, fr), tf: tf.id });
        return;
      }
    }
    if ((code === 'HIT' || code === 'HIT_S' || code === 'HIT_VS' || code === 'DAMAGE') && tf.unidentified) identify(c, tf.id, 'hit');
    if ((code === 'HIT' || code === 'HIT_S' || code === 'HIT_VS' || code === 'DAMAGE') && fr.pick === undefined) {
      const cands = hitCandidates(G, tf, code);
      if (cands.length > 1) {
        ask(c, fr.side, 'pick', { what: code, options: cands, tf: tf.id });
        return;
      }
      fr.pick = cands[0] ?? null;
    }
    if (code === 'SKIRMISH' && fr.pick === undefined && faster(G, fr.active, fr.target)) {
      ask(c, fr.side, 'pick', { what: code, options: ['battle', 'contact'] });
      return;
    }
    pop(G);
    apply(c, fr);
  },
  answer(c: Ctx, fr: ResultFrame, _seat: string, a: Answer): Refusal | undefined {
    const G = c.G;
    if (a.move === 'spendEM' && G.pending?.kind === 'emChoose') {
      if (a.args[0]) {
        G.tfs[fr.target].em = false;
        fr.chooser = G.tfs[fr.target].side;
        log(c, 'emSpent', [fr.target, 'choose'], [], 'p.24');
      } else fr.chooser = fr.side;
      return undefined;
    }
    if (a.move !== 'pick' || G.pending?.kind !== 'pick') return no.pickOption();
    const v = a.args[0] as string | null;
    if (v === null || !resultOptions(G, fr).includes(v)) return no.resultOption();
    fr.pick = v;
    return undefined;
  },
};

function apply(c: Ctx, fr: ResultFrame): void {
  const G = c.G;
  const tf = G.tfs[fr.target];
  const code = fr.code;
  log(c, 'result', [code, fr.target, fr.hex, ...(fr.pick ? [fr.pick] : [])], [], 'p.49');
  switch (code) {
    case 'MISS':
    case 'SPLASH':
      break;
    case 'CONTACT':
      addContact(tf, fr.hex);
      break;
    case 'LOSE_CONTACT':
      loseContact(tf, fr.hex);
      break;
    case 'SIGHTED':
      toStation(tf, fr.hex);
      break;
    case 'EARLY_LATE': {
      if (tf.rep.k !== 'T') break;
      const hexes = tf.rep.hexes;
      const i = hexes.indexOf(fr.hex);
      if (hexes.length === 1) {
        toStation(tf, fr.hex);
        addEM(tf);
      } else if (i === 0 || i === hexes.length - 1) {
        tf.rep = { k: 'T', hexes: hexes.filter((h) => h !== fr.hex) };
        addEM(tf);
      } else {
        tf.rep = { k: 'T', hexes: fr.pick === 'front' ? hexes.slice(i + 1) : hexes.slice(0, i) };
      }
      tf.intel = tf.intel.filter((h) => hexesIn(tf).includes(h));
      tf.contact = tf.contact.filter((h) => hexesIn(tf).includes(h));
      break;
    }
    case 'SHADOW': {
      if (tf.rep.k !== 'T') break;
      if (tf.rep.hexes.length <= ACTION_LIMITS.shadowLeaves) {
        addEM(tf);
        break;
      }
      const k = fr.pick !== undefined && fr.pick !== null ? Number(fr.pick) : shadowStarts(tf, fr.hex)[0];
      tf.rep = { k: 'T', hexes: tf.rep.hexes.slice(k, k + ACTION_LIMITS.shadowLeaves) };
      tf.intel = tf.intel.filter((h) => hexesIn(tf).includes(h));
      tf.contact = tf.contact.filter((h) => hexesIn(tf).includes(h));
      break;
    }
    case 'HIT':
    case 'HIT_S':
    case 'HIT_VS':
      if (fr.pick) applyHits(c, fr.pick, 1, 'p.52');
      break;
    case 'DAMAGE':
      if (fr.pick) applyDamage(c, fr.pick);
      break;
    case 'CLOSING':
      if (faster(G, fr.active, fr.target)) battle(c, fr, false, false);
      else addContact(tf, fr.hex);
      break;
    case 'SKIRMISH':
      if (fr.pick === 'battle') battle(c, fr, false, true);
      else addContact(tf, fr.hex);
      break;
    case 'BATTLE':
      battle(c, fr, false, false);
      break;
    case 'SURPRISE':
      battle(c, fr, faster(G, fr.active, fr.target), false);
      break;
    default:
      break;
  }
  // "+ Contact" cells apply after the hit (p.49: the result, then the Contact).
  if (fr.contact && !tf.gone) addContact(tf, fr.hex);
}

function hexesIn(tf: TF): HexId[] {
  return tf.rep.k === 'T' ? tf.rep.hexes : tf.rep.hex ? [tf.rep.hex] : [];
}

export function pushResult(G: G, fr: Omit<ResultFrame, 'f' | 'step'>): void {
  push(G, { f: 'result', step: 'go', ...fr } as ResultFrame);
}
