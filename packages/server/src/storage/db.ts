import { Pool, type PoolClient } from 'pg';

/** The subset of a database client the storage layer uses; implemented by pg and PGlite alike. */
export interface Queryable {
  /**
   * `name` marks a hot statement: PostgreSQL keeps it prepared on each pooled connection and skips parsing
   * and planning it again (one name per SQL text). PGlite ignores it.
   */
  query<T = any>(sql: string, params?: unknown[], name?: string): Promise<{ rows: T[]; rowCount: number }>;
}

export interface Db extends Queryable {
  readonly kind: 'postgres' | 'pglite';
  /** Run fn in one transaction; commit when it resolves, roll back when it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** Several statements at once (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** Raised for failures of the database itself (connection lost, server down), as opposed to bad queries. */
export class DbUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The database is temporarily unavailable');
    this.name = 'DbUnavailableError';
    (this as any).cause = cause;
  }
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08004']);

function isConnectionError(e: unknown): boolean {
  const err = e as { code?: string; message?: string };
  if (err?.code && CONNECTION_CODES.has(err.code)) return true;
  const m = err?.message ?? '';
  return /Connection terminated|connect ECONNREFUSED|terminating connection|Client has encountered a connection error|timeout exceeded when trying to connect|Connection ended/i.test(
    m,
  );
}

function wrap(e: unknown): never {
  if (isConnectionError(e)) throw new DbUnavailableError(e);
  throw e;
}

export async function openPostgres(url: string, poolSize: number): Promise<Db> {
  const pool = new Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => {});
  const db: Db = {
    kind: 'postgres',
    async query(sql, params, name) {
      try {
        const r = await pool.query({ name, text: sql, values: params as any[] });
        return { rows: r.rows, rowCount: r.rowCount ?? 0 };
      } catch (e) {
        return wrap(e);
      }
    },
    async tx(fn) {
      let client: PoolClient;
      try {
        client = await pool.connect();
      } catch (e) {
        return wrap(e);
      }
      let broken = false;
      // Pooled clients live on: the listener must go with the transaction, or every transaction adds one.
      const onError = () => {
        broken = true;
      };
      client.on('error', onError);
      const q: Queryable = {
        async query(sql, params, name) {
          const r = await client.query({ name, text: sql, values: params as any[] });
          return { rows: r.rows, rowCount: r.rowCount ?? 0 };
        },
      };
      try {
        await client.query('BEGIN');
        const out = await fn(q);
        await client.query('COMMIT');
        return out;
      } catch (e) {
        broken = broken || isConnectionError(e);
        if (!broken) await client.query('ROLLBACK').catch(() => (broken = true));
        return wrap(e);
      } finally {
        client.off('error', onError);
        client.release(broken ? true : undefined);
      }
    },
    async exec(sql) {
      try {
        await pool.query(sql);
      } catch (e) {
        wrap(e);
      }
    },
    async close() {
      await pool.end();
    },
  };
  return db;
}

export async function openPglite(dataDir: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = dataDir === 'memory' ? new PGlite() : new PGlite(dataDir);
  await pg.waitReady;
  const asQ = (t: { query: (s: string, p?: any[]) => Promise<{ rows: any[]; affectedRows?: number }> }): Queryable => ({
    async query(sql, params) {
      const r = await t.query(sql, params as any[]);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
  });
  return {
    kind: 'pglite',
    query: asQ(pg).query,
    tx: (fn) => pg.transaction((t) => fn(asQ(t as any))),
    async exec(sql) {
      await pg.exec(sql);
    },
    async close() {
      await pg.close();
    },
  };
}
