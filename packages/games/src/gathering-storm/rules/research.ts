/**
 * The research segment [13.11B, 15, 16]: each alliance researches on its own sheet (private to the seats that
 * play it [15.15]); general research events act first [15.31]; then each member power commits its research
 * (the second member sees the first's), its national research events acting before its points [15.32];
 * reallocation when an event cannot take full effect [15.24]; results are announced at the economic reveal
 * [13.12B, 15.63]. Pure.
 */
import {
  ALLIANCE_POWERS,
  BASIC_RP_PROJECTS,
  EVENT,
  ORDER_RULE,
  POWER,
  RESEARCH_ALLOCATION,
  RESEARCH_PROJECT,
  RESEARCH_PROJECTS,
  RESEARCH_RULES,
  resultSteps,
  type Alliance,
  type Power,
  type ProjectId,
  type TrackOwner,
} from '../data';
import { done, secondAggressionMade } from './aggression-state';
import { amServes } from './ams';
import type { Ctx } from './context';
import { priv } from './random-events';
import { ownerAlliance, parseTrack, trackKey } from './results';
import { no, type Refusal } from './no';
import type { GState, ResearchOrder } from './types';

const INTEL_RP_PROJECTS: readonly ProjectId[] = ['counterIntelligence', 'covertOperations', 'espionage', 'decryption'];
const ADVANCED_PROJECTS: readonly ProjectId[] = ['jets', 'advancedSubmarines', 'rockets'];
/** Repeating intelligence results kept secret by their alliance until used [15.63, 16.16A, C, H]. */
export const SECRET_RESULTS: Partial<Record<ProjectId, 'covertOperation' | 'counterIntelligence' | 'subversion'>> = {
  covertOperations: 'covertOperation',
  counterIntelligence: 'counterIntelligence',
  subversion: 'subversion',
};

/** Every track of an alliance's sheet: its joint projects and its powers' national ones [15.41, 15.61]. */
export function tracksOf(a: Alliance): string[] {
  const out: string[] = [];
  for (const p of RESEARCH_PROJECTS) for (const o of p.owners) if (ownerAlliance(o) === a) out.push(trackKey(p.id, o));
  return out;
}

/** The seats that play an alliance (each keeps a copy of its sheet). */
function seatsOfAlliance(G: GState, a: Alliance): string[] {
  return Object.keys(G.players).filter((s) => G.players[s].research[a]);
}

/** An alliance's sheet (any of its seats' copies); undefined when the viewer cannot see it. */
export function sheetOf(G: GState, a: Alliance): Record<string, number> | undefined {
  for (const s of Object.keys(G.players)) if (G.players[s].research[a]) return G.players[s].research[a];
  return undefined;
}

export function stepsOf(G: GState, a: Alliance, key: string): number {
  return sheetOf(G, a)?.[key] ?? 0;
}

function setSteps(G: GState, a: Alliance, key: string, steps: number): void {
  for (const s of seatsOfAlliance(G, a)) G.players[s].research[a]![key] = steps;
}

function intelOf(G: GState, a: Alliance) {
  for (const s of Object.keys(G.players)) if (G.players[s].intel[a]) return G.players[s].intel[a]!;
  return undefined;
}

/** Results reached by a number of steps on a track [15.13, 16]. */
export function resultsAt(project: ProjectId, owner: TrackOwner, steps: number): number {
  const p = RESEARCH_PROJECT[project];
  if (p.repeating) {
    const n = Math.floor(steps / p.repeating.every);
    return p.repeating.maxResults !== undefined ? Math.min(n, p.repeating.maxResults) : n;
  }
  return resultSteps(project, owner).filter((t) => steps >= t).length;
}

/** The most steps a track may hold now: its last result, or the step before the next result while one is held [15.241C, 16.16A-C]. */
export function maxSteps(G: GState, a: Alliance, key: string): number {
  const { project, owner } = parseTrack(key);
  const p = RESEARCH_PROJECT[project];
  if (!p.repeating) {
    const t = resultSteps(project, owner);
    return t[t.length - 1];
  }
  const held = SECRET_RESULTS[project];
  const maxHeld = p.repeating.maxHeld;
  if (held && maxHeld !== undefined) {
    const intel = intelOf(G, a);
    const steps = stepsOf(G, a, key);
    const pending = resultsAt(project, owner, steps) - (intel?.counted[key] ?? 0);
    if ((intel?.[held] ?? 0) + pending >= maxHeld) return (Math.floor(steps / p.repeating.every) + 1) * p.repeating.every - 1;
  }
  return 999;
}

