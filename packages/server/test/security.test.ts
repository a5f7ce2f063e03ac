/**
 * What an attack on Quarterdeck found (SECURITY.md, "The attack findings"), one regression test per finding:
 * seat shopping before the start, sockets outliving their revoked credential, resync floods and stalled
 * readers, deeply nested arguments and what a commit owes its viewers whatever fails after it, arguments a move does not declare, Engine.IO
 * handshake floods, response headers, names, /metrics, source maps, chat per seat, and randomness that no
 * number of past rolls predicts. Client addresses behind proxies are in nginx.test.ts and
 * src/http/client-address.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as ioClient, type Socket } from 'socket.io-client';
import type { MatchConnection } from '@quarterdeck/sdk';
import { enumerateActions, registry } from '@quarterdeck/games';
import {
  closeAll,
  connect,
  describeDbs,
  describeWith,
  freshPostgres,
  seatedMatch,
  sleep,
  startTestServer,
  storedState,
  suiteServer,
  type TestServer,
} from './helpers';
import { fixture, fixtureRegistry, DECK } from './fixture-game';
import { numbersIn, payloadOf, recordFrames } from './frames';

jest.setTimeout(120_000);

const CARD = (n: number) => n >= DECK[0] && n <= DECK[DECK.length - 1];

interface RawClient {
  sock: Socket;
  /** Every Socket.IO packet received, as text. */
  frames: string[];
  /** Whether the namespace handshake was accepted (even if the socket was closed right after) or refused. */
  outcome: Promise<'connected' | 'refused'>;
}

/** A raw Socket.IO client that keeps every text frame it receives. */
function rawClient(url: string, auth: Record<string, unknown>, opts: { transports?: string[] } = {}): RawClient {
  const sock = ioClient(url, { transports: opts.transports ?? ['websocket'], reconnection: false, forceNew: true, auth });
  const frames: string[] = [];
  sock.io.on('open', () => {
    (sock.io as any).engine.on('packet', (p: { data?: unknown }) => typeof p.data === 'string' && frames.push(p.data));
  });
  const outcome = new Promise<'connected' | 'refused'>((resolve) => {
    sock.once('connect', () => resolve('connected'));
    sock.once('connect_error', () => resolve('refused'));
    sock.io.once('close', () => resolve('refused'));
  });
  return { sock, frames, outcome };
}

const settled = (c: RawClient) => c.outcome;

