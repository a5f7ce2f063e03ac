import fs from 'node:fs';
import { timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import Koa from 'koa';
import Router from '@koa/router';
import serve from 'koa-static';
import { z } from 'zod';
import { toJSONSchema } from 'zod';
import type client from 'prom-client';
import { CreatePlayerBody, ListMatchesQuery, MatchId, SeatNumber, UpdatePlayerBody, type GameInfo } from '@quarterdeck/sdk';
import type { GameModule } from '@quarterdeck/games';
import type { Logger } from '../log';
import { DbUnavailableError } from '../storage/db';
import type { PlayerRow, Store } from '../storage/store';
import { QdError, UNAVAILABLE_MESSAGE } from '../errors';
import { parse, type MatchService } from '../matches/service';
import type { MatchDescriber } from '../matches/describe';
import { originAllowed } from './origin';
import type { Limits, RateLimiter } from '../limits';
import { unstorableText } from '../storable';
import { clientAddress } from './client-address';

const MAX_BODY_BYTES = 32 * 1024;

interface AppDeps {
  store: Store;
  service: MatchService;
  describer: MatchDescriber;
  registry: Record<string, GameModule>;
  log: Logger;
  origins: string[];
  clientDir?: string;
  metrics: client.Registry;
  instance: string;
  limits: Limits;
  /** METRICS_TOKEN: /metrics needs it as a bearer token; unset, /metrics answers only direct loopback requests. */
  metricsToken?: string;
  /** Production: no source maps are served. */
  production: boolean;
  /** Trusted reverse-proxy hops in front of this server (TRUST_PROXY): how ctx.ip is found. */
  trustProxyHops: number;
}

/** Read a JSON body with a size limit; no body = undefined. */
async function readJson(ctx: Koa.Context): Promise<unknown> {
  const len = Number(ctx.get('content-length') || 0);
  if (len > MAX_BODY_BYTES) throw new QdError('BAD_REQUEST', `Request body too large (max ${MAX_BODY_BYTES} bytes)`, 413);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new QdError('BAD_REQUEST', `Request body too large (max ${MAX_BODY_BYTES} bytes)`, 413);
    chunks.push(chunk as Buffer);
  }
  if (!size) return undefined;
  if (!ctx.is('application/json')) throw new QdError('BAD_REQUEST', 'Send the body as application/json', 415);
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new QdError('BAD_REQUEST', 'The body is not valid JSON');
  }
  const unstorable = unstorableText(body);
  if (unstorable) throw new QdError('BAD_REQUEST', `The body cannot be accepted: ${unstorable}`);
  return body;
}

const Params = z.object({ id: MatchId, seat: SeatNumber.optional() });

/**
 * Headers on every answer: the pages may load scripts, styles, images and fonts from this origin only and
 * talk only to it (`connect-src 'self'` covers its WebSocket), no page may frame them, browsers must not
 * guess content types, and no address (an invite link holds a match id) leaks to other sites.
 */
const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; " +
    "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
};