/** Order-rule slot class of a step: 1-3 white, 4-6 light grey, 7+ dark grey (ruling P1-A30) [15.23B]. */
function stepClass(step: number): 0 | 1 | 2 {
  const white = ORDER_RULE.find((r) => r.id === 'white')!.maxStep!;
  const light = ORDER_RULE.find((r) => r.id === 'lightGrey')!.maxStep!;
  return step <= white ? 0 : step <= light ? 1 : 2;
}

/** Can n order-restricted RPs fill these steps with some numbering [15.23B]? */
export function orderRuleOk(steps: readonly number[]): boolean {
  const n = steps.length;
  const B = Math.floor((n + 1) / 3);
  const C = Math.floor(n / 3);
  const dark = steps.filter((s) => stepClass(s) === 2).length;
  const grey = steps.filter((s) => stepClass(s) >= 1).length;
  return dark <= C && grey <= B + C;
}

/** Is a project barred for an alliance now [15.42, 22.21B-C]? */
export function projectBarred(G: GState, a: Alliance, project: ProjectId, banned: readonly string[]): Refusal | undefined {
  const r = RESEARCH_PROJECT[project].restriction;
  if (r === 'rhinelandRemilitarized' && !done(G, 'RHI')) return no.westWall();
  if (r === 'secondAggression' && !secondAggressionMade(G)) return no.angloFrenchResearch();
  if (r === 'atomicEventDrawn' && !G.events.atomicAllowed) return no.atomicResearch();
  if (banned.includes(project)) return no.projectBanned();
  void a;
  return undefined;
}

/** Projects barred this turn by the power's research-ban events [15.42A]. */
function bans(G: GState, p: Power): string[] {
  return priv(G, p)
    .held.map((id) => EVENT[id])
    .flatMap((e) => e.effects)
    .flatMap((e) => (e.op === 'researchBan' ? [e.project] : []));
}

/** Is a track on the alliance's sheet, eligible for a power's RP [15.41, ruling P1-A17]? */
function onSheet(a: Alliance, key: string): boolean {
  return tracksOf(a).includes(key);
}

/** Tracks a power may receive reallocated or event steps in: its own and its alliance's [15.24A]. */
function eligibleFor(p: Power, key: string): boolean {
  const { owner } = parseTrack(key);
  return owner === p || owner === POWER[p].alliance;
}

/**
 * Add `n` steps to a track, capped at its maximum; the surplus is reallocated to other projects of the same
 * category eligible for `p` (any on the sheet when `p` is undefined), at most 3 each, fewest steps first
 * (ruling R-20) [15.24]. Returns the steps that found no place.
 */
export function advance(G: GState, a: Alliance, key: string, n: number, p?: Power, realloc = true): number {
  const have = stepsOf(G, a, key);
  const room = Math.max(0, maxSteps(G, a, key) - have);
  const add = Math.min(room, n);
  setSteps(G, a, key, have + add);
  let surplus = n - add;
  if (!realloc || surplus === 0) return surplus;
  const cat = RESEARCH_PROJECT[parseTrack(key).project].category;
  const targets = tracksOf(a)
    .filter((k) => k !== key && RESEARCH_PROJECT[parseTrack(k).project].category === cat && (p ? eligibleFor(p, k) : true))
    .filter((k) => !projectBarred(G, a, parseTrack(k).project, []))
    .sort((x, y) => stepsOf(G, a, x) - stepsOf(G, a, y) || x.localeCompare(y));
  for (const k of targets) {
    if (surplus === 0) break;
    const put = Math.min(RESEARCH_RULES.maxReallocatedPerProject, surplus, Math.max(0, maxSteps(G, a, k) - stepsOf(G, a, k)));
    setSteps(G, a, k, stepsOf(G, a, k) + put);
    surplus -= put;
  }
  return surplus;
}

/** Step `researchStart`: drafts cleared; the general doubling event for every alliance [15.31A]. */
export function researchStart(c: Ctx): void {
  const { G } = c;
  for (const s of Object.keys(G.players))
    for (const a of Object.keys(G.players[s].research) as Alliance[]) G.players[s].drafts[a] = { placed: [], restricted: [] };
  const project = G.events.researchDouble as ProjectId | null;
  if (!project) return;
  for (const a of ['AXIS', 'ALLIES', 'RUSSIA'] as const) {
    for (const key of tracksOf(a).filter((k) => parseTrack(k).project === project)) {
      const invested = stepsOf(G, a, key);
      const gain = Math.min(invested, RESEARCH_RULES.doublingMaxSteps);
      if (gain > 0) advance(G, a, key, gain);
    }
  }
}

