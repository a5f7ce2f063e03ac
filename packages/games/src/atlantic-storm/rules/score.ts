import { convoy } from './cards';
import { ev } from './events';
import { vpOfCards } from './state';
import type { AsState, Ctx, GameResult, Seat, Standing, Trick } from './types';

/** §4 "Puntos de Victoria": convoys won, destroyed cards under them, fate victims, (§14) spoils. */
export function standingOf(seat: Seat, tricks: Trick[], victims: string[], spoils: string[]): Standing {
  let vp = 0;
  let convoyVP = 0;
  let lowest: number | null = null;
  for (const t of tricks) {
    const c = convoy(t.convoy);
    convoyVP += c.vp;
    vp += c.vp + vpOfCards(t.cards);
    if (lowest === null || c.no < lowest) lowest = c.no;
  }
  vp += vpOfCards(victims) + vpOfCards(spoils);
  return { seat, vp, convoyVP, lowestConvoy: lowest, tricks, victims, spoils };
}

/**
 * §4 "Final del juego": most VP; ties -> most convoy VP; then the lowest convoy card number.
 * a player holding a convoy beats one holding none; tied players holding none share the win.
 */
export function compareStandings(a: Pick<Standing, 'vp' | 'convoyVP' | 'lowestConvoy'>, b: Pick<Standing, 'vp' | 'convoyVP' | 'lowestConvoy'>): number {
  if (a.vp !== b.vp) return b.vp - a.vp;
  if (a.convoyVP !== b.convoyVP) return b.convoyVP - a.convoyVP;
  const la = a.lowestConvoy ?? Infinity;
  const lb = b.lowestConvoy ?? Infinity;
  return la === lb ? 0 : la - lb;
}

export function winnersOf<T extends Pick<Standing, 'vp' | 'convoyVP' | 'lowestConvoy'>>(list: T[]): T[] {
  const sorted = [...list].sort(compareStandings);
  return sorted.filter((s) => compareStandings(s, sorted[0]) === 0);
}

export function computeResult(G: AsState): GameResult {
  const standings = G.seats.map((s) => {
    const p = G.players[s];
    return standingOf(s, p.tricks, p.victims, p.spoils);
  });
  const winners = winnersOf(standings).map((s) => s.seat);
  const points: Record<Seat, number> = {};
  for (const s of standings) points[s.seat] = s.vp;
  return { standings, winners, points };
}

/** §4 "Final del juego": the convoy pile is empty. */
export function endGame(G: AsState, m: Ctx): void {
  G.prompt = null;
  G.battle = null;
  G.result = computeResult(G);
  const r = G.result;
  for (const s of r.standings) m.emit(ev.score(s.seat, s.vp, s.convoyVP));
  m.emit(ev.winners(r.winners));
}
