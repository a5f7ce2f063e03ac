/**
 * A server process for tests that must kill and restart a real process: the production entry point,
 * with the fixture game added to the registry. Configured from the environment like main.ts.
 */
import { registry } from '@quarterdeck/games';
import { loadConfig, startQuarterdeck } from '../src';
import { fixture } from './fixture-game';

void startQuarterdeck(loadConfig(), { ...registry, fixture }).then(
  (qd) => {
    // The scale-out test's dying instance: killed outright the moment a commit is about to be broadcast.
    if (process.env.QD_TEST_DIE_BEFORE_BROADCAST === '1') {
      qd.gateway.broadcast = () => process.kill(process.pid, 'SIGKILL');
    }
    process.stdout.write(`LISTENING ${qd.port}\n`);
    process.on('SIGTERM', () => void qd.close().then(() => process.exit(0)));
  },
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
