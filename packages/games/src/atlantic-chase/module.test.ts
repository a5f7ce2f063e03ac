/**
 * The module through the kit: options (defaults, refusals, player counts), the move argument schemas
 * (every move listed, exact arity, oversized and wrong-typed arguments refused, everything ai.enumerate
 * offers parses), the views (DESIGN.md: nothing secret in the initial state; each seat sees only its own
 * commitments; the automaton's plan never reaches a viewer), the log redaction of commitments, the bot,
 * and the campaign rules.
 */
import { InitializeGame, CreateGameReducer } from 'boardgame.io/internal';
import type { State } from 'boardgame.io';
import { enumerateActions } from '../common/module';
import { viewOf } from '../common/playout';
import { atlanticChase } from './index';
import { moves } from './moves';
import { modeOf, optionsSchema } from './options';
import { carryFrom, campaign } from './campaign';
import { battle, fixture, position } from './testing';
import { enumerate } from './rules/enumerate';
import { run } from './rules/engine';
import type { G } from './rules/types';

const ARITY: Record<string, number> = {
  start: 0,
  act: 1,
  seize: 2,
  vie: 1,
  lapse: 3,
  lapseMode: 1,
  designate: 3,
  spendEM: 1,
  pick: 1,
  slip: 2,
  smoke: 1,
  place: 1,
  fire: 1,
  torpedo: 1,
  maneuver: 1,
  breakAway: 1,
  breakEM: 1,
};
const SAMPLE: Record<string, unknown[]> = {
  start: [],
  act: [{ a: 'PASS', tf: null, all: false }],
  seize: ['attempt', null],
  vie: [null],
  lapse: [1, 2, null],
  lapseMode: [true],
  designate: [null, null, null],
  spendEM: [false],
  pick: ['front'],
  slip: [null, null],
  smoke: [[]],
  place: [{ a: 'FAR' }],
  fire: [{ a: 'b' }],
  torpedo: [{}],
  maneuver: [{ zone: 'CLOSE', smoke: false, obscure: [] }],
  breakAway: [true],
  breakEM: [null],
};

describe('options and setup', () => {
  test('defaults: TUT-S1, the mode by the seats, British first seat, optional rules off', () => {
    expect(optionsSchema.parse({})).toEqual({ scenario: 'TUT-S1', seat0: 'BR', damagedRestriction: false, cvLimit: false, battleRemovesEM: false });
    expect(modeOf({}, 2)).toBe('TWO_PLAYER');
    expect(modeOf({}, 1)).toBe('HOTSEAT');
    expect(atlanticChase.game.validateSetupData!({ options: {} }, 1)).toBeUndefined();
    expect(atlanticChase.game.validateSetupData!({ options: {} }, 2)).toBeUndefined();
  });
  test('refusals: unknown scenario, wrong player counts', () => {
    const v = atlanticChase.game.validateSetupData!;
    expect(v({ options: { scenario: 'X' } }, 2)).toBeTruthy();
    expect(v({ options: { mode: 'TWO_PLAYER' } }, 1)).toMatch(/2 players/);
    expect(v({ options: { mode: 'SOLO' } }, 2)).toMatch(/1 player/);
    expect(v({ options: { mode: 'HOTSEAT', scenario: 'MS-S1' } }, 1)).toBeUndefined();
  });
  test('every option written for players has a title and a description', () => {
    const shape = (optionsSchema as unknown as { shape: Record<string, { meta(): { title?: string; description?: string } | undefined }> }).shape;
    for (const [k, s] of Object.entries(shape)) {
      const m = s.meta();
      expect([k, !!m?.title, !!m?.description]).toEqual([k, true, true]);
    }
  });
});

