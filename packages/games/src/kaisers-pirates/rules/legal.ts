/**
 * Legality of the active player's choices: commit [3.2, 3.2.1], reveal [3.2.8] with the targeting rules
 * R1-R11 and every card's own conditions [3.3.x]. Pure functions over the PUBLIC state plus the
 * acting seat's own private part, so they give the same answer on the server and on that seat's view.
 */
import { ACTION_TYPE, typeOf, type ActionType } from '../data';
import { fogged, hasFeature, isFighting, isOpponent, locate, name, sideName, sideRef } from './state';
import type { PublicState, Ship, Side, Slot } from './types';
import { refuse, type Refusal } from '../../common/refusal';

export interface CommitEntry {
  card: string;
  half: 'intercept' | 'action';
  /** A ship of yours for an Intercept! half (ship intercept) or Lay Mines; omitted/null = in front of your Force. */
  on?: string | null;
}

/** Everything a reveal may need; which fields apply depends on the card and its use (see RULINGS.md). */
export interface RevealParams {
  /** Ship intercept: the target merchant(s), all of one opponent. */
  targets?: string[];
  /** Slot of a committed Good Hunting (raider) or Shipping Lanes (warship) revealed with a ship intercept. */
  goodHunting?: number;
  shippingLanes?: number;
  /** Slot of a committed Surprise Attack revealed with an intercept. */
  surprise?: number;
  /** Boarding Parties revealed with a ship intercept, each designated to one intact target merchant. */
  boarding?: { slot: number; merchant: string }[];
  /** A single target ship (British intercept, Interrogate, Monitor, torpedo, Interned, Transfer Command, own ship for self cards). */
  target?: string;
  /** A target opponent (mines, Deception, Fog Bank, Heavy Weather, Intelligence hand, Recon, Rendezvous Missed). */
  side?: Side;
  /** UC submarine: 'torpedo' or 'mines'; Intelligence: 'hand' or 'deck'. */
  mode?: 'torpedo' | 'mines' | 'hand' | 'deck';
  /** Mines: the order the merchants are attacked in (default: row order). */
  order?: string[];
  /** Deception turn only: the mine raider that lays a revealed Lay Mines. */
  ship?: string;
}

export type RevealPlan =
  | {
      use: 'shipIntercept';
      ship: string;
      side: Side;
      targets: string[];
      multi: 'gh' | 'sl' | null;
      multiSlot: number | null;
      surpriseSlot: number | null;
      boarding: { slot: number; merchant: string }[];
    }
  | { use: 'british'; side: Side; target: string; surpriseSlot: number | null }
  | { use: 'mines'; side: Side; ship: string | null; order: string[] }
  | { use: 'torpedo'; side: Side; target: string }
  | { use: 'interrogate'; side: Side; target: string }
  | { use: 'monitor'; side: Side; target: string; surpriseSlot: number | null }
  | { use: 'action'; type: ActionType; side: Side | null; target: string | null; mode: 'hand' | 'deck' | null };

type Checked<T> = { ok: true; value: T } | { ok: false; problem: Refusal };
const bad = <T>(problem: Refusal): Checked<T> => ({ ok: false, problem });
const good = <T>(value: T): Checked<T> => ({ ok: true, value });

const SUPPLEMENTS: ActionType[] = ['surprise_attack', 'boarding_party', 'good_hunting', 'shipping_lanes'];

// ---------------------------------------------------------------- commit

