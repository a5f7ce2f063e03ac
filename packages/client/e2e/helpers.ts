/**
 * Browser-test helpers: an in-process Quarterdeck server serving the built client, Debian's chromium
 * through playwright-core, guest sign-up, and screenshots into test-results/screenshots/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type WebSocket } from 'playwright-core';
import type { GameModule } from '@quarterdeck/games';
import { loadConfig, startQuarterdeck, type Quarterdeck } from '@quarterdeck/server';
import type { RestClient } from '@quarterdeck/sdk/client';

/** The testing build (`pnpm --filter @quarterdeck/client build:e2e`): the production build plus the fixture game's board. */
const CLIENT_DIR = path.resolve(__dirname, '../dist-e2e');
const SHOTS_DIR = path.resolve(__dirname, '../../../test-results/screenshots');

// The browser's language decides the site's (src/i18n): these profiles read English; Spanish ones add `locale: 'es-ES'` (SPANISH).
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 }, locale: 'en-GB' };
export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-GB' };
/** A profile whose browser prefers Spanish (navigator.languages = ['es-ES']). */
export const SPANISH = (opts: BrowserContextOptions = DESKTOP): BrowserContextOptions => ({ ...opts, locale: 'es-ES' });

export async function startServer(registry: Record<string, GameModule>, env: Record<string, string> = {}): Promise<Quarterdeck> {
  if (!fs.existsSync(path.join(CLIENT_DIR, 'index.html'))) {
    throw new Error(`The client is not built (${CLIENT_DIR}); run: pnpm --filter @quarterdeck/client build:e2e`);
  }
  return startQuarterdeck(
    // Every browser of a test comes from 127.0.0.1: per-address rate limits are off here (RATE_LIMIT_SCALE 0).
    loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory', LOG_LEVEL: 'silent', BOT_DELAY_MS: '0', RATE_LIMIT_SCALE: '0', CLIENT_DIR, ...env }),
    registry,
  );
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh browser profile (its own localStorage: its own guest identity). Page errors fail loudly. */
export async function newPage(browser: Browser, opts: BrowserContextOptions = DESKTOP): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext(opts);
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // Anything the server's Content-Security-Policy refuses (an inline style or script, a foreign origin) is an error too.
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) errors.push(m.text());
  });
  return { context, page, errors };
}

/** Answer the first-visit name prompt (in any language). */
export async function signOn(page: Page, name: string): Promise<void> {
  await page.locator('#welcome-name').fill(name);
  await page.getByTestId('welcome-submit').click();
  await page.getByTestId('whoami').filter({ hasText: name }).waitFor();
}

/** A browser profile signed on as an existing guest (the identity the server gave `rest`), before its first page. */
export async function asGuest(page: Page, rest: RestClient, name: string): Promise<void> {
  const me = await rest.me();
  const token = (rest as unknown as { token?: string }).token;
  await page.context().addInitScript((id) => window.localStorage.setItem('qd.identity', id), JSON.stringify({ playerId: me.playerId, name, token }));
}

export async function shot(page: Page, name: string, fullPage = false): Promise<string> {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  const file = path.join(SHOTS_DIR, `${name}.png`);
  // Let fonts and the last layout settle; no animation is awaited beyond that.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: file, fullPage });
  return file;
}

/** Every text frame a page receives on its WebSockets (Socket.IO packets), for leak checks. */
export function recordFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (ws: WebSocket) => {
    ws.on('framereceived', (f) => {
      if (typeof f.payload === 'string') frames.push(f.payload);
    });
  });
  return frames;
}

/** Parse Socket.IO event packets (`42["event", payload]`) out of recorded frames. */
export function socketEvents(frames: string[]): Array<{ event: string; payload: unknown }> {
  const out: Array<{ event: string; payload: unknown }> = [];
  for (const f of frames) {
    const m = /^4[2-3]\d*(\[.*)$/s.exec(f);
    if (!m) continue;
    try {
      const arr = JSON.parse(m[1]) as unknown[];
      if (typeof arr[0] === 'string') out.push({ event: arr[0], payload: arr[1] });
      else out.push({ event: 'ack', payload: arr[0] });
    } catch {
      /* binary or partial packet */
    }
  }
  return out;
}

/** What `useSuite` gives a test file: its server and browser (once beforeAll has run) and the server's view of a match. */
interface Suite {
  readonly qd: Quarterdeck;
  readonly browser: Browser;
  /** The match's state as the server holds it (secrets included): its G and its state id. */
  state<G>(matchId: string): Promise<{ G: G; stateId: number }>;
}

/**
 * One server (these games, these extra settings) and one chromium for a test file: started in beforeAll,
 * closed in afterAll. Call it at the top level of the file; read `suite.qd` and `suite.browser` inside tests.
 */
export function useSuite(games: Record<string, GameModule>, env: Record<string, string> = {}): Suite {
  let qd: Quarterdeck | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [qd, browser] = await Promise.all([startServer(games, env), launch()]);
  });
  afterAll(async () => {
    await browser?.close();
    await qd?.close();
  });
  const suite: Suite = {
    get qd() {
      if (!qd) throw new Error('useSuite: the server is not started (read suite.qd inside a test or hook)');
      return qd;
    },
    get browser() {
      if (!browser) throw new Error('useSuite: the browser is not launched (read suite.browser inside a test or hook)');
      return browser;
    },
    async state<G>(matchId: string) {
      const cur = await suite.qd.host.load(matchId, true);
      if (!cur) throw new Error(`useSuite: no match ${matchId}`);
      return { G: cur.state.G as G, stateId: cur.state._stateID };
    },
  };
  return suite;
}

/** The state id the page's table shows (its `data-state-id`). */
export async function stateIdOf(page: Page): Promise<number> {
  return Number(await page.getByTestId('table').getAttribute('data-state-id'));
}

/** Wait until the page's table shows exactly this state id. */
export async function waitForStateId(page: Page, stateId: number): Promise<void> {
  await page.locator(`[data-testid=table][data-state-id="${stateId}"]`).waitFor();
}

/** Wait until the page's table no longer shows this state id (the state moved on). */
export async function waitForStateChange(page: Page, stateId: number | string | null): Promise<void> {
  await page.locator(`[data-testid=table]:not([data-state-id="${stateId}"])`).waitFor();
}
