/**
 * The bot measured against its previous policy (issue 21, item 13): seeded games played to the end through
 * the real reducer, every seat played by the bot, counting what the issue counts and who wins.
 *
 *   node --import tsx packages/games/src/kaisers-pirates/bot-compare.ts [games per setting, default 300]
 *
 * Settings: solitaire (one seat against the ghost: the whole sample with 'v1', then with 'v2'), and two and
 * four players with the two policies at the same table (seats alternate between the policies from game to
 * game, so each policy sits in every seat equally often). Counted per policy:
 * - supplements committed without an Intercept! in the same commit (Surprise Attack, Boarding Party, Good
 *   Hunting, Shipping Lanes as action halves, with no Intercept! half committed), and those with nothing
 *   they could join (no ship intercept for a Boarding Party, none by a raider for Good Hunting, by a warship
 *   for Shipping Lanes);
 * - Reflag: played to hide a recognized raider or prize (its action, or in a Reflag window) against spent as
 *   an Intercept! half while the seat had a recognized raider or prize;
 * - Shallow Run played for a merchant that was already damaged;
 * - wins (shared wins count for each winner) and the mean total VA and Round Points of its seats.
 * Not a test: the seeded comparison the tests assert on is in bot.test.ts.
 */
import { playout } from '../common/playout';
import { seededRandom } from '../common/random';
import type { ActionRequest, Seat, ViewState } from '../common/module';
import { botWith, type BotPolicy } from './bot';
import { kaisersPirates } from './index';
import { typeOf } from './data';
import { locate } from './rules/state';
import type { CommitEntry } from './rules/legal';
import type { GameState, PublicState } from './rules/types';

export interface PolicyCounts {
  seats: number;
  wins: number;
  va: number;
  rp: number;
  commits: number;
  supplements: number;
  suppNoIntercept: number;
  suppNothingToJoin: number;
  reflagHide: number;
  reflagSpent: number;
  shallowDamaged: number;
  shallowRuns: number;
}

const blank = (): PolicyCounts => ({
  seats: 0,
  wins: 0,
  va: 0,
  rp: 0,
  commits: 0,
  supplements: 0,
  suppNoIntercept: 0,
  suppNothingToJoin: 0,
  reflagHide: 0,
  reflagSpent: 0,
  shallowDamaged: 0,
  shallowRuns: 0,
});

const SUPP = ['surprise_attack', 'boarding_party', 'good_hunting', 'shipping_lanes'];

/** Count what one request of one seat does, from the seat's view. */
export function countRequest(S: PublicState, seat: Seat, req: ActionRequest | undefined, c: PolicyCounts): void {
  if (!req || req.kind !== 'move') return;
  const ships = S.forces[seat]?.ships ?? [];
  const hideable = ships.some((x) => (x.kind === 'raider' || x.kind === 'prize') && x.rec);
  if (req.name === 'commit') {
    const entries = (req.args[0] ?? []) as CommitEntry[];
    c.commits++;
    const intercepts = entries.filter((e) => e.half === 'intercept');
    const kinds = intercepts.filter((e) => e.on).map((e) => ships.find((x) => x.id === e.on)?.kind);
    for (const e of entries) {
      const type = typeOf(e.card);
      if (e.half === 'intercept' && type === 'reflag' && hideable) c.reflagSpent++;
      if (e.half !== 'action' || !SUPP.includes(type)) continue;
      c.supplements++;
      if (!intercepts.length) c.suppNoIntercept++;
      const joins =
        type === 'surprise_attack'
          ? intercepts.length > 0
          : type === 'good_hunting'
            ? kinds.includes('raider')
            : type === 'shipping_lanes'
              ? kinds.includes('warship')
              : kinds.length > 0;
      if (!joins) c.suppNothingToJoin++;
    }
    return;
  }
  if (req.name === 'reveal') {
    const me = S.players[seat];
    const slot = S.turn?.slots.find((s) => s.n === req.args[0]);
    if (me && slot && slot.half === 'action' && typeOf(me.committed[slot.n]) === 'reflag') c.reflagHide++;
    return;
  }
  if (req.name === 'react') {
    const type = typeOf(req.args[0] as string);
    const p = S.pending;
    if (type === 'reflag') c.reflagHide++;
    if (type === 'shallow_run' && p?.kind === 'react') {
      c.shallowRuns++;
      const target = p.window.target ? locate(S, p.window.target)?.ship : undefined;
      if (target && target.dmg > 0) c.shallowDamaged++;
    }
  }
}