/** Commit: all cards at once, face down, each with a half and a placement [3.2, 3.2.1]. */
export function commitProblem(S: PublicState, seat: Side, entries: unknown): Refusal | undefined {
  const t = S.turn;
  if (!t || t.seat !== seat) return refuse('notYourTurn', 'It is not your turn [3.1]');
  if (t.mode !== 'normal')
    return t.mode === 'fog'
      ? refuse('fogOnYou', 'A Fog Bank is on you: no action card may be played this turn [3.3.11]')
      : refuse('deceived', 'Deception: only the random card may be played this turn [3.3.8]');
  if (t.committed) return refuse('alreadyCommitted', 'Cards are committed once, at the start of the turn [3.2]');
  if (!Array.isArray(entries)) return refuse('commitList', 'Commit a list of { card, half, on } entries [3.2.1]');
  const me = S.players[seat];
  if (!me) return refuse('handHidden', 'Your hand is not visible here');
  const seen = new Set<string>();
  const onShip = new Set<string>();
  let radio = 0;
  for (const e of entries as CommitEntry[]) {
    if (!e || typeof e.card !== 'string' || (e.half !== 'intercept' && e.half !== 'action'))
      return refuse('commitEntry', 'Each committed card needs a card id and a half ("intercept" or "action") [3.2.1]');
    if (seen.has(e.card)) return refuse('cardTwice', `${e.card} is listed twice`, { card: name(e.card) });
    seen.add(e.card);
    if (!me.hand.includes(e.card)) return refuse('notInHand', `${e.card} is not in your hand`, { card: name(e.card) });
    const type = typeOf(e.card);
    const on = e.on ?? null;
    if (on !== null) {
      const ship = S.forces[seat].ships.find((s) => s.id === on);
      if (!ship || !isFighting(ship)) return refuse('notYourFighter', `${name(on)} is not one of your warships or raiders [3.2.1.1]`, { ship: name(on) });
      if (ship.refuge)
        return refuse('inRefugeNoIntercept', `${name(on)} is in an Island Refuge: it cannot intercept or lay mines [3.3.17]`, { ship: name(on) });
      if (onShip.has(on))
        return refuse('shipCarriesCard', `${name(on)} already carries a committed card: each ship intercepts or lays mines once per turn [3.1.3.1]`, {
          ship: name(on),
        });
      onShip.add(on);
    }
    if (e.half === 'action') {
      if (type === 'lay_mines') {
        if (on === null) return refuse('minesNeedRaider', 'Lay Mines is placed on a mine-equipped raider of yours [3.2.1.2, 3.3.18]');
        const ship = S.forces[seat].ships.find((s) => s.id === on)!;
        if (ship.kind !== 'raider' || !hasFeature(ship, 'mines'))
          return refuse('notMineRaider', `${name(on)} is not a mine-equipped raider [3.3.18]`, { ship: name(on) });
      } else {
        if (on !== null)
          return refuse('actionInFront', 'Only Intercept! halves and Lay Mines are placed on ships; other cards go in front of your Force [3.2.1.4]');
        if (ACTION_TYPE[type].reaction && type !== 'reflag')
          return refuse(
            'reactionNotCommitted',
            `${ACTION_TYPE[type].name} is a reaction card: it is played from hand during another player's turn, never committed (only Reflag may be) [3.2.2.1, 3.3.27]`,
            { card: ACTION_TYPE[type].name },
          );
        if (type === 'radio_intercept') {
          radio += 1;
          if (radio > 1) return refuse('oneRadio', 'Only one Radio Intercept may be played per turn [3.3.39]');
          if (t.extra) return refuse('radioInSecondChance', 'Radio Intercept cannot be played during a Second Chance turn [3.3.30, 3.3.39]');
        }
        if (type === 'second_chance' && t.extra)
          return refuse('secondChanceTwice', 'The other Second Chance cannot be played during a Second Chance turn [3.3.30]');
      }
    }
  }
  return undefined;
}

// ---------------------------------------------------------------- targeting rules

/** R1 + R7 + R11: an attack-type action against `side` [3.1.3, 3.3.11, 4.3]. */
function attackSideProblem(S: PublicState, seat: Side, side: Side): Refusal | undefined {
  if (!S.forces[side]) return refuse('noSuchPlayer', `There is no player ${side}`, { player: Number(side) + 1 });
  if (!isOpponent(S, seat, side))
    return side === seat
      ? refuse('ownShips', 'You may never attack your own ships, except Scuttle [3.1.2]')
      : refuse('teammateShips', "You may never attack a teammate's ships [4.2]");
  if (fogged(S, side))
    return refuse('foggedNoAttack', `${sideName(S, side)} is in a Fog Bank: they cannot be intercepted or attacked [3.3.11]`, sideRef(S, side));
  const t = S.turn!;
  if (t.attackTarget !== null && t.attackTarget !== side)
    return refuse(
      'sameAttackTarget',
      `All Intercept!s, mines and submarine attacks this turn must target the same player, ${sideName(S, t.attackTarget)} [3.1.3]`,
      { player: Number(t.attackTarget) + 1 },
    );
  return undefined;
}

