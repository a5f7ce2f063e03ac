/**
 * What a new player tripped over (issue 23), in Chromium: seat numbers as people count them in a seat
 * conflict; the name dialog (dismissable, never over a missing match or page, "Just watch" only where
 * spectators may watch, a visitor watches without a name); the header's "your move" count after a game ends;
 * My games' wording; the game-over panel (every side's score, rematch for everyone, new game); undo; private
 * table chat.
 */
import type { Page } from 'playwright-core';
import { registry } from '@quarterdeck/games';
import { MatchConnection, RestClient } from '@quarterdeck/sdk/client';
import { fixture } from '@quarterdeck/server/testing';
import { asGuest, DESKTOP, newPage, PHONE, shot, useSuite } from './helpers';

jest.setTimeout(150_000);

const suite = useSuite({ ...registry, fixture });

test('the name dialog: dismissable, never over a missing page or match, "Just watch" only where watching is allowed', async () => {
  const v = await newPage(suite.browser, PHONE);
  const r = new RestClient(suite.qd.url);
  await r.createPlayer('Host');
  const open = await r.createMatch({ game: 'fixture', numPlayers: 2, claimSeat: 0 });
  const closed = await r.createMatch({ game: 'fixture', numPlayers: 2, claimSeat: 0, allowSpectators: false });

  // A missing page and a missing match: no dialog over them.
  await v.page.goto(suite.qd.url + '/no/such/page');
  await v.page.getByTestId('not-found').waitFor();
  await v.page.goto(suite.qd.url + '/m/NoSuchMatch1');
  await v.page.getByTestId('match-error').waitFor();
  // The room of a match: no dialog until a seat is taken; the visitor watches without a name.
  await v.page.goto(`${suite.qd.url}/m/${open.match.matchId}`);
  await v.page.getByTestId('room').waitFor();
  await expect(v.page.getByTestId('welcome').count()).resolves.toBe(0);
  await v.page.getByTestId('watch').click();
  await v.page.locator('[data-testid=table][data-role=spectator]').waitFor();
  await expect(v.page.getByTestId('welcome').count()).resolves.toBe(0);
  // Taking a seat asks the name; the dialog offers "Just watch" here, and Escape dismisses it.
  await v.page.goto(`${suite.qd.url}/m/${open.match.matchId}`);
  await v.page.getByRole('button', { name: 'Take seat 2' }).click();
  await v.page.getByTestId('welcome').waitFor();
  await expect(v.page.getByTestId('welcome-skip').innerText()).resolves.toBe('Just watch');
  await v.page.keyboard.press('Escape');
  await v.page.getByTestId('welcome').waitFor({ state: 'detached' });
  // No spectators in this room: the way out is "Not now".
  await v.page.goto(`${suite.qd.url}/m/${closed.match.matchId}`);
  await v.page.getByRole('button', { name: 'Take seat 2' }).click();
  await expect(v.page.getByTestId('welcome-skip').innerText()).resolves.toBe('Not now');
  await shot(v.page, 'name-dialog-no-spectators-phone');
  await v.page.getByTestId('welcome-skip').click();
  await v.page.getByTestId('welcome').waitFor({ state: 'detached' });
  // The lobby asks at the first visit, and lets the visitor browse without a name.
  await v.page.goto(suite.qd.url + '/');
  await v.page.getByTestId('welcome').waitFor();
  await v.page.getByTestId('welcome-skip').click();
  await v.page.getByTestId('welcome').waitFor({ state: 'detached' });
  await v.page.locator('[data-game=fixture]').waitFor();
  expect(v.errors).toEqual([]);
  await v.context.close();
});

