/**
 * The rulebook's worked examples as scripted tests [3.2.9.1-3.2.9.3, 5.4.1-5.4.2, 2.3.x], with the cards and
 * dice of the examples (dice in the order of rules/dice.ts: blue d10, green d8, white d6, red d4).
 */
import { act, begin, logged, ship, table, totals, vaIds } from './test-fixture';
import { roundPoints } from './rules/scoring';

const B = (v: number): [number, number] => [10, v];
const Gr = (v: number): [number, number] => [8, v];
const W = (v: number): [number, number] => [6, v];
const R = (v: number): [number, number] => [4, v];

// Seats of the multiplayer examples: Jeff = 0, Craig = 1, Jay = 2 [3.2.9].
const JEFF = '0';
const CRAIG = '1';
const JAY = '2';

describe('3.2.9.1 Jeff sinks the recognized Leopard with a British intercept', () => {
  test('Recalled as a British Intercept! with Surprise Attack: 6+2 = 8 vs 4 sinks Leopard [3.2.9.1, 3.2.3, 3.3.36]', () => {
    const G = table({
      players: 3,
      ships: { [CRAIG]: [{ id: 'rd_leopard', rec: true }, 'ws_dresden', 'rd_geier'] },
      hands: { [JEFF]: ['recalled#1', 'surprise_attack#1', 'collier#1'], [CRAIG]: ['shallow_run#1'] },
    });
    begin(G, JEFF);
    expect(G.pending).toEqual({ kind: 'commit', seat: JEFF });
    act(G, JEFF, 'commit', [
      [
        { card: 'recalled#1', half: 'intercept' },
        { card: 'surprise_attack#1', half: 'action' },
      ],
    ]);
    // Shallow Run and Break Contact are barred by the Surprise Attack [3.3.4, 3.3.31]: no reaction type can
    // apply, so no window opens (ruling W-1) and the dice roll at once.
    act(G, JEFF, 'reveal', [0, { target: 'rd_leopard', surprise: 1 }], [B(4), Gr(6), Gr(4)]);
    expect(ship(G, 'rd_leopard')).toBeUndefined();
    expect(vaIds(G, JEFF)).toEqual(['rd_leopard']);
    expect(G.forces[JEFF].va[0]).toMatchObject({ deck: 'warship', mult: 1, source: 'sunk' });
    expect(logged(G, 'britishAttack').map((e) => [e.by, e.target, ...totals(e), e.result])).toEqual([['british', 'rd_leopard', 8, 4, 'sunk']]);
    expect(G.players[CRAIG].hand).toEqual(['shallow_run#1']);
    const before = G.players[JEFF].hand.length;
    act(G, JEFF, 'finishTurn', [['recalled#1', 'surprise_attack#1']]);
    // Discarded face up in Jeff's chosen order (top first in discardTop), then one card drawn [3.1.5, 3.1.1].
    expect(G.decks.discardTop).toEqual(['surprise_attack#1', 'recalled#1']);
    expect(G.players[JEFF].hand.length).toBe(before + 1);
    expect(G.turn?.seat).toBe(CRAIG);
  });
});

