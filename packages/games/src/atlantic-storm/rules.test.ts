/**
 * One scripted test per legality condition and per special card, citing the rulebook section (§n) and,
 * where one applies, our ruling (RULINGS.md). Fixed hands, fixed draw pile (id order), scripted dice.
 * Convoy C23 (SC 94) is 1942 North Atlantic, full, 5 VP. Fillers are Arctic cards, illegal there.
 */
import { LogMetadataSchema, redactEvents, type LogEvent } from '../common/log';
import { campaign } from './campaign';
import { ctxOf, MAX_MOVE_EVENTS } from './moves';
import { ev, readingOrder } from './rules/events';
import { handLimit } from './rules/cards';
import { checkPlay, effectiveZone } from './rules/play';
import { compareStandings, winnersOf } from './rules/score';
import { drawForce } from './rules/state';
import { soloDiceCount } from './rules/solo-values';
import { pileIds, pileOf } from './rules/pile';
import type { AsState, Mode } from './rules/types';
import { playerView } from './view';
// Moves and setups as the game kit applies them (the decision's seat, the rules, the public summaries).
import {
  assertConserved,
  declareZone,
  discardCard,
  discardHand,
  fixtureGame,
  newGame,
  newSoloGame,
  play,
  scripted,
  soloPlace,
  soloZone,
  stormTarget,
  supply,
} from './testkit';

const [S0, S1, S2, S3] = ['0', '1', '2', '3'];
const F = ['A29', 'A33', 'A36', 'A37', 'A39', 'A11', 'G2', 'G3', 'G4', 'G5', 'G6', 'G14', 'G16', 'G33', 'G35', 'G36'];

/** Four players (or `seats`), C23 on top unless told, hands padded with one Arctic filler each. */
function setup(hands: string[][], opts: { convoy?: string; dice?: number[]; mode?: Mode; seats?: number } = {}) {
  const rng = scripted(opts.dice ?? []);
  const seats = opts.seats ?? 4;
  const padded = Array.from({ length: seats }, (_, i) => [...(hands[i] ?? []), F[i]]);
  const G = fixtureGame(
    {
      seats,
      mode: opts.mode ?? 'basic',
      hands: padded,
      convoys: [opts.convoy ?? 'C23'],
      flags: opts.mode === 'advanced' ? { convoySelection: false } : undefined,
    },
    rng,
  );
  return { G, rng };
}

const ok = (r: string | undefined) => expect(r).toBeUndefined();
const fail = (r: string | undefined, re: RegExp) => expect(r).toMatch(re);
const check = (G: AsState, seat: string, cards: string[], extra: object = {}) => {
  const v = checkPlay(G, seat, { cards, ...extra });
  return typeof v === 'string' ? v : undefined;
};
/** Everyone from `from` on discards his Arctic filler. */
function discardRest(G: AsState, rng: ReturnType<typeof scripted>, seats: string[]) {
  for (const s of seats) ok(discardCard(G, s, F[Number(s)], rng));
}

