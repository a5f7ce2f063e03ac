/**
 * A bare Socket.IO room broadcast, the floor under any game server: no game, no storage. Each "match"
 * replays a script of steps recorded from the real game (who acts, and the size in bytes of the
 * `update` each seat would get). A seat's `move` is answered as Quarterdeck answers an action: the mover's
 * update inside the acknowledgement, every other seat's in a message to its room, each padded to that
 * seat's recorded size.
 * Environment: PORT, BENCH_SCRIPT (JSON file of { steps: [{ active, sizes }] }). Prints "LISTENING <port>".
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { z } from 'zod';

const Script = z.object({ steps: z.array(z.object({ active: z.number().int().min(0), sizes: z.array(z.number().int().min(0)) })).min(1) });
const Auth = z.object({ match: z.string().min(1).max(64), seat: z.number().int().min(0).max(15), offset: z.number().int().min(0) });
const Move = z.object({ stateId: z.number().int().min(0) });

const script = Script.parse(JSON.parse(fs.readFileSync(process.env.BENCH_SCRIPT ?? '', 'utf8')));
const steps = script.steps;
const PAD = 'x'.repeat(Math.max(...steps.flatMap((s) => s.sizes)) + 16);

interface BareMatch {
  stateId: number;
  offset: number;
}
const matches = new Map<string, BareMatch>();
const activeAt = (m: BareMatch) => steps[(m.offset + m.stateId) % steps.length].active;

const server = http.createServer();
const io = new Server(server, { serveClient: false, maxHttpBufferSize: 64 * 1024 });
io.use((socket, next) => {
  const a = Auth.safeParse(socket.handshake.auth);
  if (!a.success) return next(new Error('bad handshake'));
  socket.data = a.data;
  next();
});
io.on('connection', (socket) => {
  const { match, seat, offset } = socket.data as z.infer<typeof Auth>;
  let m = matches.get(match);
  if (!m) matches.set(match, (m = { stateId: 0, offset: offset % steps.length }));
  void socket.join(`m:${match}:s:${seat}`);
  socket.emit('sync', { matchId: match, stateId: m.stateId, active: [activeAt(m)] });
  socket.on('move', (raw: unknown, ack: unknown) => {
    const reply = typeof ack === 'function' ? (ack as (r: unknown) => void) : () => {};
    const mv = Move.safeParse(raw);
    const cur = matches.get(match)!;
    if (!mv.success) return reply({ ok: false, code: 'BAD_REQUEST' });
    if (mv.data.stateId !== cur.stateId) return reply({ ok: false, code: 'STALE' });
    if (activeAt(cur) !== seat) return reply({ ok: false, code: 'NOT_YOUR_TURN' });
    const step = steps[(cur.offset + cur.stateId) % steps.length];
    cur.stateId++;
    const active = [activeAt(cur)];
    for (let s = 0; s < step.sizes.length; s++) {
      // {"matchId":"…","stateId":n,"active":[a],"pad":"…"} padded to the recorded size of this seat's update.
      const head = { matchId: match, stateId: cur.stateId, active, pad: '' };
      const pad = Math.max(0, step.sizes[s] - JSON.stringify(head).length);
      const update = { ...head, pad: PAD.slice(0, pad) };
      if (s === seat) reply({ ok: true, stateId: cur.stateId, update });
      else io.to(`m:${match}:s:${s}`).emit('update', update);
    }
  });
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`LISTENING ${(server.address() as AddressInfo).port}\n`);
});
const stop = () => io.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
