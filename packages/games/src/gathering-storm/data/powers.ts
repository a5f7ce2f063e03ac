/**
 * The five major powers at Spring 1935 [2.21, 4.12]: factories [11.22], pre-game mobilizations and units
 * [14.9], activity markers [12.21], naval construction [19.3], support from military factories [10.41A],
 * civilian-factory AM thresholds [12.22A-B], research allocation [15.21], war declarations [32.21] and the
 * mobilization mixes [14.7].
 *
 * Three printed tables lost their labels in the OCR of the rulebook and are marked `derived`:
 * - factories [11.22]: the OCR'd rows contradict the rulebook's own mobilization counts; rebuilt from
 *   [12.22A-B] and [14.92-14.96] (ruling R-01);
 * - activity markers [12.21]: the numbers are printed, the power labels are lost; rows in the order of play
 *   (ruling P1-A3);
 * - which units the pre-game mobilizations left Active: all of them, which gives the BoP of 0 that [20.42]
 *   states (ruling P1-A2).
 */
import type { PowerRow, Prov, Provenance } from './types';

const R: Provenance = 'rulebook';
const D: Provenance = 'derived';

const base: Prov<PowerRow> = {
  name: R,
  es: R,
  alliance: R,
  factories: D,
  mobilizationsAtStart: R,
  activeUnits: D,
  navalIncreasesAtStart: R,
  amPool: D,
  navalRate: R,
  navalIncreasesAllowed: R,
  carriersAtStart: R,
  royalNavyMarkers: R,
  militaryFactorySupport: R,
  civilianAmThresholds: R,
  basicRp: R,
  mayConvertToCivil: R,
  mayDeclareWarOn: R,
  mobilization: R,
};

/** Delays in turns from mobilization to the Reserve: infantry 2, air 4, armor 6 [13.21B, 14.83]. */
const DELAYS = { infantry: 2, air: 4, armor: 6 } as const;

