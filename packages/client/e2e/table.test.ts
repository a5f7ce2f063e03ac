/**
 * The lobby and the table in real Chromium against a real server, with the platform's fixture game
 * (secret hands, face-down plays, a die): two players in two browser profiles and a spectator.
 */
import type { Page } from 'playwright-core';
import { registry } from '@quarterdeck/games';
import { MatchConnection, RestClient } from '@quarterdeck/sdk/client';
import { fixture, forbiddenCards, type FixtureG } from '@quarterdeck/server/testing';
import { DESKTOP, newPage, PHONE, recordFrames, shot, signOn, socketEvents, useSuite } from './helpers';

jest.setTimeout(90_000);

// The fixture twice: with its own board, and under another slug to exercise the generic board.
const generic = { ...fixture, slug: 'fixture-generic', title: 'Fixture (generic board)' };
const suite = useSuite({ ...registry, fixture, 'fixture-generic': generic });

const hand = (page: Page) => page.getByTestId('hand').locator('button[data-card]');
const playable = (page: Page) => page.locator('[data-testid=hand] button[data-card]:not([disabled])');

async function handCards(page: Page): Promise<number[]> {
  return (await hand(page).evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-card'))))).sort((a, b) => a - b);
}

/** Every number in a parsed payload, except counters that are not cards. */
function numbersIn(v: unknown, out: Set<number>, key = ''): Set<number> {
  if (typeof v === 'number' && !['stateId', '_stateID', 'turn', 'id', 'numMoves', 'spectators', 'numPlayers', 'seat'].includes(key)) out.add(v);
  else if (Array.isArray(v)) v.forEach((x) => numbersIn(x, out, key));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) numbersIn(x, out, k);
  return out;
}

