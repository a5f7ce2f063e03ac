/**
 * What each seat and a spectator may see [2.2, 3.1.7-3.1.9, 10 of the spec]. The only way state leaves the
 * server: the kit's standard view (common/view.ts) drops G.secret (deck orders, set-aside and buried
 * discards, the ghost's hand, the engine stack) and every other seat's private part (hands are hidden even
 * from teammates [2.2, 4.0]); then, with hideCommitOrientation, the half of other players' face-down cards
 * is hidden (ruling A-20).
 */
import { standardView, type ViewOptions } from '../common/view';
import type { GameState, PublicState, Side, Slot } from './rules/types';

export const viewOptions: ViewOptions<GameState, PublicState> = {
  mask: (view, G, viewer) => {
    const turn = view.turn;
    if (!turn || !G.options.hideCommitOrientation || turn.seat === viewer) return view;
    return { ...view, turn: { ...turn, slots: turn.slots.map((s): Slot => (s.revealed ? s : { n: s.n, half: 'hidden', on: s.on, revealed: false })) } };
  },
};

export function playerView(G: GameState, viewer: Side | null): PublicState {
  return standardView(G, viewer, viewOptions);
}
