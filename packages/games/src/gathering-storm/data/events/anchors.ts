/**
 * The events the rulebook names by card number (RULINGS.md G-01: the 74 named events). Any deck,
 * substitute or real, must keep them at these numbers. What the rulebook does not say about them (the amount
 * of a support loss, which unit a card purges, the countries of a dispute, whether the card is grey) is a
 * substitute, marked in `prov`.
 */
import type { EventProv, EventDef } from './vocabulary';
import type { CountryId, Provenance, UnitType } from '../types';

const R: Provenance = 'rulebook';
const D: Provenance = 'derived';
const S: Provenance = 'substitute';

/** An anchored event: an event definition plus the rulebook's words it rests on. */
export interface AnchorRow extends EventDef {
  rule: string;
  /** The rulebook's words (Spanish), shortened. */
  quote: string;
}

const known: EventProv = { type: R, secret: R, colour: R, name: R, effects: R, params: R };

const Q = {
  purgeSupport: 'Las cartas 5-12 y los eventos generales 66 y 138 reducen el nivel de apoyo de Rusia en la cantidad indicada.',
  purgeOffset: 'Las cartas 77-84 reducen el nivel de apoyo de Rusia en la cantidad indicada, compensado por construcción de unidades y resultados de investigación.',
  purgeOne: 'Las cartas 46, 47, 118 y 119 aumentan en uno las unidades rusas movidas de activas a status de reserva, de la misma manera que una Purga Militar.',
  purgeTwo: 'Las cartas 48 y 120 aumentan en dos las unidades rusas movidas de activas a status de reserva [...] cuentan cada uno como dos eventos de purga.',
  purgeNamed: 'Las cartas de 61-69 y 133-141 mueven las unidades rusas indicadas de activas a status de reserva.',
  purgeDiplomacy: 'Las cartas 70-72 prohíben la diplomacia rusa. Si Rusia ha robado la carta Purga en el Partido, no puede gastar en investigación; si Rusia ha robado la carta Gran Purga, se purga una unidad militar adicional.',
  purgeResearch: '[...] y 142-144, prohíben la investigación de Rusia, y cuentan cada uno como un evento de purga.',
  access: 'Una ubicación permitida por los eventos aleatorios 110-115.',
  dispute: 'Los eventos aleatorios diplomáticos generales 115-128 plantean una disputa diplomática entre dos países menores en la que el Eje debe apoyar a un lado y Rusia o los Aliados al otro.',
  newOrder: 'se produce el evento aleatorio general 130 ("Alemania e Italia proclaman la necesidad de un Nuevo Orden en Europa; EAI: +2")',
  atomic: 'hasta que se roben uno de los dos eventos generales de investigación atómica (cartas de evento aleatorio 72 y 144)',
  airRange: 'Se roba la carta de evento aleatorio general 70: "Mejoras en la resistencia del motor del avión. Se dobla el valor de la inversión previa en la investigación de alcance (rango) aéreo, hasta un incremento máximo de tres pasos".',
  concrete: 'El evento aleatorio alemán 7 (Escasez de hormigón) prohíbe la colocación de puntos de investigación en el West Wall en el turno en el que se roba.',
  italian16: 'Italia roba la carta de evento aleatorio 16: "Arquitectos navales italianas concilian belleza y durabilidad. El diseño acorazado italiano +1 nivel".',
  french22: '"arquitectos y técnicos navales franceses acuerdan el diseño de la próxima generación de acorazados franceses. La investigación del diseño acorazado francés sube + 1 nivel".',
};

function range(a: number, b: number): number[] {
  return Array.from({ length: b - a + 1 }, (_, i) => a + i);
}

/** Unit named by a card of 61-69 / 133-141 (substitute: card number mod 3, RULINGS.md G-01). */
function namedUnit(card: number): UnitType {
  return (['armor', 'infantry', 'air'] as const)[card % 3];
}

