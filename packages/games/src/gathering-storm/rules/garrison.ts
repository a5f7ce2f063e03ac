/**
 * The Russian garrison [21] and Russian cohesion [22.7]: strength, requirement, the support they give, and
 * the checkpoints at which the garrison's support is frozen [21.23]. Pure.
 */
import { COHESION_LEVELS, COUNTRY, GARRISON, GARRISON_MILITARY_MARKER_BANDS, GARRISON_SUPPORT_BANDS, POWER, type CohesionRow, type CountryId } from '../data';
import { band } from './bands';
import { bop } from './bop';
import { eai } from './eai';
import { occupationRequirement, researchMarkers } from './results';
import { allianceFlags, pactHolder } from './trade-pacts';
import type { GState } from './types';

/** Garrison strength: Active Russian units, Russian research markers, Russian flags and pacts in minors [21.21]. */
export function garrison(G: GState): number {
  const u = G.powers.USSR.active;
  let g = u.armor + u.infantry + u.air;
  const r = researchMarkers(G, 'RUSSIA');
  g += r.armor + r.infantry + r.air + r.naval;
  for (const c of Object.keys(G.countries) as CountryId[]) {
    if (COUNTRY[c].kind === 'russia') continue;
    if (pactHolder(G, c) === 'USSR') g += GARRISON.perMinorWithPact;
    else if (G.countries[c].flags.includes('USSR')) g += GARRISON.perMinorWithFlags;
  }
  return g;
}

/**
 * Garrison requirement [21.22]: the Japanese in Manchuria (8), the Axis land BoP levels (Allied levels
 * offset them; naval ignored), the positive EAI, Axis or Allied flags and pacts in the border states,
 * occupation policies.
 */
export function garrisonRequirement(G: GState): number {
  const s = GARRISON.siberianRequirement;
  let req = s.armor + s.infantry + s.air;
  const b = bop(G);
  req += b.armor + b.infantry + b.air;
  req += Math.max(0, eai(G));
  const polHolder = pactHolder(G, 'POL');
  if (polHolder && POWER[polHolder].alliance !== 'RUSSIA') req += GARRISON.polandPact;
  else if (allianceFlags(G, 'POL', 'AXIS') + allianceFlags(G, 'POL', 'ALLIES') > 0) req += GARRISON.polandFlags;
  for (const c of ['FIN', 'ROM', 'TUR'] as const) {
    const h = pactHolder(G, c);
    if (h && POWER[h].alliance !== 'RUSSIA') req += GARRISON.otherBorderPact;
  }
  req += occupationRequirement(G);
  req += G.polishUnits; // the Polish satellite's units (ruling P2-A03) [31.81B]
  return req;
}

/** Support from the garrison's surplus or shortfall [10.91D, 21.31, 21.41A]. */
export function garrisonSupport(G: GState): number {
  return band(GARRISON_SUPPORT_BANDS, garrison(G) - garrisonRequirement(G));
}

/** Most Russian military markers the garrison surplus allows [21.41B]. */
export function garrisonMilitaryMarkers(G: GState): number {
  return Math.max(0, band(GARRISON_MILITARY_MARKER_BANDS, garrison(G) - garrisonRequirement(G)));
}

/** A garrison checkpoint: the frozen support modifier is recomputed; Russian tiles never change [21.23, 11.52B]. */
export function checkGarrison(G: GState): void {
  const before = G.russia.garrisonSupport;
  const now = garrisonSupport(G);
  G.russia.garrisonSupport = now;
  G.powers.USSR.support += now - before;
}

/** Russian cohesion from the purge level [22.71]. */
export function cohesion(G: GState): CohesionRow {
  let level = COHESION_LEVELS[0];
  for (const c of COHESION_LEVELS) if (G.russia.purgeEvents >= c.minPurgeEvents) level = c;
  return level;
}
