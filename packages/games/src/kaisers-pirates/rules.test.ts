/**
 * Setup for 1-4 players and teams [2.1, 4.0, 5.1], turns and rounds [2.0, 2.4, 3.1], the game winner [2.5,
 * 4.10], the targeting guards, and one test per optional rule [6.1-6.12].
 */
import { seededRandom } from '../common/random';
import { optionsSchema, playerCountProblem } from './options';
import { rngFrom } from './rules/dice';
import { newGame } from './moves';
import { decideWinner } from './rules/scoring';
import { decodeEvent, type EventOf } from './rules/events';
import { act, begin, logged, reason, ship, table, totals, vaIds } from './test-fixture';
import type { GameState } from './rules/types';

const B = (v: number): [number, number] => [10, v];
const Gr = (v: number): [number, number] => [8, v];
const W = (v: number): [number, number] => [6, v];
const R = (v: number): [number, number] => [4, v];

function fresh(n: number, o: object = {}, seed = 5): GameState {
  return newGame(n, optionsSchema.parse(o), rngFrom(seededRandom(seed)));
}

describe('setup [2.1, 2.2, 5.1]', () => {
  test.each([
    [4, 12, 80 - 24],
    [3, 32, 60 - 18],
    [2, 52, 40 - 12],
  ])('%i players: %i cards set aside, 3 ships, 3 merchants and 6 cards each [2.1.1-2.1.5]', (n, removed, left) => {
    const G = fresh(n);
    expect(G.secret.setAside).toHaveLength(removed);
    expect(G.secret.action.length + 0).toBeLessThanOrEqual(left);
    for (const s of G.sides) {
      expect(G.forces[s].ships).toHaveLength(3);
      expect(G.forces[s].merchants).toHaveLength(3);
      expect(G.forces[s].ships.every((x) => x.kind === 'warship' || !x.rec)).toBe(true); // raiders start disguised
    }
    expect(G.sides.reduce((a, s) => a + G.players[s].hand.length, 0) + G.secret.action.length).toBe(left + 6 * n - (left + 6 * n - (92 - removed)));
    expect(G.history).toEqual([]);
  });
  test('four players in two teams sit alternately: 0 & 2 against 1 & 3 [4.1]', () => {
    const G = fresh(4, { teams: true });
    expect(G.teams).toEqual([
      ['0', '2'],
      ['1', '3'],
    ]);
    expect(G.mode).toBe('teams');
  });
  test('solitaire: the ghost is side 1; Intelligence and Radio Intercept are out; a 40-card play deck (ruling A-01) [5.1]', () => {
    const G = fresh(1);
    expect(G.sides).toEqual(['0', '1']);
    expect(G.ghost).toBe('1');
    expect(G.decks.outOfGame.filter((c) => c.startsWith('intelligence') || c.startsWith('radio_intercept'))).toHaveLength(4);
    expect(G.secret.setAside).toHaveLength(48);
    expect(G.secret.ghostHand).toHaveLength(6);
    expect(G.secret.solitaire.length + G.decks.solitaireUsed.length).toBe(20);
    expect(fresh(1, { solitaireRemove: 52 }).secret.setAside).toHaveLength(52);
  });
  test('player counts and options: teams need four; Balanced Tournament excludes Beyond 1914; too few cards is refused', () => {
    expect(playerCountProblem(optionsSchema.parse({ teams: true }), 3)).toMatchObject({ code: 'countTeams', text: expect.stringMatching(/four players/) });
    expect(playerCountProblem(optionsSchema.parse({}), 5)).toMatchObject({ code: 'countPlayers', text: expect.stringMatching(/1 to 4/) });
    expect(playerCountProblem(optionsSchema.parse({ actionCardsRemoved: 70 }), 4)).toMatchObject({
      code: 'countDeckTooSmall',
      params: { removed: 70, sides: 4 },
      text: expect.stringMatching(/too few/),
    });
    expect(playerCountProblem(optionsSchema.parse({}), 1)).toBeUndefined();
    expect(optionsSchema.safeParse({ balancedTournament: true, beyond1914: true }).success).toBe(false);
    expect(optionsSchema.safeParse({ beyond1914Merchants: true }).success).toBe(false);
  });
  test('the first player of round 1 is the highest d10; ties re-roll [3.1, ruling A-35]', () => {
    const G = fresh(3, {}, 11);
    // The setup's log events wait for the first move's log entry (G.opening).
    const opening = (G.opening ?? []).map((e) => decodeEvent(e)!);
    const roll = opening.filter((e): e is EventOf<'firstRoll'> => e.kind === 'firstRoll');
    expect(roll[0]).toMatchObject({ basis: 'highest', sides: ['0', '1', '2'] });
    const last = roll[roll.length - 1];
    const best = Math.max(...totals(last));
    expect(totals(last).filter((t) => t === best)).toHaveLength(1);
    const winner = last.sides[totals(last).indexOf(best)];
    expect(opening).toContainEqual({ kind: 'firstTurn', seat: winner, round: 1, basis: 'highest' });
    expect(G.turn!.seat).toBe(winner);
  });
});

