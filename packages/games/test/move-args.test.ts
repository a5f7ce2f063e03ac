/**
 * Every move declares its arguments (GameModule.moveArgs, built by the game kit from each game's moves.ts):
 * (a) every action ai.enumerate offers in seeded playouts of both games (every mode) parses with its move's
 * schema, from the acting seat's view; (b) for every move, an extra argument, a missing required argument,
 * a wrong type and oversized strings and arrays are refused, by the schema and by the move itself when it
 * reaches boardgame.io's reducer.
 */
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import type { State } from 'boardgame.io';

const previousEnv = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { registry, enumerateActions, playout, seededRandom, takeIllegalReason, viewOf } = require('../src') as typeof import('../src');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { configFor } = require('../src/kaisers-pirates/fuzz-run') as typeof import('../src/kaisers-pirates/fuzz-run');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const kp = require('../src/kaisers-pirates/test-fixture') as typeof import('../src/kaisers-pirates/test-fixture');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { enumerate } = require('../src/kaisers-pirates/rules/enumerate') as typeof import('../src/kaisers-pirates/rules/enumerate');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { playerView } = require('../src/kaisers-pirates/view') as typeof import('../src/kaisers-pirates/view');

afterAll(() => {
  process.env.NODE_ENV = previousEnv;
});

type Slug = 'atlantic-storm' | 'kaisers-pirates';

/**
 * The arity of every move: required arguments, and valid values for its optional trailing arguments
 * (moves.ts of each game).
 */
const ARITY: Record<Slug, Record<string, { required: number; optional: unknown[] }>> = {
  'atlantic-storm': {
    chooseConvoy: { required: 1, optional: [] },
    declareZone: { required: 1, optional: [] },
    play: { required: 1, optional: [] },
    discard: { required: 1, optional: [] },
    discardHand: { required: 0, optional: [] },
    stormTarget: { required: 1, optional: [] },
    supply: { required: 1, optional: [] },
    distributeSpoils: { required: 1, optional: [] },
    soloZone: { required: 1, optional: [] },
    soloPlace: { required: 1, optional: [] },
    soloResolve: { required: 1, optional: [] },
    soloWithdraw: { required: 1, optional: [] },
  },
  'kaisers-pirates': {
    commit: { required: 1, optional: [] },
    reveal: { required: 1, optional: [{}] },
    leaveRefuge: { required: 1, optional: [true] },
    prizeResupply: { required: 2, optional: [] },
    finishTurn: { required: 0, optional: [null] },
    nextTarget: { required: 1, optional: [{}] },
    react: { required: 1, optional: [] },
    decline: { required: 0, optional: [] },
    choose: { required: 1, optional: [] },
    intelOrder: { required: 1, optional: [] },
    keepShips: { required: 1, optional: [] },
  },
};

/** Every move name a boardgame.io game defines (top level and in stages). */
function gameMoveNames(slug: Slug): string[] {
  const game = registry[slug].game;
  const names = new Set(Object.keys(game.moves ?? {}));
  for (const st of Object.values(game.turn?.stages ?? {})) for (const k of Object.keys((st as { moves?: object }).moves ?? {})) names.add(k);
  return [...names].sort();
}

/** One valid argument list per move, from the actions ai.enumerate offered (checked in test (a)). */
const samples: Record<Slug, Record<string, unknown[]>> = { 'atlantic-storm': {}, 'kaisers-pirates': {} };
const counts: Record<Slug, Record<string, number>> = { 'atlantic-storm': {}, 'kaisers-pirates': {} };

function checkPlayout(slug: Slug, numPlayers: number, options: unknown, seed: string, choiceSeed: number, refused: string[]): void {
  const mod = registry[slug];
  playout(mod, {
    numPlayers,
    options,
    seed,
    random: seededRandom(choiceSeed),
    choose: (view, seat, random) => {
      const acts = enumerateActions(mod, view, seat);
      for (const a of acts) {
        const schema = mod.moveArgs[a.name];
        if (!schema || !schema.safeParse(a.args).success) refused.push(`${slug} ${a.name}(${JSON.stringify(a.args)})`);
        counts[slug][a.name] = (counts[slug][a.name] ?? 0) + 1;
        samples[slug][a.name] ??= a.args;
      }
      return acts[Math.floor(random() * acts.length)];
    },
  });
}

