import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { ActionMessage, ChatMessageIn, DiffMemo, Handshake, diffView, type CampaignAdvance, type ChatLine, type ClientToServer, type ServerToClient, type SyncPayload, type UpdatePayload } from '@quarterdeck/sdk';
import type { Logger } from '../log';
import { DbUnavailableError } from '../storage/db';
import { secretMatches } from '../storage/secrets';
import type { ChatRow, MatchRow, SeatRow, Store } from '../storage/store';
import type { Committed, MatchHost } from '../matches/host';
import type { MatchService } from '../matches/service';
import { viewFor, visibleLog, type Viewer } from '../matches/views';
import { UNAVAILABLE_MESSAGE } from '../errors';
import type { Limits } from '../limits';
import { unstorableText } from '../storable';
import { jsonOnlyParser } from './parser';
import { clientAddress } from '../http/client-address';

export const MAX_MESSAGE_BYTES = 64 * 1024;

interface SocketData {
  ip: string;
  matchId: string;
  seat: number | null;
  playerId: string | null;
  name: string;
}

/** Messages between server instances (through the Redis adapter; a single instance has no peers). */
export interface InterServer {
  /** The seating of a match changed on the sending instance. */
  'qd:seats': (matchId: string) => void;
}

type QdSocket = Socket<ClientToServer, ServerToClient, InterServer, SocketData>;

/**
 * The socket an action came from and its acknowledgement, handed through the match host with the commit:
 * the broadcast answers the acknowledgement with the sender's own update (one message instead of two).
 */
interface Origin {
  socket: QdSocket;
  seat: number;
  ack: (r: unknown) => void;
  /** Set once the acknowledgement has been sent. */
  answered: boolean;
}

const room = {
  all: (m: string) => `m:${m}`,
  seat: (m: string, s: number) => `m:${m}:s:${s}`,
  seats: (m: string) => `m:${m}:seats`,
  spec: (m: string) => `m:${m}:spec`,
};

