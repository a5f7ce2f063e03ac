/**
 * Setup, rounds and turns (spec §3-4): the deal [2.1, 2.4], the first player [3.1], a player's turn
 * (commit [3.2], reveal loop [3.2.8], end of turn [3.1.1, 3.1.5, 3.1.6]), round scoring [2.3] and
 * retention [2.4.1], and the game winner [2.5, 4.10].
 */
import { ACTION, ACTION_CARDS, MERCHANT, MERCHANTS, SOLITAIRE_CARDS, WARSHIP, WARSHIPS, typeData } from '../data';
import { actionCardsRemoved } from '../options';
import type { KaisersPiratesOptions } from '../options';
import type { Procedure } from '../../common/procedure';
import { ask, pop, push, roll, type Answer, type Ctx } from './core';
import { performAction, refugeRolls } from './actions';
import { prizeResupplyRoll, startBritish, startInterrogate, startMines, startShipIntercept, startTorpedo, subStats } from './combat';
import { commitProblem, planReveal, type CommitEntry, type RevealParams, type RevealPlan } from './legal';
import { actOptionsExist } from './enumerate';
import { reshuffleSolitaire } from './soldeck';
import {
  addLog,
  drawAction,
  drawShip,
  emptyForce,
  handOf,
  isFighting,
  leaveRefuge,
  name,
  newFighting,
  newMerchant,
  sideName,
  teammateOf,
} from './state';
import type { Frame, GameState, PlayerPrivate, RoundScore, Side, TurnState } from './types';

// ---------------------------------------------------------------- setup

/** Create a game for 1-4 players [2.0-2.2, 5.1]. The first player is decided by the 'start' frame. */
export function createGame(numPlayers: number, options: KaisersPiratesOptions, c0: Omit<Ctx, 'G'>): GameState {
  const solo = numPlayers === 1;
  const sides = solo ? ['0', '1'] : Array.from({ length: numPlayers }, (_, i) => String(i));
  const seats = solo ? ['0'] : sides.slice();
  const outOfGame: string[] = [];
  // Beyond 1914 removes eight ships [6.5.1] (and 19 merchants with 6.5.4).
  const ships = WARSHIPS.filter((w) => {
    const out = options.beyond1914 && w.sets.beyond1914Removed;
    if (out) outOfGame.push(w.id);
    return !out;
  }).map((w) => w.id);
  const merchants = MERCHANTS.filter((m) => {
    const out = options.beyond1914Merchants && m.beyond1914Removed;
    if (out) outOfGame.push(m.id);
    return !out;
  }).map((m) => m.id);
  // Solitaire removes both Intelligence and both Radio Intercept [5.1]; 6.5.3 removes the Breakouts.
  for (const a of ACTION_CARDS) {
    if ((solo && (a.type === 'intelligence' || a.type === 'radio_intercept')) || (options.beyond1914NoBreakout && a.type === 'breakout')) outOfGame.push(a.id);
  }
  const forces: GameState['forces'] = {};
  for (const s of sides) forces[s] = emptyForce();
  const players: Record<Side, PlayerPrivate> = {};
  for (const s of seats) players[s] = { hand: [], committed: [], intelHand: null, intelDeck: null, knownTop: [] };
  const G: GameState = {
    options,
    mode: solo ? 'solo' : options.teams ? 'teams' : 'individual',
    sides,
    seats,
    ghost: solo ? '1' : null,
    teams: options.teams && numPlayers === 4 ? [['0', '2'], ['1', '3']] : null,
    round: 1,
    roundsToPlay: 3,
    contenders: sides.slice(),
    forces,
    turn: null,
    next: null,
    pending: null,
    decks: {
      warshipCount: 0,
      warshipUsed: [],
      warshipRemovedThisRound: [],
      merchantCount: 0,
      merchantUsed: [],
      actionCount: 0,
      setAsideCount: 0,
      discardCount: 0,
      discardTop: [],
      solitaireCount: 0,
      solitaireUsed: [],
      outOfGame,
    },
    history: [],
    totals: { rp: Object.fromEntries(sides.map((s) => [s, 0])), va: Object.fromEntries(sides.map((s) => [s, 0])) },
    log: [],
    turnCount: 0,
    result: null,
    secret: { warship: [], merchant: [], action: [], setAside: [], discard: [], solitaire: [], ghostHand: [], stack: [] },
    players,
  };
  const c: Ctx = { G, rng: c0.rng };
  // Each deck is shuffled separately [2.1]; the server's RNG stands in for an opponent's cut.
  G.secret.warship = c.rng.shuffle(ships);
  G.secret.merchant = c.rng.shuffle(merchants);
  if (solo) G.secret.solitaire = c.rng.shuffle(SOLITAIRE_CARDS.map((s) => s.id));
  addLog(G, `A game for ${solo ? 'one player against the ghost [5.0]' : G.teams ? 'four players in two teams (0 & 2 against 1 & 3) [4.1]' : `${numPlayers} players`} begins.`);
  if (options.balancedTournament) balancedDeal(c);
  deal(c, {});
  push(c, { f: 'first', step: 'roll' });
  return G;
}

