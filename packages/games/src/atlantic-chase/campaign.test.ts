/**
 * The campaign of linked operations (CAMP-S1, RULINGS S-2): the write-back of a finished operation, its
 * application when the next one is set up, and whole campaigns played to the end with seeded playouts.
 */
import { playCampaign, restoreEnv } from './fuzz-suite';
import { CAMPAIGN_OPERATIONS, campaign, carryFrom } from './campaign';
import { SCENARIO } from './data';
import { fixture } from './testing';
import { optionsSchema, type AtlanticChaseOptions } from './options';
import type { G } from './rules/types';

afterAll(() => restoreEnv());

const ship = (status: string, damaged = false, hits = 0) => ({ tf: null, status, damaged, hits, torps: 0 }) as G['ships'][string];

test("the next operation's options carry the finished one's losses, damage and hits (CAMP-S1, RULINGS S-2)", () => {
  const finished = {
    G: {
      ships: {
        sunkShip: { status: 'sunk', damaged: false, hits: 4 },
        damagedShip: { status: 'atSea', damaged: true, hits: 2 },
        scratched: { status: 'atSea', damaged: false, hits: 1 },
        intact: { status: 'atSea', damaged: false, hits: 0 },
      },
    },
    ctx: {} as never,
  };
  const prev = { scenario: 'OP-S1' } as AtlanticChaseOptions;
  const next = campaign.nextOptions(prev, [3, 5], 1, finished);
  expect(next.campaignOp).toBe(1);
  expect(next.scenario).toBe('OP-S2');
  expect(next.carry).toEqual({ out: ['sunkShip', 'damagedShip'], damaged: ['damagedShip'], hits: { scratched: 1 } });
});

test('write-back over three operations: sunk for good, repairing for one operation, hits kept while a ship sits out', () => {
  // After operation 1: a sunk, b damaged (repairing), c with one hit.
  const after1 = carryFrom({ ships: { a: ship('sunk'), b: ship('play', true, 3), c: ship('completed', false, 1) } });
  expect(after1).toEqual({ out: ['a', 'b'], damaged: ['b'], hits: { c: 1 } });
  // Operation 2 has a and b set up out and does not list c; d is sunk in it.
  const after2 = carryFrom({ ships: { a: ship('out'), b: ship('out'), d: ship('sunk') } }, after1);
  expect(after2.out.sort()).toEqual(['a', 'd']);
  expect(after2.damaged).toEqual([]);
  // b is back, repaired (no hits); c's hit is kept for the operation that lists it.
  expect(after2.hits).toEqual({ c: 1 });
  // Operation 3: c plays and takes a second hit, b plays untouched.
  const after3 = carryFrom({ ships: { b: ship('play'), c: ship('play', false, 2) } }, after2);
  expect(after3).toEqual({ out: ['a', 'd'], damaged: [], hits: { c: 2 } });
});

describe('the carry-over applied at setup (RULINGS S-2)', () => {
  test('ships out are in no TF or group, an emptied TF starts gone, an emptied group sits it out, and so does a leader with no ship of his TF left', () => {
    const carry = { out: ['scharnhorst', 'gneisenau', 'repulse', 'king_george_v'], damaged: ['repulse'], hits: { rodney: 1, nelson: 2 } };
    const f = fixture({ scenario: 'OP-S2', campaignOp: 1, carry }, [6, 6]);
    for (const id of carry.out) {
      expect(f.G.ships[id]).toMatchObject({ status: 'out', tf: null, damaged: false });
      for (const tf of Object.values(f.G.tfs)) expect(tf.ships).not.toContain(id);
    }
    expect(f.G.tfs.G1.gone).toBe('eliminated');
    expect(f.G.tfs.G2.gone).toBeUndefined();
    expect(f.G.tfs.B1.ships).toEqual(['nelson', 'rodney']);
    expect(f.G.groups.B).toBeUndefined();
    expect(f.G.groups.A.ships).toEqual(['renown', 'ark_royal', 'sheffield']);
    // Lütjens was to sail in Gneisenau, with all G1 out: not in the operation. Tovey's King George V is out: he
    // goes aboard the next ship of B1 (p.10, as when a leader's ship sinks).
    expect(f.G.leaders.lutjens).toBeUndefined();
    expect(f.G.leaders.tovey).toEqual({ on: 'nelson', uses: 1 });
    expect(f.G.leaders.somerville).toEqual({ on: 'renown', uses: 1 });
    expect(f.G.ships.rodney).toMatchObject({ status: 'play', hits: 1, damaged: false });
    expect(f.G.ships.nelson.hits).toBe(2);
  });
  test('a leader whose ship is out goes aboard another ship of its TF that starts', () => {
    const f = fixture({ scenario: 'OP-S2', campaignOp: 1, carry: { out: ['gneisenau'], damaged: [], hits: {} } }, [6, 6]);
    expect(f.G.leaders.lutjens).toEqual({ on: 'scharnhorst', uses: 1 });
    expect(f.G.tfs.G1.ships).toEqual(['scharnhorst']);
    expect(f.G.leaders.raeder).toBeDefined();
  });
  test('a side with every ship out: the operation starts legally and ends at once, every TF of that side gone (RULINGS S-2)', () => {
    const f = fixture({ scenario: 'OP-S2', campaignOp: 1, carry: { out: ['scharnhorst', 'gneisenau', 'admiral_hipper'], damaged: [], hits: {} } }, [6, 6]);
    expect(f.G.result).toMatchObject({ reason: 'allGone:GE' });
  });
});

