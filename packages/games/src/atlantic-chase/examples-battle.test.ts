/**
 * The rulebook's worked examples for the battle (milestone M1): damage and hits, Surprise, range and
 * dice, gunnery, torpedoes, maneuver order, smoke, break away, the end of battle, deployment.
 */
import { battle, diceFor, fixture, position, type Fixture } from './testing';
import { rangeOf } from './rules/board';
import { applyDamage, applyHits } from './rules/damage';
import { maneuverOrder } from './rules/maneuver';
import { breakAwayMods } from './rules/breakAway';
import { torpedoProblem } from './rules/torpedo';
import { smokeMod } from './rules/gunnery';
import type { Ctx } from './rules/flow';
import type { LogEvent } from '../common/log';
import { run } from './rules/engine';

const open = () => fixture({ scenario: 'OP-S1' });
const ctx = (f: Fixture): Ctx => ({ G: f.G, rng: f.rng, emit: (e: LogEvent) => void f.events.push(e) });

describe('rulebook p.50 example: Damage results', () => {
  test('a BC with 1 hit takes Damage: flipped with its hit; sink number 1 → sunk (I-25)', () => {
    const f = open();
    position(f.G, { tfs: [{ id: 'B', side: 'BR', ships: ['renown', 'glasgow'], at: '0313' }] });
    f.G.ships.renown.hits = 1;
    applyDamage(ctx(f), 'renown');
    expect(f.G.ships.renown).toMatchObject({ damaged: true, status: 'sunk' });
  });
  test('Damage on a damaged ship sinks it; on a convoy or DD squadron, 2 hits', () => {
    const f = open();
    position(f.G, { tfs: [{ id: 'B', side: 'BR', ships: ['king_george_v', 'br_dd_2df'], at: '0313' }] });
    applyDamage(ctx(f), 'king_george_v');
    expect(f.G.ships.king_george_v).toMatchObject({ damaged: true, status: 'play', hits: 0 });
    applyDamage(ctx(f), 'king_george_v');
    expect(f.G.ships.king_george_v.status).toBe('sunk');
    applyDamage(ctx(f), 'br_dd_2df');
    expect(f.G.ships.br_dd_2df.hits).toBe(2);
  });
  test('a leader on the newly damaged ship moves to another ship of the TF (p.50); sunk with no other ship: lost (p.10)', () => {
    const f = open();
    position(f.G, {
      tfs: [
        { id: 'B', side: 'BR', ships: ['nelson', 'rodney'], at: '0313' },
        { id: 'C', side: 'BR', ships: ['glasgow'], at: '0413' },
      ],
      leaders: { forbes: 'nelson', somerville: 'glasgow' },
    });
    applyDamage(ctx(f), 'nelson');
    expect(f.G.leaders.forbes.on).toBe('rodney');
    applyDamage(ctx(f), 'glasgow');
    applyDamage(ctx(f), 'glasgow');
    expect(f.G.leaders.somerville).toEqual({ on: null, uses: 0 });
    expect(f.G.tfs.C.gone).toBe('eliminated');
  });
});

describe('rulebook p.52 example: Hit results', () => {
  test('a CA (1/1): a hit damages it, another sinks it', () => {
    const f = open();
    position(f.G, { tfs: [{ id: 'B', side: 'BR', ships: ['suffolk', 'glasgow'], at: '0313' }] });
    applyHits(ctx(f), 'suffolk', 1, 'p.52');
    expect(f.G.ships.suffolk).toMatchObject({ damaged: true, hits: 0 });
    applyHits(ctx(f), 'suffolk', 1, 'p.52');
    expect(f.G.ships.suffolk.status).toBe('sunk');
  });
  test.each([
    ['HIT_VS', 0],
    ['HIT_S', 1],
  ])('%s against a slow TF (Nelson): %d hit', (res, hits) => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'GE',
      tfs: [
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: '0313' },
        { id: 'B', side: 'BR', ships: ['nelson', 'glasgow'], at: '0313' },
      ],
      stealth: { ge_uboat_1: '0313' },
    });
    f.dice(...diceFor('STEALTH_ATTACK', 0, 0, res as 'HIT_VS'));
    f.act({ a: 'STEALTH_ATTACK', force: 'ge_uboat_1', target: 'B' });
    if (f.G.pending?.kind === 'designate') f.move('0', 'designate', null, null, null);
    if (f.G.pending?.kind === 'designate') f.move('0', 'designate', null, null, null);
    expect(f.G.ships.nelson.hits + (f.G.ships.nelson.damaged ? 3 : 0)).toBe(hits);
    expect(f.G.ships.glasgow.hits).toBe(0);
    expect(f.G.stealth.ge_uboat_1.at).toBeNull();
  });
});

