/**
 * The whole shared site in Spanish, in real Chromium against a real server: browsers that prefer Spanish
 * play the fixture game from the lobby to game over, and every shared page on the way (lobby, new-room
 * form of every game, a room waiting for players, the table in play, at game over and as a spectator, My
 * games, a campaign, the error pages and refusals) is checked for English: no piece of the English
 * catalogues in any text node, title, aria-label, placeholder or alt (english.ts). Screenshots of each go to
 * test-results/screenshots/es-*.png. Also: the language follows the browser, is chosen in the header and
 * remembered.
 */
import type { Page } from 'playwright-core';
import { registry } from '@quarterdeck/games';
import { RestClient } from '@quarterdeck/sdk/client';
import { fixture } from '@quarterdeck/server/testing';
import { englishFragments, englishOn } from './english';
import { DESKTOP, newPage, PHONE, shot, signOn, SPANISH, useSuite, waitForStateChange } from './helpers';

jest.setTimeout(240_000);

// The fixture under a second slug, without a catalogue and without a board of its own: the generic board.
// Its server-side words are Spanish here, as a game's fallbacks would be whatever its module says.
const generic = { ...fixture, slug: 'fixture-generic', title: 'Fixture', summary: 'El juego de prueba en el tablero genérico.' };
const suite = useSuite({ ...registry, fixture, 'fixture-generic': generic });
let fragments: string[];

beforeAll(() => {
  fragments = englishFragments();
});

/** The page speaks Spanish only (and says so in <html lang>); a screenshot of it either way. */
async function spanishOnly(page: Page, name: string, fullPage = false): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await shot(page, `es-${name}`, fullPage);
  const english = await englishOn(page, fragments);
  expect({ page: name, english }).toEqual({ page: name, english: [] });
  await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('es');
}

const playable = (page: Page) => page.locator('[data-testid=hand] button[data-card]:not([disabled])');

/** Both seats play by clicking (cards face up and face down, and dice) until the game is over. */
async function playToTheEnd(players: Page[]): Promise<number> {
  let moves = 0;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (await players[0].getByTestId('game-over').count()) return moves;
    for (const p of players) {
      if ((await playable(p).count()) === 0) continue;
      const before = await p.getByTestId('table').getAttribute('data-state-id');
      if (moves % 3 === 2) await p.getByRole('button', { name: 'Tirar un dado' }).click();
      else {
        await p.getByLabel('Jugar boca abajo').setChecked(moves % 4 === 1);
        await playable(p).first().click();
      }
      moves++;
      await waitForStateChange(p, before);
    }
    await players[0].waitForTimeout(50);
  }
  throw new Error('the game did not end');
}