describeDbs('finding 1, seat shopping, on %s: no seat sees anything private before the match starts', (kind) => {
  const suite = suiteServer(kind, { registry: { ...fixtureRegistry, 'atlantic-storm': registry['atlantic-storm'] } });
  const open: MatchConnection[] = [];
  afterEach(() => closeAll(open.splice(0)));

  test('a guest who takes, reads and frees every seat in turn learns nothing of the hands dealt at the start', async () => {
    const host = suite.qd.rest();
    await host.createPlayer('Host');
    const shopper = suite.qd.rest();
    await shopper.createPlayer('Shopper');
    const { match } = await host.createMatch({ game: 'fixture', numPlayers: 3, options: { handSize: 5 } });
    const matchId = match.matchId;
    // Nothing exists to be read: no state, no seed, no deal.
    expect((await suite.qd.db.query('SELECT state, seed, initial_state, state_id FROM matches WHERE id = $1', [matchId])).rows[0]).toEqual({
      state: null,
      seed: null,
      initial_state: null,
      state_id: 0,
    });
    const frames: string[] = [];
    for (const seat of [0, 1, 2]) {
      const grant = await shopper.claimSeat(matchId, seat);
      const conn = connect(suite.qd.url, { matchId, seat, credential: grant.credential }, { reconnection: false });
      open.push(conn);
      const f = recordFrames(conn);
      await conn.ready();
      await conn.resync();
      expect(conn.view).toBeNull();
      expect(conn.log).toEqual([]);
      expect(conn.match?.status).toBe('open');
      frames.push(...f);
      conn.close();
      await shopper.leaveSeat(matchId, seat);
    }
    // The room fills up; the match starts and is dealt now, from a seed made now.
    const players = [host, suite.qd.rest(), suite.qd.rest()];
    await players[1].createPlayer('Second');
    await players[2].createPlayer('Third');
    const creds = [];
    for (const [seat, p] of players.entries()) creds.push((await p.claimSeat(matchId, seat)).credential);
    const row = (await suite.qd.db.query('SELECT status, seed, state FROM matches WHERE id = $1', [matchId])).rows[0];
    expect(row.status).toBe('active');
    expect(row.seed).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const hands = Object.values(row.state.G.players as Record<string, { hand: number[] }>).flatMap((p) => p.hand);
    expect(hands).toHaveLength(15);
    const seen = new Set(frames.flatMap((f) => numbersIn(payloadOf(f)).filter(CARD)));
    expect(seen.size).toBe(0);
    expect(frames.join('\n')).not.toContain(row.seed);
    // The seated players now see their own hands.
    const c0 = connect(suite.qd.url, { matchId, seat: 0, credential: creds[0] });
    open.push(c0);
    await c0.ready();
    expect(c0.view!.G.players['0'].hand).toEqual(row.state.G.players['0'].hand);
  });

  test('Atlantic Storm (advanced): a seat of a waiting room sees no hand and no convoy choice', async () => {
    const host = suite.qd.rest();
    await host.createPlayer('Admiral');
    const { match, grant } = await host.createMatch({ game: 'atlantic-storm', numPlayers: 3, claimSeat: 0, options: { mode: 'advanced' } });
    const conn = connect(suite.qd.url, { matchId: match.matchId, seat: 0, credential: grant!.credential }, { reconnection: false });
    open.push(conn);
    const frames = recordFrames(conn);
    await conn.ready();
    expect(conn.view).toBeNull();
    const sync = frames.map(payloadOf).find((p) => Array.isArray(p) && p[0] === 'sync') as [string, Record<string, unknown>];
    expect(sync[1]).toMatchObject({ view: null, log: [], logFrom: 1, stateId: 0 });
    expect(JSON.stringify(sync)).not.toMatch(/"hand"|"convoy|"G"/);
  });
});

describeWith(['postgres'], 'finding 2: a socket never outlives its revoked credential (PostgreSQL)', () => {
  let qd: TestServer;
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

  test('100 renewals raced by 10 connections each with the old credential: none stays connected, acts, chats or hears a later move', async () => {
    const { matchId, conns, rests, credentials } = await seatedMatch(qd, 2, { options: { target: 200 } });
    // Seat 1's own connection would retry with its first credential after the first renewal: play it afresh below.
    conns[1].close();
    const me = await rests[1].me();
    let credential = credentials[1];
    let survivors = 0;
    let acted = 0;
    let heardLater = 0;
    let refusedAtHandshake = 0;
    let cutAfterJoining = 0;
    for (let t = 0; t < 100; t++) {
      // 10 connections with the credential opened over about 10 ms, the renewal somewhere in that window.
      const revoked = credential;
      const stale: RawClient[] = [];
      const opening = (async () => {
        for (let i = 0; i < 10; i++) {
          stale.push(rawClient(qd.url, { matchId, seat: 1, credential: revoked }));
          if (i % 4 === 3) await sleep(4);
        }
      })();
      await sleep(t % 11);
      const renewed = await qd.service.renewCredential(matchId, 1, me.playerId);
      credential = renewed.credential;
      await opening;
      const outcomes = await Promise.all(stale.map((s) => settled(s)));
      refusedAtHandshake += outcomes.filter((o) => o === 'refused').length;
      // Whatever got in before the renewal, or joined its rooms after it, is cut off within moments.
      await Promise.all(stale.map((s) => (s.sock.connected ? new Promise((r) => (s.sock.once('disconnect', r), setTimeout(r, 2000))) : null)));
      stale.forEach((s, i) => {
        if (s.sock.connected) survivors++;
        else if (outcomes[i] === 'connected') cutAfterJoining++;
      });
      for (const s of stale.filter((x) => x.sock.connected)) {
        const chat = await s.sock
          .timeout(2000)
          .emitWithAck('chat', { text: 'still here' })
          .catch(() => null);
        if (chat?.ok) acted++;
      }
      // Every tenth round a move is made: no old-credential socket hears of it.
      if (t % 10 === 9) {
        const before = stale.map((s) => s.frames.length);
        const fresh = connect(qd.url, { matchId, seat: 1, credential }, { reconnection: false });
        await fresh.ready();
        const at = fresh.stateId;
        await conns[0].waitFor((c) => c.stateId === at);
        await (fresh.view!.ctx.currentPlayer === '0' ? conns[0] : fresh).move('roll');
        await conns[0].waitFor((c) => c.stateId === at + 1);
        fresh.close();
        heardLater += stale.filter((s, i) => s.frames.slice(before[i]).some((f) => f.startsWith('42["update"'))).length;
      }
      for (const s of stale) s.sock.close();
    }
    conns[0].close();

    console.log(
      `revoke race: 1,000 connections with a credential being revoked: ${refusedAtHandshake} refused at the handshake, ${cutAfterJoining} cut off after joining, ${survivors} survived`,
    );
    expect({ survivors, acted, heardLater }).toEqual({ survivors: 0, acted: 0, heardLater: 0 });
    expect(refusedAtHandshake + cutAfterJoining).toBe(1000);
  });

  test('a socket admitted just before its credential is revoked never receives a view, a chat line or a move made after the revocation', async () => {
    const { matchId, conns, rests, credentials } = await seatedMatch(qd, 2, { options: { target: 200 } });
    const me = await rests[1].me();
    // Admitted and synced with the first credential; the revocation then lands while it is connected.
    const old = rawClient(qd.url, { matchId, seat: 1, credential: credentials[1] });
    await settled(old);
    const closed = new Promise((r) => old.sock.once('disconnect', r));
    const renewed = await qd.service.renewCredential(matchId, 1, me.playerId);
    await closed;
    const after = old.frames.length;
    const fresh = connect(qd.url, { matchId, seat: 1, credential: renewed.credential });
    await fresh.ready();
    await conns[0].move('roll');
    await fresh.say('new holder here');
    await fresh.waitFor((c) => c.stateId === 1);
    expect(old.frames.slice(after)).toEqual([]);
    expect(old.frames.some((f) => f.includes('UNAUTHORIZED'))).toBe(true);
    fresh.close();
    closeAll(conns);
  });
});

describe('finding 3: resyncs are rate limited, slow readers are dropped, a sync is bounded and reused', () => {
  // Limits at twice the defaults, so the suite's own players and matches fit the creation bucket.
  let qd: TestServer;
  let unlimited: TestServer;
  beforeAll(async () => {
    qd = await startTestServer({ env: { RATE_LIMIT_SCALE: '2' } });
    unlimited = await startTestServer({ env: { RATE_LIMIT_SCALE: '0' } });
  });
  afterAll(async () => {
    await qd?.close();
    await unlimited?.close();
  });

  test('3,000 resyncs from one spectator: refused as RATE_LIMITED past a few, the database stays available, an unrelated match plays on', async () => {
    const { matchId, conns } = await seatedMatch(qd, 2, { options: { target: 200 } });
    const other = await seatedMatch(qd, 2, { options: { target: 200 } });
    const spec = rawClient(qd.url, { matchId, spectate: true });
    await settled(spec);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 3000 }, () =>
        spec.sock
          .timeout(30_000)
          .emitWithAck('resync')
          .catch(() => ({ ok: false, code: 'TIMEOUT' })),
      ),
    );
    const seconds = (Date.now() - started) / 1000;
    const codes: Record<string, number> = {};
    for (const a of answers) codes[a.ok ? 'ok' : a.code] = (codes[a.ok ? 'ok' : a.code] ?? 0) + 1;
    // The bucket holds 10 and refills at one a second (twice the defaults).
    expect(codes.ok).toBeLessThanOrEqual(10 + Math.ceil(seconds) + 1);
    expect(codes.RATE_LIMITED).toBe(3000 - codes.ok);
    // The other table plays on, and the server is healthy.
    const mover = other.conns.find((c) => c.view!.ctx.currentPlayer === String(c.seat))!;
    expect(await mover.move('roll')).toBe(1);
    expect((await fetch(qd.url + '/healthz')).status).toBe(200);
    spec.sock.close();
    closeAll([...conns, ...other.conns]);
  });

  test('log pages are rate limited and checked', async () => {
    const { matchId, conns } = await seatedMatch(qd, 2);
    const spec = connect(qd.url, { matchId, spectate: true }, { reconnection: false });
    await spec.ready();
    const answers = await Promise.all(Array.from({ length: 100 }, () => spec.socket.timeout(10_000).emitWithAck('log', { before: 1 })));
    // A bucket of 40, refilling at 4 a second.
    expect(answers.filter((a: any) => a.ok).length).toBeLessThanOrEqual(45);
    expect(answers.filter((a: any) => !a.ok && a.code === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(55);
    await sleep(1500);
    expect(await spec.socket.timeout(10_000).emitWithAck('log', { before: 'x' } as never)).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    closeAll([spec, ...conns]);
  });

  test('a sync carries the newest page of the log; older pages come on request', async () => {
    // Four seats rolling towards 200: 130 moves end no game.
    const { matchId, conns } = await seatedMatch(unlimited, 4, { options: { target: 200 } });
    for (let i = 0; i < 130; i++) {
      const mover = conns.find((c) => c.view!.ctx.currentPlayer === String(c.seat))!;
      await mover.move('roll');
      await Promise.all(conns.map((c) => c.waitFor((x) => x.stateId === i + 1)));
    }
    const late = connect(unlimited.url, { matchId, spectate: true }, { reconnection: false });
    await late.ready();
    expect(late.logFrom).toBe(31);
    expect(new Set(late.log.map((e) => e.stateId))).toEqual(new Set(Array.from({ length: 100 }, (_, i) => 30 + i)));
    expect(await late.loadEarlierLog()).toBe(true);
    expect(late.logFrom).toBe(1);
    expect(late.log.filter((e) => e.kind === 'move').map((e) => e.stateId)).toEqual(Array.from({ length: 130 }, (_, i) => i));
    expect(await late.loadEarlierLog()).toBe(false);
    late.close();
    closeAll(conns);
  });

  test('the view and log page of a sync are encoded once per state and viewer', async () => {
    const { matchId, conns } = await seatedMatch(qd, 2);
    const specs = Array.from({ length: 5 }, () => connect(qd.url, { matchId, spectate: true }, { reconnection: false }));
    await Promise.all(specs.map((s) => s.ready()));
    const builds = (qd.gateway as any).syncs.stats.builds;
    const more = Array.from({ length: 5 }, () => connect(qd.url, { matchId, spectate: true }, { reconnection: false }));
    await Promise.all(more.map((s) => s.ready()));
    expect((qd.gateway as any).syncs.stats.builds).toBe(builds);
    for (const s of [...specs, ...more]) expect(s.view).toEqual(specs[0].view);
    closeAll([...specs, ...more, ...conns]);
  });

  test('a socket that stops reading is disconnected instead of buffered without bound', async () => {
    const flood = unlimited;
    {
      const { matchId, conns } = await seatedMatch(flood, 2, { options: { target: 200 } });
      for (let i = 0; i < 40; i++) {
        const mover = conns.find((c) => c.view!.ctx.currentPlayer === String(c.seat))!;
        await mover.move('roll');
        await Promise.all(conns.map((c) => c.waitFor((x) => x.stateId === i + 1)));
      }
      const spec = rawClient(flood.url, { matchId, spectate: true });
      await settled(spec);
      const serverSide = [...flood.gateway.io.of('/').sockets.values()].find((s) => s.data.seat === null)!;
      // Stop reading: the TCP socket under the client's WebSocket is paused.
      (spec.sock.io as any).engine.transport.ws._socket.pause();
      for (let i = 0; i < 3000 && serverSide.connected; i++) {
        spec.sock.emit('resync');
        if (i % 50 === 49) await sleep(20);
      }
      await sleep(1500);
      expect(serverSide.connected).toBe(false);
      expect((await fetch(flood.url + '/healthz')).status).toBe(200);
      spec.sock.close();
      closeAll(conns);
    }
  });
});