describe('§6 "Jugar carta(s)": legality of a play', () => {
  test('one side per turn: Allied and German cards never together; a storm goes with either (§6, §9 storms)', () => {
    const { G, rng } = setup([['A21', 'G21', 'S1']]);
    ok(declareZone(G, S0, 'sub', rng));
    fail(check(G, S0, ['A21', 'G21']), /never mix Allied and German/);
    ok(check(G, S0, ['A21', 'S1']));
    ok(check(G, S0, ['G21', 'S1']));
  });

  test('one normal card per turn (§6), two only with an admiral option B (§9)', () => {
    const { G, rng } = setup([['A21', 'A19', 'A53']]);
    ok(declareZone(G, S0, 'sub', rng));
    fail(check(G, S0, ['A21', 'A19']), /only one normal card/);
    ok(check(G, S0, ['A21', 'A19', 'A53'], { admiral: 'double' }));
  });

  test('bonus cards (§8): parent of the same play and type; same side; only Minefield and CAM Ship alone', () => {
    const { G, rng } = setup([['A21', 'A47', 'A45', 'G21', 'A51']]);
    ok(declareZone(G, S0, 'sub', rng));
    fail(check(G, S0, ['A21', 'A47'], { attach: { A47: 'A21' } }), /cannot be attached/); // Leigh Light needs an aircraft
    ok(check(G, S0, ['A21', 'A45'], { attach: { A45: 'A21' } })); // Hedgehog on an escort
    fail(check(G, S0, ['G21', 'A45'], { attach: { A45: 'G21' } }), /never mix/); // Allied bonus on a U-boat
    fail(check(G, S0, ['A45']), /must be attached/);
    fail(check(G, S0, ['A45'], { attach: { A45: 'A19' } }), /must be attached to a normal card played in this same turn/);
  });

  test('Minefield (A51) played by itself counts its +N as the play (§8)', () => {
    const { G, rng } = setup([['A51']]);
    ok(declareZone(G, S0, 'sub', rng));
    ok(play(G, S0, { cards: ['A51'] }, rng));
    discardRest(G, rng, [S1, S2, S3]);
    expect(G.lastRound?.totals).toEqual({ allied: 1, german: 0 });
    expect(G.players[S0].tricks).toEqual([{ convoy: 'C23', cards: [] }]);
  });

  test('ocean (§6 "El océano"): an Arctic card cannot be played for a North Atlantic convoy', () => {
    const { G, rng } = setup([['G35']]);
    ok(declareZone(G, S0, 'sub', rng));
    fail(check(G, S0, ['G35']), /fights only in the Arctic, but SC 94 sails in the North Atlantic \(§6 Ocean\)/);
  });

  test('year (§6 "El año"): Reuben James (1941-43) cannot escort HX 84 (1940)', () => {
    const { G, rng } = setup([['A12']], { convoy: 'C5' });
    ok(declareZone(G, S0, 'sub', rng));
    fail(check(G, S0, ['A12']), /Reuben James is available in 1941-1943 only, but HX 84 sails in 1940 \(§6 Year\)/);
  });

  test('a card worth 0 in the declared zone may be played (§6 "Valor de Combate")', () => {
    const { G, rng } = setup([['G21']]);
    ok(declareZone(G, S0, 'air', rng));
    ok(play(G, S0, { cards: ['G21'] }, rng)); // U-48: air 0
  });

  test('discard (§6 "Descarte"): one card of any kind; the log names it to its owner only (A-20)', () => {
    const { G, rng } = setup([['G34', 'A21']]);
    ok(declareZone(G, S0, 'sub', rng));
    ok(discardCard(G, S0, 'G34', rng)); // an illegal card may be discarded
    expect(pileIds(G.secret.discard)).toEqual(['G34']);
    expect(G.players[S0].hand).toEqual(['A21', F[0]]);
    expect(rng.seen(S1)).toContainEqual({ kind: 'discard', seat: S0, rule: '§6/discard' });
    expect(JSON.stringify([rng.seen(null), rng.seen(S1), rng.seen(S2), G.log])).not.toContain('G34');
    expect(rng.seen(S0)).toContainEqual({ kind: 'discard', seat: S0, ids: ['G34'], rule: '§6/discard' });
  });

  test('discarding the whole hand is an advanced rule (§14)', () => {
    const basic = setup([['A21', 'A19']]);
    ok(declareZone(basic.G, S0, 'sub', basic.rng));
    fail(discardHand(basic.G, S0, basic.rng), /advanced rule/);
    const adv = setup([['A21', 'A19']], { mode: 'advanced' });
    ok(declareZone(adv.G, S0, 'sub', adv.rng));
    ok(discardHand(adv.G, S0, adv.rng));
    expect(adv.G.players[S0].hand).toEqual([]);
    expect(adv.G.pub[S0].hand).toBe(0);
    discardRest(adv.G, adv.rng, [S1, S2, S3]);
    expect(adv.G.players[S0].hand.length).toBe(6); // refilled to the limit (§5)
  });

  test('nobody is forced to play: discarding a legal card is fine (§6)', () => {
    const { G, rng } = setup([['A21']]);
    ok(declareZone(G, S0, 'sub', rng));
    ok(discardCard(G, S0, 'A21', rng));
  });
});