test('create a room, join by invite link, play by clicking; the spectator follows and sees no hand', async () => {
  const alice = await newPage(suite.browser, DESKTOP);
  const bob = await newPage(suite.browser, PHONE);
  const spec = await newPage(suite.browser, DESKTOP);
  const bobFrames = recordFrames(bob.page);
  const specFrames = recordFrames(spec.page);

  // Alice: first visit asks her name; she opens a fixture room from the lobby.
  await alice.page.goto(suite.qd.url + '/');
  await signOn(alice.page, 'Alice');
  await alice.page.locator('[data-game=fixture]').getByRole('button', { name: 'New room' }).click();
  await alice.page.getByRole('button', { name: 'Create the room' }).click();
  const created = alice.page.getByTestId('room-created');
  await created.waitFor();
  const invite = await alice.page.getByTestId('invite-link').inputValue();
  const matchId = invite.split('/m/')[1];
  expect(invite).toBe(`${suite.qd.url}/m/${matchId}`);
  // The open room shows up in the live list (polled), with its free seat.
  await alice.page.locator(`[data-testid=open-rooms] [data-match="${matchId}"]`).filter({ hasText: '1 free seat' }).waitFor();
  await alice.page.evaluate(() => window.scrollTo(0, 0));
  await shot(alice.page, 'lobby-desktop', true);

  // Bob, on a phone, opens the invite link and takes the free seat: his name is asked then, and the seat is his.
  await bob.page.goto(invite);
  await bob.page.getByTestId('room').waitFor();
  await bob.page.getByRole('button', { name: 'Take seat 2' }).click();
  await signOn(bob.page, 'Bob');
  await bob.page.locator('[data-testid=table][data-role=seat-1]').waitFor();

  // A spectator follows with the invite link (no name needed to watch).
  await spec.page.goto(invite + '?watch');
  await spec.page.locator('[data-testid=table][data-role=spectator]').waitFor();
  await expect(spec.page.getByTestId('hand').count()).resolves.toBe(0);
  await expect(spec.page.getByTestId('chat-tab').count()).resolves.toBe(0);

  // Alice goes to her table; she sits at seat 1 and moves first.
  await alice.page.getByRole('link', { name: 'Go to the table' }).click();
  await alice.page.locator('[data-testid=table][data-role=seat-0]').waitFor();
  await alice.page.getByTestId('turnbar').filter({ hasText: 'Your move' }).waitFor();
  await bob.page.getByTestId('waiting-for').filter({ hasText: 'Alice' }).waitFor();

  // Six turns by clicking: Alice plays, Bob plays face down, Alice rolls, then plain plays.
  const turns: Array<{ who: Page; how: 'play' | 'faceDown' | 'roll' }> = [
    { who: alice.page, how: 'play' },
    { who: bob.page, how: 'faceDown' },
    { who: alice.page, how: 'roll' },
    { who: bob.page, how: 'play' },
    { who: alice.page, how: 'play' },
    { who: bob.page, how: 'play' },
  ];
  for (let i = 0; i < turns.length; i++) {
    const { who, how } = turns[i];
    if (how === 'roll') await who.getByRole('button', { name: 'Roll a die' }).click();
    else {
      const face = who.getByLabel('Play face down');
      if ((await face.isChecked()) !== (how === 'faceDown')) await face.setChecked(how === 'faceDown');
      await playable(who).first().click();
    }
    // The spectator's log follows every move.
    await spec.page.locator('[data-testid=log] li').nth(i).waitFor();
  }
  await alice.page.getByTestId('turnbar').filter({ hasText: 'Your move' }).waitFor();

  // Both players and the spectator agree on the scores.
  const scores = await alice.page.getByTestId('scores').innerText();
  await expect(spec.page.getByTestId('scores').innerText()).resolves.toBe(scores.replace(' (you)', ''));
  await expect(spec.page.getByTestId('played').locator('.back').count()).resolves.toBe(1);
  await expect(alice.page.getByTestId('played').locator('.back').count()).resolves.toBe(1);
  await expect(bob.page.getByTestId('played').locator('.back').count()).resolves.toBe(0);

  // Table chat between the seats.
  await alice.page.getByTestId('chat-tab').click();
  await alice.page.getByLabel('Message to the table').fill('Fair winds, Bob');
  await alice.page.getByRole('button', { name: 'Send' }).click();
  await bob.page.getByTestId('chat-tab').filter({ hasText: '1' }).waitFor();
  await bob.page.getByTestId('chat-tab').click();
  await bob.page.getByTestId('chat').filter({ hasText: 'Fair winds, Bob' }).waitFor();
  await bob.page.getByRole('tab', { name: 'Log' }).click();

  await shot(alice.page, 'table-desktop');
  await shot(bob.page, 'table-phone', true);
  await shot(spec.page, 'spectator-desktop');

  // Alice renames herself from the header; Bob's table shows the new name at once.
  await alice.page.getByTestId('whoami').click();
  await alice.page.getByLabel('Your display name').fill('Captain Alice');
  await alice.page.getByRole('button', { name: 'Save' }).click();
  await alice.page.getByTestId('whoami').filter({ hasText: 'Captain Alice' }).waitFor();
  await bob.page.getByTestId('scores').filter({ hasText: 'Captain Alice' }).waitFor();

  // No card from any hand (or the deck, or a face-down play) reached the spectator; none of Alice's reached Bob.
  const state = await suite.state<FixtureG>(matchId);
  const secretForSpectator = new Set(forbiddenCards(state, null));
  const specEvents = socketEvents(specFrames);
  expect(specEvents.filter((e) => e.event === 'update').length).toBeGreaterThanOrEqual(turns.length);
  const seenBySpectator = numbersIn(
    specEvents.map((e) => e.payload),
    new Set(),
  );
  expect([...seenBySpectator].filter((n) => secretForSpectator.has(n))).toEqual([]);
  expect(specEvents.some((e) => e.event === 'chat')).toBe(false);
  for (const e of specEvents) if (e.event === 'sync') expect((e.payload as { chat: unknown[] }).chat).toEqual([]);
  const secretForBob = new Set(forbiddenCards(state, '1'));
  const seenByBob = numbersIn(
    socketEvents(bobFrames).map((e) => e.payload),
    new Set(),
  );
  expect([...seenByBob].filter((n) => secretForBob.has(n))).toEqual([]);
  // The page itself shows no hand card either.
  const specText = await spec.page.locator('body').innerText();
  for (const c of state.G.players['0'].hand.concat(state.G.players['1'].hand)) expect(specText).not.toContain(String(c));

  // Reloading Bob's page resumes the same seat and the same state.
  const bobHand = await handCards(bob.page);
  const bobScores = await bob.page.getByTestId('scores').innerText();
  await bob.page.reload();
  await bob.page.locator('[data-testid=table][data-role=seat-1]').waitFor();
  await bob.page.locator('[data-testid=conn][data-status=live]').waitFor();
  await hand(bob.page).first().waitFor();
  await expect(handCards(bob.page)).resolves.toEqual(bobHand);
  await expect(bob.page.getByTestId('scores').innerText()).resolves.toBe(bobScores);
  await bob.page.getByTestId('waiting-for').filter({ hasText: 'Alice' }).waitFor();
  // ...and he can still play from there.
  await playable(alice.page).first().click();
  await playable(bob.page).first().waitFor();

  // "My games" lists the match, with whose move it is.
  await bob.page.getByRole('link', { name: 'My games' }).click();
  const row = bob.page.locator(`[data-testid=my-matches] [data-match="${matchId}"]`);
  await row.filter({ hasText: 'Your move' }).waitFor();
  await row.getByRole('link', { name: 'Resume' }).click();
  await bob.page.locator('[data-testid=table][data-role=seat-1]').waitFor();
  await playable(bob.page).first().waitFor();

  expect([...alice.errors, ...bob.errors, ...spec.errors]).toEqual([]);
  await Promise.all([alice.context.close(), bob.context.close(), spec.context.close()]);
});

