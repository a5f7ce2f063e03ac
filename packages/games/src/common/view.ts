/**
 * The standard view: what one viewer may see of a game state. Every game keeps what nobody may see under
 * G.secret and what only one seat may see under G.players[seat]; a viewer gets everything else, plus its
 * own G.players entry. A game then masks what the standard rule cannot know (e.g. face-down orientation).
 * Pure: no boardgame.io import.
 */
import type { Seat } from './decision';

export interface ViewOptions<S, V> {
  /**
   * What a viewer finds under G.secret. Absent (the default): the key is dropped. A game whose view type
   * keeps the key may give an empty placeholder instead (it must hold nothing).
   */
  secret?: unknown;
  /** Game-specific masking, applied to the standard view. */
  mask?(view: V, G: S, viewer: Seat | null): V;
}

/** The standard view of `G` for `viewer` (a seat, or null for a spectator). */
export function standardView<S extends { secret: unknown; players: Record<Seat, unknown> }, V>(
  G: S,
  viewer: Seat | null | undefined,
  opts: ViewOptions<S, V> = {},
): V {
  const own = viewer !== null && viewer !== undefined && Object.prototype.hasOwnProperty.call(G.players, viewer) ? G.players[viewer] : undefined;
  const players = own ? { [viewer as Seat]: own } : {};
  let view: V;
  if (opts.secret !== undefined) view = { ...G, secret: opts.secret, players } as unknown as V;
  else {
    const { secret: _secret, players: _players, ...rest } = G;
    void _secret;
    void _players;
    view = { ...rest, players } as unknown as V;
  }
  return opts.mask ? opts.mask(view, G, viewer ?? null) : view;
}
