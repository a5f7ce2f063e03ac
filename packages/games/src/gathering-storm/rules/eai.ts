/**
 * The European Aggression Index [23]. Stored as its unclamped parts (ruling P2-A28): permanent modifiers
 * [23.23] and the signed sum of the temporary ones [23.24]; active civil wars add while they last [25.33].
 * Pure.
 */
import { CLIMATE_EFFECTS } from '../data';
import type { GState } from './types';

/** Bounds of the EAI used [23.26]. */
const EAI_MIN = -5;
const EAI_MAX = 5;
/** Most the active civil wars add [25.33]. */
const EAI_CIVIL_WAR_MAX = 3;

/** The EAI in force: parts summed, clamped to ±5; +5 once war has broken out [23.26, 23.27]. */
export function eai(G: GState): number {
  if (G.war) return EAI_MAX;
  return eaiOfTurn(G);
}

/** The EAI of the turn from its parts, whatever the war (the preventive penalty's "EAI at the end of the last turn" [34.81]). */
export function eaiOfTurn(G: GState): number {
  const wars = Object.values(G.civilWars).filter((w) => w.active).length;
  const raw = G.eai.permanent + Math.min(EAI_CIVIL_WAR_MAX, wars) + G.eai.temporary;
  return Math.max(EAI_MIN, Math.min(EAI_MAX, raw));
}

/** A temporary modifier (events, climate): positive and negative ones cancel at once [23.24]. */
export function addTemporaryEai(G: GState, delta: number): void {
  G.eai.temporary += delta;
}

/** Start of turn: one point of the temporary modifiers is removed [23.25]. */
export function decayEai(G: GState): void {
  G.eai.temporary -= Math.sign(G.eai.temporary);
}

/** The EAI modifier of the economic climate: -3 gives +1, +3 gives -1 [11.35B, 23.21D]. */
export function climateEai(climate: number): number {
  return CLIMATE_EFFECTS.find((r) => r.climate === climate)?.eai ?? 0;
}
