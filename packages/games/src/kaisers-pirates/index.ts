import { defineGame } from '../common/kit';
import { bot } from './bot';
import { engine, workingCopy } from './moves';
import { optionsSchema, playerCountProblem, type KaisersPiratesOptions } from './options';
import { enumerate } from './rules/enumerate';
import type { GameState, PublicState } from './rules/types';
import { viewOptions } from './view';

/** The Kaiser's Pirates (James M. Day): WWI commerce raiding, 1-4 players, solitaire against the ghost. */
export const kaisersPirates = defineGame<GameState, KaisersPiratesOptions, PublicState>({
  slug: 'kaisers-pirates',
  title: "The Kaiser's Pirates",
  summary:
    'German warships and disguised raiders hunt merchant ships in 1914-1918 while every player also commands the British Forces. 1-4 players (teams with four), or solitaire against the ghost.',
  minPlayers: 1,
  maxPlayers: 4,
  optionsSchema,
  playerCount: playerCountProblem,
  engine,
  copy: workingCopy,
  view: viewOptions,
  enumerate,
  gameover: (G) => (G.result ? { winners: G.result.winners, points: G.result.points } : undefined),
  // The seat(s) that must decide are active in a stage named after the decision.
  stages: true,
  // A new game turn ends the boardgame.io turn, so ctx.currentPlayer follows the player whose turn it is
  // (the ghost's turns stay with the live player); most turns open with the current player committing.
  turns: { number: (G) => G.turn?.no, seat: (G) => G.turn?.seat ?? G.next?.seat, key: 'bgTurn', opening: 'commit' },
  bot,
  result: ({ G }) => {
    const points: Record<string, number> = {};
    for (const s of G.seats) points[s] = G.totals.rp[s];
    return { points, winners: G.result?.winners ?? [] };
  },
});
