import type { State } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import { defaultResult, takeIllegalReason, undoableEntry, type GameModule, type MatchResult } from '@quarterdeck/games';
import type { Ack, ActionMessage, MatchStatus } from '@quarterdeck/sdk';
import type { Logger } from '../log';
import type { Queryable } from '../storage/db';
import { DbUnavailableError } from '../storage/db';
import { newId, newSeed } from '../storage/secrets';
import type { MatchRow, MatchStart, Store } from '../storage/store';
import { QdError, UNAVAILABLE_MESSAGE } from '../errors';
import { Signal } from '../util/signal';
import { KeyedQueue } from './serial';
import { prepareGame, quietly, reduceAction, storable, withEntropy, type Hosted } from './reduce';
import { turnOf } from './views';

/**
 * Who sends an action: a seat, with the generation of the credential its socket was admitted with, or the
 * server itself (`gen` null: bots). A seat's action commits only while that credential is the seat's own.
 */
interface Actor {
  seat: number;
  gen: number | null;
}

/** An action's outcome as its sender is told it. */
export type Outcome = Ack<{ stateId: number }>;

/**
 * How an action's sender is answered, exactly once. `update` is whatever the broadcast put with a
 * committed action's answer (the sender's own update: one message instead of two).
 */
type Reply = (outcome: Outcome, update?: unknown) => void;

/** The sender of a committed action, as the broadcast sees it. */
export interface Sender extends Actor {
  /** Where it came from (a socket id), so the broadcast can leave that socket out of its room. */
  via?: string;
  /** Answer the sender now with its own update; false when it was answered already (or has no answer channel). */
  answer(update: unknown): boolean;
}

/** A committed action, announced after its transaction commits. */
export interface Committed {
  matchId: string;
  game: string;
  campaignId: string | null;
  /** The state the action was applied to (unchanged: see reduce). */
  prevState: State;
  state: State;
  /** The raw log entries this action appended (redacted per viewer by the broadcaster). */
  newLog: unknown[];
  status: MatchStatus;
  result: MatchResult | null;
  /** Every seat's credential generation when the action committed: views go to these credentials' sockets only. */
  seatGens: number[];
  sender: Sender;
  /** The sender may take this action back (until someone acts): its update says so. */
  undoable: boolean;
}

interface Cached {
  row: MatchRow;
  state: State;
}

/** A match as loaded: a room still waiting for players has no state yet (nothing is dealt before the start). */
type Loaded = Cached | { row: MatchRow; state: null };

const MAX_CACHE = 5000;

/**
 * The match pipeline (docs/ARCHITECTURE.md): parse and authenticate (the gateway) -> serialise per match ->
 * reduce with boardgame.io -> commit state + log in one statement guarded by state_id and the sender's
 * credential generation -> announce `committed` (broadcast, bots, campaigns listen) -> answer the sender.
 * Only MAKE_MOVE and explicitly enabled GAME_EVENTs reach the reducer.
 */
export class MatchHost {
  private queue = new KeyedQueue();
  private cache = new Map<string, Cached>();
  private hosted = new Map<string, Hosted>();
  /** Every committed action, after its commit. Listeners run in subscription order; one that throws stops no other. */
  readonly committed: Signal<Committed>;
  /** Every action's outcome ('ok' or an error code) and how long it took, for metrics. */
  readonly acted = new Signal<{ outcome: string; seconds: number }>();

  constructor(
    private store: Store,
    private registry: Record<string, GameModule>,
    private log: Logger,
    /**
     * Store the full state every this many moves (and at the end of the game). In between, a move writes
     * only its log entries and a few small columns; a cold load replays the actions since the snapshot.
     */
    private snapshotEvery: number,
  ) {
    this.committed = new Signal<Committed>((e) =>
      this.log.error({ err: e instanceof Error ? { message: e.message, stack: e.stack } : String(e) }, 'a listener of a commit failed'),
    );
  }

  gameModule(slug: string): GameModule | undefined {
    return Object.prototype.hasOwnProperty.call(this.registry, slug) ? this.registry[slug] : undefined;
  }