describe('rulebook p.54 example: Surprise', () => {
  test('faster: the active player places the target ships, no smoke, fires first in round 1', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'GE',
      tfs: [
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: '0313' },
        { id: 'B', side: 'BR', ships: ['king_george_v'], at: '0313' },
      ],
    });
    f.dice(...diceFor('ENGAGE', 0, 0, 'SURPRISE'));
    f.act({ a: 'ENGAGE', tf: 'G', target: 'B', hex: '0313' });
    expect(f.G.pending).toMatchObject({ kind: 'place', side: 'GE' });
    f.move('0', 'place', { king_george_v: 'CLOSE' });
    expect(f.G.battle!.ships.king_george_v.zone).toBe('CLOSE');
    // Round 1: the German side alone commits and fires first.
    expect(f.G.pending).toMatchObject({ kind: 'fire', data: { sides: ['GE'] } });
    f.dice(6, 6, 6);
    f.move('0', 'fire', { scharnhorst: 'king_george_v' });
    expect(f.G.ships.king_george_v.damaged).toBe(false);
    expect(f.G.ships.king_george_v.hits).toBe(2);
    expect(f.G.pending).toMatchObject({ kind: 'fire', data: { sides: ['BR'] } });
  });
  test('same speed: a normal Battle deployment (smoke may be made)', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'GE',
      tfs: [
        { id: 'G', side: 'GE', ships: ['admiral_scheer'], at: '0313' },
        { id: 'B', side: 'BR', ships: ['king_george_v'], at: '0313' },
      ],
    });
    f.dice(...diceFor('ENGAGE', 0, 0, 'SURPRISE'));
    f.act({ a: 'ENGAGE', tf: 'G', target: 'B', hex: '0313' });
    expect(f.G.pending?.kind).toBe('smoke');
    expect(f.G.battle!.surprise).toBe(false);
  });
});

describe('rulebook p.56, p.57 example: range and dice', () => {
  test('extreme: 3 dice keep the lowest two, far GV; long: 2 dice; point-blank: 3 dice keep the highest two', () => {
    const f = open();
    position(f.G, {
      tfs: [
        { id: 'B', side: 'BR', ships: ['suffolk', 'warspite'] },
        { id: 'G', side: 'GE', ships: ['gneisenau'] },
      ],
    });
    battle(f, { a: 'BR', tfs: { BR: 'B', GE: 'G' }, zones: { suffolk: 'A_FAR', warspite: 'A_NEAR', gneisenau: 'B_NEAR' } });
    const b = f.G.battle!;
    expect(rangeOf(b, 'suffolk', 'gneisenau').range).toBe('EXTREME');
    expect(rangeOf(b, 'warspite', 'gneisenau').range).toBe('LONG');
    f.dice(6, 1, 2, /* warspite */ 3, 3, /* gneisenau at suffolk, extreme */ 5, 6, 4);
    f.move('0', 'fire', { suffolk: 'gneisenau', warspite: 'gneisenau' });
    f.move('0', 'fire', { gneisenau: 'suffolk' });
    const shots = f.events.filter((e) => e.kind === 'gunnery');
    expect(shots[0].n?.slice(0, 4)).toEqual([6, 1, 2, 3]); // kept 1 + 2
    expect(shots[2].ids).toEqual(['gneisenau', 'suffolk', 'EXTREME']);
    expect(shots[2].n?.slice(3, 5)).toEqual([9, 2]); // 5 + 4, far GV 2 (p.56)
    b.ships.suffolk.zone = 'CLOSE';
    b.ships.gneisenau.zone = 'CLOSE';
    expect(rangeOf(b, 'suffolk', 'gneisenau')).toMatchObject({ range: 'POINT_BLANK', dice: 3, keep: 'HIGH' });
  });
});

