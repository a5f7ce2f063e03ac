/**
 * Leader benefits inside an action (p.10, p.11, p.64): Krancke and Tovey (±2d6 on the
 * Trajectory Total, rolled first, then decided; an unused roll is void, I-22 clamps at 0), Marschall and
 * Forbes (one die of the action roll becomes a 6), Somerville (+2 to a British action roll when his TF is
 * designated, I-30), Gensoul (an Intel marker off a designated British or French TF, before the
 * interruption check, I-31). Walker (+4 coordination) is in action.ts `modifiers`; Lütjens, Raeder, Pound
 * and Prien in initiative.ts and simpleActions.ts. Uses: once, twice for Raeder and Pound (p.10).
 */
import { LEADER } from '../data';
import type { Side } from '../data/types';
import { tfOfShip } from './state';
import type { ActionFrame, G } from './types';

/** Leaders in play with a use left whose ship is in TF `tf`. */
function leadersIn(G: G, tf: string | undefined, benefit: string): string[] {
  if (!tf || !G.tfs[tf]) return [];
  return Object.entries(G.leaders)
    .filter(([id, l]) => l.uses > 0 && l.on && LEADER[id]?.benefit === benefit && tfOfShip(G, l.on)?.id === tf && G.ships[l.on]?.status === 'play')
    .map(([id]) => id);
}

/**
 * Marschall or Forbes of `side`, usable on a weather check or an initiative roll (p.10 "También puede usarse
 * en un chequeo de clima o en cualquier tirada de iniciativa"): [leader, its TF], or undefined.
 */
export function sixLeaderOf(G: G, side: Side): [string, string] | undefined {
  for (const [id, l] of Object.entries(G.leaders)) {
    if (l.uses <= 0 || !l.on || LEADER[id]?.benefit !== 'REPLACE_DIE_WITH_SIX' || LEADER[id].side !== side) continue;
    const tf = tfOfShip(G, l.on);
    if (tf && !tf.gone && G.ships[l.on]?.status === 'play') return [id, tf.id];
  }
  return undefined;
}

/** Every action that names an active TF (the obligation after Marschall/Forbes on such a roll, E-11). */
export const TF_ACTIONS = ['TRAJECTORY', 'PASS', 'NAVAL_SEARCH', 'ENGAGE', 'AIR_STRIKE', 'COMPLETION'];

/** Krancke/Tovey: the active TF's or the target's (p.10). */
export function totalLeaders(G: G, fr: ActionFrame): string[] {
  return [...leadersIn(G, fr.active, 'TRAJECTORY_TOTAL_2D6'), ...leadersIn(G, fr.target, 'TRAJECTORY_TOTAL_2D6')];
}

/** The active side's options after its action roll: 'six0', 'six1' (Marschall/Forbes), 'plus2' (Somerville). */
export function rollLeaderOptions(G: G, fr: ActionFrame): string[] {
  const out: string[] = [];
  if (leadersIn(G, fr.active, 'REPLACE_DIE_WITH_SIX').length) out.push('six0', 'six1');
  const designated = [fr.active, fr.coord[fr.side], fr.air[fr.side]?.source];
  if (fr.side === 'BR' && designated.some((t) => leadersIn(G, t, 'PLUS_TWO').length)) out.push('plus2');
  return out;
}
export function rollLeader(G: G, fr: ActionFrame, option: string): string {
  if (option === 'plus2') {
    const designated = [fr.active, fr.coord[fr.side], fr.air[fr.side]?.source];
    return designated.flatMap((t) => leadersIn(G, t, 'PLUS_TWO'))[0];
  }
  return leadersIn(G, fr.active, 'REPLACE_DIE_WITH_SIX')[0];
}

/** Gensoul (p.10): designated British/French TFs with Intel, as "tf:hex". */
export function gensoulOptions(G: G, fr: ActionFrame): string[] {
  if (fr.side !== 'BR' || !leadersIn(G, fr.active, 'REMOVE_INTEL').length) return [];
  const ids = [...new Set([fr.active, fr.coord.BR, fr.air.BR?.source].filter((t): t is string => !!t && !!G.tfs[t]))];
  return ids.flatMap((t) => G.tfs[t].intel.map((h) => `${t}:${h}`));
}

export function useLeader(G: G, id: string): void {
  const l = G.leaders[id];
  l.uses -= 1;
  if (l.uses <= 0) l.on = null;
}

export const leaderSide = (id: string): Side => LEADER[id].side;
