/**
 * Quarterdeck as a benchmark child process: the production start-up (startQuarterdeck) configured
 * from the environment like main.ts, with the bench registry (every registered game + the fixture).
 * Prints "LISTENING <port>" when ready; SIGTERM closes it cleanly.
 */
import { loadConfig, startQuarterdeck } from '@quarterdeck/server';
import { benchRegistry } from '../games';

void startQuarterdeck(loadConfig(), benchRegistry()).then(
  (qd) => {
    process.stdout.write(`LISTENING ${qd.port}\n`);
    const stop = () => void qd.close().finally(() => process.exit(0));
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  },
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