describe("3.2.9.2 Craig's raid", () => {
  test('Good Hunting, QQQ, Safe Conduct, Boarding Party with Fast Ship, then U-27 sinks the damaged Maria [3.2.9.2]', () => {
    const G = table({
      players: 3,
      ships: { [CRAIG]: ['rd_pef', 'ws_dresden', 'rd_geier'] },
      merchants: { [JEFF]: ['m_matheran', 'm_lovat', { id: 'm_maria', dmg: 1 }] },
      hands: { [CRAIG]: ['lay_mines#1', 'good_hunting#1', 'boarding_party#1', 'sub_u#1'], [JEFF]: ['qqq#1', 'fast_ship#1'] },
    });
    begin(G, CRAIG);
    // Lay Mines' Intercept! half may sit on any warship/raider [3.2.1.1].
    act(G, CRAIG, 'commit', [
      [
        { card: 'lay_mines#1', half: 'intercept', on: 'rd_pef' },
        { card: 'good_hunting#1', half: 'action' },
        { card: 'boarding_party#1', half: 'action' },
        { card: 'sub_u#1', half: 'action' },
      ],
    ]);
    act(G, CRAIG, 'reveal', [0, { targets: ['m_matheran', 'm_lovat'], goodHunting: 1 }]);
    expect(G.turn!.attackTarget).toBe(JEFF);
    expect(G.turn!.intercepted).toEqual(['m_matheran', 'm_lovat']);
    // The multi-target window: only Slim Pickings may answer Good Hunting itself [3.3.12, 3.3.33].
    expect(G.pending).toMatchObject({ kind: 'react', seat: JEFF, window: { type: 'multi', allowed: ['slim_pickings'] } });
    act(G, JEFF, 'decline', []);
    // Craig picks the order and withholds the Boarding Party for now (ruling A-03).
    expect(G.pending).toMatchObject({ kind: 'target', seat: CRAIG, remaining: ['m_matheran', 'm_lovat'] });
    act(G, CRAIG, 'nextTarget', ['m_matheran', {}]);
    expect(G.pending).toMatchObject({ kind: 'react', seat: JEFF, window: { type: 'sub', target: 'm_matheran' } });
    // QQQ; PEF's own coin d10+d6 (not Lay Mines' British d10+d4): 5 vs 6, no effect; Safe Conduct d6 5 vs d8 4.
    act(G, JEFF, 'react', ['qqq#1'], [B(5), W(2), Gr(6), W(5), Gr(4)]);
    expect(vaIds(G, JEFF)).toEqual(['m_matheran']);
    expect(G.forces[JEFF].merchants.map((m) => m.id)).toEqual(['m_lovat', 'm_maria']);
    expect(ship(G, 'rd_pef')!.rec).toBe(false); // QQQ takes effect at the end of the Intercept! (A-25)
    expect(G.pending).toMatchObject({ kind: 'target', seat: CRAIG, remaining: ['m_lovat'] });
    act(G, CRAIG, 'nextTarget', ['m_lovat', { boarding: 2 }]);
    expect(G.pending).toMatchObject({ kind: 'react', seat: JEFF });
    const allowed = (G.pending as { window: { allowed: string[] } }).window.allowed;
    expect(allowed).toContain('fast_ship');
    // Fast Ship: 8 - 2 = 6 vs 2, at least double: captured by the Boarding Party [3.3.10, 3.3.3].
    act(G, JEFF, 'react', ['fast_ship#1'], [B(8), W(2), Gr(2)]);
    const lovat = G.forces[CRAIG].ships.find((s) => s.id === 'm_lovat');
    expect(lovat).toMatchObject({ kind: 'prize', rec: false, dmg: 0, orig: JEFF });
    // End of the Intercept!: PEF recognized; Craig gets a Reflag window and declines [3.3.22, 3.3.27].
    expect(ship(G, 'rd_pef')!.rec).toBe(true);
    expect(G.pending).toMatchObject({ kind: 'react', seat: CRAIG, window: { type: 'reflag', allowed: ['reflag'] } });
    act(G, CRAIG, 'decline', []);
    act(G, CRAIG, 'reveal', [3, { target: 'm_maria' }]);
    expect(G.pending).toMatchObject({ kind: 'react', seat: JEFF, window: { type: 'torpedo', allowed: ['q_ship', 'razzle_dazzle'] } });
    // U-27 d10+d6+d4: 5; Maria d6 2 - 2 = 0, floored to 1; 5 >= 2: sunk [3.2.9.2, 3.2.7.3].
    act(G, JEFF, 'decline', [], [B(4), W(5), R(3), W(2)]);
    expect(vaIds(G, CRAIG)).toEqual(['m_maria']);
    expect(logged(G, 'torpedoAttack').map((e) => [e.target, ...totals(e), e.result])).toEqual([['m_maria', 5, 1, 'sunk']]);
    // End of turn: Craig's 4 discards, then Jeff's 2 reactions; Jeff draws 3 merchants [3.1.5, 3.1.6].
    act(G, CRAIG, 'finishTurn', []);
    expect(G.decks.discardTop).toEqual(['fast_ship#1', 'qqq#1']);
    expect(G.decks.discardCount).toBe(6);
    expect(G.forces[JEFF].merchants).toHaveLength(3);
    expect(ship(G, 'rd_pef')!.rec).toBe(true);
  });
});

