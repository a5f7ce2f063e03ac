/**
 * What each seat and a spectator may see [2.2, 3.1.7-3.1.9]. The only way state leaves the
 * server: the kit's standard view (common/view.ts) drops G.secret (deck orders, set-aside and buried
 * discards, the ghost's hand, the engine stack) and every other seat's private part (hands are hidden even
 * from teammates [2.2, 4.0]); then, with hideCommitOrientation, the half of other players' face-down cards
 * is hidden (ruling A-20); the setup's log events waiting for the first move (G.opening) are redacted for
 * the viewer as a log entry's are (common/log.ts).
 */
import { redactEvents } from '../common/log';
import { standardView, type ViewOptions } from '../common/view';
import type { GameState, PublicState, Side, Slot } from './rules/types';

export const viewOptions: ViewOptions<GameState, PublicState> = {
  mask: (view, G, viewer) => {
    let out = view;
    if (G.opening) out = { ...out, opening: redactEvents(G.opening, viewer) };
    const turn = out.turn;
    if (!turn || !G.options.hideCommitOrientation || turn.seat === viewer) return out;
    return { ...out, turn: { ...turn, slots: turn.slots.map((s): Slot => (s.revealed ? s : { n: s.n, half: 'hidden', on: s.on, revealed: false })) } };
  },
};

export function playerView(G: GameState, viewer: Side | null): PublicState {
  return standardView(G, viewer, viewOptions);
}
