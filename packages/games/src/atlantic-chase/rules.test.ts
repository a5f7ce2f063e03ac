/**
 * One test per rule where it lives, beyond the worked examples: victory and the end (p.3, RULINGS S), the clock, the Arctic line (p.20),
 * Miss with Intel (I-14), the interruption's IC and Slip, the mini-scenarios' DD squadrons and VP, the
 * optional rules (p.63), Reorganize into a station, the end of battle (p.62), action legality.
 */
import { battle, diceFor, fixture, position } from './testing';
import { endReason, holds } from './rules/victory';
import { applyDamage } from './rules/damage';
import type { Ctx } from './rules/flow';
import type { LogEvent } from '../common/log';
import { torpedoProblem } from './rules/torpedo';

const open = () => fixture({ scenario: 'OP-S1' });

describe('victory and the end (p.3, RULINGS S)', () => {
  test('TUT-S1: Deutschland sunk scores 8 instead of the 4 for damage (RULINGS D-8), and ends the scenario', () => {
    const f = fixture({ scenario: 'TUT-S1' });
    const c: Ctx = { G: f.G, rng: f.rng, emit: (e: LogEvent) => void f.events.push(e) };
    applyDamage(c, 'deutschland');
    expect(holds(f.G, { kind: 'DAMAGED', ship: 'deutschland' })).toBe(true);
    applyDamage(c, 'deutschland');
    expect(endReason(f.G)).toBe('end:SUNK');
    f.act({ a: 'PASS', tf: 'B3', all: false });
    f.move('0', 'lapse', 2, 0, null);
    expect(f.G.result).toMatchObject({ winner: 'BR', vp: { BR: 8 } });
  });
  test('the clock falls at every initiative change; at 0 the scenario ends before the next action', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'BR',
      tfs: [
        { id: 'B', side: 'BR', ships: ['glasgow'], at: '0313' },
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: '0913' },
      ],
    });
    f.G.clock = 2;
    f.act({ a: 'PASS', tf: null, all: false });
    expect(f.G.clock).toBe(1);
    f.act({ a: 'PASS', tf: null, all: false });
    expect(f.G.result?.reason).toBe('end:CLOCK_ZERO');
    // OP-S1's +5 for G1 at sea: G1 is not in this position.
    expect(f.G.result?.vp.BR).toBe(0);
  });
  test('every TF of one side gone ends a map scenario (RULINGS S)', () => {
    const f = open();
    position(f.G, { tfs: [{ id: 'B', side: 'BR', ships: ['glasgow'], at: '0313' }] });
    expect(endReason(f.G)).toBe('allGone:GE');
  });
  test('MS-S2: the Germans score +2 for breaking away', () => {
    const f = fixture({ scenario: 'MS-S2' });
    f.G.scored.push('brokeAway:GE', 'battleOver');
    expect(holds(f.G, { kind: 'BROKE_AWAY', side: 'GE' })).toBe(true);
  });
});

describe('Time Lapse on the Arctic line (p.20, I-3)', () => {
  test('some segments Arctic in Good weather: the owner chooses table or die; all Arctic: a die', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'GE',
      tfs: [
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: ['1002', '1003', '1004', '1005', '1006'] },
        { id: 'B', side: 'BR', ships: ['glasgow'], at: '0313' },
      ],
    });
    f.act({ a: 'PASS', tf: 'G', all: false });
    expect(f.G.pending?.kind).toBe('lapseMode');
    f.dice(2);
    f.move('0', 'lapseMode', true);
    expect(f.events.find((e) => e.kind === 'timeLapse')?.n).toEqual([2]);
    const g = open();
    position(g.G, {
      weather: 'GOOD',
      initiative: 'GE',
      tfs: [
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: ['1001', '1002'] },
        { id: 'B', side: 'BR', ships: ['glasgow'], at: '0313' },
      ],
    });
    g.dice(1);
    g.act({ a: 'PASS', tf: 'G', all: false });
    expect(g.events.find((e) => e.kind === 'timeLapse')?.ids).toEqual(['G', 'ROLL']);
  });
});

