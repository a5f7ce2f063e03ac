/**
 * Structured log events: what happened, as data (kind, seat, ids, numbers, rule section), worded by the
 * client in the player's language, and redacted per viewer. Pure: no boardgame.io import.
 *
 * How they travel: a move's rules emit events through `MoveContext.emit` (common/engine.ts); the kit's
 * move wrapper (common/kit.ts) hands them to boardgame.io's log plugin (`log.setMetadata`), which in
 * 0.50.2 puts them on the move's deltalog entry (`initializeDeltalog` in reducer: `logEntry.metadata =
 * state.plugins.log.data.metadata`); the host stores every deltalog entry in its append-only match log
 * and must send each viewer only `redactEvents(logEventsOf(entry), viewer)`.
 */
import { z } from 'zod';
import type { Seat } from './decision';

export interface LogEvent {
  /** What happened, e.g. 'play', 'discard', 'stormRoll'. The client words it. */
  kind: string;
  /** The seat that acted or that the event is about. */
  seat?: Seat;
  /** Card, ship or convoy ids the event names. */
  ids?: string[];
  /** Numbers: dice, totals, counts (their meaning depends on the kind). */
  n?: number[];
  /** The rulebook section that applies, e.g. '§9' or '3.2.7'. */
  rule?: string;
  /**
   * Seats that may see this event as it is; absent: everybody. The others (and spectators) see `others`
   * instead, or nothing at all.
   */
  only?: Seat[];
  /** What a viewer outside `only` sees instead, e.g. a discard without the card's id. */
  others?: PublicLogEvent;
}

/** An event as a viewer receives it: no visibility fields left. */
export type PublicLogEvent = Omit<LogEvent, 'only' | 'others'>;

const MAX_EVENTS = 200;
const shortText = z.string().min(1).max(40);
const publicEvent = z.strictObject({
  kind: shortText,
  seat: z.string().max(4).optional(),
  ids: z.array(shortText).max(60).optional(),
  n: z.array(z.number()).max(60).optional(),
  rule: shortText.optional(),
});

/** The shape of a log event (also what `logEventsOf` accepts from a stored entry). */
export const LogEventSchema: z.ZodType<LogEvent> = publicEvent.extend({
  only: z.array(z.string().max(4)).max(16).optional(),
  others: publicEvent.optional(),
});

/** The metadata the kit puts on a deltalog entry. */
export const LogMetadataSchema = z.strictObject({
  events: z.array(LogEventSchema).max(MAX_EVENTS),
  /** The move may be taken back by its seat while nobody has acted since (engine.ts, MoveDef.undoable). */
  undo: z.literal(true).optional(),
});

/** Whether a stored deltalog entry's move may be taken back (the kit marked it so). */
export function undoableEntry(entry: { metadata?: unknown } | null | undefined): boolean {
  const parsed = LogMetadataSchema.safeParse(entry?.metadata);
  return parsed.success && parsed.data.undo === true;
}
export type LogMetadata = z.output<typeof LogMetadataSchema>;

/** The events a stored deltalog entry carries (none when it carries no valid kit metadata). */
export function logEventsOf(entry: { metadata?: unknown } | null | undefined): LogEvent[] {
  const parsed = LogMetadataSchema.safeParse(entry?.metadata);
  return parsed.success ? parsed.data.events : [];
}

/**
 * The events `viewer` may see (a seat, or null for a spectator), in order: an event limited to other
 * seats is replaced by its `others` form, or left out when it has none.
 */
export function redactEvents(events: readonly LogEvent[], viewer: Seat | null): PublicLogEvent[] {
  const out: PublicLogEvent[] = [];
  for (const e of events) {
    const { only, others, ...shown } = e;
    if (!only || (viewer !== null && only.includes(viewer))) out.push(shown);
    else if (others) out.push({ ...others });
  }
  return out;
}

/** Collects the events of one move (the kit creates one per move; rules call `emit`). */
export function eventCollector(): { events: LogEvent[]; emit(e: LogEvent): void } {
  const events: LogEvent[] = [];
  return { events, emit: (e) => void events.push(e) };
}