  private host(slug: string): Hosted {
    let h = this.hosted.get(slug);
    if (!h) {
      const mod = this.gameModule(slug);
      if (!mod) throw new QdError('NOT_FOUND', `Unknown game "${slug}"`);
      h = prepareGame(mod);
      this.hosted.set(slug, h);
    }
    return h;
  }

  /**
   * Deal a match: its initial state from a fresh cryptographic seed (never Date.now()), made at the moment
   * the match starts and never before, so nobody can read a hand while the room waits for players.
   */
  deal(slug: string, numPlayers: number, options: unknown): MatchStart {
    const h = this.host(slug);
    const seed = newSeed();
    const state = storable(InitializeGame({ game: { ...h.game, seed }, numPlayers, setupData: { options } }) as State);
    return { state, stateId: state._stateID, seed, active: turnOf(state) };
  }

  /** Insert a new match (in the caller's transaction); dealt at once only when every seat is already filled. */
  async insertMatch(
    q: Queryable,
    p: {
      id: string;
      game: string;
      numPlayers: number;
      options: unknown;
      visibility: string;
      allowSpectators: boolean;
      createdBy: string | null;
      campaignId: string | null;
      seats: Array<{ seat: number; bot: boolean; playerId: string | null }>;
    },
  ): Promise<void> {
    const full = p.seats.every((s) => s.bot || s.playerId !== null);
    await this.store.insertMatch(q, { ...p, ...(full ? { start: this.deal(p.game, p.numPlayers, p.options) } : {}) });
  }

  /** Start an open match whose seats are now all filled (in the seat claim's transaction, under the match lock). */
  async start(q: Queryable, m: { id: string; game: string; num_players: number; options: unknown }): Promise<void> {
    await this.store.startMatch(q, m.id, this.deal(m.game, m.num_players, m.options));
    this.forget(m.id);
  }

  /**
   * Current state and row, from the cache when it is known to be current. `fresh` asks for the stored
   * state; `known` is the match's row as just read by the caller, which then stands for that read.
   */
  async load(matchId: string, fresh = false, known?: MatchRow): Promise<Loaded | null> {
    const c = this.cache.get(matchId);
    if (c && !fresh) return c;
    if (c) {
      // Asked for the stored state: when the row says the match is still where the cache has it, only the
      // small columns are read; the snapshot and its replay are read only when the match has moved on.
      const head = known ?? (await this.store.match(matchId));
      if (!head) return null;
      if (head.state_id === c.row.state_id && head.status !== 'open') {
        const entry = { row: head, state: c.state };
        this.remember(matchId, entry);
        return entry;
      }
    } else if (known?.status === 'open') return { row: known, state: null };
    const row = await this.store.matchWithState(matchId);
    if (!row) return null;
    const { state: snapshot, replay, ...rest } = row;
    if (rest.status === 'open' || snapshot === null) return { row: rest as MatchRow, state: null };
    const state = replay.length ? this.replay(rest.game, snapshot as State, replay, rest.state_id) : (snapshot as State);
    const entry = { row: rest as MatchRow, state };
    this.remember(matchId, entry);
    return entry;
  }

  /**
   * Bring a snapshot up to date by running the logged actions through the reducer again, each with the
   * entropy it was first reduced with. Moves are deterministic given that, so this gives back the state each
   * action committed; a log that does not lead exactly to state_id is refused rather than served.
   */
  private replay(game: string, snapshot: State, actions: Array<{ state_id: number; action: any; entropy?: string }>, stateId: number): State {
    const h = this.host(game);
    let s = snapshot;
    // The state before the last action replayed: what an undo of that action goes back to.
    let before: State | null = null;
    try {
      quietly(() => {
        for (const { state_id, action, entropy } of actions) {
          if (action?.type === UNDO) {
            if (!before) throw new Error(`replaying the log of ${game}: an undo at state ${state_id} with nothing before it`);
            s = { ...before, _stateID: state_id };
            before = null;
            continue;
          }
          const next = h.reducer(entropy ? withEntropy(s, entropy) : s, action) as State;
          if (next._stateID !== state_id || (next as any).transients?.error) throw new Error(`replaying the log of ${game} diverged at state ${state_id}`);
          before = s;
          s = next;
        }
      });
    } finally {
      takeIllegalReason();
    }
    if (s._stateID !== stateId) throw new Error(`the log of ${game} ends at state ${s._stateID}, the match is at ${stateId}`);
    return storable(s);
  }