/** R2: non-intercept cards target the attack target and/or one other player; without an attack, one player only [3.1.4, 3.1.4.1]. */
function otherSideProblem(S: PublicState, seat: Side, side: Side, opts: { fogOk?: boolean } = {}): Refusal | undefined {
  if (!S.forces[side]) return refuse('noSuchPlayer', `There is no player ${side}`, { player: Number(side) + 1 });
  if (!isOpponent(S, seat, side))
    return side === seat ? refuse('targetsOpponent', 'This card targets an opponent [3.3]') : refuse('notTeammate', 'This card cannot target a teammate [4.3]');
  if (!opts.fogOk && fogged(S, side))
    return refuse('foggedHeavyWeatherOnly', `${sideName(S, side)} is in a Fog Bank: only Heavy Weather may be played against them [3.3.11]`, sideRef(S, side));
  const t = S.turn!;
  if (t.attackTarget === null) {
    if (t.preTarget !== null && t.preTarget !== side)
      return refuse(
        'onePreTarget',
        `Without an Intercept!, mines or submarine attack this turn, non-intercept cards may target only one player: ${sideName(S, t.preTarget)} [3.1.4.1]`,
        { player: Number(t.preTarget) + 1 },
      );
  } else if (side !== t.attackTarget && t.otherTarget !== null && t.otherTarget !== side) {
    return refuse(
      'twoTargets',
      `Non-intercept cards may target ${sideName(S, t.attackTarget)} (attacked this turn) and one other player, ${sideName(S, t.otherTarget)} [3.1.4]`,
      { player: Number(t.attackTarget) + 1, other: Number(t.otherTarget) + 1 },
    );
  }
  return undefined;
}

export function eligibleMerchants(S: PublicState, side: Side): Ship[] {
  const t = S.turn!;
  return S.forces[side].merchants.filter((m) => !t.intercepted.includes(m.id) && !t.amcIgnored.includes(m.id));
}

function slotCard(S: PublicState, seat: Side, slot: Slot): string | null {
  if (slot.revealed) return slot.card ?? null;
  return S.players[seat]?.committed[slot.n] ?? null;
}

/** An unrevealed committed action-half supplement of the given type in front of the Force. */
function supplementSlot(S: PublicState, seat: Side, n: number | undefined, type: ActionType, used: Set<number>): Checked<number | null> {
  if (n === undefined || n === null) return good(null);
  const slot = S.turn!.slots.find((s) => s.n === n);
  if (!slot) return bad(refuse('noSlot', `There is no committed card in slot ${n}`, { slot: n + 1 }));
  if (slot.revealed) return bad(refuse('slotRevealed', `Slot ${n} has already been revealed`, { slot: n + 1 }));
  if (used.has(n)) return bad(refuse('slotTwice', `Slot ${n} is used twice`, { slot: n + 1 }));
  const card = slotCard(S, seat, slot);
  if (!card || typeOf(card) !== type || slot.half !== 'action' || slot.on !== null) {
    return bad(
      refuse('slotNotSupplement', `Slot ${n} is not a committed ${ACTION_TYPE[type].name} (action half, in front of your Force) [3.2.4.2]`, {
        slot: n + 1,
        card: ACTION_TYPE[type].name,
      }),
    );
  }
  used.add(n);
  return good(n);
}

// ---------------------------------------------------------------- reveal