describe('§7 fate victims', () => {
  test("U552 played after Reuben James destroys it; the victim counts for U552's player (§7)", () => {
    const { G, rng } = setup([['A12'], ['G24']]);
    ok(declareZone(G, S0, 'sub', rng));
    ok(play(G, S0, { cards: ['A12'] }, rng));
    ok(play(G, S1, { cards: ['G24'] }, rng));
    expect(G.players[S1].victims).toEqual(['A12']);
    expect(G.battle?.round.plays[0].normals).toEqual([]);
    discardRest(G, rng, [S2, S3]);
    expect(G.lastRound?.totals).toEqual({ allied: 0, german: 3 });
    expect(G.players[S1].tricks).toEqual([{ convoy: 'C23', cards: [] }]);
    assertConserved(G);
  });

  test('a fate card played before its victim has no effect (§7)', () => {
    const { G, rng } = setup([['G24'], ['A12']]);
    ok(declareZone(G, S0, 'sub', rng));
    ok(play(G, S0, { cards: ['G24'] }, rng));
    ok(play(G, S1, { cards: ['A12'] }, rng));
    expect(G.players[S0].victims).toEqual([]);
    expect(G.battle?.round.plays[1].normals).toEqual(['A12']);
  });

  test('a fate card destroys its victim even when worth 0 in the zone: U155 (air 0) sinks Avenger (§7)', () => {
    const { G, rng } = setup([['A42'], ['G30']]);
    ok(declareZone(G, S0, 'air', rng));
    ok(play(G, S0, { cards: ['A42'] }, rng));
    ok(play(G, S1, { cards: ['G30'] }, rng));
    expect(G.players[S1].victims).toEqual(['A42']);
  });

  test('bonus cards on a destroyed victim are discarded at once (§7, §8)', () => {
    const { G, rng } = setup([['A12', 'A45'], ['G24']]);
    ok(declareZone(G, S0, 'sub', rng));
    ok(play(G, S0, { cards: ['A12', 'A45'], attach: { A45: 'A12' } }, rng));
    ok(play(G, S1, { cards: ['G24'] }, rng));
    expect(pileIds(G.secret.discard)).toEqual(['A45']);
    expect(G.battle?.round.plays[0].bonuses).toEqual([]);
  });

  test("the convoy as victim doubles the fate card's die, not its bonus: Markgraf in SC 42 rolls 5 -> 10 + 1 (§7)", () => {
    const { G, rng } = setup([['G37', 'G46']], { convoy: 'C14', dice: [5] });
    ok(declareZone(G, S0, 'sub', rng));
    ok(play(G, S0, { cards: ['G37', 'G46'], attach: { G46: 'G37' } }, rng));
    discardRest(G, rng, [S1, S2, S3]);
    expect(G.lastRound?.plays[0].value).toBe(11);
    expect(G.lastRound?.totals.german).toBe(11);
  });
});

