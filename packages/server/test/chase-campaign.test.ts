/**
 * Atlantic Chase's campaign of linked operations through the real server and database: a person (seat 0, the
 * British) plays against a server bot (seat 1, the German side); each finished operation goes into the
 * standings and the next operation is created with the carry-over (losses, repairs, hits) in its options;
 * the server is then stopped and started again on the same database, and the campaign resumes from it and is
 * played to its end. The person's moves are chosen by the game's own bot from her seat's view and sent over
 * the socket like a client's.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type MatchConnection, type RestClient } from '@quarterdeck/sdk';
import { registry } from '@quarterdeck/games';
import { closeAll, connect, describeDbs, freshPostgres, sleep, startTestServer, type TestServer } from './helpers';

jest.setTimeout(240_000);

const chase = registry['atlantic-chase'];
const OPERATIONS = ['OP-S1', 'OP-S2', 'OP-S3'];

interface ShipView {
  status: string;
  damaged: boolean;
  hits: number;
}

/** Seed-free but bounded: a small deterministic stream for the person's choices. */
function stream(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 48271) % 2147483647;
    return s / 2147483647;
  };
}

/** Play seat 0 of a match until it is finished (the bot plays seat 1 on the server); the last view of the finished match. */
async function playToEnd(rest: RestClient, conn: MatchConnection, matchId: string, seed: number): Promise<{ G: any; ctx: any }> {
  const random = stream(seed);
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const v = conn.view;
    if (v?.ctx.gameover) return v as { G: any; ctx: any };
    const mine = v && (v.ctx.activePlayers ? '0' in v.ctx.activePlayers : v.ctx.currentPlayer === '0');
    const choice = mine ? chase.bot!(v as never, '0', random) : undefined;
    if (choice) {
      const r = await conn.send({ type: choice.kind === 'move' ? 'MAKE_MOVE' : 'GAME_EVENT', name: choice.name, args: choice.args, stateId: conn.stateId });
      if (!r.ok && !['STALE', 'GAME_OVER', 'NOT_YOUR_TURN'].includes(r.code)) throw new Error(`${choice.name}: ${r.code} ${r.message}`);
    } else await sleep(10);
    if ((await rest.match(matchId)).status === 'finished') {
      await conn.waitFor((c) => !!c.view?.ctx.gameover, 10_000);
      return conn.view as { G: any; ctx: any };
    }
  }
  throw new Error('the operation did not end in time');
}

/** What the next operation must carry, read from the finished one's public ships (RULINGS S-2). */
function expectCarried(carry: { out: string[]; damaged: string[]; hits: Record<string, number> }, ships: Record<string, ShipView>): void {
  for (const [id, s] of Object.entries(ships)) {
    if (s.status === 'out') continue;
    if (s.status === 'sunk') expect([id, carry.out.includes(id)]).toEqual([id, true]);
    else if (s.damaged) expect([id, carry.out.includes(id), carry.damaged.includes(id)]).toEqual([id, true, true]);
    else expect([id, carry.hits[id] ?? 0]).toEqual([id, s.hits]);
  }
}

