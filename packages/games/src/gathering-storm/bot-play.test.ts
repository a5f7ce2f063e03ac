/**
 * What the "Normal" bots do over whole games (five bots, seeded): how often war breaks out and when, who
 * declares it, which aggressions are made, the pact, the winner and the spread of the victory points. The
 * numbers are printed; the assertions check that the bots play purposefully (aggressions beyond the forced
 * first two, wars that break out, more than one side able to win). `npm test` plays a few games;
 * GS_BOT_GAMES=36 plays the measurement recorded in DESIGN.md.
 */
process.env.NODE_ENV = 'production';
import { playout, seededRandom } from '../common';
import { gatheringStorm } from './index';
import type { GState } from './rules/types';

const GAMES = Number(process.env.GS_BOT_GAMES ?? 6);
const CAP = 27; // the optional last turn, Winter 1941 (substitute G-14): every game ends

interface Game {
  war: boolean;
  warYear?: number;
  preventive: boolean;
  preventiveBy: string[];
  over?: string;
  aggressions: string[];
  pact: string;
  winner: string;
  level: string;
  spread: number;
  vp: Record<string, number>;
  /** The year the Spanish civil war broke out, if it did [25.3]. */
  spanishYear?: number;
  /** The year of the first aggression beyond the Rhineland and Ethiopia (made, or the one war broke out over). */
  firstOtherYear?: number;
}

const yearOf = (turn: number) => 1935 + Math.floor(turn / 4);

function play(seed: number): Game {
  let spanishYear: number | undefined;
  const { state } = playout(gatheringStorm, {
    numPlayers: 5,
    options: { turnCap: CAP },
    seed: `bots-${seed}`,
    random: seededRandom(seed),
    choose: gatheringStorm.bot as never,
    onState: (st) => {
      const g = st.G as GState;
      if (spanishYear === undefined && g.civilWars.SPA.active) spanishYear = yearOf(g.turn);
    },
  });
  const G = state.G as GState;
  const vp = G.result!.vp;
  const others = G.aggressions.filter((a) => a.id !== 'RHI' && a.id !== 'ETH').map((a) => a.turn);
  if (G.war?.over && G.war.over !== 'RHI' && G.war.over !== 'ETH') others.push(G.war.turn);
  const order = (Object.keys(vp) as (keyof typeof vp)[]).sort((a, b) => vp[b] - vp[a]);
  return {
    war: !!G.war,
    warYear: G.war ? yearOf(G.war.turn) : undefined,
    preventive: !!G.war?.preventive.length,
    preventiveBy: G.war?.preventive ?? [],
    over: G.war?.over,
    aggressions: G.aggressions.map((a) => a.id),
    pact: G.pact.status,
    winner: vp[order[0]] === vp[order[1]] ? 'tie' : order[0],
    level: G.result!.level,
    spread: vp[order[0]] - vp[order[2]],
    vp,
    spanishYear,
    firstOtherYear: others.length ? yearOf(Math.min(...others)) : undefined,
  };
}

const count = <T>(xs: T[], f: (x: T) => boolean) => xs.filter(f).length;
const tally = (xs: string[]) => Object.fromEntries([...new Set(xs)].sort().map((k) => [k, xs.filter((x) => x === k).length]));

test(`${GAMES} five-bot games: wars, aggressions, the pact, winners and VP spread`, () => {
  const games = Array.from({ length: GAMES }, (_, i) => play(100 + i));
  const wars = games.filter((g) => g.war);
  const report = {
    games: GAMES,
    wars: wars.length,
    warYears: tally(wars.map((g) => String(g.warYear))),
    preventiveWars: count(games, (g) => g.preventive),
    preventiveBy: tally(games.flatMap((g) => g.preventiveBy)),
    spanishCivilWar: tally(games.map((g) => String(g.spanishYear ?? 'never'))),
    firstOtherAggression: tally(games.map((g) => String(g.firstOtherYear ?? 'never'))),
    warOver: tally(wars.map((g) => g.over ?? 'declaration')),
    aggressionsPerGame: +(games.reduce((s, g) => s + g.aggressions.length, 0) / GAMES).toFixed(2),
    aggressions: tally(games.flatMap((g) => g.aggressions)),
    pact: tally(games.map((g) => g.pact)),
    winners: tally(games.map((g) => g.winner)),
    levels: tally(games.map((g) => g.level)),
    meanVp: Object.fromEntries(['AXIS', 'ALLIES', 'RUSSIA'].map((a) => [a, +(games.reduce((s, g) => s + g.vp[a], 0) / GAMES).toFixed(2)])),
    meanSpread: +(games.reduce((s, g) => s + g.spread, 0) / GAMES).toFixed(2),
  };
  console.log(`gathering-storm bots: ${JSON.stringify(report, null, 1)}`);
  // Purposeful play: aggressions beyond the forced Rhineland and Ethiopia, and wars that break out.
  expect(games.some((g) => g.aggressions.some((id) => id !== 'RHI' && id !== 'ETH'))).toBe(true);
  expect(wars.length).toBeGreaterThan(0);
  if (GAMES >= 12) expect(Object.keys(report.winners).filter((w) => w !== 'tie').length).toBeGreaterThan(1);
});
