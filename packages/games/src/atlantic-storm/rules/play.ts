import type { ForceCard, Side, Zone, ZoneDecl } from '../data';
import { card, convoy, illegalReason, typeMatches, zonesOf, sideName } from './cards';
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
 * reads only that seat's hand and the public table. Returns the normalised play or a reason.
 */
export function checkPlay(G: AsState, seat: Seat, spec: PlaySpec): CheckedPlay | string {
  const battle = G.battle;
  const prompt = G.prompt;
  if (!battle || !prompt || prompt.kind !== 'turn' || prompt.seat !== seat) return 'It is not your turn to play.';
  const r = battle.round;
  const delayed = prompt.delayed;
  const cv = convoy(battle.convoy);
  const hand = G.players[seat]?.hand ?? [];
  if (!spec || !Array.isArray(spec.cards) || spec.cards.length === 0)
    return 'Choose at least one card to play; if you do not play you must discard one card (§6 Discard).';
  const ids = spec.cards;
  if (new Set(ids).size !== ids.length) return 'A card is listed twice.';
  for (const id of ids) {
    if (typeof id !== 'string' || !hand.includes(id)) return `${id} is not in your hand.`;
  }
  const cards = ids.map(card);
  for (const c of cards) {
    const why = illegalReason(c, cv);
    if (why) return why;
  }

  // P-9 intelligence: played alone, instead of a normal play or discard (§9 Ultra / B-Dienst).
  const intel = cards.filter((c) => c.special === 'intel');
  if (intel.length) {
    if (delayed) return "At your delayed turn you play cards of your intelligence card's side or discard the intelligence card (§9).";
    if (cards.length > 1) return `${intel[0].name} is played alone, instead of your normal play or discard (§9 Ultra and B-Dienst).`;
  }

  // P-1 one side per turn (§6): storms are neutral.
  const sides = new Set(cards.filter((c) => c.side !== 'neutral').map((c) => c.side as Side));
  if (sides.size > 1) return 'You may never mix Allied and German cards in the same turn (§6 Play cards).';
  const side: Side | null = sides.size ? [...sides][0] : null;

  // Delayed turn: the play must be of the intelligence card's side (§9).
  if (delayed) {
    const slot = currentSlot(r);
    const intelCard = r.intel.find((i) => i.seat === seat && i.card === slot?.intel);
    const iside = intelCard ? intelCard.side : null;
    if (side === null || side !== iside)
      return `At your delayed turn you must play ${iside ? sideName(iside) : "your intelligence card's"} cards, or discard the intelligence card (§9 Ultra and B-Dienst).`;
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
  if (storms.length && cards.every((c) => c.special === 'storm')) return 'A storm is played in addition to your normal play, never by itself (§9 Storms).';

  // P-2 normal cards: one, or two with the admiral's option B (§6, §9).
  let option: 'combine' | 'double' | null = null;
  if (admiral) {
    option = spec.admiral ?? (normals.length === 2 ? 'double' : 'combine');
    if (option !== 'combine' && option !== 'double') return 'Choose the admiral option: combine (A) or double (B) (§9).';
    if (option === 'double' && normals.length !== 2) return `${admiral.name} option B is to play two normal cards (§9 Admirals).`;
    // §9 "A. Juegue una carta normal ... pero cambie la declaración de zona": option A goes with exactly one
    // normal card (ruling R-02 in RULINGS.md).
    if (option === 'combine' && normals.length !== 1) return `With ${admiral.name} option A you play one normal card and change the zone to combined (§9).`;
  } else {
    if (spec.admiral) return 'An admiral option needs an admiral card in the play (§9).';
    if (normals.length > 1) return 'You may play only one normal card per turn, or two with an admiral (option B) (§6, §9).';
  }

  // P-3 bonus cards (§8).
  const attach = spec.attach ?? {};
  for (const key of Object.keys(attach)) {
    if (!bonuses.some((b) => b.id === key)) return `${key} is not a bonus card of this play (§8).`;
  }
  const outBonuses: { id: string; parent: string | null }[] = [];
  for (const b of bonuses) {
    const parentId = attach[b.id];
    if (parentId === undefined || parentId === null) {
      if (!b.standalone) return `${b.name} must be attached to a normal card of its type; only Minefield and CAM Ship may be played by themselves (§8).`;
      outBonuses.push({ id: b.id, parent: null });
      continue;
    }
    const parent = normals.find((n) => n.id === parentId);
    if (!parent) return `${b.name} must be attached to a normal card played in this same turn (§8; A-07).`;
    if (!typeMatches(b, parent)) return `${b.name} (${frameName(b)}) cannot be attached to ${parent.name} (${frameName(parent)}) (§8).`;
    outBonuses.push({ id: b.id, parent: parent.id });
  }

  // P-12: the play is judged after its own admiral option A.
  const zoneNow: ZoneDecl = option === 'combine' ? 'combined' : r.declared === null ? 'combined' : effectiveZone(r);

  for (const s of specials) {
    if (s.special === 'raidStNazaire') {
      if (zoneNow !== 'surface' && zoneNow !== 'combined') return `${s.name} may be played only in a surface battle or in combined operations (§9).`;
      const bad = normals.find((n) => n.frame !== 'surface' && n.frame !== 'any');
      if (bad) return `${s.name} is played by itself or with another Allied surface card, not with ${bad.name} (§9).`;
    }
    if (s.special === 'secondHappyTime') {
      if (zoneNow !== 'sub' && zoneNow !== 'combined') return `${s.name} may be played only in a submarine battle or in combined operations (§9).`;
      const bad = normals.find((n) => n.frame !== 'sub' && n.frame !== 'any');
      if (bad) return `${s.name} is played by itself or with another submarine-type card, not with ${bad.name} (§9).`;
    }
  }

  const res = restrictionReason(r, cards);
  if (res) return res;
  // §9: after Raid on St. Nazaire later players "Solo pueden jugar con cartas Aliadas"; after 2nd Happy
  // Time "Solo pueden jugar con cartas Alemanas": a storm alone is not such a play (ruling R-03).
  const rs = restrictions(r);
  if (rs.noGerman && side !== 'allied') return 'Raid on St. Nazaire: players after it in the round may only play Allied cards, or discard (§9).';
  if (rs.noAllied && side !== 'german') return '2nd Happy Time: players after it in the round may only play German cards, or discard (§9).';

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

function restrictionReason(r: Round, cards: ForceCard[]): string | undefined {
  const res = restrictions(r);
  for (const c of cards) {
    if (res.noGerman && c.side === 'german') return `Raid on St. Nazaire: players after it in the round may not play German cards (§9).`;
    if (res.noAllied && c.side === 'allied') return `2nd Happy Time: players after it in the round may not play Allied cards (§9).`;
    if (res.noAlliedAir && c.side === 'allied' && c.frame === 'air')
      return `Black Gap: no Allied aircraft may be played after it in the round (§9, §11 example; substitute effect).`;
  }
  return undefined;
}

function frameName(c: ForceCard): string {
  return c.frame === 'any' ? 'any type' : c.frame === 'sub' ? 'submarine type' : `${c.frame} type`;
}
