import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { WireSocket } from './wire';

let http: HttpServer;
let io: Server;
let url: string;

beforeAll(async () => {
  http = createServer();
  // Short pings: a client that did not answer them would be dropped within the test.
  io = new Server(http, { pingInterval: 100, pingTimeout: 200 });
  const admit = (socket: any, next: (e?: Error) => void) => (socket.handshake.auth?.pass === 'ok' ? next() : next(new Error('bad credential')));
  io.use(admit);
  io.on('connection', (socket) => {
    socket.emit('hello', { auth: socket.handshake.auth, text: 'ünï "quoted"' }, 2);
    socket.on('echo', (payload: unknown, ack: (...a: unknown[]) => void) => ack({ ok: true, payload }, 'second'));
    socket.on('silent', () => {});
    socket.on('tell', (msg: string) => socket.emit('told', msg));
    socket.on('leave', () => socket.disconnect(true));
  });
  io.of('/game').on('connection', (socket) => socket.emit('where', socket.nsp.name));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => io.close(() => resolve()));
});

const next = <T extends unknown[]>(s: WireSocket, event: string) => new Promise<T>((resolve) => s.once(event, (...args: unknown[]) => resolve(args as T)));

test('joins with its auth, receives events, gets acknowledgements and counts every frame', async () => {
  let frames = 0;
  let bytes = 0;
  const s = new WireSocket(url, '/', { auth: { pass: 'ok', seat: 1 }, onFrame: (n) => (frames++, (bytes += n)) });
  const [hello, two] = await next<[any, number]>(s, 'hello');
  expect(hello).toEqual({ auth: { pass: 'ok', seat: 1 }, text: 'ünï "quoted"' });
  expect(two).toBe(2);
  const acked = await new Promise<unknown[]>((resolve) => s.emitWithAck(1000, 'echo', [{ n: [1, 2] }], (err, ...r) => resolve([err, ...r])));
  expect(acked).toEqual([null, { ok: true, payload: { n: [1, 2] } }, 'second']);
  const told = next<[string]>(s, 'told');
  s.emit('tell', 'plain');
  expect(await told).toEqual(['plain']);
  expect(frames).toBeGreaterThanOrEqual(4); // open, connect, hello, ack, told
  expect(bytes).toBeGreaterThan(50);
  s.close();
});

test('answers pings, so the server keeps it well past its ping timeout', async () => {
  const s = new WireSocket(url, '/', { auth: { pass: 'ok' } });
  await next(s, 'hello');
  let dropped = false;
  s.on('disconnect', () => (dropped = true));
  await new Promise((r) => setTimeout(r, 800));
  expect(dropped).toBe(false);
  const acked = await new Promise<unknown[]>((resolve) => s.emitWithAck(1000, 'echo', [1], (err, ...r) => resolve([err, ...r])));
  expect(acked[0]).toBeNull();
  s.close();
});

test('a named namespace is joined by name', async () => {
  const s = new WireSocket(url, '/game');
  expect(await next<[string]>(s, 'where')).toEqual(['/game']);
  s.close();
});

test('a refused handshake is a connect_error with the server reason, and no disconnect', async () => {
  const s = new WireSocket(url, '/', { auth: { pass: 'no' } });
  let disconnected = false;
  s.on('disconnect', () => (disconnected = true));
  const [e] = await next<[Error]>(s, 'connect_error');
  expect(e.message).toBe('bad credential');
  expect(disconnected).toBe(false);
});

test('nothing listening is a connect_error; an emit before connecting is refused at once', async () => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  const s = new WireSocket(`http://127.0.0.1:${port}`, '/');
  const err = await new Promise<Error | null>((resolve) => s.emitWithAck(1000, 'echo', [], (e) => resolve(e)));
  expect(err?.message).toMatch(/not connected/);
  const [e] = await next<[Error]>(s, 'connect_error');
  expect(e.message).toMatch(/ECONNREFUSED/);
});

test('an unanswered emit times out; a server disconnect fails what is pending and reports the reason', async () => {
  const s = new WireSocket(url, '/', { auth: { pass: 'ok' } });
  await next(s, 'hello');
  const t0 = performance.now();
  const late = await new Promise<Error | null>((resolve) => s.emitWithAck(50, 'silent', [], (e) => resolve(e)));
  expect(late?.message).toMatch(/timed out/);
  expect(performance.now() - t0).toBeLessThan(5000); // swept within about a second
  const pending = new Promise<Error | null>((resolve) => s.emitWithAck(10_000, 'silent', [], (e) => resolve(e)));
  const gone = next<[string]>(s, 'disconnect');
  s.emit('leave');
  expect(await gone).toEqual(['io server disconnect']);
  expect((await pending)?.message).toMatch(/disconnected/);
});
