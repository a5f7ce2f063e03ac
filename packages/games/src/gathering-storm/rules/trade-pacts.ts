/**
 * Trade pacts [11.6]: who holds each country's pact, computed from the flags (never stored), and the income
 * they give. Pure.
 */
import { ALLIANCE_POWERS, ALLIANCES, COUNTRY, POWER, TRADE_PACT_RULES, type CountryId, type Power } from '../data';
import type { GState } from './types';

/** Flags of each power in a country. */
function flagCounts(G: GState, c: CountryId): Record<Power, number> {
  const out: Record<Power, number> = { GER: 0, ITA: 0, GBR: 0, FRA: 0, USSR: 0 };
  for (const p of G.countries[c].flags) out[p]++;
  return out;
}

/** Flags of an alliance in a country. */
export function allianceFlags(G: GState, c: CountryId, a: 'AXIS' | 'ALLIES' | 'RUSSIA'): number {
  return G.countries[c].flags.filter((p) => POWER[p].alliance === a).length;
}

/**
 * The holder of a country's trade pact [11.61]: a permanent Axis pact [11.61E]; else the power with most
 * flags of the alliance that has three or more, ties to Germany / France [11.61A-B]; none where no pact is
 * possible [11.61C]. Russian flags never combine with Allied ones (ruling P1-A12).
 */
export function pactHolder(G: GState, c: CountryId): Power | undefined {
  if (COUNTRY[c].tradePactValue === 0) return undefined;
  const st = G.countries[c];
  if (st.permanentPact) return st.permanentPact;
  const n = flagCounts(G, c);
  for (const a of ALLIANCES) {
    const members = ALLIANCE_POWERS[a];
    const total = members.reduce((s, p) => s + n[p], 0);
    if (total < TRADE_PACT_RULES.flagsNeeded) continue;
    const top = Math.max(...members.map((p) => n[p]));
    const leaders = members.filter((p) => n[p] === top);
    return leaders.length === 1 ? leaders[0] : TRADE_PACT_RULES.tieWinner[a];
  }
  return undefined;
}

/** Income of a power's trade pacts: +2 Poland, Spain, Turkey, Russia; +1 the others [11.62]. */
export function pactIncome(G: GState, p: Power): number {
  let n = 0;
  for (const c of Object.keys(G.countries) as CountryId[]) if (pactHolder(G, c) === p) n += COUNTRY[c].tradePactValue;
  return n;
}