describe('turns and rounds', () => {
  test('the round ends the moment the last action card is drawn: no refill, no Second Chance (ruling A-33) [2.0]', () => {
    const G = table({ players: 2, merchants: { '1': ['m_lovat'] }, hands: { '0': ['second_chance#1'] } });
    G.secret.action = ['collier#1'];
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'second_chance#1', half: 'action' }]]);
    // Second Chance played, the last card drawn: round 1 is scored (no cap die: no warship in a VA pile).
    act(G, '0', 'reveal', [0, {}]);
    expect(G.history).toHaveLength(1);
    expect(G.round).toBe(1);
    expect(G.pending?.kind).toBe('retain');
  });
  test('retention: keep at most one surviving ship; kept ships reduce the deal to 5 cards; raiders start disguised again [2.4.1-2.4.5]', () => {
    const G = table({ players: 2, ships: { '0': [{ id: 'rd_leopard', rec: true, dmg: 1 }, 'ws_dresden'], '1': ['ws_emden'] }, hands: { '0': [] } });
    G.secret.action = ['collier#1'];
    begin(G, '0');
    act(G, '0', 'commit', [[]]);
    expect(G.pending).toMatchObject({ kind: 'retain', seats: ['0', '1'], max: 1 });
    expect(reason(G, '0', 'keepShips', [['rd_leopard', 'ws_dresden']])).toMatch(/at most 1/);
    expect(reason(G, '0', 'keepShips', [['ws_emden']])).toMatch(/not one of your/);
    act(G, '0', 'keepShips', [['rd_leopard']]);
    expect(G.pending).toMatchObject({ kind: 'retain', seats: ['1'] });
    act(
      G,
      '1',
      'keepShips',
      [[]],
      [
        [10, 3],
        [10, 7],
      ],
    );
    expect(G.round).toBe(2);
    expect(G.forces['0'].ships[0]).toEqual({ id: 'rd_leopard', kind: 'raider', rec: false, dmg: 0, ls: false });
    expect(G.forces['0'].ships).toHaveLength(3);
    expect(G.players['0'].hand).toHaveLength(5);
    expect(G.players['1'].hand).toHaveLength(6);
    expect(G.decks.warshipUsed).toContain('ws_dresden');
    expect(G.decks.warshipUsed).toContain('ws_emden');
  });
  test('team retention: teammates pool their survivors (4.9); a ship kept by one cannot be kept by the other', () => {
    const G = table({
      players: 4,
      options: { teams: true },
      ships: { '0': ['ws_dresden', 'ws_emden'], '2': [], '1': ['rd_geier'], '3': ['rd_iltis'] },
      hands: { '0': [] },
    });
    G.secret.action = ['collier#1'];
    begin(G, '0');
    act(G, '0', 'commit', [[]]);
    expect(G.pending).toMatchObject({ kind: 'retain' });
    expect((G.pending as { seats: string[] }).seats).toContain('2'); // no survivors but a teammate with some
    act(G, '2', 'keepShips', [['ws_emden']]);
    expect(reason(G, '0', 'keepShips', [['ws_emden']])).toMatch(/teammate/);
  });
  test('the winner has the most Round Points, then the most VA; a full tie plays another round [2.5]', () => {
    const G = fresh(2);
    G.round = 3;
    G.totals = { rp: { '0': 5, '1': 5 }, va: { '0': 90, '1': 80 } };
    expect(decideWinner(G)).toEqual({ winners: ['0'], by: 'va' }); // tied on Round Points: the VA decides
    G.totals.va['1'] = 90;
    expect(decideWinner(G)).toBeNull();
    G.round = 6;
    expect(decideWinner(G)).toEqual({ winners: ['0', '1'], by: 'shared' }); // shared after maxTieBreakRounds (ruling T-1)
    G.totals.rp['1'] = 6;
    expect(decideWinner(G)).toEqual({ winners: ['1'], by: 'rp' });
  });
  test('teams win on combined Round Points [4.8, 4.10]', () => {
    const G = fresh(4, { teams: true });
    G.round = 3;
    G.totals = { rp: { '0': 4, '1': 3, '2': 1, '3': 3 }, va: { '0': 1, '1': 1, '2': 1, '3': 1 } };
    expect(decideWinner(G)).toEqual({ winners: ['1', '3'], by: 'rp' });
  });
});