/** Balanced Tournament, round 1 only [6.4.1-6.4.3]. */
function balancedDeal(c: Ctx): void {
  const { G } = c;
  const n = G.sides.length;
  const warships = c.rng.shuffle(WARSHIPS.filter((w) => w.sets.balancedWarship && G.secret.warship.includes(w.id)).map((w) => w.id));
  const raiders = c.rng.shuffle(WARSHIPS.filter((w) => w.kind === 'raider' && !w.sets.balancedExcluded && G.secret.warship.includes(w.id)).map((w) => w.id));
  for (let i = 0; i < n; i++) {
    const s = G.sides[i];
    G.forces[s].ships.push(newFighting(warships[i]));
    G.forces[s].ships.push(newFighting(raiders[2 * i]), newFighting(raiders[2 * i + 1]));
  }
  const dealt = new Set(G.sides.flatMap((s) => G.forces[s].ships.map((x) => x.id)));
  G.secret.warship = c.rng.shuffle(G.secret.warship.filter((id) => !dealt.has(id)));
  for (const va of [5, 7, 9]) {
    const pool = c.rng.shuffle(MERCHANTS.filter((m) => m.va === va && m.id !== 'm_william_p_frye' && G.secret.merchant.includes(m.id)).map((m) => m.id));
    for (let i = 0; i < n; i++) G.forces[G.sides[i]].merchants.push(newMerchant(pool[i]));
  }
  const dealtM = new Set(G.sides.flatMap((s) => G.forces[s].merchants.map((x) => x.id)));
  G.secret.merchant = c.rng.shuffle(G.secret.merchant.filter((id) => !dealtM.has(id)));
  addLog(G, 'Balanced Tournament deal: one of Dresden, Emden, Königsberg, Nürnberg, two tournament raiders and one merchant each of VA 5, 7 and 9 per player [6.4].');
}

/** Deal a round [2.1, 2.4]: the reduced action deck, ships up to 3, merchants up to 3, 6 (or fewer) action cards. */
function deal(c: Ctx, retained: Record<Side, number>): void {
  const { G } = c;
  const out = new Set(G.decks.outOfGame);
  const all = c.rng.shuffle(ACTION_CARDS.map((a) => a.id).filter((id) => !out.has(id)));
  const removed = actionCardsRemoved(G.options, G.seats.length === 1 && G.ghost ? 1 : G.sides.length);
  G.secret.setAside = all.slice(0, removed);
  G.secret.action = all.slice(removed);
  G.secret.discard = [];
  for (const s of G.sides) {
    const f = G.forces[s];
    while (f.ships.filter(isFighting).length < 3) {
      const id = drawShip(G, c.rng, 'warship');
      if (!id) break;
      f.ships.push(newFighting(id));
    }
  }
  for (const s of G.sides) {
    const f = G.forces[s];
    while (f.merchants.length < 3) {
      const id = drawShip(G, c.rng, 'merchant');
      if (!id) break;
      f.merchants.push(newMerchant(id));
    }
  }
  // 6 cards, one fewer per ship kept from the previous round [2.4.5, 6.7.1-6.7.2].
  for (const s of G.sides) {
    const hand = handOf(G, s);
    hand.length = 0;
    const n = 6 - (retained[s] ?? 0);
    for (let i = 0; i < n; i++) {
      const card = G.secret.action.pop();
      if (card) hand.push(card);
    }
  }
  addLog(G, `Round ${G.round}: ${removed} action cards are set aside unseen, leaving ${G.secret.action.length} to draw after the deal [2.1.1-2.1.5].`);
}

// ---------------------------------------------------------------- first player

function rollOff(c: Ctx, among: Side[], why: string): Side {
  let tied = among.slice();
  let guard = 0;
  while (tied.length > 1 && guard++ < 50) {
    const rolls = tied.map((s) => ({ s, r: roll(c, [10], `${sideName(c.G, s)} d10`) }));
    const best = Math.max(...rolls.map((x) => x.r.total));
    addLog(c.G, `${why}: ${rolls.map((x) => `${sideName(c.G, x.s)} ${x.r.total}`).join(', ')} [3.1].`, { dice: rolls.map((x) => x.r) });
    tied = rolls.filter((x) => x.r.total === best).map((x) => x.s);
  }
  return tied[0];
}

function firstOfRound(c: Ctx): Side {
  const { G } = c;
  if (G.round > 1) {
    // Rounds 2, 3 (and tie-breaks): lowest cumulative RP starts; ties roll a d10 [3.1, ruling A-35].
    const low = Math.min(...G.sides.map((s) => G.totals.rp[s]));
    return rollOff(c, G.sides.filter((s) => G.totals.rp[s] === low), 'Lowest Round Points: roll for the first turn');
  }
  if (G.options.firstPlayer === 'lowestFleetVA') {
    const fleet = (s: Side) => G.forces[s].ships.reduce((a, x) => a + (WARSHIP[x.id]?.va ?? 0), 0);
    const low = Math.min(...G.sides.map(fleet));
    return rollOff(c, G.sides.filter((s) => fleet(s) === low), 'Lowest fleet VA starts');
  }
  return rollOff(c, G.sides, 'Each player rolls a d10, highest starts');
}

