import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import v8 from 'node:v8';
import type { AddressInfo } from 'node:net';
import client from 'prom-client';
import { Redis } from 'ioredis';
import { createAdapter } from '@socket.io/redis-adapter';
import type { GameModule } from '@quarterdeck/games';
import type { Config } from './config';
import { createLogger, type Logger } from './log';
import { openPglite, openPostgres, type Db } from './storage/db';
import { migrate } from './storage/migrations';
import { Store } from './storage/store';
import { MatchHost } from './matches/host';
import { MatchService } from './matches/service';
import { BotRunner } from './matches/bots';
import { Gateway } from './realtime/gateway';
import { createApp } from './http/app';
import { createLimits } from './limits';

export interface Quarterdeck {
  config: Config;
  url: string;
  port: number;
  db: Db;
  store: Store;
  host: MatchHost;
  service: MatchService;
  gateway: Gateway;
  bots: BotRunner;
  log: Logger;
  close(): Promise<void>;
}

function defaultClientDir(): string | undefined {
  const candidates = [path.resolve(__dirname, '../../client/dist'), path.resolve(process.cwd(), 'packages/client/dist')];
  return candidates.find((d) => fs.existsSync(path.join(d, 'index.html')));
}

/** Start a Quarterdeck server instance: storage, match host, lobby API, realtime gateway, bots. */
export async function startQuarterdeck(config: Config, registry: Record<string, GameModule>, opts: { logger?: Logger } = {}): Promise<Quarterdeck> {
  const log = opts.logger ?? createLogger(config.LOG_LEVEL, config.INSTANCE_ID);
  // Read by V8 at every full collection, so it applies from here on (bench, 1,000 matches: RSS about 290 MB
  // at the default 100 against about 450 MB with V8's own heuristics; see config.ts).
  if (config.HEAP_GROWING_PERCENT > 0) v8.setFlagsFromString(`--heap-growing-percent=${config.HEAP_GROWING_PERCENT}`);
  if (config.DATABASE_URL === undefined && config.DATA_DIR !== 'memory') fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const db = config.DATABASE_URL ? await openPostgres(config.DATABASE_URL, config.PG_POOL_SIZE) : await openPglite(config.DATA_DIR);
  const applied = await migrate(db);
  if (applied.length) log.info({ applied }, 'database migrated');
  const store = new Store(db);

  const metrics = new client.Registry();
  metrics.setDefaultLabels({ instance: config.INSTANCE_ID });
  client.collectDefaultMetrics({ register: metrics });
  const actions = new client.Counter({ name: 'qd_actions_total', help: 'Actions by outcome', labelNames: ['outcome'], registers: [metrics] });
  const actionSeconds = new client.Histogram({
    name: 'qd_action_seconds',
    help: 'Time from receiving an action to its acknowledgement',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [metrics],
  });

  const host = new MatchHost(store, registry, log, config.SNAPSHOT_EVERY);
  const service = new MatchService(store, host, config.publicUrl);
  const bots = new BotRunner(host, store, config.BOT_DELAY_MS, log);

  const limits = createLimits(config.RATE_LIMIT_SCALE, config.MAX_OPEN_MATCHES_PER_PLAYER);
  service.maxOpenMatchesPerPlayer = limits.maxOpenMatchesPerPlayer;
  const origins = [config.publicUrl, ...config.ORIGINS];
  const trustProxyHops = config.TRUST_PROXY_HOPS;
  const app = createApp({ store, service, registry, log, origins, clientDir: config.CLIENT_DIR ?? defaultClientDir(), metrics, instance: config.INSTANCE_ID, limits, trustProxyHops, metricsToken: config.METRICS_TOKEN, production: process.env.NODE_ENV === 'production' });
  const server = http.createServer(app.callback());
  server.keepAliveTimeout = 65_000;
  // Requests Node's HTTP parser rejects before Koa sees them (malformed, headers too large): still a JSON error.
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || err.code === 'ECONNRESET') return void socket.destroy();
    const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
    const body = JSON.stringify({ error: 'BAD_REQUEST', message: tooLarge ? 'Request headers too large' : 'Malformed HTTP request' });
    socket.end(
      `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\ncontent-type: application/json\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
  const gateway = new Gateway(server, { store, host, service, log, origins, limits, trustProxyHops, clustered: !!config.REDIS_URL });
  new client.Gauge({
    name: 'qd_sockets',
    help: 'Connected sockets on this instance',
    registers: [metrics],
    collect() {
      this.set(gateway.io.engine.clientsCount);
    },
  });

  let pub: Redis | undefined;
  let sub: Redis | undefined;
  if (config.REDIS_URL) {
    pub = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: false, lazyConnect: true });
    sub = pub.duplicate();
    for (const r of [pub, sub]) r.on('error', (e) => log.warn({ err: e.message }, 'redis error'));
    // While Redis is away the adapter's publishes fail; local sockets are still served (the adapter
    // delivers locally itself), so a failed publish is logged, never left as an unhandled rejection.
    const publish = pub.publish.bind(pub) as (channel: string, message: string | Buffer) => Promise<number>;
    (pub as any).publish = (channel: string, message: string | Buffer) =>
      publish(channel, message).catch((e: Error) => {
        log.warn({ err: e.message }, 'redis publish failed; cross-instance delivery paused');
        return 0;
      });
    await Promise.all([pub.connect(), sub.connect()]);
    gateway.io.adapter(createAdapter(pub, sub, { key: config.REDIS_PREFIX, requestsTimeout: 3000 }));
    log.info('redis adapter enabled');
  }

  host.hooks = {
    broadcast: (c) => gateway.broadcast(c),
    afterCommit: (matchId, _state, status) => {
      if (status === 'active') bots.kick(matchId);
      else bots.finished(matchId);
    },
    campaignAdvanced: (campaignId, finishedMatchId, nextMatchId) => {
      gateway.campaignAdvanced({ campaignId, finishedMatchId, nextMatchId });
      if (nextMatchId) bots.kick(nextMatchId);
    },
    acted: (outcome, seconds) => {
      actions.inc({ outcome });
      actionSeconds.observe(seconds);
    },
  };
  service.seatEvents = {
    seatsChanged: (matchId, revoked, started) => {
      void gateway.seatsChanged(matchId, revoked, started);
      bots.seatsChanged(matchId);
      bots.kick(matchId);
      // Other instances cache which seats are bots too, and sync their sockets of a match that just started.
      if (config.REDIS_URL) gateway.io.serverSideEmit('qd:seats', matchId, started);
    },
  };
  gateway.io.on('qd:seats', (matchId: string, started?: boolean) => {
    bots.seatsChanged(matchId);
    bots.kick(matchId);
    if (started) void gateway.syncLocal(matchId);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  if (!config.PUBLIC_URL && port !== config.PORT) {
    // Bound to a port chosen by the OS (PORT=0): invite links and the own-origin entry follow it.
    service.publicUrl = `http://localhost:${port}`;
    origins.push(service.publicUrl);
  }
  const url = `http://127.0.0.1:${port}`;
  log.info({ port, db: db.kind, redis: !!config.REDIS_URL }, 'Quarterdeck listening');
  void bots.resumeAll().catch((e) => log.warn({ err: String(e) }, 'bot resume failed'));

  let closed = false;
  return {
    config,
    url,
    port,
    db,
    store,
    host,
    service,
    gateway,
    bots,
    log,
    async close() {
      if (closed) return;
      closed = true;
      bots.stop();
      await gateway.close();
      await new Promise<void>((r) => server.close(() => r()));
      await Promise.allSettled([pub?.quit(), sub?.quit()]);
      await db.close();
    },
  };
}
