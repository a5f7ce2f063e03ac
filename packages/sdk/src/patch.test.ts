import { seededRandom as rng } from '@quarterdeck/games';
import { applyPatch, DiffMemo, diffView, followUpdate, type PatchOp } from './patch';

/** What a client holds: the JSON form of what the server had. */
const wire = <T>(v: T): T => JSON.parse(JSON.stringify(v));

function randomValue(r: () => number, depth: number): unknown {
  const k = Math.floor(r() * (depth > 3 ? 5 : 8));
  switch (k) {
    case 0:
      return Math.floor(r() * 10);
    case 1:
      return ['a', 'ünï "q"', '', 'a log line long enough to append to', 'Round 1: ünï "quoted" line'][Math.floor(r() * 5)];
    case 2:
      return r() < 0.5;
    case 3:
      return null;
    case 4:
      return r() < 0.3 ? undefined : 1.5;
    case 5:
    case 6: {
      const o: Record<string, unknown> = {};
      for (let i = Math.floor(r() * 5); i > 0; i--) o[`k${Math.floor(r() * 6)}`] = randomValue(r, depth + 1);
      return o;
    }
    default:
      return Array.from({ length: Math.floor(r() * 4) }, () => randomValue(r, depth + 1));
  }
}

/** A changed copy sharing untouched parts with the original, the way immer shares a state's subtrees. */
function mutate(v: unknown, r: () => number, depth = 0): unknown {
  if (r() < 0.5) return v;
  if (Array.isArray(v)) {
    if (r() < 0.35) return [...v.map((x) => (r() < 0.2 ? mutate(x, r, depth + 1) : x)), randomValue(r, depth + 1)];
    if (r() < 0.2 && v.length) return v.slice(1);
    return v.map((x) => mutate(x, r, depth + 1));
  }
  if (v && typeof v === 'object') {
    const o: Record<string, unknown> = { ...(v as object) };
    for (const k of Object.keys(o)) {
      if (r() < 0.15) delete o[k];
      else o[k] = mutate(o[k], r, depth + 1);
    }
    if (r() < 0.2) o[`n${Math.floor(r() * 4)}`] = randomValue(r, depth + 1);
    return o;
  }
  if (typeof v === 'string' && r() < 0.7) return `${v}\nanother line ${Math.floor(r() * 100)}`;
  return r() < 0.5 ? randomValue(r, depth) : v;
}

test('applying the diff of two views to the first gives the second, as a client would hold it (10,000 random pairs)', () => {
  const r = rng(42);
  let patched = 0;
  let textAppends = 0;
  let arrayAppends = 0;
  for (let i = 0; i < 10_000; i++) {
    const prev = { G: randomValue(r, 0), ctx: { turn: i, currentPlayer: String(i % 3) } };
    const next = mutate(prev, r) as typeof prev;
    const ops = diffView(prev, next);
    expect(ops).not.toBeNull();
    const held = wire(prev);
    const before = JSON.stringify(held);
    // The patch travels as JSON too.
    const got = applyPatch(held, wire(ops!));
    expect(got).toEqual(wire(next));
    expect(JSON.stringify(held)).toBe(before); // the held view is not changed in place
    // In place (the load generator's way): the held view itself becomes the new one.
    const own = wire(prev);
    expect(applyPatch(own, wire(ops!), true)).toBe(own);
    expect(own).toEqual(wire(next));
    if (ops!.length) patched++;
    for (const op of ops!) {
      if (op.length === 3) textAppends++;
      const at = op[0].slice(0, -1).reduce<any>((c, k) => c?.[k], prev);
      if (Array.isArray(at) && op[0][op[0].length - 1] === at.length) arrayAppends++;
    }
  }
  expect(patched).toBeGreaterThan(2500);
  // both kinds of append were exercised
  expect(textAppends).toBeGreaterThan(40);
  expect(arrayAppends).toBeGreaterThan(40);
});

