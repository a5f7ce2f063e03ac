import type { Db } from './db';

/**
 * Versioned schema migrations, applied in order, each in its own transaction, recorded in
 * schema_migrations. Never edit a released migration: add a new one. SQL stays within PostgreSQL 15
 * so the same statements run on a real server and on PGlite.
 */
export const MIGRATIONS: Array<{ version: number; name: string; sql: string }> = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
CREATE TABLE players (
  id          text PRIMARY KEY,
  name        text NOT NULL,
  token_hash  text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE campaigns (
  id           text PRIMARY KEY,
  name         text NOT NULL,
  game         text NOT NULL,
  num_players  int NOT NULL,
  options      jsonb NOT NULL,
  settings     jsonb NOT NULL,
  created_by   text REFERENCES players(id),
  roster       jsonb NOT NULL,
  totals       jsonb NOT NULL,
  status       text NOT NULL CHECK (status IN ('active', 'finished')),
  winners      jsonb NOT NULL DEFAULT '[]',
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE matches (
  id                text PRIMARY KEY,
  game              text NOT NULL,
  num_players       int NOT NULL,
  options           jsonb NOT NULL,
  visibility        text NOT NULL CHECK (visibility IN ('public', 'unlisted')),
  allow_spectators  boolean NOT NULL,
  created_by        text REFERENCES players(id),
  campaign_id       text REFERENCES campaigns(id),
  status            text NOT NULL CHECK (status IN ('open', 'active', 'finished')),
  state             jsonb NOT NULL,
  state_id          int NOT NULL,
  log_length        int NOT NULL DEFAULT 0,
  seed              text NOT NULL,
  initial_state     jsonb NOT NULL,
  result            jsonb,
  metadata          jsonb NOT NULL DEFAULT '{}',
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX matches_lobby ON matches (status, visibility, updated_at DESC);
CREATE INDEX matches_campaign ON matches (campaign_id);

-- Append-only: rows are inserted, never updated or deleted (except with their match).
CREATE TABLE match_log (
  match_id    text NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
  seq         int NOT NULL,
  state_id    int NOT NULL,
  entry       jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (match_id, seq)
);

CREATE TABLE seats (
  match_id         text NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
  seat             int NOT NULL,
  player_id        text REFERENCES players(id),
  bot              boolean NOT NULL DEFAULT false,
  credential_hash  text,
  claimed_at       timestamptz,
  PRIMARY KEY (match_id, seat)
);
CREATE INDEX seats_player ON seats (player_id);

CREATE TABLE chat (
  id          bigserial PRIMARY KEY,
  match_id    text NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
  seat        int,
  player_id   text REFERENCES players(id),
  name        text NOT NULL,
  text        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_match ON chat (match_id, id);

CREATE TABLE campaign_matches (
  campaign_id  text NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  ordinal      int NOT NULL,
  match_id     text NOT NULL REFERENCES matches(id),
  result       jsonb,
  PRIMARY KEY (campaign_id, ordinal)
);
`,
  },
  {
    // Moves rewrite a match row many times a second. Keeping updated_at out of every index and leaving
    // free space in each page lets PostgreSQL update the row in place (HOT): no index writes per move.
    version: 2,
    name: 'hot match updates',
    sql: `
DROP INDEX matches_lobby;
CREATE INDEX matches_lobby ON matches (status, visibility);
ALTER TABLE matches SET (fillfactor = 50);
`,
  },
  {
    // A move no longer rewrites the whole state: the row keeps a snapshot (state at snapshot_id) and the
    // log holds every action since, which the server replays on a cold load. Each move updates only the
    // small columns; the snapshot is rewritten every few moves and when the game ends. "active" holds who
    // is to act (for "My games") so nothing needs to read the snapshot for it.
    version: 3,
    name: 'state snapshots',
    sql: `
ALTER TABLE matches ADD COLUMN snapshot_id int;
UPDATE matches SET snapshot_id = state_id;
ALTER TABLE matches ALTER COLUMN snapshot_id SET NOT NULL;
ALTER TABLE matches ADD COLUMN active jsonb;
UPDATE matches SET active = jsonb_build_object('currentPlayer', state->'ctx'->'currentPlayer', 'activePlayers', state->'ctx'->'activePlayers');
ALTER TABLE matches ALTER COLUMN active SET NOT NULL;
`,
  },
  {
    // Security (a secret must not exist before the rules create it): a room waiting for players has no
    // state, seed or deal; they are made when the last seat is taken. Rooms created before this migration
    // had dealt at creation, and their hands could have been read by seat shopping: they are dealt afresh.
    // seat_gens[seat + 1] counts the credentials a seat has had; every credential change bumps it in the
    // same transaction, and a socket acts, chats and receives views only while its credential's
    // generation is the current one (checked inside the statements that commit an action or a chat line).
    version: 4,
    name: 'deal at start, credential generations',
    sql: `
ALTER TABLE matches ALTER COLUMN state DROP NOT NULL;
ALTER TABLE matches ALTER COLUMN initial_state DROP NOT NULL;
ALTER TABLE matches ALTER COLUMN seed DROP NOT NULL;
ALTER TABLE matches ADD COLUMN seat_gens int[];
UPDATE matches SET seat_gens = array_fill(0, ARRAY[num_players]);
ALTER TABLE matches ALTER COLUMN seat_gens SET NOT NULL;
DELETE FROM match_log WHERE match_id IN (SELECT id FROM matches WHERE status = 'open');
UPDATE matches SET state = NULL, initial_state = NULL, seed = NULL, state_id = 0, snapshot_id = 0, log_length = 0,
  active = '{"currentPlayer":null,"activePlayers":null}'::jsonb WHERE status = 'open';
`,
  },
  {
    // Rematches: a finished match may have one rematch (same game, options and seating), whose seats are
    // kept for their previous players for a while (reserved_for, until reserved_until), then free to anyone.
    version: 5,
    name: 'rematches',
    sql: `
ALTER TABLE matches ADD COLUMN rematch_of text REFERENCES matches(id);
CREATE UNIQUE INDEX matches_rematch_of ON matches (rematch_of) WHERE rematch_of IS NOT NULL;
ALTER TABLE seats ADD COLUMN reserved_for text REFERENCES players(id);
ALTER TABLE seats ADD COLUMN reserved_until timestamptz;
`,
  },
  {
    // Private table chat: a line to one seat (to_seat), seen only by its sender and that seat.
    version: 6,
    name: 'private chat',
    sql: `
ALTER TABLE chat ADD COLUMN to_seat int;
`,
  },
];

/** Apply every migration not yet applied. Safe to run from several instances at once on PostgreSQL. */
export async function migrate(db: Db, migrations = MIGRATIONS): Promise<number[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version int PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  const applied: number[] = [];
  for (const m of migrations) {
    const did = await db.tx(async (q) => {
      // Serialise concurrent migrators (several instances starting together).
      if (db.kind === 'postgres') await q.query('SELECT pg_advisory_xact_lock(7217001)');
      const seen = await q.query('SELECT 1 FROM schema_migrations WHERE version = $1', [m.version]);
      if (seen.rows.length) return false;
      for (const stmt of splitStatements(m.sql)) await q.query(stmt);
      await q.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      return true;
    });
    if (did) applied.push(m.version);
  }
  return applied;
}

/** Split a migration into single statements (PGlite's query() takes one at a time). */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*\n/)
    .map((s) => s.replace(/--.*$/gm, '').trim())
    .filter(Boolean);
}
