/**
 * The rulebook's worked examples for the operational core (milestone M2): interruption, Seize/Vie/Tally,
 * Completion, Naval Search, Pass and All Pass, Signals, the St. Johns trajectory, Shadow, Sighted, ports.
 */
import { diceFor, fixture, position } from './testing';

const row13 = ['0113', '0213', '0313', '0413', '0513', '0613', '0713', '0813'];
const [H1, H2, H3, H4] = row13;
const open = () => fixture({ scenario: 'OP-S1' });

describe('rulebook p.22 example: interruption', () => {
  const setup = (intelOn: 'active' | 'target') => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'BR',
      tfs: [
        { id: 'B', side: 'BR', ships: ['glasgow'], at: [H3, H4], intel: intelOn === 'active' ? [H4] : [] },
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: [H2, H3], intel: intelOn === 'target' ? [H2] : [] },
      ],
    });
    return f;
  };
  test('dice [1,2] with 1 Intel: Alert -0, the action goes on', () => {
    const f = setup('active');
    f.dice(1, 2, ...diceFor('NAVAL_SEARCH', 4, 0, 'CONTACT'));
    f.act({ a: 'NAVAL_SEARCH', tf: 'B', target: 'G', hex: H3 });
    expect(f.events.find((e) => e.kind === 'interruption')?.ids).toEqual(['GE', 'ALERT_0']);
    expect(f.G.tfs.G.contact).toEqual([H3]);
  });
  test('dice [5,6]: V, the action is cancelled and the players Vie', () => {
    const f = setup('active');
    f.dice(5, 6, 3, 4);
    f.act({ a: 'NAVAL_SEARCH', tf: 'B', target: 'G', hex: H3 });
    expect(f.kinds()).toContain('actionCancelled');
    expect(f.kinds()).toContain('vie');
    expect(f.kinds()).not.toContain('actionRoll');
  });
  test('Intel on the target only: no interruption', () => {
    const f = setup('target');
    f.dice(...diceFor('NAVAL_SEARCH', 4, 0, 'CONTACT'));
    f.act({ a: 'NAVAL_SEARCH', tf: 'B', target: 'G', hex: H3 });
    expect(f.kinds()).not.toContain('interruption');
  });
  test.each([
    [3, 'slipSignals'],
    [5, 'slipEM'],
  ])('solitaire Slip, the automaton inactive: die %d → %s', (die, kind) => {
    const f = fixture({ scenario: 'OP-S1', mode: 'SOLO', seat0: 'BR' });
    f.move('0', 'start');
    position(f.G, {
      weather: 'GOOD',
      initiative: 'BR',
      tfs: [
        { id: 'B', side: 'BR', ships: ['glasgow'], at: [H3, H4], intel: [H4] },
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: [H2, H3] },
      ],
    });
    f.G.pending = { kind: 'action', seat: '0', side: 'BR' };
    f.G.stack = [{ f: 'seq', step: 'ask' }];
    f.G.secret.automaton = { routes: {}, pace: {}, step: {} };
    f.dice(4, 4, die, 1, 1);
    f.act({ a: 'NAVAL_SEARCH', tf: 'B', target: 'G', hex: H3 });
    expect(f.kinds()).toContain(kind);
  });
});

