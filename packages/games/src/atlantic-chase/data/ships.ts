/**
 * The ship roster "SUB-ROSTER-1" (RULINGS.md S): a SUBSTITUTE for the counter sheets, which neither source
 * reproduces. The rulebook names about twenty ships and gives a few values (p.5, p.6, p.7, p.12, p.18,
 * p.28, p.30, p.46, p.52, p.56-61); those are marked field by field ('rulebook', or 'derived' from a worked
 * example, the example cited beside the row). Every unmarked field is a SUB-ROSTER-1 substitute value.
 *
 * Counter fields (p.6): class, name, hits to damage (front), hits to sink (back: additional hits taken
 * while damaged), gun values for point-blank & short ("close") and long & extreme ("far") range, speed
 * (VS/S/M/F), torpedo icon (front only). No armour, fuel or radar rating exists (p.6).
 * Class rules (p.6, p.12): CVs have no gun value; German AC and AO sink on a hit; convoys, DD squadrons
 * and the shore battery are never damaged; the German convoy's back is an oiler (AO).
 */
import { D, R, S, prov } from './provenance';
import type { GV, Nation, Prov, ShipClass, ShipField, ShipRow, ShipSide, Side, Speed, YearMonth } from './types';

export const ROSTER_ID = 'SUB-ROSTER-1';

const FIELDS: readonly ShipField[] = [
  'name', 'side', 'nation', 'cls',
  'front.speed', 'front.gvClose', 'front.gvFar', 'torpedo',
  'back.speed', 'back.gvClose', 'back.gvFar',
  'hitsToDamage', 'hitsToSink', 'sinksOnFirstHit', 'available',
];

type K = Partial<Prov<ShipField>>;
type Vals = readonly [Speed | 'STOPPED', GV, GV];
interface Extra {
  from?: YearMonth;
  to?: YearMonth;
  note?: string;
}

const side3 = ([speed, gvClose, gvFar]: Vals): ShipSide => ({ speed, gvClose, gvFar });

/** A ship that can be damaged and then sunk. */
function ship(
  id: string, name: string, side: Side, nation: Nation, cls: ShipClass,
  front: Vals, torpedo: boolean, back: Vals, hits: readonly [number, number], known: K = {}, extra: Extra = {},
): ShipRow {
  const row: ShipRow = {
    id, name, side, nation, cls, front: side3(front), torpedo, back: side3(back),
    hitsToDamage: hits[0], hitsToSink: hits[1], sinksOnFirstHit: false,
    available: { from: extra.from ?? null, to: extra.to ?? null },
    // p.6: only German AC and AO sink on a hit; every other damageable ship does not.
    prov: prov(FIELDS, S, { sinksOnFirstHit: D, ...known }),
  };
  if (extra.note) row.note = extra.note;
  return row;
}

/** German AC or AO: sinks on its first hit, no damaged side (p.6 "se hunden si reciben un impacto"). */
function sinker(id: string, name: string, cls: 'AC' | 'AO', front: Vals, torpedo: boolean, known: K = {}, extra: Extra = {}): ShipRow {
  const row: ShipRow = {
    id, name, side: 'GE', nation: 'DE', cls, front: side3(front), torpedo, back: null,
    hitsToDamage: null, hitsToSink: null, sinksOnFirstHit: true,
    available: { from: extra.from ?? null, to: extra.to ?? null },
    prov: prov(FIELDS, S, { sinksOnFirstHit: R, 'back.speed': D, 'back.gvClose': D, 'back.gvFar': D, hitsToDamage: D, hitsToSink: D, ...known }),
  };
  if (extra.note) row.note = extra.note;
  return row;
}

/** Convoy, DD squadron or shore battery: never damaged, hits count against a scenario limit (p.12, p.58). */
function undamageable(id: string, name: string, side: Side, nation: Nation, cls: 'CONVOY' | 'DD' | 'SHORE', front: Vals, torpedo: boolean, known: K = {}, note?: string): ShipRow {
  const row: ShipRow = {
    id, name, side, nation, cls, front: side3(front), torpedo, back: null,
    hitsToDamage: null, hitsToSink: null, sinksOnFirstHit: false,
    available: { from: null, to: null },
    prov: prov(FIELDS, S, { cls: R, 'back.speed': R, 'back.gvClose': R, 'back.gvFar': R, hitsToDamage: R, hitsToSink: R, sinksOnFirstHit: R, ...known }),
  };
  if (note) row.note = note;
  return row;
}

