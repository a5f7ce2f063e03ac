/**
 * Room options of Gathering Storm. The player count sets who plays which powers (the seatings of [2.21]);
 * the options are the optional rules.
 */
import { z } from 'zod';
import { refuse, type Refusal } from '../common/refusal';

export const optionsSchema = z
  .object({
    revealUnplayedEvents: z.boolean().default(false).meta({
      title: 'Show unplayed extra events',
      description:
        'When a power does not play one of its extra random events, show it to everybody as it is discarded (the English rules). Off: it is discarded unseen, as the Spanish rulebook says (9.13).',
    }),
    turnCap: z.number().int().min(4).max(60).nullable().default(null).meta({
      title: 'Last turn',
      description:
        'Normally the game ends only when war breaks out. A last turn (counted from Spring 1935 = 0; 27 is Winter 1941) scores the game as if war had broken out at its end, without the war lines.',
    }),
  })
  .strict()
  .meta({
    title: 'Gathering Storm',
    description:
      'Two players: Germany and Italy against Britain, France and the Soviet Union. Three: the Axis, the Allies, the Soviet Union. Four: Germany, Italy, Britain and France together, the Soviet Union. Five: one power each (2.21).',
  });

export type GatheringStormOptions = z.output<typeof optionsSchema>;

/** Every count from 2 to 5 is allowed by every option [2.21]. */
export function playerCountProblem(_options: GatheringStormOptions, numPlayers: number): Refusal | undefined {
  return numPlayers >= 2 && numPlayers <= 5 ? undefined : refuse('countPlayers', 'Gathering Storm takes 2 to 5 players [2.21]');
}