test('a seat conflict names the seat as the button did (from 1)', async () => {
  const r1 = new RestClient(suite.qd.url);
  const r2 = new RestClient(suite.qd.url);
  await r1.createPlayer('Dönitz');
  await r2.createPlayer('Walker');
  const carol = await newPage(suite.browser, DESKTOP);
  const rc = new RestClient(suite.qd.url);
  await rc.createPlayer('Carol');
  await asGuest(carol.page, rc, 'Carol');
  const race = await r1.createMatch({ game: 'fixture', numPlayers: 3, claimSeat: 0 });
  await carol.page.goto(`${suite.qd.url}/m/${race.match.matchId}`);
  const take = carol.page.getByRole('button', { name: 'Take seat 2' });
  await take.waitFor();
  // Walker takes seat 2 (index 1) just before Carol clicks; the room is not yet refreshed.
  await r2.claimSeat(race.match.matchId, 1);
  await take.click();
  const alert = carol.page.getByRole('alert').filter({ hasText: 'already taken' });
  await alert.waitFor();
  await expect(alert.innerText()).resolves.toContain('seat 2 is already taken');
  expect(await alert.innerText()).not.toMatch(/seat 1\b/i);
  expect(carol.errors).toEqual([]);
  await carol.context.close();
});

test('game over: every side scored, rematch offered to everyone at the table, new game; the header count follows at once', async () => {
  const ra = new RestClient(suite.qd.url);
  const rb = new RestClient(suite.qd.url);
  await ra.createPlayer('Alice Marguerite de Villeneuve-Montrose');
  await rb.createPlayer('Bob');
  const alice = await newPage(suite.browser, DESKTOP);
  const bob = await newPage(suite.browser, PHONE);
  await asGuest(alice.page, ra, 'Alice Marguerite de Villeneuve-Montrose');
  await asGuest(bob.page, rb, 'Bob');
  const m = await ra.createMatch({ game: 'fixture', numPlayers: 2, claimSeat: 0, options: { target: 1 } });
  await rb.claimSeat(m.match.matchId, 1);
  await alice.page.goto(`${suite.qd.url}/m/${m.match.matchId}`);
  await bob.page.goto(`${suite.qd.url}/m/${m.match.matchId}`);
  await alice.page.getByTestId('turnbar').filter({ hasText: 'Your move' }).waitFor();
  // It is Alice's move: the header counts one game waiting for her.
  await alice.page.getByTestId('your-move-count').filter({ hasText: '1' }).waitFor();

  // One roll reaches the target of 1: game over.
  await alice.page.getByRole('button', { name: 'Roll a die' }).click();
  await alice.page.getByTestId('game-over').waitFor();
  // The count goes at once (the table tells the header), not at the next 20 s poll.
  await alice.page.getByTestId('your-move-count').waitFor({ state: 'detached', timeout: 8000 });
  const panel = alice.page.getByTestId('final-scores');
  await panel.waitFor();
  await expect(panel.locator('tbody tr').count()).resolves.toBe(2);
  await expect(panel.locator('tbody tr.leader').innerText()).resolves.toContain('Alice');
  await panel.locator('tr[data-seat="1"]').filter({ hasText: 'Bob' }).waitFor();
  await expect(alice.page.getByTestId('game-over').innerText()).resolves.not.toMatch(/Player \d/);
  await expect(panel.getByTestId('new-game').getAttribute('href')).resolves.toBe('/?game=fixture');
  await shot(alice.page, 'game-over-desktop', true);
  await bob.page.getByTestId('final-scores').waitFor();
  await shot(bob.page, 'game-over-phone', true);

  // Bob asks for the rematch: he is seated at the new match; Alice is offered to join it, and joins.
  await bob.page.getByTestId('rematch').click();
  await bob.page.waitForURL((u) => !u.toString().includes(m.match.matchId));
  const rematchId = bob.page.url().split('/m/')[1];
  await bob.page.locator('[data-testid=table][data-role=seat-1]').waitFor();
  await alice.page.getByTestId('rematch-offer').waitFor();
  await alice.page.getByTestId('rematch').filter({ hasText: 'Join the rematch' }).click();
  await alice.page.waitForURL(`**/m/${rematchId}`);
  await alice.page.locator('[data-testid=table][data-role=seat-0]').waitFor();
  const info = await ra.match(rematchId);
  expect(info.options).toEqual(expect.objectContaining({ target: 1 }));
  expect(info.seats.map((s) => s.name)).toEqual(['Alice Marguerite de Villeneuve-Montrose', 'Bob']);

  // My games: the finished game names its winner; nothing reads "with nobody".
  await alice.page.getByRole('link', { name: 'My games' }).click();
  const row = alice.page.locator(`[data-match="${m.match.matchId}"]`);
  await row.filter({ hasText: 'You won' }).waitFor();
  await bob.page.goto(suite.qd.url + '/me');
  await bob.page.locator(`[data-match="${m.match.matchId}"]`).filter({ hasText: 'Won by Alice' }).waitFor();
  await expect(bob.page.locator('main').innerText()).resolves.not.toMatch(/nobody|1 players/);
  // A long name is one line with an ellipsis in the seat list, its whole text in the title.
  await alice.page.goto(`${suite.qd.url}/m/${rematchId}`);
  const name = alice.page.locator('[data-testid=seats] li[data-seat="0"] .name');
  await name.waitFor();
  const box = await name.evaluate((e) => ({ h: e.getBoundingClientRect().height, lh: parseFloat(getComputedStyle(e).lineHeight) || 24 }));
  expect(box.h).toBeLessThan(box.lh * 2.6);
  expect([...alice.errors, ...bob.errors]).toEqual([]);
  await Promise.all([alice.context.close(), bob.context.close()]);
});

