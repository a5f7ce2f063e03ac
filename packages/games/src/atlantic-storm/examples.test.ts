/**
 * The rulebook's worked examples as scripted scenarios with fixed hands and dice:
 * §11 "Ejemplo de Batalla" (five players, SC 42), §13 "Ejemplo de batalla de dos jugadores" (ONS 5),
 * §14 "Ejemplo de despojos" (the spoils of the SC 42 battle).
 */
import { computeResult } from './rules/score';
import { pileIds } from './rules/pile';
// Moves as the game kit applies them (the decision's seat, the rules, the public summaries).
import { assertConserved, chooseConvoy, declareZone, distributeSpoils, fixtureGame, play, scripted, stormTarget } from './testkit';
import type { AsState } from './rules/types';

const A = '0',
  B = '1',
  C = '2',
  D = '3',
  E = '4';

function sc42(mode: 'basic' | 'advanced' = 'basic', dice = [1, 4]) {
  const rng = scripted(dice);
  const G = fixtureGame(
    {
      seats: 5,
      mode,
      flags: mode === 'advanced' ? { convoySelection: false, discardHand: false, divideSpoils: true } : undefined,
      first: 0,
      hands: [
        ['G37', 'A43', 'A26', 'G7', 'G42', 'G9'], // A: Markgraf + fillers
        ['A1', 'A48', 'S1', 'A6', 'A7', 'G43'], // B: Sunderland, Metric ASV Radar, Atlantic Storm
        ['G20', 'A22', 'A24', 'A28', 'G41', 'G50'], // C: U-38
        ['G23', 'G46', 'A14', 'A37', 'G14', 'G3'], // D: U-501, Black Gap
        ['A13', 'A33', 'A39', 'G34', 'G36', 'A49'], // E: Escort Group 36
      ],
      deck: ['A2', 'A3', 'A5', 'A8', 'A9', 'A10', 'G1', 'G2', 'G4'],
      convoys: ['C14'],
    },
    rng,
  );
  return { G, rng };
}

function ok(result: string | undefined) {
  expect(result).toBeUndefined();
}

/** Steps 2-8 of the five-player example. */
function playSc42(G: AsState, rng: ReturnType<typeof scripted>) {
  ok(declareZone(G, A, 'sub', rng)); // A chooses "subs"
  ok(play(G, A, { cards: ['G37'] }, rng)); // Markgraf, doubled: SC 42 is its fate victim
  expect(G.battle?.round.plays[0].doubled).toEqual(['G37']);
  ok(play(G, B, { cards: ['A1', 'A48', 'S1'], attach: { A48: 'A1' } }, rng)); // Sunderland + Metric ASV Radar + Atlantic Storm
  expect(G.prompt).toEqual({ kind: 'stormTarget', seat: B }); // rolled 1: the storm hits
  ok(stormTarget(G, B, { cancel: 1 }, rng)); // B cancels Markgraf rather than make a player skip
  expect(G.battle?.round.plays[0].cancelled).toBe(true);
  expect(pileIds(G.secret.discard)).toEqual(['G37', 'S1']); // "Markgraf se pone inmediatamente en la pila de descarte"
  ok(play(G, C, { cards: ['G20'] }, rng)); // U38
  ok(play(G, D, { cards: ['G23', 'G46'], attach: { G46: 'G23' } }, rng)); // U501 + Black Gap
  ok(play(G, E, { cards: ['A13'] }, rng)); // Escort Group 36; E rolls a 4 at the end of the round
}