export const firstProcedure: Procedure<Frame, Ctx> = {
  step: (c, fr) => {
    const { G } = c;
    if (fr.step === 'roll') {
      if (G.mode === 'solo' && G.round === 1 && G.options.firstPlayer === 'liveChooses') {
        fr.step = 'wait';
        ask(c, { kind: 'choose', seat: '0', question: 'firstPlayer', options: ['0', '1'], about: null });
        return;
      }
      fr.step = 'done';
      fr.first = firstOfRound(c);
    }
    if (fr.step === 'done') {
      G.next = { seat: fr.first as Side, extra: false };
      addLog(G, `${sideName(G, fr.first as Side)} takes the first turn of round ${G.round}.`);
      pop(c);
    }
  },
  answer: (c, fr, _seat, a) => {
    const p = c.G.pending;
    if (a.move !== 'choose' || p?.kind !== 'choose' || !p.options.includes(a.args[0] as string)) return 'Choose "0" (you) or "1" (the ghost) to take the first turn [5.1.3]';
    fr.first = a.args[0];
    fr.step = 'done';
    return undefined;
  },
};

// ---------------------------------------------------------------- the turn

export function newTurn(G: GameState, seat: Side, extra: boolean): TurnState {
  return {
    no: ++G.turnCount,
    seat,
    mode: 'normal',
    extra,
    committed: false,
    slots: [],
    attackTarget: null,
    preTarget: null,
    otherTarget: null,
    intercepted: [],
    amcIgnored: [],
    acted: [],
    secondChance: false,
    radioPlayed: false,
    reacted: [],
    discards: [],
    leftRefuge: [],
    prizesUsed: [],
    deceptionCard: null,
    affectedBy: null,
  };
}


/** Start the next turn (called by the driver when the stack is empty). */
export function startTurn(c: Ctx): void {
  const { G } = c;
  const nx = G.next!;
  G.next = null;
  G.turn = newTurn(G, nx.seat, nx.extra);
  if (nx.seat === G.ghost) {
    push(c, { f: 'ghost', step: 'begin' });
    return;
  }
  push(c, { f: 'turn', step: 'begin' });
}

/** Island Refuge upkeep at the start of the owner's turn (ruling A-16) [3.3.17]. */
export function refugeUpkeep(c: Ctx, side: Side): void {
  const t = c.G.turn!;
  for (const s of c.G.forces[side].ships) {
    if (s.refuge && s.refuge.entered < t.no && (s.ls || s.dmg > 0)) refugeRolls(c, side, s, s.refuge.card, 'upkeep');
  }
}

function turnStep(c: Ctx, fr: Frame): void {
  const { G } = c;
  const t = G.turn!;
  const seat = t.seat;
  switch (fr.step) {
    case 'begin': {
      const me = G.players[seat];
      me.intelHand = null;
      const pend = G.forces[seat].pending;
      t.affectedBy = pend ? { kind: pend.kind, card: pend.card } : null;
      t.mode = pend?.kind === 'fog' ? 'fog' : pend?.kind === 'deception' ? 'deception' : 'normal';
      addLog(G, `${sideName(G, seat)}'s ${t.extra ? 'extra (Second Chance) ' : ''}turn${t.mode === 'fog' ? ': in a Fog Bank, no card may be played and no card is drawn [3.3.11]' : t.mode === 'deception' ? ': Deceived [3.3.8]' : ''}.`, { side: seat });
      refugeUpkeep(c, seat);
      if (t.mode === 'normal') {
        fr.step = 'commit';
        return;
      }
      t.committed = true;
      if (t.mode === 'deception' && me.hand.length > 0) {
        // One card drawn at random from the hand, shown to all: the only card that may be played [3.3.8].
        const k = c.rng.die(me.hand.length) - 1;
        const card = me.hand.splice(k, 1)[0];
        me.committed = [card];
        t.slots = [{ n: 0, half: 'action', on: null, revealed: false }];
        t.deceptionCard = card;
        addLog(G, `Deception: ${name(card)} is drawn at random from ${sideName(G, seat)}'s hand; only its action half may be played [3.3.8].`, { side: seat, cards: [card] });
      }
      fr.step = 'act';
      return;
    }
    case 'commit':
      ask(c, { kind: 'commit', seat });
      return;
    case 'act':
      // Nothing left to do and no discard order to choose (fewer than two discards): the turn ends by itself.
      if (!actOptionsExist(G, seat) && ownDiscards(G, seat).length < 2) {
        fr.step = 'end';
        return;
      }
      ask(c, { kind: 'act', seat });
      return;
    case 'end':
      pop(c);
      endOfTurn(c, (fr.order as string[] | undefined) ?? null);
      return;
  }
}

