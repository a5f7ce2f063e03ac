/**
 * The rulebook's worked examples for the full action set (milestone M3): air strikes, Engage with
 * coordination, Reorganize, stealth recon and attack, air support, the Contact, EM and coordination
 * modifiers, Closing, leaders, convoys.
 */
import type { LogEvent } from '../common/log';
import { SCENARIO } from './data';
import { airSources, coordOptions, modifiers } from './rules/action';
import { resolveFire } from './rules/gunnery';
import { trajectoryTotal } from './rules/trajectoryTotal';
import type { ActionFrame } from './rules/types';
import { battle, diceFor, fixture, position } from './testing';

const open = () => fixture({ scenario: 'OP-S1' });
const frame = (o: Partial<ActionFrame>): ActionFrame => ({
  f: 'action',
  step: 'roll',
  kind: 'ENGAGE',
  side: 'BR',
  active: 'A',
  target: 'T',
  hex: '0313',
  coord: {},
  air: {},
  alert: 0,
  em: false,
  total: 0,
  ...o,
});

describe('rulebook p.28 example: Air Strike example 1 [SUB-table]', () => {
  test('total 5, air +2, [3,4] → 9: Hit (slow) + Contact; Leipzig is fast: no hit, a Contact; the launch point goes last', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'BR',
      tfs: [
        { id: 'V', side: 'BR', ships: ['victorious'], at: ['0113', '0213', '0313', '0413', '0513'] },
        { id: 'L', side: 'GE', ships: ['leipzig'], at: '0312' },
      ],
    });
    f.dice(3, 4);
    f.act({ a: 'AIR_STRIKE', source: 'V', launch: '0313', target: 'L', hex: '0312' });
    const roll = f.events.find((e) => e.kind === 'actionRoll');
    expect(roll?.ids?.slice(2, 4)).toEqual(['HIT_S', 'contact']);
    expect(roll?.n).toEqual([3, 4, 2, 9, 5]);
    expect(f.G.ships.leipzig.hits).toBe(0);
    expect(f.G.tfs.L.contact).toEqual(['0312']);
    expect(f.G.pending?.kind).toBe('lapse');
    expect(f.refuse('0', 'lapse', 3, 0, null)).toMatch(/launch point last/);
    f.move('0', 'lapse', 1, 2, null);
    expect(f.G.tfs.V.rep).toEqual({ k: 'T', hexes: ['0213', '0313'] });
    expect(f.kinds()).toContain('vie');
  });
});

describe('rulebook p.28 example: Air Strike example 2 [SUB-table]', () => {
  test('an airbase 2 hexes away, a very slow coordinating TF: total 9, +2 +1, [6,6] → 15: Damage + Contact', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'BR',
      year: 1939,
      tfs: [
        { id: 'S', side: 'GE', ships: ['admiral_scheer'], at: ['0707', '0807', '0908'] },
        { id: 'C', side: 'BR', ships: ['br_convoy_hx'], at: ['0307', '0407', '0507', '0607', '0707', '0807'] },
      ],
    });
    f.dice(6, 6);
    f.act({ a: 'AIR_STRIKE', source: 'ab_hatston', launch: '1007', target: 'S', hex: '0807' });
    f.move('0', 'designate', 'C', null, null);
    expect(f.events.find((e) => e.kind === 'actionRoll')?.n).toEqual([6, 6, 1, 2, 15, 9]);
    expect(f.G.ships.admiral_scheer.damaged).toBe(true);
    expect(f.G.tfs.S.contact).toEqual(['0807']);
    // The coordinating TF (very slow) lapses 2.
    f.move('0', 'lapse', 2, 0, null);
    expect(f.G.tfs.C.rep).toEqual({ k: 'T', hexes: ['0507', '0607', '0707', '0807'] });
  });
});

