/**
 * What each seat and a spectator may see [2.2, 3.1.7-3.1.9, 10 of the spec]. The only way state leaves the
 * server: G.secret (deck orders, set-aside and buried discards, the ghost's hand, the engine stack) is
 * dropped, every other seat's private part is dropped (hands are hidden even from teammates [2.2, 4.0]),
 * and with hideCommitOrientation the half of other players' face-down cards is hidden (ruling A-20).
 */
import type { GameState, PublicState, Side, Slot } from './rules/types';

export function playerView(G: GameState, viewer: Side | null): PublicState {
  const { secret: _secret, players, ...pub } = G;
  void _secret;
  const own: PublicState['players'] = {};
  if (viewer !== null && players[viewer]) own[viewer] = players[viewer];
  let turn = pub.turn;
  if (turn && G.options.hideCommitOrientation && turn.seat !== viewer) {
    turn = { ...turn, slots: turn.slots.map((s): Slot => (s.revealed ? s : { n: s.n, half: 'hidden', on: s.on, revealed: false })) };
  }
  return { ...pub, turn, players: own };
}
