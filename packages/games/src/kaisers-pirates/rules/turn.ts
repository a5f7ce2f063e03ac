/**
 * A player's turn [3.1, 3.2]: it begins (a Fog Bank or Deception turn [3.3.11, 3.3.8], refuge upkeep), the
 * player commits cards face down [3.2.1], then reveals them one at a time (reveal.ts), may leave an Island
 * Refuge [3.3.17] or resupply from a prize (6.12), and finishes (end-of-turn.ts).
 */
import type { Procedure } from '../../common/procedure';
import { emit, ask, pop, push, type Answer, type Ctx } from './core';
import { refugeUpkeep } from './island-refuge';
import { autoPrizeResupply, prizeResupplyRoll } from './prize-resupply';
import { commitProblem, planReveal, type CommitEntry, type RevealParams } from './legal';
import { actOptionsExist } from './enumerate';
import { isFighting, leaveRefuge, name, teammateOf } from './state';
import { executeReveal } from './reveal';
import { endOfTurn, ownDiscards } from './end-of-turn';
import type { Frame, GameState, Side, TurnState } from './types';
import { refuse, type Refusal } from '../../common/refusal';

function newTurn(G: GameState, seat: Side, extra: boolean): TurnState {
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
      emit(c, {
        kind: 'turnStart',
        seat,
        turn: t.no,
        mode: t.mode,
        extra: t.extra,
        rule: t.mode === 'fog' ? '3.3.11' : t.mode === 'deception' ? '3.3.8' : t.extra ? '3.3.30' : '3.1',
      });
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
        emit(c, { kind: 'deceptionDraw', seat, card });
      }
      fr.step = 'act';
      return;
    }
    case 'commit':
      ask(c, { kind: 'commit', seat });
      return;
    case 'act':
      autoPrizeResupply(c, seat); // 6.12.1, where it leaves no choice
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

function turnAnswer(c: Ctx, fr: Frame, seat: Side, a: Answer): Refusal | undefined {
  const { G } = c;
  const t = G.turn!;
  const p = G.pending!;
  if (p.kind === 'commit') {
    if (a.move !== 'commit') return refuse('commitFirst', 'Commit your cards first (an empty list commits nothing) [3.2]');
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
    // Face down: the count and the ships they sit on are public, the cards are not [3.2.1].
    emit(c, { kind: 'commit', seat, count: entries.length, ships: t.slots.filter((s) => s.on).map((s) => s.on!) });
    fr.step = 'act';
    return undefined;
  }
  if (p.kind !== 'act') return refuse('unexpected', 'Unexpected answer');
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
      if (!ship || !ship.refuge) return refuse('nameRefugeShip', 'Name one of your ships in an Island Refuge [3.3.17]');
      if (ship.refuge.entered >= t.no)
        return refuse('refugeStay', `${name(ship.id)} must stay in the Island Refuge at least one turn (ruling A-54) [3.3.17]`, { ship: name(ship.id) });
      const mate = teammateOf(G, seat);
      if (a.args[1] === true && !mate) return refuse('refugeMateTeamOnly', 'Only in the team game may a ship leaving a refuge join your teammate [4.6]');
      leaveRefuge(G, seat, ship);
      t.leftRefuge.push(ship.id);
      const joins = a.args[1] === true && mate ? mate : null;
      if (joins) {
        const f = G.forces[seat];
        f.ships.splice(f.ships.indexOf(ship), 1);
        G.forces[joins].ships.push(ship);
      }
      emit(c, { kind: 'leaveRefuge', seat, ship: ship.id, joins, ...(joins ? { rule: '3.3.17, 4.6' } : {}) });
      return undefined;
    }
    case 'prizeResupply': {
      if (!G.options.prizeResupply) return refuse('prizeResupplyOff', 'Prize Resupply is an optional rule (6.12) not used in this game');
      const [prize, shipId] = a.args as [string, string];
      const f = G.forces[seat];
      const pz = f.ships.find((s) => s.id === prize && s.kind === 'prize');
      const sh = f.ships.find((s) => s.id === shipId && isFighting(s));
      if (!pz) return refuse('namePrize', 'Name one of your prizes [6.12.1]');
      if (t.prizesUsed.includes(prize)) return refuse('prizeOncePerTurn', 'Each prize resupplies at most one ship per turn (ruling on 6.12.1)');
      if (!sh || !sh.ls) return refuse('nameShortShip', 'Name one of your warships or raiders with Limited Supplies [6.12.1]');
      prizeResupplyRoll(c, seat, prize, shipId);
      return undefined;
    }
    case 'finishTurn': {
      const order = a.args[0];
      if (order !== undefined && order !== null) {
        const mine = ownDiscards(G, seat);
        if (!Array.isArray(order) || order.length !== mine.length || !mine.every((x) => order.includes(x)))
          return refuse('discardOrder', `The discard order lists each of your ${mine.length} discards once, bottom first [3.1.5]`, { count: mine.length });
        fr.order = order.slice();
      }
      fr.step = 'end';
      return undefined;
    }
    default:
      return refuse('actAnswer', 'Reveal a committed card, leave an Island Refuge, or finish your turn');
  }
}

export const turnProcedure: Procedure<Frame, Ctx> = { step: turnStep, answer: turnAnswer };
