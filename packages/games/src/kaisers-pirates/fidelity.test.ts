/**
 * Rulebook fidelity fixes (issue 21, items 7-12), one test per item citing its rule: the ghost's Slim
 * Pickings draws once per Intercept! [5.2.3, 3.3.33], a fast raider's Shallow Run Pursuit at -2 whenever
 * 6.10 is on [6.10.4], the ghost's Scuttle of any damaged ship [3.3.29, 5.3.3.5], solitaire retention decided
 * by the live player for both sides [5.1.4] and the ghost's "best or random" picks [5.3.3.7, 5.3.3.12],
 * automatic prize resupply [6.12.1, 6.12.3], and the end of the war naming what decided it [2.5].
 * Dice: B = blue d10, Gr = green d8, W = white d6, R = red d4.
 */
import { act, begin, logged, reason, ship, table, totals } from './test-fixture';
import { commitPreview, enumerate } from './rules/enumerate';
import { bot } from './bot';
import { playerView } from './view';
import type { PublicState } from './rules/types';

const B = (v: number): [number, number] => [10, v];
const Gr = (v: number): [number, number] => [8, v];
const W = (v: number): [number, number] => [6, v];
const R = (v: number): [number, number] => [4, v];

describe('item 7: the ghost draws a single solitaire card for each intercept [5.2.3, 3.3.33]', () => {
  test('its Slim Pickings against Shipping Lanes cuts the intercept to one merchant, attacked with no second defence draw', () => {
    const G = table({
      players: 1,
      ships: { '0': ['ws_dresden', { id: 'ws_karlsruhe', dmg: 1 }] },
      merchants: { '1': ['m_lovat', 'm_maria', 'm_hyades'] },
      hands: { '0': ['collier#1', 'shipping_lanes#1', 'damage_control#2'] },
      solitaireTop: ['S09', 'S01', 'S02'],
    });
    begin(G, '0');
    act(G, '0', 'commit', [
      [
        { card: 'collier#1', half: 'intercept', on: 'ws_dresden' },
        { card: 'shipping_lanes#1', half: 'action' },
        { card: 'damage_control#2', half: 'action' },
      ],
    ]);
    act(G, '0', 'reveal', [0, { targets: ['m_lovat', 'm_maria', 'm_hyades'], shippingLanes: 1 }]);
    // The first merchant's defence: S09, red 2 -> Slim Pickings, which cuts the Shipping Lanes intercept.
    act(G, '0', 'nextTarget', ['m_lovat', {}], [R(2)]);
    expect(G.pending).toMatchObject({ kind: 'choose', seat: '0', question: 'slimKeep' });
    act(G, '0', 'choose', ['m_maria']);
    // Maria is attacked with no new draw: Dresden 10+8+4 = 22 (Night -1 = 21) vs Maria 1: sunk. No S01 drawn.
    act(G, '0', 'nextTarget', ['m_maria', {}], [B(10), Gr(8), R(4), W(1)]);
    expect(logged(G, 'ghostDefence').map((e) => [e.card, e.entry, e.applies])).toEqual([['S09', 'slim_pickings', true]]);
    expect(logged(G, 'ghostNoRedraw')).toEqual([{ kind: 'ghostNoRedraw', seat: '1', ship: 'ws_dresden', target: 'm_maria' }]);
    expect(G.decks.solitaireUsed).toEqual(['S09']);
    expect(logged(G, 'shipAttack').map((e) => [e.target, e.result])).toEqual([['m_maria', 'sunk']]);
    expect(G.forces['0'].va.map((e) => e.id)).toEqual(['m_maria']);
  });
});

