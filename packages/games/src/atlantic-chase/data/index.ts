/**
 * ATLANTIC CHASE data: every table of the game as typed rows with per-field provenance, and lookups by
 * id. No rules live here; the engine (rules/, a later task) reads these rows. To drop in real data,
 * replace rows (and their provenance) in the files below; nothing else changes.
 */
import { ACTION_TABLE_ROWS, CELL_CODES } from './actionTables';
import { AIRBASE_ROWS, AREA_ROWS, BOX_ROWS, INSET_ROWS, MAP_ID, PORT_ROWS } from './map';
import { IDENTITY_ROWS, STEALTH_ROWS } from './forces';
import { LEADER_ROWS } from './leaders';
import { ROSTER_ID, SHIP_ROWS, SPEED_ORDER } from './ships';
import { BOT_PLAN_ROWS } from './automaton';
import { CAMPAIGN_ROWS, SCENARIO_ROWS } from './scenarios';
import type {
  ActionTableId,
  ActionTableRow,
  AirbaseRow,
  Band,
  BoxRow,
  HexId,
  IdentityRow,
  LeaderRow,
  PortRow,
  ScenarioRow,
  ShipRow,
  Side,
  Speed,
  StealthRow,
  TableCell,
  YearMonth,
} from './types';
import { copyPlain } from '../../common/data';

export * from './types';
export * from './map';
export * from './hex';
export * from './ships';
export * from './forces';
export * from './leaders';
export * from './tables';
export * from './actionTables';
export * from './battle';
export * from './victory';
export * from './scenarios';
export * from './automaton';

/** Which data sets are loaded: real data gets other names (RULINGS.md S). */
export const DATA_VERSION = { map: MAP_ID, roster: ROSTER_ID, tables: 'SUB-TABLES-1', scenarios: 'SUB-SCENARIOS-1' } as const;

function index<T extends { id: string }>(rows: readonly T[], what: string): Readonly<Record<string, T>> {
  const out: Record<string, T> = {};
  for (const r of rows) {
    if (out[r.id]) throw new Error(`Atlantic Chase data: duplicate ${what} id ${r.id}`);
    out[r.id] = r;
  }
  return out;
}

export const SHIP: Readonly<Record<string, ShipRow>> = index(SHIP_ROWS, 'ship');
export const PORT: Readonly<Record<string, PortRow>> = index(PORT_ROWS, 'port');
export const BOX: Readonly<Record<string, BoxRow>> = index(BOX_ROWS, 'box');
export const AIRBASE: Readonly<Record<string, AirbaseRow>> = index(AIRBASE_ROWS, 'airbase');
export const IDENTITY: Readonly<Record<string, IdentityRow>> = index(IDENTITY_ROWS, 'identity');
export const STEALTH: Readonly<Record<string, StealthRow>> = index(STEALTH_ROWS, 'stealth force');
export const LEADER: Readonly<Record<string, LeaderRow>> = index(LEADER_ROWS, 'leader');
export const SCENARIO: Readonly<Record<string, ScenarioRow>> = index(SCENARIO_ROWS, 'scenario');
export const ACTION_TABLE = index(ACTION_TABLE_ROWS, 'action table') as Readonly<Record<ActionTableId, ActionTableRow>>;
export const BOT_PLAN = index(BOT_PLAN_ROWS, 'bot plan');
export const CAMPAIGN = index(CAMPAIGN_ROWS, 'campaign');
export const AREA = index(AREA_ROWS, 'area');
export const INSET = index(INSET_ROWS, 'inset');

// Ids are unique across every kind of unit: a ship, a stealth force or a port can be named by id alone.
index<{ id: string }>([...SHIP_ROWS, ...STEALTH_ROWS, ...PORT_ROWS, ...LEADER_ROWS], 'unit');

/** Whether `v` lies in a band. */
export function inBand(v: number, band: Band): boolean {
  return (band.min === null || v >= band.min) && (band.max === null || v <= band.max);
}

/** The index of the band holding `v`, or -1. */
export function bandIndex(bands: readonly Band[], v: number): number {
  return bands.findIndex((b) => inBand(v, b));
}

/** Cell of an action table for a Trajectory Total and a modified 2d6 roll (p.27-34). */
export function actionResult(table: ActionTableId, total: number, roll: number): TableCell {
  const t = ACTION_TABLE[table];
  const col = bandIndex(t.columns, Math.max(0, total));
  const row = bandIndex(t.rows, roll);
  return t.cells[row][col];
}

/** The controller of a port in a month (control rows are sorted by date, p.8, p.9). */
export function portControl(portId: string, month: YearMonth): Side | 'NEUTRAL' {
  let out: Side | 'NEUTRAL' = 'NEUTRAL';
  for (const c of PORT[portId].control) if (c.from <= month) out = c.side;
  return out;
}

/** Ports holding a hex. */
export function portsAt(hex: HexId): PortRow[] {
  return PORT_ROWS.filter((p) => p.hexes.includes(hex));
}

/** Airbases in play in a year (p.8: ignored before the printed year). */
export function airbasesInPlay(year: number): AirbaseRow[] {
  return AIRBASE_ROWS.filter((a) => a.fromYear <= year);
}

/** A TF's speed: its slowest ship's (p.7), from each ship's current side. */
export function slowest(speeds: readonly Speed[]): Speed {
  let i = SPEED_ORDER.length - 1;
  for (const s of speeds) i = Math.min(i, SPEED_ORDER.indexOf(s));
  return SPEED_ORDER[i];
}

/** 'YYYY-MM' of a scenario date. */
export function monthOf(date: { year: number; month: number }): YearMonth {
  return `${date.year}-${String(date.month).padStart(2, '0')}`;
}

/** A scenario's set-up as a fresh copy, safe for the engine to turn into state. */
export function scenarioSetup(id: string): ScenarioRow {
  const s = SCENARIO[id];
  if (!s) throw new Error(`Atlantic Chase: no scenario ${id}`);
  return copyPlain(s);
}

/** Short code of a table cell, as printed in the substitute tables (actionTables.ts). */
export function cellCode(cell: TableCell): string {
  const found = Object.entries(CELL_CODES).find(([, c]) => c.result === cell.result && c.contact === cell.contact);
  return found ? found[0] : '?';
}
