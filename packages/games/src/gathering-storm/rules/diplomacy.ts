/**
 * Diplomacy [24]: who may place what where. The Anti-Komintern marker [24.3], military-marker allowances and
 * places [24.4], diplomatic-marker limits and restrictions [24.5], Russian access [24.6], civil-war
 * participation [25.5]. Pure.
 */
import {
  CARD,
  CIVIL_WAR,
  COHESION_LEVELS,
  COLOUR_BENEFICIARY,
  COUNTRY,
  EVENT,
  POWER,
  type Alliance,
  type CivilWarCountry,
  type CountryId,
  type Power,
} from '../data';
import type { Effect, EventDef } from '../data';
import { done, italyConquering } from './aggression-state';
import { bop } from './bop';
import { cohesion, garrisonMilitaryMarkers } from './garrison';
import type { GState } from './types';

const AK_COUNTRIES: readonly CountryId[] = ['FIN', 'POL', 'ROM', 'TUR'];
const CW: readonly CivilWarCountry[] = ['GRE', 'SPA', 'YUG'];
export const isCivilWarCountry = (c: CountryId): c is CivilWarCountry => (CW as readonly string[]).includes(c);

/** The diplomatic effects of an event, with the power each favours [9.31C, 9.41D, 24.81A]. */
export function diplomaticEffects(ev: EventDef, holder?: Power): { country: CountryId; value: number; power: Power; civilWarStep: boolean }[] {
  return ev.effects.flatMap((e: Effect) => {
    if (e.op !== 'diplomatic') return [];
    const power = holder ?? e.beneficiary ?? (ev.colour ? COLOUR_BENEFICIARY[ev.colour] : 'GER');
    return [{ country: e.country, value: e.value, power, civilWarStep: e.civilWarStep }];
  });
}

/** The public general diplomatic event of the turn, if any. */
export function generalEvent(G: GState): EventDef | undefined {
  return G.events.publicCard !== null ? CARD[G.events.publicCard].general : undefined;
}

/** A country no marker may enter: controlled, closed after its civil war, the split states [24.56A, 25.81, 25.73A]. */
export function closedToMarkers(G: GState, c: CountryId): boolean {
  const row = COUNTRY[c];
  if (row.markers !== 'normal' || !row.diplomaticTarget) return true;
  if (G.countries[c].control) return true;
  if (isCivilWarCountry(c) && G.civilWars[c].over) return true;
  return false;
}

/** The rival alliances of a civil war this turn: government and rebels [25.41, 25.42, 25.51]. */
export function civilWarRivals(G: GState, c: CivilWarCountry): Alliance[] {
  const row = CIVIL_WAR[c];
  if (c === 'GRE') return G.diplomacy.greekRebels ? [row.government, G.diplomacy.greekRebels] : [row.government];
  return [row.government, ...row.rebels];
}

/** A civil war is raging in the country now [25.2]. */
export const atWar = (G: GState, c: CountryId): boolean => isCivilWarCountry(c) && G.civilWars[c].active;

/** Russian diplomacy is forbidden this turn by a purge [22.21B-C, 22.72C, 24.61A]. */
export function russianDiplomacyBarred(G: GState): boolean {
  return G.russia.purgeCard === 'great' || G.russia.diplomacyBan || G.players[G.seatOf.USSR]?.powers.USSR?.partyPurge === 'diplomacy';
}

/** Russia may reach a country with its markers (geography only) [24.61B-C, 25.51]. */
export function russianReach(G: GState, c: CountryId): boolean {
  const row = COUNTRY[c];
  if (row.russianAccess === 'none') return false;
  if (row.russianAccess === 'always') return true;
  if (row.russianAccess === 'completeCohesion' && cohesion(G).id === 'complete') return true;
  if (G.countries[c].flags.includes('USSR')) return true;
  if (G.spyNetworks.some((n) => n.by === 'RUSSIA' && n.country === c)) return true;
  if (G.diplomacy.access.includes(c)) return true;
  if (atWar(G, c) && civilWarRivals(G, c as CivilWarCountry).includes('RUSSIA')) return true;
  return false;
}

/** The Anti-Komintern marker's value: cohesion low 1, medium 2, high or complete 3 [24.32]. */
export function akValue(G: GState): number {
  return cohesion(G).antiKomintern ?? COHESION_LEVELS[0].antiKomintern;
}

/** The AK marker may still be used: never once the pact has been signed (ruling P2-A16) [24.38]. */
export const akAvailable = (G: GState) => G.pact.status === 'never';

