/**
 * What the research results reached do [16]: markers by BoP category, support, AMs, carriers, modern
 * battleships, garrison requirement. Read from the public results record (`G.results`). Pure.
 */
import { POWER, RESEARCH_PROJECT, type Alliance, type BopCategory, type Power, type ProjectId, type ResultEffect, type TrackOwner } from '../data';
import type { GState } from './types';

export const trackKey = (project: ProjectId, owner: TrackOwner): string => `${project}:${owner}`;

export function parseTrack(key: string): { project: ProjectId; owner: TrackOwner } {
  const [project, owner] = key.split(':');
  return { project: project as ProjectId, owner: owner as TrackOwner };
}

/** The alliance of a track's owner. */
export function ownerAlliance(owner: TrackOwner): Alliance {
  return owner === 'AXIS' || owner === 'ALLIES' || owner === 'RUSSIA' ? owner : POWER[owner].alliance;
}

/** The effects of the first `n` results of a project (a repeating project repeats its first effect) [16.11]. */
export function effectsOf(project: ProjectId, n: number): ResultEffect[] {
  const effects = RESEARCH_PROJECT[project].effects;
  const out: ResultEffect[] = [];
  for (let i = 0; i < n; i++) out.push(effects[Math.min(i, effects.length - 1)]);
  return out;
}

/** Research markers of an alliance by BoP category [16.11, 20.22-20.25] (Russia's go to the garrison [16.17]). */
export function researchMarkers(G: GState, a: Alliance): Record<BopCategory, number> {
  const m: Record<BopCategory, number> = { armor: 0, infantry: 0, air: 0, naval: 0 };
  for (const [key, n] of Object.entries(G.results)) {
    const { project, owner } = parseTrack(key);
    if (ownerAlliance(owner) !== a) continue;
    for (const e of effectsOf(project, n)) for (const [k, v] of Object.entries(e.bop ?? {})) m[k as BopCategory] += v ?? 0;
  }
  return m;
}

/** Results of a project on the tracks a power uses (its national track, else its alliance's) [15.41]. */
export function resultsOf(G: GState, p: Power, project: ProjectId): number {
  return G.results[trackKey(project, p)] ?? G.results[trackKey(project, POWER[p].alliance)] ?? 0;
}

/**
 * Permanent support from research results of a power [10.51A, 10.71A, 10.81A, 10.91A]: results with a
 * `support` effect on its national track, and on its alliance's joint track for the power the rules name
 * (joint Axis specialized units count for Germany).
 */
export function researchSupport(G: GState, p: Power): number {
  let s = 0;
  for (const [key, n] of Object.entries(G.results)) {
    const { project, owner } = parseTrack(key);
    const mine = owner === p || (owner === POWER[p].alliance && jointSupportPower(owner) === p);
    if (!mine) continue;
    for (const e of effectsOf(project, n)) s += e.support ?? 0;
  }
  return s;
}

/** The power whose support a joint track's support result raises: Germany, Britain, Russia [10.51A, 10.71A, 10.91A]. */
function jointSupportPower(a: Alliance): Power {
  return a === 'AXIS' ? 'GER' : a === 'ALLIES' ? 'GBR' : 'USSR';
}

/** Garrison requirement added by occupation-policy results [16.16E, 21.22E]. */
export function occupationRequirement(G: GState): number {
  let r = 0;
  for (const [key, n] of Object.entries(G.results)) {
    const { project } = parseTrack(key);
    for (const e of effectsOf(project, n)) r += e.garrisonRequirement ?? 0;
  }
  return r;
}