describe('rulebook p.32 example: Engage example [SUB-table]', () => {
  test('U-Boat +2, British coordination -1, total 4 - 3 = 1, [2,4] → 7: Miss; the U-Boat does not lapse; Vie', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'GE',
      tfs: [
        { id: 'G', side: 'GE', ships: ['admiral_hipper'], at: ['0013', '0113', '0213', '0313'] },
        { id: 'B', side: 'BR', ships: ['glasgow'], at: '0313' },
        { id: 'BC', side: 'BR', ships: ['suffolk'], at: ['0312', '0313', '0314'] },
      ],
      stealth: { ge_uboat_1: '0313' },
    });
    f.dice(2, 4);
    f.act({ a: 'ENGAGE', tf: 'G', target: 'B', hex: '0313' });
    f.move('0', 'designate', 'ge_uboat_1', null, null);
    f.move('0', 'designate', 'BC', null, null);
    const roll = f.events.find((e) => e.kind === 'actionRoll');
    expect(roll?.ids?.[2]).toBe('MISS');
    expect(roll?.n).toEqual([2, 4, 2, -1, 7, 1]);
    expect(f.G.pending).toMatchObject({ kind: 'lapse', data: { tf: 'G' } });
    f.move('0', 'lapse', 4, 0, '0313');
    expect(f.G.pending).toMatchObject({ kind: 'lapse', data: { tf: 'BC' } });
    f.move('0', 'lapse', 3, 0, '0313');
    expect(f.G.stealth.ge_uboat_1.at).toBe('0313');
    expect(f.G.initiative === 'GE' || f.kinds().includes('initiativeChange')).toBe(true);
    expect(f.kinds()).toContain('vie');
  });
});

describe('rulebook p.37 example: Reorganize', () => {
  const setup = () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'GE',
      tfs: [
        { id: 'G1', side: 'GE', ships: ['scharnhorst', 'gneisenau'], at: '0313', contact: ['0313'], em: true },
        { id: 'G2', side: 'GE', ships: ['admiral_hipper'], at: ['0110', '0210'] },
        { id: 'B', side: 'BR', ships: ['glasgow'], at: '0913' },
      ],
    });
    f.G.groups = { A: { side: 'GE', box: 'box_kiel', port: 'kiel', ships: ['prinz_eugen'], entered: false } };
    f.G.ships.prinz_eugen = { tf: null, status: 'group', damaged: false, hits: 0, torps: 0 };
    return f;
  };
  test('[3,4] = 7: the group enters as a new station in the Kiel box', () => {
    const f = setup();
    f.dice(3, 4);
    f.act({ a: 'REINFORCE', group: 'A', into: null, identity: 'ge_dark_green' });
    const tf = Object.values(f.G.tfs).find((t) => t.ships.includes('prinz_eugen'))!;
    expect(tf.rep).toEqual({ k: 'S', hex: null, box: 'box_kiel', port: 'kiel' });
    expect(f.G.initiative).toBe('GE');
  });
  test('[2,4] = 6: a German trajectory lapses, the initiative passes (British weather check)', () => {
    const f = setup();
    f.dice(2, 4);
    f.act({ a: 'REINFORCE', group: 'A', into: null, identity: 'ge_dark_green' });
    f.move('0', 'lapse', 2, 0, '0110');
    expect(f.G.initiative).toBe('BR');
    expect(f.kinds().filter((k) => k === 'weather')).toHaveLength(1);
  });
  test('split with Contact and EM assigned, no new markers; no free identity, merging apart, no port: refused', () => {
    const f = setup();
    f.act({ a: 'SPLIT', tf: 'G1', ships: ['gneisenau'], identity: 'ge_olive', moveContact: true, moveEM: false });
    const nt = Object.values(f.G.tfs).find((t) => t.ships.includes('gneisenau'))!;
    expect(nt.contact).toEqual(['0313']);
    expect(f.G.tfs.G1.contact).toEqual([]);
    expect([nt.em, f.G.tfs.G1.em]).toEqual([false, true]);
    expect(f.refuse('0', 'act', { a: 'MERGE', keep: 'G1', other: 'G2' })).toMatch(/same hex/);
    for (const id of ['ge_black', 'ge_dark_green', 'ge_grey_stripe', 'ge_black_stripe', 'ge_green_stripe'])
      f.G.tfs[`X${id}`] = {
        id: `X${id}`,
        side: 'GE',
        identity: id,
        ships: [],
        rep: { k: 'S', hex: '0913', box: null, port: null },
        intel: [],
        contact: [],
        em: false,
      };
    f.G.tfs.G1.ships.push('admiral_scheer');
    f.G.ships.admiral_scheer = { tf: 'G1', status: 'play', damaged: false, hits: 0, torps: 0 };
    expect(f.refuse('0', 'act', { a: 'SPLIT', tf: 'G1', ships: ['admiral_scheer'], identity: 'ge_olive', moveContact: false, moveEM: false })).toMatch(
      /identity/,
    );
    expect(f.refuse('0', 'act', { a: 'REINFORCE', group: 'A', into: null, identity: null })).toMatch(/identity/);
  });
});

