/**
 * The Kaiser's Pirates in the browser: a captain (desktop) plays against a bot by clicking — commits cards
 * face down, reveals them, answers reaction windows — through at least one whole turn of her own; a
 * spectator on a 390 px phone follows the table and never receives a hand card. The log is worded from the
 * structured events each viewer receives (dice included), and no internal identifier of the game's data or
 * moves appears anywhere on the table. Without a browser: every event kind, with every value its words
 * depend on, reads as English with its rule section, and so do the events of seeded games for every viewer.
 */
import i18next from 'i18next';
import type { Page } from 'playwright-core';
import { playout, redactEvents, registry, seededRandom, type LogEvent } from '@quarterdeck/games';
import {
  ACTION,
  ACTION_TYPE,
  EVENTS,
  MERCHANT,
  SOLITAIRE,
  WARSHIP,
  commitChoices,
  commitPreview,
  commitProblem,
  planReveal,
  revealOptions,
  decodeEvent,
  rollsOf,
  type EventKind,
  type GameState,
  type KPEvent,
  type PublicState,
} from '@quarterdeck/games/kaisers-pirates/client';
import { kaisersPirates as kpTesting } from '@quarterdeck/games/testing';
import type { GameT } from '../src/i18n/games';
import { eventText, rollLabels, rollText, type Words } from '../src/games/kaisers-pirates/log-text';
import { logWords, loggedEvents } from '../src/games/kaisers-pirates/model';
import { englishFragments, englishOn } from './english';
import type { VisibleLogEntry } from '../src/sdk';
import fs from 'node:fs';
import path from 'node:path';
import { DESKTOP, newPage, PHONE, recordFrames, shot, signOn, socketEvents, SPANISH, useSuite, waitForStateChange, waitForStateId } from './helpers';

const kp = registry['kaisers-pirates'];

/**
 * The game's own identifiers that must never reach a player's eyes: every camelCase or snake_case name or
 * card id of its data and moves (move names, questions, decisions, reveal uses, windows, options, event
 * kinds, action types, card and ship ids), and anything shaped like one.
 */
