import { undoableEntry } from '@quarterdeck/games';
import {
  ActionMessage,
  UndoRequest,
  ChatMessageIn,
  Handshake,
  LOG_PAGE_STATES,
  LogPageRequest,
  type CampaignAdvance,
  type ChatLine,
  type UpdatePayload,
} from '@quarterdeck/sdk';
import type { Logger } from '../log';
import { DbUnavailableError } from '../storage/db';
import { secretMatches } from '../storage/secrets';
import type { ChatRow, Store } from '../storage/store';
import type { MatchDescriber } from '../matches/describe';
import type { Committed, MatchHost, Outcome } from '../matches/host';
import type { Revoked } from '../matches/service';
import { updateBuilder } from '../matches/updates';
import { viewFor, visibleLog } from '../matches/views';
import { UNAVAILABLE_MESSAGE } from '../errors';
import type { Limits } from '../limits';
import { boundsProblem, unstorableText } from '../storable';
import { addressOf, room, type QdServer, type QdSocket, type RoomUpdate } from './io';
import { Encoded } from './parser';
import type { Presence } from './presence';
import { SyncCache } from './sync-cache';

/**
 * A socket whose unsent output passes this many bytes is not reading what it is sent (a stalled or hostile
 * client): it is disconnected rather than buffered without bound. A whole sync of even a long finished match
 * is far smaller (docs/PERFORMANCE.md#security-benchmark).
 */
const MAX_BACKLOG_BYTES = 2 * 1024 * 1024;
const BACKLOG_SWEEP_MS = 1000;
/**
 * How often each instance compares what its sockets were last sent with the stored matches. A socket
 * found behind on two passes in a row (so not merely racing an update on its way) gets a fresh sync:
 * whatever happened to the instance that committed a move (killed before its broadcast, Redis lost), every
 * client still connected converges on the committed state within about three passes.
 */
const RECONCILE_MS = 2000;

/**
 * The Socket.IO side: authenticates seats and spectators, feeds actions to the match host, and sends
 * every viewer only its own view. Works across instances through the adapter (Redis) because every
 * message is addressed to a room that holds exactly one kind of viewer.
 *
 * Authority is checked when it is used, not only at the handshake: a seat's socket carries the
 * generation of the credential it was admitted with; its actions and chat lines commit only while that
 * is the seat's current credential (the statements check it), its private messages go to that
 * generation's room only, and every sync re-reads the generation (a credential revoked between the
 * handshake and joining the rooms is caught there).
 */
export class Gateway {
  private syncs = new SyncCache();
  private closing = false;
  private sweeper: NodeJS.Timeout;
  private reconciler: NodeJS.Timeout;
  private reconciling = false;
  /** Syncs sent by reconciliation, for tests and metrics. */
  readonly reconciled = { passes: 0, syncs: 0 };

  constructor(
    readonly io: QdServer,
    private deps: {
      store: Store;
      host: MatchHost;
      describer: MatchDescriber;
      presence: Presence;
      log: Logger;
      limits: Limits;
      /** Trusted reverse-proxy hops in front of this server (TRUST_PROXY). */
      trustProxyHops: number;
      /** Other instances share the rooms (Redis adapter): a room empty here may have members there. */
      clustered: boolean;
    },
  ) {
    this.io.use((socket, next) => {
      this.authenticate(socket as QdSocket).then(
        () => next(),
        (e: Error & { data?: unknown }) => next(e),
      );
    });
    this.io.on('connection', (s) => this.onConnection(s as QdSocket));
    this.sweeper = setInterval(() => this.dropStalledReaders(), BACKLOG_SWEEP_MS);
    this.sweeper.unref();
    this.reconciler = setInterval(() => void this.reconcile(), RECONCILE_MS);
    this.reconciler.unref();
    // Another instance's commit: deliver its rooms' updates to this instance's sockets.
    this.io.on('qd:update', (_matchId: string, _stateId: number, rooms: RoomUpdate[]) => {
      for (const r of rooms) this.deliverLocal(r.room, r.update);
    });
  }

