/**
 * Atlantic Chase in the browser. A player alone at both sides fights the battle-board mini-scenario
 * (Northern Patrol Sunset) to its end by clicking: smoke, gunnery and break-away declarations, maneuvers.
 * A solitaire player against the automaton plays the tutorial scenario (The Deutschland Loose) for at least
 * twenty actions by clicking, one of them a trajectory plotted hex by hex on the map (a refused hex shows
 * the rule's reason; the Trajectory Total shows meanwhile); a spectator on a 390 px phone follows, pans and
 * zooms the chart, and never receives the automaton's secrets (its route plan, the unidentified task
 * forces' ships) in any WebSocket frame. Reloading resumes the seat. On the Northern Patrol operation the
 * chart draws the port boxes, the U-Boat box and the submarine reserve with what waits in them, and a
 * Reorganize split is made with the ship picker (in English and in Spanish).
 */
import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import type { Page } from 'playwright-core';
import { playout, redactEvents, registry, seededRandom, type LogEvent } from '@quarterdeck/games';
import { BOX_ROWS, no, type AtlanticChaseState, type Refusal } from '@quarterdeck/games/atlantic-chase/client';
import type { GameT } from '../src/i18n/games';
import { eventText } from '../src/games/atlantic-chase/log-text';
import { reasonWords, words, type ChaseG } from '../src/games/atlantic-chase/words';
import { englishFragments, englishOn } from './english';
import { DESKTOP, newPage, PHONE, recordFrames, shot, signOn, SPANISH, useSuite, waitForStateChange, waitForStateId } from './helpers';

jest.setTimeout(240_000);

beforeAll(() => {
  expect(registry['atlantic-chase']).toBeDefined();
});
const suite = useSuite({ ...registry });

/** The game's catalogue in a language, as the client loads it, for wording without a browser. */
async function catalogueT(lng: 'en' | 'es'): Promise<GameT> {
  const file = path.resolve(__dirname, `../src/i18n/locales/${lng}/atlantic-chase.json`);
  const i = i18next.createInstance();
  await i.init({
    lng,
    resources: { [lng]: { 'atlantic-chase': JSON.parse(fs.readFileSync(file, 'utf8')) } },
    ns: ['atlantic-chase'],
    defaultNS: 'atlantic-chase',
    interpolation: { escapeValue: false },
  });
  return i.getFixedT(lng, 'atlantic-chase') as unknown as GameT;
}