describe('§9 special cards', () => {
  test('Admiral option A makes the round combined; a storm cancelling it reverts the zone to Sub (§9 admirals, storms)', () => {
    const { G, rng } = setup(
      [
        ['A53', 'A31'],
        ['S1', 'G21'],
      ],
      { dice: [2] },
    );
    ok(declareZone(G, S0, 'sub', rng));
    ok(play(G, S0, { cards: ['A53', 'A31'], admiral: 'combine' }, rng));
    expect(effectiveZone(G.battle!.round)).toBe('combined');
    ok(play(G, S1, { cards: ['S1', 'G21'] }, rng));
    expect(G.prompt).toEqual({ kind: 'stormTarget', seat: S1 });
    ok(stormTarget(G, S1, { cancel: 1 }, rng));
    expect(effectiveZone(G.battle!.round)).toBe('sub');
  });

  test('Admiral option A goes with exactly one normal card (§9 "A. Juegue una carta normal", ruling R-02)', () => {
    const { G, rng } = setup([['A53', 'A31']]);
    ok(declareZone(G, S0, 'sub', rng));
    fail(check(G, S0, ['A53'], { admiral: 'combine' }), /option A you play one normal card/);
  });

  test('Admiral option B: two normal cards and a bonus are one play worth 4 + 4 + 1 = 9 (§9 admirals)', () => {
    const { G, rng } = setup([['G53', 'G21', 'G26', 'G48']]);
    ok(declareZone(G, S0, 'sub', rng));
    ok(play(G, S0, { cards: ['G53', 'G21', 'G26', 'G48'], attach: { G48: 'G21' }, admiral: 'double' }, rng));
    discardRest(G, rng, [S1, S2, S3]);
    expect(G.lastRound?.plays[0].value).toBe(9);
    expect(G.players[S0].tricks.map((t) => t.convoy)).toEqual(['C23']);
  });

  test('Raid on St. Nazaire only in a surface or combined battle, alone or with a surface card (§9)', () => {
    const { G, rng } = setup([['A54', 'A53', 'A31', 'A21']]);
    ok(declareZone(G, S0, 'air', rng));
    fail(check(G, S0, ['A54']), /only in a surface battle or in combined operations/);
    ok(check(G, S0, ['A53', 'A54', 'A31'], { admiral: 'combine' })); // P-12: judged after its own option A
    fail(check(G, S0, ['A53', 'A54', 'A21'], { admiral: 'combine' }), /with another Allied surface card/);
  });

  test('After Raid on St. Nazaire later players may only play Allied cards or discard; a storm alone is not allowed (§9, ruling R-03)', () => {
    const { G, rng } = setup([
      ['A54', 'A31'],
      ['G11', 'S1', 'A34'],
    ]);
    ok(declareZone(G, S0, 'surface', rng));
    ok(play(G, S0, { cards: ['A54', 'A31'] }, rng));
    fail(check(G, S1, ['G11']), /may not play German cards/);
    fail(check(G, S1, ['S1']), /in addition to your normal play/);
    ok(check(G, S1, ['S1', 'A34']));
    ok(discardCard(G, S1, 'G11', rng));
  });

  test('After 2nd Happy Time later players may only play German cards (§9)', () => {
    const { G, rng } = setup([
      ['G54', 'G21'],
      ['A21', 'G26'],
    ]);
    ok(declareZone(G, S0, 'sub', rng));
    ok(play(G, S0, { cards: ['G54', 'G21'] }, rng));
    fail(check(G, S1, ['A21']), /may not play Allied cards/);
    ok(check(G, S1, ['G26']));
  });

  test('Black Gap (substitute effect): no Allied aircraft after it this round; ships are fine (a variant of the §11 SC 42 example)', () => {
    const { G, rng } = setup([
      ['G21', 'G46'],
      ['A4', 'A21'],
    ]);
    ok(declareZone(G, S0, 'sub', rng));
    ok(play(G, S0, { cards: ['G21', 'G46'], attach: { G46: 'G21' } }, rng));
    fail(check(G, S1, ['A4']), /Black Gap/);
    ok(check(G, S1, ['A21']));
  });

  test('Ultra: the delayed turn must be Allied; after 2nd Happy Time only the Ultra discard is left (§9)', () => {
    const { G, rng } = setup([
      ['A55', 'A21'],
      ['G54', 'G21'],
    ]);
    ok(declareZone(G, S0, 'sub', rng));
    fail(check(G, S0, ['A55', 'A21']), /played alone/);
    ok(play(G, S0, { cards: ['A55'] }, rng));
    ok(play(G, S1, { cards: ['G54', 'G21'] }, rng));
    discardRest(G, rng, [S2, S3]);
    expect(G.prompt).toEqual({ kind: 'turn', seat: S0, delayed: true });
    fail(play(G, S0, { cards: ['A21'] }, rng), /may not play Allied cards/);
    fail(discardCard(G, S0, 'A21', rng), /must discard Ultra/);
    ok(discardCard(G, S0, 'A55', rng));
    expect(G.players[S1].tricks.map((t) => t.convoy)).toEqual(['C23']);
  });

  test('B-Dienst: the delayed player plays last and loses a tied trick (§9 intelligence)', () => {
    const { G, rng } = setup([['G55', 'G21'], ['G26']]);
    ok(declareZone(G, S0, 'sub', rng));
    ok(play(G, S0, { cards: ['G55'] }, rng));
    ok(play(G, S1, { cards: ['G26'] }, rng));
    discardRest(G, rng, [S2, S3]);
    ok(play(G, S0, { cards: ['G21'] }, rng)); // delayed: U-48, 4 = U-123's 4
    expect(G.lastRound?.totals.german).toBe(8);
    expect(G.lastRound?.trickWinner).toBe(S1);
  });

  test('Both intelligence cards: the delayed turns come in the order they were played (§9 intelligence)', () => {
    const { G, rng } = setup([['A55'], ['G55']]);
    ok(declareZone(G, S0, 'sub', rng));
    ok(play(G, S0, { cards: ['A55'] }, rng));
    ok(play(G, S1, { cards: ['G55'] }, rng));
    discardRest(G, rng, [S2, S3]);
    expect(G.prompt).toEqual({ kind: 'turn', seat: S0, delayed: true });
    ok(discardCard(G, S0, 'A55', rng));
    expect(G.prompt).toEqual({ kind: 'turn', seat: S1, delayed: true });
  });

  test('Storm hit 1-3: the holder may make a player who has not played skip his turn (§9 storms)', () => {
    const { G, rng } = setup([['S1', 'A21']], { dice: [1] });
    ok(declareZone(G, S0, 'sub', rng));
    ok(play(G, S0, { cards: ['S1', 'A21'] }, rng));
    ok(stormTarget(G, S0, { skip: S2 }, rng));
    ok(discardCard(G, S1, F[1], rng));
    expect(G.prompt).toEqual({ kind: 'turn', seat: S3, delayed: false }); // seat 2 skipped
    const before = [...G.players[S2].hand];
    ok(discardCard(G, S3, F[3], rng));
    expect(G.players[S2].hand.slice(0, before.length)).toEqual(before); // he kept his cards and drew fewer
    expect(pileIds(G.secret.discard)).toContain('S1');
  });

  test('Storm 4-6 passes to the next player, who rolls at the end of his turn; unused, it is discarded at the end of the round (§9 storms)', () => {
    const { G, rng } = setup([['S1', 'A21']], { dice: [5, 6, 4, 5] });
    ok(declareZone(G, S0, 'sub', rng));
    ok(play(G, S0, { cards: ['S1', 'A21'] }, rng));
    expect(G.battle?.round.storm).toEqual({ card: 'S1', holder: S1, pending: true });
    ok(discardCard(G, S1, F[1], rng));
    expect(G.battle?.round.storm?.holder).toBe(S2);
    ok(discardCard(G, S2, F[2], rng));
    ok(discardCard(G, S3, F[3], rng));
    expect(rng.left()).toEqual([]);
    expect(pileIds(G.secret.discard)).toContain('S1');
    expect(G.players[S0].tricks.map((t) => t.convoy)).toEqual(['C23']);
  });
});

