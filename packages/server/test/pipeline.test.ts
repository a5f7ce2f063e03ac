/**
 * The match pipeline, and a regression test for the flaws of boardgame.io 0.50.2's released server, showing
 * Quarterdeck is not affected. SECURITY.md, "The thirteen flaws", says what each flaw is; flaws 7 (the join
 * race) and 11 (instances and pub/sub) are shown in lobby.test.ts and scaleout.test.ts.
 */
import { io as ioClient } from 'socket.io-client';
import type { MatchConnection } from '@quarterdeck/sdk';
import { closeAll, connect, describeDbs, seatedMatch, sleep, startTestServer, storedState, suiteDatabase, suiteServer, type TestServer } from './helpers';
import { fixture, forbiddenCards, type FixtureG } from './fixture-game';
import { numbersIn, payloadOf, recordFrames } from './frames';

const CARD = (n: number) => n >= 7000 && n < 7040;

async function dbState(qd: TestServer, matchId: string): Promise<{ state: any; state_id: number; log: number }> {
  const { state, state_id } = await storedState(qd.db, matchId);
  const l = await qd.db.query('SELECT count(*)::int AS n FROM match_log WHERE match_id = $1', [matchId]);
  return { state, state_id, log: l.rows[0].n };
}

/** Wait until every connection has seen the newest state, then play one legal move for whoever is to act. */
async function playOne(conns: MatchConnection[]): Promise<void> {
  const newest = Math.max(...conns.map((c) => c.stateId));
  await Promise.all(conns.map((c) => c.waitFor((x) => x.stateId === newest)));
  const cur = conns.find((c) => c.view && c.view.ctx.currentPlayer === String(c.seat))!;
  const hand = cur.view!.G.players[String(cur.seat)].hand as number[];
  await cur.move('play', hand[0]);
}

