/**
 * One test per action card type (3.3.1-3.3.39), each with scripted dice. Dice: B = blue d10, Gr = green d8,
 * W = white d6, R = red d4, in the order of rules/dice.ts.
 */
import { act, begin, logged, reason, ship, table, totals, vaIds } from './test-fixture';
import { bot, botSafeConduct } from './bot';
import { decisionStages } from '../common/decision';
import { enumerate } from './rules/enumerate';
import type { GameState, PublicState } from './rules/types';
import { playerView } from './view';

const B = (v: number): [number, number] => [10, v];
const Gr = (v: number): [number, number] => [8, v];
const W = (v: number): [number, number] => [6, v];
const R = (v: number): [number, number] => [4, v];

const windowOf = (G: GameState) => (G.pending as { window: { type: string; allowed: string[] } }).window;

/** Two players: seat 0 acts against seat 1. */
function duel(
  spec: Parameters<typeof table>[0]['ships'] & object,
  merchants: Record<string, (string | { id: string; dmg?: number })[]>,
  hands: Record<string, string[]>,
  options = {},
) {
  return table({ players: 2, ships: spec, merchants, hands, options });
}

describe('3.3.1 AMC', () => {
  test("counter-intercepts the raider: simultaneous duel, the raider is sunk into the AMC player's VA pile and the merchant is ignored", () => {
    const G = duel({ '0': ['rd_leopard'] }, { '1': ['m_lovat', 'm_maria', 'm_hyades'] }, { '0': ['damage_control#1'], '1': ['amc#2'] });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'damage_control#1', half: 'intercept', on: 'rd_leopard' }]]);
    act(G, '0', 'reveal', [0, { targets: ['m_lovat'] }]);
    expect(windowOf(G).allowed).toContain('amc');
    // Carmania d10+d8 8 vs Leopard d8 4: sunk; Leopard d10+d8+d6 6 vs AMC d10 5: damaged (discarded, not scored).
    act(G, '1', 'react', ['amc#2'], [B(8), Gr(1), Gr(4), B(6), Gr(2), W(1), B(5)]);
    expect(ship(G, 'rd_leopard')).toBeUndefined();
    expect(vaIds(G, '1')).toEqual(['rd_leopard']);
    expect(ship(G, 'm_lovat')).toBeDefined();
    expect(G.turn?.seat ?? G.next?.seat).toBeDefined();
    expect(logged(G, 'amcDuel').map((e) => [e.card, e.ship, e.merchant, ...totals(e), e.shipResult, e.amcResult])).toEqual([
      ['amc#2', 'rd_leopard', 'm_lovat', 8, 4, 6, 5, 'sunk', 'damaged'],
    ]);
    expect(logged(G, 'safeConduct')).toEqual([]);
  });
  test("a sunk AMC scores its VA for the ship's owner; the raider is recognized; Night -1 applies to both legs [3.3.1]", () => {
    const G = duel({ '0': ['rd_leopard'] }, { '1': ['m_lovat', 'm_maria', 'm_hyades'] }, { '0': ['collier#1'], '1': ['amc#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'collier#1', half: 'intercept', on: 'rd_leopard' }]]); // Collier's Intercept! is Night
    act(G, '0', 'reveal', [0, { targets: ['m_lovat'] }]);
    // Alcantara 3-1 = 2 vs Leopard 2: no effect; Leopard 10-1 = 9 vs AMC 3: sunk.
    act(G, '1', 'react', ['amc#1'], [B(3), W(1), Gr(2), B(10), Gr(1), W(1), B(3)]);
    expect(G.forces['0'].va).toEqual([{ id: 'amc#1', deck: 'action', va: 9, mult: 1, source: 'pointed' }]);
    expect(ship(G, 'rd_leopard')!.rec).toBe(true);
    expect(G.pending).toMatchObject({ kind: 'react', seat: '0', window: { type: 'reflag' } });
    expect(reason(G, '0', 'react', ['collier#1'])).toMatch(/not in your hand/);
  });
});

describe('3.2.6 Safe Conduct of a prize: the holder "may" try (ruling W-2)', () => {
  /** Seat 0's British Forces intercept (Damage Control's Intercept! half) of seat 1's recognized prize Appam. */
  function britishOnPrize(
    options = {},
    ships1: Parameters<typeof duel>[0][string] = ['rd_geier', { id: 'm_appam', rec: true, orig: '0' }],
    hand1: string[] = [],
  ) {
    const G = duel({ '0': ['ws_dresden'], '1': ships1 }, {}, { '0': ['damage_control#1'], '1': hand1 }, options);
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'damage_control#1', half: 'intercept' }]]);
    act(G, '0', 'reveal', [0, { target: 'm_appam' }]);
    expect(windowOf(G)).toMatchObject({ type: 'british', allowed: ['break_contact', 'shallow_run'] });
    // British d10+d6 2 vs Appam d8 5: no effect, Appam is intact. Nothing more is rolled before the answer.
    act(G, '1', 'decline', [], [B(2), W(1), Gr(5)]);
    return G;
  }

  test('an intact prize that survives a British intercept: its holder (not the interceptor) is asked, attempt or stay [3.2.6]', () => {
    const G = britishOnPrize();
    expect(G.pending).toEqual({ kind: 'choose', seat: '1', question: 'safeConduct', options: ['attempt', 'stay'], about: 'm_appam' });
    // boardgame.io puts exactly the holder in the "choose" stage.
    expect(decisionStages(G.pending)).toEqual({ '1': 'choose' });
    expect(logged(G, 'safeConduct')).toEqual([]);
    // ai.enumerate offers both answers to the holder and nothing to the interceptor.
    expect(enumerate(G, '1')).toEqual([
      { move: 'choose', args: ['attempt'] },
      { move: 'choose', args: ['stay'] },
    ]);
    expect(enumerate(G, '0')).toEqual([]);
  });

  test('"attempt": the holder rolls the prize\'s own Safe Conduct coins; success banks it at double VA for its holder [3.2.6.1, 3.2.6.2, 3.2.5.3]', () => {
    const G = britishOnPrize();
    // Appam Safe Conduct: Challenge d6 6 vs Response d8 2: success.
    act(G, '1', 'choose', ['attempt'], [W(6), Gr(2)]);
    expect(ship(G, 'm_appam')).toBeUndefined();
    expect(G.forces['1'].va).toEqual([{ id: 'm_appam', deck: 'merchant', va: 9, mult: 2, source: 'safe_conduct' }]);
    expect(logged(G, 'safeConduct').map((e) => [e.ship, ...totals(e), e.ok, e.prize, e.seat])).toEqual([['m_appam', 6, 2, true, true, '1']]);
  });

  test('"attempt" that fails: nothing else happens, the prize stays recognized and intact in its holder\'s Force [3.2.6.2]', () => {
    const G = britishOnPrize();
    act(G, '1', 'choose', ['attempt'], [W(2), Gr(6)]);
    expect(G.forces['1'].ships.find((s) => s.id === 'm_appam')).toMatchObject({ kind: 'prize', rec: true, dmg: 0, orig: '0' });
    expect(G.forces['1'].va).toEqual([]);
    expect(logged(G, 'safeConduct').map((e) => [e.ship, ...totals(e), e.ok, e.prize, e.seat])).toEqual([['m_appam', 2, 6, false, true, '1']]);
  });

  test('"stay": no dice, the prize stays in its holder\'s warship row as it was, and still helps there (6.12 resupply) [3.2.6, 3.2.5, 6.12]', () => {
    const G = britishOnPrize({ prizeResupply: true }, [
      { id: 'rd_geier', ls: true },
      { id: 'm_appam', rec: true, orig: '0' },
    ]);
    act(G, '1', 'choose', ['stay']); // act() asserts that no die is rolled
    expect(G.forces['1'].ships.map((s) => s.id)).toEqual(['rd_geier', 'm_appam']);
    expect(ship(G, 'm_appam')).toEqual({ id: 'm_appam', kind: 'prize', rec: true, dmg: 0, ls: false, orig: '0' });
    expect(G.forces['1'].va).toEqual([]);
    expect(logged(G, 'safeConduct')).toEqual([]);
    expect(logged(G, 'keepPrize')).toEqual([{ kind: 'keepPrize', seat: '1', ship: 'm_appam' }]);
    // Seat 0's turn is over (nothing left to do, W-3); on seat 1's own turn the kept prize resupplies Geier,
    // automatically: one prize, one ship with Limited Supplies [6.12.1]; 10/8 2+1 vs 10 9: not exhausted.
    expect(G.pending).toMatchObject({ kind: 'commit', seat: '1' });
    act(G, '1', 'commit', [[]], [B(2), Gr(1), B(9)]);
    expect(ship(G, 'rd_geier')!.ls).toBe(false);
    expect(logged(G, 'prizeExhaustion').map((e) => [e.prize, e.ship, e.ok])).toEqual([['m_appam', 'rd_geier', false]]);
  });

  test('the wrong seat, a bad option or another move is refused with a reason, and the question stays open [3.2.6]', () => {
    const G = britishOnPrize();
    expect(reason(G, '0', 'choose', ['attempt'])).toMatch(/not your decision: waiting for Player 2/);
    expect(reason(G, '0', 'choose', ['stay'])).toMatch(/not your decision/);
    expect(reason(G, '1', 'choose', ['maybe'])).toMatch(/"maybe" is not an answer here: choose "attempt" .* or "stay" .*\[3\.2\.6\]/);
    expect(reason(G, '1', 'choose', [])).toMatch(/choose "attempt"/);
    expect(reason(G, '1', 'decline', [])).toMatch(/choose\("attempt"\).*choose\("stay"\).*\[3\.2\.6\]/);
    expect(G.pending).toMatchObject({ kind: 'choose', seat: '1', question: 'safeConduct' });
    expect(ship(G, 'm_appam')).toBeDefined();
  });

  test("after an Interrogate's intercept the question comes first; a prize that stays may then be Reflagged [3.2.6, 3.3.16, 3.3.27]", () => {
    const G = duel({ '0': ['ws_dresden'], '1': [{ id: 'm_appam', orig: '0' }] }, {}, { '0': ['interrogate#1'], '1': ['reflag#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'interrogate#1', half: 'action' }]]);
    act(G, '0', 'reveal', [0, { target: 'm_appam' }], [B(8), W(1), B(3)]); // recognized
    act(G, '1', 'decline', [], [B(5), Gr(2), Gr(6)]); // Interrogate's intercept 5 vs Appam 6: no effect
    expect(G.pending).toMatchObject({ kind: 'choose', seat: '1', question: 'safeConduct', about: 'm_appam' });
    act(G, '1', 'choose', ['stay']);
    expect(G.pending).toMatchObject({ kind: 'react', seat: '1', window: { type: 'reflag', target: 'm_appam' } });
    act(G, '1', 'react', ['reflag#1']);
    expect(ship(G, 'm_appam')).toMatchObject({ kind: 'prize', rec: false });
  });

  test('no question after a damaging intercept: a damaged prize is not intact [3.2.6, A-05]', () => {
    const G = duel({ '0': ['ws_dresden'], '1': [{ id: 'm_appam', rec: true, orig: '0' }] }, {}, { '0': ['damage_control#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'damage_control#1', half: 'intercept' }]]);
    act(G, '0', 'reveal', [0, { target: 'm_appam' }]);
    act(G, '1', 'decline', [], [B(7), W(1), Gr(5)]); // 7 vs 5: damaged
    expect(ship(G, 'm_appam')!.dmg).toBe(1);
    expect(G.pending).not.toMatchObject({ kind: 'choose' });
    expect(logged(G, 'safeConduct')).toEqual([]);
  });

  test('a merchant is never asked: an intact merchant that survives tries at once (W-2) [3.2.6]', () => {
    const G = duel({ '0': ['ws_dresden'] }, { '1': ['m_lovat', 'm_maria', 'm_hyades'] }, { '0': ['damage_control#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'damage_control#1', half: 'intercept', on: 'ws_dresden' }]]);
    act(G, '0', 'reveal', [0, { targets: ['m_lovat'] }]);
    // Dresden 2 vs Lovat 5: no effect; the Safe Conduct roll follows in the same move, d6 6 vs d8 2: success.
    act(G, '1', 'decline', [], [B(2), Gr(1), R(1), Gr(5), W(6), Gr(2)]);
    expect(G.pending).not.toMatchObject({ kind: 'choose' });
    expect(G.forces['1'].va).toEqual([{ id: 'm_lovat', deck: 'merchant', va: 7, mult: 1, source: 'safe_conduct' }]);
  });

  test('the solitaire ghost is not asked: its prize always tries (ruling W-2) [3.2.6, 5.0]', () => {
    const G = table({
      players: 1,
      ships: { '0': ['ws_dresden'], '1': ['ws_leipzig', { id: 'm_appam', rec: true, orig: '0' }] },
      hands: { '0': ['damage_control#1'] },
      solitaireTop: ['S07', 'S01'],
    });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'damage_control#1', half: 'intercept' }]]);
    // Ghost defence S07, red 2: QQQ (no match: no reaction); British 2 vs Appam 5: no effect; Safe Conduct
    // 6 vs 2: success; the turn ends and the ghost's turn draws S01, red 1: No Action.
    act(G, '0', 'reveal', [0, { target: 'm_appam' }], [R(2), B(2), W(1), Gr(5), W(6), Gr(2), R(1)]);
    expect(G.forces['1'].va).toEqual([{ id: 'm_appam', deck: 'merchant', va: 9, mult: 2, source: 'safe_conduct' }]);
    expect(G.pending).toMatchObject({ kind: 'commit', seat: '0' });
  });

  test('the bot decides by a fixed policy from its own view: stay only for its only prize when an LS ship could use it [ruling W-2]', () => {
    const stay = britishOnPrize({ prizeResupply: true }, [
      { id: 'rd_geier', ls: true },
      { id: 'm_appam', rec: true, orig: '0' },
    ]);
    const view = playerView(stay, '1') as unknown as PublicState;
    expect(botSafeConduct(view, '1')).toBe('stay');
    expect(bot({ G: view } as never, '1', () => 0)).toEqual({ kind: 'move', name: 'choose', args: ['stay'] });
    // The same with a Blockade Runner in hand instead of option 6.12.
    const runner = britishOnPrize(
      {},
      [
        { id: 'rd_geier', ls: true },
        { id: 'm_appam', rec: true, orig: '0' },
      ],
      ['blockade_runner#1'],
    );
    expect(botSafeConduct(playerView(runner, '1') as unknown as PublicState, '1')).toBe('stay');
    // No LS ship, or a second prize to keep: bank the double VA.
    const plain = britishOnPrize({ prizeResupply: true });
    expect(bot({ G: playerView(plain, '1') } as never, '1', () => 0)).toEqual({ kind: 'move', name: 'choose', args: ['attempt'] });
    const two = britishOnPrize({ prizeResupply: true }, [
      { id: 'rd_geier', ls: true },
      { id: 'm_appam', rec: true, orig: '0' },
      { id: 'm_lovat', orig: '0' },
    ]);
    expect(botSafeConduct(playerView(two, '1') as unknown as PublicState, '1')).toBe('attempt');
  });
});

describe('3.3.2 Blockade Runner', () => {
  test('one decision roll per LS ship, a single +2 if you hold a prize', () => {
    const G = duel(
      { '0': [{ id: 'ws_dresden', ls: true }, { id: 'rd_leopard', ls: true }, 'rd_geier', { id: 'm_appam', orig: '1' }] },
      {},
      { '0': ['blockade_runner#1'] },
    );
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'blockade_runner#1', half: 'action' }]]);
    act(G, '0', 'reveal', [0, {}], [Gr(3), Gr(4), Gr(1), Gr(6)]);
    expect(ship(G, 'ws_dresden')!.ls).toBe(false); // 3+2 = 5 > 4
    expect(ship(G, 'rd_leopard')!.ls).toBe(true); // 1+2 = 3 <= 6
  });
  test('not playable without an LS ship [3.3.2]', () => {
    const G = duel({ '0': ['ws_dresden'] }, {}, { '0': ['blockade_runner#1', 'collier#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [
      [
        { card: 'blockade_runner#1', half: 'action' },
        { card: 'collier#1', half: 'action' },
      ],
    ]);
    expect(reason(G, '0', 'reveal', [0, {}])).toMatch(/Limited Supplies/);
  });
});