describe('§10 supply cards', () => {
  test("Grey Ranger recovers another player's Allied ship into its player's hand; the supply card is discarded (§10)", () => {
    const { G, rng } = setup([['A21', 'A44'], ['A19']]);
    ok(declareZone(G, S0, 'sub', rng));
    ok(play(G, S0, { cards: ['A21', 'A44'] }, rng));
    ok(play(G, S1, { cards: ['A19'] }, rng));
    discardRest(G, rng, [S2, S3]);
    expect(G.prompt).toEqual({ kind: 'supply', seat: S0, card: 'A44' });
    ok(supply(G, S0, 'A19', rng));
    expect(G.players[S0].hand).toContain('A19');
    expect(G.players[S0].hand.length).toBe(7); // limit 7 with a full convoy; A19 counts toward it
    expect(pileIds(G.secret.discard)).toEqual(expect.arrayContaining(['A21', 'A44']));
    assertConserved(G);
  });

  test('A supply ship cannot refuel an aircraft; the milk cow only a submarine or wolf pack (§10)', () => {
    const a = setup([['A1', 'A44'], ['A21']]);
    ok(declareZone(a.G, S0, 'sub', a.rng));
    ok(play(a.G, S0, { cards: ['A1', 'A44'] }, a.rng));
    ok(play(a.G, S1, { cards: ['A21'] }, a.rng));
    discardRest(a.G, a.rng, [S2, S3]);
    fail(supply(a.G, S0, 'A1', a.rng), /no other aircraft/);
    ok(supply(a.G, S0, 'A21', a.rng));
    const g = setup([['G11', 'G45'], ['G21']]);
    ok(declareZone(g.G, S0, 'combined', g.rng));
    ok(play(g.G, S0, { cards: ['G11', 'G45'] }, g.rng));
    ok(play(g.G, S1, { cards: ['G21'] }, g.rng));
    discardRest(g.G, g.rng, [S2, S3]);
    fail(supply(g.G, S0, 'G11', g.rng), /only a submarine or wolf pack/);
    ok(supply(g.G, S0, 'G21', g.rng));
  });

  test("A supply card on the losing side is destroyed with its side's normal cards (§10, §11)", () => {
    const { G, rng } = setup([['A21', 'A44'], ['G21']]);
    ok(declareZone(G, S0, 'sub', rng));
    ok(play(G, S0, { cards: ['A21', 'A44'] }, rng));
    ok(play(G, S1, { cards: ['G21'] }, rng));
    discardRest(G, rng, [S2, S3]);
    expect(G.players[S1].tricks).toEqual([{ convoy: 'C23', cards: ['A21', 'A44'] }]);
  });
});

