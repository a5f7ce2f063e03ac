import { toJSONSchema, type z } from 'zod';
import type { GameModule } from '@quarterdeck/games';
import { CreateCampaignBody, CreateMatchBody, type CampaignInfo, type CreatedMatch, type MatchInfo, type SeatGrant } from '@quarterdeck/sdk';
import { QdError } from '../errors';
import type { Store } from '../storage/store';
import { newId } from '../storage/secrets';
import { Signal } from '../util/signal';
import type { MatchDescriber } from './describe';
import { type MatchHost, newMatchId } from './host';

/** A seat credential that stopped being valid: the seat and the generation it had. */
export interface Revoked {
  seat: number;
  gen: number;
}

const readOnlyCache = new WeakMap<GameModule, Set<string>>();
/** The option keys a game's schema marks readOnly (its JSON Schema's top-level properties). */
function readOnlyOptions(mod: GameModule): Set<string> {
  let keys = readOnlyCache.get(mod);
  if (!keys) {
    let props: Record<string, { readOnly?: boolean }> = {};
    try {
      props = (toJSONSchema(mod.optionsSchema, { unrepresentable: 'any', io: 'input' }) as { properties?: typeof props }).properties ?? {};
    } catch {
      /* a schema JSON Schema cannot describe has no readOnly options */
    }
    keys = new Set(Object.entries(props).flatMap(([k, v]) => (v?.readOnly ? [k] : [])));
    readOnlyCache.set(mod, keys);
  }
  return keys;
}

/** How long a rematch keeps each seat for the player who sat there (then anyone may take it). */
const REMATCH_RESERVE_SECONDS = 15 * 60;

/** A change of a match's seating, announced after its transaction commits. */
interface SeatChange {
  matchId: string;
  /** Credentials that stopped being valid: their sockets are disconnected. */
  revoked: Revoked[];
  /** This change filled the last seat: the match was just dealt and everyone at the table needs its view. */
  started: boolean;
}

/** Lobby operations that change things: creating matches and campaigns, taking, leaving and renewing seats. */
export class MatchService {
  /** Every change of a match's seating (the gateway, the bots and other instances listen). */
  readonly seatsChanged = new Signal<SeatChange>();
  /** A finished match got its rematch (everyone at its table is told). */
  readonly rematched = new Signal<{ matchId: string; rematchId: string }>();

  constructor(
    private store: Store,
    private host: MatchHost,
    private describer: MatchDescriber,
    /** Unfinished matches one guest may have created (a cap against abuse). */
    private maxOpenMatchesPerPlayer: number,
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
      throw new QdError(
        'BAD_REQUEST',
        `${mod.title} takes ${mod.minPlayers === mod.maxPlayers ? mod.minPlayers : `${mod.minPlayers} to ${mod.maxPlayers}`} players, not ${n}`,
        400,
        undefined,
        { code: 'playerCount', params: { min: mod.minPlayers, max: mod.maxPlayers, n } },
      );
    }
    // Options a game marks readOnly are set by its campaign's progression, never by whoever opens a room.
    const fixed = Object.keys(body.options ?? {}).filter((k) => readOnlyOptions(mod).has(k));
    if (fixed.length) {
      throw new QdError(
        'BAD_REQUEST',
        `Invalid options for ${mod.title}: ${fixed.join(', ')} can only be set by a campaign`,
        400,
        fixed.map((k) => ({ path: `options.${k}`, message: 'set by the campaign' })),
      );
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
    if (countProblem) {
      const r = typeof countProblem === 'string' ? { code: '', text: countProblem } : countProblem;
      throw new QdError('BAD_REQUEST', r.text, 400, undefined, r.code ? { code: r.code, ...(r.params ? { params: r.params } : {}) } : undefined);
    }
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
    this.seatsChanged.emit({ matchId: id, revoked: [], started: false });
    return { match: await this.describer.info(id), ...(grant ? { grant } : {}) };
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
    this.seatsChanged.emit({ matchId, revoked: [], started });
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
    this.seatsChanged.emit({ matchId, revoked: [{ seat, gen: revokedGen }], started: false });
  }

