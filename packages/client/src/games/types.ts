import type { ComponentType, ReactNode } from 'react';
import type { ChatLine, MatchInfo, VisibleLogEntry } from '../sdk';
import type { GameT } from '../i18n/games';
import type { TableCtx } from '../table/useMatchConnection';

export interface BoardProps<G = any> {
  G: G;
  ctx: TableCtx;
  /** The viewer's seat, or null for a spectator (who sees the public view only). */
  seat: number | null;
  match: MatchInfo;
  /** The viewer's seat may act now (the match is live and the seat is active). */
  myTurn: boolean;
  /** An action is in flight; boards should not offer another. */
  busy: boolean;
  /** Send a move; resolves false when the server refused it (the table shows the reason). */
  act: (name: string, ...args: unknown[]) => Promise<boolean>;
  event: (name: string, ...args: unknown[]) => Promise<boolean>;
  seatName: (seat: number | string) => string;
  log: VisibleLogEntry[];
  /** The table chat this seat holds (public lines and its private ones; none for spectators), for boards with their own messages. */
  chat?: ChatLine[];
  /** Send a chat line to the whole table, or privately to one seat (`to`); absent for spectators. */
  say?: (text: string, to?: number) => Promise<unknown>;
}

export interface LogLine {
  key: string;
  text: string;
  /** Rich rendering of the same line (card names, seat names); `text` stays the plain version. */
  node?: ReactNode;
  seat?: number | null;
  kind?: 'sys' | 'em';
}

/**
 * A game's table. Every string it shows comes from the game's catalogue (namespace = its slug,
 * src/i18n/locales/<lng>/<slug>.json): the board calls `useGameT(match.game)`; the functions below get
 * `t`, bound to that namespace, and `lng` where they format numbers or lists (src/i18n/format.ts).
 */
export interface BoardModule<G = any> {
  Board: ComponentType<BoardProps<G>>;
  /**
   * The table log as lines of text; default: the entries' structured events worded by the catalogue's
   * `log.<kind>` (src/i18n/log.ts), else one line per move.
   */
  logLines?(p: { G: G; log: VisibleLogEntry[]; seatName: (s: number | string) => string; t: GameT; lng: string }): LogLine[];
  /**
   * How the game's log and refusals cite its rulebook, as a pattern whose group 1 is the section's key in the
   * game's rules reference (`<slug>-rules`); default "§12" / "§ 4.2" (table/citations.tsx).
   */
  citation?: RegExp;
  /** A short label after a seat's name in the seat list (e.g. its side). */
  seatExtra?(G: G, seat: number, t: GameT): string | undefined;
  /** The game's card reference (every card, its values and rules text, filterable), in the table's side panel. */
  cards?: ComponentType;
  /** What the game's own marks and icons mean, shown in the rules panel under the table's legend. */
  legend?: ComponentType;
  /** What the active viewer is asked to do, for the turn bar ("Declare the zone"). */
  prompt?(G: G, seat: number | null, ctx: TableCtx, t: GameT): string | undefined;
}