describe('targeting guards', () => {
  test('#1 two cards on one ship [3.1.3.1]', () => {
    const G = table({ players: 2, ships: { '0': ['ws_dresden'] }, hands: { '0': ['collier#1', 'scuttle#1'] } });
    begin(G, '0');
    expect(
      reason(G, '0', 'commit', [
        [
          { card: 'collier#1', half: 'intercept', on: 'ws_dresden' },
          { card: 'scuttle#1', half: 'intercept', on: 'ws_dresden' },
        ],
      ]),
    ).toMatch(/once per turn/);
  });
  test('#2 British intercept of an unrecognized raider [3.2.3.1]', () => {
    const G = table({ players: 2, ships: { '1': ['rd_leopard'] }, hands: { '0': ['collier#1', 'scuttle#1'] } });
    begin(G, '0');
    act(G, '0', 'commit', [
      [
        { card: 'collier#1', half: 'intercept' },
        { card: 'scuttle#1', half: 'action' },
      ],
    ]);
    expect(reason(G, '0', 'reveal', [0, { target: 'rd_leopard' }])).toMatch(/disguised/);
  });
  test('#3 attacks against two different opponents in one turn; #4 the same merchant twice [3.1.3, 3.1.3.2]', () => {
    const G = table({
      players: 3,
      ships: { '0': ['ws_dresden', 'ws_emden', 'ws_konigsberg'] },
      merchants: { '1': ['m_lovat', 'm_maria', 'm_hyades'] },
      hands: { '0': ['collier#1', 'scuttle#1', 'monitor#1'] },
    });
    begin(G, '0');
    act(G, '0', 'commit', [
      [
        { card: 'collier#1', half: 'intercept', on: 'ws_dresden' },
        { card: 'scuttle#1', half: 'intercept', on: 'ws_emden' },
        { card: 'monitor#1', half: 'intercept', on: 'ws_konigsberg' },
      ],
    ]);
    act(G, '0', 'reveal', [0, { targets: ['m_lovat'] }]);
    act(G, '1', 'decline', [], [B(1), Gr(1), R(1), Gr(8), W(1), Gr(8)]);
    const other = G.forces['2'].merchants[0].id;
    expect(reason(G, '0', 'reveal', [1, { targets: [other] }])).toMatch(/same player/);
    expect(reason(G, '0', 'reveal', [1, { targets: ['m_lovat'] }])).toMatch(/already been intercepted/);
  });
  test('R5: a merchant already intercepted this turn may still be torpedoed, though not intercepted again [3.1.3.2, 3.1.3.3]', () => {
    const G = table({
      players: 2,
      ships: { '0': ['ws_dresden'] },
      merchants: { '1': ['m_lovat', 'm_maria', 'm_hyades'] },
      hands: { '0': ['damage_control#1', 'sub_u#1'] },
    });
    begin(G, '0');
    act(G, '0', 'commit', [
      [
        { card: 'damage_control#1', half: 'intercept', on: 'ws_dresden' },
        { card: 'sub_u#1', half: 'action' },
      ],
    ]);
    act(G, '0', 'reveal', [0, { targets: ['m_lovat'] }]);
    // Dresden 1 vs Lovat 8: no effect; Lovat's Safe Conduct d6 1 vs d8 8 fails.
    act(G, '1', 'decline', [], [B(1), Gr(1), R(1), Gr(8), W(1), Gr(8)]);
    expect(G.turn!.intercepted).toContain('m_lovat');
    act(G, '0', 'reveal', [1, { target: 'm_lovat' }]);
    act(G, '1', 'decline', [], [B(10), W(1), R(1), Gr(2)]); // U-27 10 vs 2: sunk
    expect(vaIds(G, '0')).toEqual(['m_lovat']);
  });
  test('#6 Fast Ship on a damaged merchant is not offered [3.3.10]', () => {
    const G = table({
      players: 2,
      ships: { '0': ['rd_leopard'] },
      merchants: { '1': [{ id: 'm_lovat', dmg: 1 }, 'm_maria', 'm_hyades'] },
      hands: { '0': ['damage_control#1'], '1': ['fast_ship#1'] },
    });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'damage_control#1', half: 'intercept', on: 'rd_leopard' }]]);
    act(G, '0', 'reveal', [0, { targets: ['m_lovat'] }]);
    expect((G.pending as { window: { allowed: string[] } }).window.allowed).not.toContain('fast_ship');
    expect(reason(G, '1', 'react', ['fast_ship#1'])).toMatch(/cannot be played here/);
  });
  test("#12 no reactions to attacks on a teammate: only the target's owner is asked [4.5]", () => {
    const G = table({
      players: 4,
      options: { teams: true },
      ships: { '0': ['ws_dresden'] },
      merchants: { '1': ['m_lovat', 'm_maria', 'm_hyades'] },
      hands: { '0': ['damage_control#1'], '3': ['trap#1'] },
    });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'damage_control#1', half: 'intercept', on: 'ws_dresden' }]]);
    act(G, '0', 'reveal', [0, { targets: ['m_lovat'] }]);
    expect(G.pending).toMatchObject({ kind: 'react', seat: '1' });
    expect(reason(G, '3', 'react', ['trap#1'])).toMatch(/not your decision/);
  });
  test('teammates are never targets [4.2]', () => {
    const G = table({
      players: 4,
      options: { teams: true },
      ships: { '0': ['ws_dresden'] },
      merchants: { '2': ['m_lovat', 'm_maria', 'm_hyades'] },
      hands: { '0': ['damage_control#1', 'collier#1'] },
    });
    begin(G, '0');
    act(G, '0', 'commit', [
      [
        { card: 'damage_control#1', half: 'intercept', on: 'ws_dresden' },
        { card: 'collier#1', half: 'action' },
      ],
    ]);
    expect(reason(G, '0', 'reveal', [0, { targets: ['m_lovat'] }])).toMatch(/teammate/);
  });
  test('R2: without an attack, non-intercept cards target one player only [3.1.4.1]', () => {
    const G = table({ players: 3, hands: { '0': ['rendezvous_missed#1', 'heavy_weather#1', 'collier#1'] } });
    begin(G, '0');
    act(G, '0', 'commit', [
      [
        { card: 'rendezvous_missed#1', half: 'action' },
        { card: 'heavy_weather#1', half: 'action' },
        { card: 'collier#1', half: 'action' },
      ],
    ]);
    act(G, '0', 'reveal', [0, { side: '1' }], rmDice(G));
    expect(reason(G, '0', 'reveal', [1, { side: '2' }])).toMatch(/only one player/);
  });
});

