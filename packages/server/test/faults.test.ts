/**
 * Faults, on PostgreSQL:
 *  a. the database stops mid-match and comes back (a throwaway cluster of our own, stopped with pg_ctl);
 *  b. the server is killed with SIGKILL during a burst of moves;
 *  c. Redis is lost in a two-instance setup, then returns (a redis-server of our own);
 *  d. a client disconnects in the middle of an action.
 * Each checks that nothing committed is lost, nothing is duplicated, the log has no gaps, and players
 * get a clear error while the fault lasts.
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { type MatchConnection, RestClient, type Ack } from '@quarterdeck/sdk';
import {
  closeAll,
  connect,
  describeIf,
  describeWith,
  freePort,
  freshPostgres,
  seatedMatch,
  spawnServer,
  startTestServer,
  replayLog,
  storedState,
  type ServerProcess,
  type TestServer,
} from './helpers';
import { fixture } from './fixture-game';
import {
  redisServerProblem,
  startRedis,
  throwawayPostgres,
  throwawayPostgresProblem,
  waitForPostgres,
  type RedisServer,
  type ThrowawayPostgres,
} from './fault-services';

jest.setTimeout(120_000);

const UNAVAILABLE = /temporarily unavailable/;

/** The seat whose turn it is in the fixture game (every roll ends the turn). */
function moverOf(conns: MatchConnection[]): MatchConnection {
  const newest = Math.max(...conns.map((c) => c.stateId));
  const c = conns.find((x) => x.stateId === newest && x.view!.ctx.currentPlayer === String(x.seat));
  if (!c) throw new Error(`no mover at state ${newest}`);
  return c;
}

async function playRolls(conns: MatchConnection[], count: number): Promise<number> {
  let last = -1;
  for (let i = 0; i < count; i++) {
    const newest = Math.max(...conns.map((c) => c.stateId));
    await Promise.all(conns.map((c) => c.waitFor((x) => x.stateId === newest, 20_000)));
    last = await moverOf(conns).move('roll');
  }
  await Promise.all(conns.map((c) => c.waitFor((x) => x.stateId === last, 20_000)));
  return last;
}

/**
 * The stored match is exactly its log replayed: one move entry per state 1..state_id, log rows numbered
 * 0..log_length-1 without gaps, and replaying the logged actions through boardgame.io's reducer from the
 * stored initial state gives the stored state.
 */
async function checkLog(q: { query: (sql: string, p?: unknown[]) => Promise<{ rows: any[] }> }, matchId: string): Promise<number> {
  const m = (await q.query('SELECT state_id, log_length, initial_state FROM matches WHERE id = $1', [matchId])).rows[0];
  const log = (await q.query('SELECT seq, state_id, entry FROM match_log WHERE match_id = $1 ORDER BY seq', [matchId])).rows;
  expect(log.map((r) => r.seq)).toEqual(Array.from({ length: log.length }, (_, i) => i));
  expect(m.log_length).toBe(log.length);
  const moves = log.filter((r) => r.entry.action?.type === 'MAKE_MOVE');
  expect(moves.map((r) => r.state_id)).toEqual(Array.from({ length: m.state_id }, (_, i) => i + 1));
  const s = replayLog(fixture.game, m.initial_state, log);
  expect(s._stateID).toBe(m.state_id);
  // The same state as the stored snapshot brought up to date with the actions logged since.
  const { state } = await storedState(q, matchId);
  expect(s.G).toEqual(state.G);
  expect(s.ctx).toEqual(state.ctx);
  return m.state_id;
}

/** Views received: each time a connection moves to a newer state (an update message, or the update an acknowledgement carries). */
function countUpdates(conns: MatchConnection[]): { n: number } {
  const counter = { n: 0 };
  for (const c of conns) {
    let last = c.stateId;
    c.onChange(() => {
      if (c.stateId !== last) counter.n++;
      last = c.stateId;
    });
  }
  return counter;
}

// ------------------------------------------------------------------ a. database restarted mid-match

