/**
 * The Solitaire Action deck [5.2.3, 5.3.1]: draws for the ghost's defence and offence. The deck order is
 * secret; drawn cards are public. It is reshuffled when it runs out and at the end of every ghost turn.
 */
import { SOLITAIRE, SOLITAIRE_CARDS, type GhostReaction, type SolitaireCard } from '../data';
import { emit, type Ctx } from './core';
import type { ActionType } from '../data';

export function drawSolitaire(c: Ctx): SolitaireCard {
  const { G } = c;
  if (G.secret.solitaire.length === 0) reshuffleSolitaire(c, 'ranOut');
  const id = G.secret.solitaire.pop()!;
  G.decks.solitaireUsed.push(id);
  return SOLITAIRE[id];
}

/** Reshuffle the whole deck: it ran out, a new round [5.1.5], or the end of the ghost's turn [5.3.1]. */
export function reshuffleSolitaire(c: Ctx, why: 'ranOut' | 'newRound' | 'turnEnd'): void {
  const { G } = c;
  G.secret.solitaire = c.rng.shuffle(SOLITAIRE_CARDS.map((s) => s.id));
  G.decks.solitaireUsed = [];
  emit(c, { kind: 'solitaireReshuffle', why, ...(why === 'newRound' ? { rule: '5.1.5' } : {}) });
}

/**
 * The ghost's defence [5.2.3]: draw one solitaire card, roll a red d4: 1 or 3 reads the first defensive
 * entry, 2 or 4 the second. The entry applies only if it "matches": it would be legal for a human
 * defender now (ruling A-38), i.e. it is in `allowed`.
 */
export function ghostDefence(c: Ctx, allowed: readonly ActionType[], against: GhostDefenceAgainst, about: string[]): GhostReaction | null {
  const card = drawSolitaire(c);
  const r = c.rng.die(4);
  const entry = card.defense[r === 1 || r === 3 ? 0 : 1];
  const matches = entry !== 'none' && allowed.includes(entry);
  emit(c, {
    kind: 'ghostDefence',
    seat: c.G.ghost!,
    against,
    about,
    card: card.id,
    roll: { coin: [4], rolls: [r], mod: 0, total: r },
    entry,
    applies: matches,
  });
  return matches ? (entry as GhostReaction) : null;
}

/** What the ghost defends against (`about`: the ship and merchant of an Intercept!, the target of an attack, the mines' card). */
type GhostDefenceAgainst = 'intercept' | 'british' | 'monitor' | 'interrogate' | 'mines' | 'torpedo';
