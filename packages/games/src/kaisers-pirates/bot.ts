/**
 * A simple opponent for an empty seat, playing from that seat's view only (never G.secret): it commits an
 * Intercept! on every ship and its useful action halves, keeps its reaction cards for defence, reveals what
 * has the best expected VA, and always reacts when it can. The solitaire ghost is not a bot: it is the
 * rulebook's automaton inside the game (rules/ghost.ts).
 */
import type { ActionRequest, Seat, ViewState } from '../common/module';
import { ACTION_TYPE, MERCHANT, WARSHIP, typeOf, type ActionType } from './data';
import { commitProblem } from './rules/legal';
import { enumerate, type Action } from './rules/enumerate';
import type { CommitEntry } from './rules/legal';
import { attackProbs } from './rules/prob';
import { damagePenalty, defenseCoin, fogged, isFighting, isOpponent, locate, printedVA } from './rules/state';
import type { RevealParams as RevealParamsLike } from './rules/legal';
import type { PublicState } from './rules/types';
import { strongestFirst } from './rules/round-end';

const REACT_PRIORITY: ActionType[] = [
  'amc',
  'trap',
  'q_ship',
  'slim_pickings',
  'shallow_run',
  'break_contact',
  'non_combatant',
  'razzle_dazzle',
  'minesweeper',
  'fast_ship',
  'recalled',
  'qqq',
  'reflag',
];

const ACTION_VALUE: Partial<Record<ActionType, number>> = {
  damage_control: 3,
  blockade_runner: 3,
  collier: 2,
  breakout: 4,
  second_chance: 5,
  recon_aircraft: 3,
  radio_intercept: 2,
  intelligence: 1,
  deception: 3,
  fog_bank: 3,
  heavy_weather: 2,
  rendezvous_missed: 2,
  interned: 4,
  transfer_command: 4,
  calm_seas: 3,
  island_refuge: 1,
  reflag: 2,
  scuttle: 0,
};

/**
 * The bot's policy version: 'v2' (the module's bot) commits the Intercept! supplements only with an
 * Intercept! they can join, hides a recognized raider or prize with Reflag instead of spending the card as
 * an Intercept!, and plays no Shallow Run for a damaged merchant; 'v1' is the policy before those fixes,
 * kept for the measured comparison (scripts/bot-compare.ts, issue 21 item 13).
 */
export type BotPolicy = 'v1' | 'v2';

/** The Intercept! supplements [3.3.3, 3.3.12, 3.3.32, 3.3.36]: they act only as part of an Intercept! of the same turn. */
const SUPPLEMENTS: readonly ActionType[] = ['surprise_attack', 'boarding_party', 'good_hunting', 'shipping_lanes'];

function toRequest(a: Action): ActionRequest {
  return { kind: 'move', name: a.move, args: a.args };
}

function revealScore(S: PublicState, seat: Seat, a: Action): number {
  const slotN = a.args[0] as number;
  const p = (a.args[1] ?? {}) as RevealParamsLike;
  const me = S.players[seat]!;
  const card = me.committed[slotN];
  const slot = S.turn!.slots.find((s) => s.n === slotN)!;
  const type = typeOf(card);
  const sa = p.surprise !== undefined ? 2 : 0;
  if (slot.half === 'intercept' && slot.on) {
    const ship = S.forces[seat].ships.find((s) => s.id === slot.on);
    if (!ship) return 0;
    let v = 0;
    for (const m of p.targets ?? []) {
      const M = locate(S, m)?.ship;
      if (!M) continue;
      const pr = attackProbs(WARSHIP[ship.id].attack, sa - damagePenalty(S, ship) - (ship.ls ? 2 : 0), defenseCoin(M), -damagePenalty(S, M));
      const boarded = (p.boarding ?? []).some((b) => b.merchant === m);
      v += (boarded ? pr.sunk * 2 : pr.sunk + 0.3 * pr.damaged) * MERCHANT[m].va;
    }
    return v;
  }
  if (slot.half === 'intercept' || type === 'monitor' || type === 'interrogate') {
    const X = p.target ? locate(S, p.target)?.ship : undefined;
    if (!X) return 0;
    const coin = slot.half === 'intercept' ? ACTION_TYPE[type].intercept.british : ([10, 8] as const);
    const pr = attackProbs(coin, sa + (type === 'monitor' && slot.half === 'action' ? 2 : 0), defenseCoin(X), -damagePenalty(S, X));
    return (pr.sunk + 0.3 * pr.damaged) * printedVA(X.id) * (type === 'interrogate' && slot.half === 'action' ? 0.5 : 1);
  }
  if (type === 'sub_u' || type === 'sub_uc' || type === 'lay_mines') {
    if (p.mode === 'mines' || type === 'lay_mines') return 6;
    const X = p.target ? locate(S, p.target)?.ship : undefined;
    return X ? attackProbs([10, 6, 4], 0, defenseCoin(X), -damagePenalty(S, X)).sunk * printedVA(X.id) : 0;
  }
  return ACTION_VALUE[type] ?? 0.5;
}

