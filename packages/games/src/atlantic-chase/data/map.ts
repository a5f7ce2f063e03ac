/**
 * The operations map "SUB-MAIN-1" (RULINGS.md D-1, S): a SUBSTITUTE for the board's hex map, which neither the
 * rulebook nor the player aids reproduce. What the rulebook does say about the map (p.4, p.8, p.9, p.15, p.43)
 * is in the rows' provenance and in RULINGS.md; every coordinate, hex id and feature placement is the
 * substitute SUB-MAIN-1.
 *
 * Geometry conventions (SUB-MAIN-1):
 * - pointy-top hexes, odd-r offset coordinates: odd rows are shifted half a hex to the right;
 * - id `CCRR`: column 00-14 (west to east), row 00-16 (north to south);
 * - axial q = col - (row - (row & 1)) / 2, r = row; distance = cube distance (hex.ts);
 * - hex centres from an azimuthal-equidistant projection centred at 57N 16W, 185 NM between centres
 *   (approximate, for drawing only);
 * - a hex not listed in HEX_ROWS is land or not in play (p.4 "zona no jugable": no station, no segment).
 *
 * Stations and segments go inside hexes, never on hexsides (p.4, p.14).
 */
import { D, R, S, prov } from './provenance';
import type {
  AirbaseField,
  AirbaseRow,
  AreaField,
  AreaRow,
  BoxField,
  BoxRow,
  HexField,
  HexRow,
  HexsideField,
  HexsideRow,
  InsetField,
  InsetRow,
  PortControl,
  PortField,
  PortRow,
  WeatherAreaField,
  WeatherAreaRow,
} from './types';

/** The map's data-set name: real map data gets another name (RULINGS.md S). */
export const MAP_ID = 'SUB-MAIN-1';
export const MAP_COLUMNS = 15;
export const MAP_ROWS = 17;
export const HEX_ORIENTATION = 'pointy-top, odd-r offset' as const;