describe('item 8: Shallow Run Pursuit by a fast raider [6.10.4]', () => {
  test('the pursuing fast raider crosses at -2 with 6.10 alone (Fast Raiders 6.6 off); the merchant does not', () => {
    const G = table({
      players: 2,
      options: { shallowPursuit: true, fastRaiders: false },
      ships: { '0': ['rd_kronprinz_wilhelm'] },
      merchants: { '1': ['m_lovat', 'm_maria', 'm_hyades'] },
      hands: { '0': ['damage_control#1'], '1': ['shallow_run#1'] },
    });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'damage_control#1', half: 'intercept', on: 'rd_kronprinz_wilhelm' }]]);
    act(G, '0', 'reveal', [0, { targets: ['m_lovat'] }]);
    act(G, '1', 'react', ['shallow_run#1']);
    act(G, '0', 'choose', ['pursue'], [B(8), R(1), B(2), B(5), R(1), B(4), Gr(8), W(6), Gr(1)]);
    const [e] = logged(G, 'shallowRun');
    // The higher die counts: Lovat 8 vs 2 (no modifier); Kronprinz Wilhelm 5 - 2 = 3 vs 4: fails, damaged.
    expect(e.rolls[0].mod + 0).toBe(0);
    expect(e.pursuerRolls[0].mod).toBe(-2);
    expect(totals({ rolls: e.pursuerRolls })).toEqual([3, 4]);
    expect(e.pursuerResult).toBe('damaged');
    expect(ship(G, 'rd_kronprinz_wilhelm')!.dmg).toBe(1);
  });
  test('a slow raider pursues without the -2: the same 5 vs 4 crosses unharmed', () => {
    const G = table({
      players: 2,
      options: { shallowPursuit: true },
      ships: { '0': ['rd_leopard'] },
      merchants: { '1': ['m_lovat', 'm_maria', 'm_hyades'] },
      hands: { '0': ['damage_control#1'], '1': ['shallow_run#1'] },
    });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'damage_control#1', half: 'intercept', on: 'rd_leopard' }]]);
    act(G, '0', 'reveal', [0, { targets: ['m_lovat'] }]);
    act(G, '1', 'react', ['shallow_run#1']);
    act(G, '0', 'choose', ['pursue'], [B(8), R(1), B(2), B(5), R(1), B(4), B(10), Gr(8), W(6), Gr(1)]);
    expect(logged(G, 'shallowRun')[0].pursuerRolls[0].mod + 0).toBe(0);
    expect(logged(G, 'shallowRun')[0].pursuerResult).toBe('unharmed');
  });
});

describe("item 9: the ghost's Scuttle takes any damaged friendly warship, raider or prize [3.3.29, 5.3.3.5]", () => {
  test('a damaged raider the live player has not recognized is scuttled (no VA for anybody)', () => {
    const G = table({ players: 1, ships: { '1': [{ id: 'rd_geier', dmg: 1 }, 'ws_leipzig'] }, solitaireTop: ['S09', 'S01'] });
    // S09, red 4: Scuttle; S01, red 1: No Action, the turn ends.
    begin(G, '1', [R(4), R(1)]);
    expect(logged(G, 'scuttle')).toEqual([{ kind: 'scuttle', seat: '1', ship: 'rd_geier' }]);
    expect(ship(G, 'rd_geier')).toBeUndefined();
    expect(G.decks.warshipUsed).toContain('rd_geier');
    expect(G.forces['0'].va).toEqual([]);
    expect(logged(G, 'ghostIgnored')).toEqual([]);
  });
  test('a damaged prize too; the smart ghost scuttles the one worth most to the live player', () => {
    const G = table({
      players: 1,
      ships: {
        '1': [
          { id: 'rd_geier', dmg: 1 },
          { id: 'm_appam', orig: '0', dmg: 1 },
        ],
      },
      solitaireTop: ['S09', 'S01'],
    });
    begin(G, '1', [R(4), R(1)]);
    expect(logged(G, 'scuttle').map((e) => e.ship)).toEqual(['m_appam']);
  });
});

