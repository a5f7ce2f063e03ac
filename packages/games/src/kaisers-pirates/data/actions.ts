/**
 * The Action deck: 92 cards of 39 types, 28 of them reaction cards (13 types) [1.1, 1.1.2, 3.3].
 *
 * Rulebook: names and counts of 3.3.1-3.3.39 (Trap's digit is lost to OCR: 2 is derived from the 92 total), the reaction (blue) types, the British coins of Recalled d10+d8 [3.2.9.1] and Lay Mines
 * d10+d4 [3.2.9.2], Calm Seas and Lay Mines not being Night (derived: Fast Ship and Shallow Run were played
 * against them [3.2.9.2-3]), Shallow Run 10/4 vs 10 [3.2.9.3], Interned 10/8 vs 10 and the Q-ship lure
 * 10/4 vs 10 [1.1.4.3], the Lay Mines mine coin d10+d4 [3.2.9.2], U-27's torpedo d10+d6+d4 and VA 11
 * [2.3, 3.2.9.2]. Every other value is our substitute, marked per field.
 */
import type { ActionCopy, ActionTypeData, Coin, DecisionPair, Provenance } from './types';

const R: Provenance = 'rulebook';
const D: Provenance = 'derived';
const S: Provenance = 'substitute';

const pair = (challenge: Coin, response: Coin): DecisionPair => ({ challenge, response });

type Def = Omit<ActionTypeData, 'prov'> & { prov?: Partial<Omit<ActionTypeData['prov'], 'action'>> & { action?: ActionTypeData['prov']['action'] } };

/** Provenance: name, count and reaction are the rulebook's; coins and Night flags are substitutes unless listed. */
function t(def: Def): ActionTypeData {
  const action: ActionTypeData['prov']['action'] = {};
  for (const k of Object.keys(def.action) as (keyof typeof def.action)[]) action[k] = def.prov?.action?.[k] ?? S;
  return {
    ...def,
    prov: { name: R, count: R, reaction: R, british: S, night: S, ...def.prov, action },
  };
}

