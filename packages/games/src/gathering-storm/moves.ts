/**
 * Gathering Storm as the game kit sees it (common/engine.ts): setup, the pending decision, every move with
 * the exact list of arguments it takes, and the public summaries. Every move hands its answer to the
 * procedure interpreter (rules/flow.ts), whose top frame checks it. Pure: no boardgame.io import.
 */
import type { Reason } from '../common/refusal';
import { z } from 'zod';
import { smallInt } from '../common/args';
import { applyMove, setupGame, type Engine, type MoveDef } from '../common/engine';
import type { Rng } from '../common/rng';
import { POWER, POWER_IDS } from './data';
import type { GatheringStormOptions } from './options';
import { interp } from './rules/flow';
import { newGame } from './rules/setup';
import type { GState } from './rules/types';

const power = z.enum(['GER', 'ITA', 'GBR', 'FRA', 'USSR']);
const amIndex = smallInt(40);
const amList = z.array(amIndex).max(16);

/** A factory conversion [14]: idle to civilian, or a mobilization with its units [14.7]. */
const ConversionSchema = z.strictObject({
  kind: z.enum(['idleToCivil', 'idleToMilitary', 'civilToMilitary']),
  mix: z
    .strictObject({ armor: smallInt(3).optional(), infantry: smallInt(3).optional(), air: smallInt(3).optional(), naval: smallInt(1).optional() })
    .optional(),
});

/** One naval construction order [19]: start a ship of a kind, or continue the ship at chart index `ship`. */
const ShipOrderSchema = z.strictObject({
  start: z.enum(['CVL', 'BB3', 'BB4', 'BB5']).optional(),
  ship: smallInt(16).optional(),
  accel: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  free: z.boolean().optional(),
  ams: amList,
});

/** A construction order [18, 19]: units built from the Reserve and the markers paying them; ships. */
const ConstructionSchema = z.strictObject({
  units: z.strictObject({ armor: smallInt(4), infantry: smallInt(4), air: smallInt(4) }),
  unitAms: amList,
  ships: z.array(ShipOrderSchema).max(8),
  eventShift: z.strictObject({ ship: smallInt(16), before: z.boolean() }).optional(),
});

/** A research track `project:owner` [15.61]. */
const track = z.string().regex(/^[a-zA-Z]{2,30}:[A-Z]{3,6}$/);

/** A research order [15.2]: AMs used, the normal RPs' targets, the special RPs. */
const ResearchSchema = z.strictObject({
  ams: amList,
  rps: z.array(track).max(8),
  intel: track.optional(),
  advanced: track.optional(),
  eventSpy: track.optional(),
  networkRps: z.array(track).max(6).optional(),
});

const country = z.enum([
  'ALB',
  'AUT',
  'BEL',
  'BUL',
  'CZE',
  'FIN',
  'GRE',
  'HUN',
  'IRL',
  'NOR',
  'POL',
  'RHI',
  'ROM',
  'SPA',
  'SWE',
  'TUR',
  'YUG',
  'RUS',
  'BAL',
  'ETH',
  'CRO',
  'SER',
]);

/** Where a spy network goes [16.16B]: a diplomatic target, or an opposing alliance's research category. */
const SpyTargetSchema = z.union([
  z.strictObject({ country }),
  z.strictObject({ alliance: z.enum(['AXIS', 'ALLIES', 'RUSSIA']), category: z.enum(['air', 'naval', 'military', 'atomic', 'intelligence']) }),
]);

/** A placement of diplomatic, military and bonus markers [24.4, 24.5], with the AK decision and a civil-war RP. */
const PlacementSchema = z.strictObject({
  dip: z.array(z.strictObject({ country, am: amIndex })).max(6),
  mil: z.array(z.strictObject({ country, am: amIndex.optional() })).max(6),
  bonus: country.optional(),
  ak: z.boolean().optional(),
  akChoice: country.optional(),
  cwRp: track.optional(),
});

function answer<A extends unknown[]>(name: string, args: z.ZodType<A>, answers: string[], redact = false): MoveDef<GState, A> {
  return {
    args,
    answers,
    ...(redact ? { redact: true } : {}),
    apply: (G, m, ...a) => interp.answer({ G, rng: m.rng, emit: m.emit }, m.seat, { move: name, args: a }),
  };
}

