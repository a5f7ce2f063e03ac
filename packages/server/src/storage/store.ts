import type { Db, Queryable } from './db';

/** A match's start: its freshly dealt initial state, the seed it was dealt with, and who acts first. */
export interface MatchStart {
  state: unknown;
  stateId: number;
  seed: string;
  active: unknown;
}
import { hashSecret, newId, newSecret } from './secrets';
import { CommitBatcher, commitOne, type CommitArgs, type CommitResult } from './commits';

export interface PlayerRow {
  id: string;
  name: string;
}

export interface MatchRow {
  id: string;
  game: string;
  num_players: number;
  options: Record<string, unknown>;
  visibility: 'public' | 'unlisted';
  allow_spectators: boolean;
  created_by: string | null;
  campaign_id: string | null;
  status: 'open' | 'active' | 'finished';
  state_id: number;
  /** The state_id of the stored snapshot; the log holds the actions from there to state_id. */
  snapshot_id: number;
  log_length: number;
  result: { points: Record<string, number>; winners: string[] } | null;
  /** seat_gens[seat]: the generation of the seat's current credential (bumped at every credential change). */
  seat_gens: number[];
  /** The match this one is a rematch of, if it is one. */
  rematch_of: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

interface MatchWithState extends MatchRow {
  /** The snapshot: the state at snapshot_id (not necessarily the current state); null while the room is open. */
  state: any;
  /** The actions after the snapshot, in order: one per state_id from snapshot_id + 1 to state_id, with the entropy each was reduced with. */
  replay: Array<{ state_id: number; action: any; entropy?: string }>;
}

/** What a seat's socket handshake needs, read in one statement: the match, and the seat's credential with its generation. */
interface SeatAuthRow extends MatchRow {
  credential_hash: string | null;
  bot: boolean | null;
  player_id: string | null;
  name: string | null;
  gen: number | null;
}

export interface SeatRow {
  match_id: string;
  seat: number;
  player_id: string | null;
  bot: boolean;
  credential_hash: string | null;
  name: string | null;
  /** A rematch keeps this seat for its previous player until `reserved_until`. */
  reserved_for: string | null;
  reserved_until: Date | string | null;
}

export interface ChatRow {
  id: number | string;
  match_id: string;
  seat: number | null;
  /** A private line's recipient (null: the whole table). */
  to_seat: number | null;
  name: string;
  text: string;
  created_at: Date | string;
}

interface CampaignRow {
  id: string;
  name: string;
  game: string;
  num_players: number;
  options: Record<string, unknown>;
  settings: { visibility: 'public' | 'unlisted'; allowSpectators: boolean; bots: number[] };
  created_by: string | null;
  roster: Array<{ playerId: string | null; bot: boolean }>;
  totals: number[];
  status: 'active' | 'finished';
  winners: number[];
}

const MATCH_COLS = `id, game, num_players, options, visibility, allow_spectators, created_by, campaign_id, status,
  state_id, snapshot_id, log_length, result, seat_gens, rematch_of, created_at, updated_at`;

const j = (v: unknown) => JSON.stringify(v);

/** All SQL lives here. Every method takes an optional Queryable so callers can compose transactions. */
export class Store {
  /** Group commit of moves across matches (see commits.ts). */
  readonly commits: CommitBatcher;

  constructor(readonly db: Db) {
    this.commits = new CommitBatcher(db);
  }

  // ----- players -----
  async createPlayer(name: string): Promise<{ player: PlayerRow; token: string }> {
    const id = newId();
    const token = newSecret();
    await this.db.query('INSERT INTO players (id, name, token_hash) VALUES ($1, $2, $3)', [id, name, hashSecret(token)]);
    return { player: { id, name }, token };
  }

  async playerByToken(token: string): Promise<PlayerRow | null> {
    const r = await this.db.query<PlayerRow>('SELECT id, name FROM players WHERE token_hash = $1', [hashSecret(token)]);
    return r.rows[0] ?? null;
  }

  async playerNames(ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const r = await this.db.query<PlayerRow>('SELECT id, name FROM players WHERE id = ANY($1::text[])', [ids]);
    return new Map(r.rows.map((p) => [p.id, p.name]));
  }