describe('Miss with Intel (p.53, I-14) and the interruption (p.22)', () => {
  test('a Miss with Intel on the active TF: the Time Lapse, then the initiative changes, no Vie', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'BR',
      tfs: [
        { id: 'B', side: 'BR', ships: ['nelson'], at: ['0213', '0313', '0413'], intel: ['0413'] },
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: ['0313', '0314'] },
      ],
    });
    f.dice(1, 1, ...diceFor('NAVAL_SEARCH', 5, 0, 'MISS'));
    f.act({ a: 'NAVAL_SEARCH', tf: 'B', target: 'G', hex: '0313' });
    // Nelson (slow) lapses 2: the Intel end blocks, so only the other end can go (p.19-20), applied at once.
    expect(f.G.tfs.B.rep).toEqual({ k: 'T', hexes: ['0413'] });
    expect(f.G.initiative).toBe('GE');
    expect(f.events.find((e) => e.kind === 'initiativeChange')?.ids).toEqual(['GE', 'missIntel']);
    expect(f.kinds()).not.toContain('vie');
  });
  test('IC: the action is cancelled and the inactive player takes the initiative', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'BR',
      tfs: [
        { id: 'B', side: 'BR', ships: ['nelson'], at: ['0213', '0313', '0413'], intel: ['0213', '0413'] },
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: ['0313', '0314'] },
      ],
    });
    f.dice(6, 6, 3);
    f.act({ a: 'NAVAL_SEARCH', tf: 'B', target: 'G', hex: '0313' });
    expect(f.events.find((e) => e.kind === 'interruption')?.ids).toEqual(['GE', 'IC']);
    expect(f.G.initiative).toBe('GE');
  });
  test('Slip (a player): Signals on the active TF at an Intel marker, or EM on the target; then Vie', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'BR',
      tfs: [
        { id: 'B', side: 'BR', ships: ['nelson'], at: ['0213', '0313', '0413'], intel: ['0413'] },
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: ['0313', '0314'] },
      ],
    });
    f.dice(4, 4);
    f.act({ a: 'NAVAL_SEARCH', tf: 'B', target: 'G', hex: '0313' });
    expect(f.G.pending).toMatchObject({ kind: 'slip', data: { signals: [['B', '0413']] } });
    expect(f.refuse('0', 'slip', 'B', '0213')).toMatch(/Intel/);
    f.dice(3, 3);
    f.move('0', 'slip', 'B', '0413');
    expect(f.G.tfs.B.rep).toMatchObject({ k: 'S', hex: '0413' });
    expect(f.kinds()).toContain('vie');
  });
});

describe('mini-scenarios (RULINGS S)', () => {
  test('MS-S2: Bad weather, 2 rounds; the DD squadron may torpedo twice; its hit limit destroys it for 2 VP', () => {
    const f = fixture({ scenario: 'MS-S2' });
    expect(f.G.battle?.rounds).toBe(2);
    expect(f.G.battle?.a).toBe('BR');
    const b = f.G.battle!;
    b.ships.br_dd_2df.zone = 'CLOSE';
    b.ships.scharnhorst.zone = 'B_NEAR';
    f.G.ships.br_dd_2df.torps = 1;
    expect(torpedoProblem(f.G, b, 'br_dd_2df', 'scharnhorst')).toBeNull();
    f.G.ships.br_dd_2df.torps = 2;
    expect(torpedoProblem(f.G, b, 'br_dd_2df', 'scharnhorst')?.text).toMatch(/already/);
    const c: Ctx = { G: f.G, rng: f.rng, emit: (e: LogEvent) => void f.events.push(e) };
    applyDamage(c, 'br_dd_2df');
    expect(f.G.ships.br_dd_2df).toMatchObject({ status: 'sunk', destroyed: true });
    expect(f.G.vp.GE).toBe(2);
  });
  test('MS-S1: the British TF starts with EM; a ship leaving by EM is out of play (p.61)', () => {
    const f = fixture({ scenario: 'MS-S1' });
    expect(f.G.tfs.B1.em).toBe(true);
    expect(f.G.pending?.kind).toBe('smoke');
  });
  test('p.62: a side with no ship left ends the battle at once', () => {
    const f = open();
    position(f.G, {
      tfs: [
        { id: 'B', side: 'BR', ships: ['rawalpindi'] },
        { id: 'G', side: 'GE', ships: ['scharnhorst'] },
      ],
    });
    battle(f, { a: 'GE', tfs: { BR: 'B', GE: 'G' }, zones: { rawalpindi: 'B_NEAR', scharnhorst: 'CLOSE' } });
    f.dice(1, 1, 6, 6);
    f.move('0', 'fire', { rawalpindi: 'scharnhorst' });
    f.move('0', 'fire', { scharnhorst: 'rawalpindi' });
    expect(f.G.ships.rawalpindi.status).toBe('sunk');
    expect(f.G.battle).toBeNull();
  });
});

