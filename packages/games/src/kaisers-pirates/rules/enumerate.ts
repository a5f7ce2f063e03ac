/**
 * Legal actions of a seat, computed from what that seat may see (its view): used by ai.enumerate, the bots,
 * and the engine's "nothing left to do" check. Every candidate is validated by the same functions the
 * engine uses, so an enumerated action is never rejected.
 */
import { ACTION_TYPE, WARSHIP, typeOf, type ActionType } from '../data';
import { commitProblem, eligibleMerchants, planReveal, type CommitEntry, type RevealParams } from './legal';
import { fogged, isFighting, isOpponent, teammateOf } from './state';
import type { PublicState, Side } from './types';
import { refuse, type Refusal } from '../../common/refusal';

export interface Action {
  move: string;
  args: unknown[];
}

function slotsOfType(S: PublicState, seat: Side, type: ActionType): number[] {
  const t = S.turn!;
  const me = S.players[seat]!;
  return t.slots.filter((s) => !s.revealed && s.half === 'action' && s.on === null && typeOf(me.committed[s.n]) === type).map((s) => s.n);
}

/** Candidate parameters for revealing one slot (broad; filtered by planReveal). */
function* rawCandidates(S: PublicState, seat: Side, slotN: number): Generator<RevealParams> {
  const t = S.turn!;
  const me = S.players[seat]!;
  const slot = t.slots.find((s) => s.n === slotN)!;
  const card = me.committed[slotN];
  if (!card) return;
  const type = typeOf(card);
  const opps = S.sides.filter((s) => isOpponent(S, seat, s) && !fogged(S, s) && (t.attackTarget === null || t.attackTarget === s));
  const sa = slotsOfType(S, seat, 'surprise_attack')[0];
  const bp = slotsOfType(S, seat, 'boarding_party');
  if (slot.half === 'intercept' && slot.on !== null) {
    const ship = S.forces[seat].ships.find((s) => s.id === slot.on);
    if (!ship) return;
    const gh = slotsOfType(S, seat, 'good_hunting')[0];
    const sl = slotsOfType(S, seat, 'shipping_lanes')[0];
    for (const side of opps) {
      const E = eligibleMerchants(S, side);
      for (const m of E) {
        yield { targets: [m.id] };
        if (sa !== undefined) yield { targets: [m.id], surprise: sa };
        if (bp.length && m.dmg === 0) {
          yield { targets: [m.id], boarding: [{ slot: bp[0], merchant: m.id }] };
          if (sa !== undefined) yield { targets: [m.id], surprise: sa, boarding: [{ slot: bp[0], merchant: m.id }] };
        }
      }
      if (gh !== undefined && ship.kind === 'raider' && E.length) {
        const pairs: string[][] = E.length === 1 ? [[E[0].id]] : [];
        for (let i = 0; i < E.length; i++) for (let j = i + 1; j < E.length; j++) pairs.push([E[i].id, E[j].id]);
        for (const p of pairs) {
          yield { targets: p, goodHunting: gh };
          if (sa !== undefined) yield { targets: p, goodHunting: gh, surprise: sa };
        }
      }
      if (sl !== undefined && ship.kind === 'warship' && E.length) {
        const all = E.map((m) => m.id);
        yield { targets: all, shippingLanes: sl };
        if (sa !== undefined) yield { targets: all, shippingLanes: sl, surprise: sa };
        const intact = E.filter((m) => m.dmg === 0);
        if (bp.length && intact.length) yield { targets: all, shippingLanes: sl, boarding: [{ slot: bp[0], merchant: intact[0].id }] };
      }
    }
    return;
  }
  if (slot.half === 'intercept') {
    for (const side of opps) {
      for (const x of S.forces[side].ships) {
        if (x.kind !== 'warship' && !x.rec) continue;
        yield { target: x.id };
        if (sa !== undefined) yield { target: x.id, surprise: sa };
      }
    }
    return;
  }
  const mySide = S.forces[seat];
  const others = S.sides.filter((s) => isOpponent(S, seat, s));
  switch (type) {
    case 'lay_mines': {
      const raiders = slot.on ? [slot.on] : mySide.ships.filter((s) => s.kind === 'raider' && WARSHIP[s.id].features.mines).map((s) => s.id);
      for (const ship of raiders) for (const side of opps) yield slot.on ? { side } : { side, ship };
      return;
    }
    case 'interrogate':
      for (const side of opps) for (const x of S.forces[side].ships) if (!x.rec) yield { target: x.id };
      return;
    case 'monitor':
      for (const side of opps)
        for (const x of S.forces[side].ships)
          if (x.refuge) {
            yield { target: x.id };
            if (sa !== undefined) yield { target: x.id, surprise: sa };
          }
      return;
    case 'sub_u':
    case 'sub_uc':
      for (const side of opps) {
        for (const m of S.forces[side].merchants) yield type === 'sub_uc' ? { mode: 'torpedo', target: m.id } : { target: m.id };
        if (S.options.torpedoPrizes)
          for (const p of S.forces[side].ships)
            if (p.kind === 'prize' && !p.rec) yield type === 'sub_uc' ? { mode: 'torpedo', target: p.id } : { target: p.id };
        if (type === 'sub_uc') yield { mode: 'mines', side };
      }
      return;
    case 'intelligence':
      yield { mode: 'deck' };
      for (const side of others) yield { mode: 'hand', side };
      return;
    case 'deception':
    case 'fog_bank':
    case 'heavy_weather':
    case 'recon_aircraft':
    case 'rendezvous_missed':
      for (const side of others) yield { side };
      return;
    case 'interned':
    case 'transfer_command':
      for (const side of others) for (const x of S.forces[side].ships) if (x.kind === 'warship' || x.rec) yield { target: x.id };
      return;
    case 'damage_control':
    case 'calm_seas':
    case 'island_refuge':
    case 'reflag':
    case 'scuttle':
      for (const x of [...mySide.ships, ...mySide.merchants]) yield { target: x.id };
      return;
    default:
      yield {};
  }
}

