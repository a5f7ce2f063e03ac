/**
 * Solitaire step 13 (§15): the announced special cards resolve in order: admirals cancel an enemy
 * card or change the zone (§15 "Almirantes"), storms pass back and forth until one hits and cancels two
 * enemy cards (§15 "Tormenta"), other specials cancel one; then the side without the initiative may
 * withdraw placed cards worth 0.
 */
import type { Side, Zone } from '../data';
import { botCancelTargets, botZoneChange } from './automaton';
import { card, otherSide } from './cards';
import { ev } from './events';
import { forget, soloDiscard } from './solo-decks';
import { humanSeat, isHuman, SOLO_GUARDS, soloCancelTargets, soloEV, soloState } from './solo-values';
import type { AsState, Ctx } from './types';

/** Resolve queued specials (§15 step 13). Returns false when the human must choose. */
export function resolveSpecials(G: AsState, m: Ctx): boolean {
  const S = soloState(G);
  while (S.queue.length) {
    const q = S.queue[0];
    const sp = S.specials[q.side].find((s) => s.id === q.id);
    if (!sp) {
      S.queue.shift();
      continue;
    }
    const c = card(q.id);
    if (c.kind === 'supply') {
      // Protection takes effect at step 15.
      S.queue.shift();
      continue;
    }
    if (c.special === 'storm') {
      // §15 "Tormenta": 1-3 cancels 2 enemy cards, 4-6 passes to the enemy, who may use it the same way.
      if (!S.storm) S.storm = { card: q.id, holder: q.side, passes: 0 };
      const st = S.storm;
      if (st.passes >= 0) {
        let hit = false;
        while (st.passes < SOLO_GUARDS.stormPasses) {
          const d = m.d6();
          if (d <= 3) {
            m.emit(ev.soloStormHit(st.holder, q.id, d));
            hit = true;
            break;
          }
          m.emit(ev.soloStormPass(st.holder, q.id, d));
          st.holder = otherSide(st.holder);
          st.passes++;
        }
        if (!hit) {
          m.emit(ev.soloStormOut(q.id, SOLO_GUARDS.stormPasses));
          finishSpecial(G, q.side, q.id);
          continue;
        }
        st.passes = -1; // hit: waiting for targets
      }
      const targets = soloCancelTargets(G, st.holder);
      const count = Math.min(2, targets.length);
      if (count > 0) {
        if (isHuman(G, st.holder)) {
          G.prompt = { kind: 'soloResolve', seat: humanSeat(G), side: st.holder, card: q.id, need: 'cancel', count };
          return false;
        }
        cancelCards(G, st.holder, botCancelTargets(G, st.holder, count), q.id, m);
      }
      finishSpecial(G, q.side, q.id);
      continue;
    }
    if (c.special === 'admiral' && sp.mode === 'zone') {
      if (isHuman(G, q.side)) {
        G.prompt = { kind: 'soloResolve', seat: humanSeat(G), side: q.side, card: q.id, need: 'zone', count: 1 };
        return false;
      }
      changeZones(G, q.side, q.id, botZoneChange(G, q.side), m);
      finishSpecial(G, q.side, q.id);
      continue;
    }
    // Admiral "cancel" and every other special: cancel one enemy card (§15 "Cartas especiales").
    const targets = soloCancelTargets(G, q.side);
    if (targets.length) {
      if (isHuman(G, q.side)) {
        G.prompt = { kind: 'soloResolve', seat: humanSeat(G), side: q.side, card: q.id, need: 'cancel', count: 1 };
        return false;
      }
      cancelCards(G, q.side, botCancelTargets(G, q.side, 1), q.id, m);
    }
    finishSpecial(G, q.side, q.id);
  }
  return true;
}

/** The special at the head of the queue is done: it is discarded (§9: special cards are discarded after use). */
export function finishSpecial(G: AsState, side: Side, id: string): void {
  const S = soloState(G);
  S.queue.shift();
  S.specials[side] = S.specials[side].filter((s) => s.id !== id);
  if (S.storm && S.storm.card === id) S.storm = null;
  soloDiscard(G, [id], side);
}

/** §15 "Almirantes": the admiral `by` of `side` changes the zone(s). */
export function changeZones(G: AsState, side: Side, by: string, zones: Zone[], m: Ctx): void {
  const S = soloState(G);
  S.zones = [...zones];
  m.emit(ev.soloZoneChange(side, by, zones));
}

/** The special `by` of `side` cancels enemy cards (bonus cards on a cancelled card go with it). */
export function cancelCards(G: AsState, side: Side, ids: string[], by: string, m: Ctx): void {
  const S = soloState(G);
  const enemy = otherSide(side);
  const gone: string[] = [];
  for (const id of ids) {
    if (S.placed[enemy].some((p) => p.id === id)) {
      const orphans = S.placed[enemy].filter((p) => p.parent === id).map((p) => p.id);
      S.placed[enemy] = S.placed[enemy].filter((p) => p.id !== id && p.parent !== id);
      gone.push(id, ...orphans);
    } else if (S.specials[enemy].some((s) => s.id === id)) {
      S.specials[enemy] = S.specials[enemy].filter((s) => s.id !== id);
      S.queue = S.queue.filter((q) => q.id !== id);
      gone.push(id);
    }
  }
  forget(G, gone);
  soloDiscard(G, gone, enemy);
  m.emit(ev.soloCancel(side, by, gone));
}

/** Placed cards of a side worth 0 in the zone(s): O may still discard them at step 13. */
export function zeroCards(G: AsState, side: Side): string[] {
  const S = soloState(G);
  return S.placed[side]
    .filter((p) => (card(p.id).kind === 'normal' || p.parent === null) && !S.fateCards.includes(p.id))
    .filter((p) => soloEV(p.id, S.zones, S.doubled.includes(p.id)) === 0 && !S.placed[side].some((b) => b.parent === p.id))
    .map((p) => p.id);
}

export function withdraw(G: AsState, side: Side, ids: string[], m: Ctx): void {
  const S = soloState(G);
  if (!ids.length) return;
  S.placed[side] = S.placed[side].filter((p) => !ids.includes(p.id));
  for (const sp of S.specials[side]) if (sp.protect && ids.includes(sp.protect)) sp.protect = null;
  forget(G, ids);
  soloDiscard(G, ids, side);
  m.emit(ev.soloWithdraw(side, ids));
}