describe('rulebook p.42 example: stealth recon, stealth attack', () => {
  test('recon: Intel on each British segment in the hex; then Vie; a British port only with Prien', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'GE',
      tfs: [
        { id: 'B1', side: 'BR', ships: ['glasgow'], at: ['0313', '0413'] },
        { id: 'B2', side: 'BR', ships: ['suffolk'], at: ['0312', '0313'] },
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: '0913' },
      ],
      stealth: { ge_uboat_1: 'uboat_box', ge_sub_1: 'uboat_box' },
    });
    expect(f.refuse('0', 'act', { a: 'STEALTH_RECON', force: 'ge_uboat_1', hex: '1009' })).toMatch(/Prien/);
    f.dice(1, 6);
    f.act({ a: 'STEALTH_RECON', force: 'ge_uboat_1', hex: '0313' });
    expect(f.G.tfs.B1.intel).toEqual(['0313']);
    expect(f.G.tfs.B2.intel).toEqual(['0313']);
    expect(f.kinds()).toContain('vie');
    f.G.leaders.prien = { on: 'ge_sub_1', uses: 1 };
    f.G.initiative = 'GE';
    f.G.pending = { kind: 'action', seat: '0', side: 'GE' };
    f.G.stack = [{ f: 'seq', step: 'ask' }];
    f.dice(1, 6);
    f.act({ a: 'STEALTH_RECON', force: 'ge_sub_1', hex: '1009' });
    expect(f.G.stealth.ge_sub_1.at).toBe('1009');
    expect(f.G.leaders.prien).toEqual({ on: null, uses: 0 });
  });
  test('attack: coordination +2, total 2 + 5 = 7, [4,6] → 12: Miss; the U-Boat is removed, the coordinating TF lapses', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'GE',
      tfs: [
        { id: 'B1', side: 'BR', ships: ['glasgow'], at: ['0113', '0213', '0313', '0413', '0513'], intel: ['0313'] },
        { id: 'GC', side: 'GE', ships: ['admiral_hipper'], at: ['0312', '0313'] },
      ],
      stealth: { ge_uboat_1: '0313' },
    });
    f.dice(4, 6);
    f.act({ a: 'STEALTH_ATTACK', force: 'ge_uboat_1', target: 'B1' });
    f.move('0', 'designate', 'GC', null, null);
    const roll = f.events.find((e) => e.kind === 'actionRoll');
    expect(roll?.ids?.[2]).toBe('MISS');
    expect(roll?.n).toEqual([4, 6, 2, 12, 7]);
    expect(f.G.stealth.ge_uboat_1.at).toBeNull();
    expect(f.G.pending).toMatchObject({ kind: 'lapse', data: { tf: 'GC' } });
  });
  test('attacking a segment without Contact or Intel is refused', () => {
    const f = open();
    position(f.G, { initiative: 'GE', tfs: [{ id: 'B1', side: 'BR', ships: ['glasgow'], at: ['0213', '0313'] }], stealth: { ge_uboat_1: '0313' } });
    expect(f.refuse('0', 'act', { a: 'STEALTH_ATTACK', force: 'ge_uboat_1', target: 'B1' })).toMatch(/Contact or Intel/);
  });
});