describe('moveArgs', () => {
  test.each(['atlantic-storm', 'kaisers-pirates'] as const)('%s: moveArgs lists exactly the moves of the game', (slug) => {
    expect(Object.keys(registry[slug].moveArgs).sort()).toEqual(gameMoveNames(slug));
    expect(Object.keys(ARITY[slug]).sort()).toEqual(gameMoveNames(slug));
  });

  test("(a) every action ai.enumerate offers in seeded playouts of both games parses with its move's schema", () => {
    const refused: string[] = [];
    const asModes: Array<[number, Record<string, unknown>]> = [
      [3, { mode: 'basic' }],
      [6, { mode: 'basic' }],
      [4, { mode: 'advanced' }],
      [5, { mode: 'advanced', convoySelection: false }],
      [6, { mode: 'advanced' }],
      [2, { mode: 'twoPlayer' }],
      [1, { mode: 'solitaire' }],
      [1, { mode: 'solitaire', soloSide: 'german' }],
    ];
    for (let i = 0; i < 32; i++) checkPlayout('atlantic-storm', asModes[i % 8][0], asModes[i % 8][1], `args-as-${i}`, 70_000 + i, refused);
    for (let i = 0; i < 40; i++) {
      const c = configFor(i);
      checkPlayout('kaisers-pirates', c.numPlayers, i % 2 ? { ...c.options, prizeResupply: true } : c.options, `args-kp-${i}`, 80_000 + i, refused);
    }
    // 6.12 Prize Resupply needs a prize and a ship with Limited Supplies at once, which random games
    // seldom reach: one scripted table (as in cards.test.ts 3.2.6) where the seat may resupply. Two
    // ships short of supplies, so the seat chooses (with one of each the resupply is automatic, 6.12.1).
    const G = kp.table({
      players: 2,
      options: { prizeResupply: true },
      ships: {
        '0': ['ws_dresden'],
        '1': [
          { id: 'rd_geier', ls: true },
          { id: 'rd_leopard', ls: true },
          { id: 'm_appam', prize: true },
        ],
      },
    });
    kp.begin(G, '1');
    kp.act(G, '1', 'commit', [[]]);
    const offered = enumerate(playerView(G, '1'), '1');
    for (const a of offered) {
      if (!registry['kaisers-pirates'].moveArgs[a.move]?.safeParse(a.args).success) refused.push(`kaisers-pirates ${a.move}(${JSON.stringify(a.args)})`);
      counts['kaisers-pirates'][a.move] = (counts['kaisers-pirates'][a.move] ?? 0) + 1;
      samples['kaisers-pirates'][a.move] ??= a.args;
    }
    expect(refused).toEqual([]);
    // Every move was offered at least once (so (b) tests each with a real argument list).
    for (const slug of ['atlantic-storm', 'kaisers-pirates'] as const) expect(Object.keys(samples[slug]).sort()).toEqual(gameMoveNames(slug));
    console.log(`enumerated actions checked: ${JSON.stringify(counts)}`);
  }, 300_000);

  const JUNK = 'x'.repeat(60_000);
  /** A value of a type no argument of any move takes: a 60 KB string, an object with an unknown key, a fraction. */
  const WRONG: unknown[] = [JUNK, { junk: JUNK }, 1.5];

  /** Every string of `v` made 60 KB long, every array 5,000 entries long (copies of its first entry, or junk). */
  function inflate(v: unknown): unknown {
    if (typeof v === 'string') return JUNK;
    if (Array.isArray(v)) return Array.from({ length: 5000 }, () => inflate(v.length ? v[0] : JUNK));
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, inflate(x)]));
    return v;
  }

  /** A full-length valid argument list for the move: the enumerated sample, completed with valid optional values. */
  function full(slug: Slug, move: string): unknown[] {
    const { required, optional } = ARITY[slug][move];
    const s = samples[slug][move];
    return s.length >= required + optional.length ? s : [...s, ...optional.slice(s.length - required)];
  }

  test.each(['atlantic-storm', 'kaisers-pirates'] as const)(
    '(b) %s: for every move an extra argument, a missing argument, a wrong type and oversized values are refused',
    (slug) => {
      const mod = registry[slug];
      const accepted: string[] = [];
      const check = (move: string, args: unknown[], why: string) => {
        if (mod.moveArgs[move].safeParse(args).success) accepted.push(`${move}: ${why}`);
      };
      for (const move of gameMoveNames(slug)) {
        const { required, optional } = ARITY[slug][move];
        const args = full(slug, move);
        expect(args).toHaveLength(required + optional.length);
        expect(mod.moveArgs[move].safeParse(args).success).toBe(true);
        // The optional trailing arguments may be left out; the required ones may not.
        for (let n = required; n < args.length; n++) expect(mod.moveArgs[move].safeParse(args.slice(0, n)).success).toBe(true);
        check(move, [...args, 'extra'], 'an extra argument');
        check(move, [...args, JUNK], 'an extra 60 KB string');
        for (let n = 0; n < required; n++) check(move, args.slice(0, n), `only ${n} of ${required} required arguments`);
        for (let i = 0; i < args.length; i++)
          for (const w of WRONG)
            check(
              move,
              args.map((a, k) => (k === i ? w : a)),
              `argument ${i + 1} replaced by ${JSON.stringify(w).slice(0, 20)}`,
            );
        if (args.some((a) => (a !== null && typeof a === 'object') || typeof a === 'string')) check(move, args.map(inflate), 'oversized strings and arrays');
        check(move, [args], 'the argument list wrapped in an array');
      }
      expect(accepted).toEqual([]);
    },
  );

  test("the kit's move wrapper refuses what the schema refuses, before any rule runs (through boardgame.io's reducer)", () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const slug of ['atlantic-storm', 'kaisers-pirates'] as const) {
      const mod = registry[slug];
      const game = { ...mod.game, seed: 'args' };
      const reducer = CreateGameReducer({ game });
      const state = InitializeGame({ game, numPlayers: 3, setupData: { options: {} } }) as State;
      const seat = Object.keys(state.ctx.activePlayers ?? {})[0] ?? state.ctx.currentPlayer;
      const [first] = enumerateActions(mod, viewOf(mod, state, seat), seat);
      const bad = reducer(state, { type: 'MAKE_MOVE', payload: { type: first.name, args: [...first.args, JUNK], playerID: seat } } as never) as State & {
        transients?: { error?: unknown };
      };
      expect(bad.transients?.error).toBeDefined();
      expect(takeIllegalReason()?.text).toMatch(new RegExp(`^Invalid arguments for ${first.name}: `));
      expect(bad.G).toBe(state.G);
      const good = reducer(state, { type: 'MAKE_MOVE', payload: { type: first.name, args: first.args, playerID: seat } } as never) as State & {
        transients?: { error?: unknown };
      };
      expect(good.transients?.error).toBeUndefined();
    }
    quiet.mockRestore();
  });
});