describe('rulebook p.58 example: gunnery examples', () => {
  test('Glasgow: 6 -1 +1 = 6, Splash; Gneisenau: 10 +3 -1 = 12, one hit damages the CA, after all have fired', () => {
    const f = open();
    position(f.G, {
      tfs: [
        { id: 'B', side: 'BR', ships: ['glasgow', 'suffolk'] },
        { id: 'G', side: 'GE', ships: ['gneisenau'] },
      ],
    });
    battle(f, { a: 'BR', tfs: { BR: 'B', GE: 'G' }, zones: { glasgow: 'A_NEAR', suffolk: 'A_NEAR', gneisenau: 'CLOSE' } });
    const b = f.G.battle!;
    b.ships.glasgow.smoke = true;
    b.ships.suffolk.by = 'glasgow';
    expect(smokeMod(b, 'glasgow', 'gneisenau')).toBe(-1);
    f.dice(2, 4, 4, 6);
    f.move('0', 'fire', { glasgow: 'gneisenau' });
    f.move('0', 'fire', { gneisenau: 'suffolk' });
    const shots = f.events.filter((e) => e.kind === 'gunnery').map((e) => e.n?.slice(-2));
    expect(shots).toEqual([
      [6, 0],
      [12, 1],
    ]);
    expect(f.G.ships.suffolk.damaged).toBe(true);
  });
});

describe('rulebook p.59 example: torpedo', () => {
  test('a CA in Close torpedoes the slow Tirpitz: 10 + 1 = 11, 2 hits; once only; not obscured; not damaged', () => {
    const f = open();
    position(f.G, {
      tfs: [
        { id: 'B', side: 'BR', ships: ['suffolk', 'glasgow'] },
        { id: 'G', side: 'GE', ships: ['tirpitz'] },
      ],
    });
    f.G.ships.tirpitz.damaged = true;
    battle(f, { a: 'BR', tfs: { BR: 'B', GE: 'G' }, zones: { suffolk: 'CLOSE', glasgow: 'A_NEAR', tirpitz: 'B_FAR' } });
    f.move('0', 'fire', {});
    f.move('0', 'fire', {});
    f.G.battle!.ships.tirpitz.zone = 'B_NEAR';
    // The torpedo step was skipped (no target in range): set it up again.
    const b = f.G.battle!;
    expect(torpedoProblem(f.G, b, 'suffolk', 'tirpitz')).toBeNull();
    b.ships.glasgow.zone = 'CLOSE';
    b.ships.glasgow.by = 'suffolk';
    b.ships.suffolk.smoke = false;
    expect(torpedoProblem(f.G, b, 'glasgow', 'tirpitz')?.text).toMatch(/smoke/);
    b.ships.glasgow.by = null;
    f.G.stack[f.G.stack.length - 1] = { ...f.G.stack[f.G.stack.length - 1], step: 'torpedo' } as never;
    f.G.pending = null;
    run(ctx(f));
    expect((f.G.pending as { kind: string } | null)?.kind).toBe('torpedo');
    f.dice(4, 6);
    f.move('0', 'torpedo', { suffolk: 'tirpitz' });
    expect(f.events.find((e) => e.kind === 'torpedo')?.n).toEqual([4, 6, 1, 11, 2]);
    expect(f.G.ships.tirpitz.hits).toBe(2);
    expect(f.G.ships.suffolk.torps).toBe(1);
    expect(torpedoProblem(f.G, b, 'suffolk', 'tirpitz')?.text).toMatch(/already/);
    f.G.ships.glasgow.damaged = true;
    expect(torpedoProblem(f.G, b, 'glasgow', 'tirpitz')?.text).toMatch(/damaged/);
  });
});

