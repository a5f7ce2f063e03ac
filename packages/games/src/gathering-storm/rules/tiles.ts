/**
 * Tiles [6]: holdings are plain public totals (ruling P1-A4); the face-down pool is a public multiset from
 * which every random draw picks at the moment of drawing [6.22-6.24, 11.81, 4.14B, 28.51]. Pure.
 */
import type { Rng } from '../../common/rng';
import { TILE_SUPPLY } from '../data';
import type { GState } from './types';

/** Draw one face-down tile at random; refill the pool when fewer than 10 remain [6.24]. Its value. */
export function drawTile(G: GState, rng: Rng): 1 | 2 | 3 {
  const pool = G.tilePool;
  const total = pool[1] + pool[2] + pool[3];
  let k = rng.die(total);
  let v: 1 | 2 | 3 = 1;
  for (const value of [1, 2, 3] as const) {
    if (k <= pool[value]) {
      v = value;
      break;
    }
    k -= pool[value];
  }
  pool[v]--;
  if (pool[1] + pool[2] + pool[3] < TILE_SUPPLY.refillBelow) for (const value of [1, 2, 3] as const) pool[value] += TILE_SUPPLY.refillPerValue;
  return v;
}
