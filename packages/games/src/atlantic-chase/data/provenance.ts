/**
 * Per-field provenance records. `common/data.ts` has no provenance helper (only copyPlain and
 * shareUnchanged), so this small one lives here, in the shape the other games' data already use.
 */
import type { Prov, Provenance } from './types';

export const R: Provenance = 'rulebook';
export const D: Provenance = 'derived';
export const S: Provenance = 'substitute';

/** Every field `fallback` unless `known` says otherwise. */
export function prov<F extends string>(fields: readonly F[], fallback: Provenance, known: Partial<Prov<F>> = {}): Prov<F> {
  const out = {} as Prov<F>;
  for (const f of fields) out[f] = known[f] ?? fallback;
  for (const k of Object.keys(known)) {
    if (!(fields as readonly string[]).includes(k)) throw new Error(`provenance for unknown field ${k}`);
  }
  return out;
}
