/**
 * The three civil-war tracks [4.14, 25].
 *
 * Factions [25.41]: the OCR lost the bold type that marks the government, so the government is taken to be
 * the first-named faction (`derived`: our reading). The numbers printed on the five civil-war markers are not
 * in the rulebook; 1-5 is substitute G-06. Interventions with military markers: [24.43D, 24.44, 24.45B, 24.46,
 * 24.47D, 25.51, 25.52B]; Russia does not act in the Yugoslav civil war (ruling P2-A12).
 */
import type { CivilWarRow, Prov, Provenance } from './types';

const R: Provenance = 'rulebook';
const D: Provenance = 'derived';
const S: Provenance = 'substitute';

const base: Prov<CivilWarRow> = {
  government: D,
  governmentFaction: R,
  rebels: R,
  rebelFaction: R,
  boxes: R,
  startMarkers: R,
  markerNumbers: S,
  defenseReduction: R,
  interveners: R,
};

export const CIVIL_WAR_ROWS: readonly CivilWarRow[] = [
  {
    id: 'GRE',
    government: 'AXIS',
    governmentFaction: 'Metaxas regime',
    rebels: ['RUSSIA', 'ALLIES'],
    rebelFaction: 'Communists (Russia) or liberals (Allies), never both in one turn',
    boxes: 5,
    startMarkers: 0,
    markerNumbers: [1, 2, 3, 4, 5],
    defenseReduction: 2,
    interveners: [
      { power: 'GER' },
      { power: 'ITA' },
      { power: 'USSR', condition: 'russiaBacksRebels' },
      { power: 'GBR', condition: 'alliesBackRebels' },
      { power: 'FRA', condition: 'alliesBackRebels' },
    ],
    rule: '[4.14, 25.32B, 25.41A, 25.42, 25.51A, 28.21C, 24.45B, 24.46]',
    prov: base,
  },
  {
    id: 'SPA',
    government: 'RUSSIA',
    governmentFaction: 'Republicans',
    rebels: ['AXIS'],
    rebelFaction: 'Nationalists',
    boxes: 5,
    startMarkers: 'drawTile',
    markerNumbers: [1, 2, 3, 4, 5],
    defenseReduction: 0,
    interveners: [{ power: 'GER' }, { power: 'ITA' }, { power: 'USSR' }],
    rule: '[4.14B, 25.32A, 25.41B, 25.51B]',
    note: 'Spain is not an aggression target, so no defensive reduction applies.',
    prov: base,
  },
  {
    id: 'YUG',
    government: 'ALLIES',
    governmentFaction: 'Serbian monarchists',
    rebels: ['AXIS'],
    rebelFaction: 'Croat separatists',
    boxes: 5,
    startMarkers: 0,
    markerNumbers: [1, 2, 3, 4, 5],
    defenseReduction: 2,
    interveners: [{ power: 'GER' }, { power: 'ITA' }, { power: 'GBR' }, { power: 'FRA' }],
    rule: '[4.14, 25.32C, 25.41C, 25.51C, 25.73, 28.21D, 24.45B, 24.46]',
    prov: base,
  },
];