/** [id, lat, lon] of every playable hex (SUB-MAIN-1). */
const HEXES: readonly (readonly [string, number, number])[] = [
  // row 00
  ["1100", 76, 17], ["1200", 74, 27], ["1300", 72, 35],
  // row 01
  ["0801", 75, -15], ["0901", 75, -3], ["1001", 74, 8], ["1101", 73, 17], ["1201", 71, 25], ["1301", 69, 32],
  // row 02
  ["0902", 73, -10], ["1002", 72, 0], ["1102", 71, 9], ["1202", 70, 17],
  // row 03
  ["0803", 70, -15], ["0903", 70, -7], ["1003", 69, 2], ["1103", 68, 10],
  // row 04
  ["0604", 66, -35], ["0704", 67, -27], ["0804", 67, -19], ["0904", 67, -11], ["1004", 67, -4], ["1104", 66, 4], ["1204", 65, 11],
  // row 05
  ["0205", 59, -54], ["0305", 61, -48], ["0505", 63, -36], ["0605", 64, -30], ["0705", 64, -23], ["0905", 64, -8], ["1005", 64, -1], ["1105", 63, 5],
  // row 06
  ["0206", 56, -54], ["0306", 58, -49], ["0406", 59, -43], ["0506", 60, -38], ["0606", 61, -32], ["0706", 62, -25], ["0806", 62, -19], ["0906", 62, -12], ["1006", 62, -6], ["1106", 61, 0], ["1206", 60, 6],
  // row 07
  ["0107", 53, -54], ["0207", 55, -49], ["0307", 56, -44], ["0407", 57, -39], ["0507", 58, -33], ["0607", 59, -28], ["0707", 59, -22], ["0807", 59, -16], ["0907", 59, -10], ["1007", 59, -4], ["1107", 58, 2], ["1207", 57, 8], ["1307", 56, 13],
  // row 08
  ["0108", 50, -54], ["0208", 52, -49], ["0308", 53, -45], ["0408", 54, -40], ["0508", 55, -35], ["0608", 56, -29], ["0708", 56, -24], ["0808", 57, -18], ["0908", 57, -13], ["1008", 56, -7], ["1108", 56, -2], ["1208", 55, 3], ["1308", 54, 9],
  // row 09
  ["0009", 47, -54], ["0109", 49, -50], ["0209", 50, -45], ["0309", 51, -41], ["0409", 52, -36], ["0509", 53, -31], ["0609", 54, -26], ["0709", 54, -21], ["0809", 54, -16], ["0909", 54, -10], ["1009", 53, -5], ["1109", 53, 0],
  // row 10
  ["0010", 44, -54], ["0110", 46, -50], ["0210", 47, -46], ["0310", 48, -42], ["0410", 49, -37], ["0510", 50, -33], ["0610", 51, -28], ["0710", 51, -23], ["0810", 51, -18], ["0910", 51, -13], ["1010", 51, -8], ["1110", 51, -3],
  // row 11
  ["0011", 43, -50], ["0111", 44, -46], ["0211", 45, -42], ["0311", 46, -38], ["0411", 47, -34], ["0511", 48, -29], ["0611", 48, -25], ["0711", 49, -20], ["0811", 49, -16], ["0911", 49, -11], ["1011", 48, -6],
  // row 12
  ["0012", 40, -50], ["0112", 41, -47], ["0212", 42, -43], ["0312", 43, -39], ["0412", 44, -35], ["0512", 45, -31], ["0612", 45, -27], ["0712", 46, -22], ["0812", 46, -18], ["0912", 46, -14], ["1012", 46, -9], ["1112", 45, -5],
  // row 13
  ["0013", 38, -47], ["0113", 39, -44], ["0213", 40, -40], ["0313", 41, -36], ["0413", 42, -32], ["0513", 43, -28], ["0613", 43, -24], ["0713", 43, -20], ["0813", 43, -16], ["0913", 43, -12], ["1013", 43, -7],
  // row 14
  ["0014", 35, -48], ["0114", 36, -44], ["0214", 37, -41], ["0314", 38, -37], ["0414", 39, -33], ["0514", 40, -30], ["0614", 40, -26], ["0714", 40, -22], ["0814", 41, -18], ["0914", 41, -14], ["1014", 40, -10],
  // row 15
  ["0115", 34, -42], ["0215", 35, -38], ["0315", 36, -35], ["0415", 37, -31], ["0515", 37, -27], ["0615", 38, -23], ["0715", 38, -20], ["0815", 38, -16], ["0915", 38, -12], ["1015", 38, -8],
  // row 16
  ["0516", 34, -29], ["0616", 35, -25], ["0716", 35, -21], ["0816", 35, -18], ["0916", 35, -14], ["1016", 35, -10], ["1116", 35, -7],
];

const HEX_FIELDS: readonly HexField[] = ['id', 'centre', 'playable'];
/** The map grid is wholly substitute (SUB-MAIN-1); the rulebook has no map. */
const HEX_PROV = prov(HEX_FIELDS, S);

export const HEX_ROWS: readonly HexRow[] = HEXES.map(([id, lat, lon]) => ({
  id,
  col: Number(id.slice(0, 2)),
  row: Number(id.slice(2)),
  lat,
  lon,
  prov: HEX_PROV,
}));

// ------------------------------------------------------------------ areas (p.4, p.20, p.25, p.41; SUB-MAIN-1)

const AREA_FIELDS: readonly AreaField[] = ['name', 'hexes', 'effect'];

