/**
 * Carrying out a reveal [3.2.8]: the card (and its supplements) turned face up, this turn's attack target
 * and other target fixed (R1, R2 [3.1.3, 3.1.4]), and the procedure the card starts.
 */
import { ACTION, typeData } from '../data';
import { emit, type Ctx } from './core';
import { performAction } from './action-cards';
import { startShipIntercept } from './ship-intercept';
import { startBritish, startInterrogate } from './british';
import { startMines } from './mines';
import { startTorpedo, subStats } from './torpedo';
import { type RevealPlan } from './legal';
import type { Side } from './types';

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
      emit(c, { kind: 'revealIntercept', seat, card, ship: plan.ship, targets: plan.targets.slice(), supplements: extra, night });
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
      emit(c, { kind: 'revealBritish', seat, card, target: plan.target, night, surprise: plan.surpriseSlot !== null ? me.committed[plan.surpriseSlot] : null });
      startBritish(c, {
        att: seat,
        def: plan.side,
        target: plan.target,
        coin: typeData(card).intercept.british,
        night,
        sa: plan.surpriseSlot !== null,
        kind: 'british',
      });
      return;
    }
    case 'mines': {
      fixAttack(plan.side);
      if (plan.ship && !t.acted.includes(plan.ship)) t.acted.push(plan.ship);
      const coin = ACTION[card].action.mine!;
      emit(c, { kind: 'revealMines', seat, card, ship: plan.ship ?? null, against: plan.side });
      startMines(c, { att: seat, def: plan.side, coin, order: plan.order, card });
      return;
    }
    case 'torpedo': {
      fixAttack(plan.side);
      emit(c, { kind: 'revealTorpedo', seat, card, target: plan.target });
      startTorpedo(c, { att: seat, def: plan.side, target: plan.target, sub: subStats(card) });
      return;
    }
    case 'interrogate': {
      fixAttack(plan.side);
      emit(c, { kind: 'revealInterrogate', seat, card, target: plan.target });
      startInterrogate(c, { att: seat, def: plan.side, target: plan.target, decision: ACTION[card].action.decision!, attack: ACTION[card].action.attack! });
      return;
    }
    case 'monitor': {
      fixAttack(plan.side);
      if (plan.surpriseSlot !== null) flip(plan.surpriseSlot, 'supplement');
      emit(c, { kind: 'revealMonitor', seat, card, target: plan.target, surprise: plan.surpriseSlot !== null ? me.committed[plan.surpriseSlot] : null });
      startBritish(c, {
        att: seat,
        def: plan.side,
        target: plan.target,
        coin: ACTION[card].action.attack!,
        night: false,
        sa: plan.surpriseSlot !== null,
        kind: 'monitor',
      });
      return;
    }
    case 'action': {
      if (plan.side !== null && plan.type !== 'recon_aircraft') fixOther(plan.side);
      emit(c, { kind: 'revealAction', seat, card, against: plan.side, target: plan.target });
      performAction(c, seat, plan.type, card, plan.side, plan.target, plan.mode);
      return;
    }
  }
}
