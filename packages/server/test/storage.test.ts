import { describeDbs, suiteDatabase } from './helpers';
import { openPglite, openPostgres, type Db } from '../src/storage/db';
import { migrate, MIGRATIONS } from '../src/storage/migrations';
import { Store } from '../src/storage/store';
import { CommitBatcher } from '../src/storage/commits';

/** An active two-seat match at state 0 with state { v: 0 }. */
function insertActiveMatch(db: Db, store: Store, id: string): Promise<void> {
  return db.tx((q) =>
    store.insertMatch(q, {
      id,
      game: 'fixture',
      numPlayers: 2,
      options: {},
      visibility: 'public',
      allowSpectators: true,
      createdBy: null,
      campaignId: null,
      start: { state: { v: 0 }, stateId: 0, seed: 's', active: { currentPlayer: '0', activePlayers: null } },
      seats: [
        { seat: 0, bot: false, playerId: null },
        { seat: 1, bot: false, playerId: null },
      ],
    }),
  );
}

describeDbs('storage on %s', (kind) => {
  let db: Db;
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const target = await suiteDatabase(kind);
    drop = target.drop;
    db = target.url ? await openPostgres(target.url, 4) : await openPglite('memory');
  });
  afterAll(async () => {
    await db?.close();
    await drop();
  });

  test('migrations apply once, in order, and are recorded; running again changes nothing', async () => {
    expect(await migrate(db)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.rows.map((r: any) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
    const tables = await db.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`);
    expect(tables.rows.map((r: any) => r.table_name)).toEqual(
      ['campaign_matches', 'campaigns', 'chat', 'match_log', 'matches', 'players', 'schema_migrations', 'seats'].sort(),
    );
  });

  test('a transaction that throws leaves nothing behind', async () => {
    const store = new Store(db);
    const { player } = await store.createPlayer('Tx');
    await expect(
      db.tx(async (q) => {
        await q.query('UPDATE players SET name = $1 WHERE id = $2', ['Changed', player.id]);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const r = await db.query('SELECT name FROM players WHERE id = $1', [player.id]);
    expect(r.rows[0].name).toBe('Tx');
  });

  test('a room waiting for players is stored with its seats and no state, seed or deal; a full one is dealt at once', async () => {
    const store = new Store(db);
    const state = { v: 0, deck: [3, 1, 2] };
    const base = { game: 'fixture', numPlayers: 3, options: { o: 1 }, visibility: 'public', allowSpectators: true, createdBy: null, campaignId: null };
    const seats = [
      { seat: 0, bot: false, playerId: null },
      { seat: 1, bot: true, playerId: null },
      { seat: 2, bot: false, playerId: null },
    ];
    await db.tx((q) => store.insertMatch(q, { ...base, id: 'waiting', seats }));
    await db.tx((q) =>
      store.insertMatch(q, {
        ...base,
        id: 'dealt',
        seats: seats.slice(1, 2),
        start: { state, stateId: 0, seed: 'seed-1', active: { currentPlayer: '0', activePlayers: null } },
      }),
    );
    const stored = async (id: string) => (await db.query('SELECT status, state, initial_state, seed, seat_gens FROM matches WHERE id = $1', [id])).rows[0];
    expect(await stored('waiting')).toEqual({ status: 'open', state: null, initial_state: null, seed: null, seat_gens: [0, 0, 0] });
    expect(await stored('dealt')).toEqual({ status: 'active', state, initial_state: state, seed: 'seed-1', seat_gens: [0, 0, 0] });
    expect((await store.matchWithState('waiting'))!.state).toBeNull();
    expect((await store.seats('waiting')).map((x) => [x.seat, x.bot, x.player_id])).toEqual([
      [0, false, null],
      [1, true, null],
      [2, false, null],
    ]);
    expect((await store.seats('dealt')).map((x) => x.seat)).toEqual([1]);
    // The start writes the deal once: a second start of the same room changes nothing.
    expect(await db.tx((q) => store.startMatch(q, 'waiting', { state, stateId: 0, seed: 'seed-2', active: { currentPlayer: '0', activePlayers: null } }))).toBe(
      true,
    );
    expect(await db.tx((q) => store.startMatch(q, 'waiting', { state: { v: 9 }, stateId: 0, seed: 'seed-3', active: null }))).toBe(false);
    expect(await stored('waiting')).toMatchObject({ status: 'active', state, initial_state: state, seed: 'seed-2' });
  });

  test('every credential change moves its seat to a new generation; a commit or a chat line of an older one is not written', async () => {
    const store = new Store(db);
    await insertActiveMatch(db, store, 'gens');
    const { player } = await store.createPlayer('Holder');
    const cred = await db.tx(async (q) => (await store.lockMatch(q, 'gens')) && store.claimSeat('gens', 1, player.id, q));
    expect(cred).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await store.seatAuth('gens', 1)).toMatchObject({ gen: 1, player_id: player.id, name: 'Holder', bot: false });
    const commit = (prev: number, gen: number | null) =>
      store.commitAlone({
        id: 'gens',
        prevStateId: prev,
        stateId: prev + 1,
        state: null,
        snapshotId: 0,
        active: null,
        logFrom: prev,
        log: [{ n: prev + 1 }],
        status: 'active',
        result: null,
        seat: 1,
        gen,
      });
    expect(await commit(0, 1)).toEqual({ written: true, seatGens: [0, 1] });
    expect(await store.addChat('gens', 1, 1, player.id, 'Holder', 'hello')).toMatchObject({ line: { text: 'hello', seat: 1 }, seatGens: [0, 1] });
    const rotated = await db.tx((q) => store.rotateCredential(q, 'gens', 1, player.id));
    expect(rotated).toMatchObject({ revokedGen: 1 });
    expect(await commit(1, 1)).toEqual({ written: false });
    expect(await store.addChat('gens', 1, 1, player.id, 'Holder', 'still here?')).toBeNull();
    expect(await commit(1, 2)).toEqual({ written: true, seatGens: [0, 2] });
    // The server's own actors (bots) act without a credential.
    expect(await commit(2, null)).toEqual({ written: true, seatGens: [0, 2] });
    expect(await db.tx((q) => store.seatToBot(q, 'gens', 1, player.id))).toBe(2);
    expect(await commit(3, 2)).toEqual({ written: false });
    expect(await store.seatAuth('gens', 1)).toMatchObject({ gen: 3, bot: true, credential_hash: null });
    expect((await db.query(`SELECT count(*)::int AS n FROM chat WHERE match_id = 'gens'`)).rows[0].n).toBe(1);
  });

  test('commitState writes only over the state it was computed from', async () => {
    const store = new Store(db);
    await insertActiveMatch(db, store, 'guarded');
    const write = (prev: number, next: number) =>
      db.tx((q) =>
        store.commitState(q, {
          id: 'guarded',
          prevStateId: prev,
          stateId: next,
          state: { v: next },
          snapshotId: next,
          active: { currentPlayer: String(next % 2), activePlayers: null },
          logFrom: prev,
          log: [{ n: next }],
          status: 'active',
          result: null,
          seat: 0,
          gen: null,
        }),
      );
    expect((await write(0, 1)).written).toBe(true);
    expect((await write(0, 1)).written).toBe(false);
    expect((await write(1, 2)).written).toBe(true);
    const m = await store.matchWithState('guarded');
    expect(m).toMatchObject({ state_id: 2, log_length: 2, state: { v: 2 } });
    expect((await store.log('guarded')).map((l) => l.entry)).toEqual([{ n: 1 }, { n: 2 }]);
    expect((await store.log('guarded', 1)).map((l) => l.entry)).toEqual([{ n: 1 }]);
  });

  test('between snapshots a move stores only its log; the match loads as snapshot + actions since, alone or grouped', async () => {
    const store = new Store(db);
    await insertActiveMatch(db, store, 'snap-one');
    await insertActiveMatch(db, store, 'snap-many');
    const act = (n: number) => ({ type: 'MAKE_MOVE', payload: { type: 'roll', args: [n], playerID: String(n % 2) } });
    // Each move logs its own action first, then an event it triggered (same state_id).
    const entries = (n: number) => [
      { action: act(n), _stateID: n - 1 },
      { action: { type: 'GAME_EVENT', payload: { type: 'endTurn' } }, automatic: true },
    ];
    const batcher = new CommitBatcher(db, 1);
    const commit = (id: string, prev: number, snapshot: boolean, alone: boolean) => {
      const a = {
        id,
        prevStateId: prev,
        stateId: prev + 1,
        state: snapshot ? { v: prev + 1 } : null,
        snapshotId: snapshot ? prev + 1 : prev - (prev % 3),
        active: { currentPlayer: String((prev + 1) % 2), activePlayers: prev === 3 ? { '1': 'react' } : null },
        logFrom: prev * 2,
        log: entries(prev + 1),
        status: 'active',
        result: null,
        seat: 0,
        gen: null,
      };
      return (alone ? store.commitState(db, a) : batcher.commit(a)).then((r) => r.written);
    };
    // Snapshots at 3 and 6; 7 and 8 only in the log. 'snap-many' goes through the batcher with a neighbour.
    for (let prev = 0; prev < 8; prev++) {
      const snapshot = (prev + 1) % 3 === 0;
      expect(await commit('snap-one', prev, snapshot, true)).toBe(true);
      expect(
        await Promise.all([
          commit('snap-many', prev, snapshot, false),
          batcher
            .commit({
              id: 'nobody',
              prevStateId: 0,
              stateId: 1,
              state: null,
              snapshotId: 0,
              active: null,
              logFrom: 0,
              log: [],
              status: 'active',
              result: null,
              seat: 0,
              gen: null,
            })
            .then((r) => r.written),
        ]),
      ).toEqual([true, false]);
    }
    for (const id of ['snap-one', 'snap-many']) {
      const m = await store.matchWithState(id);
      expect(m).toMatchObject({ state_id: 8, snapshot_id: 6, log_length: 16, state: { v: 6 } });
      expect(m!.replay).toEqual([
        { state_id: 7, action: act(7), entropy: null },
        { state_id: 8, action: act(8), entropy: null },
      ]);
      const active = await db.query('SELECT active FROM matches WHERE id = $1', [id]);
      expect(active.rows[0].active).toEqual({ currentPlayer: '0', activePlayers: null });
    }
  });

  test('group commit: concurrent moves of many matches share statements; each guard and each failure stays its own', async () => {
    const store = new Store(db);
    const ids = Array.from({ length: 12 }, (_, i) => `batch-${i}`);
    for (const id of ids) await insertActiveMatch(db, store, id);
    // One statement out at a time: everything that arrives meanwhile goes in the next one.
    const batcher = new CommitBatcher(db, 1);
    const move = (id: string, prev: number, log = [{ n: prev + 1, id }, { event: 'endTurn' }]) =>
      batcher
        .commit({
          id,
          prevStateId: prev,
          stateId: prev + 1,
          state: { v: prev + 1, id },
          snapshotId: prev + 1,
          active: null,
          logFrom: prev * 2,
          log,
          status: 'active',
          result: null,
          seat: 0,
          gen: null,
        })
        .then((r) => r.written);
    // batch-11 claims a stale state: its guard fails, the others are written.
    const first = await Promise.all(ids.map((id) => move(id, id === 'batch-11' ? 5 : 0)));
    expect(first).toEqual(ids.map((id) => id !== 'batch-11'));
    expect(batcher.stats.statements).toBeLessThan(ids.length);
    expect(batcher.stats.largestBatch).toBeGreaterThan(1);
    for (const id of ids.slice(0, 11)) {
      expect(await store.matchWithState(id)).toMatchObject({ state_id: 1, log_length: 2, state: { v: 1, id } });
      expect((await store.log(id)).map((l) => [l.seq, l.state_id, l.entry])).toEqual([
        [0, 1, { n: 1, id }],
        [1, 1, { event: 'endTurn' }],
      ]);
    }
    expect(await store.matchWithState('batch-11')).toMatchObject({ state_id: 0, log_length: 0, state: { v: 0 } });
    expect(await store.log('batch-11')).toEqual([]);

    // A database-side failure for one match (a trigger refusing its log rows) fails that commit only.
    await db.exec(`
      CREATE OR REPLACE FUNCTION qd_test_refuse() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'refused for this test'; END; $$ LANGUAGE plpgsql;
      CREATE TRIGGER qd_test_refuse BEFORE INSERT ON match_log FOR EACH ROW WHEN (NEW.match_id = 'batch-3') EXECUTE FUNCTION qd_test_refuse();`);
    try {
      const second = await Promise.allSettled(ids.slice(0, 11).map((id) => move(id, 1)));
      expect(second.map((r) => r.status)).toEqual(ids.slice(0, 11).map((id) => (id === 'batch-3' ? 'rejected' : 'fulfilled')));
      expect((second[3] as PromiseRejectedResult).reason.message).toMatch(/refused for this test/);
      expect(await store.matchWithState('batch-3')).toMatchObject({ state_id: 1, log_length: 2 });
      expect(await store.matchWithState('batch-4')).toMatchObject({ state_id: 2, log_length: 4 });
      expect((await store.log('batch-4')).map((l) => l.seq)).toEqual([0, 1, 2, 3]);
    } finally {
      await db.exec('DROP TRIGGER qd_test_refuse ON match_log');
    }
  });

  test('the commit statements stay prepared on every pooled connection, also when a table changes under them', async () => {
    const store = new Store(db);
    const ids = Array.from({ length: 8 }, (_, i) => `named-${i}`);
    for (const id of ids) await insertActiveMatch(db, store, id);
    // Each commit alone (commitOne) and grouped (commitMany), concurrently: the pool of 4 spreads them.
    const round = (prev: number, grouped: boolean) => {
      const batcher = new CommitBatcher(db, grouped ? 1 : 8);
      return Promise.all(
        ids.map((id) =>
          batcher
            .commit({
              id,
              prevStateId: prev,
              stateId: prev + 1,
              state: null,
              snapshotId: 0,
              active: null,
              logFrom: prev,
              log: [{ n: prev + 1 }],
              status: 'active',
              result: null,
              seat: 0,
              gen: null,
            })
            .then((r) => r.written),
        ),
      );
    };
    for (let r = 0; r < 6; r++) expect(await round(r, r % 2 === 1)).toEqual(ids.map(() => true));
    await db.exec('ALTER TABLE match_log ADD COLUMN qd_test_extra int');
    try {
      expect(await round(6, false)).toEqual(ids.map(() => true));
      expect(await round(7, true)).toEqual(ids.map(() => true));
    } finally {
      await db.exec('ALTER TABLE match_log DROP COLUMN qd_test_extra');
    }
    expect(await round(8, false)).toEqual(ids.map(() => true));
    for (const id of ids) {
      expect(await store.matchWithState(id)).toMatchObject({ state_id: 9, log_length: 9 });
      expect((await store.log(id)).map((l) => l.entry.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    }
  });
});

test('migration 3 turns existing matches into snapshots at their current state, with who is to act', async () => {
  const db = await openPglite('memory');
  try {
    await migrate(
      db,
      MIGRATIONS.filter((m) => m.version < 3),
    );
    const state = { G: {}, ctx: { currentPlayer: '1', activePlayers: { '0': 'react' } }, _stateID: 7 };
    await db.query(
      `INSERT INTO matches (id, game, num_players, options, visibility, allow_spectators, status, state, state_id, seed, initial_state)
       VALUES ('old', 'fixture', 2, '{}', 'public', true, 'active', $1::jsonb, 7, 's', '{}')`,
      [JSON.stringify(state)],
    );
    expect(
      await migrate(
        db,
        MIGRATIONS.filter((m) => m.version <= 3),
      ),
    ).toEqual([3]);
    expect((await db.query(`SELECT state_id, snapshot_id, state FROM matches WHERE id = 'old'`)).rows[0]).toEqual({ state_id: 7, snapshot_id: 7, state });
    expect((await db.query(`SELECT active FROM matches WHERE id = 'old'`)).rows[0].active).toEqual({ currentPlayer: '1', activePlayers: { '0': 'react' } });
  } finally {
    await db.close();
  }
});

test('migration 4 deals waiting rooms afresh at their start (their old deal and log are dropped) and gives every seat generation 0', async () => {
  const db = await openPglite('memory');
  try {
    await migrate(
      db,
      MIGRATIONS.filter((m) => m.version < 4),
    );
    const state = {
      G: {
        hands: [
          [1, 2],
          [3, 4],
        ],
      },
      ctx: { currentPlayer: '0', activePlayers: null },
      _stateID: 0,
    };
    for (const [id, status] of [
      ['waiting', 'open'],
      ['playing', 'active'],
    ]) {
      await db.query(
        `INSERT INTO matches (id, game, num_players, options, visibility, allow_spectators, status, state, state_id, snapshot_id, seed, initial_state, active)
         VALUES ($1, 'fixture', 2, '{}', 'public', true, $2, $3::jsonb, 0, 0, 'old-seed', $3::jsonb, '{}')`,
        [id, status, JSON.stringify(state)],
      );
      await db.query(`INSERT INTO match_log (match_id, seq, state_id, entry) VALUES ($1, 0, 0, '{}')`, [id]);
    }
    expect(
      await migrate(
        db,
        MIGRATIONS.filter((m) => m.version <= 4),
      ),
    ).toEqual([4]);
    const rows = (await db.query('SELECT id, status, state, initial_state, seed, seat_gens FROM matches ORDER BY id')).rows;
    expect(rows).toEqual([
      { id: 'playing', status: 'active', state, initial_state: state, seed: 'old-seed', seat_gens: [0, 0] },
      { id: 'waiting', status: 'open', state: null, initial_state: null, seed: null, seat_gens: [0, 0] },
    ]);
    expect((await db.query('SELECT match_id FROM match_log ORDER BY match_id')).rows).toEqual([{ match_id: 'playing' }]);
  } finally {
    await db.close();
  }
});