  // ----- matches -----
  /**
   * Insert a new match and its seats in one statement. A room that waits for players has no state, seed or
   * deal (all null, state_id 0): `startMatch` makes them when the last seat is taken.
   */
  async insertMatch(
    q: Queryable,
    m: {
      id: string;
      game: string;
      numPlayers: number;
      options: unknown;
      visibility: string;
      allowSpectators: boolean;
      createdBy: string | null;
      campaignId: string | null;
      seats: Array<{ seat: number; bot: boolean; playerId: string | null; reservedFor?: string | null }>;
      /** The match starts at once (every seat filled): its initial state, made with `seed`. */
      start?: MatchStart;
      /** A rematch: the finished match it repeats, and how long its seats stay reserved. */
      rematchOf?: string;
      reserveSeconds?: number;
    },
  ): Promise<void> {
    const st = m.start;
    await q.query(
      `WITH m AS (
         INSERT INTO matches (id, game, num_players, options, visibility, allow_spectators, created_by, campaign_id, status,
           state, state_id, snapshot_id, seed, initial_state, active, seat_gens, rematch_of)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10::jsonb, $11, $11, $12, $10::jsonb, $13::jsonb, array_fill(0, ARRAY[$3::int]), $18)
         RETURNING id
       )
       INSERT INTO seats (match_id, seat, bot, player_id, reserved_for, reserved_until)
       SELECT m.id, s.seat, s.bot, s.player_id, s.reserved_for, CASE WHEN s.reserved_for IS NULL THEN NULL ELSE now() + make_interval(secs => $19) END
       FROM m, unnest($14::int[], $15::bool[], $16::text[], $17::text[]) AS s(seat, bot, player_id, reserved_for)`,
      [
        m.id,
        m.game,
        m.numPlayers,
        j(m.options),
        m.visibility,
        m.allowSpectators,
        m.createdBy,
        m.campaignId,
        st ? 'active' : 'open',
        st ? j(st.state) : null,
        st ? st.stateId : 0,
        st ? st.seed : null,
        j(st ? st.active : { currentPlayer: null, activePlayers: null }),
        m.seats.map((s) => s.seat),
        m.seats.map((s) => s.bot),
        m.seats.map((s) => s.playerId),
        m.seats.map((s) => s.reservedFor ?? null),
        m.rematchOf ?? null,
        m.reserveSeconds ?? 0,
      ],
    );
  }

  /** The rematch of a match, if one was proposed. */
  async rematchOf(matchId: string, q: Queryable = this.db): Promise<string | null> {
    const r = await q.query<{ id: string }>('SELECT id FROM matches WHERE rematch_of = $1', [matchId]);
    return r.rows[0]?.id ?? null;
  }

  /** The last seat was taken: store the freshly dealt initial state (in the seat claim's transaction, under the match lock). */
  async startMatch(q: Queryable, id: string, st: MatchStart): Promise<boolean> {
    const r = await q.query(
      `UPDATE matches SET status = 'active', state = $2::jsonb, initial_state = $2::jsonb, seed = $3, state_id = $4, snapshot_id = $4,
         active = $5::jsonb, updated_at = now()
       WHERE id = $1 AND status = 'open'`,
      [id, j(st.state), st.seed, st.stateId, j(st.active)],
    );
    return r.rowCount === 1;
  }

  async match(id: string, q: Queryable = this.db): Promise<MatchRow | null> {
    const r = await q.query<MatchRow>(`SELECT ${MATCH_COLS} FROM matches WHERE id = $1`, [id]);
    return r.rows[0] ?? null;
  }

  /**
   * The match with its snapshot and the actions logged since, read in one statement (one consistent
   * view). An action's own log entry comes first among the entries of its state_id; the entries after
   * it are the events it triggered, which replaying the action reproduces.
   */
  async matchWithState(id: string, q: Queryable = this.db): Promise<MatchWithState | null> {
    const r = await q.query<MatchWithState>(
      `SELECT ${MATCH_COLS}, state,
         (SELECT coalesce(jsonb_agg(jsonb_build_object('state_id', a.state_id, 'action', a.action, 'entropy', a.entropy) ORDER BY a.state_id), '[]'::jsonb)
          FROM (SELECT DISTINCT ON (l.state_id) l.state_id, l.entry->'action' AS action, l.entry->'entropy' AS entropy
                FROM match_log l WHERE l.match_id = m.id AND l.state_id > m.snapshot_id
                ORDER BY l.state_id, l.seq) a) AS replay
       FROM matches m WHERE id = $1`,
      [id],
    );
    return r.rows[0] ?? null;
  }