export const AREA_ROWS: readonly AreaRow[] = [
  {
    // p.4 "Línea Ártica (permanentemente mal tiempo)"; p.25 "Un hexágono con la línea ártica en él está
    // permanentemente en mal tiempo". The hexes the line crosses are SUB-MAIN-1's.
    id: 'arctic_line',
    name: 'Arctic line',
    hexes: ['1100', '1200', '1300', '0801', '0901', '1001', '1101', '0902', '1002', '1102'],
    effect: 'ARCTIC',
    prov: prov(AREA_FIELDS, S, { name: R, effect: R }),
  },
  {
    // p.4 "Zona U-Boat: modifica los ataques furtivos"; p.41 any stealth force benefits.
    id: 'uboat_zone',
    name: 'U-Boat zone',
    hexes: [
      '0506', '0407', '0507', '0607', '0707', '0807', '0408', '0508', '0608', '0708', '0808', '0908',
      '0409', '0509', '0609', '0709', '0809', '0410', '0510', '0610', '0710', '0810', '0910',
      '0311', '0411', '0511', '0611', '0711', '0811', '0612', '0712', '0812', '0912',
    ],
    effect: 'UBOAT_ZONE',
    prov: prov(AREA_FIELDS, S, { name: R, effect: R }),
  },
  // Named choke points used by scenarios and the automaton's route plans (SUB-MAIN-1, RULINGS S).
  { id: 'denmark_strait', name: 'Denmark Strait', hexes: ['0604', '0704'], effect: 'NAMED', prov: prov(AREA_FIELDS, S, { name: R }) },
  { id: 'iceland_faroes_gap', name: 'Iceland-Faroes gap', hexes: ['0806', '0906', '1006'], effect: 'NAMED', prov: prov(AREA_FIELDS, S) },
  {
    // Scapa Flow lies in the Orkney islands, inside sea hex 1007, which has no land neighbour at this
    // resolution (RULINGS D-2). A port printed in a hex counts as being in it (p.8).
    id: 'land_in_hex',
    name: 'Islands and coast inside sea hexes',
    hexes: ['1007'],
    effect: 'LAND_IN_HEX',
    prov: prov(AREA_FIELDS, S),
  },
];

// ------------------------------------------------------------------ weather areas (p.4, p.25)

const WEATHER_FIELDS: readonly WeatherAreaField[] = ['rule', 'hexes'];

export const WEATHER_AREA_ROWS: readonly WeatherAreaRow[] = [
  // p.25: one weather for the whole board, Good or Bad, on the weather table.
  { id: 'global', rule: 'GLOBAL', hexes: null, prov: prov(WEATHER_FIELDS, R) },
  // p.25: Arctic-line hexes are permanently in Bad weather (hexes: the substitute Arctic line).
  { id: 'arctic', rule: 'PERMANENT_BAD', hexes: AREA_ROWS[0].hexes, prov: prov(WEATHER_FIELDS, R, { hexes: S }) },
];

// ------------------------------------------------------------------ special hexsides (p.4, p.43; SUB-MAIN-1)

const SIDE_FIELDS: readonly HexsideField[] = ['hexes', 'kind'];

export const HEXSIDE_ROWS: readonly HexsideRow[] = [
  // p.43 "una trayectoria sólo puede conectar hexágonos adyacentes, no los que están a caballo de la flecha
  // 'no adyacente'". Where they are (land between two sea hexes) is SUB-MAIN-1's.
  { a: '1008', b: '1108', kind: 'NOT_ADJACENT', note: 'Scotland', prov: prov(SIDE_FIELDS, S, { kind: R }) },
  { a: '1009', b: '1108', kind: 'NOT_ADJACENT', note: 'northern England and southern Scotland', prov: prov(SIDE_FIELDS, S, { kind: R }) },
  { a: '1009', b: '1109', kind: 'NOT_ADJACENT', note: 'England and Wales', prov: prov(SIDE_FIELDS, S, { kind: R }) },
  { a: '0909', b: '1009', kind: 'NOT_ADJACENT', note: 'Ireland', prov: prov(SIDE_FIELDS, S, { kind: R }) },
  { a: '1009', b: '1110', kind: 'NOT_ADJACENT', note: 'Wales and Cornwall', prov: prov(SIDE_FIELDS, S, { kind: R }) },
  // p.4 "los dos hex conectados por la flecha son adyacentes entre sí sólo para el jugador alemán": the two
  // Kiel hexes, joined through the Kaiser-Wilhelm Canal (RULINGS D-3).
  { a: '1307', b: '1308', kind: 'KW_KANAL', note: 'Kaiser-Wilhelm Canal: German player only', prov: prov(SIDE_FIELDS, S, { kind: R }) },
];

// ------------------------------------------------------------------ ports (p.8, p.9, p.29, p.44; SUB-MAIN-1)

const PORT_FIELDS: readonly PortField[] = ['name', 'hexes', 'box', 'control', 'offMap', 'checkTable', 'destinationTag'];

