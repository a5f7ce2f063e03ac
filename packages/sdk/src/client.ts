/**
 * A typed client for Quarterdeck's REST API and socket protocol, for Node (tests, bots, benchmarks)
 * and the browser alike.
 */
import { io, type Socket } from 'socket.io-client';
import { followUpdate } from './patch';
import type {
  Ack,
  ActionMessage,
  CampaignInfo,
  ChatLine,
  ClientToServer,
  CreatedMatch,
  CreatedPlayer,
  CreateCampaignBody,
  CreateMatchBody,
  ErrorCode,
  GameInfo,
  Handshake,
  MatchInfo,
  MyMatch,
  PlayerInfo,
  PresenceInfo,
  RefusalReason,
  SeatGrant,
  ServerToClient,
  CampaignAdvance,
  SyncPayload,
  UpdatePayload,
  VisibleLogEntry,
} from './protocol';

/** A reason as the server sent it, kept only when it has the expected shape. */
function refusalReasonOf(v: unknown): RefusalReason | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const { code, params } = v as { code?: unknown; params?: unknown };
  if (typeof code !== 'string' || !code) return undefined;
  if (params === undefined) return { code };
  if (!params || typeof params !== 'object' || Array.isArray(params)) return { code };
  const ok = Object.entries(params).filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number');
  return { code, params: Object.fromEntries(ok) };
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues?: Array<{ path: string; message: string }>,
    /** A game's coded reason for the refusal (e.g. a player count its options do not allow). */
    readonly reason?: RefusalReason,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export class RestClient {
  constructor(
    readonly baseUrl: string,
    public token?: string,
  ) {}

  private async call<T>(method: string, path: string, body?: unknown, auth = true): Promise<T> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (auth && this.token) headers.authorization = `Bearer ${this.token}`;
    const res = await fetch(this.baseUrl.replace(/\/$/, '') + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let data: any = undefined;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = { error: 'BAD_RESPONSE', message: text.slice(0, 200) };
    }
    if (!res.ok) throw new ApiError(res.status, data?.error ?? 'ERROR', data?.message ?? res.statusText, data?.issues, refusalReasonOf(data?.reason));
    return data as T;
  }

  games() {
    return this.call<{ games: GameInfo[] }>('GET', '/api/games').then((r) => r.games);
  }
  async createPlayer(name: string): Promise<CreatedPlayer> {
    const p = await this.call<CreatedPlayer>('POST', '/api/players', { name }, false);
    this.token = p.token;
    return p;
  }
  me() {
    return this.call<PlayerInfo>('GET', '/api/me');
  }
  myGames() {
    return this.call<{ matches: MyMatch[]; campaigns: CampaignInfo[] }>('GET', '/api/me/matches');
  }
  createMatch(body: CreateMatchBody) {
    return this.call<CreatedMatch>('POST', '/api/matches', body);
  }
  /** Public rooms with a free seat ('open', the default) or public matches in play to watch ('live'). */
  listMatches(game?: string, status: 'open' | 'live' = 'open') {
    const q = new URLSearchParams({ status });
    if (game) q.set('game', game);
    return this.call<{ matches: MatchInfo[] }>('GET', `/api/matches?${q}`).then((r) => r.matches);
  }
  /** Change this guest's display name. */
  rename(name: string) {
    return this.call<PlayerInfo>('PATCH', '/api/me', { name });
  }
  match(matchId: string) {
    return this.call<MatchInfo>('GET', `/api/matches/${encodeURIComponent(matchId)}`);
  }
  claimSeat(matchId: string, seat: number) {
    return this.call<SeatGrant>('POST', `/api/matches/${encodeURIComponent(matchId)}/seats/${seat}`);
  }
  leaveSeat(matchId: string, seat: number) {
    return this.call<{ ok: true }>('DELETE', `/api/matches/${encodeURIComponent(matchId)}/seats/${seat}`);
  }
  /** A new credential for a seat you hold (revokes the old one; also how another device resumes). */
  /** Ask for a rematch of a finished match you played (or join the one already asked for): your seat in it. */
  rematch(matchId: string) {
    return this.call<CreatedMatch>('POST', `/api/matches/${encodeURIComponent(matchId)}/rematch`);
  }
  renewCredential(matchId: string, seat: number) {
    return this.call<SeatGrant>('POST', `/api/matches/${encodeURIComponent(matchId)}/seats/${seat}/credential`);
  }
  createCampaign(body: CreateCampaignBody) {
    return this.call<{ campaign: CampaignInfo; match: MatchInfo; grant?: SeatGrant }>('POST', '/api/campaigns', body);
  }
  campaign(id: string) {
    return this.call<CampaignInfo>('GET', `/api/campaigns/${encodeURIComponent(id)}`);
  }
}