/** Legal reveal parameters for a slot. */
export function revealOptions(S: PublicState, seat: Side, slotN: number, limit = Infinity): RevealParams[] {
  const out: RevealParams[] = [];
  for (const p of rawCandidates(S, seat, slotN)) {
    if (planReveal(S, seat, slotN, p).ok) {
      out.push(p);
      if (out.length >= limit) break;
    }
  }
  return out;
}

function leaveRefugeOptions(S: PublicState, seat: Side): Action[] {
  const t = S.turn!;
  const mate = teammateOf(S, seat);
  const out: Action[] = [];
  for (const s of S.forces[seat].ships) {
    if (s.refuge && s.refuge.entered < t.no) {
      out.push({ move: 'leaveRefuge', args: [s.id] });
      if (mate) out.push({ move: 'leaveRefuge', args: [s.id, true] });
    }
  }
  return out;
}

function prizeResupplyOptions(S: PublicState, seat: Side): Action[] {
  if (!S.options.prizeResupply) return [];
  const t = S.turn!;
  const f = S.forces[seat];
  const out: Action[] = [];
  for (const p of f.ships) {
    if (p.kind !== 'prize' || t.prizesUsed.includes(p.id)) continue;
    for (const s of f.ships) if (isFighting(s) && s.ls) out.push({ move: 'prizeResupply', args: [p.id, s.id] });
  }
  return out;
}

/** Is there anything the active player can still do besides finishing the turn? */
export function actOptionsExist(S: PublicState, seat: Side): boolean {
  const t = S.turn!;
  if (leaveRefugeOptions(S, seat).length || prizeResupplyOptions(S, seat).length) return true;
  for (const s of t.slots) if (!s.revealed && revealOptions(S, seat, s.n, 1).length) return true;
  return false;
}

/** Legal (half, placement) choices for one card at commit. */
export function commitChoices(S: PublicState, seat: Side, card: string): CommitEntry[] {
  const type = typeOf(card);
  const out: CommitEntry[] = [{ card, half: 'intercept', on: null }];
  for (const s of S.forces[seat].ships) {
    if (!isFighting(s) || s.refuge) continue;
    out.push({ card, half: 'intercept', on: s.id });
    if (type === 'lay_mines' && s.kind === 'raider' && WARSHIP[s.id].features.mines) out.push({ card, half: 'action', on: s.id });
  }
  if (type !== 'lay_mines' && (!ACTION_TYPE[type].reaction || type === 'reflag')) out.push({ card, half: 'action', on: null });
  return out;
}

/** A complete commit: supplements and actions face down, an Intercept! on each ship, reactions kept. */
function greedyCommit(S: PublicState, seat: Side, keepReactions: boolean): CommitEntry[] {
  const me = S.players[seat]!;
  const t = S.turn!;
  const entries: CommitEntry[] = [];
  const free = S.forces[seat].ships.filter((s) => isFighting(s) && !s.refuge).map((s) => s.id);
  let radio = 0;
  const interceptPool: string[] = [];
  for (const card of me.hand) {
    const type = typeOf(card);
    const d = ACTION_TYPE[type];
    if (d.reaction && type !== 'reflag') {
      if (!keepReactions) interceptPool.push(card);
      continue;
    }
    if (type === 'lay_mines') {
      const raider = free.find((id) => S.forces[seat].ships.find((s) => s.id === id)!.kind === 'raider' && WARSHIP[id].features.mines);
      if (raider) {
        entries.push({ card, half: 'action', on: raider });
        free.splice(free.indexOf(raider), 1);
      } else interceptPool.push(card);
      continue;
    }
    if (type === 'radio_intercept' && (radio++ > 0 || t.extra)) {
      interceptPool.push(card);
      continue;
    }
    if (type === 'second_chance' && t.extra) {
      interceptPool.push(card);
      continue;
    }
    entries.push({ card, half: 'action', on: null });
  }
  for (const card of interceptPool) {
    const ship = free.shift();
    entries.push({ card, half: 'intercept', on: ship ?? null });
  }
  return entries;
}

