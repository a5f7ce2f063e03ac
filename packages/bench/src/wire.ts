/**
 * The load generator's socket: Socket.IO's wire protocol (Engine.IO 4 over a WebSocket, Socket.IO 5
 * packets as text) spoken directly on a `ws` connection. It does what the benchmark needs and nothing
 * else: one namespace per connection, JSON events both ways, acknowledgements of our own emits,
 * answering the server's pings. No reconnection, no polling transport, no binary attachments, no
 * event-emitter layers: socket.io-client's layers cost the generator CPU that the servers it shares the
 * machine with could not use (docs/PERFORMANCE.md#load-generator-socket).
 *
 * Frames, as the Engine.IO and Socket.IO servers we depend on write and read them (wire.test.ts talks to a
 * real Socket.IO server): Engine.IO `0{open}`, `2` ping -> `3` pong, `4<socket.io packet>` message, `1`
 * close. Socket.IO packet: `<type>[/<nsp>,][<ack id>][<JSON>]` with type 0 CONNECT, 1 DISCONNECT, 2 EVENT,
 * 3 ACK, 4 CONNECT_ERROR.
 */
import WebSocket from 'ws';

type Listener = (...args: any[]) => void;
type AckCallback = (err: Error | null, ...args: any[]) => void;

interface PendingAck {
  cb: AckCallback;
  deadline: number;
}

/** Sockets with acknowledgements outstanding, swept once a second for the ones overdue (one timer for all). */
const awaiting = new Set<WireSocket>();
let sweeper: NodeJS.Timeout | undefined;
function watchAcks(s: WireSocket): void {
  awaiting.add(s);
  if (!sweeper) {
    sweeper = setInterval(() => {
      const now = performance.now();
      for (const w of awaiting) w.expireAcks(now);
      if (awaiting.size === 0) {
        clearInterval(sweeper);
        sweeper = undefined;
      }
    }, 1000);
    sweeper.unref();
  }
}

export interface WireOptions {
  /** The handshake's `auth` object (socket.handshake.auth on the server). */
  auth?: unknown;
  /** Give up connecting after this long (connect_error). */
  connectTimeoutMs?: number;
  /** Called with the size in bytes of every frame received. */
  onFrame?: (bytes: number) => void;
}

export class WireSocket {
  private ws: WebSocket;
  private listeners = new Map<string, Listener[]>();
  private acks = new Map<number, PendingAck>();
  private nextAck = 0;
  private prefix: string;
  private connected = false;
  private ended = false;
  private connectTimer: NodeJS.Timeout | undefined;

  /** `url`: the server's http(s) origin; `nsp`: the namespace ("/" or "/name"). */
  constructor(
    url: string,
    nsp: string,
    private opts: WireOptions = {},
  ) {
    this.prefix = nsp === '/' ? '' : `${nsp},`;
    const u = new URL(url);
    u.protocol = u.protocol === 'https:' ? 'wss:' : 'ws:';
    u.pathname = '/socket.io/';
    u.search = '?EIO=4&transport=websocket';
    this.ws = new WebSocket(u, { perMessageDeflate: false });
    this.connectTimer = setTimeout(() => this.fail(new Error('timeout')), opts.connectTimeoutMs ?? 20_000);
    this.ws.on('message', (data: Buffer, isBinary: boolean) => {
      this.opts.onFrame?.(data.length);
      if (!isBinary) this.onText(data.toString());
    });
    this.ws.on('error', (e: Error) => {
      if (!this.connected) this.fail(e);
    });
    this.ws.on('close', () => this.end('transport close'));
  }

  on(event: string, fn: Listener): this {
    const list = this.listeners.get(event);
    if (list) list.push(fn);
    else this.listeners.set(event, [fn]);
    return this;
  }

  once(event: string, fn: Listener): this {
    const wrapped: Listener = (...args) => {
      this.off(event, wrapped);
      fn(...args);
    };
    return this.on(event, wrapped);
  }

  private off(event: string, fn: Listener): void {
    const list = this.listeners.get(event);
    const i = list ? list.indexOf(fn) : -1;
    if (i >= 0) list!.splice(i, 1);
  }

