import { INVALID_MOVE } from 'boardgame.io/core';

import type { Reason, Refusal } from './refusal';

export { reasonText, refuse, type Reason, type Refusal } from './refusal';

/**
 * Moves reject an action by returning `illegal(reason)`. boardgame.io only knows INVALID_MOVE, so the
 * reason is parked here for the host to read right after the (synchronous) reducer call. The reducer is
 * synchronous and Node runs one reducer at a time, so a single slot is enough.
 */
let lastReason: Reason | undefined;

export function illegal(reason: Reason): typeof INVALID_MOVE {
  lastReason = reason;
  return INVALID_MOVE;
}

/** Read and clear the reason recorded by the last `illegal()` call. */
export function takeIllegalReason(): Refusal | undefined {
  const r = lastReason;
  lastReason = undefined;
  if (r === undefined) return undefined;
  return typeof r === 'string' ? { code: '', text: r } : r;
}

export { INVALID_MOVE };