/** Dice for a Rendezvous Missed over seat 1's ships (d10+d6 challenge, d10 response), all failing. */
function rmDice(G: GameState): [number, number][] {
  const out: [number, number][] = [];
  for (const s of G.forces['1'].ships) if ((s.kind === 'warship' || s.kind === 'raider') && !s.ls && !s.refuge) out.push(B(1), W(1), B(10));
  return out;
}

describe('optional rules [6.0-6.12]', () => {
  test('6.1 Coal Pile: Rendezvous Missed +2 against a coal ship', () => {
    const G = table({ players: 2, options: { coalPile: true }, ships: { '1': ['ws_dresden'] }, hands: { '0': ['rendezvous_missed#1'] } });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'rendezvous_missed#1', half: 'action' }]]);
    act(G, '0', 'reveal', [0, { side: '1' }], [B(4), W(1), B(5)]); // 4 + 2 = 6 > 5
    expect(ship(G, 'ws_dresden')!.ls).toBe(true);
  });
  test('6.2 Sails: Fast Ship against Seeadler is -4', () => {
    const G = table({
      players: 2,
      options: { sails: true },
      ships: { '0': ['rd_seeadler'] },
      merchants: { '1': ['m_maria', 'm_lovat', 'm_hyades'] },
      hands: { '0': ['damage_control#1'], '1': ['fast_ship#1'] },
    });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'damage_control#1', half: 'intercept', on: 'rd_seeadler' }]]);
    act(G, '0', 'reveal', [0, { targets: ['m_maria'] }]);
    act(G, '1', 'react', ['fast_ship#1'], [Gr(8), W(1), W(2)]); // 8 - 4 = 4 vs 2: sunk (4 >= 2 x 2)
    expect(logged(G, 'shipAttack').map((e) => [e.ship, e.target, ...totals(e), e.result])).toContainEqual(['rd_seeadler', 'm_maria', 4, 2, 'sunk']);
  });
  test('6.3 Wolfchen: Surprise Attack gives Wolf +4; Slim Pickings cannot answer Wolf', () => {
    const G = table({
      players: 2,
      options: { wolfchen: true },
      ships: { '0': ['rd_wolf'] },
      merchants: { '1': ['m_lovat', 'm_maria', 'm_hyades'] },
      hands: { '0': ['damage_control#1', 'surprise_attack#1'], '1': ['slim_pickings#1'] },
    });
    begin(G, '0');
    act(G, '0', 'commit', [
      [
        { card: 'damage_control#1', half: 'intercept', on: 'rd_wolf' },
        { card: 'surprise_attack#1', half: 'action' },
      ],
    ]);
    act(G, '0', 'reveal', [0, { targets: ['m_lovat'], surprise: 1 }]);
    expect((G.pending as { window: { allowed: string[] } }).window.allowed).not.toContain('slim_pickings');
    act(G, '1', 'decline', [], [B(3), Gr(1), W(1), Gr(4)]); // 3 + 4 = 7 vs 4: damaged
    expect(logged(G, 'shipAttack').map((e) => [e.ship, e.target, ...totals(e), e.result])).toContainEqual(['rd_wolf', 'm_lovat', 7, 4, 'damaged']);
  });
  test('6.4 Balanced Tournament: one of the four tournament warships, two tournament raiders, merchants of VA 5, 7 and 9', () => {
    const G = fresh(4, { balancedTournament: true });
    for (const s of G.sides) {
      const ids = G.forces[s].ships.map((x) => x.id);
      expect(ids.filter((id) => ['ws_dresden', 'ws_emden', 'ws_konigsberg', 'ws_nurnberg'].includes(id))).toHaveLength(1);
      expect(ids.some((id) => ['ws_leipzig', 'ws_karlsruhe', 'rd_geier', 'rd_iltis', 'rd_meteor', 'rd_seeadler'].includes(id))).toBe(false);
      const vas = G.forces[s].merchants.map((m) => m.id);
      expect(vas).not.toContain('m_william_p_frye');
    }
  });
  test('6.5 Beyond 1914: eight ships out of the game; 6.5.4 also 19 merchants; 6.5.3 the Breakouts', () => {
    const G = fresh(4, { beyond1914: true, beyond1914Merchants: true, beyond1914NoBreakout: true });
    expect(G.decks.outOfGame.filter((x) => x.startsWith('ws_') || x.startsWith('rd_'))).toHaveLength(8);
    expect(G.decks.outOfGame.filter((x) => x.startsWith('m_'))).toHaveLength(19);
    expect(G.decks.outOfGame.filter((x) => x.startsWith('breakout'))).toHaveLength(3);
    expect(G.secret.warship).toHaveLength(0); // 12 ships, all in play at the start with four players [6.5.2]
  });
  test('6.6 Fast Raiders: a fast raider may chase at full speed (no -2), then rolls for LS', () => {
    const G = table({
      players: 2,
      options: { fastRaiders: true },
      ships: { '0': ['rd_pef'] },
      merchants: { '1': ['m_maria', 'm_lovat', 'm_hyades'] },
      hands: { '0': ['damage_control#1'], '1': ['fast_ship#1'] },
    });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'damage_control#1', half: 'intercept', on: 'rd_pef' }]]);
    act(G, '0', 'reveal', [0, { targets: ['m_maria'] }]);
    act(G, '1', 'react', ['fast_ship#1']);
    expect(G.pending).toMatchObject({ kind: 'choose', seat: '0', question: 'fullSpeed' });
    act(G, '0', 'choose', ['chase'], [B(4), W(1), W(3), B(6), R(1), B(2)]);
    expect(logged(G, 'shipAttack').map((e) => [e.ship, e.target, ...totals(e), e.result])).toContainEqual(['rd_pef', 'm_maria', 4, 3, 'damaged']);
    expect(ship(G, 'rd_pef')!.ls).toBe(true); // 6 vs 2 on 10/4 vs 10
  });
  test('6.7 Retention: keep up to three ships, dealt 6 minus the number kept', () => {
    const G = table({ players: 2, options: { retention3: true }, ships: { '0': ['ws_dresden', 'ws_emden', 'rd_geier'] }, hands: { '0': [] } });
    G.secret.action = ['collier#1'];
    begin(G, '0');
    act(G, '0', 'commit', [[]]);
    act(G, '0', 'keepShips', [['ws_dresden', 'ws_emden']]);
    act(
      G,
      '1',
      'keepShips',
      [[]],
      [
        [10, 2],
        [10, 9],
      ],
    );
    expect(G.players['0'].hand).toHaveLength(4);
  });
  test('6.8 Additional Damage: a second "damaged" adds a marker, -2 per marker to attack and defense', () => {
    const G = table({
      players: 2,
      options: { additionalDamage: true },
      ships: { '0': ['ws_dresden'] },
      merchants: { '1': [{ id: 'm_lovat', dmg: 1 }, 'm_maria', 'm_hyades'] },
      hands: { '0': ['damage_control#1'] },
    });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'damage_control#1', half: 'intercept', on: 'ws_dresden' }]]);
    act(G, '0', 'reveal', [0, { targets: ['m_lovat'] }]);
    act(G, '1', 'decline', [], [B(7), Gr(1), R(1), Gr(6)]); // 7 vs 6 - 2 = 4: damaged (7 < 8)
    expect(ship(G, 'm_lovat')!.dmg).toBe(2);
  });
  test('6.9 Torpedo attacks on prizes: an unrecognized prize may be torpedoed after a 10/8 vs 10 start roll', () => {
    const G = table({ players: 2, options: { torpedoPrizes: true }, ships: { '1': [{ id: 'm_appam', orig: '0' }] }, hands: { '0': ['sub_u#1'] } });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'sub_u#1', half: 'action' }]]);
    act(G, '0', 'reveal', [0, { target: 'm_appam' }], [B(9), Gr(1), B(4)]);
    expect(G.pending).toMatchObject({ kind: 'react', seat: '1', window: { type: 'torpedo', allowed: ['razzle_dazzle'] } }); // no Q-Ship [6.9.2]
  });
  test('6.10 Shallow Run Pursuit: both ships cross; if both stay afloat the intercept goes on', () => {
    const G = table({
      players: 2,
      options: { shallowPursuit: true },
      ships: { '0': ['ws_dresden'] },
      merchants: { '1': ['m_lovat', 'm_maria', 'm_hyades'] },
      hands: { '0': ['damage_control#1'], '1': ['shallow_run#1'] },
    });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'damage_control#1', half: 'intercept', on: 'ws_dresden' }]]);
    act(G, '0', 'reveal', [0, { targets: ['m_lovat'] }]);
    act(G, '1', 'react', ['shallow_run#1']);
    expect(G.pending).toMatchObject({ kind: 'choose', seat: '0', question: 'pursuit' });
    // Lovat crosses 3 vs 5: damaged; Dresden crosses 8 vs 2; then Dresden 9 vs Lovat 5 - 2 = 3: sunk.
    act(G, '0', 'choose', ['pursue'], [B(3), R(1), B(5), B(8), R(1), B(2), B(9), Gr(1), R(1), Gr(5)]);
    expect(vaIds(G, '0')).toEqual(['m_lovat']);
  });
  test('6.11 Sailing Merchants: no AMC, Q-Ship or Fast Ship; Break Contact at -2', () => {
    const G = table({
      players: 2,
      options: { sailingMerchants: true },
      ships: { '0': ['rd_leopard'] },
      merchants: { '1': ['m_dee', 'm_maria', 'm_hyades'] },
      hands: { '0': ['damage_control#1'] },
    });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'damage_control#1', half: 'intercept', on: 'rd_leopard' }]]);
    act(G, '0', 'reveal', [0, { targets: ['m_dee'] }]);
    const allowed = (G.pending as { window: { allowed: string[] } }).window.allowed;
    expect(allowed).not.toContain('amc');
    expect(allowed).not.toContain('fast_ship');
    expect(allowed).toContain('trap');
  });
  test('6.12 Prize Resupply: a prize resupplies an LS ship, then may be exhausted (scored at printed VA)', () => {
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
    // One prize, one ship with Limited Supplies: automatic once the turn is under way [6.12.1].
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
    expect(G.forces['0'].va).toEqual([{ id: 'm_appam', deck: 'merchant', va: 9, mult: 1, source: 'prize_exhausted' }]);
  });
});