describe('rulebook p.45 example: air support net', () => {
  test('British CV in the target hex +3, Graf Zeppelin adjacent -1: net +2; none in Bad weather; not from the Arctic line', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      tfs: [
        { id: 'A', side: 'BR', ships: ['ark_royal'], at: '0313' },
        { id: 'T', side: 'GE', ships: ['scharnhorst'], at: '0313' },
        { id: 'Z', side: 'GE', ships: ['graf_zeppelin'], at: '0413' },
      ],
    });
    const fr = frame({ air: { BR: { source: 'A', launch: '0313' }, GE: { source: 'Z', launch: '0413' } } });
    expect(modifiers(f.G, fr)).toEqual([
      ['airSupport', 3],
      ['enemyAir', -1],
    ]);
    expect(airSources(f.G, 'GE', '0313')).toEqual([['Z', '0413']]);
    f.G.weather = 'BAD';
    expect(airSources(f.G, 'GE', '0313')).toEqual([]);
    f.G.weather = 'GOOD';
    f.G.tfs.Z.rep = { k: 'S', hex: '1002', box: null, port: null };
    expect(airSources(f.G, 'GE', '1003')).toEqual([]);
  });
});

describe('rulebook p.46 example: Contact and EM modifiers [OCR values]', () => {
  test.each([
    ['scharnhorst', 1],
    ['nelson', 2],
    ['br_convoy_hx', 3],
  ])('Contact on a %s target: +%d', (ship, mod) => {
    const f = open();
    const side = ship === 'scharnhorst' ? 'GE' : 'BR';
    position(f.G, { weather: 'GOOD', tfs: [{ id: 'T', side, ships: [ship], at: '0313', contact: ['0313'] }] });
    expect(modifiers(f.G, frame({ side: side === 'GE' ? 'BR' : 'GE' }))).toEqual([['contact', mod]]);
  });
  test('EM spent: -2 in Bad weather, -1 in Good', () => {
    const f = open();
    position(f.G, { weather: 'BAD', tfs: [{ id: 'T', side: 'GE', ships: ['scharnhorst'], at: '0313' }] });
    expect(modifiers(f.G, frame({ em: true }))).toEqual([['evasive', -2]]);
    f.G.weather = 'GOOD';
    expect(modifiers(f.G, frame({ em: true }))).toEqual([['evasive', -1]]);
  });
});

describe('rulebook p.47, p.48 example: coordination', () => {
  test('(a) the only British TF in the hex is the target: no coordination', () => {
    const f = open();
    position(f.G, {
      tfs: [
        { id: 'A', side: 'GE', ships: ['scharnhorst'], at: '0313' },
        { id: 'T', side: 'BR', ships: ['glasgow'], at: '0313' },
      ],
    });
    expect(coordOptions(f.G, { active: 'A', target: 'T', hex: '0313' }, 'BR')).toEqual([]);
  });
  test('(b) a German coordinating TF with Intel: an interruption', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'GE',
      tfs: [
        { id: 'A', side: 'GE', ships: ['scharnhorst'], at: '0313' },
        { id: 'C', side: 'GE', ships: ['admiral_hipper'], at: ['0313', '0413'], intel: ['0413'] },
        { id: 'T', side: 'BR', ships: ['glasgow'], at: ['0213', '0313'] },
      ],
    });
    f.dice(1, 1, 3, 3);
    f.act({ a: 'NAVAL_SEARCH', tf: 'A', target: 'T', hex: '0313' });
    f.move('0', 'designate', 'C', null, null);
    expect(f.kinds()).toContain('interruption');
  });
  test('(c) British air strike from an airbase with a coordinating TF of 4 on a target of 2: 6; (d) 8 - 2 = 6', () => {
    const f = open();
    position(f.G, {
      tfs: [
        { id: 'C', side: 'BR', ships: ['glasgow'], at: ['0113', '0213', '0313', '0413'] },
        { id: 'T', side: 'GE', ships: ['scharnhorst'], at: ['0313', '0314'] },
        { id: 'A', side: 'GE', ships: ['gneisenau'], at: '0313' },
        { id: 'GC', side: 'GE', ships: ['admiral_hipper'], at: ['0312', '0313', '0314', '0315'] },
        { id: 'B', side: 'BR', ships: ['suffolk'], at: ['0113', '0213', '0313', '0413'] },
        { id: 'BC', side: 'BR', ships: ['norfolk'], at: ['0212', '0313'] },
      ],
    });
    expect(trajectoryTotal(f.G, { active: null, activeCoord: 'C', activeAir: null, target: 'T', inactiveCoord: null, inactiveAir: null })).toBe(6);
    expect(trajectoryTotal(f.G, { active: 'A', activeCoord: 'GC', activeAir: null, target: 'B', inactiveCoord: 'BC', inactiveAir: 'ab_hatston' })).toBe(6);
  });
  test('Walker coordinating in Good weather: +4', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      tfs: [
        { id: 'A', side: 'BR', ships: ['glasgow'], at: '0313' },
        { id: 'W', side: 'BR', ships: ['br_dd_eg36'], at: '0313' },
        { id: 'T', side: 'GE', ships: ['scharnhorst'], at: '0313' },
      ],
      leaders: { walker: 'br_dd_eg36' },
    });
    expect(modifiers(f.G, frame({ coord: { BR: 'W' } }))).toEqual([['walker', 4]]);
    f.G.leaders = {};
    expect(modifiers(f.G, frame({ coord: { BR: 'W' } }))).toEqual([['coordination', 2]]);
  });
});

