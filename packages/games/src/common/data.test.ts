import { copyPlain, shareUnchanged } from './data';
import { seededRandom } from './random';

function randomTree(r: () => number, depth = 0): unknown {
  const k = Math.floor(r() * (depth > 3 ? 4 : 6));
  if (k === 0) return Math.floor(r() * 5);
  if (k === 1) return ['a', 'b', ''][Math.floor(r() * 3)];
  if (k === 2) return r() < 0.5 ? null : true;
  if (k === 3) return Array.from({ length: Math.floor(r() * 4) }, () => randomTree(r, depth + 1));
  const o: Record<string, unknown> = {};
  for (let i = Math.floor(r() * 4); i > 0; i--) o[`k${Math.floor(r() * 5)}`] = randomTree(r, depth + 1);
  return o;
}

/** A deep copy with a few leaves changed, keys added or removed, arrays grown or shrunk. */
function edited(v: unknown, r: () => number): unknown {
  if (Array.isArray(v)) {
    const a = v.map((x) => edited(x, r));
    if (r() < 0.1) a.push(randomTree(r, 3));
    if (r() < 0.1) a.pop();
    return a;
  }
  if (v && typeof v === 'object') {
    const o: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) if (r() > 0.05) o[k] = edited(x, r);
    if (r() < 0.1) o.extra = randomTree(r, 3);
    return o;
  }
  return r() < 0.08 ? randomTree(r, 4) : v;
}

/** Every object node of `v`, with its path. */
function nodes(v: unknown, path = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (v && typeof v === 'object') {
    out.set(path, v);
    for (const [k, x] of Object.entries(v)) nodes(x, `${path}/${k}`, out);
  }
  return out;
}

test('shareUnchanged keeps the value of next, and takes every subtree equal to prev from prev (3,000 random pairs)', () => {
  const r = seededRandom(11);
  let sharedNodes = 0;
  let changedNodes = 0;
  for (let i = 0; i < 3000; i++) {
    const prev = { a: randomTree(r), b: randomTree(r), c: [randomTree(r), randomTree(r)] };
    const next = edited(prev, r);
    const expected = JSON.stringify(next);
    const prevJson = JSON.stringify(prev);
    const out = shareUnchanged(next, prev);
    expect(JSON.stringify(out)).toBe(expected);
    expect(JSON.stringify(prev)).toBe(prevJson); // prev is never changed
    const before = nodes(prev);
    for (const [path, node] of nodes(out)) {
      const old = before.get(path);
      if (old !== undefined && JSON.stringify(old) === JSON.stringify(node)) {
        // Equal subtrees at the same path are prev's own.
        expect(node).toBe(old);
        sharedNodes++;
      } else changedNodes++;
    }
  }
  expect(sharedNodes).toBeGreaterThan(1000);
  expect(changedNodes).toBeGreaterThan(1000);
});

test('shareUnchanged returns prev itself for an equal copy; with freeze, kept nodes are frozen and frozen ones taken as they are', () => {
  const prev = { x: [1, { y: 2 }], z: 'z' };
  expect(shareUnchanged(copyPlain(prev), prev)).toBe(prev);
  const next = { x: [1, { y: 3 }], z: 'z', fixed: Object.freeze({ w: 1 }) };
  const out = shareUnchanged(next, prev, true) as typeof next;
  expect(Object.isFrozen(out)).toBe(true);
  expect(Object.isFrozen(out.x)).toBe(true);
  expect(Object.isFrozen(out.x[1])).toBe(true);
  expect(out.fixed).toBe(next.fixed);
  // Without freeze nothing is frozen.
  const loose = shareUnchanged({ x: [1, { y: 4 }] }, prev) as { x: unknown[] };
  expect(Object.isFrozen(loose) || Object.isFrozen(loose.x)).toBe(false);
});