test('with a memo shared by the viewers of one change, every viewer gets the patch it would get alone (2,000 random states, 4 viewers)', () => {
  const r = rng(7);
  let reused = 0;
  for (let i = 0; i < 2000; i++) {
    // A state whose views share every part but each viewer's own one, the way a game's playerView builds them.
    const prev = { table: randomValue(r, 1), log: randomValue(r, 1), seats: [0, 1, 2, 3].map(() => randomValue(r, 1)), ctx: { turn: i, active: { '0': 'x' } } };
    const next = mutate(prev, r) as typeof prev;
    const views = (s: typeof prev, v: number) => ({ G: { table: s.table, log: s.log, mine: s.seats?.[v] }, ctx: s.ctx });
    const memo = new DiffMemo();
    const patches = [0, 1, 2, 3].map((v) => diffView(views(prev, v), views(next, v), memo));
    for (let v = 0; v < 4; v++) expect(patches[v]).toEqual(diffView(views(prev, v), views(next, v)));
    // Parts shared by the views were worked out once: later viewers hold the very same operations.
    const first = new Set(patches[0] ?? []);
    reused += (patches[3] ?? []).filter((op) => first.has(op)).length;
  }
  expect(reused).toBeGreaterThan(300);
});

test('a memo reuses operations only for the same pair at the same path', () => {
  const before = { k: 1 };
  const after = { k: 2 };
  const memo = new DiffMemo();
  expect(diffView({ G: { a: before }, ctx: {} }, { G: { a: after }, ctx: {} }, memo)).toEqual([[['G', 'a', 'k'], 2]]);
  // The same pair under another key, and the same new subtree against another earlier one.
  expect(diffView({ G: { b: before }, ctx: {} }, { G: { b: after }, ctx: {} }, memo)).toEqual([[['G', 'b', 'k'], 2]]);
  expect(diffView({ G: { a: { k: 5, j: 1 } }, ctx: {} }, { G: { a: after }, ctx: {} }, memo)).toEqual([[['G', 'a', 'k'], 2], [['G', 'a', 'j']]]);
});

test('an unchanged view gives an empty patch; shared subtrees are not visited', () => {
  const shared = { big: Array.from({ length: 1000 }, (_, i) => ({ i })) };
  let reads = 0;
  const watched = new Proxy(shared, { get: (t, k) => (reads++, (t as any)[k]), ownKeys: (t) => (reads++, Reflect.ownKeys(t)) });
  expect(diffView({ G: { a: 1, s: watched }, ctx: {} }, { G: { a: 2, s: watched }, ctx: {} })).toEqual([[['G', 'a'], 2]]);
  expect(reads).toBe(0);
  const v = { G: { x: [1, 2] }, ctx: { turn: 1 } };
  expect(diffView(v, v)).toEqual([]);
});

test('the operations: set, delete, undefined as absent, arrays that shrink sent whole, changes of kind', () => {
  const prev = { G: { a: 1, gone: 'x', undef: 3, list: [1, 2, 3], grid: [[1], [2]], kind: { x: 1 }, nothing: null }, ctx: { p: '0' } };
  const next = { G: { a: 1, undef: undefined, list: [1, 2], grid: [[1], [5]], kind: [1], nothing: { y: 2 }, added: true }, ctx: { p: '1' } };
  const ops = diffView(prev, next)!;
  expect(ops).toEqual(
    expect.arrayContaining<PatchOp>([
      [['G', 'gone']],
      [['G', 'undef']],
      [
        ['G', 'list'],
        [1, 2],
      ],
      [['G', 'grid', 1, 0], 5],
      [['G', 'kind'], [1]],
      [['G', 'nothing'], { y: 2 }],
      [['G', 'added'], true],
      [['ctx', 'p'], '1'],
    ]),
  );
  expect(ops).toHaveLength(8);
  expect(applyPatch(wire(prev), wire(ops))).toEqual(wire(next));
  // A change at the root is not a patch: the whole view is sent.
  expect(diffView({ G: 1 }, [1])).toBeNull();
  expect(diffView(1, 2)).toBeNull();
});