describe('the campaign rules', () => {
  test("the first operation is the campaign's first whatever the room form held; options other than the scenario are kept", () => {
    const o = campaign.firstOptions!(optionsSchema.parse({ scenario: 'MS-S1', mode: 'HOTSEAT', cvLimit: true }));
    expect(o).toMatchObject({ scenario: 'OP-S1', mode: 'HOTSEAT', cvLimit: true });
    expect([o.campaignOp, o.carry]).toEqual([undefined, undefined]);
  });
  test('complete only after the last operation', () => {
    expect(CAMPAIGN_OPERATIONS).toEqual(['OP-S1', 'OP-S2', 'OP-S3']);
    for (const id of CAMPAIGN_OPERATIONS) expect(SCENARIO[id].kind).toBe('TWO_PLAYER');
    const base = optionsSchema.parse({ scenario: 'OP-S1' });
    expect(campaign.isComplete([10, 0], { ...base, campaignOp: 0 })).toBe(false);
    expect(campaign.isComplete([10, 0], { ...base, scenario: 'OP-S2', campaignOp: 1 })).toBe(false);
    expect(campaign.isComplete([0, 0], { ...base, scenario: 'OP-S3', campaignOp: 2 })).toBe(true);
  });
});

describe('whole campaigns played to the end (seeded playouts)', () => {
  /** The checks every played campaign must pass: each operation set up from the previous one's carry-over. */
  function checkCampaign(ops: ReturnType<typeof playCampaign>): void {
    expect(ops.map((o) => o.options.scenario)).toEqual(CAMPAIGN_OPERATIONS);
    expect(ops.map((o) => o.options.campaignOp ?? 0)).toEqual([0, 1, 2]);
    expect(ops.map((o, k) => campaign.isComplete(o.totals, ops[k].options))).toEqual([false, false, true]);
    for (let k = 1; k < ops.length; k++) {
      const before = ops[k - 1].end.G as G;
      const { start, options } = ops[k];
      const carry = options.carry!;
      expect(carry).toEqual(carryFrom(before, ops[k - 1].options.carry));
      // Standings are cumulative: each operation adds its side's VP.
      const gained = ops[k].totals.map((t, i) => t - ops[k - 1].totals[i]);
      const vp = (ops[k].end.G as G).vp;
      const seat = (ops[k].end.G as G).seat;
      for (const [i, g] of gained.entries()) expect(g).toBe(Math.max(...(['BR', 'GE'] as const).filter((s) => seat[s] === String(i)).map((s) => vp[s])));
      for (const [id, s] of Object.entries(before.ships)) {
        if (!start.ships[id]) continue; // not in this operation
        if (s.status === 'sunk' || (s.damaged && s.status !== 'out')) {
          // Sunk or damaged at the end of the previous operation: not on the map in this one.
          expect([id, start.ships[id].status]).toEqual([id, 'out']);
          for (const tf of Object.values(start.tfs)) expect(tf.ships).not.toContain(id);
        }
      }
      for (const [id, h] of Object.entries(carry.hits)) if (start.ships[id]) expect([id, start.ships[id].hits]).toEqual([id, h]);
      // Sunk in any earlier operation: never again.
      for (let j = 0; j < k; j++)
        for (const [id, s] of Object.entries((ops[j].end.G as G).ships))
          if (s.status === 'sunk' && start.ships[id]) expect([id, start.ships[id].status]).toEqual([id, 'out']);
      // Damaged at the end of operation k-2 (repairing through k-1): back, repaired, in operation k.
      if (k >= 2)
        for (const [id, s] of Object.entries((ops[k - 2].end.G as G).ships))
          if (s.damaged && s.status !== 'sunk' && s.status !== 'out' && start.ships[id])
            expect([id, start.ships[id]]).toMatchObject([id, { status: expect.stringMatching(/^(play|group)$/), damaged: false, hits: 0 }]);
    }
  }

  test('seed 10, bots: Scharnhorst damaged in Northern Patrol misses Operation Berlin and is back, repaired, for Rheinübung', () => {
    const ops = playCampaign(10, { mode: 'TWO_PLAYER', bot: true });
    checkCampaign(ops);
    const [op1, op2, op3] = ops;
    expect((op1.end.G as G).ships.scharnhorst).toMatchObject({ damaged: true });
    expect((op1.end.G as G).ships.scharnhorst.status).not.toBe('sunk');
    expect(op2.options.carry!.damaged).toContain('scharnhorst');
    expect(op2.start.ships.scharnhorst.status).toBe('out');
    expect(op3.options.carry!.out).not.toContain('scharnhorst');
    expect(op3.start.ships.scharnhorst).toMatchObject({ status: 'play', tf: 'G2', damaged: false, hits: 0 });
    // Gneisenau, sunk in Northern Patrol, is out of both later operations.
    expect((op1.end.G as G).ships.gneisenau.status).toBe('sunk');
    expect([op2.start.ships.gneisenau.status, op3.start.ships.gneisenau.status]).toEqual(['out', 'out']);
  });

  test('seed 11, random play: hits taken in Operation Berlin come into Rheinübung on the same ships', () => {
    const ops = playCampaign(11, { mode: 'TWO_PLAYER', bot: false });
    checkCampaign(ops);
    const hits = ops[2].options.carry!.hits;
    const carried = Object.keys(hits).filter((id) => ops[2].start.ships[id]);
    expect(carried.length).toBeGreaterThan(0);
    for (const id of carried) expect(ops[2].start.ships[id].hits).toBe(hits[id]);
  });

  test.each([1, 2, 3, 4, 5, 6])('seed %i: a whole campaign, each operation set up from the carry-over', (seed) => {
    checkCampaign(playCampaign(seed, { mode: seed % 2 ? 'TWO_PLAYER' : 'HOTSEAT', bot: seed % 3 === 0 }));
  });
});
