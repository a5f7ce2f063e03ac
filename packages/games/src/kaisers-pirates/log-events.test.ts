/**
 * The structured log (rules/events.ts): every event kind packs into the kit's log event and back; what only
 * one seat may see reaches only that seat [2.2, 3.3.14, 3.3.26]; the end of the game says what decided it
 * [2.5]; and no narrative stays in the state: every game of every fuzz configuration, played with
 * full-length rounds, ends with a stored state under 20 KB.
 */
const previousEnv = process.env.NODE_ENV;
process.env.NODE_ENV = 'production'; // boardgame.io's development checks only cost time in the playouts below
/* eslint-disable @typescript-eslint/no-require-imports */
const { LogEventSchema, redactEvents } = require('../common/log') as typeof import('../common/log');
const { playout } = require('../common/playout') as typeof import('../common/playout');
const { seededRandom } = require('../common/random') as typeof import('../common/random');
const { kaisersPirates } = require('./index') as typeof import('./index');
const { configFor, storedLength, MAX_FINAL_STATE } = require('./fuzz-run') as typeof import('./fuzz-run');
const { checkEvents, checkEventsValid } = require('./test-invariants') as typeof import('./test-invariants');
const { EVENTS, decodeEvent, encodeEvent, cardsOf, rollsOf } = require('./rules/events') as typeof import('./rules/events');
const { act, begin, logged, rawEvents, table } = require('./test-fixture') as typeof import('./test-fixture');
/* eslint-enable @typescript-eslint/no-require-imports */
import type { State } from 'boardgame.io';
import type { DiceRoll, GameState } from './rules/types';
import type { KPEvent } from './rules/events';

afterAll(() => {
  process.env.NODE_ENV = previousEnv;
});

/** A sample value of every field type (two of each list, to see the lengths packed). */
function sample(kind: keyof typeof EVENTS): KPEvent {
  const roll = (k: number): DiceRoll => ({ coin: [10, 8, 6].slice(0, k) as DiceRoll['coin'], rolls: [7, 3, 5].slice(0, k), mod: -2, total: 5 });
  const out: Record<string, unknown> = { kind };
  for (const [name, type] of Object.entries(EVENTS[kind].fields as Record<string, unknown>)) {
    if (Array.isArray(type)) out[name] = type[type.length - 1];
    else
      out[name] = {
        seat: '2',
        card: 'ws_emden',
        'card?': null,
        cards: ['m_lovat', 'amc#2'],
        side: '1',
        'side?': '3',
        sides: ['0', '1'],
        word: 'break_contact',
        words: ['surprise_attack', 'none'],
        num: 12,
        flag: true,
        roll: roll(1),
        rolls: [roll(2), roll(3)],
      }[type as string];
  }
  return out as unknown as KPEvent;
}

