import { cardName, type ForceCard, type Side, type Zone, type ZoneDecl } from '../data';
import { card, convoy, illegalReason, typeMatches, zonesOf } from './cards';
import { no, type Refusal } from './refusals';
import type { AsState, Play, Round, Seat } from './types';

/** What a client sends to play cards (§6 "Jugar carta(s)"). */
export interface PlaySpec {
  /** Every card put down this turn, from the hand. */
  cards: string[];
  /** Bonus card id -> parent normal card id of the same play (§8). Omit a bonus to play it standalone. */
  attach?: Record<string, string>;
  /** Admiral option (§9): 'combine' = A (zone becomes combined), 'double' = B (two normal cards). */
  admiral?: 'combine' | 'double';
}

export interface CheckedPlay {
  side: Side | null;
  intel: string | null;
  normals: string[];
  bonuses: { id: string; parent: string | null }[];
  specials: string[];
  admiral: 'combine' | 'double' | null;
  supplies: string[];
  storm: string | null;
}

/** Surviving (not storm-cancelled) plays of the round. */
export function livePlays(r: Round): Play[] {
  return r.plays.filter((p) => !p.cancelled);
}

/** §9 Admirals: the declared zone, unless a surviving admiral used option A: then combined. */
export function effectiveZone(r: Round): ZoneDecl {
  if (r.declared === null) throw new Error('zone not declared');
  return livePlays(r).some((p) => p.admiral === 'combine') ? 'combined' : r.declared;
}

export function effectiveZones(r: Round): Zone[] {
  return zonesOf(effectiveZone(r));
}

interface Restrictions {
  noGerman: boolean; // Raid on St. Nazaire (§9)
  noAllied: boolean; // 2nd Happy Time (§9)
  noAlliedAir: boolean; // Black Gap (substitute effect)
}

/**
 * §9: Raid on St. Nazaire / 2nd Happy Time / Black Gap restrict every player after the card in the
 * round (two-player: the double round, §13.4). A storm that removed the card lifts the restriction.
 * Every surviving play of the round was made before the player now acting.
 */
export function restrictions(r: Round): Restrictions {
  const out: Restrictions = { noGerman: false, noAllied: false, noAlliedAir: false };
  for (const p of livePlays(r)) {
    for (const id of p.specials) {
      const c = card(id);
      if (c.special === 'raidStNazaire') out.noGerman = true;
      if (c.special === 'secondHappyTime') out.noAllied = true;
    }
    for (const b of p.bonuses) if (card(b.id).effect === 'blackGap') out.noAlliedAir = true;
  }
  return out;
}

/** The delayed turn now being taken, if any (§9 Ultra / B-Dienst). */
function currentSlot(r: Round) {
  return r.slots[r.cursor];
}

/**
 * Check a play against every legality condition. Works on a seat's view:
 * reads only that seat's hand and the public table. Returns the normalised play or a refusal.
 */
