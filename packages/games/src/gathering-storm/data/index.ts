/**
 * Gathering Storm board data: every table of the game as typed plain rows with per-field provenance, and
 * lookups by id. No rules live here; the engine (rules/, a later task) reads these tables.
 *
 * Files: types.ts (ids, row types, provenance), powers.ts, board.ts (countries, regions), aggressions.ts,
 * civil-wars.ts, economy.ts (tiles, income, climate, conversions, AMs), support.ts (support modifiers, bands,
 * cohesion, purge cards, garrison), research.ts, construction.ts (units, ships, naval chart, BoP components),
 * diplomacy.ts, crisis.ts (crisis, resistance, conquests, declarations), pact.ts, victory.ts, sequence.ts,
 * setup.ts, events/ (effect vocabulary, anchors, substitute deck), validate.ts (integrity checks).
 */
import { AGGRESSION_ROWS } from './aggressions';
import { COUNTRY_ROWS, REGION_ROWS } from './board';
import { CIVIL_WAR_ROWS } from './civil-wars';
import { POWER_ROWS } from './powers';
import { RESEARCH_PROJECTS, type ProjectId, type ResearchProjectRow, type TrackOwner } from './research';
import type { AggressionId, AggressionRow, Alliance, CivilWarCountry, CivilWarRow, CountryId, CountryRow, Power, PowerRow, Region, RegionRow } from './types';

export * from './types';
export * from './economy';
export * from './support';
export * from './research';
export * from './construction';
export * from './diplomacy';
export * from './crisis';
export * from './pact';
export * from './victory';
export * from './sequence';
export * from './setup';
export * from './events';

function index<K extends string, T extends { id: K }>(rows: readonly T[], what: string): Readonly<Record<K, T>> {
  const out = {} as Record<K, T>;
  for (const r of rows) {
    if (out[r.id]) throw new Error(`Gathering Storm data: duplicate ${what} id ${r.id}`);
    out[r.id] = r;
  }
  return out;
}

export const POWERS: readonly PowerRow[] = POWER_ROWS;
export const POWER: Readonly<Record<Power, PowerRow>> = index(POWER_ROWS, 'power');
export const POWER_IDS: readonly Power[] = POWER_ROWS.map((p) => p.id);

export const ALLIANCES: readonly Alliance[] = ['AXIS', 'ALLIES', 'RUSSIA'];
/** The powers of each alliance [24.7]. */
export const ALLIANCE_POWERS: Readonly<Record<Alliance, readonly Power[]>> = {
  AXIS: POWER_ROWS.filter((p) => p.alliance === 'AXIS').map((p) => p.id),
  ALLIES: POWER_ROWS.filter((p) => p.alliance === 'ALLIES').map((p) => p.id),
  RUSSIA: POWER_ROWS.filter((p) => p.alliance === 'RUSSIA').map((p) => p.id),
};

export const COUNTRIES: readonly CountryRow[] = COUNTRY_ROWS;
export const COUNTRY: Readonly<Record<CountryId, CountryRow>> = index(COUNTRY_ROWS, 'country');
/** The 17 minor diplomatic targets of [24.21] (Russia, a special target, excluded). */
export const DIPLOMATIC_TARGETS: readonly CountryId[] = COUNTRY_ROWS.filter((c) => c.diplomaticTarget && c.kind === 'minor').map((c) => c.id);

export const REGIONS: readonly RegionRow[] = REGION_ROWS;
export const REGION: Readonly<Record<Region, RegionRow>> = index(REGION_ROWS, 'region');

export const AGGRESSIONS: readonly AggressionRow[] = AGGRESSION_ROWS;
export const AGGRESSION: Readonly<Record<AggressionId, AggressionRow>> = index(AGGRESSION_ROWS, 'aggression');

export const CIVIL_WARS: readonly CivilWarRow[] = CIVIL_WAR_ROWS;
export const CIVIL_WAR: Readonly<Record<CivilWarCountry, CivilWarRow>> = index(CIVIL_WAR_ROWS, 'civil war');

export const RESEARCH_PROJECT: Readonly<Record<ProjectId, ResearchProjectRow>> = index(RESEARCH_PROJECTS, 'research project');

/**
 * The track of `project` that `power` researches: its own national track, else its alliance's joint track;
 * undefined if neither exists [15.41].
 */
export function trackOwner(power: Power, project: ProjectId): TrackOwner | undefined {
  const owners = RESEARCH_PROJECT[project].owners;
  if (owners.includes(power)) return power;
  const alliance = POWER[power].alliance;
  return owners.includes(alliance) ? alliance : undefined;
}

/** Cumulative result thresholds of one track (owner-specific when printed so) [16.13B, 16.14A, 19.63A]. */
export function resultSteps(project: ProjectId, owner: TrackOwner): readonly number[] {
  const p = RESEARCH_PROJECT[project];
  return p.resultsByOwner?.[owner] ?? p.results;
}
