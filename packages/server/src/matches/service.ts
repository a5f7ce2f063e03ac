import { z } from 'zod';
import type { GameModule } from '@quarterdeck/games';
import {
  CreateCampaignBody,
  CreateMatchBody,
  type CampaignInfo,
  type CreatedMatch,
  type MatchInfo,
  type MyMatch,
  type SeatGrant,
} from '@quarterdeck/sdk';
import { QdError } from '../errors';
import type { MatchRow, SeatRow, Store } from '../storage/store';
import { newId } from '../storage/secrets';
import { MatchHost, newMatchId } from './host';

export interface PresenceSource {
  spectators(matchId: string): Promise<number>;
}

/** A seat credential that stopped being valid: the seat and the generation it had. */
export interface Revoked {
  seat: number;
  gen: number;
}

export interface SeatEvents {
  /**
   * Seats changed: tell connected viewers; disconnect sockets of revoked seat credentials. `started`: this
   * change filled the last seat, so the match was just dealt and everyone at the table needs its view.
   */
  seatsChanged(matchId: string, revoked: Revoked[], started?: boolean): void;
}

const BOT_NAME = 'Bot';

/** Lobby operations: creating matches and campaigns, seats, public info. */
export class MatchService {
  presence: PresenceSource = { spectators: async () => 0 };
  /** Unfinished matches one guest may have created (a cap against abuse). */
  maxOpenMatchesPerPlayer = Infinity;
  seatEvents: SeatEvents = { seatsChanged: () => {} };

  constructor(
    private store: Store,
    private host: MatchHost,
    public publicUrl: string,
  ) {}

  private mod(slug: string): GameModule {
    const m = this.host.gameModule(slug);
    if (!m) throw new QdError('NOT_FOUND', `Unknown game "${slug}"`, 404);
    return m;
  }