describe('optional rules (p.63)', () => {
  test('OPT-1: a TF with a damaged ship cannot search, engage or strike', () => {
    const f = fixture({ scenario: 'OP-S1', damagedRestriction: true });
    position(f.G, {
      initiative: 'GE',
      tfs: [
        { id: 'G', side: 'GE', ships: ['scharnhorst', 'gneisenau'], at: '0313' },
        { id: 'B', side: 'BR', ships: ['glasgow'], at: '0313' },
      ],
    });
    f.G.ships.gneisenau.damaged = true;
    expect(f.refuse('0', 'act', { a: 'ENGAGE', tf: 'G', target: 'B', hex: '0313' })).toMatch(/Optional rule/);
  });
  test('OPT-2: a CV TF strikes only as a station or a trajectory of six segments or fewer', () => {
    const f = fixture({ scenario: 'OP-S1', cvLimit: true });
    position(f.G, {
      weather: 'GOOD',
      initiative: 'BR',
      tfs: [
        { id: 'V', side: 'BR', ships: ['ark_royal'], at: ['0013', '0113', '0213', '0313', '0413', '0513', '0613'] },
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: '0612' },
      ],
    });
    expect(f.refuse('0', 'act', { a: 'AIR_STRIKE', source: 'V', launch: '0613', target: 'G', hex: '0612' })).toMatch(/CV/);
  });
  test("OPT-3: a battle removes both TFs' EM markers", () => {
    const f = fixture({ scenario: 'OP-S1', battleRemovesEM: true });
    position(f.G, {
      tfs: [
        { id: 'B', side: 'BR', ships: ['glasgow'], at: '0313', em: true },
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: '0313', em: true },
      ],
    });
    battle(f, { a: 'GE', hex: '0313', tfs: { BR: 'B', GE: 'G' }, zones: {}, step: 'break' });
    f.move('0', 'breakAway', true);
    f.move('0', 'breakAway', true);
    expect([f.G.tfs.B.em, f.G.tfs.G.em]).toEqual([false, false]);
  });
});

describe('Advanced Battle Rules: the torpedo attack from a Near zone (p.59)', () => {
  test('without the option a ship torpedoes from Close only; with it also from a Near zone, never from Far', () => {
    for (const advanced of [false, true]) {
      const f = fixture({ scenario: 'MS-S2', advancedTorpedoes: advanced });
      const b = f.G.battle!;
      expect(b.a).toBe('BR');
      b.ships.scharnhorst.zone = 'B_NEAR';
      b.ships.br_dd_2df.zone = 'CLOSE';
      expect(torpedoProblem(f.G, b, 'br_dd_2df', 'scharnhorst')).toBeNull();
      b.ships.br_dd_2df.zone = 'A_NEAR';
      if (advanced) expect(torpedoProblem(f.G, b, 'br_dd_2df', 'scharnhorst')).toBeNull();
      else expect(torpedoProblem(f.G, b, 'br_dd_2df', 'scharnhorst')?.text).toMatch(/from the Close zone/);
      b.ships.br_dd_2df.zone = 'A_FAR';
      expect(torpedoProblem(f.G, b, 'br_dd_2df', 'scharnhorst')?.text).toMatch(advanced ? /Close or a Near zone/ : /from the Close zone/);
      // The target rule is unchanged: an enemy in Close or Near, never Far.
      b.ships.br_dd_2df.zone = 'CLOSE';
      b.ships.scharnhorst.zone = 'B_FAR';
      expect(torpedoProblem(f.G, b, 'br_dd_2df', 'scharnhorst')?.text).toMatch(/Close or Near zone/);
    }
  });
});

