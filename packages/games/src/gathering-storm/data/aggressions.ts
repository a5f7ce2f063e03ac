/**
 * The eleven Axis aggressions [27.31, 27.41] with their printed values and their effects.
 *
 * The rulebook sends the reader to the "Aggression Effects Guide" of the Battle Manual [30.11], which we do
 * not have (gap G-02). Every effect below is compiled from a rule that states it and marked `rulebook`; what
 * the guide may add beyond the rules is unknown. The factory counts for Austria and Czechoslovakia are not in
 * the text ("como se indica en el tablero", [4.13D]): 1 each is substitute G-03, derived from Germany's
 * military-factory support table topping out at 15 factories = 12 + Rhineland + Austria + Czechoslovakia.
 *
 * Values: [4.13C, 9.14A, 34.51A]. Defensive strength: [28.21]. Prerequisites: [27.21, 28.61]. EAI: [23.21A].
 * Extra cards: [9.14]. AMs: [12.22E]. Support: [10.51B, 10.61A, 10.71B, 10.81B, 10.91B]. Purges: [22.31C].
 * Permanent trade pacts: [11.61E]. Resolution: [29.21, 29.32, 29.33].
 */
import type { AggressionRow, Prov, Provenance } from './types';

const R: Provenance = 'rulebook';
const S: Provenance = 'substitute';

const base: Prov<AggressionRow> = {
  name: R,
  es: R,
  by: R,
  country: R,
  value: R,
  includes: R,
  defense: R,
  defenseReductions: R,
  requires: R,
  first: R,
  factoriesGained: R,
  eaiPermanent: R,
  extraCards: R,
  amGains: R,
  support: R,
  secondAggression: R,
  purgeEventsWithoutPact: R,
  permanentTradePact: R,
  resolution: R,
};

/** UK and French +1 support in the turn after every Axis aggression but Ethiopia, the Rhineland, the Baltic States [10.71B, 10.81B]. */
const ALLIED_NEXT_TURN = [
  { power: 'GBR', value: 1, duration: 'nextTurn' },
  { power: 'FRA', value: 1, duration: 'nextTurn' },
] as const;