export function checkPlay(G: AsState, seat: Seat, spec: PlaySpec): CheckedPlay | Refusal {
  const battle = G.battle;
  const prompt = G.prompt;
  if (!battle || !prompt || prompt.kind !== 'turn' || prompt.seat !== seat) return no.notYourTurn();
  const r = battle.round;
  const delayed = prompt.delayed;
  const cv = convoy(battle.convoy);
  const hand = G.players[seat]?.hand ?? [];
  if (!spec || !Array.isArray(spec.cards) || spec.cards.length === 0) return no.noCards();
  const ids = spec.cards;
  if (new Set(ids).size !== ids.length) return no.listedTwice();
  for (const id of ids) {
    if (typeof id !== 'string' || !hand.includes(id)) return no.notInHand(cardName(String(id)));
  }
  const cards = ids.map(card);
  for (const c of cards) {
    const why = illegalReason(c, cv);
    if (why) return why;
  }

  // P-9 intelligence: played alone, instead of a normal play or discard (§9 Ultra / B-Dienst).
  const intel = cards.filter((c) => c.special === 'intel');
  if (intel.length) {
    if (delayed) return no.intelAtDelayed();
    if (cards.length > 1) return no.intelAlone(intel[0].name);
  }

  // P-1 one side per turn (§6): storms are neutral.
  const sides = new Set(cards.filter((c) => c.side !== 'neutral').map((c) => c.side as Side));
  if (sides.size > 1) return no.mixedSides();
  const side: Side | null = sides.size ? [...sides][0] : null;

  // Delayed turn: the play must be of the intelligence card's side (§9).
  if (delayed) {
    const slot = currentSlot(r);
    const intelCard = r.intel.find((i) => i.seat === seat && i.card === slot?.intel);
    const iside = intelCard ? intelCard.side : null;
    if (side === null || side !== iside) return iside ? no.delayedSide(iside) : no.intelAtDelayed();
  }

  if (intel.length) {
    const res = restrictionReason(r, cards);
    if (res) return res;
    return { side, intel: intel[0].id, normals: [], bonuses: [], specials: [], admiral: null, supplies: [], storm: null };
  }

  const normals = cards.filter((c) => c.kind === 'normal');
  const bonuses = cards.filter((c) => c.kind === 'bonus');
  const supplies = cards.filter((c) => c.kind === 'supply');
  const specials = cards.filter((c) => c.kind === 'special' && c.special !== 'storm');
  const storms = cards.filter((c) => c.special === 'storm');
  const admiral = specials.find((c) => c.special === 'admiral');

  // §9 "Usted puede jugar una tormenta además de su jugada normal": a storm goes with a play, never alone.
  // The rulebook names the cards that may be played by themselves (Raid on St. Nazaire and 2nd Happy Time
  // "por sí misma", supply cards "sola", Minefield and CAM Ship, §8), and storms are not among them: the
  // same strict reading as the admiral's identical wording (R-02; ruling R-04).
  if (storms.length && cards.every((c) => c.special === 'storm')) return no.stormAlone();

  // P-2 normal cards: one, or two with the admiral's option B (§6, §9).
  let option: 'combine' | 'double' | null = null;
  if (admiral) {
    option = spec.admiral ?? (normals.length === 2 ? 'double' : 'combine');
    if (option !== 'combine' && option !== 'double') return no.admiralOption();
    if (option === 'double' && normals.length !== 2) return no.admiralTwo(admiral.name);
    // §9 "A. Juegue una carta normal ... pero cambie la declaración de zona": option A goes with exactly one
    // normal card (ruling R-02 in RULINGS.md).
    if (option === 'combine' && normals.length !== 1) return no.admiralOne(admiral.name);
  } else {
    if (spec.admiral) return no.admiralMissing();
    if (normals.length > 1) return no.oneNormal();
  }

  // P-3 bonus cards (§8).
  const attach = spec.attach ?? {};
  for (const key of Object.keys(attach)) {
    if (!bonuses.some((b) => b.id === key)) return no.notBonusOfPlay(cardName(key));
  }
  const outBonuses: { id: string; parent: string | null }[] = [];
  for (const b of bonuses) {
    const parentId = attach[b.id];
    if (parentId === undefined || parentId === null) {
      if (!b.standalone) return no.bonusAlone(b.name);
      outBonuses.push({ id: b.id, parent: null });
      continue;
    }
    const parent = normals.find((n) => n.id === parentId);
    // Ruling A-07: the parent is a normal card of this same play.
    if (!parent) return no.bonusParent(b.name);
    if (!typeMatches(b, parent)) return no.bonusFrame(b.name, b.frame, parent.name, parent.frame);
    outBonuses.push({ id: b.id, parent: parent.id });
  }

  // P-12: the play is judged after its own admiral option A.
  const zoneNow: ZoneDecl = option === 'combine' ? 'combined' : r.declared === null ? 'combined' : effectiveZone(r);

  for (const s of specials) {
    if (s.special === 'raidStNazaire') {
      if (zoneNow !== 'surface' && zoneNow !== 'combined') return no.raidZone(s.name);
      const bad = normals.find((n) => n.frame !== 'surface' && n.frame !== 'any');
      if (bad) return no.raidWith(s.name, bad.name);
    }
    if (s.special === 'secondHappyTime') {
      if (zoneNow !== 'sub' && zoneNow !== 'combined') return no.happyZone(s.name);
      const bad = normals.find((n) => n.frame !== 'sub' && n.frame !== 'any');
      if (bad) return no.happyWith(s.name, bad.name);
    }
  }

  const res = restrictionReason(r, cards);
  if (res) return res;
  // §9: after Raid on St. Nazaire later players "Solo pueden jugar con cartas Aliadas"; after 2nd Happy
  // Time "Solo pueden jugar con cartas Alemanas": a storm alone is not such a play (ruling R-03).
  const rs = restrictions(r);
  if (rs.noGerman && side !== 'allied') return no.noGerman();
  if (rs.noAllied && side !== 'german') return no.noAllied();

  return {
    side,
    intel: null,
    normals: normals.map((c) => c.id),
    bonuses: outBonuses,
    specials: specials.map((c) => c.id),
    admiral: option,
    supplies: supplies.map((c) => c.id),
    storm: storms.length ? storms[0].id : null,
  };
}

function restrictionReason(r: Round, cards: ForceCard[]): Refusal | undefined {
  const res = restrictions(r);
  for (const c of cards) {
    if (res.noGerman && c.side === 'german') return no.noGerman();
    if (res.noAllied && c.side === 'allied') return no.noAllied();
    // Black Gap: a substitute effect, in the spirit of §9 and the §11 example.
    if (res.noAlliedAir && c.side === 'allied' && c.frame === 'air') return no.noAlliedAir();
  }
  return undefined;
}