describe("3.2.9.3 Jay's turn", () => {
  test('Shallow Run escape (damaged), mines 7v4 / 4v2 / 5v5, Deception on the other player, Intelligence reorder [3.2.9.3]', () => {
    const G = table({
      players: 3,
      ships: { [CRAIG]: [{ id: 'rd_pef', rec: true }, 'ws_dresden'], [JAY]: ['rd_meteor', 'ws_emden'] },
      merchants: { [CRAIG]: ['m_bowes_castle', 'm_invercoe', 'm_mount_temple'] },
      hands: { [CRAIG]: ['shallow_run#1'], [JAY]: ['calm_seas#1', 'lay_mines#2', 'intelligence#1', 'deception#1'] },
      deckTop: ['collier#1', 'monitor#1', 'scuttle#1'],
    });
    begin(G, JAY);
    act(G, JAY, 'commit', [
      [
        { card: 'calm_seas#1', half: 'intercept' },
        { card: 'lay_mines#2', half: 'action', on: 'rd_meteor' },
        { card: 'intelligence#1', half: 'action' },
        { card: 'deception#1', half: 'action' },
      ],
    ]);
    act(G, JAY, 'reveal', [0, { target: 'rd_pef' }]);
    expect(G.pending).toMatchObject({ kind: 'react', seat: CRAIG, window: { type: 'british', allowed: ['break_contact', 'shallow_run'] } });
    // Shallow Run cancels the intercept; crossing 10/4 vs 10: 6 vs 9 fails, PEF is damaged [3.3.31].
    act(G, CRAIG, 'react', ['shallow_run#1'], [B(6), R(3), B(9)]);
    expect(ship(G, 'rd_pef')).toMatchObject({ dmg: 1, rec: true });
    act(G, JAY, 'reveal', [1, { side: CRAIG, order: ['m_bowes_castle', 'm_invercoe', 'm_mount_temple'] }]);
    expect(G.pending).toMatchObject({ kind: 'react', seat: CRAIG, window: { type: 'mines', allowed: ['minesweeper'] } });
    act(G, CRAIG, 'decline', [], [B(7), R(2), W(4), B(3), R(4), R(2), B(5), R(1), B(5)]);
    expect(ship(G, 'm_bowes_castle')!.dmg).toBe(1);
    expect(vaIds(G, JAY)).toEqual(['m_invercoe']);
    expect(ship(G, 'm_mount_temple')!.dmg).toBe(0);
    expect(logged(G, 'safeConduct')).toEqual([]); // no Safe Conduct after mines [3.2.6]
    // Deception on Jeff: the attack target is Craig, Jeff is the single other player [3.1.4].
    act(G, JAY, 'reveal', [3, { side: JEFF }]);
    expect(G.forces[JEFF].pending).toEqual({ kind: 'deception', card: 'deception#1', by: JAY });
    act(G, JAY, 'reveal', [2, { mode: 'deck' }]);
    expect(G.pending).toEqual({ kind: 'intel', seat: JAY, count: 3 });
    expect(G.players[JAY].intelDeck).toEqual(['collier#1', 'monitor#1', 'scuttle#1']);
    act(G, JAY, 'intelOrder', [['scuttle#1', 'collier#1', 'monitor#1']]);
    // Jeff's Deception turn starts at once: one random card of his hand [3.3.8].
    const jeffHand = G.players[JEFF].hand.slice();
    act(G, JAY, 'finishTurn', [], [[jeffHand.length, 2]]);
    expect(G.turn!.deceptionCard).toBe(jeffHand[1]);
    // Jay draws the first card of his order and still knows the next two draws [3.3.14].
    expect(G.players[JAY].hand).toContain('scuttle#1');
    expect(G.players[JAY].knownTop).toEqual(['collier#1', 'monitor#1']);
    expect(G.decks.discardTop).toEqual(['shallow_run#1', 'intelligence#1']);
    expect(G.forces[CRAIG].merchants).toHaveLength(3);
    // Jeff's next turn is a Deception turn [3.3.8].
    expect(G.turn).toMatchObject({ seat: JEFF, mode: 'deception' });
  });
});

