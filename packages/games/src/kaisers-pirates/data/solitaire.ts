/**
 * The Solitaire Action deck (20 cards) and the coins of the ghost's actions [1.1.3, 5.2.3, 5.3.3].
 *
 * The rulebook shows fragments of nine cards (K1-K7 in the examples 5.4.1-5.4.2, K8-K9 as card
 * faces es:L2076-2079 and es:L1144-1148); they are S01-S09 here with their known entries marked `rulebook`.
 * Offensive entry 1 is No Action on every card [5.3.3.1] and entry 2 an intercept of merchants [5.3.3.2]
 * (rulebook); the ship type of entry 2 is known only where the examples show it. All the rest is our
 * substitute deck and ghost coins.
 */
import type { GhostCoins, OffAction, Provenance, SolitaireCard } from './types';

const R: Provenance = 'rulebook';
const S: Provenance = 'substitute';

const none: OffAction = { kind: 'none' };
const W: OffAction = { kind: 'intercept_merchant', by: 'warship' };
const Rd: OffAction = { kind: 'intercept_merchant', by: 'raider' };
const card = (type: Extract<OffAction, { kind: 'card' }>['type']): OffAction => ({ kind: 'card', type });
const torpedo: OffAction = { kind: 'sub_torpedo' };
const british: OffAction = { kind: 'british_intercept' };
const interrogate = (pick: 'low_va' | 'high_va' | 'random'): OffAction => ({ kind: 'interrogate', pick });

/** Entry 1 is always No Action (rulebook); `e2`, `e3`, `e4` give the provenance of entries 2-4. */
const off = (e2: Provenance, e3: Provenance, e4: Provenance) => [R, e2, e3, e4] as const;

