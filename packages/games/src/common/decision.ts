/**
 * The decision a game waits for. Every game keeps exactly one pending decision in its public state (or
 * none while the game is over): one seat answers it, or several seats answer it independently (a
 * simultaneous choice, committed one by one). The seats boardgame.io makes active are derived from it,
 * and nothing else. Pure: no boardgame.io import.
 */
/** A seat is boardgame.io's playerID: "0", "1", ... */
export type Seat = string;

export type Decision = { readonly kind: string; readonly seat: Seat } | { readonly kind: string; readonly seats: readonly Seat[] };

/** The seats that must answer `d` now, in order. */
export function decidingSeats(d: Decision | null | undefined): Seat[] {
  if (!d) return [];
  return 'seats' in d ? [...d.seats] : [d.seat];
}

/** The seats that must answer, each in a stage named after the decision's kind. */
export function decisionStages(d: Decision | null | undefined): Record<Seat, string> {
  const out: Record<Seat, string> = {};
  if (!d) return out;
  for (const s of decidingSeats(d)) out[s] = d.kind;
  return out;
}