describe('§11 outcome of the battle', () => {
  test('Side tie: the cards go under the convoy, the next leader declares a new zone; the final winner destroys the losing cards of both rounds (§11)', () => {
    const { G, rng } = setup([['A21'], ['G28', 'G21']]);
    ok(declareZone(G, S0, 'sub', rng));
    ok(play(G, S0, { cards: ['A21'] }, rng));
    ok(play(G, S1, { cards: ['G28'] }, rng));
    discardRest(G, rng, [S2, S3]);
    expect(G.lastRound?.outcome).toBe('tie');
    expect(G.battle?.under.map((u) => u.id)).toEqual(['A21', 'G28']);
    expect(G.prompt).toEqual({ kind: 'zone', seat: S1 });
    ok(declareZone(G, S1, 'sub', rng));
    ok(play(G, S1, { cards: ['G21'] }, rng));
    for (const s of [S2, S3, S0]) ok(discardCard(G, s, G.players[s].hand[0], rng));
    expect(G.players[S1].tricks).toEqual([{ convoy: 'C23', cards: ['A21'] }]);
    expect(pileIds(G.secret.discard)).toEqual(expect.arrayContaining(['G28', 'G21']));
    assertConserved(G);
  });

  test('No combat: everyone discards; the convoy is discarded and the next player leads a new battle (§11)', () => {
    const { G, rng } = setup([]);
    ok(declareZone(G, S0, 'sub', rng));
    discardRest(G, rng, [S0, S1, S2, S3]);
    expect(G.lastRound?.outcome).toBe('noCombat');
    expect(pileIds(G.secret.convoyDiscard)).toEqual(['C23']);
    expect(G.prompt).toEqual({ kind: 'zone', seat: S1 });
    expect(G.battle?.convoy).not.toBe('C23');
  });

  test('A tie followed by a round worth 0: no combat, the cards under the convoy are discarded (§11)', () => {
    const { G, rng } = setup([['A21'], ['G28', 'G21']]);
    ok(declareZone(G, S0, 'sub', rng));
    ok(play(G, S0, { cards: ['A21'] }, rng));
    ok(play(G, S1, { cards: ['G28'] }, rng));
    discardRest(G, rng, [S2, S3]);
    ok(declareZone(G, S1, 'air', rng));
    ok(play(G, S1, { cards: ['G21'] }, rng)); // air 0
    for (const s of [S2, S3, S0]) ok(discardCard(G, s, G.players[s].hand[0], rng));
    expect(G.lastRound?.outcome).toBe('noCombat');
    expect(pileIds(G.secret.discard)).toEqual(expect.arrayContaining(['A21', 'G28', 'G21']));
    expect(pileIds(G.secret.convoyDiscard)).toEqual(['C23']);
  });
});