describeDbs('an Atlantic Chase campaign on %s', (kind) => {
  test('operations follow each other with the carry-over, standings add up, and the campaign resumes after a restart', async () => {
    let db: { databaseUrl?: string; dataDir?: string };
    let drop = async () => {};
    if (kind === 'postgres') {
      const pg = await freshPostgres();
      db = { databaseUrl: pg.url };
      drop = pg.drop;
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qd-chase-'));
      db = { dataDir: dir };
      drop = async () => fs.rmSync(dir, { recursive: true, force: true });
    }
    let qd: TestServer | undefined = await startTestServer({ ...db, registry: { 'atlantic-chase': chase } });
    const conns: MatchConnection[] = [];
    try {
      let ann = qd.rest();
      const me = await ann.createPlayer('Ann');
      // The room form's scenario does not matter: a campaign opens with its first operation.
      const created = await ann.createCampaign({
        game: 'atlantic-chase',
        numPlayers: 2,
        claimSeat: 0,
        bots: [1],
        options: { scenario: 'TUT-S1', mode: 'TWO_PLAYER', seat0: 'BR' },
        name: 'Home Fleet',
      });
      const campaignId = created.campaign.campaignId;
      expect(created.match.options).toMatchObject({ scenario: 'OP-S1', mode: 'TWO_PLAYER' });

      // Operation 1 to its end.
      let conn = connect(qd.url, { matchId: created.match.matchId, seat: 0, credential: created.grant!.credential });
      conns.push(conn);
      await conn.ready();
      const end1 = await playToEnd(ann, conn, created.match.matchId, 1);
      await conn.waitFor((c) => c.campaign !== null, 10_000);
      let c = await ann.campaign(campaignId);
      expect(c.status).toBe('active');
      expect(c.matches).toHaveLength(2);
      const vp1 = end1.G.vp as { BR: number; GE: number };
      // Standings: each seat's side's VP (Ann the British, the bot the Germans).
      expect(c.totals).toEqual([vp1.BR, vp1.GE]);
      expect(c.matches[0].result?.points).toEqual({ '0': vp1.BR, '1': vp1.GE });
      const second = await ann.match(c.currentMatchId!);
      expect(second.options).toMatchObject({ scenario: 'OP-S2', campaignOp: 1, mode: 'TWO_PLAYER', seat0: 'BR' });
      const carry1 = second.options.carry as { out: string[]; damaged: string[]; hits: Record<string, number> };
      expectCarried(carry1, end1.G.ships);
      closeAll([conn]);

      // Stop the server and start another on the same database: the campaign is where it was.
      await qd.close();
      qd = undefined;
      qd = await startTestServer({ ...db, registry: { 'atlantic-chase': chase } });
      ann = qd.rest(me.token);
      c = await ann.campaign(campaignId);
      expect(c.status).toBe('active');
      expect(c.totals).toEqual([vp1.BR, vp1.GE]);
      expect(c.currentMatchId).toBe(second.matchId);
      expect((await ann.match(second.matchId)).options).toEqual(second.options);
      expect((await ann.myGames()).campaigns.find((x) => x.campaignId === campaignId)?.status).toBe('active');

      // The rest of the campaign, resumed: each operation set up from the previous one's carry-over.
      let matchId = second.matchId;
      let totals = [vp1.BR, vp1.GE];
      let carry = carry1;
      for (let k = 1; k < OPERATIONS.length; k++) {
        conn = connect(qd.url, { matchId, seat: 0, credential: (await ann.renewCredential(matchId, 0)).credential });
        conns.push(conn);
        await conn.ready();
        // The carry-over is applied at setup: a ship out of the operation is in no task force.
        const start = conn.view!.G as { ships: Record<string, ShipView>; tfs: Record<string, { ships: string[] }> };
        for (const id of carry.out) {
          if (!start.ships[id]) continue;
          expect([id, start.ships[id].status]).toEqual([id, 'out']);
          for (const tf of Object.values(start.tfs)) expect(tf.ships).not.toContain(id);
        }
        for (const [id, h] of Object.entries(carry.hits)) if (start.ships[id]) expect([id, start.ships[id].hits]).toEqual([id, h]);
        const end = await playToEnd(ann, conn, matchId, k + 1);
        await conn.waitFor((x) => x.campaign !== null, 10_000);
        closeAll([conn]);
        c = await ann.campaign(campaignId);
        totals = [totals[0] + end.G.vp.BR, totals[1] + end.G.vp.GE];
        expect(c.totals).toEqual(totals);
        if (k === OPERATIONS.length - 1) break;
        const next = await ann.match(c.currentMatchId!);
        expect(next.options).toMatchObject({ scenario: OPERATIONS[k + 1], campaignOp: k + 1 });
        const nextCarry = next.options.carry as typeof carry;
        expectCarried(nextCarry, end.G.ships);
        // Sunk earlier: out for good. Repairing through this operation: back in the next.
        for (const id of carry.out) if (!carry.damaged.includes(id)) expect(nextCarry.out).toContain(id);
        for (const id of carry.damaged) if (!end.G.ships[id] || end.G.ships[id].status === 'out') expect(nextCarry.out).not.toContain(id);
        matchId = next.matchId;
        carry = nextCarry;
      }
      // Over after the last operation, on the cumulative VP.
      expect(c.status).toBe('finished');
      expect(c.matches).toHaveLength(OPERATIONS.length);
      expect(c.currentMatchId).toBeNull();
      const best = Math.max(...totals);
      expect(c.winners).toEqual(totals.flatMap((t, i) => (t === best ? [i] : [])));
    } finally {
      closeAll(conns);
      await qd?.close();
      await drop();
    }
  });
});