describe('rulebook p.26 example: Seize, Vie, Tally', () => {
  const seizeAt = (tally: number, weather: 'GOOD' | 'BAD', em = false, arctic = false) => {
    const f = open();
    position(f.G, {
      weather,
      initiative: 'BR',
      tally,
      tfs: [
        { id: 'B', side: 'BR', ships: ['glasgow'], at: [H3, H4] },
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: arctic ? ['1002', '1003'] : [H1, H2], intel: arctic ? ['1002'] : [H2], em },
      ],
    });
    return f;
  };
  test('Tally 3, [3,4] → 10: success, Tally 0', () => {
    const f = seizeAt(3, 'GOOD');
    f.act({ a: 'SIGNALS', target: 'G', hex: f.G.tfs.G.intel[0] });
    f.dice(3, 4, 2);
    f.move('0', 'seize', 'attempt', null);
    expect(f.G.initiative).toBe('GE');
    expect(f.G.tally).toBe(0);
  });
  test('Tally 0, [4,4] → 8: failure, Tally 1', () => {
    const f = seizeAt(0, 'GOOD');
    f.act({ a: 'SIGNALS', target: 'G', hex: H2 });
    f.dice(4, 4);
    f.move('0', 'seize', 'attempt', null);
    expect(f.G.initiative).toBe('BR');
    expect(f.G.tally).toBe(1);
  });
  test('EM in Bad weather: [3,4] + 2 = 9, success', () => {
    const f = seizeAt(0, 'BAD', true);
    f.act({ a: 'SIGNALS', target: 'G', hex: H2 });
    f.dice(3, 4, 1);
    f.move('0', 'seize', 'attempt', 'G');
    expect(f.G.initiative).toBe('GE');
  });
  test('EM in Good weather on the Arctic line: +2', () => {
    const f = seizeAt(0, 'GOOD', true, true);
    f.act({ a: 'SIGNALS', target: 'G', hex: '1002' });
    f.dice(3, 4, 1);
    f.move('0', 'seize', 'attempt', 'G');
    expect(f.events.find((e) => e.kind === 'seize')?.n).toEqual([3, 4, 0, 2, 9]);
  });
  test('Vie: active 4, inactive 3 + Tally 1 → tie, the active player keeps; Tally 2', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'BR',
      tally: 1,
      tfs: [
        { id: 'B', side: 'BR', ships: ['glasgow'], at: H3 },
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: [H2, H3] },
      ],
      stealth: { br_sub_1: 'sub_reserve' },
    });
    f.dice(4, 3);
    f.act({ a: 'STEALTH_RECON', force: 'br_sub_1', hex: H2 });
    expect(f.G.initiative).toBe('BR');
    expect(f.G.tally).toBe(2);
    expect(f.G.tfs.G.intel).toEqual([H2]);
  });
  test('Lütjens: the Seize succeeds, his TF gains EM and must be the next active TF', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'BR',
      tfs: [
        { id: 'B', side: 'BR', ships: ['glasgow'], at: [H3, H4] },
        { id: 'G', side: 'GE', ships: ['bismarck'], at: [H1, H2], intel: [H2] },
        { id: 'G2', side: 'GE', ships: ['scharnhorst'], at: '0910' },
      ],
      leaders: { lutjens: 'bismarck' },
    });
    f.act({ a: 'SIGNALS', target: 'G', hex: H2 });
    f.dice(1);
    f.move('0', 'seize', 'lutjens', null);
    expect(f.G.initiative).toBe('GE');
    expect(f.G.tfs.G.em).toBe(true);
    expect(f.refuse('0', 'act', { a: 'TRAJECTORY', tf: 'G2', hexes: ['0910', '0911'] })).toMatch(/active TF of the next action/);
    f.act({ a: 'TRAJECTORY', tf: 'G', hexes: [H2, H3] });
    expect(f.G.obligation).toBeNull();
  });
});