test('lobby to game over in Spanish: every page on the way speaks Spanish', async () => {
  const ana = await newPage(suite.browser, SPANISH(DESKTOP));
  const bea = await newPage(suite.browser, SPANISH(PHONE));
  const spec = await newPage(suite.browser, SPANISH(DESKTOP));

  // First visit: the welcome dialog over the lobby, in Spanish, with its refusal of an empty name.
  await ana.page.goto(suite.qd.url + '/');
  await ana.page.getByTestId('welcome').waitFor();
  await ana.page.locator('[data-game=fixture]').waitFor();
  await ana.page.getByTestId('welcome-submit').click();
  await ana.page.getByTestId('welcome').getByRole('alert').waitFor();
  await spanishOnly(ana.page, 'welcome');
  await signOn(ana.page, 'Ana');

  // The lobby, and the new-room form of every game (Atlantic Storm in each of its rule sets).
  await ana.page.getByText('Ahora mismo no hay salas abiertas', { exact: false }).waitFor();
  await spanishOnly(ana.page, 'lobby', true);
  const form = ana.page.getByTestId('create-room');
  await ana.page.locator('#cr-game').selectOption('atlantic-storm');
  await form.locator('[data-option="options.mode"]').waitFor();
  await spanishOnly(ana.page, 'new-room-atlantic-storm', true);
  await form.locator('[data-option="options.mode"]').getByText('Solitario', { exact: true }).click();
  await form.getByText('Tu bando').waitFor();
  await spanishOnly(ana.page, 'new-room-atlantic-storm-solitaire', true);
  await form.locator('[data-testid=player-count]').getByText('4', { exact: true }).click();
  await form.locator('[data-option="options.mode"]').getByText('Avanzado', { exact: true }).click();
  await form.getByText('Repartir el botín (§14)').waitFor();
  await spanishOnly(ana.page, 'new-room-atlantic-storm-advanced', true);
  await ana.page.locator('#cr-game').selectOption('kaisers-pirates');
  await form.getByText('Más allá de 1914 (6.5)').waitFor();
  await spanishOnly(ana.page, 'new-room-kaisers-pirates', true);

  // Ana opens a fixture room for two (first to 12 wins).
  await ana.page.locator('[data-game=fixture]').getByRole('button', { name: 'Nueva sala' }).click();
  await form.locator('[data-option="options.target"]').fill('12');
  await spanishOnly(ana.page, 'new-room-fixture');
  await form.getByRole('button', { name: 'Crear la sala' }).click();
  await ana.page.getByTestId('room-created').waitFor();
  const invite = await ana.page.getByTestId('invite-link').inputValue();
  const matchId = invite.split('/m/')[1];
  await ana.page.locator(`[data-testid=open-rooms] [data-match="${matchId}"]`).filter({ hasText: '1 asiento libre' }).waitFor();
  await ana.page.evaluate(() => window.scrollTo(0, 0));
  await spanishOnly(ana.page, 'room-created');

  // At the table, waiting for the second player.
  await ana.page.getByRole('link', { name: 'Ir a la mesa' }).click();
  await ana.page.getByTestId('waiting').waitFor();
  await spanishOnly(ana.page, 'table-waiting');

  // Bea opens the invite link on her phone: the room waiting for players, then her seat.
  await bea.page.goto(invite);
  await bea.page.getByTestId('room').waitFor();
  await spanishOnly(bea.page, 'room-waiting', true);
  // Her name is asked when she takes the seat.
  await bea.page.getByRole('button', { name: 'Ocupar el asiento 2' }).click();
  await signOn(bea.page, 'Bea');
  await bea.page.locator('[data-testid=table][data-role=seat-1]').waitFor();

  // A spectator follows (no name needed to watch).
  await spec.page.goto(invite + '?watch');
  await spec.page.locator('[data-testid=table][data-role=spectator]').waitFor();

  await ana.page.getByTestId('turnbar').filter({ hasText: 'Te toca' }).waitFor();
  await bea.page.getByTestId('waiting-for').filter({ hasText: 'Ana' }).waitFor();
  await spanishOnly(ana.page, 'table-your-move');
  await spanishOnly(bea.page, 'table-waiting-for', true);

  // Two moves, then a word in the chat.
  await playable(ana.page).first().click();
  await playable(bea.page).first().waitFor();
  await bea.page.getByLabel('Jugar boca abajo').check();
  await playable(bea.page).first().click();
  await spec.page.getByTestId('log').locator('li').nth(1).waitFor();
  await ana.page.getByTestId('chat-tab').click();
  await ana.page.getByLabel('Mensaje para la mesa').fill('¡Buena mar, Bea!');
  await ana.page.getByRole('button', { name: 'Enviar' }).click();
  await bea.page.getByTestId('chat-tab').filter({ hasText: '1' }).waitFor();
  await bea.page.getByTestId('chat-tab').click();
  await bea.page.getByTestId('chat').getByText('¡Buena mar, Bea!').waitFor();
  await spanishOnly(ana.page, 'table-chat');
  await bea.page.getByRole('tab', { name: 'Bitácora' }).click();
  await ana.page.getByRole('tab', { name: 'Bitácora' }).click();
  await spanishOnly(spec.page, 'table-spectator');
  await spanishOnly(bea.page, 'table-in-play-phone', true);

  // On to the end of the game.
  const moves = await playToTheEnd([ana.page, bea.page]);
  expect(moves).toBeGreaterThan(0);
  for (const [p, name] of [
    [ana.page, 'game-over'],
    [bea.page, 'game-over-phone'],
    [spec.page, 'game-over-spectator'],
  ] as const) {
    await p.getByTestId('game-over').filter({ hasText: 'Fin de la partida' }).waitFor();
    await spanishOnly(p, name);
  }

  // Someone else opens the link of the finished match.
  const dani = await newPage(suite.browser, SPANISH(DESKTOP));
  await dani.page.goto(invite);
  // No name is asked to look at a match.
  await dani.page.getByText('Esta partida ha terminado.').waitFor();
  await expect(dani.page.getByTestId('welcome').count()).resolves.toBe(0);
  await spanishOnly(dani.page, 'room-finished');

  // My games, and a refused new name (the server's refusal worded by its code).
  await ana.page.getByRole('link', { name: 'Mis partidas' }).click();
  await ana.page.locator(`[data-testid=my-matches] [data-match="${matchId}"]`).waitFor();
  await spanishOnly(ana.page, 'my-games');
  await ana.page.getByTestId('whoami').click();
  await ana.page.getByLabel('Tu nombre visible').fill('Ana <3');
  await ana.page.getByRole('button', { name: 'Guardar' }).click();
  await ana.page.locator('.who-error').filter({ hasText: 'Ese nombre no sirve' }).waitFor();
  await spanishOnly(ana.page, 'rename-refused');

  expect([...ana.errors, ...bea.errors, ...spec.errors, ...dani.errors]).toEqual([]);
  await Promise.all([ana.context.close(), bea.context.close(), spec.context.close(), dani.context.close()]);
});