  private remember(matchId: string, entry: Cached): void {
    if (this.cache.size >= MAX_CACHE && !this.cache.has(matchId)) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.delete(matchId);
    this.cache.set(matchId, entry);
  }

  /** Where this instance's own record (its cache) has each of these matches; matches it does not hold are left out. */
  knownStateIds(ids: string[]): Map<string, number> {
    const out = new Map<string, number>();
    for (const id of ids) {
      const c = this.cache.get(id);
      if (c) out.set(id, c.row.state_id);
    }
    return out;
  }

  forget(matchId: string): void {
    this.cache.delete(matchId);
  }

  /** Serialise any work on one match with its actions (seat changes, status changes). */
  exclusive<T>(matchId: string, fn: () => Promise<T>): Promise<T> {
    return this.queue.run(matchId, fn);
  }

  /**
   * Apply one action. Never throws for bad input: the outcome goes to `reply` (once) and is returned. A
   * committed action is announced to every `committed` listener, whatever one of them throws, and its
   * sender is told it committed (with its own update when the broadcast gave one).
   */
  act(matchId: string, actor: Actor, msg: ActionMessage, reply: Reply = () => {}, via?: string): Promise<Outcome> {
    const started = process.hrtime.bigint();
    return this.answered(
      matchId,
      reply,
      (answer) => this.actNow(matchId, actor, msg, answer, via),
      (r) => this.acted.emit({ outcome: r.ok ? 'ok' : r.code, seconds: Number(process.hrtime.bigint() - started) / 1e9 }),
    );
  }

  /**
   * Run `work` in the match's queue; its outcome (or the failure it threw) goes to `reply` exactly once,
   * unless `work` answered earlier through the callback it is given; `done` sees the outcome in the queue.
   */
  private answered(
    matchId: string,
    reply: Reply,
    work: (answer: (outcome: Outcome, update?: unknown) => boolean) => Promise<Outcome>,
    done?: (r: Outcome) => void,
  ): Promise<Outcome> {
    let answered = false;
    const answer = (outcome: Outcome, update?: unknown) => {
      if (answered) return false;
      answered = true;
      reply(outcome, update);
      return true;
    };
    return this.queue.run(matchId, async () => {
      let r: Outcome;
      try {
        r = await work(answer);
      } catch (e) {
        r = this.failure(matchId, e);
      }
      answer(r);
      done?.(r);
      return r;
    });
  }

  /**
   * Take back the seat's own last action (the platform's undo, as on Rally the Troops): allowed while it is
   * the match's latest action, it was the seat's own, the game marked it undoable (it revealed nothing) and
   * it drew no randomness. The match goes back to the state before it, as a new state (the log keeps both
   * the action and its undo), written whole so no replay ever needs to look behind an undo.
   */
  undo(matchId: string, actor: Actor, stateId: number, reply: Reply = () => {}, via?: string): Promise<Outcome> {
    return this.answered(matchId, reply, (answer) => this.undoNow(matchId, actor, stateId, answer, via));
  }