describe('moves and their arguments', () => {
  test('moveArgs lists exactly the moves', () => {
    expect(Object.keys(atlanticChase.moveArgs).sort()).toEqual(Object.keys(moves).sort());
    expect(Object.keys(ARITY).sort()).toEqual(Object.keys(moves).sort());
  });
  test.each(Object.keys(ARITY))('%s: exact arity, wrong types and oversized values refused', (name) => {
    const schema = atlanticChase.moveArgs[name];
    const ok = SAMPLE[name];
    expect(ok).toHaveLength(ARITY[name]);
    expect(schema.safeParse(ok).success).toBe(true);
    expect(schema.safeParse([...ok, 1]).success).toBe(false);
    if (ok.length) {
      expect(schema.safeParse(ok.slice(0, -1)).success).toBe(false);
      expect(schema.safeParse([Symbol('x'), ...ok.slice(1)]).success).toBe(false);
      expect(schema.safeParse(ok.map(() => 'x'.repeat(5000))).success).toBe(false);
    }
  });
  test('the act schema refuses unknown fields, long trajectories, bad hexes', () => {
    const s = atlanticChase.moveArgs.act;
    expect(s.safeParse([{ a: 'PASS', tf: null, all: false, extra: 1 }]).success).toBe(false);
    expect(s.safeParse([{ a: 'TRAJECTORY', tf: 'B1', hexes: Array(16).fill('0101') }]).success).toBe(false);
    expect(s.safeParse([{ a: 'TRAJECTORY', tf: 'B1', hexes: ['box_kiel'] }]).success).toBe(false);
    expect(s.safeParse([{ a: 'FLY', tf: 'B1' }]).success).toBe(false);
  });
  test("commitments are redacted from other viewers' logs", () => {
    for (const m of ['fire', 'torpedo', 'breakAway']) expect((moves as Record<string, { redact?: boolean }>)[m].redact).toBe(true);
  });
  test('everything ai.enumerate offers parses, over seeded games of every scenario', () => {
    for (const [scenario, mode, n] of [
      ['OP-S1', 'TWO_PLAYER', 2],
      ['TUT-S1', 'SOLO', 1],
      ['MS-S2', 'HOTSEAT', 1],
    ] as const) {
      const game = { ...atlanticChase.game, seed: 'args' };
      const reducer = CreateGameReducer({ game });
      let state = InitializeGame({ game, numPlayers: n, setupData: { options: { scenario, mode } } }) as State;
      for (let i = 0; i < 150 && state.ctx.gameover === undefined; i++) {
        const seat = Object.keys(state.ctx.activePlayers ?? { [state.ctx.currentPlayer]: 1 })[0];
        const acts = enumerateActions(atlanticChase, viewOf(atlanticChase, state, seat), seat);
        for (const a of acts) expect([a.name, atlanticChase.moveArgs[a.name].safeParse(a.args).success]).toEqual([a.name, true]);
        const a = acts[(i * 7) % acts.length];
        state = reducer(state, { type: 'MAKE_MOVE', payload: { type: a.name, args: a.args, playerID: seat } } as never) as State;
      }
    }
  });
});

test("one boardgame.io turn per holding of the initiative: ctx.currentPlayer is the active side's seat (p.25, p.26)", () => {
  const game = atlanticChase.game;
  const reducer = CreateGameReducer({ game });
  let state = InitializeGame({ game, numPlayers: 2, setupData: { options: { scenario: 'OP-S1' } } }) as State;
  expect(state.ctx.currentPlayer).toBe('1'); // the Germans start (seat 1)
  state = reducer(state, { type: 'MAKE_MOVE', payload: { type: 'act', args: [{ a: 'PASS', tf: null, all: false }], playerID: '1' } } as never) as State;
  const G = state.G as G;
  expect(G.initiative).toBe('BR');
  expect(state.ctx.currentPlayer).toBe('0');
  expect(state.ctx.turn).toBe(2);
});