/** The powers that commit research now: the first uncommitted member of each alliance [15.11]. */
export function nextResearchers(todo: readonly Power[]): Power[] {
  return (['AXIS', 'ALLIES', 'RUSSIA'] as const).flatMap((a) => {
    const next = ALLIANCE_POWERS[a].find((p) => todo.includes(p));
    return next ? [next] : [];
  });
}

/** The lead power of an alliance places the intelligence RP [15.21]. */
export const leadPower = (a: Alliance): Power => ALLIANCE_POWERS[a][0];

/** Research barred for Russia this turn by a purge [22.21B-C]: only its basic RP is kept. */
export function russianResearchBarred(G: GState): boolean {
  return G.russia.purgeCard === 'great' || G.russia.researchBan || G.players[G.seatOf.USSR]?.powers.USSR?.partyPurge === 'research';
}

/** Research AMs a power may use: one value-1 marker, two with event [15.32D], plus research-only markers [15.22, 15.22A]. */
function researchAmProblem(G: GState, p: Power, ams: readonly number[]): Refusal | undefined {
  const ps = G.powers[p];
  const extra = priv(G, p).held.some((id) => EVENT[id].effects.some((e) => e.op === 'researchExtraAm')) ? 1 : 0;
  let general = 0;
  const seen = new Set<number>();
  for (const i of ams) {
    const a = ps.ams[i];
    if (!a || seen.has(i) || ps.amUsed.includes(i)) return no.amUnavailable();
    seen.add(i);
    if (!amServes(a.use, 'research') || a.v !== 1) return no.researchValueOne();
    if (a.use === 'any') general++;
  }
  if (general > 1 + extra) return no.researchAms(1 + extra);
  if (p === 'USSR' && ams.length && russianResearchBarred(G)) return no.purgeResearch();
  return undefined;
}

/**
 * Check a power's research order against its alliance's sheet and draft, and apply it when legal
 * (`apply`): events first, then the points [15.2-15.4]. A reason when illegal.
 */
