/**
 * Room options of Atlantic Chase: the scenario, the mode (two players, one person at both sides, or
 * solitaire against the automaton), the sides, and the optional rules of p.63. The lobby
 * builds its form from the `.meta` titles and descriptions. A campaign's carry-over is an option the
 * campaign rules fill in (campaign.ts), never the players.
 */
import { z } from 'zod';
import type { Refusal } from '../common/refusal';
import { no } from './rules/refusals';

const Carry = z.strictObject({
  out: z.array(z.string().max(32)).max(80),
  damaged: z.array(z.string().max(32)).max(80),
  hits: z.record(z.string().max(32), z.number().int().min(0).max(20)).refine((o) => Object.keys(o).length <= 80),
});

export const optionsSchema = z.object({
  scenario: z
    .union([
      z.literal('TUT-S1').meta({ title: 'The Deutschland Loose (the smallest operation, Oct 1939)' }),
      z.literal('OP-S1').meta({ title: 'Northern Patrol (two-player operation, Nov 1939)' }),
      z.literal('OP-S2').meta({ title: 'Operation Berlin (two-player operation, Jan 1941)' }),
      z.literal('OP-S3').meta({ title: 'Rheinübung (two-player operation, May 1941)' }),
      z.literal('MS-S1').meta({ title: 'Northern Patrol Sunset (battle board only)' }),
      z.literal('MS-S2').meta({ title: 'Lofoten (battle board only)' }),
    ])
    .default('TUT-S1')
    .meta({
      title: 'Scenario',
      description: 'Our own scenarios until the scenario books are available; The Deutschland Loose is the smallest.',
    }),
  mode: z
    .union([
      z.literal('TWO_PLAYER').meta({ title: 'Two players' }),
      z.literal('HOTSEAT').meta({ title: 'One player, both sides' }),
      z.literal('SOLO').meta({ title: 'Solitaire against the automaton' }),
    ])
    .optional()
    .meta({
      title: 'Mode',
      description:
        'Two players; one person playing both sides (p.1); or solitaire against the imaginary player (p.1, p.22). Empty: two players with two seats, one person at both sides with one.',
    }),
  seat0: z
    .union([z.literal('BR').meta({ title: 'British' }), z.literal('GE').meta({ title: 'German' })])
    .default('BR')
    .meta({ title: 'Side of the first seat', description: 'Two players: the side the first seat commands. Solitaire: the side you command.' }),
  damagedRestriction: z.boolean().default(false).meta({
    title: 'Optional: damaged ships restrict',
    description: 'A TF with a damaged ship cannot be the active TF of an Air Strike, Engage or Naval Search (p.63).',
  }),
  cvLimit: z.boolean().default(false).meta({
    title: 'Optional: carrier limit',
    description: 'A TF with a CV strikes or gives air support only as a station or a trajectory of six segments or fewer (p.63).',
  }),
  battleRemovesEM: z
    .boolean()
    .default(false)
    .meta({ title: 'Optional: battle removes EM', description: 'At the end of a battle both TFs lose their Evasive Maneuvers markers (p.63).' }),
  advancedTorpedoes: z.boolean().default(false).meta({
    title: 'Advanced battle rules: torpedoes from Near',
    description:
      'The one rule of the Advanced Battle Rules book that the rulebook states: a ship may also make its torpedo attack from a Near zone (p.59). The rest of that book is not available.',
  }),
  // readOnly: set by the campaign's progression only; the lobby's form leaves them out and the server refuses
  // them in a room a player creates.
  campaignOp: z
    .number()
    .int()
    .min(0)
    .max(20)
    .optional()
    .meta({ title: 'Campaign operation', description: 'Filled in by the campaign: the operation number.', readOnly: true }),
  carry: Carry.optional().meta({ title: 'Campaign carry-over', description: 'Filled in by the campaign: ships lost, damaged and their hits.', readOnly: true }),
});

export type AtlanticChaseOptions = z.output<typeof optionsSchema>;

/** The mode a match plays: the option, or by the seats (two: two players; one: one person at both sides). */
export function modeOf(o: Pick<AtlanticChaseOptions, 'mode'>, seats: number): 'TWO_PLAYER' | 'HOTSEAT' | 'SOLO' {
  return o.mode ?? (seats >= 2 ? 'TWO_PLAYER' : 'HOTSEAT');
}

/** Two players need two seats; one person at both sides or solitaire need one (p.1). */
export function playerCountProblem(o: AtlanticChaseOptions, n: number): Refusal | undefined {
  if (o.mode === 'TWO_PLAYER' && n !== 2) return no.countTwoPlayer();
  if ((o.mode === 'HOTSEAT' || o.mode === 'SOLO') && n !== 1) return no.countOnePlayer();
  return undefined;
}
