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
import { MatchDescriber } from './matches/describe';
import { CampaignProgress } from './matches/campaigns';
import { createIo } from './realtime/io';
import { Presence } from './realtime/presence';
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
  describer: MatchDescriber;
  campaigns: CampaignProgress;
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
  // Read by V8 at every full collection, so it applies from here on (why: docs/PERFORMANCE.md#heap-growth).
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

  // The HTTP server first (its request handler, the Koa app, is attached once built), then Socket.IO on it,
  // then everything that needs them, each given what it depends on when it is made.
  // Socket.IO wraps the server's request listener so that it answers its own paths first: the listener must
  // exist before Socket.IO attaches, so it is this one, which hands requests to the app once it is built.
  let handle: http.RequestListener = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = http.createServer((req, res) => handle(req, res));
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
  const limits = createLimits(config.RATE_LIMIT_SCALE, config.MAX_OPEN_MATCHES_PER_PLAYER);
  // The own origin (PUBLIC_URL) first; a server on a port the OS chose adds its own address once it knows it.
  const origins = [config.publicUrl, ...config.ORIGINS];
  let publicUrl = config.publicUrl;
  const trustProxyHops = config.TRUST_PROXY_HOPS;
  const clustered = !!config.REDIS_URL;
  const io = createIo(server, { origins, limits, trustProxyHops });

  const host = new MatchHost(store, registry, log, config.SNAPSHOT_EVERY);
  const presence = new Presence(io);
  const describer = new MatchDescriber(store, host, presence, () => publicUrl);
  const service = new MatchService(store, host, describer, limits.maxOpenMatchesPerPlayer);
  const campaigns = new CampaignProgress(store, host, log);
  const bots = new BotRunner(host, store, config.BOT_DELAY_MS, log);
  const gateway = new Gateway(io, { store, host, describer, presence, log, limits, trustProxyHops, clustered });
  const app = createApp({
    store,
    service,
    describer,
    registry,
    log,
    origins,
    clientDir: config.CLIENT_DIR ?? defaultClientDir(),
    metrics,
    instance: config.INSTANCE_ID,
    limits,
    trustProxyHops,
    metricsToken: config.METRICS_TOKEN,
    production: process.env.NODE_ENV === 'production',
  });
  handle = app.callback();
  new client.Gauge({
    name: 'qd_sockets',
    help: 'Connected sockets on this instance',
    registers: [metrics],
    collect() {
      this.set(io.engine.clientsCount);
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
    io.adapter(createAdapter(pub, sub, { key: config.REDIS_PREFIX, requestsTimeout: 3000 }));
    log.info('redis adapter enabled');
  }

  // Who listens to what. A commit: its viewers, then the bots, then the campaign (CampaignProgress listens
  // by itself), then the metrics.
  host.committed.on((c) => gateway.broadcast(c));
  host.committed.on((c) => (c.status === 'active' ? bots.kick(c.matchId) : bots.finished(c.matchId)));
  host.acted.on(({ outcome, seconds }) => {
    actions.inc({ outcome });
    actionSeconds.observe(seconds);
  });
  campaigns.advanced.on((a) => {
    gateway.campaignAdvanced(a);
    if (a.nextMatchId) bots.kick(a.nextMatchId);
  });
  service.seatsChanged.on(({ matchId, revoked, started }) => {
    void gateway.seatsChanged(matchId, revoked, started);
    bots.seatsChanged(matchId);
    bots.kick(matchId);
    // Other instances cache which seats are bots too, and sync their sockets of a match that just started.
    if (clustered) io.serverSideEmit('qd:seats', matchId, started);
  });
  service.rematched.on((r) => gateway.rematched(r));
  io.on('qd:seats', (matchId: string, started?: boolean) => {
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
    publicUrl = `http://localhost:${port}`;
    origins.push(publicUrl);
  }
  const url = `http://127.0.0.1:${port}`;
  log.info({ port, db: db.kind, redis: !!config.REDIS_URL }, 'Quarterdeck listening');
  void bots.resumeAll().catch((e) => log.warn({ err: String(e) }, 'bot resume failed'));
  void campaigns.resumeAll().catch((e) => log.warn({ err: String(e) }, 'campaign resume failed'));

  let closed = false;
  return {
    config,
    url,
    port,
    db,
    store,
    host,
    service,
    describer,
    campaigns,
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
