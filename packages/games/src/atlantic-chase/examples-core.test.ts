/**
 * The rulebook's worked examples for the core mechanisms (milestones M0 and M2): trajectories, Time
 * Lapse, Intel, Contact, EM, weather, initiative, Naval Search results, Signals, Completion, Pass, ports.
 * Dice are fixed; [SUB-table] examples find their dice from the table so that they keep holding on real data.
 */
import { TIME_LAPSE_ROWS } from './data';
import { diceFor, fixture, position, type Fixture } from './testing';
import { intelTrigger, toStation, addEM, addIntel } from './rules/markers';
import { lapseChoices, applyLapse, stationHexes } from './rules/timeLapse';
import { trajectoryTotal } from './rules/trajectoryTotal';
import { trajectoryProblem, cutEnds } from './rules/trajectory';
import { hexesOf } from './rules/state';

const row13 = ['0113', '0213', '0313', '0413', '0513', '0613', '0713', '0813'];
const [H1, H2, H3, H4, H5, H6] = row13;

function open(): Fixture {
  return fixture({ scenario: 'OP-S1' });
}

describe('rulebook p.3 example: core concept', () => {
  test('a Trajectory action, then a German Naval Search that sights the British TF', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'BR',
      tfs: [
        { id: 'B', side: 'BR', ships: ['glasgow'], at: H1 },
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: ['0312', H3, '0314'] },
      ],
    });
    f.act({ a: 'TRAJECTORY', tf: 'B', hexes: [H1, H2, H3, H4, H5] });
    expect(f.G.tfs.B.rep).toEqual({ k: 'T', hexes: [H1, H2, H3, H4, H5] });
    expect(f.G.initiative).toBe('BR'); // Keep (p.43)
    f.act({ a: 'PASS', tf: 'B', all: false });
    // Pass: B (CL, fast) lapses 4; then the German player is active after a weather check.
    f.move('0', 'lapse', 0, 4, null);
    expect(f.G.initiative).toBe('GE');
    f.G.tfs.B.rep = { k: 'T', hexes: [H1, H2, H3, H4, H5] };
    f.G.weather = 'GOOD';
    expect(f.refuse('0', 'act', { a: 'NAVAL_SEARCH', tf: 'G', target: 'B', hex: '0913' })).toMatch(/target hex/);
    f.dice(...diceFor('NAVAL_SEARCH', 8, 0, 'SIGHTED'));
    f.act({ a: 'NAVAL_SEARCH', tf: 'G', target: 'B', hex: H3 });
    expect(f.G.tfs.B.rep).toEqual({ k: 'S', hex: H3, box: null, port: null });
    expect(f.G.tfs.B.intel).toEqual([]);
  });
});

describe('rulebook p.4, p.14 example: in the same hex', () => {
  test('stations and segments of both sides share hexes', () => {
    const f = open();
    position(f.G, {
      tfs: [
        { id: 'B', side: 'BR', ships: ['glasgow'], at: [H1, H2, H3, H4, H5, H6] },
        { id: 'G1', side: 'GE', ships: ['scharnhorst'], at: ['0312', H3, '0314'] },
        { id: 'G2', side: 'GE', ships: ['gneisenau'], at: H6 },
        { id: 'G3', side: 'GE', ships: ['admiral_hipper'], at: H6 },
      ],
    });
    expect(hexesOf(f.G.tfs.B)).toContain(H3);
    expect(hexesOf(f.G.tfs.G1)).toContain(H3);
    expect(hexesOf(f.G.tfs.G2)).toEqual(hexesOf(f.G.tfs.G3));
  });
});

