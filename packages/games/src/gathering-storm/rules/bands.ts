/** Banded tables [10.91D, 20.51, 21.31, 21.41B]: the level a difference gives, sign kept. Pure. */
import type { BandRow } from '../data';

export function band(table: BandRow, diff: number): number {
  const a = Math.abs(diff);
  const last = table.bands[table.bands.length - 1];
  let level: number;
  const row = table.bands.find((b) => a >= b.from && a <= b.to);
  if (row) level = row.level;
  else level = last.level + (table.beyond ? Math.floor((a - last.to - 1) / table.beyond.every + 1) * table.beyond.add : 0);
  if (table.max !== undefined) level = Math.min(level, table.max);
  return Math.sign(diff) * level;
}
