/**
 * Atlantic Chase as the game kit sees it (common/engine.ts): setup, the pending decision, and every move
 * with the exact list of arguments it takes. Every move hands its answer to the procedure interpreter
 * (rules/engine.ts), whose top frame checks it. Simultaneous declarations (gunnery, torpedoes, break away)
 * are redacted from other viewers' logs (RULINGS I-39). Pure: no boardgame.io import.
 */
import { reasonText } from '../common/refusal';
import { z } from 'zod';
import { id, idList, smallInt } from '../common/args';
import { applyMove, setupGame, type Engine, type MoveDef } from '../common/engine';
import type { LogEvent } from '../common/log';
import type { Rng } from '../common/rng';
import { modeOf, type AtlanticChaseOptions } from './options';
import { answer, begin } from './rules/engine';
import { newGame, portChecks } from './rules/setup';
import { CAMPAIGN } from './data';
import type { G } from './rules/types';

const hex = z.string().regex(/^\d{4}$/);
const hexes = z.array(hex).min(1).max(15);
const ship = id();
const zoneId = z.enum(['A_FAR', 'A_NEAR', 'CLOSE', 'B_NEAR', 'B_FAR']);
const targets = z.record(ship, ship).refine((o) => Object.keys(o).length <= 20, { message: 'at most 20 entries' });

/** One declaration of the sequence (rules/acts.ts), discriminated by `a`. */
const ActSchema = z.discriminatedUnion('a', [
  z.strictObject({ a: z.literal('TRAJECTORY'), tf: id(), hexes }),
  z.strictObject({ a: z.literal('PASS'), tf: id().nullable(), all: z.boolean() }),
  z.strictObject({ a: z.literal('NAVAL_SEARCH'), tf: id(), target: id(), hex }),
  z.strictObject({ a: z.literal('ENGAGE'), tf: id(), target: id(), hex }),
  z.strictObject({ a: z.literal('AIR_STRIKE'), source: id(), launch: hex, target: id(), hex }),
  z.strictObject({ a: z.literal('STEALTH_ATTACK'), force: id(), target: id() }),
  z.strictObject({ a: z.literal('STEALTH_RECON'), force: id(), hex }),
  z.strictObject({ a: z.literal('SIGNALS'), target: id(), hex }),
  z.strictObject({ a: z.literal('COMPLETION'), tf: id() }),
  z.strictObject({ a: z.literal('SPLIT'), tf: id(), ships: idList(20), identity: id(), moveContact: z.boolean(), moveEM: z.boolean() }),
  z.strictObject({ a: z.literal('MERGE'), keep: id(), other: id() }),
  z.strictObject({ a: z.literal('REINFORCE'), group: id(), into: id().nullable(), identity: id().nullable() }),
  z.strictObject({ a: z.literal('TRANSFER'), tf: id(), to: id() }),
  z.strictObject({ a: z.literal('DISPERSE'), ship: id() }),
]);

const SmokeSpec = z.strictObject({ ship, obscure: idList(2) });
const ManeuverSpec = z.strictObject({ zone: zoneId, smoke: z.boolean(), obscure: idList(2), disperse: z.boolean().optional() });

/** A move's log holds at most 200 events (common/log.ts): past 199, one 'logTruncated' event counts the rest. */
function capped(emit: (e: LogEvent) => void): (e: LogEvent) => void {
  let n = 0;
  return (e) => {
    n += 1;
    if (n < 200) emit(e);
    else if (n === 200) emit({ kind: 'logTruncated' });
  };
}

function answerMove<A extends unknown[]>(name: string, args: z.ZodType<A>, answers: string[], redact = false): MoveDef<G, A> {
  return {
    args,
    answers,
    ...(redact ? { redact: true } : {}),
    apply: (G, m, ...a) => answer({ G, rng: m.rng, emit: capped(m.emit) }, m.seat, { move: name, args: a }),
  };
}

