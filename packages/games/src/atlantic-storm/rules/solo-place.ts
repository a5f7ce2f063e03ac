/**
 * Solitaire placement (§15 steps 7-8 and 12): each side places its drawn cards, bonus cards on their
 * parents (§8), and announces what its special cards will do; fate victims between the two sides are
 * destroyed at step 11, between the other side's draw and its placement; the specials queue up for step 13
 * (A-34).
 */
import { cardName, type Side } from '../data';
import { card, otherSide, refuelable, typeMatches } from './cards';
import { ev, readingOrder, soloStep } from './events';
import { forget, soloDiscard } from './solo-decks';
import { soloState, type SoloPlaceSpec } from './solo-values';
import { isRefusal, no, type Refusal } from './refusals';
import type { AsState, Ctx, SoloPlaced, SoloSpecial } from './types';

/** Check a placement; returns the normalised placement or a refusal. */
export function checkSoloPlace(G: AsState, side: Side, spec: SoloPlaceSpec): { placed: SoloPlaced[]; specials: SoloSpecial[] } | Refusal {
  const S = soloState(G);
  if (!spec || !Array.isArray(spec.cards)) return no.soloPlaceList();
  const drawn = S.drawn[side];
  if (new Set(spec.cards).size !== spec.cards.length) return no.listedTwice();
  for (const id of spec.cards) if (!drawn.includes(id)) return no.soloNotDrawn(cardName(id));
  const cards = spec.cards.map(card);
  const normals = cards.filter((c) => c.kind === 'normal');
  const placed: SoloPlaced[] = normals.map((c) => ({ id: c.id, parent: null }));
  const attach = spec.attach ?? {};
  for (const k of Object.keys(attach)) if (!cards.some((c) => c.id === k && c.kind === 'bonus')) return no.soloNotPlacedBonus(cardName(k));
  for (const b of cards.filter((c) => c.kind === 'bonus')) {
    const parent = attach[b.id];
    if (parent === undefined || parent === null) {
      if (!b.standalone) return no.soloBonusAlone(b.name);
      placed.push({ id: b.id, parent: null });
    } else {
      const p = normals.find((n) => n.id === parent);
      if (!p) return no.soloBonusParent(b.name);
      if (!typeMatches(b, p)) return no.soloBonusFrame(b.name, p.name);
      placed.push({ id: b.id, parent });
    }
  }
  const specials: SoloSpecial[] = [];
  const protectedIds = new Set<string>();
  for (const c of cards.filter((x) => x.kind === 'special' || x.kind === 'supply')) {
    if (c.special === 'admiral') {
      const mode = spec.admiral?.[c.id];
      if (mode !== 'cancel' && mode !== 'zone') return no.soloAnnounce(c.name);
      specials.push({ id: c.id, mode, protect: null, resolved: false });
    } else if (c.kind === 'supply') {
      const t = spec.protect?.[c.id];
      const target = t ? placed.find((p) => p.id === t) : undefined;
      if (!t || !target) return no.soloProtectChoose(c.name);
      if (!refuelable(c, card(t))) return c.supply === 'milkCow' ? no.soloProtectMilkCow(c.name) : no.soloProtectSupply(c.name);
      if (protectedIds.has(t)) return no.soloProtected(cardName(t));
      protectedIds.add(t);
      specials.push({ id: c.id, mode: null, protect: t, resolved: false });
    } else specials.push({ id: c.id, mode: null, protect: null, resolved: false });
  }
  return { placed, specials };
}

/** The automaton's placement (it is always legal). */
export function applyPlace(G: AsState, side: Side, spec: SoloPlaceSpec, m: Ctx): void {
  const v = checkSoloPlace(G, side, spec);
  if (isRefusal(v)) throw new Error(`automaton placement rejected: ${v.text}`);
  commitPlace(G, side, spec, v, m);
}

/** A checked placement goes on the table; its specials are announced. */
export function commitPlace(G: AsState, side: Side, spec: SoloPlaceSpec, v: { placed: SoloPlaced[]; specials: SoloSpecial[] }, m: Ctx): void {
  const S = soloState(G);
  S.placed[side].push(...v.placed);
  S.specials[side].push(...v.specials);
  S.drawn[side] = S.drawn[side].filter((id) => !spec.cards.includes(id));
  const normals = v.placed.filter((p) => card(p.id).kind === 'normal').map((p) => p.id);
  const bonuses = v.placed.filter((p) => card(p.id).kind !== 'normal');
  const first = side === S.initiative;
  m.emit(ev.soloPlace(side, readingOrder(normals, bonuses), soloStep(first ? 7 : 12)));
  for (const s of v.specials) m.emit(s.protect ? ev.soloProtect(side, s.id, s.protect) : ev.soloAnnounce(side, s.id, s.mode, soloStep(first ? 8 : 12)));
}

/**
 * §15 step 11, after the other side's draw (steps 9-10) and before it places (step 12): "Se miran las
 * víctimas del destino ... Si es una carta enemiga (se mira en los dos bandos), la carta víctima va a parar
 * al bando que tiene la carta ganadora como botín al final de la batalla aunque ese bando no gane esa
 * batalla y la carta ganadora se descarta también al final de la batalla". Both directions: the initiative
 * side's placed fate cards against the other side's drawn cards, and the other side's drawn fate cards
 * against the initiative side's placed cards. A victim leaves at once (its bonus cards are discarded, a
 * bonus victim is discarded, §7) and waits as loot for the fate side; the fate card may still fight, but
 * it is discarded at the end of the battle, never loot (S.fateCards).
 */
export function fateStep(G: AsState, m: Ctx): void {
  const S = soloState(G);
  const I = S.initiative as Side;
  const O = otherSide(I);
  const present = (side: Side, id: string) => (side === I ? S.placed[I].some((p) => p.id === id) : S.drawn[O].includes(id));
  for (const side of [I, O]) {
    const enemy = otherSide(side);
    const fateCards = side === I ? S.placed[I].map((p) => p.id) : [...S.drawn[O]];
    for (const f of fateCards) {
      if (!present(side, f)) continue;
      const victim = card(f).fateVictim;
      if (!victim || victim === S.convoy || !present(enemy, victim)) continue;
      let orphans: string[] = [];
      if (enemy === I) {
        orphans = S.placed[I].filter((x) => x.parent === victim).map((x) => x.id);
        S.placed[I] = S.placed[I].filter((x) => x.id !== victim && x.parent !== victim);
        soloDiscard(G, orphans, I);
      } else S.drawn[O] = S.drawn[O].filter((id) => id !== victim);
      forget(G, [victim, ...orphans]);
      if (card(victim).kind === 'bonus') soloDiscard(G, [victim], enemy);
      else S.reserved[side].push(victim);
      S.fateCards.push(f);
      m.emit(ev.soloFate(side, f, victim));
    }
  }
}

/** After step 12: the specials queue up for step 13. */
export function afterPlacement(G: AsState): void {
  const S = soloState(G);
  const I = S.initiative as Side;
  // §15 step 13 order: initiative side first; admirals, other specials, storms; supply last.
  const order = (id: string) => {
    const c = card(id);
    return c.special === 'admiral' ? 0 : c.kind === 'supply' ? 3 : c.special === 'storm' ? 2 : 1;
  };
  S.queue = [];
  for (const side of [I, otherSide(I)]) for (const s of [...S.specials[side]].sort((a, b) => order(a.id) - order(b.id))) S.queue.push({ side, id: s.id });
  S.step = 'specials';
}
