/**
 * Bot comparison (issue 21 item 5): seeded four-player games played to the end by the bots, counting how
 * each special card ends its stay in a hand (played, or discarded), and the new bot ('v2') against the old
 * ('v1') at the same table.
 *
 *   pnpm exec tsx packages/games/src/atlantic-storm/bot-compare.ts [games=300] [mode=basic]
 *
 * Three batches of `games` seeded games each: every seat 'v1'; every seat 'v2'; and a mixed table, 'v2' in
 * two seats and 'v1' in the other two (the seats swap every game), for the win share and the VP.
 * `compareBots` is also what the bot test runs on a small sample.
 */
import type { ActionRequest } from '../common';
import { chooseAction, type BotPolicy } from './bot';
import { card } from './rules/cards';
import type { AsState, Seat } from './rules/types';

type Special = 'raid' | 'happyTime' | 'supply' | 'intel' | 'storm' | 'admiral';
const SPECIALS: Special[] = ['raid', 'happyTime', 'supply', 'intel', 'storm', 'admiral'];
const LABEL: Record<Special, string> = {
  raid: 'Raid on St. Nazaire',
  happyTime: '2nd Happy Time',
  supply: 'supply cards',
  intel: 'Ultra / B-Dienst',
  storm: 'storms',
  admiral: 'admirals',
};

function kindOf(id: string): Special | null {
  const c = card(id);
  if (c.kind === 'supply') return 'supply';
  switch (c.special) {
    case 'raidStNazaire':
      return 'raid';
    case 'secondHappyTime':
      return 'happyTime';
    case 'intel':
      return 'intel';
    case 'storm':
      return 'storm';
    case 'admiral':
      return 'admiral';
    default:
      return null;
  }
}

export interface CardUse {
  played: number;
  discarded: number;
}

export interface BatchResult {
  games: number;
  /** Per special card kind, for the seats of each policy: put down in a play, or discarded from the hand. */
  use: Record<BotPolicy, Record<Special, CardUse>>;
  /** Intelligence cards whose delayed turn came: a play of their side, or the intelligence card discarded. */
  delayed: Record<BotPolicy, { played: number; discarded: number }>;
  /** Seats of each policy over all games; wins (shared wins split), VP. */
  seats: Record<BotPolicy, number>;
  wins: Record<BotPolicy, number>;
  vp: Record<BotPolicy, number>;
}

const empty = (): Record<Special, CardUse> => Object.fromEntries(SPECIALS.map((k) => [k, { played: 0, discarded: 0 }])) as Record<Special, CardUse>;

/**
 * Play `games` seeded games with four bots; `policyOf(game, seat)` says which bot sits where. Seeds start
 * at `firstSeed` so batches with the same seeds deal the same first cards.
 */
