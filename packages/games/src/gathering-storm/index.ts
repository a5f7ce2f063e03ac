import { defineGame } from '../common/kit';
import { bot } from './bot';
import { engine } from './moves';
import { optionsSchema, playerCountProblem, type GatheringStormOptions } from './options';
import { enumerate } from './rules/enumerate';
import type { GState } from './rules/types';
import { viewOptions, type GView } from './view';

/** Gathering Storm (GMT): diplomacy and rearmament in Europe, 1935-1939, for 2-5 players. */
export const gatheringStorm = defineGame<GState, GatheringStormOptions, GView>({
  slug: 'gathering-storm',
  title: 'Gathering Storm',
  summary: 'Diplomacy, rearmament and crises in Europe from 1935 until war breaks out: Germany, Italy, Britain, France and the Soviet Union, 2-5 players.',
  minPlayers: 2,
  maxPlayers: 5,
  optionsSchema,
  playerCount: playerCountProblem,
  engine,
  share: true,
  view: viewOptions,
  enumerate: (view, seat) => enumerate(view as unknown as GState, seat),
  gameover: (G) => (G.result ? { winners: G.result.winners, points: G.result.points } : undefined),
  stages: true,
  bot,
});
