/**
 * Atlantic Storm entirely in Spanish, in Chromium: a browser that prefers Spanish opens a basic game for
 * three from the lobby (two bots) and plays it to game over by clicking; at the table in play, at a play
 * the rules refuse (the builder's verdict), in the log, at the Last round panel and at game over, the page
 * holds no piece of the English catalogues (english.ts). Screenshots: es-atlantic-storm-*.png. (The words
 * themselves, refusals and convoy notes, are checked without a browser in atlantic-storm-words.test.ts.)
 * A Spanish player also fights a solitaire game against the automaton to game over, checked the same way.
 */
import type { Page } from 'playwright-core';
import { registry } from '@quarterdeck/games';
import { CARD, CONVOY, type AsState } from '@quarterdeck/games/atlantic-storm/client';
import { englishFragments, englishOn } from './english';
import { DESKTOP, newPage, shot, signOn, SPANISH, useSuite, waitForStateChange, waitForStateId } from './helpers';

jest.setTimeout(300_000);

// ---------------------------------------------------------------- in Chromium

const suite = useSuite({ ...registry });
let fragments: string[];

beforeAll(() => {
  fragments = englishFragments();
});

/** The cards' and convoys' names, as printed (the same in both languages: "Admiral Scheer" is a ship), longest first. */
const NAMES = [...new Set([...Object.values(CARD), ...Object.values(CONVOY)].map((c) => c.name))].sort((a, b) => b.length - a.length);