describe("item 10: solitaire retention and the ghost's picks [5.1.4, 5.3.3.7, 5.3.3.12]", () => {
  function roundOver() {
    const G = table({ players: 1, ships: { '0': ['ws_dresden'], '1': ['ws_leipzig', 'rd_geier'] }, hands: { '0': [] } });
    G.secret.action = ['collier#1'];
    begin(G, '0');
    act(G, '0', 'commit', [[]]);
    return G;
  }
  test('"the player decides which ships of both sides stay": only the live player is asked, for both sides', () => {
    const G = roundOver();
    expect(G.pending).toMatchObject({ kind: 'retain', seats: ['0'], max: 1, pool: { '0': ['ws_dresden'], '1': ['ws_leipzig', 'rd_geier'] } });
    expect(reason(G, '0', 'keepShips', [['ws_leipzig', 'rd_geier']])).toMatch(/at most 1/);
    expect(reason(G, '0', 'keepShips', [['ws_emden']])).toMatch(/either side/);
    // The live player keeps Dresden and the ghost's weaker Geier (not the ghost's highest VA, Leipzig).
    act(G, '0', 'keepShips', [['ws_dresden', 'rd_geier']], [B(7), B(3)]);
    expect(G.round).toBe(2);
    expect(G.forces['0'].ships[0]).toMatchObject({ id: 'ws_dresden' });
    expect(G.forces['1'].ships[0]).toEqual({ id: 'rd_geier', kind: 'raider', rec: false, dmg: 0, ls: false });
    expect(G.decks.warshipUsed).toContain('ws_leipzig');
    expect(logged(G, 'keepShips').map((e) => [e.seat, e.ships])).toEqual([
      ['0', ['ws_dresden']],
      ['1', ['rd_geier']],
    ]);
  });
  test('keeping nothing for either side is an answer too; the choices offered cover both sides', () => {
    const G = roundOver();
    const lists = enumerate(playerView(G, '0') as unknown as PublicState, '0').map((a) => a.args[0]);
    expect(lists).toContainEqual([]);
    expect(lists).toContainEqual(['ws_dresden', 'ws_leipzig']);
    expect(lists).toContainEqual(['rd_geier']);
    expect(bot({ G: playerView(G, '0') } as never, '0', () => 0)).toEqual({ kind: 'move', name: 'keepShips', args: [['ws_dresden', 'ws_leipzig']] });
    act(G, '0', 'keepShips', [[]], [B(7), B(3)]);
    expect(G.round).toBe(2);
    expect(G.forces['1'].ships.map((s) => s.id)).not.toContain('ws_leipzig');
  });
  test('the end-of-turn Reflag hide "selects the best or at random": the random policy rolls the white d6 [5.3.3.12]', () => {
    const G = table({
      players: 1,
      options: { ghostPolicy: 'random' },
      ships: {
        '1': [
          { id: 'rd_moewe', rec: true },
          { id: 'rd_geier', rec: true },
        ],
      },
      solitaireTop: ['S01', 'S12'],
    });
    // S01 red 1: No Action; the Reflag check draws S12 (Reflag); white d6 2 of 1-3 / 4-6: the first, Möwe...
    // and 5: the second, Geier, although Möwe is worth more.
    begin(G, '1', [R(1), W(5)]);
    expect(logged(G, 'ghostPick').map((e) => [e.count, e.choice])).toEqual([[2, 2]]);
    expect(ship(G, 'rd_geier')!.rec).toBe(false);
    expect(ship(G, 'rd_moewe')!.rec).toBe(true);
  });
  test('the Island Refuge pick "the best or at random": the random policy rolls the white d6 [5.3.3.7]', () => {
    const G = table({
      players: 1,
      options: { ghostPolicy: 'random' },
      ships: {
        '1': [
          { id: 'ws_leipzig', dmg: 1, ls: true },
          { id: 'rd_geier', dmg: 1 },
        ],
      },
      solitaireTop: ['S02', 'S01'],
    });
    // S02 red 4: Island Refuge; white d6 6: the second candidate, Geier; repair d8+d6 7 vs d8 3; S01 red 1.
    begin(G, '1', [R(4), W(6), Gr(6), W(1), Gr(3), R(1)]);
    expect(ship(G, 'rd_geier')!.refuge).toBeDefined();
    expect(ship(G, 'ws_leipzig')!.refuge).toBeUndefined();
  });
});

describe('item 11: prize resupply is automatic where 6.12.3 leaves no choice [6.12.1]', () => {
  test('one prize and one ship with Limited Supplies: resupplied as the turn goes on, no move needed', () => {
    const G = table({
      players: 2,
      options: { prizeResupply: true },
      ships: {
        '0': [
          { id: 'ws_dresden', ls: true },
          { id: 'm_appam', orig: '1' },
        ],
      },
      hands: { '0': ['collier#1', 'scuttle#1'] },
    });
    begin(G, '0');
    // Committed: then Appam resupplies Dresden at once and rolls for exhaustion, 10/8 9+1 vs 10 3: exhausted.
    act(
      G,
      '0',
      'commit',
      [
        [
          { card: 'collier#1', half: 'intercept' },
          { card: 'scuttle#1', half: 'action' },
        ],
      ],
      [B(9), Gr(1), B(3)],
    );
    expect(ship(G, 'ws_dresden')!.ls).toBe(false);
    expect(logged(G, 'prizeExhaustion').map((e) => [e.prize, e.ship, e.ok])).toEqual([['m_appam', 'ws_dresden', true]]);
    expect(G.forces['0'].va).toEqual([{ id: 'm_appam', deck: 'merchant', va: 9, mult: 1, source: 'prize_exhausted' }]);
  });
  test('two ships with Limited Supplies and one prize: the holder chooses which one (the move stays)', () => {
    const G = table({
      players: 2,
      options: { prizeResupply: true },
      ships: {
        '0': [
          { id: 'ws_dresden', ls: true },
          { id: 'ws_emden', ls: true },
          { id: 'm_appam', orig: '1' },
        ],
      },
      hands: { '0': ['collier#1', 'scuttle#1'] },
    });
    begin(G, '0');
    act(G, '0', 'commit', [
      [
        { card: 'collier#1', half: 'intercept' },
        { card: 'scuttle#1', half: 'action' },
      ],
    ]);
    expect(logged(G, 'prizeExhaustion')).toEqual([]);
    act(G, '0', 'prizeResupply', ['m_appam', 'ws_emden'], [B(1), Gr(1), B(3)]);
    expect(ship(G, 'ws_emden')!.ls).toBe(false);
    expect(ship(G, 'ws_dresden')!.ls).toBe(true);
  });
  test('without 6.12 nothing happens outside a capture', () => {
    const G = table({
      players: 2,
      ships: {
        '0': [
          { id: 'ws_dresden', ls: true },
          { id: 'm_appam', orig: '1' },
        ],
      },
      hands: { '0': ['collier#1', 'scuttle#1'] },
    });
    begin(G, '0');
    act(G, '0', 'commit', [
      [
        { card: 'collier#1', half: 'intercept' },
        { card: 'scuttle#1', half: 'action' },
      ],
    ]);
    expect(ship(G, 'ws_dresden')!.ls).toBe(true);
  });
});

