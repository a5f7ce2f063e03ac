/**
 * Group commit: moves of different matches that are ready while earlier commits are still on their way
 * to the database go together in one statement (one round trip, one WAL flush). Each match keeps its own
 * state_id guard, so a batch commits exactly the moves whose guard holds; a move whose guard fails is
 * reported as not committed, as if it had gone alone. At low load nothing waits: a commit is sent at once
 * whenever fewer than `maxInFlight` statements are out. One statement out at a time measured best: under
 * load every statement carries more commits, so the server and PostgreSQL spend fewer system calls and
 * wake-ups per move (docs/PERFORMANCE.md#group-commit).
 */
import { DbUnavailableError, type Queryable } from './db';

export interface CommitArgs {
  id: string;
  prevStateId: number;
  /** A new snapshot (the state at stateId), or null to keep the stored one and rely on the log. */
  state: unknown | null;
  stateId: number;
  /** The state_id of the snapshot the row holds after this commit (stateId when state is given). */
  snapshotId: number;
  /** Who is to act now ({ currentPlayer, activePlayers }). */
  active: unknown;
  logFrom: number;
  log: unknown[];
  status: string;
  result: unknown | null;
  /**
   * The acting seat and the generation of the credential it acted with: the commit holds only while that
   * credential is the seat's current one (null for the server's own actors, i.e. bots).
   */
  seat: number;
  gen: number | null;
}

/** A commit's outcome: written (with every seat's credential generation at that moment) or not. */
export type CommitResult = { written: true; seatGens: number[] } | { written: false };

interface Waiting {
  a: CommitArgs;
  resolve: (r: CommitResult) => void;
  reject: (e: unknown) => void;
}

const j = (v: unknown) => JSON.stringify(v);

/**
 * The guarded update of one match and the insert of its log rows, as one statement. The guard is the
 * previous state_id and, for a seat's action, its credential generation: a credential revoked by a
 * concurrent transaction (which updates this same row) makes the update match nothing, as PostgreSQL
 * re-checks the condition on the row version the revocation wrote.
 */
export async function commitOne(q: Queryable, a: CommitArgs): Promise<CommitResult> {
  const r = await q.query<{ updated: number; seat_gens: number[] | null }>(
    `WITH up AS (
       UPDATE matches SET state = coalesce($1::jsonb, state), state_id = $2, snapshot_id = $10, active = $11::jsonb,
         log_length = $3, status = $4, result = $5::jsonb, updated_at = now()
       WHERE id = $6 AND state_id = $7 AND ($12::int IS NULL OR seat_gens[$13::int + 1] = $12::int)
       RETURNING id, seat_gens
     ), ins AS (
       INSERT INTO match_log (match_id, seq, state_id, entry)
       SELECT up.id, $8::int + e.ord::int - 1, $2, e.entry
       FROM up CROSS JOIN jsonb_array_elements($9::jsonb) WITH ORDINALITY AS e(entry, ord)
       RETURNING 1
     )
     SELECT (SELECT count(*) FROM up)::int AS updated, (SELECT seat_gens FROM up) AS seat_gens, (SELECT count(*) FROM ins)::int AS logged`,
    [
      a.state === null ? null : j(a.state),
      a.stateId,
      a.logFrom + a.log.length,
      a.status,
      a.result === null ? null : j(a.result),
      a.id,
      a.prevStateId,
      a.logFrom,
      j(a.log),
      a.snapshotId,
      j(a.active),
      a.gen,
      a.seat,
    ],
    'qd_commit_one',
  );
  const row = r.rows[0];
  return row.updated === 1 ? { written: true, seatGens: row.seat_gens ?? [] } : { written: false };
}

/** Several matches' commits in one statement; returns the ids whose guard held (those were written), with their seats' generations. */
async function commitMany(q: Queryable, batch: CommitArgs[]): Promise<Map<string, number[]>> {
  // One JSON document; each state is serialised once and spliced in as it is.
  const doc =
    '[' +
    batch
      .map(
        (a) =>
          `{"id":${j(a.id)},"prev":${a.prevStateId},"sid":${a.stateId},"snap":${a.snapshotId},"loglen":${a.logFrom + a.log.length},"status":${j(a.status)},` +
          `"result":${a.result === null ? 'null' : j(a.result)},"logfrom":${a.logFrom},"log":${j(a.log)},"active":${j(a.active)},"seat":${a.seat},"gen":${a.gen === null ? 'null' : a.gen},` +
          `"state":${a.state === null ? 'null' : j(a.state)}}`,
      )
      .join(',') +
    ']';
  const r = await q.query<{ id: string; seat_gens: number[] }>(
    `WITH input AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb)
         AS x(id text, prev int, sid int, snap int, loglen int, status text, result jsonb, logfrom int, log jsonb, active jsonb, seat int, gen int, state jsonb)
     ), up AS (
       UPDATE matches m SET state = coalesce(i.state, m.state), state_id = i.sid, snapshot_id = i.snap, active = i.active,
         log_length = i.loglen, status = i.status, result = i.result, updated_at = now()
       FROM input i
       WHERE m.id = i.id AND m.state_id = i.prev AND (i.gen IS NULL OR m.seat_gens[i.seat + 1] = i.gen)
       RETURNING m.id, m.seat_gens
     ), ins AS (
       INSERT INTO match_log (match_id, seq, state_id, entry)
       SELECT i.id, i.logfrom + e.ord::int - 1, i.sid, e.entry
       FROM input i JOIN up ON up.id = i.id CROSS JOIN jsonb_array_elements(i.log) WITH ORDINALITY AS e(entry, ord)
       RETURNING 1
     )
     SELECT id, seat_gens FROM up`,
    [doc],
    'qd_commit_many',
  );
  return new Map(r.rows.map((x) => [x.id, x.seat_gens]));
}

export class CommitBatcher {
  private waiting: Waiting[] = [];
  private inFlight = 0;
  /** Statements sent and commits carried, for metrics and tests. */
  readonly stats = { statements: 0, commits: 0, largestBatch: 0 };

  constructor(
    private db: Queryable,
    private maxInFlight = 1,
    private maxBatch = 64,
  ) {}

  commit(a: CommitArgs): Promise<CommitResult> {
    return new Promise<CommitResult>((resolve, reject) => {
      this.waiting.push({ a, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.maxInFlight && this.waiting.length) {
      const batch = this.waiting.splice(0, this.maxBatch);
      this.inFlight++;
      void this.send(batch).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  private async send(batch: Waiting[]): Promise<void> {
    this.stats.statements++;
    this.stats.commits += batch.length;
    this.stats.largestBatch = Math.max(this.stats.largestBatch, batch.length);
    if (batch.length === 1) {
      const [w] = batch;
      await commitOne(this.db, w.a).then(w.resolve, w.reject);
      return;
    }
    try {
      const written = await commitMany(
        this.db,
        batch.map((w) => w.a),
      );
      for (const w of batch) {
        const seatGens = written.get(w.a.id);
        w.resolve(seatGens ? { written: true, seatGens } : { written: false });
      }
    } catch (e) {
      // The database is away: every commit in the batch failed alike (nothing was written).
      if (e instanceof DbUnavailableError) {
        for (const w of batch) w.reject(e);
        return;
      }
      // One bad commit must not fail its neighbours: nothing of the batch was written (one statement),
      // so each is tried again alone and only the bad one reports its error.
      await Promise.all(batch.map((w) => commitOne(this.db, w.a).then(w.resolve, w.reject)));
    }
  }
}
