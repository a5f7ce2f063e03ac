/**
 * Atlantic Storm in the browser: two captains (desktop and phone) fight until a battle is won by clicking,
 * a spectator follows it, and neither the spectator nor the other captain receives a hidden card. The log
 * shows one line per event of that whole battle; the Last round panel shows the winner, the plays with
 * their values and dice, and the totals, and shows them again after a reload. A spectator of a finished
 * bots-only game gets the newest part of the log, which starts in the middle of a battle, then the rest.
 */
import type { Page } from 'playwright-core';
import { logEventsOf, redactEvents, registry, type PublicLogEvent } from '@quarterdeck/games';
import type { AsState } from '@quarterdeck/games/atlantic-storm/client';
import { atlanticStorm as testing } from '@quarterdeck/games/testing';
import { RestClient } from '@quarterdeck/sdk/client';
import { DESKTOP, newPage, PHONE, recordFrames, shot, signOn, SPANISH, useSuite, waitForStateChange, waitForStateId } from './helpers';

jest.setTimeout(90_000);

const suite = useSuite({ ...registry });

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
      const box = page.locator(
        '[data-testid=storm-target], [data-testid=supply], [data-testid=spoils], [data-testid=convoy-choice], [data-testid=action-list]',
      );
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
  const alice = await newPage(suite.browser, DESKTOP);
  const bob = await newPage(suite.browser, PHONE);
  const spec = await newPage(suite.browser, DESKTOP);
  const specFrames = recordFrames(spec.page);
  const bobFrames = recordFrames(bob.page);

  // The room, from the lobby's generated form: Atlantic Storm, two-player rules.
  await alice.page.goto(suite.qd.url + '/');
  await signOn(alice.page, 'Alice');
  await alice.page.getByLabel('Game', { exact: true }).selectOption('atlantic-storm');
  await alice.page.locator('[data-option="options.mode"]').getByText('2 players').click();
  await expect(
    alice.page
      .getByTestId('player-count')
      .locator('input:checked')
      .evaluate((e) => (e.nextElementSibling as HTMLElement).innerText),
  ).resolves.toBe('2');
  await alice.page.getByRole('button', { name: 'Create the room' }).click();
  await alice.page.getByTestId('room-created').waitFor();
  const invite = await alice.page.getByTestId('invite-link').inputValue();
  const matchId = invite.split('/m/')[1];

  // Bob first looks at the lobby on his phone, then follows the invite link.
  await bob.page.goto(suite.qd.url + '/');
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

  // Play until a battle is won with dice rolled and its convoy taken (the next battle has then begun).
  const pages: Record<string, Page> = { '0': alice.page, '1': bob.page };
  const done: string[] = [];
  let shotsTaken = false;
  const won = (G: AsState) => G.lastRound?.outcome === 'win' && G.lastRound.takers.length > 0 && G.lastRound.plays.some((p) => Object.keys(p.dice).length > 0);
  for (let i = 0; i < 200; i++) {
    const { G, stateId } = await suite.state<AsState>(matchId);
    if (won(G) || G.result) break;
    const prompt = G.prompt!;
    const page = pages[prompt.seat];
    // Both players and the spectator are on the server's state before anyone clicks.
    for (const p of [alice.page, bob.page, spec.page]) await waitForStateId(p, stateId);
    if (!shotsTaken && (G.battle?.round.plays.length ?? 0) >= 2) {
      shotsTaken = true;
      await shot(alice.page, 'atlantic-storm-desktop', true);
      await shot(bob.page, 'atlantic-storm-phone', true);
      await shot(spec.page, 'atlantic-storm-spectator', true);
    }
    await page.getByTestId(PROMPT_UI[prompt.kind] ?? 'action-list').waitFor();
    done.push(`${prompt.seat}: ${await decide(page, prompt.kind)}`);
    await waitForStateChange(spec.page, stateId);
  }
  const { G: after, stateId: final } = await suite.state<AsState>(matchId);
  expect(won(after)).toBe(true);
  expect(done.length).toBeGreaterThanOrEqual(5); // a zone and four turns at least (§13 double round)
  const last = after.lastRound!;
  for (const p of [alice.page, bob.page, spec.page]) await waitForStateId(p, final);

  // The Last round panel, from the state: the winner, every play with its value and dice, the totals.
  const names: Record<string, string> = { '0': 'Alice', '1': 'Bob' };
  const checkLastRound = async (page: Page) => {
    const panel = page.locator(`[data-testid=last-round][data-battle="${last.battleNo}"]`);
    await panel.waitFor();
    await expect(panel.getByTestId('last-round-winner').getAttribute('data-seat')).resolves.toBe(last.trickWinner);
    await expect(panel.getByTestId('last-round-winner').innerText()).resolves.toContain(names[last.trickWinner!]);
    for (const side of ['allied', 'german'] as const)
      await expect(panel.getByTestId(`last-total-${side}`).innerText()).resolves.toBe(String(last.totals[side]));
    for (const p of last.plays.filter((x) => x.side && !x.cancelled)) {
      const play = panel.locator(`[data-play="${p.no}"]`);
      await expect(play.getByTestId('play-value').innerText()).resolves.toBe(String(p.value));
      for (const dice of Object.values(p.dice))
        await expect(play.locator(`[data-testid=dice][data-dice="${dice.join(' ')}"]`).count()).resolves.toBeGreaterThan(0);
    }
    await expect(panel.getByTestId('dice').count()).resolves.toBe(last.plays.reduce((n, p) => n + Object.keys(p.dice).length, 0));
    // What the winner captured with the convoy, card by card.
    const captured = last.captured ?? [];
    if (captured.length)
      await expect(panel.locator('[data-testid=last-captured] [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')))).resolves.toEqual(
        captured,
      );
    else await expect(panel.getByTestId('last-captured').count()).resolves.toBe(0);
  };
  await checkLastRound(spec.page);
  await checkLastRound(bob.page);
  await expect(spec.page.getByTestId('hand-area').count()).resolves.toBe(0);
  await expect(spec.page.getByTestId('chat-tab').count()).resolves.toBe(0);
  if (!shotsTaken) {
    await shot(alice.page, 'atlantic-storm-desktop', true);
    await shot(bob.page, 'atlantic-storm-phone', true);
    await shot(spec.page, 'atlantic-storm-spectator', true);
  }

  // The log: one line per event, grouped by battle; the won battle in full, in order, as the spectator was sent it.
  const raw = await suite.qd.store.log(matchId);
  const eventsFor = (viewer: string | null): PublicLogEvent[] => [
    ...after.log,
    ...raw.flatMap((r) => redactEvents(logEventsOf(r.entry as { metadata?: unknown }), viewer)),
  ];
  const specEvents = eventsFor(null);
  const start = specEvents.findIndex((e) => e.kind === 'battle' && e.n?.[0] === last.battleNo);
  const end = specEvents.findIndex((e, i) => i > start && e.kind === 'battle');
  const battleKinds = specEvents.slice(start, end < 0 ? undefined : end).map((e) => e.kind);
  expect(battleKinds).toEqual(expect.arrayContaining(['zone', 'play', 'dice', 'totals', 'win', 'trick']));
  const lines = await spec.page.locator('[data-testid=log] > li').evaluateAll((lis) =>
    lis.map((li) => ({
      group: li.querySelector('[data-log-group]')?.textContent ?? null,
      event: li.querySelector('[data-event]')?.getAttribute('data-event') ?? null,
      text: li.textContent ?? '',
    })),
  );
  const header = lines.findIndex((l) => l.group?.startsWith(`Battle ${last.battleNo}: `));
  expect(header).toBeGreaterThanOrEqual(0);
  const next = lines.findIndex((l, i) => i > header && l.group !== null);
  const shown = lines.slice(header + 1, next < 0 ? undefined : next);
  expect(shown.map((l) => l.event)).toEqual(battleKinds);
  // Readable English with the players' names, the cards' historical names and the rule sections' English titles.
  const winLine = shown.find((l) => l.event === 'win')!.text;
  expect(winLine).toContain(`${names[last.trickWinner!]} made the highest`);
  expect(winLine).toContain('(§11 Winning trick)');
  // A tied round is fought again (§11): the last round's totals are the battle's last totals line.
  expect(shown.filter((l) => l.event === 'totals').at(-1)!.text).toContain(`Allied ${last.totals.allied}, German ${last.totals.german}`);
  expect(lines.map((l) => l.text).join('\n')).not.toMatch(/\[[ACGS]\d{1,2}\]|\bP[1-6]\b|El año|Jugar carta|El océano|undefined|NaN/);
  await shot(spec.page, 'atlantic-storm-log', true);

  // Hidden cards: hands, the draw pile, face-down discards, the convoy pile. Cards named in the log events
  // a viewer was sent were on the table at some point (or are his own) and are no secret to him.
  const { G } = await suite.state<AsState>(matchId);
  const namedTo = (viewer: string | null) => new Set(eventsFor(viewer).flatMap((e) => e.ids ?? []));
  const publicNames = namedTo(null);
  const neverShown = (ids: string[], named = publicNames) => ids.filter((id) => !named.has(id));
  const cut = new Set(G.cut.map((c) => c.convoy));
  // Face-down piles are kept as space-separated strings of card ids (rules/pile.ts).
  const ids = (p: string | readonly string[]) => (typeof p === 'string' ? testing.pileIds(p) : [...p]);
  const pile = [...ids(G.secret.deck), ...ids(G.secret.discard)];
  const forSpectator = neverShown([...G.players['0'].hand, ...G.players['1'].hand, ...pile]);
  const convoys = [...ids(G.secret.convoys), ...ids(G.secret.removed), ...ids(G.secret.convoyDiscard)].filter((c) => !cut.has(c) && !publicNames.has(c));
  const specText = specFrames.join('\n');
  expect(specFrames.length).toBeGreaterThan(done.length);
  expect(forSpectator.filter((id) => specText.includes(`"${id}"`))).toEqual([]);
  expect(convoys.filter((id) => specText.includes(`"${id}"`))).toEqual([]);
  const bobText = bobFrames.join('\n');
  // For Bob: Alice's hand, the draw pile and Alice's face-down discards (Bob's own discards he has seen).
  const aliceDiscards = raw
    .map((r) => (r.entry as { action?: { payload?: { type?: string; playerID?: string; args?: unknown[] } } }).action?.payload)
    .filter((p) => p?.type === 'discard' && p.playerID === '0')
    .map((p) => String(p!.args?.[0]));
  const forBob = neverShown([...G.players['0'].hand, ...ids(G.secret.deck), ...aliceDiscards], namedTo('1'));
  expect(forBob.filter((id) => bobText.includes(`"${id}"`))).toEqual([]);
  expect(bobText).toContain(`"${G.players['1'].hand[0]}"`);

  // Reloading resumes the same seat with the same hand, the same Last round panel and the same log.
  const hand = await bob.page.locator('[data-testid=hand] [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  const bobLog = await bob.page.locator('[data-testid=log] > li').allInnerTexts();
  await bob.page.reload();
  await bob.page.locator('[data-testid=table][data-role=seat-1] [data-testid=hand] [data-card]').first().waitFor();
  await expect(bob.page.locator('[data-testid=hand] [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')))).resolves.toEqual(hand);
  await checkLastRound(bob.page);
  await expect(bob.page.locator('[data-testid=log] > li').allInnerTexts()).resolves.toEqual(bobLog);

  expect([...alice.errors, ...bob.errors, ...spec.errors]).toEqual([]);
  await Promise.all([alice.context.close(), bob.context.close(), spec.context.close()]);
});