describe('dice procedures: modifiers [3.2.7.3-3.2.7.6]', () => {
  test("Limited Supplies: -2 to the intercepting ship's attack [3.2.7.4]", () => {
    const G = table({
      players: 2,
      ships: { '0': [{ id: 'ws_dresden', ls: true }] },
      merchants: { '1': ['m_lovat', 'm_maria', 'm_hyades'] },
      hands: { '0': ['damage_control#1'] },
    });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'damage_control#1', half: 'intercept', on: 'ws_dresden' }]]);
    act(G, '0', 'reveal', [0, { targets: ['m_lovat'] }]);
    act(G, '1', 'decline', [], [B(7), Gr(1), R(1), Gr(4)]);
    expect(logged(G, 'shipAttack').map((e) => [e.ship, e.target, ...totals(e), e.result])).toContainEqual(['ws_dresden', 'm_lovat', 5, 4, 'damaged']);
  });
  test('mine-laying is not an intercept: no LS or damage penalty for the layer [3.2.7.4, 3.2.7.5]', () => {
    const G = table({ players: 2, ships: { '0': [{ id: 'rd_meteor', ls: true, dmg: 1 }] }, merchants: { '1': ['m_lovat'] }, hands: { '0': ['lay_mines#1'] } });
    G.forces['1'].merchants = [{ id: 'm_lovat', kind: 'merchant', rec: true, dmg: 0, ls: false }];
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'lay_mines#1', half: 'action', on: 'rd_meteor' }]]);
    act(G, '0', 'reveal', [0, { side: '1' }]);
    act(G, '1', 'decline', [], [B(6), R(1), Gr(4)]);
    expect(logged(G, 'mineAttack').map((e) => [e.target, ...totals(e), e.result])).toEqual([['m_lovat', 6, 4, 'damaged']]);
  });
  test("damage: -2 to a damaged ship's attack and -2 to a damaged defender [3.2.7.5]", () => {
    const G = table({
      players: 2,
      ships: { '0': [{ id: 'ws_dresden', dmg: 1 }] },
      merchants: { '1': [{ id: 'm_lovat', dmg: 1 }, 'm_maria', 'm_hyades'] },
      hands: { '0': ['damage_control#1'] },
    });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'damage_control#1', half: 'intercept', on: 'ws_dresden' }]]);
    act(G, '0', 'reveal', [0, { targets: ['m_lovat'] }]);
    act(G, '1', 'decline', [], [B(7), Gr(1), R(1), Gr(5)]);
    expect(logged(G, 'shipAttack').map((e) => [e.ship, e.target, ...totals(e), e.result])).toContainEqual(['ws_dresden', 'm_lovat', 5, 3, 'damaged']);
    expect(ship(G, 'm_lovat')!.dmg).toBe(1); // a second "damaged" has no further effect [3.2.7.1]
  });
  test('Night Action: -1 to the attack of an Intercept! whose card shows the symbol [3.2.7.6, 1.1.4.5]', () => {
    const G = table({ players: 2, ships: { '0': ['ws_dresden'] }, merchants: { '1': ['m_lovat', 'm_maria', 'm_hyades'] }, hands: { '0': ['collier#1'] } });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'collier#1', half: 'intercept', on: 'ws_dresden' }]]);
    act(G, '0', 'reveal', [0, { targets: ['m_lovat'] }]);
    expect((G.pending as { window: { night: boolean; allowed: string[] } }).window).toMatchObject({ night: true });
    expect((G.pending as { window: { allowed: string[] } }).window.allowed).not.toContain('break_contact');
    act(G, '1', 'decline', [], [B(9), Gr(1), R(1), Gr(4)]);
    expect(logged(G, 'shipAttack').map((e) => [e.ship, e.target, ...totals(e), e.result])).toContainEqual(['ws_dresden', 'm_lovat', 8, 4, 'sunk']);
    expect(vaIds(G, '0')).toEqual(['m_lovat']);
  });
});

