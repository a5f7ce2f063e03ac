/**
 * The Kaiser's Pirates in the browser: a captain (desktop) plays against a bot by clicking — commits cards
 * face down, reveals them, answers reaction windows — through at least one whole turn of her own; a
 * spectator on a 390 px phone follows the table and never receives a hand card.
 */
import type { Browser, Page } from 'playwright-core';
import { registry } from '@quarterdeck/games';
import type { GameState } from '@quarterdeck/games/kaisers-pirates/client';
import type { Quarterdeck } from '@quarterdeck/server';
import { DESKTOP, launch, newPage, PHONE, recordFrames, shot, signOn, startServer } from './helpers';

jest.setTimeout(120_000);

let qd: Quarterdeck;
let browser: Browser;

beforeAll(async () => {
  // The real registry: Kaiser's Pirates is registered there (packages/games/src/index.ts).
  expect(registry['kaisers-pirates']).toBeDefined();
  [qd, browser] = await Promise.all([startServer({ ...registry }), launch()]);
});

afterAll(async () => {
  await browser?.close();
  await qd?.close();
});

async function serverState(matchId: string): Promise<{ G: GameState; stateId: number }> {
  const cur = (await qd.host.load(matchId, true))!;
  return { G: cur.state.G as GameState, stateId: cur.state._stateID };
}

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
      await page.getByTestId('intel').getByRole('button', { name: 'Put them back in this order' }).click();
      return 'reordered';
  }
}

test('a captain plays a whole turn against a bot by clicking; a phone spectator follows without any hand card', async () => {
  const alice = await newPage(browser, DESKTOP);
  const spec = await newPage(browser, PHONE);
  const specFrames = recordFrames(spec.page);

  // The room, from the lobby's generated form: Kaiser's Pirates, two players, a bot in seat 2.
  await alice.page.goto(qd.url + '/');
  await signOn(alice.page, 'Alice');
  await alice.page.getByLabel('Game', { exact: true }).selectOption('kaisers-pirates');
  // The options carry human titles (zod .meta titles in the game's schema).
  await alice.page.getByText('Beyond 1914 (6.5)').waitFor();
  await alice.page.getByTestId('player-count').getByText('2', { exact: true }).click();
  await alice.page.locator('[data-bot-seat="1"]').check();
  await alice.page.getByRole('button', { name: 'Create the room' }).click();
  await alice.page.locator('[data-testid=table][data-role=seat-0] [data-board=kaisers-pirates]').waitFor();
  const matchId = alice.page.url().split('/m/')[1].split(/[?#]/)[0];
  await spec.page.goto(`${qd.url}/m/${matchId}?watch`);
  await spec.page.locator('[data-testid=table][data-role=spectator] [data-board=kaisers-pirates]').waitFor();

  // Alice sees her hand (six cards dealt [2.2]), two forces of ships and merchants, and whose turn it is.
  // Once it is her move the bot waits for her, so the state is stable while the page is compared with it.
  await alice.page.getByTestId('turnbar').filter({ hasText: 'Your move' }).waitFor();
  const first = await serverState(matchId);
  await alice.page.locator(`[data-testid=table][data-state-id="${first.stateId}"]`).waitFor();
  const handIds = await alice.page.locator('[data-testid=hand] .kp-card[data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  expect(handIds).toEqual(first.G.players['0'].hand);
  expect(handIds.length).toBeGreaterThan(0);
  await expect(alice.page.getByTestId('force').count()).resolves.toBe(2);
  const merchants = first.G.forces['0'].merchants.length + first.G.forces['1'].merchants.length;
  await expect(alice.page.locator('[data-testid=ship][data-kind=merchant]').count()).resolves.toBe(merchants);
  await alice.page.getByTestId('whose-turn').filter({ hasText: /Turn \d+/ }).waitFor();

  const done: string[] = [];
  let aliceTurn: number | null = null; // the game turn in which Alice committed
  let sawFaceDown = false;
  let sawIllegalReason = false;
  let shotsTaken = false;
  for (let i = 0; i < 80; i++) {
    const { G, stateId } = await serverState(matchId);
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
    for (const pg of [alice.page, spec.page]) await pg.locator(`[data-testid=table][data-state-id="${stateId}"]`).waitFor();
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
    done.push(await decide(alice.page, G));
    await alice.page.locator(`[data-testid=table]:not([data-state-id="${stateId}"])`).waitFor();
    const after = await serverState(matchId);
    if (p.kind === 'commit' && after.G.pending?.kind === 'act' && after.G.turn?.slots.some((s) => !s.revealed)) {
      // Her committed cards lie face down on the table for the spectator [3.2.1] (she is to act: no bot moves).
      await spec.page.locator(`[data-testid=table][data-state-id="${after.stateId}"]`).waitFor();
      await spec.page.getByTestId('face-down').first().waitFor();
      sawFaceDown = true;
      if (!shotsTaken) {
        shotsTaken = true;
        await alice.page.locator(`[data-testid=table][data-state-id="${after.stateId}"]`).waitFor();
        await shot(alice.page, 'kaisers-pirates-desktop', true);
        await shot(spec.page, 'kaisers-pirates-spectator-phone', true);
      }
    }
  }
  const { G, stateId } = await serverState(matchId);
  expect(aliceTurn).not.toBeNull();
  expect(G.turn === null || G.result !== null || G.turn.no > aliceTurn!).toBe(true);
  expect(done.filter((d) => d.startsWith('Commit'))).toHaveLength(1);
  expect(done.length).toBeGreaterThanOrEqual(2);
  // She committed at least one card (an Intercept! on a ship when she had one): the spectator saw it face down.
  if (!done.includes('Commit nothing')) expect(sawFaceDown).toBe(true);

  // Both pages reach the server's latest state; the log tells the story and the dice are drawn.
  for (const p of [alice.page, spec.page]) await p.locator(`[data-testid=table][data-state-id="${stateId}"]`).waitFor();
  await expect(alice.page.locator('[data-testid=log] li').count()).resolves.toBeGreaterThan(3);
  if (G.log.flat().some((e) => e.dice && e.dice.length && e.text !== '')) {
    await alice.page.getByTestId('dice').locator('[data-testid=roll]').first().waitFor();
  }
  await alice.page.getByTestId('scores').waitFor();
  await shot(alice.page, 'kaisers-pirates-desktop-after', true);
  await shot(spec.page, 'kaisers-pirates-spectator-phone-after', true);

  // The spectator: no hand, no chat, no horizontal scrolling at 390 px.
  await expect(spec.page.getByTestId('hand-area').count()).resolves.toBe(0);
  await expect(spec.page.getByTestId('chat-tab').count()).resolves.toBe(0);
  await expect(spec.page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);

  // No hand card reached the spectator: neither player's hand nor the bot's (cards never shown in public).
  const publicIds = new Set(G.log.flat().flatMap((e) => e.cards ?? []));
  for (const c of [...G.decks.discardTop]) publicIds.add(c);
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
