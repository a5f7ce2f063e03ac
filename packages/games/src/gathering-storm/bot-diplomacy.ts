/**
 * The bots' diplomacy (the "Normal" level of bot.ts): markers where a flag is likely and worth most (a third flag
 * makes a trade pact, border states for Russia, aggression targets for the Axis and the Allies), the AK
 * marker always, military markers up to the allowance, covert operations and subversion where they flip a
 * result, counterintelligence against the enemy. From the seat's view only.
 */
import { AGGRESSIONS, COUNTRY, POWER, type CountryId, type Power } from './data';
import { covertProblem } from './rules/covert';
import { placementOptions, diplomacyActions, type Action } from './rules/enumerate';
import type { Placement } from './rules/placement';
import { totals } from './rules/resolution';
import type { GState } from './rules/types';

const TARGETS = new Set<CountryId>(AGGRESSIONS.map((a) => a.country));

/** How much a power wants one more step in a country. */
function countryValue(G: GState, p: Power, c: CountryId): number {
  const a = POWER[p].alliance;
  const flags = G.countries[c].flags;
  const own = flags.filter((f) => POWER[f].alliance === a).length;
  let v = 1;
  if (own === 2) v += 1.5 + COUNTRY[c].tradePactValue;
  if (own >= 4) v -= 3;
  if (COUNTRY[c].russianBorderState && a === 'RUSSIA') v += 1;
  if (TARGETS.has(c) && a !== 'RUSSIA') v += 0.7;
  const rivals = G.diplomacy.markers.filter((m) => m.country === c && POWER[m.power].alliance !== a).length;
  v -= 0.4 * rivals;
  return v;
}

function placementScore(G: GState, p: Power, pl: Placement): number {
  const ams = G.powers[p].ams;
  let s = 0;
  let cost = 0;
  for (const m of pl.dip) {
    const val = ams[m.am].v;
    cost += val;
    s += val === 0 ? 0.2 : countryValue(G, p, m.country) * Math.min(val, 2);
  }
  for (const m of pl.mil) s += countryValue(G, p, m.country) * 0.9;
  if (pl.bonus) s += countryValue(G, p, pl.bonus);
  if (pl.ak) s += 2;
  if (pl.cwRp) s += 0.5;
  const left = G.powers[p].tiles - cost;
  if (left < 2) s -= 2 * (2 - left);
  return s;
}

/** The bot's answer to a diplomatic decision. */
export function diplomacyChoice(G: GState, seat: string, random: () => number): Action | undefined {
  const d = G.pending!;
  const p = G.waiting[0];
  if (d.kind === 'place') {
    const options = placementOptions(G, p);
    let best = options[0];
    let bestScore = -Infinity;
    for (const o of options) {
      const s = placementScore(G, p, o) + random() * 0.3;
      if (s > bestScore) {
        bestScore = s;
        best = o;
      }
    }
    return best ? { move: 'placeMarkers', args: [p, best] } : undefined;
  }
  const a = POWER[p].alliance;
  if (d.kind === 'greekRebels') return { move: 'greekRebels', args: [p, G.powers.USSR.tiles >= 3] };
  if (d.kind === 'covert' || d.kind === 'subversion') {
    // where one more point makes a result for the alliance
    const targets = Object.keys(G.countries).filter((c) => !covertProblem(G, a, c as CountryId) && c !== 'RUS') as CountryId[];
    const flip = targets.filter((c) => {
      const t = totals(G, c);
      const others = Math.max(...(['AXIS', 'ALLIES', 'RUSSIA'] as const).filter((x) => x !== a).map((x) => t[x]));
      return t[a] + 1 > others && t[a] <= others && G.countries[c].flags.length < 4;
    });
    const c = flip[Math.floor(random() * flip.length)];
    if (d.kind === 'covert') return { move: 'covertOp', args: [p, c ?? null] };
    return { move: 'subvert', args: [p, c ? [c] : []] };
  }
  if (d.kind === 'counterIntel') return { move: 'counterIntel', args: [p, true] };
  const all = diplomacyActions(G, seat);
  return all.length ? all[all.length - 1] : undefined;
}
