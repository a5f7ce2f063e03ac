/**
 * The Warship & Raider deck: 20 German ships, 6 warships and 14 raiders [1.1, 1.1.4.4].
 *
 * Rulebook values: names (1.1.4.8-1.1.4.10, 3.2.9.x, 5.4.x examples, 6.4.1-6.4.2, 6.5.1), the fast / sails /
 * Wolfchen lists [1.1.4.8-1.1.4.10], Meteor's mines [3.2.9.3], coal on every warship [1.1.4.7], the sets of
 * 6.4 and 6.5, Leopard d8 / d10+d8+d6 [3.2.9.1, 5.4.2], Prinz Eitel Friedrich attack d10+d6
 * [3.2.9.2] and Leipzig attack d10+d8+d4 [5.4.1]. Everything else (other coins, every VA, coal and mines on
 * raiders, the 14th raider "Greif") is our substitute data, marked per field.
 */
import type { Provenance, WarshipCard } from './types';

const S: Provenance = 'substitute';
const R: Provenance = 'rulebook';
const D: Provenance = 'derived';

type P = WarshipCard['prov'];
/** Provenance of a record: substitute unless listed. */
function prov(known: Partial<P>): P {
  return { name: R, kind: R, attack: S, defense: S, va: S, features: S, sets: R, ...known };
}

export const WARSHIP_RECORDS: readonly WarshipCard[] = [
  // ---- the six warships [1.1.4.4, 6.4.1, 6.4.2]; coal pile on all of them [1.1.4.7]
  { id: 'ws_dresden', name: 'Dresden', kind: 'warship', attack: [10, 8, 4], defense: [10], va: 12, features: { coalPile: true }, sets: { balancedWarship: true }, note: 'tournament warship [6.4.1]', prov: prov({ features: R }) },
  { id: 'ws_emden', name: 'Emden', kind: 'warship', attack: [10, 8, 4], defense: [10], va: 12, features: { coalPile: true }, sets: { balancedWarship: true, beyond1914Removed: true }, note: 'tournament warship [6.4.1]', prov: prov({ features: R }) },
  { id: 'ws_konigsberg', name: 'Königsberg', kind: 'warship', attack: [10, 8, 4], defense: [10], va: 12, features: { coalPile: true }, sets: { balancedWarship: true }, note: 'tournament warship [6.4.1]', prov: prov({ features: R }) },
  { id: 'ws_nurnberg', name: 'Nürnberg', kind: 'warship', attack: [10, 8, 4], defense: [10], va: 12, features: { coalPile: true }, sets: { balancedWarship: true, beyond1914Removed: true }, note: 'tournament warship [6.4.1]', prov: prov({ features: R }) },
  { id: 'ws_leipzig', name: 'Leipzig', kind: 'warship', attack: [10, 8, 4], defense: [8], va: 10, features: { coalPile: true }, sets: { balancedExcluded: true, beyond1914Removed: true }, prov: prov({ attack: R, features: R }) },
  { id: 'ws_karlsruhe', name: 'Karlsruhe', kind: 'warship', attack: [10, 8, 6], defense: [10], va: 14, features: { coalPile: true }, sets: { balancedExcluded: true, beyond1914Removed: true }, armament: '10.5cm', note: 'partial card face es:L1416-1418', prov: prov({ features: R }) },
  // ---- the fourteen raiders [1.1.4.4]
  { id: 'rd_moewe', name: 'Möwe', kind: 'raider', attack: [10, 8, 6], defense: [8], va: 14, features: { mines: true }, sets: {}, note: 'named as the sinker on the Clan Mactavish card [1.1.1]', prov: prov({ name: D, kind: D, sets: D }) },
  { id: 'rd_wolf', name: 'Wolf', kind: 'raider', attack: [10, 8, 6], defense: [8], va: 14, features: { mines: true, wolfchen: true }, sets: {}, captain: 'Korvettenkapitän Nerger', armament: '6=15cm, 1=10,5cm, 4=TT', tons: 5809, note: 'card anatomy illustration [1.1.1]; attribution inferred', prov: prov({ sets: D }) },
  { id: 'rd_leopard', name: 'Leopard', kind: 'raider', attack: [10, 8, 6], defense: [8], va: 10, features: {}, sets: {}, note: 'attack as in 5.4.2', prov: prov({ attack: R, defense: R, sets: D }) },
  { id: 'rd_greif', name: 'Greif', kind: 'raider', attack: [10, 8, 4], defense: [8], va: 10, features: {}, sets: {}, note: 'substitute identity for the unnamed 14th raider (RULINGS.md, "Substitute data")', prov: prov({ name: S, kind: D, sets: S }) },
  { id: 'rd_cormoran', name: 'Cormoran', kind: 'raider', attack: [10, 6], defense: [8], va: 8, features: {}, sets: { beyond1914Removed: true }, prov: prov({ kind: D }) },
  { id: 'rd_berlin', name: 'Berlin', kind: 'raider', attack: [8, 6], defense: [10], va: 10, features: { fast: true, mines: true, coalPile: true }, sets: { beyond1914Removed: true }, prov: prov({}) },
  { id: 'rd_cap_trafalgar', name: 'Cap Trafalgar', kind: 'raider', attack: [8, 6], defense: [10], va: 10, features: { fast: true, coalPile: true }, sets: { beyond1914Removed: true }, prov: prov({}) },
  { id: 'rd_kwdg', name: 'Kaiser Wilhelm der Grosse', kind: 'raider', attack: [10, 6], defense: [10], va: 11, features: { fast: true, coalPile: true }, sets: { beyond1914Removed: true }, prov: prov({}) },
  { id: 'rd_kronprinz_wilhelm', name: 'Kronprinz Wilhelm', kind: 'raider', attack: [8, 6], defense: [10], va: 12, features: { fast: true, coalPile: true }, sets: {}, prov: prov({ sets: D }) },
  { id: 'rd_pef', name: 'Prinz Eitel Friedrich', kind: 'raider', attack: [10, 6], defense: [10], va: 11, features: { fast: true, coalPile: true }, sets: {}, prov: prov({ attack: R, sets: D }) },
  { id: 'rd_seeadler', name: 'Seeadler', kind: 'raider', attack: [8, 6], defense: [6], va: 12, features: { sails: true }, sets: { balancedExcluded: true }, prov: prov({}) },
  { id: 'rd_meteor', name: 'Meteor', kind: 'raider', attack: [8, 4], defense: [6], va: 8, features: { mines: true }, sets: { balancedExcluded: true }, prov: prov({}) },
  { id: 'rd_geier', name: 'Geier', kind: 'raider', attack: [6, 4], defense: [6], va: 6, features: {}, sets: { balancedExcluded: true }, prov: prov({}) },
  { id: 'rd_iltis', name: 'Iltis', kind: 'raider', attack: [6], defense: [6], va: 6, features: { mines: true }, sets: { balancedExcluded: true }, prov: prov({}) },
];