describeDbs('match pipeline on %s', (kind) => {
  const suite = suiteServer(kind, { env: { ORIGINS: 'https://friends.example' } });
  const open: MatchConnection[] = [];
  afterEach(() => closeAll(open.splice(0)));

  test('moves are applied, persisted with their log, and every seat and spectator gets its own view', async () => {
    const { matchId, conns } = await seatedMatch(suite.qd, 3);
    open.push(...conns);
    const spec = connect(suite.qd.url, { matchId, spectate: true });
    open.push(spec);
    await spec.ready();
    for (let i = 0; i < 6; i++) await playOne(conns);
    const stored = await dbState(suite.qd, matchId);
    expect(stored.state_id).toBe(6);
    expect(stored.log).toBe(12); // each play and the turn end it triggers
    for (const c of [...conns, spec]) await c.waitFor((x) => x.stateId === 6);
    for (const c of conns) {
      const seen = Object.keys(c.view!.G.players);
      expect(seen).toEqual([String(c.seat)]);
      expect(c.view!.G.players[String(c.seat)].hand).toEqual(stored.state.G.players[String(c.seat)].hand);
      expect(c.log.filter((l) => l.kind === 'move').map((l) => l.name)).toEqual(Array(6).fill('play'));
    }
    expect(spec.view!.G.players).toEqual({});
    expect(spec.view!.G.table).toHaveLength(6);
  });

  test("the sender's update comes in its acknowledgement; its seat's other sockets, the other seats and spectators get an update message", async () => {
    const { matchId, conns, credentials } = await seatedMatch(suite.qd, 3);
    open.push(...conns);
    // A second tab of seat 0, and a spectator.
    const twin = connect(suite.qd.url, { matchId, seat: 0, credential: credentials[0] }, { reconnection: false });
    const spec = connect(suite.qd.url, { matchId, spectate: true }, { reconnection: false });
    open.push(twin, spec);
    await Promise.all([twin.ready(), spec.ready()]);
    const all = [...conns, twin, spec];
    const frames = new Map(all.map((c) => [c, recordFrames(c)]));
    const mover = conns.find((c) => c.view!.ctx.currentPlayer === String(c.seat))!;
    const card = mover.view!.G.players[String(mover.seat)].hand[0];
    const r = await mover.send({ type: 'MAKE_MOVE', name: 'play', args: [card], stateId: 0 });
    expect(r).toMatchObject({ ok: true, stateId: 1, update: { matchId, stateId: 1, base: 0, status: 'active' } });
    // Applied as it arrived, before the acknowledgement resolved.
    expect(mover.stateId).toBe(1);
    expect(mover.log.filter((l) => l.kind === 'move').map((l) => l.name)).toEqual(['play']);
    await Promise.all(all.map((c) => c.waitFor((x) => x.stateId === 1)));
    const updateMessages = (c: MatchConnection) => frames.get(c)!.filter((f) => f.startsWith('2["update"')).length;
    const acksWithUpdate = (c: MatchConnection) => frames.get(c)!.filter((f) => /^3\d+\[\{"ok":true,"stateId":1,"update":/.test(f)).length;
    expect(updateMessages(mover)).toBe(0);
    expect(acksWithUpdate(mover)).toBe(1);
    for (const c of all.filter((x) => x !== mover)) {
      expect(updateMessages(c)).toBe(1);
      expect(acksWithUpdate(c)).toBe(0);
    }
    // The acknowledgement holds the sender's own view only.
    const { state } = await dbState(suite.qd, matchId);
    const ack = frames.get(mover)!.find((f) => f.startsWith('3'))!;
    const forbidden = new Set(forbiddenCards({ G: state.G as FixtureG }, String(mover.seat)));
    expect(numbersIn(payloadOf(ack)).filter((n) => forbidden.has(n))).toEqual([]);
    const seatOf = (c: MatchConnection) => (c === twin ? 0 : c.seat);
    expect(twin.view).toEqual(conns.find((c) => c.seat === seatOf(twin))!.view);
    // An action sent without an acknowledgement still reaches its sender, as an update message.
    const next = conns.find((c) => c.view!.ctx.currentPlayer === String(c.seat))!;
    const before = updateMessages(next);
    (next.socket as any).emit('action', { type: 'MAKE_MOVE', name: 'play', args: [next.view!.G.players[String(next.seat)].hand[0]], stateId: 1 });
    await next.waitFor((x) => x.stateId === 2);
    expect(updateMessages(next)).toBe(before + 1);
  });

  test("a game's refusal reaches its sender coded (code and parameters) besides its English message", async () => {
    const { conns } = await seatedMatch(suite.qd, 2);
    open.push(...conns);
    const mover = conns.find((c) => c.view!.ctx.currentPlayer === String(c.seat))!;
    const r = await mover.send({ type: 'MAKE_MOVE', name: 'play', args: [6999], stateId: mover.stateId });
    expect(r).toEqual({
      ok: false,
      code: 'ILLEGAL',
      message: 'You can only play a card from your hand.',
      reason: { code: 'notInHand', params: { card: '6999' } },
    });
  });

  test('flaw 1 (initialState leak): raw frames to seats and spectators hold no hidden card, seed or PRNG state', async () => {
    const { matchId, conns, credentials } = await seatedMatch(suite.qd, 3);
    open.push(...conns);
    // Fresh connections so that every frame from the handshake on is recorded.
    const watchers = [0, 1, 2].map((seat) => connect(suite.qd.url, { matchId, seat, credential: credentials[seat] }, { reconnection: false }));
    const spec = connect(suite.qd.url, { matchId, spectate: true }, { reconnection: false });
    open.push(...watchers, spec);
    const frames = new Map<MatchConnection, string[]>([...watchers, spec].map((c) => [c, recordFrames(c)]));
    await Promise.all([...watchers, spec].map((c) => c.ready()));
    await conns[0].move('playFaceDown', conns[0].view!.G.players['0'].hand[0]);
    await playOne(conns);
    await conns[2].waitFor((c) => c.stateId === 2);
    await conns[2].move('roll');
    for (const c of [...watchers, spec]) await c.waitFor((x) => x.stateId === 3);
    const { state } = await dbState(suite.qd, matchId);
    const seedRow = await suite.qd.db.query('SELECT seed, initial_state FROM matches WHERE id = $1', [matchId]);
    for (const [c, fs] of frames) {
      const viewer = c.seat === null ? null : String(c.seat);
      const forbidden = new Set(forbiddenCards({ G: state.G as FixtureG }, viewer));
      // Cards dealt at the start but since played face up are public now; the initial hands of others are not.
      const initialOthers = Object.entries(seedRow.rows[0].initial_state.G.players as Record<string, { hand: number[] }>)
        .filter(([p]) => p !== viewer)
        .flatMap(([, v]) => v.hand)
        .filter((card) => !state.G.table.some((t: any) => t.card === card && !t.faceDown));
      for (const card of initialOthers) forbidden.add(card);
      expect(fs.length).toBeGreaterThan(2);
      for (const f of fs) {
        const leaked = numbersIn(payloadOf(f)).filter((n) => CARD(n) && forbidden.has(n));
        expect(leaked).toEqual([]);
        expect(f).not.toContain(seedRow.rows[0].seed);
        expect(f).not.toMatch(/initialState|prngstate|"plugins"|"_undo"|"_redo"|"secret":\{|deltalog|credential/);
      }
    }
  });

  test('flaw 2 (guessable seed): every match gets its own cryptographic seed', async () => {
    const r = suite.qd.rest();
    await r.createPlayer('Seeder');
    // Seated at once (the other seat a bot): dealt at creation.
    const ids = await Promise.all(
      Array.from({ length: 5 }, () => r.createMatch({ game: 'fixture', numPlayers: 2, bots: [1], claimSeat: 0 }).then((m) => m.match.matchId)),
    );
    const rows = await suite.qd.db.query('SELECT seed, created_at FROM matches WHERE id = ANY($1::text[])', [ids]);
    const seeds = rows.rows.map((x: any) => x.seed as string);
    expect(new Set(seeds).size).toBe(5);
    for (const row of rows.rows as Array<{ seed: string; created_at: Date }>) {
      expect(row.seed).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const t = new Date(row.created_at).getTime();
      for (let d = -1000; d <= 1000; d++) expect(row.seed).not.toBe((t + d).toString(36).slice(-10));
    }
  });

  test('flaw 3 (forged state): UPDATE/SYNC/RESET/PATCH are refused, as action types and as raw messages', async () => {
    const { matchId, conns } = await seatedMatch(suite.qd, 2);
    open.push(...conns);
    const before = await dbState(suite.qd, matchId);
    const forged = { ...before.state, G: { ...before.state.G, scores: { '0': 999, '1': 0 } } };
    for (const type of ['UPDATE', 'SYNC', 'RESET', 'PATCH', 'UNDO', 'REDO', 'STRIP_TRANSIENTS']) {
      const r = await conns[0].send({ type: type as any, name: 'play', args: [], stateId: 0, ...({ state: forged } as any) });
      expect(r).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    }
    for (const ev of ['update', 'sync', 'patch', 'reset']) {
      const reply = await (conns[0].socket as any).timeout(3000).emitWithAck(ev, { type: 'UPDATE', state: forged });
      expect(reply).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    }
    const errors: unknown[] = [];
    conns[0].socket.on('qd:error', (e) => errors.push(e));
    (conns[0].socket as any).emit('update', matchId, forged, []);
    await sleep(100);
    expect(errors).toEqual([{ code: 'BAD_REQUEST', message: 'Unknown message "update"' }]);
    const after = await dbState(suite.qd, matchId);
    expect(after).toEqual(before);
  });

  test('flaw 4 (disabled events): only events the game sets to true are accepted', async () => {
    const { matchId, conns } = await seatedMatch(suite.qd, 2);
    open.push(...conns);
    for (const name of ['endGame', 'endTurn', 'endPhase', 'setActivePlayers', 'setPhase', 'endStage', 'toString', '__proto__']) {
      const r = await conns[0].send({ type: 'GAME_EVENT', name, args: [{ winner: '0' }], stateId: 0 });
      expect(r).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    }
    expect((await dbState(suite.qd, matchId)).state_id).toBe(0);
    const r = await conns[0].send({ type: 'GAME_EVENT', name: 'pass', args: [], stateId: 0 });
    expect(r).toMatchObject({ ok: true, stateId: 1 });
  });

  test('flaw 5 (undo restores the PRNG): no undo from clients, no undo stack stored, rolls differ', async () => {
    const { matchId, conns } = await seatedMatch(suite.qd, 2);
    open.push(...conns);
    const r = await conns[0].send({ type: 'UNDO' as any, name: 'roll', args: [], stateId: 0 });
    expect(r.ok).toBe(false);
    // Eight rolls, four a seat: at most 24 points each, so nobody reaches the target (30) and the game stays open.
    for (let i = 0; i < 8; i++) {
      await conns[i % 2].waitFor((c) => c.stateId === i);
      await conns[i % 2].move('roll');
    }
    const { state } = await dbState(suite.qd, matchId);
    const snapshot = (await suite.qd.db.query('SELECT state FROM matches WHERE id = $1', [matchId])).rows[0].state;
    for (const s of [state, snapshot]) {
      expect(s._undo).toEqual([]);
      expect(s._redo).toEqual([]);
    }
    expect(new Set(state.G.rolls).size).toBeGreaterThan(1);
  });

  test('flaw 6 (move arguments leak in the log): redacted moves show their arguments to the mover only', async () => {
    const { matchId, conns } = await seatedMatch(suite.qd, 2);
    open.push(...conns);
    const spec = connect(suite.qd.url, { matchId, spectate: true });
    open.push(spec);
    await spec.ready();
    const card = conns[0].view!.G.players['0'].hand[1];
    await conns[0].move('playFaceDown', card);
    // The move and the turn end it triggered.
    for (const c of [...conns, spec]) await c.waitFor((x) => x.log.length === 2);
    expect(conns[0].log[1]).toMatchObject({ kind: 'event', name: 'endTurn', seat: null });
    expect(conns[0].log[0]).toMatchObject({ name: 'playFaceDown', args: [card], seat: '0' });
    expect(conns[1].log[0]).toMatchObject({ name: 'playFaceDown', args: null, seat: '0' });
    expect(spec.log[0]).toMatchObject({ name: 'playFaceDown', args: null });
    expect(conns[1].view!.G.table[0]).toEqual({ seat: '0', card: null, faceDown: true });
    // A late joiner's sync carries the same redaction.
    const late = connect(suite.qd.url, { matchId, spectate: true });
    open.push(late);
    await late.ready();
    expect(late.log[0].args).toBeNull();
  });

  test('flaw 8 (match creation by anyone): connecting to an unknown match creates nothing', async () => {
    for (const auth of [
      { matchId: 'no-such-match', spectate: true as const },
      { matchId: 'no-such-match', seat: 0, credential: 'x'.repeat(22) },
    ]) {
      const c = connect(suite.qd.url, auth, { reconnection: false });
      open.push(c);
      await expect(c.ready(3000)).rejects.toThrow(/No such match/);
    }
    const rows = await suite.qd.db.query("SELECT count(*)::int AS n FROM matches WHERE id = 'no-such-match'");
    expect(rows.rows[0].n).toBe(0);
  });

  test('seat credentials: a wrong or revoked credential is refused; renewing disconnects the old sockets', async () => {
    const { matchId, conns, rests } = await seatedMatch(suite.qd, 2);
    open.push(...conns);
    const wrong = connect(suite.qd.url, { matchId, seat: 1, credential: 'A'.repeat(22) }, { reconnection: false });
    open.push(wrong);
    await expect(wrong.ready(3000)).rejects.toThrow(/credential not valid/);
    const disconnected = new Promise((r) => conns[1].socket.on('disconnect', r));
    const grant = await rests[1].renewCredential(matchId, 1);
    await disconnected;
    const fresh = connect(suite.qd.url, { matchId, seat: 1, credential: grant.credential });
    open.push(fresh);
    await fresh.ready();
    expect(fresh.view!.G.players['1'].hand).toHaveLength(3);
    await expect(rests[0].renewCredential(matchId, 1)).rejects.toMatchObject({ status: 403 });
  });

  test('flaw 9 (socket CORS ignored): foreign origins are refused on sockets and REST; listed ones allowed', async () => {
    const { matchId } = await seatedMatch(suite.qd, 2);
    const evil = connect(
      suite.qd.url,
      { matchId, spectate: true },
      { reconnection: false, transports: ['polling'], extraHeaders: { origin: 'https://evil.example' } },
    );
    open.push(evil);
    await expect(evil.ready(3000)).rejects.toThrow(/xhr poll error|origin/i);
    const evilWs = ioClient(suite.qd.url, {
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { origin: 'https://evil.example' },
      auth: { matchId, spectate: true },
    });
    const wsErr = await new Promise<Error>((resolve) => evilWs.once('connect_error', resolve));
    expect(wsErr).toBeTruthy();
    evilWs.close();
    const friend = connect(suite.qd.url, { matchId, spectate: true }, { extraHeaders: { origin: 'https://friends.example' } });
    open.push(friend);
    await friend.ready();
    const local = connect(suite.qd.url, { matchId, spectate: true }, { extraHeaders: { origin: suite.qd.url } });
    open.push(local);
    await local.ready();
    const rest = await fetch(`${suite.qd.url}/api/games`, { headers: { origin: 'https://evil.example' } });
    expect(rest.status).toBe(403);
    const ok = await fetch(`${suite.qd.url}/api/games`, { headers: { origin: 'https://friends.example' } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://friends.example');
  });

  test('snapshots every SNAPSHOT_EVERY moves: the state loads from snapshot + log; a broken log is refused, not served', async () => {
    const every = suite.qd.config.SNAPSHOT_EVERY;
    const { matchId, conns } = await seatedMatch(suite.qd, 2, { options: { target: 200 } });
    open.push(...conns);
    const snapshots: number[] = [];
    for (let i = 0; i < every + 3; i++) {
      await conns[i % 2].waitFor((c) => c.stateId === i);
      await conns[i % 2].move('roll');
      snapshots.push((await suite.qd.db.query('SELECT snapshot_id FROM matches WHERE id = $1', [matchId])).rows[0].snapshot_id);
    }
    // Only the move that reached SNAPSHOT_EVERY rewrote the state.
    expect(snapshots).toEqual(Array.from({ length: every + 3 }, (_, i) => (i + 1 >= every ? every : 0)));
    const served = (await suite.qd.host.load(matchId))!.state;
    expect((await dbState(suite.qd, matchId)).state).toEqual(served);
    // A sync asks for the stored state; the match has not moved, so the cached state is served as it is.
    expect((await suite.qd.host.load(matchId, true))!.state).toBe(served);
    // A cold load (another instance, a restart) replays the three actions since the snapshot.
    suite.qd.host.forget(matchId);
    expect((await suite.qd.host.load(matchId))!.state).toEqual(served);
    const late = connect(suite.qd.url, { matchId, spectate: true });
    open.push(late);
    await late.ready();
    expect(late.stateId).toBe(every + 3);
    expect(late.view!.G.rolls).toEqual(served!.G.rolls);

    // A log that no longer leads to state_id (a row lost) is refused with a clear error; nothing is written.
    await suite.qd.db.query('UPDATE match_log SET state_id = state_id + 100 WHERE match_id = $1 AND state_id = $2', [matchId, every + 2]);
    suite.qd.host.forget(matchId);
    const r = await conns[(every + 3) % 2].send({ type: 'MAKE_MOVE', name: 'roll', args: [], stateId: every + 3 });
    expect(r).toMatchObject({ ok: false, code: 'INTERNAL', message: expect.stringMatching(/nothing was changed/) });
    expect((await suite.qd.db.query('SELECT state_id FROM matches WHERE id = $1', [matchId])).rows[0].state_id).toBe(every + 3);
    // Mended, the match plays on from where it was.
    await suite.qd.db.query('UPDATE match_log SET state_id = state_id - 100 WHERE match_id = $1 AND state_id = $2', [matchId, every + 102]);
    expect(await conns[(every + 3) % 2].move('roll')).toBe(every + 4);
    expect((await dbState(suite.qd, matchId)).state.G.rolls).toHaveLength(every + 4);
  });

  test('flaw 10 (broadcast before persist): a failed write broadcasts nothing and loses nothing; reasons reach the sender only', async () => {
    const { matchId, conns } = await seatedMatch(suite.qd, 2);
    open.push(...conns);
    await conns[0].move('roll');
    await conns[1].waitFor((c) => c.stateId === 1);
    // A real database-side failure: a trigger that refuses log inserts for this match.
    await suite.qd.db.exec(`
      CREATE OR REPLACE FUNCTION qd_test_fail() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'injected write failure'; END; $$ LANGUAGE plpgsql;
      CREATE TRIGGER qd_test_fail_${matchId.replace(/[^A-Za-z0-9]/g, '_')} BEFORE INSERT ON match_log
        FOR EACH ROW WHEN (NEW.match_id = '${matchId}') EXECUTE FUNCTION qd_test_fail();`);
    const before = await dbState(suite.qd, matchId);
    let updates = 0;
    conns[0].socket.on('update', () => updates++);
    const hand = conns[1].view!.G.players['1'].hand;
    const r = await conns[1].send({ type: 'MAKE_MOVE', name: 'play', args: [hand[0]], stateId: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/nothing was changed/);
    await sleep(150);
    expect(updates).toBe(0);
    expect(await dbState(suite.qd, matchId)).toEqual(before);
    await suite.qd.db.exec(`DROP TRIGGER qd_test_fail_${matchId.replace(/[^A-Za-z0-9]/g, '_')} ON match_log`);
    // The same move now goes through: nothing was half-applied.
    expect(await conns[1].move('play', hand[0])).toBe(2);
    await conns[0].waitFor((c) => c.stateId === 2);
    // An illegal move's reason reaches its sender, and nobody else hears of it.
    let otherErrors = 0;
    conns[1].socket.on('qd:error', () => otherErrors++);
    const bad = await conns[0].send({ type: 'MAKE_MOVE', name: 'play', args: [1], stateId: 2 });
    expect(bad).toEqual({
      ok: false,
      code: 'ILLEGAL',
      message: 'You can only play a card from your hand.',
      reason: { code: 'notInHand', params: { card: '1' } },
    });
    const notYours = await conns[1].send({ type: 'MAKE_MOVE', name: 'roll', args: [], stateId: 2 });
    expect(notYours).toMatchObject({ ok: false, code: 'NOT_YOUR_TURN' });
    const unknown = await conns[0].send({ type: 'MAKE_MOVE', name: 'teleport', args: [], stateId: 2 });
    expect(unknown).toMatchObject({ ok: false, code: 'ILLEGAL', message: expect.stringMatching(/no move called "teleport"/) });
    await sleep(50);
    expect(otherErrors).toBe(0);
    expect((await dbState(suite.qd, matchId)).state_id).toBe(2);
  });

  test('stale actions get STALE and a resync; malformed ones a clear error; spectators cannot act', async () => {
    const { matchId, conns } = await seatedMatch(suite.qd, 2);
    open.push(...conns);
    const stackDepth = Error.stackTraceLimit;
    await conns[0].move('roll');
    await conns[1].waitFor((c) => c.stateId === 1);
    // A move the game refuses: the reducer ran (without stack traces) and the process's setting is back.
    expect(await conns[1].send({ type: 'MAKE_MOVE', name: 'play', args: [999], stateId: 1 })).toMatchObject({
      ok: false,
      code: 'ILLEGAL',
      message: 'You can only play a card from your hand.',
    });
    expect(Error.stackTraceLimit).toBe(stackDepth);
    await conns[1].move('roll');
    expect(Error.stackTraceLimit).toBe(stackDepth);
    const resynced = new Promise((r) => conns[0].socket.once('sync', r));
    const stale = await conns[0].send({ type: 'MAKE_MOVE', name: 'roll', args: [], stateId: 1 });
    expect(stale).toMatchObject({ ok: false, code: 'STALE' });
    await resynced;
    expect(conns[0].stateId).toBe(2);
    for (const bad of [
      null,
      42,
      'x',
      { type: 'MAKE_MOVE' },
      { type: 'MAKE_MOVE', name: 'roll', args: 'no', stateId: 2 },
      { type: 'MAKE_MOVE', name: 'roll', args: [], stateId: -1 },
    ]) {
      const r = await (conns[0].socket as any).timeout(3000).emitWithAck('action', bad);
      expect(r).toMatchObject({ ok: false, code: 'BAD_REQUEST', message: expect.stringMatching(/Malformed action/) });
    }
    const spec = connect(suite.qd.url, { matchId, spectate: true });
    open.push(spec);
    await spec.ready();
    expect(await spec.send({ type: 'MAKE_MOVE', name: 'roll', args: [], stateId: 2 })).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect((await dbState(suite.qd, matchId)).state_id).toBe(2);
  });

  test("a seat's handshake reads the match and its credential in one statement; every sync reads the match again, after joining", async () => {
    const { matchId, conns, credentials } = await seatedMatch(suite.qd, 2);
    open.push(...conns);
    const reads = { auth: jest.spyOn(suite.qd.store, 'seatAuth'), match: jest.spyOn(suite.qd.store, 'match'), seats: jest.spyOn(suite.qd.store, 'seats') };
    try {
      const again = connect(suite.qd.url, { matchId, seat: 1, credential: credentials[1] });
      open.push(again);
      await again.ready();
      // Admission: one read of the match with the seat's credential and generation. The first sync reads the
      // match row again once the socket is in its rooms (a credential revoked in between is refused there).
      expect(reads.auth).toHaveBeenCalledTimes(1);
      expect(reads.match).toHaveBeenCalledTimes(1);
      expect(reads.seats).toHaveBeenCalledTimes(1);
      expect(again.match).toEqual(await suite.qd.describer.info(matchId));
      for (const r of Object.values(reads)) r.mockClear();
      await again.resync();
      expect(reads.auth).not.toHaveBeenCalled();
      expect(reads.match).toHaveBeenCalledTimes(1);
      expect(reads.seats).toHaveBeenCalledTimes(1);
      // A spectator's admission reads the match; its first sync reads it again, and the seats once.
      for (const r of Object.values(reads)) r.mockClear();
      const spec = connect(suite.qd.url, { matchId, spectate: true });
      open.push(spec);
      await spec.ready();
      expect(reads.match).toHaveBeenCalledTimes(2);
      expect(reads.seats).toHaveBeenCalledTimes(1);
      expect(spec.match).toEqual(await suite.qd.describer.info(matchId));
    } finally {
      for (const r of Object.values(reads)) r.mockRestore();
    }
  });

  test('seating changes are described and pushed only to tables someone is connected to', async () => {
    const rests = [suite.qd.rest(), suite.qd.rest(), suite.qd.rest()];
    for (const [i, r] of rests.entries()) await r.createPlayer(`Seated ${i}`);
    const created = await rests[0].createMatch({ game: 'fixture', numPlayers: 3, claimSeat: 0 });
    const matchId = created.match.matchId;
    const info = jest.spyOn(suite.qd.describer, 'info');
    try {
      await rests[1].claimSeat(matchId, 1);
      await sleep(50);
      expect(info).not.toHaveBeenCalled();
      const first = connect(suite.qd.url, { matchId, seat: 0, credential: created.grant!.credential });
      open.push(first);
      await first.ready();
      const pushed = new Promise<any>((r) => first.socket.once('match', r));
      await rests[2].claimSeat(matchId, 2);
      expect((await pushed).seats.map((s: { name: string | null }) => s.name)).toEqual(['Seated 0', 'Seated 1', 'Seated 2']);
      expect(info).toHaveBeenCalledTimes(1);
    } finally {
      info.mockRestore();
    }
  });

  test('an action before every seat is taken, or after the end, is refused', async () => {
    const a = suite.qd.rest();
    await a.createPlayer('Early');
    const { match, grant } = await a.createMatch({ game: 'fixture', numPlayers: 2, claimSeat: 0, options: { target: 3 } });
    const c0 = connect(suite.qd.url, { matchId: match.matchId, seat: 0, credential: grant!.credential });
    open.push(c0);
    await c0.ready();
    expect(await c0.send({ type: 'MAKE_MOVE', name: 'roll', args: [], stateId: 0 })).toMatchObject({ ok: false, code: 'NOT_STARTED' });
    const b = suite.qd.rest();
    await b.createPlayer('Late');
    const g1 = await b.claimSeat(match.matchId, 1);
    const c1 = connect(suite.qd.url, { matchId: match.matchId, seat: 1, credential: g1.credential });
    open.push(c1);
    await c1.ready();
    const conns = [c0, c1];
    let turn = 0;
    while (true) {
      const c = conns[turn % 2];
      await c.waitFor((x) => x.stateId === turn);
      const r = await c.send({ type: 'MAKE_MOVE', name: 'roll', args: [], stateId: turn });
      expect(r.ok).toBe(true);
      turn++;
      const info = await a.match(match.matchId);
      if (info.status === 'finished') {
        expect(info.result?.winners).toHaveLength(1);
        break;
      }
    }
    const other = conns[turn % 2];
    await other.waitFor((x) => x.stateId === turn);
    expect(await other.send({ type: 'MAKE_MOVE', name: 'roll', args: [], stateId: turn })).toMatchObject({ ok: false, code: 'GAME_OVER' });
  });

  test('flaw 12 (ephemeral chat): chat is length-limited, stored, sent to seats only and replayed on sync', async () => {
    const { matchId, conns, credentials } = await seatedMatch(suite.qd, 2);
    open.push(...conns);
    const spec = connect(suite.qd.url, { matchId, spectate: true });
    open.push(spec);
    await spec.ready();
    let specChat = 0;
    spec.socket.on('chat', () => specChat++);
    await expect(conns[0].say('x'.repeat(501))).rejects.toThrow(/at most 500/);
    await expect(conns[0].say('   ')).rejects.toThrow(/empty/);
    const line = await conns[0].say('Convoy sighted, bearing 270');
    expect(line).toMatchObject({ seat: 0, name: 'Player 1', text: 'Convoy sighted, bearing 270' });
    await conns[1].waitFor((c) => c.chat.length === 1);
    await expect(spec.say('hello')).rejects.toThrow(/Spectators/);
    await sleep(50);
    expect(specChat).toBe(0);
    const stored = await suite.qd.db.query('SELECT text FROM chat WHERE match_id = $1', [matchId]);
    expect(stored.rows.map((r: any) => r.text)).toEqual(['Convoy sighted, bearing 270']);
    const again = connect(suite.qd.url, { matchId, seat: 1, credential: credentials[1] });
    open.push(again);
    await again.ready();
    expect(again.chat.map((c) => c.text)).toEqual(['Convoy sighted, bearing 270']);
  });

  test('a private line reaches its sender and its recipient only, now and in later syncs; never spectators', async () => {
    const { matchId, conns, credentials } = await seatedMatch(suite.qd, 3);
    open.push(...conns);
    const spec = connect(suite.qd.url, { matchId, spectate: true });
    open.push(spec);
    await spec.ready();
    const frames = new Map([...conns, spec].map((c) => [c, recordFrames(c)]));
    const line = await conns[0].say('Between us: Italy moves next spring', 1);
    expect(line).toMatchObject({ seat: 0, to: 1, text: 'Between us: Italy moves next spring' });
    await conns[1].waitFor((c) => c.chat.some((l) => l.id === line.id));
    await conns[0].say('To the whole table');
    await conns[2].waitFor((c) => c.chat.some((l) => l.text === 'To the whole table'));
    expect(conns[2].chat.map((l) => l.text)).toEqual(['To the whole table']);
    for (const c of [conns[2], spec]) expect(frames.get(c)!.join('\n')).not.toContain('Italy moves');
    // Later syncs keep it private too.
    const later = [0, 1, 2].map((seat) => connect(suite.qd.url, { matchId, seat, credential: credentials[seat] }, { reconnection: false }));
    open.push(...later);
    await Promise.all(later.map((c) => c.ready()));
    expect(later.map((c) => c.chat.filter((l) => l.to !== null).map((l) => l.text))).toEqual([
      ['Between us: Italy moves next spring'],
      ['Between us: Italy moves next spring'],
      [],
    ]);
    // Not to oneself, not to a seat the match does not have.
    await expect(conns[0].say('me, myself', 0)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(conns[0].say('nobody', 7)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  test('flaw 13 (bots see the full state): bots choose from their own view only', async () => {
    const seen: Array<{ seat: string; view: any }> = [];
    const spyRegistry = {
      fixture: {
        ...fixture,
        bot: (view: any, seat: string, random: () => number) => {
          seen.push({ seat, view: structuredClone(view) });
          const hand = view.G.players[seat].hand as number[];
          return hand.length && random() < 0.7 ? { kind: 'move' as const, name: 'play', args: [hand[0]] } : { kind: 'move' as const, name: 'roll', args: [] };
        },
      },
    };
    const db = await suiteDatabase(kind);
    const botServer = await startTestServer({ databaseUrl: db.url, registry: spyRegistry });
    try {
      const r = botServer.rest();
      await r.createPlayer('Admiral');
      const { match } = await r.createMatch({ game: 'fixture', numPlayers: 3, bots: [0, 1, 2], options: { target: 25 } });
      for (let i = 0; i < 400 && (await r.match(match.matchId)).status !== 'finished'; i++) await sleep(25);
      expect((await r.match(match.matchId)).status).toBe('finished');
      expect(seen.length).toBeGreaterThan(3);
      for (const { seat, view } of seen) {
        expect(Object.keys(view.G.players)).toEqual([seat]);
        expect(view.G.secret).toBeUndefined();
        expect(view).not.toHaveProperty('plugins');
      }
    } finally {
      await botServer.close();
      await db!.drop();
    }
  });
});