  private fail(message: string, code: string): Error {
    const e = new Error(message) as Error & { data?: unknown };
    e.data = { code, message };
    return e;
  }

  private clientIp(socket: QdSocket): string {
    return addressOf(socket.request, this.deps.trustProxyHops);
  }

  private async authenticate(socket: QdSocket): Promise<void> {
    const ip = this.clientIp(socket);
    if (!this.deps.limits.connectionsPerIp.take(ip)) throw this.fail('Too many connections from your address; try again shortly', 'RATE_LIMITED');
    const parsed = Handshake.safeParse(socket.handshake.auth);
    if (!parsed.success) throw this.fail('Handshake needs { matchId, seat, credential } or { matchId, spectate: true }', 'BAD_REQUEST');
    const auth = parsed.data;
    try {
      if ('seat' in auth) {
        // The match, the seat's credential and its generation in one read: the generation is that credential's.
        const a = await this.deps.store.seatAuth(auth.matchId, auth.seat);
        if (!a) throw this.fail('No such match', 'NOT_FOUND');
        if (a.gen === null || a.bot !== false || !secretMatches(auth.credential, a.credential_hash))
          throw this.fail('Seat credential not valid for this match', 'UNAUTHORIZED');
        socket.data = { ip, matchId: auth.matchId, seat: auth.seat, gen: a.gen, playerId: a.player_id, name: a.name ?? `Seat ${auth.seat + 1}` };
      } else {
        const row = await this.deps.store.match(auth.matchId);
        if (!row) throw this.fail('No such match', 'NOT_FOUND');
        if (!row.allow_spectators) throw this.fail('This match does not allow spectators', 'FORBIDDEN');
        socket.data = { ip, matchId: auth.matchId, seat: null, gen: null, playerId: null, name: 'Spectator' };
      }
    } catch (e) {
      if (e instanceof DbUnavailableError) throw this.fail(UNAVAILABLE_MESSAGE, 'UNAVAILABLE');
      throw e;
    }
  }

  private onConnection(socket: QdSocket): void {
    const { matchId, seat, gen } = socket.data;
    // Joining is synchronous on this instance (the Redis adapter only tracks rooms locally).
    void socket.join(room.all(matchId));
    if (seat === null || gen === null) void socket.join(room.spec(matchId));
    else void socket.join(room.seat(matchId, seat, gen));
    // The first sync reads the match again, after joining: a credential revoked since the handshake is refused there.
    void this.sendSync(socket);
    void this.presence(matchId);

    // The acknowledgement is the last argument when it is a function, whatever a client sends before it.
    socket.on('action', (raw: unknown, ...rest: unknown[]) => void this.onAction(socket, raw, ackOf(rest)));
    socket.on('chat', (raw: unknown, ...rest: unknown[]) => void this.onChat(socket, raw, ackOf(rest)));
    socket.on('resync', (...rest: unknown[]) => void this.onResync(socket, ackOf(rest)));
    socket.on('undo', (raw: unknown, ...rest: unknown[]) => void this.onUndo(socket, raw, ackOf(rest)));
    socket.on('log', (raw: unknown, ...rest: unknown[]) => void this.onLogPage(socket, raw, ackOf(rest)));
    socket.onAny((event: string, ...rest: unknown[]) => {
      if (event === 'action' || event === 'chat' || event === 'resync' || event === 'log' || event === 'undo') return;
      const ack = rest[rest.length - 1];
      const err = { ok: false as const, code: 'BAD_REQUEST' as const, message: `Unknown message "${String(event).slice(0, 40)}"` };
      if (typeof ack === 'function') reply(ack, err);
      else socket.emit('qd:error', { code: err.code, message: err.message });
    });
    socket.on('disconnect', () => void this.presence(matchId));
  }

  /** The socket's credential was revoked: tell it once and close it. */
  private revoke(socket: QdSocket): void {
    socket.emit('qd:error', { code: 'UNAUTHORIZED', message: 'This seat credential was revoked' });
    socket.disconnect(true);
  }

