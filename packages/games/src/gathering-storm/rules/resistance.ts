/**
 * Minor-country resistance [28]: basic defensive strength, the target's alignment, the trade pacts of its
 * bordering countries; the tile draw of [28.5] is made by the crisis. Pure.
 */
import { AGGRESSION, COUNTRY, POWER, RESISTANCE_RULES, type AggressionId, type CountryId } from '../data';
import { allianceFlags, pactHolder } from './trade-pacts';
import type { GState } from './types';

const flagLevel = (n: number) => RESISTANCE_RULES.flagBands.find((b) => n >= b.from && n <= b.to)?.level ?? 2;

const pactInForce = (G: GState) => G.pact.status === 'signed';

/** Alignment of the target: Allied flag level minus Axis flag level; Russian flags Allied before the pact [28.3]. */
function alignmentModifier(G: GState, c: CountryId): number {
  let allied = allianceFlags(G, c, 'ALLIES');
  if (!pactInForce(G) && RESISTANCE_RULES.russianFlagsAlliedBeforePact) allied += allianceFlags(G, c, 'RUSSIA');
  return flagLevel(allied) - flagLevel(allianceFlags(G, c, 'AXIS'));
}

/** Bordering countries' trade pacts: Axis -1, Allied +1, Russian +1 before the pact, -1 after [28.41]. */
function borderModifier(G: GState, c: CountryId): number {
  let m = 0;
  for (const b0 of COUNTRY[c].borders ?? []) {
    const b = b0 === 'YUG' && G.yugoslavSplit ? 'SER' : b0; // Serbia borders in Yugoslavia's place (substitute G-10)
    const h = pactHolder(G, b);
    const a = h ? POWER[h].alliance : null;
    const r = RESISTANCE_RULES.borderPact;
    if (a === 'AXIS') m += r.axis;
    else if (a === 'ALLIES') m += r.allies;
    else if (a === 'RUSSIA') m += pactInForce(G) ? r.russiaAfterPact : r.russiaBeforePact;
    // Allied and Russian flags together count as an Allied pact, when nobody holds it (ruling P2-A21) [28.41B]
    else if (allianceFlags(G, b, 'ALLIES') + allianceFlags(G, b, 'RUSSIA') >= RESISTANCE_RULES.alliedRussianFlagsAsPact) m += r.allies;
  }
  return m;
}

/** Basic defensive strength with its cumulative reductions [28.21] (ruling R-13 for SUD and DAN). */
function defensiveStrength(G: GState, id: AggressionId): number {
  const a = AGGRESSION[id];
  let d = a.defense;
  for (const red of a.defenseReductions) {
    if (red.when === 'civilWar') {
      const cw = G.civilWars[a.country as 'GRE' | 'YUG'];
      if (cw?.active) d -= red.by;
    } else if (red.when === 'partDemandedOrGerman' && (id === 'SUD' || id === 'DAN' || G.countries[a.country].partTaken)) d -= red.by;
  }
  return d;
}

/** Resistance of a target before any tile draw [28.1]; Ethiopia always 1 [28.13]. */
export function resistance(G: GState, id: AggressionId): number {
  if (id === 'ETH') return RESISTANCE_RULES.ethiopiaFixed;
  const c = id === 'YUG' && G.yugoslavSplit ? 'SER' : AGGRESSION[id].country;
  return defensiveStrength(G, id) + alignmentModifier(G, c) + borderModifier(G, c);
}