describe('rulebook p.15 example: trajectory validation', () => {
  const f = open();
  position(f.G, {
    tfs: [
      { id: 'B', side: 'BR', ships: ['glasgow'], at: H1 },
      { id: 'G', side: 'GE', ships: ['scharnhorst'], at: '1208' },
    ],
  });
  const B = f.G.tfs.B;
  test.each([
    [
      '16 segments',
      ['0010', '0110', '0210', '0310', '0410', '0510', '0610', '0710', '0810', '0910', '1010', '0911', '0811', '0711', '0611', '0511'],
      /at most 15/,
    ],
    ['a repeated hex', [H1, H2, H1], /one segment per hex/],
    ['a non-adjacent step', [H1, H3], /adjacent/],
    ['a not-in-play hex', [H1, '0013', '0012', '0011', '0000'], /non-playable/],
  ])('%s is rejected', (_n, hexes, why) => {
    expect(trajectoryProblem(f.G, B, hexes as string[])?.text).toMatch(why);
  });
  test('a step across a not-adjacent hexside is rejected (1009|1109)', () => {
    const t = { ...B, rep: { k: 'S' as const, hex: '1009', box: null, port: null } };
    expect(trajectoryProblem(f.G, t, ['1009', '1109'])?.text).toMatch(/adjacent/);
  });
  test('the KW Kanal: German only (p.4)', () => {
    const br = { ...B, rep: { k: 'S' as const, hex: '1308', box: null, port: null } };
    const ge = { ...f.G.tfs.G, rep: { k: 'S' as const, hex: '1308', box: null, port: null } };
    expect(trajectoryProblem(f.G, br, ['1308', '1307'])?.text).toMatch(/adjacent/);
    expect(trajectoryProblem(f.G, ge, ['1308', '1307'])).toBeNull();
  });
  test('a branch or a gap cannot even be written: a line is stored end to end; a segment in a port box is not a hex', () => {
    expect(trajectoryProblem(f.G, B, [H1, 'box_kiel'])?.text).toMatch(/non-playable|port box/);
  });
});

describe('rulebook p.16 example: add and remove at the ends', () => {
  test('extend at both ends; remove from the ends only', () => {
    const f = open();
    position(f.G, { weather: 'GOOD', initiative: 'BR', tfs: [{ id: 'B', side: 'BR', ships: ['nelson'], at: [H3, H4, H5] }] });
    expect(trajectoryProblem(f.G, f.G.tfs.B, [H2, H3, H4, H5, H6])).toBeNull();
    expect(trajectoryProblem(f.G, f.G.tfs.B, [H3, H2, H4, H5])).not.toBeNull();
    f.act({ a: 'TRAJECTORY', tf: 'B', hexes: [H2, H3, H4, H5, H6] });
    // Nelson is slow: 2 segments in Good weather.
    const ch = lapseChoices(f.G, f.G.tfs.B, 2).map((c) => cutEnds([H2, H3, H4, H5, H6], c.front, c.back));
    expect(ch).toEqual([
      [H2, H3, H4],
      [H3, H4, H5],
      [H4, H5, H6],
    ]);
  });
});

describe('rulebook p.17, p.18 example: Trajectory Total', () => {
  test('simple: 4 + 5 = 9', () => {
    const f = open();
    position(f.G, {
      tfs: [
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: ['0312', '0412', '0512', '0612'] },
        { id: 'B', side: 'BR', ships: ['glasgow'], at: row13.slice(0, 5) },
      ],
    });
    expect(trajectoryTotal(f.G, { active: 'G', activeCoord: null, activeAir: null, target: 'B', inactiveCoord: null, inactiveAir: null })).toBe(9);
  });
  test('full: longest 5 + target 6 - 4 = 7', () => {
    const f = open();
    position(f.G, {
      tfs: [
        { id: 'A', side: 'BR', ships: ['glasgow'], at: H1 },
        { id: 'C', side: 'BR', ships: ['suffolk'], at: ['0112', '0212', '0312'] },
        { id: 'S', side: 'BR', ships: ['glorious'], at: ['0114', '0214', '0314', '0414', '0514'] },
        { id: 'T', side: 'GE', ships: ['scharnhorst'], at: row13.slice(0, 6) },
        { id: 'D', side: 'GE', ships: ['gneisenau'], at: ['0110', '0210', '0310', '0410'] },
      ],
    });
    expect(trajectoryTotal(f.G, { active: 'A', activeCoord: 'C', activeAir: 'S', target: 'T', inactiveCoord: 'D', inactiveAir: null })).toBe(7);
  });
});

