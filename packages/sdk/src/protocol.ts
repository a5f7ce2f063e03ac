import type { PatchOp } from './patch';
/**
 * The Quarterdeck wire protocol: every REST body and every socket message, as zod schemas.
 * The server parses everything it receives with these; clients get the inferred types.
 * The prose description is packages/sdk/PROTOCOL.md.
 */
import { z } from 'zod';

import { MAX_CHAT_LENGTH, MAX_NAME_LENGTH } from './limits';

export { MAX_CHAT_LENGTH, MAX_NAME_LENGTH, PROTOCOL_VERSION } from './limits';

const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be an identifier');
export const MatchId = id;
export const SeatNumber = z.coerce.number().int().min(0).max(15);

// ---------- REST ----------

/**
 * Characters a display name may not hold: controls and angle brackets, bidirectional overrides and
 * isolates (which reorder what follows them on screen, e.g. in the log), zero-width and other invisible
 * characters (which make two different names look the same), line and paragraph separators.
 */
const FORBIDDEN_IN_NAMES =
  // eslint-disable-next-line no-control-regex, no-misleading-character-class -- the class lists what a name may not hold: controls and invisible marks included
  /[\u0000-\u001f\u007f-\u009f<>\u00ad\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufffb]/;

/** A name people will read: trimmed, in Unicode normal form C, visible characters only. */
function displayName(max: number, what: string) {
  return z
    .string()
    .trim()
    .normalize('NFC')
    .min(1, `${what} is required`)
    .max(max, `${what} is at most ${max} characters`)
    .refine((s) => !FORBIDDEN_IN_NAMES.test(s), `${what} contains invisible or control characters, or < >`);
}

export const CreatePlayerBody = z.object({
  name: displayName(MAX_NAME_LENGTH, 'name'),
});
export type CreatePlayerBody = z.infer<typeof CreatePlayerBody>;

export const Visibility = z.enum(['public', 'unlisted']);

export const CreateMatchBody = z.object({
  game: z.string().min(1).max(64),
  numPlayers: z.number().int().min(1).max(16),
  options: z.record(z.string(), z.unknown()).default({}),
  visibility: Visibility.default('public'),
  allowSpectators: z.boolean().default(true),
  /** Seats played by the server's bot. */
  bots: z.array(z.number().int().min(0).max(15)).max(16).default([]),
  /** Claim this seat for the creator at once. */
  claimSeat: z.number().int().min(0).max(15).optional(),
});
export type CreateMatchBody = z.input<typeof CreateMatchBody>;

export const ListMatchesQuery = z.object({
  game: z.string().min(1).max(64).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** open = public rooms with a free seat; live = public matches in play that spectators may watch. */
  status: z.enum(['open', 'live']).default('open'),
});

/** PATCH /api/me: change your display name (seats show the new name at once). */
export const UpdatePlayerBody = z.object({
  name: displayName(MAX_NAME_LENGTH, 'name'),
});

export const CreateCampaignBody = CreateMatchBody.omit({ claimSeat: true }).extend({
  name: displayName(80, 'campaign name').optional(),
  claimSeat: z.number().int().min(0).max(15).optional(),
});
export type CreateCampaignBody = z.input<typeof CreateCampaignBody>;

export interface GameInfo {
  slug: string;
  title: string;
  summary: string;
  minPlayers: number;
  maxPlayers: number;
  /** JSON Schema of the game's room options, for generated forms. */
  optionsSchema: unknown;
  hasCampaign: boolean;
  campaignSummary?: string;
}

export interface PlayerInfo {
  playerId: string;
  name: string;
}
export interface CreatedPlayer extends PlayerInfo {
  /** Secret; keep it. It is shown once. */
  token: string;
}

export interface SeatInfo {
  seat: number;
  /** Display name of the seat's player, the bot's name, or null when free. */
  name: string | null;
  bot: boolean;
  taken: boolean;
  playerId: string | null;
  /** Free, but kept for a while for the player who sat here in the match this one is a rematch of. */
  reserved: boolean;
}

export type MatchStatus = 'open' | 'active' | 'finished';