  /**
   * The answer to a seat's move-like request (an action, an undo): through its acknowledgement, with the
   * sender's own update when it committed; without one, a refusal still reaches the sender as a qd:error.
   */
  private actionReply(socket: QdSocket, ack: unknown): (r: Outcome, update?: unknown) => void {
    return (r, update) => {
      if (typeof ack === 'function') (ack as (p: unknown) => void)(r.ok && update ? { ...r, update } : r);
      else if (!r.ok) socket.emit('qd:error', { code: r.code, message: r.message });
    };
  }

  /** The rate limits and the seat every move-like request must have: the seat's credential, or the refusal. */
  private actingSeat(socket: QdSocket): { seat: number; gen: number } | { refusal: Outcome } {
    const { seat, gen, ip } = socket.data;
    if (!this.deps.limits.actionsPerSocket.take(socket.id) || !this.deps.limits.actionsPerIp.take(ip)) {
      return { refusal: { ok: false, code: 'RATE_LIMITED', message: 'Too many actions; slow down' } };
    }
    if (seat === null || gen === null) return { refusal: { ok: false, code: 'FORBIDDEN', message: 'Spectators cannot act' } };
    return { seat, gen };
  }

  /** After a move-like request: a revoked credential is disconnected, a stale view resynced. */
  private async afterAction(socket: QdSocket, res: Outcome): Promise<void> {
    if (!res.ok && res.code === 'UNAUTHORIZED') return this.revoke(socket);
    if (!res.ok && res.code === 'STALE') await this.sendSync(socket);
  }

  /**
   * An action from a seat: rate, bounds and shape checked here, then the match host runs the rest of the
   * pipeline (serialise, reduce, commit, announce) and answers through `reply`, once.
   */
  private async onAction(socket: QdSocket, raw: unknown, ack: unknown): Promise<void> {
    const reply = this.actionReply(socket, ack);
    const gate = this.actingSeat(socket);
    if ('refusal' in gate) return reply(gate.refusal);
    const { seat, gen } = gate;
    const { matchId } = socket.data;
    // Bounded before anything walks the arguments (zod, storage checks, the reducer, the log).
    const tooBig = boundsProblem((raw as { args?: unknown } | null)?.args);
    if (tooBig) return reply({ ok: false, code: 'BAD_REQUEST', message: `Malformed action: the arguments ${tooBig}` });
    const parsed = ActionMessage.safeParse(raw);
    if (!parsed.success) {
      return reply({
        ok: false,
        code: 'BAD_REQUEST',
        message: 'Malformed action: ' + parsed.error.issues.map((i) => `${i.path.join('.') || 'message'}: ${i.message}`).join('; '),
      });
    }
    const unstorable = unstorableText(parsed.data.args);
    if (unstorable) return reply({ ok: false, code: 'BAD_REQUEST', message: `Malformed action: args ${unstorable}` });
    // Without an acknowledgement to carry it, the sender's update comes as an update message like everyone's.
    const res = await this.deps.host.act(matchId, { seat, gen }, parsed.data, reply, typeof ack === 'function' ? socket.id : undefined);
    await this.afterAction(socket, res);
  }

