/**
 * The bots' crises and declarations (the "Normal" level of §20.4, ours): the policies of the table on the shared
 * evaluator (bot-value.ts) and its threshold estimators (bot-eval.ts). Axis aggressions ranked by value less the
 * risk that the Allies can threaten; Allied threats when P(own total >= 1 after the draw) > 0.5, or a bluff about
 * 10% of the time when war now would be poor for the aggressor; the Axis continues when no ultimatum is likely or
 * when war now is worth peace; ultimatums and the brink by the projected VP of war now against the VP of the
 * alternative with its [27.72, 27.82] penalties; the pact by its level or the Russian threat; preventive war as
 * bot-eval.ts says. From the seat's view only.
 */
import { AGGRESSION, POWER, type AggressionId, type Alliance, type Power } from './data';
import { legalAggressions } from './rules/crisis';
import { finalResearchOptions, greedyConcessions, type Action } from './rules/enumerate';
import { concessionLevel, pactNegotiable } from './rules/pact';
import { resistance } from './rules/resistance';
import type { Crisis, GState } from './rules/types';
import { resultsAt, stepsOf } from './rules/research';
import { effectsOf, parseTrack } from './rules/results';
import { finalResearchProblem, type FinalResearchOrder } from './rules/scoring';
import { preventiveOptions } from './rules/war-flow';
import { declaresPreventive, pAlliesThreaten, pNoUltimatum, pThreshold } from './bot-eval';
import { projectedLead } from './bot-value';

/** Whether one more step on a track completes a result that is a BoP marker or a support result [33.2, 16.11]. */
function completesMarker(G: GState, a: Alliance, key: string): boolean {
  const { project, owner } = parseTrack(key);
  const s = stepsOf(G, a, key);
  const n = resultsAt(project, owner, s + 1);
  if (n <= resultsAt(project, owner, s)) return false;
  const e = effectsOf(project, n)[n - 1];
  return Object.values(e.bop ?? {}).some((v) => (v ?? 0) > 0) || (e.support ?? 0) > 0;
}

/**
 * Final research [33.2] (§20.4): points only on the tracks where the step completes a BoP marker or a support result
 * (by step 12, which the legal order already respects); the fullest legal order with the others taken out.
 */
export function finalResearchChoice(G: GState, p: Power): FinalResearchOrder {
  const a = POWER[p].alliance;
  const options = finalResearchOptions(G, p);
  const full = options[options.length - 1];
  const keep = (k: string | undefined) => (k !== undefined && completesMarker(G, a, k) ? k : undefined);
  const intel = keep(full.intel);
  const advanced = keep(full.advanced);
  const order: FinalResearchOrder = {
    general: full.general.filter((k) => completesMarker(G, a, k)),
    ...(intel ? { intel } : {}),
    ...(advanced ? { advanced } : {}),
  };
  return finalResearchProblem(G, a, order) === undefined ? order : options[0];
}

const year = (G: GState) => 1935 + Math.floor(G.turn / 4);

/**
 * A German crisis over Danzig or Poland opens the pact [31.21]: its VP [34.92] and, while it holds, no Russian war on
 * Germany [32.71] (which would bring Russia's forces onto the Allied side of the BoP [34.43]).
 */
function pactChance(G: GState, id: AggressionId): number {
  if ((id !== 'DAN' && id !== 'POL') || !pactNegotiable(G)) return 0;
  return 2 + Math.max(0, (35 - concessionLevel(G, id, 2)) / 5);
}

/** The state if the Allies accept an aggression: it is made, its country or part German or Italian [29, 30]. */
function accepted(G: GState, cr: Crisis): GState {
  const c = AGGRESSION[cr.id].country;
  const part = cr.id === 'SUD' || cr.id === 'DAN';
  const country = part ? { ...G.countries[c], partTaken: true } : { ...G.countries[c], control: { by: cr.by, kind: 'occupied' as const, since: G.turn } };
  return {
    ...G,
    aggressions: [...G.aggressions, { id: cr.id, by: cr.by, turn: G.turn, state: 'done' }],
    countries: { ...G.countries, [c]: country },
  };
}

/** The side's lead if war broke out over this crisis now, against its lead if the game goes on from `peace`. */
function warGain(G: GState, side: Alliance, cr: Crisis, peace: GState): number {
  return projectedLead(G, side, { warNow: true, over: cr.id }) - projectedLead(peace, side);
}