/** Countries of the dispute cards 115-128 (substitute: historical border quarrels of the 1930s). */
const DISPUTES: Record<number, readonly [CountryId, CountryId]> = {
  115: ['HUN', 'ROM'],
  116: ['HUN', 'CZE'],
  117: ['HUN', 'YUG'],
  118: ['BUL', 'GRE'],
  119: ['BUL', 'ROM'],
  120: ['BUL', 'YUG'],
  121: ['ALB', 'GRE'],
  122: ['ALB', 'YUG'],
  123: ['POL', 'CZE'],
  124: ['FIN', 'SWE'],
  125: ['AUT', 'YUG'],
  126: ['TUR', 'BUL'],
  127: ['ROM', 'YUG'],
  128: ['AUT', 'HUN'],
};

/** Countries opened to Russian markers by cards 110-115 (substitute: outside Russia's pre-cohesion reach [24.61B-C]). */
const ACCESS: Record<number, CountryId> = { 110: 'BUL', 111: 'CZE', 112: 'SWE', 113: 'HUN', 114: 'ALB', 115: 'HUN' };

export const ANCHORS: readonly AnchorRow[] = [
  // ---- general events
  ...[66, 138].map((card): AnchorRow => ({
    id: `${card}.general`, card, slot: 'general', type: 'purge', secret: false,
    effects: [{ op: 'purgeSupport', delta: card === 66 ? -1 : -2, offset: false, purgeEvents: 1 }],
    prov: { ...known, params: S }, rule: '[22.21D, 22.72B]', quote: Q.purgeSupport,
  })),
  {
    id: '70.general', card: 70, slot: 'general', type: 'research', secret: false, name: 'Improved aero-engine endurance',
    effects: [{ op: 'researchDouble', project: 'airRange' }], prov: known, rule: '[15.24 example, 15.31A]', quote: Q.airRange,
  },
  ...[72, 144].map((card): AnchorRow => ({
    id: `${card}.general`, card, slot: 'general', type: 'research', secret: false, name: 'General atomic research',
    effects: [{ op: 'atomicAllowed' }], prov: known, rule: '[15.31B, 15.42C, 16.15B]', quote: Q.atomic,
  })),
  ...range(110, 114).map((card): AnchorRow => ({
    id: `${card}.general`, card, slot: 'general', type: 'diplomatic', secret: false, colour: 'red',
    effects: [
      { op: 'russianAccess', country: ACCESS[card] },
      { op: 'diplomatic', country: ACCESS[card], value: 1, beneficiary: 'USSR', civilWarStep: false },
    ],
    prov: { ...known, type: D, colour: S, effects: S, params: S }, rule: '[24.61B]', quote: Q.access,
  })),
  {
    id: '115.general', card: 115, slot: 'general', type: 'diplomatic', secret: false,
    effects: [
      { op: 'dispute', countries: DISPUTES[115] },
      { op: 'russianAccess', country: ACCESS[115] },
    ],
    prov: { ...known, colour: S, params: S }, rule: '[24.61B, 24.552]', quote: `${Q.access} / ${Q.dispute}`,
  },
  ...range(116, 128).map((card): AnchorRow => ({
    id: `${card}.general`, card, slot: 'general', type: 'diplomatic', secret: false,
    effects: [{ op: 'dispute', countries: DISPUTES[card] }],
    prov: { ...known, colour: S, params: S }, rule: '[24.552]', quote: Q.dispute,
  })),
  {
    id: '130.general', card: 130, slot: 'general', type: 'eai', secret: false, name: 'Germany and Italy proclaim a New Order in Europe',
    effects: [{ op: 'eai', delta: 2 }], prov: known, rule: '[23.25 example]', quote: Q.newOrder,
  },
  // ---- national events of Germany, Italy, France
  {
    id: '7.GER', card: 7, slot: 'GER', type: 'research', secret: true, name: 'Concrete shortage',
    effects: [{ op: 'researchBan', project: 'westWall' }], prov: { ...known, secret: S }, rule: '[15.42A, 16.14B]', quote: Q.concrete,
  },
  {
    id: '16.ITA', card: 16, slot: 'ITA', type: 'research', secret: true, name: 'Italian naval architects reconcile beauty and durability',
    effects: [{ op: 'researchLevels', project: 'battleshipDesign', levels: 1 }], prov: { ...known, secret: S }, rule: '[15.24 example]', quote: Q.italian16,
  },
  {
    id: '22.FRA', card: 22, slot: 'FRA', type: 'research', secret: true, name: 'French naval architects agree the next battleship generation',
    effects: [{ op: 'researchLevels', project: 'battleshipDesign', levels: 1 }], prov: { ...known, secret: S }, rule: '[15.63 example]', quote: Q.french22,
  },
  // ---- Russian national purge events [22.21D, 22.72]
  ...range(5, 12).map((card): AnchorRow => ({
    id: `${card}.USSR`, card, slot: 'USSR', type: 'purge', secret: false,
    effects: [{ op: 'purgeSupport', delta: card <= 8 ? -1 : -2, offset: false, purgeEvents: 1 }],
    prov: { ...known, secret: S, params: S }, rule: '[22.21D, 22.72B]', quote: Q.purgeSupport,
  })),
  ...[46, 47, 118, 119].map((card): AnchorRow => ({
    id: `${card}.USSR`, card, slot: 'USSR', type: 'purge', secret: false,
    effects: [{ op: 'purgeUnits', count: 1, unit: 'asMilitaryPurge', purgeEvents: 1 }],
    prov: { ...known, secret: S }, rule: '[22.21D, 22.72E]', quote: Q.purgeOne,
  })),
  ...[48, 120].map((card): AnchorRow => ({
    id: `${card}.USSR`, card, slot: 'USSR', type: 'purge', secret: false,
    effects: [{ op: 'purgeUnits', count: 2, unit: 'asMilitaryPurge', purgeEvents: 2 }],
    prov: { ...known, secret: S }, rule: '[22.21D, 22.72F]', quote: Q.purgeTwo,
  })),
  ...[...range(61, 69), ...range(133, 141)].map((card): AnchorRow => ({
    id: `${card}.USSR`, card, slot: 'USSR', type: 'purge', secret: false,
    effects: [{ op: 'purgeUnits', count: 1, unit: namedUnit(card), purgeEvents: 1 }],
    prov: { ...known, secret: S, params: S }, rule: '[22.21D, 22.72D]', quote: Q.purgeNamed,
  })),
  ...range(70, 72).map((card): AnchorRow => ({
    id: `${card}.USSR`, card, slot: 'USSR', type: 'purge', secret: false,
    effects: [{ op: 'purgeBan', ban: 'diplomacy', withPartyPurge: 'noResearch', withGreatPurge: 'extraUnit', purgeEvents: 1 }],
    prov: { ...known, secret: S }, rule: '[22.21D, 22.72C]', quote: Q.purgeDiplomacy,
  })),
  ...range(77, 84).map((card): AnchorRow => ({
    // Secret (substitute): the offset depends on the economic phase, after which secret purges are carried out [22.51B].
    id: `${card}.USSR`, card, slot: 'USSR', type: 'purge', secret: true,
    effects: [{ op: 'purgeSupport', delta: -2, offset: true, purgeEvents: 1 }],
    prov: { ...known, secret: S, params: S }, rule: '[22.21D, 22.72B, 22.51B]', quote: Q.purgeOffset,
  })),
  ...range(142, 144).map((card): AnchorRow => ({
    id: `${card}.USSR`, card, slot: 'USSR', type: 'purge', secret: false,
    effects: [{ op: 'purgeBan', ban: 'research', purgeEvents: 1 }],
    prov: { ...known, secret: S }, rule: '[22.72C]', quote: Q.purgeResearch,
  })),
];