export interface Setting {
  name: string;
  numPlayers: number;
  options: Record<string, unknown>;
  /** The policy of each seat in game i. */
  policyOf: (seat: Seat, i: number) => BotPolicy;
}

export const SETTINGS: Setting[] = [
  { name: 'solitaire, v1', numPlayers: 1, options: {}, policyOf: () => 'v1' },
  { name: 'solitaire, v2', numPlayers: 1, options: {}, policyOf: () => 'v2' },
  { name: '2 players, v1 against v2', numPlayers: 2, options: {}, policyOf: (s, i) => ((Number(s) + i) % 2 === 0 ? 'v2' : 'v1') },
  { name: '4 players, v1 against v2', numPlayers: 4, options: {}, policyOf: (s, i) => ((Number(s) + i) % 2 === 0 ? 'v2' : 'v1') },
];

/** Play `games` seeded games of a setting; counts per policy. */
export function compare(setting: Setting, games: number, from = 0): Record<BotPolicy, PolicyCounts> {
  const out: Record<BotPolicy, PolicyCounts> = { v1: blank(), v2: blank() };
  for (let i = from; i < from + games; i++) {
    const res = playout(kaisersPirates, {
      numPlayers: setting.numPlayers,
      options: setting.options,
      seed: `kp-bots-${setting.numPlayers}-${i}`,
      random: seededRandom(i * 104729 + setting.numPlayers),
      maxSteps: 20000,
      choose: (view: ViewState, seat: Seat, random: () => number) => {
        const policy = setting.policyOf(seat, i);
        const req = botWith(view, seat, random, policy);
        countRequest(view.G as PublicState, seat, req, out[policy]);
        return req;
      },
    });
    const G = res.state.G as GameState;
    const winners = G.result?.winners ?? [];
    for (const s of G.seats) {
      const c = out[setting.policyOf(s, i)];
      c.seats++;
      if (winners.includes(s)) c.wins++;
      c.va += G.totals.va[s];
      c.rp += G.totals.rp[s];
    }
  }
  return out;
}

function row(name: string, c: PolicyCounts): string {
  const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '-');
  return [
    name.padEnd(5),
    `wins ${c.wins}/${c.seats} (${pct(c.wins, c.seats)})`,
    `mean VA ${(c.va / c.seats).toFixed(1)}`,
    `mean RP ${(c.rp / c.seats).toFixed(2)}`,
    `supplements ${c.supplements}: no Intercept! ${c.suppNoIntercept}, nothing to join ${c.suppNothingToJoin}`,
    `Reflag hide ${c.reflagHide} / spent as Intercept! ${c.reflagSpent}`,
    `Shallow Run ${c.shallowRuns}, for a damaged merchant ${c.shallowDamaged}`,
  ].join(' | ');
}

if (require.main === module) {
  process.env.NODE_ENV = 'production';
  const games = Number(process.argv[2] ?? 300);
  const only = process.argv[3];
  for (const s of SETTINGS) {
    if (only && !s.name.startsWith(only)) continue;
    const t0 = Date.now();
    const r = compare(s, games);
    console.log(`${s.name}: ${games} games (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
    for (const p of ['v1', 'v2'] as const) if (r[p].seats) console.log(`  ${row(p, r[p])}`);
  }
}
