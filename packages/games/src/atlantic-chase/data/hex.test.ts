/**
 * Map geometry helpers (hex.ts) on the substitute map SUB-MAIN-1: ids, neighbours with the
 * special hexsides (p.4, p.43), distances (p.27, p.45), path validity basics (p.15, p.43).
 */
import {
  adjacent,
  distance,
  gridNeighbours,
  hexId,
  hexsideKind,
  inUboatZone,
  isArctic,
  isPlayable,
  neighbours,
  parseHex,
  pathProblem,
  steps,
  toAxial,
  touchesLand,
  TRAJECTORY_MAX,
} from './hex';
import { HEXSIDE_ROWS, HEX_ROWS, MAP_COLUMNS, MAP_ROWS } from './map';

const sorted = (a: string[]) => [...a].sort();

describe('ids and coordinates', () => {
  test('hexId and parseHex are inverse over the grid; malformed and out-of-grid ids parse to null', () => {
    for (let c = 0; c < MAP_COLUMNS; c++)
      for (let r = 0; r < MAP_ROWS; r++) expect(parseHex(hexId(c, r))).toEqual({ col: c, row: r });
    expect(hexId(3, 7)).toBe('0307');
    for (const bad of ['', '307', '03077', 'ab12', '1500', '0017', '-101']) expect(parseHex(bad)).toBeNull();
  });

  test('odd-r offset to axial (SUB-MAIN-1): q = col - (row - (row & 1)) / 2', () => {
    expect(toAxial(0, 0)).toEqual({ q: 0, r: 0 });
    expect(toAxial(5, 1)).toEqual({ q: 5, r: 1 });
    expect(toAxial(5, 2)).toEqual({ q: 4, r: 2 });
    expect(toAxial(5, 3)).toEqual({ q: 4, r: 3 });
    expect(toAxial(10, 16)).toEqual({ q: 2, r: 16 });
  });

  test('playable hexes: 155 sea hexes; land, Kiel Bay and off-grid ids are not (p.4 "zona no jugable")', () => {
    expect(HEX_ROWS.length).toBe(155);
    expect(isPlayable('0906')).toBe(true);
    expect(isPlayable('0805')).toBe(false); // Iceland
    expect(isPlayable('1408')).toBe(false); // east of Kiel: Kiel Bay and the Baltic are not in play
    expect(isPlayable('0000')).toBe(false);
    expect(isPlayable('9999')).toBe(false);
  });
});

describe('neighbours (SUB-MAIN-1; p.43 only adjacent hexes)', () => {
  test('grid neighbours of an even and an odd row follow the SUB-MAIN-1 odd-r lists', () => {
    // even r: (c-1,r) (c+1,r) (c-1,r-1) (c,r-1) (c-1,r+1) (c,r+1)
    expect(sorted(gridNeighbours('0508'))).toEqual(sorted(['0408', '0608', '0407', '0507', '0409', '0509']));
    // odd r: (c-1,r) (c+1,r) (c,r-1) (c+1,r-1) (c,r+1) (c+1,r+1)
    expect(sorted(gridNeighbours('0509'))).toEqual(sorted(['0409', '0609', '0508', '0608', '0510', '0610']));
    expect(sorted(gridNeighbours('0000'))).toEqual(sorted(['0100', '0001']));
  });

  test('every grid neighbour is mutual and exactly one hex away', () => {
    for (const h of HEX_ROWS) {
      const around = gridNeighbours(h.id);
      expect(around.length).toBeLessThanOrEqual(6);
      for (const n of around) {
        expect(gridNeighbours(n)).toContain(h.id);
        expect(distance(h.id, n)).toBe(1);
      }
    }
  });

  test('open sea: six playable neighbours for both sides', () => {
    expect(sorted(neighbours('0609', 'BR'))).toEqual(sorted(['0509', '0709', '0608', '0708', '0610', '0710']));
    expect(neighbours('0609', 'GE')).toEqual(neighbours('0609', 'BR'));
  });

  test('land is never a neighbour: Reykjavik (0705) has Iceland (0805) to the east', () => {
    expect(gridNeighbours('0705')).toContain('0805');
    expect(neighbours('0705', 'BR')).not.toContain('0805');
    expect(adjacent('0705', '0805', 'BR')).toBe(false);
  });

  test('a "not adjacent" arrow cuts adjacency for both sides (p.43): Clyde/Liverpool and the North Sea', () => {
    expect(gridNeighbours('1009')).toEqual(expect.arrayContaining(['1108', '1109', '1110', '0909']));
    for (const n of ['1108', '1109', '1110', '0909']) {
      expect(hexsideKind('1009', n)).toBe('NOT_ADJACENT');
      expect(adjacent('1009', n, 'BR')).toBe(false);
      expect(adjacent('1009', n, 'GE')).toBe(false);
    }
    // Clyde/Liverpool is reached only from the north-west approaches.
    expect(sorted(neighbours('1009', 'BR'))).toEqual(sorted(['1008', '1010']));
  });

  test('the KW Kanal link joins the two Kiel hexes for the German player only (p.4)', () => {
    expect(hexsideKind('1307', '1308')).toBe('KW_KANAL');
    expect(hexsideKind('1308', '1307')).toBe('KW_KANAL');
    expect(adjacent('1307', '1308', 'GE')).toBe(true);
    expect(adjacent('1308', '1307', 'GE')).toBe(true);
    expect(adjacent('1307', '1308', 'BR')).toBe(false);
    expect(neighbours('1308', 'GE')).toContain('1307');
    expect(neighbours('1308', 'BR')).not.toContain('1307');
  });

  test('adjacency is symmetric for each side, and never joins a hex to itself', () => {
    for (const h of HEX_ROWS)
      for (const side of ['BR', 'GE'] as const) {
        expect(adjacent(h.id, h.id, side)).toBe(false);
        for (const n of neighbours(h.id, side)) expect(adjacent(n, h.id, side)).toBe(true);
      }
  });

  test('every special hexside joins two playable grid neighbours', () => {
    for (const s of HEXSIDE_ROWS) {
      expect(isPlayable(s.a) && isPlayable(s.b)).toBe(true);
      expect(gridNeighbours(s.a)).toContain(s.b);
    }
  });
});

