const hasOwn = Object.prototype.hasOwnProperty;

/**
 * A deep copy of plain JSON-like data (objects, arrays, primitives). Several times faster than
 * structuredClone on game states; own keys are walked with for-in, which allocates no key arrays.
 */
export function copyPlain<T>(v: T): T {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) {
    const a = new Array(v.length);
    for (let i = 0; i < v.length; i++) {
      const x = v[i];
      a[i] = x !== null && typeof x === 'object' ? copyPlain(x) : x;
    }
    return a as T;
  }
  const o: Record<string, unknown> = {};
  const src = v as Record<string, unknown>;
  for (const k in src) {
    if (!hasOwn.call(src, k)) continue;
    const x = src[k];
    o[k] = x !== null && typeof x === 'object' ? copyPlain(x) : x;
  }
  return o as T;
}

// Local references: in sandboxed runtimes (e.g. jest's vm contexts) global lookups are slow.
const isFrozen = Object.isFrozen;
const freezeObject = Object.freeze;
const isArray = Array.isArray;

/**
 * Structural sharing: every subtree of `next` equal to the same subtree of `prev` is replaced by the `prev`
 * subtree, so identity tells what did not change (view patches skip such subtrees unvisited). `next` is
 * changed in place; the result is `prev` itself when the two are equal throughout. With `freeze`, every
 * node kept from `next` is frozen, bottom-up, and frozen subtrees of `next` are taken as they are (immer
 * then has nothing left to walk or freeze). Keys are walked with for-in (own keys only) rather than
 * Object.keys: this runs on every move and for-in allocates no key arrays.
 */
export function shareUnchanged(next: unknown, prev: unknown, freeze = false): unknown {
  if (next === prev || next === null || typeof next !== 'object' || isFrozen(next)) return next;
  let same: boolean;
  if (isArray(next)) {
    const p = isArray(prev) ? (prev as unknown[]) : undefined;
    same = p !== undefined && p.length === next.length;
    for (let i = 0; i < next.length; i++) {
      const v = next[i];
      if (v !== null && typeof v === 'object') next[i] = shareUnchanged(v, p?.[i], freeze);
      if (!p || next[i] !== p[i]) same = false;
    }
  } else {
    const p = prev !== null && typeof prev === 'object' && !isArray(prev) ? (prev as Record<string, unknown>) : undefined;
    const n = next as Record<string, unknown>;
    same = p !== undefined;
    let count = 0;
    for (const k in n) {
      if (!hasOwn.call(n, k)) continue;
      count++;
      const v = n[k];
      if (v !== null && typeof v === 'object') n[k] = shareUnchanged(v, p?.[k], freeze);
      if (!p || n[k] !== p[k] || !hasOwn.call(p, k)) same = false;
    }
    if (same) for (const k in p) if (hasOwn.call(p, k) && --count < 0) same = false;
  }
  if (same) return prev;
  return freeze ? freezeObject(next) : next;
}
