/**
 * The rules references of Atlantic Chase and Gathering Storm in Chromium: a watcher of a match the bots play
 * clicks the first rulebook citation in the log ("p.25" in Atlantic Chase, "24.82" in Gathering Storm), the
 * Rules panel opens at the section that citation belongs to, with that section's title in the page's language
 * (English and Spanish), and axe finds no serious or critical violation in the open panel or in the log's links.
 */
import fs from 'node:fs';
import path from 'node:path';
import { registry } from '@quarterdeck/games';
import { RestClient } from '@quarterdeck/sdk/client';
import { axeProblems } from './axe';
import { asGuest, DESKTOP, newPage, shot, SPANISH, useSuite } from './helpers';

jest.setTimeout(240_000);

const suite = useSuite({ ...registry });

const titleOf = (game: string, lng: string, section: string): string => {
  const file = path.resolve(__dirname, `../src/i18n/locales/${lng}/${game}-rules.json`);
  const tree = JSON.parse(fs.readFileSync(file, 'utf8')) as { rules: { sections: Record<string, { title: string }> } };
  return tree.rules.sections[section].title;
};

test.each([
  ['atlantic-chase', 'en'],
  ['atlantic-chase', 'es'],
  ['gathering-storm', 'en'],
  ['gathering-storm', 'es'],
])('%s (%s): a citation in the log opens its section of the rules', async (game, lng) => {
  const rest = new RestClient(suite.qd.url);
  await rest.createPlayer('Hypatia');
  const { match } = await rest.createMatch({ game, numPlayers: 2, bots: [0, 1] });
  const { page, context, errors } = await newPage(suite.browser, lng === 'es' ? SPANISH(DESKTOP) : DESKTOP);
  await asGuest(page, rest, 'Hypatia');
  // Every seat is a bot's: the page offers to watch, which is the table's spectator view.
  await page.goto(`${suite.qd.url}/m/${match.matchId}?watch`);
  await page.locator(`[data-board=${game}]`).waitFor();

  // The bots play on; the first citation the log shows is a link (the game's own pattern found it).
  const log = page.getByTestId('log');
  const first = log.locator('.rule-ref').first();
  await first.waitFor({ timeout: 60_000 });
  const section = (await first.getAttribute('data-rule'))!;
  expect(section).toMatch(/^\d+$/);
  // The log scrolls on while the bots play, so the link is followed from the keyboard (focus, Enter), not by a pointer aimed at a moving line.
  const link = log.locator(`.rule-ref[data-rule="${section}"]`).first();
  await link.focus();
  await page.keyboard.press('Enter');

  const panel = page.getByTestId('rules-panel');
  await expect(panel.evaluate((d) => (d as HTMLDetailsElement).open)).resolves.toBe(true);
  const heading = panel.locator(`[data-section="${section}"] h3`);
  await expect(heading.innerText()).resolves.toContain(titleOf(game, lng, section));
  await expect(page.evaluate(() => document.activeElement?.closest('[data-section]')?.getAttribute('data-section'))).resolves.toBe(section);
  await expect(panel.locator('[data-section]').count()).resolves.toBe(game === 'atlantic-chase' ? 64 : 34);

  // axe on the open panel: its sections, headings and the log's citation buttons that lead to it.
  expect(await axeProblems(page, '[data-testid=rules-panel]')).toEqual([]);
  expect(await axeProblems(page, '[data-testid=log]')).toEqual([]);
  await shot(page, `rules-${game}-${lng}`);
  expect(errors).toEqual([]);
  await context.close();
});
