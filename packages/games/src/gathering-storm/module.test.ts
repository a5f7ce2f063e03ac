/** The module through the kit: options, player counts, move argument schemas, views of the first states. */
process.env.NODE_ENV = 'production';
import { gatheringStorm } from './index';
import { createGame, answerMove } from './moves';
import { enumerate } from './rules/enumerate';
import { seededRng, said } from './testing';
import { viewOf } from './view';
import type { GState } from './rules/types';

describe('gathering-storm module', () => {
  test('options: defaults, 2-5 players, refusals', () => {
    expect(gatheringStorm.optionsSchema.parse({})).toEqual({ revealUnplayedEvents: false, turnCap: null });
    expect(gatheringStorm.optionsSchema.safeParse({ turnCap: 2 }).success).toBe(false);
    for (const n of [2, 3, 4, 5]) expect(gatheringStorm.playerCountOk!({} as never, n)).toBeUndefined();
    for (const n of [1, 6]) expect(gatheringStorm.playerCountOk!({} as never, n)).toMatchObject({ code: 'playerCount', params: { min: 2, max: 5, n } });
    expect(gatheringStorm.playerCountOk!({ bogus: 1 } as never, 5)).toBeDefined();
    expect(gatheringStorm.game.validateSetupData!({ options: {} }, 5)).toBeUndefined();
  });
  test('seatings [2.21]', () => {
    const G = createGame(2, {}, seededRng(1));
    expect(G.seatPowers).toEqual({ 0: ['GER', 'ITA'], 1: ['GBR', 'FRA', 'USSR'] });
    expect(createGame(4, {}, seededRng(1)).seatPowers).toEqual({ 0: ['GER'], 1: ['ITA'], 2: ['GBR', 'FRA'], 3: ['USSR'] });
  });
  test('nothing private and nothing drawn before the first action', () => {
    const G = createGame(5, {}, seededRng(1));
    expect(G.pending).toEqual({ kind: 'start', seats: ['0'] });
    expect(G.secret.deck.length).toBe(144);
    for (const s of Object.keys(G.players)) for (const pr of Object.values(G.players[s].powers)) expect(pr!.hand).toEqual([]);
  });
  test('every enumerated action parses; extra, missing and wrong arguments are refused', () => {
    const rng = seededRng(3);
    const G = createGame(3, {}, rng);
    expect(answerMove(G, rng, '0', 'begin', [])).toBeUndefined();
    let checked = 0;
    for (let i = 0; i < 200 && G.pending; i++) {
      const seat = G.pending.seats[0];
      const acts = enumerate(viewOf(G, seat) as unknown as GState, seat);
      for (const a of acts) {
        expect(gatheringStorm.moveArgs[a.move].safeParse(a.args).success).toBe(true);
        checked++;
      }
      const a = acts[0];
      const schema = gatheringStorm.moveArgs[a.move];
      expect(schema.safeParse([...a.args, 1]).success).toBe(false);
      expect(schema.safeParse(a.args.slice(0, -1)).success).toBe(a.args.length === 0);
      expect(schema.safeParse(a.args.map(() => 'x'.repeat(500))).success).toBe(a.args.length === 0);
      expect(answerMove(G, rng, seat, a.move, a.args)).toBeUndefined();
    }
    expect(checked).toBeGreaterThan(50);
  });
  test('a seat answers only for its own powers, and only the decision pending [2.21]', () => {
    const rng = seededRng(4);
    const G = createGame(5, {}, rng);
    expect(said(answerMove(G, rng, '1', 'begin', []))).toMatch(/not your decision/);
    expect(answerMove(G, rng, '1', 'begin', [])).toMatchObject({ code: 'notYourDecision' });
    answerMove(G, rng, '0', 'begin', []);
    while (G.pending && G.pending.kind !== 'industrial') {
      const seat = G.pending.seats[0];
      const a = enumerate(viewOf(G, seat) as unknown as GState, seat)[0];
      expect(answerMove(G, rng, seat, a.move, a.args)).toBeUndefined();
    }
    expect(G.pending?.kind).toBe('industrial');
    // The refusal is coded: its code and the power it names (an id the table words), with the English text for the server.
    expect(answerMove(G, rng, '0', 'convert', ['ITA', null])).toEqual({ code: 'notYourPower', text: 'You do not play Italy [2.21]', params: { power: 'ITA' } });
    expect(answerMove(G, rng, '0', 'construct', ['GER', { units: { armor: 0, infantry: 0, air: 0 }, unitAms: [], ships: [] }])).toMatchObject({
      code: 'giveConversion',
    });
    expect(answerMove(G, rng, '0', 'convert', ['GER', null])).toBeUndefined();
    expect(said(answerMove(G, rng, '0', 'convert', ['GER', null]))).toMatch(/not your decision/);
  });
  test('secret moves are redacted in the log', () => {
    for (const m of ['chooseEvents', 'convert', 'construct']) expect((gatheringStorm.game.moves as Record<string, { redact?: boolean }>)[m].redact).toBe(true);
  });
});
