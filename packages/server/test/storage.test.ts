import { DB_KINDS, suiteDatabase } from './helpers';
import { openPglite, openPostgres, type Db } from '../src/storage/db';
import { migrate, MIGRATIONS } from '../src/storage/migrations';
import { Store } from '../src/storage/store';

describe.each(DB_KINDS)('storage on %s', (kind) => {
  let db: Db;
  let drop: () => Promise<void> = async () => {};
  let skip = false;
  beforeAll(async () => {
    const target = await suiteDatabase(kind);
    if (!target) {
      skip = true;
      return;
    }
    drop = target.drop;
    db = target.url ? await openPostgres(target.url, 4) : await openPglite('memory');
  });
  afterAll(async () => {
    await db?.close();
    await drop();
  });

  test('migrations apply once, in order, and are recorded; running again changes nothing', async () => {
    if (skip) return;
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
    if (skip) return;
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

  test('commitState writes only over the state it was computed from', async () => {
    if (skip) return;
    const store = new Store(db);
    await db.tx((q) =>
      store.insertMatch(q, {
        id: 'guarded',
        game: 'fixture',
        numPlayers: 2,
        options: {},
        visibility: 'public',
        allowSpectators: true,
        createdBy: null,
        campaignId: null,
        status: 'active',
        state: { v: 0 },
        stateId: 0,
        seed: 's',
        initialState: { v: 0 },
        seats: [
          { seat: 0, bot: false, playerId: null },
          { seat: 1, bot: false, playerId: null },
        ],
      }),
    );
    const write = (prev: number, next: number) =>
      db.tx((q) => store.commitState(q, { id: 'guarded', prevStateId: prev, stateId: next, state: { v: next }, logFrom: prev, log: [{ n: next }], status: 'active', result: null }));
    expect(await write(0, 1)).toBe(true);
    expect(await write(0, 1)).toBe(false);
    expect(await write(1, 2)).toBe(true);
    const m = await store.matchWithState('guarded');
    expect(m).toMatchObject({ state_id: 2, log_length: 2, state: { v: 2 } });
    expect((await store.log('guarded')).map((l) => l.entry)).toEqual([{ n: 1 }, { n: 2 }]);
    expect((await store.log('guarded', 1)).map((l) => l.entry)).toEqual([{ n: 1 }]);
  });
});
