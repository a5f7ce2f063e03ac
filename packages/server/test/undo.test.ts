/**
 * Undo: a seat takes back its own last move while the move revealed nothing, drew no randomness and nobody
 * has acted since (the game marks such moves; the server checks every condition and keeps the log whole).
 */
import type { MatchConnection } from '@quarterdeck/sdk';
import { closeAll, connect, describeDbs, seatedMatch, storedState, suiteServer } from './helpers';
import { fixture } from './fixture-game';

describeDbs('undo on %s', (kind) => {
  const suite = suiteServer(kind);
  const open: MatchConnection[] = [];
  afterEach(() => closeAll(open.splice(0)));

  test('a seat takes back its tap: the table goes back to where it was, as a new state; everyone follows', async () => {
    const { matchId, conns } = await seatedMatch(suite.qd, 2, { options: { target: 200 } });
    open.push(...conns);
    const [a, b] = conns[0].view!.ctx.currentPlayer === '0' ? conns : [conns[1], conns[0]];
    const before = structuredClone(a.view);
    const r = await a.send({ type: 'MAKE_MOVE', name: 'tap', args: [], stateId: 0 });
    expect(r).toMatchObject({ ok: true, stateId: 1, update: { undo: true } });
    expect(a.canUndo).toBe(true);
    await b.waitFor((c) => c.stateId === 1);
    expect(b.canUndo).toBe(false);
    // The other seat cannot take it back.
    await expect(b.undo()).rejects.toMatchObject({ code: 'ILLEGAL', reason: { code: 'cannotUndo' } });
    expect(await a.undo()).toBe(2);
    await b.waitFor((c) => c.stateId === 2);
    expect(a.view!.G).toEqual(before!.G);
    expect(a.view!.ctx.currentPlayer).toBe(before!.ctx.currentPlayer);
    expect(b.view!.G).toEqual({ ...before!.G, players: b.view!.G.players });
    expect(a.log.map((l) => l.kind)).toEqual(['move', 'event', 'undo']);
    expect(a.canUndo).toBe(false);
    // Nothing more to take back; the stored log replays to the same state; a cold load serves it.
    await expect(a.undo()).rejects.toMatchObject({ code: 'ILLEGAL' });
    const stored = await storedState(suite.qd.db, matchId, fixture.game);
    expect(stored.state_id).toBe(2);
    expect(stored.state.G).toEqual((await suite.qd.host.load(matchId))!.state!.G);
    suite.qd.host.forget(matchId);
    expect((await suite.qd.host.load(matchId))!.state!.G).toEqual(stored.state.G);
    // Play goes on from there.
    expect(await a.move('tap')).toBe(3);
  });

  test('not once someone else has acted, and not a move that drew randomness', async () => {
    const { conns } = await seatedMatch(suite.qd, 2, { options: { target: 200 } });
    open.push(...conns);
    const [a, b] = conns[0].view!.ctx.currentPlayer === '0' ? conns : [conns[1], conns[0]];
    await a.move('tap');
    await b.waitFor((c) => c.stateId === 1);
    await b.move('tap');
    await a.waitFor((c) => c.stateId === 2);
    expect(a.canUndo).toBe(false);
    await expect(a.undo()).rejects.toMatchObject({ code: 'ILLEGAL' });
    // b may take its own back, and a fresh connection of b learns so from its sync.
    expect(b.canUndo).toBe(true);
    await a.move('roll');
    await b.waitFor((c) => c.stateId === 3);
    expect(a.canUndo).toBe(false);
    await expect(a.undo()).rejects.toMatchObject({ code: 'ILLEGAL' });
  });

  test('a sync tells the seat it may take back its last move', async () => {
    const { matchId, conns, credentials } = await seatedMatch(suite.qd, 2, { options: { target: 200 } });
    open.push(...conns);
    const a = conns.find((c) => c.view!.ctx.currentPlayer === String(c.seat))!;
    await a.move('tap');
    const again = connect(suite.qd.url, { matchId, seat: a.seat!, credential: credentials[a.seat!] }, { reconnection: false });
    open.push(again);
    await again.ready();
    expect(again.canUndo).toBe(true);
    const other = conns.find((c) => c !== a)!;
    await other.waitFor((c) => c.stateId === 1);
    expect(other.canUndo).toBe(false);
  });
});
