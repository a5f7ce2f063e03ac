/**
 * Move argument schemas. Every move declares the exact list of arguments it takes as a zod tuple (exact
 * arity; optional trailing elements only where the rules really accept them absent), with bounded
 * strings, arrays and records and strict objects, so junk is refused before any rule runs: by the host
 * (GameModule.moveArgs) and again by the kit's move wrapper. Schemas validate; they never transform.
 * Pure: no boardgame.io import.
 */
import { z } from 'zod';

/** A card, ship or convoy id (the rules check that it exists and where it is). */
export const id = (max = 32) => z.string().min(1).max(max);

/** A seat ("0", "1", ...). */
export const seatId = z.string().regex(/^(0|[1-9][0-9]?)$/);

/** A small non-negative integer (slot numbers, play numbers, counts). */
export const smallInt = (max = 999) => z.number().int().min(0).max(max);

/** A list of ids with at most `maxItems` entries. */
export const idList = (maxItems: number, item: z.ZodType<string> = id()) => z.array(item).max(maxItems);

/** A record with at most `maxKeys` own keys, each key and value checked. */
export function boundedRecord<K extends z.ZodType<string>, V extends z.ZodType>(key: K, value: V, maxKeys: number) {
  return z.record(key, value).refine((o) => Object.keys(o).length <= maxKeys, { message: `at most ${maxKeys} entries` });
}

/** Why `args` do not fit a move's schema, for the player (paths are argument positions, counted from 1). */
export function argsProblem(move: string, error: z.ZodError): string {
  const parts = error.issues.slice(0, 3).map((i) => {
    const [first, ...rest] = i.path;
    const where = typeof first === 'number' ? `argument ${first + 1}${rest.length ? `.${rest.join('.')}` : ''}: ` : '';
    return `${where}${i.message}`;
  });
  return `Invalid arguments for ${move}: ${parts.join('; ')}`;
}
