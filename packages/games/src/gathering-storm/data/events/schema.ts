/**
 * The zod schema of the random-event vocabulary (vocabulary.ts), to validate a deck loaded as data (the real
 * cards when they are transcribed). Kept out of vocabulary.ts so that the web client does not load zod.
 */
import { z } from 'zod';
import type { Effect, EventDef } from './vocabulary';

const power = z.enum(['GER', 'ITA', 'GBR', 'FRA', 'USSR']);
const provenance = z.enum(['rulebook', 'derived', 'substitute']);
const unit = z.enum(['armor', 'infantry', 'air']);
const country = z.enum(['ALB', 'AUT', 'BEL', 'BUL', 'CZE', 'FIN', 'GRE', 'HUN', 'IRL', 'NOR', 'POL', 'RHI', 'ROM', 'SPA', 'SWE', 'TUR', 'YUG', 'RUS', 'BAL', 'ETH', 'CRO', 'SER']);
const project = z.enum([
  'strategicBombers', 'airRange', 'airDefense', 'airTransport', 'jets', 'aswResearch', 'torpedoes', 'portAttack', 'navalAirTraining',
  'battleshipDesign', 'lightShips', 'submarines', 'aswProduction', 'transports', 'advancedSubmarines', 'armor', 'specializedUnits',
  'westWall', 'maginotLine', 'economicPreparation', 'rockets', 'radar', 'atomicResearch', 'covertOperations', 'espionage',
  'counterIntelligence', 'decryption', 'occupationPolicies', 'muslimUnrest', 'angloFrenchCooperation', 'subversion',
]);
const int = z.number().int();

const condition = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('civilWarActive'), country: z.enum(['GRE', 'SPA', 'YUG']).optional() }).strict(),
  z.object({ kind: z.literal('aggressionSucceeded'), aggression: z.enum(['ETH', 'ALB', 'GRE', 'YUG', 'RHI', 'AUT', 'SUD', 'CZE', 'DAN', 'POL', 'BAL']) }).strict(),
  z.object({ kind: z.literal('secondAggression') }).strict(),
  z.object({ kind: z.literal('pactSigned') }).strict(),
  z.object({ kind: z.literal('climate'), atLeast: int.min(-3).max(3).optional(), atMost: int.min(-3).max(3).optional() }).strict(),
]);

const EffectSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('support'), power, delta: int.refine((d) => d !== 0), if: condition.optional() }).strict(),
  z.object({ op: z.literal('income'), delta: z.union([z.literal(-2), z.literal(-1), z.literal(1), z.literal(2)]) }).strict(),
  z.object({ op: z.literal('tileDraw'), draws: z.union([z.literal(0), z.literal(2)]) }).strict(),
  z.object({ op: z.literal('conversionCost'), to: z.enum(['civil', 'military']), delta: int.refine((d) => d !== 0) }).strict(),
  z.object({ op: z.literal('researchLevels'), project, levels: z.union([z.literal(1), z.literal(2)]) }).strict(),
  z.object({ op: z.literal('researchSteps'), projects: z.tuple([project, project]).readonly() }).strict(),
  z.object({ op: z.literal('researchSpy'), category: z.enum(['air', 'naval', 'military', 'atomic', 'intelligence']) }).strict(),
  z.object({ op: z.literal('researchExtraAm') }).strict(),
  z.object({ op: z.literal('researchDouble'), project }).strict(),
  z.object({ op: z.literal('atomicAllowed') }).strict(),
  z.object({ op: z.literal('researchBan'), project }).strict(),
  z.object({ op: z.literal('extraBuild'), unit }).strict(),
  z.object({ op: z.literal('freeShipStart'), size: z.union([z.literal(2), z.literal(3), z.literal(4), z.literal(5)]) }).strict(),
  z.object({ op: z.literal('shipAccelerate'), columns: z.union([z.literal(1), z.literal(2)]) }).strict(),
  z.object({ op: z.literal('navalCost'), delta: int.refine((d) => d !== 0) }).strict(),
  z.object({ op: z.literal('diplomatic'), country, value: z.union([z.literal(1), z.literal(2), z.literal(3)]), beneficiary: power, civilWarStep: z.boolean() }).strict(),
  z.object({ op: z.literal('dispute'), countries: z.tuple([country, country]).readonly() }).strict(),
  z.object({ op: z.literal('russianAccess'), country }).strict(),
  z.object({ op: z.literal('eai'), delta: int.min(-5).max(5).refine((d) => d !== 0) }).strict(),
  z.object({ op: z.literal('purgeSupport'), delta: int.max(-1), offset: z.boolean(), purgeEvents: z.literal(1) }).strict(),
  z.object({ op: z.literal('purgeUnits'), count: z.union([z.literal(1), z.literal(2)]), unit: z.union([unit, z.literal('asMilitaryPurge')]), purgeEvents: z.union([z.literal(1), z.literal(2)]) }).strict(),
  z.object({ op: z.literal('purgeBan'), ban: z.enum(['diplomacy', 'research']), withPartyPurge: z.literal('noResearch').optional(), withGreatPurge: z.literal('extraUnit').optional(), purgeEvents: z.literal(1) }).strict(),
]);

const eventProv = z.object({ type: provenance, secret: provenance, colour: provenance, name: provenance, effects: provenance, params: provenance }).strict();

export const EventDefSchema = z
  .object({
    id: z.string(),
    card: int.min(1).max(144),
    slot: z.union([z.literal('general'), power]),
    type: z.enum(['economic', 'research', 'conversion', 'construction', 'diplomatic', 'support', 'eai', 'purge']),
    secret: z.boolean(),
    colour: z.enum(['brown', 'blue', 'red']).optional(),
    name: z.string().optional(),
    effects: z.array(EffectSchema).min(1).readonly(),
    prov: eventProv,
  })
  .strict();

export const EventCardSchema = z
  .object({
    id: int.min(1).max(144),
    trend: z.union([z.literal(2), z.literal(1), z.literal(-1), z.literal(-2), z.literal('toZero')]),
    general: EventDefSchema,
    national: z.object({ GER: EventDefSchema, ITA: EventDefSchema, GBR: EventDefSchema, FRA: EventDefSchema, USSR: EventDefSchema }).strict(),
    prov: z.object({ trend: provenance }).strict(),
  })
  .strict();

// Compile-time check that the schema and the types describe the same data, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const effectsMatch: Same<z.infer<typeof EffectSchema>, Effect> = true;
const eventsMatch: Same<z.infer<typeof EventDefSchema>, EventDef> = true;
void effectsMatch;
void eventsMatch;