test('a campaign, the error pages and the refusals in Spanish', async () => {
  const carla = await newPage(suite.browser, SPANISH(DESKTOP));
  await carla.page.goto(suite.qd.url + '/');
  await signOn(carla.page, 'Carla');

  // A campaign against a bot, from the lobby: its page, a game won, the standings and the next game.
  await carla.page.locator('[data-game=fixture]').getByRole('button', { name: 'Nueva sala' }).click();
  await carla.page.locator('[data-option="options.target"]').fill('1');
  await carla.page.locator('[data-bot-seat="1"]').check();
  await carla.page.getByLabel('Jugar como campaña').check();
  await carla.page.getByRole('button', { name: 'Empezar la campaña' }).click();
  await carla.page.getByRole('link', { name: 'Página de la campaña' }).click();
  await carla.page.getByTestId('standings').filter({ hasText: 'Carla' }).waitFor();
  await carla.page.getByRole('heading', { name: 'Campaña de Fixture' }).waitFor();
  await spanishOnly(carla.page, 'campaign');
  await carla.page.getByRole('link', { name: 'Ir a la partida en curso' }).click();
  await carla.page.getByRole('button', { name: 'Tirar un dado' }).click();
  await carla.page.getByTestId('game-over').filter({ hasText: '¡has ganado!' }).waitFor();
  await carla.page.getByTestId('campaign-next').getByRole('button', { name: 'Siguiente partida de la campaña' }).waitFor();
  await spanishOnly(carla.page, 'campaign-game-over', true);
  await carla.page.getByRole('button', { name: 'Siguiente partida de la campaña' }).click();
  await carla.page.getByTestId('turnbar').filter({ hasText: 'Te toca' }).waitFor();
  await carla.page.getByRole('link', { name: 'Mis partidas' }).click();
  await carla.page.getByTestId('my-campaigns').getByText('Campaña de Fixture').waitFor();
  await carla.page.getByTestId('my-matches').locator('.match-row').nth(1).waitFor();
  await spanishOnly(carla.page, 'my-games-campaign');

  // Pages that do not exist.
  await carla.page.goto(suite.qd.url + '/no/such/page');
  await carla.page.getByTestId('not-found').waitFor();
  await spanishOnly(carla.page, 'not-found');
  await carla.page.goto(suite.qd.url + '/m/NoSuchMatch1');
  await carla.page.getByRole('heading', { name: 'No existe esa partida' }).waitFor();
  await spanishOnly(carla.page, 'no-such-match');
  await carla.page.goto(suite.qd.url + '/c/NoSuchCampaign1');
  await carla.page.getByTestId('campaign-error').waitFor();
  await spanishOnly(carla.page, 'no-such-campaign');

  // A full match, and one that does not allow spectators (two other players seated through the API).
  const r1 = new RestClient(suite.qd.url);
  const r2 = new RestClient(suite.qd.url);
  await r1.createPlayer('Dönitz');
  await r2.createPlayer('Walker');
  const full = await r1.createMatch({ game: 'fixture', numPlayers: 2, claimSeat: 0, allowSpectators: false });
  await r2.claimSeat(full.match.matchId, 1);
  await carla.page.goto(`${suite.qd.url}/m/${full.match.matchId}?watch`);
  await carla.page.getByText('Esta partida está completa').waitFor();
  await spanishOnly(carla.page, 'room-full-no-spectators');

  // A seat taken by someone else just before Carla clicks: the server's refusal, worded by its code.
  const race = await r1.createMatch({ game: 'fixture', numPlayers: 2, claimSeat: 0 });
  await carla.page.goto(`${suite.qd.url}/m/${race.match.matchId}`);
  const take = carla.page.getByRole('button', { name: 'Ocupar el asiento 2' });
  await take.waitFor();
  await r2.claimSeat(race.match.matchId, 1);
  if (await take.isVisible()) {
    await take.click();
    await carla.page.getByRole('alert').filter({ hasText: 'Alguien fue más rápido' }).waitFor();
    await spanishOnly(carla.page, 'seat-refused');
  }

  // A game without its own board: the generic board, and an illegal move refused (the game's reason, in
  // the server's English, is marked lang="en" as a detail).
  await carla.page.goto(suite.qd.url + '/');
  await carla.page.locator('#cr-game').selectOption('fixture-generic');
  await carla.page.locator('[data-bot-seat="1"]').check();
  await carla.page.getByRole('button', { name: 'Crear la sala' }).click();
  await carla.page.locator('[data-testid=board][data-board=generic]').waitFor();
  await carla.page.getByTestId('turnbar').filter({ hasText: 'Te toca' }).waitFor();
  await carla.page.getByLabel('Jugada', { exact: true }).fill('play');
  await carla.page.getByLabel('Argumentos (lista JSON)').fill('[1]');
  await carla.page.getByRole('button', { name: 'Enviar la jugada' }).click();
  await carla.page.getByTestId('action-error').filter({ hasText: 'Jugada no permitida:' }).waitFor();
  await expect(carla.page.getByTestId('action-error').locator('[lang=en]').innerText()).resolves.toBe('You can only play a card from your hand.');
  await spanishOnly(carla.page, 'illegal-move', true);

  // The same seat opened on another device (the same guest, a new seat credential): this window says so.
  const identity = await carla.page.evaluate(() => window.localStorage.getItem('qd.identity'));
  const other = await newPage(suite.browser, SPANISH(PHONE));
  await other.context.addInitScript((id) => window.localStorage.setItem('qd.identity', id), identity!);
  await other.page.goto(carla.page.url());
  await other.page.locator('[data-testid=table][data-role=seat-0] [data-testid=conn][data-status=live]').waitFor();
  await carla.page.getByText('Tu asiento está abierto en otro sitio.').waitFor();
  await spanishOnly(carla.page, 'seat-open-elsewhere');

  expect([...carla.errors, ...other.errors]).toEqual([]);
  await Promise.all([carla.context.close(), other.context.close()]);
});

