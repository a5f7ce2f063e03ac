/**
 * The bots' diplomacy (the "Normal" level of §20.4, ours): each marker goes where value x ΔP(win) / cost is highest.
 * A country's value is the change of the side's projected VP (bot-value.ts) for one flag step its way, plus a
 * standing term (a third flag makes a trade pact, border states for Russia, aggression targets for the others);
 * P(win) of the contest comes from the visible totals [24.81] (markers, events, the AK marker, military markers)
 * with the face-down markers of other powers drawn from their unused pools. The value-0 marker as a bluff about
 * 15% of the time where the rules let it be placed [24.56G], the AK marker always when legal [24.3], military
 * markers in the contested countries of highest value [24.4], covert operations and subversion where they flip a
 * result, counterintelligence against the enemy. From the seat's view only.
 */
import { AGGRESSIONS, COUNTRY, POWER, type Alliance, type CountryId, type Power } from './data';
import { covertProblem } from './rules/covert';
import { placementOptions, diplomacyActions, type Action } from './rules/enumerate';
import type { Placement } from './rules/placement';
import { totals } from './rules/resolution';
import type { GState } from './rules/types';
import { convolve, flagTerms, garrisonSlack, hiddenMarkerDist, leadOf, ownPowers, tradePactVP, warNowVP, type Dist } from './bot-value';

const TARGETS = new Set<CountryId>(AGGRESSIONS.map((a) => a.country));
const ALLIANCES = ['AXIS', 'ALLIES', 'RUSSIA'] as const;
const GARRISON_COUNTRIES = new Set<CountryId>(['POL', 'FIN', 'ROM', 'TUR']);
/** How often the value-0 marker is a bluff where it may be placed (§20.4). */
const BLUFF = 0.15;

/** The standing of one more step in a country, beyond its VP (our heuristic). */
function standing(G: GState, p: Power, c: CountryId): number {
  const a = POWER[p].alliance;
  const own = G.countries[c].flags.filter((f) => POWER[f].alliance === a).length;
  let v = 1;
  if (own === 2) v += 1 + COUNTRY[c].tradePactValue;
  if (own >= 4) v -= 3;
  if (COUNTRY[c].russianBorderState && a === 'RUSSIA') v += 1;
  if (TARGETS.has(c) && a !== 'RUSSIA') v += 0.7;
  return v;
}

/** One flag step for `p` in `c` [24.82]: an adverse flag removed, else one of its own placed (at most four). */
function stepped(G: GState, p: Power, c: CountryId): GState {
  const a = POWER[p].alliance;
  const flags = G.countries[c].flags;
  const adverse = flags.findIndex((f) => POWER[f].alliance !== a && (a === 'AXIS' || POWER[f].alliance === 'AXIS'));
  const next = adverse >= 0 ? flags.filter((_, i) => i !== adverse) : flags.length < 4 ? [...flags, p] : flags;
  return { ...G, countries: { ...G.countries, [c]: { ...G.countries[c], flags: next } } };
}

/**
 * value(country) of §20.4: the change of the side's projected lead for one step (only the terms flags move:
 * trade pacts, income, resistance, garrison), the standing term, never below a small floor.
 */
function countryValue(G: GState, p: Power, c: CountryId, rest: Record<Alliance, number>, lead: number, slack: number): number {
  const a = POWER[p].alliance;
  // the garrison moves only with Russian flags, Polish flags and the pacts of Finland, Romania and Turkey [21.21C, 21.22]
  const russian = p === 'USSR' || GARRISON_COUNTRIES.has(c) || G.countries[c].flags.includes('USSR');
  const f = flagTerms(stepped(G, p, c), russian ? undefined : slack);
  const after = leadOf({ AXIS: rest.AXIS + f.AXIS, ALLIES: rest.ALLIES + f.ALLIES, RUSSIA: rest.RUSSIA + f.RUSSIA }, a);
  return Math.max(0.1, standing(G, p, c) + after - lead);
}

