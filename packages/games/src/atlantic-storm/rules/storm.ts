/**
 * §9 "Tormentas": the holder of a storm rolls at the end of his turn; 1-3 the storm hits and he may cancel
 * a play or make a player skip his turn (or not use it, A-10); 4-6 it passes to the next player to act.
 */
import { livePlays } from './play';
import { discard, log, names, ref, seatLabel } from './state';
import type { AsState, Battle, Play, Rng, Round, Seat } from './types';

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
export function aimStorm(G: AsState, seat: Seat, target: StormTarget): string | undefined {
  if (G.prompt?.kind !== 'stormTarget' || G.prompt.seat !== seat) return 'You have no storm to resolve.';
  const r = (G.battle as Battle).round;
  const storm = r.storm;
  if (!storm) return 'There is no storm.';
  if (target === null || target === undefined) {
    log(G, { kind: 'storm', seat, text: `${seatLabel(seat)} chooses not to use ${ref(storm.card)} (A-10).` });
  } else if (typeof target === 'object' && 'cancel' in target) {
    const p = cancellablePlays(r).find((x) => x.no === target.cancel);
    if (!p) return 'The storm can cancel only a play still on the table (§9 "Tormentas").';
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
    log(G, { kind: 'storm', seat, text: `${ref(storm.card)} cancels ${seatLabel(p.seat)}'s play: ${names(gone)} discarded (§9).` });
  } else if (typeof target === 'object' && 'skip' in target) {
    const slot = r.slots.find((s) => s.seat === target.skip && s.status === 'todo');
    if (!slot) return 'The storm can make skip only a player who has not played yet (§9 "Tormentas").';
    slot.status = 'skipped';
    let extra: string[] = [];
    if (slot.delayed && slot.intel) {
      r.intel = r.intel.filter((i) => i.card !== slot.intel);
      discard(G, [slot.intel]);
      extra = [slot.intel];
      slot.intel = null;
    }
    log(G, {
      kind: 'storm',
      seat,
      text: `${ref(storm.card)}: ${seatLabel(target.skip)} skips his ${slot.delayed ? 'delayed ' : ''}turn${extra.length ? ` and ${ref(extra[0])} is discarded` : ''} (§9).`,
    });
  } else return 'Choose a play to cancel, a player to skip, or nothing.';
  discard(G, [storm.card]);
  r.storm = null;
  G.prompt = null;
  return undefined;
}

/** The storm holder rolls at the end of his turn. Returns true if a storm target decision is now pending. */
export function stormRoll(G: AsState, seat: Seat, rng: Rng): boolean {
  const r = (G.battle as Battle).round;
  const st = r.storm;
  if (!st || !st.pending || st.holder !== seat) return false;
  const d = rng.d6();
  if (d <= 3) {
    st.pending = false;
    log(G, { kind: 'stormRoll', seat, text: `${seatLabel(seat)} rolls ${d} for ${ref(st.card)}: the storm hits (§9).` });
    G.prompt = { kind: 'stormTarget', seat };
    return true;
  }
  const next = r.slots.find((s) => s.status === 'todo');
  if (next) {
    st.holder = next.seat;
    st.pending = true;
    log(G, { kind: 'stormRoll', seat, text: `${seatLabel(seat)} rolls ${d} for ${ref(st.card)}: the storm passes to ${seatLabel(next.seat)} (§9).` });
  } else {
    st.pending = false;
    log(G, { kind: 'stormRoll', seat, text: `${seatLabel(seat)} rolls ${d} for ${ref(st.card)}: nobody is left to take it; it is discarded at the end of the round.` });
  }
  return false;
}
