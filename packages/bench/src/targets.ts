/**
 * The load generator's side of the three servers: raw Socket.IO connections (wire.ts, one per seat, no
 * SDK, no UI client) that speak each server's protocol and hand every new view to the workload.
 */
import { WireSocket, type WireOptions } from './wire';
import { enumerateActions, type ActionRequest, type GameModule, type ViewState } from '@quarterdeck/games';
import { followUpdate, type SyncPayload, type UpdatePayload } from '@quarterdeck/sdk';

export type TargetName = 'quarterdeck' | 'stock' | 'bare';

/** A seat's new view (or, for the bare server, just the state counter and whose turn it is). */
export interface SeatUpdate {
  stateId: number;
  view: ViewState | null;
  active: number[];
  finished: boolean;
  /** A full resynchronisation (may repeat the current stateId). */
  sync: boolean;
}

export interface SeatHandlers {
  onUpdate(seat: number, u: SeatUpdate): void;
  /** The server's answer to a move (Quarterdeck and bare only; the stock server answers nothing). */
  onResult(seat: number, fromStateId: number, r: { ok: true } | { ok: false; code: string }): void;
  /** The connection was lost. */
  onDisconnect(seat: number, reason: string): void;
}

export interface MatchLink {
  id: string;
  send(seat: number, action: ActionRequest, fromStateId: number): void;
  close(): void;
}

export interface Target {
  readonly name: TargetName;
  /** Whether the server acknowledges moves (otherwise rejections show up as timeouts). */
  readonly acks: boolean;
  /** Create a match, take every seat, connect every seat; resolves when every seat has its first view. */
  openMatch(index: number, h: SeatHandlers): Promise<MatchLink>;
  legal(view: ViewState | null, seat: number): ActionRequest[];
  /** Bytes and Socket.IO frames received by every seat so far. */
  traffic(): { bytes: number; frames: number };
}

const CONNECT_TIMEOUT_MS = 20_000;
const ACK_TIMEOUT_MS = 30_000;

function activeOf(ctx: any): number[] {
  if (!ctx || ctx.gameover !== undefined) return [];
  if (ctx.activePlayers) return Object.keys(ctx.activePlayers).map(Number);
  return [Number(ctx.currentPlayer)];
}

