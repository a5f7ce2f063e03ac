/**
 * Covert operations, counterintelligence and subversion [16.16A, 16.16C, 16.16H, 24.81A]: after the markers
 * are revealed, each alliance holding a covert operation may play it (Axis, Allies, Russia: the order of play),
 * each opponent holding counterintelligence answering at once; Russia's subversion after all of them; then
 * counterintelligence against spy networks. The results are held secretly by the alliances. Pure.
 */
import { COUNTRY, type Alliance, type CountryId } from '../data';
import type { Ctx } from './context';
import { atWar, civilWarRivals } from './diplomacy';
import { leadPower } from './research';
import { no, type Refusal } from './no';
import type { GState, PrivateSeat } from './types';

type Intel = NonNullable<PrivateSeat['intel'][Alliance]>;

/** The held results of an alliance (any of its seats' copies), or undefined when the state does not show them. */
export function intelOf(G: GState, a: Alliance): Intel | undefined {
  for (const s of Object.keys(G.players)) if (G.players[s].intel[a]) return G.players[s].intel[a];
  return undefined;
}

/** Spend one held result in every copy. */
function spendIntel(G: GState, a: Alliance, kind: 'covertOperation' | 'counterIntelligence' | 'subversion', n = 1): void {
  for (const s of Object.keys(G.players)) {
    const i = G.players[s].intel[a];
    if (i) i[kind] -= n;
  }
}

/** Why a covert operation may not go to a country [16.16A, 25.51]. */
export function covertProblem(G: GState, a: Alliance, c: CountryId): Refusal | undefined {
  const row = COUNTRY[c];
  if (!row?.diplomaticTarget || G.countries[c].control) return no.covertTarget();
  if (atWar(G, c) && !civilWarRivals(G, c as 'GRE').includes(a)) return no.civilWarRivals();
  return undefined;
}

/** The alliances that hold a covert operation now, in the order of play [16.16A]. */
export function covertHolders(G: GState): Alliance[] {
  return (['AXIS', 'ALLIES', 'RUSSIA'] as const).filter((a) => (intelOf(G, a)?.covertOperation ?? 0) > 0);
}

/** Opponents holding counterintelligence that may cancel an alliance's operation [16.16C]. */
export function ciHolders(G: GState, against: Alliance): Alliance[] {
  return (['AXIS', 'ALLIES', 'RUSSIA'] as const).filter((a) => a !== against && (intelOf(G, a)?.counterIntelligence ?? 0) > 0);
}

/** Play a covert operation. */
export function playCovert(c: Ctx, a: Alliance, country: CountryId): number {
  spendIntel(c.G, a, 'covertOperation');
  c.G.diplomacy.covert.push({ alliance: a, country });
  c.emit({ kind: 'covertOperation', ids: [leadPower(a), country], rule: '16.16A' });
  return c.G.diplomacy.covert.length - 1;
}

/** Cancel a covert operation with counterintelligence [16.16C]. */
export function cancelCovert(c: Ctx, by: Alliance, op: number): void {
  spendIntel(c.G, by, 'counterIntelligence');
  c.G.diplomacy.covert[op].cancelled = true;
  c.emit({ kind: 'counterIntelligence', ids: [leadPower(by), c.G.diplomacy.covert[op].country], rule: '16.16C' });
}

/** Russian subversion: +1 in each minor country named, one level each [16.16H]. */
export function subvert(c: Ctx, countries: CountryId[]): void {
  spendIntel(c.G, 'RUSSIA', 'subversion', countries.length);
  c.G.diplomacy.subversion.push(...countries);
  for (const x of countries) c.emit({ kind: 'subversion', ids: ['USSR', x], rule: '16.16H' });
}

/** Enemy spy networks an alliance's counterintelligence may eliminate [16.16C]. */
export function enemyNetworks(G: GState, a: Alliance): number[] {
  return G.spyNetworks.flatMap((n, i) => (n.by !== a ? [i] : []));
}

/** Eliminate a spy network with counterintelligence [16.16C]. */
export function eliminateNetwork(c: Ctx, by: Alliance, i: number): void {
  spendIntel(c.G, by, 'counterIntelligence');
  const n = c.G.spyNetworks.splice(i, 1)[0];
  c.emit({ kind: 'networkEliminated', ids: [leadPower(by), n.by, n.country ?? `${n.on}:${n.category}`], rule: '16.16C' });
}