test('plain answers: a full match, a finished match, an unknown match, an illegal move, a lost connection', async () => {
  const carol = await newPage(suite.browser, PHONE);
  await carol.page.goto(suite.qd.url + '/');
  await signOn(carol.page, 'Carol');

  // A full match (two other players seated through the API).
  const r1 = new RestClient(suite.qd.url);
  const r2 = new RestClient(suite.qd.url);
  await r1.createPlayer('Dönitz');
  await r2.createPlayer('Walker');
  const full = await r1.createMatch({ game: 'fixture', numPlayers: 2, claimSeat: 0 });
  await r2.claimSeat(full.match.matchId, 1);
  await carol.page.goto(`${suite.qd.url}/m/${full.match.matchId}`);
  await carol.page.getByText('This match is full').waitFor();
  await carol.page.getByTestId('watch').waitFor();

  // A finished match: one roll reaches the target of 1.
  const done = await r1.createMatch({ game: 'fixture', numPlayers: 2, claimSeat: 0, options: { target: 1 } });
  await r2.claimSeat(done.match.matchId, 1);
  const c1 = new MatchConnection(suite.qd.url, { matchId: done.match.matchId, seat: 0, credential: done.grant!.credential });
  await c1.ready();
  await c1.move('roll');
  c1.close();
  await carol.page.goto(`${suite.qd.url}/m/${done.match.matchId}`);
  await carol.page.getByText('This match is over.').waitFor();
  await carol.page.getByRole('link', { name: 'See the final table' }).click();
  await carol.page.getByTestId('game-over').filter({ hasText: 'Dönitz wins' }).waitFor();

  // An unknown match.
  await carol.page.goto(`${suite.qd.url}/m/NoSuchMatch1`);
  await carol.page.getByRole('heading', { name: 'No such match' }).waitFor();

  // A seat taken by someone else just before Carol clicks: the server's refusal is shown as is.
  const race = await r1.createMatch({ game: 'fixture', numPlayers: 2, claimSeat: 0 });
  await carol.page.goto(`${suite.qd.url}/m/${race.match.matchId}`);
  const take = carol.page.getByRole('button', { name: 'Take seat 2' });
  await take.waitFor();
  await r2.claimSeat(race.match.matchId, 1);
  if (await take.isVisible()) {
    await take.click();
    await carol.page
      .getByRole('alert')
      .filter({ hasText: /already taken|full/ })
      .waitFor();
  } else await carol.page.getByText('This match is full').waitFor();

  // A game without its own board gets the generic table; an illegal move is refused with the reason.
  await carol.page.goto(suite.qd.url + '/');
  await carol.page.getByLabel('Game', { exact: true }).selectOption('fixture-generic');
  await carol.page.locator('[data-bot-seat="1"]').check();
  await carol.page.getByRole('button', { name: 'Create the room' }).click();
  await carol.page.locator('[data-testid=board][data-board=generic]').waitFor();
  await carol.page.getByTestId('turnbar').filter({ hasText: 'Your move' }).waitFor();
  await carol.page.getByLabel('Move').fill('play');
  await carol.page.getByLabel('Arguments (JSON array)').fill('[1]');
  await carol.page.getByRole('button', { name: 'Send move' }).click();
  await carol.page.getByTestId('action-error').filter({ hasText: 'Illegal move: You can only play a card from your hand.' }).waitFor();

  // The connection drops (the server closes every socket): the table says so and comes back by itself.
  const status = carol.page.getByTestId('conn');
  await status.and(carol.page.locator('[data-status=live]')).waitFor();
  // Cut the transports without a goodbye, as a network drop does.
  for (const s of suite.qd.gateway.io.of('/').sockets.values()) s.conn.close();
  await carol.page
    .locator('[data-testid=conn]:not([data-status=live])')
    .waitFor({ timeout: 5000 })
    .catch(() => {
      /* the reconnect can be faster than the check */
    });
  await carol.page.locator('[data-testid=conn][data-status=live]').waitFor();
  await carol.page.getByLabel('Move').fill('roll');
  await carol.page.getByLabel('Arguments (JSON array)').fill('[]');
  await carol.page.getByRole('button', { name: 'Send move' }).click();
  await carol.page.getByTestId('log').locator('li').filter({ hasText: 'roll' }).first().waitFor();

  expect(carol.errors).toEqual([]);
  await carol.context.close();
});

