import { ApiError } from '@quarterdeck/sdk';
import { registry } from '@quarterdeck/games';
import { describeDbs, startTestServer, suiteServer } from './helpers';

describeDbs('lobby API on %s', (kind) => {
  const suite = suiteServer(kind);

  const raw = (method: string, path: string, body?: string, headers: Record<string, string> = {}) =>
    fetch(suite.qd.url + path, { method, body, headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers } });

  test('lists games with their options schema', async () => {
    const games = await suite.qd.rest().games();
    expect(games.map((g) => g.slug)).toEqual(['fixture']);
    expect(games[0]).toMatchObject({ title: 'Fixture', minPlayers: 2, maxPlayers: 4, hasCampaign: true });
    expect(JSON.stringify(games[0].optionsSchema)).toContain('handSize');
  });

  test('creates a guest player and knows it by token only', async () => {
    const r = suite.qd.rest();
    const p = await r.createPlayer('  Dönitz  ');
    expect(p.name).toBe('Dönitz');
    expect(p.token.length).toBeGreaterThanOrEqual(22);
    expect(await r.me()).toEqual({ playerId: p.playerId, name: 'Dönitz' });
    const stored = await suite.qd.db.query('SELECT token_hash FROM players WHERE id = $1', [p.playerId]);
    expect(stored.rows[0].token_hash).not.toContain(p.token);
    await expect(suite.qd.rest('x'.repeat(22)).me()).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    await expect(suite.qd.rest().me()).rejects.toMatchObject({ status: 401 });
  });

  test('rejects malformed bodies with a JSON message', async () => {
    for (const [body, status, pattern] of [
      ['{"name": ', 400, /not valid JSON/],
      ['{"name": ""}', 400, /name/],
      ['{"name": 42}', 400, /name/],
      [JSON.stringify({ name: 'x'.repeat(41) }), 400, /at most 40/],
      [JSON.stringify({ name: 'a<script>' }), 400, /invisible or control characters, or < >/],
      [JSON.stringify({ name: 'x'.repeat(40_000) }), 413, /too large/],
      ['[]', 400, /expected object/i],
    ] as const) {
      const res = await raw('POST', '/api/players', body);
      expect(res.status).toBe(status);
      const j: any = await res.json();
      expect(j.message).toMatch(pattern);
      expect(typeof j.error).toBe('string');
    }
    const wrongType = await raw('POST', '/api/players', 'name=x', { 'content-type': 'text/plain' });
    expect(wrongType.status).toBe(415);
    const unknown = await raw('GET', '/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as any).error).toBe('NOT_FOUND');
  });

  test('validates match creation: unknown game, player count, options, seats, bots', async () => {
    const r = suite.qd.rest();
    await r.createPlayer('Raeder');
    const bad = async (body: any, status: number, pattern: RegExp) => {
      const e = await r.createMatch(body).catch((x) => x);
      expect(e).toBeInstanceOf(ApiError);
      expect(e.status).toBe(status);
      expect(e.message).toMatch(pattern);
    };
    await bad({ game: 'chess', numPlayers: 2 }, 404, /Unknown game "chess"/);
    await bad({ game: 'fixture', numPlayers: 5 }, 400, /2 to 4 players, not 5/);
    await bad({ game: 'fixture', numPlayers: 1 }, 400, /2 to 4 players/);
    await bad({ game: 'fixture', numPlayers: 2.5 }, 400, /numPlayers/);
    await bad({ game: 'fixture', numPlayers: 2, options: { handSize: 9 } }, 400, /handSize/);
    await bad({ game: 'fixture', numPlayers: 2, options: { surprise: true } }, 400, /surprise|Unrecognized/i);
    await bad({ game: 'fixture', numPlayers: 2, bots: [2] }, 400, /Bot seat 2/);
    await bad({ game: 'fixture', numPlayers: 2, claimSeat: 3 }, 400, /Seat 3/);
    await bad({ game: 'fixture', numPlayers: 2, visibility: 'secret' }, 400, /visibility/);
    await bad({ numPlayers: 2 }, 400, /game/);
    const noAuth = await raw('POST', '/api/matches', JSON.stringify({ game: 'fixture', numPlayers: 2 }));
    expect(noAuth.status).toBe(401);
  });

  test('creates a match, offers its seats by invite link, and fills them', async () => {
    const a = suite.qd.rest();
    const b = suite.qd.rest();
    const c = suite.qd.rest();
    await a.createPlayer('Alice');
    await b.createPlayer('Bob');
    await c.createPlayer('Carol');
    const created = await a.createMatch({ game: 'fixture', numPlayers: 2, options: { handSize: 2 }, claimSeat: 0 });
    const id = created.match.matchId;
    expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(created.grant).toMatchObject({ matchId: id, seat: 0 });
    expect(created.match).toMatchObject({ status: 'open', freeSeats: [1], inviteUrl: `http://quarterdeck.test/m/${id}`, options: { handSize: 2, target: 30 } });
    expect(created.match.seats[0]).toMatchObject({ name: 'Alice', taken: true });

    const listed = await suite.qd.rest().listMatches('fixture');
    expect(listed.map((m) => m.matchId)).toContain(id);

    await expect(a.claimSeat(id, 1)).rejects.toMatchObject({ status: 409, message: /another seat/ });
    await expect(b.claimSeat(id, 0)).rejects.toMatchObject({ status: 409, message: /already taken/ });
    await expect(b.claimSeat(id, 7)).rejects.toMatchObject({ status: 400, message: /no seat 7/ });
    await expect(b.claimSeat('nope-nope', 1)).rejects.toMatchObject({ status: 404 });
    const res = await raw('POST', `/api/matches/${id}/seats/-1`, undefined, { authorization: `Bearer ${b.token}` });
    expect(res.status).toBe(400);

    const grant = await b.claimSeat(id, 1);
    expect(grant.credential).toHaveLength(22);
    const info = await suite.qd.rest().match(id);
    expect(info.status).toBe('active');
    expect(info.freeSeats).toEqual([]);
    expect(info.activeSeats).toEqual([0]);
    await expect(c.claimSeat(id, 1)).rejects.toMatchObject({ status: 409, message: /full/ });
    expect((await suite.qd.rest().listMatches()).map((m) => m.matchId)).not.toContain(id);

    const stored = await suite.qd.db.query('SELECT credential_hash FROM seats WHERE match_id = $1 AND seat = 1', [id]);
    expect(stored.rows[0].credential_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.rows[0].credential_hash).not.toContain(grant.credential);

    const mine = await b.myGames();
    expect(mine.matches).toHaveLength(1);
    expect(mine.matches[0]).toMatchObject({ seat: 1, yourTurn: false, match: { matchId: id } });
    expect((await a.myGames()).matches[0].yourTurn).toBe(true);
  });

  test('concurrent claims of one seat: exactly one wins', async () => {
    const owner = suite.qd.rest();
    await owner.createPlayer('Owner');
    for (let round = 0; round < 10; round++) {
      const { match } = await owner.createMatch({ game: 'fixture', numPlayers: 3, visibility: 'unlisted' });
      const claimers = await Promise.all(
        Array.from({ length: 6 }, async (_, i) => {
          const r = suite.qd.rest();
          await r.createPlayer(`C${i}`);
          return r;
        }),
      );
      const results = await Promise.allSettled(claimers.map((r) => r.claimSeat(match.matchId, 1)));
      expect(results.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
      const rows = await suite.qd.db.query('SELECT player_id FROM seats WHERE match_id = $1 AND seat = 1', [match.matchId]);
      expect(rows.rows[0].player_id).not.toBeNull();
    }
  });

  test('the last seats claimed at the same moment start the match; a leave racing the last claim never starts it short', async () => {
    const owner = suite.qd.rest();
    await owner.createPlayer('Owner');
    const players = await Promise.all(
      Array.from({ length: 3 }, async (_, i) => {
        const r = suite.qd.rest();
        await r.createPlayer(`Racer ${i}`);
        return r;
      }),
    );
    for (let round = 0; round < 12; round++) {
      const { match } = await owner.createMatch({ game: 'fixture', numPlayers: 3, claimSeat: 0, visibility: 'unlisted' });
      await Promise.all([players[0].claimSeat(match.matchId, 1), players[1].claimSeat(match.matchId, 2)]);
      const info = await owner.match(match.matchId);
      expect(info.freeSeats).toEqual([]);
      expect(info.status).toBe('active');
    }
    // (each guest may have 20 unfinished matches: a second owner for the second series)
    const owner2 = suite.qd.rest();
    await owner2.createPlayer('Owner 2');
    for (let round = 0; round < 12; round++) {
      const { match } = await owner2.createMatch({ game: 'fixture', numPlayers: 3, claimSeat: 0, visibility: 'unlisted' });
      await players[0].claimSeat(match.matchId, 1);
      const [, leave] = await Promise.allSettled([players[1].claimSeat(match.matchId, 2), players[0].leaveSeat(match.matchId, 1)]);
      const info = await owner2.match(match.matchId);
      // Either the leave came first (still open, seat 1 free) or the claim did (started; the leaver's seat went to a bot).
      if (info.status === 'open') expect(info.freeSeats).toEqual([1]);
      else {
        expect(info.status).toBe('active');
        expect(info.freeSeats).toEqual([]);
        expect(leave.status).toBe('fulfilled');
        expect(info.seats[1].bot).toBe(true);
      }
    }
  });

  test('leaving a seat before the start frees it; unlisted matches are not listed', async () => {
    const a = suite.qd.rest();
    await a.createPlayer('Leaver');
    const { match } = await a.createMatch({ game: 'fixture', numPlayers: 2, claimSeat: 1, visibility: 'unlisted' });
    expect((await suite.qd.rest().listMatches()).map((m) => m.matchId)).not.toContain(match.matchId);
    await expect(suite.qd.rest(a.token).leaveSeat(match.matchId, 0)).rejects.toMatchObject({ status: 403 });
    await a.leaveSeat(match.matchId, 1);
    expect((await a.match(match.matchId)).freeSeats).toEqual([0, 1]);
  });

  test('a guest renames itself; its seats show the new name; bad names are refused', async () => {
    const a = suite.qd.rest();
    await a.createPlayer('Raeder');
    const { match } = await a.createMatch({ game: 'fixture', numPlayers: 2, claimSeat: 0 });
    expect(await a.rename('  Dönitz ')).toMatchObject({ name: 'Dönitz' });
    expect((await a.me()).name).toBe('Dönitz');
    expect((await a.match(match.matchId)).seats[0].name).toBe('Dönitz');
    await expect(a.rename('')).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/name/) });
    await expect(a.rename('<b>x</b>')).rejects.toMatchObject({ status: 400 });
    await expect(suite.qd.rest().rename('Nobody')).rejects.toMatchObject({ status: 401 });
  });

  test('live matches: public matches in play that allow spectators are listed for watching', async () => {
    const a = suite.qd.rest();
    const b = suite.qd.rest();
    await a.createPlayer('Watchable');
    await b.createPlayer('Opponent');
    const shown = await a.createMatch({ game: 'fixture', numPlayers: 2, claimSeat: 0 });
    const hidden = await a.createMatch({ game: 'fixture', numPlayers: 2, claimSeat: 0, allowSpectators: false });
    const waiting = await a.createMatch({ game: 'fixture', numPlayers: 2, claimSeat: 0 });
    for (const m of [shown, hidden]) await b.claimSeat(m.match.matchId, 1);
    const live = (await suite.qd.rest().listMatches(undefined, 'live')).map((m) => m.matchId);
    expect(live).toContain(shown.match.matchId);
    expect(live).not.toContain(hidden.match.matchId);
    expect(live).not.toContain(waiting.match.matchId);
    const open = (await suite.qd.rest().listMatches('fixture')).map((m) => m.matchId);
    expect(open).toContain(waiting.match.matchId);
    expect(open).not.toContain(shown.match.matchId);
    const bad = await fetch(`${suite.qd.url}/api/matches?status=everything`);
    expect(bad.status).toBe(400);
  });

  test('bots fill reserved seats; a match of bots plays itself to the end', async () => {
    const a = suite.qd.rest();
    await a.createPlayer('Watcher');
    const { match } = await a.createMatch({ game: 'fixture', numPlayers: 3, bots: [0, 1, 2], options: { target: 12 } });
    expect(match.seats.every((s) => s.bot && s.taken)).toBe(true);
    for (let i = 0; i < 200; i++) {
      const m = await a.match(match.matchId);
      if (m.status === 'finished') {
        expect(m.result?.winners.length).toBe(1);
        return;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('bot match did not finish');
  });

  test('campaign: created with its first match, standings readable', async () => {
    const a = suite.qd.rest();
    await a.createPlayer('Campaigner');
    const r = await a.createCampaign({ game: 'fixture', numPlayers: 2, claimSeat: 0, bots: [1], name: 'Winter 1941' });
    expect(r.campaign).toMatchObject({ name: 'Winter 1941', status: 'active', totals: [0, 0], currentMatchId: r.match.matchId, summary: 'First to 3 wins' });
    expect(r.match.campaignId).toBe(r.campaign.campaignId);
    expect((await a.myGames()).campaigns.map((c) => c.campaignId)).toContain(r.campaign.campaignId);
    await expect(suite.qd.rest().campaign('missing')).rejects.toMatchObject({ status: 404 });
  });

  test('healthz and metrics', async () => {
    const h = await raw('GET', '/healthz');
    expect(h.status).toBe(200);
    expect(await h.json()).toMatchObject({ ok: true, db: 'up' });
    const m = await (await raw('GET', '/metrics')).text();
    expect(m).toContain('qd_actions_total');
  });
});

