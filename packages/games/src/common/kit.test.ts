/**
 * The game kit on a small game of its own (two seats pick a secret number at once, then seat 0 rolls):
 * setup validation, events, stages from the decision, plain state, the match PRNG, the standard view,
 * argument schemas, the procedure interpreter, public summaries synced in one place, and structured log
 * events through boardgame.io's log plugin with per-viewer redaction.
 */
import { types } from 'node:util';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import type { State } from 'boardgame.io';
import { z } from 'zod';
import { smallInt } from './args';
import type { Decision, Seat } from './decision';
import { applyMove, setupGame, type Engine, type MoveDef } from './engine';
import { takeIllegalReason } from './illegal';
import { EVENT_NAMES, defineGame, setupProblem } from './kit';
import { logEventsOf, redactEvents, undoableEntry, type LogEvent } from './log';
import { interpreter, type ProcedureTable } from './procedure';
import type { Rng } from './rng';
import { standardView } from './view';

interface Toy {
  secret: { pool: number[]; stack: ToyFrame[] };
  players: Record<Seat, { pick: number | null }>;
  picked: Record<Seat, boolean>;
  rolls: number[];
  pending: Decision | null;
  over: boolean;
  /** Public summary kept by syncPublic. */
  poolSize: number;
}
type ToyFrame = { f: 'round'; step: 'pick' | 'roll' | 'end' } | { f: 'broken'; step: 'x' };
interface C {
  G: Toy;
  rng: Rng;
}

const seen: { G?: unknown } = {};
const procedures: ProcedureTable<ToyFrame, C> = {
  round: {
    step: (c, fr) => {
      const { G } = c;
      if (fr.step === 'pick') {
        const waiting = Object.keys(G.players).filter((s) => !G.picked[s]);
        if (waiting.length) G.pending = { kind: 'pick', seats: waiting };
        else fr.step = 'roll';
      } else if (fr.step === 'roll') G.pending = { kind: 'roll', seat: '0' };
      else {
        G.secret.stack.pop();
        if (G.rolls.length >= 2) G.over = true;
        else G.secret.stack.push({ f: 'round', step: 'pick' });
        for (const s of Object.keys(G.players)) G.picked[s] = false;
      }
    },
    answer: (c, fr, seat, a) => {
      const { G } = c;
      if (fr.step === 'pick') {
        if (a.move !== 'pick') return 'Pick a number';
        G.players[seat].pick = a.args[0] as number;
        G.picked[seat] = true;
        return undefined;
      }
      if (a.move !== 'roll') return 'Roll';
      G.rolls.push(c.rng.die(6));
      G.secret.pool.shift();
      fr.step = 'end';
      return undefined;
    },
  },
  broken: { step: () => {} },
};
const interp = interpreter<Toy, ToyFrame, C>({
  name: 'toy',
  procedures,
  stack: (G) => G.secret.stack,
  decision: (G) => G.pending,
  clearDecision: (G) => {
    G.pending = null;
  },
  isOver: (G) => G.over,
  idle: () => {
    throw new Error('toy: nothing to do');
  },
  maxSteps: 50,
});

const toMove = <A extends unknown[]>(name: string, args: z.ZodType<A>, answers: string[], extra: Partial<MoveDef<Toy, A>> = {}): MoveDef<Toy, A> => ({
  args,
  answers,
  ...extra,
  apply: (G, m, ...a) => {
    seen.G = G;
    const problem = interp.answer({ G, rng: m.rng }, m.seat, { move: name, args: a });
    if (!problem && name === 'pick')
      m.emit({ kind: 'pick', seat: m.seat, n: [a[0] as number], rule: '§1', only: [m.seat], others: { kind: 'pick', seat: m.seat } });
    if (!problem && name === 'roll') m.emit({ kind: 'roll', seat: m.seat, n: [G.rolls[G.rolls.length - 1]] });
    return problem;
  },
});

const engine: Engine<Toy, { rounds: number }> = {
  name: 'toy',
  setup: ({ seats, rng }) => {
    const G: Toy = {
      secret: { pool: rng.shuffle([1, 2, 3, 4, 5]), stack: [{ f: 'round', step: 'pick' }] },
      players: {},
      picked: {},
      rolls: [],
      pending: null,
      over: false,
      poolSize: -1,
    };
    for (const s of seats) {
      G.players[s] = { pick: null };
      G.picked[s] = false;
    }
    interp.run({ G, rng });
    return G;
  },
  moves: {
    pick: toMove('pick', z.tuple([smallInt(9)]), ['pick'], { redact: true }),
    roll: toMove('roll', z.tuple([]), ['roll']),
  },
  decision: (G) => G.pending,
  isOver: (G) => G.over,
  syncPublic: (G) => {
    G.poolSize = G.secret.pool.length;
  },
};

