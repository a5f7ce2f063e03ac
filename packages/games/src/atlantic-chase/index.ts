/**
 * Atlantic Chase (Jerry White, GMT 2020): the operational naval game of trajectories, searches and battles
 * in the North Atlantic, 1939-1942. Two players, one person at both sides, or solitaire against the
 * automaton; battle-board mini-scenarios; linked operations as a campaign.
 */
import { defineGame } from '../common/kit';
import { bot } from './bot';
import { campaign, matchPoints } from './campaign';
import { engine } from './moves';
import { optionsSchema, playerCountProblem, type AtlanticChaseOptions } from './options';
import { enumerate } from './rules/enumerate';
import type { G } from './rules/types';
import { viewOptions, type ChaseView } from './view';

export const atlanticChase = defineGame<G, AtlanticChaseOptions, ChaseView>({
  slug: 'atlantic-chase',
  title: 'Atlantic Chase',
  summary:
    'Hunt and evade across the North Atlantic, 1939-1942: draw trajectories, search, signal and engage in the trajectory system of Atlantic Chase. Two players, hot-seat or solitaire against the automaton.',
  minPlayers: 1,
  maxPlayers: 2,
  optionsSchema,
  playerCount: playerCountProblem,
  engine,
  share: true,
  view: viewOptions,
  enumerate: (view, seat) => enumerate(view as unknown as G, seat),
  gameover: (G) => (G.result ? { ...matchPoints(G), winner: G.result.winner, vp: G.result.vp } : undefined),
  stages: true,
  // One boardgame.io turn per holding of the initiative (p.25, p.26): ctx.currentPlayer is the active side's seat.
  turns: { number: (G) => G.changes, seat: (G) => G.seat[G.initiative] ?? undefined, key: 'bgTurn' },
  bot,
  result: ({ G }) => matchPoints(G),
  campaign,
});