/** How useful a card's action half is right now (0 = only good as an Intercept! half). */
function actionUse(S: PublicState, seat: Seat, card: string, policy: BotPolicy = 'v2'): number {
  const type = typeOf(card);
  const me = S.forces[seat];
  const opps = S.sides.filter((x) => isOpponent(S, seat, x) && !fogged(S, x));
  const enemyShips = opps.flatMap((x) => S.forces[x].ships);
  switch (type) {
    case 'surprise_attack':
    case 'boarding_party':
      return 5;
    case 'good_hunting':
      return me.ships.some((x) => x.kind === 'raider' && !x.refuge) ? 5 : 0;
    case 'shipping_lanes':
      return me.ships.some((x) => x.kind === 'warship' && !x.refuge) ? 5 : 0;
    case 'damage_control':
      return [...me.ships, ...me.merchants].some((x) => x.dmg > 0) ? 4 : 0;
    case 'blockade_runner':
    case 'collier':
      return me.ships.some((x) => isFighting(x) && x.ls) ? 4 : 0;
    case 'scuttle':
      return 0;
    case 'island_refuge':
      return me.ships.some((x) => isFighting(x) && !x.refuge && (x.dmg > 0 || x.ls)) ? 3 : 0;
    case 'reflag':
      if (policy === 'v1') return 0;
      // Hide a recognized raider or prize now [3.3.27]; otherwise keep it in hand for a Reflag window.
      return me.ships.some((x) => (x.kind === 'raider' || x.kind === 'prize') && x.rec) ? 6 : -1;
    case 'interrogate':
      return enemyShips.some((x) => (x.kind === 'raider' || x.kind === 'prize') && !x.rec && !x.refuge) ? 4 : 0;
    case 'interned':
    case 'transfer_command':
      return enemyShips.some((x) => x.kind === 'warship' || x.rec) ? 4 : 0;
    case 'heavy_weather':
      return S.sides.some((x) => isOpponent(S, seat, x) && [...S.forces[x].ships, ...S.forces[x].merchants].some((y) => y.dmg > 0 && !y.refuge)) ? 3 : 0;
    case 'monitor':
      return enemyShips.some((x) => x.refuge) ? 4 : 0;
    case 'lay_mines':
      return me.ships.some((x) => x.kind === 'raider' && WARSHIP[x.id].features.mines && !x.refuge) ? 5 : 0;
    case 'radio_intercept':
      return S.decks.discardCount >= 2 && !S.turn!.extra ? 2 : 0;
    case 'second_chance':
      return S.turn!.extra ? 0 : 4;
    case 'intelligence':
      return 1;
    default:
      return ACTION_TYPE[type].reaction ? -1 : 3;
  }
}

/**
 * The bot's fixed Safe Conduct policy for a prize that survived an Intercept! [3.2.6] (ruling W-2): it keeps
 * the prize ("stay") only when it is the seat's only prize and a warship/raider of the seat has Limited
 * Supplies that the prize can help lift on the seat's own turn: by resupplying it under option 6.12, or by
 * the +2 it gives a Blockade Runner the seat holds [3.3.2]. Otherwise it banks the double VA ("attempt").
 */
export function botSafeConduct(S: PublicState, seat: Seat): 'attempt' | 'stay' {
  const f = S.forces[seat];
  const prizes = f.ships.filter((x) => x.kind === 'prize');
  const lsShip = f.ships.some((x) => isFighting(x) && x.ls);
  const runner = (S.players[seat]?.hand ?? []).some((c) => typeOf(c) === 'blockade_runner');
  return prizes.length === 1 && lsShip && (S.options.prizeResupply || runner) ? 'stay' : 'attempt';
}