describe('action legality (p.25-44)', () => {
  test('Engage a station only, search a trajectory only; air strikes in Good weather only; Pass with no trajectory (I-23)', () => {
    const f = open();
    position(f.G, {
      weather: 'BAD',
      initiative: 'BR',
      tfs: [
        { id: 'B', side: 'BR', ships: ['glasgow'], at: '0313' },
        { id: 'V', side: 'BR', ships: ['ark_royal'], at: '0413' },
        { id: 'S', side: 'GE', ships: ['scharnhorst'], at: '0313' },
        { id: 'T', side: 'GE', ships: ['gneisenau'], at: ['0313', '0314'] },
      ],
    });
    expect(f.refuse('0', 'act', { a: 'ENGAGE', tf: 'B', target: 'T', hex: '0313' })).toMatch(/station/);
    expect(f.refuse('0', 'act', { a: 'NAVAL_SEARCH', tf: 'B', target: 'S', hex: '0313' })).toMatch(/trajectory/);
    expect(f.refuse('0', 'act', { a: 'AIR_STRIKE', source: 'V', launch: '0413', target: 'S', hex: '0313' })).toMatch(/Good weather/);
    f.act({ a: 'PASS', tf: null, all: false });
    expect(f.G.initiative).toBe('GE');
  });
  test("a reinforcement joins a station of yours in the group's box", () => {
    const f = open();
    position(f.G, {
      initiative: 'BR',
      tfs: [
        { id: 'B', side: 'BR', ships: ['suffolk'], at: { box: 'box_scapa_flow', port: 'scapa_flow' } },
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: '0913' },
      ],
    });
    f.G.groups = { A: { side: 'BR', box: 'box_scapa_flow', port: 'scapa_flow', ships: ['hood', 'repulse'], entered: false } };
    for (const s of ['hood', 'repulse']) f.G.ships[s] = { tf: null, status: 'group', damaged: false, hits: 0, torps: 0 };
    f.dice(6, 6);
    f.act({ a: 'REINFORCE', group: 'A', into: 'B', identity: null });
    expect(f.G.tfs.B.ships).toEqual(['suffolk', 'hood', 'repulse']);
    expect(f.G.groups.A.entered).toBe(true);
  });
});