/** The bot's answer to a crisis, declaration or end decision. */
export function crisisChoice(G: GState, p: Power, random: () => number): Action | undefined {
  const d = G.pending!;
  const cr = G.crisis.list.find((x) => x.todo[0] === p || x.by === p || x.ultimatumTodo[0] === p) ?? G.crisis.list[0];
  const side = POWER[p].alliance;
  switch (d.kind) {
    case 'announce': {
      // aggressionValue: the VP value if unopposed, less the risk that Britain or France threatens (and the Axis
      // backs down, -1 support [27.62]); the target's resistance (lowered by diplomacy), the year (§20.4's
      // pacing); the forced first ones at once
      const scored = legalAggressions(G, p)
        .map((id: AggressionId) => {
          const risk = pAlliesThreaten(G, p as 'GER' | 'ITA', id);
          const s =
            (1 - risk) * AGGRESSION[id].value -
            2 * risk -
            0.3 * resistance(G, id) +
            0.8 * (year(G) - 1937) +
            (AGGRESSION[id].first ? 4 : 0) +
            pactChance(G, id);
          return { id, s };
        })
        .sort((x, y) => y.s - x.s);
      const best = scored[0];
      return { move: 'announce', args: [p, best && best.s + random() > 0.6 ? best.id : null] };
    }
    case 'respond': {
      // threaten when P(own total >= 1 after the draw) > 0.5, or bluff about 10% of the time when war now would be
      // poor for the aggressor; the forced first aggressions (Rhineland, Ethiopia) are accepted as they were
      if (!AGGRESSION[cr.id].secondAggression) return { move: 'respond', args: [p, false] };
      const likely = pThreshold(G, p, cr.by, cr.id) > 0.5;
      const poorForAxis = warGain(G, 'AXIS', cr, accepted(G, cr)) < 0;
      return { move: 'respond', args: [p, likely || (poorForAxis && random() < 0.1)] };
    }
    case 'offerPact': {
      const level = concessionLevel(G, G.crisis.list.find((x) => x.by === 'GER' && (x.id === 'POL' || x.id === 'DAN'))?.id ?? null, 2);
      const threat = cr && cr.by === 'GER' ? pThreshold(G, 'USSR', 'GER', cr.id) : 0;
      return { move: 'offerPact', args: [p, level <= 40 || threat > 0.3] };
    }
    case 'concede':
      return { move: 'concede', args: [p, greedyConcessions(G.pactLevel ?? 10, G.crisis.pactTarget ?? null)] };
    case 'axisResponse': {
      // continue when an ultimatum is unlikely, or when war now is worth at least backing down (-1 support [27.62])
      const x = G.crisis.list.find((y) => y.by === p)!;
      const backDown = projectedLead(G, 'AXIS') - 0.5;
      const warNow = projectedLead(G, 'AXIS', { warNow: true, over: x.id });
      return { move: 'axisResponse', args: [p, pNoUltimatum(G, x) >= 0.6 || warNow >= backDown + 1] };
    }
    case 'ultimatum': {
      // war now against accepting (the aggression made, -2 support next turn [27.72]) plus a margin that shrinks by the year
      const margin = Math.max(0, 2 - Math.max(0, year(G) - 1937));
      return { move: 'ultimatum', args: [p, warGain(G, side, cr, accepted(G, cr)) >= margin] };
    }
    case 'brink': {
      // attack when war now (no VP for this target [34.51C]) is worth backing down at the brink (-1 support [27.82])
      const warNow = projectedLead(G, 'AXIS', { warNow: true, over: cr.id });
      return { move: 'brink', args: [p, warNow >= projectedLead(G, 'AXIS') - 0.5] };
    }
    case 'polandChoice':
      return { move: 'polandChoice', args: [p, 'conquer'] };
    case 'declare': {
      const opts = preventiveOptions(G, p);
      return { move: 'declare', args: [p, opts.length && declaresPreventive(G, p) ? opts[0] : null] };
    }
    case 'reactive':
      return { move: 'declare', args: [p, G.crisis.reactiveTarget ?? null] };
    case 'finalResearch':
      return { move: 'finalResearch', args: [p, finalResearchChoice(G, p)] };
  }
  return undefined;
}