/** An Intercept! on every ship that can hunt, useful action halves, reaction cards kept for defence. */
export function botCommit(S: PublicState, seat: Seat, policy: BotPolicy = 'v2'): CommitEntry[] {
  const me = S.players[seat]!;
  const t = S.turn!;
  const ships = S.forces[seat].ships.filter((x) => isFighting(x) && !x.refuge);
  const scored = me.hand.map((card) => ({ card, use: actionUse(S, seat, card, policy) }));
  const entries: CommitEntry[] = [];
  const used = new Set<string>();
  const mineRaider = ships.find((x) => x.kind === 'raider' && WARSHIP[x.id].features.mines);
  const recognized = S.forces[seat].ships.filter((x) => (x.kind === 'raider' || x.kind === 'prize') && x.rec);
  let radio = 0;
  for (const x of scored.filter((y) => y.use > 0).sort((a, b) => b.use - a.use)) {
    const type = typeOf(x.card);
    if (type === 'lay_mines') {
      if (!mineRaider || used.has(mineRaider.id)) continue;
      entries.push({ card: x.card, half: 'action', on: mineRaider.id });
      used.add(mineRaider.id);
      continue;
    }
    if (type === 'radio_intercept' && (radio++ > 0 || t.extra)) continue;
    if (type === 'reflag' && policy === 'v2') {
      // One Reflag per recognized ship; the rest stay in hand.
      if (entries.filter((e) => typeOf(e.card) === 'reflag').length >= recognized.length) continue;
    }
    entries.push({ card: x.card, half: 'action', on: null });
  }
  const committed = new Set(entries.map((e) => e.card));
  // Intercept! halves from the least useful non-reaction cards.
  const spare = scored.filter((y) => !committed.has(y.card) && y.use === 0).map((y) => y.card);
  const huntFor = (ship: { id: string }, card: string) => {
    entries.push({ card, half: 'intercept', on: ship.id });
    used.add(ship.id);
  };
  for (const ship of ships) {
    if (used.has(ship.id)) continue;
    const card = spare.shift();
    if (!card) break;
    huntFor(ship, card);
  }
  const targets = S.sides.some((x) => isOpponent(S, seat, x) && !fogged(S, x) && S.forces[x].ships.some((y) => (y.kind === 'warship' || y.rec) && !y.refuge));
  const card = spare.shift();
  if (targets && card) entries.push({ card, half: 'intercept', on: null });
  if (policy === 'v1') return entries;
  return keepPlayableSupplements(S, seat, entries, ships, used);
}

/**
 * A supplement only acts inside an Intercept! of the same commit [3.2.3.3]: Good Hunting needs one by a
 * raider [3.3.12], Shipping Lanes one by a warship [3.3.32], a Boarding Party one of a merchant (a ship's)
 * [3.3.3], a Surprise Attack any Intercept! [3.3.36]. Supplements with nothing to join become the
 * Intercept! of an idle ship when one has none (their Intercept! half), else stay in hand.
 */
function keepPlayableSupplements(S: PublicState, seat: Seat, entries: CommitEntry[], ships: { id: string; kind: string }[], used: Set<string>): CommitEntry[] {
  const isSupp = (e: CommitEntry) => e.half === 'action' && SUPPLEMENTS.includes(typeOf(e.card));
  const supps = entries.filter(isSupp);
  if (!supps.length) return entries;
  const out = entries.filter((e) => !isSupp(e));
  const merchantsToHunt = S.sides.some((x) => isOpponent(S, seat, x) && !fogged(S, x) && S.forces[x].merchants.length > 0);
  const idle = ships.filter((x) => !used.has(x.id));
  const joinable = (type: ActionType): boolean => {
    const shipX = out.filter((e) => e.half === 'intercept' && e.on);
    const kinds = shipX.map((e) => S.forces[seat].ships.find((x) => x.id === e.on)?.kind);
    if (type === 'surprise_attack') return out.some((e) => e.half === 'intercept');
    if (!merchantsToHunt) return false;
    if (type === 'good_hunting') return kinds.includes('raider');
    if (type === 'shipping_lanes') return kinds.includes('warship');
    return shipX.length > 0; // boarding_party
  };
  const kept: CommitEntry[] = [];
  const left: CommitEntry[] = [];
  for (const e of supps) {
    const type = typeOf(e.card);
    if (kept.some((k) => typeOf(k.card) === type) && type !== 'boarding_party') {
      left.push(e); // one Good Hunting / Shipping Lanes / Surprise Attack per Intercept! is enough
      continue;
    }
    (joinable(type) ? kept : left).push(e);
  }
  // A supplement with nothing to join gives its Intercept! half to an idle ship, if any (merchants to hunt).
  for (const e of left) {
    const ship = merchantsToHunt ? idle.shift() : undefined;
    if (!ship) continue;
    out.push({ card: e.card, half: 'intercept', on: ship.id });
    used.add(ship.id);
  }
  // Now that more ships may hunt, the supplements set aside may join after all.
  for (const e of kept.splice(0)) if (joinable(typeOf(e.card))) out.push(e);
  return out;
}