export const POWER_ROWS: readonly PowerRow[] = [
  {
    id: 'GER',
    name: 'Germany',
    es: 'Alemania',
    alliance: 'AXIS',
    factories: { civil: 5, idle: 4, military: 3 },
    mobilizationsAtStart: 3,
    activeUnits: { armor: 2, infantry: 3, air: 3 },
    navalIncreasesAtStart: 1,
    amPool: { v3: 1, v2: 2, v1: 2, v0: 1, shipyard: 1 },
    navalRate: 2,
    navalIncreasesAllowed: 1,
    carriersAtStart: 0,
    royalNavyMarkers: 0,
    militaryFactorySupport: [4, 6, 8, 10, 12, 15],
    civilianAmThresholds: { researchOnly: 6, valueTwo: 7 },
    basicRp: 2,
    mayConvertToCivil: true,
    mayDeclareWarOn: ['GBR', 'FRA', 'USSR'],
    // [14.711] (1 armor or 1 naval increase) + (1 infantry and 1 air, or 2 infantry, or 2 air); one naval
    // increase per game [14.713C]; the infantry/air balance at full mobilization [14.712] is checked by the engine.
    mobilization: [
      {
        from: 4,
        combos: [
          { armor: 1, infantry: 1, air: 1 },
          { armor: 1, infantry: 2 },
          { armor: 1, air: 2 },
          { naval: 1, infantry: 1, air: 1 },
          { naval: 1, infantry: 2 },
          { naval: 1, air: 2 },
        ],
        delays: DELAYS,
        rule: '[14.711, 14.713]',
      },
    ],
    rule: '[11.22, 12.21, 14.92, 19.31, 10.41A, 12.22A-B, 15.21, 32.21]',
    // Carriers: none built; Germany needs a naval air training result before any carrier [19.63A].
    prov: { ...base, carriersAtStart: D },
  },
  {
    id: 'ITA',
    name: 'Italy',
    es: 'Italia',
    alliance: 'AXIS',
    factories: { civil: 2, idle: 1, military: 3 },
    mobilizationsAtStart: 3,
    activeUnits: { armor: 1, infantry: 3, air: 2 },
    navalIncreasesAtStart: 0,
    amPool: { v3: 0, v2: 2, v1: 2, v0: 1, shipyard: 1 },
    navalRate: 2,
    navalIncreasesAllowed: 1,
    carriersAtStart: 0,
    royalNavyMarkers: 0,
    militaryFactorySupport: [4, 6],
    civilianAmThresholds: { researchOnly: 3 },
    basicRp: 1,
    mayConvertToCivil: true,
    mayDeclareWarOn: [],
    // [14.721] any two of armor, infantry, air, naval increase; one of each type, not armor with a naval
    // increase [14.722A-B]; one naval increase per game [14.722C].
    mobilization: [
      {
        from: 4,
        combos: [
          { armor: 1, infantry: 1 },
          { armor: 1, air: 1 },
          { infantry: 1, air: 1 },
          { infantry: 1, naval: 1 },
          { air: 1, naval: 1 },
        ],
        delays: DELAYS,
        rule: '[14.721, 14.722]',
      },
    ],
    rule: '[11.22, 12.21, 14.93, 19.31, 10.41A, 12.22A, 15.21, 32.21, 32.51]',
    prov: { ...base, carriersAtStart: D },
  },
  {
    id: 'GBR',
    name: 'Britain',
    es: 'Reino Unido',
    alliance: 'ALLIES',
    factories: { civil: 4, idle: 2, military: 2 },
    mobilizationsAtStart: 2,
    activeUnits: { armor: 1, infantry: 1, air: 2 },
    navalIncreasesAtStart: 2,
    amPool: { v3: 1, v2: 2, v1: 2, v0: 1, shipyard: 2 },
    navalRate: 3,
    navalIncreasesAllowed: 1,
    carriersAtStart: 3,
    royalNavyMarkers: 2,
    militaryFactorySupport: [4, 6, 8],
    civilianAmThresholds: { researchOnly: 5, valueTwo: 6 },
    basicRp: 2,
    mayConvertToCivil: true,
    mayDeclareWarOn: ['GER', 'ITA'],
    mobilization: [
      {
        // [14.732A] (1 armor, or 1 naval increase, or 1 air) + 2 air; no infantry; at most 3 armor beyond the
        // initial one, 1 per mobilization; one more naval increase; never armor with a naval increase [14.732B].
        from: 3,
        to: 7,
        combos: [{ armor: 1, air: 2 }, { naval: 1, air: 2 }, { air: 3 }],
        stageCaps: { armor: 3, naval: 1 },
        delays: DELAYS,
        rule: '[14.732]',
      },
      {
        // [14.733A] any three of: 1 or 2 armor, 1 naval increase, 1 (mechanized) infantry, air units; at most 2
        // armor; the naval increase only if not taken before [14.733B]; the infantry arrives in 4 turns [14.83].
        from: 8,
        to: 8,
        combos: [
          { air: 3 },
          { infantry: 1, air: 2 },
          { naval: 1, air: 2 },
          { naval: 1, infantry: 1, air: 1 },
          { armor: 1, air: 2 },
          { armor: 1, infantry: 1, air: 1 },
          { armor: 1, naval: 1, air: 1 },
          { armor: 1, naval: 1, infantry: 1 },
          { armor: 2, air: 1 },
          { armor: 2, infantry: 1 },
          { armor: 2, naval: 1 },
        ],
        delays: { infantry: 4, air: 4, armor: 6 },
        rule: '[14.733, 14.83 note, 13.21B]',
      },
    ],
    rule: '[11.22, 12.21, 14.94, 19.31, 19.63A, 20.41C, 10.41A, 12.22A-B, 15.21, 32.21]',
    prov: base,
  },
  {
    id: 'FRA',
    name: 'France',
    es: 'Francia',
    alliance: 'ALLIES',
    factories: { civil: 2, idle: 1, military: 3 },
    mobilizationsAtStart: 3,
    activeUnits: { armor: 1, infantry: 3, air: 2 },
    navalIncreasesAtStart: 0,
    amPool: { v3: 0, v2: 2, v1: 2, v0: 1, shipyard: 1 },
    navalRate: 2,
    navalIncreasesAllowed: 0,
    carriersAtStart: 0,
    royalNavyMarkers: 0,
    militaryFactorySupport: [4, 6],
    civilianAmThresholds: { researchOnly: 3 },
    basicRp: 1,
    mayConvertToCivil: true,
    mayDeclareWarOn: ['GER', 'ITA'],
    // [14.741] any two of armor, infantry, air; one of each type [14.742A]; no naval increases [14.742B].
    mobilization: [
      {
        from: 4,
        combos: [
          { armor: 1, infantry: 1 },
          { armor: 1, air: 1 },
          { infantry: 1, air: 1 },
        ],
        delays: DELAYS,
        rule: '[14.741, 14.742]',
      },
    ],
    rule: '[11.22, 12.21, 14.95, 19.31, 19.63A, 10.41A, 12.22A, 15.21, 32.21]',
    prov: base,
  },
  {
    id: 'USSR',
    name: 'Soviet Union',
    es: 'Rusia',
    alliance: 'RUSSIA',
    factories: { civil: 5, idle: 4, military: 5 },
    mobilizationsAtStart: 5,
    activeUnits: { armor: 4, infantry: 4, air: 7 },
    navalIncreasesAtStart: 0,
    amPool: { v3: 0, v2: 2, v1: 2, v0: 1, shipyard: 0 },
    navalRate: 0,
    navalIncreasesAllowed: 0,
    carriersAtStart: 0,
    royalNavyMarkers: 0,
    militaryFactorySupport: [7, 9, 10, 11, 12, 13, 14],
    civilianAmThresholds: {},
    basicRp: 1,
    mayConvertToCivil: false,
    mayDeclareWarOn: ['GER'],
    // [14.751] exactly one armor, one infantry and one air unit; rate by cohesion and the other limits of
    // [14.43] are engine rules (data: COHESION_LEVELS).
    mobilization: [{ from: 6, combos: [{ armor: 1, infantry: 1, air: 1 }], delays: DELAYS, rule: '[14.751]' }],
    rule: '[11.22, 12.21, 14.96, 19.11, 10.41A, 14.42A, 15.21, 32.21]',
    prov: base,
  },
];
