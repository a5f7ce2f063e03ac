/**
 * Atlantic Storm as the game kit sees it (common/engine.ts): setup, the pending decision (G.prompt),
 * every move with the exact list of arguments it takes and the rules function it runs, and the public
 * summaries (rules/state.ts syncPublic), synced by the kit after setup and after every move.
 *
 * The flow is procedural (rules/flow.ts, rules/solo-flow.ts): where a battle stands lives in the public state
 * (the round's slots and cursor, the solitaire step), and each move's rules advance it to the next
 * decision themselves. Pure: no boardgame.io import.
 */
import { z } from 'zod';
import { boundedRecord, seatId, smallInt } from '../common/args';
import { copyPlain } from '../common/data';
import type { Engine, MoveContext, MoveDef } from '../common/engine';
import { redactEvents, type LogEvent } from '../common/log';
import type { Rng as KitRng } from '../common/rng';
import type { AtlanticStormOptions } from './options';
import { ev } from './rules/events';
import { chooseConvoy, declareZone, discardCard, discardHand, distributeSpoils, play, stormTarget, supply } from './rules/flow';
import { newGame } from './rules/setup';
import { soloPlace, soloResolve, soloWithdraw, soloZone } from './rules/solo-flow';
import { newSoloGame } from './rules/solo-setup';
import { seatLabel, syncPublic } from './rules/state';
import type { AsState, Ctx } from './rules/types';

/** At most this many events in one move: a log entry holds no more (common/log.ts `LogMetadataSchema`). */
export const MAX_MOVE_EVENTS = 200;

/**
 * The rules' context (rules/types.ts `Ctx`): d6 rolls and shuffles from the kit's randomness, and the log
 * events to `emit`, the last of them replaced by `truncated` if a move ever emits more than a log entry
 * holds (a solitaire storm or tie that goes on for dozens of draws).
 */
export function ctxOf(rng: KitRng, emit: (e: LogEvent) => void): Ctx {
  let count = 0;
  return {
    d6: () => rng.die(6),
    shuffle: (items) => rng.shuffle(items),
    emit: (e) => {
      count++;
      if (count < MAX_MOVE_EVENTS) emit(e);
      else if (count === MAX_MOVE_EVENTS) emit(ev.truncated());
    },
  };
}

const ctx = (m: MoveContext): Ctx => ctxOf(m.rng, m.emit);

// ---------------------------------------------------------------- argument schemas

/** A force card (Allied, German, storm): A1..A56, G1..G51, S1..S5. */
const forceId = z.string().regex(/^[AGS][0-9]{1,2}$/);
/** A convoy card: C1..C40. */
const convoyId = z.string().regex(/^C[0-9]{1,2}$/);
const anyId = z.union([forceId, convoyId]);
/** At most this many cards in one play or placement (hands are limited to 6 + one per full convoy, §12). */
const MAX_CARDS = 20;
const cards = z.array(forceId).max(MAX_CARDS);
const zone = z.enum(['air', 'surface', 'sub']);

/** §6-§10: { cards, attach?: bonus -> parent, admiral?: 'combine' | 'double' }. */
const PlaySpec = z.strictObject({
  cards,
  attach: boundedRecord(forceId, forceId, MAX_CARDS).optional(),
  admiral: z.enum(['combine', 'double']).optional(),
});

/** §15 steps 7-8 and 12: the cards placed and what each special does. */
const SoloPlaceSpec = z.strictObject({
  cards,
  attach: boundedRecord(forceId, forceId, MAX_CARDS).optional(),
  admiral: boundedRecord(forceId, z.enum(['cancel', 'zone']), MAX_CARDS).optional(),
  protect: boundedRecord(forceId, forceId, MAX_CARDS).optional(),
});

/** §15: one zone or two combined. */
const soloZones = z.array(zone).min(1).max(2);

// ---------------------------------------------------------------- moves

const M = <A extends unknown[]>(d: MoveDef<AsState, A>): MoveDef<AsState, A> => d;