export const ACTION_TYPE_RECORDS: readonly ActionTypeData[] = [
  t({ type: 'amc', name: 'AMC', es: 'AMC', rule: '3.3.1', count: 2, reaction: true, intercept: { british: [10, 6], night: false }, action: {} }),
  t({ type: 'blockade_runner', name: 'Blockade Runner', es: 'Rompedor de Bloqueo', rule: '3.3.2', count: 2, reaction: false, intercept: { british: [8, 6], night: false }, action: { decision: pair([8], [8]) } }),
  t({ type: 'boarding_party', name: 'Boarding Party', es: 'Pelotón de Abordaje', rule: '3.3.3', count: 6, reaction: false, intercept: { british: [10, 6], night: false }, action: {} }),
  t({ type: 'break_contact', name: 'Break Contact', es: 'Ruptura de Contacto', rule: '3.3.4', count: 2, reaction: true, intercept: { british: [10, 4], night: false }, action: { decision: pair([10, 6], [10]) } }),
  t({ type: 'breakout', name: 'Breakout', es: 'Desglose', rule: '3.3.5', count: 3, reaction: false, intercept: { british: [10, 8], night: false }, action: { decision: pair([8], [10]) } }),
  t({ type: 'collier', name: 'Collier', es: 'Carbonero', rule: '3.3.6', count: 1, reaction: false, intercept: { british: [8, 4], night: true }, action: {} }),
  t({ type: 'damage_control', name: 'Damage Control', es: 'Control de Daño', rule: '3.3.7', count: 4, reaction: false, intercept: { british: [10, 6], night: false }, action: {} }),
  t({ type: 'deception', name: 'Deception', es: 'Engaño', rule: '3.3.8', count: 2, reaction: false, intercept: { british: [10, 8], night: true }, action: {} }),
  t({ type: 'calm_seas', name: 'Calm Seas', es: 'Mares Tranquilos', rule: '3.3.9', count: 2, reaction: false, intercept: { british: [10, 6], night: false }, action: {}, prov: { night: D } }),
  t({ type: 'fast_ship', name: 'Fast Ship', es: 'Barco Rápido', rule: '3.3.10', count: 2, reaction: true, intercept: { british: [10, 4], night: false }, action: {} }),
  t({ type: 'fog_bank', name: 'Fog Bank', es: 'Banco de Niebla', rule: '3.3.11', count: 2, reaction: false, intercept: { british: [10, 8], night: true }, action: {} }),
  t({ type: 'good_hunting', name: 'Good Hunting', es: 'Buena Caza', rule: '3.3.12', count: 4, reaction: false, intercept: { british: [10, 6], night: false }, action: {} }),
  t({ type: 'heavy_weather', name: 'Heavy Weather', es: 'Tiempo Inclemente', rule: '3.3.13', count: 2, reaction: false, intercept: { british: [10, 6], night: true }, action: { decision: pair([10], [10]) } }),
  t({ type: 'intelligence', name: 'Intelligence', es: 'Inteligencia', rule: '3.3.14', count: 2, reaction: false, intercept: { british: [10, 8], night: false }, action: {} }),
  t({ type: 'interned', name: 'Interned', es: 'Recluido', rule: '3.3.15', count: 1, reaction: false, intercept: { british: [10, 4], night: true }, action: { decision: pair([10, 8], [10]) }, prov: { action: { decision: R } } }),
  t({ type: 'interrogate', name: 'Interrogate', es: 'Interrogar', rule: '3.3.16', count: 5, reaction: false, intercept: { british: [8, 6], night: false }, action: { decision: pair([10, 6], [10]), attack: [10, 8] } }),
  t({ type: 'island_refuge', name: 'Island Refuge', es: 'Isla Refugio', rule: '3.3.17', count: 2, reaction: false, intercept: { british: [10, 4], night: false }, action: { decision: pair([8, 6], [8]) } }),
  t({ type: 'lay_mines', name: 'Lay Mines', es: 'Sembrar Minas', rule: '3.3.18', count: 2, reaction: false, intercept: { british: [10, 4], night: false }, action: { mine: [10, 4] }, prov: { british: R, night: D, action: { mine: R } } }),
  t({ type: 'minesweeper', name: 'Minesweeper', es: 'Dragaminas', rule: '3.3.19', count: 2, reaction: true, intercept: { british: [10, 6], night: true }, action: {} }),
  t({ type: 'monitor', name: 'Monitor', es: 'Monitor', rule: '3.3.20', count: 1, reaction: false, intercept: { british: [10, 8], night: true }, action: { attack: [10, 8] } }),
  t({ type: 'non_combatant', name: 'Non-Combatant', es: 'No Combatiente', rule: '3.3.21', count: 3, reaction: true, intercept: { british: [10, 4], night: false }, action: {} }),
  t({ type: 'qqq', name: 'QQQ', es: 'QQQ', rule: '3.3.22', count: 2, reaction: true, intercept: { british: [8, 6], night: true }, action: {} }),
  t({ type: 'q_ship', name: 'Q-Ship', es: 'Barco-Q', rule: '3.3.23', count: 2, reaction: true, intercept: { british: [10, 6], night: false }, action: { decision: pair([10, 4], [10]) }, prov: { action: { decision: R } } }),
  t({ type: 'razzle_dazzle', name: 'Razzle-Dazzle', es: 'Razzle-Dazzle', rule: '3.3.24', count: 1, reaction: true, intercept: { british: [10, 8], night: true }, action: { decision: pair([10, 6], [10]) } }),
  t({ type: 'recalled', name: 'Recalled', es: 'Retirar', rule: '3.3.25', count: 1, reaction: true, intercept: { british: [10, 8], night: false }, action: { decision: pair([10, 4], [10]) }, prov: { british: R } }),
  t({ type: 'recon_aircraft', name: 'Recon Aircraft', es: 'Avión de Reconocimiento', rule: '3.3.26', count: 2, reaction: false, intercept: { british: [10, 6], night: false }, action: {} }),
  t({ type: 'reflag', name: 'Reflag', es: 'Nueva Bandera', rule: '3.3.27', count: 5, reaction: true, intercept: { british: [10, 4], night: false }, action: {} }),
  t({ type: 'rendezvous_missed', name: 'Rendezvous Missed', es: 'Cita Fallada', rule: '3.3.28', count: 2, reaction: false, intercept: { british: [8, 6], night: false }, action: { decision: pair([10, 6], [10]) } }),
  t({ type: 'scuttle', name: 'Scuttle', es: 'Barrenar', rule: '3.3.29', count: 2, reaction: false, intercept: { british: [10, 6], night: true }, action: {} }),
  t({ type: 'second_chance', name: 'Second Chance', es: 'Segunda Oportunidad', rule: '3.3.30', count: 2, reaction: false, intercept: { british: [10, 8], night: true }, action: {} }),
  t({ type: 'shallow_run', name: 'Shallow Run', es: 'Poco Calado', rule: '3.3.31', count: 2, reaction: true, intercept: { british: [10, 6], night: false }, action: { decision: pair([10, 4], [10]) }, prov: { action: { decision: R } } }),
  t({ type: 'shipping_lanes', name: 'Shipping Lanes', es: 'Rutas Marítimas', rule: '3.3.32', count: 4, reaction: false, intercept: { british: [10, 4], night: false }, action: {} }),
  t({ type: 'slim_pickings', name: 'Slim Pickings', es: 'Poca Cosecha', rule: '3.3.33', count: 2, reaction: true, intercept: { british: [10, 6], night: true }, action: {} }),
  t({ type: 'sub_u', name: 'Submarine U', es: 'Submarinos U-27 y U-41', rule: '3.3.34', count: 2, reaction: false, intercept: { british: [10, 8], night: false }, action: {} }),
  t({ type: 'sub_uc', name: 'Submarine UC', es: 'Submarinos UC-16 y UC-29', rule: '3.3.35', count: 2, reaction: false, intercept: { british: [10, 6], night: false }, action: { torpedo: [10, 6], mine: [10, 4], gun: [4], defense: [6] } }),
  t({ type: 'surprise_attack', name: 'Surprise Attack', es: 'Ataque Sorpresa', rule: '3.3.36', count: 3, reaction: false, intercept: { british: [10, 4], night: false }, action: {} }),
  t({ type: 'transfer_command', name: 'Transfer Command', es: 'Transferir el Mando', rule: '3.3.37', count: 2, reaction: false, intercept: { british: [10, 6], night: false }, action: { decision: pair([10, 4], [10]) } }),
  t({ type: 'trap', name: 'Trap', es: 'Trampa', rule: '3.3.38', count: 2, reaction: true, intercept: { british: [10, 8], night: false }, action: { attack: [8, 6] }, prov: { count: D } }),
  t({ type: 'radio_intercept', name: 'Radio Intercept', es: 'La Radio Interceptada', rule: '3.3.39', count: 2, reaction: false, intercept: { british: [8, 6], night: false }, action: {} }),
];