describeDbs('finding 4 on %s: bounded arguments; a committed action always reaches its viewers and wakes the bots', (kind) => {
  const suite = suiteServer(kind);

  test('arguments nested 4,100 deep (sent as a raw frame) are refused at parsing; nothing is committed', async () => {
    const { matchId, conns } = await seatedMatch(suite.qd, 2);
    const mover = conns.find((c) => c.view!.ctx.currentPlayer === String(c.seat))!;
    const frames = recordFrames(mover);
    let nested = '1';
    for (let i = 0; i < 4100; i++) nested = i % 2 ? `[${nested}]` : `{"a":${nested}}`;
    // A Socket.IO event with acknowledgement id 77, written on the Engine.IO connection as it is (the
    // client library would overflow its own stack walking such a value).
    (mover.socket.io as any).engine.send(`277["action",{"type":"MAKE_MOVE","name":"play","args":[${nested}],"stateId":0}]`);
    await sleep(300);
    const answer = frames.map((f) => (f.startsWith('377') ? payloadOf(f) : undefined)).find(Boolean) as any[];
    expect(answer[0]).toMatchObject({ ok: false, code: 'BAD_REQUEST', message: expect.stringMatching(/nested deeper than 8/) });
    expect((await suite.qd.db.query('SELECT state_id FROM matches WHERE id = $1', [matchId])).rows[0].state_id).toBe(0);
    // The connection and the match carry on.
    expect(await mover.move('roll')).toBe(1);
    closeAll(conns);
  });

  test('when broadcasting throws after the commit, the sender is still told it committed and the bot still plays', async () => {
    const r = suite.qd.rest();
    await r.createPlayer('Solo');
    const { match, grant } = await r.createMatch({ game: 'fixture', numPlayers: 2, bots: [1], claimSeat: 0, options: { target: 200 } });
    const conn = connect(suite.qd.url, { matchId: match.matchId, seat: 0, credential: grant!.credential });
    await conn.ready();
    await conn.waitFor((c) => c.view!.ctx.currentPlayer === '0');
    const real = suite.qd.gateway.broadcast;
    let thrown = 0;
    suite.qd.gateway.broadcast = () => {
      thrown++;
      suite.qd.gateway.broadcast = real;
      throw new Error('broadcast failed for this test');
    };
    const res = await conn.send({ type: 'MAKE_MOVE', name: 'roll', args: [], stateId: conn.stateId });
    expect(res).toMatchObject({ ok: true, stateId: 1 });
    expect(thrown).toBe(1);
    // The bot moves on from the committed state; the seat catches up through the bot's update (a resync).
    await conn.waitFor((c) => c.stateId === 2);
    expect((await suite.qd.db.query('SELECT state_id FROM matches WHERE id = $1', [match.matchId])).rows[0].state_id).toBeGreaterThanOrEqual(2);
    conn.close();
  });
});

