import { INVALID_MOVE } from 'boardgame.io/core';

/**
 * Moves reject an action by returning `illegal('reason')`. boardgame.io only knows INVALID_MOVE,
 * so the reason is parked here for the host to read right after the (synchronous) reducer call.
 * The reducer is synchronous and Node runs one reducer at a time, so a single slot is enough.
 */
let lastReason: string | undefined;

export function illegal(reason: string): typeof INVALID_MOVE {
  lastReason = reason;
  return INVALID_MOVE;
}

/** Read and clear the reason recorded by the last `illegal()` call. */
export function takeIllegalReason(): string | undefined {
  const r = lastReason;
  lastReason = undefined;
  return r;
}

export { INVALID_MOVE };
