/**
 * What a seat and a spectator may see (DESIGN.md §2; hidden cards [8.31, 9.41]): the kit's standard view. Everything
 * secret lives under G.secret (the undrawn deck, the procedure stack) or G.players[seat] (hands, held
 * events, committed orders, research sheets), so the standard view alone keeps it: a seat sees the public
 * state and its own record, a spectator the public state only. Pure: no boardgame.io import.
 */
import { standardView, type ViewOptions } from '../common/view';
import type { Seat } from '../common/decision';
import type { GState } from './rules/types';

/** The state as a viewer receives it. */
export type GView = Omit<GState, 'secret'>;

export const viewOptions: ViewOptions<GState, GView> = {};

/** The view of `viewer` (a seat, or null for a spectator). */
export function viewOf(G: GState, viewer: Seat | null): GView {
  return standardView<GState, GView>(G, viewer, viewOptions);
}