  private async undoNow(matchId: string, actor: Actor, stateId: number, answer: (o: Outcome, update?: unknown) => boolean, via?: string): Promise<Outcome> {
    const { seat, gen } = actor;
    const cur = await this.load(matchId, true);
    if (!cur) return { ok: false, code: 'NOT_FOUND', message: 'No such match' };
    const { row, state } = cur;
    if (row.status === 'open' || !state) return { ok: false, code: 'NOT_STARTED', message: 'The match starts when every seat is taken.' };
    if (gen !== null && (row.seat_gens[seat] ?? 0) > gen) return REVOKED;
    if (row.status === 'finished' || state.ctx.gameover !== undefined) return { ok: false, code: 'GAME_OVER', message: 'The game is over.' };
    if (stateId !== state._stateID)
      return { ok: false, code: 'STALE', message: `Your view was out of date (state ${stateId}, now ${state._stateID}); it has been refreshed.` };
    const last = await this.store.lastAction(matchId);
    const entry = last?.entry;
    if (
      !last ||
      last.state_id !== state._stateID ||
      entry?.action?.type !== 'MAKE_MOVE' ||
      entry.action.payload?.playerID !== String(seat) ||
      !undoableEntry(entry)
    ) {
      return {
        ok: false,
        code: 'ILLEGAL',
        message: 'Only your own last action can be taken back, while it revealed nothing and nobody has acted since.',
        reason: { code: 'cannotUndo' },
      };
    }
    const from = await this.store.replayTo(matchId, state._stateID - 1);
    if (!from || from.start === null) throw new Error(`the state before ${state._stateID} of ${matchId} cannot be rebuilt`);
    const before = this.replay(row.game, from.start as State, from.replay, state._stateID - 1);
    const next = { ...before, _stateID: state._stateID + 1 } as State;
    const undoEntry = {
      action: { type: UNDO, payload: { type: 'undo', args: [], playerID: String(seat), undoes: state._stateID } },
      _stateID: state._stateID,
      turn: state.ctx.turn,
      phase: state.ctx.phase ?? null,
    };
    const committed = await this.store.commitAlone({
      id: matchId,
      prevStateId: state._stateID,
      state: next,
      stateId: next._stateID,
      snapshotId: next._stateID,
      active: turnOf(next),
      logFrom: row.log_length,
      log: [undoEntry],
      status: 'active',
      result: null,
      seat,
      gen,
    });
    if (!committed.written) {
      this.forget(matchId);
      return { ok: false, code: 'STALE', message: 'The match changed while your undo was applied; your view has been refreshed.' };
    }
    const seatGens = committed.seatGens;
    this.remember(matchId, {
      row: { ...row, state_id: next._stateID, snapshot_id: next._stateID, log_length: row.log_length + 1, seat_gens: seatGens },
      state: next,
    });
    const sender: Sender = { seat, gen, via, answer: (update) => answer({ ok: true, stateId: next._stateID }, update) };
    this.committed.emit({
      matchId,
      game: row.game,
      campaignId: row.campaign_id,
      prevState: state,
      state: next,
      newLog: [undoEntry],
      status: 'active',
      result: null,
      seatGens,
      sender,
      undoable: false,
    });
    return { ok: true, stateId: next._stateID };
  }

  private failure(matchId: string, e: unknown): Outcome {
    this.forget(matchId);
    if (e instanceof QdError) return { ok: false, code: e.code, message: e.message };
    if (e instanceof DbUnavailableError) {
      this.log.warn({ matchId, err: String((e as any).cause?.message ?? e) }, 'database unavailable during action');
      return { ok: false, code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGE };
    }
    this.log.error({ matchId, err: e instanceof Error ? { message: e.message, stack: e.stack } : String(e) }, 'action failed');
    return { ok: false, code: 'INTERNAL', message: 'The server could not apply this action; nothing was changed.' };
  }