describe('log events [rules/events.ts]', () => {
  test.each(Object.keys(EVENTS) as (keyof typeof EVENTS)[])('%s packs into a valid kit event and back', (kind) => {
    const e = sample(kind);
    const packed = encodeEvent(e);
    expect(LogEventSchema.safeParse(packed).success).toBe(true);
    expect(packed.rule).toBe(EVENTS[kind].rule);
    expect(decodeEvent(packed)).toEqual(e);
    expect(decodeEvent({ ...packed, rule: '9.9' })).toEqual({ ...e, rule: '9.9' });
  });

  test('a malformed or foreign event decodes to null', () => {
    const packed = encodeEvent({ kind: 'shipAttack', seat: '0', ship: 'ws_emden', target: 'm_lovat', result: 'sunk', capture: false, rolls: [] });
    expect(decodeEvent({ ...packed, ids: packed.ids!.slice(1) })).toBeNull();
    expect(decodeEvent({ ...packed, n: [...packed.n!, 1] })).toBeNull();
    expect(decodeEvent({ ...packed, ids: ['ws_emden', 'm_lovat', 'exploded'] })).toBeNull();
    expect(decodeEvent({ kind: 'play', seat: '0' })).toBeNull();
    expect(decodeEvent({ kind: 'collier' })).toBeNull(); // the acting seat is missing
  });

  test("rollsOf and cardsOf list an event's dice and cards in order", () => {
    const e: KPEvent = { kind: 'amcDuel', seat: '1', card: 'amc#1', ship: 'rd_leopard', merchant: 'm_lovat', shipResult: 'sunk', amcResult: 'none', rolls: [] };
    expect(cardsOf(e)).toEqual(['amc#1', 'rd_leopard', 'm_lovat']);
    expect(rollsOf(sample('shallowRun')).map((r) => r.rolls.length)).toEqual([2, 3, 2, 3]);
  });

  test('a drawn card is named to its drawer only; the others see the draw without it [2.2, 3.1.9]', () => {
    const G = table({ players: 3, hands: { '0': [] }, deckTop: ['collier#1', 'scuttle#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [[]]);
    const draw = rawEvents(G).find((e) => e.kind === 'draw')!;
    expect(decodeEvent(redactEvents([draw], '0')[0])).toMatchObject({ kind: 'draw', seat: '0', card: 'collier#1' });
    for (const v of ['1', '2', null]) expect(decodeEvent(redactEvents([draw], v)[0])).toMatchObject({ kind: 'draw', seat: '0', card: null });
  });

  test('Intelligence: the looker alone sees the cards, in the log as in the view [3.3.14]', () => {
    const G = table({
      players: 3,
      hands: { '0': ['intelligence#1', 'intelligence#2'], '1': ['monitor#1', 'scuttle#1'] },
      deckTop: ['collier#1', 'trap#1', 'qqq#1'],
    });
    begin(G, '0');
    act(G, '0', 'commit', [
      [
        { card: 'intelligence#1', half: 'action' },
        { card: 'intelligence#2', half: 'action' },
      ],
    ]);
    act(G, '0', 'reveal', [0, { mode: 'hand', side: '1' }]);
    act(G, '0', 'reveal', [1, { mode: 'deck' }]);
    act(G, '0', 'intelOrder', [['qqq#1', 'trap#1', 'collier#1']]);
    const raw = rawEvents(G).filter((e) => e.kind.startsWith('intel'));
    expect(raw.map((e) => e.kind)).toEqual(['intelHand', 'intelDeck', 'intelOrder']);
    expect(redactEvents(raw, '0').map((e) => decodeEvent(e))).toEqual([
      { kind: 'intelHand', seat: '0', on: '1', cards: ['monitor#1', 'scuttle#1'] },
      { kind: 'intelDeck', seat: '0', count: 3, cards: ['collier#1', 'trap#1', 'qqq#1'] },
      { kind: 'intelOrder', seat: '0', cards: ['qqq#1', 'trap#1', 'collier#1'] },
    ]);
    for (const v of ['1', '2', null]) {
      const seen = redactEvents(raw, v).map((e) => decodeEvent(e)!);
      expect(seen.map((e) => cardsOf(e))).toEqual([[], [], []]);
    }
  });

  test('the end of the game says what decided it: tied on Round Points, the total VA [2.5]', () => {
    const G = table({ players: 2, ships: { '0': ['ws_dresden'], '1': ['ws_emden'] }, hands: { '0': [] } });
    G.round = 3;
    G.history = [1, 2].map((round) => ({ round, va: { '0': 0, '1': 0 }, rp: { '0': 0, '1': 0 }, capped: { '0': [], '1': [] } }));
    G.totals = { rp: { '0': 2, '1': 2 }, va: { '0': 14, '1': 21 } };
    G.secret.action = ['collier#1'];
    begin(G, '0');
    act(G, '0', 'commit', [[]]); // nothing to do: the last card is drawn and round 3 is scored (no VA: no RP)
    expect(G.result).toEqual({ winners: ['1'], points: { '0': 2, '1': 2 } });
    expect(logged(G, 'score').map((e) => [e.seat, e.round, e.va, e.rp])).toEqual([
      ['0', 3, 0, 0],
      ['1', 3, 0, 0],
    ]);
    expect(logged(G, 'gameOver')).toEqual([{ kind: 'gameOver', winners: ['1'], by: 'va' }]);
  });

  test('the state keeps no narrative: every fuzz configuration played with full-length rounds ends under 20 KB, its events valid', () => {
    let largest = 0;
    for (let i = 0; i < 10; i++) {
      const cfg = configFor(i);
      const options = { ...cfg.options };
      delete options.actionCardsRemoved; // full-length rounds: the largest games [2.1.4]
      let prev: GameState | null = null;
      const r = playout(kaisersPirates, {
        numPlayers: cfg.numPlayers,
        options,
        seed: `kp-size-${i}`,
        random: seededRandom(4000 + i),
        choose: i % 5 === 4 ? (view, seat, random) => kaisersPirates.bot!(view as never, seat, random) : undefined,
        onState: (st: State) => {
          const G = st.G as GameState;
          const entry = (st as State & { deltalog?: { action?: { type?: string }; metadata?: unknown }[] }).deltalog?.find(
            (e) => e.action?.type === 'MAKE_MOVE',
          );
          if (prev) checkEvents(prev, G, checkEventsValid(entry?.metadata));
          prev = G;
        },
      });
      const G = r.state.G as GameState & { log?: unknown };
      expect(G.result).not.toBeNull();
      expect(G.log).toBeUndefined();
      expect(G.opening).toBeUndefined();
      const size = storedLength(r.state);
      expect(size).toBeLessThan(MAX_FINAL_STATE);
      largest = Math.max(largest, size);
    }
    console.log(`kaisers-pirates: the largest final state of 10 full-length games is ${largest} characters`);
  }, 120_000);
});
