import type { GameModule } from '../common/module';
import { bot } from './bot';
import { game, type KPState } from './game';
import { optionsSchema, playerCountProblem, type KaisersPiratesOptions } from './options';

export type { KaisersPiratesOptions } from './options';
export { optionsSchema } from './options';

/** The Kaiser's Pirates (James M. Day): WWI commerce raiding, 1-4 players, solitaire against the ghost. */
export const kaisersPirates: GameModule<KaisersPiratesOptions, KPState> = {
  slug: 'kaisers-pirates',
  title: "The Kaiser's Pirates",
  summary:
    'German warships and disguised raiders hunt merchant ships in 1914-1918 while every player also commands the British Forces. 1-4 players (teams with four), or solitaire against the ghost.',
  minPlayers: 1,
  maxPlayers: 4,
  optionsSchema: optionsSchema as unknown as GameModule<KaisersPiratesOptions>['optionsSchema'],
  playerCountOk: (options, n) => {
    const parsed = optionsSchema.safeParse(options ?? {});
    if (!parsed.success) return parsed.error.issues.map((i) => i.message).join('; ');
    return playerCountProblem(parsed.data, n);
  },
  game,
  bot,
  result: ({ G }) => {
    const points: Record<string, number> = {};
    for (const s of G.seats) points[s] = G.totals.rp[s];
    return { points, winners: G.result?.winners ?? [] };
  },
};
