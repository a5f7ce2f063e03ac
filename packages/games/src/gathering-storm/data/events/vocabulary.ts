/**
 * The random-event effect vocabulary: what any of the 864 events [8.42] may do, as typed data the engine can
 * interpret. A card [8.41] has an economic trend, one general event and one national event per power.
 *
 * The vocabulary is deliberately small: one operation per kind of effect the rulebook describes in [8.21],
 * [9.3], [9.4] and the rules they point to, plus the Russian purge events of [22.21D, 22.72]. It is defined
 * twice on purpose: TypeScript types (for the engine, here) and a zod schema (schema.ts: to validate a deck
 * loaded as data, such as the real cards when they are transcribed); a compile-time check keeps the two
 * identical. The schema lives apart so that the web client, which reads this vocabulary, does not load zod.
 *
 * DESIGN.md lists each operation with its rule and its timing.
 */
import type { Trend } from '../economy';
import type { ProjectId, ResearchCategory } from '../research';
import type { CountryId, CivilWarCountry, DiplomaticColour, Power, Provenance, UnitType, AggressionId } from '../types';

// ------------------------------------------------------------------ types

/** The type printed on an event [8.21]; EAI events are general ones [23.21C]; purges are Russian [22.21D]. */
export type EventType = 'economic' | 'research' | 'conversion' | 'construction' | 'diplomatic' | 'support' | 'eai' | 'purge';

/** Where the event is on its card: the general event, or the national event of one power [8.41]. */
export type EventSlot = 'general' | Power;

/** Conditions of conditional support events [10.41B: "algunos eventos de soporte son condicionales"]. */
export type Condition =
  | { kind: 'civilWarActive'; country?: CivilWarCountry }
  | { kind: 'aggressionSucceeded'; aggression: AggressionId }
  | { kind: 'secondAggression' }
  | { kind: 'pactSigned' }
  | { kind: 'climate'; atLeast?: number; atMost?: number };

export type Effect =
  /** Support (and tiles, 1:1) of `power` this turn only; public national ones are always ±1 [9.31B, 9.41E, 10.24]. */
  | { op: 'support'; power: Power; delta: number; if?: Condition }
  /** National income ±1 or ±2 this turn [9.41A, 11.41]. */
  | { op: 'income'; delta: -2 | -1 | 1 | 2 }
  /** Random face-down tiles drawn this turn instead of one: a second draw (2) or none (0) [9.41A, 11.82]. */
  | { op: 'tileDraw'; draws: 0 | 2 }
  /** Cost of this turn's conversion to civilian or military use [8.21B, 14.21, 14.31C]. */
  | { op: 'conversionCost'; to: 'civil' | 'military'; delta: number }
  /** One project of the holder advances one or two levels [15.32A]. */
  | { op: 'researchLevels'; project: ProjectId; levels: 1 | 2 }
  /** Two projects of the holder advance one step each [15.32B]. */
  | { op: 'researchSteps'; projects: readonly [ProjectId, ProjectId] }
  /** One project of the category advances as by a spy network: a free RP at any stage [15.32C]. */
  | { op: 'researchSpy'; category: ResearchCategory }
  /** One more AM may be used for research this turn [15.32D]. */
  | { op: 'researchExtraAm' }
  /** General: RPs already in the project are doubled, at most +3 steps, for every alliance [15.31A]. */
  | { op: 'researchDouble'; project: ProjectId }
  /** General: RPs may be placed in general atomic research from now on (cards 72, 144) [15.31B, 15.42C]. */
  | { op: 'atomicAllowed' }
  /** No RPs in the project in the turn the event is drawn (German 7, West Wall) [15.42A]. */
  | { op: 'researchBan'; project: ProjectId }
  /** One more unit of this type may be built this turn [18.41B]. */
  | { op: 'extraBuild'; unit: UnitType }
  /** A ship of this size may be started at no cost, without a shipyard AM [19.62]. */
  | { op: 'freeShipStart'; size: 2 | 3 | 4 | 5 }
  /** Free acceleration of one ship by one or two columns, in any column [19.73D]. */
  | { op: 'shipAccelerate'; columns: 1 | 2 }
  /** Naval construction AM points per ship payment this turn (minimum 1 still applies) [19.52]. */
  | { op: 'navalCost'; delta: number }
  /**
   * A diplomatic modifier for `beneficiary` in `country` this turn [9.31C, 9.41D, 24.81A]; in Russia it places or
   * removes flags [10.91F]. `civilWarStep`: the event brings a civil war one box closer [4.14A, 25.31].
   */
  | { op: 'diplomatic'; country: CountryId; value: 1 | 2 | 3; beneficiary: Power; civilWarStep: boolean }
  /** A dispute between two minors: the Axis backs one, Russia or the Allies the other (cards 115-128) [24.552]. */
  | { op: 'dispute'; countries: readonly [CountryId, CountryId] }
  /** Russia may place a diplomatic marker in the country this turn (cards 110-115) [24.61B]. */
  | { op: 'russianAccess'; country: CountryId }
  /** A temporary EAI modifier, decaying one point a turn [23.21C, 23.24, 23.25]. */
  | { op: 'eai'; delta: number }
  /**
   * Russian support loss, one purge event (cards 5-12, general 66 and 138; `offset`: 77-84, offset by unit
   * building and research results) [22.21D, 22.72B].
   */
  | { op: 'purgeSupport'; delta: number; offset: boolean; purgeEvents: 1 }
  /**
   * Active Russian units to the Reserve: `unit` named by the card (61-69, 133-141) or chosen as by a Military
   * Purge (46-48, 118-120) [22.21D, 22.72D-F].
   */
  | { op: 'purgeUnits'; count: 1 | 2; unit: UnitType | 'asMilitaryPurge'; purgeEvents: 1 | 2 }
  /**
   * Russian diplomacy (70-72) or research (142-144) prohibited this turn; 70-72 also ban research with a Party
   * Purge and purge one more unit with a Great Purge [22.21D, 22.72C].
   */
  | { op: 'purgeBan'; ban: 'diplomacy' | 'research'; withPartyPurge?: 'noResearch'; withGreatPurge?: 'extraUnit'; purgeEvents: 1 };