  private async actNow(matchId: string, actor: Actor, msg: ActionMessage, answer: (o: Outcome, update?: unknown) => boolean, via?: string): Promise<Outcome> {
    const { seat, gen } = actor;
    for (let attempt = 0; ; attempt++) {
      const cur = await this.load(matchId, attempt > 0);
      if (!cur) return { ok: false, code: 'NOT_FOUND', message: 'No such match' };
      const { row, state } = cur;
      if (row.status === 'open' || !state) return { ok: false, code: 'NOT_STARTED', message: 'The match starts when every seat is taken.' };
      // Generations only grow: a newer one known here means this credential is revoked for certain.
      if (gen !== null && (row.seat_gens[seat] ?? 0) > gen) return REVOKED;
      if (row.status === 'finished' || state.ctx.gameover !== undefined) return { ok: false, code: 'GAME_OVER', message: 'The game is over.' };
      if (msg.stateId !== state._stateID) {
        // Another instance may have moved the match on: judge against the stored state, not our cache.
        if (attempt === 0) continue;
        return { ok: false, code: 'STALE', message: `Your view was out of date (state ${msg.stateId}, now ${state._stateID}); it has been refreshed.` };
      }
      const h = this.host(row.game);
      // Fresh secret entropy for this action's randomness (reduce.ts, withEntropy), kept with its log entry.
      const entropy = newSeed();
      const onThrow = (e: unknown) => this.log.warn({ game: h.mod.slug, move: msg.name, err: e instanceof Error ? e.message : String(e) }, 'move threw');
      const outcome = reduceAction(h, state, seat, msg, onThrow, entropy);
      if (!outcome.ok) {
        // Refused on the state this instance knows. If another instance has moved the match on and its
        // broadcast never reached this client (Redis lost), judge again on the stored state: the client
        // then gets STALE and a fresh sync instead of a refusal it cannot make sense of.
        if (attempt === 0 && (await this.store.stateIdOf(matchId)) !== state._stateID) continue;
        return outcome;
      }
      const next = outcome.state;
      const delta = next.deltalog ?? [];
      // The action's own entry comes first; the events it triggered follow (store.matchWithState replays the first).
      const newLog = delta.length ? [{ ...delta[0], entropy }, ...delta.slice(1)] : delta;
      const status: MatchStatus = next.ctx.gameover !== undefined ? 'finished' : 'active';
      const result = status === 'finished' ? resultOf(h.mod, next) : null;
      const stored = storable(next);
      // A finished match is stored whole, so it loads without replay for as long as it is kept.
      const snapshot = status === 'finished' || next._stateID - row.snapshot_id >= this.snapshotEvery;
      const committed = await this.store.commitAlone({
        id: matchId,
        prevStateId: state._stateID,
        state: snapshot ? stored : null,
        stateId: next._stateID,
        snapshotId: snapshot ? next._stateID : row.snapshot_id,
        active: turnOf(next),
        logFrom: row.log_length,
        log: newLog,
        status,
        result,
        seat,
        gen,
      });
      if (!committed.written) {
        // Another instance wrote this match first, or the credential was revoked: read the row and judge again.
        this.forget(matchId);
        if (attempt < 2) continue;
        return { ok: false, code: 'STALE', message: 'The match changed while your action was applied; your view has been refreshed.' };
      }
      const stateId = next._stateID;
      const seatGens = committed.seatGens;
      const snapshotId = snapshot ? stateId : row.snapshot_id;
      this.remember(matchId, {
        row: { ...row, state_id: stateId, snapshot_id: snapshotId, log_length: row.log_length + newLog.length, status, result, seat_gens: seatGens },
        state: stored as State,
      });
      const sender: Sender = { seat, gen, via, answer: (update) => answer({ ok: true, stateId }, update) };
      // A seat's (not a bot's) undoable move may be taken back by that seat until someone acts.
      const undoable = gen !== null && status === 'active' && undoableEntry(newLog[0]);
      this.committed.emit({
        matchId,
        game: row.game,
        campaignId: row.campaign_id,
        prevState: state,
        state: stored as State,
        newLog,
        status,
        result,
        seatGens,
        sender,
        undoable,
      });
      return { ok: true, stateId };
    }
  }
}

/** The log entry of an undo (not a boardgame.io action: replays go back to the state before the undone one). */
const UNDO = 'UNDO';

const REVOKED: Outcome = { ok: false, code: 'UNAUTHORIZED', message: 'This seat credential was revoked' };

/** 12 random base64url characters (72 bits): unguessable, so unlisted matches stay unlisted. */
export function newMatchId(): string {
  return newId(9);
}

function resultOf(mod: GameModule, state: State): MatchResult {
  const view = { G: state.G, ctx: state.ctx };
  if (mod.campaign) return mod.campaign.result(view);
  if (mod.result) return mod.result(view);
  return defaultResult(view);
}
