/**
 * The four action result tables (Naval Search, Engage, Air Strike, Stealth Attack): printed on the board
 * (p.4, p.27, p.31, p.33, p.41) and in the player aid, neither of which survives. These are our
 * SUBSTITUTES (RULINGS.md S), kept in the real tables' shape: a column per Trajectory Total band, a row per
 * modified 2d6, a result (plus Contact, for air strikes) per cell. The worked examples pin some cells
 * (`examples`): real tables must agree with them too.
 *
 * Each table is built from `score = modified roll - column shift` and a band per result; the test
 * file re-derives every cell from that recipe. Stealth Attack departs from that recipe in its Lose Contact
 * band (≤2 instead of ≤3), to agree with the fragment of the real table on p.42 (RULINGS R-2).
 */
import { D, R, S } from './provenance';
import type { ActionTableRow, Band, ResultCode, TableCell } from './types';

/** Short codes of the substitute tables' cells. */
export const CELL_CODES: Readonly<Record<string, TableCell>> = {
  '-': { result: 'MISS', contact: false },
  C: { result: 'CONTACT', contact: false },
  EL: { result: 'EARLY_LATE', contact: false },
  SH: { result: 'SHADOW', contact: false },
  SI: { result: 'SIGHTED', contact: false },
  SK: { result: 'SKIRMISH', contact: false },
  CL: { result: 'CLOSING', contact: false },
  B: { result: 'BATTLE', contact: false },
  SU: { result: 'SURPRISE', contact: false },
  Hvs: { result: 'HIT_VS', contact: false },
  Hs: { result: 'HIT_S', contact: false },
  H: { result: 'HIT', contact: false },
  D: { result: 'DAMAGE', contact: false },
  LC: { result: 'LOSE_CONTACT', contact: false },
  'Hvs+C': { result: 'HIT_VS', contact: true },
  'Hs+C': { result: 'HIT_S', contact: true },
  'H+C': { result: 'HIT', contact: true },
  'D+C': { result: 'DAMAGE', contact: true },
};

const cells = (grid: readonly (readonly string[])[]): TableCell[][] =>
  grid.map((r) =>
    r.map((c) => {
      const cell = CELL_CODES[c];
      if (!cell) throw new Error(`unknown cell code ${c}`);
      return cell;
    }),
  );

const b = (min: number | null, max: number | null): Band => ({ min, max });
/** Rows ≤lo, each integer lo+1..hi-1, ≥hi. */
function rowsFrom(lo: number, hi: number, merged: ReadonlyArray<readonly [number, number]> = []): Band[] {
  const out: Band[] = [b(null, lo)];
  for (let v = lo + 1; v < hi; v++) {
    const m = merged.find(([a]) => a === v);
    if (m) {
      out.push(b(m[0], m[1]));
      v = m[1];
    } else if (!merged.some(([a, z]) => v > a && v <= z)) out.push(b(v, v));
  }
  out.push(b(hi, null));
  return out;
}

const WHY =
  'printed on the game board and the player aid, neither reproduced by the rulebook; this substitute ' +
  'was built to reproduce every worked example, improve with the roll and worsen with the ' +
  'Trajectory Total, using only the results the rulebook attributes to the action';