describe('views (DESIGN.md)', () => {
  test('nothing secret in the initial state of any scenario and mode; solitaire waits for the player to start', () => {
    for (const scenario of ['OP-S1', 'TUT-S1', 'MS-S1', 'MS-S2'])
      for (const [mode, n] of [
        ['TWO_PLAYER', 2],
        ['HOTSEAT', 1],
        ['SOLO', 1],
      ] as const) {
        const s = InitializeGame({ game: atlanticChase.game, numPlayers: n, setupData: { options: { scenario, mode } } }) as State;
        const G = s.G as G;
        expect(G.secret).toEqual({});
        expect(G.players).toEqual({});
        if (mode === 'SOLO') expect(G.pending?.kind).toBe('start');
      }
  });
  test("the solitaire automaton's plan stays under G.secret, out of every view", () => {
    const f = fixture({ scenario: 'TUT-S1', mode: 'SOLO' });
    f.move('0', 'start');
    for (let i = 0; i < 60 && !f.G.result && !f.G.secret.automaton; i++) {
      const opts = enumerate(f.G, '0');
      const ch = opts.find((o) => o.move === 'act' && (o.args[0] as { a: string }).a === 'PASS') ?? opts[0];
      f.move('0', ch.move, ...ch.args);
    }
    expect(f.G.secret.automaton).toBeDefined();
    const state = { G: f.G, ctx: { playOrder: ['0'] } } as unknown as State;
    for (const viewer of ['0', null]) expect(JSON.stringify(viewOf(atlanticChase, state, viewer).G)).not.toMatch(/automaton|"secret"/);
  });
  test('a commitment is visible to its seat only; the other seat sees that it committed; spectators see neither', () => {
    const f = fixture({ scenario: 'MS-S1', mode: 'TWO_PLAYER' });
    f.move(f.G.pending!.seat!, 'smoke', []);
    f.move(f.G.pending!.seat!, 'smoke', []);
    expect(f.G.pending?.kind).toBe('fire');
    // Rawalpindi cannot fire at extreme range ("na"); both German BCs can: the German seat commits alone.
    f.G.battle!.ships.rawalpindi.zone = 'B_NEAR';
    f.G.battle!.ships.scharnhorst.zone = 'CLOSE';
    f.G.pending = null;
    f.G.stack[f.G.stack.length - 1] = { ...f.G.stack[f.G.stack.length - 1], step: 'gunnery', done: [] } as never;
    run({ G: f.G, rng: f.rng, emit: () => {} });
    expect([...((f.G.pending as { seats?: string[] } | null)?.seats ?? [])].sort()).toEqual(['0', '1']);
    f.move('1', 'fire', { scharnhorst: 'rawalpindi' });
    const state = { G: f.G, ctx: { playOrder: ['0', '1'] } } as unknown as State;
    const own = viewOf(atlanticChase, state, '1').G as G;
    const foe = viewOf(atlanticChase, state, '0').G as G;
    const spec = viewOf(atlanticChase, state, null).G as G;
    expect(own.players['1'].commits?.GE).toEqual({ kind: 'fire', targets: { scharnhorst: 'rawalpindi' } });
    expect(foe.players).toEqual({});
    expect(spec.players).toEqual({});
    expect(foe.pending?.data?.committed).toEqual(['GE']);
    expect(JSON.stringify(foe)).not.toMatch(/scharnhorst":"rawalpindi/);
    f.move('0', 'fire', { rawalpindi: 'scharnhorst' });
    expect(f.G.players).toEqual({});
    expect(f.G.secret.commits).toBeUndefined();
  });
});

describe('bot and automaton', () => {
  test('the bot answers every decision from its view with a legal action', () => {
    const f = fixture({ scenario: 'OP-S1', mode: 'TWO_PLAYER' });
    let seed = 3;
    const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 300 && !f.G.result; i++) {
      const p = f.G.pending!;
      const seat = p.seats ? p.seats[0] : (p.seat as string);
      const state = { G: f.G, ctx: { playOrder: ['0', '1'] } } as unknown as State;
      const view = viewOf(atlanticChase, state, seat);
      const a = atlanticChase.bot!(view as never, seat, rnd)!;
      f.move(seat, a.name, ...a.args);
    }
    expect(f.G.actions).toBeGreaterThan(0);
  });
  test('the bot engages when stronger', () => {
    const f = fixture({ scenario: 'OP-S1', mode: 'TWO_PLAYER' });
    position(f.G, {
      weather: 'GOOD',
      initiative: 'GE',
      tfs: [
        { id: 'G', side: 'GE', ships: ['scharnhorst', 'gneisenau'], at: '0313' },
        { id: 'B', side: 'BR', ships: ['rawalpindi'], at: '0313' },
      ],
    });
    f.G.pending = { kind: 'action', seat: '1', side: 'GE' };
    const state = { G: f.G, ctx: { playOrder: ['0', '1'] } } as unknown as State;
    const a = atlanticChase.bot!(viewOf(atlanticChase, state, '1') as never, '1', () => 0.5)!;
    expect(a.args[0]).toMatchObject({ a: 'ENGAGE', tf: 'G', target: 'B' });
  });
});

