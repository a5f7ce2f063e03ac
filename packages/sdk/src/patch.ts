/**
 * View patches: after a move, a viewer is sent only what changed in its own view since the state it
 * already holds. The server diffs the viewer's previous view against its new one (never the full state,
 * so a patch carries nothing the full view would not); the client applies the patch to a copy.
 *
 * A patch is a list of operations, applied in order:
 * - `[path, value]` sets the value at `path` (object keys and array indices from the root of the view);
 *   an array index equal to the array's length appends;
 * - `[path]` deletes the object key at `path`;
 * - `[path, '+', text]` appends `text` to the string at `path` (game logs grow this way).
 * An array that grew is sent as the changes to its old elements plus appends; one that shrank, or that
 * grew while most of its old elements changed, is sent whole. Values follow JSON: a key whose new value is `undefined` is
 * deleted, as JSON.stringify would leave it out of a full view.
 */
export type PatchPath = Array<string | number>;
export type PatchOp = [PatchPath, unknown] | [PatchPath] | [PatchPath, '+', string];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

function samePath(x: PatchPath, y: PatchPath): boolean {
  if (x.length !== y.length) return false;
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  return true;
}

/** A string shorter than this is sent whole when it grows: an append would save little. */
const MIN_KEPT_FOR_APPEND = 16;

/**
 * Operations already worked out during one broadcast, for subtrees that several viewers' views share.
 * Viewers' views of one state are mostly the same objects (everything but each seat's own secrets): the
 * operations for a pair (earlier subtree, new subtree) at a path depend on nothing else, so the next viewer
 * whose views hold the very same pair at the same path reuses them instead of walking it again. Only
 * subtrees at most `depth` keys below the root are remembered (a view's top-level parts). Use one memo per
 * state change, never across states.
 */
export class DiffMemo {
  readonly entries = new Map<object, { prev: unknown; at: PatchPath; ops: PatchOp[] }>();
  constructor(readonly depth = 2) {}
}

/**
 * The operations that turn `prev` into `next`, or null when the change is at the root (send the whole
 * view instead). Unchanged subtrees are skipped by identity first, so views built on boardgame.io's
 * structurally shared states cost little to compare. Keys are walked with for-in, which allocates no key
 * arrays (this runs for every viewer of every move). With a `memo`, subtrees another viewer's views share
 * with these are not walked again (see DiffMemo); the result is the same.
 */
export function diffView(prev: unknown, next: unknown, memo?: DiffMemo): PatchOp[] | null {
  const d = new Differ(memo);
  d.walk(prev, next);
  return d.ops.some((op) => op[0].length === 0) ? null : d.ops;
}

/**
 * One diff's state: the operations so far and the path being walked (pushed and popped as it goes). A
 * class rather than closures, so a diff creates no functions (the TypeScript loader names every closure it
 * creates, at a cost on this hot path).
 */
class Differ {
  readonly ops: PatchOp[] = [];
  private path: PatchPath = [];
  constructor(private memo: DiffMemo | undefined) {}

  walk(a: unknown, b: unknown): void {
    if (a === b) return;
    if (isObject(a) && isObject(b) && Array.isArray(a) === Array.isArray(b)) {
      const depth = this.path.length;
      if (this.memo && depth > 0 && depth <= this.memo.depth) this.shared(a, b);
      else this.containers(a, b);
      return;
    }
    this.values(a, b);
  }

  /** A subtree near the root: reuse the operations another viewer's diff found for the same pair here. */
  private shared(a: object, b: object): void {
    const entries = this.memo!.entries;
    const known = entries.get(b);
    if (known && known.prev === a && samePath(known.at, this.path)) {
      for (const op of known.ops) this.ops.push(op);
      return;
    }
    const start = this.ops.length;
    this.containers(a, b);
    entries.set(b, { prev: a, at: this.path.slice(), ops: this.ops.slice(start) });
  }

  private containers(a: object, b: object): void {
    if (Array.isArray(a)) return this.arrays(a, b as unknown[]);
    const ao = a as Record<string, unknown>;
    const bo = b as Record<string, unknown>;
    const { ops, path } = this;
    for (const k in bo) {
      if (!hasOwn(bo, k)) continue;
      const bv = bo[k];
      const av = hasOwn(ao, k) ? ao[k] : undefined;
      if (bv === undefined) {
        if (av !== undefined) ops.push([[...path, k]]);
        continue;
      }
      if (av === bv) continue;
      path.push(k);
      if (av === undefined) ops.push([path.slice(), bv]);
      else this.walk(av, bv);
      path.pop();
    }
    for (const k in ao) if (hasOwn(ao, k) && ao[k] !== undefined && !hasOwn(bo, k)) ops.push([[...path, k]]);
  }

