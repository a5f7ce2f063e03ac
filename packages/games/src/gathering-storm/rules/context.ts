/** What every procedure gets: the state, the match's randomness and the structured log. Pure. */
import type { LogEvent } from '../../common/log';
import type { Rng } from '../../common/rng';
import type { GState } from './types';

export interface Ctx {
  G: GState;
  rng: Rng;
  emit(e: LogEvent): void;
}

/** A context for rules run outside a move (tests, setup): events are dropped. */
export function quietCtx(G: GState, rng: Rng): Ctx {
  return { G, rng, emit: () => {} };
}