describe('rulebook p.30 example: Completion', () => {
  test('the German player seizes: Completion fails, the TF lapses 2, the Germans are active', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'BR',
      tally: 3,
      tfs: [
        { id: 'B', side: 'BR', ships: ['nelson'], at: ['0907', '1007', '1006'] },
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: H1 },
      ],
    });
    f.act({ a: 'COMPLETION', tf: 'B' });
    f.dice(3, 4);
    f.move('0', 'seize', 'attempt', null);
    expect(f.G.pending?.kind).toBe('lapse');
    f.move('0', 'lapse', 2, 0, null);
    expect(f.G.tfs.B.rep).toEqual({ k: 'T', hexes: ['1006'] });
    expect(f.G.initiative).toBe('GE');
    expect(f.G.tally).toBe(0);
  });
  test('the Seize fails: Suffolk completes, Tally 1, the British stay active', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'BR',
      tfs: [
        { id: 'B', side: 'BR', ships: ['suffolk'], at: '1007' },
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: H1 },
      ],
    });
    f.act({ a: 'COMPLETION', tf: 'B' });
    f.dice(2, 4);
    f.move('0', 'seize', 'attempt', null);
    expect(f.G.tfs.B.gone).toBe('completed');
    expect(f.G.ships.suffolk.status).toBe('completed');
    expect(f.G.tally).toBe(1);
    expect(f.G.initiative).toBe('BR');
  });
  test('with Intel: refused', () => {
    const f = open();
    position(f.G, {
      initiative: 'BR',
      tfs: [
        { id: 'B', side: 'BR', ships: ['suffolk'], at: ['1006', '1007'], intel: ['1006'] },
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: H1 },
      ],
    });
    expect(f.refuse('0', 'act', { a: 'COMPLETION', tf: 'B' })).toMatch(/Intel/);
  });
});

describe('rulebook p.34 example: Naval Search example [SUB-table]', () => {
  test('total 10, roll 7: Early/Late with a hole; the east side removed; no EM; the searcher lapses to a station', () => {
    const f = open();
    const W1 = '0112',
      W2 = '0212',
      X = '0312',
      E1 = '0412',
      E2 = '0512',
      E3 = '0612',
      E4 = '0712';
    position(f.G, {
      weather: 'GOOD',
      initiative: 'GE',
      tfs: [
        { id: 'G', side: 'GE', ships: ['admiral_scheer'], at: ['0213', '0313', X] },
        { id: 'B', side: 'BR', ships: ['suffolk'], at: [W1, W2, X, E1, E2, E3, E4] },
      ],
    });
    f.dice(3, 4);
    f.act({ a: 'NAVAL_SEARCH', tf: 'G', target: 'B', hex: X });
    expect(f.events.find((e) => e.kind === 'actionRoll')?.n).toEqual([3, 4, 7, 10]);
    f.move('0', 'pick', 'back');
    expect(f.G.tfs.B.rep).toEqual({ k: 'T', hexes: [W1, W2] });
    expect(f.G.tfs.B.em).toBe(false);
    // Admiral Scheer is medium: 3 segments → a station in any of them.
    expect(f.G.pending?.kind).toBe('lapse');
    f.move('0', 'lapse', 3, 0, '0313');
    expect(f.G.tfs.G.rep).toMatchObject({ k: 'S', hex: '0313' });
    expect(f.G.pending).toMatchObject({ kind: 'seize', side: 'BR' });
  });
});