describe("the bot's play", () => {
  const botAt = (f: ReturnType<typeof fixture>, seat: string) =>
    atlanticChase.bot!(viewOf(atlanticChase, { G: f.G, ctx: { playOrder: ['0', '1'] } } as unknown as State, seat) as never, seat, () => 0.5)!;
  test('searches an enemy trajectory in its hex', () => {
    const f = fixture({ scenario: 'OP-S1', mode: 'TWO_PLAYER' });
    position(f.G, {
      weather: 'GOOD',
      initiative: 'BR',
      tfs: [
        { id: 'B', side: 'BR', ships: ['hood'], at: '0313' },
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: ['0213', '0313', '0413'] },
      ],
    });
    f.G.pending = { kind: 'action', seat: '0', side: 'BR' };
    expect(botAt(f, '0').args[0]).toMatchObject({ a: 'NAVAL_SEARCH', tf: 'B', target: 'G' });
  });
  test('breaks away when weaker, stays when stronger', () => {
    const f = fixture({ scenario: 'OP-S1', mode: 'TWO_PLAYER' });
    position(f.G, {
      tfs: [
        { id: 'B', side: 'BR', ships: ['rawalpindi'] },
        { id: 'G', side: 'GE', ships: ['scharnhorst', 'gneisenau'] },
      ],
    });
    battle(f, { a: 'GE', tfs: { BR: 'B', GE: 'G' }, zones: {}, step: 'break' });
    expect(botAt(f, '0')).toMatchObject({ name: 'breakAway', args: [true] });
    expect(botAt(f, '1')).toMatchObject({ name: 'breakAway', args: [false] });
  });
});

describe('campaign (CAMP-S1, RULINGS S)', () => {
  test('write-back: sunk ships lost, damaged ships repairing (out for the next operation), hits carried', () => {
    const c = carryFrom({
      ships: {
        a: { tf: null, status: 'sunk', damaged: true, hits: 0, torps: 0 },
        b: { tf: 'x', status: 'play', damaged: true, hits: 1, torps: 0 },
        c: { tf: 'x', status: 'completed', damaged: false, hits: 1, torps: 1 },
      },
    });
    expect(c).toEqual({ out: ['a', 'b'], damaged: ['b'], hits: { c: 1 } });
  });
  test('carried ships are out of the next operation; hits come in with them', () => {
    const f = fixture({ scenario: 'OP-S1', carry: { out: ['hood'], damaged: [], hits: { glasgow: 1 } } });
    expect(f.G.ships.hood.status).toBe('out');
    expect(f.G.ships.glasgow.hits).toBe(1);
  });
  test('later operations roll their port checks: a CLOSED port is no completion or reinforcement port (p.8)', () => {
    const f = fixture({ scenario: 'OP-S1', campaignOp: 1 }, [1, 6]);
    expect(f.G.closed).toEqual(['brest']);
    const g = fixture({ scenario: 'OP-S1' }, [1, 1]);
    expect(g.G.closed).toEqual([]);
  });
  test("result: each seat scores its side's VP", () => {
    const f = fixture({ scenario: 'OP-S1', mode: 'TWO_PLAYER' });
    f.G.vp = { BR: 4, GE: 7 };
    f.G.result = { winner: 'GE', vp: f.G.vp, reason: 'x' };
    expect(campaign.result({ G: f.G, ctx: {} } as never)).toEqual({ points: { '0': 4, '1': 7 }, winners: ['1'] });
  });
});