describe('gunnery is simultaneous (p.57) and battle leaders (p.10, E-12)', () => {
  test('a ship sunk in the step still fires in it; every hit is applied after all the dice', () => {
    const f = open();
    position(f.G, {
      tfs: [
        { id: 'B', side: 'BR', ships: ['suffolk'] },
        { id: 'G', side: 'GE', ships: ['admiral_hipper'] },
      ],
    });
    battle(f, { a: 'BR', tfs: { BR: 'B', GE: 'G' }, zones: { suffolk: 'CLOSE', admiral_hipper: 'CLOSE' } });
    // Point-blank: 3 dice each, the highest two kept: Suffolk 12 + GV 0 = one hit, Hipper 12 + GV 1 = two.
    f.dice(6, 6, 6, 6, 6, 6);
    f.move('0', 'fire', { suffolk: 'admiral_hipper' });
    f.move('0', 'fire', { admiral_hipper: 'suffolk' });
    expect(f.events.filter((e) => e.kind === 'gunnery')).toHaveLength(2);
    expect(f.G.ships.suffolk.status).toBe('sunk');
    expect(f.G.ships.admiral_hipper).toMatchObject({ status: 'play', damaged: true });
  });
  test('Forbes on the board: one die of a British attack becomes a 6 before the hits', () => {
    const f = open();
    position(f.G, {
      tfs: [
        { id: 'B', side: 'BR', ships: ['nelson'] },
        { id: 'G', side: 'GE', ships: ['admiral_hipper'] },
      ],
      leaders: { forbes: 'nelson' },
    });
    battle(f, { a: 'BR', tfs: { BR: 'B', GE: 'G' }, zones: { nelson: 'A_NEAR', admiral_hipper: 'CLOSE' } });
    f.dice(3, 4, 1, 1);
    f.move('0', 'fire', { nelson: 'admiral_hipper' });
    f.move('0', 'fire', { admiral_hipper: 'nelson' });
    expect(f.G.pending).toMatchObject({ kind: 'leaderRoll', side: 'BR', data: { what: 'battle', options: ['s0.0', 's0.1'] } });
    f.move('0', 'pick', 's0.0');
    // 6 + 4 + GV 3 = 13: two hits, Hipper (1/1) sunk.
    expect(f.events.find((e) => e.kind === 'gunnery' && e.ids?.[0] === 'nelson')?.n?.slice(0, 2)).toEqual([6, 4]);
    expect(f.G.ships.admiral_hipper.status).toBe('sunk');
    expect(f.G.leaders.forbes.uses).toBe(0);
  });
  test('Somerville: +2 to a break-away roll of his TF', () => {
    const f = open();
    position(f.G, {
      tfs: [
        { id: 'B', side: 'BR', ships: ['renown'] },
        { id: 'G', side: 'GE', ships: ['scharnhorst'] },
      ],
      leaders: { somerville: 'renown' },
    });
    battle(f, { a: 'GE', tfs: { BR: 'B', GE: 'G' }, zones: {}, step: 'break' });
    f.dice(3, 3);
    f.move('0', 'breakAway', true);
    f.move('0', 'breakAway', false);
    expect(f.G.pending).toMatchObject({ kind: 'leaderRoll', data: { what: 'breakAway', options: ['plus2'] } });
    f.move('0', 'pick', 'plus2');
    // 6 + 2 (all in Far) + 2 = 10: away.
    expect(f.G.battle).toBeNull();
  });
});