export type EffectOp = Effect['op'];

/** Provenance of the parts of one event: its type, visibility, colour, name, which operations, their parameters. */
export interface EventProv {
  type: Provenance;
  secret: Provenance;
  colour: Provenance;
  name: Provenance;
  effects: Provenance;
  params: Provenance;
}

export interface EventDef {
  /** `${card}.${slot}`, e.g. '130.general', '7.GER'. */
  id: string;
  card: number;
  slot: EventSlot;
  type: EventType;
  /** Shaded grey: the holder may keep it hidden until its effect matters [8.31]; general events never are. */
  secret: boolean;
  /** General diplomatic events: brown Axis, blue Allies, red Russia [9.31C]. */
  colour?: DiplomaticColour;
  /** English name, for events the rulebook names. */
  name?: string;
  effects: readonly Effect[];
  prov: EventProv;
}

export interface EventCard {
  /** Card number 1-144 [8.41D]. */
  id: number;
  /** Economic trend printed at the top [8.41A, 11.33]. */
  trend: Trend;
  general: EventDef;
  national: Readonly<Record<Power, EventDef>>;
  prov: { trend: Provenance };
}

// ------------------------------------------------------------------ what each operation may appear in

/** The event types an operation belongs to, and whether it may be general and/or national. */
export interface OpRuleRow {
  id: EffectOp;
  types: readonly EventType[];
  general: boolean;
  national: boolean;
  /** Only on this power's national events. */
  onlyFor?: Power;
  rule: string;
}