const BR_ALWAYS: PortControl[] = [{ from: '1939-09', side: 'BR', nation: 'UK' }];
const GE_ALWAYS: PortControl[] = [{ from: '1939-09', side: 'GE', nation: 'DE' }];
const NEUTRAL_ALWAYS: PortControl[] = [{ from: '1939-09', side: 'NEUTRAL', nation: 'NEUTRAL' }];
/** Norway: neutral until the invasion of April 1940, then German (p.8, p.9). */
const NORWAY: PortControl[] = [
  { from: '1939-09', side: 'NEUTRAL', nation: 'NEUTRAL' },
  { from: '1940-04', side: 'GE', nation: 'DE' },
];
/** France: Allied (under British control, p.5) until the fall of France, then German (p.8, p.9). */
const FRANCE: PortControl[] = [
  { from: '1939-09', side: 'BR', nation: 'FR' },
  { from: '1940-06', side: 'GE', nation: 'DE' },
];

export const PORT_ROWS: readonly PortRow[] = [
  // p.44 example: a British station in the St. Johns box starts a trajectory in the St. Johns hex.
  { id: 'st_johns', name: 'St. Johns', hexes: ['0009'], box: 'box_st_johns', control: BR_ALWAYS, offMap: false, checkTable: null, destinationTag: null, prov: prov(PORT_FIELDS, S, { name: R, box: R }) },
  { id: 'halifax', name: 'Halifax', hexes: ['0010', '0011'], box: 'box_halifax', control: BR_ALWAYS, offMap: true, checkTable: null, destinationTag: null, note: 'off-map port on the west edge (RULINGS D-4)', prov: prov(PORT_FIELDS, S) },
  { id: 'scapa_flow', name: 'Scapa Flow', hexes: ['1007'], box: 'box_scapa_flow', control: BR_ALWAYS, offMap: false, checkTable: null, destinationTag: null, prov: prov(PORT_FIELDS, S, { name: R, box: R }) },
  // p.10: Pound sits at Clyde/Liverpool; p.16: a trajectory heading for Clyde/Liverpool (one port, one box).
  { id: 'clyde_liverpool', name: 'Clyde/Liverpool', hexes: ['1009'], box: 'box_clyde_liverpool', control: BR_ALWAYS, offMap: false, checkTable: null, destinationTag: 'Inbound', prov: prov(PORT_FIELDS, S, { name: R, box: R, control: R }) },
  // p.9 "Ambos hexes tienen un puerto británico en ellos, y están conectados a la casilla del puerto de Portsmouth".
  { id: 'portsmouth', name: 'Portsmouth', hexes: ['1110', '1109'], box: 'box_portsmouth', control: BR_ALWAYS, offMap: false, checkTable: null, destinationTag: null, prov: prov(PORT_FIELDS, S, { name: R, box: R, control: R }) },
  // p.4: Gibraltar printed on the Atlantic side on purpose.
  { id: 'gibraltar', name: 'Gibraltar', hexes: ['1015'], box: 'box_gibraltar', control: BR_ALWAYS, offMap: false, checkTable: null, destinationTag: null, prov: prov(PORT_FIELDS, S, { name: R }) },
  { id: 'reykjavik', name: 'Reykjavik (Hvalfjordur)', hexes: ['0705'], box: 'box_reykjavik', control: [{ from: '1939-09', side: 'NEUTRAL', nation: 'NEUTRAL' }, { from: '1940-05', side: 'BR', nation: 'UK' }], offMap: false, checkTable: null, destinationTag: null, prov: prov(PORT_FIELDS, S) },
  // p.8 figure: "indicación de puerto francés  Brest  1-3 closed  4-6 open".
  { id: 'brest', name: 'Brest', hexes: ['1011'], box: 'box_brest', control: FRANCE, offMap: false, checkTable: [{ die: [1, 3], status: 'CLOSED' }, { die: [4, 6], status: 'OPEN' }], destinationTag: null, prov: prov(PORT_FIELDS, S, { name: R, box: R, checkTable: R }) },
  { id: 'bordeaux', name: 'Bordeaux (Biscay ports)', hexes: ['1112'], box: 'box_bordeaux', control: FRANCE, offMap: false, checkTable: [{ die: [1, 2], status: 'CLOSED' }, { die: [3, 6], status: 'OPEN' }], destinationTag: null, prov: prov(PORT_FIELDS, S) },
  // p.9 "Kiel está en este hexágono, y en este otro también. Ambos hexágonos están vinculados a la casilla del puerto de Kiel".
  { id: 'kiel', name: 'Kiel', hexes: ['1308', '1307'], box: 'box_kiel', control: GE_ALWAYS, offMap: false, checkTable: null, destinationTag: null, note: '1308 North Sea side, 1307 Kattegat side', prov: prov(PORT_FIELDS, S, { name: R, box: R, control: R }) },
  { id: 'stavanger', name: 'Kristiansand/Stavanger', hexes: ['1207'], box: 'box_stavanger', control: NORWAY, offMap: false, checkTable: null, destinationTag: null, prov: prov(PORT_FIELDS, S) },
  { id: 'bergen', name: 'Bergen', hexes: ['1206'], box: 'box_bergen', control: NORWAY, offMap: false, checkTable: null, destinationTag: null, prov: prov(PORT_FIELDS, S) },
  { id: 'trondheim', name: 'Trondheim', hexes: ['1105'], box: 'box_trondheim', control: NORWAY, offMap: false, checkTable: null, destinationTag: null, prov: prov(PORT_FIELDS, S) },
  { id: 'narvik', name: 'Narvik', hexes: ['1202'], box: 'box_narvik', control: NORWAY, offMap: false, checkTable: null, destinationTag: null, prov: prov(PORT_FIELDS, S) },
  // p.9: on the main board Murmansk is not German-controlled; p.29 destination marker "USSR".
  { id: 'murmansk', name: 'Murmansk', hexes: ['1301'], box: null, control: [{ from: '1939-09', side: 'NEUTRAL', nation: 'NEUTRAL' }, { from: '1941-06', side: 'BR', nation: 'USSR' }], offMap: false, checkTable: null, destinationTag: 'USSR', note: 'destination only (RULINGS D-5)', prov: prov(PORT_FIELDS, S, { name: R, destinationTag: R }) },
  { id: 'ferrol', name: 'Ferrol', hexes: ['1013'], box: null, control: NEUTRAL_ALWAYS, offMap: false, checkTable: null, destinationTag: null, prov: prov(PORT_FIELDS, S) },
  { id: 'lisbon', name: 'Lisbon', hexes: ['1014'], box: null, control: NEUTRAL_ALWAYS, offMap: false, checkTable: null, destinationTag: null, prov: prov(PORT_FIELDS, S) },
];