describe('rulebook p.50 example: Closing', () => {
  test.each([
    ['scharnhorst', 'nelson', 'battleStarts'],
    ['admiral_scheer', 'king_george_v', 'contact'],
  ])('%s closing on %s → %s', (a, t, kind) => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'GE',
      tfs: [
        { id: 'G', side: 'GE', ships: [a], at: '0313' },
        { id: 'B', side: 'BR', ships: [t], at: '0313' },
      ],
    });
    f.dice(...diceFor('ENGAGE', 0, 0, 'CLOSING'));
    f.act({ a: 'ENGAGE', tf: 'G', target: 'B', hex: '0313' });
    if (kind === 'battleStarts') expect(f.kinds()).toContain('battleStarts');
    else expect(f.G.tfs.B.contact).toEqual(['0313']);
  });
});

describe('rulebook p.10, p.11 example: leaders', () => {
  test('Marschall: the German roll [2,3] becomes [6,3], once', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'GE',
      tfs: [
        { id: 'G', side: 'GE', ships: ['gneisenau'], at: '0313' },
        { id: 'B', side: 'BR', ships: ['glasgow'], at: ['0213', '0313'] },
      ],
      leaders: { marschall: 'gneisenau' },
    });
    f.dice(2, 3);
    f.act({ a: 'NAVAL_SEARCH', tf: 'G', target: 'B', hex: '0313' });
    expect(f.G.pending).toMatchObject({ kind: 'leaderRoll', data: { options: ['six0', 'six1'] } });
    f.move('0', 'pick', 'six0');
    expect(f.events.find((e) => e.kind === 'actionRoll')?.n?.slice(0, 2)).toEqual([6, 3]);
    expect(f.G.leaders.marschall).toEqual({ on: null, uses: 0 });
  });
  test('Krancke: a pre-rolled 7 not used is void; a later use rolls again', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'GE',
      tfs: [
        { id: 'G', side: 'GE', ships: ['admiral_scheer'], at: '0313' },
        { id: 'B', side: 'BR', ships: ['glasgow'], at: ['0213', '0313'] },
      ],
      leaders: { krancke: 'admiral_scheer' },
    });
    f.dice(3, 4, 1, 1);
    f.act({ a: 'NAVAL_SEARCH', tf: 'G', target: 'B', hex: '0313' });
    expect(f.G.pending).toMatchObject({ kind: 'leaderTotal', data: { roll: 7, total: 2 } });
    f.move('0', 'pick', 'none');
    expect(f.G.leaders.krancke.uses).toBe(1);
  });
  test('Krancke used: the total moves by the 2d6 and is clamped at 0', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'GE',
      tfs: [
        { id: 'G', side: 'GE', ships: ['admiral_scheer'], at: '0313' },
        { id: 'B', side: 'BR', ships: ['glasgow'], at: ['0213', '0313'] },
      ],
      leaders: { krancke: 'admiral_scheer' },
    });
    f.dice(3, 4, 1, 1);
    f.act({ a: 'NAVAL_SEARCH', tf: 'G', target: 'B', hex: '0313' });
    f.move('0', 'pick', 'sub');
    expect(f.events.find((e) => e.kind === 'actionRoll')?.n?.at(-1)).toBe(0);
    expect(f.G.leaders.krancke.uses).toBe(0);
  });
  test('Gensoul: an Intel marker off the active TF before the interruption check', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'BR',
      tfs: [
        { id: 'B', side: 'BR', ships: ['dunkerque'], at: ['0313', '0413'], intel: ['0413'] },
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: ['0213', '0313'] },
      ],
      leaders: { gensoul: 'dunkerque' },
    });
    f.dice(1, 1);
    f.act({ a: 'NAVAL_SEARCH', tf: 'B', target: 'G', hex: '0313' });
    expect(f.G.pending).toMatchObject({ kind: 'gensoul', data: { options: ['B:0413'] } });
    f.move('0', 'pick', 'B:0413');
    expect(f.kinds()).not.toContain('interruption');
  });
  test('Somerville: +2 to a British search roll with his TF active; never on the weather check', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'BR',
      tfs: [
        { id: 'B', side: 'BR', ships: ['renown'], at: '0313' },
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: ['0213', '0313'] },
      ],
      leaders: { somerville: 'renown' },
    });
    f.dice(2, 2);
    f.act({ a: 'NAVAL_SEARCH', tf: 'B', target: 'G', hex: '0313' });
    expect(f.G.pending).toMatchObject({ kind: 'leaderRoll', data: { options: ['plus2'] } });
    f.move('0', 'pick', 'plus2');
    expect(f.events.find((e) => e.kind === 'actionRoll')?.ids).toContain('somerville');
    const weather = f.events.filter((e: LogEvent) => e.kind === 'weather');
    expect(weather.every((e) => e.n?.length === 1)).toBe(true);
  });
});