export const moves = {
  /** Solitaire: start the match (the automaton's plan is rolled after this, RULINGS E-4). */
  start: answerMove('start', z.tuple([]), ['start']),
  /** Declare an action or a free operation (p.25). */
  act: answerMove('act', z.tuple([ActSchema]), ['action']),
  /** Seize: attempt (optionally spending a TF's EM), decline (EM on a TF), or Lütjens (p.26, p.10). */
  seize: answerMove('seize', z.tuple([z.enum(['attempt', 'decline', 'lutjens']), id().nullable()]), ['seize']),
  /** Vie: optionally spend a TF's EM (p.26). */
  vie: answerMove('vie', z.tuple([id().nullable()]), ['vie']),
  /** Time Lapse: segments removed from the first and the last end, and the station hex if none is left (p.19). */
  lapse: answerMove('lapse', z.tuple([smallInt(15), smallInt(15), hex.nullable()]), ['lapse']),
  /** Roll a die (true) or use the table (false) (p.20). */
  lapseMode: answerMove('lapseMode', z.tuple([z.boolean()]), ['lapseMode']),
  /** Coordinating force and air-support source with its launch point, each or both absent (p.45, p.47). */
  designate: answerMove('designate', z.tuple([id().nullable(), id().nullable(), hex.nullable()]), ['designate']),
  /** Spend the target's EM marker (p.24, p.46). */
  spendEM: answerMove('spendEM', z.tuple([z.boolean()]), ['spendEM', 'emChoose']),
  /** Choose among the options of a result or a follow-up (p.49-54, p.37, p.39). */
  pick: answerMove('pick', z.tuple([id().nullable()]), ['pick', 'signalsLapse', 'reinforceLapse', 'gensoul', 'leaderTotal', 'leaderRoll']),
  /** Slip: Signals on a TF at a hex, or EM on the target (null, null) (p.54). */
  slip: answerMove('slip', z.tuple([id().nullable(), hex.nullable()]), ['slip']),
  /** Battle deployment smoke (p.55). */
  smoke: answerMove('smoke', z.tuple([z.array(SmokeSpec).max(20)]), ['smoke']),
  /** A faster Surprise: the active player places the target's ships (p.54). */
  place: answerMove('place', z.tuple([z.record(ship, z.enum(['FAR', 'NEAR', 'CLOSE'])).refine((o) => Object.keys(o).length <= 20)]), ['place']),
  /** Gunnery targets, committed simultaneously (p.57, RULINGS I-39). */
  fire: answerMove('fire', z.tuple([targets]), ['fire'], true),
  /** Torpedo targets, committed simultaneously (p.59, RULINGS I-39). */
  torpedo: answerMove('torpedo', z.tuple([targets]), ['torpedo'], true),
  /** One ship's maneuver and smoke (p.60). */
  maneuver: answerMove('maneuver', z.tuple([ManeuverSpec]), ['maneuver']),
  /** Break-away announcement, committed simultaneously (p.61, RULINGS I-39). */
  breakAway: answerMove('breakAway', z.tuple([z.boolean()]), ['breakAway'], true),
  /** After a failed break-away: spend EM to take one Far-zone ship out, or not (p.61). */
  breakEM: answerMove('breakEM', z.tuple([id().nullable()]), ['breakEM']),
};

export const engine: Engine<G, AtlanticChaseOptions> = {
  name: 'atlantic-chase',
  setup: ({ seats, options, rng }) => {
    const G = newGame(seats, { ...options, mode: modeOf(options, seats.length), carry: options.carry });
    // Campaign operations after the first check their ports (p.8, CAMP-S1, RULINGS S).
    if ((options.campaignOp ?? 0) > 0) portChecks(G, CAMPAIGN['CAMP-S1'].portChecks, () => rng.die(6));
    begin({ G, rng, emit: () => {} });
    return G;
  },
  moves,
  decision: (G) => {
    if (G.result || !G.pending) return null;
    return G.pending.seats ? { kind: G.pending.kind, seats: G.pending.seats } : { kind: G.pending.kind, seat: G.pending.seat as string };
  },
  isOver: (G) => !!G.result,
  seatName: (G, seat) => (G.seat.BR === seat && G.seat.GE === seat ? 'both sides' : G.seat.BR === seat ? 'the British player' : 'the German player'),
};

export function newMatch(seats: string[], options: AtlanticChaseOptions, rng: Rng): G {
  return setupGame(engine, { seats, options, rng });
}
export function play(G: G, seat: string, move: string, args: unknown[], rng: Rng, emit?: (e: LogEvent) => void): string | undefined {
  const r = applyMove(engine, G, seat, move, args, rng, emit);
  return r === undefined ? undefined : reasonText(r);
}
