/**
 * Task-force building blocks, stealth forces and air sources (p.2, p.5, p.7, p.8, p.25, p.27, p.37,
 * p.41, p.45; substitutes in RULINGS.md S).
 *
 * A "force" is a Task Force, an airbase or a stealth force (p.25). Ships always belong to a TF (p.7);
 * a TF is drawn with the sticks and cylinder of one identity (colour and stripes, p.5), so the number of
 * identities limits splits and reinforcements (p.37).
 */
import { D, R, S, prov } from './provenance';
import type { IdentityField, IdentityRow, Provenance, Side, StealthField, StealthKind, StealthKindField, StealthKindRow, StealthRow } from './types';

/** Physical inventory relevant to play (p.2 "225 palos de madera ... 15 cilindros ... Cuatro dados"). */
export const COMPONENTS = {
  sticks: 225,
  cylinders: 15,
  dice: 4,
  /** 225 sticks / 15 cylinders: 15 segments per identity, the trajectory maximum (p.15). */
  segmentsPerIdentity: 15,
  prov: { sticks: R, cylinders: R, dice: R, segmentsPerIdentity: D } as Record<'sticks' | 'cylinders' | 'dice' | 'segmentsPerIdentity', Provenance>,
} as const;

const ID_FIELDS: readonly IdentityField[] = ['side', 'colour', 'segments'];

/** p.5 names "brown, red, light tan"; the split 8 British / 7 German and the other colours are substitutes (RULINGS S). */
function identity(id: string, side: Side, colour: string, colourFromRulebook = false): IdentityRow {
  return { id, side, colour, segments: 15, prov: prov(ID_FIELDS, S, { segments: D, ...(colourFromRulebook ? { colour: R } : {}) }) };
}

export const IDENTITY_ROWS: readonly IdentityRow[] = [
  identity('br_brown', 'BR', 'brown', true),
  identity('br_red', 'BR', 'red', true),
  identity('br_light_tan', 'BR', 'light tan', true),
  identity('br_white', 'BR', 'white'),
  identity('br_yellow', 'BR', 'yellow'),
  identity('br_blue_stripe', 'BR', 'blue stripe'),
  identity('br_red_stripe', 'BR', 'red stripe'),
  identity('br_tan_stripe', 'BR', 'tan stripe'),
  identity('ge_grey', 'GE', 'grey'),
  identity('ge_black', 'GE', 'black'),
  identity('ge_dark_green', 'GE', 'dark green'),
  identity('ge_grey_stripe', 'GE', 'grey stripe'),
  identity('ge_black_stripe', 'GE', 'black stripe'),
  identity('ge_green_stripe', 'GE', 'green stripe'),
  identity('ge_olive', 'GE', 'olive'),
];

/** Reinforcement group letters (p.7 shows groups A and C; the number of groups is per scenario). */
export const REINFORCEMENT_GROUPS = { letters: ['A', 'B', 'C', 'D', 'E'], prov: { letters: S } as Record<'letters', Provenance> } as const;

// ------------------------------------------------------------------ stealth forces (p.21, p.41, p.42)

const KIND_FIELDS: readonly StealthKindField[] = ['recon', 'attack', 'sides'];

export const STEALTH_KIND_ROWS: readonly StealthKindRow[] = [
  // p.41 "Reconocimiento: ... una de sus fuerzas de submarinos o de U-Boat"; "ataque: ... las minas o las
  // fuerzas de submarinos o U-Boat". Who owns submarines is not stated (RULINGS S: both sides).
  { kind: 'SUB', recon: true, attack: true, sides: ['BR', 'GE'], prov: prov(KIND_FIELDS, R, { sides: S }) },
  { kind: 'MINES', recon: false, attack: true, sides: ['BR', 'GE'], prov: prov(KIND_FIELDS, R, { sides: S }) },
  // The U-Boat box is on the German side of the board (p.4); the examples' U-Boats are German (p.32, p.42).
  { kind: 'UBOAT', recon: true, attack: true, sides: ['GE'], prov: prov(KIND_FIELDS, R, { sides: D }) },
];