/** Validate a reveal and turn it into a plan the engine executes [3.2.8]. */
export function planReveal(S: PublicState, seat: Side, slotN: unknown, p: RevealParams | undefined): Checked<RevealPlan> {
  const t = S.turn;
  if (!t || t.seat !== seat) return bad(refuse('notYourTurn', 'It is not your turn [3.1]'));
  if (typeof slotN !== 'number') return bad(refuse('nameSlot', 'Name the slot of the committed card to reveal'));
  const slot = t.slots.find((s) => s.n === slotN);
  if (!slot) return bad(refuse('noSlot', `There is no committed card in slot ${slotN}`, { slot: slotN + 1 }));
  if (slot.revealed) return bad(refuse('alreadyPlayed', 'That card has already been played this turn [3.2.8]'));
  const card = slotCard(S, seat, slot);
  if (!card) return bad(refuse('cardHidden', 'That card is not visible to you'));
  p = p ?? {};
  const type = typeOf(card);
  const used = new Set<number>([slot.n]);

  if (slot.half === 'intercept') {
    if (t.mode === 'deception') return bad(refuse('deceivedActionHalf', 'Deception: only the action half of the random card may be used [3.3.8]'));
    if (slot.on !== null) return planShipIntercept(S, seat, slot, p, used);
    return planBritish(S, seat, p, used, card);
  }
  // Action halves.
  if (type === 'lay_mines') {
    const shipId = slot.on ?? p.ship ?? null;
    if (!shipId) return bad(refuse('nameMineRaider', 'Name the mine-equipped raider that lays the mines [3.3.18]'));
    const ship = S.forces[seat].ships.find((s) => s.id === shipId);
    if (!ship || ship.kind !== 'raider' || !hasFeature(ship, 'mines'))
      return bad(refuse('minesByYourRaider', 'Mines are laid by one of your mine-equipped raiders [3.3.18]'));
    if (ship.refuge || t.leftRefuge.includes(ship.id))
      return bad(
        refuse('refugeNoMines', `${name(ship.id)} cannot lay mines while in, or on the turn it leaves, an Island Refuge [3.3.17]`, { ship: name(ship.id) }),
      );
    if (t.acted.includes(ship.id))
      return bad(refuse('shipActed', `${name(ship.id)} has already intercepted or laid mines this turn [3.1.3.1]`, { ship: name(ship.id) }));
    if (slot.on === null && t.slots.some((s) => s.on === ship.id))
      return bad(refuse('shipHasCard', `${name(ship.id)} already carries a committed card [3.1.3.1]`, { ship: name(ship.id) }));
    return planMines(S, seat, p, shipId);
  }
  if (SUPPLEMENTS.includes(type))
    return bad(
      refuse('supplementOnly', `${ACTION_TYPE[type].name} is only revealed as part of an Intercept! [3.2.4.2, 3.2.8.1]`, { card: ACTION_TYPE[type].name }),
    );
  if (ACTION_TYPE[type].reaction && type !== 'reflag')
    return bad(refuse('reactionOwnTurn', `${ACTION_TYPE[type].name} has no use on your own turn [3.2.2]`, { card: ACTION_TYPE[type].name }));
  return planAction(S, seat, type, p, used);
}