function turnAnswer(c: Ctx, fr: Frame, seat: Side, a: Answer): string | undefined {
  const { G } = c;
  const t = G.turn!;
  const p = G.pending!;
  if (p.kind === 'commit') {
    if (a.move !== 'commit') return 'Commit your cards first (an empty list commits nothing) [3.2]';
    const entries = (a.args[0] ?? []) as CommitEntry[];
    const problem = commitProblem(G, seat, entries);
    if (problem) return problem;
    const me = G.players[seat];
    me.committed = [];
    t.slots = [];
    entries.forEach((e, n) => {
      me.hand.splice(me.hand.indexOf(e.card), 1);
      me.committed.push(e.card);
      t.slots.push({ n, half: e.half, on: e.on ?? null, revealed: false });
    });
    t.committed = true;
    const onShips = t.slots.filter((s) => s.on).map((s) => name(s.on!));
    addLog(G, `${sideName(G, seat)} commits ${entries.length} card${entries.length === 1 ? '' : 's'} face down${onShips.length ? ` (on ${onShips.join(', ')})` : ''} [3.2].`, { side: seat });
    fr.step = 'act';
    return undefined;
  }
  if (p.kind !== 'act') return 'Unexpected answer';
  switch (a.move) {
    case 'reveal': {
      const plan = planReveal(G, seat, a.args[0], a.args[1] as RevealParams | undefined);
      if (!plan.ok) return plan.problem;
      executeReveal(c, seat, a.args[0] as number, plan.value);
      return undefined;
    }
    case 'leaveRefuge': {
      const id = a.args[0];
      const ship = G.forces[seat].ships.find((s) => s.id === id);
      if (!ship || !ship.refuge) return 'Name one of your ships in an Island Refuge [3.3.17]';
      if (ship.refuge.entered >= t.no) return `${name(ship.id)} must stay in the Island Refuge at least one turn (ruling A-54) [3.3.17]`;
      const mate = teammateOf(G, seat);
      if (a.args[1] === true && !mate) return 'Only in the team game may a ship leaving a refuge join your teammate [4.6]';
      leaveRefuge(G, seat, ship);
      t.leftRefuge.push(ship.id);
      let to = '';
      if (a.args[1] === true && mate) {
        const f = G.forces[seat];
        f.ships.splice(f.ships.indexOf(ship), 1);
        G.forces[mate].ships.push(ship);
        to = ` and joins ${sideName(G, mate)}'s Force [4.6]`;
      }
      addLog(G, `${name(ship.id)} leaves its Island Refuge${to}; it cannot intercept or lay mines this turn [3.3.17].`, { side: seat, cards: [ship.id] });
      return undefined;
    }
    case 'prizeResupply': {
      if (!G.options.prizeResupply) return 'Prize Resupply is an optional rule (6.12) not used in this game';
      const [prize, shipId] = a.args as [string, string];
      const f = G.forces[seat];
      const pz = f.ships.find((s) => s.id === prize && s.kind === 'prize');
      const sh = f.ships.find((s) => s.id === shipId && isFighting(s));
      if (!pz) return 'Name one of your prizes [6.12.1]';
      if (t.prizesUsed.includes(prize)) return 'Each prize resupplies at most one ship per turn (ruling on 6.12.1)';
      if (!sh || !sh.ls) return 'Name one of your warships or raiders with Limited Supplies [6.12.1]';
      prizeResupplyRoll(c, seat, prize, shipId);
      return undefined;
    }
    case 'finishTurn': {
      const order = a.args[0];
      if (order !== undefined && order !== null) {
        const mine = ownDiscards(G, seat);
        if (!Array.isArray(order) || order.length !== mine.length || !mine.every((x) => order.includes(x))) return `The discard order lists each of your ${mine.length} discards once, bottom first [3.1.5]`;
        fr.order = order.slice();
      }
      fr.step = 'end';
      return undefined;
    }
    default:
      return 'Reveal a committed card, leave an Island Refuge, or finish your turn';
  }
}

export const turnProcedure: Procedure<Frame, Ctx> = { step: turnStep, answer: turnAnswer };

