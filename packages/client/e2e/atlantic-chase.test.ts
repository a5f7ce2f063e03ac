/**
 * Atlantic Chase in the browser. A player alone at both sides fights the battle-board mini-scenario
 * (Northern Patrol Sunset) to its end by clicking: smoke, gunnery and break-away declarations, maneuvers.
 * A solitaire player against the automaton plays the tutorial scenario (The Deutschland Loose) for at least
 * twenty actions by clicking, one of them a trajectory plotted hex by hex on the map (a refused hex shows
 * the rule's reason; the Trajectory Total shows meanwhile); a spectator on a 390 px phone follows, pans and
 * zooms the chart, and never receives the automaton's secrets (its route plan, the unidentified task
 * forces' ships) in any WebSocket frame. Reloading resumes the seat.
 */
import type { Browser, Page } from 'playwright-core';
import { registry } from '@quarterdeck/games';
import type { AtlanticChaseState } from '@quarterdeck/games/atlantic-chase/client';
import type { Quarterdeck } from '@quarterdeck/server';
import { DESKTOP, launch, newPage, PHONE, recordFrames, shot, signOn, startServer } from './helpers';

jest.setTimeout(240_000);

let qd: Quarterdeck;
let browser: Browser;

beforeAll(async () => {
  expect(registry['atlantic-chase']).toBeDefined();
  [qd, browser] = await Promise.all([startServer({ ...registry }), launch()]);
});

afterAll(async () => {
  await browser?.close();
  await qd?.close();
});

async function serverState(matchId: string): Promise<{ G: AtlanticChaseState; stateId: number }> {
  const cur = (await qd.host.load(matchId, true))!;
  return { G: cur.state.G as AtlanticChaseState, stateId: cur.state._stateID };
}

/** A room from the lobby's form: Atlantic Chase with this scenario and mode, one seat. */
async function createRoom(page: Page, scenario: string, mode: string): Promise<string> {
  await page.getByLabel('Game', { exact: true }).selectOption('atlantic-chase');
  for (const [key, label] of [['scenario', scenario], ['mode', mode]]) {
    const field = page.locator(`[data-option="options.${key}"]`);
    const select = page.locator(`select[data-option="options.${key}"], [data-option="options.${key}"] select`);
    if (await select.count()) {
      const option = (await select.locator('option').allTextContents()).find((o) => o.startsWith(label));
      await select.selectOption({ label: option! });
    } else await field.getByText(label, { exact: false }).first().click();
  }
  await page.getByTestId('player-count').getByText('1', { exact: true }).click();
  await page.getByRole('button', { name: 'Create the room' }).click();
  await page.locator('[data-testid=table][data-role=seat-0] [data-board=atlantic-chase]').waitFor().catch(async (e) => {
    await shot(page, 'debug-chase', true);
    throw e;
  });
  return page.url().split('/m/')[1].split(/[?#]/)[0];
}

/** The page shows the server's current state (its table carries the state id). */
async function synced(page: Page, stateId: number): Promise<void> {
  await page.locator(`[data-testid=table][data-state-id="${stateId}"]`).waitFor();
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
  const p = await newPage(browser, DESKTOP);
  await p.page.goto(qd.url + '/');
  await signOn(p.page, 'Nora');
  const matchId = await createRoom(p.page, 'Northern Patrol Sunset', 'One player, both sides');
  const done: string[] = [];
  let commitSeen = false;
  for (let i = 0; i < 80; i++) {
    const { G, stateId } = await serverState(matchId);
    if (G.result) break;
    await synced(p.page, stateId);
    const kind = G.pending!.kind;
    // Commit-then-reveal: after one side has declared, the table says so and shows only that declaration.
    if ((kind === 'fire' || kind === 'breakAway') && ((G.pending!.data?.committed as string[]) ?? []).length === 1) {
      commitSeen = true;
      await p.page.getByTestId('commitments').locator('[data-committed=yes]').waitFor();
      await p.page.getByTestId('own-commitment').first().waitFor();
    }
    if (i === 3) await shot(p.page, 'atlantic-chase-battle-desktop', true);
    done.push(await answer(p.page, kind));
    await p.page.locator(`[data-testid=table]:not([data-state-id="${stateId}"])`).waitFor();
  }
  const { G, stateId } = await serverState(matchId);
  expect(G.result).not.toBeNull();
  expect(done.length).toBeGreaterThanOrEqual(5);
  expect(commitSeen).toBe(true);
  await synced(p.page, stateId);
  await p.page.getByTestId('result').waitFor();
  const board = await p.page.getByTestId('board').innerText();
  expect(board).toMatch(/The operation is over/);
  // The log carries the battle's gunnery with its dice, kept dice and modifiers.
  const log = await p.page.locator('body').innerText();
  expect(log).toMatch(/fires on .* range: dice \d( · \d)+ \(.*: \d+\), gun value [+-]\d+ and smoke [+-]\d+, total -?\d+: hits \d+ \(p\.57\)/);
  expect(p.errors).toEqual([]);
});