function planShipIntercept(S: PublicState, seat: Side, slot: Slot, p: RevealParams, used: Set<number>): Checked<RevealPlan> {
  const t = S.turn!;
  const ship = S.forces[seat].ships.find((s) => s.id === slot.on);
  if (!ship || !isFighting(ship)) return bad(refuse('interceptorGone', 'The intercepting ship is no longer in your Force'));
  if (ship.refuge)
    return bad(refuse('inRefugeCannotIntercept', `${name(ship.id)} is in an Island Refuge: it cannot intercept [3.3.17]`, { ship: name(ship.id) }));
  const targets = p.targets;
  if (!Array.isArray(targets) || targets.length === 0) return bad(refuse('nameTargets', 'Name the target merchant(s) of the Intercept! [3.2.8.1]'));
  if (new Set(targets).size !== targets.length) return bad(refuse('merchantTwice', 'A merchant is named twice'));
  const first = locate(S, targets[0]);
  if (!first || first.row !== 'merchants')
    return bad(
      refuse('notMerchant', `${name(targets[0])} is not a merchant in play (prizes are intercepted by British Forces) [3.2.4]`, { ship: name(targets[0]) }),
    );
  const side = first.side;
  const sp = attackSideProblem(S, seat, side);
  if (sp) return bad(sp);
  const eligible = eligibleMerchants(S, side).map((m) => m.id);
  for (const id of targets) {
    const l = locate(S, id);
    if (!l || l.row !== 'merchants' || l.side !== side)
      return bad(refuse('sameOwner', 'All target merchants of one Intercept! belong to the same player [3.1.3]'));
    if (t.amcIgnored.includes(id))
      return bad(refuse('amcTookOver', `${name(id)} was taken over by an AMC: it cannot be intercepted again this turn [3.3.1]`, { ship: name(id) }));
    if (t.intercepted.includes(id))
      return bad(refuse('alreadyIntercepted', `${name(id)} has already been intercepted this turn [3.1.3.2]`, { ship: name(id) }));
  }
  const gh = supplementSlot(S, seat, p.goodHunting, 'good_hunting', used);
  if (!gh.ok) return gh;
  const sl = supplementSlot(S, seat, p.shippingLanes, 'shipping_lanes', used);
  if (!sl.ok) return sl;
  if (gh.value !== null && sl.value !== null)
    return bad(refuse('ghAndSl', 'Good Hunting (raiders) and Shipping Lanes (warships) cannot both be used [3.3.12, 3.3.32]'));
  let multi: 'gh' | 'sl' | null = null;
  if (gh.value !== null) {
    if (ship.kind !== 'raider') return bad(refuse('ghRaider', "Good Hunting is played with a raider's Intercept! [3.3.12]"));
    multi = 'gh';
    const want = Math.min(2, eligible.length);
    if (targets.length !== want) return bad(refuse('ghTwo', `Good Hunting intercepts two merchants (all eligible ones if fewer) [3.3.12, ruling A-26]`));
  } else if (sl.value !== null) {
    if (ship.kind !== 'warship') return bad(refuse('slWarship', "Shipping Lanes is played with a warship's Intercept! [3.3.32]"));
    multi = 'sl';
    if (targets.length !== eligible.length)
      return bad(refuse('slAll', 'Shipping Lanes intercepts all three merchants (every eligible one) [3.3.32, ruling A-26]'));
  } else if (targets.length !== 1) {
    return bad(
      refuse(
        'oneMerchant',
        'One Intercept! card intercepts a single merchant, unless Good Hunting or Shipping Lanes is revealed with it [3.2.1.1, 3.3.12, 3.3.32]',
      ),
    );
  }
  const sa = supplementSlot(S, seat, p.surprise, 'surprise_attack', used);
  if (!sa.ok) return sa;
  const boarding: { slot: number; merchant: string }[] = [];
  for (const b of p.boarding ?? []) {
    const bs = supplementSlot(S, seat, b?.slot, 'boarding_party', used);
    if (!bs.ok) return bs;
    if (bs.value === null) return bad(refuse('nameBoardingSlot', 'Name the Boarding Party slot'));
    if (!targets.includes(b.merchant)) return bad(refuse('boardingTarget', 'A Boarding Party is designated to one of the intercepted merchants [3.3.3]'));
    if (boarding.some((x) => x.merchant === b.merchant)) return bad(refuse('oneBoarding', 'One Boarding Party per merchant [3.3.3, ruling A-43]'));
    const m = locate(S, b.merchant)!.ship;
    if (m.dmg > 0) return bad(refuse('boardingIntact', `${name(m.id)} is damaged: a Boarding Party needs an intact merchant [3.3.3]`, { ship: name(m.id) }));
    boarding.push({ slot: bs.value, merchant: b.merchant });
  }
  return good({
    use: 'shipIntercept',
    ship: ship.id,
    side,
    targets: targets.slice(),
    multi,
    multiSlot: gh.value ?? sl.value,
    surpriseSlot: sa.value,
    boarding,
  });
}

/** British Forces intercept [3.2.3, 3.2.8.3]. */
function planBritish(S: PublicState, seat: Side, p: RevealParams, used: Set<number>, _card: string): Checked<RevealPlan> {
  const t = S.turn!;
  if (!p.target) return bad(refuse('nameBritishTarget', 'Name the warship, recognized raider or recognized prize to intercept [3.2.8.3]'));
  const l = locate(S, p.target);
  if (!l || l.row !== 'ships') return bad(refuse('notShipInPlay', `${name(p.target)} is not a warship, raider or prize in play`, { ship: name(p.target) }));
  const sp = attackSideProblem(S, seat, l.side);
  if (sp) return bad(sp);
  const x = l.ship;
  if (x.kind !== 'warship' && !x.rec)
    return bad(
      refuse('britishDisguised', `${name(x.id)} is disguised: British Forces only intercept recognized raiders and prizes [3.2.3.1]`, { ship: name(x.id) }),
    );
  if (x.refuge) return bad(refuse('refugeMonitorOnly', `${name(x.id)} is in an Island Refuge: only a Monitor can intercept it [3.3.17]`, { ship: name(x.id) }));
  if (t.intercepted.includes(x.id))
    return bad(refuse('alreadyIntercepted', `${name(x.id)} has already been intercepted this turn [3.1.3.2]`, { ship: name(x.id) }));
  const sa = supplementSlot(S, seat, p.surprise, 'surprise_attack', used);
  if (!sa.ok) return sa;
  if (p.boarding?.length || p.goodHunting !== undefined || p.shippingLanes !== undefined)
    return bad(refuse('britishSupplements', 'Only one Surprise Attack may join a British Forces intercept [3.2.3.3, 3.2.8.3]'));
  return good({ use: 'british', side: l.side, target: x.id, surpriseSlot: sa.value });
}

