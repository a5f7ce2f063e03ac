/**
 * Rulebook fidelity (issue 21, items 1-4): one scripted test per deviation found in the audit, each citing
 * the rulebook's words (see RULINGS.md ). Fixed hands, fixed draw pile (id order), scripted dice.
 * Convoy C23 (SC 94) is 1942 North Atlantic; C1 (HX 72) is 1940 North Atlantic. Fillers are Arctic cards,
 * illegal in the North Atlantic.
 */
import { legalActions } from './rules/legal-actions';
import { isRefusal } from './rules/refusals';
import { checkPlay } from './rules/play';
import { pileIds, pileOf } from './rules/pile';
import type { AsState, Mode } from './rules/types';
import { assertConserved, declareZone, discardCard, fixtureGame, newSoloGame, play, scripted, soloPlace, soloZone, supply } from './testkit';

const [S0, S1, S2, S3] = ['0', '1', '2', '3'];
const F = ['A29', 'A33', 'A36', 'A37'];

function setup(hands: string[][], opts: { mode?: Mode; seats?: number; dice?: number[] } = {}) {
  const rng = scripted(opts.dice ?? []);
  const seats = opts.seats ?? 4;
  const padded = Array.from({ length: seats }, (_, i) => [...(hands[i] ?? []), F[i]]);
  const mode = opts.mode ?? 'basic';
  const G = fixtureGame({ seats, mode, hands: padded, convoys: ['C23'], flags: mode === 'advanced' ? { convoySelection: false } : undefined }, rng);
  return { G, rng };
}
const ok = (r: string | undefined) => expect(r).toBeUndefined();
const reason = (G: AsState, seat: string, cards: string[]) => {
  const v = checkPlay(G, seat, { cards });
  return isRefusal(v) ? v.text : undefined;
};

describe('§10 and §14: the spoils are shared by the cards that survived the battle, before any refuel', () => {
  test("a supply card refuelling a co-winner's card does not take that player's share of the spoils", () => {
    // §14: "usted debe tener una carta con un valor de combate de "1" o más en la zona declarada, sobreviviendo
    // al final de la batalla"; §10: the refuelled card is taken "después de la batalla".
    const { G, rng } = setup([['A21', 'A44'], ['A19'], ['G21'], ['A12']], { mode: 'advanced' });
    ok(declareZone(G, S0, 'sub', rng));
    ok(play(G, S0, { cards: ['A21', 'A44'] }, rng)); // Assiniboine 2 + Grey Ranger
    ok(play(G, S1, { cards: ['A19'] }, rng)); // Kearny 2
    ok(play(G, S2, { cards: ['G21'] }, rng)); // U-48 4
    ok(play(G, S3, { cards: ['A12'] }, rng)); // Reuben James 2: Allies 6 to 4
    expect(G.lastRound?.side).toBe('allied');
    expect(G.prompt).toEqual({ kind: 'supply', seat: S0, card: 'A44' });
    ok(supply(G, S0, 'A19', rng)); // S0 takes Kearny, S1's card, into his hand
    expect(G.players[S0].hand).toContain('A19');
    // S1's Kearny survived the battle: S1 still shares the spoils (U-48) with S0 and S3.
    expect(G.prompt).toEqual({ kind: 'spoils', seat: S0 });
    expect(G.battle?.resolution?.spoils).toEqual({ pool: ['G21'], eligible: [S0, S1, S3] });
    assertConserved(G);
  });
});

describe('§7 and §13: a fate card destroys an enemy victim of the current round only', () => {
  test("two-player: a round-2 fate card does not destroy a round-1 card, nor its own player's; in the same round it does", () => {
    // §7: "Si usted juega una carta de destino después que su víctima la ha jugado en la ronda actual (no en
    // una ronda previa)"; §13.1 "Una batalla ahora consiste de dos rondas de juego"; §13.4 carries Raid,
    // 2nd Happy Time, Black Gap and a storm into round 2, not fate.
    const { G, rng } = setup(
      [
        ['A12', 'A19'],
        ['G24', 'G28'],
      ],
      { seats: 2, mode: 'twoPlayer' },
    );
    ok(declareZone(G, S0, 'sub', rng));
    ok(play(G, S0, { cards: ['A12'] }, rng)); // round 1: Reuben James
    ok(discardCard(G, S1, F[1], rng));
    ok(play(G, S0, { cards: ['A19'] }, rng)); // round 2: Kearny
    ok(play(G, S1, { cards: ['G24'] }, rng)); // round 2: U552, Reuben James's fate, played a round later
    expect(G.players[S1].victims).toEqual([]);
    expect(G.lastRound?.plays.find((p) => p.seat === S0 && p.sub === 1)?.normals).toEqual(['A12']);

    const own = setup([['A12', 'G24'], []], { seats: 2, mode: 'twoPlayer' });
    ok(declareZone(own.G, S0, 'sub', own.rng));
    ok(play(own.G, S0, { cards: ['A12'] }, own.rng));
    ok(discardCard(own.G, S1, F[1], own.rng));
    ok(play(own.G, S0, { cards: ['G24'] }, own.rng)); // his own Reuben James, with the other side's U552
    expect(own.G.players[S0].victims).toEqual([]);
    expect(own.G.battle?.round.plays[0].normals).toEqual(['A12']);

    const same = setup([['A19'], ['G28']], { seats: 2, mode: 'twoPlayer' });
    ok(declareZone(same.G, S0, 'sub', same.rng));
    ok(play(same.G, S0, { cards: ['A19'] }, same.rng));
    ok(play(same.G, S1, { cards: ['G28'] }, same.rng)); // U-568 after its victim Kearny, same round
    expect(same.G.players[S1].victims).toEqual(['A19']);
  });
});