describe('§11 five-player example: SC 42', () => {
  test('battle start: A leads and turns up SC 42; 19 convoys remain', () => {
    const { G } = sc42();
    expect(G.battle?.convoy).toBe('C14');
    expect(G.prompt).toEqual({ kind: 'zone', seat: A });
    expect(G.counts.convoys).toBe(19);
  });

  test('Allies win 8:7, B wins the trick over E (same value, played first), card movements, VP, hand limit, refill', () => {
    const { G, rng } = sc42();
    const deckBefore = G.counts.deck;
    playSc42(G, rng);
    expect(rng.left()).toEqual([]); // one die for the storm, one for Escort Group 36
    expect(rng.seen(null)).toContainEqual({ kind: 'totals', ids: ['sub'], n: [8, 7], rule: '§11' }); // "El lado Aliado gana 8:7"
    expect(rng.seen(null)).toContainEqual({ kind: 'win', seat: B, ids: ['allied'], n: [8, 7, 4], rule: '§11/trick' }); // B's play of 4 wins the trick
    expect(rng.seen(null)).toContainEqual({ kind: 'dice', seat: E, ids: ['A13'], n: [4, 4], rule: '§6/dice' }); // Escort Group 36 rolls a 4
    // B's trick: SC 42 face up with U38 and U501 destroyed under it (A-01: captured, as §4/§11/§14 require).
    expect(G.players[B].tricks).toEqual([{ convoy: 'C14', cards: ['G20', 'G23'] }]);
    // Discard pile: Markgraf and the storm, then Sunderland, Metric ASV Radar, Escort Group 36, Black Gap.
    expect(pileIds(G.secret.discard).sort()).toEqual(['A1', 'A13', 'A48', 'G37', 'G46', 'S1'].sort());
    const r = computeResult(G);
    expect(r.points).toEqual({ [A]: 0, [B]: 9, [C]: 0, [D]: 0, [E]: 0 }); // 7 + 1 + 1
    expect(G.pub[B].limit).toBe(7); // one full convoy (§12)
    expect(G.pub[A].limit).toBe(6);
    // Refill from B (next leader): B 3 -> 7, C 5 -> 6, D 4 -> 6, E 5 -> 6, A 5 -> 6.
    expect([A, B, C, D, E].map((s) => G.players[s].hand.length)).toEqual([6, 7, 6, 6, 6]);
    expect(G.players[B].hand.slice(3)).toEqual(['A2', 'A3', 'A5', 'A8']);
    expect(deckBefore - G.counts.deck).toBe(9);
    // Next battle: B leads and turns up a new convoy.
    expect(G.prompt).toEqual({ kind: 'zone', seat: B });
    expect(G.battle?.convoy).not.toBe('C14');
    assertConserved(G);
  });

  test('spectators of the log never learn the captured cards (the trick event gives a count); the last round records them', () => {
    const { G, rng } = sc42();
    playSc42(G, rng);
    const trick = rng.seen(null).filter((e) => e.kind === 'trick');
    expect(trick).toEqual([{ kind: 'trick', seat: B, ids: ['C14'], n: [2], rule: '§11/trick' }]);
    expect(G.lastRound).toMatchObject({
      battleNo: 1,
      convoy: 'C14',
      outcome: 'win',
      side: 'allied',
      trickWinner: B,
      captured: ['G20', 'G23'],
      takers: [{ seat: B, convoy: true, cards: 2 }],
    });
  });
});

describe('§14 spoils example (advanced, divide the spoils)', () => {
  function atSpoils() {
    const { G, rng } = sc42('advanced');
    playSc42(G, rng);
    return { G, rng };
  }

  test('the pool is SC 42, U38, U501; only B and E are eligible', () => {
    const { G } = atSpoils();
    expect(G.prompt).toEqual({ kind: 'spoils', seat: B });
    expect(G.battle?.resolution?.spoils).toEqual({ pool: ['G20', 'G23'], eligible: [B, E] });
  });

  test('invalid divisions: E gets nothing; C gets a card; a card left out', () => {
    const { G, rng } = atSpoils();
    expect(distributeSpoils(G, B, { [B]: ['C14', 'G20', 'G23'] }, rng)).toMatch(/one spoils card before anyone receives a second/);
    expect(distributeSpoils(G, B, { [B]: ['C14', 'G23'], [C]: ['G20'] }, rng)).toMatch(/gets no spoils/);
    expect(distributeSpoils(G, B, { [B]: ['C14'], [E]: ['G20'] }, rng)).toMatch(/must be given out/);
    expect(G.prompt).toEqual({ kind: 'spoils', seat: B });
  });

  test('B gives U38 (1 VP) to E and keeps the convoy and U501 (8 VP in total)', () => {
    const { G, rng } = atSpoils();
    ok(distributeSpoils(G, B, { [B]: ['C14', 'G23'], [E]: ['G20'] }, rng));
    // The log and the last round count the spoils; who got which card stays hidden (A-20, §14).
    expect(rng.seen(C).filter((e) => e.kind.startsWith('spoils'))).toEqual([
      { kind: 'spoilsDivide', seat: B, ids: ['C14'], n: [2, 4], rule: '§14/spoils' },
      { kind: 'spoilsTake', seat: B, ids: ['C14'], n: [1], rule: '§14/spoils' },
      { kind: 'spoilsGet', seat: E, n: [1], rule: '§14/spoils' },
    ]);
    expect(G.lastRound?.takers).toEqual([
      { seat: B, convoy: true, cards: 1 },
      { seat: E, convoy: false, cards: 1 },
    ]);
    expect(G.players[B].tricks).toEqual([{ convoy: 'C14', cards: ['G23'] }]);
    expect(G.players[E].spoils).toEqual(['G20']);
    const r = computeResult(G);
    expect(r.points[B]).toBe(8);
    expect(r.points[E]).toBe(1);
    expect(G.pub[E].spoils).toBe(1); // others see "1 card"
    expect(G.pub[B].limit).toBe(7);
    expect(G.pub[E].limit).toBe(6);
    assertConserved(G);
  });

  test('a 1/2 split is also balanced', () => {
    const { G, rng } = atSpoils();
    ok(distributeSpoils(G, B, { [B]: ['C14'], [E]: ['G20', 'G23'] }, rng));
  });
});