describe("5.4.1 the ghost's turn", () => {
  test('Leipzig intercepts with Surprise Attack and Boarding Party, a torpedo damages Appam, Recon (ET) [5.4.1]', () => {
    const G = table({
      players: 1,
      options: { ghostPolicy: 'random' },
      ships: { '1': ['ws_leipzig'], '0': ['rd_leopard'] },
      merchants: { '0': ['m_hyades', 'm_lundy_island', 'm_appam'] },
      hands: { '0': ['break_contact#1', 'collier#1', 'scuttle#1'] },
      solitaireTop: ['S01', 'S02', 'S03', 'S04', 'S05', 'S06'],
    });
    // K1, red 2: a warship intercept; specials K2 Surprise Attack, K3 Boarding Party, K4 blank; white 4 of
    // three merchants picks the second, Lundy Island.
    begin(G, '1', [R(2), W(4)]);
    // Break Contact is barred by the Surprise Attack [3.3.4]; AMC, Non-Combatant, Trap could apply, so
    // Michael's window opens and he passes.
    expect(G.pending).toMatchObject({ kind: 'react', seat: '0', window: { type: 'sub', target: 'm_lundy_island', surprise: true } });
    expect((G.pending as { window: { allowed: string[] } }).window.allowed).not.toContain('break_contact');
    // Leipzig d10+d8+d4: 5, 7, 2 -> 7 + 2 = 9 vs 4: captured. Then K5, red 3: torpedo; white 4 of two
    // merchants picks Appam; no Q-Ship or Razzle-Dazzle in hand, but the window opens.
    act(G, '0', 'decline', [], [B(5), Gr(7), R(2), W(4), R(3), W(4)]);
    expect(G.forces['1'].ships.find((s) => s.id === 'm_lundy_island')).toMatchObject({ kind: 'prize', rec: false, orig: '0' });
    expect(G.pending).toMatchObject({ kind: 'react', seat: '0', window: { type: 'torpedo', target: 'm_appam' } });
    const hand = G.players['0'].hand.length;
    // Torpedo d10+d6+d4: 3, 2, 4 -> 4 vs Appam d8 3: damaged. K6, red 3: Recon Aircraft (ET): two random
    // cards from Michael's hand go face down to the discard pile; end of the ghost's turn.
    act(G, '0', 'decline', [], [B(3), W(2), R(4), Gr(3), R(3), [hand, 1], [hand - 1, 1]]);
    expect(ship(G, 'm_appam')!.dmg).toBe(1);
    expect(G.players['0'].hand.length).toBe(hand - 2);
    expect(G.forces['0'].merchants).toHaveLength(3); // Lundy Island replaced [3.1.6]
    expect(G.decks.discardTop).toEqual([]); // solitaire discards are face down [5.2.1]
    expect(G.decks.discardCount).toBe(3); // two Recon cards and the ghost's drawn card [5.3.2]
    expect(G.decks.solitaireUsed).toEqual([]); // reshuffled at the end of the ghost's turn [5.3.1]
    expect(G.turn).toMatchObject({ seat: '0' });
    expect(logged(G, 'shipAttack').map((e) => [e.ship, e.target, ...totals(e), e.result, e.capture])).toContainEqual([
      'ws_leipzig',
      'm_lundy_island',
      9,
      4,
      'sunk',
      true,
    ]); // sunk with a Boarding Party: captured
  });
});

