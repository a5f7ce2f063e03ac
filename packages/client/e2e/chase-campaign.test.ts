/**
 * Atlantic Chase's campaign of linked operations in the browser, in Spanish and in English: the new-room
 * form offers the campaign with its summary; a campaign (two server bots) plays its three operations to the
 * end; its page and the room of its second operation word the operation for players and show no carry-over
 * of ship ids.
 */
import type { Page } from 'playwright-core';
import { registry } from '@quarterdeck/games';
import { RestClient } from '@quarterdeck/sdk/client';
import type { CampaignInfo } from '@quarterdeck/sdk';
import { englishFragments, englishOn } from './english';
import { asGuest, DESKTOP, newPage, shot, signOn, SPANISH, startServer, useSuite } from './helpers';

jest.setTimeout(240_000);

const suite = useSuite(registry);

/** A campaign of two server bots, played to its end through the server. */
async function finishedCampaign(): Promise<CampaignInfo> {
  const r = new RestClient(suite.qd.url);
  await r.createPlayer('Admiralty');
  const { campaign } = await r.createCampaign({ game: 'atlantic-chase', numPlayers: 2, bots: [0, 1], options: { mode: 'TWO_PLAYER' } });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const c = await r.campaign(campaign.campaignId);
    if (c.status === 'finished') return c;
    await new Promise((ok) => setTimeout(ok, 200));
  }
  throw new Error('the campaign did not finish');
}

async function noEnglish(page: Page, name: string): Promise<void> {
  await shot(page, `chase-campaign-${name}`, true);
  expect({ page: name, english: await englishOn(page, englishFragments()) }).toEqual({ page: name, english: [] });
}

test('the campaign in Spanish: offered with its summary, its page, and its second operation worded for players', async () => {
  const c = await finishedCampaign();
  expect(c.matches).toHaveLength(3);
  const { page, context, errors } = await newPage(suite.browser, SPANISH(DESKTOP));
  await page.goto(suite.qd.url + '/');
  await signOn(page, 'Carla');
  await page.locator('[data-game=atlantic-chase]').getByRole('button', { name: 'Nueva sala' }).click();
  await page.getByLabel('Jugar como campaña').check();
  await page.getByText('Tres operaciones enlazadas, en orden: Patrulla del Norte, Operación Berlín, Rheinübung.').waitFor();
  await page.getByRole('button', { name: 'Empezar la campaña' }).waitFor();
  await noEnglish(page, 'es-form');

  await page.goto(`${suite.qd.url}/c/${c.campaignId}`);
  await page.getByRole('heading', { name: 'Campaña de Atlantic Chase' }).waitFor();
  await page.getByTestId('standings').waitFor();
  await noEnglish(page, 'es-campaign');

  await page.goto(`${suite.qd.url}/m/${c.matches[1].matchId}`);
  await page.getByTestId('room').getByText('Operación de la campaña').waitFor();
  await page.getByTestId('room').getByText('2 de 3: Operación Berlín').waitFor();
  await page.getByTestId('room').getByText('Operación Berlín (operación para dos jugadores, enero de 1941)').waitFor();
  // The carry-over (ship ids) is not a room option players read: the table shows the ships.
  expect(
    await page
      .getByTestId('room')
      .getByText(/carry|arrastr/i)
      .count(),
  ).toBe(0);
  await noEnglish(page, 'es-second-operation');
  expect(errors).toEqual([]);
  await context.close();
});

test('the campaign in English: the room of the third operation says which it is', async () => {
  const c = await finishedCampaign();
  const { page, context, errors } = await newPage(suite.browser, DESKTOP);
  await page.goto(`${suite.qd.url}/m/${c.matches[2].matchId}`);
  await page.getByTestId('room').getByText('Campaign operation').waitFor();
  await page.getByTestId('room').getByText('3 of 3: Rheinübung').waitFor();
  expect(await page.getByTestId('room').getByText(/carry/i).count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

test("a campaign operation's task force with none of its ships says so on the table, in Spanish", async () => {
  // A campaign whose first operation is Operation Berlin after Northern Patrol sank Gneisenau and damaged
  // Scharnhorst (a carry-over only a campaign sets: here the campaign's first options carry it).
  const chase = registry['atlantic-chase'];
  const carried = {
    ...chase,
    campaign: {
      ...chase.campaign!,
      firstOptions: (o: Record<string, unknown>) => ({
        ...o,
        scenario: 'OP-S2',
        campaignOp: 1,
        carry: { out: ['gneisenau', 'scharnhorst'], damaged: ['scharnhorst'], hits: {} },
      }),
    },
  };
  const server = await startServer({ 'atlantic-chase': carried });
  try {
    const rest = new RestClient(server.url);
    await rest.createPlayer('Dora');
    const { match } = await rest.createCampaign({ game: 'atlantic-chase', numPlayers: 2, claimSeat: 0, bots: [1], options: { mode: 'TWO_PLAYER' } });
    const { page, context, errors } = await newPage(suite.browser, SPANISH(DESKTOP));
    await asGuest(page, rest, 'Dora');
    await page.goto(`${server.url}/m/${match.matchId}`);
    const g1 = page.locator('[data-testid=tfpanel-G1]');
    await g1.getByText('No está en esta operación: sus buques se hundieron o están en reparación').waitFor();
    expect(await g1.getByText('Eliminada').count()).toBe(0);
    // Admiral Hipper's TF is in the operation.
    expect(await page.locator('[data-testid=tfpanel-G2]').getByText('No está en esta operación').count()).toBe(0);
    await shot(page, 'chase-campaign-es-tf-not-in-operation');
    expect(errors).toEqual([]);
    await context.close();
  } finally {
    await server.close();
  }
});
