import { z } from 'zod';
import type { Refusal } from '../common/refusal';
import { no } from './rules/refusals';

/**
 * Room options. Modes: basic multiplayer (§3-§12, 3-6 players), two-player (§13), advanced
 * multiplayer (§14, 3-6 players; each advanced rule can be switched off), solitaire (§15, 1 player
 * against the automaton). `dealer` is the seat index of the first player (campaigns: the standings
 * leader, §4); without it the first player is chosen by the cut of §3.
 */
export const optionsSchema = z
  .object({
    mode: z
      .union([
        z.literal('basic').meta({ title: 'Basic (3-6 players)' }),
        z.literal('twoPlayer').meta({ title: 'Two players' }),
        z.literal('advanced').meta({ title: 'Advanced (3-6 players)' }),
        z.literal('solitaire').meta({ title: 'Solitaire (1 player)' }),
      ])
      .default('basic')
      .meta({
        title: 'Rules',
        description:
          'Basic: 20 convoys, one round per battle (§3-§12). Two players: each battle is a double round (§13). Advanced: choose 1 of 2 convoys, discard the whole hand, share the spoils (§14). Solitaire: you against an automaton, all 40 convoys (§15).',
      }),
    dealer: z.number().int().min(0).max(5).optional().meta({
      title: 'First player (seat number from 0)',
      description: 'Who deals and leads the first round. Leave empty for the cut of the convoy deck (§3); a campaign sets it to the standings leader (§4).',
    }),
    soloSide: z
      .union([z.literal('allied').meta({ title: 'Allies' }), z.literal('german').meta({ title: 'Germans' })])
      .default('allied')
      .meta({ title: 'Your side (solitaire)', description: 'The side you command for the whole solitaire game; the automaton plays the other (§15.1).' }),
    convoySelection: z.boolean().optional().meta({
      title: 'Convoy selection (advanced)',
      description: 'All 40 convoys are used; the leader of a new battle draws two and keeps one (§14). On by default in the advanced game.',
    }),
    discardHand: z.boolean().optional().meta({
      title: 'Discard the whole hand (advanced)',
      description: 'Instead of discarding one card, a player may discard his entire hand (§14). On by default in the advanced game.',
    }),
    divideSpoils: z.boolean().optional().meta({
      title: 'Divide the spoils (advanced)',
      description:
        'The trick winner shares the convoy and the destroyed cards with the other winning players, one card each before anyone gets a second (§14). On by default in the advanced game.',
    }),
  })
  .strict()
  .superRefine((o, ctx) => {
    if (o.mode !== 'advanced' && (o.convoySelection || o.discardHand || o.divideSpoils))
      ctx.addIssue({
        code: 'custom',
        message: 'Convoy selection, discarding the hand and dividing the spoils are advanced rules (§14): choose mode "advanced".',
      });
  });

export type AtlanticStormOptions = z.output<typeof optionsSchema>;

/** Player counts per mode: §1 (2-6), §13 (two players), §14 (not with two), §15 (solitaire). */
export function playerCountOk(options: AtlanticStormOptions, n: number): Refusal | undefined {
  const mode = options?.mode ?? 'basic';
  if (mode === 'solitaire' && n !== 1) return no.countSolitaire();
  if (mode === 'twoPlayer' && n !== 2) return no.countTwoPlayer();
  if ((mode === 'basic' || mode === 'advanced') && (n < 3 || n > 6)) return mode === 'advanced' ? no.countAdvanced() : no.countBasic();
  if (options?.dealer !== undefined && options.dealer >= n) return no.dealerSeat(n);
  return undefined;
}
