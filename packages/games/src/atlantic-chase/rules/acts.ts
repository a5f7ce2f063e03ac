/**
 * What the active player may declare in the sequence (p.25): one of the nine actions,
 * or a free operation (port transfer p.8, convoy dispersal p.12). Reorganize is declared one operation at
 * a time (split, merge or reinforcement): its initiative is kept after each success (I-10), so a run of
 * single-operation Reorganize actions is the same as one action holding them all (RULINGS E-1).
 */
import type { HexId } from '../data/types';

export type Act =
  | { a: 'TRAJECTORY'; tf: string; hexes: HexId[] }
  | { a: 'PASS'; tf: string | null; all: boolean }
  | { a: 'NAVAL_SEARCH'; tf: string; target: string; hex: HexId }
  | { a: 'ENGAGE'; tf: string; target: string; hex: HexId }
  | { a: 'AIR_STRIKE'; source: string; launch: HexId; target: string; hex: HexId }
  | { a: 'STEALTH_ATTACK'; force: string; target: string }
  | { a: 'STEALTH_RECON'; force: string; hex: HexId }
  | { a: 'SIGNALS'; target: string; hex: HexId }
  | { a: 'COMPLETION'; tf: string }
  | { a: 'SPLIT'; tf: string; ships: string[]; identity: string; moveContact: boolean; moveEM: boolean }
  | { a: 'MERGE'; keep: string; other: string }
  | { a: 'REINFORCE'; group: string; into: string | null; identity: string | null }
  | { a: 'TRANSFER'; tf: string; to: string }
  | { a: 'DISPERSE'; ship: string };