const moves = {
  /** Start the game: the Spanish civil-war tile and the first turn's cards are drawn [4.14B, 9.12]. */
  begin: answer('begin', z.tuple([]), ['start']),
  /** The events a power plays this turn, by card number (at least one) [9.13]. Secret. */
  chooseEvents: answer('chooseEvents', z.tuple([power, z.array(smallInt(144)).max(144)]), ['chooseEvents'], true),
  /** A power's factory conversion order, or null for none [13.11A, 14]. Secret until the reveal. */
  convert: answer('convert', z.tuple([power, ConversionSchema.nullable()]), ['industrial'], true),
  /** A power's research order [13.11B, 15]. Secret (its alliance sees it). */
  research: answer('research', z.tuple([power, ResearchSchema]), ['research'], true),
  /** Place the spy network of an espionage result [16.16B]. Public. */
  placeSpy: answer('placeSpy', z.tuple([power, SpyTargetSchema]), ['spyNetwork']),
  /** Russia's Party Purge: research or diplomacy forbidden this turn [22.21B]. Secret until the economic reveal. */
  partyPurge: answer('partyPurge', z.tuple([power, z.enum(['research', 'diplomacy'])]), ['partyPurge'], true),
  /** The foreign flag that leaves Russia (No Purge, complete cohesion) [10.91F, 22.45]. */
  removeFlag: answer('removeFlag', z.tuple([power, power]), ['russianFlag']),
  /** Markers placed in this diplomatic round [24.55]. Secret: the AMs give the values, shown at the reveal [24.54C]. */
  placeMarkers: answer('placeMarkers', z.tuple([power, PlacementSchema]), ['place'], true),
  /** Russia backs the Greek rebels this turn (true) or leaves them to the Allies [25.42A]. */
  greekRebels: answer('greekRebels', z.tuple([power, z.boolean()]), ['greekRebels']),
  /** The target of a communist-threat bonus [24.83]. */
  threatTarget: answer('threatTarget', z.tuple([power, country]), ['threat']),
  /** Play the alliance's covert operation in a country, or pass (null) [16.16A]. */
  covertOp: answer('covertOp', z.tuple([power, country.nullable()]), ['covert']),
  /** Cancel the covert operation just played with counterintelligence (true) or not [16.16C]. */
  counterIntel: answer('counterIntel', z.tuple([power, z.boolean()]), ['counterIntel']),
  /** Russia's subversion: +1 in each country named, one level each [16.16H]. */
  subvert: answer('subvert', z.tuple([power, z.array(country).max(10)]), ['subversion']),
  /** Counterintelligence against an enemy spy network (its index) or not (null) [16.16C]. */
  eliminateNetwork: answer('eliminateNetwork', z.tuple([power, smallInt(30).nullable()]), ['network']),
  /** Announce an aggression, or none (null) [27.1]. */
  announce: answer('announce', z.tuple([power, z.enum(['ETH', 'ALB', 'GRE', 'YUG', 'RHI', 'AUT', 'SUD', 'CZE', 'DAN', 'POL', 'BAL']).nullable()]), [
    'announce',
  ]),
  /** Threaten war (true) or accept the aggression [27.5]. */
  respond: answer('respond', z.tuple([power, z.boolean()]), ['respond']),
  /** Germany offers the Nazi-Soviet pact (true) or not [31.2]. */
  offerPact: answer('offerPact', z.tuple([power, z.boolean()]), ['offerPact']),
  /** Russia's territories, in the order taken [31.4]. */
  concede: answer(
    'concede',
    z.tuple([power, z.array(z.enum(['E_POLAND', 'ESTONIA', 'LATVIA', 'LITHUANIA', 'FIN_BORDER', 'FINLAND', 'BESSARABIA', 'ROMANIA', 'C_POLAND'])).max(9)]),
    ['concede'],
  ),
  /** The aggressor continues (true) or backs down; secret until every aggressor has answered [27.6, 27.13]. */
  axisResponse: answer('axisResponse', z.tuple([power, z.boolean()]), ['axisResponse'], true),
  /** Issue an ultimatum (true) or back down [27.7]. */
  ultimatum: answer('ultimatum', z.tuple([power, z.boolean()]), ['ultimatum']),
  /** Attack (true: war) or back down at the brink [27.8]. */
  brink: answer('brink', z.tuple([power, z.boolean()]), ['brink']),
  /** Poland conquered or made a satellite, breaking the pact [31.81]. */
  polandChoice: answer('polandChoice', z.tuple([power, z.enum(['conquer', 'satellite'])]), ['polandChoice']),
  /** A declaration of war (a target code) or none; preventive ones are secret commits [32.8]. */
  declare: answer('declare', z.tuple([power, z.enum(['allies', 'GER', 'ITA', 'USSR']).nullable()]), ['declare', 'reactive'], true),
  /** The alliance's final research points [33.2]. Secret until every alliance has placed them. */
  finalResearch: answer(
    'finalResearch',
    z.tuple([power, z.strictObject({ general: z.array(track).max(3), intel: track.optional(), advanced: track.optional() })]),
    ['finalResearch'],
    true,
  ),
  /** Anglo-French cooperation: tiles passed to the ally, within the levels achieved [16.16G]. Public. */
  transferTiles: answer('transferTiles', z.tuple([power, smallInt(3)]), ['industrial', 'research', 'construction']),
  /** A power's construction order [13.11C, 18, 19]. Secret until the reveal. */
  construct: answer('construct', z.tuple([power, ConstructionSchema]), ['construction'], true),
};

/** Public summaries of hidden things: the cards each power holds [9.12]. */
function syncPublic(G: GState): void {
  for (const p of POWER_IDS) G.events.handCounts[p] = G.players[G.seatOf[p]]?.powers[p]?.hand.length ?? 0;
}

export const engine: Engine<GState, GatheringStormOptions> = {
  name: 'gathering-storm',
  setup: ({ seats, options, rng }) => {
    const G = newGame(seats, options);
    interp.run({ G, rng, emit: () => {} });
    return G;
  },
  moves,
  decision: (G) => G.pending,
  isOver: (G) => !!G.result,
  syncPublic,
  seatName: (G, seat) => (G.seatPowers[seat] ?? []).map((p) => POWER[p].name).join(' & ') || `Player ${Number(seat) + 1}`,
};

/** A new game as the kit starts it. */
export function createGame(numPlayers: number, options: Partial<GatheringStormOptions>, rng: Rng): GState {
  return setupGame(engine, {
    seats: Array.from({ length: numPlayers }, (_, i) => String(i)),
    options: { revealUnplayedEvents: false, turnCap: null, ...options },
    rng,
  });
}

/** Apply `seat`'s move as the kit does (arguments unchecked); the coded reason it is illegal (rules/no.ts), or undefined. */
export function answerMove(G: GState, rng: Rng, seat: string, move: string, args: unknown[], emit?: Parameters<typeof applyMove>[6]): Reason | undefined {
  return applyMove(engine as Engine<GState, unknown>, G, seat, move, args, rng, emit);
}