function waitAll(sockets: WireSocket[], first: Array<Promise<void>>, timeoutMs: number, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    Promise.all(first).then(() => undefined),
    new Promise<void>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no first view within ${timeoutMs} ms`)), timeoutMs);
    }),
  ]).then(
    (v) => (clearTimeout(timer), v),
    (e) => {
      clearTimeout(timer);
      for (const s of sockets) s.close();
      throw e;
    },
  );
}

async function json<T>(url: string, method: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** What every target shares: the bytes and frames its seats received, and how a seat connects. */
abstract class SocketTarget {
  protected net = { bytes: 0, frames: 0 };
  private countFrame = (bytes: number) => {
    this.net.frames++;
    this.net.bytes += bytes;
  };

  /** Open a seat's socket, counting its traffic; `first` gets a promise of its first sync (or refusal). */
  protected connectSeat(sockets: WireSocket[], first: Array<Promise<void>>, seat: number, url: string, nsp: string, opts: WireOptions = {}): WireSocket {
    const socket = new WireSocket(url, nsp, { connectTimeoutMs: CONNECT_TIMEOUT_MS, ...opts, onFrame: this.countFrame });
    sockets.push(socket);
    first.push(
      new Promise<void>((resolve, reject) => {
        socket.once('sync', () => resolve());
        socket.once('connect_error', (e: Error) => reject(new Error(`seat ${seat} refused: ${e.message}`)));
      }),
    );
    return socket;
  }

  traffic() {
    return { bytes: this.net.bytes, frames: this.net.frames };
  }
}

/** A target hosting the real game: seats choose among its legal actions from their own view. */
abstract class GameTarget extends SocketTarget {
  constructor(protected mod: GameModule) {
    super();
  }

  legal(view: ViewState | null, seat: number): ActionRequest[] {
    return view ? enumerateActions(this.mod, view, String(seat)) : [];
  }
}

/** Quarterdeck: REST lobby (players, match, seats), then the documented socket protocol (packages/sdk/PROTOCOL.md). */
export class QuarterdeckTarget extends GameTarget implements Target {
  readonly name = 'quarterdeck' as const;
  readonly acks = true;
  /** Seat-holding players per group of matches (a player holds one seat per match). */
  private groups = new Map<number, Promise<string[]>>();

  constructor(
    private url: string,
    mod: GameModule,
    private numPlayers: number,
    private options: unknown,
    private matchesPerGroup = 200,
  ) {
    super(mod);
  }

  private players(group: number): Promise<string[]> {
    let p = this.groups.get(group);
    if (!p) {
      p = Promise.all(
        Array.from({ length: this.numPlayers }, (_, s) =>
          json<{ token: string }>(`${this.url}/api/players`, 'POST', { name: `Bench ${group}-${s}` }).then((r) => r.token),
        ),
      );
      this.groups.set(group, p);
    }
    return p;
  }

  async openMatch(index: number, h: SeatHandlers): Promise<MatchLink> {
    const tokens = await this.players(Math.floor(index / this.matchesPerGroup));
    const created = await json<{ match: { matchId: string }; grant: { credential: string } }>(
      `${this.url}/api/matches`,
      'POST',
      { game: this.mod.slug, numPlayers: this.numPlayers, options: this.options, visibility: 'unlisted', allowSpectators: false, claimSeat: 0 },
      tokens[0],
    );
    const matchId = created.match.matchId;
    const credentials = [created.grant.credential];
    for (let s = 1; s < this.numPlayers; s++) {
      credentials.push((await json<{ credential: string }>(`${this.url}/api/matches/${matchId}/seats/${s}`, 'POST', undefined, tokens[s])).credential);
    }
    const sockets: WireSocket[] = [];
    const first: Array<Promise<void>> = [];
    // Each seat's update handler: the acknowledgement of a seat's own move carries its update (packages/sdk/PROTOCOL.md).
    const updaters: Array<(p: UpdatePayload) => void> = [];
    for (let seat = 0; seat < this.numPlayers; seat++) {
      const socket = this.connectSeat(sockets, first, seat, this.url, '/', { auth: { matchId, seat, credential: credentials[seat] } });
      // Like the SDK's MatchConnection: hold this seat's view, apply patches to it, resync when one does not
      // fit. Patches are applied in place: the generator keeps no earlier view, and a bad one resyncs.
      let held: { stateId: number; view: any } = { stateId: -1, view: null };
      socket.on('sync', (p: SyncPayload) => {
        if (p.stateId < held.stateId) return;
        held = { stateId: p.stateId, view: p.view };
        h.onUpdate(seat, {
          stateId: p.stateId,
          view: p.view as ViewState,
          active: activeOf(p.view?.ctx),
          finished: p.match?.status === 'finished',
          sync: true,
        });
      });
      const onUpdate = (p: UpdatePayload) => {
        const next = followUpdate(held, p, true);
        if (next === null) return;
        if (next === 'resync') {
          socket.emitWithAck(ACK_TIMEOUT_MS, 'resync', [], () => {});
          return;
        }
        held = next;
        h.onUpdate(seat, { stateId: next.stateId, view: next.view, active: activeOf(next.view?.ctx), finished: p.status === 'finished', sync: false });
      };
      socket.on('update', onUpdate);
      updaters.push(onUpdate);
      socket.on('disconnect', (reason: string) => h.onDisconnect(seat, reason));
    }
    await waitAll(sockets, first, 30_000, `match ${matchId}`);
    return {
      id: matchId,
      send: (seat, a, fromStateId) => {
        const action = { type: a.kind === 'event' ? 'GAME_EVENT' : 'MAKE_MOVE', name: a.name, args: a.args, stateId: fromStateId };
        sockets[seat].emitWithAck(ACK_TIMEOUT_MS, 'action', [action], (err: Error | null, r: any) => {
          if (err) return h.onResult(seat, fromStateId, { ok: false, code: 'ACK_TIMEOUT' });
          if (r?.ok && r.update) updaters[seat](r.update);
          h.onResult(seat, fromStateId, r?.ok ? { ok: true } : { ok: false, code: String(r?.code ?? 'UNKNOWN') });
        });
      },
      close: () => sockets.forEach((s) => s.close()),
    };
  }
}

/**
 * boardgame.io's stock server: lobby REST on its own port (create, join), then the socket protocol of
 * boardgame.io 0.50.2's SocketIO transport (servers/stock.ts runs it): namespace `/<game.name>`, client emits
 * `sync(matchID, playerID, credentials, numPlayers)` and `update(action, stateID, matchID, playerID)`;
 * the server emits `sync(matchID, syncInfo)` and `update(matchID, filteredState, deltalog)` to every
 * client of the match. It never answers a rejected action.
 */
export class StockTarget extends GameTarget implements Target {
  readonly name = 'stock' as const;
  readonly acks = false;

  constructor(
    private url: string,
    private apiUrl: string,
    mod: GameModule,
    private numPlayers: number,
    private options: unknown,
  ) {
    super(mod);
  }

  async openMatch(_index: number, h: SeatHandlers): Promise<MatchLink> {
    const name = this.mod.game.name!;
    const { matchID } = await json<{ matchID: string }>(`${this.apiUrl}/games/${name}/create`, 'POST', {
      numPlayers: this.numPlayers,
      setupData: { options: this.options },
      unlisted: true,
    });
    const credentials: string[] = [];
    for (let s = 0; s < this.numPlayers; s++) {
      const r = await json<{ playerCredentials: string }>(`${this.apiUrl}/games/${name}/${matchID}/join`, 'POST', {
        playerID: String(s),
        playerName: `Bench ${s}`,
      });
      credentials.push(r.playerCredentials);
    }
    const sockets: WireSocket[] = [];
    const first: Array<Promise<void>> = [];
    for (let seat = 0; seat < this.numPlayers; seat++) {
      const socket = this.connectSeat(sockets, first, seat, this.url, `/${name}`);
      const playerID = String(seat);
      socket.on('connect', () => socket.emit('sync', matchID, playerID, credentials[seat], this.numPlayers));
      const toUpdate = (state: any, sync: boolean): SeatUpdate => ({
        stateId: state._stateID,
        view: { G: state.G, ctx: state.ctx },
        active: activeOf(state.ctx),
        finished: state.ctx?.gameover !== undefined,
        sync,
      });
      socket.on('sync', (_m: string, info: any) => h.onUpdate(seat, toUpdate(info.state, true)));
      socket.on('update', (_m: string, state: any) => h.onUpdate(seat, toUpdate(state, false)));
      socket.on('disconnect', (reason: string) => h.onDisconnect(seat, reason));
    }
    await waitAll(sockets, first, 30_000, `stock match ${matchID}`);
    return {
      id: matchID,
      send: (seat, a, fromStateId) => {
        const playerID = String(seat);
        const action = {
          type: a.kind === 'event' ? 'GAME_EVENT' : 'MAKE_MOVE',
          payload: { type: a.name, args: a.args, playerID, credentials: credentials[seat] },
        };
        sockets[seat].emit('update', action, fromStateId, matchID, playerID);
      },
      close: () => sockets.forEach((s) => s.close()),
    };
  }
}

/** The bare Socket.IO broadcast (servers/bare.ts): `move { stateId }` acknowledged with the mover's update; `update` to every other seat. */
export class BareTarget extends SocketTarget implements Target {
  readonly name = 'bare' as const;
  readonly acks = true;
  private static readonly STEP: ActionRequest[] = [{ kind: 'move', name: 'step', args: [] }];

  constructor(
    private url: string,
    private numPlayers: number,
    /** Indices in the script where a recorded game begins: a bare match starts at one, like a real match at its setup. */
    private gameStarts: number[],
    private random: () => number,
  ) {
    super();
  }

  async openMatch(index: number, h: SeatHandlers): Promise<MatchLink> {
    const match = `b${index}-${Math.floor(this.random() * 1e9).toString(36)}`;
    const offset = this.gameStarts[Math.floor(this.random() * this.gameStarts.length)] ?? 0;
    const sockets: WireSocket[] = [];
    const first: Array<Promise<void>> = [];
    for (let seat = 0; seat < this.numPlayers; seat++) {
      const socket = this.connectSeat(sockets, first, seat, this.url, '/', { auth: { match, seat, offset } });
      socket.on('sync', (p: any) => h.onUpdate(seat, { stateId: p.stateId, view: null, active: p.active, finished: false, sync: true }));
      socket.on('update', (p: any) => h.onUpdate(seat, { stateId: p.stateId, view: null, active: p.active, finished: false, sync: false }));
      socket.on('disconnect', (reason: string) => h.onDisconnect(seat, reason));
    }
    await waitAll(sockets, first, 30_000, `bare match ${match}`);
    return {
      id: match,
      send: (seat, _a, fromStateId) => {
        sockets[seat].emitWithAck(ACK_TIMEOUT_MS, 'move', [{ stateId: fromStateId }], (err: Error | null, r: any) => {
          if (err) return h.onResult(seat, fromStateId, { ok: false, code: 'ACK_TIMEOUT' });
          // As from Quarterdeck, the mover's update comes inside the acknowledgement.
          const u = r?.ok ? r.update : undefined;
          if (u) h.onUpdate(seat, { stateId: u.stateId, view: null, active: u.active, finished: false, sync: false });
          h.onResult(seat, fromStateId, r?.ok ? { ok: true } : { ok: false, code: String(r?.code ?? 'UNKNOWN') });
        });
      },
      close: () => sockets.forEach((s) => s.close()),
    };
  }

  legal(): ActionRequest[] {
    return BareTarget.STEP;
  }
}
