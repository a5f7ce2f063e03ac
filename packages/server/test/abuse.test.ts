/** Abuse limits: rates per connection and per address, payload sizes, and a cap on matches per guest. */
import { io as ioClient } from 'socket.io-client';
import { closeAll, connect, seatedMatch, startTestServer, type TestServer } from './helpers';
import type { MatchConnection } from '@quarterdeck/sdk';

describe('abuse limits (PGlite, default limits)', () => {
  let qd: TestServer;
  const open: MatchConnection[] = [];
  beforeAll(async () => {
    qd = await startTestServer({ env: { RATE_LIMIT_SCALE: '1', MAX_OPEN_MATCHES_PER_PLAYER: '3' } });
  });
  afterEach(() => closeAll(open.splice(0)));
  afterAll(async () => qd?.close());

  test('a guest may hold only so many unfinished matches', async () => {
    const r = qd.rest();
    await r.createPlayer('Hoarder');
    for (let i = 0; i < 3; i++) await r.createMatch({ game: 'fixture', numPlayers: 2 });
    await expect(r.createMatch({ game: 'fixture', numPlayers: 2 })).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: /3 unfinished matches/,
    });
    await expect(r.createCampaign({ game: 'fixture', numPlayers: 2 })).rejects.toMatchObject({ status: 429 });
  });

  test('creating players and matches from one address is rate limited, with a clear error', async () => {
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => qd.rest().createPlayer('Spam')));
    const refused = results.filter((x) => x.status === 'rejected') as PromiseRejectedResult[];
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0].reason).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: expect.stringMatching(/try again in \d+ s/) });
  });

  test('actions and chat per connection are rate limited; the match is unharmed', async () => {
    const fresh = await startTestServer({ env: { RATE_LIMIT_SCALE: '1' } });
    try {
      const { matchId, conns } = await seatedMatch(fresh, 2);
      open.push(...conns);
      // A flood of stale actions from one socket: the first are judged, the rest refused at the door.
      const replies = await Promise.all(Array.from({ length: 60 }, () => conns[1].send({ type: 'MAKE_MOVE', name: 'roll', args: [], stateId: 99 })));
      expect(replies.filter((r) => !r.ok && r.code === 'RATE_LIMITED').length).toBeGreaterThan(20);
      expect(replies.every((r) => !r.ok)).toBe(true);
      const chats = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => conns[0].say(`msg ${i}`)));
      expect(chats.filter((c) => c.status === 'rejected').length).toBeGreaterThan(0);
      expect((chats.find((c) => c.status === 'rejected') as PromiseRejectedResult).reason.message).toMatch(/too fast/);
      // The other seat plays on normally.
      expect(await conns[0].move('roll')).toBe(1);
      expect((await fresh.rest().match(matchId)).stateId).toBe(1);
    } finally {
      closeAll(open.splice(0));
      await fresh.close();
    }
  });

  test('oversized payloads: bodies over 32 KiB get 413; socket messages over 64 KiB close that socket only', async () => {
    // A separate server, so the creation limits spent above do not interfere.
    const other = await startTestServer({ env: { RATE_LIMIT_SCALE: '1' } });
    try {
      const res = await fetch(`${other.url}/api/players`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'x'.repeat(40_000) }),
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ message: expect.any(String) });
      const { matchId, conns } = await seatedMatch(other, 2);
      open.push(...conns);
      const big = connect(other.url, { matchId, spectate: true }, { reconnection: false });
      open.push(big);
      await big.ready();
      const closed = new Promise<string>((resolve) => {
        big.socket.on('disconnect', (reason: string) => resolve(reason));
      });
      big.socket.emit('chat', { text: 'x'.repeat(100_000) }, () => undefined);
      expect(await closed).toMatch(/transport close|transport error/);
      // Everyone else is still connected and served.
      expect(await conns[0].move('roll')).toBe(1);
    } finally {
      closeAll(open.splice(0));
      await other.close();
    }
  });

  test('connections per address are rate limited', async () => {
    const s = await startTestServer({ env: { RATE_LIMIT_SCALE: '0.2' } });
    const r = s.rest();
    await r.createPlayer('Host');
    const matchId = (await r.createMatch({ game: 'fixture', numPlayers: 2 })).match.matchId;
    const errors: string[] = [];
    const sockets = Array.from({ length: 20 }, () => ioClient(s.url, { transports: ['websocket'], reconnection: false, auth: { matchId, spectate: true } }));
    await Promise.all(
      sockets.map(
        (sock) =>
          new Promise<void>((resolve) => {
            sock.once('connect', () => resolve());
            sock.once('connect_error', (e) => (errors.push(e.message), resolve()));
          }),
      ),
    );
    for (const sock of sockets) sock.close();
    await s.close();
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]).toMatch(/Too many connections/);
  });
});