export class ActionError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** A game's refusal, coded for the client to word (absent for other errors). */
    readonly reason?: RefusalReason,
  ) {
    super(message);
    this.name = 'ActionError';
  }
}

type Listener<T> = (v: T) => void;

/**
 * A live connection to one match, as a seat or a spectator. Keeps the latest view, the visible log
 * and the chat, reconnects automatically (Socket.IO), and resynchronises on every reconnect.
 */
export class MatchConnection {
  readonly socket: Socket<ServerToClient, ClientToServer>;
  stateId = -1;
  /** The viewer's view; null until the first sync, and while the room waits for players. */
  view: { G: any; ctx: any } | null = null;
  /** The log entries of states `logFrom` onwards (older ones: `loadEarlierLog`). */
  log: VisibleLogEntry[] = [];
  logFrom = 1;
  /** This seat may take back the move it just made (until someone acts): `undo()`. */
  canUndo = false;
  chat: ChatLine[] = [];
  match: MatchInfo | null = null;
  presence: PresenceInfo | null = null;
  /** Set when this match was a campaign game and the campaign moved on. */
  campaign: CampaignAdvance | null = null;
  /** Set when someone asked for a rematch of this (finished) match. */
  rematch: { matchId: string; rematchId: string } | null = null;
  private listeners = new Set<Listener<MatchConnection>>();
  private waiters: Array<{ pred: (c: MatchConnection) => boolean; resolve: () => void }> = [];

  constructor(
    baseUrl: string,
    readonly auth: Handshake,
    opts: { transports?: string[]; extraHeaders?: Record<string, string>; reconnection?: boolean } = {},
  ) {
    this.socket = io(baseUrl, {
      auth: auth as any,
      transports: opts.transports ?? ['websocket'],
      reconnection: opts.reconnection ?? true,
      reconnectionDelay: 200,
      reconnectionDelayMax: 2000,
      extraHeaders: opts.extraHeaders,
      forceNew: true,
    });
    this.socket.on('sync', (p: SyncPayload) => {
      // A sync is assembled from several reads and may arrive after newer updates: never go back.
      if (p.stateId < this.stateId) return;
      this.stateId = p.stateId;
      this.view = p.view as any;
      this.log = p.log;
      this.logFrom = p.logFrom;
      this.canUndo = p.undo === true;
      this.chat = p.chat;
      this.match = p.match;
      this.changed();
    });
    this.socket.on('update', (p: UpdatePayload) => this.applyUpdate(p));
    this.socket.on('chat', (c: ChatLine) => {
      this.chat = this.chat.concat(c);
      this.changed();
    });
    this.socket.on('match', (m: MatchInfo) => {
      this.match = m;
      this.changed();
    });
    this.socket.on('campaign', (c: CampaignAdvance) => {
      this.campaign = c;
      this.changed();
    });
    this.socket.on('rematch', (r) => {
      this.rematch = r;
      if (this.match) this.match = { ...this.match, rematchId: r.rematchId };
      this.changed();
    });
    this.socket.on('presence', (p: PresenceInfo) => {
      this.presence = p;
      this.changed();
    });
  }

  /** An update, whether it came as an `update` message or inside the acknowledgement of our own action. */
  private applyUpdate(p: UpdatePayload): void {
    const next = followUpdate(this, p);
    if (next === null) return;
    if (next === 'resync') {
      this.socket.emit('resync', () => {});
      return;
    }
    this.stateId = next.stateId;
    this.view = next.view;
    this.canUndo = p.undo === true;
    this.log = this.log.concat(p.log);
    if (this.match) this.match = { ...this.match, status: p.status, stateId: p.stateId };
    this.changed();
  }

  get seat(): number | null {
    return 'seat' in this.auth ? this.auth.seat : null;
  }

  onChange(fn: Listener<MatchConnection>): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private changed() {
    for (const l of this.listeners) l(this);
    this.waiters = this.waiters.filter((w) => {
      if (!w.pred(this)) return true;
      w.resolve();
      return false;
    });
  }