describe('§5 drawing, §12 hand size, §4 end of game', () => {
  test('Hand size: +1 per full convoy, +1 per two half convoys, at most 9 (§12)', () => {
    expect(handLimit([])).toBe(6);
    expect(handLimit(['C12', 'C17'])).toBe(7); // two half
    expect(handLimit(['C12'])).toBe(6);
    expect(handLimit(['C4', 'C8'])).toBe(6); // empty convoys
    expect(handLimit(['C1', 'C2', 'C3'])).toBe(9);
    expect(handLimit(['C1', 'C2', 'C3', 'C5'])).toBe(9);
  });

  test('When the draw pile runs out the discard pile is shuffled into a new one (§5)', () => {
    const { G, rng } = setup([]);
    G.secret.discard = pileOf([...pileIds(G.secret.deck).slice(1)]);
    G.secret.deck = pileIds(G.secret.deck)[0];
    const first = drawForce(G, rng);
    expect(first).toBeDefined();
    expect(G.secret.deck).toBe('');
    const second = drawForce(G, rng);
    expect(second).toBeDefined();
    expect(G.secret.discard).toBe('');
    expect(rng.events.filter((e) => e.kind === 'reshuffle')).toEqual([{ kind: 'reshuffle', n: [pileIds(G.secret.deck).length + 1], rule: '§5/drawing' }]);
  });

  test('Tie-breaks (§4): most VP, then most convoy VP, then the lowest convoy number; no convoy loses; all without convoys share', () => {
    const a = { vp: 10, convoyVP: 7, lowestConvoy: 14 };
    const b = { vp: 10, convoyVP: 5, lowestConvoy: 2 };
    const c = { vp: 10, convoyVP: 7, lowestConvoy: 9 };
    expect(compareStandings(a, b)).toBeLessThan(0);
    expect(winnersOf([a, b, c])).toEqual([c]);
    const none = { vp: 3, convoyVP: 0, lowestConvoy: null };
    const some = { vp: 3, convoyVP: 0, lowestConvoy: 30 };
    expect(winnersOf([none, some])).toEqual([some]);
    expect(winnersOf([none, { ...none }]).length).toBe(2);
  });

  test('Campaign (§4 "Duración"): ends when someone reaches 75; the standings leader deals the next game', () => {
    expect(campaign.isComplete([76, 80, 10])).toBe(true);
    expect(campaign.isComplete([74, 0, 70])).toBe(false);
    expect(campaign.nextOptions({ mode: 'basic', soloSide: 'allied' }, [30, 50, 20], 1, { G: {}, ctx: {} as never })).toEqual({
      mode: 'basic',
      soloSide: 'allied',
      dealer: 1,
    });
    const G = newGame({ seats: ['0', '1', '2'], mode: 'basic', dealer: 1 }, scripted([]));
    expect(G.first).toBe(1);
    expect(G.cut).toEqual([]);
    expect(G.prompt).toEqual({ kind: 'zone', seat: '1' });
  });
});

describe('views: hidden hands and tricks', () => {
  test('each seat sees its own hand and tricks only; spectators see the table (RULINGS.md "Views")', () => {
    const { G, rng } = setup([['A21', 'A44'], ['G21']]);
    ok(declareZone(G, S0, 'sub', rng));
    ok(play(G, S0, { cards: ['A21', 'A44'] }, rng));
    ok(play(G, S1, { cards: ['G21'] }, rng));
    discardRest(G, rng, [S2, S3]);
    const mine = playerView({ G, playerID: S1 });
    expect(Object.keys(mine.players)).toEqual([S1]);
    expect(mine.players[S1].tricks[0].cards).toEqual(['A21', 'A44']);
    expect(mine.secret.deck).toBe('');
    const other = playerView({ G, playerID: S2 });
    expect(Object.keys(other.players)).toEqual([S2]);
    expect(other.pub[S1].tricks).toEqual([{ convoy: 'C23', count: 2 }]);
    const spectator = playerView({ G, playerID: null });
    expect(spectator.players).toEqual({});
    expect(JSON.stringify({ ...spectator, log: [], lastRound: null })).not.toMatch(/"A44"|"G21"/);
  });
});

describe('§13 two-player game', () => {
  test("separate plays are not added for the trick: B's single 4 beats A's 3 + 3 (a variant of the §13 ONS 5 example)", () => {
    const { G, rng } = setup(
      [
        ['G32', 'G30'],
        ['G25', 'G26'],
      ],
      { seats: 2, mode: 'twoPlayer', convoy: 'C37' },
    );
    ok(declareZone(G, S0, 'sub', rng));
    ok(play(G, S0, { cards: ['G32'] }, rng));
    ok(play(G, S1, { cards: ['G25'] }, rng));
    ok(play(G, S0, { cards: ['G30'] }, rng));
    ok(play(G, S1, { cards: ['G26'] }, rng));
    expect(G.lastRound?.totals).toEqual({ allied: 0, german: 12 });
    expect(G.lastRound?.trickWinner).toBe(S1);
    expect(G.players[S1].tricks).toEqual([{ convoy: 'C37', cards: [] }]);
  });

  test('Raid on St. Nazaire played in the first round binds both players in the second (a variant of the §13 ONS 5 example; §13.4)', () => {
    const { G, rng } = setup([['A54', 'A31', 'G11'], ['G13']], { seats: 2, mode: 'twoPlayer' });
    ok(declareZone(G, S0, 'surface', rng));
    ok(play(G, S0, { cards: ['A54', 'A31'] }, rng));
    fail(check(G, S1, ['G13']), /may not play German cards/);
    ok(discardCard(G, S1, F[1], rng));
    fail(check(G, S0, ['G11']), /may not play German cards/);
    ok(discardCard(G, S0, 'G11', rng));
    fail(check(G, S1, ['G13']), /may not play German cards/);
  });
});