describeDbs('finding 5 on %s: every move takes exactly the arguments it declares', (kind) => {
  const suite = suiteServer(kind, { registry: { ...fixtureRegistry, ...registry } });
  const open: MatchConnection[] = [];
  afterEach(() => closeAll(open.splice(0)));

  test.each([
    ['atlantic-storm', 3, { mode: 'basic' }],
    ['kaisers-pirates', 2, {}],
    ['fixture', 2, {}],
  ] as const)('%s: a legal move with an extra argument is refused and nothing is stored; the same move as declared is committed', async (game, n, options) => {
    const rests = Array.from({ length: n }, () => suite.qd.rest());
    for (const [i, r] of rests.entries()) await r.createPlayer(`Player ${i + 1}`);
    const { match, grant } = await rests[0].createMatch({ game, numPlayers: n, claimSeat: 0, options });
    const creds = [grant!.credential];
    for (let i = 1; i < n; i++) creds.push((await rests[i].claimSeat(match.matchId, i)).credential);
    const conns = creds.map((credential, seat) => connect(suite.qd.url, { matchId: match.matchId, seat, credential }));
    open.push(...conns);
    await Promise.all(conns.map((c) => c.ready()));
    const mod = suite.qd.host.gameModule(game)!;
    const actor = conns.find((c) => enumerateActions(mod, c.view as any, String(c.seat)).length > 0)!;
    const legal = enumerateActions(mod, actor.view as any, String(actor.seat))[0];
    const stateId = actor.stateId;
    for (const extra of ['x'.repeat(3000), 7, { junk: true }, null]) {
      const r = await actor.send({ type: 'MAKE_MOVE', name: legal.name, args: [...legal.args, extra], stateId });
      expect(r).toMatchObject({ ok: false, code: 'BAD_REQUEST', message: expect.stringMatching(/does not take these arguments/) });
    }
    // Too few arguments, where the move takes some.
    if (legal.args.length) {
      const r = await actor.send({ type: 'MAKE_MOVE', name: legal.name, args: legal.args.slice(0, -1), stateId });
      expect(r).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    }
    const row = await suite.qd.db.query('SELECT state_id FROM matches WHERE id = $1', [match.matchId]);
    expect(row.rows[0].state_id).toBe(stateId);
    const stored = await suite.qd.db.query('SELECT entry FROM match_log WHERE match_id = $1', [match.matchId]);
    expect(JSON.stringify(stored.rows)).not.toContain('xxxxxxxxxx');
    expect(await actor.send({ type: 'MAKE_MOVE', name: legal.name, args: legal.args, stateId })).toMatchObject({ ok: true, stateId: stateId + 1 });
  });
});