  private fire(event: string, args: unknown[]): void {
    const list = this.listeners.get(event);
    if (!list) return;
    if (list.length === 1) list[0](...args);
    else for (const fn of list.slice()) fn(...args);
  }

  /** An event without acknowledgement. */
  emit(event: string, ...args: unknown[]): void {
    this.send(`42${this.prefix}${JSON.stringify([event, ...args])}`);
  }

  /** An event whose acknowledgement (or a timeout error after `timeoutMs`) reaches `cb`. */
  emitWithAck(timeoutMs: number, event: string, args: unknown[], cb: AckCallback): void {
    if (!this.connected) {
      cb(new Error('not connected'));
      return;
    }
    const id = this.nextAck++;
    this.acks.set(id, { cb, deadline: performance.now() + timeoutMs });
    watchAcks(this);
    this.send(`42${this.prefix}${id}${JSON.stringify([event, ...args])}`);
  }

  /** Connected to the namespace now (not refused, not disconnected). */
  get live(): boolean {
    return this.connected && !this.ended;
  }

  /** Stop reading from the connection (the TCP socket is paused): what a stalled or hostile client does. */
  stopReading(): void {
    (this.ws as unknown as { _socket?: { pause(): void } })._socket?.pause();
  }

  close(): void {
    if (this.ended) return;
    if (this.connected) this.send(`41${this.prefix}`);
    this.ws.close();
    this.end('io client disconnect');
  }

  /** Fail every acknowledgement overdue at `now` (called by the shared sweeper). */
  expireAcks(now: number): void {
    for (const [id, a] of this.acks) {
      if (a.deadline <= now) {
        this.acks.delete(id);
        a.cb(new Error('operation has timed out'));
      }
    }
    if (this.acks.size === 0) awaiting.delete(this);
  }

  private send(frame: string): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(frame);
  }

  private onText(frame: string): void {
    switch (frame.charCodeAt(0)) {
      case 0x34: // '4' message: a Socket.IO packet follows
        this.onPacket(frame);
        return;
      case 0x32: // '2' ping
        this.send('3');
        return;
      case 0x30: // '0' open: join the namespace
        this.send(`40${this.prefix}${this.opts.auth === undefined ? '' : JSON.stringify(this.opts.auth)}`);
        return;
      case 0x31: // '1' close
        this.ws.close();
        return;
    }
  }

  private onPacket(frame: string): void {
    const type = frame.charCodeAt(1) - 0x30;
    let i = 2;
    if (frame.charCodeAt(i) === 0x2f /* '/' */) {
      const comma = frame.indexOf(',', i);
      if (comma < 0) return;
      i = comma + 1;
    }
    let id = -1;
    while (i < frame.length) {
      const c = frame.charCodeAt(i);
      if (c < 0x30 || c > 0x39) break;
      id = (id < 0 ? 0 : id * 10) + (c - 0x30);
      i++;
    }
    const data = i < frame.length ? JSON.parse(frame.slice(i)) : undefined;
    switch (type) {
      case 2: // EVENT
        if (Array.isArray(data) && typeof data[0] === 'string') this.fire(data[0], data.slice(1));
        return;
      case 3: {
        // ACK
        const a = this.acks.get(id);
        if (!a) return;
        this.acks.delete(id);
        if (this.acks.size === 0) awaiting.delete(this);
        a.cb(null, ...(Array.isArray(data) ? data : []));
        return;
      }
      case 0: // CONNECT
        this.connected = true;
        clearTimeout(this.connectTimer);
        this.fire('connect', []);
        return;
      case 4: // CONNECT_ERROR
        this.fail(new Error(String(data?.message ?? 'refused')));
        return;
      case 1: // DISCONNECT (by the server)
        this.ws.close();
        this.end('io server disconnect');
        return;
    }
  }

  private fail(e: Error): void {
    if (this.ended) return;
    this.fire('connect_error', [e]);
    this.ws.terminate();
    this.end('connect error');
  }

  private end(reason: string): void {
    if (this.ended) return;
    this.ended = true;
    clearTimeout(this.connectTimer);
    const wasConnected = this.connected;
    this.connected = false;
    for (const a of this.acks.values()) a.cb(new Error(`disconnected (${reason})`));
    this.acks.clear();
    awaiting.delete(this);
    if (wasConnected) this.fire('disconnect', [reason]);
  }
}
