/**
 * Two server instances on one PostgreSQL and one Redis: a move made through one instance reaches sockets
 * on the other, and concurrent actions on one match through both instances are applied exactly once per
 * state_id.
 */
import { randomBytes } from 'node:crypto';
import { type MatchConnection } from '@quarterdeck/sdk';
import { closeAll, connect, describeWith, freshPostgres, REDIS_TEST_URL, startTestServer, storedState, type TestServer } from './helpers';

jest.setTimeout(60_000);

describeWith(['postgres', 'redis'], 'two instances on PostgreSQL + Redis', () => {
  let a: TestServer;
  let b: TestServer;
  let drop = async () => {};
  const open: MatchConnection[] = [];

  beforeAll(async () => {
    const db = await freshPostgres();
    drop = db.drop;
    const env = { REDIS_PREFIX: `qdtest-${randomBytes(4).toString('hex')}` };
    a = await startTestServer({ databaseUrl: db.url, redisUrl: REDIS_TEST_URL, env: { ...env, INSTANCE_ID: 'a' } });
    b = await startTestServer({ databaseUrl: db.url, redisUrl: REDIS_TEST_URL, env: { ...env, INSTANCE_ID: 'b' } });
  });
  afterEach(() => closeAll(open.splice(0)));
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop();
  });

  async function match(n: number) {
    const rests = [a.rest(), b.rest()];
    await rests[0].createPlayer('On A');
    await rests[1].createPlayer('On B');
    const { match, grant } = await rests[0].createMatch({ game: 'fixture', numPlayers: n, claimSeat: 0, options: { target: 200 } });
    const g1 = await rests[1].claimSeat(match.matchId, 1);
    return { matchId: match.matchId, creds: [grant!.credential, g1.credential], rests };
  }

  test('a move made through one instance reaches sockets on the other, each with its own view', async () => {
    const { matchId, creds } = await match(2);
    const seat0 = connect(a.url, { matchId, seat: 0, credential: creds[0] });
    const seat1 = connect(b.url, { matchId, seat: 1, credential: creds[1] });
    const specA = connect(a.url, { matchId, spectate: true });
    const specB = connect(b.url, { matchId, spectate: true });
    // Seat 0 on B too (another device): the mover's update comes in its acknowledgement on A, and reaches
    // its other socket on B as an update message.
    const seat0b = connect(b.url, { matchId, seat: 0, credential: creds[0] });
    open.push(seat0, seat1, specA, specB, seat0b);
    await Promise.all(open.map((c) => c.ready()));
    const card = seat0.view!.G.players['0'].hand[0];
    await seat0.move('playFaceDown', card);
    await Promise.all(open.map((c) => c.waitFor((x) => x.stateId === 1)));
    expect(seat0b.view).toEqual(seat0.view);
    expect(seat0b.view!.G.table[0].card).toBe(card);
    expect(seat1.view!.G.players).toEqual({ '1': expect.anything() });
    expect(seat1.view!.G.table[0].card).toBeNull();
    expect(specB.view!.G.table[0].card).toBeNull();
    expect(seat1.log[0].args).toBeNull();
    // And back the other way.
    await seat1.move('roll');
    await Promise.all(open.map((c) => c.waitFor((x) => x.stateId === 2)));
    // Chat crosses instances too.
    await seat1.say('Via B');
    await seat0.waitFor((c) => c.chat.some((l) => l.text === 'Via B'));
    // Presence counts sockets on both instances.
    const info = await a.rest().match(matchId);
    expect(info.spectators).toBe(2);
  });

  test('a seat waiting in a room on one instance gets its view when the last seat is taken through the other', async () => {
    const ra = a.rest();
    const rb = b.rest();
    await ra.createPlayer('Waiting on A');
    await rb.createPlayer('Joining on B');
    const { match, grant } = await ra.createMatch({ game: 'fixture', numPlayers: 2, claimSeat: 0 });
    const seat0 = connect(a.url, { matchId: match.matchId, seat: 0, credential: grant!.credential });
    const spec = connect(a.url, { matchId: match.matchId, spectate: true });
    open.push(seat0, spec);
    await Promise.all([seat0.ready(), spec.ready()]);
    expect(seat0.view).toBeNull();
    await rb.claimSeat(match.matchId, 1);
    await seat0.waitFor((c) => c.view !== null && c.match?.status === 'active');
    await spec.waitFor((c) => c.view !== null);
    expect(seat0.view!.G.players['0'].hand).toHaveLength(3);
    expect(spec.view!.G.players).toEqual({});
  });

  test('a commit whose broadcast never reached the other instance (lost publish): its clients converge by reconciliation', async () => {
    const { matchId, creds } = await match(2);
    const seat0 = connect(a.url, { matchId, seat: 0, credential: creds[0] });
    const seat1 = connect(b.url, { matchId, seat: 1, credential: creds[1] });
    open.push(seat0, seat1);
    await Promise.all(open.map((c) => c.ready()));
    // A's next broadcast reaches nobody: not its own sockets, not the other instance.
    const real = a.gateway.broadcast;
    a.gateway.broadcast = () => {
      a.gateway.broadcast = real;
    };
    await seat0.move('roll');
    expect(seat1.stateId).toBe(0);
    await seat1.waitFor((c) => c.stateId === 1, 12_000);
    expect(seat1.view!.G.rolls).toHaveLength(1);
    expect(b.gateway.reconciled.syncs).toBeGreaterThan(0);
  });

  test('concurrent actions on one match through both instances: exactly one applied per state_id', async () => {
    const { matchId, creds } = await match(2);
    // The same seat connected to both instances (two devices), plus the other seat.
    const s0a = connect(a.url, { matchId, seat: 0, credential: creds[0] });
    const s0b = connect(b.url, { matchId, seat: 0, credential: creds[0] });
    const s1a = connect(a.url, { matchId, seat: 1, credential: creds[1] });
    const s1b = connect(b.url, { matchId, seat: 1, credential: creds[1] });
    open.push(s0a, s0b, s1a, s1b);
    await Promise.all(open.map((c) => c.ready()));
    let stateId = 0;
    for (let round = 0; round < 20; round++) {
      try {
        await Promise.all(open.map((c) => c.waitFor((x) => x.stateId === stateId, 3000)));
      } catch (e) {
        throw new Error(`round ${round}: ${open.map((c) => c.stateId).join(',')} ${JSON.stringify(open.map((c) => c.log.length))}`);
      }
      const [x, y] = round % 2 === 0 ? [s0a, s0b] : [s1a, s1b];
      const results = await Promise.all([x, y].map((c) => c.send({ type: 'MAKE_MOVE', name: 'roll', args: [], stateId })));
      const ok = results.filter((r) => r.ok);
      expect(ok).toHaveLength(1);
      const refused = results.find((r) => !r.ok)!;
      expect(refused).toMatchObject({ ok: false, code: 'STALE' });
      stateId++;
    }
    const log = await a.db.query(`SELECT state_id, entry->'action'->>'type' AS type FROM match_log WHERE match_id = $1 ORDER BY seq`, [matchId]);
    const moves = log.rows.filter((r: any) => r.type === 'MAKE_MOVE');
    expect(moves.map((r: any) => r.state_id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const row = await storedState(a.db, matchId);
    expect(row.state_id).toBe(20);
    expect(row.state.G.rolls).toHaveLength(20);
  });

  test('racing writers on the same state: the state_id guard lets one through even without the per-process queue', async () => {
    const { matchId, creds } = await match(2);
    const s0a = connect(a.url, { matchId, seat: 0, credential: creds[0] });
    open.push(s0a);
    await s0a.ready();
    // Both hosts act on state 0 at the same instant, each from its own cache.
    await Promise.all([a.host.load(matchId, true), b.host.load(matchId, true)]);
    const results = await Promise.all(
      [a, b].map((s) => s.host.act(matchId, { seat: 0, gen: null }, { type: 'MAKE_MOVE', name: 'roll', args: [], stateId: 0 })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const n = await a.db.query(`SELECT count(*)::int AS n FROM match_log WHERE match_id = $1 AND entry->'action'->>'type' = 'MAKE_MOVE'`, [matchId]);
    expect(n.rows[0].n).toBe(1);
  });

  test('a player leaves through one instance: the bot taking the seat answers moves made through the other', async () => {
    const { matchId, creds, rests } = await match(2);
    const seat0 = connect(a.url, { matchId, seat: 0, credential: creds[0] });
    const seat1 = connect(b.url, { matchId, seat: 1, credential: creds[1] });
    open.push(seat0, seat1);
    await Promise.all(open.map((c) => c.ready()));
    // A few moves by people on both instances: each instance learns this match has no bot seats.
    for (let i = 0; i < 4; i++) {
      const mover = i % 2 === 0 ? seat0 : seat1;
      await mover.waitFor((c) => c.stateId === i);
      await mover.move('roll');
    }
    // Seat 0 leaves through instance A; the bot takes over.
    await rests[0].leaveSeat(matchId, 0);
    expect((await b.rest().match(matchId)).seats[0]).toMatchObject({ bot: true });
    // Seat 1 keeps moving through instance B; every one of its moves gets a bot answer.
    for (let i = 0; i < 5; i++) {
      await seat1.waitFor((c) => c.view?.ctx.currentPlayer === '1', 10_000);
      const before = seat1.stateId;
      await seat1.move('roll');
      await seat1.waitFor((c) => c.stateId >= before + 2, 10_000);
    }
    const row = await a.db.query('SELECT state_id FROM matches WHERE id = $1', [matchId]);
    expect(row.rows[0].state_id).toBeGreaterThanOrEqual(14);
  });
});
