/**
 * The eleven leaders (p.10, p.11; summary p.64). Names, sides, benefits, uses and where they
 * sit are the rulebook's. Which leaders a scenario or operation has is the scenario's (p.10, missing
 * books), so two fields are substitutes: the default ship (SUB-ROSTER-1) and the availability window, which
 * follows each officer's historical command and keeps scenario data consistent with its date (RULINGS D-7).
 */
import { D, R, S, prov } from './provenance';
import type { LeaderBenefit, LeaderField, LeaderRow, Nation, Side, YearMonth } from './types';

const FIELDS: readonly LeaderField[] = ['name', 'side', 'nation', 'benefit', 'uses', 'attach', 'basePorts', 'defaultShip', 'window'];

function leader(
  id: string, name: string, side: Side, nation: Nation, benefit: LeaderBenefit, uses: 1 | 2,
  attach: LeaderRow['attach'], basePorts: string[], defaultShip: string | null, from: YearMonth, to: YearMonth,
): LeaderRow {
  return {
    id, name, side, nation, benefit, uses, attach, basePorts, defaultShip, window: { from, to },
    // Nationality follows the side, except Gensoul's, implied by "TF británica o francesa" (p.10).
    prov: prov(FIELDS, R, { nation: D, defaultShip: S, window: S }),
  };
}

export const LEADER_ROWS: readonly LeaderRow[] = [
  // p.10 "Krancke: Cuando la TF de Krancke es la TF activa o el objetivo designado, puedes tirar 2d6 y sumar
  // o restar la suma al total de la trayectoria". Window: Admiral Scheer's Atlantic cruise.
  leader('krancke', 'Krancke', 'GE', 'DE', 'TRAJECTORY_TOTAL_2D6', 1, 'SHIP', [], 'admiral_scheer', '1940-10', '1941-04'),
  // p.10 "Lütjens: Cuando realizas un intento de tomar la iniciativa, tiene éxito automáticamente".
  leader('lutjens', 'Lütjens', 'GE', 'DE', 'AUTO_SEIZE', 1, 'SHIP', [], 'bismarck', '1940-04', '1941-05'),
  // p.10 "Marschall: ... puedes sustituir uno de los números lanzados por un '6'".
  leader('marschall', 'Marschall', 'GE', 'DE', 'REPLACE_DIE_WITH_SIX', 1, 'SHIP', [], 'gneisenau', '1939-10', '1940-06'),
  // p.10 "Prien: Asignar a una fuerza de submarinos ... reconocimiento sigiloso en un hex con una base aérea o puerto enemigo".
  leader('prien', 'Prien', 'GE', 'DE', 'ANY_HEX_RECON', 1, 'SUBMARINE', [], 'ge_sub_1', '1939-09', '1941-03'),
  // p.10 "Raeder y Pound son excepciones: ... colócalos en Kiel o Clyde/Liverpool"; "puede ser usado dos veces".
  leader('raeder', 'Raeder', 'GE', 'DE', 'ALL_PASS', 2, 'PORT', ['kiel'], null, '1939-09', '1942-12'),
  // p.10 "Forbes: ... puedes reemplazar uno de los números lanzados por un '6'".
  leader('forbes', 'Forbes', 'BR', 'UK', 'REPLACE_DIE_WITH_SIX', 1, 'SHIP', [], 'nelson', '1939-09', '1940-12'),
  // p.10 "Gensoul: Cuando su Task Force es designada como TF activa, se puede retirar un marcador de
  // inteligencia de cualquier TF británica o francesa".
  leader('gensoul', 'Gensoul', 'BR', 'FR', 'REMOVE_INTEL', 1, 'SHIP', [], 'dunkerque', '1939-09', '1940-06'),
  leader('pound', 'Pound', 'BR', 'UK', 'ALL_PASS', 2, 'PORT', ['clyde_liverpool'], null, '1939-09', '1942-12'),
  // p.10 "Somerville: Suma +2 a cualquier dado o tirada que involucre a la TF de este líder".
  leader('somerville', 'Somerville', 'BR', 'UK', 'PLUS_TWO', 1, 'SHIP', [], 'renown', '1940-06', '1942-02'),
  // p.10 "Tovey: Cuando la TF de Tovey es la TF activa o el objetivo designado, puedes tirar 2d6".
  leader('tovey', 'Tovey', 'BR', 'UK', 'TRAJECTORY_TOTAL_2D6', 1, 'SHIP', [], 'king_george_v', '1940-12', '1942-12'),
  // p.10 "Walker: Cuando su TF es la TF coordinadora, el modificador común para la coordinación es +4".
  leader('walker', 'Walker', 'BR', 'UK', 'COORDINATION_FOUR', 1, 'SHIP', [], 'br_dd_eg36', '1941-10', '1942-12'),
];