describeIf(throwawayPostgresProblem(), 'a. PostgreSQL restarted mid-match', () => {
  let pg: ThrowawayPostgres | undefined;
  let qd: TestServer | undefined;
  const open: MatchConnection[] = [];

  beforeAll(async () => {
    pg = await throwawayPostgres();
    qd = await startTestServer({ databaseUrl: pg.url });
  });
  afterEach(() => closeAll(open.splice(0)));
  afterAll(async () => {
    closeAll(open.splice(0));
    await qd?.close();
    await pg?.destroy();
  });

  test('while it is down: moves, chat, resync, REST and new connections get UNAVAILABLE, nothing is broadcast; afterwards the match continues with nothing lost or duplicated', async () => {
    if (!pg || !qd) throw new Error('the throwaway cluster or the server did not start');
    const { matchId, conns, rests, credentials } = await seatedMatch(qd, 2, { options: { target: 200 } });
    const spec = connect(qd.url, { matchId, spectate: true });
    open.push(...conns, spec);
    await spec.ready();
    expect(await playRolls(conns, 4)).toBe(4);
    await spec.waitFor((c) => c.stateId === 4);
    const updates = countUpdates([...conns, spec]);

    await pg.stop('fast');
    const mover = moverOf(conns);
    const refused = await mover.send({ type: 'MAKE_MOVE', name: 'roll', args: [], stateId: 4 });
    expect(refused).toMatchObject({ ok: false, code: 'UNAVAILABLE', message: expect.stringMatching(UNAVAILABLE) });
    // Again: the cache was dropped on failure, so this one needs the database to even read the match.
    expect(await mover.send({ type: 'MAKE_MOVE', name: 'roll', args: [], stateId: 4 })).toMatchObject({ ok: false, code: 'UNAVAILABLE' });
    await expect(mover.say('anyone there?')).rejects.toMatchObject({ code: 'UNAVAILABLE', message: expect.stringMatching(UNAVAILABLE) });
    await expect(mover.resync()).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    await expect(rests[0].match(matchId)).rejects.toMatchObject({ status: 503, code: 'UNAVAILABLE', message: expect.stringMatching(UNAVAILABLE) });
    await expect(qd.rest().createPlayer('During the outage')).rejects.toMatchObject({ status: 503, code: 'UNAVAILABLE' });
    await expect(rests[1].renewCredential(matchId, 1)).rejects.toMatchObject({ status: 503, code: 'UNAVAILABLE' });
    await expect(rests[0].createMatch({ game: 'fixture', numPlayers: 2 })).rejects.toMatchObject({ status: 503 });
    const health = await fetch(`${qd.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ ok: false, db: 'down' });
    const late = connect(qd.url, { matchId, seat: 1, credential: credentials[1] }, { reconnection: false });
    open.push(late);
    await expect(late.ready(5000)).rejects.toMatchObject({ data: { code: 'UNAVAILABLE', message: expect.stringMatching(UNAVAILABLE) } });
    expect(updates.n).toBe(0);
    expect([...conns, spec].map((c) => c.stateId)).toEqual([4, 4, 4]);
    expect(conns.every((c) => c.socket.connected)).toBe(true);

    await pg.start();
    await waitForPostgres(pg.url);
    // The same move, from the same view, now goes through: the match continues where it was.
    expect(await mover.move('roll')).toBe(5);
    expect(await playRolls(conns, 3)).toBe(8);
    await spec.waitFor((c) => c.stateId === 8);
    expect((await rests[0].match(matchId)).stateId).toBe(8);
    expect(await mover.say('back again')).toMatchObject({ text: 'back again' });
    expect((await fetch(`${qd.url}/healthz`)).status).toBe(200);
    // Nothing lost or duplicated: moves 1..8 once each, and the log replays to the stored state.
    expect(await checkLog(qd.db, matchId)).toBe(8);
    for (const c of [...conns, spec]) expect(c.log.filter((l) => l.kind === 'move').map((l) => l.stateId)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(updates.n).toBe(4 * 3);
  });

  test('a crash (immediate stop) in the middle of a burst of moves: every acknowledged move survives, none twice; clients resynchronise', async () => {
    if (!pg || !qd) throw new Error('the throwaway cluster or the server did not start');
    const { matchId, conns } = await seatedMatch(qd, 2, { options: { target: 200 } });
    open.push(...conns);
    const acked: number[] = [];
    const refusals: Ack[] = [];
    let stopping: Promise<void> | undefined;
    let stateId = 0;
    for (let i = 0; i < 200; i++) {
      const r = await conns[stateId % 2].send({ type: 'MAKE_MOVE', name: 'roll', args: [], stateId }, 10_000);
      if (!r.ok) {
        refusals.push(r);
        if (refusals.length >= 3) break;
        continue;
      }
      acked.push(r.stateId);
      stateId = r.stateId;
      if (acked.length === 12) stopping = pg.stop('immediate'); // the burst goes on while PostgreSQL dies
    }
    await stopping;
    expect(acked.length).toBeGreaterThanOrEqual(12);
    expect(refusals.length).toBe(3);
    for (const r of refusals) expect(r).toMatchObject({ ok: false, code: 'UNAVAILABLE', message: expect.stringMatching(UNAVAILABLE) });
    const lastAck = acked[acked.length - 1];
    expect(acked).toEqual(Array.from({ length: acked.length }, (_, i) => i + 1));

    await pg.start();
    await waitForPostgres(pg.url);
    const stored = await checkLog(qd.db, matchId);
    // Every acknowledged move is there; at most the one in flight when the database died committed without its answer.
    expect(stored).toBeGreaterThanOrEqual(lastAck);
    expect(stored).toBeLessThanOrEqual(lastAck + 1);
    // Clients resynchronise to exactly the stored state and play on.
    await Promise.all(conns.map((c) => c.resync()));
    await Promise.all(conns.map((c) => c.waitFor((x) => x.stateId === stored)));
    const { state } = await storedState(qd.db, matchId);
    for (const c of conns) expect(c.view!.G.players[String(c.seat)].hand).toEqual(state.G.players[String(c.seat)].hand);
    expect(conns[0].view!.G.rolls).toEqual(state.G.rolls);
    expect(await playRolls(conns, 2)).toBe(stored + 2);
    expect(await checkLog(qd.db, matchId)).toBe(stored + 2);
  });
});

// ------------------------------------------------------------------ b. SIGKILL during a burst

describeWith(['postgres'], 'b. the server killed with SIGKILL during a burst of moves', () => {
  test('on restart the state is the last committed state, and the log has no gaps', async () => {
    const db = await freshPostgres();
    const port = await freePort();
    const env = { DATABASE_URL: db.url };
    let server: ServerProcess | undefined = await spawnServer(env, port);
    const conns: MatchConnection[] = [];
    const admin = new Client({ connectionString: db.url });
    try {
      const a = new RestClient(server.url);
      const b = new RestClient(server.url);
      await a.createPlayer('Burst A');
      await b.createPlayer('Burst B');
      const { match, grant } = await a.createMatch({ game: 'fixture', numPlayers: 2, claimSeat: 0, options: { target: 200 } });
      const g1 = await b.claimSeat(match.matchId, 1);
      const creds = [grant!.credential, g1.credential];
      // Two sockets per seat: both fire every move, so the burst also races duplicates through the pipeline.
      for (const seat of [0, 1])
        for (let k = 0; k < 2; k++) conns.push(connect(server.url, { matchId: match.matchId, seat, credential: creds[seat] }, { reconnection: false }));
      await Promise.all(conns.map((c) => c.ready()));

      const acked: number[] = [];
      let stateId = 0;
      let killing: Promise<void> | undefined;
      for (let i = 0; i < 300; i++) {
        const seat = stateId % 2;
        const results = await Promise.all(
          conns.filter((c) => c.seat === seat).map((c) => c.send({ type: 'MAKE_MOVE', name: 'roll', args: [], stateId }, 3000)),
        );
        const ok = results.filter((r): r is Extract<Ack<{ stateId: number }>, { ok: true }> => r.ok);
        if (ok.length === 0) break; // the server is gone
        expect(ok).toHaveLength(1); // of two identical actions on one state, exactly one is applied
        acked.push(ok[0].stateId);
        stateId = ok[0].stateId;
        if (acked.length === 15) killing = server.kill('SIGKILL'); // mid-burst: more actions are on the wire
      }
      await killing;
      expect(acked.length).toBeGreaterThanOrEqual(15);
      const lastAck = acked[acked.length - 1];
      expect(acked).toEqual(Array.from({ length: acked.length }, (_, i) => i + 1));
      closeAll(conns.splice(0));

      server = await spawnServer(env, port);
      await admin.connect();
      const stored = await checkLog(admin, match.matchId);
      expect(stored).toBeGreaterThanOrEqual(lastAck);
      expect(stored).toBeLessThanOrEqual(lastAck + 1);
      // What the restarted server serves is that committed state.
      const seats = creds.map((credential, seat) => connect(server!.url, { matchId: match.matchId, seat, credential }));
      conns.push(...seats);
      await Promise.all(seats.map((c) => c.ready()));
      const row = await storedState(admin, match.matchId);
      for (const c of seats) {
        expect(c.stateId).toBe(stored);
        expect(c.view!.G.rolls).toEqual(row.state.G.rolls);
        expect(c.view!.G.scores).toEqual(row.state.G.scores);
        expect(c.view!.G.players[String(c.seat)]).toEqual(row.state.G.players[String(c.seat)]);
        expect(c.log.filter((l) => l.kind === 'move')).toHaveLength(stored);
      }
      expect(await playRolls(seats, 2)).toBe(stored + 2);
      expect(await checkLog(admin, match.matchId)).toBe(stored + 2);
    } finally {
      closeAll(conns);
      await admin.end().catch(() => {});
      await server?.kill('SIGTERM').catch(() => {});
      await db.drop();
    }
  });
});

// ------------------------------------------------------------------ c. Redis lost with two instances

describeWith(['postgres'], 'c. Redis lost in a two-instance setup', () =>
  describeIf(redisServerProblem(), 'with a redis-server of its own', () => {
    test('each instance keeps serving its own sockets while Redis is away; cross-instance delivery recovers when it returns', async () => {
      const db = await freshPostgres();
      let redis: RedisServer | undefined;
      const servers: ServerProcess[] = [];
      const open: MatchConnection[] = [];
      try {
        redis = await startRedis();
        const env = { DATABASE_URL: db.url, REDIS_URL: redis.url, REDIS_PREFIX: `qdfault-${randomBytes(4).toString('hex')}` };
        const [portA, portB] = [await freePort(), await freePort()];
        const a = await spawnServer({ ...env, INSTANCE_ID: 'a' }, portA);
        servers.push(a);
        const b = await spawnServer({ ...env, INSTANCE_ID: 'b' }, portB);
        servers.push(b);
        const ra = new RestClient(a.url);
        const rb = new RestClient(b.url);
        await ra.createPlayer('On A');
        await rb.createPlayer('On B');
        const { match, grant } = await ra.createMatch({ game: 'fixture', numPlayers: 2, claimSeat: 0, options: { target: 200 } });
        const g1 = await rb.claimSeat(match.matchId, 1);
        const matchId = match.matchId;
        const seatA = connect(a.url, { matchId, seat: 0, credential: grant!.credential });
        const specA = connect(a.url, { matchId, spectate: true });
        const seatB = connect(b.url, { matchId, seat: 1, credential: g1.credential });
        const specB = connect(b.url, { matchId, spectate: true });
        open.push(seatA, specA, seatB, specB);
        await Promise.all(open.map((c) => c.ready()));
        // Healthy: a move through A reaches B's sockets.
        expect(await seatA.move('roll')).toBe(1);
        await Promise.all(open.map((c) => c.waitFor((x) => x.stateId === 1)));

        await redis.kill();
        // B serves its own sockets: seat 1's move is committed and broadcast to B's sockets.
        expect(await seatB.move('roll')).toBe(2);
        await specB.waitFor((x) => x.stateId === 2);
        // A cannot hear of it without Redis; its seat acting on the old state is refreshed from the database
        // (STALE + sync), and then plays, broadcast to A's own sockets.
        expect(await seatA.send({ type: 'MAKE_MOVE', name: 'roll', args: [], stateId: 1 })).toMatchObject({ ok: false, code: 'STALE' });
        await seatA.waitFor((x) => x.stateId === 2);
        expect(await seatA.move('roll')).toBe(3);
        await specA.waitFor((x) => x.stateId === 3);
        // Chat, REST and health on both instances still work; neither process died.
        expect(await seatB.say('no redis here')).toMatchObject({ text: 'no redis here' });
        for (const s of servers) {
          expect((await fetch(`${s.url}/healthz`)).status).toBe(200);
          expect(() => process.kill(s.pid, 0)).not.toThrow();
        }
        expect((await rb.match(matchId)).stateId).toBe(3);

        // Redis returns on the same port: cross-instance delivery recovers (chat probes until it crosses).
        await redis.restart();
        let crossed = false;
        for (let i = 0; i < 100 && !crossed; i++) {
          await seatA.say(`probe ${i}`);
          crossed = await seatB
            .waitFor((x) => x.chat.some((l) => l.text === `probe ${i}`), 300)
            .then(
              () => true,
              () => false,
            );
        }
        expect(crossed).toBe(true);
        // Everyone catches up, and a move through one instance reaches the other instance's sockets again.
        await Promise.all(open.map((c) => c.resync()));
        const s2 = 3;
        await Promise.all(open.map((c) => c.waitFor((x) => x.stateId === s2)));
        const mover = s2 % 2 === 0 ? seatA : seatB;
        expect(await mover.move('roll')).toBe(s2 + 1);
        await Promise.all(open.map((c) => c.waitFor((x) => x.stateId === s2 + 1, 10_000)));
        const admin = new Client({ connectionString: db.url });
        await admin.connect();
        try {
          expect(await checkLog(admin, matchId)).toBe(s2 + 1);
        } finally {
          await admin.end();
        }
      } finally {
        closeAll(open);
        for (const s of servers) await s.kill('SIGTERM').catch(() => {});
        await redis?.destroy();
        await db.drop();
      }
    });
  }),
);

// ------------------------------------------------------------------ d. a client disconnecting mid-action

describeWith(['postgres'], 'd. a client that disconnects in the middle of an action', () => {
  let qd: TestServer | undefined;
  let drop = async () => {};
  beforeAll(async () => {
    const db = await freshPostgres();
    drop = db.drop;
    qd = await startTestServer({ databaseUrl: db.url });
  });
  afterAll(async () => {
    await qd?.close();
    await drop();
  });

  test('the move is applied fully or not at all; the others see a consistent state; the seat reconnects to the current state', async () => {
    if (!qd) throw new Error('the server did not start');
    const { matchId, conns, credentials } = await seatedMatch(qd, 2, { options: { target: 200 } });
    const spec = connect(qd.url, { matchId, spectate: true });
    await spec.ready();
    const seats = [...conns];
    const outcomes: number[] = [];
    try {
      for (let round = 0; round < 10; round++) {
        const before = await stateOf2(qd, matchId);
        const mover = seats.find((c) => c.view!.ctx.currentPlayer === String(c.seat) && c.stateId === before)!;
        const watcher = seats.find((c) => c !== mover)!;
        const hand = mover.view!.G.players[String(mover.seat)].hand as number[];
        const gone = new Promise<void>((resolve) => {
          const off = watcher.onChange((c) => {
            if (c.presence && !c.presence.connectedSeats.includes(mover.seat!)) {
              off();
              resolve();
            }
          });
        });
        // Send the move and drop the connection at once, without waiting for anything.
        mover.socket.emit(
          'action',
          { type: 'MAKE_MOVE', name: round % 3 === 0 ? 'roll' : 'play', args: round % 3 === 0 ? [] : [hand[0]], stateId: before },
          () => undefined,
        );
        if (round % 2) mover.socket.disconnect();
        else (mover.socket.io as any).engine.close(); // abrupt transport close
        // The server saw the disconnect (so it read the action before it); an action from the other seat
        // queues behind it on the same match: when it is answered, the first one is settled.
        await gone;
        const barrier = await watcher.send({ type: 'MAKE_MOVE', name: 'roll', args: [], stateId: -1 >>> 0 });
        expect(barrier).toMatchObject({ ok: false });
        const after = await stateOf2(qd, matchId);
        expect([before, before + 1]).toContain(after); // all or nothing
        outcomes.push(after - before);
        await Promise.all([watcher, spec].map((c) => c.waitFor((x) => x.stateId === after)));
        const row = (await storedState(qd.db, matchId)).state;
        expect(watcher.view!.G.players[String(watcher.seat)]).toEqual(row.G.players[String(watcher.seat)]);
        expect(spec.view!.G.table).toEqual(row.G.table.map((t: any) => (t.faceDown ? { ...t, card: null } : t)));
        expect(watcher.view!.G.scores).toEqual(row.G.scores);
        // The seat reconnects with its credential and gets the current state.
        mover.close();
        const back = connect(qd.url, { matchId, seat: mover.seat!, credential: credentials[mover.seat!] });
        await back.ready();
        expect(back.stateId).toBe(after);
        expect(back.view!.G.players[String(back.seat)]).toEqual(row.G.players[String(back.seat)]);
        seats[seats.indexOf(mover)] = back;
        // Keep the match moving so the next round starts from a fresh turn.
        if (after === before) {
          const m = seats.find((c) => c.view!.ctx.currentPlayer === String(c.seat))!;
          await m.move('roll');
          await Promise.all([...seats, spec].map((c) => c.waitFor((x) => x.stateId === after + 1)));
        }
      }
      const final = await checkLog(qd.db, matchId);
      expect(final).toBe(await stateOf2(qd, matchId));
      expect((await fetch(`${qd.url}/healthz`)).status).toBe(200);

      console.log(`disconnect mid-action: applied ${outcomes.filter((x) => x === 1).length} of ${outcomes.length}`);
    } finally {
      closeAll([...seats, spec, ...conns]);
    }
  });
});

async function stateOf2(qd: TestServer, matchId: string): Promise<number> {
  return (await qd.db.query('SELECT state_id FROM matches WHERE id = $1', [matchId])).rows[0].state_id;
}