describe('item 12: the end of the war says what decided it [2.5]', () => {
  function lastRound(totals: { rp: Record<string, number>; va: Record<string, number> }, players = 2) {
    const G = table({ players, ships: { '0': ['ws_dresden'], '1': ['ws_emden'] }, hands: { '0': [] } });
    G.round = 3;
    G.history = [1, 2].map((round) => ({ round, va: { '0': 0, '1': 0 }, rp: { '0': 0, '1': 0 }, capped: { '0': [], '1': [] } }));
    G.totals = totals;
    G.secret.action = ['collier#1'];
    begin(G, '0');
    act(G, '0', 'commit', [[]]); // the last card is drawn: round 3 scores nothing and the war is decided
    return G;
  }
  test('the most Round Points decide it when they differ, even against more VA', () => {
    const G = lastRound({ rp: { '0': 3, '1': 2 }, va: { '0': 5, '1': 30 } });
    expect(logged(G, 'gameOver')).toEqual([{ kind: 'gameOver', winners: ['0'], by: 'rp' }]);
  });
  test('tied on Round Points, the total VA decides it, and the event says so', () => {
    const G = lastRound({ rp: { '0': 2, '1': 2 }, va: { '0': 5, '1': 30 } });
    expect(logged(G, 'gameOver')).toEqual([{ kind: 'gameOver', winners: ['1'], by: 'va' }]);
  });
  test('in solitaire the ghost can win on total VA, said the same way', () => {
    const G = lastRound({ rp: { '0': 2, '1': 2 }, va: { '0': 5, '1': 30 } }, 1);
    expect(G.result?.winners).toEqual([]);
    expect(logged(G, 'gameOver')).toEqual([{ kind: 'gameOver', winners: ['1'], by: 'va' }]);
  });
});

describe('before committing: a card that could not be revealed says so (issue 23, item 8) [3.2.1, 3.2.8]', () => {
  test('an Intercept! for the British Forces with no opponent ship it may target, and one that can', () => {
    const G = table({
      players: 2,
      ships: { '0': ['ws_dresden'], '1': ['rd_geier'] },
      merchants: { '1': ['m_lovat', 'm_maria', 'm_hyades'] },
      hands: { '0': ['collier#1', 'scuttle#1'] },
    });
    begin(G, '0');
    const view = playerView(G, '0') as unknown as PublicState;
    // Geier is an unrecognized raider: the British Forces may not intercept it [3.1.3.2, 3.2.3.2].
    const front = commitPreview(view, '0', [{ card: 'collier#1', half: 'intercept' }]);
    expect(Object.keys(front)).toEqual(['collier#1']);
    expect(front['collier#1'].text.length).toBeGreaterThan(10);
    expect(front['collier#1'].code).toMatch(/^[a-z][A-Za-z]+$/);
    // A ship's Intercept! of the three merchants can be revealed: nothing to say.
    expect(commitPreview(view, '0', [{ card: 'collier#1', half: 'intercept', on: 'ws_dresden' }])).toEqual({});
    // Once Geier is recognized, the British Forces may target it.
    G.forces['1'].ships[0].rec = true;
    expect(commitPreview(playerView(G, '0') as unknown as PublicState, '0', [{ card: 'collier#1', half: 'intercept' }])).toEqual({});
  });
});