  /**
   * A rematch of a finished match: the same game, options, visibility and seating. The first player of the
   * finished match to ask creates it and takes their seat in it; the other players' seats are kept for them
   * for REMATCH_RESERVE_SECONDS (then anyone may take them), bots keep theirs; everyone at the finished table
   * is told (`rematch`). Whoever asks again gets the same rematch and their own seat in it.
   */
  async rematch(matchId: string, playerId: string): Promise<{ match: MatchInfo; grant: SeatGrant | null; created: boolean }> {
    const old = await this.store.match(matchId);
    if (!old) throw new QdError('NOT_FOUND', 'No such match', 404);
    if (old.status !== 'finished') throw new QdError('CONFLICT', 'A rematch can be asked for once the game is over', 409);
    if (old.campaign_id) throw new QdError('CONFLICT', 'A campaign goes on with its next game, not a rematch', 409);
    const seats = await this.store.seats(matchId);
    const mine = seats.find((s) => s.player_id === playerId);
    if (!mine) throw new QdError('FORBIDDEN', 'Only the players of this match can ask for a rematch', 403);
    let created = false;
    const id = await this.store.db.tx(async (q) => {
      // The finished match's row lock orders concurrent askers: the first creates, the others find it.
      await this.store.lockMatch(q, matchId);
      const existing = await this.store.rematchOf(matchId, q);
      if (existing) return existing;
      const nextId = newMatchId();
      await this.store.insertMatch(q, {
        id: nextId,
        game: old.game,
        numPlayers: old.num_players,
        options: old.options,
        visibility: old.visibility,
        allowSpectators: old.allow_spectators,
        createdBy: playerId,
        campaignId: null,
        rematchOf: matchId,
        reserveSeconds: REMATCH_RESERVE_SECONDS,
        // A seat whose player left during the game (a bot took over) is kept for that player too.
        seats: seats.map((s) => ({ seat: s.seat, bot: s.bot && s.player_id === null, playerId: null, reservedFor: s.player_id })),
      });
      created = true;
      return nextId;
    });
    let grant: SeatGrant | null = null;
    const seatNow = (await this.store.seats(id)).find((s) => s.seat === mine.seat);
    if (seatNow && seatNow.player_id === null) grant = await this.claimSeat(id, mine.seat, playerId);
    if (created) this.rematched.emit({ matchId, rematchId: id });
    return { match: await this.describer.info(id), grant, created };
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
    this.seatsChanged.emit({ matchId, revoked: [{ seat, gen: renewed.revokedGen }], started: false });
    return { matchId, seat, credential: renewed.credential };
  }

  // ----- campaigns -----

  async createCampaign(playerId: string, raw: unknown): Promise<{ campaign: CampaignInfo; match: MatchInfo; grant?: SeatGrant }> {
    const body = parse(CreateCampaignBody, raw);
    const { mod, options: asked } = this.validateSetup({ ...body, claimSeat: body.claimSeat });
    if (!mod.campaign) throw new QdError('BAD_REQUEST', `${mod.title} has no campaign`);
    // A campaign may fix its first match (e.g. the first of a series of operations).
    const options = mod.campaign.firstOptions ? mod.campaign.firstOptions(asked) : asked;
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
    // As for a room: a first match whose seats are all bots starts now (its bots are woken).
    this.seatsChanged.emit({ matchId, revoked: [], started: false });
    let grant: SeatGrant | undefined;
    if (body.claimSeat !== undefined) grant = await this.claimSeat(matchId, body.claimSeat, playerId);
    return { campaign: await this.describer.campaign(campaignId), match: await this.describer.info(matchId), ...(grant ? { grant } : {}) };
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
