/**
 * Solitaire balance (issue 21 item 6): seeded solitaire games played to the end by a good player (the bot,
 * which places like the automaton and answers every decision from its view) as the Allies and as the
 * Germans against the automaton; prints how often the player wins, and the mean VP of each side.
 *
 *   pnpm exec tsx packages/games/src/atlantic-storm/solo-balance.ts [games per side=300]
 *
 * The substitute card data (data/force.ts, marked substitute) is tuned against these figures.
 */
import type { ActionRequest } from '../common';
import { chooseAction } from './bot';
import type { AsState, Side } from './rules/types';

export interface SideResult {
  games: number;
  /** Games the player won (a shared result counts as a win, §4 tie-breaks exhausted). */
  wins: number;
  /** Mean loot VP of the player's side and of the automaton's. */
  playerVP: number;
  automatonVP: number;
}

export function soloBalance(games: number, side: Side, firstSeed = 1): SideResult {
  // Loaded here so the caller may switch boardgame.io's development checks off first.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { atlanticStorm } = require('./index') as typeof import('./index');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { playout, seededRandom } = require('../common') as typeof import('../common');
  const out: SideResult = { games: 0, wins: 0, playerVP: 0, automatonVP: 0 };
  for (let i = 0; i < games; i++) {
    const seed = firstSeed + i;
    const choose = (view: { G: unknown }, seat: string, random: () => number): ActionRequest | undefined => {
      const a = chooseAction(view.G as AsState, seat, random);
      return a ? { kind: 'move', name: a.move, args: a.args } : undefined;
    };
    const r = playout(atlanticStorm, {
      numPlayers: 1,
      options: { mode: 'solitaire', soloSide: side },
      seed: `solo-${side}-${seed}`,
      random: seededRandom(seed),
      choose,
    });
    const result = (r.state.G as AsState).result as NonNullable<AsState['result']>;
    const solo = result.solo as NonNullable<typeof result.solo>;
    out.games++;
    if (result.winners.length) out.wins++;
    out.playerVP += solo[side].vp;
    out.automatonVP += solo[side === 'allied' ? 'german' : 'allied'].vp;
  }
  out.playerVP /= out.games || 1;
  out.automatonVP /= out.games || 1;
  return out;
}

export function balanceReport(games: number): string {
  const lines = [`Atlantic Storm solitaire, ${games} seeded games per side, the bot as the player against the automaton:`];
  for (const side of ['allied', 'german'] as Side[]) {
    const r = soloBalance(games, side);
    lines.push(
      `  playing the ${side === 'allied' ? 'Allies ' : 'Germans'}: wins ${r.wins}/${r.games} (${((100 * r.wins) / r.games).toFixed(1)}%), mean VP player ${r.playerVP.toFixed(1)}, automaton ${r.automatonVP.toFixed(1)}`,
    );
  }
  return lines.join('\n');
}

if (require.main === module) {
  process.env.NODE_ENV = 'production';
  console.log(balanceReport(Number(process.argv[2] ?? 300)));
}