describe('more results and reactions (p.23-54)', () => {
  test("Lose Contact (stealth) removes the target's Contact and Intel in the target hex only", () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'GE',
      tfs: [{ id: 'B', side: 'BR', ships: ['glasgow'], at: ['0213', '0313', '0413'], intel: ['0313', '0413'], contact: ['0313', '0213'] }],
      stealth: { ge_uboat_1: '0313' },
    });
    f.dice(...diceFor('STEALTH_ATTACK', 3, 0, 'LOSE_CONTACT'));
    f.act({ a: 'STEALTH_ATTACK', force: 'ge_uboat_1', target: 'B' });
    expect(f.G.tfs.B.intel).toEqual(['0413']);
    expect(f.G.tfs.B.contact).toEqual(['0213']);
  });
  test('a hit on the map: the active player chooses the ship (p.52); + Contact after the hit', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'BR',
      tfs: [
        { id: 'V', side: 'BR', ships: ['ark_royal'], at: '0313' },
        { id: 'G', side: 'GE', ships: ['scharnhorst', 'gneisenau'], at: '0313' },
      ],
    });
    f.dice(...diceFor('AIR_STRIKE', 0, 3, 'HIT'));
    f.act({ a: 'AIR_STRIKE', source: 'V', launch: '0313', target: 'G', hex: '0313' });
    expect(f.G.pending).toMatchObject({ kind: 'pick', side: 'BR', data: { options: ['scharnhorst', 'gneisenau'] } });
    f.move('0', 'pick', 'gneisenau');
    expect(f.G.ships.gneisenau.hits).toBe(1);
    expect(f.G.tfs.G.contact).toEqual(['0313']);
  });
  test("the inactive side's air support from an airbase: -1 adjacent (p.45)", () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'GE',
      year: 1939,
      tfs: [
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: '1107' },
        { id: 'B', side: 'BR', ships: ['glasgow'], at: ['1106', '1107'] },
      ],
    });
    f.dice(3, 3);
    f.act({ a: 'NAVAL_SEARCH', tf: 'G', target: 'B', hex: '1107' });
    // The active (German) player first: Sylt is 2 hexes away; it designates nothing.
    expect(f.G.pending).toMatchObject({ kind: 'designate', side: 'GE', data: { air: [['ab_sylt', '1308']] } });
    f.move('0', 'designate', null, null, null);
    expect(f.G.pending).toMatchObject({ kind: 'designate', side: 'BR', data: { air: [['ab_hatston', '1007']] } });
    f.move('0', 'designate', null, 'ab_hatston', '1007');
    expect(f.events.find((e) => e.kind === 'actionRoll')?.ids).toContain('enemyAir');
  });
  test('declining a Seize when every TF has EM: no marker to gain, no Tally change', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'BR',
      tally: 2,
      tfs: [
        { id: 'B', side: 'BR', ships: ['glasgow'], at: ['0313', '0413'] },
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: ['0213', '0313'], intel: ['0213'], em: true },
      ],
    });
    f.act({ a: 'SIGNALS', target: 'G', hex: '0213' });
    expect(f.refuse('0', 'seize', 'decline', 'G')).toMatch(/without an EM/);
    f.move('0', 'seize', 'decline', null);
    expect(f.G.tally).toBe(2);
    expect(f.G.initiative).toBe('BR');
  });
  test("Vie with EM: +1 in Good weather to the inactive player's die", () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'BR',
      tfs: [
        { id: 'B', side: 'BR', ships: ['glasgow'], at: '0313' },
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: ['0213', '0313'], em: true },
      ],
      stealth: { br_sub_1: 'sub_reserve' },
    });
    f.act({ a: 'STEALTH_RECON', force: 'br_sub_1', hex: '0213' });
    expect(f.G.pending?.kind).toBe('vie');
    f.dice(4, 3);
    f.move('0', 'vie', 'G');
    expect(f.events.find((e) => e.kind === 'vie')?.n).toEqual([4, 3, 0, 1, 4]);
    expect(f.G.initiative).toBe('BR');
    expect(f.G.tfs.G.em).toBe(false);
  });
  test('a convoy completing away from its destination leaves play without ending TUT-S1 or scoring (D-14)', () => {
    const f = fixture({ scenario: 'TUT-S1' });
    f.act({ a: 'COMPLETION', tf: 'B3' });
    f.dice(1, 1);
    f.move('0', 'seize', 'attempt', null);
    expect(f.G.tfs.B3.gone).toBe('completed');
    expect(f.G.result).toBeNull();
    expect(f.G.vp.BR).toBe(0);
  });
  test('merge: two stations in one hex become one TF, its identity freed', () => {
    const f = open();
    position(f.G, {
      initiative: 'BR',
      tfs: [
        { id: 'B1', side: 'BR', ships: ['glasgow'], at: '0313', em: true },
        { id: 'B2', side: 'BR', ships: ['suffolk'], at: '0313', contact: ['0313'] },
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: '0913' },
      ],
    });
    f.act({ a: 'MERGE', keep: 'B1', other: 'B2' });
    expect(f.G.tfs.B1).toMatchObject({ ships: ['glasgow', 'suffolk'], em: true, contact: ['0313'] });
    expect(f.G.tfs.B2.gone).toBe('eliminated');
    expect(f.G.ships.suffolk.tf).toBe('B1');
  });
});