const toy = defineGame<Toy, { rounds: number }, Omit<Toy, 'secret'>>({
  slug: 'toy',
  title: 'Toy',
  summary: 'A test game.',
  minPlayers: 2,
  maxPlayers: 3,
  optionsSchema: z.strictObject({ rounds: z.number().int().min(1).max(3).default(1) }),
  playerCount: (o, n) => (o.rounds === 3 && n !== 3 ? 'Three rounds need three players' : undefined),
  engine,
  share: true,
  view: { mask: (v, _G, viewer) => (viewer === null ? { ...v, rolls: [] } : v) },
  enumerate: (view, seat) => (view.pending?.kind === 'roll' ? (seat === '0' ? [{ move: 'roll', args: [] }] : []) : [{ move: 'pick', args: [3] }]),
  gameover: (G) => (G.over ? { winners: ['0'] } : undefined),
  stages: true,
});

function start(numPlayers = 2) {
  const game = { ...toy.game, seed: 'toy' };
  const reducer = CreateGameReducer({ game });
  const state = InitializeGame({ game, numPlayers, setupData: { options: {} } }) as State<Toy>;
  const act = (s: State<Toy>, seat: Seat, type: string, args: unknown[]) =>
    reducer(s, { type: 'MAKE_MOVE', payload: { type, args, playerID: seat } } as never) as State<Toy> & {
      transients?: { error?: unknown };
      deltalog?: Array<{ metadata?: unknown; redact?: boolean }>;
    };
  return { state, act };
}