describe('§13 two-player example: ONS 5', () => {
  function ons5() {
    const rng = scripted([6, 3]);
    const G = fixtureGame(
      {
        seats: 2,
        mode: 'twoPlayer',
        first: 0,
        hands: [
          ['A2', 'A14', 'A32', 'A40', 'G17', 'G18'], // A: B-24 Liberator, Escort Group B7
          ['G38', 'G25', 'A16', 'A49', 'G19', 'G22'], // B: Steinbrink, U-201, Achates, Centimetric ASV Radar
        ],
        deck: ['A5', 'G12', 'A34', 'G21', 'A4'],
        convoys: ['C37'],
      },
      rng,
    );
    return { G, rng };
  }

  test('two rounds, a mid-battle refill, separate plays, side switch; Allies win 12:6 and B takes ONS 5 and Steinbrink', () => {
    const { G, rng } = ons5();
    expect(G.battle?.convoy).toBe('C37');
    ok(declareZone(G, A, 'sub', rng));
    ok(play(G, A, { cards: ['A2'] }, rng)); // B-24, anti-sub 4
    ok(play(G, B, { cards: ['G38'] }, rng)); // Steinbrink '?'
    // Both players draw a card (A first) and nothing is resolved yet.
    expect(G.players[A].hand).toContain('A5');
    expect(G.players[B].hand).toContain('G12');
    expect(G.players[A].hand.length).toBe(6);
    expect(G.players[B].hand.length).toBe(6);
    expect(G.prompt).toEqual({ kind: 'turn', seat: A, delayed: false });
    ok(play(G, A, { cards: ['A14'] }, rng)); // Escort Group B7
    // B holds U-201 (sub 2) but switches sides: Achates with Centimetric ASV Radar.
    ok(play(G, B, { cards: ['A16', 'A49'], attach: { A49: 'A16' } }, rng));
    expect(rng.left()).toEqual([]); // Steinbrink 6, Escort Group B7 3
    expect(rng.seen(null)).toContainEqual({ kind: 'totals', ids: ['sub'], n: [12, 6], rule: '§11' });
    expect(rng.seen(null)).toContainEqual({ kind: 'win', seat: B, ids: ['allied'], n: [12, 6, 5], rule: '§11/trick' }); // 3+2 beats A's 4 and 3
    expect(rng.seen(null).filter((e) => e.kind === 'refill')).toEqual([
      { kind: 'refill', n: [0, 1, 1, 1], rule: '§13' }, // between the two rounds, A first
      { kind: 'refill', n: [1, 2, 0, 1], rule: '§5/drawing' }, // after the battle, B (the next leader) first
    ]);
    expect(G.players[B].tricks).toEqual([{ convoy: 'C37', cards: ['G38'] }]); // B captures his own earlier card
    expect(pileIds(G.secret.discard).sort()).toEqual(['A14', 'A16', 'A2', 'A49']);
    expect(computeResult(G).points).toEqual({ [A]: 0, [B]: 6 }); // 4 + Steinbrink 2 (substitute VP)
    expect(G.pub[A].limit).toBe(6);
    expect(G.pub[B].limit).toBe(6); // ONS 5 is empty
    // Final refill with B first (he leads the next battle): B draws A34, G21; A draws A4.
    expect(G.players[B].hand.slice(-2)).toEqual(['A34', 'G21']);
    expect(G.players[A].hand.slice(-1)).toEqual(['A4']);
    expect(G.prompt).toEqual({ kind: 'zone', seat: B });
    assertConserved(G);
  });
});

describe('§14 convoy selection (advanced)', () => {
  test('the leader draws two convoys, keeps one; the other goes face down to the convoy discard', () => {
    const rng = scripted([]);
    const G = fixtureGame({ seats: 3, mode: 'advanced', hands: [[], [], []], convoys: ['C14', 'C37'] }, rng);
    expect(G.prompt).toEqual({ kind: 'chooseConvoy', seat: A });
    expect(G.players[A].convoyChoice).toEqual(['C14', 'C37']);
    expect(G.counts.convoys).toBe(38);
    expect(chooseConvoy(G, A, 'C1', rng)).toMatch(/not one of the two convoys/);
    ok(chooseConvoy(G, A, 'C37', rng));
    expect(G.battle?.convoy).toBe('C37');
    expect(pileIds(G.secret.convoyDiscard)).toEqual(['C14']);
    expect(JSON.stringify([G.log, rng.seen(null), rng.seen(B), rng.seen(C)])).not.toContain('C14');
    assertConserved(G);
  });
});
