/**
 * Campaigns move on by themselves: when a campaign's match finishes, its result goes into the standings and
 * the next match is created (the leader of the standings deals, per the game's campaign rules), or the
 * campaign ends. It listens to the match host's commits and works in its own transaction, one at a time per
 * campaign (the campaign row is locked) and at most once per match (a match already recorded is skipped),
 * so a restart can safely look again for finished campaign matches not yet recorded (`resumeAll`).
 */
import type { CampaignAdvance } from '@quarterdeck/sdk';
import type { Logger } from '../log';
import type { Queryable } from '../storage/db';
import type { Store } from '../storage/store';
import { Signal } from '../util/signal';
import type { ViewState } from '@quarterdeck/games';
import { newMatchId, type MatchHost } from './host';
import { viewFor } from './views';

export class CampaignProgress {
  /** A campaign recorded a finished match: its next match (or null when the campaign is over). */
  readonly advanced: Signal<CampaignAdvance>;

  constructor(
    private store: Store,
    private host: MatchHost,
    private log: Logger,
  ) {
    this.advanced = new Signal((e) => this.log.error({ err: String(e) }, 'a listener of a campaign step failed'));
    host.committed.on((c) => {
      if (c.status === 'finished' && c.campaignId) void this.matchFinished(c.campaignId, c.matchId);
    });
  }

  /** Record a finished match of a campaign and move the campaign on (once, whoever asks). */
  async matchFinished(campaignId: string, matchId: string): Promise<void> {
    try {
      const next = await this.store.db.tx((q) => this.advance(q, campaignId, matchId));
      if (next !== undefined) this.advanced.emit({ campaignId, finishedMatchId: matchId, nextMatchId: next });
    } catch (e) {
      this.log.warn({ campaignId, matchId, err: String((e as Error).message) }, 'campaign step failed; it is retried at the next start');
    }
  }

  /** After a restart: every finished campaign match not yet recorded. */
  async resumeAll(): Promise<void> {
    for (const { campaign_id, match_id } of await this.store.unrecordedCampaignMatches()) await this.matchFinished(campaign_id, match_id);
  }

  /** A finished match's final state as a spectator sees it (what a campaign may carry over into public options). */
  private async finishedView(game: string, matchId: string): Promise<ViewState> {
    const loaded = await this.host.load(matchId);
    const mod = this.host.gameModule(game);
    if (!loaded?.state || !mod) throw new Error(`the finished match ${matchId} has no state to carry over`);
    return viewFor(mod, loaded.state, null) as ViewState;
  }

  /** The next match's id, null when the campaign ended, undefined when there was nothing (left) to do. */
  private async advance(q: Queryable, campaignId: string, matchId: string): Promise<string | null | undefined> {
    const c = await this.store.campaign(campaignId, q, true);
    if (!c || c.status !== 'active') return undefined;
    const entry = (await this.store.campaignMatches(campaignId, q)).find((m) => m.match_id === matchId);
    const match = await this.store.match(matchId, q);
    if (!entry || entry.result !== null || !match || match.status !== 'finished' || !match.result) return undefined;
    const rules = this.host.gameModule(c.game)?.campaign;
    if (!rules) return undefined;
    const result = match.result;
    await this.store.setCampaignMatchResult(q, campaignId, matchId, result);
    const totals = c.totals.map((t, i) => t + (result.points[String(i)] ?? 0));
    // Seat i of every match of a campaign is roster place i; the finished match's seating is the roster.
    const roster = (await this.store.seats(matchId, q)).map((s) => ({ playerId: s.player_id, bot: s.bot }));
    if (rules.isComplete(totals, match.options as never)) {
      const best = Math.max(...totals);
      const winners = totals.flatMap((t, i) => (t === best ? [i] : []));
      await this.store.updateCampaign(q, campaignId, { totals, status: 'finished', winners, roster });
      return null;
    }
    const matches = await this.store.campaignMatches(campaignId, q);
    const nextId = newMatchId();
    await this.host.insertMatch(q, {
      id: nextId,
      game: c.game,
      numPlayers: c.num_players,
      options: rules.nextOptions(match.options as never, totals, leaderOf(totals), await this.finishedView(c.game, matchId)),
      visibility: c.settings.visibility,
      allowSpectators: c.settings.allowSpectators,
      createdBy: c.created_by,
      campaignId,
      seats: roster.map((r, i) => ({ seat: i, bot: r.bot, playerId: r.bot ? null : r.playerId })),
    });
    await this.store.addCampaignMatch(q, campaignId, matches.length, nextId);
    await this.store.updateCampaign(q, campaignId, { totals, roster });
    return nextId;
  }
}

function leaderOf(totals: number[]): number {
  let best = 0;
  for (let i = 1; i < totals.length; i++) if (totals[i] > totals[best]) best = i;
  return best;
}