test('the language follows the browser, is chosen in the header and remembered', async () => {
  // Spanish for any es-*; English for any other language.
  for (const [locale, lang, lobby] of [
    ['es-MX', 'es', 'Inicio'],
    ['es', 'es', 'Inicio'],
    ['fr-FR', 'en', 'Lobby'],
    ['en-US', 'en', 'Lobby'],
  ] as const) {
    const v = await newPage(suite.browser, { ...DESKTOP, locale });
    await v.page.goto(suite.qd.url + '/');
    await v.page.locator('nav').getByRole('link', { name: lobby, exact: true }).waitFor();
    await expect(v.page.evaluate(() => document.documentElement.lang)).resolves.toBe(lang);
    await v.context.close();
  }

  // An English browser chooses Spanish in the header: the page, its <html lang> and description follow, and
  // the choice outlives a reload; back to English the same way.
  const eve = await newPage(suite.browser, DESKTOP);
  await eve.page.goto(suite.qd.url + '/');
  await signOn(eve.page, 'Eve');
  await eve.page.getByRole('heading', { name: 'The chart table is laid' }).waitFor();
  // The check itself sees English where there is some.
  await expect(englishOn(eve.page, fragments)).resolves.toEqual(
    expect.arrayContaining([expect.stringContaining('"The chart table is laid"'), expect.stringContaining('"Create the room"')]),
  );
  await eve.page.getByTestId('language').selectOption('es');
  await eve.page.getByRole('heading', { name: 'La mesa de cartas está lista' }).waitFor();
  await expect(eve.page.evaluate(() => document.documentElement.lang)).resolves.toBe('es');
  await expect(eve.page.locator('meta[name=description]').getAttribute('content')).resolves.toMatch(/^Quarterdeck: una mesa/);
  await eve.page.reload();
  await eve.page.getByRole('heading', { name: 'La mesa de cartas está lista' }).waitFor();
  await spanishOnly(eve.page, 'lobby-chosen-in-header');
  await eve.page.getByTestId('language').selectOption('en');
  await eve.page.getByRole('heading', { name: 'The chart table is laid' }).waitFor();
  await expect(eve.page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
  await eve.page.reload();
  await eve.page.getByRole('heading', { name: 'The chart table is laid' }).waitFor();

  // A choice wins over the browser's language; a first visit makes it in the welcome dialog (over the header).
  const fede = await newPage(suite.browser, SPANISH(PHONE));
  await fede.page.goto(suite.qd.url + '/');
  await fede.page.getByRole('heading', { name: '¡Te damos la bienvenida a bordo!' }).waitFor();
  await fede.page.getByTestId('welcome-language').selectOption('en');
  await fede.page.getByRole('heading', { name: 'Welcome aboard' }).waitFor();
  await fede.page.reload();
  await fede.page.getByRole('heading', { name: 'The chart table is laid' }).waitFor();
  await shot(fede.page, 'en-chosen-on-spanish-phone');

  expect([...eve.errors, ...fede.errors]).toEqual([]);
  await Promise.all([eve.context.close(), fede.context.close()]);
});