  /**
   * What rebuilds a match's state at `upTo` (for an undo): the stored snapshot when it is not later than
   * `upTo`, else the initial state; and the actions after it up to `upTo`, each with its entropy.
   */
  async replayTo(id: string, upTo: number): Promise<{ start: unknown; replay: Array<{ state_id: number; action: any; entropy?: string }> } | null> {
    const r = await this.db.query<{ start: unknown; replay: Array<{ state_id: number; action: any; entropy?: string }> }>(
      `WITH m AS (SELECT id, CASE WHEN snapshot_id <= $2 THEN snapshot_id ELSE -1 END AS from_id,
                         CASE WHEN snapshot_id <= $2 THEN state ELSE initial_state END AS start FROM matches WHERE id = $1)
       SELECT m.start,
         (SELECT coalesce(jsonb_agg(jsonb_build_object('state_id', a.state_id, 'action', a.action, 'entropy', a.entropy) ORDER BY a.state_id), '[]'::jsonb)
          FROM (SELECT DISTINCT ON (l.state_id) l.state_id, l.entry->'action' AS action, l.entry->'entropy' AS entropy
                FROM match_log l WHERE l.match_id = m.id AND l.state_id > m.from_id AND l.state_id <= $2
                ORDER BY l.state_id, l.seq) a) AS replay
       FROM m`,
      [id, upTo],
    );
    return r.rows[0] ?? null;
  }

  /** The log entry of the action that made the match's current state (its first entry), or null. */
  async lastAction(id: string): Promise<{ state_id: number; entry: any } | null> {
    const r = await this.db.query<{ state_id: number; entry: any }>(
      `SELECT l.state_id, l.entry FROM match_log l JOIN matches m ON m.id = l.match_id AND l.state_id = m.state_id
       WHERE l.match_id = $1 ORDER BY l.seq LIMIT 1`,
      [id],
    );
    return r.rows[0] ?? null;
  }

  /** The current state of each of these matches (those that exist), in one statement. */
  async stateIds(ids: string[]): Promise<Map<string, number>> {
    const r = await this.db.query<{ id: string; state_id: number }>('SELECT id, state_id FROM matches WHERE id = ANY($1::text[])', [ids]);
    return new Map(r.rows.map((x) => [x.id, x.state_id]));
  }

  async stateIdOf(id: string): Promise<number | null> {
    const r = await this.db.query<{ state_id: number }>('SELECT state_id FROM matches WHERE id = $1', [id]);
    return r.rows[0]?.state_id ?? null;
  }

  /**
   * The heart of the pipeline: write the new state only if the stored state is still the one the action
   * was computed from and the actor's credential is still the seat's, and append its log entries, in the
   * caller's transaction. Not written: another writer got there first, or the credential was revoked.
   */
  commitState(q: Queryable, a: CommitArgs): Promise<CommitResult> {
    return commitOne(q, a);
  }

  /** Write a move's state and log rows on its own, grouped with other matches' commits under load. */
  commitAlone(a: CommitArgs): Promise<CommitResult> {
    return this.commits.commit(a);
  }

  /**
   * Lock the match row until the transaction ends and read its status. Seat changes of one match take this
   * lock first, so they go one at a time and each sees the ones before it (two last seats claimed at the
   * same moment both saw the other seat free and neither started the match).
   */
  async lockMatch(q: Queryable, id: string): Promise<MatchRow | null> {
    const r = await q.query<MatchRow>(`SELECT ${MATCH_COLS} FROM matches WHERE id = $1 FOR UPDATE`, [id]);
    return r.rows[0] ?? null;
  }

  /**
   * The match log entries of the actions that produced states `from` to `upTo` (inclusive), in order.
   */
  async log(id: string, upTo = 2 ** 31 - 1, from = 0): Promise<Array<{ seq: number; state_id: number; entry: any }>> {
    const r = await this.db.query<{ seq: number; state_id: number; entry: any }>(
      'SELECT seq, state_id, entry FROM match_log WHERE match_id = $1 AND state_id <= $2 AND state_id >= $3 ORDER BY seq',
      [id, upTo, from],
    );
    return r.rows;
  }

