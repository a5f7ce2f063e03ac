/**
 * Card data schema for ATLANTIC STORM (rulebook §2 "Componentes").
 *
 * The rules never test card names: they read only the fields below (kind, side, ocean, years, frame,
 * unit, values, vp, fateVictim, standalone, special, supply, effect). Replacing the substitute card set
 * with the printed one is a data change only.
 */

export type Side = 'allied' | 'german';
/** North Atlantic or Arctic (§2 convoy card, item 4). */
export type Ocean = 'NA' | 'ARC';
/** A force card's ocean limit: one ocean, or 'ANY' for the dark rainy background (§6 "El océano"). */
export type CardOcean = Ocean | 'ANY';
export type Year = 1940 | 1941 | 1942 | 1943;
export type Zone = 'air' | 'surface' | 'sub';
/** A round's declared type of operation: one zone or combined ("ningún triunfo", §6). */
export type ZoneDecl = Zone | 'combined';
/**
 * The frame shape of a force card (§2 item 4, §8): aircraft window, binoculars (surface), periscope
 * (submarine / anti-submarine), rectangular ('any': every type, FR summary and A-03). Special and supply
 * cards have no parent type ('none').
 */
export type Frame = 'air' | 'surface' | 'sub' | 'any' | 'none';
/** A printed combat value: 0..6, '?' (one die) or '??' (two dice) (§6 "Tirada de dados"). */
export type CombatValue = number | '?' | '??';
export type Cargo = 'full' | 'half' | 'empty';

/**
 * Where a field's value comes from:
 * - 'rulebook': stated in the Spanish rulebook or the French summary;
 * - 'printed': a printed card value known from outside the rulebook (issue 3: U-552);
 * - 'derived': computed from a rulebook worked example;
 * - 'inferred': a logical consequence of the texts, not stated;
 * - 'substitute': our placeholder, to be replaced by the printed card.
 */
export type Provenance = 'rulebook' | 'printed' | 'derived' | 'inferred' | 'substitute';

/** What a card is, for supply eligibility (§10) and display. */
export type UnitKind = 'aircraft' | 'carrier' | 'warship' | 'escortGroup' | 'submarine' | 'wolfpack' | 'supplyShip' | 'weapon' | 'event';

export type ForceKind = 'normal' | 'bonus' | 'special' | 'supply';
export type SpecialKind = 'admiral' | 'raidStNazaire' | 'secondHappyTime' | 'storm' | 'intel';
export type SupplyKind = 'ship' | 'milkCow';
export type Nationality = 'UK' | 'US' | 'CA' | 'FR' | 'DE';

/** The fields of a card whose provenance is recorded ('values.air' etc. for the three combat boxes). */
export type ForceField =
  | 'id'
  | 'name'
  | 'side'
  | 'nationality'
  | 'kind'
  | 'frame'
  | 'unit'
  | 'ocean'
  | 'years'
  | 'values.air'
  | 'values.surface'
  | 'values.sub'
  | 'vp'
  | 'fateVictim'
  | 'standalone'
  | 'special'
  | 'supply'
  | 'effect';

export type ConvoyField = 'id' | 'name' | 'year' | 'ocean' | 'cargo' | 'vp';

export interface ConvoyCard {
  /** 'C1'..'C40' (§3: "por ejemplo, C11"). */
  id: string;
  /** Numeric part of the id: the cut for first player (§3) and the last tie-break (§4). */
  no: number;
  /** Historical designation and route, e.g. 'SC 42'. */
  name: string;
  year: Year;
  ocean: Ocean;
  cargo: Cargo;
  /** 1..7 (§2 item 6). */
  vp: number;
  /** Printed in red: some force card names this convoy as its fate victim (§2 item 1, §7). */
  redName: boolean;
  /** Flavour only (month, losses); no game effect. */
  history?: string;
  provenance: Record<ConvoyField, Provenance>;
}

/**
 * A force card (§2 "Mazo de Fuerza"). One flat record for every kind so the rules can read any field
 * of any card; fields that do not apply to a kind hold a neutral value (values 0, vp 0, frame 'none').
 */
export interface ForceCard {
  /** 'A..' Allied, 'G..' German, 'S..' storm (§2 item 12). */
  id: string;
  name: string;
  /** 'neutral' only for the two storms (§9 "Tormentas"). */
  side: Side | 'neutral';
  nationality?: Nationality;
  kind: ForceKind;
  /** Parent type for bonus cards, type of normal cards (§8); 'none' for special and supply cards. */
  frame: Frame;
  unit: UnitKind;
  ocean: CardOcean;
  /** Years available, non-empty (§6 "El año"). */
  years: Year[];
  /** Normal cards: printed combat values. Bonus cards: the '+N' per zone (0 where none). Others: 0. */
  values: Record<Zone, CombatValue>;
  /** 0..5; bonus and special cards have none (0) (§4). */
  vp: number;
  /** Id of the force card or convoy this card is destined to destroy (§7). */
  fateVictim?: string;
  /** Printed in red: some card names this card as its fate victim (§7). */
  redName: boolean;
  /** Bonus cards that may be played by themselves (§8: Minefield A51 and CAM Ship A52). */
  standalone?: boolean;
  special?: SpecialKind;
  supply?: SupplyKind;
  /** Extra rules hook: Black Gap's restriction (substitute text). */
  effect?: 'blackGap';
  history?: string;
  provenance: Record<ForceField, Provenance>;
}
