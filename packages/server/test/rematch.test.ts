/**
 * Rematch: once a game is over, any of its players asks for a rematch with one call; everyone at the
 * finished table is told; the new match has the same game, options and seating, each seat kept for its
 * player for a while; asking again joins the same rematch.
 */
import type { MatchConnection } from '@quarterdeck/sdk';
import { closeAll, connect, describeDbs, seatedMatch, suiteServer } from './helpers';

describeDbs('rematch on %s', (kind) => {
  const suite = suiteServer(kind);
  const open: MatchConnection[] = [];
  afterEach(() => closeAll(open.splice(0)));

  /** Two players roll until the target of 5 is reached. */
  async function finished() {
    const m = await seatedMatch(suite.qd, 2, { options: { target: 5 } });
    open.push(...m.conns);
    for (let i = 0; i < 20 && m.conns[0].match?.status !== 'finished'; i++) {
      const mover = m.conns.find((c) => c.view!.ctx.currentPlayer === String(c.seat))!;
      await mover.move('roll');
      await Promise.all(m.conns.map((c) => c.waitFor((x) => x.stateId === i + 1)));
    }
    await Promise.all(m.conns.map((c) => c.waitFor((x) => x.match?.status === 'finished')));
    return m;
  }

  test('a player asks; the other is told and takes the seat kept for them; the rematch starts with the same options', async () => {
    const { matchId, rests, conns } = await finished();
    const asked = await rests[1].rematch(matchId);
    expect(asked.grant).toMatchObject({ seat: 1 });
    const rematchId = asked.match.matchId;
    expect(asked.match).toMatchObject({ status: 'open', rematchOf: matchId, options: { target: 5 }, numPlayers: 2 });
    expect(asked.match.seats.map((s) => [s.seat, s.taken, s.reserved])).toEqual([
      [0, false, true],
      [1, true, false],
    ]);
    // Everyone at the finished table hears of it, and its description names it.
    await conns[0].waitFor((c) => c.rematch?.rematchId === rematchId);
    expect((await rests[0].match(matchId)).rematchId).toBe(rematchId);
    // The kept seat is not anyone's: an outsider is refused, and the public list does not offer it.
    const outsider = suite.qd.rest();
    await outsider.createPlayer('Outsider');
    await expect(outsider.claimSeat(rematchId, 0)).rejects.toMatchObject({ status: 409 });
    await expect(outsider.rematch(matchId)).rejects.toMatchObject({ status: 403 });
    expect((await outsider.listMatches('fixture')).map((m) => m.matchId)).not.toContain(rematchId);
    // The other player asks too: the same rematch, their own seat; it starts.
    const joined = await rests[0].rematch(matchId);
    expect(joined.match.matchId).toBe(rematchId);
    expect(joined.grant).toMatchObject({ seat: 0 });
    expect((await rests[0].match(rematchId)).status).toBe('active');
    const again = connect(suite.qd.url, { matchId: rematchId, seat: 0, credential: joined.grant!.credential });
    open.push(again);
    await again.ready();
    expect(again.view!.G.players['0'].hand).toHaveLength(3);
  });

  test('not before the game is over; a seat kept too long is free to anyone', async () => {
    const m = await seatedMatch(suite.qd, 2, { options: { target: 200 } });
    open.push(...m.conns);
    await expect(m.rests[0].rematch(m.matchId)).rejects.toMatchObject({ status: 409 });
    const done = await finished();
    const { match } = await done.rests[0].rematch(done.matchId);
    await suite.qd.db.query(`UPDATE seats SET reserved_until = now() - interval '1 second' WHERE match_id = $1 AND seat = 1`, [match.matchId]);
    const outsider = suite.qd.rest();
    await outsider.createPlayer('Late guest');
    expect(await outsider.claimSeat(match.matchId, 1)).toMatchObject({ seat: 1 });
  });
});