export const ACTION_TABLE_ROWS: readonly ActionTableRow[] = [
  {
    id: 'NAVAL_SEARCH',
    page: 33,
    columns: [b(0, 2), b(3, 4), b(5, 6), b(7, 8), b(9, 10), b(11, 12), b(13, 15), b(16, 19), b(20, null)],
    rows: rowsFrom(2, 15),
    cells: cells([
      ['C', '-', '-', '-', '-', '-', '-', '-', '-'],
      ['EL', 'C', '-', '-', '-', '-', '-', '-', '-'],
      ['EL', 'EL', 'C', '-', '-', '-', '-', '-', '-'],
      ['SH', 'EL', 'EL', 'C', '-', '-', '-', '-', '-'],
      ['SH', 'SH', 'EL', 'EL', 'C', '-', '-', '-', '-'],
      ['SI', 'SH', 'SH', 'EL', 'EL', 'C', '-', '-', '-'],
      ['SI', 'SI', 'SH', 'SH', 'EL', 'EL', 'C', '-', '-'],
      ['SI', 'SI', 'SI', 'SH', 'SH', 'EL', 'EL', 'C', '-'],
      ['SK', 'SI', 'SI', 'SI', 'SH', 'SH', 'EL', 'EL', 'C'],
      ['SK', 'SK', 'SI', 'SI', 'SI', 'SH', 'SH', 'EL', 'EL'],
      ['SK', 'SK', 'SK', 'SI', 'SI', 'SI', 'SH', 'SH', 'EL'],
      ['SK', 'SK', 'SK', 'SK', 'SI', 'SI', 'SI', 'SH', 'SH'],
      ['SK', 'SK', 'SK', 'SK', 'SK', 'SI', 'SI', 'SI', 'SH'],
      ['SK', 'SK', 'SK', 'SK', 'SK', 'SK', 'SI', 'SI', 'SI'],
    ]),
    // p.33: Naval Search results; Closing does not appear (p.55 names the Skirmish as its battle path).
    allowed: ['MISS', 'CONTACT', 'EARLY_LATE', 'SHADOW', 'SIGHTED', 'SKIRMISH'],
    examples: [
      // p.34: total 10, roll 7 with no modifiers: Early or Late (the hole example).
      { total: 10, roll: 7, cell: CELL_CODES.EL, source: 'p.34 example' },
    ],
    substituteReason: WHY,
    prov: { columns: S, rows: S, cells: S, allowed: R },
  },
  {
    id: 'ENGAGE',
    page: 31,
    columns: [b(0, 0), b(1, 2), b(3, 4), b(5, 6), b(7, 9), b(10, 12), b(13, null)],
    rows: rowsFrom(6, 15),
    cells: cells([
      ['-', '-', '-', '-', '-', '-', '-'],
      ['C', '-', '-', '-', '-', '-', '-'],
      ['CL', 'C', '-', '-', '-', '-', '-'],
      ['SK', 'CL', 'C', '-', '-', '-', '-'],
      ['B', 'SK', 'CL', 'C', '-', '-', '-'],
      ['B', 'B', 'SK', 'CL', 'C', '-', '-'],
      ['SU', 'B', 'B', 'SK', 'CL', 'C', '-'],
      ['SU', 'SU', 'B', 'B', 'SK', 'CL', 'C'],
      ['SU', 'SU', 'SU', 'B', 'B', 'SK', 'CL'],
      ['SU', 'SU', 'SU', 'SU', 'B', 'B', 'SK'],
    ]),
    // p.31 "¿Qué ocurre si el resultado es 'batalla', 'aproximación', 'escaramuza' o 'sorpresa'?"; miss and contact (p.23, p.32).
    allowed: ['MISS', 'CONTACT', 'CLOSING', 'SKIRMISH', 'BATTLE', 'SURPRISE'],
    examples: [
      // p.32: total 1, rolled 6 modified to 7 (U-Boat coordination +2, British coordination -1): Miss.
      { total: 1, roll: 7, cell: CELL_CODES['-'], source: 'p.32 example' },
    ],
    substituteReason: WHY,
    prov: { columns: S, rows: S, cells: S, allowed: R },
  },
  {
    id: 'AIR_STRIKE',
    page: 27,
    columns: [b(0, 2), b(3, 5), b(6, 8), b(9, 11), b(12, 14), b(15, null)],
    rows: rowsFrom(4, 15),
    cells: cells([
      ['-', '-', '-', '-', '-', '-'],
      ['C', '-', '-', '-', '-', '-'],
      ['C', 'C', '-', '-', '-', '-'],
      ['Hvs+C', 'C', 'C', '-', '-', '-'],
      ['Hs+C', 'Hvs+C', 'C', 'C', '-', '-'],
      ['Hs+C', 'Hs+C', 'Hvs+C', 'C', 'C', '-'],
      ['H+C', 'Hs+C', 'Hs+C', 'Hvs+C', 'C', 'C'],
      ['H+C', 'H+C', 'Hs+C', 'Hs+C', 'Hvs+C', 'C'],
      ['D+C', 'H+C', 'H+C', 'Hs+C', 'Hs+C', 'Hvs+C'],
      ['D+C', 'D+C', 'H+C', 'H+C', 'Hs+C', 'Hs+C'],
      ['D+C', 'D+C', 'D+C', 'H+C', 'H+C', 'Hs+C'],
      ['D+C', 'D+C', 'D+C', 'D+C', 'H+C', 'H+C'],
    ]),
    // p.28 examples give a hit-if-slow result with Contact and Damage with Contact; the rest per RULINGS S.
    allowed: ['MISS', 'CONTACT', 'HIT_VS', 'HIT_S', 'HIT', 'DAMAGE'],
    examples: [
      // p.28 example one: total 5, rolled 7 modified to 9; Leipzig is not slow, so no hit, but Contact.
      { total: 5, roll: 9, cell: CELL_CODES['Hs+C'], source: 'p.28 example one' },
      // p.28 example two: total 9, rolled 12 modified to 15: the Scheer is damaged and marked with Contact.
      { total: 9, roll: 15, cell: CELL_CODES['D+C'], source: 'p.28 example two' },
    ],
    substituteReason: WHY,
    prov: { columns: S, rows: S, cells: S, allowed: D },
  },
  {
    id: 'STEALTH_ATTACK',
    page: 41,
    // p.42 fragment of the printed table: columns "0 | 1 | 2-3 | 4-6"; a total of 7 is used in the same
    // example, so a further column exists ("7+", derived).
    columns: [b(0, 0), b(1, 1), b(2, 3), b(4, 6), b(7, null)],
    rows: rowsFrom(2, 15, [[4, 5]]),
    cells: cells([
      ['-', 'LC', 'LC', 'LC', 'LC'],
      ['-', '-', 'LC', 'LC', 'LC'],
      ['-', '-', '-', 'LC', 'LC'],
      ['-', '-', '-', '-', 'LC'],
      ['Hvs', '-', '-', '-', 'LC'],
      ['Hs', 'Hvs', '-', '-', '-'],
      ['H', 'Hs', 'Hvs', '-', '-'],
      ['H', 'H', 'Hs', '-', '-'],
      ['D', 'H', 'H', 'Hvs', '-'],
      ['D', 'D', 'H', 'Hs', '-'],
      ['D', 'D', 'D', 'H', 'Hvs'],
      ['D', 'D', 'D', 'H', 'Hs'],
      ['D', 'D', 'D', 'D', 'H'],
    ]),
    // p.23 Lose Contact is a stealth result; hits and damage on the operations map (p.50, p.52).
    allowed: ['LOSE_CONTACT', 'MISS', 'HIT_VS', 'HIT_S', 'HIT', 'DAMAGE'],
    examples: [
      // p.42: total 7 (target 5 + coordinating TF 2), rolled 10 modified to 12: "El resultado es miss".
      { total: 7, roll: 12, cell: CELL_CODES['-'], source: 'p.42 example' },
      // p.42 fragment, top two rows: "miss & & &" and "miss | miss & &" (RULINGS R-2).
      { total: 0, roll: 2, cell: CELL_CODES['-'], source: 'p.42 table fragment, row 1' },
      { total: 1, roll: 2, cell: CELL_CODES.LC, source: 'p.42 table fragment, row 1' },
      { total: 1, roll: 3, cell: CELL_CODES['-'], source: 'p.42 table fragment, row 2' },
      { total: 2, roll: 3, cell: CELL_CODES.LC, source: 'p.42 table fragment, row 2' },
    ],
    substituteReason: WHY + '; the Lose Contact band follows the p.42 fragment (RULINGS R-2)',
    prov: { columns: D, rows: S, cells: S, allowed: D },
  },
];

