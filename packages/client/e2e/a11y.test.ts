/**
 * Accessibility in Chromium: axe-core (WCAG 2.1 AA) on every page a player meets (the lobby, a room waiting
 * for players, the table of every game, My games, a campaign, an unknown address), desktop and phone, with no
 * serious or critical violation; and a keyboard-only game (no mouse): play a card, take it back, answer a
 * prompt, with focus kept where play continues.
 */
import type { Page } from 'playwright-core';
import { registry } from '@quarterdeck/games';
import { RestClient } from '@quarterdeck/sdk/client';
import { fixture } from '@quarterdeck/server/testing';
import { axeProblems } from './axe';
import { asGuest, DESKTOP, newPage, PHONE, shot, stateIdOf, useSuite, waitForStateChange } from './helpers';

jest.setTimeout(180_000);

const suite = useSuite({ ...registry, fixture });

test.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('axe finds no serious or critical violation on any page (%s)', async (label, profile) => {
  const rest = new RestClient(suite.qd.url);
  await rest.createPlayer('Ada Lovelace');
  const { page, context, errors } = await newPage(suite.browser, profile);
  await asGuest(page, rest, 'Ada Lovelace');

  const pages: Array<{ name: string; url: string; ready: string }> = [];
  pages.push({ name: 'lobby', url: '/', ready: '[data-testid=open-rooms], [data-game]' });
  const waiting = await rest.createMatch({ game: 'fixture', numPlayers: 3, claimSeat: 0 });
  pages.push({ name: 'room-waiting', url: `/m/${waiting.match.matchId}`, ready: '[data-testid=table] [data-testid=not-dealt]' });
  const tables: Array<[string, number, Record<string, unknown>]> = [
    ['fixture', 2, {}],
    ['atlantic-storm', 2, { mode: 'twoPlayer' }],
    ['kaisers-pirates', 2, {}],
    ['atlantic-chase', 2, {}],
    ['gathering-storm', 2, {}],
  ];
  for (const [game, n, options] of tables) {
    const m = await rest.createMatch({ game, numPlayers: n, options, claimSeat: 0, bots: Array.from({ length: n - 1 }, (_, i) => i + 1) });
    pages.push({ name: `table-${game}`, url: `/m/${m.match.matchId}`, ready: '[data-testid=board]' });
  }
  pages.push({ name: 'my-games', url: '/me', ready: '[data-testid=my-matches] .match-row' });
  const camp = await rest.createCampaign({ game: 'fixture', numPlayers: 2, claimSeat: 0, bots: [1] });
  pages.push({ name: 'campaign', url: `/c/${camp.campaign.campaignId}`, ready: '[data-testid=standings]' });
  pages.push({ name: 'not-found', url: '/no/such/page', ready: '[data-testid=not-found]' });
  pages.push({ name: 'no-such-match', url: '/m/NoSuchMatch1', ready: '[data-testid=match-error]' });

  const found: Record<string, unknown> = {};
  for (const p of pages) {
    await page.goto(suite.qd.url + p.url);
    await page.locator(p.ready).first().waitFor();
    const problems = await axeProblems(page);
    if (problems.length) found[p.name] = problems;
    await shot(page, `a11y-${p.name}-${label}`);
  }
  expect(found).toEqual({});
  expect(errors).toEqual([]);
  await context.close();
});

/** Press Tab until the focused element matches `selector` (at most `max` presses); false if it never does. */
async function tabTo(page: Page, selector: string, max = 80): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => !!document.activeElement?.matches(s), selector)) return true;
  }
  return false;
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement;
    return {
      tag: a?.tagName ?? '',
      inBoard: !!a?.closest('#board'),
      card: a?.getAttribute('data-card') ?? null,
      testid: a?.getAttribute('data-testid') ?? null,
    };
  });

test('keyboard only: skip to the hand, play a card, focus stays at the table; answer a prompt of Atlantic Storm', async () => {
  const rest = new RestClient(suite.qd.url);
  await rest.createPlayer('Kay');
  const { page, context, errors } = await newPage(suite.browser, DESKTOP);
  await asGuest(page, rest, 'Kay');

  // The fixture game against a bot: Kay moves first.
  const m = await rest.createMatch({ game: 'fixture', numPlayers: 2, claimSeat: 0, bots: [1] });
  await page.goto(`${suite.qd.url}/m/${m.match.matchId}`);
  await page.getByTestId('turnbar').filter({ hasText: 'Your move' }).waitFor();
  const state0 = await stateIdOf(page);
  // The skip link is the first stop of the table: it shows when focused and takes focus to the hand.
  expect(await tabTo(page, '[data-testid=skip-to-hand]')).toBe(true);
  await expect(page.getByTestId('skip-to-hand').isVisible()).resolves.toBe(true);
  await page.keyboard.press('Enter');
  const inHand = await focused(page);
  expect(inHand.card).not.toBeNull();
  // Enter plays the focused card; the bot answers; focus comes back to the hand, not the page body.
  await page.keyboard.press('Enter');
  await waitForStateChange(page, state0);
  await page
    .getByTestId('log')
    .locator('li')
    .filter({ hasText: `played ${inHand.card}` })
    .waitFor();
  await page.getByTestId('turnbar').filter({ hasText: 'Your move' }).waitFor();
  await page.waitForFunction(() => document.activeElement !== document.body && !!document.activeElement?.closest('#board'));
  const after = await focused(page);
  expect(after.inBoard).toBe(true);
  expect(after.card).not.toBeNull();
  expect(after.card).not.toBe(inHand.card);
  // The next card is played from there with one key press.
  const state1 = await stateIdOf(page);
  await page.keyboard.press('Enter');
  await waitForStateChange(page, state1);
  await page
    .getByTestId('log')
    .locator('li')
    .filter({ hasText: `played ${after.card}` })
    .waitFor();

  // Atlantic Storm, two-player rules against a bot: a match where Kay leads the first battle (declares its zone).
  let asMatch: string | null = null;
  for (let i = 0; i < 12 && !asMatch; i++) {
    const a = await rest.createMatch({ game: 'atlantic-storm', numPlayers: 2, options: { mode: 'twoPlayer' }, claimSeat: 0, bots: [1] });
    const { G } = await suite.state<{ prompt?: { kind: string; seat: string } }>(a.match.matchId);
    const prompt = G.prompt;
    if (prompt?.kind === 'zone' && prompt.seat === '0') asMatch = a.match.matchId;
  }
  expect(asMatch).not.toBeNull();
  await page.goto(`${suite.qd.url}/m/${asMatch}`);
  await page.getByTestId('zone-picker').waitFor();
  const before = await stateIdOf(page);
  expect(await tabTo(page, '[data-zone]')).toBe(true);
  const zone = await page.evaluate(() => document.activeElement!.getAttribute('data-zone'));
  await page.keyboard.press('Enter');
  await waitForStateChange(page, before);
  expect(zone).toBeTruthy();
  const { G } = await suite.state<{ battle?: { round?: { declared?: unknown } } }>(asMatch!);
  // The zone is declared: the server moved on from the prompt Kay answered.
  expect(G.battle?.round?.declared).toBeTruthy();
  // Focus stayed at the table after the answer.
  await page.waitForFunction(() => document.activeElement !== document.body);
  expect((await focused(page)).inBoard).toBe(true);
  await shot(page, 'a11y-keyboard-atlantic-storm');

  expect(errors).toEqual([]);
  await context.close();
});