  /** Resolve when pred holds (checked now and after every change); reject after timeoutMs. */
  waitFor(pred: (c: MatchConnection) => boolean, timeoutMs = 10_000): Promise<void> {
    if (pred(this)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const w = { pred, resolve: () => (clearTimeout(t), resolve()) };
      const t = setTimeout(() => {
        this.waiters = this.waiters.filter((x) => x !== w);
        reject(new Error(`waitFor timed out after ${timeoutMs} ms (stateId ${this.stateId})`));
      }, timeoutMs);
      this.waiters.push(w);
    });
  }

  /** Wait for the first sync, or fail with the server's connection error. */
  ready(timeoutMs = 10_000): Promise<void> {
    if (this.view) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error('no sync within timeout')), timeoutMs);
      this.socket.once('sync', () => (clearTimeout(t), resolve()));
      this.socket.once('connect_error', (e: Error) => {
        if (this.socket.active && this.socket.io.reconnection()) return; // transient: the client retries
        clearTimeout(t);
        reject(e);
      });
    });
  }

  /**
   * Send a raw action; resolves with the server's acknowledgement. A committed action's acknowledgement
   * carries this socket's update, applied here as it arrives (in order with the other messages) before
   * the promise resolves.
   */
  send(msg: ActionMessage, timeoutMs = 10_000): Promise<Ack<{ stateId: number; update?: UpdatePayload }>> {
    return new Promise((resolve) => {
      this.socket.timeout(timeoutMs).emit('action', msg, (err: Error | null, r: Ack<{ stateId: number; update?: UpdatePayload }>) => {
        if (err) return resolve({ ok: false, code: 'UNAVAILABLE', message: err.message });
        if (r.ok && r.update) this.applyUpdate(r.update);
        resolve(r);
      });
    });
  }

  /** Make a move from the current state; throws ActionError when refused. */
  async move(name: string, ...args: unknown[]): Promise<number> {
    const r = await this.send({ type: 'MAKE_MOVE', name, args, stateId: this.stateId });
    if (!r.ok) throw new ActionError(r.code, r.message, r.reason);
    return r.stateId;
  }

  /** Take back this seat's last move (allowed while `canUndo`); resolves with the new state, applied. */
  async undo(timeoutMs = 10_000): Promise<number> {
    const r = await new Promise<Ack<{ stateId: number; update?: UpdatePayload }>>((resolve) => {
      this.socket.timeout(timeoutMs).emit('undo', { stateId: this.stateId }, (err: Error | null, res: Ack<{ stateId: number; update?: UpdatePayload }>) => {
        if (err) return resolve({ ok: false, code: 'UNAVAILABLE', message: err.message });
        if (res.ok && res.update) this.applyUpdate(res.update);
        resolve(res);
      });
    });
    if (!r.ok) throw new ActionError(r.code, r.message, r.reason);
    return r.stateId;
  }

  async event(name: string, ...args: unknown[]): Promise<number> {
    const r = await this.send({ type: 'GAME_EVENT', name, args, stateId: this.stateId });
    if (!r.ok) throw new ActionError(r.code, r.message);
    return r.stateId;
  }

  /** A chat line to the whole table, or (with `to`) to one seat only. */
  async say(text: string, to?: number): Promise<ChatLine> {
    const r = await this.socket.timeout(10_000).emitWithAck('chat', to === undefined ? { text } : { text, to });
    if (!r.ok) throw new ActionError(r.code, r.message);
    return r.line;
  }

  /** Fetch the page of log entries before the oldest one held; false when the log is already complete. */
  async loadEarlierLog(): Promise<boolean> {
    if (this.logFrom <= 1) return false;
    const r = await this.socket.timeout(10_000).emitWithAck('log', { before: this.logFrom });
    if (!r.ok) throw new ActionError(r.code, r.message);
    // Another sync may have replaced the log meanwhile: add the page only where it joins.
    const oldest = this.log[0]?.stateId ?? this.logFrom;
    this.log = r.entries.filter((e: VisibleLogEntry) => e.stateId < oldest).concat(this.log);
    this.logFrom = r.from;
    this.changed();
    return true;
  }

  async resync(): Promise<void> {
    const r = await this.socket.timeout(10_000).emitWithAck('resync');
    if (!r.ok) throw new ActionError(r.code, r.message);
  }

  close(): void {
    this.socket.close();
  }
}
