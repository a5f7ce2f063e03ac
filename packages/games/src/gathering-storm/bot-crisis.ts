/**
 * The bots' crises and declarations (the "Normal" level of bot.ts): Axis aggressions ranked by value against the risk
 * that the Allies can declare war; Allied threats when their total (with an average tile) reaches the
 * threshold, with an occasional bluff; the Axis continues when no ultimatum is possible or when it is
 * strong; ultimatums and the brink by the balance of power and the year; the pact when its level is
 * moderate; preventive war late in the game. From the seat's view only.
 */
import { AGGRESSION, type AggressionId, type Power } from './data';
import { bop } from './rules/bop';
import { canUltimatum, legalAggressions } from './rules/crisis';
import { alliedTotal, russiaTotal } from './rules/declarations';
import { finalResearchOptions, greedyConcessions, type Action } from './rules/enumerate';
import { concessionLevel } from './rules/pact';
import { resistance } from './rules/resistance';
import type { GState } from './rules/types';
import { preventiveOptions } from './rules/war-flow';
import { score } from './rules/scoring';

const year = (G: GState) => 1935 + Math.floor(G.turn / 4);

/** The bot's answer to a crisis, declaration or end decision. */
export function crisisChoice(G: GState, p: Power, random: () => number): Action | undefined {
  const d = G.pending!;
  const cr = G.crisis.list.find((x) => x.todo[0] === p || x.by === p || x.ultimatumTodo[0] === p) ?? G.crisis.list[0];
  const b = bop(G).overall;
  switch (d.kind) {
    case 'announce': {
      const options = legalAggressions(G, p);
      // the forced first aggressions at once; later ones when the target resists little or the Axis is strong
      const scored = options
        .map((id: AggressionId) => ({
          id,
          s: AGGRESSION[id].value - 0.6 * resistance(G, id) + 0.5 * b + (year(G) - 1936) * 0.7 + (AGGRESSION[id].first ? 3 : 0),
        }))
        .sort((x, y) => y.s - x.s);
      const best = scored[0];
      return { move: 'announce', args: [p, best && best.s + random() > 1 ? best.id : null] };
    }
    case 'respond': {
      // threaten when the threshold is likely met after an average tile and the aggression matters (a second
      // aggression, or from 1937); the first ones, Rhineland and Ethiopia, are accepted as they were; bluff at times
      const target = { id: cr.id, tile: 2 };
      const t = p === 'USSR' ? russiaTotal(G, target) : alliedTotal(G, p as 'GBR' | 'FRA', cr.by, target);
      const matters = AGGRESSION[cr.id].secondAggression && (AGGRESSION[cr.id].value >= 2 || year(G) >= 1937);
      return { move: 'respond', args: [p, (t >= 1 && matters) || (matters && random() < 0.1)] };
    }
    case 'offerPact': {
      const level = concessionLevel(G, G.crisis.list.find((x) => x.by === 'GER' && (x.id === 'POL' || x.id === 'DAN'))?.id ?? null, 2);
      return { move: 'offerPact', args: [p, level <= 40 || russiaTotal(G) >= 1] };
    }
    case 'concede':
      return { move: 'concede', args: [p, greedyConcessions(G.pactLevel ?? 10, G.crisis.pactTarget ?? null)] };
    case 'axisResponse': {
      const x = G.crisis.list.find((y) => y.by === p)!;
      const danger = x.threats.some((q) => canUltimatum(G, x, q));
      return { move: 'axisResponse', args: [p, !danger || b >= 3 || (year(G) >= 1939 && b >= 1)] };
    }
    case 'ultimatum': {
      // war now when the Allies lead on points and the Axis is not stronger, or late in the decade
      const s = score(G).vp;
      return { move: 'ultimatum', args: [p, (s.ALLIES + s.RUSSIA - s.AXIS >= 3 && b <= 1 && year(G) >= 1938) || year(G) >= 1939] };
    }
    case 'brink': {
      const s = score(G).vp;
      return { move: 'brink', args: [p, b >= 3 || (year(G) >= 1939 && s.AXIS >= s.ALLIES + s.RUSSIA - 2)] };
    }
    case 'polandChoice':
      return { move: 'polandChoice', args: [p, 'conquer'] };
    case 'declare': {
      const opts = preventiveOptions(G, p);
      return { move: 'declare', args: [p, year(G) >= 1939 && opts.length ? opts[0] : null] };
    }
    case 'reactive':
      return { move: 'declare', args: [p, G.crisis.reactiveTarget ?? null] };
    case 'finalResearch': {
      const o = finalResearchOptions(G, p);
      return { move: 'finalResearch', args: [p, o[o.length - 1]] };
    }
  }
  return undefined;
}
