/**
 * Card data types of The Kaiser's Pirates [1.1-1.1.4]. Every record carries, per field, where its value
 * comes from (`Provenance`): `rulebook` (stated by the Spanish rulebook, its examples or its card-face
 * fragments), `derived` (follows from the rulebook's counts or lists) or `substitute` (our designer
 * substitutes, for values the rulebook does not print). Real card data replaces a substitute
 * by editing the record and its provenance in the data files; no code reads the provenance.
 */

/** A die type: d4 red, d6 white, d8 green, d10 blue [1.2]. */
export type Die = 4 | 6 | 8 | 10;

/** A coin: 1-3 distinct dice, largest first; roll them all and keep the single highest [1.2, 3.2.7]. */
export type Coin = readonly Die[];

/** A decision: Challenge coin against Response coin, written "10/8 vs 10" [1.1.4.3, 3.2.7.2]. */
export interface DecisionPair {
  challenge: Coin;
  response: Coin;
}

export type Provenance = 'rulebook' | 'derived' | 'substitute';

/** The 39 action card types of section 3.3, in the rulebook's order. */
export type ActionType =
  | 'amc' | 'blockade_runner' | 'boarding_party' | 'break_contact' | 'breakout'
  | 'collier' | 'damage_control' | 'deception' | 'calm_seas' | 'fast_ship'
  | 'fog_bank' | 'good_hunting' | 'heavy_weather' | 'intelligence' | 'interned'
  | 'interrogate' | 'island_refuge' | 'lay_mines' | 'minesweeper' | 'monitor'
  | 'non_combatant' | 'qqq' | 'q_ship' | 'razzle_dazzle' | 'recalled'
  | 'recon_aircraft' | 'reflag' | 'rendezvous_missed' | 'scuttle' | 'second_chance'
  | 'shallow_run' | 'shipping_lanes' | 'slim_pickings' | 'sub_u' | 'sub_uc'
  | 'surprise_attack' | 'transfer_command' | 'trap' | 'radio_intercept';

// ------------------------------------------------------------------ warships and raiders [1.1.4]

export interface WarshipFeatures {
  /** Mine-equipped raider: may use Lay Mines' action half [1.1.4.6, 3.3.18]. */
  mines?: true;
  /** Coal pile symbol, used by optional rule 6.1 [1.1.4.7]. */
  coalPile?: true;
  /** Sails (Seeadler), optional rule 6.2 [1.1.4.8]. */
  sails?: true;
  /** Wolfchen seaplane (Wolf), optional rule 6.3 [1.1.4.9]. */
  wolfchen?: true;
  /** Fast raider (converted liner), optional rules 6.6 and 6.10 [1.1.4.10]. */
  fast?: true;
}

export interface WarshipSets {
  /** One of the four warships dealt by the Balanced Tournament [6.4.1]. */
  balancedWarship?: true;
  /** Set aside for the Balanced Tournament deal [6.4.2]. */
  balancedExcluded?: true;
  /** Removed by Beyond 1914 [6.5.1]. */
  beyond1914Removed?: true;
}

export interface WarshipCard {
  id: string;
  name: string;
  kind: 'warship' | 'raider';
  attack: Coin;
  defense: Coin;
  va: number;
  features: WarshipFeatures;
  sets: WarshipSets;
  /** Flavour only [1.1.1]. */
  captain?: string;
  armament?: string;
  tons?: number;
  note?: string;
  prov: Record<'name' | 'kind' | 'attack' | 'defense' | 'va' | 'features' | 'sets', Provenance>;
}

// ------------------------------------------------------------------ merchants [1.1.1, 3.2.6]

export interface MerchantCard {
  id: string;
  name: string;
  defense: Coin;
  /** Safe Conduct Challenge vs Response [3.2.6.1]. */
  safeConduct: DecisionPair;
  va: number;
  /** One of the 12 sailing merchants of optional rule 6.11. */
  sailing: boolean;
  /** One of the 19 merchants sunk in 1914, removed by optional rule 6.5.4. */
  beyond1914Removed: boolean;
  /** Flavour only. */
  tons?: number;
  fate?: string;
  prov: Record<'name' | 'defense' | 'safeConduct' | 'va' | 'sailing' | 'beyond1914Removed', Provenance>;
}

// ------------------------------------------------------------------ action cards [1.1.2, 3.3]

/** The coins an action half may carry (only the fields the type needs) [1.1.4]. */
export interface ActionCoins {
  decision?: DecisionPair;
  attack?: Coin;
  mine?: Coin;
  torpedo?: Coin;
  gun?: Coin;
  dc?: Coin;
  defense?: Coin;
}

export type ActionProv = { [K in keyof ActionCoins]?: Provenance };