/** Whether an English piece found in a text is still there once the cards' names are taken out of it. */
function beyondNames(found: string): boolean {
  const m = /^.*?: "(.*?)" in "(.*)"$/s.exec(found);
  if (!m) return true;
  const rest = NAMES.reduce((text, n) => text.split(n).join(' '), m[2]);
  const piece = m[1].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${piece}(?![\\p{L}\\p{N}])`, 'u').test(rest);
}

/**
 * The page speaks Spanish only (and says so in <html lang>); a screenshot of it either way. English words
 * inside a card's name are the name's, not English to translate.
 */
async function spanishOnly(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await shot(page, `es-atlantic-storm-${name}`, true);
  const english = (await englishOn(page, fragments)).filter(beyondNames);
  expect({ page: name, english }).toEqual({ page: name, english: [] });
  await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('es');
}

/** Take the decision the server is waiting for, by clicking what a player would click. */
async function decide(page: Page, kind: string): Promise<void> {
  if (kind === 'zone') {
    await page.locator('[data-zone=combined]').click();
    return;
  }
  if (kind === 'turn') {
    const candidate = page.getByTestId('playable-card').first();
    if (await candidate.count()) {
      await candidate.click();
      const play = page.getByTestId('play');
      if (await play.isEnabled()) return play.click();
      return page.getByTestId('discard').click();
    }
    const discard = page.getByTestId('discard');
    if (!(await discard.isEnabled())) await page.locator('[data-testid=hand] button[data-card]').first().click();
    return discard.click();
  }
  const box = page.locator('[data-testid=storm-target], [data-testid=supply], [data-testid=spoils], [data-testid=convoy-choice], [data-testid=action-list]');
  await box.locator('button:not([disabled])').last().click();
}

/**
 * At the player's turn, a selection the rules refuse: cards added from the hand until the builder's verdict
 * says why not (two sides, two normal cards, a bonus card without its parent...), checked for English
 * while it shows. False when every selection tried stands. The selection is cleared either way.
 */
async function showRefusal(page: Page): Promise<boolean> {
  const cards = page.locator('[data-testid=hand] button[data-card]');
  const n = await cards.count();
  let refused = false;
  for (let i = 0; i < n && !refused; i++) {
    await cards.nth(i).click();
    refused = (await page.locator('[data-testid=verdict].bad').count()) > 0;
  }
  if (refused) await spanishOnly(page, 'refusal');
  const clear = page.getByTestId('play-builder').getByRole('button', { name: 'Borrar' });
  if (await clear.count()) await clear.click();
  await page.getByTestId('verdict').waitFor({ state: 'detached' });
  return refused;
}

test('a Spanish captain plays a basic game with two bots to game over by clicking: no English on the way', async () => {
  const ana = await newPage(suite.browser, SPANISH(DESKTOP));
  await ana.page.goto(suite.qd.url + '/');
  await signOn(ana.page, 'Ana');
  await ana.page.locator('#cr-game').selectOption('atlantic-storm');
  await ana.page.locator('[data-option="options.mode"]').getByText('Básico', { exact: true }).click();
  await ana.page.getByTestId('player-count').getByText('3', { exact: true }).click();
  for (const s of ['1', '2']) await ana.page.locator(`[data-bot-seat="${s}"]`).check();
  await ana.page.getByRole('button', { name: 'Crear la sala' }).click();
  await ana.page.locator('[data-testid=table][data-role=seat-0] [data-board=atlantic-storm]').waitFor();
  const matchId = ana.page.url().split('/m/')[1].split(/[?#]/)[0];

  const checked = new Set<string>();
  let turns = 0;
  for (let i = 0; i < 2000; i++) {
    const { G, stateId } = await suite.state<AsState>(matchId);
    if (G.result) break;
    const prompt = G.prompt;
    if (!prompt || prompt.seat !== '0') {
      // The bots are answering: wait for the next state.
      await new Promise((r) => setTimeout(r, 30));
      continue;
    }
    await waitForStateId(ana.page, stateId);
    if (prompt.kind === 'turn') {
      turns++;
      if (!checked.has('in-play')) {
        checked.add('in-play');
        await spanishOnly(ana.page, 'in-play');
      }
      if (!checked.has('refusal') && (await showRefusal(ana.page))) checked.add('refusal');
      if (!checked.has('last-round') && (await ana.page.getByTestId('last-round').count())) {
        checked.add('last-round');
        await spanishOnly(ana.page, 'last-round');
      }
      if (!checked.has('log') && G.battleNo >= 3) {
        checked.add('log');
        await ana.page.getByRole('tab', { name: 'Bitácora' }).click();
        await ana.page.locator('[data-testid=log] [data-log-group=battle]').first().waitFor();
        await spanishOnly(ana.page, 'log');
      }
    }
    await decide(ana.page, prompt.kind);
    await waitForStateChange(ana.page, stateId);
  }
  const { G, stateId } = await suite.state<AsState>(matchId);
  expect(G.result).not.toBeNull();
  expect(turns).toBeGreaterThan(10);
  expect([...checked].sort()).toEqual(['in-play', 'last-round', 'log', 'refusal']);

  // Game over: the final standings and the last round of the game, in Spanish.
  await ana.page.locator(`[data-testid=table][data-state-id="${stateId}"] [data-board=atlantic-storm][data-over=yes]`).waitFor();
  await ana.page.getByTestId('game-over').filter({ hasText: 'Fin de la partida' }).waitFor();
  await spanishOnly(ana.page, 'game-over');
  // The log's groups, in Spanish: the setup, twenty battles, the end of the game.
  const titles = await ana.page.locator('[data-testid=log] [data-log-group]').allInnerTexts();
  expect(titles[titles.length - 1]).toBe('Fin de la partida');
  expect(titles.filter((t) => /^Batalla \d+/.test(t)).length).toBeGreaterThan(0);
  expect(ana.errors).toEqual([]);
  await ana.context.close();
});

test('a Spanish player fights a solitaire game against the automaton to game over by clicking: no English on the way', async () => {
  const eva = await newPage(suite.browser, SPANISH(DESKTOP));
  await eva.page.goto(suite.qd.url + '/');
  await signOn(eva.page, 'Eva');
  await eva.page.locator('#cr-game').selectOption('atlantic-storm');
  await eva.page.locator('[data-option="options.mode"]').getByText('Solitario', { exact: true }).click();
  await eva.page.getByTestId('player-count').getByText('1', { exact: true }).click();
  await eva.page.getByRole('button', { name: 'Crear la sala' }).click();
  await eva.page.locator('[data-testid=table][data-role=seat-0] [data-board=atlantic-storm]').waitFor();
  const matchId = eva.page.url().split('/m/')[1].split(/[?#]/)[0];

  const checked = new Set<string>();
  let decisions = 0;
  for (let i = 0; i < 2000; i++) {
    const { G, stateId } = await suite.state<AsState>(matchId);
    if (G.result || !G.prompt) break;
    await waitForStateId(eva.page, stateId);
    if (!checked.has('in-play') && G.prompt.kind === 'soloPlace') {
      checked.add('in-play');
      await spanishOnly(eva.page, 'solo-in-play');
    }
    if (!checked.has('last-round') && (await eva.page.getByTestId('last-round').count())) {
      checked.add('last-round');
      await eva.page.getByRole('tab', { name: 'Bitácora' }).click();
      await spanishOnly(eva.page, 'solo-last-battle');
    }
    // Every decision by its first button: a zone, or the automaton's own suggestion.
    const box = eva.page.locator('[data-testid=solo-zone], [data-testid=action-list]');
    await box.locator('button:not([disabled])').first().click();
    decisions++;
    await waitForStateChange(eva.page, stateId);
  }
  const { G, stateId } = await suite.state<AsState>(matchId);
  expect(G.result?.solo).toBeDefined();
  expect(decisions).toBeGreaterThan(40);
  expect([...checked].sort()).toEqual(['in-play', 'last-round']);
  await eva.page.locator(`[data-testid=table][data-state-id="${stateId}"] [data-board=atlantic-storm][data-over=yes]`).waitFor();
  await eva.page.getByTestId('solo-over').waitFor();
  await spanishOnly(eva.page, 'solo-game-over');
  expect(eva.errors).toEqual([]);
  await eva.context.close();
});