const STEALTH_FIELDS: readonly StealthField[] = ['side', 'kind', 'count'];

function stealth(id: string, side: Side, kind: StealthKind, name: string): StealthRow {
  return { id, side, kind, name, prov: prov(STEALTH_FIELDS, S, kind === 'UBOAT' ? { side: D } : {}) };
}

/** The counter pool (the counter sheets are missing: the count of each is a substitute, RULINGS S). */
export const STEALTH_ROWS: readonly StealthRow[] = [
  stealth('ge_uboat_1', 'GE', 'UBOAT', 'U-Boat 1'),
  stealth('ge_uboat_2', 'GE', 'UBOAT', 'U-Boat 2'),
  stealth('ge_uboat_3', 'GE', 'UBOAT', 'U-Boat 3'),
  stealth('ge_uboat_4', 'GE', 'UBOAT', 'U-Boat 4'),
  stealth('ge_uboat_5', 'GE', 'UBOAT', 'U-Boat 5'),
  stealth('ge_uboat_6', 'GE', 'UBOAT', 'U-Boat 6'),
  // p.10 "Prien: Asignar a una fuerza de submarinos".
  stealth('ge_sub_1', 'GE', 'SUB', 'German submarine force 1'),
  stealth('ge_sub_2', 'GE', 'SUB', 'German submarine force 2'),
  stealth('ge_mines_1', 'GE', 'MINES', 'German mines 1'),
  stealth('ge_mines_2', 'GE', 'MINES', 'German mines 2'),
  stealth('br_sub_1', 'BR', 'SUB', 'British submarine force 1'),
  stealth('br_sub_2', 'BR', 'SUB', 'British submarine force 2'),
  stealth('br_sub_3', 'BR', 'SUB', 'British submarine force 3'),
  // Scenario N1 asks for mines at Bud and Åndalsnes (p.9).
  stealth('br_mines_1', 'BR', 'MINES', 'British mines 1'),
  stealth('br_mines_2', 'BR', 'MINES', 'British mines 2'),
];

// ------------------------------------------------------------------ air (p.6, p.8, p.27, p.45, p.63)

/**
 * There are no air counters: air power comes from undamaged CVs in TFs and from airbases in play
 * (p.6, p.8, p.27). The limits of both kinds of source, as data.
 */
export const AIR_SOURCES = {
  /** p.27 "Una Task Force ... con un CV no dañado, o una base aérea" (TF without a convoy). */
  kinds: ['CV_TF', 'AIRBASE', 'AIRBASE_MARKER'] as const,
  /** p.27 "El objetivo no puede estar a más de dos hexágonos del punto de lanzamiento"; p.45 the same for air support. */
  maxRange: 2,
  /** p.27 "Sólo puede realizarse con buen tiempo"; p.45 "SOLO CON BUEN TIEMPO". */
  goodWeatherOnly: true,
  /** p.27, p.45: neither launch point nor target hex on the Arctic line; crossing one is allowed. */
  arcticLaunchOrTarget: false,
  arcticOverflight: true,
  /** p.45 "a cada jugador se le permite sólo un origen" per action. */
  originsPerSidePerAction: 1,
  /** p.63 optional "Límite de CV": a CV TF gives air support or strikes only as a station or a trajectory of at most 6. */
  optionalCvLimitSegments: 6,
  prov: {
    kinds: R,
    maxRange: R,
    goodWeatherOnly: R,
    arcticLaunchOrTarget: R,
    arcticOverflight: R,
    originsPerSidePerAction: R,
    optionalCvLimitSegments: R,
  } as Record<'kinds' | 'maxRange' | 'goodWeatherOnly' | 'arcticLaunchOrTarget' | 'arcticOverflight' | 'originsPerSidePerAction' | 'optionalCvLimitSegments', Provenance>,
} as const;