/** Every legal action of `seat` in the current state (its view). */
export function enumerate(S: PublicState, seat: Side): Action[] {
  const p = S.pending;
  if (!p || S.result) return [];
  if (p.kind === 'retain') {
    if (!p.seats.includes(seat)) return [];
    if (S.ghost) {
      // Solitaire [5.1.4]: the live player names the ships of both sides that stay.
      const own: string[][] = [[], ...p.pool[seat].map((id) => [id])];
      const its: string[][] = [[], ...p.pool[S.ghost].map((id) => [id])];
      if (p.max >= 2) {
        if (p.pool[seat].length >= 2) own.push(p.pool[seat].slice(0, p.max));
        if (p.pool[S.ghost].length >= 2) its.push(p.pool[S.ghost].slice(0, p.max));
      }
      return own.flatMap((a) => its.map((b) => ({ move: 'keepShips', args: [[...a, ...b]] })));
    }
    const mate = teammateOf(S, seat);
    const claimed = new Set(mate ? (p.kept[mate] ?? []) : []);
    const pool = [...p.pool[seat], ...(mate ? p.pool[mate] : [])].filter((id) => !claimed.has(id));
    const out: Action[] = [{ move: 'keepShips', args: [[]] }];
    for (const id of pool) out.push({ move: 'keepShips', args: [[id]] });
    if (p.max >= 2 && pool.length >= 2) out.push({ move: 'keepShips', args: [pool.slice(0, Math.min(p.max, pool.length))] });
    return out;
  }
  if (p.seat !== seat) return [];
  const me = S.players[seat];
  switch (p.kind) {
    case 'commit': {
      if (!me) return [];
      const out: Action[] = [{ move: 'commit', args: [[]] }];
      for (const card of me.hand) for (const e of commitChoices(S, seat, card)) out.push({ move: 'commit', args: [[e]] });
      out.push({ move: 'commit', args: [greedyCommit(S, seat, true)] });
      out.push({ move: 'commit', args: [greedyCommit(S, seat, false)] });
      return out.filter((a) => !commitProblem(S, seat, a.args[0]));
    }
    case 'act': {
      const out: Action[] = [{ move: 'finishTurn', args: [] }];
      out.push(...leaveRefugeOptions(S, seat), ...prizeResupplyOptions(S, seat));
      if (me) for (const s of S.turn!.slots) if (!s.revealed) for (const prm of revealOptions(S, seat, s.n)) out.push({ move: 'reveal', args: [s.n, prm] });
      return out;
    }
    case 'target': {
      const out: Action[] = [];
      const sa = p.surprise ? [] : me ? slotsOfType(S, seat, 'surprise_attack') : [];
      const bp = me ? slotsOfType(S, seat, 'boarding_party') : [];
      for (const m of p.remaining) {
        out.push({ move: 'nextTarget', args: [m, {}] });
        if (sa.length) out.push({ move: 'nextTarget', args: [m, { surprise: sa[0] }] });
        const M = S.sides.map((s) => S.forces[s].merchants.find((x) => x.id === m)).find((x) => x);
        if (bp.length && M && M.dmg === 0 && !p.boarded.includes(m)) out.push({ move: 'nextTarget', args: [m, { boarding: bp[0] }] });
      }
      return out;
    }
    case 'react': {
      const out: Action[] = [{ move: 'decline', args: [] }];
      if (me) {
        const seen = new Set<ActionType>();
        for (const card of me.hand) {
          const type = typeOf(card);
          if (p.window.allowed.includes(type) && !seen.has(type)) {
            seen.add(type);
            out.push({ move: 'react', args: [card] });
          }
        }
      }
      return out;
    }
    case 'choose':
      return p.options.map((o) => ({ move: 'choose', args: [o] }));
    case 'intel': {
      const cards = me?.intelDeck ?? [];
      const out: Action[] = [{ move: 'intelOrder', args: [cards.slice()] }];
      if (cards.length > 1) out.push({ move: 'intelOrder', args: [cards.slice().reverse()] });
      return out;
    }
  }
  return [];
}

/**
 * Before committing [3.2.1]: which of these entries could not be revealed right after the commit, and why
 * (the reason the server would give, from planReveal), e.g. an Intercept! for the British Forces with no
 * opponent's ship it may target. Computed on a copy of the seat's view with the entries committed, exactly
 * as the act step will see it; entries absent from the result could be revealed.
 */
export function commitPreview(S: PublicState, seat: Side, entries: readonly CommitEntry[]): Record<string, Refusal> {
  const me = S.players[seat];
  if (!me || !S.turn || !entries.length) return {};
  const copy = JSON.parse(JSON.stringify(S)) as PublicState;
  const t = copy.turn!;
  const p = copy.players[seat]!;
  p.committed = entries.map((e) => e.card);
  p.hand = p.hand.filter((c) => !p.committed.includes(c));
  t.slots = entries.map((e, n) => ({ n, half: e.half, on: e.on ?? null, revealed: false }));
  t.committed = true;
  copy.pending = { kind: 'act', seat };
  const out: Record<string, Refusal> = {};
  entries.forEach((e, n) => {
    if (revealOptions(copy, seat, n, 1).length) return;
    const r = planReveal(copy, seat, n, {});
    out[e.card] = r.ok ? refuse('noLegalTarget', 'no legal target now') : r.problem;
  });
  return out;
}