describe('Marschall and Forbes on weather and initiative rolls (p.10, E-11)', () => {
  test('Forbes turns the British weather die into a 6; his TF must be the next active TF', () => {
    const f = open();
    position(f.G, {
      weather: 'BAD',
      initiative: 'GE',
      tfs: [
        { id: 'B', side: 'BR', ships: ['nelson'], at: '0313' },
        { id: 'B2', side: 'BR', ships: ['glasgow'], at: '0413' },
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: '0913' },
      ],
      leaders: { forbes: 'nelson' },
    });
    f.dice(2);
    f.act({ a: 'PASS', tf: null, all: false });
    expect(f.G.pending).toMatchObject({ kind: 'leaderRoll', side: 'BR', data: { options: ['six0'], what: 'weather' } });
    f.move('0', 'pick', 'six0');
    expect(f.G.weather).toBe('GOOD');
    expect(f.G.obligation).toMatchObject({ side: 'BR', tf: 'B' });
    expect(f.refuse('0', 'act', { a: 'TRAJECTORY', tf: 'B2', hexes: ['0413', '0513'] })).toMatch(/next action/);
    f.act({ a: 'TRAJECTORY', tf: 'B', hexes: ['0313', '0213'] });
    expect(f.G.obligation).toBeNull();
  });
  test('Marschall on a Seize die: [2,3] → [6,3] + Tally 0 = 9, success', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'BR',
      tfs: [
        { id: 'B', side: 'BR', ships: ['glasgow'], at: ['0313', '0413'] },
        { id: 'G', side: 'GE', ships: ['gneisenau'], at: ['0213', '0313'], intel: ['0213'] },
      ],
      leaders: { marschall: 'gneisenau' },
    });
    f.act({ a: 'SIGNALS', target: 'G', hex: '0213' });
    f.dice(2, 3);
    f.move('0', 'seize', 'attempt', null);
    expect(f.G.pending).toMatchObject({ kind: 'leaderRoll', side: 'GE', data: { what: 'seize' } });
    f.move('0', 'pick', 'six0');
    expect(f.events.find((e) => e.kind === 'seize')?.n).toEqual([6, 3, 0, 9]);
    expect(f.G.initiative).toBe('GE');
  });
});