function planMines(S: PublicState, seat: Side, p: RevealParams, ship: string | null): Checked<RevealPlan> {
  const side = p.side;
  if (!side) return bad(refuse('nameMinesSide', 'Name the opponent whose merchants are mined [3.3.18]'));
  const sp = attackSideProblem(S, seat, side);
  if (sp) return bad(sp);
  const ms = S.forces[side].merchants.map((m) => m.id);
  if (ms.length === 0) return bad(refuse('noMerchantsToMine', `${sideName(S, side)} has no merchants to mine`, sideRef(S, side)));
  let order = ms;
  if (p.order !== undefined) {
    if (!Array.isArray(p.order) || p.order.length !== ms.length || !ms.every((id) => p.order!.includes(id)))
      return bad(refuse('mineOrder', "The mine order must list each of the target's merchants once [3.2.9.3]"));
    order = p.order.slice();
  }
  return good({ use: 'mines', side, ship, order });
}

function ownShip(S: PublicState, seat: Side, id: string | undefined): Ship | null {
  if (!id) return null;
  const f = S.forces[seat];
  return f.ships.find((s) => s.id === id) ?? f.merchants.find((s) => s.id === id) ?? null;
}

function planAction(S: PublicState, seat: Side, type: ActionType, p: RevealParams, used: Set<number>): Checked<RevealPlan> {
  const t = S.turn!;
  const act = (side: Side | null, target: string | null, mode: 'hand' | 'deck' | null = null): Checked<RevealPlan> =>
    good({ use: 'action', type, side, target, mode });
  const N = ACTION_TYPE[type].name;
  switch (type) {
    case 'interrogate': {
      if (p.surprise !== undefined) return bad(refuse('interrogateSurprise', 'Interrogate cannot be combined with a Surprise Attack [3.3.16]'));
      if (!p.target) return bad(refuse('nameInterrogate', 'Name the disguised raider or prize to interrogate [3.3.16]'));
      const l = locate(S, p.target);
      if (!l || l.row !== 'ships' || (l.ship.kind !== 'raider' && l.ship.kind !== 'prize'))
        return bad(refuse('interrogateTarget', 'Interrogate targets a raider or prize [3.3.16]'));
      const sp = attackSideProblem(S, seat, l.side);
      if (sp) return bad(sp);
      if (l.ship.rec)
        return bad(refuse('alreadyRecognized', `${name(l.ship.id)} is already recognized: it cannot be interrogated [3.3.16]`, { ship: name(l.ship.id) }));
      if (l.ship.refuge) return bad(refuse('refugeNoInterrogate', 'A raider in an Island Refuge cannot be interrogated [3.3.16, 3.3.17]'));
      if (t.intercepted.includes(l.ship.id))
        return bad(refuse('alreadyIntercepted', `${name(l.ship.id)} has already been intercepted this turn [3.1.3.2]`, { ship: name(l.ship.id) }));
      return good({ use: 'interrogate', side: l.side, target: l.ship.id });
    }
    case 'monitor': {
      if (!p.target) return bad(refuse('nameMonitorTarget', 'Name the warship or raider in an Island Refuge [3.3.20]'));
      const l = locate(S, p.target);
      if (!l || l.row !== 'ships' || !isFighting(l.ship) || !l.ship.refuge)
        return bad(refuse('monitorTarget', 'Monitor intercepts a warship or raider in an Island Refuge [3.3.20]'));
      const sp = attackSideProblem(S, seat, l.side);
      if (sp) return bad(sp);
      if (t.intercepted.includes(l.ship.id))
        return bad(refuse('alreadyIntercepted', `${name(l.ship.id)} has already been intercepted this turn [3.1.3.2]`, { ship: name(l.ship.id) }));
      const sa = supplementSlot(S, seat, p.surprise, 'surprise_attack', used);
      if (!sa.ok) return sa;
      return good({ use: 'monitor', side: l.side, target: l.ship.id, surpriseSlot: sa.value });
    }
    case 'sub_u':
    case 'sub_uc': {
      if (type === 'sub_uc' && p.mode === 'mines') return planMines(S, seat, p, null);
      if (type === 'sub_uc' && p.mode !== 'torpedo')
        return bad(refuse('ucMode', 'A UC submarine either attacks with torpedoes (mode "torpedo") or lays mines (mode "mines") [3.3.35]'));
      if (!p.target) return bad(refuse('nameTorpedoTarget', 'Name the merchant to torpedo [3.3.34]'));
      const l = locate(S, p.target);
      if (!l) return bad(refuse('shipNotInPlay', 'That ship is not in play'));
      const sp = attackSideProblem(S, seat, l.side);
      if (sp) return bad(sp);
      if (l.row === 'merchants') return good({ use: 'torpedo', side: l.side, target: l.ship.id });
      if (l.ship.kind === 'prize' && S.options.torpedoPrizes && !l.ship.rec) return good({ use: 'torpedo', side: l.side, target: l.ship.id });
      return bad(
        S.options.torpedoPrizes
          ? refuse('torpedoTargetsPrizes', 'Submarines torpedo merchants, or an unrecognized prize (6.9) [3.3.34]')
          : refuse('torpedoTargets', 'Submarines torpedo merchants, not prizes [3.3.34]'),
      );
    }
    case 'deception':
    case 'fog_bank': {
      if (!p.side) return bad(refuse('namePlaceSide', `Name the opponent to place ${N} on`, { card: N }));
      const pr = otherSideProblem(S, seat, p.side);
      if (pr) return bad(pr);
      const pend = S.forces[p.side].pending;
      if (pend)
        return bad(
          refuse(
            'alreadyPlaced',
            `${sideName(S, p.side)} already has a ${pend.kind === 'fog' ? 'Fog Bank' : 'Deception'} waiting: a player never has both, nor two [3.3.8, 3.3.11, ruling A-15]`,
            { ...sideRef(S, p.side), card: pend.kind === 'fog' ? 'Fog Bank' : 'Deception' },
          ),
        );
      return act(p.side, null);
    }
    case 'heavy_weather': {
      if (!p.side) return bad(refuse('nameHeavyWeatherSide', 'Name the opponent hit by Heavy Weather [3.3.13]'));
      const pr = otherSideProblem(S, seat, p.side, { fogOk: true });
      if (pr) return bad(pr);
      return act(p.side, null);
    }
    case 'intelligence': {
      if (S.mode === 'solo') return bad(refuse('intelSolo', 'Intelligence is not used in solitaire [5.1]'));
      if (p.mode === 'deck') return act(null, null, 'deck');
      if (p.mode !== 'hand' || !p.side) return bad(refuse('intelMode', 'Intelligence: mode "hand" with an opponent, or mode "deck" [3.3.14]'));
      const pr = otherSideProblem(S, seat, p.side);
      if (pr) return bad(pr);
      return act(p.side, null, 'hand');
    }
    case 'recon_aircraft': {
      if (!p.side) return bad(refuse('nameReconSide', 'Name the opponent whose hand is raided [3.3.26]'));
      if (!isOpponent(S, seat, p.side) || !S.forces[p.side]) return bad(refuse('reconOpponent', 'Recon Aircraft targets an opponent [3.3.26]'));
      if (fogged(S, p.side))
        return bad(
          refuse(
            'foggedHeavyWeatherOnly',
            `${sideName(S, p.side)} is in a Fog Bank: only Heavy Weather may be played against them [3.3.11]`,
            sideRef(S, p.side),
          ),
        );
      // Exempt from the 3.1.4 target limit (its own text allows different players, ruling A-09).
      return act(p.side, null);
    }
    case 'rendezvous_missed': {
      if (!p.side) return bad(refuse('nameOpponent', 'Name the opponent [3.3.28]'));
      const pr = otherSideProblem(S, seat, p.side);
      if (pr) return bad(pr);
      return act(p.side, null);
    }
    case 'interned':
    case 'transfer_command': {
      if (!p.target) return bad(refuse('nameShipFor', `Name the ship for ${N}`, { card: N }));
      const l = locate(S, p.target);
      if (!l || l.row !== 'ships')
        return bad(
          refuse('needsWarshipOrRecognized', `${N} targets a warship or a recognized raider or prize [${type === 'interned' ? '3.3.15' : '3.3.37'}]`, {
            card: N,
            rule: type === 'interned' ? '3.3.15' : '3.3.37',
          }),
        );
      if (l.ship.kind !== 'warship' && !l.ship.rec)
        return bad(
          refuse(
            'targetDisguised',
            `${name(l.ship.id)} is disguised: ${N} needs a warship or a recognized raider/prize [${type === 'interned' ? '3.3.15' : '3.3.37'}]`,
            { ship: name(l.ship.id), card: N, rule: type === 'interned' ? '3.3.15' : '3.3.37' },
          ),
        );
      const pr = otherSideProblem(S, seat, l.side);
      if (pr) return bad(pr);
      return act(l.side, l.ship.id);
    }
    case 'blockade_runner':
      if (!S.forces[seat].ships.some((s) => isFighting(s) && s.ls))
        return bad(refuse('noLimitedSupplies', 'None of your warships or raiders has Limited Supplies [3.3.2]'));
      return act(null, null);
    case 'breakout':
    case 'collier':
      return act(null, null);
    case 'damage_control': {
      const s = ownShip(S, seat, p.target);
      if (!s || s.dmg === 0) return bad(refuse('nameDamaged', 'Name one of your damaged ships [3.3.7]'));
      return act(null, s.id);
    }
    case 'calm_seas': {
      const s = ownShip(S, seat, p.target);
      if (!s || (s.kind !== 'merchant' && s.kind !== 'prize') || s.dmg > 0)
        return bad(refuse('nameIntactMerchant', 'Name one of your intact merchants or prizes [3.3.9]'));
      return act(null, s.id);
    }
    case 'island_refuge': {
      const s = ownShip(S, seat, p.target);
      if (!s || !isFighting(s)) return bad(refuse('nameFighter', 'Name one of your warships or raiders [3.3.17]'));
      if (s.refuge) return bad(refuse('alreadyInRefuge', `${name(s.id)} is already in an Island Refuge`, { ship: name(s.id) }));
      return act(null, s.id);
    }
    case 'reflag': {
      const s = ownShip(S, seat, p.target);
      if (!s || (s.kind !== 'raider' && s.kind !== 'prize') || !s.rec)
        return bad(refuse('nameRecognized', 'Name one of your recognized raiders or prizes [3.3.27]'));
      return act(null, s.id);
    }
    case 'scuttle': {
      const s = ownShip(S, seat, p.target);
      if (!s || s.kind === 'merchant' || s.dmg === 0)
        return bad(refuse('scuttleTarget', 'Scuttle removes one of your damaged warships, raiders or prizes [3.3.29]'));
      return act(null, s.id);
    }
    case 'second_chance':
      if (t.extra) return bad(refuse('secondChanceInExtra', 'Second Chance cannot be played during a Second Chance turn [3.3.30]'));
      if (t.secondChance) return bad(refuse('alreadyExtraTurn', 'You already get an extra turn [3.3.30]'));
      return act(null, null);
    case 'radio_intercept':
      if (S.mode === 'solo') return bad(refuse('radioSolo', 'Radio Intercept is not used in solitaire [5.1]'));
      if (t.extra) return bad(refuse('radioInSecondChance', 'Radio Intercept cannot be played during a Second Chance turn [3.3.39]'));
      if (t.radioPlayed) return bad(refuse('oneRadio', 'Only one Radio Intercept per turn [3.3.39]'));
      return act(null, null);
    default:
      return bad(refuse('noCommittedUse', `${N} has no use as a committed card [3.2.2]`, { card: N }));
  }
}
