import { FORCE_CARDS, type Side, type Zone } from '../data';
import { card, convoy, legalFor, otherSide, refuelable, typeMatches } from './cards';
import { SOLO_ZONE_OPTIONS, soloCancelTargets, soloEV, soloState, type SoloPlaceSpec } from './solo-values';
import type { AsState, SoloPlaced } from './types';

/**
 * The deterministic automaton for the side the solitaire player does not play (ours: the
 * rulebook gives no rules for it). It reads only public card data and the cards on
 * the table, and breaks every tie by the lowest card id, so seeded games are reproducible.
 * The same functions drive the human side when a bot fills the seat.
 */

const idOrder = (a: string, b: string) => Number(a.slice(1)) - Number(b.slice(1)) || a.localeCompare(b);

/** EV of a placed set: normals with their attached bonuses, lone bonuses. */
function setEV(G: AsState, placed: readonly SoloPlaced[], zones: readonly Zone[]): number {
  const S = soloState(G);
  let v = 0;
  for (const p of placed) v += soloEV(p.id, zones, S.doubled.includes(p.id));
  return v;
}

/** Rule 2 attachment: each bonus on the eligible parent with the highest current EV. */
function plan(G: AsState, cards: readonly string[], zones: readonly Zone[]): SoloPlaced[] {
  const S = soloState(G);
  const normals = cards
    .filter((id) => card(id).kind === 'normal')
    .filter((id) => soloEV(id, zones, S.doubled.includes(id)) > 0)
    .sort(idOrder);
  const placed: SoloPlaced[] = normals.map((id) => ({ id, parent: null }));
  const ev = new Map(normals.map((id) => [id, soloEV(id, zones, S.doubled.includes(id))]));
  for (const b of cards.filter((id) => card(id).kind === 'bonus').sort(idOrder)) {
    const parents = normals.filter((n) => typeMatches(card(b), card(n)));
    if (parents.length) {
      let best = parents[0];
      for (const p of parents) if ((ev.get(p) ?? 0) > (ev.get(best) ?? 0)) best = p;
      placed.push({ id: b, parent: best });
      ev.set(best, (ev.get(best) ?? 0) + soloEV(b, zones, false));
    } else if (card(b).standalone && soloEV(b, zones, false) > 0) placed.push({ id: b, parent: null });
  }
  return placed;
}

/** 4 x the average EV over all cards of that side (non-normal or illegal cards count 0). */
function evPool(side: Side, zones: readonly Zone[], convoyId: string): number {
  const cv = convoy(convoyId);
  let sum = 0;
  let n = 0;
  for (const c of FORCE_CARDS) {
    if (c.side !== side) continue;
    n++;
    if (c.kind === 'normal' && legalFor(c, cv)) sum += soloEV(c.id, zones, c.fateVictim === convoyId);
  }
  return n ? (4 * sum) / n : 0;
}

/** Rule 1: the zone option maximising own EV minus the expected enemy draw. */
export function botZones(G: AsState, side: Side): Zone[] {
  const S = soloState(G);
  let best: Zone[] = SOLO_ZONE_OPTIONS[0];
  let bestScore = -Infinity;
  for (const opt of SOLO_ZONE_OPTIONS) {
    const score = setEV(G, plan(G, S.drawn[side], opt), opt) - evPool(otherSide(side), opt, S.convoy as string);
    if (score > bestScore) {
      best = opt;
      bestScore = score;
    }
  }
  return [...best];
}

function zoneGain(G: AsState, side: Side, own: readonly SoloPlaced[]): { best: Zone[]; delta: number } {
  const S = soloState(G);
  const enemy = S.placed[otherSide(side)];
  const diff = (z: readonly Zone[]) => setEV(G, own, z) - setEV(G, enemy, z);
  const now = diff(S.zones);
  let best: Zone[] = S.zones;
  let bestVal = now;
  for (const opt of SOLO_ZONE_OPTIONS) {
    const v = diff(opt);
    if (v > bestVal) {
      best = opt;
      bestVal = v;
    }
  }
  return { best: [...best], delta: bestVal - now };
}

/** Enemy normal cards by EV (with attached bonuses), then VP, then lowest id. */
function enemyRanking(G: AsState, side: Side): string[] {
  const S = soloState(G);
  const enemy = otherSide(side);
  const ev = (id: string) =>
    soloEV(id, S.zones, S.doubled.includes(id)) + S.placed[enemy].filter((b) => b.parent === id).reduce((a, b) => a + soloEV(b.id, S.zones, false), 0);
  return S.placed[enemy]
    .filter((p) => card(p.id).kind === 'normal')
    .map((p) => p.id)
    .sort((a, b) => ev(b) - ev(a) || card(b).vp - card(a).vp || idOrder(a, b));
}