describe('rulebook p.35, p.36 example: Pass', () => {
  test('a fast TF of 6 removes exactly 4; a station made in a port hex stays out of the box this Pass', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'BR',
      tfs: [
        { id: 'B', side: 'BR', ships: ['glasgow'], at: row13.slice(0, 6) },
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: '0910' },
      ],
    });
    f.act({ a: 'PASS', tf: 'B', all: false });
    expect(f.refuse('0', 'lapse', 1, 1, null)).toMatch(/exactly/);
    f.move('0', 'lapse', 2, 2, null);
    expect(f.G.tfs.B.rep).toEqual({ k: 'T', hexes: [H3, H4] });
    expect(f.G.initiative).toBe('GE');
    expect(f.G.tally).toBe(0);
  });
  test('the Intel Limit: a fast TF, two Intel markers, one at an end: exactly 2 removed, one Intel', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'BR',
      tfs: [
        { id: 'B', side: 'BR', ships: ['glasgow'], at: row13.slice(0, 6), intel: [H1, H4] },
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: '0910' },
      ],
    });
    f.act({ a: 'PASS', tf: 'B', all: false });
    f.move('0', 'lapse', 1, 1, null);
    expect(f.G.tfs.B.rep).toEqual({ k: 'T', hexes: row13.slice(1, 5) });
    expect(f.G.tfs.B.intel).toEqual([H4]);
  });
  test('All Pass with Pound: every trajectory lapses; Pound flips, then goes; a third use is refused', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'BR',
      tfs: [
        { id: 'B1', side: 'BR', ships: ['glasgow'], at: [H1, H2] },
        { id: 'B2', side: 'BR', ships: ['suffolk'], at: ['0110', '0210'] },
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: '0910' },
      ],
      leaders: { pound: 'clyde_liverpool' },
    });
    f.act({ a: 'PASS', tf: null, all: true });
    f.move('0', 'lapse', 2, 0, H1);
    f.move('0', 'lapse', 2, 0, '0110');
    expect(f.G.tfs.B1.rep.k).toBe('S');
    expect(f.G.tfs.B2.rep.k).toBe('S');
    expect(f.G.leaders.pound.uses).toBe(1);
    f.G.initiative = 'BR';
    f.G.pending = { kind: 'action', seat: '0', side: 'BR' };
    f.G.stack = [{ f: 'seq', step: 'ask' }];
    f.act({ a: 'PASS', tf: null, all: true });
    expect(f.G.leaders.pound.uses).toBe(0);
    f.G.stack = [{ f: 'seq', step: 'ask' }];
    f.G.initiative = 'BR';
    f.G.pending = { kind: 'action', seat: '0', side: 'BR' };
    expect(f.refuse('0', 'act', { a: 'PASS', tf: null, all: true })).toMatch(/Pound/);
  });
});

describe('rulebook p.40 example: Signals', () => {
  test('the Intel at B becomes the station; Contact at B stays, at D goes; the optional lapse; then Seize', () => {
    const f = open();
    const [A, B, C, D] = row13;
    position(f.G, {
      weather: 'GOOD',
      initiative: 'GE',
      tfs: [
        { id: 'T', side: 'BR', ships: ['glasgow'], at: [A, B, C, D], intel: [B, D], contact: [B, D] },
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: ['0112', B] },
      ],
    });
    f.act({ a: 'SIGNALS', target: 'T', hex: B });
    expect(f.G.tfs.T.rep).toMatchObject({ k: 'S', hex: B });
    expect(f.G.tfs.T.intel).toEqual([]);
    expect(f.G.tfs.T.contact).toEqual([B]);
    expect(f.G.pending?.kind).toBe('signalsLapse');
    f.move('0', 'pick', 'G');
    // Fast: 4 ≥ 2 segments, a station in a vacated hex.
    f.move('0', 'lapse', 2, 0, B);
    expect(f.G.pending).toMatchObject({ kind: 'seize', side: 'BR' });
  });
});

describe('rulebook p.44 example: Trajectory from St. Johns', () => {
  test('the first segment in the St. Johns hex; Intel in the U-Boat hex; still active', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'BR',
      tfs: [
        { id: 'B', side: 'BR', ships: ['glasgow'], at: { box: 'box_st_johns', port: 'st_johns' } },
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: '0813' },
      ],
      stealth: { ge_uboat_1: '0209' },
    });
    f.act({ a: 'TRAJECTORY', tf: 'B', hexes: ['0009', '0109', '0209', '0309'] });
    expect(f.G.tfs.B.intel).toEqual(['0209']);
    expect(f.G.initiative).toBe('BR');
    expect(f.G.pending?.kind).toBe('action');
  });
});