test("a refused player count reaches the client coded (the game's own reasons and the common one), for it to word in its language", async () => {
  const qd = await startTestServer({ registry });
  try {
    const r = qd.rest();
    await r.createPlayer('Dönitz');
    const cases: Array<[Record<string, unknown>, unknown]> = [
      [{ game: 'atlantic-storm', numPlayers: 2, options: { mode: 'basic' } }, { code: 'countBasic' }],
      [
        { game: 'atlantic-storm', numPlayers: 3, options: { mode: 'basic', dealer: 4 } },
        { code: 'dealerSeat', params: { n: 3 } },
      ],
      [{ game: 'kaisers-pirates', numPlayers: 2, options: { teams: true } }, { code: 'countTeams' }],
      [{ game: 'atlantic-chase', numPlayers: 1, options: { mode: 'TWO_PLAYER' } }, { code: 'countTwoPlayer' }],
      [
        { game: 'gathering-storm', numPlayers: 6 },
        { code: 'playerCount', params: { min: 2, max: 5, n: 6 } },
      ],
    ];
    for (const [body, reason] of cases) {
      const e = await r.createMatch(body as never).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(ApiError);
      expect({ body, status: (e as ApiError).status, code: (e as ApiError).code, reason: (e as ApiError).reason }).toEqual({
        body,
        status: 400,
        code: 'BAD_REQUEST',
        reason,
      });
    }
  } finally {
    await qd.close();
  }
});