/** Is this browser Origin allowed? Same-origin requests always are; others must be listed in ORIGINS. */
export function originAllowed(origin: string | undefined, host: string | undefined, allowed: string[]): boolean {
  if (!origin) return true; // not a browser cross-origin request (Node clients, same-origin GETs)
  if (allowed.includes(origin)) return true;
  try {
    return !!host && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * The Socket.IO side: authenticates seats and spectators, feeds actions to the match host, and sends
 * every viewer only its own view. Works across instances through the adapter (Redis) because every
 * message is addressed to a room that holds exactly one kind of viewer.
 */
export class Gateway {
  /**
   * The match row and seats a connection was admitted with, for its first sync only: read moments before,
   * so the sync need not read them again. Later syncs read afresh.
   */
  private admitted = new WeakMap<QdSocket, { row: MatchRow; seats: SeatRow[] | null }>();
  readonly io: Server<ClientToServer, ServerToClient, InterServer, SocketData>;
  private closing = false;

  constructor(
    http: HttpServer,
    private deps: {
      store: Store;
      host: MatchHost;
      service: MatchService;
      log: Logger;
      origins: string[];
      limits: Limits;
      /** Trusted reverse-proxy hops in front of this server (TRUST_PROXY). */
      trustProxyHops: number;
      /** Other instances share the rooms (Redis adapter): a room empty here may have members there. */
      clustered: boolean;
    },
  ) {
    this.io = new Server(http, {
      parser: jsonOnlyParser,
      maxHttpBufferSize: MAX_MESSAGE_BYTES,
      serveClient: false,
      cors: { origin: deps.origins, credentials: false },
      allowRequest: (req: IncomingMessage, cb) => {
        const ok = originAllowed(req.headers.origin, req.headers.host, deps.origins);
        cb(ok ? null : 'origin not allowed', ok);
      },
    });
    this.io.use((socket, next) => {
      this.authenticate(socket as QdSocket).then(
        () => next(),
        (e: Error & { data?: unknown }) => next(e),
      );
    });
    this.io.on('connection', (s) => this.onConnection(s as QdSocket));
    deps.service.presence = { spectators: (m) => this.count(room.spec(m)) };
  }

  private fail(message: string, code: string): Error {
    const e = new Error(message) as Error & { data?: unknown };
    e.data = { code, message };
    return e;
  }

  private clientIp(socket: QdSocket): string {
    return clientAddress(socket.handshake.address, socket.handshake.headers['x-forwarded-for'], this.deps.trustProxyHops);
  }

  private async authenticate(socket: QdSocket): Promise<void> {
    const ip = this.clientIp(socket);
    if (!this.deps.limits.connectionsPerIp.take(ip)) throw this.fail('Too many connections from your address; try again shortly', 'RATE_LIMITED');
    const parsed = Handshake.safeParse(socket.handshake.auth);
    if (!parsed.success) throw this.fail('Handshake needs { matchId, seat, credential } or { matchId, spectate: true }', 'BAD_REQUEST');
    const auth = parsed.data;
    let row;
    try {
      row = await this.deps.store.match(auth.matchId);
    } catch (e) {
      if (e instanceof DbUnavailableError) throw this.fail(UNAVAILABLE_MESSAGE, 'UNAVAILABLE');
      throw e;
    }
    if (!row) throw this.fail('No such match', 'NOT_FOUND');
    if ('seat' in auth) {
      const seats = await this.deps.store.seats(auth.matchId);
      const seat = seats.find((s) => s.seat === auth.seat);
      if (!seat || seat.bot || !secretMatches(auth.credential, seat.credential_hash)) throw this.fail('Seat credential not valid for this match', 'UNAUTHORIZED');
      socket.data = { ip, matchId: auth.matchId, seat: auth.seat, playerId: seat.player_id, name: seat.name ?? `Seat ${auth.seat + 1}` };
      this.admitted.set(socket, { row, seats });
    } else {
      if (!row.allow_spectators) throw this.fail('This match does not allow spectators', 'FORBIDDEN');
      socket.data = { ip, matchId: auth.matchId, seat: null, playerId: null, name: 'Spectator' };
      this.admitted.set(socket, { row, seats: null });
    }
  }

  private onConnection(socket: QdSocket): void {
    const { matchId, seat } = socket.data;
    socket.join(room.all(matchId));
    if (seat === null) socket.join(room.spec(matchId));
    else {
      socket.join(room.seat(matchId, seat));
      socket.join(room.seats(matchId));
    }
    void this.sendSync(socket);
    void this.sendPresence(matchId);

    // The acknowledgement is the last argument when it is a function, whatever a client sends before it.
    socket.on('action', (raw: unknown, ...rest: unknown[]) => void this.onAction(socket, raw, ackOf(rest)));
    socket.on('chat', (raw: unknown, ...rest: unknown[]) => void this.onChat(socket, raw, ackOf(rest)));
    socket.on('resync', (...rest: unknown[]) => {
      const ack = ackOf(rest);
      void this.sendSync(socket).then((ok) => reply(ack, ok ? { ok: true } : { ok: false, code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGE }));
    });
    socket.onAny((event: string, ...rest: unknown[]) => {
      if (event === 'action' || event === 'chat' || event === 'resync') return;
      const ack = rest[rest.length - 1];
      const err = { ok: false as const, code: 'BAD_REQUEST' as const, message: `Unknown message "${String(event).slice(0, 40)}"` };
      if (typeof ack === 'function') reply(ack, err);
      else socket.emit('qd:error', { code: err.code, message: err.message });
    });
    socket.on('disconnect', () => void this.sendPresence(matchId));
  }

  private async onAction(socket: QdSocket, raw: unknown, ack: unknown): Promise<void> {
    const respond = (r: any) => {
      if (typeof ack === 'function') reply(ack, r);
      else if (!r.ok) socket.emit('qd:error', { code: r.code, message: r.message });
    };
    const { matchId, seat, ip } = socket.data;
    if (!this.deps.limits.actionsPerSocket.take(socket.id) || !this.deps.limits.actionsPerIp.take(ip)) {
      return respond({ ok: false, code: 'RATE_LIMITED', message: 'Too many actions; slow down' });
    }
    if (seat === null) return respond({ ok: false, code: 'FORBIDDEN', message: 'Spectators cannot act' });
    const parsed = ActionMessage.safeParse(raw);
    if (!parsed.success) {
      return respond({ ok: false, code: 'BAD_REQUEST', message: 'Malformed action: ' + parsed.error.issues.map((i) => `${i.path.join('.') || 'message'}: ${i.message}`).join('; ') });
    }
    const unstorable = unstorableText(parsed.data.args);
    if (unstorable) return respond({ ok: false, code: 'BAD_REQUEST', message: `Malformed action: args ${unstorable}` });
    const origin: Origin | undefined = typeof ack === 'function' ? { socket, seat, ack: ack as Origin['ack'], answered: false } : undefined;
    const res = await this.deps.host.act(matchId, seat, parsed.data, origin);
    if (!origin?.answered) respond(res);
    if (!res.ok && res.code === 'STALE') await this.sendSync(socket);
  }

  private async onChat(socket: QdSocket, raw: unknown, ackFn: unknown): Promise<void> {
    const { matchId, seat, playerId, name } = socket.data;
    // Without an acknowledgement a refusal still reaches the sender, as a qd:error.
    const ack = typeof ackFn === 'function' ? ackFn : (r: { ok: boolean; code?: string; message?: string }) => {
      if (!r.ok) socket.emit('qd:error', { code: r.code as any, message: r.message ?? '' });
    };
    if (seat === null) return reply(ack, { ok: false, code: 'FORBIDDEN', message: 'Spectators cannot chat at the table' });
    if (!this.deps.limits.chatPerSocket.take(socket.id)) return reply(ack, { ok: false, code: 'RATE_LIMITED', message: 'You are sending messages too fast' });
    const parsed = ChatMessageIn.safeParse(raw);
    if (!parsed.success) return reply(ack, { ok: false, code: 'BAD_REQUEST', message: `Chat: ${parsed.error.issues[0]?.message ?? 'malformed'}` });
    const unstorable = unstorableText(parsed.data.text);
    if (unstorable) return reply(ack, { ok: false, code: 'BAD_REQUEST', message: `Chat: the ${unstorable}` });
    try {
      const row = await this.deps.store.addChat(matchId, seat, playerId, name, parsed.data.text);
      const line = chatLine(row);
      // Table chat is for the seats: stored first, then sent to seated players only.
      this.io.to(room.seats(matchId)).emit('chat', line);
      reply(ack, { ok: true, line });
    } catch (e) {
      if (e instanceof DbUnavailableError) {
        this.deps.log.warn({ matchId, err: String((e as Error).message) }, 'chat failed: database unavailable');
        reply(ack, { ok: false, code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGE });
      } else {
        this.deps.log.error({ matchId, err: String((e as Error).message) }, 'chat failed');
        reply(ack, { ok: false, code: 'INTERNAL', message: 'The server could not store this message.' });
      }
    }
  }

  /** Send this socket everything it may see. Returns false when the database is unavailable. */
  async sendSync(socket: QdSocket): Promise<boolean> {
    const { matchId, seat } = socket.data;
    const admitted = this.admitted.get(socket);
    this.admitted.delete(socket);
    try {
      const cur = await this.deps.host.load(matchId, true, admitted?.row);
      if (!cur) {
        socket.emit('qd:error', { code: 'NOT_FOUND', message: 'No such match' });
        socket.disconnect(true);
        return false;
      }
      const mod = this.deps.host.gameModule(cur.row.game)!;
      const viewer = seat === null ? null : String(seat);
      const [log, chat, match] = await Promise.all([
        this.deps.store.log(matchId, cur.state._stateID),
        seat === null ? Promise.resolve([] as ChatRow[]) : this.deps.store.chat(matchId),
        // cur.row was read just now (or at admission, moments ago): the description needs only the seats.
        Promise.resolve(admitted?.seats ?? this.deps.store.seats(matchId)).then((seats) => this.deps.service.describe(cur.row, seats)),
      ]);
      const payload: SyncPayload = {
        matchId,
        role: seat === null ? { spectator: true } : { seat },
        stateId: cur.state._stateID,
        view: viewFor(mod, cur.state, viewer),
        log: visibleLog(
          log.map((l) => l.entry),
          viewer,
        ),
        chat: chat.map(chatLine),
        match,
      };
      socket.emit('sync', payload);
      return true;
    } catch (e) {
      this.deps.log.warn({ matchId, err: String((e as Error).message) }, 'sync failed');
      socket.emit('qd:error', { code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGE });
      return false;
    }
  }

  /**
   * After a commit: each seat room gets that seat's view; the spectator room the public one. A view goes
   * out as a patch (sdk/src/patch.ts) to the viewer's view of the state the action was applied to, which
   * is what every viewer up to date holds; one that is not asks for a sync. Patches are made per viewer
   * from its two views, never from the state, so they carry nothing its full view would not. The earlier
   * view is built again here rather than kept from the last broadcast: keeping every match's last views
   * measured about 30 MB more RSS at 1,000 matches (bench run 13-31-52, in the history of bench/results,
   * against 13-48-49).
   *
   * The socket that sent the action gets its update inside the acknowledgement (`{ ok, stateId, update }`),
   * sent here, in order with every other message of that socket; other sockets of the same seat (another
   * tab, another instance) get the update as usual.
   */
  broadcast(c: Committed): void {
    const mod = this.deps.host.gameModule(c.game)!;
    const n = c.state.ctx.numPlayers;
    const base = c.prevState._stateID;
    const stateId = c.state._stateID;
    // Viewers' views share most of their parts: each shared part's changes are worked out once.
    const memo = new DiffMemo();
    const updateFor = (viewer: Viewer): UpdatePayload => {
      const view = viewFor(mod, c.state, viewer);
      const patch = diffView(viewFor(mod, c.prevState, viewer), view, memo);
      const head = { matchId: c.matchId, stateId, log: visibleLog(c.newLog, viewer), status: c.status };
      return patch ? { ...head, base, patch } : { ...head, view };
    };
    const origin = c.origin as Origin | undefined;
    for (let s = 0; s < n; s++) {
      const to = room.seat(c.matchId, s);
      if (origin && origin.seat === s && !origin.answered && origin.socket.connected) {
        const update = updateFor(String(s));
        origin.answered = true;
        reply(origin.ack, { ok: true, stateId, update });
        if (this.mayHaveMembers(to, 2)) this.io.to(to).except(origin.socket.id).emit('update', update);
      } else if (this.mayHaveMembers(to)) {
        this.io.to(to).emit('update', updateFor(String(s)));
      }
    }
    // Most tables have no spectators: an empty room costs no view and no encoding.
    const spectators = room.spec(c.matchId);
    if (this.mayHaveMembers(spectators)) this.io.to(spectators).emit('update', updateFor(null));
    if (c.status === 'finished') void this.pushMatchInfo(c.matchId);
  }

  /** A campaign game finished: everyone at its table learns where the campaign goes next. */
  campaignAdvanced(c: CampaignAdvance): void {
    this.io.to(room.all(c.finishedMatchId)).emit('campaign', c);
  }

  /** Seats changed: revoked credentials lose their sockets; everyone at the table gets the new seating. */
  async seatsChanged(matchId: string, revoked: number[]): Promise<void> {
    for (const s of revoked) {
      this.io.to(room.seat(matchId, s)).emit('qd:error', { code: 'UNAUTHORIZED', message: 'This seat credential was revoked' });
      this.io.in(room.seat(matchId, s)).disconnectSockets(true);
    }
    await this.pushMatchInfo(matchId);
  }

  private async pushMatchInfo(matchId: string): Promise<void> {
    // Nobody at the table: nothing to describe; whoever connects later gets a sync.
    if (!this.mayHaveMembers(room.all(matchId))) return;
    try {
      this.io.to(room.all(matchId)).emit('match', await this.deps.service.info(matchId));
    } catch (e) {
      this.deps.log.warn({ matchId, err: String((e as Error).message) }, 'match info push failed');
    }
  }

  /**
   * False only when the room is known to have fewer than `least` sockets: on a single instance, counting
   * the sockets here. Clustered, other instances may hold members.
   */
  private mayHaveMembers(r: string, least = 1): boolean {
    return this.deps.clustered || (this.io.sockets.adapter.rooms.get(r)?.size ?? 0) >= least;
  }

  private async count(r: string): Promise<number> {
    try {
      return (await this.io.in(r).fetchSockets()).length;
    } catch {
      return this.io.sockets.adapter.rooms.get(r)?.size ?? 0;
    }
  }

  private async sendPresence(matchId: string): Promise<void> {
    if (this.closing) return;
    try {
      const sockets = await this.io.in(room.all(matchId)).fetchSockets();
      const seats = new Set<number>();
      let spectators = 0;
      for (const s of sockets) {
        if (s.data.seat === null || s.data.seat === undefined) spectators++;
        else seats.add(s.data.seat);
      }
      this.io.to(room.all(matchId)).emit('presence', { connectedSeats: [...seats].sort((a, b) => a - b), spectators });
    } catch {
      /* presence is best effort (e.g. another instance did not answer in time) */
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    this.io.disconnectSockets(true);
    await new Promise<void>((resolve) => this.io.close(() => resolve()));
  }
}

function ackOf(rest: unknown[]): unknown {
  const last = rest[rest.length - 1];
  return typeof last === 'function' ? last : undefined;
}

function reply(ack: unknown, payload: unknown): void {
  if (typeof ack === 'function') (ack as (p: unknown) => void)(payload);
}

function chatLine(r: ChatRow): ChatLine {
  return { id: Number(r.id), seat: r.seat, name: r.name, text: r.text, at: (r.created_at instanceof Date ? r.created_at : new Date(r.created_at)).toISOString() };
}
