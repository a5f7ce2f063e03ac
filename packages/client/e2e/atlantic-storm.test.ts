/**
 * Atlantic Storm in the browser: two captains (desktop and phone) fight a whole battle by clicking,
 * a spectator follows it, and neither the spectator nor the other captain receives a hidden card.
 */
import type { Browser, Page } from 'playwright-core';
import { registry } from '@quarterdeck/games';
import type { AsState } from '@quarterdeck/games/atlantic-storm/client';
import { atlanticStorm as testing } from '@quarterdeck/games/testing';
import type { Quarterdeck } from '@quarterdeck/server';
import { DESKTOP, launch, newPage, PHONE, recordFrames, shot, signOn, startServer } from './helpers';

jest.setTimeout(90_000);

let qd: Quarterdeck;
let browser: Browser;

beforeAll(async () => {
  [qd, browser] = await Promise.all([startServer({ ...registry }), launch()]);
});

afterAll(async () => {
  await browser?.close();
  await qd?.close();
});

async function serverState(matchId: string): Promise<{ G: AsState; stateId: number }> {
  const cur = (await qd.host.load(matchId, true))!;
  return { G: cur.state.G as AsState, stateId: cur.state._stateID };
}

/** Take the decision the server is waiting for, by clicking what a player would click. */
async function decide(page: Page, kind: string): Promise<string> {
  switch (kind) {
    case 'zone':
      await page.locator('[data-zone=combined]').click();
      return 'declared combined';
    case 'turn': {
      const candidate = page.getByTestId('playable-card').first();
      if (await candidate.count()) {
        await candidate.click();
        const play = page.getByTestId('play');
        if (await play.isEnabled()) {
          await play.click();
          return 'played';
        }
        const discard = page.getByTestId('discard');
        await discard.click();
        return 'discarded (not playable alone)';
      }
      const discard = page.getByTestId('discard');
      if (!(await discard.isEnabled())) await page.locator('[data-testid=hand] button[data-card]').first().click();
      await discard.click();
      return 'discarded';
    }
    default: {
      const box = page.locator('[data-testid=storm-target], [data-testid=supply], [data-testid=spoils], [data-testid=convoy-choice], [data-testid=action-list]');
      await box.locator('button:not([disabled])').last().click();
      return `answered ${kind}`;
    }
  }
}

const PROMPT_UI: Record<string, string> = {
  zone: 'zone-picker',
  turn: 'play-builder',
  stormTarget: 'storm-target',
  supply: 'supply',
  spoils: 'spoils',
  chooseConvoy: 'convoy-choice',
};