export const OP_RULES: readonly OpRuleRow[] = [
  { id: 'support', types: ['support'], general: true, national: true, rule: '[9.31B, 9.41E]' },
  { id: 'income', types: ['economic'], general: false, national: true, rule: '[9.41A, 11.41]' },
  { id: 'tileDraw', types: ['economic'], general: false, national: true, rule: '[9.41A, 11.82]' },
  { id: 'conversionCost', types: ['conversion'], general: false, national: true, rule: '[8.21B, 14.21, 14.31C]' },
  { id: 'researchLevels', types: ['research'], general: false, national: true, rule: '[15.32A]' },
  { id: 'researchSteps', types: ['research'], general: false, national: true, rule: '[15.32B]' },
  { id: 'researchSpy', types: ['research'], general: false, national: true, rule: '[15.32C]' },
  { id: 'researchExtraAm', types: ['research'], general: false, national: true, rule: '[15.32D]' },
  { id: 'researchDouble', types: ['research'], general: true, national: false, rule: '[15.31A]' },
  { id: 'atomicAllowed', types: ['research'], general: true, national: false, rule: '[15.31B]' },
  { id: 'researchBan', types: ['research'], general: false, national: true, rule: '[15.42A]' },
  { id: 'extraBuild', types: ['construction'], general: false, national: true, rule: '[18.41B]' },
  { id: 'freeShipStart', types: ['construction'], general: false, national: true, rule: '[19.62]' },
  { id: 'shipAccelerate', types: ['construction'], general: false, national: true, rule: '[19.73D]' },
  { id: 'navalCost', types: ['construction'], general: false, national: true, rule: '[19.52]' },
  { id: 'diplomatic', types: ['diplomatic'], general: true, national: true, rule: '[9.31C, 9.41D, 10.91F]' },
  { id: 'dispute', types: ['diplomatic'], general: true, national: false, rule: '[24.552]' },
  { id: 'russianAccess', types: ['diplomatic'], general: true, national: false, rule: '[24.61B]' },
  { id: 'eai', types: ['eai'], general: true, national: false, rule: '[23.21C, 23.25]' },
  { id: 'purgeSupport', types: ['purge'], general: true, national: true, onlyFor: 'USSR', rule: '[22.21D, 22.72B]' },
  { id: 'purgeUnits', types: ['purge'], general: false, national: true, onlyFor: 'USSR', rule: '[22.21D, 22.72D-F]' },
  { id: 'purgeBan', types: ['purge'], general: false, national: true, onlyFor: 'USSR', rule: '[22.21D, 22.72C]' },
];

/** When an event of each type takes effect and when a secret one is revealed [9.2-9.4, 15.31-15.32, 22.51]. */
export interface EventTimingRow {
  id: string;
  type: EventType;
  slot: 'general' | 'national';
  /** Sequence step (data/sequence.ts) at which it takes effect. */
  takesEffect: string;
  /** Step at which a secret one is revealed at the latest ('whenUsed' = when its effect first matters). */
  revealedBy: string;
  rule: string;
}

export const EVENT_TIMING: readonly EventTimingRow[] = [
  { id: 'general.support', type: 'support', slot: 'general', takesEffect: 'revealPublicEvents', revealedBy: 'publicCard', rule: '[9.31B, 10.41B]' },
  { id: 'general.research', type: 'research', slot: 'general', takesEffect: 'research', revealedBy: 'publicCard', rule: '[15.31]' },
  { id: 'general.diplomatic', type: 'diplomatic', slot: 'general', takesEffect: 'resolveDiplomacy', revealedBy: 'publicCard', rule: '[9.31C]' },
  { id: 'general.eai', type: 'eai', slot: 'general', takesEffect: 'revealPublicEvents', revealedBy: 'publicCard', rule: '[23.22, 23.25]' },
  { id: 'general.purge', type: 'purge', slot: 'general', takesEffect: 'revealPublicEvents', revealedBy: 'publicCard', rule: '[22.51A]' },
  { id: 'national.economic', type: 'economic', slot: 'national', takesEffect: 'economicEvents', revealedBy: 'economicEvents', rule: '[9.41A]' },
  { id: 'national.research', type: 'research', slot: 'national', takesEffect: 'research', revealedBy: 'economicReveal', rule: '[9.41B, 15.32]' },
  { id: 'national.conversion', type: 'conversion', slot: 'national', takesEffect: 'industrial', revealedBy: 'economicReveal', rule: '[8.21B, 13.12A]' },
  { id: 'national.construction', type: 'construction', slot: 'national', takesEffect: 'construction', revealedBy: 'economicReveal', rule: '[9.41C]' },
  { id: 'national.diplomatic', type: 'diplomatic', slot: 'national', takesEffect: 'resolveDiplomacy', revealedBy: 'revealDiplomacy', rule: '[9.41D, 24.81A, 16.16B]' },
  { id: 'national.support', type: 'support', slot: 'national', takesEffect: 'revealPublicEvents', revealedBy: 'revealSecretSupport', rule: '[9.41E]' },
  { id: 'national.purge', type: 'purge', slot: 'national', takesEffect: 'revealPublicEvents', revealedBy: 'endOfTurn', rule: '[22.51]' },
];