/** The generator of each substitute table (RULINGS.md S): documentation and a check for tuning. */
export const ACTION_TABLE_RECIPES: Readonly<Record<ActionTableRow['id'], { shifts: number[]; bands: Array<{ band: Band; code: string }> }>> = {
  NAVAL_SEARCH: {
    shifts: [-3, -2, -1, 0, 1, 2, 3, 4, 5],
    bands: [
      { band: b(null, 4), code: '-' },
      { band: b(5, 5), code: 'C' },
      { band: b(6, 7), code: 'EL' },
      { band: b(8, 9), code: 'SH' },
      { band: b(10, 12), code: 'SI' },
      { band: b(13, null), code: 'SK' },
    ],
  },
  ENGAGE: {
    shifts: [0, 1, 2, 3, 4, 5, 6],
    bands: [
      { band: b(null, 6), code: '-' },
      { band: b(7, 7), code: 'C' },
      { band: b(8, 8), code: 'CL' },
      { band: b(9, 9), code: 'SK' },
      { band: b(10, 11), code: 'B' },
      { band: b(12, null), code: 'SU' },
    ],
  },
  AIR_STRIKE: {
    shifts: [-1, 0, 1, 2, 3, 4],
    bands: [
      { band: b(null, 5), code: '-' },
      { band: b(6, 7), code: 'C' },
      { band: b(8, 8), code: 'Hvs+C' },
      { band: b(9, 10), code: 'Hs+C' },
      { band: b(11, 12), code: 'H+C' },
      { band: b(13, null), code: 'D+C' },
    ],
  },
  STEALTH_ATTACK: {
    shifts: [-1, 0, 1, 3, 5],
    bands: [
      { band: b(null, 2), code: 'LC' },
      { band: b(3, 7), code: '-' },
      { band: b(8, 8), code: 'Hvs' },
      { band: b(9, 9), code: 'Hs' },
      { band: b(10, 11), code: 'H' },
      { band: b(12, null), code: 'D' },
    ],
  },
};

/** The results a table may produce, for display (codes only). */
export function resultsOf(table: ActionTableRow): ResultCode[] {
  return [...new Set(table.cells.flat().map((c) => c.result))];
}
