import type { State } from 'boardgame.io';
import { logEventsOf, redactEvents, type GameModule, type PublicLogEvent } from '@quarterdeck/games';
import type { VisibleLogEntry } from '@quarterdeck/sdk';

/** A seat as boardgame.io knows it ("0", "1", ...), or null for a spectator. */
export type Viewer = string | null;

/**
 * What one viewer may see: the game's playerView of G and the public ctx. Nothing else of the
 * state leaves the server: not `plugins` (the PRNG state), not `_undo`/`_redo`, not `deltalog`
 * (the log goes out separately, redacted), and never `initialState`.
 */
export function viewFor(mod: GameModule, state: State, viewer: Viewer): { G: unknown; ctx: unknown } {
  const G = mod.game.playerView ? mod.game.playerView({ G: state.G, ctx: state.ctx, playerID: viewer }) : state.G;
  return { G, ctx: state.ctx };
}

/** A stored log entry (boardgame.io's LogEntry) as one viewer may see it. */
export function visibleLogEntry(entry: any, viewer: Viewer): VisibleLogEntry {
  const payload = entry?.action?.payload ?? {};
  const seat: string | null = payload.playerID ?? null;
  const secret = entry?.redact === true && viewer !== seat;
  return {
    stateId: entry?._stateID ?? 0,
    turn: entry?.turn ?? 0,
    phase: entry?.phase ?? null,
    seat,
    kind: entry?.action?.type === 'GAME_EVENT' ? 'event' : entry?.action?.type === 'UNDO' ? 'undo' : 'move',
    name: String(payload.type ?? ''),
    args: secret ? null : Array.isArray(payload.args) ? payload.args : payload.args === undefined ? [] : [payload.args],
    ...(entry?.automatic ? { automatic: true } : {}),
    ...eventsFor(entry, viewer),
  };
}

/** The structured events a move emitted (the game kit's log metadata), as this viewer may see them. */
function eventsFor(entry: any, viewer: Viewer): { events?: PublicLogEvent[] } {
  if (entry?.metadata === undefined) return {};
  const events = redactEvents(logEventsOf(entry), viewer);
  return events.length ? { events } : {};
}

export function visibleLog(entries: any[], viewer: Viewer): VisibleLogEntry[] {
  return entries.map((e) => visibleLogEntry(e, viewer));
}

/** Who is to act, as boardgame.io's ctx has it (or as the match row's `active` column keeps it). */
export interface Turn {
  currentPlayer: string | null;
  activePlayers?: Record<string, string> | null;
  gameover?: unknown;
}

/**
 * The seats that may act (boardgame.io playerIDs): none once the game is over, else the seats of the stage
 * map when there is one, else the current player. The one place this is worked out.
 */
export function activeSeats(turn: Turn): string[] {
  if (turn.gameover !== undefined) return [];
  if (turn.activePlayers) return Object.keys(turn.activePlayers);
  return turn.currentPlayer === null ? [] : [turn.currentPlayer];
}

/** What the match row's `active` column keeps of a state (for listings that must not read the state). */
export function turnOf(state: State): Turn {
  return { currentPlayer: state.ctx.currentPlayer, activePlayers: state.ctx.activePlayers ?? null };
}
