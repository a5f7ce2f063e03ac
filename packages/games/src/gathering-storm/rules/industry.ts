/**
 * The industrial segment [13.11A, 14]: one factory conversion per power and turn, secret until the economic
 * reveal; idle to civilian [14.2], or a mobilization of an idle or civilian factory [14.3] creating the units
 * of [14.7] that reach the Reserve after the delays of [14.8]. Pure.
 */
import { CONVERSIONS, EVENT, POWER, type Power } from '../data';
import type { Effect } from '../data';
import { done } from './aggression-state';
import { cohesion } from './garrison';
import { eai } from './eai';
import { priv } from './random-events';
import { no, type Refusal } from './no';
import type { Conversion, GState } from './types';

type Mix = NonNullable<Conversion['mix']>;

/** The national conversion events a power holds this turn [14.21, 14.31C]. */
function conversionEvents(G: GState, p: Power): Extract<Effect, { op: 'conversionCost' }>[] {
  return priv(G, p)
    .held.map((id) => EVENT[id])
    .flatMap((ev) => ev.effects)
    .filter((e): e is Extract<Effect, { op: 'conversionCost' }> => e.op === 'conversionCost');
}

/**
 * Cost of a conversion [14.21, 14.31]: 10 for idle to civilian; a mobilization 10, -1 a year after 1935,
 * minus this turn's EAI (ruling P1-A13), never below 0; either changed by the power's conversion events.
 */
export function conversionCost(G: GState, p: Power, kind: Conversion['kind']): number {
  const row = CONVERSIONS.find((r) => r.id === kind)!;
  const to = kind === 'idleToCivil' ? 'civil' : 'military';
  let cost = row.baseCost + row.perYear * Math.floor(G.turn / 4);
  if (row.minusEai) cost -= eai(G);
  for (const e of conversionEvents(G, p)) if (e.to === to) cost += e.delta;
  return Math.max(row.minCost, cost);
}

/** The mobilization rules stage of a power's next mobilization [14.7]. */
export function mobilizationStage(p: Power, number: number) {
  return POWER[p].mobilization.find((s) => number >= s.from && (s.to === undefined || number <= s.to));
}

const sameMix = (a: Mix, b: Mix) => (['armor', 'infantry', 'air', 'naval'] as const).every((k) => (a[k] ?? 0) === (b[k] ?? 0));

/** Russia may mobilize civilian factories [14.43C]. */
function russiaMayMobilizeCivil(G: GState): boolean {
  const pol = done(G, 'POL');
  const bal = done(G, 'BAL');
  if ((pol && G.pact.status !== 'signed') || G.pact.status === 'broken' || bal) return true;
  return cohesion(G).id === 'complete' && G.pact.status !== 'signed';
}

/** Why a power may not make this conversion now, or undefined [14]. */
export function conversionProblem(G: GState, p: Power, conv: Conversion): Refusal | undefined {
  const ps = G.powers[p];
  const row = CONVERSIONS.find((r) => r.id === conv.kind);
  if (!row || !row.allowed) return no.conversionBarred();
  if (row.forbiddenFor.includes(p)) return no.russiaNoCivil();
  if (conv.kind === 'civilToMilitary' ? ps.factories.civil < 1 : ps.factories.idle < 1)
    return conv.kind === 'civilToMilitary' ? no.noCivilFactory() : no.noIdleFactory();
  if (conv.kind === 'idleToCivil') {
    if (conv.mix) return no.civilNoUnits();
    return undefined;
  }
  // a mobilization
  if (p === 'USSR') {
    if (G.russia.purgeCard === 'great') return no.greatPurgeNoMobilization();
    const every = cohesion(G).mobilizationInterval;
    if (ps.lastMobilization !== null && G.turn - ps.lastMobilization < every) return no.russiaMobilizeEvery(every);
    if (conv.kind === 'civilToMilitary' && !russiaMayMobilizeCivil(G)) return no.russiaNoCivilMobilization();
  }
  const number = ps.mobilizations + 1;
  const stage = mobilizationStage(p, number);
  if (!stage) return no.noMobilizationLeft();
  const mix = conv.mix ?? {};
  if (!stage.combos.some((m) => sameMix(m, mix))) return no.mobilizationMix(stage.rule);
  if ((mix.naval ?? 0) > 0 && ps.navalIncreases + (mix.naval ?? 0) > POWER[p].navalIncreasesAllowed) return no.navalRateMax();
  if (stage.stageCaps?.armor !== undefined && p === 'GBR' && number <= 7 && ps.armorMobilized + (mix.armor ?? 0) > stage.stageCaps.armor)
    return no.britainArmor();
  if (p === 'GER') {
    // [14.712] infantry and air equal at full mobilization: the gap must stay closable (our reading of [14.712]).
    const count = (u: 'infantry' | 'air') => ps.active[u] + ps.reserve[u] + ps.arriving.filter((a) => a.unit === u).length + (mix[u] ?? 0);
    const left = ps.factories.idle + ps.factories.civil - 1;
    if (Math.abs(count('infantry') - count('air')) > 2 * left) return no.germanyEven();
  }
  return undefined;
}