describe('rulebook p.12 example: convoys', () => {
  test('a dispersed convoy takes one hit per attack: two 2-hit attacks → 2 hits, 1 VP each', () => {
    const f = fixture({ scenario: 'TUT-S1' });
    position(f.G, {
      tfs: [
        { id: 'B3', side: 'BR', ships: ['br_convoy_hx'] },
        { id: 'G', side: 'GE', ships: ['scharnhorst', 'gneisenau'] },
      ],
    });
    f.G.ships.br_convoy_hx.dispersed = true;
    battle(f, { a: 'GE', tfs: { BR: 'B3', GE: 'G' }, zones: { br_convoy_hx: 'B_NEAR', scharnhorst: 'CLOSE', gneisenau: 'CLOSE' } });
    f.dice(6, 6, 6, 6, 6, 6);
    resolveFire({ G: f.G, rng: f.rng, emit: (e) => void f.events.push(e) }, f.G.battle!, { scharnhorst: 'br_convoy_hx', gneisenau: 'br_convoy_hx' });
    expect(f.G.ships.br_convoy_hx.hits).toBe(2);
    expect(f.G.vp.GE).toBe(2);
  });
  test('German convoys never disperse; once per scenario; a convoy TF cannot search but can coordinate; completing at its destination scores', () => {
    const f = fixture({ scenario: 'TUT-S1' });
    position(f.G, {
      weather: 'GOOD',
      initiative: 'BR',
      tfs: [
        { id: 'B3', side: 'BR', ships: ['br_convoy_hx'], at: ['0909', '1009'] },
        { id: 'B1', side: 'BR', ships: ['glasgow'], at: '0909' },
        { id: 'G', side: 'GE', ships: ['deutschland'], at: ['0809', '0909'] },
      ],
    });
    expect(f.refuse('0', 'act', { a: 'NAVAL_SEARCH', tf: 'B3', target: 'G', hex: '0909' })).toMatch(/convoy/);
    f.act({ a: 'DISPERSE', ship: 'br_convoy_hx' });
    expect(f.refuse('0', 'act', { a: 'DISPERSE', ship: 'br_convoy_hx' })).toMatch(/once/);
    f.dice(1, 1);
    f.act({ a: 'NAVAL_SEARCH', tf: 'B1', target: 'G', hex: '0909' });
    f.move('0', 'designate', 'B3', null, null);
    expect(f.kinds()).toContain('actionRoll');
    const g = fixture({ scenario: 'TUT-S1' });
    position(g.G, {
      weather: 'GOOD',
      initiative: 'BR',
      tfs: [
        { id: 'B3', side: 'BR', ships: ['br_convoy_hx'], at: ['0909', '1009'] },
        { id: 'G', side: 'GE', ships: ['deutschland'], at: '0313' },
      ],
    });
    g.act({ a: 'COMPLETION', tf: 'B3' });
    g.dice(1, 1);
    g.move('0', 'seize', 'attempt', null);
    expect(g.G.result?.vp.BR).toBe(3);
    expect(SCENARIO['TUT-S1'].convoys[0].destination).toBe('clyde_liverpool');
    const h = fixture({ scenario: 'OP-S1' });
    position(h.G, { initiative: 'GE', tfs: [{ id: 'C', side: 'GE', ships: ['ge_convoy_1'], at: '0313' }] });
    expect(h.refuse('0', 'act', { a: 'DISPERSE', ship: 'ge_convoy_1' })).toMatch(/convoy|German/);
  });
});
