import type { CampaignRules, MatchResult, ViewState } from '../common/module';
import type { AtlanticStormOptions } from './options';
import type { AsState } from './rules/types';

/** The result of a finished match: VP per seat and the §4 winners. */
export function matchResult(state: ViewState<AsState>): MatchResult {
  const r = state.G.result;
  if (!r) return { points: {}, winners: [] };
  return { points: { ...r.points }, winners: [...r.winners] };
}

const CAMPAIGN_TARGET = 75;

/**
 * §4 "Duración del juego": keep a record of each player over several games; whoever reaches a
 * cumulative 75 VP or more at the end of a game wins (the highest total if several do); the player
 * with the highest record deals (is the jugador/mano of) the next game.
 */
export const campaign: CampaignRules<AtlanticStormOptions> = {
  summary: `A series of games; cumulative VP are kept until someone reaches ${CAMPAIGN_TARGET} at the end of a game (highest total wins); the standings leader deals each next game (§4).`,
  result: matchResult,
  isComplete: (totals) => totals.some((t) => t >= CAMPAIGN_TARGET),
  nextOptions: (base, _totals, leader) => ({ ...base, dealer: leader }),
};
