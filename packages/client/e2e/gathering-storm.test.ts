/**
 * Gathering Storm in the browser: three humans (Germany and Italy in English, Britain in Spanish) and two bots
 * (France, the Soviet Union) play the whole first turn, Spring 1935, by clicking: the start, the three secret
 * economic orders (with their preview), a diplomatic marker placed by clicking a country on the map (a refused
 * country shows the rule that refuses it), the crisis; a phone spectator follows and its WebSocket frames and
 * page never carry a secret (hands, held events, orders, marker values, private messages). A reload resumes
 * the seat mid-turn; a private message reaches only its two sides; the Spanish seat's page has no English.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { registry } from '@quarterdeck/games';
import { placementOptions, SEATINGS, type GState } from '@quarterdeck/games/gathering-storm/client';
import { GS_SEATINGS } from '../src/games/lobby';
import type { Quarterdeck } from '@quarterdeck/server';
import { englishFragments, englishOn } from './english';
import { DESKTOP, launch, newPage, PHONE, recordFrames, shot, signOn, socketEvents, SPANISH, startServer } from './helpers';

jest.setTimeout(240_000);

let qd: Quarterdeck;
let browser: Browser;

const GAME_SRC = path.resolve(__dirname, '../../games/src/gathering-storm');
const catalogue = (lng: string) => JSON.parse(fs.readFileSync(path.resolve(__dirname, `../src/i18n/locales/${lng}/gathering-storm.json`), 'utf8'));

test('every log event the rules emit and every decision they ask is worded in both languages', () => {
  const rules = fs.readdirSync(path.join(GAME_SRC, 'rules')).map((f) => fs.readFileSync(path.join(GAME_SRC, 'rules', f), 'utf8'));
  const kinds = new Set<string>();
  for (const src of rules) for (const m of src.matchAll(/(?:emit\(\{|others: \{) kind: '([a-zA-Z]+)'/g)) kinds.add(m[1]);
  const decisions = new Set<string>();
  for (const m of fs.readFileSync(path.join(GAME_SRC, 'moves.ts'), 'utf8').matchAll(/, \[((?:'[a-zA-Z]+'(?:, )?)+)\](?:, true)?\),/g))
    for (const k of m[1].matchAll(/'([a-zA-Z]+)'/g)) decisions.add(k[1]);
  expect(kinds.size).toBeGreaterThan(60);
  expect(decisions.size).toBeGreaterThan(20);
  for (const lng of ['en', 'es']) {
    const c = catalogue(lng);
    expect({ lng, missing: [...kinds].filter((k) => !c.log[k]) }).toEqual({ lng, missing: [] });
    expect({ lng, missing: [...decisions].filter((k) => !c.prompt[k] || !c.help[k]) }).toEqual({ lng, missing: [] });
  }
});

test("the lobby's copy of the seatings is the game's own (2.21)", () => {
  for (const r of SEATINGS) expect(GS_SEATINGS[r.players]).toEqual(r.seats);
});

beforeAll(async () => {
  expect(registry['gathering-storm']).toBeDefined();
  [qd, browser] = await Promise.all([startServer({ ...registry }), launch()]);
});

afterAll(async () => {
  await browser?.close();
  await qd?.close();
});

async function serverState(matchId: string): Promise<{ G: GState; stateId: number }> {
  const cur = (await qd.host.load(matchId, true))!;
  return { G: cur.state.G as GState, stateId: cur.state._stateID };
}

/** The page's table is at this state or later. */
async function caughtUp(page: Page, stateId: number): Promise<void> {
  await page.waitForFunction((id) => Number(document.querySelector('[data-testid=table]')?.getAttribute('data-state-id') ?? -1) >= id, stateId);
}

