/**
 * The bots' shared evaluator (our "Normal" level; the rulebook has no bots): the victory points of [34] on the seat's visible state as
 * if war broke out now, as a lead over the best rival side; a declaration's own cost, the preventive penalty of
 * [34.81] (offset by the EAI), is counted by scoring the state with that declaration made.
 */
import { POWER, type Alliance, type Power } from './data';
import { score } from './rules/scoring';
import type { GState } from './rules/types';

/** An alliance's VP lead over the best other side if war broke out now, with a preventive declaration by it or not [34, 34.81]. */
function projectedLead(G: GState, a: Alliance, preventive: boolean): number {
  const atWar: GState = { ...G, war: { pairs: [], turn: G.turn, preventive: preventive ? [a] : [] } };
  const vp = score(atWar).vp;
  const rivals = (Object.keys(vp) as Alliance[]).filter((x) => x !== a).map((x) => vp[x]);
  return vp[a] - Math.max(...rivals);
}

/**
 * Whether a power declares preventive war now [32.6, 32.7]: only from 1939, and only if its side would lead by
 * the margin after paying the penalty; the margin shrinks as the game drags on (3 VP in 1939, 1 in 1940, then
 * none needed).
 */
export function declaresPreventive(G: GState, p: Power): boolean {
  const year = 1935 + Math.floor(G.turn / 4);
  if (year < 1939) return false;
  const margin = 3 - 2 * (year - 1939);
  return projectedLead(G, POWER[p].alliance, true) >= margin;
}