describe('§15 solitaire: step 11 (fate) comes before step 12 (placement)', () => {
  test('fate is checked on both sides between the placed and the drawn cards; the victims are loot for the fate side', () => {
    // §15 step 11: "Si es una carta enemiga (se mira en los dos bandos), la carta víctima va a parar al bando
    // que tiene la carta ganadora como botín al final de la batalla aunque ese bando no gane esa batalla y la
    // carta ganadora se descarta también al final de la batalla"; step 12 then places the cards that fight.
    const rng = scripted([1, 4, 2, ...Array(40).fill(3)]); // storms to the Allied and German decks; Allied initiative
    const G = newSoloGame('0', 'allied', rng);
    const S = G.solo as NonNullable<AsState['solo']>;
    expect(S.convoy).toBe('C1');
    expect(S.drawn.allied).toEqual(['A1', 'A4']);
    // Stack the cards (conserving them): the human holds Walker (fate: U-99) and Jervis Bay instead of Hudson;
    // the German deck starts with U-99 and Admiral Scheer (fate: Jervis Bay).
    const allied = pileIds(G.secret.soloDeck.allied).filter((id) => id !== 'A17' && id !== 'A40');
    G.secret.soloDeck.allied = pileOf(['A4', ...allied]);
    S.drawn.allied = ['A1', 'A17', 'A40'];
    const german = pileIds(G.secret.soloDeck.german).filter((id) => id !== 'G18' && id !== 'G12');
    G.secret.soloDeck.german = pileOf(['G18', 'G12', ...german]);
    assertConserved(G);
    ok(soloZone(G, '0', ['surface', 'sub'], rng));
    const before = rng.events.length;
    ok(soloPlace(G, '0', { cards: ['A1', 'A17', 'A40'] }, rng));
    const events = rng.events.slice(before);
    const fates = events.filter((e) => e.kind === 'soloFate').map((e) => e.ids);
    expect(fates).toEqual([
      ['allied', 'A17', 'G18'], // Walker (placed) sinks U-99 in the German draw before it can be placed
      ['german', 'G12', 'A40'], // Admiral Scheer (drawn) sinks the placed Jervis Bay
    ]);
    const germanPlace = events.findIndex((e) => e.kind === 'soloPlace' && e.ids?.[0] === 'german');
    const firstFate = events.findIndex((e) => e.kind === 'soloFate');
    expect(firstFate).toBeGreaterThanOrEqual(0);
    if (germanPlace >= 0) expect(firstFate).toBeLessThan(germanPlace);
    // The victims are loot of the fate side whoever won; the fate cards themselves are never loot.
    const loot = G.players['0'].soloLoot as NonNullable<AsState['players'][string]['soloLoot']>;
    expect(loot.allied.cards).toContain('G18');
    expect(loot.german.cards).toContain('A40');
    expect(loot.german.cards).not.toContain('A17');
    expect(loot.allied.cards).not.toContain('G12');
    expect(G.lastRound?.solo?.placed.allied.map((p) => p.id)).toEqual(['A1', 'A17']);
    assertConserved(G);
  });
});

describe('§9 storms are played in addition to a normal play', () => {
  test('a storm alone is refused; with a normal card, or a card the rulebook lets stand alone, it is fine', () => {
    // §9 "Tormentas": "Usted puede jugar una tormenta además de su jugada normal."
    const { G, rng } = setup([['S1', 'A21', 'A51']]);
    ok(declareZone(G, S0, 'sub', rng));
    expect(reason(G, S0, ['S1'])).toMatch(/in addition to your normal play/);
    expect(reason(G, S0, ['S1', 'A21'])).toBeUndefined();
    expect(reason(G, S0, ['S1', 'A51'])).toBeUndefined(); // Minefield by itself (§8) is a play
    const plays = legalActions(G, S0).filter((a) => a.move === 'play');
    expect(plays.length).toBeGreaterThan(0);
    expect(plays.some((a) => JSON.stringify(a.args[0]) === JSON.stringify({ cards: ['S1'] }))).toBe(false);
  });
});