/** Carry out a validated reveal [3.2.8]: flip the card(s), fix the targets (R1, R2) and run the procedure. */
export function executeReveal(c: Ctx, seat: Side, slotN: number, plan: RevealPlan): void {
  const { G } = c;
  const t = G.turn!;
  const me = G.players[seat];
  const slot = t.slots.find((s) => s.n === slotN)!;
  const flip = (n: number, use: string) => {
    const s = t.slots.find((x) => x.n === n)!;
    s.revealed = true;
    s.card = me.committed[n];
    s.use = use;
  };
  flip(slotN, plan.use);
  const card = slot.card!;
  const who = sideName(G, seat);
  const fixAttack = (side: Side) => {
    if (t.attackTarget === null) {
      t.attackTarget = side;
      if (t.preTarget !== null && t.preTarget !== side) t.otherTarget = t.preTarget;
    }
  };
  const fixOther = (side: Side) => {
    if (t.attackTarget === null) t.preTarget = side;
    else if (side !== t.attackTarget && t.otherTarget === null) t.otherTarget = side;
  };
  switch (plan.use) {
    case 'shipIntercept': {
      fixAttack(plan.side);
      const extra: string[] = [];
      if (plan.multiSlot !== null) {
        flip(plan.multiSlot, 'supplement');
        extra.push(me.committed[plan.multiSlot]);
      }
      if (plan.surpriseSlot !== null) {
        flip(plan.surpriseSlot, 'supplement');
        extra.push(me.committed[plan.surpriseSlot]);
      }
      for (const b of plan.boarding) {
        flip(b.slot, 'supplement');
        extra.push(me.committed[b.slot]);
      }
      const night = typeData(card).intercept.night;
      addLog(G, `${who} reveals ${name(card)} (Intercept!${night ? ', Night Action' : ''}) on ${name(plan.ship)} against ${plan.targets.map(name).join(' and ')}${extra.length ? `, with ${extra.map(name).join(', ')}` : ''} [3.2.8.1].`, {
        side: seat,
        cards: [card, plan.ship, ...plan.targets, ...extra],
      });
      startShipIntercept(c, {
        att: seat,
        def: plan.side,
        ship: plan.ship,
        night,
        targets: plan.targets,
        multi: plan.multi,
        sa: plan.surpriseSlot !== null,
        boarding: plan.boarding.map((b) => b.merchant),
      });
      return;
    }
    case 'british': {
      fixAttack(plan.side);
      if (plan.surpriseSlot !== null) flip(plan.surpriseSlot, 'supplement');
      const night = typeData(card).intercept.night;
      addLog(G, `${who} reveals ${name(card)} as a British Forces Intercept!${night ? ' (Night Action)' : ''} against ${name(plan.target)}${plan.surpriseSlot !== null ? ' with a Surprise Attack' : ''} [3.2.8.3].`, {
        side: seat,
        cards: [card, plan.target, ...(plan.surpriseSlot !== null ? [me.committed[plan.surpriseSlot]] : [])],
      });
      startBritish(c, { att: seat, def: plan.side, target: plan.target, coin: typeData(card).intercept.british, night, sa: plan.surpriseSlot !== null, kind: 'british' });
      return;
    }
    case 'mines': {
      fixAttack(plan.side);
      if (plan.ship && !t.acted.includes(plan.ship)) t.acted.push(plan.ship);
      const coin = ACTION[card].action.mine!;
      addLog(G, `${who} reveals ${name(card)}: mines ${plan.ship ? `laid by ${name(plan.ship)} ` : ''}against every merchant of ${sideName(G, plan.side)} [3.2.8.2].`, { side: seat, cards: [card] });
      startMines(c, { att: seat, def: plan.side, coin, order: plan.order, what: `the mines of ${name(card)}` });
      return;
    }
    case 'torpedo': {
      fixAttack(plan.side);
      addLog(G, `${who} reveals ${name(card)}: torpedo attack on ${name(plan.target)} [3.3.34].`, { side: seat, cards: [card, plan.target] });
      startTorpedo(c, { att: seat, def: plan.side, target: plan.target, sub: subStats(card) });
      return;
    }
    case 'interrogate': {
      fixAttack(plan.side);
      addLog(G, `${who} reveals ${name(card)} against ${name(plan.target)} [3.3.16].`, { side: seat, cards: [card, plan.target] });
      startInterrogate(c, { att: seat, def: plan.side, target: plan.target, decision: ACTION[card].action.decision!, attack: ACTION[card].action.attack! });
      return;
    }
    case 'monitor': {
      fixAttack(plan.side);
      if (plan.surpriseSlot !== null) flip(plan.surpriseSlot, 'supplement');
      addLog(G, `${who} reveals ${name(card)} against ${name(plan.target)} in its Island Refuge (+2)${plan.surpriseSlot !== null ? ' with a Surprise Attack' : ''} [3.3.20].`, { side: seat, cards: [card, plan.target] });
      startBritish(c, { att: seat, def: plan.side, target: plan.target, coin: ACTION[card].action.attack!, night: false, sa: plan.surpriseSlot !== null, kind: 'monitor' });
      return;
    }
    case 'action': {
      if (plan.side !== null && plan.type !== 'recon_aircraft') fixOther(plan.side);
      addLog(G, `${who} reveals ${name(card)}${plan.side ? ` against ${sideName(G, plan.side)}` : ''}${plan.target ? ` (${name(plan.target)})` : ''}.`, { side: seat, cards: [card, ...(plan.target ? [plan.target] : [])] });
      performAction(c, seat, plan.type, card, plan.side, plan.target, plan.mode);
      return;
    }
  }
}


// ---------------------------------------------------------------- end of turn [3.1.1, 3.1.5, 3.1.6]

/** Cards that left the hand this turn but stay in play elsewhere: VA piles, placed Deception/Fog, refuges. */
function placedCards(G: GameState): Set<string> {
  const out = new Set<string>();
  for (const s of G.sides) {
    const f = G.forces[s];
    for (const v of f.va) out.add(v.id);
    if (f.pending?.card) out.add(f.pending.card);
    for (const x of f.ships) if (x.refuge?.card) out.add(x.refuge.card);
  }
  return out;
}