  private async onChat(socket: QdSocket, raw: unknown, ackFn: unknown): Promise<void> {
    const { matchId, seat, gen, playerId, name } = socket.data;
    // Without an acknowledgement a refusal still reaches the sender, as a qd:error.
    const ack =
      typeof ackFn === 'function'
        ? ackFn
        : (r: { ok: boolean; code?: string; message?: string }) => {
            if (!r.ok) socket.emit('qd:error', { code: r.code as any, message: r.message ?? '' });
          };
    if (seat === null || gen === null) return reply(ack, { ok: false, code: 'FORBIDDEN', message: 'Spectators cannot chat at the table' });
    // Per seat, not per socket: more tabs do not buy more lines.
    if (!this.deps.limits.chatPerSeat.take(`${matchId}:${seat}`))
      return reply(ack, { ok: false, code: 'RATE_LIMITED', message: 'You are sending messages too fast' });
    const parsed = ChatMessageIn.safeParse(raw);
    if (!parsed.success) return reply(ack, { ok: false, code: 'BAD_REQUEST', message: `Chat: ${parsed.error.issues[0]?.message ?? 'malformed'}` });
    const unstorable = unstorableText(parsed.data.text);
    if (unstorable) return reply(ack, { ok: false, code: 'BAD_REQUEST', message: `Chat: the ${unstorable}` });
    const toSeat = parsed.data.to ?? null;
    try {
      if (toSeat !== null) {
        const row = await this.deps.store.match(matchId);
        if (!row || toSeat >= row.num_players || toSeat === seat)
          return reply(ack, { ok: false, code: 'BAD_REQUEST', message: 'Chat: a private line goes to another seat of this match' });
      }
      const added = await this.deps.store.addChat(matchId, seat, gen, playerId, name, parsed.data.text, toSeat);
      if (!added) {
        reply(ack, { ok: false, code: 'UNAUTHORIZED', message: 'This seat credential was revoked' });
        return this.revoke(socket);
      }
      const line = chatLine(added.line);
      // Table chat is for the seats: stored first, then sent to the seats' current credentials only; a
      // private line to its sender's and its recipient's only (never to spectators).
      const to = added.seatGens.flatMap((g, s) => (toSeat === null || s === seat || s === toSeat ? [room.seat(matchId, s, g)] : []));
      if (to.length) this.io.to(to).emit('chat', line);
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

  /** Take back the seat's own last move: checked and applied by the match host, answered like an action. */
  private async onUndo(socket: QdSocket, raw: unknown, ack: unknown): Promise<void> {
    const reply = this.actionReply(socket, ack);
    const gate = this.actingSeat(socket);
    if ('refusal' in gate) return reply(gate.refusal);
    const { seat, gen } = gate;
    const { matchId } = socket.data;
    const parsed = UndoRequest.safeParse(raw);
    if (!parsed.success) return reply({ ok: false, code: 'BAD_REQUEST', message: 'Ask for { stateId: <the state you see> }' });
    const res = await this.deps.host.undo(matchId, { seat, gen }, parsed.data.stateId, reply, typeof ack === 'function' ? socket.id : undefined);
    await this.afterAction(socket, res);
  }

  private async onResync(socket: QdSocket, ack: unknown): Promise<void> {
    if (!this.deps.limits.resyncPerSocket.take(socket.id) || !this.deps.limits.resyncPerIp.take(socket.data.ip)) {
      return reply(ack, { ok: false, code: 'RATE_LIMITED', message: 'Too many refresh requests; slow down' });
    }
    const ok = await this.sendSync(socket);
    reply(ack, ok ? { ok: true } : { ok: false, code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGE });
  }

  /** Older log entries, a page of states at a time, redacted for this viewer. */
  private async onLogPage(socket: QdSocket, raw: unknown, ack: unknown): Promise<void> {
    const { matchId, seat, gen } = socket.data;
    if (!this.deps.limits.logPagesPerSocket.take(socket.id))
      return reply(ack, { ok: false, code: 'RATE_LIMITED', message: 'Too many log requests; slow down' });
    const parsed = LogPageRequest.safeParse(raw);
    if (!parsed.success) return reply(ack, { ok: false, code: 'BAD_REQUEST', message: 'Ask for { before: <state number> }' });
    if (this.backlogOf(socket) > MAX_BACKLOG_BYTES / 2) return reply(ack, { ok: false, code: 'RATE_LIMITED', message: 'Read what was sent first' });
    try {
      const row = await this.deps.store.match(matchId);
      if (!row) return reply(ack, { ok: false, code: 'NOT_FOUND', message: 'No such match' });
      if (seat !== null && gen !== null && row.seat_gens[seat] !== gen) {
        reply(ack, { ok: false, code: 'UNAUTHORIZED', message: 'This seat credential was revoked' });
        return this.revoke(socket);
      }
      const before = Math.min(parsed.data.before, row.state_id + 1);
      const from = Math.max(1, before - LOG_PAGE_STATES);
      const rows = before > from ? await this.deps.store.log(matchId, before - 1, from) : [];
      reply(ack, {
        ok: true,
        from,
        entries: visibleLog(
          rows.map((l) => l.entry),
          seat === null ? null : String(seat),
        ),
      });
    } catch {
      reply(ack, { ok: false, code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGE });
    }
  }

  /**
   * Send this socket everything it may see, read afresh (and checked against its credential generation).
   * The view and the log's newest page are encoded once per state and viewer and reused. Returns false
   * when the database is unavailable (or the socket was closed).
   */
  async sendSync(socket: QdSocket): Promise<boolean> {
    const { matchId, seat, gen } = socket.data;
    if (this.backlogOf(socket) > MAX_BACKLOG_BYTES / 2) {
      this.dropStalled(socket);
      return false;
    }
    try {
      const cur = await this.deps.host.load(matchId, true);
      if (!cur) {
        socket.emit('qd:error', { code: 'NOT_FOUND', message: 'No such match' });
        socket.disconnect(true);
        return false;
      }
      if (seat !== null && gen !== null && cur.row.seat_gens[seat] !== gen) {
        this.revoke(socket);
        return false;
      }
      const viewer = seat === null ? null : String(seat);
      const stateId = cur.row.state_id;
      const state = cur.state;
      const [part, chat, match] = await Promise.all([
        // A room waiting for players has no state and no log: nothing is dealt before the match starts.
        state === null
          ? '"view":null,"log":[],"logFrom":1'
          : this.syncs.get(matchId, stateId, viewer, async () => {
              const logFrom = Math.max(1, stateId - LOG_PAGE_STATES + 1);
              const log = await this.deps.store.log(matchId, stateId, logFrom);
              const mod = this.deps.host.gameModule(cur.row.game)!;
              return {
                view: viewFor(mod, state, viewer),
                log: visibleLog(
                  log.map((l) => l.entry),
                  viewer,
                ),
                logFrom,
                // The move that made this state is this seat's own and may be taken back.
                undo: viewer !== null && cur.row.status === 'active' && lastMoveUndoable(log, stateId, viewer),
              };
            }),
        seat === null ? Promise.resolve([] as ChatRow[]) : this.deps.store.chat(matchId, seat),
        this.deps.store.seats(matchId).then((s) => this.deps.describer.describe(cur.row, s)),
      ]);
      if (!socket.connected) return false;
      const role = seat === null ? { spectator: true } : { seat };
      const json = `{"matchId":${JSON.stringify(matchId)},"role":${JSON.stringify(role)},"stateId":${stateId},${part},"chat":${JSON.stringify(chat.map(chatLine))},"match":${JSON.stringify(match)}}`;
      socket.emit('sync', new Encoded(json) as never);
      if (socket.data.seen === undefined || stateId > socket.data.seen) socket.data.seen = stateId;
      return true;
    } catch (e) {
      this.deps.log.warn({ matchId, err: String((e as Error).message) }, 'sync failed');
      socket.emit('qd:error', { code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGE });
      return false;
    }
  }

  /** Bytes written to this socket and not yet taken by its client (WebSocket buffer, or packets awaiting a poll). */
  private backlogOf(socket: QdSocket): number {
    const conn = socket.conn as unknown as { transport?: { socket?: { bufferedAmount?: number } }; writeBuffer?: Array<{ data?: unknown }> };
    let bytes = conn.transport?.socket?.bufferedAmount ?? 0;
    for (const p of conn.writeBuffer ?? []) bytes += typeof p.data === 'string' ? p.data.length : 0;
    return bytes;
  }

  private dropStalled(socket: QdSocket): void {
    this.deps.log.warn({ matchId: socket.data.matchId, ip: socket.data.ip }, 'disconnecting a socket that does not read what it is sent');
    socket.disconnect(true);
  }

  /** Every second: sockets not reading their output lose their connection instead of growing the server's memory. */
  private dropStalledReaders(): void {
    for (const socket of this.io.of('/').sockets.values()) if (this.backlogOf(socket as QdSocket) > MAX_BACKLOG_BYTES) this.dropStalled(socket as QdSocket);
  }

  /**
   * After a commit: each seat's current credential room gets that seat's view; the spectator room the
   * public one. A view goes out as a patch (sdk/src/patch.ts) to the viewer's view of the state the action
   * was applied to, which is what every viewer up to date holds; one that is not asks for a sync. Patches
   * are made per viewer from its two views, never from the state, so they carry nothing its full view would
   * not. The earlier view is built again here rather than kept from the last broadcast: keeping every
   * match's last views costs more memory (docs/PERFORMANCE.md#views-rebuilt-at-each-broadcast).
   *
   * The socket that sent the action gets its update inside the acknowledgement (`{ ok, stateId, update }`),
   * sent here, in order with every other message of that socket; other sockets of the same seat (another
   * tab, another instance) get the update as usual.
   */
  broadcast(c: Committed): void {
    const mod = this.deps.host.gameModule(c.game)!;
    const updateFor = updateBuilder(mod, c);
    const stateId = c.state._stateID;
    const sender = c.sender;
    // The sender's socket, when it is here and still holds the credential the action committed with.
    const via = sender.via === undefined ? undefined : (this.io.sockets.sockets.get(sender.via) as QdSocket | undefined);
    const senderHere = via !== undefined && via.data.seat === sender.seat && via.data.gen === c.seatGens[sender.seat];
    let answered = false;
    const rooms: RoomUpdate[] = [];
    for (let s = 0; s < c.state.ctx.numPlayers; s++) {
      const gen = c.seatGens[s];
      if (gen === undefined) continue;
      const to = room.seat(c.matchId, s, gen);
      if (senderHere && sender.seat === s) {
        const update = c.undoable ? { ...updateFor(String(s)), undo: true as const } : updateFor(String(s));
        answered = sender.answer(update);
        if (answered) via!.data.seen = stateId;
        if (this.mayHaveMembers(to, answered ? 2 : 1)) rooms.push({ room: to, update });
      } else if (this.mayHaveMembers(to)) {
        rooms.push({ room: to, update: c.undoable && sender.seat === s ? { ...updateFor(String(s)), undo: true as const } : updateFor(String(s)) });
      }
    }
    // Most tables have no spectators: an empty room costs no view and no encoding.
    const spectators = room.spec(c.matchId);
    if (this.mayHaveMembers(spectators)) rooms.push({ room: spectators, update: updateFor(null) });
    for (const r of rooms) this.deliverLocal(r.room, r.update, answered ? via!.id : undefined);
    // Other instances get the whole commit in one message, so each delivers all of its rooms or none.
    if (this.deps.clustered && rooms.length) this.io.serverSideEmit('qd:update', c.matchId, stateId, rooms);
    if (c.status === 'finished') void this.pushMatchInfo(c.matchId);
  }

  /** Send an update to this instance's sockets in a room (except one), and note what they were sent. */
  private deliverLocal(r: string, update: UpdatePayload, except?: string): void {
    const members = this.io.sockets.adapter.rooms.get(r);
    if (!members?.size) return;
    (except ? this.io.local.to(r).except(except) : this.io.local.to(r)).emit('update', update);
    const sockets = this.io.sockets.sockets;
    for (const id of members) {
      const s = sockets.get(id);
      if (s && (s.data.seen === undefined || update.stateId > s.data.seen)) s.data.seen = update.stateId;
    }
  }

  /**
   * One reconciliation pass: each socket of this instance whose match has moved past what it was last sent,
   * on this pass and the one before, gets a sync. On a single instance the match host's own record of its
   * commits says where each match is; clustered, the database does (one statement for every match with a
   * socket here).
   */
  async reconcile(): Promise<void> {
    if (this.reconciling || this.closing) return;
    this.reconciling = true;
    try {
      this.reconciled.passes++;
      const byMatch = new Map<string, QdSocket[]>();
      for (const s of this.io.sockets.sockets.values()) {
        const sock = s as QdSocket;
        if (sock.data.seen === undefined || !sock.connected) continue;
        const list = byMatch.get(sock.data.matchId);
        if (list) list.push(sock);
        else byMatch.set(sock.data.matchId, [sock]);
      }
      if (!byMatch.size) return;
      const heads = this.deps.clustered ? await this.deps.store.stateIds([...byMatch.keys()]) : this.deps.host.knownStateIds([...byMatch.keys()]);
      for (const [matchId, sockets] of byMatch) {
        const head = heads.get(matchId);
        if (head === undefined) continue;
        for (const sock of sockets) {
          if (sock.data.seen! >= head) {
            sock.data.behind = undefined;
          } else if (sock.data.behind === head) {
            sock.data.behind = undefined;
            this.reconciled.syncs++;
            await this.sendSync(sock);
          } else {
            sock.data.behind = head;
          }
        }
      }
    } catch (e) {
      this.deps.log.warn({ err: String((e as Error).message) }, 'reconciliation pass failed');
    } finally {
      this.reconciling = false;
    }
  }

  /** A finished match got a rematch: everyone at its table is told (and sees it in the match's description). */
  rematched(r: { matchId: string; rematchId: string }): void {
    this.io.to(room.all(r.matchId)).emit('rematch', r);
    void this.pushMatchInfo(r.matchId);
  }

  /** A campaign game finished: everyone at its table learns where the campaign goes next. */
  campaignAdvanced(c: CampaignAdvance): void {
    this.io.to(room.all(c.finishedMatchId)).emit('campaign', c);
  }

  /**
   * Seats changed: revoked credentials lose their sockets (on every instance); everyone at the table gets the
   * new seating, and when the change started the match, this instance's sockets at the table get their
   * views (other instances do the same on `qd:seats`).
   */
  async seatsChanged(matchId: string, revoked: Revoked[], started = false): Promise<void> {
    for (const { seat, gen } of revoked) {
      const r = room.seat(matchId, seat, gen);
      this.io.to(r).emit('qd:error', { code: 'UNAUTHORIZED', message: 'This seat credential was revoked' });
      this.io.in(r).disconnectSockets(true);
    }
    if (started) await this.syncLocal(matchId);
    await this.pushMatchInfo(matchId);
  }

  /** A fresh sync for each socket of this instance at a match's table (the match was just dealt). */
  async syncLocal(matchId: string): Promise<void> {
    const members = this.io.sockets.adapter.rooms.get(room.all(matchId));
    if (!members) return;
    for (const id of [...members]) {
      const s = this.io.sockets.sockets.get(id);
      if (s) await this.sendSync(s as QdSocket);
    }
  }

  private async pushMatchInfo(matchId: string): Promise<void> {
    // Nobody at the table: nothing to describe; whoever connects later gets a sync.
    if (!this.mayHaveMembers(room.all(matchId))) return;
    try {
      this.io.to(room.all(matchId)).emit('match', await this.deps.describer.info(matchId));
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

  private async presence(matchId: string): Promise<void> {
    if (!this.closing) await this.deps.presence.announce(matchId);
  }

  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.sweeper);
    clearInterval(this.reconciler);
    this.io.disconnectSockets(true);
    await new Promise<void>((resolve) => this.io.close(() => resolve()));
  }
}

/** Whether the log's last action (the one that made `stateId`) is `viewer`'s own and may be taken back. */
function lastMoveUndoable(log: Array<{ state_id: number; entry: any }>, stateId: number, viewer: string): boolean {
  const first = log.find((l) => l.state_id === stateId);
  return !!first && first.entry?.action?.type === 'MAKE_MOVE' && first.entry.action.payload?.playerID === viewer && undoableEntry(first.entry);
}

function ackOf(rest: unknown[]): unknown {
  const last = rest[rest.length - 1];
  return typeof last === 'function' ? last : undefined;
}

function reply(ack: unknown, payload: unknown): void {
  if (typeof ack === 'function') (ack as (p: unknown) => void)(payload);
}

function chatLine(r: ChatRow): ChatLine {
  return {
    id: Number(r.id),
    seat: r.seat,
    to: r.to_seat ?? null,
    name: r.name,
    text: r.text,
    at: (r.created_at instanceof Date ? r.created_at : new Date(r.created_at)).toISOString(),
  };
}