export function bot(view: ViewState<unknown>, seat: Seat, random: () => number): ActionRequest | undefined {
  return botWith(view, seat, random, 'v2');
}

/** The bot with a chosen policy version ('v1': before issue 21 item 13, for comparisons). */
export function botWith(view: ViewState<unknown>, seat: Seat, random: () => number, policy: BotPolicy): ActionRequest | undefined {
  const S = view.G as PublicState;
  const acts = enumerate(S, seat);
  if (!acts.length) return undefined;
  const p = S.pending!;
  const any = () => toRequest(acts[Math.floor(random() * acts.length)]);
  switch (p.kind) {
    case 'commit': {
      const entries = botCommit(S, seat, policy);
      return commitProblem(S, seat, entries) ? any() : { kind: 'move', name: 'commit', args: [entries] };
    }
    case 'act': {
      let best: Action | null = null;
      let bs = 0.2;
      for (const a of acts) {
        if (a.move !== 'reveal') continue;
        const s = revealScore(S, seat, a) + random() * 0.01;
        if (s > bs) {
          bs = s;
          best = a;
        }
      }
      return toRequest(best ?? acts.find((a) => a.move === 'finishTurn')!);
    }
    case 'target': {
      const withExtras = acts.find((a) => Object.keys((a.args[1] as object) ?? {}).length > 0);
      return toRequest(withExtras ?? acts[0]);
    }
    case 'react': {
      const me = S.players[seat];
      // A damaged merchant that fails the crossing sinks [3.3.31]: no Shallow Run for it (v2).
      const target = p.window.target ? locate(S, p.window.target)?.ship : undefined;
      const skip = policy === 'v2' && target && target.dmg > 0 ? ['shallow_run'] : [];
      for (const t of REACT_PRIORITY) {
        if (skip.includes(t)) continue;
        const a = acts.find((x) => x.move === 'react' && typeOf(x.args[0] as string) === t);
        if (a && me) return toRequest(a);
      }
      return toRequest(acts[0]);
    }
    case 'choose': {
      const pref: Record<string, string[]> = {
        pursuit: ['pursue'],
        fullSpeed: ['chase'],
        captureResupply: ['resupply'],
        breakoutGive: ['none'],
        firstPlayer: ['0'],
      };
      if (p.question === 'safeConduct') return { kind: 'move', name: 'choose', args: [botSafeConduct(S, seat)] };
      if (p.question === 'slimKeep') {
        const best = p.options.slice().sort((a, b) => (MERCHANT[b]?.va ?? 0) - (MERCHANT[a]?.va ?? 0))[0];
        return { kind: 'move', name: 'choose', args: [best] };
      }
      const want = pref[p.question]?.find((o) => p.options.includes(o));
      return { kind: 'move', name: 'choose', args: [want ?? p.options[0]] };
    }
    case 'retain': {
      const pool = p.pool[seat] ?? [];
      const keep = pool
        .slice()
        .sort((a, b) => WARSHIP[b].va - WARSHIP[a].va)
        .slice(0, p.max);
      // Solitaire [5.1.4]: the live player also decides for the ghost, in the ghost's interest (its strongest).
      if (S.ghost) return { kind: 'move', name: 'keepShips', args: [[...keep, ...strongestFirst(p.pool[S.ghost] ?? []).slice(0, p.max)]] };
      const a = acts.find((x) => JSON.stringify(x.args[0]) === JSON.stringify(keep));
      return toRequest(a ?? acts[0]);
    }
    default:
      return toRequest(acts[0]);
  }
}