/** The active player's own discards [3.1.5, 3.3.8, 3.3.11, 3.3.27]. */
export function ownDiscards(G: GameState, seat: Side): string[] {
  const t = G.turn!;
  const placed = placedCards(G);
  const out: string[] = [];
  const me = seat === G.ghost ? null : G.players[seat];
  if (me) for (const s of t.slots) {
    const card = me.committed[s.n];
    if (card && !placed.has(card)) out.push(card);
  }
  for (const d of t.discards) if (d.side === seat && !placed.has(d.card)) out.push(d.card);
  for (const r of t.reacted) if (r.side === seat && !placed.has(r.card)) out.push(r.card);
  if (t.affectedBy?.card && !out.includes(t.affectedBy.card)) out.push(t.affectedBy.card);
  return out;
}

export function endOfTurn(c: Ctx, order: string[] | null): void {
  const { G } = c;
  const t = G.turn!;
  const seat = t.seat;
  const solo = G.mode === 'solo';
  // 1. Discards: the active player's first, then each reacting player in seat order from the left (A-47).
  const placed = placedCards(G);
  const mine = order ?? ownDiscards(G, seat);
  G.forces[seat].pending = null;
  const batches: { side: Side; cards: string[] }[] = [{ side: seat, cards: mine }];
  const i0 = G.sides.indexOf(seat);
  for (let k = 1; k < G.sides.length; k++) {
    const s = G.sides[(i0 + k) % G.sides.length];
    const cards = [...t.reacted.filter((r) => r.side === s).map((r) => r.card), ...t.discards.filter((d) => d.side === s).map((d) => d.card)].filter((x) => !placed.has(x));
    if (cards.length) batches.push({ side: s, cards });
  }
  for (const b of batches) {
    if (b.cards.length === 0) continue;
    for (const x of b.cards) G.secret.discard.push(x);
    // Multiplayer discards are face up [3.1.5]; solitaire discards are face down [5.2.1].
    addLog(G, solo ? `${sideName(G, b.side)} discards ${b.cards.length} card${b.cards.length === 1 ? '' : 's'} face down [5.2.1].` : `${sideName(G, b.side)} discards ${b.cards.map(name).join(', ')} [3.1.5].`, {
      side: b.side,
      cards: solo ? [] : b.cards,
    });
  }
  if (seat !== G.ghost) G.players[seat].committed = [];
  // 2. Draw one action card, except in a Fog Bank turn [3.1.1, 3.3.11]; the ghost's goes face down to the discard [5.3.2].
  if (t.mode !== 'fog') {
    const card = drawAction(G);
    if (card) {
      if (seat === G.ghost) G.secret.discard.push(card);
      else G.players[seat].hand.push(card);
      addLog(G, `${sideName(G, seat)} draws an action card${seat === G.ghost ? ' and puts it face down on the discard pile unseen [5.3.2]' : ''}; ${G.secret.action.length} left [3.1.9].`, { side: seat });
    }
    if (G.secret.action.length === 0) {
      // The round ends the moment the last action card is drawn [2.0]: no refill, no Second Chance (A-33).
      addLog(G, `The last action card has been drawn: round ${G.round} ends [2.0].`);
      G.turn = null;
      push(c, { f: 'roundEnd', step: 'score' });
      return;
    }
  }
  // 3. Every player refills to three merchants, starting with the active player [3.1.6, ruling A-30].
  for (let k = 0; k < G.sides.length; k++) {
    const s = G.sides[(i0 + k) % G.sides.length];
    const f = G.forces[s];
    const got: string[] = [];
    while (f.merchants.length < 3) {
      const id = drawShip(G, c.rng, 'merchant');
      if (!id) break;
      f.merchants.push(newMerchant(id));
      got.push(id);
    }
    if (got.length) addLog(G, `${sideName(G, s)} draws ${got.length} new merchant${got.length === 1 ? '' : 's'}: ${got.map(name).join(', ')} [3.1.6].`, { side: s, cards: got });
  }
  // 4. The next turn: the same player again after Second Chance [3.3.30], otherwise clockwise [3.1].
  G.next = t.secondChance && !t.extra ? { seat, extra: true } : { seat: G.sides[(i0 + 1) % G.sides.length], extra: false };
  G.turn = null;
}

// ---------------------------------------------------------------- round end [2.3, 2.4, 2.5]

/** Round Points [2.3.3]: N minus the number of players with more VA; 0 for a zero total [2.3.3.2]. */
export function roundPoints(va: Record<Side, number>, sides: Side[]): Record<Side, number> {
  const n = sides.length;
  const out: Record<Side, number> = {};
  for (const s of sides) out[s] = va[s] === 0 ? 0 : n - sides.filter((q) => va[q] > va[s]).length;
  return out;
}

/** VA total of a pile [2.3.1, 2.3.2]: capped warships excluded. */
export function vaTotal(pile: { va: number; mult: number; capped?: boolean }[]): number {
  return pile.reduce((a, e) => a + (e.capped ? 0 : e.va * e.mult), 0);
}