test('a campaign: started from the lobby, standings between games, the next game, listed in my games', async () => {
  const dana = await newPage(suite.browser, DESKTOP);
  await dana.page.goto(suite.qd.url + '/');
  await signOn(dana.page, 'Dana');
  await dana.page.locator('[data-game=fixture]').getByRole('button', { name: 'New room' }).click();
  await dana.page.locator('[data-option="options.target"]').fill('1');
  await dana.page.locator('[data-bot-seat="1"]').check();
  await dana.page.getByLabel('Play as a campaign').check();
  await dana.page.getByRole('button', { name: 'Start the campaign' }).click();
  await dana.page.getByTestId('room-created').waitFor();
  await dana.page.getByRole('link', { name: 'Campaign page' }).click();
  await dana.page.getByTestId('standings').filter({ hasText: 'Dana' }).waitFor();
  await dana.page.getByRole('link', { name: 'Go to the current game' }).click();

  // One roll reaches the target: the game ends and the campaign's standings and next game appear.
  await dana.page.getByRole('button', { name: 'Roll a die' }).click();
  await dana.page.getByTestId('game-over').filter({ hasText: 'you win!' }).waitFor();
  const next = dana.page.getByTestId('campaign-next');
  await next.getByTestId('standings').locator('tr.leader').filter({ hasText: 'Dana' }).waitFor();
  const firstUrl = dana.page.url();
  await next.getByRole('button', { name: 'Next game of the campaign' }).click();
  await dana.page.waitForURL((u) => u.toString() !== firstUrl);
  // A new device credential is issued for the new match: Dana is seated and it is her move again.
  await dana.page.locator('[data-testid=table][data-role=seat-0]').waitFor();
  await dana.page.getByTestId('turnbar').filter({ hasText: 'Your move' }).waitFor();

  await dana.page.getByRole('link', { name: 'My games' }).click();
  await dana.page.getByTestId('my-campaigns').getByText('Fixture campaign').waitFor();
  await dana.page.getByTestId('my-matches').locator('.match-row').nth(1).waitFor();
  await dana.page.getByTestId('my-matches').getByText('Your move').first().waitFor();
  await shot(dana.page, 'my-games-desktop');

  expect(dana.errors).toEqual([]);
  await dana.context.close();
});
