/**
 * Campaigns: a series of matches with cumulative standings, persisted independently of any match, so
 * players resume them later. The fixture's campaign ends when someone has won twice.
 */
import { type MatchConnection } from '@quarterdeck/sdk';
import { botName } from '../src/matches/describe';
import { closeAll, connect, describeDbs, sleep, suiteServer } from './helpers';
import { fixture } from './fixture-game';

jest.setTimeout(60_000);

describeDbs('campaigns on %s', (kind) => {
  const suite = suiteServer(kind);

  test('a campaign of people and a bot: each finished match adds to the standings and seats the same roster in the next', async () => {
    const a = suite.qd.rest();
    const b = suite.qd.rest();
    await a.createPlayer('Ann');
    await b.createPlayer('Ben');
    // What the campaign carries over is read from the finished match as a spectator sees it: no hand, no deck.
    const carried: unknown[] = [];
    const nextSpy = jest.spyOn(fixture.campaign!, 'nextOptions').mockImplementation((prev, _t, _l, finished) => (carried.push(finished), prev));
    const created = await a.createCampaign({ game: 'fixture', numPlayers: 3, claimSeat: 0, bots: [2], options: { target: 6 }, name: 'North Atlantic' });
    const campaignId = created.campaign.campaignId;
    const firstB = await b.claimSeat(created.match.matchId, 1);
    const conns: MatchConnection[] = [];
    try {
      let matchId = created.match.matchId;
      for (let game = 0; game < 10; game++) {
        // Later matches are seated already: each player asks for a credential of their seat (as on resume).
        const credA = game === 0 ? created.grant!.credential : (await a.renewCredential(matchId, 0)).credential;
        const credB = game === 0 ? firstB.credential : (await b.renewCredential(matchId, 1)).credential;
        const live = [connect(suite.qd.url, { matchId, seat: 0, credential: credA }), connect(suite.qd.url, { matchId, seat: 1, credential: credB })];
        conns.push(...live);
        await Promise.all(live.map((c) => c.ready()));
        // People roll whenever it is their turn; the bot plays seat 2 on its own.
        while ((await a.match(matchId)).status !== 'finished') {
          const mover = live.find((c) => c.view?.ctx.currentPlayer === String(c.seat) && !c.view?.ctx.gameover);
          if (mover) {
            const r = await mover.send({ type: 'MAKE_MOVE', name: 'roll', args: [], stateId: mover.stateId });
            if (!r.ok && r.code !== 'STALE' && r.code !== 'GAME_OVER' && r.code !== 'NOT_YOUR_TURN') throw new Error(r.message);
          }
          await sleep(5);
        }
        // Everyone at the finished table is told where the campaign goes next.
        await Promise.all(live.map((x) => x.waitFor((x) => x.campaign !== null, 5000)));
        const told = live[1].campaign!;
        closeAll(live);
        const c = await a.campaign(campaignId);
        expect(told).toEqual({ campaignId, finishedMatchId: matchId, nextMatchId: c.currentMatchId });
        expect(c.matches[game].result).not.toBeNull();
        expect(c.totals.reduce((x, y) => x + y, 0)).toBe(game + 1);
        if (c.status === 'finished') {
          expect(Math.max(...c.totals)).toBe(2);
          expect(c.winners).toEqual([c.totals.indexOf(2)]);
          expect(c.currentMatchId).toBeNull();
          expect(carried).toHaveLength(game);
          for (const v of carried) expect(v).toMatchObject({ G: { players: {}, secret: undefined }, ctx: { gameover: expect.anything() } });
          nextSpy.mockRestore();
          // The bot keeps one name for the whole campaign.
          expect(c.roster.map((r) => r.name)).toEqual(['Ann', 'Ben', botName(campaignId, 2)]);
          const mine = await b.myGames();
          expect(mine.campaigns.find((x) => x.campaignId === campaignId)?.status).toBe('finished');
          expect(mine.matches.filter((m) => m.match.campaignId === campaignId)).toHaveLength(game + 1);
          return;
        }
        expect(c.currentMatchId).not.toBe(matchId);
        const next = await a.match(c.currentMatchId!);
        expect(next.campaignId).toBe(campaignId);
        expect(next.status).toBe('active');
        expect(next.seats.map((s) => [s.name, s.bot])).toEqual([
          ['Ann', false],
          ['Ben', false],
          [botName(campaignId, 2), true],
        ]);
        matchId = next.matchId;
      }
      throw new Error('campaign did not finish in 10 matches');
    } finally {
      closeAll(conns);
    }
  });
});