// boardgame.io logs every refused move on the console; the refusals here are on purpose.
let quietConsole: jest.SpyInstance;
beforeAll(() => {
  quietConsole = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(() => quietConsole.mockRestore());

describe('the game kit', () => {
  test("setup validation: the options schema, the player range, the game's player-count check", () => {
    expect(setupProblem(toy as never, {}, 2)).toBeUndefined();
    expect(setupProblem({ ...toy, playerCount: undefined } as never, { rounds: 9 }, 2)).toMatch(/less than or equal to 3|<=3/);
    expect(toy.game.validateSetupData!({ options: { rounds: 1, extra: true } }, 2)).toBeDefined();
    expect(toy.game.validateSetupData!({ options: {} }, 4)).toBe('Toy takes 2-3 players, not 4');
    // The module's answer is coded, so the client words it: the common catalogue's `refusals.playerCount`.
    expect(toy.playerCountOk!({} as never, 4)).toEqual({ code: 'playerCount', text: 'Toy takes 2-3 players, not 4', params: { min: 2, max: 3, n: 4 } });
    expect(toy.playerCountOk!({ rounds: 3 }, 2)).toBe('Three rounds need three players');
    expect(toy.playerCountOk!({ rounds: 3 }, 3)).toBeUndefined();
  });

  test('every event is disabled unless enabled; moves are long-form, server-only, never undone', () => {
    expect(toy.game.events).toEqual(Object.fromEntries(EVENT_NAMES.map((e) => [e, false])));
    const withPass = defineGame({ ...toyArgs(), events: { pass: true } });
    expect(withPass.game.events).toMatchObject({ pass: true, endTurn: false });
    expect(toy.game.moves!.pick).toMatchObject({ client: false, undoable: false, redact: true });
    expect(toy.game.moves!.roll).toMatchObject({ client: false, undoable: false });
    expect((toy.game.moves!.roll as { redact?: boolean }).redact).toBeUndefined();
    expect(Object.keys(toy.moveArgs)).toEqual(['pick', 'roll']);
  });

  test('active seats come from the pending decision, in stages named after it; a simultaneous decision is answered seat by seat', () => {
    const { state, act } = start();
    expect(state.G.poolSize).toBe(5); // synced after setup
    expect(state.ctx.activePlayers).toEqual({ '0': 'pick', '1': 'pick' });
    const s1 = act(state, '1', 'pick', [4]);
    expect(s1.transients?.error).toBeUndefined();
    expect(s1.ctx.activePlayers).toEqual({ '0': 'pick' });
    const wrongStage = act(s1, '0', 'roll', []);
    expect(wrongStage.transients?.error).toBeDefined();
    const s2 = act(s1, '0', 'pick', [2]);
    expect(s2.ctx.activePlayers).toEqual({ '0': 'roll' });
    const s3 = act(s2, '0', 'roll', []);
    expect(s3.G.rolls).toHaveLength(1);
    expect(s3.G.poolSize).toBe(4); // synced after the move
    expect(s3.ctx.activePlayers).toEqual({ '0': 'pick', '1': 'pick' });
  });

  test('moves run on plain state (no immer draft), return frozen states sharing unchanged parts', () => {
    const { state, act } = start();
    const next = act(state, '0', 'pick', [1]);
    expect(types.isProxy(seen.G)).toBe(false);
    expect(Object.isFrozen(next.G)).toBe(true);
    expect(next.G.secret).toBe(state.G.secret); // unchanged: the previous state's own
    expect(next.G.players['1']).toBe(state.G.players['1']);
    expect(next.G.players['0']).not.toBe(state.G.players['0']);
    expect(state.G.players['0'].pick).toBeNull(); // the previous state is untouched
  });

  test("randomness comes from the match's PRNG only: the same seed gives the same rolls", () => {
    const play = () => {
      const { state, act } = start();
      let s = act(act(state, '0', 'pick', [1]), '1', 'pick', [2]);
      s = act(s, '0', 'roll', []);
      return [s.G.rolls, s.G.secret.pool];
    };
    expect(play()).toEqual(play());
  });

  test('arguments outside the schema are refused before the rules run', () => {
    const { state, act } = start();
    seen.G = undefined;
    for (const args of [[], [1, 2], ['1'], [1.5], [10]]) {
      const r = act(state, '0', 'pick', args);
      expect(r.transients?.error).toBeDefined();
      expect(takeIllegalReason()?.text).toMatch(/^Invalid arguments for pick: /);
    }
    expect(seen.G).toBeUndefined();
  });

  test("the standard view drops G.secret and other seats' parts, then the game's masking", () => {
    const { state, act } = start();
    const s = act(act(act(state, '0', 'pick', [1]), '1', 'pick', [2]), '0', 'roll', []);
    const v0 = toy.game.playerView!({ G: s.G, ctx: s.ctx, playerID: '0' }) as unknown as Record<string, unknown>;
    expect(v0.secret).toBeUndefined();
    expect(v0.players).toEqual({ '0': { pick: 1 } });
    expect(v0.rolls).toEqual(s.G.rolls);
    const spectator = toy.game.playerView!({ G: s.G, ctx: s.ctx, playerID: null }) as unknown as Record<string, unknown>;
    expect(spectator.players).toEqual({});
    expect(spectator.rolls).toEqual([]);
    expect(standardView(s.G, '9', { secret: 'nothing' })).toMatchObject({ secret: 'nothing', players: {} });
    expect(standardView(s.G, 'constructor')).toMatchObject({ players: {} });
  });

  test('structured log events reach the deltalog entry through the log plugin, and are redacted per viewer', () => {
    const { state, act } = start();
    const s1 = act(state, '0', 'pick', [7]);
    const entry = s1.deltalog?.[0];
    expect(entry?.redact).toBe(true);
    const events = logEventsOf(entry);
    expect(events).toEqual([{ kind: 'pick', seat: '0', n: [7], rule: '§1', only: ['0'], others: { kind: 'pick', seat: '0' } }]);
    expect(redactEvents(events, '0')).toEqual([{ kind: 'pick', seat: '0', n: [7], rule: '§1' }]);
    expect(redactEvents(events, '1')).toEqual([{ kind: 'pick', seat: '0' }]);
    expect(redactEvents(events, null)).toEqual([{ kind: 'pick', seat: '0' }]);
    // A refused move on the same state, then a move without events: no stale metadata reaches its entry.
    expect(act(state, '1', 'pick', ['x']).transients?.error).toBeDefined();
    const quiet = defineGame({
      ...toyArgs(),
      engine: {
        ...engine,
        moves: {
          ...engine.moves,
          pick: { ...engine.moves.pick, apply: (G: Toy, m, ...a: unknown[]) => interp.answer({ G, rng: m.rng }, m.seat, { move: 'pick', args: a }) },
        },
      },
    });
    const reducer = CreateGameReducer({ game: { ...quiet.game, seed: 'toy' } });
    const silent = reducer(state, { type: 'MAKE_MOVE', payload: { type: 'pick', args: [3], playerID: '1' } } as never) as State & {
      deltalog?: Array<{ metadata?: unknown }>;
    };
    expect(silent.deltalog?.[0].metadata).toBeUndefined();
  });

  test('a move the game marks undoable is marked so in its log entry, unless it drew randomness', () => {
    const undoing = defineGame({
      ...toyArgs(),
      engine: { ...engine, moves: { pick: { ...engine.moves.pick, undoable: true }, roll: { ...engine.moves.roll, undoable: true } } },
    });
    const game = { ...undoing.game, seed: 'toy' };
    const reducer = CreateGameReducer({ game });
    let s = InitializeGame({ game, numPlayers: 2, setupData: { options: {} } }) as State<Toy> & { deltalog?: Array<{ metadata?: unknown }> };
    const act = (seat: Seat, type: string, args: unknown[]) =>
      (s = reducer(s, { type: 'MAKE_MOVE', payload: { type, args, playerID: seat } } as never) as typeof s);
    act('0', 'pick', [3]);
    expect(undoableEntry(s.deltalog![0])).toBe(true);
    act('1', 'pick', [4]);
    expect(undoableEntry(s.deltalog![0])).toBe(true);
    act('0', 'roll', []);
    expect(s.G.rolls.length).toBeGreaterThan(0);
    expect(undoableEntry(s.deltalog![0])).toBe(false);
    // The toy's own moves (not marked) are never undoable.
    const { state, act: plain } = start();
    expect(undoableEntry(plain(state, '0', 'pick', [3]).deltalog![0])).toBe(false);
  });

  test('redactEvents: public events for all, limited ones for their seats, stand-ins or nothing for the rest', () => {
    const events: LogEvent[] = [
      { kind: 'deal', n: [6] },
      { kind: 'draw', seat: '1', ids: ['A1'], only: ['1'], others: { kind: 'draw', seat: '1', n: [1] } },
      { kind: 'peek', seat: '2', ids: ['G7'], only: ['2', '0'] },
    ];
    expect(redactEvents(events, '1')).toEqual([
      { kind: 'deal', n: [6] },
      { kind: 'draw', seat: '1', ids: ['A1'] },
    ]);
    expect(redactEvents(events, '0')).toEqual([
      { kind: 'deal', n: [6] },
      { kind: 'draw', seat: '1', n: [1] },
      { kind: 'peek', seat: '2', ids: ['G7'] },
    ]);
    expect(redactEvents(events, null)).toEqual([
      { kind: 'deal', n: [6] },
      { kind: 'draw', seat: '1', n: [1] },
    ]);
    expect(logEventsOf({ metadata: { events: [{ kind: 'x', extra: 1 }] } })).toEqual([]);
    expect(logEventsOf({ metadata: 'junk' })).toEqual([]);
    expect(logEventsOf(undefined)).toEqual([]);
  });

  test('the pure entry points: setupGame syncs, applyMove checks the game, the decision and the seat, then syncs', () => {
    const rng: Rng = { die: () => 4, shuffle: (xs) => [...xs] };
    const G = setupGame(engine, { seats: ['0', '1'], options: { rounds: 1 }, rng });
    expect(G.poolSize).toBe(5);
    expect(applyMove(engine, G, '0', 'fly', [], rng)).toEqual({ code: 'noSuchMove', text: 'There is no move called "fly"' });
    expect(applyMove(engine, G, '0', 'pick', [1], rng)).toBeUndefined();
    expect(applyMove(engine, G, '0', 'pick', [1], rng)).toEqual({
      code: 'notYourDecision',
      text: 'It is not your decision: waiting for Player 2',
      params: { seats: '2', count: 1 },
    });
    expect(applyMove(engine, G, '1', 'roll', [], rng)).toBe('Pick a number');
    expect(applyMove(engine, G, '1', 'pick', [5], rng)).toBeUndefined();
    expect(applyMove(engine, G, '0', 'roll', [], rng)).toBeUndefined();
    expect(G.rolls).toEqual([4]);
    expect(G.poolSize).toBe(4);
    G.over = true;
    expect(applyMove(engine, G, '0', 'pick', [1], rng)).toEqual({ code: 'gameOver', text: 'The game is over' });
  });

  test('the interpreter: unknown frames and procedures that never settle are errors; a frame without answers takes none', () => {
    const rng: Rng = { die: () => 1, shuffle: (xs) => [...xs] };
    const G = setupGame(engine, { seats: ['0', '1'], options: { rounds: 1 }, rng });
    G.pending = null;
    G.secret.stack.push({ f: 'broken', step: 'x' });
    expect(() => interp.run({ G, rng })).toThrow('toy: engine did not settle');
    expect(interp.answer({ G, rng }, '0', { move: 'pick', args: [1] })).toEqual({ code: 'nothingWaiting', text: 'Nothing is waiting for an answer' });
    G.secret.stack.push({ f: 'nope' } as never);
    expect(() => interp.run({ G, rng })).toThrow('toy: unknown frame nope');
  });
});

/** The toy's spec, to derive variants. */
function toyArgs() {
  return {
    slug: 'toy',
    title: 'Toy',
    summary: 'A test game.',
    minPlayers: 2,
    maxPlayers: 3,
    optionsSchema: z.strictObject({ rounds: z.number().int().min(1).max(3).default(1) }),
    engine,
    enumerate: () => [],
    gameover: (G: Toy) => (G.over ? { winners: ['0'] } : undefined),
    stages: true,
  };
}