  async openMatchesCreatedBy(playerId: string): Promise<number> {
    const r = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM matches WHERE created_by = $1 AND status <> 'finished'`, [playerId]);
    return r.rows[0].n;
  }

  async listOpenMatches(game: string | undefined, limit: number): Promise<MatchRow[]> {
    const r = await this.db.query<MatchRow>(
      `SELECT ${MATCH_COLS} FROM matches m
       WHERE visibility = 'public' AND status <> 'finished' AND ($1::text IS NULL OR game = $1)
         AND EXISTS (SELECT 1 FROM seats s WHERE s.match_id = m.id AND s.player_id IS NULL AND NOT s.bot
                     AND (s.reserved_for IS NULL OR s.reserved_until < now()))
       ORDER BY updated_at DESC LIMIT $2`,
      [game ?? null, limit],
    );
    return r.rows;
  }

  /** Public matches in play that spectators may watch, most recently active first. */
  async listLiveMatches(game: string | undefined, limit: number): Promise<MatchRow[]> {
    const r = await this.db.query<MatchRow>(
      `SELECT ${MATCH_COLS} FROM matches
       WHERE visibility = 'public' AND status = 'active' AND allow_spectators AND ($1::text IS NULL OR game = $1)
       ORDER BY updated_at DESC LIMIT $2`,
      [game ?? null, limit],
    );
    return r.rows;
  }

  async renamePlayer(id: string, name: string): Promise<PlayerRow> {
    const r = await this.db.query<PlayerRow>('UPDATE players SET name = $2 WHERE id = $1 RETURNING id, name', [id, name]);
    return r.rows[0];
  }

  async matchesOfPlayer(playerId: string): Promise<Array<MatchRow & { seat: number; active: any }>> {
    const r = await this.db.query<MatchRow & { seat: number; active: any }>(
      `SELECT ${MATCH_COLS.split(',')
        .map((c) => 'm.' + c.trim())
        .join(', ')}, s.seat,
         m.active->'activePlayers' AS active_players, m.active->>'currentPlayer' AS current_player
       FROM seats s JOIN matches m ON m.id = s.match_id
       WHERE s.player_id = $1 ORDER BY m.updated_at DESC LIMIT 200`,
      [playerId],
    );
    return r.rows;
  }

  // ----- seats -----
  async seats(matchId: string, q: Queryable = this.db): Promise<SeatRow[]> {
    const r = await q.query<SeatRow>(
      `SELECT s.match_id, s.seat, s.player_id, s.bot, s.credential_hash, p.name, s.reserved_for, s.reserved_until
       FROM seats s LEFT JOIN players p ON p.id = s.player_id WHERE s.match_id = $1 ORDER BY s.seat`,
      [matchId],
    );
    return r.rows;
  }

  /**
   * A seat's socket handshake: the match row, the seat's credential hash and its generation, in one
   * statement (so the generation is the one of that hash). Null when the match does not exist.
   */
  async seatAuth(matchId: string, seat: number): Promise<SeatAuthRow | null> {
    const r = await this.db.query<SeatAuthRow>(
      `SELECT ${MATCH_COLS.split(',')
        .map((c) => 'm.' + c.trim())
        .join(', ')}, s.credential_hash, s.bot, s.player_id, p.name,
         m.seat_gens[$2::int + 1] AS gen
       FROM matches m LEFT JOIN seats s ON s.match_id = m.id AND s.seat = $2 LEFT JOIN players p ON p.id = s.player_id
       WHERE m.id = $1`,
      [matchId, seat],
    );
    return r.rows[0] ?? null;
  }

  /** Bump a seat's credential generation (in the transaction that changes its credential); returns the new one. */
  private async bumpGen(q: Queryable, matchId: string, seat: number): Promise<number> {
    const r = await q.query<{ gen: number }>(
      'UPDATE matches SET seat_gens[$2::int + 1] = seat_gens[$2::int + 1] + 1 WHERE id = $1 RETURNING seat_gens[$2::int + 1] AS gen',
      [matchId, seat],
    );
    return r.rows[0].gen;
  }

  /**
   * Claim a free seat: one UPDATE whose WHERE clause only matches a free seat, so of two concurrent
   * claims exactly one changes a row. A player holds at most one seat of a match. Run it under the
   * match lock (`lockMatch`): it also moves the seat's credential generation on.
   */
  async claimSeat(matchId: string, seat: number, playerId: string, q: Queryable): Promise<string | null> {
    const credential = newSecret();
    const r = await q.query(
      `UPDATE seats SET player_id = $1, credential_hash = $2, claimed_at = now(), reserved_for = NULL, reserved_until = NULL
       WHERE match_id = $3 AND seat = $4 AND player_id IS NULL AND NOT bot
         AND (reserved_for IS NULL OR reserved_for = $1 OR reserved_until < now())
         AND NOT EXISTS (SELECT 1 FROM seats o WHERE o.match_id = $3 AND o.player_id = $1)`,
      [playerId, hashSecret(credential), matchId, seat],
    );
    if (r.rowCount !== 1) return null;
    await this.bumpGen(q, matchId, seat);
    return credential;
  }

  /**
   * Issue a fresh credential for a seat the player holds (the old one stops working); under the match
   * lock. Returns the new credential and the generation that was revoked.
   */
  async rotateCredential(q: Queryable, matchId: string, seat: number, playerId: string): Promise<{ credential: string; revokedGen: number } | null> {
    const credential = newSecret();
    const r = await q.query('UPDATE seats SET credential_hash = $1 WHERE match_id = $2 AND seat = $3 AND player_id = $4 AND NOT bot', [
      hashSecret(credential),
      matchId,
      seat,
      playerId,
    ]);
    if (r.rowCount !== 1) return null;
    return { credential, revokedGen: (await this.bumpGen(q, matchId, seat)) - 1 };
  }

  /** Before the start: the seat becomes free again (under the match lock); returns the revoked generation. */
  async freeSeat(q: Queryable, matchId: string, seat: number, playerId: string): Promise<number | null> {
    const r = await q.query(
      'UPDATE seats SET player_id = NULL, credential_hash = NULL, claimed_at = NULL WHERE match_id = $1 AND seat = $2 AND player_id = $3',
      [matchId, seat, playerId],
    );
    return r.rowCount === 1 ? (await this.bumpGen(q, matchId, seat)) - 1 : null;
  }

  /** A player leaving a running match hands the seat to the bot (credential revoked; under the match lock). */
  async seatToBot(q: Queryable, matchId: string, seat: number, playerId: string): Promise<number | null> {
    const r = await q.query('UPDATE seats SET bot = true, credential_hash = NULL WHERE match_id = $1 AND seat = $2 AND player_id = $3 AND NOT bot', [
      matchId,
      seat,
      playerId,
    ]);
    return r.rowCount === 1 ? (await this.bumpGen(q, matchId, seat)) - 1 : null;
  }

  // ----- chat -----
  /**
   * Store a chat line of a seat whose credential generation is `gen`, only while that is still the seat's
   * credential (the match row is share-locked, so a concurrent revocation is ordered before or after).
   * Returns the line with every seat's generation at that moment, or null when the credential was revoked.
   */
  async addChat(
    matchId: string,
    seat: number,
    gen: number,
    playerId: string | null,
    name: string,
    text: string,
    toSeat: number | null = null,
  ): Promise<{ line: ChatRow; seatGens: number[] } | null> {
    const r = await this.db.query<ChatRow & { seat_gens: number[] }>(
      `WITH m AS (SELECT seat_gens FROM matches WHERE id = $1 AND seat_gens[$2::int + 1] = $6 FOR SHARE),
       ins AS (INSERT INTO chat (match_id, seat, player_id, name, text, to_seat) SELECT $1, $2, $3, $4, $5, $7 FROM m
               RETURNING id, match_id, seat, to_seat, name, text, created_at)
       SELECT ins.*, m.seat_gens FROM ins, m`,
      [matchId, seat, playerId, name, text, gen, toSeat],
    );
    const row = r.rows[0];
    if (!row) return null;
    const { seat_gens, ...line } = row;
    return { line, seatGens: seat_gens };
  }

  /** The newest lines `viewerSeat` may read: the table's, and the private lines it sent or received. */
  async chat(matchId: string, viewerSeat: number, limit = 200): Promise<ChatRow[]> {
    const r = await this.db.query<ChatRow>(
      `SELECT * FROM (SELECT id, match_id, seat, to_seat, name, text, created_at FROM chat
                      WHERE match_id = $1 AND (to_seat IS NULL OR seat = $3 OR to_seat = $3) ORDER BY id DESC LIMIT $2) c ORDER BY id`,
      [matchId, limit, viewerSeat],
    );
    return r.rows;
  }

  // ----- campaigns -----
  async insertCampaign(q: Queryable, c: Omit<CampaignRow, 'status' | 'winners'>): Promise<void> {
    await q.query(
      `INSERT INTO campaigns (id, name, game, num_players, options, settings, created_by, roster, totals, status)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8::jsonb, $9::jsonb, 'active')`,
      [c.id, c.name, c.game, c.num_players, j(c.options), j(c.settings), c.created_by, j(c.roster), j(c.totals)],
    );
  }

  /** A campaign; `lock`: row-locked until the caller's transaction ends (campaign steps go one at a time). */
  async campaign(id: string, q: Queryable = this.db, lock = false): Promise<CampaignRow | null> {
    const r = await q.query<CampaignRow>(
      `SELECT id, name, game, num_players, options, settings, created_by, roster, totals, status, winners FROM campaigns WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return r.rows[0] ?? null;
  }

