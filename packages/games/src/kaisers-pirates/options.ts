import { z } from 'zod';
import { refuse, type Refusal } from '../common/refusal';

/**
 * Room options of The Kaiser's Pirates: the player mode extras and every optional rule of section 6
 * (each needs all players' consent [6.0], so they are room options).
 */
export const optionsSchema = z
  .object({
    /** Four players as two teams of two, seats 0 & 2 against 1 & 3 [4.0, 4.1]. */
    teams: z
      .boolean()
      .default(false)
      .meta({ title: 'Team game (4 players)', description: 'Seats 1 & 3 against 2 & 4; teammates share targets and retention [4.0-4.10].' }),
    /** Action cards removed at random each round [2.1.1-2.1.4]; default 12/32/52 for 4/3/2 players. */
    actionCardsRemoved: z
      .number()
      .int()
      .min(1)
      .max(91)
      .optional()
      .meta({ title: 'Action cards removed each round', description: "Leave empty for the rulebook's 12 / 32 / 52 with 4 / 3 / 2 players [2.1.1-2.1.3]." }),
    /** Solitaire: cards removed from the 88-card deck; 48 gives the 40-card deck the rulebook states (ruling A-01). */
    solitaireRemove: z
      .union([z.literal(48).meta({ title: '48: the 40-card deck the rulebook states' }), z.literal(52).meta({ title: '52: the literal count (36 cards)' })])
      .default(48)
      .meta({ title: 'Solitaire: action cards removed', description: 'The rulebook says remove 52 leaving 40, which does not add up (ruling R-1) [5.1.1].' }),
    /** First player of round 1 [3.1]: d10 roll-off, lowest dealt fleet VA, or (solitaire) the live player chooses [5.1.3]. */
    firstPlayer: z
      .union([
        z.literal('d10').meta({ title: 'Roll a d10' }),
        z.literal('lowestFleetVA').meta({ title: 'Lowest fleet VA' }),
        z.literal('liveChooses').meta({ title: 'Solitaire: you choose' }),
      ])
      .default('d10')
      .meta({ title: 'First player', description: 'Who starts round 1 [3.1, 5.1.3].' }),
    /** Ghost decisions in solitaire: 'smart' (best expected VA) or 'random' (as the rulebook example, 5.4.1). */
    ghostPolicy: z
      .union([z.literal('smart').meta({ title: 'In its own interest' }), z.literal('random').meta({ title: 'At random (white d6)' })])
      .default('smart')
      .meta({ title: 'Solitaire: the ghost decides', description: 'How the ghost makes its choices (ruling R-2) [5.0, 5.4.1].' }),
    /** Hide which half of a face-down committed card is up (ruling A-20). */
    hideCommitOrientation: z.boolean().default(false).meta({
      title: 'Hide the half of face-down cards',
      description: 'Others do not see whether a committed card shows its Intercept! or its action half (ruling A-20).',
    }),
    /** Safety net: tie-break rounds played before a full tie is declared shared [2.5]. */
    maxTieBreakRounds: z.number().int().min(0).max(10).default(3).meta({
      title: 'Tie-break rounds before a shared victory',
      description: 'A safety net: after this many tie-break rounds still tied, the tied players share the victory [2.5].',
    }),
    /** 6.1 Coal Pile. */
    coalPile: z.boolean().default(false).meta({
      title: 'Coal Pile (6.1)',
      description:
        'Ships with the coal pile symbol run short of coal more easily: +2 to Rendezvous Missed against them, -1 to Blockade Runner and refuge resupply.',
    }),
    /** 6.2 Sails (Seeadler). */
    sails: z.boolean().default(false).meta({
      title: 'Sails (6.2)',
      description: 'Seeadler suffers less from supply shortages but is slow: Rendezvous Missed -2, resupply +1, Break Contact and Fast Ship modifiers.',
    }),
    /** 6.3 Wolfchen (Wolf). */
    wolfchen: z.boolean().default(false).meta({
      title: 'Wolfchen (6.3)',
      description: "Wolf's scout plane: Surprise Attack +4 with Wolf, no Slim Pickings against Wolf, +2 to Wolf's Break Contact.",
    }),
    /** 6.4 Balanced Tournament (round 1 deal). */
    balancedTournament: z.boolean().default(false).meta({
      title: 'Balanced Tournament (6.4)',
      description: 'Round 1 deals everyone one of Dresden, Emden, Königsberg or Nürnberg, two tournament raiders and merchants of VA 5, 7 and 9.',
    }),
    /** 6.5 Beyond 1914: eight ships removed [6.5.1-6.5.2]. */
    beyond1914: z.boolean().default(false).meta({
      title: 'Beyond 1914 (6.5)',
      description:
        'Only the ships available in 1915: Emden, Leipzig, Karlsruhe, Nürnberg, Berlin, Cap Trafalgar, Kaiser Wilhelm der Grosse and Cormoran are removed.',
    }),
    /** 6.5.4: also remove the 19 merchants sunk in 1914. */
    beyond1914Merchants: z
      .boolean()
      .default(false)
      .meta({ title: 'Beyond 1914: no 1914 merchants (6.5.4)', description: 'Also remove the 19 merchants sunk in 1914.' }),
    /** 6.5.3: four players remove the three Breakout cards. */
    beyond1914NoBreakout: z
      .boolean()
      .default(false)
      .meta({ title: 'Beyond 1914: no Breakout (6.5.3)', description: 'Four players: remove the three Breakout cards (89 action cards).' }),
    /** 6.6 Fast Raiders. */
    fastRaiders: z.boolean().default(false).meta({
      title: 'Fast Raiders (6.6)',
      description: 'The five converted liners may ignore Fast Ship by chasing at full speed (then roll for Limited Supplies); -2 to their Shallow Run.',
    }),
    /** 6.7 Retention: keep up to 3 warships/raiders between rounds. */
    retention3: z.boolean().default(false).meta({
      title: 'Retention (6.7)',
      description: 'Keep up to three surviving warships or raiders between rounds instead of one (fewer action cards dealt).',
    }),
    /** 6.8 Additional Damage. */
    additionalDamage: z.boolean().default(false).meta({
      title: 'Additional Damage (6.8)',
      description: 'Every damaged result adds a marker; each marker is -2 to attack, defence, Break Contact and Shallow Run.',
    }),
    /** 6.9 Torpedo attacks on prizes. */
    torpedoPrizes: z.boolean().default(false).meta({
      title: 'Torpedo attacks on prizes (6.9)',
      description: 'A submarine may mistakenly torpedo an unrecognized prize (10/8 vs 10 to start the attack).',
    }),
    /** 6.10 Shallow Run Pursuit. */
    shallowPursuit: z.boolean().default(false).meta({
      title: 'Shallow Run Pursuit (6.10)',
      description: 'An interceptor may follow a merchant across the shoal: both roll the crossing and the intercept goes on.',
    }),
    /** 6.11 Sailing Merchants. */
    sailingMerchants: z.boolean().default(false).meta({
      title: 'Sailing Merchants (6.11)',
      description: 'Against the twelve sailing merchants AMC, Q-Ship and Fast Ship cannot be played; their Break Contact is at -2.',
    }),
    /** 6.12 Prize Resupply. */
    prizeResupply: z.boolean().default(false).meta({
      title: 'Prize Resupply (6.12)',
      description: 'A prize may remove the Limited Supplies marker of one of your ships, then rolls 10/8 vs 10 to see whether its stores are exhausted.',
    }),
  })
  .refine((o) => !(o.balancedTournament && o.beyond1914), {
    message: 'Balanced Tournament (6.4) deals Emden, Nürnberg, Leipzig and Karlsruhe, which Beyond 1914 (6.5) removes: choose one',
  })
  .refine((o) => !(o.beyond1914Merchants || o.beyond1914NoBreakout) || o.beyond1914, {
    message: '6.5.3 and 6.5.4 are parts of Beyond 1914 (6.5): enable it first',
  });