export function research(G: GState, p: Power, order: ResearchOrder, apply: boolean): Refusal | undefined {
  const a = POWER[p].alliance;
  const sheet = sheetOf(G, a);
  if (!sheet) return no.researchSheet();
  const amProblem = researchAmProblem(G, p, order.ams);
  if (amProblem) return amProblem;
  const alloc = RESEARCH_ALLOCATION.find((r) => r.id === a)!;
  const basic = alloc.normal[p] ?? 0;
  if (order.rps.length > basic + order.ams.length) return no.researchPoints(basic + order.ams.length);
  const banned = bans(G, p);
  // Work on a scratch copy: the sheet of the alliance, the draft.
  // Validation only: a copy of what the order changes (the seats' records, the spy networks).
  const work: GState = apply ? G : { ...G, players: JSON.parse(JSON.stringify(G.players)), spyNetworks: G.spyNetworks.map((n) => ({ ...n })) };
  const draft = { ...(priv(work, p) && work.players[work.seatOf[p]].drafts[a]!) };
  draft.placed = [...(draft.placed ?? [])];
  draft.restricted = [...(draft.restricted ?? [])];
  const events = priv(work, p)
    .held.map((id) => EVENT[id])
    .filter((e) => e.type === 'research');
  for (const ev of events) {
    for (const e of ev.effects) {
      if (e.op === 'researchLevels') {
        const key = trackKey(e.project, trackOwnerOf(p, e.project));
        advance(work, a, key, e.levels * RESEARCH_RULES.stepsPerLevel, p);
      } else if (e.op === 'researchSteps') {
        for (const pr of e.projects) advance(work, a, trackKey(pr, trackOwnerOf(p, pr)), 1, p);
      } else if (e.op === 'researchSpy') {
        if (!order.eventSpy) continue;
        const { project } = parseTrack(order.eventSpy);
        if (!onSheet(a, order.eventSpy) || RESEARCH_PROJECT[project].category !== e.category || !eligibleFor(p, order.eventSpy))
          return no.eventPointCategory(e.category);
        const why = projectBarred(work, a, project, banned);
        if (why) return why;
        advance(work, a, order.eventSpy, 1, p, false);
      }
    }
  }
  if (order.eventSpy && !events.some((ev) => ev.effects.some((e) => e.op === 'researchSpy'))) return no.noEventPoint();
  const place = (key: string, restricted: boolean): Refusal | undefined => {
    if (!onSheet(a, key)) return no.notOnSheet(parseTrack(key).project);
    const { project } = parseTrack(key);
    const why = projectBarred(work, a, project, banned);
    if (why) return why;
    if (draft.placed.includes(key)) return no.onePointPerProject();
    const have = stepsOf(work, a, key);
    if (have + 1 > maxSteps(work, a, key)) return no.trackFull(project);
    draft.placed.push(key);
    if (restricted) draft.restricted.push(have + 1);
    setSteps(work, a, key, have + 1);
    return undefined;
  };
  // The Italian and French basic RPs go to purely national projects while any is unfinished [15.23C].
  const national = BASIC_RP_PROJECTS[p];
  if (national && order.rps.length > 0) {
    const open = national.filter((pr) => stepsOf(work, a, trackKey(pr, p)) < maxSteps(work, a, trackKey(pr, p)) && !projectBarred(work, a, pr, banned));
    const { project, owner } = parseTrack(order.rps[0]);
    if (open.length && (owner !== p || !national.includes(project))) return no.basicNational(p);
  }
  for (const key of order.rps) {
    const why = place(key, true);
    if (why) return why;
  }
  if (!orderRuleOk(draft.restricted)) return no.orderRule();
  if (order.intel !== undefined) {
    if (p !== leadPower(a)) return no.intelLead(leadPower(a));
    if (p === 'USSR' && russianResearchBarred(G)) return no.purgeIntel();
    const { project } = parseTrack(order.intel);
    if (!INTEL_RP_PROJECTS.includes(project)) return no.intelProjects();
    const fewest = fewestOpen(work, a, INTEL_RP_PROJECTS, draft.placed);
    if (!fewest.includes(order.intel)) return no.intelFewest();
    const why = place(order.intel, false);
    if (why) return why;
  }
  if (order.advanced !== undefined) {
    if (p !== 'GER' || alloc.advanced === 0) return no.advancedGermany();
    const fewest = fewestOpen(work, a, ADVANCED_PROJECTS, draft.placed);
    if (!fewest.includes(order.advanced)) return no.advancedFewest();
    const why = place(order.advanced, false);
    if (why) return why;
  }
  for (const key of order.networkRps ?? []) {
    const usable = usableNetworks(work, a);
    const { project } = parseTrack(key);
    const net = usable.find((n) => n.category === RESEARCH_PROJECT[project].category);
    if (!net || !onSheet(a, key)) return no.networkPoint();
    if (p !== leadPower(a)) return no.networkLead(leadPower(a));
    if (stepsOf(work, a, key) + 1 > maxSteps(work, a, key)) return no.trackFull(project);
    setSteps(work, a, key, stepsOf(work, a, key) + 1);
    net.used = G.turn;
  }
  if (apply) {
    for (const s of seatsOfAlliance(G, a)) G.players[s].drafts[a] = { placed: [...draft.placed], restricted: [...draft.restricted] };
    priv(G, p).research = order;
  }
  return undefined;
}

/** A power's track of a project: its national track, else its alliance's [15.41]. */
function trackOwnerOf(p: Power, project: ProjectId): TrackOwner {
  const owners = RESEARCH_PROJECT[project].owners;
  return owners.includes(p) ? p : owners.includes(POWER[p].alliance) ? POWER[p].alliance : p;
}

/** Tracks among `projects` that can take a point, with the fewest steps so far (ruling P1-A18) [15.23D-E]. */
export function fewestOpen(G: GState, a: Alliance, projects: readonly ProjectId[], placed: readonly string[]): string[] {
  const keys = tracksOf(a).filter(
    (k) =>
      projects.includes(parseTrack(k).project) &&
      !placed.includes(k) &&
      stepsOf(G, a, k) < maxSteps(G, a, k) &&
      !projectBarred(G, a, parseTrack(k).project, []),
  );
  if (!keys.length) return [];
  const min = Math.min(...keys.map((k) => stepsOf(G, a, k)));
  return keys.filter((k) => stepsOf(G, a, k) === min);
}

/** Research spy networks an alliance may use this turn: the turn after placement, then once a year [16.16B]. */
export function usableNetworks(G: GState, a: Alliance) {
  const year = (t: number) => Math.floor(t / 4);
  return G.spyNetworks.filter(
    (n) =>
      n.by === a &&
      n.category !== undefined &&
      n.placed < G.turn &&
      (n.used === undefined ? true : year(n.used) < year(G.turn)) &&
      (n.used !== undefined || n.placed === G.turn - 1 || year(n.placed) < year(G.turn)),
  );
}

/** Research AMs and their tile cost for a power this turn [15.22C]. */
export function researchCost(G: GState, p: Power, order: ResearchOrder | undefined): number {
  return (order?.ams ?? []).reduce((s, i) => s + G.powers[p].ams[i].v, 0);
}
