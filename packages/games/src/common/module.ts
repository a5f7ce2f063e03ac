import type { Ctx, Game } from 'boardgame.io';
import type { z } from 'zod';

import type { Seat } from './decision';
import type { Reason } from './refusal';

export type { Seat };

/** An action a client (or bot) may ask for: a move, or an event the game explicitly enables. */
export interface ActionRequest {
  kind: 'move' | 'event';
  name: string;
  args: unknown[];
}

/** What one viewer may see of a match: the game's own view plus the public ctx. */
export interface ViewState<G = unknown> {
  G: G;
  ctx: Ctx;
}

/** A finished match's result as the platform records it (for standings and "my games"). */
export interface MatchResult {
  /** Points per seat (victory points, or 1/0 for a win). */
  points: Record<Seat, number>;
  /** Winning seats (several on a tie or a team win); empty for a draw. */
  winners: Seat[];
}

/** How a game plays as a campaign: a series of matches with cumulative standings. */
export interface CampaignRules<Opts = unknown> {
  /** One line shown to players, e.g. "First to 75 cumulative VP". */
  summary: string;
  /** The result of one finished match. */
  result(state: ViewState<any>): MatchResult;
  /**
   * True when the campaign ends after a finished match: `totals` are the cumulative standings (points per
   * roster index) with that match counted, `finished` that match's options (a campaign of a fixed series of
   * matches reads where it is from them).
   */
  isComplete(totals: number[], finished?: Opts): boolean;
  /**
   * The options of a new campaign's first match, from the options it was created with (a campaign that
   * always opens with the same match sets it here). Without it the first match plays the options as given.
   */
  firstOptions?(options: Opts): Opts;
  /**
   * Options for the next match, from the finished one's: `leader` is the roster index of the standings
   * leader; `finished` the finished match's final state as a spectator sees it (what may carry over: the
   * options are public, so nothing secret may go into them).
   */
  nextOptions(previous: Opts, totals: number[], leader: number, finished: ViewState): Opts;
}

/**
 * The shape every game in the registry has. The host only ever talks to a game through this. Games build
 * it with the kit (`defineGame`, common/kit.ts).
 */
export interface GameModule<Opts = any, G = any> {
  slug: string;
  title: string;
  /** One or two sentences for the lobby. */
  summary: string;
  minPlayers: number;
  maxPlayers: number;
  /** The game's room options (not the player count), validated at every boundary. */
  optionsSchema: z.ZodType<Opts>;
  /** Player counts allowed for these options (e.g. solitaire variants need 1): a coded refusal the client words. */
  playerCountOk?(options: Opts, numPlayers: number): Reason | undefined;
  /**
   * The boardgame.io game. setupData passed to it is `{ options }`. Clients may call a boardgame.io
   * event only when `game.events[name] === true` (the host's rule, stricter than boardgame.io's
   * defaults); the kit sets every other event to false. Moves and hooks may still call any event
   * (boardgame.io's event API inside moves lists them all).
   */
  game: Game<G>;
  /**
   * Every move of the game, by name, with the schema of its argument list (a tuple: exact arity, bounded
   * sizes, strict objects). The host refuses an action whose move is not listed or whose arguments do
   * not parse; the kit's move wrapper refuses them too.
   */
  moveArgs: Readonly<Record<string, z.ZodType<unknown[]>>>;
  /** A bot for an empty seat, playing from that seat's view only. Defaults to a random ai.enumerate choice. */
  bot?(view: ViewState<G>, seat: Seat, random: () => number): ActionRequest | undefined;
  /** The result of a finished match (defaults to ctx.gameover.winner). */
  result?(state: ViewState<G>): MatchResult;
  campaign?: CampaignRules<Opts>;
}

/** Enumerate legal actions for a seat from its own view via the game's ai.enumerate. */
export function enumerateActions(mod: GameModule, view: ViewState, seat: Seat): ActionRequest[] {
  const en = mod.game.ai?.enumerate;
  if (!en) return [];
  const raw = en(view.G as any, view.ctx, seat) as Array<{ move?: string; event?: string; args?: unknown[] }>;
  return raw.map((a) =>
    a.move !== undefined ? { kind: 'move' as const, name: a.move, args: a.args ?? [] } : { kind: 'event' as const, name: a.event ?? '', args: a.args ?? [] },
  );
}

/** The default bot: a uniformly random legal action from the seat's view. */
export function randomBot(mod: GameModule, view: ViewState, seat: Seat, random: () => number): ActionRequest | undefined {
  const options = enumerateActions(mod, view, seat);
  if (options.length === 0) return undefined;
  return options[Math.floor(random() * options.length)];
}

/** The default result: ctx.gameover = { winner } or { winners } or { draw }. */
export function defaultResult(state: ViewState): MatchResult {
  const over = state.ctx.gameover as { winner?: Seat; winners?: Seat[]; points?: Record<Seat, number> } | undefined;
  const winners = over?.winners ?? (over?.winner !== undefined ? [over.winner] : []);
  const points: Record<Seat, number> = over?.points ?? {};
  if (!over?.points) for (const s of state.ctx.playOrder) points[s] = winners.includes(s) ? 1 : 0;
  return { points, winners };
}