function scoreRound(c: Ctx): RoundScore {
  const { G } = c;
  const va: Record<Side, number> = {};
  const capped: Record<Side, string[]> = {};
  for (const s of G.sides) {
    const f = G.forces[s];
    // 1. Prizes still held are banked at double VA [3.2.5.3].
    for (const p of f.ships.filter((x) => x.kind === 'prize')) {
      f.va.push({ id: p.id, deck: 'merchant', va: MERCHANT[p.id].va, mult: 2, source: 'prize_kept' });
    }
    f.ships = f.ships.filter((x) => x.kind !== 'prize');
    // 2. No more warship/raider cards than merchant cards count; the excess is discarded at random [2.3.1].
    const M = f.va.filter((e) => e.deck === 'merchant').length;
    const ws = f.va.filter((e) => e.deck === 'warship');
    capped[s] = [];
    let excess = ws.length - M;
    while (excess > 0) {
      const live = ws.filter((e) => !e.capped);
      const k = c.rng.die(live.length) - 1;
      live[k].capped = true;
      capped[s].push(live[k].id);
      excess--;
    }
    va[s] = vaTotal(f.va);
  }
  const rp = roundPoints(va, G.sides);
  return { round: G.round, va, rp, capped };
}


/** Decide the game after the last scheduled round [2.5, 4.10]; null = another round is needed. */
export function decideWinner(G: GameState): { winners: Side[]; text: string } | null {
  const groups: Side[][] = G.teams ? G.teams.filter((t) => t.some((s) => G.contenders.includes(s))) : G.contenders.map((s) => [s]);
  const rp = (g: Side[]) => g.reduce((a, s) => a + G.totals.rp[s], 0);
  const va = (g: Side[]) => g.reduce((a, s) => a + G.totals.va[s], 0);
  const bestRp = Math.max(...groups.map(rp));
  let tied = groups.filter((g) => rp(g) === bestRp);
  if (tied.length > 1) {
    const bestVa = Math.max(...tied.map(va));
    tied = tied.filter((g) => va(g) === bestVa);
  }
  if (tied.length === 1) return { winners: tied[0], text: 'highest Round Points' };
  if (G.round - 3 >= G.options.maxTieBreakRounds) return { winners: tied.flat(), text: 'still tied after the tie-break rounds: shared victory' };
  return null;
}

function roundEndStep(c: Ctx, fr: Frame): void {
  const { G } = c;
  switch (fr.step) {
    case 'score': {
      const sc = scoreRound(c);
      G.history = [...G.history, sc]; // replaced, never pushed: history is shared between states
      for (const s of G.sides) {
        G.totals.rp[s] += sc.rp[s];
        G.totals.va[s] += sc.va[s];
      }
      addLog(G, `Round ${G.round} scores: ${G.sides.map((s) => `${sideName(G, s)} ${sc.va[s]} VA → ${sc.rp[s]} RP${sc.capped[s].length ? ` (cap discards ${sc.capped[s].map(name).join(', ')})` : ''}`).join('; ')} [2.3].`, {
        cards: G.sides.flatMap((s) => sc.capped[s]),
      });
      if (G.round >= G.roundsToPlay) {
        const w = decideWinner(G);
        if (w) {
          const points: Record<Side, number> = {};
          for (const s of G.seats) points[s] = G.totals.rp[s];
          const humans = w.winners.filter((s) => s !== G.ghost);
          G.result = { winners: humans, points, text: `${w.winners.map((s) => sideName(G, s)).join(' & ')} win${w.winners.length === 1 ? 's' : ''} (${w.text}) [2.5${G.teams ? ', 4.10' : ''}].` };
          addLog(G, `Game over: ${G.result.text}`);
          G.pending = null;
          G.secret.stack = [];
          return;
        }
        // A complete tie: another round for everyone; only the tied players are compared (A-21, A-22).
        const groups = G.teams ? G.teams : G.sides.map((s) => [s]);
        const rp = (g: Side[]) => g.reduce((a, s) => a + G.totals.rp[s], 0);
        const va = (g: Side[]) => g.reduce((a, s) => a + G.totals.va[s], 0);
        const cont = groups.filter((g) => g.some((s) => G.contenders.includes(s)));
        const bRp = Math.max(...cont.map(rp));
        const tRp = cont.filter((g) => rp(g) === bRp);
        const bVa = Math.max(...tRp.map(va));
        G.contenders = tRp.filter((g) => va(g) === bVa).flat();
        G.roundsToPlay += 1;
        addLog(G, `Tied on Round Points and VA: another round is played [2.5].`);
      }
      fr.step = 'cleanup';
      return;
    }
    case 'cleanup': {
      cleanupRound(c);
      const pool: Record<Side, string[]> = {};
      for (const s of G.sides) pool[s] = G.forces[s].ships.filter(isFighting).map((x) => x.id);
      fr.pool = pool;
      fr.kept = {};
      const max = G.options.retention3 ? 3 : 1;
      fr.max = max;
      // The ghost keeps the maximum, highest VA first (policy P-17).
      if (G.ghost && pool[G.ghost].length) {
        const ids = pool[G.ghost].slice().sort((a, b) => WARSHIP[b].va - WARSHIP[a].va || sumDice(b) - sumDice(a)).slice(0, max);
        (fr.kept as Record<Side, string[]>)[G.ghost] = ids;
      }
      const seats = G.seats.filter((s) => pool[s].length > 0 || (G.teams && pool[teammateOf(G, s)!].length > 0));
      fr.step = 'deal';
      if (seats.length) {
        fr.step = 'retain';
        fr.waiting = seats;
      }
      return;
    }
    case 'retain': {
      const waiting = fr.waiting as Side[];
      if (waiting.length) {
        ask(c, { kind: 'retain', seats: waiting.slice(), max: fr.max as number, pool: fr.pool as Record<Side, string[]>, kept: { ...(fr.kept as Record<Side, string[]>) } });
        return;
      }
      fr.step = 'deal';
      return;
    }
    case 'deal': {
      const kept = fr.kept as Record<Side, string[]>;
      const pool = fr.pool as Record<Side, string[]>;
      const all = new Map<string, { side: Side }>();
      for (const s of G.sides) for (const id of pool[s]) all.set(id, { side: s });
      const keptIds = new Set(Object.values(kept).flat());
      const ships = new Map<string, import('./types').Ship>();
      for (const s of G.sides) {
        for (const x of G.forces[s].ships) ships.set(x.id, x);
        G.forces[s].ships = [];
      }
      for (const id of all.keys()) if (!keptIds.has(id)) G.decks.warshipUsed.push(id);
      const retained: Record<Side, number> = {};
      for (const s of G.sides) {
        const ids = kept[s] ?? [];
        retained[s] = ids.length;
        for (const id of ids) {
          const x = ships.get(id)!;
          // Every raider starts the round unrecognized; markers are gone [2.4, 2.4.3].
          G.forces[s].ships.push({ id, kind: x.kind, rec: x.kind === 'warship', dmg: 0, ls: false });
        }
        if (ids.length) addLog(G, `${sideName(G, s)} keeps ${ids.map(name).join(', ')} for the next round [2.4.1].`, { side: s, cards: ids });
      }
      G.decks.warshipRemovedThisRound = [];
      G.round += 1;
      deal(c, retained);
      if (G.mode === 'solo') reshuffleSolitaire(c, 'new round [5.1.5]');
      pop(c);
      push(c, { f: 'first', step: 'roll' });
      return;
    }
  }
}