export function createApp(deps: AppDeps): Koa {
  const app = new Koa();
  app.use((ctx, next) => {
    ctx.set(SECURITY_HEADERS);
    return next();
  });
  // ctx.ip (the rate limits' key) is the address the outermost trusted proxy saw; Koa's own proxy
  // handling stays off, so X-Forwarded-Host/-Proto from clients are never believed.
  app.use((ctx, next) => {
    ctx.request.ip = clientAddress(ctx.req.socket.remoteAddress, ctx.req.headers['x-forwarded-for'], deps.trustProxyHops);
    return next();
  });
  const { store, service, describer, registry, log, limits } = deps;
  const limit = (limiter: RateLimiter, key: string, what: string) => {
    if (!limiter.take(key)) {
      const after = limiter.retryAfter(key);
      throw new QdError('RATE_LIMITED', `Too many ${what}; try again in ${after} s`, 429);
    }
  };

  // Errors: always JSON with a message; never a stack trace; a database outage is a 503.
  app.use(async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api')) {
        throw new QdError('NOT_FOUND', `No such endpoint: ${ctx.method} ${ctx.path}`, 404);
      }
      if ((ctx.status === 405 || ctx.status === 501) && !ctx.body && ctx.path.startsWith('/api')) {
        // The router's allowedMethods() answers an empty 405/501: say what is allowed, as JSON.
        const allow = ctx.response.get('allow');
        ctx.body = { error: 'BAD_REQUEST', message: `${ctx.method} is not supported here${allow ? `; use ${allow}` : ''}` };
      }
    } catch (e) {
      if (e instanceof QdError) {
        ctx.status = e.status;
        ctx.body = { error: e.code, message: e.message, ...(e.issues ? { issues: e.issues } : {}), ...(e.reason ? { reason: e.reason } : {}) };
      } else if (e instanceof DbUnavailableError) {
        ctx.status = 503;
        ctx.body = { error: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGE };
      } else if (isClientHttpError(e)) {
        // A 4xx raised by middleware (koa-static refusing a malformed or malicious path, a bad URI encoding).
        ctx.status = e.status;
        ctx.body = {
          error: e.status === 404 ? 'NOT_FOUND' : e.status === 403 ? 'FORBIDDEN' : 'BAD_REQUEST',
          message: e.expose && e.message ? e.message : 'Bad request',
        };
      } else {
        log.error({ err: e instanceof Error ? { message: e.message, stack: e.stack } : String(e), path: ctx.path }, 'request failed');
        ctx.status = 500;
        ctx.body = { error: 'INTERNAL', message: 'Something went wrong on the server; nothing was changed.' };
      }
    }
  });

  // Browsers from foreign origins are refused; allowed ones get CORS headers.
  app.use(async (ctx, next) => {
    const origin = ctx.get('origin') || undefined;
    if (!originAllowed(origin, ctx.get('host'), deps.origins)) throw new QdError('FORBIDDEN', 'Origin not allowed', 403);
    if (origin) {
      ctx.set('access-control-allow-origin', origin);
      ctx.set('vary', 'Origin');
      ctx.set('access-control-allow-headers', 'content-type, authorization');
      ctx.set('access-control-allow-methods', 'GET, POST, PATCH, DELETE');
      if (ctx.method === 'OPTIONS') {
        ctx.status = 204;
        return;
      }
    }
    if (ctx.path.startsWith('/api')) limit(limits.requestsPerIp, ctx.ip, 'requests from your address');
    await next();
  });

  const auth = async (ctx: Koa.Context): Promise<PlayerRow> => {
    const h = ctx.get('authorization');
    const m = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(h);
    if (!m) throw new QdError('UNAUTHORIZED', 'Sign in first: send your player token as "Authorization: Bearer <token>"', 401);
    const p = await store.playerByToken(m[1]);
    if (!p) throw new QdError('UNAUTHORIZED', 'Unknown player token', 401);
    return p;
  };

  const gameInfos: GameInfo[] = Object.values(registry).map((g) => ({
    slug: g.slug,
    title: g.title,
    summary: g.summary,
    minPlayers: g.minPlayers,
    maxPlayers: g.maxPlayers,
    optionsSchema: safeJsonSchema(g.optionsSchema),
    hasCampaign: !!g.campaign,
    ...(g.campaign ? { campaignSummary: g.campaign.summary } : {}),
  }));

  const router = new Router();
  router.get('/healthz', async (ctx) => {
    let db = 'up';
    try {
      await store.db.query('SELECT 1');
    } catch {
      db = 'down';
    }
    ctx.status = db === 'up' ? 200 : 503;
    ctx.body = { ok: db === 'up', db, instance: deps.instance };
  });
  router.get('/metrics', async (ctx) => {
    // Operators' figures: with METRICS_TOKEN, for its bearer only; without, for a scraper on this machine only.
    const token = deps.metricsToken;
    const allowed = token
      ? secretEquals(ctx.get('authorization'), `Bearer ${token}`)
      : isLoopback(ctx.req.socket.remoteAddress) && !ctx.get('x-forwarded-for') && !ctx.get('forwarded');
    if (!allowed) throw new QdError('NOT_FOUND', 'No such endpoint: GET /metrics', 404);
    ctx.type = deps.metrics.contentType;
    ctx.body = await deps.metrics.metrics();
  });

  router.get('/api/games', (ctx) => {
    ctx.body = { games: gameInfos };
  });
  router.post('/api/players', async (ctx) => {
    limit(limits.createPerIp, ctx.ip, 'new players or matches from your address');
    const body = parse(CreatePlayerBody, await readJson(ctx));
    const { player, token } = await store.createPlayer(body.name);
    ctx.status = 201;
    ctx.body = { playerId: player.id, name: player.name, token };
  });
  router.get('/api/me', async (ctx) => {
    const p = await auth(ctx);
    ctx.body = { playerId: p.id, name: p.name };
  });
  router.patch('/api/me', async (ctx) => {
    const p = await auth(ctx);
    const body = parse(UpdatePlayerBody, await readJson(ctx));
    const renamed = await store.renamePlayer(p.id, body.name);
    ctx.body = { playerId: renamed.id, name: renamed.name };
    // Tables where this guest sits show the new name.
    for (const m of await store.matchesOfPlayer(p.id)) if (m.status !== 'finished') service.seatsChanged.emit({ matchId: m.id, revoked: [], started: false });
  });
  router.get('/api/me/matches', async (ctx) => {
    const p = await auth(ctx);
    const [matches, campaigns] = await Promise.all([describer.myMatches(p.id), describer.campaignsOf(p.id)]);
    ctx.body = { matches, campaigns };
  });
  router.get('/api/matches', async (ctx) => {
    const q = parse(ListMatchesQuery, ctx.query);
    if (q.game && !Object.prototype.hasOwnProperty.call(registry, q.game)) throw new QdError('NOT_FOUND', `Unknown game "${q.game}"`, 404);
    ctx.body = { matches: await describer.listOpen(q.game, q.limit, q.status) };
  });
  router.post('/api/matches', async (ctx) => {
    const p = await auth(ctx);
    limit(limits.createPerIp, ctx.ip, 'new players or matches from your address');
    const body = await readJson(ctx);
    ctx.status = 201;
    ctx.body = await service.createMatch(p.id, body);
  });
  router.get('/api/matches/:id', async (ctx) => {
    const { id } = parse(Params, ctx.params);
    ctx.body = await describer.info(id);
  });
  router.post('/api/matches/:id/seats/:seat', async (ctx) => {
    const p = await auth(ctx);
    const { id, seat } = parse(Params.required({ seat: true }), ctx.params);
    ctx.status = 201;
    ctx.body = await service.claimSeat(id, seat, p.id);
  });
  router.delete('/api/matches/:id/seats/:seat', async (ctx) => {
    const p = await auth(ctx);
    const { id, seat } = parse(Params.required({ seat: true }), ctx.params);
    await service.leaveSeat(id, seat, p.id);
    ctx.body = { ok: true };
  });
  router.post('/api/matches/:id/seats/:seat/credential', async (ctx) => {
    const p = await auth(ctx);
    const { id, seat } = parse(Params.required({ seat: true }), ctx.params);
    ctx.body = await service.renewCredential(id, seat, p.id);
  });
  router.post('/api/matches/:id/rematch', async (ctx) => {
    const p = await auth(ctx);
    limit(limits.createPerIp, ctx.ip, 'new players or matches from your address');
    const { id } = parse(z.object({ id: MatchId }), ctx.params);
    const r = await service.rematch(id, p.id);
    ctx.status = r.created ? 201 : 200;
    ctx.body = { match: r.match, ...(r.grant ? { grant: r.grant } : {}) };
  });
  router.post('/api/campaigns', async (ctx) => {
    const p = await auth(ctx);
    limit(limits.createPerIp, ctx.ip, 'new players or matches from your address');
    const body = await readJson(ctx);
    ctx.status = 201;
    ctx.body = await service.createCampaign(p.id, body);
  });
  router.get('/api/campaigns/:id', async (ctx) => {
    const { id } = parse(z.object({ id: MatchId }), ctx.params);
    ctx.body = await describer.campaign(id);
  });

  app.use(router.routes());
  app.use(router.allowedMethods());

  // The built web client, with the single-page app's routes falling back to index.html.
  if (deps.clientDir && fs.existsSync(path.join(deps.clientDir, 'index.html'))) {
    // Source maps would hand out the client's source as written: not in production, even if a build made them.
    if (deps.production) {
      app.use(async (ctx, next) => {
        if (ctx.path.endsWith('.map')) throw new QdError('NOT_FOUND', 'Not found', 404);
        await next();
      });
    }
    const index = path.join(deps.clientDir, 'index.html');
    // Vite names everything under /assets by content hash, so those never change: cache them for a
    // year. index.html (and the SPA fallback) must be revalidated so a deploy reaches players at once.
    app.use(
      serve(deps.clientDir, {
        index: 'index.html',
        setHeaders: (res, file) => {
          const immutable = path.relative(deps.clientDir!, file).startsWith(`assets${path.sep}`);
          res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      }),
    );
    app.use(async (ctx, next) => {
      await next();
      if (ctx.status === 404 && ctx.method === 'GET' && !ctx.path.startsWith('/api') && !ctx.path.startsWith('/socket.io')) {
        ctx.type = 'html';
        ctx.set('cache-control', 'no-cache');
        ctx.body = fs.createReadStream(index);
      }
    });
  }
  return app;
}

function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

function secretEquals(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function isClientHttpError(e: unknown): e is { status: number; expose?: boolean; message?: string } {
  const status = (e as { status?: unknown })?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function safeJsonSchema(schema: z.ZodType): unknown {
  try {
    return toJSONSchema(schema, { unrepresentable: 'any', io: 'input' });
  } catch {
    return {};
  }
}
