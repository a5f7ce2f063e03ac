/**
 * A Quarterdeck server for manual checks of the client, with the platform's fixture game next to the
 * real games: `node --import tsx packages/client/e2e/serve.ts` (PORT, default 8123), serving the testing build
 * (`pnpm --filter @quarterdeck/client build:e2e`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The server and games are CommonJS packages; from this ES module their exports sit on `default`.
const cjs = async (p: string) => {
  const m = await import(p);
  return (m.default ?? m) as any;
};

const here = path.dirname(fileURLToPath(import.meta.url));
const server = await cjs('@quarterdeck/server');
const games = await cjs('@quarterdeck/games');
const { fixture } = await cjs('@quarterdeck/server/testing');
const qd = await server.startQuarterdeck(
  server.loadConfig({
    PORT: process.env.PORT ?? '8123',
    HOST: '127.0.0.1',
    DATA_DIR: 'memory',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    BOT_DELAY_MS: process.env.BOT_DELAY_MS ?? '300',
    // The testing build (build:e2e), which has the fixture game's board.
    CLIENT_DIR: path.resolve(here, '../dist-e2e'),
  }),
  { ...games.registry, fixture },
);
console.log(`serving on ${qd.url}`);
