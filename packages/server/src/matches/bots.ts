import { randomBot, type GameModule } from '@quarterdeck/games';
import type { Logger } from '../log';
import type { Store } from '../storage/store';
import type { MatchHost } from './host';
import { activeSeats, viewFor } from './views';

/**
 * Plays seats reserved for bots (or abandoned by their players) from the server, through the same
 * pipeline as people, choosing from that seat's own view only (never the full state).
 */
export class BotRunner {
  private scheduled = new Set<string>();
  private stopped = false;
  private timers = new Set<NodeJS.Timeout>();
  /**
   * Which seats of a match are bots, so a commit in a match of people costs no query. Cleared when
   * seats change (here, or on another instance through the gateway); entries also expire, in case
   * such a notice was lost (Redis away).
   */
  private botSeats = new Map<string, { seats: Set<string>; at: number }>();
  static readonly BOT_SEATS_TTL_MS = 30_000;
  private static readonly MAX_CACHED = 20_000;

  constructor(
    private host: MatchHost,
    private store: Store,
    private delayMs: number,
    private log: Logger,
  ) {}

  kick(matchId: string): void {
    if (this.stopped || this.scheduled.has(matchId)) return;
    // A match known to have no bot seats needs no timer.
    const hit = this.botSeats.get(matchId);
    if (hit && hit.seats.size === 0 && Date.now() - hit.at < BotRunner.BOT_SEATS_TTL_MS) return;
    this.scheduled.add(matchId);
    const t = setTimeout(() => {
      this.timers.delete(t);
      this.scheduled.delete(matchId);
      this.step(matchId).catch((e) => this.log.warn({ matchId, err: String(e?.message ?? e) }, 'bot step failed'));
    }, this.delayMs);
    this.timers.add(t);
  }

  /** Seats changed (a player left and a bot took over, a match was seated): forget what we knew. */
  seatsChanged(matchId: string): void {
    this.botSeats.delete(matchId);
  }

  /** The match is over: nothing to remember. */
  finished(matchId: string): void {
    this.botSeats.delete(matchId);
  }

  private async botsOf(matchId: string): Promise<Set<string>> {
    const hit = this.botSeats.get(matchId);
    if (hit && Date.now() - hit.at < BotRunner.BOT_SEATS_TTL_MS) return hit.seats;
    const seats = new Set((await this.store.seats(matchId)).filter((s) => s.bot).map((s) => String(s.seat)));
    if (this.botSeats.size >= BotRunner.MAX_CACHED) this.botSeats.delete(this.botSeats.keys().next().value!);
    this.botSeats.set(matchId, { seats, at: Date.now() });
    return seats;
  }

  /** Make one move for one bot seat that is to act, if any; the commit hook kicks the next. */
  async step(matchId: string): Promise<boolean> {
    const cur = await this.host.load(matchId);
    if (!cur || cur.row.status !== 'active' || !cur.state) return false;
    const state = cur.state;
    const bots = await this.botsOf(matchId);
    if (bots.size === 0) return false;
    const mod = this.host.gameModule(cur.row.game) as GameModule;
    for (const seat of activeSeats(state.ctx)) {
      if (!bots.has(seat)) continue;
      const view = viewFor(mod, state, seat) as any;
      const choice = mod.bot ? mod.bot(view, seat, Math.random) : randomBot(mod, view, seat, Math.random);
      if (!choice) {
        this.log.warn({ matchId, seat }, 'bot found no legal action');
        continue;
      }
      const res = await this.host.act(
        matchId,
        { seat: Number(seat), gen: null },
        {
          type: choice.kind === 'move' ? 'MAKE_MOVE' : 'GAME_EVENT',
          name: choice.name,
          args: choice.args,
          stateId: state._stateID,
        },
      );
      if (!res.ok) {
        this.log.warn({ matchId, seat, code: res.code, message: res.message, move: choice.name }, 'bot action refused');
        if (res.code === 'STALE' || res.code === 'UNAVAILABLE') this.kick(matchId);
        return false;
      }
      return true;
    }
    return false;
  }

  /** After a restart: resume every active match in which a bot is to move. */
  async resumeAll(): Promise<void> {
    const r = await this.store.db.query<{ id: string }>(
      `SELECT DISTINCT m.id FROM matches m JOIN seats s ON s.match_id = m.id WHERE m.status = 'active' AND s.bot LIMIT 10000`,
    );
    for (const { id } of r.rows) this.kick(id);
  }

  stop(): void {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }
}