/** Each alliance's total in a country [24.81]: the seat's own face-down markers at their values, other powers' as draws. */
function contest(G: GState, c: CountryId): Record<Alliance, Dist> {
  const t = totals(G, c);
  const mine = ownPowers(G);
  const out = {} as Record<Alliance, Dist>;
  for (const a of ALLIANCES) out[a] = new Map([[t[a], 1]]);
  for (const m of G.diplomacy.markers) {
    if (m.country !== c || m.kind === 'mil' || m.value !== undefined || m.voided) continue;
    const a = POWER[m.power].alliance;
    if (mine.includes(m.power)) continue;
    out[a] = convolve(out[a], hiddenMarkerDist(G, m.power));
  }
  for (const p of mine) {
    for (const m of G.players[G.seatOf[p]]?.powers[p]?.markers ?? []) {
      if (m.country !== c) continue;
      const a = POWER[p].alliance;
      const v = G.powers[p].ams[m.am]?.v ?? 0;
      out[a] = new Map([...out[a]].map(([x, q]) => [x + v, q]));
    }
  }
  return out;
}

/** P(the side's total is strictly above both others) with `extra` more for it [24.81B]. */
function pWin(d: Record<Alliance, Dist>, a: Alliance, extra: number): number {
  let p = 0;
  for (const [x, q] of d[a]) {
    let beat = q;
    for (const b of ALLIANCES) if (b !== a) beat *= [...d[b]].reduce((s, [y, r]) => s + (y < x + extra ? r : 0), 0);
    p += beat;
  }
  return p;
}

interface Scorer {
  value: (c: CountryId) => number;
  dP: (c: CountryId, v: number) => number;
}

function scorer(G: GState, p: Power): Scorer {
  const a = POWER[p].alliance;
  // the projected VP without the terms flags move, once per decision
  const vp = warNowVP(G);
  const slack = garrisonSlack(G);
  const f = flagTerms(G, slack);
  const rest = { AXIS: vp.AXIS - tradePactVP(G).AXIS, ALLIES: vp.ALLIES - tradePactVP(G).ALLIES, RUSSIA: vp.RUSSIA - tradePactVP(G).RUSSIA };
  const lead = leadOf({ AXIS: rest.AXIS + f.AXIS, ALLIES: rest.ALLIES + f.ALLIES, RUSSIA: rest.RUSSIA + f.RUSSIA }, a);
  const values = new Map<CountryId, number>();
  const contests = new Map<CountryId, Record<Alliance, Dist>>();
  const cont = (c: CountryId) => contests.get(c) ?? contests.set(c, contest(G, c)).get(c)!;
  return {
    value: (c) => values.get(c) ?? values.set(c, countryValue(G, p, c, rest, lead, slack)).get(c)!,
    dP: (c, v) => pWin(cont(c), a, v) - pWin(cont(c), a, 0),
  };
}

function placementScore(G: GState, p: Power, pl: Placement, sc: Scorer, bluff: boolean): number {
  const ams = G.powers[p].ams;
  let s = 0;
  let cost = 0;
  for (const m of pl.dip) {
    const val = ams[m.am].v;
    cost += val;
    s += val === 0 ? (bluff ? 1 : -0.5) : (sc.value(m.country) * (0.3 + sc.dP(m.country, val))) / Math.sqrt(val);
  }
  // military markers: always, in the contested country of highest value [24.4]
  for (const m of pl.mil) s += 0.5 + sc.value(m.country) * (0.2 + sc.dP(m.country, 1));
  if (pl.bonus) s += sc.value(pl.bonus) * (0.3 + sc.dP(pl.bonus, 1));
  if (pl.ak) s += 5;
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
    const sc = scorer(G, p);
    const bluff = random() < BLUFF;
    let best = options[0];
    let bestScore = -Infinity;
    for (const o of options) {
      const s = placementScore(G, p, o, sc, bluff) + random() * 0.3;
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
