/**
 * The rules references in Chromium: a citation in The Kaiser's Pirates' log opens its section of the Rules
 * panel, in English and in Spanish; the filter box keeps the sections that hold a word; Atlantic Storm's
 * reference opens from the side panel, its table of contents brings a section into view; axe passes on the
 * open panel.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { registry } from '@quarterdeck/games';
import { RestClient } from '@quarterdeck/sdk/client';
import { axeProblems } from './axe';
import { asGuest, DESKTOP, newPage, shot, SPANISH, useSuite } from './helpers';

jest.setTimeout(150_000);

const suite = useSuite(registry);

/** A section's title in a game's reference, as the catalogue words it. */
function title(slug: string, lng: 'en' | 'es', key: string): string {
  const file = path.resolve(__dirname, `../src/i18n/locales/${lng}/${slug}-rules.json`);
  const tree = JSON.parse(fs.readFileSync(file, 'utf8')) as { rules: { sections: Record<string, { title: string }> } };
  return tree.rules.sections[key].title;
}

/** The section whose heading has the focus. */
/**
 * The section whose heading holds the focus, once the panel has settled: a click renders, then clears a filter
 * and renders again before it focuses, so this waits (up to 5 s) for the focus to land in a section; null if it
 * never does.
 */
async function focusedSection(page: Page): Promise<string | null> {
  const where = () => document.activeElement?.closest('[data-section]')?.getAttribute('data-section') ?? null;
  try {
    return (await (await page.waitForFunction(where, null, { timeout: 5_000 })).jsonValue()) as string;
  } catch {
    return null;
  }
}

/** Click the first citation in the log; the section it cites is open, its heading focused and titled. */
async function openFromLog(page: Page, lng: 'en' | 'es'): Promise<string> {
  const ref = page.getByTestId('log').locator('[data-rule]').first();
  await ref.waitFor();
  const key = (await ref.getAttribute('data-rule')) ?? '';
  // KP cites in brackets: the link is the number itself, "[3.2.7.1]".
  await expect(ref.innerText()).resolves.toBe(key);
  await ref.click();
  const panel = page.getByTestId('rules-panel');
  await expect(panel.evaluate((d) => (d as HTMLDetailsElement).open)).resolves.toBe(true);
  await expect(focusedSection(page)).resolves.toBe(key);
  await expect(panel.locator(`[data-section="${key}"] .rules-heading`).innerText()).resolves.toBe(`§${key} ${title('kaisers-pirates', lng, key)}`);
  return key;
}