test('growth is sent as appends: arrays get their new elements, long strings their new text', () => {
  const block = 'Round 1: the escort screens the convoy.';
  const entries = [{ t: 'a' }, { t: 'b' }];
  const prev = { G: { log: [block], entries, short: 'ab', fresh: [] as number[] }, ctx: {} };
  const next = {
    G: { log: [`${block}\nRound 2: a U-boat attacks.`, ''], entries: [...entries, { t: 'c' }, undefined], short: 'abc', fresh: [1] },
    ctx: {},
  };
  const ops = diffView(prev, next)!;
  expect(ops).toEqual([
    [['G', 'log', 0], '+', '\nRound 2: a U-boat attacks.'],
    [['G', 'log', 1], ''],
    [['G', 'entries', 2], { t: 'c' }],
    [['G', 'entries', 3], undefined],
    [['G', 'short'], 'abc'], // too short to be worth an append
    [['G', 'fresh'], [1]], // nothing kept: sent whole
  ]);
  // undefined travels as null, as in a full view's JSON
  expect(applyPatch(wire(prev), wire(ops))).toEqual(wire(next));
  // An array that grew while most old elements changed (an insertion at the front) is sent whole.
  expect(diffView({ G: { l: [1, 2, 3] }, ctx: {} }, { G: { l: [0, 1, 2, 3] }, ctx: {} })).toEqual([
    [
      ['G', 'l'],
      [0, 1, 2, 3],
    ],
  ]);
  // A string that changed other than at its end is set whole.
  expect(diffView({ G: { s: block }, ctx: {} }, { G: { s: `X${block}` }, ctx: {} })).toEqual([[['G', 's'], `X${block}`]]);
});

test('a patch that does not fit is refused (the client then resynchronises); nothing reaches a prototype', () => {
  const view = { G: { a: [1, 2], o: { k: 1 } }, ctx: {} };
  expect(() => applyPatch(view, [[['G', 'missing', 'x'], 1]])).toThrow(/no container/);
  expect(() => applyPatch(view, [[['G', 'a', 3], 1]])).toThrow(/outside the array/); // appends only at the end
  expect(() => applyPatch(view, [[['G', 'a', 0.5], 1]])).toThrow(/outside the array/);
  expect(() => applyPatch(view, [[['G', 'o', 'k'], '+', 'x']])).toThrow(/no text/);
  expect(() => applyPatch(view, [[['G', 'o', 'k'], '-', 'x'] as any])).toThrow(/malformed/);
  expect(() => applyPatch(view, [[['G', 'o', 'k'], '+', 5] as any])).toThrow(/malformed/);
  expect(() => applyPatch(view, [[['G', 'a', 0]]])).toThrow(/array element/);
  expect(() => applyPatch(view, [[[], 1]])).toThrow(/malformed/);
  expect(() => applyPatch(view, [['G' as any, 1]])).toThrow(/malformed/);
  expect(() => applyPatch(view, [[['__proto__', 'polluted'], true]])).toThrow(/forbidden/);
  expect(() => applyPatch(view, [[['G', 'constructor'], 1]])).toThrow(/forbidden/);
  expect(() => applyPatch(null, [[['G'], 1]])).toThrow(/no view/);
  expect(({} as any).polluted).toBeUndefined();
  expect(view).toEqual({ G: { a: [1, 2], o: { k: 1 } }, ctx: {} });
});

test('following updates: newer whole views are taken, patches only on the state they were made from, the rest resyncs', () => {
  const held = { stateId: 4, view: { G: { n: 1 }, ctx: {} } as any };
  expect(followUpdate(held, { stateId: 4, view: { G: { n: 9 }, ctx: {} } })).toBeNull();
  expect(followUpdate(held, { stateId: 3, base: 2, patch: [] })).toBeNull();
  expect(followUpdate(held, { stateId: 6, view: { G: { n: 6 }, ctx: {} } })).toEqual({ stateId: 6, view: { G: { n: 6 }, ctx: {} } });
  expect(followUpdate(held, { stateId: 5, base: 4, patch: [[['G', 'n'], 2]] })).toEqual({ stateId: 5, view: { G: { n: 2 }, ctx: {} } });
  expect(followUpdate(held, { stateId: 6, base: 5, patch: [[['G', 'n'], 3]] })).toBe('resync');
  expect(followUpdate(held, { stateId: 5, base: 4, patch: [[['G', 'missing', 'x'], 3]] })).toBe('resync');
  expect(followUpdate({ stateId: -1, view: null }, { stateId: 1, base: -1, patch: [] })).toBe('resync');
  expect(held.view).toEqual({ G: { n: 1 }, ctx: {} });
});