const moves = {
  /** §14: keep one of the two convoys you drew. */
  chooseConvoy: M({ args: z.tuple([convoyId]), answers: ['chooseConvoy'], apply: (G, m, id) => chooseConvoy(G, m.seat, id, ctx(m)) }),
  /** §6: the round leader declares the zone. */
  declareZone: M({ args: z.tuple([z.enum(['air', 'surface', 'sub', 'combined'])]), answers: ['zone'], apply: (G, m, z) => declareZone(G, m.seat, z, ctx(m)) }),
  /** §6-§10: play cards of one side. */
  play: M({ args: z.tuple([PlaySpec]), answers: ['turn'], apply: (G, m, spec) => play(G, m.seat, spec, ctx(m)) }),
  /** §6: discard one card (hidden from the others, A-20); at a delayed turn, the intelligence card (§9). */
  discard: M({ args: z.tuple([forceId]), answers: ['turn'], redact: true, apply: (G, m, id) => discardCard(G, m.seat, id, ctx(m)) }),
  /** §14: discard the whole hand (advanced). */
  discardHand: M({ args: z.tuple([]), answers: ['turn'], apply: (G, m) => discardHand(G, m.seat, ctx(m)) }),
  /** §9: after a storm hit: nothing, cancel a play (by its number) or make a seat skip its turn. */
  stormTarget: M({
    args: z.tuple([z.union([z.null(), z.strictObject({ cancel: smallInt() }), z.strictObject({ skip: seatId })])]),
    answers: ['stormTarget'],
    apply: (G, m, t) => stormTarget(G, m.seat, t, ctx(m)),
  }),
  /** §10: refuel a card of the winning side (its id), or not (null). */
  supply: M({ args: z.tuple([forceId.nullable()]), answers: ['supply'], apply: (G, m, t) => supply(G, m.seat, t, ctx(m)) }),
  /** §14: { [seat]: card ids } giving out the convoy and the destroyed cards. */
  distributeSpoils: M({
    args: z.tuple([boundedRecord(seatId, z.array(anyId).max(60), 6)]),
    answers: ['spoils'],
    redact: true,
    apply: (G, m, a) => distributeSpoils(G, m.seat, a, ctx(m)),
  }),
  /** §15 step 5: one zone or two combined. */
  soloZone: M({ args: z.tuple([soloZones]), answers: ['soloZone'], apply: (G, m, zones) => soloZone(G, m.seat, zones, ctx(m)) }),
  /** §15 steps 7-8 / 12: place cards and announce specials. */
  soloPlace: M({ args: z.tuple([SoloPlaceSpec]), answers: ['soloPlace'], apply: (G, m, spec) => soloPlace(G, m.seat, spec, ctx(m)) }),
  /** §15 step 13: the targets of a special card: enemy cards to cancel, or the new zone(s). */
  soloResolve: M({
    args: z.tuple([z.union([z.strictObject({ cancel: cards }), z.strictObject({ zones: soloZones })])]),
    answers: ['soloResolve'],
    apply: (G, m, c) => soloResolve(G, m.seat, c, ctx(m)),
  }),
  /** §15 step 13: the side without initiative withdraws placed cards worth 0. */
  soloWithdraw: M({ args: z.tuple([cards]), answers: ['soloWithdraw'], apply: (G, m, ids) => soloWithdraw(G, m.seat, ids, ctx(m)) }),
};

/**
 * A working copy for the rules. Parts never changed in place are shared: the piles (strings), public
 * summaries (replaced by syncPublic, never mutated), the prompt and the last round (replaced); the setup's
 * log, cut, flags and seats never change.
 */
export function cloneState(G: AsState): AsState {
  return {
    ...G,
    secret: { ...G.secret, soloDeck: { ...G.secret.soloDeck }, soloDiscard: { ...G.secret.soloDiscard } },
    pub: { ...G.pub },
    battle: copyPlain(G.battle),
    prompt: G.prompt,
    players: copyPlain(G.players),
    solo: copyPlain(G.solo),
  };
}

export const engine: Engine<AsState, AtlanticStormOptions> = {
  name: 'atlantic-storm',
  // The setup's events have no log entry to travel on: the state keeps them (public, see AsState.log).
  setup: ({ seats, options, rng }) => {
    const opening: LogEvent[] = [];
    const G = newMatch(
      seats,
      options,
      ctxOf(rng, (e) => opening.push(e)),
    );
    G.log = redactEvents(opening, null);
    return G;
  },
  moves,
  decision: (G) => (G.result ? null : G.prompt),
  isOver: (G) => !!G.result,
  syncPublic,
  seatName: (_G, seat) => seatLabel(seat),
};

/** §3 or §15: a new game for these seats and options. */
function newMatch(seats: string[], options: AtlanticStormOptions, m: Ctx): AsState {
  if (options.mode === 'solitaire') return newSoloGame(seats[0], options.soloSide, m);
  const flags =
    options.mode === 'advanced'
      ? { convoySelection: options.convoySelection ?? true, discardHand: options.discardHand ?? true, divideSpoils: options.divideSpoils ?? true }
      : undefined;
  return newGame({ seats: [...seats], mode: options.mode, dealer: options.dealer, flags }, m);
}