test('a spectator of a finished game: the log starts mid-battle, earlier entries complete it; the panel shows the last round of the game', async () => {
  // Six bots play a whole basic game (more than the 100 states a sync carries the log of).
  const rest = new RestClient(suite.qd.url);
  await rest.createPlayer('Host');
  const { match } = await rest.createMatch({ game: 'atlantic-storm', numPlayers: 6, bots: [0, 1, 2, 3, 4, 5], options: { mode: 'basic' } });
  for (let i = 0; i < 2400 && (await rest.match(match.matchId)).status !== 'finished'; i++) await new Promise((r) => setTimeout(r, 25));
  const { G, stateId } = await suite.state<AsState>(match.matchId);
  expect(G.result).not.toBeNull();
  expect(stateId).toBeGreaterThan(110);

  const spec = await newPage(suite.browser, DESKTOP);
  await spec.page.goto(`${suite.qd.url}/m/${match.matchId}?watch`);
  await spec.page.locator(`[data-testid=table][data-state-id="${stateId}"] [data-board=atlantic-storm][data-over=yes]`).waitFor();
  const groups = () => spec.page.locator('[data-testid=log] [data-log-group]').allInnerTexts();
  const first = (await groups())[0];
  expect(first).toMatch(/^Battle \d+: .+ \(continued; its beginning is in the earlier entries\)$/);
  expect(await groups()).not.toContain('Setup');
  // The game's last round, after the game is over: battle 20, its winner or its outcome.
  const last = G.lastRound!;
  expect(last.battleNo).toBe(20);
  const panel = spec.page.locator('[data-testid=last-round][data-battle="20"]');
  await panel.waitFor();
  await expect(panel.locator('h3').first().innerText()).resolves.toMatch(/last round of the game/i);
  if (last.outcome === 'win') await expect(panel.getByTestId('last-round-winner').getAttribute('data-seat')).resolves.toBe(last.trickWinner);
  await shot(spec.page, 'atlantic-storm-finished', true);

  // Earlier entries: the whole log, from the setup to the end of the game, one line per event.
  await spec.page.getByTestId('log-earlier').click();
  await spec.page.locator('[data-testid=log] [data-log-group=setup]').waitFor();
  const titles = await groups();
  expect(titles[0]).toBe('Setup');
  expect(titles.filter((t) => /^Battle \d+: /.test(t)).map((t) => Number(/^Battle (\d+)/.exec(t)![1]))).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  expect(titles[titles.length - 1]).toBe('End of the game');
  const raw = await suite.qd.store.log(match.matchId);
  const events = [...G.log, ...raw.flatMap((r) => redactEvents(logEventsOf(r.entry as { metadata?: unknown }), null))];
  const shown = await spec.page.locator('[data-testid=log] [data-event]').evaluateAll((els) => els.map((e) => e.getAttribute('data-event')));
  expect(shown).toEqual(events.map((e) => e.kind));
  expect(spec.errors).toEqual([]);
  await spec.context.close();
});

