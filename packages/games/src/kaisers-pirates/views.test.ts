/**
 * What each viewer sees [2.2, 3.1.7-3.1.9, 5.2.1]: hands only to their owner (teammates included),
 * face-down committed cards without identity, top two discards, solitaire discards face down, private
 * Intelligence looks, and a spectator's public view.
 */
import { redactEvents } from '../common/log';
import { decodeEvent } from './rules/events';
import { act, begin, rawEvents, table } from './test-fixture';
import { playerView } from './view';
import { enumerate } from './rules/enumerate';

describe('player views', () => {
  test("a seat sees its own hand and nothing of the others' (teammates included) [2.2, 4.0]", () => {
    const G = table({ players: 4, options: { teams: true }, hands: { '0': ['collier#1'], '2': ['scuttle#1'] } });
    begin(G, '0');
    const v0 = playerView(G, '0');
    expect(v0.players).toEqual({ '0': G.players['0'] });
    expect(JSON.stringify(v0)).not.toContain('scuttle#1');
    expect((v0 as { secret?: unknown }).secret).toBeUndefined();
    expect(v0.forces['2'].handCount).toBe(G.players['2'].hand.length);
    const spectator = playerView(G, null);
    expect(spectator.players).toEqual({});
    expect(JSON.stringify(spectator)).not.toContain('collier#1');
  });
  test('committed cards are face down to others: placement and half only (A-20); hidden halves with the option', () => {
    const G = table({ players: 2, ships: { '0': ['ws_dresden'] }, hands: { '0': ['collier#1', 'scuttle#1'] } });
    begin(G, '0');
    act(G, '0', 'commit', [
      [
        { card: 'collier#1', half: 'intercept', on: 'ws_dresden' },
        { card: 'scuttle#1', half: 'action' },
      ],
    ]);
    const v1 = playerView(G, '1');
    expect(v1.turn!.slots).toEqual([
      { n: 0, half: 'intercept', on: 'ws_dresden', revealed: false },
      { n: 1, half: 'action', on: null, revealed: false },
    ]);
    expect(JSON.stringify(v1)).not.toContain('collier#1');
    G.options = { ...G.options, hideCommitOrientation: true };
    expect(playerView(G, '1').turn!.slots.map((s) => s.half)).toEqual(['hidden', 'hidden']);
    expect(playerView(G, '0').turn!.slots.map((s) => s.half)).toEqual(['intercept', 'action']);
  });
  test('only the top two discards are shown [3.1.7]; in solitaire none (face down) [5.2.1]', () => {
    const G = table({ players: 2, discard: ['collier#1', 'scuttle#1', 'monitor#1'] });
    begin(G, '0');
    expect(playerView(G, null).decks.discardTop).toEqual(['monitor#1', 'scuttle#1']);
    expect(JSON.stringify(playerView(G, null))).not.toContain('collier#1');
    const S = table({ players: 1, discard: ['collier#1', 'scuttle#1'] });
    begin(S, '0');
    expect(playerView(S, '0').decks.discardTop).toEqual([]);
    expect(playerView(S, '0').decks.discardCount).toBe(2);
  });
  test("the ghost's hand is never shown, only its size [5.1.2]", () => {
    const S = table({ players: 1, hands: { '1': ['collier#1', 'scuttle#1'] } });
    begin(S, '0');
    const v = playerView(S, '0');
    expect(v.forces['1'].handCount).toBe(2);
    expect(JSON.stringify(v)).not.toContain('collier#1');
  });
  test('Intelligence: the deck order is seen by the player who looked, and only by them [3.3.14]', () => {
    const G = table({ players: 3, hands: { '0': ['intelligence#1'] }, deckTop: ['collier#1', 'monitor#1', 'scuttle#1'] });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'intelligence#1', half: 'action' }]]);
    act(G, '0', 'reveal', [0, { mode: 'deck' }]);
    expect(playerView(G, '0').players['0']!.intelDeck).toEqual(['collier#1', 'monitor#1', 'scuttle#1']);
    for (const v of ['1', '2', null]) expect(JSON.stringify(playerView(G, v))).not.toContain('monitor#1');
    expect(enumerate(playerView(G, '0'), '0')[0]).toEqual({ move: 'intelOrder', args: [['collier#1', 'monitor#1', 'scuttle#1']] });
  });
  test("Recon Aircraft: the taken cards join the taker's hand; no other view and no public log entry names them [3.3.26, 2.2]", () => {
    const G = table({ players: 3, hands: { '0': ['recon_aircraft#1'], '1': ['collier#1', 'scuttle#1', 'monitor#1'] } });
    begin(G, '0');
    act(G, '0', 'commit', [[{ card: 'recon_aircraft#1', half: 'action' }]]);
    act(
      G,
      '0',
      'reveal',
      [0, { side: '1' }],
      [
        [3, 1],
        [2, 2],
      ],
    );
    expect(G.players['0'].hand).toEqual(expect.arrayContaining(['collier#1', 'monitor#1']));
    expect(G.players['1'].hand).toEqual(['scuttle#1']);
    for (const v of ['2', null]) {
      const text = JSON.stringify(playerView(G, v));
      expect(text).not.toContain('collier#1');
      expect(text).not.toContain('monitor#1');
    }
    expect(JSON.stringify(playerView(G, '0').players['0']!.hand)).toContain('monitor#1');
    // The log event names them to the taker only; the others learn how many were taken.
    const recon = rawEvents(G).filter((e) => e.kind === 'recon');
    expect(redactEvents(recon, '0').map((e) => decodeEvent(e))).toEqual([
      { kind: 'recon', seat: '0', from: '1', count: 2, cards: ['collier#1', 'monitor#1'], ghost: false },
    ]);
    for (const v of ['1', '2', null])
      expect(redactEvents(recon, v).map((e) => decodeEvent(e))).toEqual([{ kind: 'recon', seat: '0', from: '1', count: 2, cards: [], ghost: false }]);
  });
  test("a seat's legal actions come from its own view only", () => {
    const G = table({ players: 2, ships: { '0': ['ws_dresden'] }, hands: { '0': ['collier#1'] } });
    begin(G, '0');
    const acts = enumerate(playerView(G, '0'), '0');
    expect(acts.map((a) => a.move).every((m) => m === 'commit')).toBe(true);
    expect(acts.length).toBeGreaterThan(2);
    expect(enumerate(playerView(G, '1'), '1')).toEqual([]);
  });
});
