/**
 * Declarations of war [32]: who may declare on whom and the totals of their thresholds (at least +1 [32.42,
 * 32.71]): Germany on Britain and France [32.42] or on Russia [32.43], Britain and France on an aggressor or
 * preventively [32.6], Russia on Germany [32.7]. Pure.
 */
import { AGGRESSION, COUNTRIES, POWER, type AggressionId, type CountryId, type Power } from '../data';
import { done, made } from './aggression-state';
import { bop } from './bop';
import { eai } from './eai';
import { cohesion } from './garrison';
import { resistance } from './resistance';
import { allianceFlags, pactHolder } from './trade-pacts';
import type { GState } from './types';

const S = (G: GState, p: Power) => G.powers[p].support;

/** A country's resistance in a German total: 0 once German-controlled (ruling P2-A34) [32.42D]. */
function resistanceFor(G: GState, whole: 'CZE' | 'POL'): number {
  if (G.countries[whole].control) return 0;
  return resistance(G, whole);
}

/** A border state's diplomacy for Russia: Axis pact -2, Axis flags -1, Russian flags +1, Russian pact +2 [32.72D]. */
function borderTerm(G: GState, c: CountryId): number {
  const h = pactHolder(G, c);
  if (h && POWER[h].alliance === 'AXIS') return -2;
  if (h === 'USSR') return 2;
  if (allianceFlags(G, c, 'AXIS') > 0) return -1;
  return allianceFlags(G, c, 'RUSSIA') > 0 ? 1 : 0;
}

/** Flags in Russia: +1 per Allied flag, -1 per Axis flag [32.72C]. */
function flagsInRussia(G: GState): number {
  return allianceFlags(G, 'RUS', 'ALLIES') - allianceFlags(G, 'RUS', 'AXIS');
}

/** Russian war readiness as German totals use it: support, flags in Russia, the four border states (ruling P2-A33) [32.42D]. */
export function russianReadiness(G: GState): number {
  return S(G, 'USSR') + flagsInRussia(G) + (['FIN', 'ROM', 'TUR', 'POL'] as const).reduce((s, c) => s + borderTerm(G, c), 0);
}

/** Germany's total against Britain and France [32.42]. */
export function germanyVsAllies(G: GState): number {
  let t = bop(G).overall + S(G, 'GER') - Math.max(S(G, 'GBR'), S(G, 'FRA')) + eai(G);
  t -= resistanceFor(G, 'CZE') + resistanceFor(G, 'POL');
  if (G.pact.status !== 'signed') t -= russianReadiness(G);
  return t;
}

/** Germany's total against Russia [32.43]. */
export function germanyVsRussia(G: GState): number {
  return bop(G).overall + S(G, 'GER') - S(G, 'USSR') + eai(G) - resistanceFor(G, 'CZE') - resistanceFor(G, 'POL');
}

/** The resistance of a crisis's target with its tile [28.5]. */
function crisisResistance(G: GState, id: AggressionId, tile: number | undefined): number {
  return resistance(G, id) + (id === 'ETH' ? 0 : (tile ?? 0));
}

/** An Allied power's total against an Axis power [32.62], with the aggression's target if any and [32.63]. */
export function alliedTotal(G: GState, p: 'GBR' | 'FRA', axis: 'GER' | 'ITA', target?: { id: AggressionId; tile?: number }): number {
  let t = -bop(G).overall + S(G, p) - S(G, axis) + eai(G);
  if (target) t += crisisResistance(G, target.id, target.tile);
  if (axis === 'GER' && G.crisis.gerOnUssr) t += russianReadiness(G);
  return t;
}

/** Russia's total against Germany [32.72]; `target` = the crisis that opens it, if any. */
export function russiaTotal(G: GState, target?: { id: AggressionId; tile?: number }, atWarWithGermany: Power[] = []): number {
  let t = S(G, 'USSR') - S(G, 'GER') + eai(G) + flagsInRussia(G);
  const tgtCountry = target ? AGGRESSION[target.id].country : undefined;
  for (const c of ['FIN', 'ROM', 'TUR', 'POL'] as const) if (c !== tgtCountry || !(target && ['POL', 'DAN'].includes(target.id))) t += borderTerm(G, c);
  for (const row of COUNTRIES) {
    if (row.kind !== 'minor' || row.russianBorderState) continue;
    if (pactHolder(G, row.id) === 'USSR') t += 2;
    else if (G.countries[row.id].flags.includes('USSR')) t += 1;
  }
  if (target && (['POL', 'DAN', 'BAL'].includes(target.id) || (tgtCountry && G.countries[tgtCountry].flags.includes('USSR'))))
    t += crisisResistance(G, target.id, target.tile);
  for (const a of ['GBR', 'FRA'] as const)
    if (!atWarWithGermany.includes(a) && !G.war?.pairs.some(([x, y]) => (x === a && y === 'GER') || (x === 'GER' && y === a))) t -= 2;
  return t;
}

/** Russia may declare war on Germany at all this turn [32.71, 32.73]. */
export function russianTrigger(G: GState, alliedDeclaredOnGermany: boolean): boolean {
  if (G.pact.status === 'signed') return false;
  const attacking = G.crisis.list.some(
    (c) => c.by === 'GER' && c.outcome !== 'failed' && (['POL', 'DAN', 'BAL'].includes(c.id) || G.countries[AGGRESSION[c.id].country].flags.includes('USSR')),
  );
  const controls = done(G, 'POL') || done(G, 'BAL');
  return attacking || controls || alliedDeclaredOnGermany || cohesion(G).id === 'complete';
}

/** Aggression totals for [32.61B]: the values of the aggressions made, a whole country counting its part once. */
function aggressionTotal(G: GState, by: 'GER' | 'ITA'): number {
  let n = 0;
  for (const a of G.aggressions)
    if (a.by === by)
      n += AGGRESSION[a.id].value - (AGGRESSION[a.id].includes && made(G, AGGRESSION[a.id].includes!) ? AGGRESSION[AGGRESSION[a.id].includes!].value : 0);
  return n;
}

/** Is a power fully mobilized (every factory military) [32.61B]? */
const fullyMobilized = (G: GState, p: Power) => G.powers[p].factories.civil + G.powers[p].factories.idle === 0;

/** The Axis powers Britain and France may declare preventive war on now [32.61B, 32.81C]. */
export function preventiveTargets(G: GState): ('GER' | 'ITA')[] {
  if (G.crisis.aggressionThisTurn) return [];
  const second = (p: 'GER' | 'ITA') => G.aggressions.some((a) => a.by === p && a.id !== 'RHI' && a.id !== 'ETH');
  const any = second('GER') || second('ITA');
  let out: ('GER' | 'ITA')[] = ['GER', 'ITA'];
  if (any) {
    const g = aggressionTotal(G, 'GER');
    const i = aggressionTotal(G, 'ITA');
    out = g > i ? ['GER'] : i > g ? ['ITA'] : ['GER', 'ITA'];
  }
  return out.filter((x) => second(x) || (fullyMobilized(G, 'GBR') && fullyMobilized(G, 'FRA')));
}

/** Germany may declare preventive war now: the Rhineland remilitarized, no German aggression this turn [32.41, 32.81A]. */
export function germanyMayDeclare(G: GState): boolean {
  return done(G, 'RHI') && !G.crisis.list.some((c) => c.by === 'GER');
}