/** A ship the rulebook names, on its side (p.5 and the examples). */
const NAMED: K = { name: R, side: R };
/** p.6: "CV ... No tienen calificación de artillería y no pueden disparar en batalla". */
const CV_GUNS: K = { 'front.gvClose': R, 'front.gvFar': R, 'back.gvClose': R, 'back.gvFar': R };
/** p.52 and p.58: a British CA counter "0/-1" damaged by 1 hit; p.59: a British CA torpedoes. */
const BR_CA: K = { 'front.gvClose': D, 'front.gvFar': D, hitsToDamage: D, torpedo: D };
/** p.6: "PB acorazado de bolsillo/crucero pesado": the German pocket battleships and heavy cruisers. */
const PB: K = { cls: D };

export const SHIP_ROWS: readonly ShipRow[] = [
  // ================================================================ German (Kriegsmarine)
  // p.1 introduction: "el acorazado alemán más temido ... el Bismarck". Damaged side as Tirpitz (same class).
  ship('bismarck', 'Bismarck', 'GE', 'DE', 'BB', ['M', 4, 3], false, ['S', 3, 1], [3, 3], { ...NAMED, cls: R, 'back.speed': D, 'back.gvClose': D, 'back.gvFar': D }),
  // p.59 torpedo example: "el BB alemán ... el objetivo es lento +1", the counter shown damaged "3/1".
  ship('tirpitz', 'Tirpitz', 'GE', 'DE', 'BB', ['M', 4, 3], false, ['S', 3, 1], [3, 3], { ...NAMED, cls: R, 'back.speed': D, 'back.gvClose': R, 'back.gvFar': R }),
  // p.60 maneuver example: "El BC es lento" with the damaged counter "2/0 Scharnhorst". Front as Gneisenau.
  ship('scharnhorst', 'Scharnhorst', 'GE', 'DE', 'BC', ['F', 3, 2], false, ['S', 2, 0], [2, 2], { ...NAMED, cls: R, 'front.gvClose': D, 'front.gvFar': D, hitsToDamage: D, 'back.speed': R, 'back.gvClose': R, 'back.gvFar': R }),
  // p.56 "El GV del BC alemán contra cualquier objetivo británico es 2" (long/extreme); p.58 short range
  // "+3" and "2 impactos dañan el Gneisenau". Damaged side as Scharnhorst (same class).
  ship('gneisenau', 'Gneisenau', 'GE', 'DE', 'BC', ['F', 3, 2], false, ['S', 2, 0], [2, 2], { ...NAMED, cls: R, 'front.gvClose': R, 'front.gvFar': R, hitsToDamage: R, 'back.speed': D, 'back.gvClose': D, 'back.gvFar': D }),
  ship('deutschland', 'Deutschland (Lützow from 1940)', 'GE', 'DE', 'PB', ['M', 2, 2], false, ['S', 1, 1], [2, 1], PB, { note: 'renamed Lützow in 1940' }),
  // p.28 air strike example two: the Scheer is damaged (flipped) by a Damage result.
  ship('admiral_scheer', 'Admiral Scheer', 'GE', 'DE', 'PB', ['M', 2, 2], false, ['S', 1, 1], [2, 1], { ...NAMED, ...PB }, { note: "Krancke's ship" }),
  ship('admiral_graf_spee', 'Admiral Graf Spee', 'GE', 'DE', 'PB', ['M', 2, 2], false, ['S', 1, 1], [2, 1], PB, { to: '1939-12' }),
  ship('admiral_hipper', 'Admiral Hipper', 'GE', 'DE', 'PB', ['F', 1, 1], true, ['M', 0, 0], [1, 1], PB),
  ship('prinz_eugen', 'Prinz Eugen', 'GE', 'DE', 'PB', ['F', 1, 1], true, ['M', 0, 0], [1, 1], PB),
  ship('blucher', 'Blücher', 'GE', 'DE', 'PB', ['F', 1, 1], true, ['M', 0, 0], [1, 1], PB, { to: '1940-04' }),
  // p.6 counter anatomy: "El Nurnberg tiene capacidad de torpedear" (CL).
  ship('nurnberg', 'Nürnberg', 'GE', 'DE', 'CL', ['F', 0, -1], true, ['M', -1, 'na'], [1, 1], { ...NAMED, cls: R, torpedo: R }),
  // p.28 air strike example one: "El Leipzig no [es lento] por lo que no es impactado" (M or F).
  ship('leipzig', 'Leipzig', 'GE', 'DE', 'CL', ['F', 0, -1], true, ['M', -1, 'na'], [1, 1], NAMED),
  ship('koln', 'Köln', 'GE', 'DE', 'CL', ['F', 0, -1], true, ['M', -1, 'na'], [1, 1]),
  ship('emden', 'Emden', 'GE', 'DE', 'CL', ['M', -1, 'na'], true, ['S', -1, 'na'], [1, 1]),
  ship('karlsruhe', 'Karlsruhe', 'GE', 'DE', 'CL', ['F', 0, -1], true, ['M', -1, 'na'], [1, 1], {}, { to: '1940-04' }),
  ship('konigsberg', 'Königsberg', 'GE', 'DE', 'CL', ['F', 0, -1], true, ['M', -1, 'na'], [1, 1], {}, { to: '1940-04' }),
  // p.6: the Gr. Zeppelin counter illustrates the CV class (no gun value; damaged: no air strike).
  ship('graf_zeppelin', 'Graf Zeppelin', 'GE', 'DE', 'CV', ['F', 'na', 'na'], false, ['M', 'na', 'na'], [2, 1], { ...NAMED, cls: R, ...CV_GUNS }, { note: 'hypothetical: never completed' }),
  // p.6: the Widder counter illustrates "Los mercantes armados alemanes (clase AC) se hunden si reciben un impacto".
  sinker('widder', 'Widder', 'AC', ['S', -1, 'na'], false, { ...NAMED, cls: R }),
  sinker('atlantis', 'Atlantis', 'AC', ['S', -1, 'na'], true),
  sinker('orion', 'Orion', 'AC', ['S', -1, 'na'], false),
  sinker('pinguin', 'Pinguin', 'AC', ['S', -1, 'na'], false),
  sinker('thor', 'Thor', 'AC', ['S', -1, 'na'], false),
  sinker('komet', 'Komet', 'AC', ['S', -1, 'na'], false),
  sinker('kormoran', 'Kormoran', 'AC', ['S', -1, 'na'], true),
  sinker('altmark', 'Altmark', 'AO', ['S', 'na', 'na'], false),
  // p.6 "Los convoyes alemanes no pueden dispersarse; tienen un petrolero en su reverso (clase AO)".
  undamageable('ge_convoy_1', 'German convoy 1 (back: AO)', 'GE', 'DE', 'CONVOY', ['VS', 'na', 'na'], false, { side: R }),
  undamageable('ge_convoy_2', 'German convoy 2 (back: AO)', 'GE', 'DE', 'CONVOY', ['VS', 'na', 'na'], false, { side: R }),
  undamageable('ge_dd_a', 'German DD squadron A', 'GE', 'DE', 'DD', ['F', 0, 'na'], true, { torpedo: D }),
  undamageable('ge_dd_b', 'German DD squadron B', 'GE', 'DE', 'DD', ['F', 0, 'na'], true, { torpedo: D }),

  // ================================================================ British (with French and US ships, p.5)
  ship('nelson', 'Nelson', 'BR', 'UK', 'BB', ['S', 3, 2], false, ['VS', 2, 1], [3, 2]),
  ship('rodney', 'Rodney', 'BR', 'UK', 'BB', ['S', 3, 2], false, ['VS', 2, 1], [3, 2]),
  // p.61 break-away example: King George V is the slowest ship on the board (slower than the German BC).
  ship('king_george_v', 'King George V', 'BR', 'UK', 'BB', ['M', 3, 2], false, ['S', 2, 1], [3, 2], NAMED),
  ship('prince_of_wales', 'Prince of Wales', 'BR', 'UK', 'BB', ['M', 3, 2], false, ['S', 2, 1], [3, 2]),
  // p.38 reorganize example (only the name survives).
  ship('duke_of_york', 'Duke of York', 'BR', 'UK', 'BB', ['M', 3, 2], false, ['S', 2, 1], [3, 2], NAMED),
  // p.56 range example: "El BB británico y el BC alemán están a larga distancia" (Warspite).
  ship('warspite', 'Warspite', 'BR', 'UK', 'BB', ['S', 3, 2], false, ['VS', 2, 1], [3, 2], { ...NAMED, cls: R }),
  ship('valiant', 'Valiant', 'BR', 'UK', 'BB', ['S', 3, 2], false, ['VS', 2, 1], [3, 2]),
  ship('queen_elizabeth', 'Queen Elizabeth', 'BR', 'UK', 'BB', ['S', 3, 2], false, ['VS', 2, 1], [3, 2]),
  ship('malaya', 'Malaya', 'BR', 'UK', 'BB', ['S', 2, 1], false, ['VS', 1, 0], [3, 2]),
  ship('barham', 'Barham', 'BR', 'UK', 'BB', ['S', 2, 1], false, ['VS', 1, 0], [3, 2]),
  ship('revenge', 'Revenge', 'BR', 'UK', 'BB', ['S', 2, 0], false, ['VS', 1, -1], [3, 2]),
  ship('resolution', 'Resolution', 'BR', 'UK', 'BB', ['S', 2, 0], false, ['VS', 1, -1], [3, 2]),
  ship('royal_oak', 'Royal Oak', 'BR', 'UK', 'BB', ['S', 2, 0], false, ['VS', 1, -1], [3, 2]),
  ship('royal_sovereign', 'Royal Sovereign', 'BR', 'UK', 'BB', ['S', 2, 0], false, ['VS', 1, -1], [3, 2]),
  ship('ramillies', 'Ramillies', 'BR', 'UK', 'BB', ['S', 2, 0], false, ['VS', 1, -1], [3, 2]),
  ship('hood', 'Hood', 'BR', 'UK', 'BC', ['F', 3, 2], false, ['M', 2, 1], [2, 1]),
  // p.50 damage example counter "BC 2/1 -> 1/0" (assigned to the Renown class in SUB-ROSTER-1).
  ship('renown', 'Renown', 'BR', 'UK', 'BC', ['F', 2, 1], false, ['M', 1, 0], [2, 1]),
  ship('repulse', 'Repulse', 'BR', 'UK', 'BC', ['F', 2, 1], false, ['M', 1, 0], [2, 1]),
  ship('ark_royal', 'Ark Royal', 'BR', 'UK', 'CV', ['F', 'na', 'na'], false, ['M', 'na', 'na'], [2, 1], { ...CV_GUNS }),
  // p.18 Trajectory Total example: "Esta TF tiene un portaaviones (CV) ... Glorious".
  ship('glorious', 'Glorious', 'BR', 'UK', 'CV', ['F', 'na', 'na'], false, ['M', 'na', 'na'], [2, 1], { ...NAMED, cls: R, ...CV_GUNS }),
  ship('furious', 'Furious', 'BR', 'UK', 'CV', ['M', 'na', 'na'], false, ['S', 'na', 'na'], [2, 1], { ...CV_GUNS }),
  // p.28 air strike example one: Victorious' TF is the strike source and then "debe eliminar 3 segmentos"
  // in a Time Lapse (Good weather: medium). A fast front would contradict it (RULINGS R-1).
  ship('victorious', 'Victorious', 'BR', 'UK', 'CV', ['M', 'na', 'na'], false, ['S', 'na', 'na'], [2, 1], { ...NAMED, cls: D, ...CV_GUNS, 'front.speed': D }),
  // p.7 illustration: "Este crucero aún no está en juego. Está en el grupo de refuerzos C ... Devonshire".
  ship('devonshire', 'Devonshire', 'BR', 'UK', 'CA', ['F', 0, -1], true, ['M', -1, 'na'], [1, 1], { ...NAMED, cls: D, ...BR_CA }),
  // p.30 completion example two: the Suffolk station completes.
  ship('suffolk', 'Suffolk', 'BR', 'UK', 'CA', ['F', 0, -1], true, ['M', -1, 'na'], [1, 1], { ...NAMED, ...BR_CA }),
  ship('norfolk', 'Norfolk', 'BR', 'UK', 'CA', ['F', 0, -1], true, ['M', -1, 'na'], [1, 1], BR_CA),
  ship('berwick', 'Berwick', 'BR', 'UK', 'CA', ['F', 0, -1], true, ['M', -1, 'na'], [1, 1], BR_CA),
  ship('cumberland', 'Cumberland', 'BR', 'UK', 'CA', ['F', 0, -1], true, ['M', -1, 'na'], [1, 1], BR_CA),
  ship('dorsetshire', 'Dorsetshire', 'BR', 'UK', 'CA', ['F', 0, -1], true, ['M', -1, 'na'], [1, 1], BR_CA),
  ship('kent', 'Kent', 'BR', 'UK', 'CA', ['F', 0, -1], true, ['M', -1, 'na'], [1, 1], BR_CA),
  ship('london', 'London', 'BR', 'UK', 'CA', ['F', 0, -1], true, ['M', -1, 'na'], [1, 1], BR_CA),
  ship('shropshire', 'Shropshire', 'BR', 'UK', 'CA', ['F', 0, -1], true, ['M', -1, 'na'], [1, 1], BR_CA),
  ship('sussex', 'Sussex', 'BR', 'UK', 'CA', ['F', 0, -1], true, ['M', -1, 'na'], [1, 1], BR_CA),
  ship('york', 'York', 'BR', 'UK', 'CA', ['F', 0, -1], true, ['M', -1, 'na'], [1, 1], BR_CA),
  ship('exeter', 'Exeter', 'BR', 'UK', 'CA', ['F', 0, -1], true, ['M', -1, 'na'], [1, 1], BR_CA),
  // p.58 gunnery example: "Glasgow ... incrementado de nuevo a 6 por el valor de la artillería (+1)" at short range.
  ship('glasgow', 'Glasgow', 'BR', 'UK', 'CL', ['F', 1, 0], true, ['M', 0, 'na'], [1, 1], { ...NAMED, 'front.gvClose': R }),
  // p.32 and p.38 illustrations (name only).
  ship('liverpool', 'Liverpool', 'BR', 'UK', 'CL', ['F', 1, 0], true, ['M', 0, 'na'], [1, 1], NAMED),
  ship('sheffield', 'Sheffield', 'BR', 'UK', 'CL', ['F', 1, 0], true, ['M', 0, 'na'], [1, 1]),
  ship('southampton', 'Southampton', 'BR', 'UK', 'CL', ['F', 1, 0], true, ['M', 0, 'na'], [1, 1]),
  ship('newcastle', 'Newcastle', 'BR', 'UK', 'CL', ['F', 1, 0], true, ['M', 0, 'na'], [1, 1]),
  ship('manchester', 'Manchester', 'BR', 'UK', 'CL', ['F', 1, 0], true, ['M', 0, 'na'], [1, 1]),
  ship('birmingham', 'Birmingham', 'BR', 'UK', 'CL', ['F', 1, 0], true, ['M', 0, 'na'], [1, 1]),
  ship('edinburgh', 'Edinburgh', 'BR', 'UK', 'CL', ['F', 1, 0], true, ['M', 0, 'na'], [1, 1]),
  ship('belfast', 'Belfast', 'BR', 'UK', 'CL', ['F', 1, 0], true, ['M', 0, 'na'], [1, 1]),
  ship('aurora', 'Aurora', 'BR', 'UK', 'CL', ['F', 0, -1], true, ['M', -1, 'na'], [1, 1]),
  ship('arethusa', 'Arethusa', 'BR', 'UK', 'CL', ['F', 0, -1], true, ['M', -1, 'na'], [1, 1]),
  ship('galatea', 'Galatea', 'BR', 'UK', 'CL', ['F', 0, -1], true, ['M', -1, 'na'], [1, 1]),
  ship('penelope', 'Penelope', 'BR', 'UK', 'CL', ['F', 0, -1], true, ['M', -1, 'na'], [1, 1]),
  ship('ajax', 'Ajax', 'BR', 'UK', 'CL', ['F', 0, -1], true, ['M', -1, 'na'], [1, 1]),
  ship('achilles', 'Achilles', 'BR', 'UK', 'CL', ['F', 0, -1], true, ['M', -1, 'na'], [1, 1]),
  // British armed merchant cruisers do not sink on the first hit (p.6 says so of German ACs only).
  ship('rawalpindi', 'Rawalpindi', 'BR', 'UK', 'AC', ['S', -1, 'na'], false, ['VS', -2, 'na'], [1, 1]),
  ship('jervis_bay', 'Jervis Bay', 'BR', 'UK', 'AC', ['S', -1, 'na'], false, ['VS', -2, 'na'], [1, 1]),
  // p.5: "Francia normalmente controlado por los británicos", illustrated by the Béarn CV counter.
  ship('bearn', 'Béarn', 'BR', 'FR', 'CV', ['S', 'na', 'na'], false, ['VS', 'na', 'na'], [2, 1], { ...NAMED, nation: R, cls: R, ...CV_GUNS }),
  ship('dunkerque', 'Dunkerque', 'BR', 'FR', 'BC', ['F', 3, 2], false, ['M', 2, 1], [2, 1], { nation: D }, { note: "Gensoul's flagship" }),
  ship('strasbourg', 'Strasbourg', 'BR', 'FR', 'BC', ['F', 3, 2], false, ['M', 2, 1], [2, 1], { nation: D }),
  // p.5: "Estados Unidos controlado por los británicos".
  ship('wasp', 'Wasp', 'BR', 'US', 'CV', ['F', 'na', 'na'], false, ['M', 'na', 'na'], [2, 1], { ...CV_GUNS, nation: D }, { from: '1942-01' }),
  ship('washington', 'Washington', 'BR', 'US', 'BB', ['M', 4, 3], false, ['S', 3, 1], [3, 3], { nation: D }, { from: '1942-01' }),
  ship('tuscaloosa', 'Tuscaloosa', 'BR', 'US', 'CA', ['F', 1, 0], false, ['M', 0, -1], [1, 1], { nation: D }, { from: '1942-01' }),
  ship('wichita', 'Wichita', 'BR', 'US', 'CA', ['F', 1, 0], false, ['M', 0, -1], [1, 1], { nation: D }, { from: '1942-01' }),
  // p.12 "CARGA PRECIOSA: Un convoy no puede ser dañado en batalla"; the back is its dispersed side.
  undamageable('br_convoy_hx', 'Convoy HX', 'BR', 'UK', 'CONVOY', ['VS', 'na', 'na'], false),
  undamageable('br_convoy_sc', 'Convoy SC', 'BR', 'UK', 'CONVOY', ['VS', 'na', 'na'], false),
  undamageable('br_convoy_hg', 'Convoy HG', 'BR', 'UK', 'CONVOY', ['VS', 'na', 'na'], false),
  undamageable('br_convoy_ob', 'Convoy OB', 'BR', 'UK', 'CONVOY', ['VS', 'na', 'na'], false),
  undamageable('br_convoy_pq', 'Convoy PQ', 'BR', 'UK', 'CONVOY', ['VS', 'na', 'na'], false, {}, 'Arctic convoys to the USSR, from 1941'),
  undamageable('br_convoy_ws', 'Convoy WS', 'BR', 'UK', 'CONVOY', ['VS', 'na', 'na'], false),
  // p.12: "el escuadrón DD ... No puede ser dañado pero puede sufrir impactos ... puede producir humo".
  undamageable('br_dd_2df', '2nd Destroyer Flotilla', 'BR', 'UK', 'DD', ['F', 0, 'na'], true, { torpedo: D }),
  undamageable('br_dd_4df', '4th Destroyer Flotilla', 'BR', 'UK', 'DD', ['F', 0, 'na'], true, { torpedo: D }),
  undamageable('br_dd_eg36', '36th Escort Group', 'BR', 'UK', 'DD', ['F', 0, 'na'], true, { torpedo: D }, "Walker's escort group"),
  // p.12: the shore battery "stopped 1/0": attacks like a ship, cannot be attacked; scenario MS5 only.
  undamageable('shore_battery', 'Shore battery (MS5)', 'BR', 'UK', 'SHORE', ['STOPPED', 1, 0], false, { 'front.speed': R, 'front.gvClose': R, 'front.gvFar': R }, 'owner and nation set by scenario MS5, which is missing'),
];

/** Speed order, slowest first (p.7: a TF is as fast as its slowest ship; p.60: slowest move first). */
export const SPEED_ORDER: readonly Speed[] = ['VS', 'S', 'M', 'F'];