  /** Finished matches of active campaigns whose result the campaign has not recorded yet. */
  async unrecordedCampaignMatches(): Promise<Array<{ campaign_id: string; match_id: string }>> {
    const r = await this.db.query<{ campaign_id: string; match_id: string }>(
      `SELECT cm.campaign_id, cm.match_id FROM campaign_matches cm
       JOIN matches m ON m.id = cm.match_id JOIN campaigns c ON c.id = cm.campaign_id
       WHERE cm.result IS NULL AND m.status = 'finished' AND c.status = 'active' ORDER BY cm.campaign_id, cm.ordinal LIMIT 1000`,
    );
    return r.rows;
  }

  async campaignMatches(id: string, q: Queryable = this.db): Promise<Array<{ ordinal: number; match_id: string; result: any; status: string }>> {
    const r = await q.query<{ ordinal: number; match_id: string; result: any; status: string }>(
      `SELECT cm.ordinal, cm.match_id, cm.result, m.status FROM campaign_matches cm JOIN matches m ON m.id = cm.match_id
       WHERE cm.campaign_id = $1 ORDER BY cm.ordinal`,
      [id],
    );
    return r.rows;
  }

  async addCampaignMatch(q: Queryable, campaignId: string, ordinal: number, matchId: string): Promise<void> {
    await q.query('INSERT INTO campaign_matches (campaign_id, ordinal, match_id) VALUES ($1, $2, $3)', [campaignId, ordinal, matchId]);
  }

