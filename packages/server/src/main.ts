import { registry } from '@quarterdeck/games';
import { loadConfig } from './config';
import { startQuarterdeck } from './server';

/** Entry point: `node --import tsx packages/server/src/main.ts` (see scripts/start.sh). */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    console.error((e as Error).message);
    process.exit(2);
  }
  const qd = await startQuarterdeck(config, registry);
  const shown = config.PUBLIC_URL ?? `http://localhost:${qd.port}`;
  console.log(
    `\n  Quarterdeck is running: ${shown}\n  (database: ${qd.db.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL'}${config.REDIS_URL ? ', Redis adapter on' : ''})\n`,
  );
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    qd.log.info({ signal }, 'shutting down');
    await qd.close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('unhandledRejection', (e) => qd.log.error({ err: String((e as Error)?.stack ?? e) }, 'unhandled rejection'));
}

void main().catch((e) => {
  console.error('Quarterdeck failed to start:', e);
  process.exit(1);
});