/** One action card type, with the values its copies share. */
export interface ActionTypeData {
  type: ActionType;
  /** English name. */
  name: string;
  /** Spanish name as printed in the rulebook's section 3.3. */
  es: string;
  /** Rule section of the card [3.3.n]. */
  rule: string;
  count: number;
  /** Blue background: a reaction card [1.1.2, 3.2.2]. */
  reaction: boolean;
  /** The Intercept! half: the British coin and the Night Action -1 symbol [1.1.2, 1.1.4.5, 3.2.3]. */
  intercept: { british: Coin; night: boolean };
  /** Coins on the action half shared by every copy. */
  action: ActionCoins;
  prov: { name: Provenance; count: Provenance; reaction: Provenance; british: Provenance; night: Provenance; action: ActionProv };
}

/** A copy that differs from its type: the named ships of AMC, Q-Ship and the submarines [2.3.2]. */
export interface ActionCopy {
  shipName: string;
  va: number;
  action: ActionCoins;
  prov: { shipName: Provenance; va: Provenance; action: ActionProv };
}

/** One physical action card, id `type#n` (n from 1). */
export interface ActionCard {
  id: string;
  type: ActionType;
  /** The card's coins: its type's, overridden by its copy's. */
  action: ActionCoins;
  /** Printed VA of a pointed card (AMC, Q-Ship, submarines) [2.3.2]. */
  va?: number;
  shipName?: string;
  prov: { action: ActionProv; va?: Provenance; shipName?: Provenance };
}

// ------------------------------------------------------------------ solitaire deck [1.1.3, 5.2.3, 5.3.3]

/** A reaction the ghost's defensive entry may name (Reflag is a special action, not a defence) [5.2.3]. */
export type GhostReaction =
  | 'amc' | 'break_contact' | 'fast_ship' | 'minesweeper' | 'non_combatant' | 'qqq'
  | 'q_ship' | 'razzle_dazzle' | 'recalled' | 'shallow_run' | 'slim_pickings' | 'trap';

/** A special action chained after an offensive intercept, or checked at the end of a ghost turn [5.3.3.3, 5.3.3.12]. */
export type GhostSpecial = 'surprise_attack' | 'boarding_party' | 'good_hunting' | 'shipping_lanes' | 'reflag';

/** An offensive entry [5.3.3.1-5.3.3.11]. */
export type OffAction =
  | { kind: 'none' }
  | { kind: 'intercept_merchant'; by: 'warship' | 'raider' }
  | { kind: 'british_intercept' }
  | { kind: 'sub_torpedo' }
  | { kind: 'sub_mines' }
  | { kind: 'raider_mines' }
  | { kind: 'interrogate'; pick: 'low_va' | 'high_va' | 'random' }
  | {
      kind: 'card';
      type:
        | 'blockade_runner' | 'breakout' | 'calm_seas' | 'collier' | 'damage_control' | 'deception' | 'fog_bank'
        | 'heavy_weather' | 'interned' | 'island_refuge' | 'monitor' | 'recon_aircraft' | 'rendezvous_missed'
        | 'scuttle' | 'transfer_command';
    };

export interface SolitaireCard {
  id: string;
  /** The rulebook example card this one reproduces (labelled K1-K9). */
  example?: 'K1' | 'K2' | 'K3' | 'K4' | 'K5' | 'K6' | 'K7' | 'K8' | 'K9';
  /** Defensive entries: [red d4 1 or 3, red d4 2 or 4] [5.2.3]. */
  defense: readonly [GhostReaction | 'none', GhostReaction | 'none'];
  special: GhostSpecial | 'none';
  /** Offensive entries indexed by the red d4 (index 0 = roll 1) [5.3.3]. */
  offense: readonly [OffAction, OffAction, OffAction, OffAction];
  /** (ET) end-turn flags of the offensive entries [5.3.3.4-5.3.3.5]. */
  endTurn: readonly [boolean, boolean, boolean, boolean];
  prov: { defense: Provenance; special: Provenance; offense: readonly [Provenance, Provenance, Provenance, Provenance] };
}

/** Coins of the ghost's actions and reactions, which have no action card. */
export interface GhostCoins {
  british: Coin;
  torpedo: Coin;
  mines: Coin;
  monitor: Coin;
  trap: Coin;
  interrogate: { decision: DecisionPair; attack: Coin };
  interned: DecisionPair;
  transferCommand: DecisionPair;
  heavyWeather: DecisionPair;
  rendezvousMissed: DecisionPair;
  blockadeRunner: DecisionPair;
  breakout: DecisionPair;
  islandRefuge: DecisionPair;
  breakContact: DecisionPair;
  shallowRun: DecisionPair;
  razzleDazzle: DecisionPair;
  recalled: DecisionPair;
  amc: { attack: Coin; defense: Coin; va: number };
  qShip: { lure: DecisionPair; gun: Coin; dc: Coin; defense: Coin; va: number };
  sub: { defense: Coin; gun: Coin; va: number };
}