describe('distance (p.27, p.45: launch point to target, in hexes; I-18 ignores land)', () => {
  test('cube distance along a row, a column and diagonals', () => {
    expect(distance('0609', '0609')).toBe(0);
    expect(distance('0010', '0310')).toBe(3);
    expect(distance('0508', '0509')).toBe(1);
    expect(distance('0508', '0510')).toBe(2);
    expect(distance('0508', '0512')).toBe(4);
    expect(distance('0009', '1015')).toBe(13);
  });

  test('symmetric and obeys the triangle inequality on a sample', () => {
    const ids = HEX_ROWS.filter((_, i) => i % 7 === 0).map((h) => h.id);
    for (const a of ids)
      for (const b of ids) {
        expect(distance(a, b)).toBe(distance(b, a));
        for (const c of ids.slice(0, 6)) expect(distance(a, b)).toBeLessThanOrEqual(distance(a, c) + distance(c, b));
      }
  });

  test('air range crosses land and not-adjacent hexsides: Hatston (1007) to Clyde (1009) is 2', () => {
    expect(distance('1007', '1009')).toBe(2);
    // Cape North (1201) to Murmansk (1301): adjacent, across nothing (p.27 example reaches it).
    expect(distance('1201', '1301')).toBe(1);
  });

  test('malformed ids are an error', () => {
    expect(() => distance('xx', '0101')).toThrow();
  });
});

describe('steps (trajectory distance for a side)', () => {
  test('equals the hex distance in open sea', () => {
    expect(steps('0410', '0810', 'BR')).toBe(4);
    expect(steps('0410', '0810', 'BR')).toBe(distance('0410', '0810'));
  });

  test('detours around land: Clyde/Liverpool (1009) to Portsmouth (1109) is 1 hex away but 3 steps (via 1010, 1110)', () => {
    expect(distance('1009', '1109')).toBe(1);
    expect(steps('1009', '1109', 'BR')).toBe(3);
    expect(pathProblem(['1009', '1010', '1110', '1109'], 'BR')).toBeNull();
  });

  test('the German player crosses the KW Kanal in one step, the British player goes round Denmark or not at all', () => {
    expect(steps('1308', '1307', 'GE')).toBe(1);
    const br = steps('1308', '1307', 'BR');
    expect(br === null || br > 1).toBe(true);
  });

  test('not playable ends give null', () => {
    expect(steps('0805', '0906', 'BR')).toBeNull();
  });
});

describe('pathProblem (geometry, p.15, p.43)', () => {
  test('a straight line and a bent line are valid', () => {
    expect(pathProblem(['0010', '0110', '0210', '0310'], 'BR')).toBeNull();
    expect(pathProblem(['0508', '0509', '0609', '0608'], 'GE')).toBeNull();
    expect(pathProblem(['0906'], 'BR')).toBeNull();
  });

  test('empty, 16 segments, a repeated hex, a gap, land, a not-adjacent step are rejected', () => {
    expect(pathProblem([], 'BR')).toBe('EMPTY');
    const long = Array.from({ length: 16 }, (_, i) => hexId(i % 15, 10 + Math.floor(i / 15)));
    expect(long.length).toBe(TRAJECTORY_MAX + 1);
    expect(pathProblem(long, 'BR')).toBe('TOO_LONG');
    expect(pathProblem(['0410', '0510', '0410'], 'BR')).toBe('REPEATED');
    expect(pathProblem(['0410', '0610'], 'BR')).toBe('NOT_ADJACENT');
    expect(pathProblem(['0705', '0805'], 'BR')).toBe('NOT_PLAYABLE');
    expect(pathProblem(['1008', '1009', '1109'], 'BR')).toBe('NOT_ADJACENT');
  });

  test('15 segments is the maximum that passes', () => {
    const fifteen = ['0012', '0112', '0212', '0312', '0412', '0512', '0612', '0712', '0812', '0912', '1012', '1112', '1011', '1010', '1110'];
    expect(fifteen.length).toBe(15);
    expect(pathProblem(fifteen, 'BR')).toBeNull();
    expect(pathProblem([...fifteen, '1109'], 'BR')).toBe('TOO_LONG');
  });

  test('the KW Kanal step is valid for the German player only (p.4, p.15)', () => {
    expect(pathProblem(['1207', '1308', '1307'], 'GE')).toBeNull();
    expect(pathProblem(['1207', '1308', '1307'], 'BR')).toBe('NOT_ADJACENT');
  });
});

describe('areas', () => {
  test('Arctic line and U-Boat zone lookups', () => {
    expect(isArctic('1002')).toBe(true);
    expect(isArctic('1201')).toBe(false); // Cape North airbase is south of the line
    expect(inUboatZone('0609')).toBe(true);
    expect(inUboatZone('0010')).toBe(false);
  });

  test('touchesLand: coastal hexes, a land barrier hexside, an island hex, the grid edge; open ocean does not', () => {
    expect(touchesLand('0705')).toBe(true); // Iceland next door
    expect(touchesLand('1108')).toBe(true); // only "not adjacent" hexsides separate it from Scotland
    expect(touchesLand('1007')).toBe(true); // Orkney inside the hex
    expect(touchesLand('0010')).toBe(true); // west edge
    expect(touchesLand('0609')).toBe(false);
  });
});
