/**
 * The 40 convoy cards (rulebook §2 "Mazo de Convoy de 40 Cartas").
 *
 * CARD SET: substitute. The rulebook prints only SC 42 and ONS 5 in full and HX 84's
 * year; PQ 17 appears in the historical text. Every other row is a designer placeholder built from real
 * 1940-43 convoys. Replace rows here (and their provenance marks) when the printed cards are known;
 * no code reads card names.
 *
 * Row: id, name, year, ocean, cargo, VP, flavour, provenance marks.
 * Provenance marks: space-separated `field=X` with X = K (rulebook), P (printed, outside the rulebook),
 * D (derived from a worked example), I (inferred); every unmarked field is 'substitute'.
 */
import type { Cargo, Ocean, Year } from './types';

type ConvoyRow = readonly [id: string, name: string, year: Year, ocean: Ocean, cargo: Cargo, vp: number, history: string, marks: string];

export const CONVOY_ROWS: readonly ConvoyRow[] = [
  ['C1', 'HX 72', 1940, 'NA', 'full', 5, 'September 1940', ''],
  ['C2', 'SC 7', 1940, 'NA', 'full', 6, 'October 1940', ''],
  ['C3', 'HX 79', 1940, 'NA', 'full', 5, 'October 1940', ''],
  ['C4', 'OB 244', 1940, 'NA', 'empty', 1, 'November 1940', ''],
  // §6 "El año": HX 84 sails in 1940 (Reuben James cannot escort it). Ocean: HX convoys sailed Halifax-UK.
  ['C5', 'HX 84', 1940, 'NA', 'full', 4, 'November 1940, Jervis Bay', 'name=K year=K ocean=I'],
  ['C6', 'SC 11', 1940, 'NA', 'full', 3, 'November 1940', ''],
  ['C7', 'HX 90', 1940, 'NA', 'full', 4, 'December 1940', ''],
  ['C8', 'OB 293', 1941, 'NA', 'empty', 2, 'March 1941', ''],
  ['C9', 'HX 112', 1941, 'NA', 'full', 5, 'March 1941', ''],
  ['C10', 'OB 318', 1941, 'NA', 'empty', 3, 'May 1941', ''],
  ['C11', 'HX 133', 1941, 'NA', 'full', 4, 'June 1941', ''],
  ['C12', 'OG 71', 1941, 'NA', 'half', 3, 'August 1941', ''],
  ['C13', 'Dervish', 1941, 'ARC', 'full', 1, 'August 1941, the first Arctic convoy', ''],
  // §11 "Ejemplo de Batalla": "SC 42, un valioso convoy lleno en 1941 en el Atlántico Norte con 7 P.V."
  ['C14', 'SC 42', 1941, 'NA', 'full', 7, 'September 1941', 'name=K year=K ocean=K cargo=K vp=K'],
  ['C15', 'SC 48', 1941, 'NA', 'full', 4, 'October 1941', ''],
  ['C16', 'HX 156', 1941, 'NA', 'full', 3, 'October-November 1941', ''],
  ['C17', 'HG 76', 1941, 'NA', 'half', 5, 'December 1941', ''],
  ['C18', 'ON 67', 1942, 'NA', 'empty', 3, 'February 1942', ''],
  ['C19', 'PQ 13', 1942, 'ARC', 'full', 4, 'March 1942', ''],
  ['C20', 'QP 11', 1942, 'ARC', 'half', 3, 'April-May 1942', ''],
  ['C21', 'PQ 16', 1942, 'ARC', 'full', 5, 'May 1942', ''],
  // §1: PQ 17, July 1942, 37 ships with war material for Archangel, 23 sunk. §2: convoys to Russia sailed loaded.
  ['C22', 'PQ 17', 1942, 'ARC', 'full', 7, 'July 1942: 37 ships for Archangel, 23 sunk', 'name=I year=I ocean=I cargo=I'],
  ['C23', 'SC 94', 1942, 'NA', 'full', 5, 'August 1942', ''],
  ['C24', 'ON 127', 1942, 'NA', 'empty', 4, 'September 1942', ''],
  ['C25', 'PQ 18', 1942, 'ARC', 'full', 6, 'September 1942', ''],
  ['C26', 'QP 14', 1942, 'ARC', 'empty', 3, 'September 1942', ''],
  ['C27', 'SC 104', 1942, 'NA', 'full', 4, 'October 1942', ''],
  ['C28', 'SC 107', 1942, 'NA', 'full', 6, 'November 1942', ''],
  ['C29', 'ONS 154', 1942, 'NA', 'empty', 4, 'December 1942', ''],
  ['C30', 'SC 118', 1943, 'NA', 'full', 5, 'February 1943', ''],
  ['C31', 'ON 166', 1943, 'NA', 'empty', 4, 'February 1943', ''],
  ['C32', 'JW 53', 1943, 'ARC', 'full', 4, 'February 1943', ''],
  ['C33', 'SC 121', 1943, 'NA', 'full', 5, 'March 1943', ''],
  ['C34', 'HX 229', 1943, 'NA', 'full', 7, 'March 1943', ''],
  ['C35', 'SC 122', 1943, 'NA', 'full', 6, 'March 1943', ''],
  ['C36', 'RA 53', 1943, 'ARC', 'empty', 1, 'March 1943', ''],
  // §13 "Ejemplo de batalla de dos jugadores": "ONS 5, de 1943 que es un convoy vacío en el Atlántico Norte y vale 4 P.V."
  ['C37', 'ONS 5', 1943, 'NA', 'empty', 4, 'April-May 1943', 'name=K year=K ocean=K cargo=K vp=K'],
  ['C38', 'SC 130', 1943, 'NA', 'full', 3, 'May 1943', ''],
  ['C39', 'ON 202', 1943, 'NA', 'empty', 3, 'September 1943', ''],
  ['C40', 'JW 55B', 1943, 'ARC', 'full', 5, 'December 1943, Scharnhorst sunk', ''],
];