/** The named ships of the pointed cards, copy 1 first [2.3.2, 3.3.1, 3.3.23, 3.3.34, 3.3.35]. */
export const ACTION_COPIES: Partial<Record<ActionTypeData['type'], readonly ActionCopy[]>> = {
  amc: [
    { shipName: 'HMS Alcantara', va: 9, action: { attack: [10, 6], defense: [10] }, prov: { shipName: R, va: S, action: { attack: S, defense: S } } },
    { shipName: 'HMS Carmania', va: 10, action: { attack: [10, 8], defense: [10] }, prov: { shipName: R, va: S, action: { attack: S, defense: S } } },
  ],
  q_ship: [
    { shipName: 'Q-7 Penshurst', va: 8, action: { gun: [10, 6], dc: [10, 8], defense: [8] }, prov: { shipName: R, va: S, action: { gun: S, dc: S, defense: S } } },
    { shipName: 'Q-19 Privet', va: 8, action: { gun: [10, 4], dc: [10, 8], defense: [8] }, prov: { shipName: R, va: S, action: { gun: S, dc: S, defense: S } } },
  ],
  sub_u: [
    { shipName: 'U-27', va: 11, action: { torpedo: [10, 6, 4], gun: [6], defense: [6] }, prov: { shipName: R, va: R, action: { torpedo: R, gun: S, defense: S } } },
    { shipName: 'U-41', va: 11, action: { torpedo: [10, 6, 4], gun: [6], defense: [6] }, prov: { shipName: R, va: S, action: { torpedo: S, gun: S, defense: S } } },
  ],
  sub_uc: [
    { shipName: 'UC-16', va: 9, action: {}, prov: { shipName: R, va: S, action: {} } },
    { shipName: 'UC-29', va: 9, action: {}, prov: { shipName: R, va: S, action: {} } },
  ],
};
