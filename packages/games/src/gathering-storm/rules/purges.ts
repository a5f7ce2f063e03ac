/**
 * Russian purges and cohesion [22]: the purge deck (never the same card twice running, the Great Purge from
 * the remilitarization of the Rhineland until 30 purge events) [22.4], the purge cards' effects [22.21], the
 * purge events of random events [22.5, 22.72], the purge level and cohesion [22.3, 22.7] with its AMs
 * [12.22H], the Siberian garrison [22.61] and the free economic-preparation steps beyond 30 [22.46, 15.22E].
 * Pure.
 */
import { COHESION_LEVELS, PURGE_CARDS, PURGE_TIE_ORDER, RESEARCH_RULES, type PurgeCard, type UnitType } from '../data';
import type { Effect } from '../data';
import type { Ctx } from './context';
import type { Power } from '../data';
import { changeSupportWithTiles } from './support';
import { cohesion } from './garrison';
import { advance } from './research';
import type { GState } from './types';

/** Active Russian units outside the Siberian garrison (substitute G-09). */
export function nonSiberian(G: GState): Record<UnitType, number> {
  const a = G.powers.USSR.active;
  const s = G.russia.siberian;
  return { armor: a.armor - s.armor, infantry: a.infantry - s.infantry, air: a.air - s.air };
}

/**
 * Send one Russian unit to the Reserve [22.21A, 22.61]: the type asked if a non-Siberian one exists, else the
 * type with most non-Siberian units (ties armor, air, infantry); a Siberian unit only when no other remains.
 */
export function purgeUnit(c: Ctx, asked?: UnitType): void {
  const { G } = c;
  const ps = G.powers.USSR;
  const ns = nonSiberian(G);
  let t: UnitType | undefined;
  if (asked && ns[asked] > 0) t = asked;
  else {
    for (const u of PURGE_TIE_ORDER) if (ns[u] > 0 && (t === undefined || ns[u] > ns[t])) t = u;
  }
  if (t) {
    ps.active[t]--;
    ps.reserve[t]++;
  } else {
    const sib = G.russia.siberian;
    const u = asked && sib[asked] > 0 ? asked : PURGE_TIE_ORDER.find((x) => sib[x] > 0);
    if (!u) return;
    sib[u]--;
    ps.active[u]--;
    ps.reserve[u]++;
    t = u;
  }
  c.emit({ kind: 'unitPurged', ids: ['USSR', t], rule: '22.21A' });
}

/** Add purge events; cohesion AMs when a level is reached [12.22H]; beyond 30, free economic preparation [22.46]. */
export function addPurgeEvents(c: Ctx, n: number): void {
  const { G } = c;
  const before = cohesion(G);
  const from = G.russia.purgeEvents;
  G.russia.purgeEvents += n;
  const after = cohesion(G);
  for (const lvl of COHESION_LEVELS) {
    if (lvl.minPurgeEvents > before.minPurgeEvents && lvl.minPurgeEvents <= after.minPurgeEvents && lvl.amGained > 0) {
      G.powers.USSR.ams.push({ v: lvl.amGained, use: 'any', src: '12.22H' });
      c.emit({ kind: 'cohesion', ids: [lvl.id], n: [G.russia.purgeEvents], rule: '22.73' });
    }
  }
  const beyond = Math.max(0, G.russia.purgeEvents - RESEARCH_RULES.purgeEventsForFreeSteps) - Math.max(0, from - RESEARCH_RULES.purgeEventsForFreeSteps);
  if (beyond > 0) advance(G, 'RUSSIA', 'economicPreparation:USSR', beyond, undefined, false);
  if (G.russia.purgeEvents >= 30) G.russia.purgeDeck = G.russia.purgeDeck.filter((x) => x !== 'great');
}

/** The Great Purge card joins the deck when Germany remilitarizes the Rhineland [22.44B]. */
export function addGreatPurge(G: GState): void {
  if (G.russia.purgeEvents < 30 && !G.russia.purgeDeck.includes('great') && G.russia.setAside !== 'great') G.russia.purgeDeck.push('great');
}

/** Foreign (Axis or Allied) flags in Russia [10.91F]. */
export const foreignFlagsInRussia = (G: GState) => G.countries.RUS.flags.filter((f) => f !== 'USSR');

/** Remove one foreign flag from Russia: +1 purge event [10.91F, 22.31E, 22.45]. */
export function removeFlagFromRussia(c: Ctx, flag: string): void {
  // the flag's power loses its support now, Russia gains it; tiles follow [10.91F, 11.52A]
  const p = flag as Power;
  if (c.G.step !== 'purgeCard') {
    changeSupportWithTiles(c.G, p, -1);
    changeSupportWithTiles(c.G, 'USSR', 1);
  }
  const { G } = c;
  const i = G.countries.RUS.flags.findIndex((f) => f === flag && f !== 'USSR');
  if (i < 0) return;
  G.countries.RUS.flags.splice(i, 1);
  addPurgeEvents(c, 1);
  c.emit({ kind: 'flagRemovedFromRussia', ids: [flag], rule: '10.91F' });
}

/**
 * Step `purgeCard`: Russia draws one card from the deck; the card set aside last turn returns after the draw
 * [22.41, 22.45]; the card acts [22.21]. Returns the decisions it needs: the Party Purge choice, the flag a No
 * Purge (or complete cohesion) removes.
 */
export function drawPurgeCard(c: Ctx): { partyChoice: boolean; flagRemovals: number } {
  const { G } = c;
  const deck = G.russia.purgeDeck;
  const card = deck.splice(c.rng.die(deck.length) - 1, 1)[0] as PurgeCard;
  if (G.russia.setAside && !(G.russia.setAside === 'great' && G.russia.purgeEvents >= 30)) deck.push(G.russia.setAside);
  deck.sort();
  G.russia.setAside = card;
  G.russia.purgeCard = card;
  c.emit({ kind: 'purgeCard', ids: [card], rule: '22.41' });
  const row = PURGE_CARDS.find((r) => r.id === card)!;
  for (let i = 0; i < row.unitsPurged; i++) purgeUnit(c);
  if (row.purgeEvents) addPurgeEvents(c, row.purgeEvents);
  let flagRemovals = 0;
  if (row.removesForeignFlag && foreignFlagsInRussia(G).length) flagRemovals++;
  // At complete cohesion one foreign flag leaves Russia each turn [10.91F].
  if (cohesion(G).id === 'complete' && foreignFlagsInRussia(G).length > flagRemovals) flagRemovals++;
  return { partyChoice: row.bans === 'researchOrDiplomacy', flagRemovals };
}

/** A purge effect of a random event [22.21D, 22.72]; `secret` ones act later [22.51B]. */
export function applyPurgeEffect(c: Ctx, e: Extract<Effect, { op: 'purgeSupport' | 'purgeUnits' | 'purgeBan' }>, offset = 0): number {
  const { G } = c;
  let supportChange = 0;
  if (e.op === 'purgeSupport') supportChange = e.offset ? Math.min(0, e.delta + offset) : e.delta;
  else if (e.op === 'purgeUnits') for (let i = 0; i < e.count; i++) purgeUnit(c, e.unit === 'asMilitaryPurge' ? undefined : e.unit);
  else {
    if (e.ban === 'diplomacy') G.russia.diplomacyBan = true;
    else G.russia.researchBan = true;
    if (e.withPartyPurge && G.russia.purgeCard === 'party') G.russia.researchBan = true;
    if (e.withGreatPurge && G.russia.purgeCard === 'great') purgeUnit(c);
  }
  addPurgeEvents(c, e.purgeEvents);
  return supportChange;
}