describe('§15 solitaire', () => {
  test('steps 1-7: storms join random decks, initiative roll 2 = Allied, draw 4, discard illegal cards, choose the zone, place (§15)', () => {
    const rng = scripted([1, 4, 2]); // S1 -> Allied deck, S2 -> German deck, initiative 2 -> Allied
    const G = newSoloGame('0', 'allied', rng);
    expect(G.solo?.initiative).toBe('allied');
    expect(G.solo?.convoy).toBe('C1'); // HX 72, 1940 North Atlantic
    expect(G.solo?.drawn.allied).toEqual(['A1', 'A4']); // A2, A3 are not 1940 cards (step 4)
    expect(pileIds(G.secret.soloDiscard.allied)).toEqual(['A2', 'A3']);
    expect(G.prompt).toEqual({ kind: 'soloZone', seat: '0' });
    fail(soloZone(G, '0', ['air', 'surface', 'sub'], rng), /two zones combined/);
    ok(soloZone(G, '0', ['sub'], rng));
    expect(G.prompt).toEqual({ kind: 'soloPlace', seat: '0', side: 'allied' });
    ok(soloPlace(G, '0', { cards: ['A1', 'A4'] }, rng));
    // The automaton (German) drew G1-G4: only the Condor is legal, worth 0 in sub, so it places nothing.
    expect(G.lastRound?.totals).toEqual({ allied: 5, german: 0 });
    expect(G.players['0'].soloLoot?.allied.convoys).toEqual(['C1']);
    // Battle 2: German initiative (it alternates); the human is O and places at step 12.
    expect(G.solo?.initiative).toBe('german');
    expect(G.prompt).toEqual({ kind: 'soloPlace', seat: '0', side: 'allied' });
    assertConserved(G);
  });

  test('step 6: a convoy victim\'s "?" becomes "??" in solitaire (A-48)', () => {
    expect(soloDiceCount('G37', ['sub'], true)).toBe(2);
    expect(soloDiceCount('G37', ['sub'], false)).toBe(1);
  });
});

describe('log events (rules/events.ts)', () => {
  test("a move emits at most a log entry's worth of events: the 200th says the rest was left out", () => {
    const got: LogEvent[] = [];
    const m = ctxOf({ die: () => 1, shuffle: (xs) => [...xs] }, (e) => got.push(e));
    for (let i = 0; i < 250; i++) m.emit(ev.pass(S0));
    expect(got.length).toBe(MAX_MOVE_EVENTS);
    expect(got[MAX_MOVE_EVENTS - 1]).toEqual({ kind: 'truncated' });
    expect(LogMetadataSchema.safeParse({ events: got }).success).toBe(true);
    expect(LogMetadataSchema.safeParse({ events: [...got, ev.pass(S0)] }).success).toBe(false); // the schema's own limit
  });

  test('a discard is named to its owner only; the others see that a card was discarded (A-20)', () => {
    const e = ev.discard(S1, 'A21');
    expect(redactEvents([e], S1)).toEqual([{ kind: 'discard', seat: S1, ids: ['A21'], rule: '§6/discard' }]);
    expect(redactEvents([e], S0)).toEqual([{ kind: 'discard', seat: S1, rule: '§6/discard' }]);
    expect(redactEvents([e], null)).toEqual([{ kind: 'discard', seat: S1, rule: '§6/discard' }]);
  });

  test('a play lists its cards in reading order: lone bonus cards, each normal card with its bonus cards, the rest', () => {
    expect(
      readingOrder(
        ['A1', 'A21'],
        [
          { id: 'A45', parent: 'A21' },
          { id: 'A51', parent: null },
          { id: 'A48', parent: 'A1' },
        ],
        ['A53'],
      ),
    ).toEqual(['A51', 'A1', 'A48', 'A21', 'A45', 'A53']);
  });
});
