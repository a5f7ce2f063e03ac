/**
 * What each seat and a spectator may see (p.7: the TF displays are open). The kit's standard
 * view drops G.secret (the automaton's plan, the ships of unidentified TFs, the automaton's uncommitted
 * declarations) and every other seat's G.players entry (its uncommitted gunnery, torpedo and break-away
 * declarations, RULINGS I-39). Nothing else is hidden: the game is open.
 */
import { type ViewOptions } from '../common/view';
import type { G } from './rules/types';

/** The state a viewer receives: no secret, only its own commitments. */
export type ChaseView = Omit<G, 'secret'>;

export const viewOptions: ViewOptions<G, ChaseView> = {};