describe('rulebook p.60 example: maneuver order', () => {
  test('damaged Scharnhorst (slow, inactive German first), Warspite (slow), the fast CA last', () => {
    const f = open();
    position(f.G, {
      tfs: [
        { id: 'B', side: 'BR', ships: ['warspite', 'suffolk'] },
        { id: 'G', side: 'GE', ships: ['scharnhorst'] },
      ],
    });
    f.G.ships.scharnhorst.damaged = true;
    battle(f, { a: 'BR', tfs: { BR: 'B', GE: 'G' }, zones: { warspite: 'A_NEAR', suffolk: 'A_NEAR', scharnhorst: 'B_NEAR' } });
    expect(maneuverOrder(f.G, f.G.battle!)).toEqual(['scharnhorst', 'warspite', 'suffolk']);
  });
});

describe('rulebook p.60 example: smoke', () => {
  test('two of three friends obscured; -1 at an obscured ship, -2 obscured against obscured; no smoke from a convoy or a damaged ship', () => {
    const f = open();
    position(f.G, {
      tfs: [
        { id: 'B', side: 'BR', ships: ['glasgow', 'suffolk', 'devonshire', 'norfolk', 'br_convoy_hx'] },
        { id: 'G', side: 'GE', ships: ['gneisenau', 'scharnhorst'] },
      ],
    });
    battle(f, { a: 'GE', tfs: { BR: 'B', GE: 'G' }, zones: {}, smoke: ['BR'], step: 'smoke' });
    expect(f.G.pending?.kind).toBe('smoke');
    expect(f.refuse('0', 'smoke', [{ ship: 'glasgow', obscure: ['suffolk', 'devonshire', 'norfolk'] }])).toMatch(/Invalid|at most/);
    expect(f.refuse('0', 'smoke', [{ ship: 'br_convoy_hx', obscure: [] }])).toMatch(/convoys/);
    f.move('0', 'smoke', [{ ship: 'glasgow', obscure: ['suffolk', 'devonshire'] }]);
    const b = f.G.battle!;
    expect([b.ships.suffolk.by, b.ships.devonshire.by, b.ships.norfolk.by]).toEqual(['glasgow', 'glasgow', null]);
    expect(smokeMod(b, 'gneisenau', 'suffolk')).toBe(-1);
    b.ships.gneisenau.smoke = true;
    expect(smokeMod(b, 'gneisenau', 'suffolk')).toBe(-2);
  });
});

describe('rulebook p.61 example: break away', () => {
  test('10 -1 -1 +2 = 10: the battle ends', () => {
    const f = open();
    position(f.G, {
      tfs: [
        { id: 'B', side: 'BR', ships: ['king_george_v', 'suffolk'], em: true },
        { id: 'G', side: 'GE', ships: ['gneisenau'] },
      ],
    });
    battle(f, { a: 'GE', tfs: { BR: 'B', GE: 'G' }, zones: { gneisenau: 'A_NEAR' }, step: 'break' });
    expect(
      breakAwayMods(f.G, f.G.battle!, 'BR')
        .map((m) => m.join(':'))
        .sort(),
    ).toEqual(['allFar:2', 'enemyNear:-1', 'slowest:-1']);
    f.dice(4, 6);
    f.move('0', 'breakAway', true);
    f.move('0', 'breakAway', false);
    expect(f.G.battle).toBeNull();
    expect(f.kinds()).toContain('battleEnds');
  });
  test('a failed attempt, then EM: one Far-zone ship leaves, the rest fight on', () => {
    const f = open();
    position(f.G, {
      tfs: [
        { id: 'B', side: 'BR', ships: ['king_george_v', 'suffolk'], em: true },
        { id: 'G', side: 'GE', ships: ['gneisenau'] },
      ],
    });
    battle(f, { a: 'GE', tfs: { BR: 'B', GE: 'G' }, zones: { gneisenau: 'A_NEAR' }, step: 'break' });
    f.dice(1, 2);
    // Hot-seat: the seat commits for the British side first, then the German.
    f.move('0', 'breakAway', true);
    f.move('0', 'breakAway', false);
    expect(f.G.pending?.kind).toBe('breakEM');
    f.move('0', 'breakEM', 'king_george_v');
    expect(f.G.battle!.ships.king_george_v.left).toBe(true);
    expect(f.G.tfs.B.em).toBe(false);
    expect(f.G.ships.king_george_v.status).toBe('play');
    expect(f.G.battle!.round).toBe(2);
  });
});