// ------------------------------------------------------------------ boxes (p.4, p.8, p.9, p.42; RULINGS S)

const BOX_FIELDS: readonly BoxField[] = ['name', 'kind', 'side', 'ports'];

/** The port boxes (one per port with a box) plus the off-map holding boxes. */
export const BOX_ROWS: readonly BoxRow[] = [
  ...PORT_ROWS.filter((p) => p.box !== null).map(
    (p): BoxRow => ({
      id: p.box as string,
      name: p.name,
      kind: 'PORT',
      side: p.control[0].side === 'NEUTRAL' ? null : p.control[0].side,
      ports: [p.id],
      prov: prov(BOX_FIELDS, p.prov.box, { kind: R, side: S }),
    }),
  ),
  // p.4 "Casilla de U-Boat"; p.42 a recon moves the U-Boat marker from the box to a hex.
  { id: 'uboat_box', name: 'U-Boat box', kind: 'UBOAT', side: 'GE', ports: [], prov: prov(BOX_FIELDS, R, { ports: D }) },
  // Substitute (RULINGS S): submarines of either side wait off-map in a reserve equivalent to the U-Boat box.
  { id: 'sub_reserve', name: 'Submarine reserve (off map)', kind: 'SUB_RESERVE', side: null, ports: [], prov: prov(BOX_FIELDS, S) },
];

// ------------------------------------------------------------------ airbases (p.8, p.27, p.45; SUB-MAIN-1)

const AIR_FIELDS: readonly AirbaseField[] = ['name', 'side', 'hex', 'fromYear'];