test('undo takes back an undoable move until someone acts; private chat reaches only its recipient', async () => {
  const rs = [new RestClient(suite.qd.url), new RestClient(suite.qd.url), new RestClient(suite.qd.url)];
  const names = ['Ann', 'Ben', 'Cal'];
  for (let i = 0; i < 3; i++) await rs[i].createPlayer(names[i]);
  const m = await rs[0].createMatch({ game: 'fixture', numPlayers: 3, claimSeat: 0 });
  await rs[1].claimSeat(m.match.matchId, 1);
  const cal = await rs[2].claimSeat(m.match.matchId, 2);
  const pages = [await newPage(suite.browser, DESKTOP), await newPage(suite.browser, PHONE)];
  await asGuest(pages[0].page, rs[0], 'Ann');
  await asGuest(pages[1].page, rs[1], 'Ben');
  const [ann, ben] = pages.map((p) => p.page);
  await ann.goto(`${suite.qd.url}/m/${m.match.matchId}`);
  await ben.goto(`${suite.qd.url}/m/${m.match.matchId}`);
  await ann.getByTestId('turnbar').filter({ hasText: 'Your move' }).waitFor();
  await expect(ann.getByTestId('undo').count()).resolves.toBe(0);

  // Ann taps (a move that reveals nothing): Undo appears for her only, and takes it back.
  await ann.getByRole('button', { name: 'Tap the table' }).click();
  await ann.getByTestId('undo').waitFor();
  // The tap ended Ann's turn: Ben is to move, and has nothing to undo.
  await ben.getByTestId('turnbar').filter({ hasText: 'Your move' }).waitFor();
  await expect(ben.getByTestId('undo').count()).resolves.toBe(0);
  await shot(ann, 'undo-desktop');
  await ann.getByTestId('undo').click();
  await ann.getByTestId('turnbar').filter({ hasText: 'Your move' }).waitFor();
  await ann.getByTestId('undo').waitFor({ state: 'detached' });
  await ann.getByTestId('log').locator('li').filter({ hasText: 'took the last move back' }).waitFor();
  // A move that draws a card is not undoable: no Undo after a play.
  await ann.locator('[data-testid=hand] button[data-card]:not([disabled])').first().click();
  await ben.getByTestId('turnbar').filter({ hasText: 'Your move' }).waitFor();
  await expect(ann.getByTestId('undo').count()).resolves.toBe(0);

  // Private chat: Ann writes to Ben only; Ben sees it marked private, to him; Cal (through the SDK) never gets it.
  const calConn = new MatchConnection(suite.qd.url, { matchId: m.match.matchId, seat: 2, credential: cal.credential });
  await calConn.ready();
  await ann.getByTestId('chat-tab').click();
  await ann.getByTestId('chat-to').selectOption({ label: 'Ben only (private)' });
  await ann.getByLabel('Private message to Ben').fill('Shall we gang up on Cal?');
  await ann.getByRole('button', { name: 'Send' }).click();
  await ann.locator('[data-testid=chat] li[data-private=from-me]').filter({ hasText: 'private, to Ben' }).waitFor();
  await ben.getByTestId('chat-tab').click();
  const line = ben.locator('[data-testid=chat] li[data-private=to-me]');
  await line.filter({ hasText: 'Shall we gang up on Cal?' }).waitFor();
  await expect(line.innerText()).resolves.toMatch(/private, to you/i);
  await shot(ben, 'private-chat-phone');
  // A line to everyone: Cal gets that one, and only that one.
  await ann.getByTestId('chat-to').selectOption({ label: 'The whole table' });
  await ann.getByLabel('Message to the table').fill('Fair winds, all');
  await ann.getByRole('button', { name: 'Send' }).click();
  await calConn.waitFor((c) => c.chat.some((l) => l.text === 'Fair winds, all'));
  expect(calConn.chat.map((l) => l.text)).toEqual(['Fair winds, all']);
  calConn.close();
  expect(pages.flatMap((p) => p.errors)).toEqual([]);
  await Promise.all(pages.map((p) => p.context.close()));
});