describe('rulebook p.19, p.20 example: Time Lapse', () => {
  test('Good weather, medium: exactly 3 from the ends', () => {
    const f = open();
    position(f.G, { weather: 'GOOD', tfs: [{ id: 'B', side: 'BR', ships: ['king_george_v'], at: row13.slice(0, 5) }] });
    const ch = lapseChoices(f.G, f.G.tfs.B, TIME_LAPSE_ROWS.find((r) => r.speed === 'M')!.good);
    expect(ch.every((c) => c.front + c.back === 3)).toBe(true);
    expect(ch).toHaveLength(4);
  });
  test('Bad weather: a die per TF, the active player first', () => {
    const f = open();
    position(f.G, {
      weather: 'BAD',
      initiative: 'BR',
      tfs: [
        { id: 'B', side: 'BR', ships: ['king_george_v'], at: row13.slice(0, 6) },
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: ['0312'] },
      ],
    });
    f.dice(4);
    f.act({ a: 'PASS', tf: 'B', all: false });
    const ev = f.events.find((e) => e.kind === 'timeLapse');
    expect(ev?.n).toEqual([4]);
    expect(f.G.pending?.kind).toBe('lapse');
    f.move('0', 'lapse', 4, 0, null);
    expect(f.G.tfs.B.rep).toEqual({ k: 'T', hexes: row13.slice(4, 6) });
  });
  test('Intel Limit: medium TF [H1..H6], Intel on H2', () => {
    const f = open();
    position(f.G, { weather: 'GOOD', tfs: [{ id: 'B', side: 'BR', ships: ['king_george_v'], at: row13.slice(0, 6), intel: [H2] }] });
    const B = f.G.tfs.B;
    const normal = lapseChoices(f.G, B, 3)
      .filter((c) => !c.intelLimit)
      .map((c) => [c.front, c.back]);
    expect(normal).toEqual([
      [0, 3],
      [1, 2],
    ]);
    const limit = lapseChoices(f.G, B, 3)
      .filter((c) => c.intelLimit)
      .map((c) => [c.front, c.back]);
    expect(limit).toEqual([[2, 0]]);
    applyLapse(B, { front: 2, back: 0, intelLimit: true }, null);
    expect(B.intel).toEqual([]);
    // Slow: no Intel Limit; 2 from the H6 end, or H1 + H6.
    position(f.G, { weather: 'GOOD', tfs: [{ id: 'S', side: 'BR', ships: ['nelson'], at: row13.slice(0, 6), intel: [H2] }] });
    expect(lapseChoices(f.G, f.G.tfs.S, 2).map((c) => [c.front, c.back, c.intelLimit])).toEqual([
      [0, 2, false],
      [1, 1, false],
    ]);
  });
});

describe('rulebook p.21, p.43 example: Intel triggers', () => {
  const f = open();
  position(f.G, {
    year: 1939,
    month: '1939-11',
    tfs: [
      { id: 'G', side: 'GE', ships: ['scharnhorst'], at: '0513' },
      { id: 'GT', side: 'GE', ships: ['graf_zeppelin'], at: ['0614', '0714'] },
    ],
    stealth: { ge_uboat_1: '0413' },
  });
  test.each([
    ['a U-Boat hex', '0413', true],
    ['a hex with only a German segment', '0714', false],
    ['a neutral port (Ferrol)', '1013', false],
    ['a German-controlled port (Kiel)', '1308', true],
    ['a German airbase dated 1940 in 1939 (Sola)', '1207', false],
    ['a German station hex', '0513', true],
  ])('%s', (_n, hex, intel) => {
    expect(intelTrigger(f.G, 'BR', hex)).toBe(intel);
  });
  test('one Intel per segment, placed by the Trajectory action', () => {
    position(f.G, {
      initiative: 'BR',
      tfs: [
        { id: 'B', side: 'BR', ships: ['glasgow'], at: '0313' },
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: '0513' },
      ],
      stealth: { ge_uboat_1: '0413' },
    });
    f.act({ a: 'TRAJECTORY', tf: 'B', hexes: ['0313', '0413', '0513'] });
    expect(f.G.tfs.B.intel.sort()).toEqual(['0413', '0513']);
    expect(addIntel(f.G.tfs.B, '0413')).toBe(false);
  });
});

describe('rulebook p.21, p.23 example: Intel and Contact through conversions', () => {
  test('a station keeps no Intel; Contact stays only in the station hex', () => {
    const f = open();
    position(f.G, { tfs: [{ id: 'B', side: 'BR', ships: ['glasgow'], at: [H1, H2, H3], intel: [H1, H2], contact: [H3] }] });
    const B = f.G.tfs.B;
    expect(stationHexes(B, { front: 3, back: 0, intelLimit: false })).toEqual([H1, H2, H3]);
    applyLapse(B, { front: 3, back: 0, intelLimit: false }, H3);
    expect(B.intel).toEqual([]);
    expect(B.contact).toEqual([H3]);
    expect(addIntel(B, H3)).toBe(false);
    B.rep = { k: 'T', hexes: [H3, H4] };
    toStation(B, H4);
    expect(B.contact).toEqual([]);
  });
  test('a station with Contact becomes a trajectory: the Contact moves to the segment', () => {
    const f = open();
    position(f.G, { initiative: 'BR', tfs: [{ id: 'B', side: 'BR', ships: ['glasgow'], at: H3, contact: [H3] }] });
    f.act({ a: 'TRAJECTORY', tf: 'B', hexes: [H3, H4] });
    expect(f.G.tfs.B.contact).toEqual([H3]);
  });
});