test('two captains fight a whole battle by clicking; the spectator follows without seeing a hand', async () => {
  const alice = await newPage(browser, DESKTOP);
  const bob = await newPage(browser, PHONE);
  const spec = await newPage(browser, DESKTOP);
  const specFrames = recordFrames(spec.page);
  const bobFrames = recordFrames(bob.page);

  // The room, from the lobby's generated form: Atlantic Storm, two-player rules.
  await alice.page.goto(qd.url + '/');
  await signOn(alice.page, 'Alice');
  await alice.page.getByLabel('Game', { exact: true }).selectOption('atlantic-storm');
  await alice.page.locator('[data-option="options.mode"]').getByText('2 players').click();
  await expect(alice.page.getByTestId('player-count').locator('input:checked').evaluate((e) => (e.nextElementSibling as HTMLElement).innerText)).resolves.toBe('2');
  await alice.page.getByRole('button', { name: 'Create the room' }).click();
  await alice.page.getByTestId('room-created').waitFor();
  const invite = await alice.page.getByTestId('invite-link').inputValue();
  const matchId = invite.split('/m/')[1];

  // Bob first looks at the lobby on his phone, then follows the invite link.
  await bob.page.goto(qd.url + '/');
  await signOn(bob.page, 'Bob');
  await bob.page.locator(`[data-testid=open-rooms] [data-match="${matchId}"]`).waitFor();
  await shot(bob.page, 'lobby-phone');
  await bob.page.goto(invite);
  await bob.page.getByRole('button', { name: 'Take seat 2' }).click();
  await bob.page.locator('[data-testid=table][data-role=seat-1] [data-board=atlantic-storm]').waitFor();
  await spec.page.goto(invite + '?watch');
  await spec.page.locator('[data-testid=table][data-role=spectator] [data-board=atlantic-storm]').waitFor();
  await alice.page.getByRole('link', { name: 'Go to the table' }).click();
  await alice.page.locator('[data-testid=table][data-role=seat-0] [data-board=atlantic-storm]').waitFor();

  // Play until the first convoy is decided (a won trick, or no combat) and the second battle begins.
  const pages: Record<string, Page> = { '0': alice.page, '1': bob.page };
  const done: string[] = [];
  let shotsTaken = false;
  for (let i = 0; i < 60; i++) {
    const { G, stateId } = await serverState(matchId);
    if (G.battleNo >= 2 || G.result) break;
    const prompt = G.prompt!;
    const page = pages[prompt.seat];
    // Both players and the spectator are on the server's state before anyone clicks.
    for (const p of [alice.page, bob.page, spec.page]) await p.locator(`[data-testid=table][data-state-id="${stateId}"]`).waitFor();
    if (!shotsTaken && (G.battle?.round.plays.length ?? 0) >= 2) {
      shotsTaken = true;
      await shot(alice.page, 'atlantic-storm-desktop', true);
      await shot(bob.page, 'atlantic-storm-phone', true);
      await shot(spec.page, 'atlantic-storm-spectator', true);
    }
    await page.getByTestId(PROMPT_UI[prompt.kind] ?? 'action-list').waitFor();
    done.push(`${prompt.seat}: ${await decide(page, prompt.kind)}`);
    await spec.page.locator(`[data-testid=table]:not([data-state-id="${stateId}"])`).waitFor();
  }
  const { G: after } = await serverState(matchId);
  expect(after.battleNo >= 2 || after.result !== null).toBe(true);
  expect(done.length).toBeGreaterThanOrEqual(5); // a zone and four turns at least (§13 double round)

  // The spectator saw the battle end: the last round, its log, and the new convoy.
  await spec.page.locator('[data-board=atlantic-storm][data-battle="2"]').waitFor();
  await spec.page.getByTestId('last-round').waitFor();
  await expect(spec.page.getByTestId('hand-area').count()).resolves.toBe(0);
  await expect(spec.page.getByTestId('chat-tab').count()).resolves.toBe(0);
  await bob.page.getByTestId('last-round').waitFor();
  if (!shotsTaken) {
    await shot(alice.page, 'atlantic-storm-desktop', true);
    await shot(bob.page, 'atlantic-storm-phone', true);
    await shot(spec.page, 'atlantic-storm-spectator', true);
  }

  // Hidden cards: hands, the draw pile, face-down discards, the convoy pile. Cards named in the public
  // log were on the table at some point and are no secret.
  const { G } = await serverState(matchId);
  const logText = G.log.map((l) => (typeof l === 'string' ? l : (l as { text: string }).text)).join('\n');
  const neverShown = (ids: string[]) => ids.filter((id) => !logText.includes(`[${id}]`));
  const cut = new Set(G.cut.map((c) => c.convoy));
  // Face-down piles are kept as space-separated strings of card ids (rules/pile.ts).
  const ids = (p: string | readonly string[]) => (typeof p === 'string' ? testing.pileIds(p) : [...p]);
  const pile = [...ids(G.secret.deck), ...ids(G.secret.discard)];
  const forSpectator = neverShown([...G.players['0'].hand, ...G.players['1'].hand, ...pile]);
  const convoys = [...ids(G.secret.convoys), ...ids(G.secret.removed), ...ids(G.secret.convoyDiscard)].filter((c) => !cut.has(c) && !logText.includes(`[${c}]`));
  const specText = specFrames.join('\n');
  expect(specFrames.length).toBeGreaterThan(done.length);
  expect(forSpectator.filter((id) => specText.includes(`"${id}"`) || specText.includes(`[${id}]`))).toEqual([]);
  expect(convoys.filter((id) => specText.includes(`"${id}"`))).toEqual([]);
  const bobText = bobFrames.join('\n');
  // For Bob: Alice's hand, the draw pile and Alice's face-down discards (Bob's own discards he has seen).
  const raw = await qd.store.log(matchId);
  const aliceDiscards = raw
    .map((r) => (r.entry as { action?: { payload?: { type?: string; playerID?: string; args?: unknown[] } } }).action?.payload)
    .filter((p) => p?.type === 'discard' && p.playerID === '0')
    .map((p) => String(p!.args?.[0]));
  const forBob = neverShown([...G.players['0'].hand, ...ids(G.secret.deck), ...aliceDiscards]);
  expect(forBob.filter((id) => bobText.includes(`"${id}"`) || bobText.includes(`[${id}]`))).toEqual([]);
  expect(bobText).toContain(`"${G.players['1'].hand[0]}"`);

  // Reloading resumes the same seat with the same hand.
  const hand = await bob.page.locator('[data-testid=hand] [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  await bob.page.reload();
  await bob.page.locator('[data-testid=table][data-role=seat-1] [data-testid=hand] [data-card]').first().waitFor();
  await expect(bob.page.locator('[data-testid=hand] [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')))).resolves.toEqual(hand);

  expect([...alice.errors, ...bob.errors, ...spec.errors]).toEqual([]);
  await Promise.all([alice.context.close(), bob.context.close(), spec.context.close()]);
});