export const AIRBASE_ROWS: readonly AirbaseRow[] = [
  { id: 'ab_hatston', name: 'Hatston/Wick (Orkney)', side: 'BR', hex: '1007', fromYear: 1939, prov: prov(AIR_FIELDS, S) },
  { id: 'ab_northern_ireland', name: 'Northern Ireland (Aldergrove/Limavady)', side: 'BR', hex: '1008', fromYear: 1940, prov: prov(AIR_FIELDS, S) },
  { id: 'ab_st_eval', name: 'St. Eval (Cornwall)', side: 'BR', hex: '1110', fromYear: 1940, prov: prov(AIR_FIELDS, S) },
  { id: 'ab_gibraltar', name: 'Gibraltar North Front', side: 'BR', hex: '1015', fromYear: 1940, prov: prov(AIR_FIELDS, S) },
  { id: 'ab_iceland', name: 'Iceland (Kaldadarnes)', side: 'BR', hex: '0705', fromYear: 1941, prov: prov(AIR_FIELDS, S) },
  { id: 'ab_gander', name: 'Newfoundland (Gander)', side: 'BR', hex: '0009', fromYear: 1941, prov: prov(AIR_FIELDS, S) },
  { id: 'ab_sylt', name: 'Sylt/German Bight', side: 'GE', hex: '1308', fromYear: 1939, prov: prov(AIR_FIELDS, S) },
  { id: 'ab_sola', name: 'Stavanger-Sola', side: 'GE', hex: '1207', fromYear: 1940, prov: prov(AIR_FIELDS, S) },
  { id: 'ab_vaernes', name: 'Trondheim-Vaernes', side: 'GE', hex: '1105', fromYear: 1940, prov: prov(AIR_FIELDS, S) },
  { id: 'ab_merignac', name: 'Bordeaux-Merignac', side: 'GE', hex: '1112', fromYear: 1940, prov: prov(AIR_FIELDS, S) },
  { id: 'ab_brest', name: 'Brest/Lorient', side: 'GE', hex: '1011', fromYear: 1941, prov: prov(AIR_FIELDS, S) },
  // p.27, p.45: "la base aérea alemana de Cabo Norte" reaches Murmansk across an Arctic-line hex.
  { id: 'ab_cape_north', name: 'Cape North (Banak)', side: 'GE', hex: '1201', fromYear: 1941, prov: prov(AIR_FIELDS, S, { name: R, side: R }) },
  { id: 'ab_bardufoss', name: 'Bardufoss (Narvik)', side: 'GE', hex: '1202', fromYear: 1941, prov: prov(AIR_FIELDS, S) },
];

// ------------------------------------------------------------------ inset maps (p.2, p.9; SUB-MAIN-1)

const INSET_FIELDS: readonly InsetField[] = ['name', 'status', 'overrides'];

export const INSET_ROWS: readonly InsetRow[] = [
  {
    // p.9: the Norwegian Sea inset is used instead of the board's map when a scenario says so (N1); the
    // port boxes, track and battle board stay in use. First version: the main grid with these overrides.
    id: 'INSET_NORWEGIAN_SEA',
    name: 'Norwegian Sea',
    status: 'OVERLAY',
    overrides: [
      // p.9 "Murmansk se considera un puerto controlado por los alemanes ... no están conectados a casillas de puerto".
      { kind: 'PORT_CONTROL', port: 'murmansk', side: 'GE', box: null },
      // p.9 "al igual que los dos hexágonos que representan el Estrecho de Dinamarca".
      { kind: 'PORT_ADD', port: 'denmark_strait_ports', name: 'Denmark Strait', hexes: ['0604', '0704'], side: 'GE', box: null },
      // p.9 "ambos puertos comparten la casilla de puerto de Scapa Flow/Methil".
      { kind: 'PORT_ADD', port: 'methil', name: 'Methil', hexes: ['1108'], side: 'BR', box: 'box_scapa_flow' },
      { kind: 'SHARED_BOX', box: 'box_scapa_flow', name: 'Scapa Flow/Methil' },
      // p.9 "Puntos de interés ... Bud y Åndalsnes. No activan Intel".
      { kind: 'POINT_OF_INTEREST', name: 'Bud', hexes: ['1105'] },
      { kind: 'POINT_OF_INTEREST', name: 'Åndalsnes', hexes: ['1105'] },
    ],
    prov: prov(INSET_FIELDS, R, { overrides: S }),
  },
  // p.2 "Dos 8.5x11 Mapas insertos": the second is not named anywhere in the sources.
  { id: 'INSET_2', name: 'second inset (unnamed)', status: 'MISSING', overrides: [], prov: prov(INSET_FIELDS, S, { status: D }) },
];
