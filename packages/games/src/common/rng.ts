/**
 * Randomness as the rules see it. A game's rules take an `Rng` argument and never reach for a global
 * source: in a match it is the match's own PRNG (boardgame.io's random plugin, seeded by the host from a
 * cryptographic seed, see `rngOf`); in tests it is scripted dice. Pure: no boardgame.io import.
 */
export interface Rng {
  /** A uniform integer 1..sides. */
  die(sides: number): number;
  /** A shuffled copy (the input is not changed). */
  shuffle<T>(items: readonly T[]): T[];
}

/** The part of boardgame.io's random plugin API the kit uses. */
export interface RandomApi {
  Die(sides: number): number;
  Shuffle<T>(deck: T[]): T[];
}

/** The match's PRNG as an `Rng` (boardgame.io's Die and Shuffle; Shuffle returns a new array). */
export function rngOf(random: RandomApi): Rng {
  return {
    die: (sides) => random.Die(sides),
    shuffle: <T>(items: readonly T[]) => random.Shuffle(items as T[]),
  };
}
