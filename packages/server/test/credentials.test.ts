/**
 * Seat credentials and player tokens: never logged (everything the server logs at trace level during a
 * whole session is captured), never echoed (error messages, every frame any viewer receives, public REST
 * answers), stored only as SHA-256 hashes (every table searched), and a leaked seat credential can be
 * revoked by the seat's owner: its sockets are cut off, it can no longer connect or act, the new one works.
 */
import { createHash } from 'node:crypto';
import { io as ioClient } from 'socket.io-client';
import type { MatchConnection } from '@quarterdeck/sdk';
import { createLogger } from '../src/log';
import { closeAll, connect, describeDbs, suiteServer } from './helpers';
import { recordFrames } from './frames';

jest.setTimeout(60_000);

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const TABLES = ['players', 'matches', 'match_log', 'seats', 'chat', 'campaigns', 'campaign_matches', 'schema_migrations'];

describeDbs('credentials on %s', (kind) => {
  const logged: string[] = [];
  const open: Array<{ close(): void }> = [];
  // The production logger (with its redaction rules) at trace level, writing into `logged`.
  const logger = createLogger('trace', 'credentials-test', { write: (line: string) => void logged.push(line) });
  const suite = suiteServer(kind, { logger });
  afterEach(() => closeAll(open.splice(0)));

  test('never logged, never echoed, stored hashed; the owner revokes a leaked seat credential', async () => {
    const secrets: string[] = [];
    const responses: string[] = []; // every REST answer that is not the one that hands a secret out
    const get = async (path: string, token?: string) => {
      const res = await fetch(suite.qd.url + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      const text = await res.text();
      responses.push(text);
      return { status: res.status, body: JSON.parse(text) };
    };

    // Three guests; two take the seats, one is an outsider.
    const [a, b, c] = [suite.qd.rest(), suite.qd.rest(), suite.qd.rest()];
    const pa = await a.createPlayer('Alice');
    const pb = await b.createPlayer('Bob');
    const pc = await c.createPlayer('Carol');
    secrets.push(pa.token, pb.token, pc.token);
    const { match, grant } = await a.createMatch({ game: 'fixture', numPlayers: 2, claimSeat: 0, options: { target: 200 } });
    const matchId = match.matchId;
    const cred0 = grant!.credential;
    const cred1 = (await b.claimSeat(matchId, 1)).credential;
    secrets.push(cred0, cred1);

    // Seat 0 plays from two devices; seat 1 and a spectator watch. Every frame any of them receives is kept.
    const frames: string[][] = [];
    const watch = (conn: MatchConnection) => (frames.push(recordFrames(conn)), open.push(conn), conn);
    const s0a = watch(connect(suite.qd.url, { matchId, seat: 0, credential: cred0 }, { reconnection: false }));
    const s0b = watch(connect(suite.qd.url, { matchId, seat: 0, credential: cred0 }, { reconnection: false }));
    const s1 = watch(connect(suite.qd.url, { matchId, seat: 1, credential: cred1 }));
    const spec = watch(connect(suite.qd.url, { matchId, spectate: true }));
    await Promise.all([s0a, s0b, s1, spec].map((x) => x.ready()));

    // A session: moves, chat, refused moves and attempts that carry secrets where they do not belong.
    await s0a.move('play', s0a.view!.G.players['0'].hand[0]);
    await s1.waitFor((x) => x.stateId === 1);
    await s1.move('playFaceDown', s1.view!.G.players['1'].hand[0]);
    await s0a.say('fair winds');
    const refused = await s0a.send({ type: 'MAKE_MOVE', name: 'play', args: [cred1], stateId: 0, credential: cred1, token: pb.token } as any);
    expect(refused).toMatchObject({ ok: false, code: 'STALE' });
    const refused2 = await s1.send({ type: 'MAKE_MOVE', name: 'roll', args: [pa.token], stateId: 2, playerID: '0', credential: cred0 } as any);
    // `roll` takes no arguments: refused for its arguments (before whose turn it is), without echoing them.
    expect(refused2).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    const errors: string[] = [JSON.stringify(refused), JSON.stringify(refused2)];
    // Wrong seat for a real credential, a near miss, and a credential used as a player token: refused without echo.
    for (const auth of [
      { matchId, seat: 1, credential: cred0 },
      { matchId, seat: 0, credential: cred0.slice(0, -1) + (cred0.endsWith('A') ? 'B' : 'A') },
      { matchId: 'nosuchmatch', seat: 0, credential: cred0 },
    ]) {
      const sock = ioClient(suite.qd.url, { transports: ['websocket'], reconnection: false, forceNew: true, auth });
      const err = await new Promise<Error & { data?: unknown }>((resolve) => sock.once('connect_error', resolve));
      sock.close();
      expect(err.data).toMatchObject({ code: expect.stringMatching(/UNAUTHORIZED|NOT_FOUND/) });
      errors.push(err.message, JSON.stringify(err.data));
    }
    for (const token of [cred0, pa.token + 'x', 'x'.repeat(22)]) {
      const r = await get('/api/me', token);
      expect(r.status).toBe(401);
      errors.push(JSON.stringify(r.body));
    }
    const asToken = await fetch(`${suite.qd.url}/api/matches/${matchId}/seats/0/credential`, { method: 'POST', headers: { authorization: `Bearer ${cred0}` } });
    expect(asToken.status).toBe(401); // a leaked seat credential alone cannot renew (take over) the seat
    errors.push(await asToken.text());

    // Revocation: another player, the outsider, cannot renew seat 0; its owner can, once the credential leaked.
    await expect(b.renewCredential(matchId, 0)).rejects.toMatchObject({ status: 403 });
    await expect(c.renewCredential(matchId, 0)).rejects.toMatchObject({ status: 403 });
    const revokedNotice = new Promise<unknown>((resolve) => s0a.socket.once('qd:error', resolve));
    const cut = Promise.all([s0a, s0b].map((x) => new Promise<void>((resolve) => x.socket.once('disconnect', () => resolve()))));
    const renewed = await a.renewCredential(matchId, 0);
    secrets.push(renewed.credential);
    expect(renewed.credential).not.toBe(cred0);
    expect(await revokedNotice).toMatchObject({ code: 'UNAUTHORIZED', message: expect.stringMatching(/revoked/) });
    await cut; // every socket of the old credential, on both devices
    const stale = connect(suite.qd.url, { matchId, seat: 0, credential: cred0 }, { reconnection: false });
    open.push(stale);
    await expect(stale.ready(5000)).rejects.toMatchObject({ data: { code: 'UNAUTHORIZED' } });
    expect(await stale.send({ type: 'MAKE_MOVE', name: 'roll', args: [], stateId: 2 }, 1000)).toMatchObject({ ok: false }); // never connected: cannot act
    const fresh = watch(connect(suite.qd.url, { matchId, seat: 0, credential: renewed.credential }));
    await fresh.ready();
    expect(fresh.stateId).toBe(2);
    expect(await fresh.move('roll')).toBe(3);
    await Promise.all([s1, spec].map((x) => x.waitFor((y) => y.stateId === 3)));
    expect((await suite.qd.db.query('SELECT state_id FROM matches WHERE id = $1', [matchId])).rows[0].state_id).toBe(3);

    // Public and private REST answers after all that.
    await get(`/api/matches/${matchId}`);
    await get('/api/matches');
    await get('/api/me', pa.token);
    await get('/api/me/matches', pa.token);
    await get('/api/me/matches', pb.token);
    await get('/api/games');

    // Stored hashed: exactly SHA-256 of each secret, and no raw secret anywhere in the database.
    const players = await suite.qd.db.query('SELECT id, token_hash FROM players WHERE id = ANY($1::text[]) ORDER BY id', [
      [pa.playerId, pb.playerId, pc.playerId],
    ]);
    const byId = new Map(players.rows.map((r: any) => [r.id, r.token_hash]));
    expect(byId.get(pa.playerId)).toBe(sha256(pa.token));
    expect(byId.get(pb.playerId)).toBe(sha256(pb.token));
    expect(byId.get(pc.playerId)).toBe(sha256(pc.token));
    const seats = await suite.qd.db.query('SELECT seat, credential_hash FROM seats WHERE match_id = $1 ORDER BY seat', [matchId]);
    expect(seats.rows.map((r: any) => r.credential_hash)).toEqual([sha256(renewed.credential), sha256(cred1)]);
    const hashes = [...secrets.map(sha256)];
    let dump = '';
    for (const t of TABLES) {
      const r = await suite.qd.db.query(`SELECT coalesce(string_agg(x::text, E'\\n'), '') AS d FROM ${t} x`);
      dump += r.rows[0].d;
    }
    expect(dump.length).toBeGreaterThan(1000);
    for (const s of secrets) expect(dump).not.toContain(s);

    // Never echoed: not in error messages, not in any frame any viewer received (own or others'), not in REST answers.
    const everyFrame = frames.flat();
    expect(everyFrame.length).toBeGreaterThan(10);
    for (const s of [...secrets, ...hashes]) {
      for (const e of errors) expect(e).not.toContain(s);
      for (const f of everyFrame) expect(f).not.toContain(s);
      for (const r of responses) expect(r).not.toContain(s);
    }

    // Never logged: everything the server logged at trace level during the session.
    const probe = {
      token: pa.token,
      credential: cred1,
      auth: { matchId, credential: cred1 },
      headers: { authorization: `Bearer ${pb.token}` },
      req: { headers: { authorization: `Bearer ${pb.token}` } },
    };
    suite.qd.log.info(probe, 'redaction probe'); // what a careless log line would write
    const log = logged.join('');
    expect(logged.length).toBeGreaterThan(1);
    expect(log).toContain('redaction probe');
    expect(log).toContain('[secret]');
    for (const s of [...secrets, ...hashes]) expect(log).not.toContain(s);
  });
});
