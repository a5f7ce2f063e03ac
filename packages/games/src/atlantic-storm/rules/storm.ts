/**
 * §9 "Tormentas": the holder of a storm rolls at the end of his turn; 1-3 the storm hits and he may cancel
 * a play or make a player skip his turn (or not use it, A-10); 4-6 it passes to the next player to act.
 */
import { ev } from './events';
import { livePlays } from './play';
import { discard } from './state';
import { no, type Refusal } from './refusals';
import type { AsState, Battle, Ctx, Play, Round, Seat } from './types';

export type StormTarget = null | { cancel: number } | { skip: Seat };

/** Seats with a turn still to come in the round (two-player: the double round). */
export function pendingSeats(r: Round): Seat[] {
  return [...new Set(r.slots.filter((s) => s.status === 'todo').map((s) => s.seat))];
}

/** Plays a storm hit may cancel: surviving plays with cards on the table. */
export function cancellablePlays(r: Round): Play[] {
  return livePlays(r).filter((p) => p.normals.length + p.bonuses.length + p.specials.length + p.supplies.length > 0);
}

/** §9 "Tormentas": after a 1-3 the holder may cancel any play or make a player skip his turn; the storm is then discarded. */
export function aimStorm(G: AsState, seat: Seat, target: StormTarget, m: Ctx): Refusal | undefined {
  if (G.prompt?.kind !== 'stormTarget' || G.prompt.seat !== seat) return no.noStorm();
  const r = (G.battle as Battle).round;
  const storm = r.storm;
  if (!storm) return no.noStorm();
  if (target === null || target === undefined) {
    m.emit(ev.stormUnused(seat, storm.card));
  } else if (typeof target === 'object' && 'cancel' in target) {
    const p = cancellablePlays(r).find((x) => x.no === target.cancel);
    if (!p) return no.stormPlayGone();
    const gone = [...p.normals, ...p.bonuses.map((b) => b.id), ...p.specials, ...p.supplies];
    p.cancelled = true;
    p.normals = [];
    p.doubled = [];
    p.bonuses = [];
    p.specials = [];
    p.supplies = [];
    p.killers = [];
    p.dice = {};
    discard(G, gone);
    m.emit(ev.stormCancel(seat, storm.card, gone, p.seat));
  } else if (typeof target === 'object' && 'skip' in target) {
    const slot = r.slots.find((s) => s.seat === target.skip && s.status === 'todo');
    if (!slot) return no.stormTurnTaken();
    slot.status = 'skipped';
    let intel: string | null = null;
    if (slot.delayed && slot.intel) {
      r.intel = r.intel.filter((i) => i.card !== slot.intel);
      discard(G, [slot.intel]);
      intel = slot.intel;
      slot.intel = null;
    }
    m.emit(ev.stormSkip(seat, storm.card, target.skip, slot.delayed, intel));
  } else return no.stormChoice();
  discard(G, [storm.card]);
  r.storm = null;
  G.prompt = null;
  return undefined;
}

/** The storm holder rolls at the end of his turn. Returns true if a storm target decision is now pending. */
export function stormRoll(G: AsState, seat: Seat, m: Ctx): boolean {
  const r = (G.battle as Battle).round;
  const st = r.storm;
  if (!st || !st.pending || st.holder !== seat) return false;
  const d = m.d6();
  if (d <= 3) {
    st.pending = false;
    m.emit(ev.stormHit(seat, st.card, d));
    G.prompt = { kind: 'stormTarget', seat };
    return true;
  }
  const next = r.slots.find((s) => s.status === 'todo');
  if (next) {
    st.holder = next.seat;
    st.pending = true;
    m.emit(ev.stormPass(seat, st.card, d, next.seat));
  } else {
    st.pending = false;
    m.emit(ev.stormSpent(seat, st.card, d));
  }
  return false;
}
