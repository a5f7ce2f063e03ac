/**
 * boardgame.io 0.50.2's stock server as a benchmark child process: `Server` with its default in-memory
 * storage, the same game definition Quarterdeck hosts, the lobby API on its own port.
 * Environment: BENCH_GAME (slug), PORT, API_PORT (0 = any). Prints "LISTENING <port> <apiPort>".
 */
import type { AddressInfo } from 'node:net';
import { Server } from 'boardgame.io/server';
import { resolveGame } from '../games';

async function main() {
  const mod = resolveGame(process.env.BENCH_GAME ?? '');
  // boardgame.io logs every rejected action with console.error; keep the benchmark's output readable.
  if (process.env.BENCH_QUIET !== '0') console.error = () => {};
  const server = Server({ games: [mod.game] });
  const running = await server.run({ port: Number(process.env.PORT ?? 0), lobbyConfig: { apiPort: Number(process.env.API_PORT ?? 0) } });
  const port = (running.appServer.address() as AddressInfo).port;
  const apiPort = running.apiServer ? (running.apiServer.address() as AddressInfo).port : port;
  process.stdout.write(`LISTENING ${port} ${apiPort}\n`);
  const stop = () => {
    server.kill(running);
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main().catch((e) => {
  process.stderr.write(String((e as Error)?.stack ?? e) + '\n');
  process.exit(1);
});
