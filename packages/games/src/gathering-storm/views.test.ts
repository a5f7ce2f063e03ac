/** Hidden information [8.31, 9.41, 10.41C]: what each seat and a spectator see, and the redacted log. */
process.env.NODE_ENV = 'production';
import { redactEvents, type LogEvent } from '../common/log';
import { gatheringStorm } from './index';
import { answerMove, createGame } from './moves';
import { enumerate } from './rules/enumerate';
import type { GState } from './rules/types';
import { seededRng } from './testing';
import { viewOf } from './view';

function playUntil(G: GState, kind: string, seed: number, log: LogEvent[]) {
  const rng = seededRng(seed);
  for (let i = 0; i < 400 && G.pending && G.pending.kind !== kind; i++) {
    const seat = G.pending.seats[0];
    const a = enumerate(viewOf(G, seat) as unknown as GState, seat)[0];
    expect(answerMove(G, rng, seat, a.move, a.args, (e) => log.push(e))).toBeUndefined();
  }
}

describe('views (hidden cards [8.31, 9.41])', () => {
  test("hands: each seat sees its own powers' cards, nobody else's; a spectator none", () => {
    const G = createGame(4, {}, seededRng(2));
    const log: LogEvent[] = [];
    playUntil(G, 'industrial', 2, log);
    const own = (seat: string) => Object.keys((viewOf(G, seat) as unknown as GState).players);
    expect(own('2')).toEqual(['2']);
    expect(Object.keys((viewOf(G, null) as unknown as GState).players)).toEqual([]);
    expect('secret' in (viewOf(G, null) as object)).toBe(false);
    const v2 = viewOf(G, '2') as unknown as GState;
    expect(Object.keys(v2.players['2'].powers).sort()).toEqual(['FRA', 'GBR']);
    // the log: a dealt card is named to its seat only
    const dealt = log.filter((e) => e.kind === 'dealt');
    expect(dealt.length).toBeGreaterThanOrEqual(5);
    for (const e of redactEvents(dealt, '2')) if (e.ids && e.ids.length > 1) expect(['GBR', 'FRA']).toContain(e.ids[0]);
    for (const e of redactEvents(dealt, null)) expect(e.ids?.length).toBe(1);
  });
  test('diplomatic marker values stay with their owner until the reveal [24.54C]', () => {
    const G = createGame(5, {}, seededRng(4));
    const log: LogEvent[] = [];
    playUntil(G, 'place', 4, log);
    while (G.pending?.kind === 'place' && G.diplomacy.round === 'D1') {
      const seat = G.pending.seats[0];
      const acts = enumerate(viewOf(G, seat) as unknown as GState, seat);
      const a = acts.find((x) => (x.args[1] as { dip: unknown[] }).dip.length > 0) ?? acts[0];
      expect(answerMove(G, seededRng(1), seat, a.move, a.args, (e) => log.push(e))).toBeUndefined();
    }
    const placed = G.diplomacy.markers.filter((m) => m.kind === 'dip');
    if (placed.length) {
      expect(placed.every((m) => m.value === undefined || G.spyNetworks.some((n) => n.country === m.country))).toBe(true);
      const owner = G.seatOf[placed[0].power];
      const other = owner === '0' ? '1' : '0';
      expect((viewOf(G, owner) as unknown as GState).players[owner].powers[placed[0].power]!.markers?.length).toBeGreaterThan(0);
      expect((viewOf(G, other) as unknown as GState).players[owner]).toBeUndefined();
    }
  });
  test("secret moves are redacted for other viewers in the log (the kit's redact)", () => {
    const moves = gatheringStorm.game.moves as Record<string, { redact?: boolean }>;
    for (const m of ['chooseEvents', 'convert', 'research', 'construct', 'placeMarkers', 'partyPurge', 'axisResponse', 'declare', 'finalResearch'])
      expect(moves[m].redact).toBe(true);
    for (const m of ['begin', 'announce', 'respond', 'ultimatum', 'brink', 'placeSpy', 'covertOp']) expect(moves[m].redact).toBeUndefined();
  });
});
