import { activeSeats, visibleLog, visibleLogEntry } from './views';

const entry = {
  _stateID: 4,
  turn: 2,
  phase: null,
  action: { type: 'MAKE_MOVE', payload: { type: 'discard', args: ['U-47'], playerID: '1' } },
  redact: true,
  entropy: 'secret-entropy-of-this-action',
  metadata: {
    events: [
      { kind: 'discard', seat: '1', ids: ['U-47'], rule: '§6', only: ['1'], others: { kind: 'discard', seat: '1', rule: '§6' } },
      { kind: 'draw', seat: '1', n: [2], only: ['1'] },
      { kind: 'turnEnds', seat: '1' },
    ],
  },
};

test("a stored entry as each viewer sees it: secret arguments and events only for their seat, never the action's entropy", () => {
  expect(visibleLogEntry(entry, '1')).toEqual({
    stateId: 4,
    turn: 2,
    phase: null,
    seat: '1',
    kind: 'move',
    name: 'discard',
    args: ['U-47'],
    events: [
      { kind: 'discard', seat: '1', ids: ['U-47'], rule: '§6' },
      { kind: 'draw', seat: '1', n: [2] },
      { kind: 'turnEnds', seat: '1' },
    ],
  });
  for (const viewer of ['0', null]) {
    const seen = visibleLogEntry(entry, viewer);
    expect(seen.args).toBeNull();
    expect(seen.events).toEqual([
      { kind: 'discard', seat: '1', rule: '§6' },
      { kind: 'turnEnds', seat: '1' },
    ]);
    expect(JSON.stringify(seen)).not.toMatch(/U-47|entropy|secret/);
  }
  // Metadata that is not the kit's is ignored rather than passed on.
  expect(visibleLog([{ ...entry, redact: false, metadata: { events: [{ kind: 'x', smuggled: 'data' }] } }], null)[0].events).toBeUndefined();
  expect('events' in visibleLogEntry({ ...entry, metadata: undefined }, '1')).toBe(false);
});

test('who is to act: the stage map when there is one, else the current player; nobody once the game is over', () => {
  expect(activeSeats({ currentPlayer: '2', activePlayers: null })).toEqual(['2']);
  expect(activeSeats({ currentPlayer: '2', activePlayers: { '0': 'react', '3': 'react' } })).toEqual(['0', '3']);
  expect(activeSeats({ currentPlayer: '2', activePlayers: { '0': 'react' }, gameover: { winner: '0' } })).toEqual([]);
  expect(activeSeats({ currentPlayer: null })).toEqual([]);
});
