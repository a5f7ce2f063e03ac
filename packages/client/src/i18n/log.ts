/**
 * Structured log events (VisibleLogEntry.events: kind, seat, ids, numbers, rule) worded in the reader's
 * language: the sentence is the game catalogue's `log.<kind>`, with these values to interpolate:
 *
 *   {{seat}}            the seat's name (seatName)
 *   {{ids}}             the ids as names (the game's `name(id)`: cards keep their historical names), as a list
 *   {{id0}}, {{id1}}…   each of them
 *   {{n0}}, {{n1}}…     the numbers, formatted; {{count}} is n[0] (for plural forms: `log.<kind>_one`…)
 *   {{rule}}            the rulebook section, e.g. "§9"
 */
import type { VisibleLogEntry } from '../sdk';
import { i18n } from '.';
import { formatFor } from './format';
import { gameHas, type GameT } from './games';

export type LogEvent = NonNullable<VisibleLogEntry['events']>[number];

function eventValues(e: LogEvent, seatName: (s: number | string) => string, name: (id: string) => string = (id) => id): Record<string, unknown> {
  const f = formatFor(i18n.language);
  const values: Record<string, unknown> = { rule: e.rule ?? '' };
  if (e.seat !== undefined) values.seat = seatName(e.seat);
  const ids = (e.ids ?? []).map(name);
  values.ids = f.list(ids);
  ids.forEach((id, i) => (values[`id${i}`] = id));
  (e.n ?? []).forEach((n, i) => (values[`n${i}`] = f.number(n)));
  if (e.n?.length) values.count = e.n[0];
  return values;
}

/** The event as a sentence, or null when the game's catalogue has no `log.<kind>` (yet). */
export function wordEvent(slug: string, t: GameT, e: LogEvent, seatName: (s: number | string) => string, name?: (id: string) => string): string | null {
  const key = `log.${e.kind}`;
  if (!gameHas(slug, key, { count: e.n?.[0] })) return null;
  return t(key, eventValues(e, seatName, name));
}
