/**
 * A face-down pile (draw pile, discard pile, convoy pile...) kept in G.secret as one string of
 * space-separated card ids, top first. Nobody ever sees these piles, and a single string keeps every
 * state update cheap for boardgame.io (immer and its serialisability check walk every array element).
 */
export type Pile = string;

export function pileIds(p: Pile): string[] {
  return p ? p.split(' ') : [];
}

export function pileOf(ids: readonly string[]): Pile {
  return ids.join(' ');
}

export function pileSize(p: Pile): number {
  if (!p) return 0;
  let n = 1;
  for (let i = 0; i < p.length; i++) if (p.charCodeAt(i) === 32) n++;
  return n;
}

/** Take up to n cards from the top: [taken, rest]. */
export function pileTake(p: Pile, n: number): [string[], Pile] {
  const ids = pileIds(p);
  return [ids.slice(0, n), pileOf(ids.slice(n))];
}

/** Put cards at the bottom. */
export function pileAdd(p: Pile, ids: readonly string[]): Pile {
  if (!ids.length) return p;
  return p ? `${p} ${ids.join(' ')}` : ids.join(' ');
}