/** Click, then wait until the page's state moves on; a click on a state a bot has just moved past is refused STALE: dismiss and report false. */
async function clickAndWait(page: Page, target: ReturnType<Page['locator']>): Promise<boolean> {
  const before = Number(await page.getByTestId('table').getAttribute('data-state-id'));
  await target.click();
  const moved = page
    .waitForFunction((id) => Number(document.querySelector('[data-testid=table]')?.getAttribute('data-state-id') ?? -1) > id, before)
    .then(() => true);
  const refused = page
    .getByTestId('action-error')
    .waitFor()
    .then(() => false);
  const ok = await Promise.race([moved, refused]);
  if (!ok) {
    await page
      .locator('.alert button')
      .first()
      .click()
      .catch(() => undefined);
    return false;
  }
  return true;
}

test('three humans and two bots play the first turn by clicking; the spectator never receives a secret', async () => {
  const alice = await newPage(browser, DESKTOP);
  const bob = await newPage(browser, DESKTOP);
  const carol = await newPage(browser, SPANISH(DESKTOP));
  const spec = await newPage(browser, PHONE);
  const specFrames = recordFrames(spec.page);
  const fragments = englishFragments();

  // The room from the lobby's form: five players, France and the Soviet Union played by bots.
  await alice.page.goto(qd.url + '/');
  await signOn(alice.page, 'Alice');
  await alice.page.getByLabel('Game', { exact: true }).selectOption('gathering-storm');
  await alice.page.getByTestId('player-count').getByText('5', { exact: true }).click();
  await alice.page.locator('[data-bot-seat="3"]').check();
  await alice.page.locator('[data-bot-seat="4"]').check();
  await alice.page.getByRole('button', { name: 'Create the room' }).click();
  await alice.page.getByTestId('room-created').waitFor();
  const invite = await alice.page.getByTestId('invite-link').inputValue();
  const matchId = invite.split('/m/')[1];

  // Opening the invite asks no name; taking a seat does.
  await bob.page.goto(invite);
  await bob.page.getByRole('button', { name: 'Take seat 2' }).click();
  await signOn(bob.page, 'Bob');
  await bob.page.locator('[data-testid=table][data-role=seat-1]').waitFor();
  await carol.page.goto(invite);
  await carol.page.getByRole('button', { name: 'Ocupar el asiento 3' }).click();
  await signOn(carol.page, 'Carol');
  await carol.page.locator('[data-testid=table][data-role=seat-2] [data-board=gathering-storm]').waitFor();
  await bob.page.locator('[data-testid=table][data-role=seat-1] [data-board=gathering-storm]').waitFor();
  await alice.page.getByRole('link', { name: 'Go to the table' }).click();
  await alice.page.locator('[data-testid=table][data-role=seat-0] [data-board=gathering-storm]').waitFor();
  await spec.page.goto(invite + '?watch');
  await spec.page.locator('[data-testid=table][data-role=spectator] [data-board=gathering-storm]').waitFor();

  // The map draws every country of the board; the tracks and the five power panels are there for everyone.
  for (const p of [alice.page, spec.page]) {
    await expect(p.locator('[data-testid=country]').count()).resolves.toBeGreaterThanOrEqual(20);
    await expect(p.getByTestId('power').count()).resolves.toBe(5);
    await p.getByTestId('eai').waitFor();
    await p.getByTestId('bop').waitFor();
    await p
      .getByTestId('turn')
      .filter({ hasText: /Spring\s+1935/ })
      .waitFor();
  }
  // France's three flags make Belgium Allied, Italy's flag makes Albania Axis (24.21).
  await expect(alice.page.locator('[data-country=BEL]').getAttribute('data-alignment')).resolves.toBe('ALLIES');
  await expect(alice.page.locator('[data-country=ALB]').getAttribute('data-alignment')).resolves.toBe('AXIS');
  await shot(alice.page, 'gathering-storm-start-desktop', true);

  const pages: Record<string, Page> = { '0': alice.page, '1': bob.page, '2': carol.page };
  const done: string[] = [];
  const previews: string[] = [];
  let placedOnMap = 0;
  let sawRefusal = false;
  let reloaded = false;
  let messaged = false;
  let spanishChecked = 0;
  let shots = false;

  for (let i = 0; i < 1000; i++) {
    const { G, stateId } = await serverState(matchId);
    if (G.turn >= 1 || G.result) break;
    const humans = (G.pending?.seats ?? []).filter((s) => s in pages);
    if (!humans.length) {
      await alice.page.waitForTimeout(50);
      continue;
    }
    const seat = humans[0];
    const page = pages[seat];
    await caughtUp(page, stateId);
    const decision = page.getByTestId('decision');
    if (!(await decision.count())) continue; // a bot moved meanwhile: look again
    const kind = (await page.locator('[data-board=gathering-storm]').getAttribute('data-pending')) ?? '';

    // Bob reloads in the middle of the economic phase: his seat resumes where it was.
    if (!reloaded && seat === '1' && kind === 'research') {
      reloaded = true;
      await bob.page.reload();
      await bob.page.locator('[data-testid=table][data-role=seat-1] [data-board=gathering-storm]').waitFor();
      await bob.page.getByTestId('decision').getByTestId('research').waitFor();
      done.push('reloaded');
      continue;
    }
    // The Spanish seat's page speaks Spanish, at each kind of decision.
    if (seat === '2') {
      const english = await englishOn(carol.page, fragments);
      expect({ kind, english }).toEqual({ kind, english: [] });
      spanishChecked++;
    }

    let target = decision.getByTestId('commit');
    switch (kind) {
      case 'start':
        target = decision.getByTestId('begin');
        break;
      case 'industrial':
      case 'research':
      case 'construction': {
        const options = decision.getByTestId('option');
        const n = await options.count();
        if (n > 1) await options.nth(1).check();
        previews.push(await decision.getByTestId('preview').first().innerText());
        break;
      }
      case 'place': {
        const power = G.waiting[0];
        // A country where a single diplomatic marker is legal (the rules' own sample), clicked on the map.
        const single = placementOptions(G, power).find((pl) => pl.dip.length === 1 && !pl.mil.length && !pl.bonus);
        if (single && placedOnMap < 3) {
          // First a country the rules refuse (Ethiopia takes no diplomatic markers): the reason is shown.
          const node = page.locator('[data-testid=country][data-country=ETH]');
          if (await node.count()) {
            await node.click();
            // The rules' coded refusal, worded in the page's language: it names Ethiopia as the catalogue does, and its
            // citation opens the rules.
            const why = decision.getByTestId('picked').locator('[data-testid=why][data-code=closedToMarkers]');
            if (await why.count()) {
              const text = await why.first().innerText();
              expect(text).toMatch(seat === '2' ? /Etiopía/ : /Ethiopia/);
              expect(await why.first().locator('.rule-ref').count()).toBeGreaterThan(0);
              sawRefusal = true;
            }
          }
          await page.locator(`[data-testid=country][data-country=${single.dip[0].country}]`).click();
          await decision.getByTestId('picked').waitFor();
          const add = decision.locator('[data-testid=add-dip]:not([disabled])').first();
          await add.click();
          await expect(decision.getByTestId('draft').innerText()).resolves.not.toBe('');
          if (!shots) {
            shots = true;
            await shot(page, 'gathering-storm-placement-desktop', true);
          }
          placedOnMap++;
          done.push(`marker in ${single.dip[0].country}`);
        }
        // The last power of a round may have to place (a compulsory placement: "Place nothing" is refused, and
        // so may be the single marker): take the rules' suggestions until one is accepted as a whole.
        const commit = decision.getByTestId('commit');
        if (await commit.isDisabled()) {
          await decision.locator('.gs-suggest summary').click();
          const suggestions = decision.locator('.gs-suggest button');
          const n = await suggestions.count();
          for (let k = 0; k < n && (await commit.isDisabled()); k++) await suggestions.nth(k).click();
          expect(await commit.isDisabled()).toBe(false);
          done.push(`suggestion taken by ${seat}`);
        }
        break;
      }
      case 'announce': {
        const rhine = decision.getByTestId('choice').filter({ hasText: 'Rhineland' });
        target = (await rhine.count()) ? rhine.first() : decision.getByTestId('choice').first();
        break;
      }
      case 'chooseEvents':
        break;
      case 'respond':
      case 'axisResponse':
      case 'ultimatum':
      case 'brink':
      case 'offerPact':
        // The peaceful answer (the rules list "yes" first): the turn is played to its end, not to war.
        target = decision.getByTestId('choice').last();
        break;
      default:
        target = decision.getByTestId('choice').first();
    }
    if (await clickAndWait(page, target)) done.push(`${seat}:${kind}`);

    // Once the orders are given, Germany writes privately to Italy.
    if (!messaged && kind === 'construction' && seat === '0') {
      messaged = true;
      const box = alice.page.getByTestId('messages');
      await box.locator('[data-power=ITA]').click();
      await box.getByTestId('message-input').fill('Rome, keep Albania quiet this spring.');
      await box.getByTestId('message-send').click();
      await box.getByTestId('message-lines').getByText('Rome, keep Albania quiet this spring.').waitFor();
    }
  }

  const { G, stateId } = await serverState(matchId);
  expect(G.turn).toBeGreaterThanOrEqual(1);
  // Every human gave each of the three secret economic orders, with its effect previewed.
  for (const s of ['0', '1', '2']) for (const k of ['industrial', 'research', 'construction']) expect(done).toContain(`${s}:${k}`);
  expect(previews.length).toBeGreaterThanOrEqual(9);
  expect(previews.every((p) => /\d/.test(p))).toBe(true);
  expect(placedOnMap).toBeGreaterThanOrEqual(1);
  expect(done.some((d) => /:place$/.test(d))).toBe(true);
  expect(done).toContain('0:announce');
  expect(sawRefusal).toBe(true);
  expect(reloaded).toBe(true);
  expect(spanishChecked).toBeGreaterThanOrEqual(3);

  // Everyone reaches the latest state; the log tells the turn in words (no raw identifiers).
  for (const p of [alice.page, bob.page, carol.page, spec.page]) await caughtUp(p, stateId);
  const lines = await spec.page.locator('[data-testid=log] li').allInnerTexts();
  expect(lines.length).toBeGreaterThan(10);
  expect(lines.some((l) => /Germany places a diplomatic marker in|Italy places a diplomatic marker in|Britain places a diplomatic marker in/.test(l))).toBe(
    true,
  );
  expect(lines.some((l) => /worth \d/.test(l))).toBe(true);
  for (const l of lines) expect(l).not.toMatch(/\b(GER|ITA|GBR|FRA|USSR|undefined|NaN)\b|[a-z][A-Z][a-z]+[A-Z]?/);

  // The private message: Italy has it from Germany; Britain and the spectator do not.
  await bob.page.getByTestId('messages').locator('[data-power=GER]').click();
  await bob.page.getByTestId('messages').getByTestId('message-lines').getByText('Rome, keep Albania quiet this spring.').waitFor();
  expect(await carol.page.evaluate(() => document.body.innerText)).not.toContain('keep Albania quiet');
  expect(await spec.page.evaluate(() => document.body.innerText)).not.toContain('keep Albania quiet');
  await expect(spec.page.getByTestId('messages').count()).resolves.toBe(0);

  // Each seat sees its own private part only; the spectator none, on a 390 px page without sideways scrolling.
  await expect(alice.page.locator('[data-testid=power][data-power=GER] [data-testid=private]').count()).resolves.toBe(1);
  await expect(alice.page.locator('[data-testid=power]:not([data-power=GER]) [data-testid=private]').count()).resolves.toBe(0);
  await expect(spec.page.getByTestId('private').count()).resolves.toBe(0);
  await expect(spec.page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
  await shot(spec.page, 'gathering-storm-spectator-phone', true);
  await shot(alice.page, 'gathering-storm-desktop', true);
  await alice.page.setViewportSize({ width: 390, height: 844 });
  await expect(alice.page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
  await shot(alice.page, 'gathering-storm-player-phone', true);
  await alice.page.setViewportSize(DESKTOP.viewport!);
  await shot(carol.page, 'gathering-storm-es-desktop', true);
  expect(await englishOn(carol.page, fragments)).toEqual([]);

  // No secret reached the spectator: no private record, no held or dealt event, no unrevealed card of any
  // hand, no private message.
  const text = specFrames.join('\n');
  expect(specFrames.length).toBeGreaterThan(5);
  for (const key of ['"hand":', '"held":', '"discarded":', '"drafts":', '"crisisAnswer":', '"unitAms":', '"rps":'])
    expect({ key, found: text.includes(key) }).toEqual({ key, found: false });
  expect(text).not.toContain('keep Albania quiet');
  const revealed = new Set(G.events.revealed);
  const hidden: string[] = [];
  for (const [seat, rec] of Object.entries(G.players))
    for (const [p, pr] of Object.entries(rec.powers)) {
      for (const h of pr?.hand ?? []) hidden.push(`${h.card}.${p}`);
      for (const id of pr?.held ?? []) if (!revealed.has(id)) hidden.push(id);
      void seat;
    }
  expect(hidden.filter((id) => text.includes(`"${id}"`))).toEqual([]);
  // Nor does any page show another seat's hidden cards ("card 42, Germany"): not the spectator's, not Italy's.
  const NAMED: Record<string, string> = { GER: 'Germany', ITA: 'Italy', GBR: 'Britain', FRA: 'France', USSR: 'Soviet Union' };
  const named = (id: string) => `card ${id.split('.')[0]}, ${NAMED[id.split('.')[1]]}`;
  const specText = await spec.page.evaluate(() => document.body.innerText);
  expect(hidden.filter((id) => specText.includes(named(id)))).toEqual([]);
  const bobText = await bob.page.evaluate(() => document.body.innerText);
  expect(hidden.filter((id) => !id.endsWith('.ITA') && bobText.includes(named(id)))).toEqual([]);
  // ...while Germany's own cards and held events are on Alice's page.
  const own = [...(G.players['0']?.powers.GER?.hand ?? []).map((h) => `${h.card}.GER`), ...(G.players['0']?.powers.GER?.held ?? [])].map(named);
  const aliceText = await alice.page.evaluate(() => document.body.innerText);
  expect(own.filter((c) => !aliceText.includes(c))).toEqual([]);
  for (const { payload } of socketEvents(specFrames)) {
    const p = payload as { log?: { events?: { kind: string; ids?: string[] }[] }[] };
    for (const e of (p.log ?? []).flatMap((x) => x.events ?? [])) {
      expect(e.kind).not.toBe('eventHeld');
      if (e.kind === 'dealt') expect(e.ids).toHaveLength(1);
    }
  }

  // My games says which power must act (the seat's powers, from the seatings of 2.21).
  const waitingSeats = (await serverState(matchId)).G.pending?.seats ?? [];
  await alice.page.goto(qd.url + '/me');
  const row = alice.page.locator(`[data-match="${matchId}"]`);
  await row.waitFor();
  const rowText = await row.innerText();
  const seatings = SEATINGS.find((r) => r.players === 5)!.seats;
  const NAMES: Record<string, string> = { GER: 'Germany', ITA: 'Italy', GBR: 'Britain', FRA: 'France', USSR: 'Soviet Union' };
  expect(waitingSeats.length).toBeGreaterThan(0);
  expect(waitingSeats.some((s) => rowText.includes(`(${NAMES[seatings[Number(s)][0]]})`))).toBe(true);

  expect([...alice.errors, ...bob.errors, ...carol.errors, ...spec.errors]).toEqual([]);
  await Promise.all([alice.context.close(), bob.context.close(), carol.context.close(), spec.context.close()]);
});