function internalNames(): string[] {
  const names = new Set<string>([
    ...Object.keys(kp.moveArgs),
    ...Object.keys(EVENTS),
    ...Object.keys(ACTION_TYPE),
    ...Object.keys(ACTION),
    ...Object.keys(WARSHIP),
    ...Object.keys(MERCHANT),
    ...['slimKeep', 'fullSpeed', 'pursuit', 'captureResupply', 'breakoutGive', 'firstPlayer', 'safeConduct', 'attempt', 'stay', 'letGo', 'pursue'],
    ...['shipIntercept', 'british', 'mines', 'torpedo', 'interrogate', 'monitor', 'supplement'],
    ...['safe_conduct', 'prize_kept', 'prize_exhausted', 'ghost:amc', 'ghost:q_ship', 'ghost:sub'],
    ...Object.keys((kp.optionsSchema as unknown as { shape?: Record<string, unknown> }).shape ?? {}),
  ]);
  return [...names].filter((n) => /[a-z][A-Z]|_|#|:/.test(n));
}
const INTERNAL = internalNames();
// Word starts are Unicode-aware: the tail of a name with an accented letter ("Lütjens") is not a word of its own.
const SHAPED = [
  /(?<![\p{L}\p{N}_])[a-z]+(?:[A-Z][a-z0-9]*)+(?![\p{L}\p{N}_])/u,
  /(?<![\p{L}\p{N}_])[a-z0-9]+_[a-z0-9_]+(?![\p{L}\p{N}])/u,
  /\w#\d/,
  /\b(?:undefined|NaN|null)\b|\[object /,
];

/** The internal identifiers in a text (a page's, a log line's). */
function leaks(text: string): string[] {
  const found = INTERNAL.filter((n) => new RegExp(`(^|[^\\w#:])${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\w#:])`).test(text));
  for (const re of SHAPED) {
    const m = re.exec(text);
    if (m) found.push(m[0]);
  }
  return found;
}

jest.setTimeout(120_000);

// The real registry: Kaiser's Pirates is registered there (packages/games/src/index.ts).
beforeAll(() => {
  expect(registry['kaisers-pirates']).toBeDefined();
});
const suite = useSuite({ ...registry });

/** Answer the decision the server waits for from Alice, by clicking what a player would click. */
async function decide(page: Page, G: GameState): Promise<string> {
  const p = G.pending!;
  switch (p.kind) {
    case 'commit': {
      await page.getByTestId('commit-builder').waitFor();
      const selects = page.getByTestId('placement');
      if (await selects.count()) {
        // Prefer an Intercept! on one of her ships (it rolls dice), else the first legal placement.
        const sel = selects.first();
        const labels = await sel.locator('option').allTextContents();
        const i = labels.findIndex((l) => l.startsWith('Intercept! with'));
        await sel.selectOption({ index: i > 0 ? i : 1 });
        await page.getByTestId('commit-builder').locator('.kp-plan li').first().waitFor();
      }
      const commit = page.getByTestId('commit');
      const label = await commit.innerText();
      await commit.click();
      return label;
    }
    case 'act': {
      await page.getByTestId('act').waitFor();
      const option = page.getByTestId('reveal-option').first();
      if (await option.count()) {
        const label = await option.innerText();
        await option.click();
        return `revealed: ${label}`;
      }
      await page.getByTestId('finish-turn').click();
      return 'finished the turn';
    }
    case 'react': {
      await page.getByTestId('react').waitFor();
      await page.getByTestId('decline').click();
      return 'declined a reaction';
    }
    case 'target':
      await page.getByTestId('target-option').first().click();
      return 'next target';
    case 'choose':
      await page.getByTestId('choose-option').first().click();
      return `chose ${p.question}`;
    case 'retain':
      await page.getByTestId('keep').click();
      return 'kept ships';
    case 'intel':
      await page
        .getByTestId('intel')
        .getByRole('button', { name: /^(Put them back in this order|Devolverlas en este orden)$/ })
        .click();
      return 'reordered';
  }
}

/** Every event of a kind, once with each value of each of its enumerated fields (other fields typical). */
function samples(kind: EventKind): KPEvent[] {
  const fields = EVENTS[kind].fields as Record<string, unknown>;
  const roll = { coin: [10, 6] as const, rolls: [7, 2], mod: -2, total: 5 };
  const typical: Record<string, unknown> = {
    seat: '0',
    card: 'amc#1',
    'card?': 'q_ship#1',
    cards: ['m_lovat', 'm_maria'],
    side: '1',
    'side?': '1',
    sides: ['0', '1'],
    word: 'break_contact',
    words: ['surprise_attack', 'none'],
    num: 2,
    flag: true,
    roll,
    rolls: kind === 'qShipGuns' || kind === 'amcDuel' || kind === 'trapDuel' ? [roll, roll, roll, roll] : [roll, roll],
  };
  const ids: Record<string, unknown> = {
    ship: 'rd_leopard',
    target: 'm_lovat',
    merchant: 'm_maria',
    prize: 'm_appam',
    keep: 'm_lovat',
    pursuer: 'rd_wolf',
    sub: 'sub_u#1',
    surprise: 'surprise_attack#1',
  };
  const base: Record<string, unknown> = { kind };
  for (const [name, type] of Object.entries(fields)) base[name] = Array.isArray(type) ? type[0] : (ids[name] ?? typical[type as string]);
  if (kind === 'ghostOffence' || kind === 'ghostIgnored') Object.assign(base, { entry: 'card', detail: 'heavy_weather' });
  if (kind === 'ghostDefence') Object.assign(base, { about: ['rd_leopard', 'm_lovat'], entry: 'amc', card: 'S05' });
  if (kind === 'ghostIntercept') Object.assign(base, { drawn: ['S02', 'S04'], specials: ['surprise_attack', 'none'], applied: ['surprise_attack'] });
  if (kind === 'ghostReflagCheck') base.card = 'S12';
  const out: KPEvent[] = [base as unknown as KPEvent];
  if (kind === 'shallowRun') out.push({ ...base, pursuer: null, pursuerResult: 'none', pursuerRolls: [] } as unknown as KPEvent);
  for (const [name, type] of Object.entries(fields)) {
    if (Array.isArray(type)) for (const v of type.slice(1)) out.push({ ...base, [name]: v } as unknown as KPEvent);
    else if (type === 'card?' || type === 'side?') out.push({ ...base, [name]: null } as unknown as KPEvent);
    else if (type === 'cards') out.push({ ...base, [name]: [] } as unknown as KPEvent);
    else if (type === 'flag') out.push({ ...base, [name]: false } as unknown as KPEvent);
  }
  if (kind === 'ghostOffence' || kind === 'ghostIgnored')
    for (const [entry, detail] of [
      ['none', '-'],
      ['intercept_merchant', 'raider'],
      ['british_intercept', '-'],
      ['sub_torpedo', '-'],
      ['sub_mines', '-'],
      ['raider_mines', '-'],
      ['interrogate', 'low_va'],
      ['interrogate', 'random'],
    ])
      out.push({ ...base, entry, detail } as unknown as KPEvent);
  return out;
}

/** A line of the log must read as English: no internal name, and it cites its rule section as the rulebook numbers it. */
function checkLine(kind: string, text: string): void {
  const bad = leaks(text.replace(/\[[0-9., -]+\]$/, ''));
  if (bad.length || !/ \[\d+(\.\d+)*(-[\d.]+)?(, \d+(\.\d+)*)*\]$/.test(text) || text.length < 12)
    throw new Error(`${kind}: "${text}" (${bad.join(', ') || 'no rule section'})`);
}

/** The game's catalogue in a language, as the client loads it, for wording without a browser. */
async function catalogueT(lng: 'en' | 'es'): Promise<GameT> {
  const file = path.resolve(__dirname, `../src/i18n/locales/${lng}/kaisers-pirates.json`);
  const i = i18next.createInstance();
  await i.init({
    lng,
    resources: { [lng]: { 'kaisers-pirates': JSON.parse(fs.readFileSync(file, 'utf8')) } },
    ns: ['kaisers-pirates'],
    defaultNS: 'kaisers-pirates',
    interpolation: { escapeValue: false },
  });
  return i.getFixedT(lng, 'kaisers-pirates') as unknown as GameT;
}

/** The pieces of the English catalogues a Spanish line shows (as the browser check finds them: whole words). */
function englishPieces(text: string, fragments: readonly string[]): string[] {
  return fragments.filter((f) => new RegExp(`(?<![\\p{L}\\p{N}])${f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u').test(text));
}

describe('the log in words (no browser)', () => {
  const G = { ghost: '1', sides: ['0', '1'], seats: ['0'] } as unknown as PublicState;
  const seatName = (s: number | string) => (Number(s) === 0 ? 'Alice (you)' : `Seat ${Number(s) + 1}`);
  const T = {} as Record<'en' | 'es', GameT>;
  let n: Words;
  let fragments: string[];
  beforeAll(async () => {
    T.en = await catalogueT('en');
    T.es = await catalogueT('es');
    n = logWords(G, seatName, T.en, 'en');
    fragments = englishFragments();
  });

  test.each(Object.keys(EVENTS) as EventKind[])('%s: every variant reads in English and in Spanish, with its rule section and its dice labelled', (kind) => {
    for (const lng of ['en', 'es'] as const) {
      const w = logWords(G, seatName, T[lng], lng);
      for (const e of samples(kind)) {
        const text = eventText(e, w);
        checkLine(kind, text);
        expect(text).not.toContain('(you)');
        expect(text).not.toMatch(/\{\{|\blog\.|\brefusals\./);
        const rolls = rollsOf(e);
        const labels = rollLabels(e, w);
        expect(labels).toHaveLength(rolls.length);
        for (const [i, r] of rolls.entries()) {
          expect(labels[i]).not.toBe(T[lng]('log.roll.roll'));
          checkLine(kind, `${rollText(r, labels[i])} [1.2]`);
        }
        // A Spanish line holds no English sentence of the catalogues (names and card titles are the same in both).
        if (lng === 'es') expect({ text, english: englishPieces([text, ...labels].join(' | '), fragments) }).toEqual({ text, english: [] });
      }
    }
  });

  test('seeded games of every mode: every event every viewer receives decodes and reads as English; a partial log reads as the end of the whole', () => {
    const kinds = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const cfg = kpTesting.configFor(i);
      let first = true;
      // The spectator's journal, as the server sends it: one entry per action, its events redacted.
      const journal: VisibleLogEntry[] = [];
      const r = playout(kp, {
        numPlayers: cfg.numPlayers,
        options: cfg.options,
        seed: `kp-words-${i}`,
        random: seededRandom(i + 500),
        onState: (st) => {
          const G = st.G as PublicState & { opening?: LogEvent[] };
          const raw: LogEvent[] = first ? (G.opening ?? []) : [];
          first = false;
          for (const entry of (st as { deltalog?: { metadata?: { events?: LogEvent[] } }[] }).deltalog ?? []) raw.push(...(entry.metadata?.events ?? []));
          journal.push({
            stateId: st._stateID - 1,
            turn: st.ctx.turn,
            phase: null,
            seat: null,
            kind: 'move',
            name: 'move',
            args: [],
            events: redactEvents(raw, null),
          });
          for (const v of [...G.seats, null]) {
            const words = logWords(G, (s) => `Seat ${Number(s) + 1}`, T.en, 'en');
            for (const r of redactEvents(raw, v)) {
              const e = decodeEvent(r);
              if (!e) throw new Error(`undecodable: ${JSON.stringify(r)}`);
              kinds.add(e.kind);
              checkLine(e.kind, eventText(e, words));
              rollsOf(e).forEach((roll, k) => checkLine(e.kind, `${rollText(roll, rollLabels(e, words)[k])} [1.2]`));
            }
          }
        },
      });
      // The journal may hold only the newest entries: their lines are the last lines of the whole log.
      const G = r.state.G as PublicState;
      const words = logWords(G, (s) => `Seat ${Number(s) + 1}`, T.es, 'es');
      const all = loggedEvents(G, journal).map((x) => eventText(x.event, words));
      for (const from of [1, Math.floor(journal.length / 2), journal.length - 100]) {
        const part = loggedEvents(G, journal.slice(Math.max(0, from))).map((x) => eventText(x.event, words));
        expect(part).toEqual(all.slice(all.length - part.length));
      }
    }
    expect(kinds.size).toBeGreaterThan(50);
  });

  test('the card names are the historical ones', () => {
    expect(eventText({ kind: 'react', seat: '0', card: 'amc#1' }, n)).toBe('Alice plays AMC HMS Alcantara [3.2.2]');
    expect(eventText({ kind: 'revealTorpedo', seat: '0', card: 'sub_u#1', target: 'm_lovat' }, n)).toBe(
      'Alice reveals submarine U-27: a torpedo attack on Lovat [3.3.34]',
    );
    expect(SOLITAIRE.S01).toBeDefined();
    expect(eventText({ kind: 'ghostReflagCheck', seat: '1', card: 'S12', ship: 'rd_leopard' }, n)).toBe(
      "The Ghost's Reflag check: solitaire card S12 shows Reflag, Leopard is no longer recognized [5.3.3.12]",
    );
    expect(eventText({ kind: 'gameOver', winners: ['0'], by: 'va' }, n)).toBe('The war is over: tied on Round Points, Alice wins on total VA [2.5]');
  });
});

test('a captain plays a whole turn against a bot by clicking; a phone spectator follows without any hand card', async () => {
  const alice = await newPage(suite.browser, DESKTOP);
  const spec = await newPage(suite.browser, PHONE);
  const specFrames = recordFrames(spec.page);

  // The room, from the lobby's generated form: Kaiser's Pirates, two players, a bot in seat 2.
  await alice.page.goto(suite.qd.url + '/');
  await signOn(alice.page, 'Alice');
  await alice.page.getByLabel('Game', { exact: true }).selectOption('kaisers-pirates');
  // The options carry human titles (zod .meta titles in the game's schema).
  await alice.page.getByText('Beyond 1914 (6.5)').waitFor();
  await alice.page.getByTestId('player-count').getByText('2', { exact: true }).click();
  await alice.page.locator('[data-bot-seat="1"]').check();
  await alice.page.getByRole('button', { name: 'Create the room' }).click();
  await alice.page.locator('[data-testid=table][data-role=seat-0] [data-board=kaisers-pirates]').waitFor();
  const matchId = alice.page.url().split('/m/')[1].split(/[?#]/)[0];
  await spec.page.goto(`${suite.qd.url}/m/${matchId}?watch`);
  await spec.page.locator('[data-testid=table][data-role=spectator] [data-board=kaisers-pirates]').waitFor();

  // Alice sees her hand (six cards dealt [2.2]), two forces of ships and merchants, and whose turn it is.
  // Once it is her move the bot waits for her, so the state is stable while the page is compared with it.
  await alice.page.getByTestId('turnbar').filter({ hasText: 'Your move' }).waitFor();
  const first = await suite.state<GameState>(matchId);
  await waitForStateId(alice.page, first.stateId);
  const handIds = await alice.page.locator('[data-testid=hand] .kp-card[data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  expect(handIds).toEqual(first.G.players['0'].hand);
  expect(handIds.length).toBeGreaterThan(0);
  await expect(alice.page.getByTestId('force').count()).resolves.toBe(2);
  const merchants = first.G.forces['0'].merchants.length + first.G.forces['1'].merchants.length;
  await expect(alice.page.locator('[data-testid=ship][data-kind=merchant]').count()).resolves.toBe(merchants);
  await alice.page
    .getByTestId('whose-turn')
    .filter({ hasText: /Turn \d+/ })
    .waitFor();

  /** No internal identifier anywhere on either table (the page's text, as a player reads it). */
  const seen: string[] = [];
  const scan = async (where: string) => {
    for (const [who, pg] of [
      ['Alice', alice.page],
      ['the spectator', spec.page],
    ] as const) {
      const bad = leaks(await pg.evaluate(() => document.body.innerText));
      if (bad.length) seen.push(`${who}, ${where}: ${bad.join(', ')}`);
    }
  };
  await scan('at the start');

  const done: string[] = [];
  let aliceTurn: number | null = null; // the game turn in which Alice committed
  let sawFaceDown = false;
  let sawIllegalReason = false;
  let shotsTaken = false;
  for (let i = 0; i < 80; i++) {
    const { G, stateId } = await suite.state<GameState>(matchId);
    if (G.result) break;
    if (aliceTurn !== null && G.turn && G.turn.no > aliceTurn) break; // her turn is over
    const p = G.pending!;
    const waiting = p.kind === 'retain' ? p.seats : [p.seat];
    if (!waiting.includes('0')) {
      // The bot is deciding (it may move at any moment): look again shortly.
      await alice.page.waitForTimeout(100);
      continue;
    }
    // Alice must decide, so the state stays put: both pages show it before she clicks.
    for (const pg of [alice.page, spec.page]) await waitForStateId(pg, stateId);
    await alice.page.getByTestId('turnbar').filter({ hasText: 'Your move' }).waitFor();
    if (p.kind === 'commit' && !sawIllegalReason) {
      // Reaction cards cannot be committed: tapping one shows the server's reason [3.2.2.1].
      const illegal = alice.page.locator('[data-testid=illegal-card]').first();
      if (await illegal.count()) {
        await illegal.click();
        await alice.page.getByTestId('why').waitFor();
        expect(await alice.page.getByTestId('why').innerText()).toMatch(/\[\d/);
        sawIllegalReason = true;
      }
    }
    if (p.kind === 'commit') aliceTurn = G.turn!.no;
    await scan(`before answering ${p.kind}`);
    done.push(await decide(alice.page, G));
    await waitForStateChange(alice.page, stateId);
    const after = await suite.state<GameState>(matchId);
    if (p.kind === 'commit' && after.G.pending?.kind === 'act' && after.G.turn?.slots.some((s) => !s.revealed)) {
      // Her committed cards lie face down on the table for the spectator [3.2.1] (she is to act: no bot moves).
      await waitForStateId(spec.page, after.stateId);
      await spec.page.getByTestId('face-down').first().waitFor();
      sawFaceDown = true;
      if (!shotsTaken) {
        shotsTaken = true;
        await waitForStateId(alice.page, after.stateId);
        await shot(alice.page, 'kaisers-pirates-desktop', true);
        await shot(spec.page, 'kaisers-pirates-spectator-phone', true);
      }
    }
  }
  const { G, stateId } = await suite.state<GameState>(matchId);
  expect(aliceTurn).not.toBeNull();
  expect(G.turn === null || G.result !== null || G.turn.no > aliceTurn!).toBe(true);
  expect(done.filter((d) => d.startsWith('Commit'))).toHaveLength(1);
  expect(done.length).toBeGreaterThanOrEqual(2);
  // She committed at least one card (an Intercept! on a ship when she had one): the spectator saw it face down.
  if (!done.includes('Commit nothing')) expect(sawFaceDown).toBe(true);

  // Both pages reach the server's latest state; the log tells the story from the events, in words, each
  // line citing its rule section, the dice with what they were rolled for; the dice tray shows the latest.
  for (const p of [alice.page, spec.page]) await waitForStateId(p, stateId);
  await scan('after her turn');
  for (const p of [alice.page, spec.page]) {
    const lines = await p.locator('[data-testid=log] li:not(.earlier)').allInnerTexts();
    expect(lines.length).toBeGreaterThan(3);
    for (const l of lines) expect(l).toMatch(/^[A-Z].* \[\d+(\.\d+)*/);
    expect(lines.some((l) => /(takes|draws|commits|reveals|attacks|plays)/.test(l))).toBe(true);
    // The first player's roll-off at least [3.1]: a line with its dice, each labelled, its total shown.
    const withDice = p.locator('[data-testid=log] li', { has: p.locator('[data-testid=roll]') });
    await expect(withDice.count()).resolves.toBeGreaterThan(0);
    expect(await withDice.first().innerText()).toMatch(/\d+.*\[\d[\d.]*\][\s\S]*= \d+/);
    // On a phone the tray shows only the latest roll (the earlier ones are hidden).
    await p.getByTestId('dice').locator('[data-testid=roll]:visible').first().waitFor();
  }
  expect(await alice.page.getByTestId('log').innerText()).toMatch(/Alice (takes|commits|draws)/);
  expect(seen).toEqual([]);
  await alice.page.getByTestId('scores').waitFor();
  await shot(alice.page, 'kaisers-pirates-desktop-after', true);
  await shot(spec.page, 'kaisers-pirates-spectator-phone-after', true);

  // The spectator: no hand, no chat, no horizontal scrolling at 390 px.
  await expect(spec.page.getByTestId('hand-area').count()).resolves.toBe(0);
  await expect(spec.page.getByTestId('chat-tab').count()).resolves.toBe(0);
  await expect(spec.page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);

  // No hand card reached the spectator: neither player's hand nor the bot's (cards never shown in public),
  // except a card the spectator's own log events named (played, discarded face up [3.1.5]).
  const publicIds = new Set<string>(G.decks.discardTop);
  for (const { payload } of socketEvents(specFrames)) {
    const p = payload as { log?: { events?: LogEvent[] }[]; view?: { G?: { opening?: LogEvent[] } } };
    for (const e of [...(p.view?.G?.opening ?? []), ...(p.log ?? []).flatMap((x) => x.events ?? [])]) for (const id of e.ids ?? []) publicIds.add(id);
  }
  const hidden = [...G.players['0'].hand, ...G.players['1'].hand].filter((id) => !publicIds.has(id));
  const specText = specFrames.join('\n');
  expect(specFrames.length).toBeGreaterThan(2);
  expect(hidden.filter((id) => specText.includes(`"${id}"`))).toEqual([]);

  // The captain's own table (hand, decision) also fits a 390 px phone.
  await alice.page.setViewportSize({ width: 390, height: 844 });
  await alice.page.getByTestId('hand-area').waitFor();
  await expect(alice.page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
  await shot(alice.page, 'kaisers-pirates-player-phone', true);
  await alice.page.setViewportSize(DESKTOP.viewport!);

  // Chat works for the seated captain.
  await alice.page.getByTestId('chat-tab').click();
  await alice.page.locator('.chat-form input, .chat-form textarea').first().fill('Gute Jagd!');
  await alice.page.locator('.chat-form').getByRole('button').click();
  await alice.page.getByTestId('chat').getByText('Gute Jagd!').waitFor();

  expect([...alice.errors, ...spec.errors]).toEqual([]);
  await Promise.all([alice.context.close(), spec.context.close()]);
});

test('the room form offers the solitaire options to one player only and the team game to four only [4.0, 5.0] (issue 23, item 7)', async () => {
  const { page } = await newPage(suite.browser, DESKTOP);
  await page.goto(suite.qd.url + '/');
  await signOn(page, 'Rosa');
  await page.locator('#cr-game').selectOption('kaisers-pirates');
  await page.getByText('Beyond 1914 (6.5)').waitFor();
  const form = page.getByTestId('create-room');
  const shown = async (key: string) => (await form.locator(`[data-option="options.${key}"]`).count()) > 0;
  const players = (n: number) => form.getByTestId('player-count').getByText(String(n), { exact: true }).click();
  await players(2);
  await form.locator('[data-option="options.fastRaiders"]').waitFor();
  expect({
    teams: await shown('teams'),
    ghost: await shown('ghostPolicy'),
    solitaireRemove: await shown('solitaireRemove'),
    noBreakout: await shown('beyond1914NoBreakout'),
  }).toEqual({ teams: false, ghost: false, solitaireRemove: false, noBreakout: false });
  await shot(page, 'kp-form-2-players');
  await players(1);
  await form.locator('[data-option="options.ghostPolicy"]').waitFor();
  expect({ teams: await shown('teams'), solitaireRemove: await shown('solitaireRemove') }).toEqual({ teams: false, solitaireRemove: true });
  await players(4);
  await form.locator('[data-option="options.teams"]').waitFor();
  expect({ ghost: await shown('ghostPolicy'), solitaireRemove: await shown('solitaireRemove') }).toEqual({ ghost: false, solitaireRemove: false });
  await shot(page, 'kp-form-4-players');
  await page.context().close();
});

for (const lng of ['en', 'es'] as const) {
  test(`every action card in the hand shows its rules text (${lng}); a committed card that could not be revealed is said before committing (issue 23, item 8)`, async () => {
    const words = JSON.parse(fs.readFileSync(path.resolve(__dirname, `../src/i18n/locales/${lng}/kaisers-pirates.json`), 'utf8')) as {
      cardText: Record<string, string>;
      hand: { wontReveal: string };
      refusals: Record<string, string>;
    };
    const ctx = lng === 'es' ? SPANISH(DESKTOP) : DESKTOP;
    const { page } = await newPage(suite.browser, ctx);
    await page.goto(suite.qd.url + '/');
    await signOn(page, lng === 'es' ? 'Lucía' : 'Mary');
    await page.locator('#cr-game').selectOption('kaisers-pirates');
    await page.getByTestId('create-room').locator('[data-option="options.fastRaiders"]').waitFor();
    await page.getByTestId('player-count').getByText('2', { exact: true }).click();
    await page.locator('[data-bot-seat="1"]').check();
    await page.getByTestId('create-room').locator('button[type=submit]').click();
    await page.locator('[data-testid=table][data-role=seat-0] [data-board=kaisers-pirates]').waitFor();
    const matchId = page.url().split('/m/')[1].split(/[?#]/)[0];
    // Wait for her commit (the bot may start: she answers its windows as a player would, decide()); the state
    // then stays put until she commits.
    for (let i = 0; i < 400; i++) {
      const { G: now, stateId: at } = await suite.state<GameState>(matchId);
      const p = now.pending;
      if (p?.kind === 'commit' && p.seat === '0') break;
      const waiting = p ? (p.kind === 'retain' ? p.seats : [p.seat]) : [];
      if (waiting.includes('0')) {
        await waitForStateId(page, at);
        await decide(page, now);
      } else await page.waitForTimeout(200);
    }
    await page.getByTestId('commit-builder').waitFor();
    const { G: state, stateId } = await suite.state<GameState>(matchId);
    expect(state.pending).toMatchObject({ kind: 'commit', seat: '0' });
    const G: GameState | null = state;
    await waitForStateId(page, stateId);
    const hand = G!.players['0'].hand;
    // Every card carries its rules text, the catalogue's words in the page's language.
    const rules = await page
      .locator('[data-testid=hand] .kp-card[data-card]')
      .evaluateAll((els) => els.map((e) => [e.getAttribute('data-card'), e.getAttribute('data-rules'), e.getAttribute('title')]));
    expect(rules.map((r) => r[0])).toEqual(hand);
    for (const [id, text, title] of rules) {
      const type = ACTION[id!].type;
      expect(text).toBe(words.cardText[type]);
      expect(title!.startsWith(words.cardText[type])).toBe(true);
    }
    // Tapping a card shows the text too.
    await page.locator(`[data-testid=hand] .kp-card[data-card="${hand[0]}"]`).click();
    await expect(page.getByTestId('card-rules').innerText()).resolves.toBe(words.cardText[ACTION[hand[0]].type]);
    await shot(page, `kp-card-rules-${lng}`);
    // An Intercept! for the British Forces: the warning shows exactly when the rules say it could not be
    // revealed after the commit (no opponent warship or recognized raider/prize to target) [3.1.3.2].
    const card = hand.find((c) => commitChoices(G as unknown as PublicState, '0', c).some((e) => e.half === 'intercept' && !e.on));
    expect(card).toBeDefined();
    const choices = commitChoices(G as unknown as PublicState, '0', card!);
    const k = choices.findIndex((e) => e.half === 'intercept' && !e.on);
    await page.locator(`[data-testid=placement][data-card="${card}"]`).selectOption(String(k));
    const targets = G!.forces['1'].ships.filter((s) => (s.kind === 'warship' || s.rec) && !s.refuge);
    const warned = page.locator(`[data-testid=wont-reveal][data-card="${card}"]`);
    if (targets.length === 0) {
      await warned.waitFor();
      const text = await warned.innerText();
      expect(text).toContain(ACTION_TYPE[ACTION[card!].type].name);
      expect(text).toContain(words.hand.wontReveal.replace('{{card}}', '').split('{{reason}}')[0].trim());
      // The reason is the rules' refusal worded from its code, in the page's language.
      const refusal = commitPreview(G as unknown as PublicState, '0', [choices[k]])[card!];
      const reason = Object.entries(refusal.params ?? {}).reduce((w, [name, v]) => w.replaceAll(`{{${name}}}`, String(v)), words.refusals[refusal.code]);
      expect(text).toContain(reason);
    } else {
      await page.getByTestId('commit-builder').locator('.kp-plan li').first().waitFor();
      expect(await warned.count()).toBe(0);
    }
    // The warnings listed are exactly the cards the rules (commitPreview) name for the chosen plan.
    expect(await page.getByTestId('wont-reveal').count()).toBe(Object.keys(commitPreview(G as unknown as PublicState, '0', [choices[k]])).length);
    await page.context().close();
  }, 300_000);
}

test('a Spanish captain plays a solitaire war against the Ghost to the end by clicking: the table, its prompts, a reason it refuses, the log and the result hold no English (issue 18)', async () => {
  // The cards' and ships' printed names are names, the same in both languages ("Island Refuge", "Emden").
  const printed = new Set([...Object.values(ACTION_TYPE), ...Object.values(WARSHIP), ...Object.values(MERCHANT)].map((c) => c.name));
  const fragments = englishFragments().filter((f) => !printed.has(f));
  const { page, errors } = await newPage(suite.browser, SPANISH(DESKTOP));
  const checked: string[] = [];
  /** The page speaks Spanish only (and says so in <html lang>); a screenshot of it either way. */
  const spanishOnly = async (name: string) => {
    await shot(page, `kp-es-${name}`);
    const english = await englishOn(page, fragments);
    expect({ page: name, english }).toEqual({ page: name, english: [] });
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('es');
    checked.push(name);
  };

  // The room from the lobby's form, in Spanish: one captain against the Ghost, with most action cards set
  // aside each round so that the rounds are short [2.1.1, 5.1.1].
  await page.goto(suite.qd.url + '/');
  await signOn(page, 'Lucía');
  await page.locator('#cr-game').selectOption('kaisers-pirates');
  const form = page.getByTestId('create-room');
  await form.locator('[data-option="options.fastRaiders"]').waitFor();
  await form.getByTestId('player-count').getByText('1', { exact: true }).click();
  await form.locator('[data-option="options.ghostPolicy"]').waitFor();
  await form.locator('[data-option="options.actionCardsRemoved"]').fill('70');
  await form.locator('button[type=submit]').click();
  await page.locator('[data-testid=table][data-role=seat-0] [data-board=kaisers-pirates]').waitFor();
  const matchId = page.url().split('/m/')[1].split(/[?#]/)[0];

  const kinds = new Set<string>();
  let sawWhy = false;
  let decisions = 0;
  let stuckAt = -1;
  let sawCommitRefusal = false;
  let couldRefuse = false;
  let sawRevealRefusal = false;
  let sawPreview = false;
  let couldPreview = false;
  let couldRefuseReveal = false;
  const esWords = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../src/i18n/locales/es/kaisers-pirates.json'), 'utf8')) as {
    refusals: Record<string, string>;
    refusal: { alreadyCommitted: string };
  };
  for (let i = 0; i < 1500; i++) {
    const { G, stateId } = await suite.state<GameState>(matchId);
    if (G.result) break;
    const p = G.pending;
    const waiting = p ? (p.kind === 'retain' ? p.seats : [p.seat]) : [];
    if (!waiting.includes('0')) {
      await page.waitForTimeout(100);
      continue;
    }
    // Her decision: the state stays put until she clicks, so the page is compared as it stands.
    await waitForStateId(page, stateId);
    if (!kinds.has(p!.kind)) {
      kinds.add(p!.kind);
      await spanishOnly(`prompt-${p!.kind}`);
    }
    const S = G as unknown as PublicState;
    const refused = (c: string) => commitChoices(S, '0', c).length > 0 && commitChoices(S, '0', c).every((e) => commitProblem(S, '0', [e]));
    const unplayable = p!.kind === 'commit' && G.turn?.mode === 'normal' ? G.players['0'].hand.find(refused) : undefined;
    // A card committed by its action half that the rules could not reveal (Damage Control with nothing damaged,
    // say): chosen, the commit builder warns before committing, worded from the refusal's code; then kept.
    const legalOf = (c: string) => commitChoices(S, '0', c).filter((e) => !commitProblem(S, '0', [e]));
    const previewed =
      p!.kind === 'commit' && G.turn?.mode === 'normal'
        ? G.players['0'].hand.flatMap((c) => legalOf(c).map((e, k) => ({ c, k, r: commitPreview(S, '0', [e])[c] }))).find((x) => x.r)
        : undefined;
    couldPreview ||= !!previewed;
    if (!sawPreview && previewed) {
      const reason = Object.entries(previewed.r.params ?? {}).reduce(
        (w, [name, v]) => w.replaceAll(`{{${name}}}`, String(v)),
        esWords.refusals[previewed.r.code],
      );
      await page.locator(`[data-testid=placement][data-card="${previewed.c}"]`).selectOption(String(previewed.k));
      await page.locator(`[data-testid=wont-reveal][data-card="${previewed.c}"]`).filter({ hasText: reason }).waitFor();
      await spanishOnly('refusal-preview');
      await page.locator(`[data-testid=placement][data-card="${previewed.c}"]`).selectOption('');
      await page.locator(`[data-testid=wont-reveal][data-card="${previewed.c}"]`).waitFor({ state: 'detached' });
      sawPreview = true;
    }
    couldRefuse ||= !!unplayable;
    if (!sawCommitRefusal && unplayable) {
      // A card the rules refuse to commit (a reaction card, say): tapped, it says why, from the refusal's code.
      const refusal = commitProblem(S, '0', [commitChoices(S, '0', unplayable)[0]])!;
      const es = (
        JSON.parse(fs.readFileSync(path.resolve(__dirname, '../src/i18n/locales/es/kaisers-pirates.json'), 'utf8')) as { refusals: Record<string, string> }
      ).refusals;
      const reason = Object.entries(refusal.params ?? {}).reduce((w, [name, v]) => w.replaceAll(`{{${name}}}`, String(v)), es[refusal.code]);
      await page.locator(`[data-testid=hand] .kp-card[data-card="${unplayable}"]`).click();
      await page.getByTestId('why').filter({ hasText: reason }).waitFor();
      await spanishOnly('refusal-commit');
      sawCommitRefusal = true;
    }
    const stuckSlot =
      p!.kind === 'act' ? G.turn?.slots.find((x) => !x.revealed && revealOptions(S, '0', x.n, 60).length === 0 && !planReveal(S, '0', x.n, {}).ok) : undefined;
    couldRefuseReveal ||= !!stuckSlot;
    if (!sawRevealRefusal && stuckSlot) {
      // A committed card the rules will not let her reveal (an Intercept! with nothing to intercept, say): the
      // table says why, worded from the refusal's code and parameters.
      const plan = planReveal(S, '0', stuckSlot.n, {});
      const refusal = plan.ok ? null : plan.problem;
      const reason = Object.entries(refusal!.params ?? {}).reduce((w, [name, v]) => w.replaceAll(`{{${name}}}`, String(v)), esWords.refusals[refusal!.code]);
      await page.locator(`.kp-slot-reveal[data-slot="${stuckSlot.n}"]`).getByTestId('no-reveal').filter({ hasText: reason }).waitFor();
      await spanishOnly('refusal-reveal');
      sawRevealRefusal = true;
    }
    if (!sawWhy && p!.kind === 'act' && (await page.locator('[data-testid=hand] .kp-card[data-card]').count())) {
      // A hand card tapped while revealing: the table says why it cannot be played now, in Spanish.
      await page.locator('[data-testid=hand] .kp-card[data-card]').first().click();
      await page.getByTestId('why').waitFor();
      await expect(page.getByTestId('why').innerText()).resolves.toContain(esWords.refusal.alreadyCommitted);
      await spanishOnly('refusal-why');
      sawWhy = true;
    }
    // A click that finds nothing to click is tried once more on the same state (a re-render may have replaced
    // the prompt under the pointer); twice on the same state is a table that offers no way on.
    const ok = await decide(page, G).then(
      () => true,
      async (e: unknown) => {
        await shot(page, `kp-es-stuck-${stateId}`, true);
        if (stuckAt === stateId) throw new Error(`stuck at ${JSON.stringify(p)}: ${String(e)}`);
        stuckAt = stateId;
        return false;
      },
    );
    if (ok) decisions++;
    if (decisions === 12) {
      await page.getByTestId('log').locator('li').first().waitFor();
      await spanishOnly('table-and-log');
    }
  }
  const { G } = await suite.state<GameState>(matchId);
  expect(G.result).toBeTruthy();
  await page.getByTestId('result').waitFor();
  await expect(page.getByTestId('result').innerText()).resolves.toMatch(/La guerra ha terminado/);
  // The log's last line says who won, in Spanish, with the rule it cites.
  await expect(page.getByTestId('log').locator('li').last().innerText()).resolves.toMatch(/La guerra ha terminado: .+ \[2\.5\]/);
  await spanishOnly('game-over');
  // The log names players plainly: the table's "(tú)" after her own name stays out of it.
  await expect(page.getByTestId('log').innerText()).resolves.toMatch(/Lucía/);
  await expect(page.getByTestId('log').innerText()).resolves.not.toMatch(/\(tú\)/);
  // The log is worded from its events, not stored: another language re-words it at once, and back.
  await page.getByTestId('language').selectOption('en');
  await page
    .getByTestId('log')
    .locator('li')
    .last()
    .filter({ hasText: /The war is over: .+ \[2\.5\]/ })
    .waitFor();
  await page.getByTestId('result').filter({ hasText: 'The war is over' }).waitFor();
  await page.getByTestId('language').selectOption('es');
  await page
    .getByTestId('log')
    .locator('li')
    .last()
    .filter({ hasText: /La guerra ha terminado: / })
    .waitFor();
  expect({ sawWhy, kinds: [...kinds].filter((k) => k === 'commit' || k === 'act').sort() }).toEqual({ sawWhy: true, kinds: ['act', 'commit'] });
  expect(checked.length).toBeGreaterThanOrEqual(5);
  // Whenever a hand held a card the rules refused to commit, its reason was shown (once) and read in Spanish.
  expect(sawCommitRefusal).toBe(couldRefuse);
  expect(sawRevealRefusal).toBe(couldRefuseReveal);
  expect(sawPreview).toBe(couldPreview);
  // At least one of the rules' coded refusals was read in Spanish on the table.
  expect(sawCommitRefusal || sawRevealRefusal || sawPreview).toBe(true);
  expect(errors).toEqual([]);
  await page.context().close();
}, 600_000);
