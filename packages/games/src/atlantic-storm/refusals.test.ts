/**
 * Every refusal of the Atlantic Storm rules is coded (rules/refusals.ts): in seeded games of every mode,
 * at every decision, wrong answers of every kind are tried on a copy of the state (cards alone and in
 * pairs, cards not in the hand, the moves of other decisions, bad storm targets, refuels and spoils); each
 * is refused with one of the game's codes, its parameters and its English text, never with plain text.
 */
import { applyMove, setupGame } from '../common/engine';
import { seededRandom } from '../common/random';
import type { Refusal } from '../common/refusal';
import type { Rng } from '../common/rng';
import type { AtlanticStormOptions } from './options';
import { cloneState, engine } from './moves';
import { legalActions } from './rules/legal-actions';
import { no } from './rules/refusals';
import type { AsState } from './rules/types';

function rngFrom(random: () => number): Rng {
  return {
    die: (sides) => 1 + Math.floor(random() * sides),
    shuffle: <T>(items: readonly T[]) => {
      const a = [...items];
      for (let i = a.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [a[i], a[j]] = [a[j], a[i]];
      }
      return a;
    },
  };
}

/** Wrong (or possibly wrong) answers to the decision G waits for. */
function wrongAnswers(G: AsState, seat: string, random: () => number): Array<[string, unknown[]]> {
  const hand = G.players[seat]?.hand ?? [];
  const other = Object.keys(G.players).find((s) => s !== seat) ?? seat;
  const theirs = G.players[other]?.hand ?? [];
  const out: Array<[string, unknown[]]> = [
    ['declareZone', ['air']],
    ['play', [{ cards: [] }]],
    ['discard', ['A1']],
    ['discardHand', []],
    ['chooseConvoy', ['C1']],
    ['stormTarget', [{ cancel: 99 }]],
    ['stormTarget', [{ skip: seat }]],
    ['supply', ['G1']],
    ['distributeSpoils', [{ [seat]: ['C1'] }]],
    ['distributeSpoils', [{ [other]: [] }]],
    ['soloZone', [['air', 'surface', 'sub']]],
    ['soloPlace', [{ cards: ['A1', 'A1'] }]],
    ['soloPlace', [{ cards: theirs.slice(0, 1) }]],
    ['soloResolve', [{ cancel: [] }]],
    ['soloResolve', [{ zones: ['air', 'surface', 'sub'] }]],
    ['soloWithdraw', [['A1']]],
    ['soloWithdraw', [['A1', 'A1']]],
  ];
  for (const id of hand) out.push(['play', [{ cards: [id] }]], ['play', [{ cards: [id], admiral: 'double' }]]);
  for (let k = 0; k < 6 && hand.length > 1; k++) {
    const a = hand[Math.floor(random() * hand.length)];
    const b = hand[Math.floor(random() * hand.length)];
    out.push(['play', [{ cards: [a, b] }]], ['play', [{ cards: [a, b], attach: { [a]: b } }]], ['play', [{ cards: [a, a] }]]);
  }
  if (theirs.length) out.push(['play', [{ cards: [theirs[0]] }]], ['discard', [theirs[0]]]);
  if (G.solo) {
    const drawn = Object.values(G.solo.drawn).flat();
    for (const id of drawn) out.push(['soloPlace', [{ cards: [id] }]], ['soloPlace', [{ cards: [id], attach: { [id]: drawn[0] } }]]);
    if (drawn.length) out.push(['soloPlace', [{ cards: drawn }]]);
  }
  return out;
}

const MODES: Array<[number, AtlanticStormOptions]> = [
  [4, { mode: 'basic' } as AtlanticStormOptions],
  [2, { mode: 'twoPlayer' } as AtlanticStormOptions],
  [5, { mode: 'advanced' } as AtlanticStormOptions],
  [1, { mode: 'solitaire', soloSide: 'allied' } as AtlanticStormOptions],
  [1, { mode: 'solitaire', soloSide: 'german' } as AtlanticStormOptions],
];

test('every refusal in seeded games of every mode is coded, with its parameters and its English text', () => {
  const codes = new Set(Object.keys(no));
  const seen = new Map<string, number>();
  const plain: string[] = [];
  for (let g = 0; g < MODES.length; g++) {
    const [n, options] = MODES[g % MODES.length];
    const random = seededRandom(500 + g);
    const rng = rngFrom(random);
    const seats = Array.from({ length: n }, (_, i) => String(i));
    const G = setupGame(engine, { seats, options, rng });
    for (let step = 0; step < 400 && !G.result && G.prompt; step++) {
      const seat = G.prompt.seat;
      if (step % 4 === 0)
        for (const [name, args] of wrongAnswers(G, seat, random)) {
          const r = applyMove(engine, cloneState(G), seat, name, args, rng);
          if (r === undefined) continue;
          if (typeof r === 'string') {
            plain.push(`${name}: ${r}`);
            continue;
          }
          const refusal: Refusal = r;
          expect(codes).toContain(refusal.code);
          expect(refusal.text.length).toBeGreaterThan(5);
          for (const v of Object.values(refusal.params ?? {})) expect(['string', 'number']).toContain(typeof v);
          seen.set(refusal.code, (seen.get(refusal.code) ?? 0) + 1);
        }
      const acts = legalActions(G, seat);
      const a = acts[Math.floor(random() * acts.length)];
      expect(applyMove(engine, G, seat, a.move, a.args, rng)).toBeUndefined();
    }
  }
  // The kit's own refusals (another seat's decision, a move of no name) are not the game's; the game's own
  // are never plain text.
  expect(plain).toEqual([]);
  expect(seen.size).toBeGreaterThanOrEqual(25);
});

test("each refusal's code is its constructor's name", () => {
  for (const [code, make] of Object.entries(no)) {
    const r = (make as (...a: unknown[]) => Refusal)('X', 'NA', 'Y', 'ARC');
    expect(r.code).toBe(code);
  }
});
