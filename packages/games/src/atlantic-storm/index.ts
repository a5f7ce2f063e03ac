import type { GameModule } from '../common/module';
import { chooseAction } from './bot';
import { campaign, matchResult } from './campaign';
import { game } from './game';
import { optionsSchema, playerCountOk, type AtlanticStormOptions } from './options';
import type { AsState } from './rules/types';

export type { AtlanticStormOptions } from './options';
export type { AsState } from './rules/types';
export { CARD, CONVOY, CONVOY_CARDS, FORCE_CARDS } from './data';

export const atlanticStorm: GameModule<AtlanticStormOptions, AsState> = {
  slug: 'atlantic-storm',
  title: 'Atlantic Storm',
  summary:
    'The Battle of the Atlantic, 1940-1943, as a trick-taking card game for 1-6: each turn fight for the Allied convoy escorts or the German wolf packs, and take the convoys and the enemy ships you sink.',
  minPlayers: 1,
  maxPlayers: 6,
  optionsSchema,
  playerCountOk,
  game,
  bot: (view, seat, random) => {
    const a = chooseAction(view.G, seat, random);
    return a ? { kind: 'move', name: a.move, args: a.args } : undefined;
  },
  result: matchResult,
  campaign,
};