/** Rules 2, 4, 6, 7, 8: what the bot places and announces. */
export function botPlace(G: AsState, side: Side): SoloPlaceSpec {
  const S = soloState(G);
  const isO = side !== S.initiative;
  const enemy = S.placed[otherSide(side)];
  const drawn = S.drawn[side];
  // Fate between the sides was settled at step 11, before this placement (§15): victims are gone already.
  let placed = plan(G, drawn, S.zones);
  const specials = drawn.filter((id) => card(id).kind === 'special').sort(idOrder);
  const cancellers = specials.length > 0;
  if (isO && !cancellers) {
    // Skip entirely when even the best case cannot reach the enemy's worst case.
    const bestCase = placed.reduce((a, p) => a + extreme(G, p.id, 'max'), 0);
    const worstEnemy = enemy.reduce((a, p) => a + extreme(G, p.id, 'min'), 0);
    if (bestCase < worstEnemy) placed = [];
  }
  const spec: SoloPlaceSpec = { cards: placed.map((p) => p.id), attach: {}, admiral: {}, protect: {} };
  for (const p of placed) if (p.parent) (spec.attach as Record<string, string>)[p.id] = p.parent;
  for (const id of specials) {
    spec.cards.push(id);
    if (card(id).special === 'admiral') {
      // Rule 4: change the zone if that gains more than cancelling the best enemy card.
      const top = enemyRanking(G, side)[0];
      const dCancel = top
        ? soloEV(top, S.zones, S.doubled.includes(top)) + enemy.filter((b) => b.parent === top).reduce((a, b) => a + soloEV(b.id, S.zones, false), 0)
        : 0;
      const dZone = zoneGain(G, side, placed).delta;
      (spec.admiral as Record<string, 'cancel' | 'zone'>)[id] = dZone > dCancel ? 'zone' : 'cancel';
    }
  }
  // Rule 7: each supply protects the eligible placed card with the highest VP (then EV, then lowest id).
  const taken = new Set<string>();
  for (const id of drawn.filter((x) => card(x).kind === 'supply').sort(idOrder)) {
    const options = placed
      .filter((p) => card(p.id).kind === 'normal' && refuelable(card(id), card(p.id)) && !taken.has(p.id))
      .map((p) => p.id)
      .sort((a, b) => card(b).vp - card(a).vp || soloEV(b, S.zones, false) - soloEV(a, S.zones, false) || idOrder(a, b));
    if (!options.length) continue;
    taken.add(options[0]);
    spec.cards.push(id);
    (spec.protect as Record<string, string>)[id] = options[0];
  }
  return spec;
}

function extreme(G: AsState, id: string, which: 'max' | 'min'): number {
  const S = soloState(G);
  const c = card(id);
  if (c.kind === 'bonus') return soloEV(id, S.zones, false);
  if (c.kind !== 'normal') return 0;
  let v = 0;
  for (const z of S.zones) {
    const val = c.values[z];
    v += val === '?' ? (which === 'max' ? 6 : 1) : val === '??' ? (which === 'max' ? 12 : 2) : val;
  }
  return S.doubled.includes(id) ? v * 2 : v;
}

/** Rules 4-6: the enemy cards to cancel (highest EV first; then specials, then lone bonuses). */
export function botCancelTargets(G: AsState, side: Side, count: number): string[] {
  const ranked = enemyRanking(G, side);
  const rest = soloCancelTargets(G, side).filter((id) => !ranked.includes(id));
  return [...ranked, ...rest].slice(0, count);
}

export function botZoneChange(G: AsState, side: Side): Zone[] {
  const S = soloState(G);
  return zoneGain(G, side, S.placed[side]).best;
}

/** Step 13: withdraw placed cards now worth 0 (they would only be loot for the enemy). */
export function botWithdraw(G: AsState, side: Side): string[] {
  const S = soloState(G);
  return S.placed[side]
    .filter((p) => card(p.id).kind === 'normal' && !S.fateCards.includes(p.id))
    .filter((p) => soloEV(p.id, S.zones, S.doubled.includes(p.id)) === 0 && !S.placed[side].some((b) => b.parent === p.id))
    .map((p) => p.id);
}