function sumDice(id: string): number {
  return WARSHIP[id].attack.reduce((a, d) => a + d, 0);
}

/** Return cards and markers between rounds [2.4]. */
function cleanupRound(c: Ctx): void {
  const { G } = c;
  for (const s of G.sides) {
    const f = G.forces[s];
    handOf(G, s).length = 0;
    f.pending = null;
    f.ghostReduced = false;
    for (const x of f.ships) {
      x.dmg = 0;
      x.ls = false;
      delete x.refuge;
    }
    // Merchants still in play go face up under the merchant deck [2.4].
    for (const m of f.merchants) G.decks.merchantUsed.push(m.id);
    f.merchants = [];
    // Scored ships go under their decks; pointed action cards return to the action deck [2.4].
    for (const e of f.va) {
      if (e.deck === 'warship') G.decks.warshipUsed.push(e.id);
      else if (e.deck === 'merchant') G.decks.merchantUsed.push(e.id);
    }
    f.va = [];
  }
  for (const s of G.seats) {
    const p = G.players[s];
    p.committed = [];
    p.intelHand = null;
    p.intelDeck = null;
    p.knownTop = [];
  }
  // Every action card goes back to the action deck (hands, discards, set-aside, placed and pointed cards) [2.4, 2.4.4].
  const out = new Set(G.decks.outOfGame);
  G.secret.action = ACTION_CARDS.map((a) => a.id).filter((id) => !out.has(id));
  G.secret.setAside = [];
  G.secret.discard = [];
}

function roundEndAnswer(c: Ctx, fr: Frame, seat: Side, a: Answer): string | undefined {
  const { G } = c;
  if (a.move !== 'keepShips') return 'Choose the ships you keep with keepShips([ids]) [2.4.1]';
  const ids = a.args[0];
  const max = fr.max as number;
  const pool = fr.pool as Record<Side, string[]>;
  const kept = fr.kept as Record<Side, string[]>;
  if (!Array.isArray(ids) || ids.some((x) => typeof x !== 'string')) return 'keepShips takes a list of ship ids (possibly empty)';
  if (ids.length > max) return `You may keep at most ${max} warship${max === 1 ? '' : 's'}/raider${max === 1 ? '' : 's'} [2.4.1${G.options.retention3 ? ', 6.7' : ''}]`;
  if (new Set(ids).size !== ids.length) return 'A ship is listed twice';
  const mate = teammateOf(G, seat);
  const mine = new Set([...pool[seat], ...(mate ? pool[mate] : [])]);
  const claimed = new Set(mate ? kept[mate] ?? [] : []);
  for (const id of ids as string[]) {
    if (!mine.has(id)) return `${name(id)} is not one of your surviving warships/raiders${mate ? ' or your teammate\'s' : ''} [2.4.1${mate ? ', 4.9' : ''}]`;
    if (claimed.has(id)) return `${name(id)} is already kept by your teammate [4.9]`;
  }
  kept[seat] = (ids as string[]).slice();
  fr.waiting = (fr.waiting as Side[]).filter((s) => s !== seat);
  return undefined;
}

export const roundEndProcedure: Procedure<Frame, Ctx> = { step: roundEndStep, answer: roundEndAnswer };
