/**
 * Leaders on the battle board (p.10, p.11; RULINGS E-12): Marschall and Forbes, while their TF is
 * on the board, may turn one die of their side's roll into a 6; Somerville adds +2 to a roll of his TF's
 * ships (I-30). After a gunnery or torpedo step the dice of the whole step are on the table before any hit
 * is applied (p.57), so each side may then use its leader on one of its own attacks; a break-away roll is
 * offered on its own.
 */
import type { Side } from '../data/types';
import type { Attack } from './gunnery';
import { sixLeaderOf, useLeader } from './leaders';
import type { Battle, G } from './types';

export function battleLeader(G: G, b: Battle, side: Side, plus: boolean): string | undefined {
  if (plus) {
    const l = G.leaders.somerville;
    return side === 'BR' && l && l.uses > 0 && l.on && G.ships[l.on]?.status === 'play' && G.ships[l.on].tf === b.tfs.BR && b.ships[l.on] && !b.ships[l.on].left
      ? 'somerville'
      : undefined;
  }
  const six = sixLeaderOf(G, side);
  return six && six[1] === b.tfs[side] ? six[0] : undefined;
}

/** Options after the step's rolls: `s<i>.<k>` (die k of attack i becomes a 6), `p<i>` (+2 to attack i). */
export function attackLeaderOptions(G: G, b: Battle, attacks: readonly Attack[], side: Side): string[] {
  const out: string[] = [];
  const six = battleLeader(G, b, side, false);
  const plus = battleLeader(G, b, side, true);
  attacks.forEach((x, i) => {
    if (x.side !== side) return;
    if (six) x.dice.forEach((d, k) => d !== 6 && out.push(`s${i}.${k}`));
    if (plus) out.push(`p${i}`);
  });
  return out;
}

export function applyAttackLeader(G: G, b: Battle, attacks: Attack[], side: Side, v: string): void {
  if (v.startsWith('p')) {
    useLeader(G, battleLeader(G, b, side, true) as string);
    attacks[Number(v.slice(1))].mods.push(['somerville', 2]);
    return;
  }
  useLeader(G, battleLeader(G, b, side, false) as string);
  const [i, k] = v.slice(1).split('.').map(Number);
  attacks[i].dice[k] = 6;
}

export function breakLeaderOptions(G: G, b: Battle, side: Side, dice: readonly number[]): string[] {
  const out: string[] = [];
  if (battleLeader(G, b, side, false)) dice.forEach((d, k) => d !== 6 && out.push(`six${k}`));
  if (battleLeader(G, b, side, true)) out.push('plus2');
  return out;
}
