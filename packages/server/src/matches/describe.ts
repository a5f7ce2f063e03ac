/**
 * The read side of the lobby: matches and campaigns described for players (MatchInfo, CampaignInfo), from
 * the stored rows, who is to act (views.ts, activeSeats) and who is watching (the realtime presence).
 */
import type { CampaignInfo, MatchInfo, MyMatch } from '@quarterdeck/sdk';
import { QdError } from '../errors';
import type { MatchRow, SeatRow, Store } from '../storage/store';
import type { MatchHost } from './host';
import { activeSeats, type Turn } from './views';

/** How many spectators are watching a match, on every instance. */
export interface PresenceSource {
  spectators(matchId: string): Promise<number>;
}

/**
 * Names for the server's bots: naval commanders of the games' periods (both World Wars, both sides). A
 * match's bots get distinct names, the same for as long as the match or its campaign lasts.
 */
const BOT_NAMES = [
  'Beatty',
  'Hipper',
  'Jellicoe',
  'Scheer',
  'Spee',
  'Sturdee',
  'Müller',
  'Cradock',
  'Luckner',
  'Dohna',
  'Dönitz',
  'Horton',
  'Lütjens',
  'Tovey',
  'Raeder',
  'Harwood',
  'Langsdorff',
  'Somerville',
  'Walker',
  'Kretschmer',
  'Prien',
  'Macintyre',
  'Cunningham',
  'Holland',
  'Marschall',
  'Ciliax',
  'Noble',
];

/** The name of the bot in `seat` of the match (or campaign) `key`: distinct for every seat of one match. */
export function botName(key: string, seat: number): string {
  let h = 0;
  for (let i = 0; i < key.length; i++) h = (h * 31 + key.charCodeAt(i)) >>> 0;
  // 27 names and a step of 7 (coprime): up to 27 seats get different names.
  return BOT_NAMES[(h + seat * 7) % BOT_NAMES.length];
}

export class MatchDescriber {
  constructor(
    private store: Store,
    private host: MatchHost,
    private presence: PresenceSource,
    /** The base of invite links (known once the server listens). */
    private publicUrl: () => string,
  ) {}

  async info(matchId: string): Promise<MatchInfo> {
    const row = await this.store.match(matchId);
    if (!row) throw new QdError('NOT_FOUND', 'No such match', 404);
    return this.describe(row, await this.store.seats(matchId));
  }

  async describe(row: MatchRow, seats: SeatRow[], active?: number[]): Promise<MatchInfo> {
    const mod = this.host.gameModule(row.game);
    let toAct = active;
    if (!toAct) {
      const ctx = row.status === 'active' ? (await this.host.load(row.id))?.state?.ctx : undefined;
      toAct = ctx ? activeSeats(ctx).map(Number) : [];
    }
    return {
      matchId: row.id,
      game: row.game,
      title: mod?.title ?? row.game,
      numPlayers: row.num_players,
      options: row.options,
      visibility: row.visibility,
      allowSpectators: row.allow_spectators,
      status: row.status,
      seats: seats.map((s) => ({
        seat: s.seat,
        // A bot that took over a player's seat keeps the player's name; the `bot` flag says who plays it now.
        name: s.bot ? (s.name ?? botName(row.campaign_id ?? row.id, s.seat)) : s.name,
        bot: s.bot,
        taken: s.bot || s.player_id !== null,
        playerId: s.player_id,
        reserved: s.player_id === null && !s.bot && s.reserved_for !== null && new Date(s.reserved_until ?? 0).getTime() > Date.now(),
      })),
      freeSeats: seats.filter((s) => !s.bot && s.player_id === null).map((s) => s.seat),
      stateId: row.state_id,
      activeSeats: toAct,
      result: row.result,
      campaignId: row.campaign_id,
      rematchOf: row.rematch_of,
      rematchId: row.status === 'finished' ? await this.store.rematchOf(row.id) : null,
      spectators: await this.presence.spectators(row.id),
      inviteUrl: `${this.publicUrl()}/m/${row.id}`,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    };
  }

  async listOpen(game: string | undefined, limit: number, status: 'open' | 'live' = 'open'): Promise<MatchInfo[]> {
    const rows = status === 'live' ? await this.store.listLiveMatches(game, limit) : await this.store.listOpenMatches(game, limit);
    return Promise.all(rows.map(async (r) => this.describe(r, await this.store.seats(r.id), [])));
  }

  async myMatches(playerId: string): Promise<MyMatch[]> {
    const rows = await this.store.matchesOfPlayer(playerId);
    return Promise.all(
      rows.map(async (r: any) => {
        const turn: Turn = { currentPlayer: r.current_player, activePlayers: r.active_players };
        const active = r.status === 'active' ? activeSeats(turn).map(Number) : [];
        const match = await this.describe(r, await this.store.seats(r.id), active);
        return { match, seat: r.seat, yourTurn: active.includes(r.seat) };
      }),
    );
  }

  async campaign(id: string): Promise<CampaignInfo> {
    const c = await this.store.campaign(id);
    if (!c) throw new QdError('NOT_FOUND', 'No such campaign', 404);
    const mod = this.host.gameModule(c.game);
    const matches = await this.store.campaignMatches(id);
    // The roster is the seating of the first match; later matches seat the same people.
    const first = matches[0] ? await this.store.seats(matches[0].match_id) : [];
    const names = await this.store.playerNames(first.flatMap((s) => (s.player_id ? [s.player_id] : [])));
    const totals = c.totals;
    const best = Math.max(...totals);
    const current = [...matches].reverse().find((m) => m.status !== 'finished');
    return {
      campaignId: c.id,
      name: c.name,
      game: c.game,
      numPlayers: c.num_players,
      options: c.options,
      status: c.status,
      summary: mod?.campaign?.summary ?? '',
      roster: Array.from({ length: c.num_players }, (_, i) => {
        const s = first.find((x) => x.seat === i);
        const pid = s?.player_id ?? null;
        return { index: i, playerId: pid, name: s?.bot ? botName(c.id, i) : pid ? (names.get(pid) ?? null) : null, bot: !!s?.bot };
      }),
      totals,
      leader: totals.some((t) => t > 0) ? totals.indexOf(best) : null,
      matches: matches.map((m) => ({ ordinal: m.ordinal, matchId: m.match_id, status: m.status as any, result: m.result })),
      currentMatchId: current?.match_id ?? null,
      winners: c.winners,
    };
  }

  async campaignsOf(playerId: string): Promise<CampaignInfo[]> {
    const ids = await this.store.campaignsOfPlayer(playerId);
    return Promise.all(ids.map((id) => this.campaign(id)));
  }
}

function iso(d: Date | string): string {
  return d instanceof Date ? d.toISOString() : new Date(d).toISOString();
}