test("The Kaiser's Pirates: a log citation opens its section, in English and in Spanish; the filter finds a card", async () => {
  const r = new RestClient(suite.qd.url);
  await r.createPlayer('Lotte');
  const { match } = await r.createMatch({ game: 'kaisers-pirates', numPlayers: 2, claimSeat: 0, bots: [1] });

  const en = await newPage(suite.browser, DESKTOP);
  await asGuest(en.page, r, 'Lotte');
  await en.page.goto(`${suite.qd.url}/m/${match.matchId}`);
  await openFromLog(en.page, 'en');
  // The filter keeps the sections that hold every word typed, and says how many.
  const panel = en.page.getByTestId('rules-panel');
  await panel.getByLabel('Find in the rules').fill('fog bank');
  await panel.locator('[data-section="3.3.11"]').waitFor();
  await expect(panel.locator('[data-section="3.3.11"] .rules-heading').innerText()).resolves.toBe(`§3.3.11 ${title('kaisers-pirates', 'en', '3.3.11')}`);
  const shown = await panel.locator('[data-section]').count();
  expect(shown).toBeLessThan(10);
  await expect(panel.getByTestId('rules-matches').innerText()).resolves.toBe(`${shown} sections match.`);
  expect(await axeProblems(en.page)).toEqual([]);
  await shot(en.page, 'rules-kp-filter');
  // Nothing matches: the panel says so.
  await panel.getByLabel('Find in the rules').fill('zeppelin submarine carrier');
  await expect(panel.getByTestId('rules-matches').innerText()).resolves.toBe('No section matches.');
  await expect(panel.locator('[data-section]').count()).resolves.toBe(0);
  // A citation clears a filter that hides its section.
  await en.page.getByTestId('log').locator('[data-rule]').first().click();
  await expect(focusedSection(en.page)).resolves.not.toBeNull();
  await expect(panel.getByLabel('Find in the rules').inputValue()).resolves.toBe('');
  expect(en.errors).toEqual([]);
  await en.context.close();

  // The same player in Spanish: the same citation opens the Spanish section; the filter ignores accents.
  const es = await newPage(suite.browser, SPANISH(DESKTOP));
  await asGuest(es.page, r, 'Lotte');
  await es.page.goto(`${suite.qd.url}/m/${match.matchId}`);
  await openFromLog(es.page, 'es');
  const panelEs = es.page.getByTestId('rules-panel');
  await panelEs.getByLabel('Buscar en las reglas').fill('niebla');
  await panelEs.locator('[data-section="3.3.11"]').waitFor();
  await panelEs.getByLabel('Buscar en las reglas').fill('daño adicional');
  await panelEs.locator('[data-section="6.8"]').waitFor();
  await panelEs.getByLabel('Buscar en las reglas').fill('dano adicional');
  await panelEs.locator('[data-section="6.8"]').waitFor();
  expect(await axeProblems(es.page)).toEqual([]);
  expect(es.errors).toEqual([]);
  await es.context.close();
});

test('Atlantic Storm: the reference opens from the side panel; its contents, filter and log citations lead to a section', async () => {
  const r = new RestClient(suite.qd.url);
  await r.createPlayer('Karl');
  const { match } = await r.createMatch({ game: 'atlantic-storm', numPlayers: 3, claimSeat: 0, bots: [1, 2], options: { mode: 'basic' } });
  const { page, context, errors } = await newPage(suite.browser, DESKTOP);
  await asGuest(page, r, 'Karl');
  await page.goto(`${suite.qd.url}/m/${match.matchId}`);
  const panel = page.getByTestId('rules-panel');
  await panel.locator('summary').click();
  await expect(panel.evaluate((d) => (d as HTMLDetailsElement).open)).resolves.toBe(true);
  // The contents list the chapters and their subsections; a click brings the section into view, focused.
  const toc = panel.getByRole('navigation', { name: 'Contents' });
  await toc.getByRole('button', { name: `§13.1 ${title('atlantic-storm', 'en', '13.1')}` }).click();
  await expect(focusedSection(page)).resolves.toBe('13.1');
  // A subsection's heading sits one level under its chapter's.
  await expect(panel.locator('[data-section="13"] h3').count()).resolves.toBe(1);
  await expect(panel.locator('[data-section="13.1"] h4').count()).resolves.toBe(1);
  // Keyboard: the filter box, then the first entry of the contents.
  await panel.getByLabel('Find in the rules').focus();
  await page.keyboard.type('Ultra');
  await panel.locator('[data-section="9"]').waitFor();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const first = await panel.locator('[data-section]').first().getAttribute('data-section');
  await expect(focusedSection(page)).resolves.toBe(first);
  expect(await axeProblems(page)).toEqual([]);
  await shot(page, 'rules-as-filter');
  // A section the log cites ("(§6 The year)", a rich log line) opens the reference there, clearing the filter.
  const cited = page.getByTestId('log').locator('[data-rule]').first();
  await cited.waitFor();
  const section = await cited.getAttribute('data-rule');
  await cited.click();
  await expect(focusedSection(page)).resolves.toBe(section);
  await expect(panel.getByLabel('Find in the rules').inputValue()).resolves.toBe('');
  expect(errors).toEqual([]);
  await context.close();
});