export interface MatchInfo {
  matchId: string;
  game: string;
  title: string;
  numPlayers: number;
  options: Record<string, unknown>;
  visibility: 'public' | 'unlisted';
  allowSpectators: boolean;
  status: MatchStatus;
  seats: SeatInfo[];
  freeSeats: number[];
  stateId: number;
  /** Seats whose move it is (empty when not active). */
  activeSeats: number[];
  result: { points: Record<string, number>; winners: string[] } | null;
  campaignId: string | null;
  /** The match this one is a rematch of; and, once the game is over, its rematch if one was asked for. */
  rematchOf: string | null;
  rematchId: string | null;
  spectators: number;
  inviteUrl: string;
  createdAt: string;
  updatedAt: string;
}

export interface SeatGrant {
  matchId: string;
  seat: number;
  /** Secret seat credential for the socket handshake. Shown once; stored hashed. */
  credential: string;
}

export interface CreatedMatch {
  match: MatchInfo;
  grant?: SeatGrant;
}

export interface MyMatch {
  match: MatchInfo;
  seat: number;
  yourTurn: boolean;
}

export interface CampaignInfo {
  campaignId: string;
  name: string;
  game: string;
  numPlayers: number;
  options: Record<string, unknown>;
  status: 'active' | 'finished';
  summary: string;
  roster: Array<{ index: number; playerId: string | null; name: string | null; bot: boolean }>;
  totals: number[];
  leader: number | null;
  matches: Array<{ ordinal: number; matchId: string; status: MatchStatus; result: MatchInfo['result'] }>;
  currentMatchId: string | null;
  winners: number[];
}

export interface ApiErrorBody {
  error: string;
  message: string;
  issues?: Array<{ path: string; message: string }>;
}

// ---------- Socket.IO ----------

/** Handshake `auth` payload. A seat with its credential, or a spectator (no seat). */
export const Handshake = z.union([
  z.object({ matchId: MatchId, seat: z.number().int().min(0).max(15), credential: z.string().min(16).max(128) }),
  z.object({ matchId: MatchId, spectate: z.literal(true) }),
]);
export type Handshake = z.infer<typeof Handshake>;

/** Client -> server: a move or an enabled event. Nothing else is accepted. */
export const ActionMessage = z.object({
  type: z.enum(['MAKE_MOVE', 'GAME_EVENT']),
  name: z.string().min(1).max(64),
  args: z.array(z.unknown()).max(16).default([]),
  /** The state the client saw when it chose the action; a different current state answers STALE. */
  stateId: z.number().int().min(0),
});
export type ActionMessage = z.input<typeof ActionMessage>;

/** Client -> server: take the seat's own last move back, seen at `stateId`. */
export const UndoRequest = z.object({ stateId: z.number().int().min(0) });

/** Client -> server: older log entries, those of the states before `before` (a page of them). */
export const LogPageRequest = z.object({
  before: z
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});
export type LogPageRequest = z.infer<typeof LogPageRequest>;

/** How many states' log entries a sync carries (the newest) and a log page adds. */
export const LOG_PAGE_STATES = 100;

export const ChatMessageIn = z.object({
  text: z.string().trim().min(1, 'empty message').max(MAX_CHAT_LENGTH, `at most ${MAX_CHAT_LENGTH} characters`),
  /** A private line to this seat only (negotiation between two sides); absent: the whole table. */
  to: z.number().int().min(0).max(15).optional(),
});

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'STALE'
  | 'ILLEGAL'
  | 'NOT_YOUR_TURN'
  | 'GAME_OVER'
  | 'NOT_STARTED'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE'
  | 'INTERNAL';

/** Why a game refused a move, for the client to word in the player's language (the game's `refusals.<code>`). */
export interface RefusalReason {
  code: string;
  params?: Record<string, string | number>;
}

/** An answer: done, or refused with a code, the server's English message and, for a game's refusal, its reason. */
export type Ack<T extends object = object> = ({ ok: true } & T) | { ok: false; code: ErrorCode; message: string; reason?: RefusalReason };