export const SOLITAIRE_RECORDS: readonly SolitaireCard[] = [
  { id: 'S01', example: 'K1', defense: ['none', 'fast_ship'], special: 'none', offense: [none, W, card('blockade_runner'), card('damage_control')], endTurn: [false, false, false, false], prov: { defense: S, special: S, offense: off(R, R, R) } },
  { id: 'S02', example: 'K2', defense: ['none', 'break_contact'], special: 'surprise_attack', offense: [none, Rd, card('heavy_weather'), card('island_refuge')], endTurn: [false, false, false, false], prov: { defense: S, special: R, offense: off(S, S, S) } },
  { id: 'S03', example: 'K3', defense: ['shallow_run', 'none'], special: 'boarding_party', offense: [none, W, torpedo, card('transfer_command')], endTurn: [false, false, false, true], prov: { defense: S, special: R, offense: off(S, S, S) } },
  { id: 'S04', example: 'K4', defense: ['none', 'trap'], special: 'none', offense: [none, Rd, card('fog_bank'), card('calm_seas')], endTurn: [false, false, true, false], prov: { defense: S, special: R, offense: off(S, S, S) } },
  { id: 'S05', example: 'K5', defense: ['none', 'amc'], special: 'none', offense: [none, Rd, torpedo, interrogate('random')], endTurn: [false, false, false, false], prov: { defense: S, special: S, offense: off(R, R, R) } },
  { id: 'S06', example: 'K6', defense: ['non_combatant', 'none'], special: 'none', offense: [none, Rd, card('recon_aircraft'), card('breakout')], endTurn: [false, false, true, false], prov: { defense: S, special: S, offense: off(R, R, R) } },
  { id: 'S07', example: 'K7', defense: ['none', 'qqq'], special: 'none', offense: [none, W, card('interned'), card('damage_control')], endTurn: [false, false, false, false], prov: { defense: R, special: S, offense: off(S, S, S) } },
  { id: 'S08', example: 'K8', defense: ['minesweeper', 'none'], special: 'none', offense: [none, Rd, card('rendezvous_missed'), card('collier')], endTurn: [false, false, true, false], prov: { defense: S, special: S, offense: off(R, R, S) } },
  { id: 'S09', example: 'K9', defense: ['none', 'slim_pickings'], special: 'none', offense: [none, W, card('deception'), card('scuttle')], endTurn: [false, false, true, false], prov: { defense: S, special: S, offense: off(S, R, R) } },
  { id: 'S10', defense: ['q_ship', 'none'], special: 'good_hunting', offense: [none, Rd, interrogate('low_va'), british], endTurn: [false, false, false, false], prov: { defense: S, special: S, offense: off(S, S, S) } },
  { id: 'S11', defense: ['none', 'razzle_dazzle'], special: 'shipping_lanes', offense: [none, W, { kind: 'sub_mines' }, card('island_refuge')], endTurn: [false, false, false, false], prov: { defense: S, special: S, offense: off(S, S, S) } },
  { id: 'S12', defense: ['qqq', 'none'], special: 'reflag', offense: [none, Rd, { kind: 'raider_mines' }, british], endTurn: [false, false, false, false], prov: { defense: S, special: S, offense: off(S, S, S) } },
  { id: 'S13', defense: ['none', 'recalled'], special: 'reflag', offense: [none, W, interrogate('high_va'), card('blockade_runner')], endTurn: [false, false, false, false], prov: { defense: S, special: S, offense: off(S, S, S) } },
  { id: 'S14', defense: ['break_contact', 'none'], special: 'surprise_attack', offense: [none, Rd, card('recon_aircraft'), card('damage_control')], endTurn: [false, false, true, false], prov: { defense: S, special: S, offense: off(S, S, S) } },
  { id: 'S15', defense: ['none', 'shallow_run'], special: 'boarding_party', offense: [none, W, card('deception'), torpedo], endTurn: [false, false, true, false], prov: { defense: S, special: S, offense: off(S, S, S) } },
  { id: 'S16', defense: ['amc', 'none'], special: 'none', offense: [none, Rd, card('transfer_command'), card('breakout')], endTurn: [false, false, true, false], prov: { defense: S, special: S, offense: off(S, S, S) } },
  { id: 'S17', defense: ['none', 'non_combatant'], special: 'none', offense: [none, W, card('fog_bank'), card('heavy_weather')], endTurn: [false, false, true, false], prov: { defense: S, special: S, offense: off(S, S, S) } },
  { id: 'S18', defense: ['trap', 'none'], special: 'none', offense: [none, Rd, card('rendezvous_missed'), interrogate('random')], endTurn: [false, false, true, false], prov: { defense: S, special: S, offense: off(S, S, S) } },
  { id: 'S19', defense: ['none', 'minesweeper'], special: 'none', offense: [none, W, torpedo, british], endTurn: [false, false, false, false], prov: { defense: S, special: S, offense: off(S, S, S) } },
  { id: 'S20', defense: ['fast_ship', 'qqq'], special: 'none', offense: [none, Rd, card('calm_seas'), card('monitor')], endTurn: [false, false, false, false], prov: { defense: S, special: S, offense: off(S, S, S) } },
];

/**
 * Coins of the ghost's actions and reactions. Rulebook: the torpedo d10+d6+d4 [5.4.1]; the
 * Interned, Shallow Run and Q-ship lure pairs are the action cards' printed pairs [1.1.4.3, 3.2.9.3].
 */
export const GHOST_COIN_RECORD: GhostCoins = {
  british: [10, 6],
  torpedo: [10, 6, 4],
  mines: [10, 4],
  monitor: [10, 8],
  trap: [8, 6],
  interrogate: { decision: { challenge: [10, 6], response: [10] }, attack: [10, 8] },
  interned: { challenge: [10, 8], response: [10] },
  transferCommand: { challenge: [10, 4], response: [10] },
  heavyWeather: { challenge: [10], response: [10] },
  rendezvousMissed: { challenge: [10, 6], response: [10] },
  blockadeRunner: { challenge: [8], response: [8] },
  breakout: { challenge: [8], response: [10] },
  islandRefuge: { challenge: [8, 6], response: [8] },
  breakContact: { challenge: [10, 6], response: [10] },
  shallowRun: { challenge: [10, 4], response: [10] },
  razzleDazzle: { challenge: [10, 6], response: [10] },
  recalled: { challenge: [10, 4], response: [10] },
  amc: { attack: [10, 8], defense: [10], va: 10 },
  qShip: { lure: { challenge: [10, 4], response: [10] }, gun: [10, 6], dc: [10, 8], defense: [8], va: 8 },
  sub: { defense: [6], gun: [6], va: 10 },
};