describe('options only a campaign sets', () => {
  test("a room opened by a player cannot carry a campaign's carry-over (e.g. enemy ships already sunk)", async () => {
    const qd = await startTestServer({ registry });
    try {
      const r = qd.rest();
      await r.createPlayer('Forger');
      const forged = { scenario: 'OP-S1', carry: { out: ['bismarck'], damaged: [], hits: {} } };
      await expect(r.createMatch({ game: 'atlantic-chase', numPlayers: 2, options: forged })).rejects.toMatchObject({
        status: 400,
        message: expect.stringMatching(/carry can only be set by a campaign/),
      });
      await expect(r.createMatch({ game: 'atlantic-chase', numPlayers: 2, options: { campaignOp: 3 } })).rejects.toMatchObject({ status: 400 });
      expect((await r.createMatch({ game: 'atlantic-chase', numPlayers: 2, options: { scenario: 'OP-S1' } })).match.status).toBe('open');
    } finally {
      await qd.close();
    }
  });
});

describe('finding 7: Engine.IO handshakes are rate limited per address, before any namespace', () => {
  test('1,000 polling handshakes from one address: all but the bucket and its refill are refused; the server stays healthy', async () => {
    const qd = await startTestServer({ env: { RATE_LIMIT_SCALE: '1' } });
    try {
      const started = Date.now();
      const statuses = await Promise.all(
        Array.from({ length: 1000 }, () =>
          fetch(`${qd.url}/socket.io/?EIO=4&transport=polling`)
            .then((r) => r.status)
            .catch(() => 0),
        ),
      );
      const seconds = (Date.now() - started) / 1000;
      const ok = statuses.filter((s) => s === 200).length;
      // The bucket holds 100 and refills at 8 a second.
      expect(ok).toBeLessThanOrEqual(100 + Math.ceil(8 * seconds) + 1);
      expect(statuses.filter((s) => s === 403).length).toBe(1000 - ok);
      expect(qd.gateway.io.engine.clientsCount).toBeLessThanOrEqual(ok);
      expect((await fetch(qd.url + '/healthz')).status).toBe(200);
    } finally {
      await qd.close();
    }
  }, 300_000);
});