describe('the log and the refusals in words (no browser)', () => {
  const CONFIGS = [
    { numPlayers: 1, options: { scenario: 'TUT-S1', mode: 'SOLO' } },
    { numPlayers: 1, options: { scenario: 'MS-S1', mode: 'HOTSEAT' } },
    { numPlayers: 1, options: { scenario: 'MS-S2', mode: 'HOTSEAT' } },
    { numPlayers: 2, options: { scenario: 'OP-S1', mode: 'TWO_PLAYER' } },
    { numPlayers: 2, options: { scenario: 'OP-S2', mode: 'TWO_PLAYER' } },
    { numPlayers: 1, options: { scenario: 'OP-S3', mode: 'HOTSEAT' } },
  ];

  test.each(['en', 'es'] as const)(
    'every event of seeded games of every scenario, for every viewer, reads as a sentence in %s with its rule page',
    async (lng) => {
      const t = await catalogueT(lng);
      const kinds = new Set<string>();
      let lines = 0;
      for (let i = 0; i < 3 * CONFIGS.length; i++) {
        const cfg = CONFIGS[i % CONFIGS.length];
        const events: Array<{ e: LogEvent; viewer: string | null }> = [];
        const seats = cfg.numPlayers === 2 ? ['0', '1', null] : ['0', null];
        const r = playout(registry['atlantic-chase'], {
          numPlayers: cfg.numPlayers,
          options: cfg.options,
          seed: `chase-words-${i}`,
          random: seededRandom(i + 900),
          onState: (st) => {
            for (const entry of (st as { deltalog?: { metadata?: { events?: LogEvent[] } }[] }).deltalog ?? [])
              for (const v of seats) for (const e of redactEvents(entry.metadata?.events ?? [], v)) events.push({ e, viewer: v });
          },
        });
        const w = words(r.state.G as ChaseG, t);
        for (const { e } of events) {
          kinds.add(e.kind);
          const text = eventText(e, w);
          lines++;
          const bad = /\{\{|\blog\.|undefined|NaN|\bnull\b|\[object|\b[a-z0-9]+_[a-z0-9_]+\b|\b[A-Z]+_[A-Z_]+\b|\b[a-z]+[A-Z][A-Za-z]+\b/.exec(text);
          if (bad || (e.kind !== 'logTruncated' && !/\(p\.\d+\)$/.test(text)))
            throw new Error(`${lng} ${e.kind} ${JSON.stringify(e)}: "${text}" (${bad?.[0] ?? 'no rule page'})`);
        }
      }
      // The scenarios' games reach searches, battles, gunnery, maneuvers, initiative and the end.
      for (const k of ['trajectory', 'actionRoll', 'gunnery', 'maneuver', 'battleStarts', 'seize', 'timeLapse', 'gameOver']) expect(kinds).toContain(k);
      expect(lines).toBeGreaterThan(500);
      expect(kinds.size).toBeGreaterThanOrEqual(40);
    },
  );

  test.each(['en', 'es'] as const)('the rarer events (torpedoes, sinkings, leaders, identification...) read as sentences in %s', async (lng) => {
    const t = await catalogueT(lng);
    const r = playout(registry['atlantic-chase'], {
      numPlayers: 1,
      options: { scenario: 'TUT-S1', mode: 'SOLO' },
      seed: 'chase-rare',
      random: seededRandom(7),
    });
    const w = words(r.state.G as ChaseG, t);
    const samples: LogEvent[] = [
      { kind: 'torpedo', ids: ['deutschland', 'glasgow'], n: [4, 1, 5, 1], rule: 'p.59' },
      { kind: 'sunk', ids: ['glasgow'], rule: 'p.50' },
      { kind: 'destroyed', ids: ['br_convoy_hx'], n: [3], rule: 'p.12' },
      { kind: 'identified', ids: ['G1', 'result', 'deutschland'], rule: 'p.52' },
      { kind: 'leaderMoves', ids: ['forbes', 'devonshire', 'suffolk'], rule: 'p.50' },
      { kind: 'merge', ids: ['B1', 'B2'], rule: 'p.37' },
      { kind: 'tfEliminated', ids: ['B2'], rule: 'p.62' },
      { kind: 'obligationVoid', ids: ['G1'], rule: 'p.10' },
      { kind: 'lutjens', ids: ['GE', 'G1'], rule: 'p.10' },
      { kind: 'gensoul', ids: ['B1', '1007'], rule: 'p.10' },
      { kind: 'prien', ids: ['ge_sub_1', '0907'], rule: 'p.10' },
      { kind: 'soloSlip', ids: ['G1'], n: [3], rule: 'p.54' },
      { kind: 'leaderRoll', ids: ['krancke'], n: [3, 4, 7, 9], rule: 'p.10' },
      { kind: 'rollBeforeLeader', ids: ['NAVAL_SEARCH', 'BR'], n: [3, 4], rule: 'p.10' },
      { kind: 'leaderTotal', ids: ['tovey', 'add'], n: [7, 12], rule: 'p.10' },
      { kind: 'leaderDie', ids: ['forbes', 'six0'], n: [2, 5], rule: 'p.10' },
      { kind: 'breakAwayEM', ids: ['BR', 'glasgow'], rule: 'p.61' },
      { kind: 'shipsPlaced', ids: ['GE', 'glasgow:FAR', 'devonshire:CLOSE'], rule: 'p.54' },
      { kind: 'stealthUsed', ids: ['ge_uboat_1'], rule: 'p.41' },
      { kind: 'vp', ids: ['BR', 'br_deutschland_damaged'], n: [4, 4], rule: 'p.50' },
      { kind: 'vp', ids: ['GE', 'convoyHit', 'br_convoy_hx'], n: [1, 1], rule: 'p.12' },
      { kind: 'gameOver', ids: ['DRAW', 'end:CLOCK_ZERO'], n: [3, 3], rule: 'p.3' },
    ];
    for (const e of samples) {
      const text = eventText(e, w);
      const bad = /\{\{|\blog\.|undefined|NaN|\bnull\b|\b[a-z0-9]+_[a-z0-9_]+\b|\b[A-Z]+_[A-Z_]+\b|\b[a-z]+[A-Z][A-Za-z]+\b/.exec(text);
      if (bad || !/\(p\.\d+\)$/.test(text)) throw new Error(`${lng} ${e.kind}: "${text}" (${bad?.[0] ?? 'no rule page'})`);
    }
    expect(eventText(samples[0], w)).toMatch(
      lng === 'en'
        ? /launches torpedoes at Glasgow: die 4, target speed \+1, total 5: hits 1 \(p\.59\)$/
        : /lanza torpedos contra Glasgow: dado 4, velocidad del objetivo \+1, total 5: impactos 1 \(p\.59\)$/,
    );
  });

  test('every refusal of the rules reads in English and in Spanish through i18next, every parameter filled and the same pages cited', async () => {
    const [en, es] = await Promise.all([catalogueT('en'), catalogueT('es')]);
    const SAMPLE: Record<string, unknown[]> = {
      wrongAnswer: ['fire'],
      obligation: ['G1', 'ge_grey'],
      trjTooLong: [15],
      completionLength: [6],
      airRange: [2],
      obscureMax: [2],
    };
    const pages = (s: string) => [...new Set([...s.matchAll(/\bp\.\s?(\d+)/g)].map((m) => m[1]))].sort();
    const made = Object.entries(no).map(([name, make]) => (make as (...a: unknown[]) => Refusal)(...(SAMPLE[name] ?? [])));
    expect(made.length).toBeGreaterThan(110);
    for (const r of made) {
      const [e, s] = [reasonWords(en, r), reasonWords(es, r)];
      for (const text of [e, s]) if (/\{\{|\$t\(|undefined|NaN|refusals\./.test(text)) throw new Error(`${r.code}: "${text}"`);
      expect({ code: r.code, spanish: s !== e && s !== r.text }).toEqual({ code: r.code, spanish: true });
      expect({ code: r.code, en: pages(e), es: pages(s) }).toEqual({ code: r.code, en: pages(r.text), es: pages(r.text) });
      for (const v of Object.values(r.params ?? {}))
        if (typeof v === 'number') expect({ code: r.code, shows: s.includes(String(v)) }).toEqual({ code: r.code, shows: true });
    }
  });

  test("the rules' coded refusals read in Spanish with their pages; a code without words falls back to the rules' English", async () => {
    const es = await catalogueT('es');
    expect(reasonWords(es, no.trjNotAdjacent())).toBe(
      'Los segmentos consecutivos deben estar en hexágonos adyacentes; el canal de Kiel solo los une para el jugador alemán (p.15, p.43, p.4).',
    );
    expect(reasonWords(es, no.airWeather())).toBe('Los ataques aéreos necesitan buen tiempo (p.27).');
    expect(reasonWords(es, no.trjTooLong(15))).toBe('Una trayectoria tiene como máximo 15 segmentos (p.15).');
    // The leader's task force by its sticks' colour, the catalogue's own word nested.
    expect(reasonWords(es, no.obligation('B1', 'br_red'))).toBe('La TF roja del líder debe ser la TF activa de la próxima acción (p.10).');
    expect(reasonWords(es, { code: 'notInTheCatalogue', text: 'Something the table does not know yet (p.99)' })).toBe(
      'Something the table does not know yet (p.99)',
    );
  });
});

/** A room from the lobby's form: Atlantic Chase with this scenario and mode, one seat. */
async function createRoom(page: Page, scenario: string, mode: string, create = 'Create the room'): Promise<string> {
  await page.locator('#cr-game').selectOption('atlantic-chase');
  for (const [key, label] of [
    ['scenario', scenario],
    ['mode', mode],
  ]) {
    const field = page.locator(`[data-option="options.${key}"]`);
    const select = page.locator(`select[data-option="options.${key}"], [data-option="options.${key}"] select`);
    if (await select.count()) {
      const option = (await select.locator('option').allTextContents()).find((o) => o.startsWith(label));
      await select.selectOption({ label: option! });
    } else await field.getByText(label, { exact: false }).first().click();
  }
  await page.getByTestId('player-count').getByText('1', { exact: true }).click();
  await page.getByRole('button', { name: create }).click();
  await page
    .locator('[data-testid=table][data-role=seat-0] [data-board=atlantic-chase]')
    .waitFor()
    .catch(async (e) => {
      await shot(page, 'debug-chase', true);
      throw e;
    });
  return page.url().split('/m/')[1].split(/[?#]/)[0];
}

/** Answer a battle or prompt decision by clicking what a player would click. */
async function answer(page: Page, kind: string): Promise<string> {
  const d = page.getByTestId('decision');
  await d.waitFor();
  switch (kind) {
    case 'fire':
    case 'torpedo':
      await d.getByTestId('commit').click();
      return `committed ${kind}`;
    case 'breakAway':
      await d.getByTestId('break-no').click();
      return 'stays in the battle';
    case 'maneuver': {
      const z = d.getByTestId('zone-option');
      await z.last().click();
      return 'maneuvers';
    }
    default: {
      await d.getByTestId('choice').first().click();
      return `answered ${kind}`;
    }
  }
}

test('the battle-board mini-scenario, played to its end by clicking (one player at both sides)', async () => {
  const p = await newPage(suite.browser, DESKTOP);
  await p.page.goto(suite.qd.url + '/');
  await signOn(p.page, 'Nora');
  const matchId = await createRoom(p.page, 'Northern Patrol Sunset', 'One player, both sides');
  const done: string[] = [];
  let commitSeen = false;
  for (let i = 0; i < 80; i++) {
    const { G, stateId } = await suite.state<AtlanticChaseState>(matchId);
    if (G.result) break;
    await waitForStateId(p.page, stateId);
    const kind = G.pending!.kind;
    // Commit-then-reveal: after one side has declared, the table says so and shows only that declaration.
    if ((kind === 'fire' || kind === 'breakAway') && ((G.pending!.data?.committed as string[]) ?? []).length === 1) {
      commitSeen = true;
      await p.page.getByTestId('commitments').locator('[data-committed=yes]').waitFor();
      await p.page.getByTestId('own-commitment').first().waitFor();
    }
    if (i === 3) await shot(p.page, 'atlantic-chase-battle-desktop', true);
    done.push(await answer(p.page, kind));
    await waitForStateChange(p.page, stateId);
  }
  const { G, stateId } = await suite.state<AtlanticChaseState>(matchId);
  expect(G.result).not.toBeNull();
  expect(done.length).toBeGreaterThanOrEqual(5);
  expect(commitSeen).toBe(true);
  await waitForStateId(p.page, stateId);
  await p.page.getByTestId('result').waitFor();
  const board = await p.page.getByTestId('board').innerText();
  expect(board).toMatch(/The operation is over/);
  // The log carries the battle's gunnery with its dice, kept dice and modifiers.
  const log = await p.page.locator('body').innerText();
  expect(log).toMatch(/fires on .* range: dice \d( · \d)+ \(.*: \d+\), gun value [+-]\d+ and smoke [+-]\d+, total -?\d+: hits \d+ \(p\.57\)/);
  expect(p.errors).toEqual([]);
});

/** The map's view box (x, y, width) as the chart reports it. */
async function mapView(page: Page): Promise<number[]> {
  return (await page.getByTestId('map').getAttribute('data-view'))!.split(',').map(Number);
}

/** Plot a trajectory on the map for the first task force that may: a refused hex first, then legal ones. */
async function plotOnMap(page: Page, extra: number, tryRefused: boolean): Promise<string | null> {
  const button = page.locator('[data-testid^=plot-]:not([data-testid=plot-commit]):not([data-testid=plot-cancel]):not([disabled])').first();
  if (!(await button.count())) return null;
  const tf = (await button.getAttribute('data-testid'))!.slice(5);
  await button.click();
  await page.getByTestId('plotbar').waitFor();
  // The whole chart in view (the player may have zoomed in on a corner of it).
  await page.getByRole('button', { name: 'Whole chart' }).click();
  if (tryRefused) {
    // A hex far from the line's ends: refused, with the rule's reason beside the map.
    const next = await page.locator('.ac-hex.next').evaluateAll((els) => els.map((e) => e.parentElement!.getAttribute('data-hex')));
    const far = ['0313', '0114', '0509', '1015'].find((h) => !next.includes(h))!;
    await page.locator(`[data-hex="${far}"] polygon`).first().click();
    await expect(page.getByTestId('plot-refused').innerText()).resolves.toMatch(/adjacent|starts in the station|segment/);
  }
  for (let i = 0; i < extra; i++) {
    const next = page.locator('.ac-hex.next');
    if (!(await next.count())) break;
    await next.first().click();
  }
  await expect(page.getByTestId('trajectory-total').innerText()).resolves.toMatch(/Trajectory Total against .*: \d+|no enemy on the map/);
  await page.getByTestId('plot-commit').click();
  return tf;
}

test('solitaire: the tutorial scenario for twenty actions by clicking, a trajectory plotted on the map; a phone spectator sees no secret; a reload resumes the seat', async () => {
  const p = await newPage(suite.browser, DESKTOP);
  const spec = await newPage(suite.browser, PHONE);
  const specFrames = recordFrames(spec.page);
  const ownFrames = recordFrames(p.page);
  await p.page.goto(suite.qd.url + '/');
  await signOn(p.page, 'Olive');
  const matchId = await createRoom(p.page, 'The Deutschland Loose', 'Solitaire against the automaton');
  await spec.page.goto(`${suite.qd.url}/m/${matchId}?watch`);
  await spec.page.locator('[data-testid=table][data-role=spectator] [data-board=atlantic-chase]').waitFor();

  const done: string[] = [];
  let plotted = 0;
  let reloaded = false;
  // At least 24 decisions and 10 actions: the deal is random, and some games ask more decisions per action.
  for (let i = 0; i < 160; i++) {
    const { G, stateId } = await suite.state<AtlanticChaseState>(matchId);
    if (G.result || (done.length >= 24 && G.actions >= 10)) break;
    await waitForStateId(p.page, stateId);
    const kind = G.pending!.kind;
    if (kind === 'action') {
      const search = p.page.locator('[data-testid=act-option][data-act=NAVAL_SEARCH], [data-testid=act-option][data-act=ENGAGE]');
      if (await search.count()) {
        done.push(`search: ${await search.first().innerText()}`);
        await search.first().click();
      } else {
        // Two trajectories plotted on the map, then mostly passes, so that the automaton gets the initiative.
        const tf = plotted < 2 || done.length % 5 === 0 ? await plotOnMap(p.page, plotted === 0 ? 3 : 1, plotted === 0) : null;
        if (tf) {
          plotted++;
          done.push(`trajectory for ${tf}`);
        } else {
          const pass = p.page.locator('[data-testid=act-option][data-act=PASS]').first();
          done.push(await pass.innerText());
          await pass.click();
        }
      }
    } else done.push(await answer(p.page, kind));
    await waitForStateChange(p.page, stateId);

    if (done.length === 6) {
      // The spectator's chart pans and zooms on a phone; the player's with the wheel and a drag.
      await waitForStateId(spec.page, (await suite.state<AtlanticChaseState>(matchId)).stateId);
      await shot(spec.page, 'atlantic-chase-phone-spectator', true);
      const before = await mapView(spec.page);
      await spec.page.getByRole('button', { name: 'Zoom in' }).click();
      const zoomed = await mapView(spec.page);
      expect(zoomed[2]).toBeLessThan(before[2]);
      const box = (await p.page.getByTestId('map').boundingBox())!;
      const v0 = await mapView(p.page);
      await p.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await p.page.mouse.wheel(0, -300);
      await p.page.waitForFunction((w0) => Number(document.querySelector('[data-testid=map]')!.getAttribute('data-view')!.split(',')[2]) < w0, v0[2]);
      const v1 = await mapView(p.page);
      await p.page.mouse.down();
      await p.page.mouse.move(box.x + box.width / 2 - 80, box.y + box.height / 2 - 40, { steps: 5 });
      await p.page.mouse.up();
      await p.page.waitForFunction((x0) => Number(document.querySelector('[data-testid=map]')!.getAttribute('data-view')!.split(',')[0]) > x0, v1[0]);
      await shot(p.page, 'atlantic-chase-desktop', true);
    }
    if (done.length === 12 && !reloaded) {
      // A reload resumes the seat: the same table, the decision in front of the player again.
      reloaded = true;
      await p.page.reload();
      const { stateId: now } = await suite.state<AtlanticChaseState>(matchId);
      await p.page.locator(`[data-testid=table][data-role=seat-0][data-state-id="${now}"] [data-board=atlantic-chase]`).waitFor();
    }
  }
  const { G, stateId } = await suite.state<AtlanticChaseState>(matchId);
  expect(done.length).toBeGreaterThanOrEqual(20);
  expect(plotted).toBeGreaterThanOrEqual(1);
  expect(reloaded).toBe(true);
  expect(G.actions).toBeGreaterThanOrEqual(10);
  await waitForStateId(spec.page, stateId);

  // The automaton's secrets (its route plan, paces and steps; the ships of unidentified task forces) exist
  // on the server and never reach the spectator's or the player's sockets.
  const secret = (await suite.state<AtlanticChaseState>(matchId)).G.secret;
  expect(secret.automaton).toBeDefined();
  for (const frames of [specFrames, ownFrames]) {
    expect(frames.length).toBeGreaterThan(10);
    const all = frames.join('\n');
    expect(all).not.toMatch(/"secret":\{"/);
    expect(all).not.toMatch(/"automaton":\{|"routes":\{|"pace":\{/);
    for (const ships of Object.values(secret.unidentified ?? {})) expect(all).not.toContain(JSON.stringify(ships));
  }
  expect(p.errors).toEqual([]);
  expect(spec.errors).toEqual([]);
});

/** The page speaks Spanish only: no piece of the English catalogues anywhere on it (e2e/english.ts). */
async function spanishOnly(page: Page, name: string, fragments: string[]): Promise<void> {
  await shot(page, `es-atlantic-chase-${name}`, true);
  const english = await englishOn(page, fragments);
  expect({ page: name, english }).toEqual({ page: name, english: [] });
  await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('es');
}

test('in Spanish: the battle board in play and at game over, and the chart while plotting on a phone, show no English', async () => {
  const fragments = englishFragments();
  const es = await newPage(suite.browser, SPANISH(DESKTOP));
  await es.page.goto(suite.qd.url + '/');
  await signOn(es.page, 'Elena');
  const battle = await createRoom(es.page, 'Ocaso de la Patrulla del Norte', 'Un jugador, los dos bandos', 'Crear la sala');
  const seen = new Set<string>();
  for (let i = 0; i < 80; i++) {
    const { G, stateId } = await suite.state<AtlanticChaseState>(battle);
    if (G.result) break;
    await waitForStateId(es.page, stateId);
    const kind = G.pending!.kind;
    if (!seen.has(kind)) {
      // Every kind of decision once, in Spanish (smoke, gunnery, maneuver, break away...).
      seen.add(kind);
      await spanishOnly(es.page, `battle-${kind}`, fragments);
    }
    const d = es.page.getByTestId('decision');
    if (kind === 'fire' || kind === 'torpedo') await d.getByTestId('commit').click();
    else if (kind === 'breakAway') await d.getByTestId('break-no').click();
    else if (kind === 'maneuver') await d.getByTestId('zone-option').last().click();
    else await d.getByTestId('choice').first().click();
    await waitForStateChange(es.page, stateId);
  }
  expect(seen.size).toBeGreaterThanOrEqual(3);
  await es.page.getByTestId('result').waitFor();
  await spanishOnly(es.page, 'battle-over', fragments);

  // Solitaire on a phone: the chart, the action menu with its refusals, and plotting with a refused hex.
  const phone = await newPage(suite.browser, SPANISH(PHONE));
  await phone.page.goto(suite.qd.url + '/');
  await signOn(phone.page, 'Pablo');
  const solo = await createRoom(phone.page, 'El Deutschland suelto', 'Solitario contra el autómata', 'Crear la sala');
  await phone.page.getByTestId('decision').getByTestId('choice').first().click();
  await phone.page.getByTestId('action-menu').waitFor();
  await spanishOnly(phone.page, 'solo-action-menu', fragments);
  await phone.page.locator('[data-testid^=plot-]:not([disabled])').first().click();
  await phone.page.getByRole('button', { name: 'Carta entera' }).click();
  await phone.page.locator('[data-hex="0313"] polygon').first().click();
  await phone.page.getByTestId('plot-refused').waitFor();
  await spanishOnly(phone.page, 'solo-plotting', fragments);
  expect(solo).toBeTruthy();
  expect([...es.errors, ...phone.errors]).toEqual([]);
});

test('the chart draws the port boxes, the U-Boat box and the submarine reserve with what waits in them; a Reorganize split picks its ships', async () => {
  const p = await newPage(suite.browser, DESKTOP);
  await p.page.goto(suite.qd.url + '/');
  await signOn(p.page, 'Rhoda');
  // Northern Patrol: the German task force in the Kiel box, British ones in the Clyde/Liverpool and Scapa Flow
  // boxes with reinforcement group A, a U-Boat in the U-Boat box and a British submarine in the reserve.
  const matchId = await createRoom(p.page, 'Northern Patrol (', 'One player, both sides');
  const { G, stateId } = await suite.state<AtlanticChaseState>(matchId);
  await waitForStateId(p.page, stateId);
  const boxes = p.page.getByTestId('boxes');
  await expect(boxes.locator('[data-box=box_kiel] [data-testid=boxtf-G1]').count()).resolves.toBe(1);
  await expect(boxes.locator('[data-box=box_clyde_liverpool] [data-testid=boxtf-B3]').count()).resolves.toBe(1);
  await expect(boxes.locator('[data-box=box_scapa_flow] [data-testid=boxtf-B4]').count()).resolves.toBe(1);
  await expect(boxes.locator('[data-box=box_scapa_flow] [data-group=A]').count()).resolves.toBe(1);
  await expect(boxes.locator('[data-box=uboat_box] [data-stealth=ge_uboat_1]').count()).resolves.toBe(1);
  await expect(boxes.locator('[data-box=sub_reserve] [data-stealth=br_sub_1]').count()).resolves.toBe(1);
  // Kiel's box names both of its hexes (p.9); every port box of the data is drawn, with the two holding boxes.
  await expect(boxes.locator('[data-box=box_kiel] .ac-boxhexes').textContent()).resolves.toMatch(/1308.*1307/);
  expect(BOX_ROWS.filter((b) => b.kind === 'PORT').length).toBe(14);
  await expect(boxes.locator('[data-box]').count()).resolves.toBe(16);
  // The stations on the map are not in any box.
  await expect(boxes.locator('[data-testid=boxtf-B1]').count()).resolves.toBe(0);
  await p.page.getByTestId('tf-B1').waitFor({ state: 'attached' });

  // A station in a box is selected by clicking it on the chart, as on the map.
  await p.page.getByRole('button', { name: 'Whole chart' }).click();
  await boxes.locator('[data-testid=boxtf-B3] circle').click();
  await p.page.locator('[data-testid=tfpanel-B3].selected').waitFor();
  await shot(p.page, 'atlantic-chase-boxes', true);

  // The German player splits the Kiel station: the picker refuses no ship and every ship, with the reason.
  expect(G.pending!.kind).toBe('action');
  expect(G.pending!.side).toBe('GE');
  const picker = p.page.getByTestId('split-picker');
  await expect(picker.getByTestId('split-tf').inputValue()).resolves.toBe('G1');
  await expect(picker.getByTestId('split-refused').innerText()).resolves.toMatch(/not none and not all \(p\.37\)/);
  await expect(picker.getByTestId('split-commit').isDisabled()).resolves.toBe(true);
  await picker.locator('[data-testid=split-ship][value=scharnhorst]').check();
  await picker.locator('[data-testid=split-ship][value=gneisenau]').check();
  await expect(picker.getByTestId('split-refused').innerText()).resolves.toMatch(/not none and not all \(p\.37\)/);
  await picker.locator('[data-testid=split-ship][value=scharnhorst]').uncheck();
  const identity = await picker.getByTestId('split-identity').locator('option').nth(1).getAttribute('value');
  await picker.getByTestId('split-identity').selectOption(identity!);
  await expect(picker.getByTestId('split-summary').innerText()).resolves.toMatch(/Gneisenau/);
  await picker.getByTestId('split-commit').click();
  await waitForStateChange(p.page, stateId);

  // The server split exactly those ships under that identity; the new station waits in the same box.
  const after = await suite.state<AtlanticChaseState>(matchId);
  await waitForStateId(p.page, after.stateId);
  const fresh = Object.values(after.G.tfs).find((tf) => !G.tfs[tf.id]);
  expect(fresh).toBeDefined();
  expect(fresh!.ships).toEqual(['gneisenau']);
  expect(fresh!.identity).toBe(identity);
  expect(fresh!.rep).toMatchObject({ k: 'S', box: 'box_kiel', port: 'kiel' });
  expect(after.G.tfs.G1.ships).toEqual(['scharnhorst']);
  await boxes.locator(`[data-box=box_kiel] [data-testid=boxtf-${fresh!.id}]`).waitFor({ state: 'attached' });
  await expect(boxes.locator('[data-box=box_kiel]').getAttribute('data-items')).resolves.toBe('2');
  expect(p.errors).toEqual([]);
});

test('in Spanish: the boxes on the chart and the split picker, with its refusal and its summary, show no English', async () => {
  const fragments = englishFragments();
  const es = await newPage(suite.browser, SPANISH(DESKTOP));
  await es.page.goto(suite.qd.url + '/');
  await signOn(es.page, 'Rosa');
  await createRoom(es.page, 'Patrulla del Norte (', 'Un jugador, los dos bandos', 'Crear la sala');
  const picker = es.page.getByTestId('split-picker');
  await picker.getByTestId('split-refused').waitFor();
  await expect(picker.getByTestId('split-refused').innerText()).resolves.toMatch(/ni ninguno ni todos \(p\.37\)/);
  // The refusal's page opens the Rules panel there, as the log's citations do.
  await expect(picker.getByTestId('split-refused').locator('button[data-rule="37"]').innerText()).resolves.toBe('p.37');
  await expect(es.page.getByTestId('boxes').locator('.ac-boxes-title').textContent()).resolves.toBe('Casillas');
  await spanishOnly(es.page, 'boxes-split-refused', fragments);
  await picker.locator('[data-testid=split-ship][value=gneisenau]').check();
  await expect(picker.getByTestId('split-summary').innerText()).resolves.toMatch(/Gneisenau/);
  await spanishOnly(es.page, 'boxes-split', fragments);
  expect(es.errors).toEqual([]);
});