describe('rulebook p.49, p.55, p.62 example: battle from an Engage', () => {
  test('BATTLE: both Far zones, the coordinating TF stays off the board, 3 rounds in Good weather; then stations, Contact, Vie', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'GE',
      tfs: [
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: ['0312', '0313'] },
        { id: 'G2', side: 'GE', ships: ['admiral_hipper'], at: '0313' },
        { id: 'B', side: 'BR', ships: ['glasgow'], at: '0313' },
      ],
    });
    f.dice(...diceFor('ENGAGE', 2, 2, 'BATTLE'));
    f.act({ a: 'ENGAGE', tf: 'G', target: 'B', hex: '0313' });
    f.move('0', 'designate', 'G2', null, null);
    const b = f.G.battle!;
    expect(b.rounds).toBe(3);
    expect(Object.keys(b.ships).sort()).toEqual(['glasgow', 'scharnhorst']);
    expect(b.ships.scharnhorst.zone).toBe('A_FAR');
    expect(b.ships.glasgow.zone).toBe('B_FAR');
    expect(f.G.pending?.kind).toBe('smoke');
    f.move('0', 'smoke', []);
    f.move('0', 'smoke', []);
    for (let r = 0; r < 3 && f.G.battle; r++) {
      while (f.G.pending?.kind === 'fire') f.move('0', 'fire', {});
      while (f.G.pending?.kind === 'torpedo') f.move('0', 'torpedo', {});
      while (f.G.pending?.kind === 'maneuver')
        f.move('0', 'maneuver', { zone: f.G.battle!.ships[f.G.pending!.data!.ship as string].zone, smoke: false, obscure: [] });
      while (f.G.pending?.kind === 'breakAway') f.move('0', 'breakAway', false);
    }
    expect(f.G.battle).toBeNull();
    expect(f.G.tfs.G.rep).toMatchObject({ k: 'S', hex: '0313' });
    expect(f.G.tfs.G.contact).toEqual(['0313']);
    expect(f.G.tfs.B.contact).toEqual(['0313']);
    // The coordinating TF (a station) makes no Time Lapse; then Vie.
    expect(f.kinds()).toContain('vie');
  });
  test('Bad weather: 2 rounds; a Naval-Search Skirmish: 1 round, the target a station, Vie and no Seize', () => {
    const f = open();
    position(f.G, {
      weather: 'GOOD',
      initiative: 'GE',
      tfs: [
        { id: 'G', side: 'GE', ships: ['scharnhorst'], at: '0313' },
        { id: 'B', side: 'BR', ships: ['nelson'], at: ['0213', '0313', '0413'] },
      ],
    });
    f.dice(...diceFor('NAVAL_SEARCH', 3, 0, 'SKIRMISH'));
    f.act({ a: 'NAVAL_SEARCH', tf: 'G', target: 'B', hex: '0313' });
    expect(f.G.pending?.kind).toBe('pick');
    f.move('0', 'pick', 'battle');
    expect(f.G.battle!.rounds).toBe(1);
    f.move('0', 'smoke', []);
    f.move('0', 'smoke', []);
    while (f.G.battle) {
      const k = f.G.pending!.kind;
      if (k === 'fire' || k === 'torpedo') f.move('0', k, {});
      else if (k === 'maneuver') f.move('0', 'maneuver', { zone: f.G.battle.ships[f.G.pending!.data!.ship as string].zone, smoke: false, obscure: [] });
      else f.move('0', 'breakAway', false);
    }
    expect(f.G.tfs.B.rep).toMatchObject({ k: 'S', hex: '0313' });
    expect(f.kinds()).toContain('vie');
    expect(f.kinds()).not.toContain('seize');
  });
});