/** A log entry as one viewer may see it. */
export interface VisibleLogEntry {
  stateId: number;
  turn: number;
  phase: string | null;
  seat: string | null;
  /** A move, a game event, or an undo (a seat took its last move back). */
  kind: 'move' | 'event' | 'undo';
  name: string;
  /** null when the action's arguments are secret to this viewer. */
  args: unknown[] | null;
  automatic?: boolean;
  /**
   * What happened, as structured events (kind, seat, ids, numbers, rule section) that the client words in
   * the player's language; already redacted for this viewer. Absent when the move emitted none.
   */
  events?: Array<{ kind: string; seat?: string; ids?: string[]; n?: number[]; rule?: string }>;
}

export interface ChatLine {
  id: number;
  seat: number | null;
  /** A private line's recipient: only it and the sender have it. Null: the whole table. */
  to: number | null;
  name: string;
  text: string;
  at: string;
}

export interface PresenceInfo {
  connectedSeats: number[];
  spectators: number;
}

/** Server -> client, on connect and on request: everything this viewer may see. */
export interface SyncPayload {
  matchId: string;
  role: { seat: number } | { spectator: true };
  stateId: number;
  /** The viewer's view; null while the room waits for players (nothing is dealt before the match starts). */
  view: { G: unknown; ctx: unknown } | null;
  /** The log entries of the newest states (from state `logFrom` on); older ones come on request (`log`). */
  log: VisibleLogEntry[];
  /** The first state whose entries `log` holds: 1 when the log is complete. */
  logFrom: number;
  /** This seat may take its last move back now (`undo`). */
  undo?: true;
  chat: ChatLine[];
  match: MatchInfo;
}

/**
 * Server -> client after every committed action: this viewer's new view and its new log entries. The view
 * comes whole (`view`) or as a patch (`patch`, see patch.ts) to the view of state `base`; a client that
 * does not hold state `base` asks for a `resync`.
 */
export type UpdatePayload = {
  matchId: string;
  stateId: number;
  log: VisibleLogEntry[];
  status: MatchStatus;
  /** This viewer's seat may take the move it just made back (`undo`), until someone acts. */
  undo?: true;
} & ({ view: { G: unknown; ctx: unknown }; base?: undefined; patch?: undefined } | { view?: undefined; base: number; patch: PatchOp[] });

export interface CampaignAdvance {
  campaignId: string;
  finishedMatchId: string;
  nextMatchId: string | null;
}

export interface ServerToClient {
  sync: (p: SyncPayload) => void;
  update: (p: UpdatePayload) => void;
  chat: (c: ChatLine) => void;
  presence: (p: PresenceInfo) => void;
  match: (m: MatchInfo) => void;
  /** A campaign game finished: the campaign moved on (nextMatchId = its next game, null when the campaign is over). */
  campaign: (c: CampaignAdvance) => void;
  /** A player asked for a rematch of this (finished) match: the new match, with everyone's seat kept for a while. */
  rematch: (r: { matchId: string; rematchId: string }) => void;
  /** An error not tied to an acknowledged request (e.g. a malformed message without an ack). */
  'qd:error': (e: { code: ErrorCode; message: string }) => void;
}

export interface ClientToServer {
  /** A committed action's acknowledgement carries the sender's own update (not sent to it separately). */
  action: (a: ActionMessage, ack: (r: Ack<{ stateId: number; update?: UpdatePayload }>) => void) => void;
  chat: (c: { text: string; to?: number }, ack: (r: Ack<{ line: ChatLine }>) => void) => void;
  resync: (ack: (r: Ack) => void) => void;
  /** Take the seat's own last move back (see SyncPayload.undo); answered like an action. */
  undo: (q: { stateId: number }, ack: (r: Ack<{ stateId: number; update?: UpdatePayload }>) => void) => void;
  /** Older log entries: those of the states from `from` to `before - 1` (`from` is 1 at the start of the match). */
  log: (q: LogPageRequest, ack: (r: Ack<{ entries: VisibleLogEntry[]; from: number }>) => void) => void;
}