export const AGGRESSION_ROWS: readonly AggressionRow[] = [
  // ---- Italian aggressions [27.31]
  {
    id: 'ETH', name: 'Ethiopia', es: 'Etiopía', by: 'ITA', country: 'ETH', value: 1, defense: 1, defenseReductions: [],
    requires: { allOf: [] }, first: true, factoriesGained: {}, eaiPermanent: 0, extraCards: 1, amGains: { ITA: 1 },
    support: [{ power: 'ITA', value: 1, duration: 'permanent' }], secondAggression: false, purgeEventsWithoutPact: 0,
    permanentTradePact: false, resolution: 'ethiopiaThreeTurns',
    rule: '[27.21A, 28.13, 29.32, 10.61A, 12.22E, 9.14A]', prov: base,
  },
  {
    id: 'ALB', name: 'Albania', es: 'Albania', by: 'ITA', country: 'ALB', value: 1, defense: 2, defenseReductions: [],
    requires: { allOf: ['ETH'] }, first: false, factoriesGained: {}, eaiPermanent: 0, extraCards: 1,
    amGains: { ITA: 1, GBR: 1, FRA: 1 }, support: [...ALLIED_NEXT_TURN], secondAggression: true, purgeEventsWithoutPact: 0,
    permanentTradePact: true, resolution: 'italianByResistance',
    rule: '[27.21A, 28.21B, 29.33, 12.22E, 10.71B, 10.81B]', prov: base,
  },
  {
    id: 'GRE', name: 'Greece', es: 'Grecia', by: 'ITA', country: 'GRE', value: 2, defense: 4, defenseReductions: [{ when: 'civilWar', by: 2 }],
    requires: { allOf: ['ETH', 'ALB'] }, first: false, factoriesGained: {}, eaiPermanent: 1, extraCards: 2,
    amGains: { ITA: 1, GBR: 1, FRA: 1 }, support: [...ALLIED_NEXT_TURN], secondAggression: true, purgeEventsWithoutPact: 0,
    permanentTradePact: true, resolution: 'italianByResistance',
    rule: '[27.21A, 28.21C, 28.61, 23.21A, 29.33, 29.34, 12.22E, 25.61B]',
    note: 'Only one of Greece and Yugoslavia counts for the AM gains of 12.22E (ruling P1-A29).', prov: base,
  },
  {
    id: 'YUG', name: 'Yugoslavia', es: 'Yugoslavia', by: 'ITA', country: 'YUG', value: 3, defense: 5, defenseReductions: [{ when: 'civilWar', by: 2 }],
    requires: { allOf: ['ETH', 'ALB'] }, first: false, factoriesGained: {}, eaiPermanent: 1, extraCards: 3,
    amGains: { ITA: 1, GBR: 1, FRA: 1 }, support: [...ALLIED_NEXT_TURN], secondAggression: true, purgeEventsWithoutPact: 0,
    permanentTradePact: true, resolution: 'italianByResistance',
    rule: '[27.21A, 28.21D, 28.61, 23.21A, 29.33, 29.34, 12.22E, 25.61B]',
    note: 'Only one of Greece and Yugoslavia counts for the AM gains of 12.22E (ruling P1-A29).', prov: base,
  },
  // ---- German aggressions [27.41]
  {
    id: 'RHI', name: 'Rhineland (remilitarize)', es: 'Renania (remilitarizar Renania)', by: 'GER', country: 'RHI', value: 1, defense: 0,
    defenseReductions: [], requires: { allOf: [] }, first: true, factoriesGained: { idle: 1 }, eaiPermanent: 0, extraCards: 1,
    amGains: { GER: 1 }, support: [], secondAggression: false, purgeEventsWithoutPact: 0, permanentTradePact: false,
    resolution: 'germanOneTurn',
    rule: '[27.21B, 28.21E, 4.13D, 12.22E, 22.44B, 11.61C]',
    note: 'Also adds the Great Purge card [22.44B], opens West Wall research [15.42A] and German war declarations [32.41A].',
    prov: base,
  },
  {
    id: 'AUT', name: 'Austria', es: 'Austria', by: 'GER', country: 'AUT', value: 2, defense: 2, defenseReductions: [],
    requires: { allOf: ['RHI'] }, first: false, factoriesGained: { military: 1 }, eaiPermanent: 1, extraCards: 2,
    amGains: { GER: 1, GBR: 1, FRA: 1 },
    support: [{ power: 'GER', value: 1, duration: 'nextTurn' }, ...ALLIED_NEXT_TURN], secondAggression: true,
    purgeEventsWithoutPact: 0, permanentTradePact: true, resolution: 'germanOneTurn',
    rule: '[27.21B, 28.21F, 4.13D, 23.21A, 10.51B, 12.22E]', prov: { ...base, factoriesGained: S },
  },
  {
    id: 'SUD', name: 'Czechoslovakia: the Sudetes', es: 'Checoslovaquia (los Sudetes)', by: 'GER', country: 'CZE', value: 1, defense: 4,
    defenseReductions: [{ when: 'partDemandedOrGerman', by: 2 }], requires: { allOf: ['RHI'] }, first: false, factoriesGained: {},
    eaiPermanent: 0, extraCards: 1, amGains: {},
    support: [{ power: 'GER', value: 1, duration: 'nextTurn' }, ...ALLIED_NEXT_TURN], secondAggression: true,
    purgeEventsWithoutPact: 0, permanentTradePact: false, resolution: 'germanOneTurn',
    rule: '[27.41C, 28.21G, 23.21A, 10.51B, 12.22E, 34.52B]',
    note: "Resisted at Czechoslovakia's value less 2 (it is being demanded) [28.21G].", prov: base,
  },
  {
    id: 'CZE', name: 'Czechoslovakia: Bohemia and Moravia', es: 'Checoslovaquia (Bohemia y Moravia)', by: 'GER', country: 'CZE', value: 3,
    includes: 'SUD', defense: 4, defenseReductions: [{ when: 'partDemandedOrGerman', by: 2 }], requires: { allOf: ['RHI'] }, first: false,
    factoriesGained: { military: 1 }, eaiPermanent: 1, extraCards: 3, amGains: { GER: 1, GBR: 1, FRA: 1 },
    support: [...ALLIED_NEXT_TURN], secondAggression: true, purgeEventsWithoutPact: 0, permanentTradePact: true,
    resolution: 'germanOneTurn',
    rule: '[27.41D, 28.21G, 4.13D, 23.21A, 9.14A, 12.22E]',
    note: 'Value 3 includes the Sudetes; after a Sudetes aggression the remainder (2) applies (ruling P2-A23).',
    prov: { ...base, factoriesGained: S },
  },
  {
    id: 'DAN', name: 'Poland: Danzig and the Corridor', es: 'Polonia (Danzig y el corredor polaco)', by: 'GER', country: 'POL', value: 1,
    defense: 6, defenseReductions: [{ when: 'partDemandedOrGerman', by: 2 }], requires: { allOf: ['RHI'] }, first: false,
    factoriesGained: {}, eaiPermanent: 0, extraCards: 1, amGains: {},
    support: [{ power: 'GER', value: 1, duration: 'nextTurn' }, ...ALLIED_NEXT_TURN], secondAggression: true,
    purgeEventsWithoutPact: 1, permanentTradePact: false, resolution: 'germanOneTurn',
    rule: '[27.41E, 28.21H, 23.21A, 10.51B, 10.91B, 12.22E, 22.31C, 31.21A]', prov: base,
  },
  {
    id: 'POL', name: 'Poland proper', es: 'Polonia (propiamente dicha)', by: 'GER', country: 'POL', value: 4, includes: 'DAN',
    defense: 6, defenseReductions: [{ when: 'partDemandedOrGerman', by: 2 }], requires: { allOf: ['RHI'] }, first: false,
    factoriesGained: {}, eaiPermanent: 1, extraCards: 4, amGains: { GER: 1, GBR: 1, FRA: 1 },
    support: [...ALLIED_NEXT_TURN, { power: 'USSR', value: 2, duration: 'permanent' }], secondAggression: true,
    purgeEventsWithoutPact: 7, permanentTradePact: true, resolution: 'germanOneTurn',
    rule: '[27.41F, 28.21H, 23.21A, 9.14A, 10.91B, 12.22E, 22.31C, 31.21A, 31.6]',
    note: 'Values 4 (VP, cards) and 7 (purges) include Danzig; after Danzig the remainders apply (ruling P2-A23).',
    prov: base,
  },
  {
    id: 'BAL', name: 'Baltic States', es: 'Países Bálticos', by: 'GER', country: 'BAL', value: 2, defense: 1, defenseReductions: [],
    requires: { allOf: ['RHI'] }, first: false, factoriesGained: {}, eaiPermanent: 1, extraCards: 2, amGains: {},
    support: [{ power: 'GER', value: 1, duration: 'nextTurn' }, { power: 'USSR', value: 1, duration: 'permanent' }],
    secondAggression: true, purgeEventsWithoutPact: 2, permanentTradePact: false, resolution: 'germanOneTurn',
    rule: '[27.41G, 28.21I, 23.21A, 10.51B, 10.71B, 10.91B, 22.31C, 31.91]',
    note: 'No pact can be negotiated afterwards [31.91A].', prov: base,
  },
];