describe('finding 8: headers, names, /metrics, source maps, chat per seat', () => {
  let qd: TestServer;
  let clientDir: string;
  beforeAll(async () => {
    // A built client of our own: an index page, an asset and a source map.
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qd-client-'));
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Quarterdeck</title>');
    fs.writeFileSync(path.join(clientDir, 'assets', 'app.js'), 'console.log(1)');
    fs.writeFileSync(path.join(clientDir, 'assets', 'app.js.map'), '{"sources":["src/App.tsx"]}');
    const prev = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      qd = await startTestServer({ env: { CLIENT_DIR: clientDir, METRICS_TOKEN: 'a-metrics-token-for-tests' } });
    } finally {
      process.env.NODE_ENV = prev;
    }
  });
  afterAll(async () => {
    await qd?.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  test('every answer carries a Content-Security-Policy, frame refusal, nosniff and a referrer policy', async () => {
    for (const p of ['/', '/m/abc', '/assets/app.js', '/api/games', '/api/nosuch', '/healthz']) {
      const res = await fetch(qd.url + p);
      expect(res.headers.get('content-security-policy')).toMatch(/default-src 'self'.*frame-ancestors 'none'/);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  test('source maps are not served in production', async () => {
    expect((await fetch(qd.url + '/assets/app.js')).status).toBe(200);
    const map = await fetch(qd.url + '/assets/app.js.map');
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('src/App.tsx');
  });

  test('/metrics answers its bearer token only', async () => {
    expect((await fetch(qd.url + '/metrics')).status).toBe(404);
    expect((await fetch(qd.url + '/metrics', { headers: { authorization: 'Bearer wrong-token-of-same-size!' } })).status).toBe(404);
    const ok = await fetch(qd.url + '/metrics', { headers: { authorization: 'Bearer a-metrics-token-for-tests' } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('qd_actions_total');
  });

  test('names are stored in NFC; bidirectional overrides, zero-width and other invisible characters are refused', async () => {
    const r = qd.rest();
    const p = await r.createPlayer('Jose\u0301');
    expect(p.name).toBe('Jos\u00e9');
    expect(p.name.length).toBe(4);
    for (const bad of ['evil\u202egnp.exe', 'a\u200bb', 'a\u2066b', 'x\ufeffy', 'soft\u00adhyphen', 'a\u2028b']) {
      await expect(qd.rest().createPlayer(bad)).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/invisible or control characters/) });
    }
    await expect(r.rename('Re\u200dnamed')).rejects.toMatchObject({ status: 400 });
  });

  test('chat is limited per seat, whatever the number of its sockets', async () => {
    const limited = await startTestServer({ env: { RATE_LIMIT_SCALE: '1' } });
    try {
      const { matchId, conns, credentials } = await seatedMatch(limited, 2);
      const tabs = Array.from({ length: 4 }, () => connect(limited.url, { matchId, seat: 0, credential: credentials[0] }, { reconnection: false }));
      await Promise.all(tabs.map((t) => t.ready()));
      const results = await Promise.all(
        tabs.flatMap((t) =>
          Array.from({ length: 5 }, (_, i) =>
            t.say(`line ${i}`).then(
              () => 'ok',
              (e) => e.code,
            ),
          ),
        ),
      );
      // One bucket of 5 for the seat, not 5 per socket.
      expect(results.filter((x) => x === 'ok').length).toBeLessThanOrEqual(6);
      expect(results.filter((x) => x === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(14);
      closeAll([...tabs, ...conns]);
    } finally {
      await limited.close();
    }
  });
});

describeDbs('finding 9 on %s: fresh secret entropy for every action', (kind) => {
  const suite = suiteServer(kind);

  test('the same action on the same state in two matches rolls independently; each replays exactly from what is stored', async () => {
    const a = await seatedMatch(suite.qd, 2, { options: { target: 200 } });
    const b = await seatedMatch(suite.qd, 2, { options: { target: 200 } });
    // Make b an exact copy of a, its seed and random generator included: before, every later die would match.
    await suite.qd.db.query(
      `UPDATE matches SET state = (SELECT state FROM matches WHERE id = $1), seed = (SELECT seed FROM matches WHERE id = $1),
         initial_state = (SELECT initial_state FROM matches WHERE id = $1) WHERE id = $2`,
      [a.matchId, b.matchId],
    );
    suite.qd.host.forget(b.matchId);
    await Promise.all(b.conns.map((c) => c.resync()));
    const rolls = async (m: typeof a) => {
      for (let i = 0; i < 24; i++) {
        const mover = m.conns.find((c) => c.view!.ctx.currentPlayer === String(c.seat))!;
        await mover.move('roll');
        await Promise.all(m.conns.map((c) => c.waitFor((x) => x.stateId === i + 1)));
      }
      return m.conns[0].view!.G.rolls as number[];
    };
    const ra = await rolls(a);
    const rb = await rolls(b);
    expect(ra).toHaveLength(24);
    // 24 dice alike by chance: 6^-24.
    expect(rb).not.toEqual(ra);
    for (const m of [a, b]) {
      const stored = await storedState(suite.qd.db, m.matchId, fixture.game);
      expect(stored.state.G.rolls).toEqual(m.conns[0].view!.G.rolls);
      const log = await suite.qd.db.query('SELECT entry FROM match_log WHERE match_id = $1 ORDER BY seq', [m.matchId]);
      const entropies = log.rows.map((r: any) => r.entry.entropy).filter(Boolean);
      expect(entropies).toHaveLength(24);
      expect(new Set(entropies).size).toBe(24);
      // Never sent: the log entries every viewer got hold no entropy.
      expect(JSON.stringify(m.conns.map((c) => c.log))).not.toMatch(/entropy|prngstate/);
      for (const e of entropies) expect(JSON.stringify(m.conns.map((c) => [c.view, c.log]))).not.toContain(e);
    }
    closeAll([...a.conns, ...b.conns]);
  });
});
