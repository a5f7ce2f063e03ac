/**
 * The Solitaire Action deck [5.2.3, 5.3.1]: draws for the ghost's defence and offence. The deck order is
 * secret; drawn cards are public. It is reshuffled when it runs out and at the end of every ghost turn.
 */
import { SOLITAIRE, SOLITAIRE_CARDS, type GhostReaction, type SolitaireCard } from '../data';
import { ACTION_TYPE } from '../data';
import { addLog } from './state';
import type { Ctx } from './core';
import type { ActionType } from '../data';

export function drawSolitaire(c: Ctx): SolitaireCard {
  const { G } = c;
  if (G.secret.solitaire.length === 0) reshuffleSolitaire(c, 'it ran out');
  const id = G.secret.solitaire.pop()!;
  G.decks.solitaireUsed.push(id);
  return SOLITAIRE[id];
}

export function reshuffleSolitaire(c: Ctx, why: string): void {
  const { G } = c;
  G.secret.solitaire = c.rng.shuffle(SOLITAIRE_CARDS.map((s) => s.id));
  G.decks.solitaireUsed = [];
  addLog(G, `The solitaire deck is reshuffled (${why}) [5.3.1].`);
}

/**
 * The ghost's defence [5.2.3]: draw one solitaire card, roll a red d4: 1 or 3 reads the first defensive
 * entry, 2 or 4 the second. The entry applies only if it "matches": it would be legal for a human
 * defender now (ruling A-38), i.e. it is in `allowed`.
 */
export function ghostDefence(c: Ctx, allowed: readonly ActionType[], what: string): GhostReaction | null {
  const card = drawSolitaire(c);
  const r = c.rng.die(4);
  const entry = card.defense[r === 1 || r === 3 ? 0 : 1];
  const matches = entry !== 'none' && allowed.includes(entry);
  const label = entry === 'none' ? 'No Response' : ACTION_TYPE[entry].name;
  addLog(c.G, `Ghost defence against ${what}: solitaire card ${card.id}, red d4 = ${r} → ${label}${entry !== 'none' && !matches ? ' (does not match: no reaction)' : ''} [5.2.3].`, {
    side: c.G.ghost ?? undefined,
    dice: [{ label: 'ghost defence', coin: [4], rolls: [r], mod: 0, total: r }],
  });
  return matches ? (entry as GhostReaction) : null;
}