describe('rulebook p.53, p.54 example: Shadow, Sighted', () => {
  const seven = ['0012', '0112', '0212', '0312', '0412', '0512', '0612'];
  test('Shadow on [A..G] at D: a contiguous triple holding D', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'GE',
      tfs: [
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: ['0313', '0312'] },
        { id: 'B', side: 'BR', ships: ['glasgow'], at: seven },
      ],
    });
    f.dice(...diceFor('NAVAL_SEARCH', 9, 0, 'SHADOW'));
    f.act({ a: 'NAVAL_SEARCH', tf: 'G', target: 'B', hex: '0312' });
    expect(f.G.pending?.data?.options).toEqual(['1', '2', '3']);
    expect(f.refuse('0', 'pick', '0')).toMatch(/options/);
    f.move('0', 'pick', '2');
    expect(f.G.tfs.B.rep).toEqual({ k: 'T', hexes: ['0212', '0312', '0412'] });
  });
  test('Shadow on 3 segments: nothing removed, EM; then Seize is offered', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'GE',
      tfs: [
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: ['0313', '0312'] },
        { id: 'B', side: 'BR', ships: ['glasgow'], at: ['0212', '0312', '0412'] },
      ],
    });
    f.dice(...diceFor('NAVAL_SEARCH', 5, 0, 'SHADOW'));
    f.act({ a: 'NAVAL_SEARCH', tf: 'G', target: 'B', hex: '0312' });
    expect(f.G.tfs.B.rep).toEqual({ k: 'T', hexes: ['0212', '0312', '0412'] });
    expect(f.G.tfs.B.em).toBe(true);
    f.move('0', 'lapse', 2, 0, '0313');
    expect(f.G.pending?.kind).toBe('seize');
  });
  test('Sighted on [A,B,C] at B: a station at B, no Intel, Contact only at B', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'GE',
      tfs: [
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: ['0313', '0312'] },
        { id: 'B', side: 'BR', ships: ['glasgow'], at: ['0212', '0312', '0412'], intel: ['0212'], contact: ['0312', '0412'] },
      ],
    });
    f.dice(...diceFor('NAVAL_SEARCH', 5, 0, 'SIGHTED'));
    f.act({ a: 'NAVAL_SEARCH', tf: 'G', target: 'B', hex: '0312' });
    expect(f.G.tfs.B).toMatchObject({ rep: { k: 'S', hex: '0312' }, intel: [], contact: ['0312'] });
  });
});

describe('rulebook p.8, p.9 example: port boxes', () => {
  test('transfers while active, free; Kiel exits by either hex; no target in a box; no segment in a box', () => {
    const f = open();
    position(f.G, {
      initiative: 'GE',
      tfs: [
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: { box: 'box_kiel', port: 'kiel' } },
        { id: 'B', side: 'BR', ships: ['glasgow'], at: '1208' },
      ],
    });
    f.act({ a: 'TRANSFER', tf: 'G', to: '1307' });
    expect(f.G.tfs.G.rep).toMatchObject({ hex: '1307' });
    f.act({ a: 'TRANSFER', tf: 'G', to: 'box_kiel' });
    f.act({ a: 'TRANSFER', tf: 'G', to: '1308' });
    expect(f.G.tfs.G.rep).toMatchObject({ hex: '1308' });
    expect(f.G.actions).toBe(0);
    f.act({ a: 'TRANSFER', tf: 'G', to: 'box_kiel' });
    expect(f.refuse('0', 'act', { a: 'TRANSFER', tf: 'B', to: 'box_kiel' })).toMatch(/your TFs/);
    f.G.tfs.B.rep = { k: 'T', hexes: ['1308', '1208'] };
    expect(f.refuse('0', 'act', { a: 'ENGAGE', tf: 'G', target: 'B', hex: '1308' })).toMatch(/port box/);
    expect(f.refuse('0', 'act', { a: 'TRAJECTORY', tf: 'G', hexes: ['box_kiel'] })).toMatch(/Invalid arguments|non-playable/);
  });
  test('an Engage on a station in a box is refused', () => {
    const f = open();
    position(f.G, {
      initiative: 'BR',
      tfs: [
        { id: 'B', side: 'BR', ships: ['glasgow'], at: '1308' },
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: { box: 'box_kiel', port: 'kiel' } },
      ],
    });
    expect(f.refuse('0', 'act', { a: 'ENGAGE', tf: 'B', target: 'G', hex: '1308' })).toMatch(/port box/);
  });
});
