/**
 * Spy networks [16.16B]: an espionage result must place a network at once, at the end of the economic phase,
 * in the order of play: on a diplomatic target, or on a research category of an opposing alliance. A
 * research network makes the opponent announce the state of every project of that category, and gives its
 * alliance a free point there in the next turn, then one turn a year [15.22B]. Two networks placed in the same
 * country eliminate each other. Pure.
 */
import { COUNTRY, POWER, type Alliance, type CountryId } from '../data';
import type { Ctx } from './context';
import { leadPower, sheetOf, tracksOf } from './research';
import { parseTrack } from './results';
import { RESEARCH_PROJECT } from '../data';
import { no, type Refusal } from './no';
import type { GState } from './types';

export type SpyTarget = { country: CountryId } | { alliance: Alliance; category: 'air' | 'naval' | 'military' | 'atomic' | 'intelligence' };

/** The alliance whose network is placed next, and its lead power. */
export function nextSpy(G: GState): { alliance: Alliance; power: ReturnType<typeof leadPower> } | undefined {
  const a = G.spyToPlace[0];
  return a ? { alliance: a, power: leadPower(a) } : undefined;
}

/** Why a network may not go there [16.16B]. */
export function spyProblem(G: GState, a: Alliance, t: SpyTarget): Refusal | undefined {
  if ('country' in t) {
    const c = COUNTRY[t.country];
    if (!c || c.kind !== 'minor' || !c.diplomaticTarget) return no.spyTarget();
    return undefined;
  }
  if (t.alliance === a) return no.researchSpyTarget();
  return undefined;
}

/** Place the network; its immediate effects [16.16B]. */
export function placeSpy(c: Ctx, a: Alliance, t: SpyTarget): void {
  const { G } = c;
  G.spyToPlace.shift();
  if ('country' in t) {
    const there = G.spyNetworks.findIndex((n) => n.country === t.country);
    if (there >= 0) {
      G.spyNetworks.splice(there, 1);
      c.emit({ kind: 'spyNetworksEliminated', ids: [t.country, a], rule: '16.16B' });
      return;
    }
    G.spyNetworks.push({ by: a, country: t.country, placed: G.turn });
    c.emit({ kind: 'spyNetwork', ids: [a, t.country], rule: '16.16B' });
    return;
  }
  G.spyNetworks.push({ by: a, on: t.alliance, category: t.category, placed: G.turn });
  // The opponent announces the points in each project of the category [16.16B] (ruling P1-A19: public).
  const sheet = sheetOf(G, t.alliance) ?? {};
  const keys = tracksOf(t.alliance).filter((k) => RESEARCH_PROJECT[parseTrack(k).project].category === t.category);
  c.emit({ kind: 'spyReport', ids: [a, t.alliance, t.category, ...keys], n: keys.map((k) => sheet[k] ?? 0), rule: '16.16B' });
  void POWER;
}