  private arrays(a: unknown[], b: unknown[]): void {
    const { ops, path } = this;
    if (b.length < a.length || a.length === 0) {
      ops.push([path.slice(), b]);
      return;
    }
    const before = ops.length;
    let changed = 0;
    for (let i = 0; i < a.length; i++) {
      if (a[i] === b[i]) continue;
      const n = ops.length;
      path.push(i);
      this.walk(a[i], b[i]);
      path.pop();
      if (ops.length !== n) changed++;
    }
    if (b.length === a.length) return;
    // It grew: an append, unless most old elements changed too (an insertion at the front, a new list).
    if (changed > Math.max(1, a.length >> 1)) {
      ops.length = before;
      ops.push([path.slice(), b]);
      return;
    }
    for (let i = a.length; i < b.length; i++) ops.push([[...path, i], b[i]]);
  }

  private values(a: unknown, b: unknown): void {
    if (typeof a === 'string' && typeof b === 'string') {
      if (b.length > a.length && a.length >= MIN_KEPT_FOR_APPEND && b.startsWith(a)) {
        this.ops.push([this.path.slice(), '+', b.slice(a.length)]);
        return;
      }
    } else if (typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b)) return;
    // Numbers, strings, booleans, null, or a change of kind: set the new value.
    this.ops.push([this.path.slice(), b]);
  }
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Apply a patch to a copy of `view` (the original is left as it was: containers along each changed path
 * are copied, the rest is shared). Throws on a patch that does not fit the view; the caller then asks
 * for a full sync. `inPlace` changes `view` itself instead, for a holder that keeps no earlier view (the
 * benchmark's load generator); a patch that throws may then have changed part of it, so the holder must
 * replace it by a full sync, as it does anyway.
 */
export function applyPatch<T>(view: T, ops: PatchOp[], inPlace = false): T {
  if (!isObject(view)) throw new Error('patch: no view to apply it to');
  const copied = inPlace ? null : new Set<object>();
  const copy = <C extends object>(c: C): C => {
    const out = (Array.isArray(c) ? c.slice() : { ...c }) as C;
    copied!.add(out);
    return out;
  };
  const root = (copied ? copy(view as object) : view) as Record<string | number, unknown>;
  for (const op of ops) {
    if (!Array.isArray(op) || !Array.isArray(op[0]) || op[0].length === 0 || op.length > 3) throw new Error('patch: malformed operation');
    if (op.length === 3 && (op[1] !== '+' || typeof op[2] !== 'string')) throw new Error('patch: malformed operation');
    const path = op[0];
    let parent: any = root;
    for (let i = 0; i < path.length - 1; i++) {
      const key = path[i];
      if (typeof key === 'string' && FORBIDDEN_KEYS.has(key)) throw new Error('patch: forbidden key');
      const child = parent[key];
      if (!isObject(child)) throw new Error(`patch: no container at ${path.slice(0, i + 1).join('.')}`);
      if (copied && !copied.has(child)) parent[key] = parent = copy(child);
      else parent = child;
    }
    const last = path[path.length - 1];
    if (typeof last === 'string' && FORBIDDEN_KEYS.has(last)) throw new Error('patch: forbidden key');
    if (op.length === 1) {
      if (Array.isArray(parent)) throw new Error('patch: cannot delete an array element');
      delete parent[last];
    } else if (op.length === 3) {
      if (typeof parent[last] !== 'string') throw new Error('patch: no text to append to');
      parent[last] += op[2];
    } else {
      if (Array.isArray(parent) && (typeof last !== 'number' || !Number.isInteger(last) || last < 0 || last > parent.length))
        throw new Error('patch: index outside the array');
      parent[last] = op[1];
    }
  }
  return root as T;
}

/**
 * What a client holding `held` (its newest state and view) makes of an `update`: the new state and view;
 * 'resync' when it is a patch for a state the client does not hold (an update missed while reconnecting)
 * or one that does not fit; null when it is not newer than what the client holds. `inPlace`: see applyPatch.
 */
export function followUpdate<V>(
  held: { stateId: number; view: V | null },
  p: { stateId: number; view?: unknown; base?: number; patch?: PatchOp[] },
  inPlace = false,
): { stateId: number; view: V } | 'resync' | null {
  if (p.stateId <= held.stateId) return null;
  if (!p.patch) return { stateId: p.stateId, view: p.view as V };
  if (p.base !== held.stateId || held.view === null) return 'resync';
  try {
    return { stateId: p.stateId, view: applyPatch(held.view, p.patch, inPlace) };
  } catch {
    return 'resync';
  }
}