describe('rulebook p.23, p.24, p.51 example: EM and Early/Late', () => {
  test('one EM per TF', () => {
    const f = open();
    position(f.G, { tfs: [{ id: 'B', side: 'BR', ships: ['glasgow'], at: H1, em: true }] });
    expect(addEM(f.G.tfs.B)).toBe(false);
    expect(f.G.tfs.B.em).toBe(true);
  });
  test.each([
    ['an end segment: removed, EM', [H1, H2, H3], H3, { k: 'T', hexes: [H1, H2] }, true],
    ['a single segment: a station there, EM', [H3], H3, { k: 'S', hex: H3, box: null, port: null }, true],
  ])('Early/Late on %s', (_n, traj, hex, rep, em) => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'GE',
      tfs: [
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: [hex as string, '0312'] },
        { id: 'B', side: 'BR', ships: ['nelson'], at: traj as string[] },
      ],
    });
    const total = (traj as string[]).length + 2;
    f.dice(...diceFor('NAVAL_SEARCH', total, 0, 'EARLY_LATE'));
    f.act({ a: 'NAVAL_SEARCH', tf: 'G', target: 'B', hex });
    expect(f.G.tfs.B.rep).toEqual(rep);
    expect(f.G.tfs.B.em).toBe(em);
  });
  test('a hole, the target spends its EM to choose (p.51); declining a Seize gives EM with no Tally change (p.24)', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'GE',
      tally: 1,
      tfs: [
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: [H3, '0312'] },
        { id: 'B', side: 'BR', ships: ['nelson'], at: [H1, H2, H3, H4, H5], em: true },
        { id: 'B2', side: 'BR', ships: ['glasgow'], at: '0910' },
      ],
    });
    f.dice(...diceFor('NAVAL_SEARCH', 7, 0, 'EARLY_LATE'));
    f.act({ a: 'NAVAL_SEARCH', tf: 'G', target: 'B', hex: H3 });
    // The target's EM may be spent against the action first (p.46): not spent.
    expect(f.G.pending?.kind).toBe('spendEM');
    f.move('0', 'spendEM', false);
    expect(f.G.pending?.kind).toBe('emChoose');
    f.move('0', 'spendEM', true);
    expect(f.G.pending).toMatchObject({ kind: 'pick', side: 'BR' });
    f.move('0', 'pick', 'back');
    expect(f.G.tfs.B.rep).toEqual({ k: 'T', hexes: [H1, H2] });
    expect(f.G.tfs.B.em).toBe(false);
    // G (fast, 2 segments) lapses to a station, then the British may Seize.
    f.move('0', 'lapse', 2, 0, H3);
    expect(f.G.pending?.kind).toBe('seize');
    f.move('0', 'seize', 'decline', 'B');
    expect(f.G.tfs.B.em).toBe(true);
    expect(f.G.tally).toBe(1);
  });
});

describe('rulebook p.25 example: weather', () => {
  test.each([
    ['GOOD', 6, 'BAD'],
    ['GOOD', 5, 'GOOD'],
    ['BAD', 5, 'GOOD'],
    ['BAD', 4, 'BAD'],
  ])('%s, die %d → %s, on every initiative change', (from, die, to) => {
    const f = open();
    position(f.G, {
      weather: from as 'GOOD' | 'BAD',
      initiative: 'BR',
      tfs: [
        { id: 'B', side: 'BR', ships: ['glasgow'], at: H1 },
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: H6 },
      ],
    });
    f.dice(die);
    f.act({ a: 'PASS', tf: null, all: false });
    expect(f.G.weather).toBe(to);
    expect(f.G.initiative).toBe('GE');
    expect(f.kinds().filter((k) => k === 'weather')).toHaveLength(1);
    // A Trajectory action keeps the initiative: no check.
    f.act({ a: 'TRAJECTORY', tf: 'G', hexes: [H6, '0713'] });
    expect(f.kinds().filter((k) => k === 'weather')).toHaveLength(1);
  });
});