describe('3.3.3 Boarding Party', () => {
  test('a "damaged" result is ignored; the merchant then tries Safe Conduct', () => {
    const G = duel({ '0': ['ws_dresden'] }, { '1': ['m_lovat', 'm_maria', 'm_hyades'] }, { '0': ['damage_control#1', 'boarding_party#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [
      [
        { card: 'damage_control#1', half: 'intercept', on: 'ws_dresden' },
        { card: 'boarding_party#1', half: 'action' },
      ],
    ]);
    act(G, '0', 'reveal', [0, { targets: ['m_lovat'], boarding: [{ slot: 1, merchant: 'm_lovat' }] }]);
    // Dresden 7 vs Lovat 5: damaged -> ignored; Safe Conduct d6 2 vs d8 6 fails.
    act(G, '1', 'decline', [], [B(7), Gr(3), R(2), Gr(5), W(2), Gr(6)]);
    expect(ship(G, 'm_lovat')!.dmg).toBe(0);
    expect(logged(G, 'safeConduct').map((e) => [e.ship, ...totals(e), e.ok, e.prize, e.seat])).toEqual([['m_lovat', 2, 6, false, false, '1']]);
  });
  test('"sunk" captures the merchant as an unrecognized prize, which resupplies the LS interceptor [3.2.5.2]', () => {
    const G = duel({ '0': [{ id: 'ws_dresden', ls: true }] }, { '1': ['m_lovat', 'm_maria', 'm_hyades'] }, { '0': ['damage_control#1', 'boarding_party#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [
      [
        { card: 'damage_control#1', half: 'intercept', on: 'ws_dresden' },
        { card: 'boarding_party#1', half: 'action' },
      ],
    ]);
    act(G, '0', 'reveal', [0, { targets: ['m_lovat'], boarding: [{ slot: 1, merchant: 'm_lovat' }] }]);
    act(G, '1', 'decline', [], [B(10), Gr(3), R(2), Gr(4)]); // 10 - 2 (LS) = 8 vs 4
    expect(G.forces['0'].ships.find((s) => s.id === 'm_lovat')).toMatchObject({ kind: 'prize', rec: false, orig: '1' });
    expect(ship(G, 'ws_dresden')!.ls).toBe(false);
  });
  test('not on a damaged merchant [3.3.3, T8 #14]', () => {
    const G = duel({ '0': ['ws_dresden'] }, { '1': [{ id: 'm_lovat', dmg: 1 }, 'm_maria', 'm_hyades'] }, { '0': ['damage_control#1', 'boarding_party#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [
      [
        { card: 'damage_control#1', half: 'intercept', on: 'ws_dresden' },
        { card: 'boarding_party#1', half: 'action' },
      ],
    ]);
    expect(reason(G, '0', 'reveal', [0, { targets: ['m_lovat'], boarding: [{ slot: 1, merchant: 'm_lovat' }] }])).toMatch(/intact merchant/);
  });
});

describe('3.3.4 Break Contact', () => {
  test('decision roll -2 damaged -2 LS; success cancels the Intercept!', () => {
    const G = duel(
      { '0': ['rd_geier'], '1': [{ id: 'ws_dresden', dmg: 1, ls: true }] },
      {},
      { '0': ['damage_control#1', 'collier#1'], '1': ['break_contact#1'] },
    );
    begin(G, '0');
    act(G, '0', 'commit', [
      [
        { card: 'damage_control#1', half: 'intercept' },
        { card: 'collier#1', half: 'action' },
      ],
    ]);
    act(G, '0', 'reveal', [0, { target: 'ws_dresden' }]);
    act(G, '1', 'react', ['break_contact#1'], [B(9), W(1), B(4)]); // 9 - 4 = 5 > 4
    expect(logged(G, 'breakContact').map((e) => [e.ship, ...totals(e), e.ok])).toEqual([['ws_dresden', 5, 4, true]]);
    expect(G.turn!.intercepted).toContain('ws_dresden'); // announced = intercepted (ruling A-18)
  });
  test('barred at Night and against Surprise Attack [3.3.4]', () => {
    const G = duel({ '0': ['rd_geier'], '1': ['ws_dresden'] }, {}, { '0': ['collier#1'], '1': ['break_contact#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'collier#1', half: 'intercept' }]]); // Night
    act(G, '0', 'reveal', [0, { target: 'ws_dresden' }], [Gr(1), R(1), B(1)]); // no window: straight to the roll
    expect(G.pending?.kind).not.toBe('react');
  });
});

describe('3.3.5 Breakout', () => {
  test('C >= 2R draws two warships/raiders, unrecognized (ruling A-34)', () => {
    const G = duel({ '0': ['ws_dresden'] }, {}, { '0': ['breakout#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'breakout#1', half: 'action' }]]);
    act(G, '0', 'reveal', [0, {}], [Gr(8), B(4)]);
    expect(G.forces['0'].ships).toHaveLength(3);
    expect(G.forces['0'].ships.slice(1).every((s) => s.kind === 'warship' || !s.rec)).toBe(true);
  });
  test('R < C < 2R draws one; C <= R nothing', () => {
    const G = duel({ '0': ['ws_dresden'] }, {}, { '0': ['breakout#1', 'breakout#2'] });
    begin(G, '0');
    act(G, '0', 'commit', [
      [
        { card: 'breakout#1', half: 'action' },
        { card: 'breakout#2', half: 'action' },
      ],
    ]);
    act(G, '0', 'reveal', [0, {}], [Gr(5), B(4)]);
    expect(G.forces['0'].ships).toHaveLength(2);
    act(G, '0', 'reveal', [1, {}], [Gr(4), B(4)]);
    expect(G.forces['0'].ships).toHaveLength(2);
  });
});

describe('3.3.6 Collier', () => {
  test('removes every LS marker of your Force, including a ship in an Island Refuge', () => {
    const G = duel(
      {
        '0': [
          { id: 'ws_dresden', ls: true },
          { id: 'rd_geier', ls: true, refuge: 9, card: 'island_refuge#1' },
        ],
      },
      {},
      { '0': ['collier#1'] },
    );
    begin(G, '0', [Gr(1), W(1), Gr(5)]); // refuge upkeep: resupply 1 vs 5 fails
    act(G, '0', 'commit', [[{ card: 'collier#1', half: 'action' }]]);
    act(G, '0', 'reveal', [0, {}]);
    expect(G.forces['0'].ships.every((s) => !s.ls)).toBe(true);
  });
});

describe('3.3.7 Damage Control', () => {
  test('repairs one of your damaged ships (a merchant here)', () => {
    const G = duel({ '0': ['ws_dresden'] }, { '0': [{ id: 'm_lovat', dmg: 1 }, 'm_maria', 'm_hyades'] }, { '0': ['damage_control#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'damage_control#1', half: 'action' }]]);
    expect(reason(G, '0', 'reveal', [0, { target: 'm_maria' }])).toMatch(/damaged/);
    act(G, '0', 'reveal', [0, { target: 'm_lovat' }]);
    expect(ship(G, 'm_lovat')!.dmg).toBe(0);
  });
});

describe('3.3.8 Deception', () => {
  test("the victim's next turn: one random card, action half only; then discarded with the Deception; normal draw", () => {
    const G = duel({ '0': ['ws_dresden'] }, {}, { '0': ['deception#1'], '1': ['damage_control#1', 'collier#1', 'second_chance#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'deception#1', half: 'action' }]]);
    act(G, '0', 'reveal', [0, { side: '1' }], [[3, 2]]); // the victim's turn starts: card 2 of 3 (Collier)
    expect(G.forces['1'].pending).toEqual({ kind: 'deception', card: 'deception#1', by: '0' });
    expect(G.turn).toMatchObject({ seat: '1', mode: 'deception', deceptionCard: 'collier#1' });
    expect(G.pending).toEqual({ kind: 'act', seat: '1' });
    // The Deception chose the card: the victim commits nothing of its own.
    expect(reason(G, '1', 'commit', [[]])).toBe('Reveal a committed card, leave an Island Refuge, or finish your turn');
    act(G, '1', 'reveal', [0, {}]);
    const hand = G.players['1'].hand.length;
    act(G, '1', 'finishTurn', []);
    expect(G.decks.discardTop).toEqual(['deception#1', 'collier#1']);
    expect(G.players['1'].hand.length).toBe(hand + 1);
    expect(G.forces['1'].pending).toBeNull();
  });
  test('never both a Deception and a Fog Bank, nor two, waiting on one player [3.3.8, 3.3.11, T8 #11]', () => {
    const G = table({ players: 3, hands: { '0': ['deception#1', 'deception#2', 'collier#1'] } });
    G.forces['1'].pending = { kind: 'deception', card: 'fog_bank#1', by: '2' };
    begin(G, '0');
    act(G, '0', 'commit', [
      [
        { card: 'deception#1', half: 'action' },
        { card: 'deception#2', half: 'action' },
        { card: 'collier#1', half: 'action' },
      ],
    ]);
    expect(reason(G, '0', 'reveal', [0, { side: '1' }])).toMatch(/never has both/);
    act(G, '0', 'reveal', [0, { side: '2' }]);
    G.forces['2'].pending = { kind: 'fog', card: 'fog_bank#2', by: '1' };
    expect(reason(G, '0', 'reveal', [1, { side: '2' }])).toMatch(/Fog Bank/);
  });
});

describe('3.3.9 Calm Seas', () => {
  test('one of your intact merchants tries Safe Conduct at +1', () => {
    const G = duel({ '0': ['ws_dresden'] }, { '0': ['m_lovat', 'm_maria', 'm_hyades'] }, { '0': ['calm_seas#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'calm_seas#1', half: 'action' }]]);
    act(G, '0', 'reveal', [0, { target: 'm_lovat' }], [W(4), Gr(4)]); // 4 + 1 = 5 > 4
    expect(vaIds(G, '0')).toEqual(['m_lovat']);
  });
});

describe('3.3.10 Fast Ship', () => {
  test("-2 to a raider's intercept; not playable against a warship (ruling A-11), at Night or with Surprise Attack", () => {
    const G = duel(
      { '0': ['ws_dresden', 'rd_leopard'] },
      { '1': ['m_lovat', 'm_maria', 'm_hyades'] },
      { '0': ['damage_control#1', 'damage_control#2'], '1': ['fast_ship#1'] },
    );
    begin(G, '0');
    act(G, '0', 'commit', [
      [
        { card: 'damage_control#1', half: 'intercept', on: 'ws_dresden' },
        { card: 'damage_control#2', half: 'intercept', on: 'rd_leopard' },
      ],
    ]);
    act(G, '0', 'reveal', [0, { targets: ['m_lovat'] }]);
    expect(windowOf(G).allowed).not.toContain('fast_ship');
    act(G, '1', 'decline', [], [B(1), Gr(1), R(1), Gr(8), W(1), Gr(8)]);
    act(G, '0', 'reveal', [1, { targets: ['m_maria'] }]);
    expect(windowOf(G).allowed).toContain('fast_ship');
    act(G, '1', 'react', ['fast_ship#1'], [B(8), Gr(1), W(1), W(3)]); // 8 - 2 = 6 vs 3: sunk
    expect(logged(G, 'shipAttack').map((e) => [e.ship, e.target, ...totals(e), e.result])).toContainEqual(['rd_leopard', 'm_maria', 6, 3, 'sunk']);
  });
});

describe('3.3.11 Fog Bank', () => {
  test('protects the victim from everything but Heavy Weather; their next turn has no cards and no draw', () => {
    const G = duel({ '0': ['ws_dresden'] }, { '1': ['m_lovat', 'm_maria', 'm_hyades'] }, { '0': ['fog_bank#1', 'damage_control#1', 'recon_aircraft#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [
      [
        { card: 'fog_bank#1', half: 'action' },
        { card: 'damage_control#1', half: 'intercept', on: 'ws_dresden' },
        { card: 'recon_aircraft#1', half: 'action' },
      ],
    ]);
    act(G, '0', 'reveal', [0, { side: '1' }]);
    // The protection binds from the moment it is placed [3.3.11, T8 #7].
    expect(reason(G, '0', 'reveal', [1, { targets: ['m_lovat'] }])).toMatch(/Fog Bank/);
    expect(reason(G, '0', 'reveal', [2, { side: '1' }])).toMatch(/Fog Bank/);
    const hand = G.players['1'].hand.length;
    act(G, '0', 'finishTurn', []);
    // Seat 1's Fog turn has nothing card-free to do and ends at once: the Fog Bank is discarded, no draw.
    expect(logged(G, 'turnStart')).toContainEqual(expect.objectContaining({ seat: '1', mode: 'fog', extra: false, rule: '3.3.11' }));
    expect(G.turn!.seat).toBe('0');
    expect(G.players['1'].hand.length).toBe(hand);
    expect(G.forces['1'].pending).toBeNull();
    expect(G.decks.discardTop[0]).toBe('fog_bank#1');
  });
});

describe('3.3.12 Good Hunting', () => {
  test('a raider intercepts two merchants, each rolled separately; not with a warship [T8 #5]', () => {
    const G = duel(
      { '0': ['rd_leopard', 'ws_dresden'] },
      { '1': ['m_lovat', 'm_maria', 'm_hyades'] },
      { '0': ['damage_control#1', 'good_hunting#1', 'damage_control#2'] },
    );
    begin(G, '0');
    act(G, '0', 'commit', [
      [
        { card: 'damage_control#1', half: 'intercept', on: 'rd_leopard' },
        { card: 'good_hunting#1', half: 'action' },
        { card: 'damage_control#2', half: 'intercept', on: 'ws_dresden' },
      ],
    ]);
    expect(reason(G, '0', 'reveal', [2, { targets: ['m_lovat', 'm_maria'], goodHunting: 1 }])).toMatch(/raider/);
    act(G, '0', 'reveal', [0, { targets: ['m_lovat', 'm_maria'], goodHunting: 1 }]);
    act(G, '1', 'decline', []); // multi-target window
    act(G, '0', 'nextTarget', ['m_maria', {}]);
    act(G, '1', 'decline', [], [B(9), Gr(1), W(1), W(2)]); // Maria sunk
    act(G, '1', 'decline', []); // Recalled window after the sinking
    act(G, '1', 'decline', [], [B(2), Gr(1), W(1), Gr(5), W(1), Gr(8)]); // Lovat: no effect, Safe Conduct fails
    expect(vaIds(G, '0')).toEqual(['m_maria']);
    expect(G.turn!.intercepted).toEqual(['m_lovat', 'm_maria']);
  });
});

describe('3.3.13 Heavy Weather', () => {
  test('each damaged ship of one opponent outside a refuge rolls; success sinks it with no VA; playable through a Fog Bank', () => {
    const G = duel(
      {
        '0': ['ws_dresden'],
        '1': [
          { id: 'rd_leopard', dmg: 1 },
          { id: 'rd_geier', dmg: 1, refuge: 3 },
        ],
      },
      { '1': [{ id: 'm_lovat', dmg: 1 }, 'm_maria', 'm_hyades'] },
      { '0': ['heavy_weather#1'] },
    );
    G.forces['1'].pending = { kind: 'fog', card: 'fog_bank#1', by: '0' };
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'heavy_weather#1', half: 'action' }]]);
    // Leopard 7 vs 3 sinks; Lovat 2 vs 5 survives; then seat 1's turn opens with Geier's refuge repair roll.
    act(G, '0', 'reveal', [0, { side: '1' }], [B(7), B(3), B(2), B(5), Gr(1), W(1), Gr(8)]);
    expect(ship(G, 'rd_leopard')).toBeUndefined();
    expect(G.decks.warshipUsed).toContain('rd_leopard');
    expect(ship(G, 'm_lovat')!.dmg).toBe(1);
    expect(ship(G, 'rd_geier')).toBeDefined();
    expect(vaIds(G, '0')).toEqual([]);
  });
});

describe('3.3.14 Intelligence', () => {
  test("hand mode: a private snapshot of an opponent's hand", () => {
    const G = duel({ '0': ['ws_dresden'] }, {}, { '0': ['intelligence#1'], '1': ['collier#1', 'scuttle#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'intelligence#1', half: 'action' }]]);
    act(G, '0', 'reveal', [0, { mode: 'hand', side: '1' }]);
    expect(G.players['0'].intelHand).toMatchObject({ side: '1', cards: ['collier#1', 'scuttle#1'] });
  });
});

describe('3.3.15 Interned', () => {
  test('10/8 vs 10 with +2 damaged and +2 LS; success removes the ship, no VA', () => {
    const G = duel({ '0': ['rd_geier'], '1': [{ id: 'ws_dresden', dmg: 1, ls: true }] }, {}, { '0': ['interned#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'interned#1', half: 'action' }]]);
    act(G, '0', 'reveal', [0, { target: 'ws_dresden' }], [B(3), Gr(3), B(6)]); // 3 + 4 = 7 > 6
    expect(ship(G, 'ws_dresden')).toBeUndefined();
    expect(G.decks.warshipUsed).toEqual(['ws_dresden']);
  });
  test('a disguised raider cannot be interned [3.3.15]', () => {
    const G = duel({ '0': ['rd_geier'], '1': ['rd_leopard'] }, {}, { '0': ['interned#1', 'collier#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [
      [
        { card: 'interned#1', half: 'action' },
        { card: 'collier#1', half: 'action' },
      ],
    ]);
    expect(reason(G, '0', 'reveal', [0, { target: 'rd_leopard' }])).toMatch(/disguised/);
  });
});

describe('3.3.16 Interrogate', () => {
  test("success recognizes the raider and intercepts it with the card's coin; the owner may then Reflag", () => {
    const G = duel({ '0': ['ws_dresden'], '1': ['rd_leopard'] }, {}, { '0': ['interrogate#1'], '1': ['reflag#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'interrogate#1', half: 'action' }]]);
    act(G, '0', 'reveal', [0, { target: 'rd_leopard' }], [B(8), W(1), B(3)]);
    expect(ship(G, 'rd_leopard')!.rec).toBe(true);
    expect(G.pending).toMatchObject({ kind: 'react', seat: '1', window: { type: 'interrogate', allowed: ['break_contact', 'shallow_run'] } });
    act(G, '1', 'decline', [], [B(5), Gr(2), Gr(6)]); // 5 vs 6: no effect
    expect(G.pending).toMatchObject({ kind: 'react', seat: '1', window: { type: 'reflag' } });
    act(G, '1', 'react', ['reflag#1']);
    expect(ship(G, 'rd_leopard')!.rec).toBe(false);
  });
  test('a failed Interrogate is not an intercept (ruling A-18); never with Surprise Attack [T8 #8]', () => {
    const G = duel({ '0': ['ws_dresden'], '1': ['rd_leopard'] }, {}, { '0': ['interrogate#1', 'surprise_attack#1', 'interrogate#2'] });
    begin(G, '0');
    act(G, '0', 'commit', [
      [
        { card: 'interrogate#1', half: 'action' },
        { card: 'surprise_attack#1', half: 'action' },
        { card: 'interrogate#2', half: 'action' },
      ],
    ]);
    expect(reason(G, '0', 'reveal', [0, { target: 'rd_leopard', surprise: 1 }])).toMatch(/Surprise Attack/);
    act(G, '0', 'reveal', [0, { target: 'rd_leopard' }], [B(2), W(1), B(3)]);
    expect(G.turn!.intercepted).toEqual([]);
    expect(ship(G, 'rd_leopard')!.rec).toBe(false);
  });
});

describe('3.3.17 Island Refuge', () => {
  test('enters at once (raider hidden), rolls resupply and repair; immune to British intercepts; leaves from the next turn (A-54)', () => {
    const G = duel(
      { '0': [{ id: 'rd_leopard', rec: true, dmg: 1, ls: true }], '1': ['ws_dresden'] },
      {},
      { '0': ['island_refuge#1'], '1': ['damage_control#1', 'collier#1'] },
    );
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'island_refuge#1', half: 'action' }]]);
    act(G, '0', 'reveal', [0, { target: 'rd_leopard' }], [Gr(7), W(1), Gr(3), Gr(2), W(1), Gr(5)]);
    const L = ship(G, 'rd_leopard')!;
    expect(L).toMatchObject({ rec: false, ls: false, dmg: 1, refuge: { card: 'island_refuge#1' } });
    // It cannot leave on its entry turn, so nothing is left to do: the turn has passed to seat 1.
    expect(G.pending).toEqual({ kind: 'commit', seat: '1' });
    act(G, '1', 'commit', [
      [
        { card: 'damage_control#1', half: 'intercept' },
        { card: 'collier#1', half: 'action' },
      ],
    ]);
    expect(reason(G, '1', 'reveal', [0, { target: 'rd_leopard' }])).toMatch(/disguised|Island Refuge/);
    act(G, '1', 'finishTurn', [], [Gr(8), W(1), Gr(2)]); // Leopard's upkeep repair roll at the start of seat 0's turn
    expect(ship(G, 'rd_leopard')!.dmg).toBe(0);
    act(G, '0', 'commit', [[]]);
    expect(G.pending).toEqual({ kind: 'act', seat: '0' });
    act(G, '0', 'leaveRefuge', ['rd_leopard']);
    expect(ship(G, 'rd_leopard')!.refuge).toBeUndefined();
    expect(logged(G, 'leaveRefuge')).toEqual([{ kind: 'leaveRefuge', seat: '0', ship: 'rd_leopard', joins: null }]);
    expect(G.secret.discard).toContain('island_refuge#1');
  });
});

describe('3.3.18 Lay Mines', () => {
  test('only a mine-equipped raider lays mines [3.2.1.2, 3.3.18]', () => {
    const G = duel({ '0': ['rd_leopard', 'rd_meteor'] }, {}, { '0': ['lay_mines#1'] });
    begin(G, '0');
    expect(reason(G, '0', 'commit', [[{ card: 'lay_mines#1', half: 'action', on: 'rd_leopard' }]])).toMatch(/mine-equipped/);
    expect(reason(G, '0', 'commit', [[{ card: 'lay_mines#1', half: 'action' }]])).toMatch(/mine-equipped/);
    expect(reason(G, '0', 'commit', [[{ card: 'lay_mines#1', half: 'action', on: 'rd_meteor' }]])).toBeUndefined();
  });
});

describe('3.3.19 Minesweeper', () => {
  test('removes the mines before they attack any merchant', () => {
    const G = duel({ '0': ['rd_meteor'] }, { '1': ['m_lovat', 'm_maria', 'm_hyades'] }, { '0': ['lay_mines#1'], '1': ['minesweeper#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'lay_mines#1', half: 'action', on: 'rd_meteor' }]]);
    act(G, '0', 'reveal', [0, { side: '1' }]);
    act(G, '1', 'react', ['minesweeper#1']);
    expect(G.forces['1'].merchants.every((m) => m.dmg === 0)).toBe(true);
    expect(logged(G, 'minesSwept')).toEqual([{ kind: 'minesSwept', seat: '1' }]);
    expect(logged(G, 'mineAttack')).toEqual([]);
  });
});

describe('3.3.20 Monitor', () => {
  test('intercepts a ship in an Island Refuge with +2 (recognition irrelevant, ruling A-17)', () => {
    const G = duel({ '0': ['ws_dresden'], '1': [{ id: 'rd_leopard', refuge: 3, card: 'island_refuge#1' }] }, {}, { '0': ['monitor#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'monitor#1', half: 'action' }]]);
    act(G, '0', 'reveal', [0, { target: 'rd_leopard' }], [B(6), Gr(1), Gr(4)]); // 6 + 2 = 8 vs 4
    expect(vaIds(G, '0')).toEqual(['rd_leopard']);
    expect(G.secret.discard).toContain('island_refuge#1'); // the refuge card is discarded with its owner's cards
  });
});

describe('3.3.21 Non-Combatant', () => {
  test('-2 to the attack, "damaged" ignored, "sunk" = captured, +2 to the Safe Conduct', () => {
    const G = duel({ '0': ['ws_dresden'] }, { '1': ['m_lovat', 'm_maria', 'm_hyades'] }, { '0': ['damage_control#1'], '1': ['non_combatant#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'damage_control#1', half: 'intercept', on: 'ws_dresden' }]]);
    act(G, '0', 'reveal', [0, { targets: ['m_lovat'] }]);
    // 9 - 2 = 7 vs 5: damaged -> ignored; Safe Conduct 5 + 2 = 7 vs 6 succeeds.
    act(G, '1', 'react', ['non_combatant#1'], [B(9), Gr(1), R(1), Gr(5), W(5), Gr(6)]);
    expect(vaIds(G, '1')).toEqual(['m_lovat']);
  });
});

describe('3.3.22 QQQ', () => {
  test('recognizes an unrecognized raider at the end of its Intercept!; not against a warship or a recognized raider (A-13)', () => {
    const G = duel(
      { '0': ['rd_leopard', 'ws_dresden'] },
      { '1': ['m_lovat', 'm_maria', 'm_hyades'] },
      { '0': ['damage_control#1', 'damage_control#2'], '1': ['qqq#1'] },
    );
    begin(G, '0');
    act(G, '0', 'commit', [
      [
        { card: 'damage_control#1', half: 'intercept', on: 'ws_dresden' },
        { card: 'damage_control#2', half: 'intercept', on: 'rd_leopard' },
      ],
    ]);
    act(G, '0', 'reveal', [0, { targets: ['m_lovat'] }]);
    expect(windowOf(G).allowed).not.toContain('qqq');
    act(G, '1', 'decline', [], [B(1), Gr(1), R(1), Gr(8), W(1), Gr(8)]);
    act(G, '0', 'reveal', [1, { targets: ['m_maria'] }]);
    act(G, '1', 'react', ['qqq#1'], [B(1), Gr(1), W(1), W(6), W(1), Gr(8)]);
    expect(ship(G, 'rd_leopard')!.rec).toBe(true);
  });
});

describe('3.3.23 Q-Ship', () => {
  test("lured to the surface: gun duel; the submarine is sunk into the Q-ship player's VA pile; the merchant is ignored", () => {
    const G = duel({ '0': ['ws_dresden'] }, { '1': ['m_lovat', 'm_maria', 'm_hyades'] }, { '0': ['sub_u#1'], '1': ['q_ship#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'sub_u#1', half: 'action' }]]);
    act(G, '0', 'reveal', [0, { target: 'm_lovat' }]);
    // Lure 10/4 vs 10: 7 vs 5; Q gun d10+d6 8 vs sub d6 3: sunk; sub gun d6 2 vs Q d8 6: no effect.
    act(G, '1', 'react', ['q_ship#1'], [B(7), R(1), B(5), B(8), W(1), W(3), W(2), Gr(6)]);
    expect(G.forces['1'].va).toEqual([{ id: 'sub_u#1', deck: 'action', va: 11, mult: 1, source: 'pointed' }]);
    expect(ship(G, 'm_lovat')!.dmg).toBe(0);
  });
  test('not lured: the torpedo fires first, then depth charges at -2 if the Q-ship was damaged (ruling A-12)', () => {
    const G = duel({ '0': ['ws_dresden'] }, { '1': ['m_lovat', 'm_maria', 'm_hyades'] }, { '0': ['sub_u#1'], '1': ['q_ship#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'sub_u#1', half: 'action' }]]);
    act(G, '0', 'reveal', [0, { target: 'm_lovat' }]);
    // Lure 3 vs 6 fails; torpedo 6 vs Q 4: damaged; DC 9 - 2 = 7 vs sub 3: sunk.
    act(G, '1', 'react', ['q_ship#1'], [B(3), R(1), B(6), B(6), W(1), R(1), Gr(4), B(9), Gr(1), W(3)]);
    expect(vaIds(G, '1')).toEqual(['sub_u#1']);
    expect(logged(G, 'depthCharges').map((e) => [e.card, e.sub, ...totals(e), e.result])).toEqual([['q_ship#1', 'sub_u#1', 7, 3, 'sunk']]);
  });
});

describe('3.3.24 Razzle-Dazzle', () => {
  test('a successful decision roll cancels the torpedo attack', () => {
    const G = duel({ '0': ['ws_dresden'] }, { '1': ['m_lovat', 'm_maria', 'm_hyades'] }, { '0': ['sub_u#1'], '1': ['razzle_dazzle#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'sub_u#1', half: 'action' }]]);
    act(G, '0', 'reveal', [0, { target: 'm_lovat' }]);
    act(G, '1', 'react', ['razzle_dazzle#1'], [B(8), W(2), B(7)]);
    expect(logged(G, 'razzleDazzle').map((e) => [...totals(e), e.ok])).toEqual([[8, 7, true]]);
    expect(logged(G, 'torpedoAttack')).toEqual([]);
    expect(ship(G, 'm_lovat')!.dmg).toBe(0);
  });
});

describe('3.3.25 Recalled', () => {
  test('after a merchant is sunk by an intercept: the interceptor returns home, no VA; the merchant still scores', () => {
    const G = duel({ '0': ['ws_dresden'] }, { '1': ['m_lovat', 'm_maria', 'm_hyades'] }, { '0': ['damage_control#1'], '1': ['recalled#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'damage_control#1', half: 'intercept', on: 'ws_dresden' }]]);
    act(G, '0', 'reveal', [0, { targets: ['m_lovat'] }]);
    expect(windowOf(G).allowed).not.toContain('recalled'); // played only after the sinking [3.3.25]
    act(G, '1', 'decline', [], [B(10), Gr(1), R(1), Gr(5)]);
    expect(G.pending).toMatchObject({ kind: 'react', seat: '1', window: { type: 'recalled', allowed: ['recalled'] } });
    act(G, '1', 'react', ['recalled#1'], [B(6), R(1), B(5)]);
    expect(ship(G, 'ws_dresden')).toBeUndefined();
    expect(G.decks.warshipUsed).toContain('ws_dresden');
    expect(vaIds(G, '0')).toEqual(['m_lovat']);
  });
});

describe('3.3.26 Recon Aircraft', () => {
  test("two random cards of an opponent's hand join yours; both Recons may hit different players (ruling A-09)", () => {
    const G = table({
      players: 3,
      hands: { '0': ['recon_aircraft#1', 'recon_aircraft#2', 'damage_control#1'], '1': ['collier#1', 'scuttle#1', 'monitor#1'], '2': ['qqq#1'] },
    });
    begin(G, '0');
    act(G, '0', 'commit', [
      [
        { card: 'recon_aircraft#1', half: 'action' },
        { card: 'recon_aircraft#2', half: 'action' },
        { card: 'damage_control#1', half: 'action' },
      ],
    ]);
    act(
      G,
      '0',
      'reveal',
      [0, { side: '1' }],
      [
        [3, 3],
        [2, 1],
      ],
    );
    expect(G.players['0'].hand).toEqual(['monitor#1', 'collier#1']);
    expect(G.players['1'].hand).toEqual(['scuttle#1']);
    act(G, '0', 'reveal', [1, { side: '2' }], [[1, 1]]);
    expect(G.players['0'].hand).toContain('qqq#1');
  });
});

describe('3.3.27 Reflag', () => {
  test('committed: hides your recognized raider; as a reaction: after your raider is recognized [3.3.27]', () => {
    const G = duel({ '0': [{ id: 'rd_leopard', rec: true }] }, {}, { '0': ['reflag#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'reflag#1', half: 'action' }]]);
    act(G, '0', 'reveal', [0, { target: 'rd_leopard' }]);
    expect(ship(G, 'rd_leopard')!.rec).toBe(false);
  });
  test('no other reaction card may be committed as an action half [3.2.2.1, T8 #13]', () => {
    const G = duel({ '0': ['rd_leopard'] }, {}, { '0': ['qqq#1', 'reflag#1'] });
    begin(G, '0');
    expect(reason(G, '0', 'commit', [[{ card: 'qqq#1', half: 'action' }]])).toMatch(/reaction card/);
    expect(reason(G, '0', 'commit', [[{ card: 'qqq#1', half: 'intercept' }]])).toBeUndefined();
  });
});

describe('3.3.28 Rendezvous Missed', () => {
  test('each warship/raider not in a refuge and not LS checks for LS; -2 once if the target holds a prize', () => {
    const G = duel(
      { '0': ['ws_dresden'], '1': ['rd_leopard', { id: 'rd_geier', ls: true }, { id: 'rd_iltis', refuge: 3 }, { id: 'm_appam', orig: '0' }] },
      {},
      { '0': ['rendezvous_missed#1'] },
    );
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'rendezvous_missed#1', half: 'action' }]]);
    act(G, '0', 'reveal', [0, { side: '1' }], [B(9), W(1), B(6)]); // only Leopard rolls: 9 - 2 = 7 > 6
    expect(ship(G, 'rd_leopard')!.ls).toBe(true);
    expect(ship(G, 'rd_iltis')!.ls).toBe(false);
  });
});

describe('3.3.29 Scuttle', () => {
  test('removes one of your damaged ships, no VA: the only permitted self-harm [3.1.2]', () => {
    const G = duel({ '0': [{ id: 'rd_leopard', dmg: 1 }, 'ws_dresden'] }, {}, { '0': ['scuttle#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'scuttle#1', half: 'action' }]]);
    expect(reason(G, '0', 'reveal', [0, { target: 'ws_dresden' }])).toMatch(/damaged/);
    act(G, '0', 'reveal', [0, { target: 'rd_leopard' }]);
    expect(G.decks.warshipUsed).toEqual(['rd_leopard']);
    expect(vaIds(G, '1')).toEqual([]);
  });
});

describe('3.3.30 Second Chance', () => {
  test('an extra turn after the draw; Second Chance and Radio Intercept cannot be committed in it [T8 #10]', () => {
    const G = duel({ '0': ['ws_dresden'] }, {}, { '0': ['second_chance#1', 'second_chance#2', 'radio_intercept#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'second_chance#1', half: 'action' }]]);
    act(G, '0', 'reveal', [0, {}]);
    expect(G.turn).toMatchObject({ seat: '0', extra: true });
    expect(reason(G, '0', 'commit', [[{ card: 'second_chance#2', half: 'action' }]])).toMatch(/Second Chance turn/);
    expect(reason(G, '0', 'commit', [[{ card: 'radio_intercept#1', half: 'action' }]])).toMatch(/Second Chance turn/);
    act(G, '0', 'commit', [[]]);
    expect(G.turn).toMatchObject({ seat: '1', extra: false });
  });
});

describe('3.3.31 Shallow Run', () => {
  test("an already damaged ship that fails its crossing sinks, into the intercepting player's VA pile", () => {
    const G = duel({ '0': ['ws_dresden'] }, { '1': [{ id: 'm_lovat', dmg: 1 }, 'm_maria', 'm_hyades'] }, { '0': ['damage_control#1'], '1': ['shallow_run#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'damage_control#1', half: 'intercept', on: 'ws_dresden' }]]);
    act(G, '0', 'reveal', [0, { targets: ['m_lovat'] }]);
    act(G, '1', 'react', ['shallow_run#1'], [B(5), R(1), B(4)]); // 5 - 2 = 3 vs 4: fails
    expect(vaIds(G, '0')).toEqual(['m_lovat']);
  });
});

describe('3.3.32 Shipping Lanes', () => {
  test('a warship intercepts all three merchants; not with a raider [T8 #5]', () => {
    const G = duel(
      { '0': ['ws_dresden', 'rd_leopard'] },
      { '1': ['m_lovat', 'm_maria', 'm_hyades'] },
      { '0': ['damage_control#1', 'shipping_lanes#1', 'damage_control#2'] },
    );
    begin(G, '0');
    act(G, '0', 'commit', [
      [
        { card: 'damage_control#1', half: 'intercept', on: 'ws_dresden' },
        { card: 'shipping_lanes#1', half: 'action' },
        { card: 'damage_control#2', half: 'intercept', on: 'rd_leopard' },
      ],
    ]);
    expect(reason(G, '0', 'reveal', [2, { targets: ['m_lovat', 'm_maria', 'm_hyades'], shippingLanes: 1 }])).toMatch(/warship/);
    expect(reason(G, '0', 'reveal', [0, { targets: ['m_lovat', 'm_maria'], shippingLanes: 1 }])).toMatch(/all three/);
    act(G, '0', 'reveal', [0, { targets: ['m_lovat', 'm_maria', 'm_hyades'], shippingLanes: 1 }]);
    expect(G.turn!.intercepted).toEqual(['m_lovat', 'm_maria', 'm_hyades']);
  });
});

describe('3.3.33 Slim Pickings', () => {
  test('cancels an Intercept! against a single merchant', () => {
    const G = duel({ '0': ['ws_dresden'] }, { '1': ['m_lovat', 'm_maria', 'm_hyades'] }, { '0': ['damage_control#1'], '1': ['slim_pickings#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'damage_control#1', half: 'intercept', on: 'ws_dresden' }]]);
    act(G, '0', 'reveal', [0, { targets: ['m_lovat'] }]);
    act(G, '1', 'react', ['slim_pickings#1']);
    expect(logged(G, 'slimCancel')).toEqual([{ kind: 'slimCancel', seat: '1', target: 'm_lovat' }]);
  });
  test('against Shipping Lanes it cuts the intercept to one merchant, chosen by the attacker (ruling A-07)', () => {
    const G = duel(
      { '0': ['ws_dresden'] },
      { '1': ['m_lovat', 'm_maria', 'm_hyades'] },
      { '0': ['damage_control#1', 'shipping_lanes#1'], '1': ['slim_pickings#1'] },
    );
    begin(G, '0');
    act(G, '0', 'commit', [
      [
        { card: 'damage_control#1', half: 'intercept', on: 'ws_dresden' },
        { card: 'shipping_lanes#1', half: 'action' },
      ],
    ]);
    act(G, '0', 'reveal', [0, { targets: ['m_lovat', 'm_maria', 'm_hyades'], shippingLanes: 1 }]);
    act(G, '1', 'react', ['slim_pickings#1']);
    expect(G.pending).toMatchObject({ kind: 'choose', seat: '0', question: 'slimKeep' });
    act(G, '0', 'choose', ['m_maria']);
    expect(G.pending).toMatchObject({ kind: 'react', seat: '1', window: { type: 'sub', target: 'm_maria' } });
    expect(windowOf(G).allowed).not.toContain('slim_pickings');
  });
});

describe('3.3.34 Submarines U-27 / U-41', () => {
  test('torpedo a merchant, not a prize [3.3.34]', () => {
    const G = duel({ '0': ['ws_dresden'], '1': [{ id: 'm_appam', orig: '0' }] }, { '1': ['m_lovat', 'm_maria', 'm_hyades'] }, { '0': ['sub_u#2'] });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'sub_u#2', half: 'action' }]]);
    expect(reason(G, '0', 'reveal', [0, { target: 'm_appam' }])).toMatch(/not prizes/);
    act(G, '0', 'reveal', [0, { target: 'm_hyades' }]);
    act(G, '1', 'decline', [], [B(2), W(6), R(1), W(3)]); // 6 vs 3: sunk, no Safe Conduct
    expect(vaIds(G, '0')).toEqual(['m_hyades']);
  });
});

describe('3.3.35 Submarines UC-16 / UC-29', () => {
  test('lays mines against every merchant of one opponent (Minesweeper may answer) or fires torpedoes', () => {
    const G = duel({ '0': ['ws_dresden'] }, { '1': ['m_lovat', 'm_maria', 'm_hyades'] }, { '0': ['sub_uc#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'sub_uc#1', half: 'action' }]]);
    expect(reason(G, '0', 'reveal', [0, { target: 'm_lovat' }])).toMatch(/torpedo|mines/);
    act(G, '0', 'reveal', [0, { mode: 'mines', side: '1' }]);
    expect(G.pending).toMatchObject({ kind: 'react', seat: '1', window: { type: 'mines' } });
    act(G, '1', 'decline', [], [B(10), R(1), Gr(4), B(1), R(1), W(1), B(4), R(1), W(2)]);
    expect(vaIds(G, '0')).toEqual(['m_lovat', 'm_hyades']);
    expect(ship(G, 'm_maria')!.dmg).toBe(0);
  });
});

describe('3.3.36 Surprise Attack', () => {
  test('+2 to each sub-intercept; at most one per Intercept! [3.2.3.3, T8 #9]', () => {
    const G = duel(
      { '0': ['rd_leopard'] },
      { '1': ['m_lovat', 'm_maria', 'm_hyades'] },
      { '0': ['damage_control#1', 'good_hunting#1', 'surprise_attack#1', 'surprise_attack#2'] },
    );
    begin(G, '0');
    act(G, '0', 'commit', [
      [
        { card: 'damage_control#1', half: 'intercept', on: 'rd_leopard' },
        { card: 'good_hunting#1', half: 'action' },
        { card: 'surprise_attack#1', half: 'action' },
        { card: 'surprise_attack#2', half: 'action' },
      ],
    ]);
    act(G, '0', 'reveal', [0, { targets: ['m_lovat', 'm_maria'], goodHunting: 1, surprise: 2 }]);
    act(G, '1', 'decline', []);
    expect(reason(G, '0', 'nextTarget', ['m_lovat', { surprise: 3 }])).toMatch(/Only one Surprise Attack/);
    act(G, '0', 'nextTarget', ['m_lovat', {}]);
    act(G, '1', 'decline', [], [B(3), Gr(1), W(1), Gr(3)]); // 3 + 2 = 5 vs 3: damaged
    expect(ship(G, 'm_lovat')!.dmg).toBe(1);
  });
});

describe('3.3.37 Transfer Command', () => {
  test('a recognized enemy ship joins your Force with its damage and LS', () => {
    const G = duel({ '0': ['rd_geier'], '1': [{ id: 'rd_leopard', rec: true, dmg: 1, ls: true }] }, {}, { '0': ['transfer_command#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'transfer_command#1', half: 'action' }]]);
    act(G, '0', 'reveal', [0, { target: 'rd_leopard' }], [B(7), R(1), B(2)]);
    expect(G.forces['0'].ships.find((s) => s.id === 'rd_leopard')).toMatchObject({ rec: true, dmg: 1, ls: true });
  });
});

describe('3.3.38 Trap', () => {
  test('the armed merchant and the ship fire simultaneously; the raider is recognized; a surviving intact merchant tries Safe Conduct (A-41)', () => {
    const G = duel({ '0': ['rd_leopard'] }, { '1': ['m_lovat', 'm_maria', 'm_hyades'] }, { '0': ['damage_control#1'], '1': ['trap#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'damage_control#1', half: 'intercept', on: 'rd_leopard' }]]);
    act(G, '0', 'reveal', [0, { targets: ['m_lovat'] }]);
    // Trap d8+d6 7 vs Leopard 4: damaged; Leopard 3 vs Lovat 5: no effect; Safe Conduct 2 vs 7 fails.
    act(G, '1', 'react', ['trap#1'], [Gr(7), W(1), Gr(4), B(3), Gr(1), W(1), Gr(5), W(2), Gr(7)]);
    expect(ship(G, 'rd_leopard')).toMatchObject({ dmg: 1, rec: true });
    expect(logged(G, 'safeConduct').map((e) => [e.ship, ...totals(e), e.ok, e.prize, e.seat])).toEqual([['m_lovat', 2, 7, false, false, '1']]);
  });
});

describe('3.3.39 Radio Intercept', () => {
  test('the top two discards join your hand; one per turn', () => {
    const G = table({ players: 2, hands: { '0': ['radio_intercept#1'] }, discard: ['collier#1', 'scuttle#1', 'monitor#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'radio_intercept#1', half: 'action' }]]);
    act(G, '0', 'reveal', [0, {}]);
    // The turn then ends (Radio Intercept discarded, one card drawn).
    expect(G.players['0'].hand.slice(0, 2)).toEqual(['monitor#1', 'scuttle#1']);
    expect(G.secret.discard).toEqual(['collier#1', 'radio_intercept#1']);
  });
});
