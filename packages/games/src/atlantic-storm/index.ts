import { defineGame } from '../common/kit';
import { chooseAction } from './bot';
import { campaign, matchResult } from './campaign';
import { cloneState, engine } from './moves';
import { optionsSchema, playerCountOk, type AtlanticStormOptions } from './options';
import { legalActions } from './rules/legal-actions';
import type { AsState } from './rules/types';
import { viewOptions } from './view';

export const atlanticStorm = defineGame<AsState, AtlanticStormOptions>({
  slug: 'atlantic-storm',
  title: 'Atlantic Storm',
  summary:
    'The Battle of the Atlantic, 1940-1943, as a trick-taking card game for 1-6: each turn fight for the Allied convoy escorts or the German wolf packs, and take the convoys and the enemy ships you sink.',
  minPlayers: 1,
  maxPlayers: 6,
  optionsSchema,
  playerCount: playerCountOk,
  engine,
  copy: cloneState,
  // Unchanged parts of a new state are the previous state's own (the host's view patches skip them).
  share: true,
  view: viewOptions,
  enumerate: legalActions,
  gameover: (G) => (G.result ? { winners: G.result.winners, points: G.result.points } : undefined),
  // The whole game is one boardgame.io turn; the active seat is always the prompt's (no stages).
  bot: (view, seat, random) => {
    const a = chooseAction(view.G, seat, random);
    return a ? { kind: 'move', name: a.move, args: a.args } : undefined;
  },
  result: matchResult,
  campaign,
});