describe('5.4.2 the live player against the ghost', () => {
  test("the ghost's QQQ recognizes Leopard; Interned 8 vs 5 removes Leipzig without VA [5.4.2]", () => {
    const G = table({
      players: 1,
      ships: { '0': ['rd_leopard'], '1': ['ws_leipzig'] },
      merchants: { '1': ['m_kaipara', 'm_hyades', 'm_dee'] },
      hands: { '0': ['lay_mines#1', 'interned#1'] },
      solitaireTop: ['S07', 'S01'],
    });
    begin(G, '0');
    act(G, '0', 'commit', [
      [
        { card: 'lay_mines#1', half: 'intercept', on: 'rd_leopard' },
        { card: 'interned#1', half: 'action' },
      ],
    ]);
    // Ghost defence: K7, red 2 -> QQQ (matches an unrecognized raider). Leopard d10+d8+d6: 6 vs Kaipara 4: damaged.
    act(G, '0', 'reveal', [0, { targets: ['m_kaipara'] }], [R(2), B(6), Gr(1), W(3), Gr(4)]);
    expect(ship(G, 'm_kaipara')!.dmg).toBe(1);
    expect(ship(G, 'rd_leopard')!.rec).toBe(true);
    expect(logged(G, 'safeConduct').filter((e) => e.ship === 'm_kaipara')).toEqual([]); // damaged: no Safe Conduct [3.2.6]
    expect(G.pending).toMatchObject({ kind: 'react', seat: '0', window: { type: 'reflag' } });
    act(G, '0', 'decline', []);
    // Interned 10/8 vs 10: 8 vs 5, success [3.3.15].
    act(G, '0', 'reveal', [1, { target: 'ws_leipzig' }], [B(8), Gr(4), B(5)]);
    expect(ship(G, 'ws_leipzig')).toBeUndefined();
    expect(G.decks.warshipUsed).toContain('ws_leipzig');
    expect(vaIds(G, '0')).toEqual([]);
    // The ghost's next turn draws S01 and rolls red 1: No Action [5.3.3.1].
    act(G, '0', 'finishTurn', [], [R(1)]);
    expect(logged(G, 'discard')).toContainEqual({ kind: 'discard', seat: '0', cards: [], count: 2, rule: '5.2.1' });
    expect(G.turn).toMatchObject({ seat: '0' });
  });
});

describe('2.3 scoring examples', () => {
  test('three players: A 27, B 0, C 68 -> C 3, A 2, B 0 [2.3.3.2]', () => {
    expect(roundPoints({ A: 27, B: 0, C: 68 }, ['A', 'B', 'C'])).toEqual({ A: 2, B: 0, C: 3 });
  });
  test('four players with a tie: A 39, B 39, C 72, D 18 -> C 4, A 3, B 3, D 1 [2.3.3.3]', () => {
    expect(roundPoints({ A: 39, B: 39, C: 72, D: 18 }, ['A', 'B', 'C', 'D'])).toEqual({ A: 3, B: 3, C: 4, D: 1 });
  });
  test('two players: 20/15 -> 2/1 and 20/20 -> 2/2 [2.3.3.1, 2.3.3.3]', () => {
    expect(roundPoints({ A: 20, B: 15 }, ['A', 'B'])).toEqual({ A: 2, B: 1 });
    expect(roundPoints({ A: 20, B: 20 }, ['A', 'B'])).toEqual({ A: 2, B: 2 });
  });
  test('the warship cap: 1 sunk merchant + 1 prize allow 2 of 3 warship cards, one discarded at random [2.3.1]', () => {
    const G = table({
      players: 2,
      ships: { '0': ['ws_dresden', { id: 'm_appam', prize: true, orig: '1' }] },
      hands: { '0': [] },
      deckTop: ['collier#1'],
    });
    G.secret.action = ['collier#1'];
    G.forces['0'].va = [
      { id: 'm_lovat', deck: 'merchant', va: 7, mult: 1, source: 'sunk' },
      { id: 'rd_wolf', deck: 'warship', va: 14, mult: 1, source: 'sunk' },
      { id: 'rd_geier', deck: 'warship', va: 6, mult: 1, source: 'sunk' },
      { id: 'rd_iltis', deck: 'warship', va: 6, mult: 1, source: 'sunk' },
    ];
    begin(G, '0');
    act(G, '0', 'commit', [[]], [[3, 1]]);
    // The turn auto-finishes; drawing the last card ends the round. The cap picks the 1st of 3 with a d3.
    expect(G.history).toHaveLength(1);
    const h = G.history[0];
    expect(h.capped['0']).toEqual(['rd_wolf']);
    // VA = Lovat 7 + Appam prize 2 x 9 + Geier 6 + Iltis 6 = 37.
    expect(h.va['0']).toBe(37);
    expect(h.rp).toEqual({ '0': 2, '1': 0 });
  });
});