describe('the solitaire ghost [5.3]', () => {
  test('Recon Aircraft on the ghost: two cards of its hidden hand, and its next turn is cut to one action [5.2.2, 5.3.3.10]', () => {
    const G = table({
      players: 1,
      ships: { '1': [{ id: 'ws_leipzig', ls: true }] },
      hands: { '0': ['recon_aircraft#1'], '1': ['collier#1', 'scuttle#1', 'monitor#1'] },
      solitaireTop: ['S01'],
    });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'recon_aircraft#1', half: 'action' }]]);
    // Recon takes cards 1 and 2 of the ghost's hand; the turn ends; the ghost's cut-down turn draws S01,
    // red 1 -> entry 3 "Blockade Runner" (entry 3 on 1 or 3): Leipzig rolls d8 5 vs d8 2 and is resupplied.
    act(G, '0', 'reveal', [0, { side: '1' }], [[3, 1], [2, 1], R(1), Gr(5), Gr(2)]);
    expect(G.players['0'].hand.slice(0, 2)).toEqual(['collier#1', 'scuttle#1']);
    expect(G.secret.ghostHand).toEqual(['monitor#1']);
    expect(logged(G, 'ghostOffence').map((e) => [e.card, ...totals({ rolls: [e.roll] }), e.entry, e.detail, e.reduced])).toEqual([
      ['S01', 1, 'card', 'blockade_runner', true],
    ]);
    expect(ship(G, 'ws_leipzig')!.ls).toBe(false);
    expect(G.turn).toMatchObject({ seat: '0' });
    expect(G.forces['1'].ghostReduced).toBe(false);
  });
  test('the end-of-turn Reflag check hides a recognized ghost raider when the card shows Reflag [5.3.3.12]', () => {
    const G = table({ players: 1, ships: { '1': [{ id: 'rd_leopard', rec: true }] }, solitaireTop: ['S01', 'S12'] });
    begin(G, '1', [R(1)]); // S01, red 1: No Action; then S12 (special Reflag)
    expect(ship(G, 'rd_leopard')!.rec).toBe(false);
    expect(logged(G, 'ghostReflagCheck')).toEqual([{ kind: 'ghostReflagCheck', seat: '1', card: 'S12', ship: 'rd_leopard' }]);
  });
  test('Interrogate "Random": the ghost picks among the disguised raiders/prizes with the white d6 split of the example, in either policy [5.3.3.11, 5.4.1]', () => {
    const G = table({ players: 1, ships: { '0': ['rd_leopard', 'rd_geier'] }, solitaireTop: ['S05', 'S01'] });
    // S05 (K5), red 4 -> Interrogate "Random"; white d6 5 of 1-3 / 4-6 -> the second candidate, Geier;
    // ghost Interrogate d10+d6 2 vs d10 9: fails (not an intercept). S01, red 1: No Action, the turn ends.
    begin(G, '1', [R(4), W(5), B(2), W(1), B(9), R(1)]);
    expect(logged(G, 'ghostPick').map((e) => [e.count, e.roll.total, e.choice])).toEqual([[2, 5, 2]]);
    expect(logged(G, 'interrogate').map((e) => [e.target, ...totals(e), e.ok])).toEqual([['rd_geier', 2, 9, false]]);
    expect(ship(G, 'rd_geier')!.rec).toBe(false);
  });
  test('the ghost shelters its damaged ship in an Island Refuge and returns once repaired [5.3.3.7]', () => {
    const G = table({ players: 1, ships: { '1': [{ id: 'ws_leipzig', dmg: 1 }, 'rd_geier'] }, solitaireTop: ['S02', 'S01'] });
    // S02, red 4: Island Refuge -> Leipzig (damaged) enters, repair d8+d6 7 vs d8 3; S01, red 1: turn over.
    begin(G, '1', [R(4), Gr(7), W(1), Gr(3), R(1)]);
    expect(ship(G, 'ws_leipzig')).toMatchObject({ dmg: 0, refuge: { card: null } });
    G.secret.stack = [];
    G.pending = null;
    G.secret.solitaire = [...G.secret.solitaire.filter((x) => x !== 'S01'), 'S01'];
    begin(G, '1', [R(1)]); // next ghost turn: no markers left, Leipzig returns
    expect(ship(G, 'ws_leipzig')!.refuge).toBeUndefined();
    expect(logged(G, 'ghostRefugeReturn')).toEqual([{ kind: 'ghostRefugeReturn', seat: '1', ship: 'ws_leipzig' }]);
  });
});