export function compareBots(opts: {
  games: number;
  mode?: 'basic' | 'advanced';
  firstSeed?: number;
  policyOf: (game: number, seat: Seat) => BotPolicy;
}): BatchResult {
  // Loaded here so the caller may switch boardgame.io's development checks off first (see main below):
  // boardgame.io and immer pick their build when first required.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { atlanticStorm } = require('./index') as typeof import('./index');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { playout, seededRandom } = require('../common') as typeof import('../common');
  const out: BatchResult = {
    games: 0,
    use: { v1: empty(), v2: empty() },
    delayed: { v1: { played: 0, discarded: 0 }, v2: { played: 0, discarded: 0 } },
    seats: { v1: 0, v2: 0 },
    wins: { v1: 0, v2: 0 },
    vp: { v1: 0, v2: 0 },
  };
  for (let i = 0; i < opts.games; i++) {
    const seed = (opts.firstSeed ?? 1) + i;
    const choose = (view: { G: unknown }, seat: Seat, random: () => number): ActionRequest | undefined => {
      const G = view.G as AsState;
      const policy = opts.policyOf(i, seat);
      const a = chooseAction(G, seat, random, policy);
      if (!a) return undefined;
      const use = out.use[policy];
      if (a.move === 'play') {
        const ids = (a.args[0] as { cards: string[] }).cards;
        for (const id of ids) {
          const k = kindOf(id);
          if (k) use[k].played++;
        }
        if (G.prompt?.kind === 'turn' && G.prompt.delayed) out.delayed[policy].played++;
      } else if (a.move === 'discard') {
        const id = a.args[0] as string;
        const k = kindOf(id);
        if (k) use[k].discarded++;
        if (G.prompt?.kind === 'turn' && G.prompt.delayed) out.delayed[policy].discarded++;
      } else if (a.move === 'discardHand') {
        for (const id of G.players[seat]?.hand ?? []) {
          const k = kindOf(id);
          if (k) use[k].discarded++;
        }
      }
      return { kind: 'move', name: a.move, args: a.args };
    };
    const r = playout(atlanticStorm, { numPlayers: 4, options: { mode: opts.mode ?? 'basic' }, seed: `cmp-${seed}`, random: seededRandom(seed), choose });
    const G = r.state.G as AsState;
    const result = G.result as NonNullable<AsState['result']>;
    for (const st of result.standings) {
      const policy = opts.policyOf(i, st.seat);
      out.seats[policy]++;
      out.vp[policy] += st.vp;
      if (result.winners.includes(st.seat)) out.wins[policy] += 1 / result.winners.length;
    }
    out.games++;
  }
  return out;
}

function pct(a: number, b: number): string {
  return b ? `${((100 * a) / b).toFixed(1)}%` : '-';
}

/** The report of the three batches, as printed. */
export function report(games: number, mode: 'basic' | 'advanced'): string {
  const lines: string[] = [];
  const allOld = compareBots({ games, mode, policyOf: () => 'v1' });
  const allNew = compareBots({ games, mode, policyOf: () => 'v2' });
  // Mixed table: v2 in seats 0 and 2 on even games, 1 and 3 on odd games.
  const mixed = compareBots({ games, mode, firstSeed: 100_001, policyOf: (g, s) => ((Number(s) + g) % 2 === 0 ? 'v2' : 'v1') });
  lines.push(`Atlantic Storm bots, ${games} seeded 4-player ${mode} games per batch`);
  lines.push('');
  lines.push('Special cards, played / discarded (all four seats the same bot):');
  lines.push(`  ${'card'.padEnd(22)} ${'old bot (v1)'.padEnd(22)} new bot (v2)`);
  for (const k of SPECIALS) {
    const o = allOld.use.v1[k];
    const n = allNew.use.v2[k];
    lines.push(`  ${LABEL[k].padEnd(22)} ${`${o.played} / ${o.discarded}`.padEnd(22)} ${n.played} / ${n.discarded}`);
  }
  const od = allOld.delayed.v1;
  const nd = allNew.delayed.v2;
  lines.push(
    `  ${'delayed turns'.padEnd(22)} ${`${od.played} played / ${od.discarded} intel discarded`.padEnd(22)}   ${nd.played} played / ${nd.discarded} intel discarded`,
  );
  lines.push('');
  lines.push(`Mixed table (v2 in two seats, v1 in two, seats alternating), ${mixed.games} games:`);
  for (const p of ['v2', 'v1'] as BotPolicy[])
    lines.push(
      `  ${p === 'v2' ? 'new bot (v2)' : 'old bot (v1)'}: win share ${pct(mixed.wins[p], mixed.games)} (fair share 50%), mean VP per seat ${(mixed.vp[p] / mixed.seats[p]).toFixed(2)}`,
    );
  lines.push(`  all-v1 table mean VP per seat ${(allOld.vp.v1 / allOld.seats.v1).toFixed(2)}; all-v2 table ${(allNew.vp.v2 / allNew.seats.v2).toFixed(2)}`);
  return lines.join('\n');
}

if (require.main === module) {
  process.env.NODE_ENV = 'production';
  const games = Number(process.argv[2] ?? 300);
  const mode = (process.argv[3] ?? 'basic') as 'basic' | 'advanced';
  console.log(report(games, mode));
}