test('motion: a card slides to the table; the table switch and reduced motion turn it off', async () => {
  const r = new RestClient(suite.qd.url);
  await r.createPlayer('Mo');
  const m = await r.createMatch({ game: 'fixture', numPlayers: 2, claimSeat: 0, bots: [1] });
  const anim = (page: Page) =>
    page
      .locator('[data-testid=played] > *')
      .first()
      .evaluate((e) => getComputedStyle(e).animationName);
  const one = await newPage(suite.browser, DESKTOP);
  await asGuest(one.page, r, 'Mo');
  await one.page.goto(`${suite.qd.url}/m/${m.match.matchId}`);
  await one.page.locator('[data-testid=hand] button[data-card]:not([disabled])').first().click();
  await one.page.locator('[data-testid=played] > *').first().waitFor();
  await expect(anim(one.page)).resolves.toBe('qd-to-table');
  // The switch turns motion off, remembered across a reload.
  const toggle = one.page.getByTestId('motion-toggle');
  await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('true');
  await toggle.click();
  await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('false');
  await expect(anim(one.page)).resolves.toBe('none');
  await one.page.reload();
  await one.page.locator('[data-testid=played] > *').first().waitFor();
  await expect(anim(one.page)).resolves.toBe('none');
  await one.context.close();
  // A browser that asks for reduced motion gets none.
  const two = await newPage(suite.browser, { ...DESKTOP, reducedMotion: 'reduce' });
  await asGuest(two.page, r, 'Mo');
  await two.page.goto(`${suite.qd.url}/m/${m.match.matchId}`);
  await two.page.locator('[data-testid=played] > *').first().waitFor();
  await expect(anim(two.page)).resolves.toBe('none');
  expect([...one.errors, ...two.errors]).toEqual([]);
  await two.context.close();
});

test('rules help: the rules panel by sections, a "§" in the log opens its section, an icon legend', async () => {
  const r = new RestClient(suite.qd.url);
  await r.createPlayer('Rhea');
  const m = await r.createMatch({ game: 'fixture', numPlayers: 2, claimSeat: 0, bots: [1] });
  const { page, context, errors } = await newPage(suite.browser, PHONE);
  await asGuest(page, r, 'Rhea');
  await page.goto(`${suite.qd.url}/m/${m.match.matchId}`);
  await page.getByRole('button', { name: 'Roll a die' }).click();
  // The log cites §2; the citation is a link to that section of the rules.
  const ref = page.getByTestId('log').locator('[data-rule="2"]').first();
  await ref.waitFor();
  await ref.click();
  const panel = page.getByTestId('rules-panel');
  await expect(panel.evaluate((d) => (d as HTMLDetailsElement).open)).resolves.toBe(true);
  await expect(panel.locator('[data-section]').count()).resolves.toBe(3);
  await expect(page.evaluate(() => document.activeElement?.closest('[data-section]')?.getAttribute('data-section'))).resolves.toBe('2');
  await expect(panel.locator('[data-section="2"] h3').innerText()).resolves.toBe('§2 A turn');
  await panel.getByTestId('icon-legend').filter({ hasText: 'Seat number' }).waitFor();
  await shot(page, 'rules-panel-phone', true);
  expect(errors).toEqual([]);
  await context.close();
});