/** Internal names of the solitaire sequence and of the rules' modes that must never reach the screen. */
const INTERNAL = /\bstep (start|zone|placeI|drawO|placeO|specials|withdraw|fight|over)\b|\b(soloPlace|soloZone|soloResolve|soloWithdraw|placeO|placeI|drawO)\b/;

test("a solitaire game over shows both sides' scores, in English and in Spanish", async () => {
  const rest = new RestClient(suite.qd.url);
  await rest.createPlayer('Host');
  const { match } = await rest.createMatch({ game: 'atlantic-storm', numPlayers: 1, bots: [0], options: { mode: 'solitaire', soloSide: 'german' } });
  for (let i = 0; i < 2400 && (await rest.match(match.matchId)).status !== 'finished'; i++) await new Promise((r) => setTimeout(r, 25));
  const { G } = await suite.state<AsState>(match.matchId);
  const solo = G.result!.solo!;
  for (const [opts, over, name] of [
    [DESKTOP, 'Game over', 'atlantic-storm-solo-over'],
    [SPANISH(PHONE), 'Fin de la partida', 'atlantic-storm-solo-over-es-phone'],
  ] as const) {
    const spec = await newPage(suite.browser, opts);
    await spec.page.goto(`${suite.qd.url}/m/${match.matchId}?watch`);
    const panel = spec.page.getByTestId('solo-over');
    await panel.waitFor({ timeout: 60_000 });
    await expect(panel.locator('h3').innerText()).resolves.toBe(over);
    await expect(panel.getByTestId('solo-score-allied').getAttribute('data-vp')).resolves.toBe(String(solo.allied.vp));
    await expect(panel.getByTestId('solo-score-german').getAttribute('data-vp')).resolves.toBe(String(solo.german.vp));
    const text = await panel.innerText();
    expect(text).toContain(`${solo.allied.vp}`);
    expect(text).toContain(`${solo.german.vp}`);
    expect(await spec.page.locator('[data-board=atlantic-storm]').innerText()).not.toMatch(INTERNAL);
    await shot(spec.page, name, true);
    expect(spec.errors).toEqual([]);
    await spec.context.close();
  }
});