  /** Validate the game, player count, bots and the game's own options. */
  private validateSetup(body: z.output<typeof CreateMatchBody>): { mod: GameModule; options: unknown } {
    const mod = this.mod(body.game);
    const n = body.numPlayers;
    if (n < mod.minPlayers || n > mod.maxPlayers) {
      throw new QdError('BAD_REQUEST', `${mod.title} takes ${mod.minPlayers === mod.maxPlayers ? mod.minPlayers : `${mod.minPlayers} to ${mod.maxPlayers}`} players, not ${n}`);
    }
    const parsed = mod.optionsSchema.safeParse(body.options ?? {});
    if (!parsed.success) {
      throw new QdError(
        'BAD_REQUEST',
        `Invalid options for ${mod.title}: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'options'}: ${i.message}`).join('; ')}`,
        400,
        parsed.error.issues.map((i) => ({ path: ['options', ...i.path].join('.'), message: i.message })),
      );
    }
    const countProblem = mod.playerCountOk?.(parsed.data, n);
    if (countProblem) throw new QdError('BAD_REQUEST', countProblem);
    for (const b of body.bots) if (b >= n) throw new QdError('BAD_REQUEST', `Bot seat ${b} does not exist in a ${n}-player match`);
    if (body.bots.length && !mod.game.ai?.enumerate && !mod.bot) throw new QdError('BAD_REQUEST', `${mod.title} has no bot yet`);
    if (body.claimSeat !== undefined && (body.claimSeat >= n || body.bots.includes(body.claimSeat))) {
      throw new QdError('BAD_REQUEST', `Seat ${body.claimSeat} cannot be claimed`);
    }
    if (new Set(body.bots).size === n && n > 0 && body.claimSeat === undefined && body.bots.length === n) {
      // An all-bot match is allowed (a demo for spectators).
    }
    return { mod, options: parsed.data };
  }

  private async checkCap(playerId: string): Promise<void> {
    const open = await this.store.openMatchesCreatedBy(playerId);
    if (open >= this.maxOpenMatchesPerPlayer) {
      throw new QdError('RATE_LIMITED', `You already have ${open} unfinished matches; finish or leave some before creating more`, 429);
    }
  }

  async createMatch(playerId: string, raw: unknown): Promise<CreatedMatch> {
    const body = parse(CreateMatchBody, raw);
    const { options } = this.validateSetup(body);
    await this.checkCap(playerId);
    const id = newMatchId();
    const bots = new Set(body.bots);
    await this.store.db.tx(async (q) => {
      await this.host.insertMatch(q, {
        id,
        game: body.game,
        numPlayers: body.numPlayers,
        options,
        visibility: body.visibility,
        allowSpectators: body.allowSpectators,
        createdBy: playerId,
        campaignId: null,
        seats: Array.from({ length: body.numPlayers }, (_, seat) => ({ seat, bot: bots.has(seat), playerId: null })),
      });
    });
    let grant: SeatGrant | undefined;
    if (body.claimSeat !== undefined) grant = await this.claimSeat(id, body.claimSeat, playerId);
    this.seatEvents.seatsChanged(id, []);
    return { match: await this.info(id), ...(grant ? { grant } : {}) };
  }

  async info(matchId: string): Promise<MatchInfo> {
    const row = await this.store.match(matchId);
    if (!row) throw new QdError('NOT_FOUND', 'No such match', 404);
    return this.describe(row, await this.store.seats(matchId));
  }

  async describe(row: MatchRow, seats: SeatRow[], active?: number[]): Promise<MatchInfo> {
    const mod = this.host.gameModule(row.game);
    let activeSeats = active;
    if (!activeSeats) {
      if (row.status === 'active') {
        const cur = await this.host.load(row.id);
        const ctx = cur?.state?.ctx;
        activeSeats = ctx ? (ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer]).map(Number) : [];
      } else activeSeats = [];
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
        name: s.bot ? (s.name ? `${s.name} (bot)` : BOT_NAME) : s.name,
        bot: s.bot,
        taken: s.bot || s.player_id !== null,
        playerId: s.player_id,
      })),
      freeSeats: seats.filter((s) => !s.bot && s.player_id === null).map((s) => s.seat),
      stateId: row.state_id,
      activeSeats,
      result: row.result,
      campaignId: row.campaign_id,
      spectators: await this.presence.spectators(row.id),
      inviteUrl: `${this.publicUrl}/m/${row.id}`,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    };
  }

  async listOpen(game: string | undefined, limit: number, status: 'open' | 'live' = 'open'): Promise<MatchInfo[]> {
    const rows = status === 'live' ? await this.store.listLiveMatches(game, limit) : await this.store.listOpenMatches(game, limit);
    return Promise.all(rows.map(async (r) => this.describe(r, await this.store.seats(r.id), [])));
  }

  /**
   * Claim a free seat. Concurrent claims of one seat: exactly one wins (a single guarded UPDATE, under the
   * match lock). The claim that fills the last seat starts the match: only then is it dealt.
   */
  async claimSeat(matchId: string, seat: number, playerId: string): Promise<SeatGrant> {
    const row = await this.store.match(matchId);
    if (!row) throw new QdError('NOT_FOUND', 'No such match', 404);
    if (row.status === 'finished') throw new QdError('CONFLICT', 'This match is over', 409);
    if (seat >= row.num_players) throw new QdError('BAD_REQUEST', `This match has seats 1 to ${row.num_players}; there is no seat ${seat + 1}`);
    let started = false;
    const credential = await this.host.exclusive(matchId, () =>
      this.store.db.tx(async (q) => {
        const locked = await this.store.lockMatch(q, matchId);
        if (!locked) throw new QdError('NOT_FOUND', 'No such match', 404);
        const cred = await this.store.claimSeat(matchId, seat, playerId, q);
        if (!cred) return null;
        const seats = await this.store.seats(matchId, q);
        if (locked.status === 'open' && seats.every((s) => s.bot || s.player_id !== null)) {
          await this.host.start(q, locked);
          started = true;
        }
        return cred;
      }),
    );
    if (!credential) {
      const seats = await this.store.seats(matchId);
      const s = seats.find((x) => x.seat === seat);
      if (s?.player_id === playerId) throw new QdError('CONFLICT', 'You already hold this seat; ask for a new credential instead', 409);
      if (seats.some((x) => x.player_id === playerId)) throw new QdError('CONFLICT', 'You already hold another seat in this match', 409);
      if (seats.every((x) => x.bot || x.player_id !== null)) throw new QdError('CONFLICT', 'This match is full', 409);
      throw new QdError('CONFLICT', `Seat ${seat + 1} is already taken`, 409);
    }
    this.host.forget(matchId);
    this.seatEvents.seatsChanged(matchId, [], started);
    return { matchId, seat, credential };
  }

  /** Leave a seat: before the start it becomes free; during play the bot takes it over. */
  async leaveSeat(matchId: string, seat: number, playerId: string): Promise<void> {
    const revokedGen = await this.host.exclusive(matchId, () =>
      this.store.db.tx(async (q) => {
        // Under the match lock: a claim that just started the match turns this leave into a bot takeover.
        const locked = await this.store.lockMatch(q, matchId);
        if (!locked) throw new QdError('NOT_FOUND', 'No such match', 404);
        if (locked.status === 'finished') throw new QdError('CONFLICT', 'This match is over', 409);
        return locked.status === 'open' ? this.store.freeSeat(q, matchId, seat, playerId) : this.store.seatToBot(q, matchId, seat, playerId);
      }),
    );
    if (revokedGen === null) throw new QdError('FORBIDDEN', 'You do not hold this seat', 403);
    this.host.forget(matchId);
    this.seatEvents.seatsChanged(matchId, [{ seat, gen: revokedGen }]);
  }

  async renewCredential(matchId: string, seat: number, playerId: string): Promise<SeatGrant> {
    const renewed = await this.host.exclusive(matchId, () =>
      this.store.db.tx(async (q) => {
        if (!(await this.store.lockMatch(q, matchId))) throw new QdError('NOT_FOUND', 'No such match', 404);
        return this.store.rotateCredential(q, matchId, seat, playerId);
      }),
    );
    if (!renewed) throw new QdError('FORBIDDEN', 'You do not hold this seat', 403);
    this.host.forget(matchId);
    this.seatEvents.seatsChanged(matchId, [{ seat, gen: renewed.revokedGen }]);
    return { matchId, seat, credential: renewed.credential };
  }

  async myMatches(playerId: string): Promise<MyMatch[]> {
    const rows = await this.store.matchesOfPlayer(playerId);
    return Promise.all(
      rows.map(async (r: any) => {
        const active: number[] =
          r.status !== 'active' ? [] : r.active_players ? Object.keys(r.active_players).map(Number) : r.current_player !== null ? [Number(r.current_player)] : [];
        const match = await this.describe(r, await this.store.seats(r.id), active);
        return { match, seat: r.seat, yourTurn: active.includes(r.seat) };
      }),
    );
  }

  // ----- campaigns -----

  async createCampaign(playerId: string, raw: unknown): Promise<{ campaign: CampaignInfo; match: MatchInfo; grant?: SeatGrant }> {
    const body = parse(CreateCampaignBody, raw);
    const { mod, options } = this.validateSetup({ ...body, claimSeat: body.claimSeat });
    if (!mod.campaign) throw new QdError('BAD_REQUEST', `${mod.title} has no campaign`);
    await this.checkCap(playerId);
    const campaignId = newId(9);
    const matchId = newMatchId();
    const bots = new Set(body.bots);
    await this.store.db.tx(async (q) => {
      await this.store.insertCampaign(q, {
        id: campaignId,
        name: body.name ?? `${mod.title} campaign`,
        game: body.game,
        num_players: body.numPlayers,
        options: options as Record<string, unknown>,
        settings: { visibility: body.visibility, allowSpectators: body.allowSpectators, bots: [...bots] },
        created_by: playerId,
        roster: Array.from({ length: body.numPlayers }, (_, i) => ({ playerId: null, bot: bots.has(i) })),
        totals: Array.from({ length: body.numPlayers }, () => 0),
      });
      await this.host.insertMatch(q, {
        id: matchId,
        game: body.game,
        numPlayers: body.numPlayers,
        options,
        visibility: body.visibility,
        allowSpectators: body.allowSpectators,
        createdBy: playerId,
        campaignId,
        seats: Array.from({ length: body.numPlayers }, (_, seat) => ({ seat, bot: bots.has(seat), playerId: null })),
      });
      await this.store.addCampaignMatch(q, campaignId, 0, matchId);
    });
    let grant: SeatGrant | undefined;
    if (body.claimSeat !== undefined) grant = await this.claimSeat(matchId, body.claimSeat, playerId);
    return { campaign: await this.campaign(campaignId), match: await this.info(matchId), ...(grant ? { grant } : {}) };
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
        return { index: i, playerId: pid, name: s?.bot ? BOT_NAME : pid ? (names.get(pid) ?? null) : null, bot: !!s?.bot };
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

export function parse<T extends z.ZodType>(schema: T, raw: unknown): z.output<T> {
  const r = schema.safeParse(raw);
  if (!r.success) {
    const issues = r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw new QdError('BAD_REQUEST', issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; '), 400, issues);
  }
  return r.data;
}

function iso(d: Date | string): string {
  return d instanceof Date ? d.toISOString() : new Date(d).toISOString();
}