export type KaisersPiratesOptions = z.output<typeof optionsSchema>;

/** Action cards in the deck before the per-round removal [1.1, 5.1, 6.5.3]. */
export function actionDeckSize(o: KaisersPiratesOptions, numPlayers: number): number {
  if (numPlayers === 1) return 88;
  return o.beyond1914NoBreakout ? 89 : 92;
}

/** Cards removed at random each round [2.1.1-2.1.3, 5.1.1]. */
export function actionCardsRemoved(o: KaisersPiratesOptions, numPlayers: number): number {
  if (o.actionCardsRemoved !== undefined) return o.actionCardsRemoved;
  if (numPlayers === 1) return o.solitaireRemove;
  return numPlayers === 4 ? 12 : numPlayers === 3 ? 32 : 52;
}

/** Why these options cannot be played with n players, or undefined. */
export function playerCountProblem(o: KaisersPiratesOptions, n: number): Refusal | undefined {
  if (!Number.isInteger(n) || n < 1 || n > 4)
    return refuse('countPlayers', "The Kaiser's Pirates is for 1 to 4 players (1 = solitaire against the ghost) [Intro, 5.0]");
  if (o.teams && n !== 4) return refuse('countTeams', 'The team game needs exactly four players [4.0]');
  if (o.beyond1914NoBreakout && n !== 4) return refuse('countNoBreakout', 'Removing the Breakout cards (6.5.3) is a four-player option');
  const sideCount = n === 1 ? 2 : n;
  const cut = actionCardsRemoved(o, n);
  const left = actionDeckSize(o, n) - cut;
  if (left < 6 * sideCount + 1) {
    return refuse('countDeckTooSmall', `Removing ${cut} action cards leaves ${left}: too few to deal 6 to each of ${sideCount} sides and draw [2.1.4, 2.1.5]`, {
      removed: cut,
      deck: left,
      sides: sideCount,
    });
  }
  return undefined;
}