/** Candidates for the AK marker, `skipped` excluded, in the forced order of [24.34B-C]. */
export function akCandidates(G: GState, skipped: readonly CountryId[]): CountryId[] {
  const gen = generalEvent(G);
  const blue = new Set(
    gen
      ? diplomaticEffects(gen)
          .filter((e) => POWER[e.power].alliance === 'ALLIES')
          .map((e) => e.country)
      : [],
  );
  const el = AK_COUNTRIES.filter(
    (c) => !skipped.includes(c) && !closedToMarkers(G, c) && !G.countries[c].flags.some((p) => POWER[p].alliance === 'ALLIES') && !blue.has(c),
  );
  if (!el.length) return [];
  const rus = el.map((c) => G.countries[c].flags.filter((p) => p === 'USSR').length);
  const maxRus = Math.max(...rus);
  if (maxRus > 0) return el.filter((_, i) => rus[i] === maxRus);
  const empty = el.filter((c) => G.countries[c].flags.length === 0);
  if (empty.length) return empty;
  const ax = el.map((c) => G.countries[c].flags.length);
  return el.filter((_, i) => ax[i] === Math.min(...ax));
}

/**
 * Where the AK marker goes given Germany's effort in each country (its diplomatic marker's value, +1 for a
 * military marker in Poland) [24.34, 24.35]; null: not placed; 'invalid': a German marker would share it.
 */
export function resolveAk(G: GState, effort: (c: CountryId) => number, value: number, choice?: CountryId): CountryId | null | 'invalid' {
  const skipped: CountryId[] = [];
  for (;;) {
    const cands = akCandidates(G, skipped);
    if (!cands.length) return null;
    const pre = cands.filter((c) => effort(c) > value);
    const rest = cands.filter((c) => !pre.includes(c));
    if (!rest.length) {
      skipped.push(...pre);
      continue;
    }
    const free = rest.filter((c) => effort(c) === 0);
    if (!free.length) return 'invalid';
    if (free.length === 1) return free[0];
    return choice && free.includes(choice) ? choice : 'invalid';
  }
}

/** Neighbour military markers a power may place this turn [24.43-24.47, 24.12C] (its support given). */
export function militaryAllowance(G: GState, p: Power, support: number, b = bop(G).overall): number {
  if (p === 'GER') return Math.min(3, Math.max(0, b), Math.max(0, support));
  if (p === 'FRA') return b <= -1 && support >= 1 ? 1 : 0;
  if (p === 'USSR') {
    if (G.russia.purgeCard === 'military' || G.russia.purgeCard === 'great') return 0;
    return Math.min(garrisonMilitaryMarkers(G), Math.max(0, support));
  }
  return 0;
}

/** May a power put a neighbour military marker in a country [24.43D-E, 24.45B, 24.47D]? */
export function neighbourMilitaryOk(G: GState, p: Power, c: CountryId): boolean {
  if (closedToMarkers(G, c) || atWar(G, c)) return false;
  const access = COUNTRY[c].militaryMarkers.find((m) => m.power === p);
  if (!access) return false;
  if (access.condition === 'rhinelandRemilitarized') return done(G, 'RHI');
  if (access.condition === 'noAntiKomintern') return G.diplomacy.ak?.country !== c;
  if (access.condition === 'russianDiplomacyEligible') return russianReach(G, c);
  return true;
}

/** May a power intervene in a civil war with a military marker this turn [24.42C, 24.44-24.47, 25.52B]? */
export function civilWarMilitaryOk(G: GState, p: Power, c: CountryId): boolean {
  if (!atWar(G, c)) return false;
  const a = POWER[p].alliance;
  if (!civilWarRivals(G, c as CivilWarCountry).includes(a)) return false;
  if (p === 'USSR' && (G.russia.purgeCard === 'military' || G.russia.purgeCard === 'great')) return false;
  if (p === 'ITA' && italyConquering(G)) return false;
  return true;
}

/** The spy networks of an alliance in a country [16.16B]. */
export const hasNetwork = (G: GState, a: Alliance, c: CountryId) => G.spyNetworks.some((n) => n.by === a && n.country === c);

/** Russian diplomatic events this turn in a country: a public red general event, or a Russian national one [24.56D]. */
export function russianEventIn(G: GState, c: CountryId, includeSecret: boolean): boolean {
  const gen = generalEvent(G);
  if (gen && diplomaticEffects(gen).some((e) => e.country === c && e.power === 'USSR')) return true;
  if (!includeSecret) return false;
  const pr = G.players[G.seatOf.USSR]?.powers.USSR;
  return !!pr && pr.held.some((id) => diplomaticEffects(EVENT[id], 'USSR').some((e) => e.country === c));
}