  async updateCampaign(q: Queryable, id: string, u: { roster?: unknown; totals?: number[]; status?: string; winners?: number[] }): Promise<void> {
    await q.query(
      `UPDATE campaigns SET roster = COALESCE($2::jsonb, roster), totals = COALESCE($3::jsonb, totals),
         status = COALESCE($4, status), winners = COALESCE($5::jsonb, winners), updated_at = now() WHERE id = $1`,
      [
        id,
        u.roster === undefined ? null : j(u.roster),
        u.totals === undefined ? null : j(u.totals),
        u.status ?? null,
        u.winners === undefined ? null : j(u.winners),
      ],
    );
  }

  async setCampaignMatchResult(q: Queryable, campaignId: string, matchId: string, result: unknown): Promise<void> {
    await q.query('UPDATE campaign_matches SET result = $3::jsonb WHERE campaign_id = $1 AND match_id = $2', [campaignId, matchId, j(result)]);
  }

  async campaignsOfPlayer(playerId: string): Promise<string[]> {
    const r = await this.db.query<{ id: string }>(
      `SELECT c.id FROM campaigns c WHERE EXISTS (
         SELECT 1 FROM campaign_matches cm JOIN seats s ON s.match_id = cm.match_id
         WHERE cm.campaign_id = c.id AND s.player_id = $1)
       ORDER BY c.updated_at DESC LIMIT 100`,
      [playerId],
    );
    return r.rows.map((x) => x.id);
  }
}
