/**
 * Legal actions of a seat, from its view only (ai.enumerate, the bots, the client): every kind of legal
 * answer to the pending decision, a broad sample where the full set is combinatorial (construction orders).
 * Pure: reads only what the seat's view holds (the public state and its own `players[seat]`).
 */
import type { Seat } from '../../common/decision';
import {
  BASIC_RP_PROJECTS,
  DIPLOMATIC_TARGETS,
  EVENT,
  POWER,
  RESEARCH_ALLOCATION,
  RESEARCH_PROJECT,
  SHIP_TYPES,
  resultSteps,
  type Alliance,
  type Power,
  type ShipKind,
} from '../data';
import { nextSpy, spyProblem, type SpyTarget } from './intelligence';
import { atWar } from './diplomacy';
import { compulsoryProblem, placementProblem, type Placement } from './placement';
import { checksCompulsory, threatTargets } from './diplomacy-flow';
import { covertProblem, enemyNetworks } from './covert';
import { legalAggressions } from './crisis';
import { preventiveOptions } from './war-flow';
import { finalResearchProblem, type FinalResearchOrder } from './scoring';
import { FINAL_RESEARCH, PACT_TERRITORIES, type AggressionId, type PactTerritory } from '../data';
import { fewestOpen, leadPower, maxSteps, orderRuleOk, projectBarred, russianResearchBarred, sheetOf, stepsOf, tracksOf, usableNetworks } from './research';
import { effectsOf, parseTrack } from './results';
import { effectivePool, type AmPurpose } from './ams';
import { seasonColumn, shipPayment } from './construction';
import { mobilizationStage } from './industry';
import { constructionProblem, industrialProblem, NO_CONSTRUCTION, researchOrderProblem, transferProblem } from './orders';
import type { Am, ConstructionOrder, Conversion, GState, ResearchOrder, ShipOrder } from './types';

export interface Action {
  move: string;
  args: unknown[];
}

/** The powers of `seat` that must answer the pending decision. */
export function powersToAnswer(G: GState, seat: Seat): Power[] {
  return G.waiting.filter((p) => G.seatOf[p] === seat);
}

/**
 * The cheapest set of markers paying `points` for `purpose` without a superfluous one (ties: fewer
 * markers; shipyard markers first for naval construction), from markers not yet taken; undefined if none.
 */
export function payWith(
  pool: { ams: Am[]; unusable: Set<number> },
  points: number,
  purpose: AmPurpose,
  taken: ReadonlySet<number>,
  needShipyard = false,
): number[] | undefined {
  const free: number[] = [];
  pool.ams.forEach((a, i) => {
    if (pool.unusable.has(i) || taken.has(i) || a.v === 0) return;
    if (a.use === 'any' || (a.use === 'navalOnly' && purpose === 'naval') || (a.use === 'researchOnly' && purpose === 'research')) free.push(i);
  });
  let best: number[] | undefined;
  let bestKey = Infinity;
  const n = Math.min(free.length, 12);
  for (let mask = 1; mask < 1 << n; mask++) {
    const idx = free.filter((_, k) => mask & (1 << k));
    const vals = idx.map((i) => pool.ams[i].v as number);
    const sum = vals.reduce((s, v) => s + v, 0);
    if (sum < points || sum - Math.min(...vals) >= points) continue;
    const yards = idx.filter((i) => pool.ams[i].use === 'navalOnly').length;
    if (needShipyard && yards === 0) continue;
    const key = sum * 100 + idx.length * 10 - yards;
    if (key < bestKey) {
      bestKey = key;
      best = idx;
    }
  }
  return best;
}

/** Every legal conversion order of a power: none, and each conversion with each allowed mix [14]. */
export function conversionOptions(G: GState, p: Power): (Conversion | null)[] {
  const out: (Conversion | null)[] = [null];
  if (industrialProblem(G, p, { kind: 'idleToCivil' }) === undefined) out.push({ kind: 'idleToCivil' });
  const stage = mobilizationStage(p, G.powers[p].mobilizations + 1);
  for (const kind of ['idleToMilitary', 'civilToMilitary'] as const) {
    for (const mix of stage?.combos ?? []) {
      const conv: Conversion = { kind, mix: { ...mix } };
      if (industrialProblem(G, p, conv) === undefined) out.push(conv);
    }
  }
  return out;
}

/** A sample of legal construction orders of a power [18, 19]: nothing, each single unit, all units, ships. */
export function constructionOptions(G: GState, p: Power, conv: Conversion | null): ConstructionOrder[] {
  const pool = effectivePool(G, p, conv);
  const ps = G.powers[p];
  const out: ConstructionOrder[] = [];
  const tryAdd = (o: ConstructionOrder) => {
    if (constructionProblem(G, p, o) === undefined && !out.some((x) => JSON.stringify(x) === JSON.stringify(o))) out.push(o);
  };
  const unitOrder = (types: ('armor' | 'infantry' | 'air')[], taken: Set<number>): ConstructionOrder | undefined => {
    const units = { armor: 0, infantry: 0, air: 0 };
    for (const t of types) units[t]++;
    const ams = types.length ? payWith(pool, 2 * types.length, 'construction', taken) : [];
    if (!ams) return undefined;
    return { units, unitAms: ams, ships: [] };
  };
  tryAdd(NO_CONSTRUCTION);
  const avail = (['armor', 'infantry', 'air'] as const).filter((u) => ps.reserve[u] > 0);
  for (const u of avail) {
    const o = unitOrder([u], new Set());
    if (o) tryAdd(o);
  }
  if (avail.length > 1) {
    for (let k = avail.length; k >= 2; k--) {
      const o = unitOrder(avail.slice(0, k), new Set());
      if (o) tryAdd(o);
    }
  }
  // Naval construction: continue every ship in the season's column, then start one of each kind allowed.
  if (ps.navalRate > 0) {
    const col = seasonColumn(G);
    const taken = new Set<number>();
    const ships: ShipOrder[] = [];
    ps.ships.forEach((s, i) => {
      if (s.col !== col || ships.length >= ps.navalRate) return;
      const ams = payWith(pool, shipPayment(G, p, s.kind), 'naval', taken);
      if (!ams) return;
      for (const a of ams) taken.add(a);
      ships.push({ ship: i, ams });
    });
    if (ships.length) tryAdd({ ...NO_CONSTRUCTION, ships: [...ships] });
    for (const t of SHIP_TYPES) {
      const kind = t.id as ShipKind;
      const ams = payWith(pool, shipPayment(G, p, kind), 'naval', taken, true);
      if (!ams) continue;
      tryAdd({ ...NO_CONSTRUCTION, ships: [...ships, { start: kind, ams }] });
      tryAdd({ ...NO_CONSTRUCTION, ships: [{ start: kind, ams: payWith(pool, shipPayment(G, p, kind), 'naval', new Set(), true)! }] });
    }
    // a construction event's free shift of each ship, after construction [19.73D]
    if ((G.players[G.seatOf[p]]?.powers[p]?.held ?? []).some((id) => EVENT[id].effects.some((e) => e.op === 'shipAccelerate')))
      ps.ships.forEach((_, i) => tryAdd({ ...NO_CONSTRUCTION, eventShift: { ship: i, before: false } }));
    // one acceleration sample
    if (ships.length && ships[0].ship !== undefined) {
      const s0 = ps.ships[ships[0].ship];
      const ams = payWith(pool, shipPayment(G, p, s0.kind) + 1, 'naval', new Set());
      if (ams && s0.row !== 2) tryAdd({ ...NO_CONSTRUCTION, ships: [{ ship: ships[0].ship, accel: 1, ams }] });
    }
  }
  void POWER;
  return out;
}

/** Every kind of legal action of `seat` now, from its view. */
export function enumerate(G: GState, seat: Seat): Action[] {
  const d = G.pending;
  if (!d || !d.seats.includes(seat)) return [];
  if (d.kind === 'start') return [{ move: 'begin', args: [] }];
  if (
    ['announce', 'respond', 'offerPact', 'concede', 'axisResponse', 'ultimatum', 'brink', 'polandChoice', 'declare', 'reactive', 'finalResearch'].includes(
      d.kind,
    )
  )
    return warActions(G, seat);
  if (['place', 'greekRebels', 'threat', 'covert', 'counterIntel', 'subversion', 'network'].includes(d.kind)) return diplomacyActions(G, seat);
  if (d.kind === 'partyPurge')
    return [
      { move: 'partyPurge', args: ['USSR', 'research'] },
      { move: 'partyPurge', args: ['USSR', 'diplomacy'] },
    ];
  if (d.kind === 'russianFlag') return [...new Set(G.countries.RUS.flags.filter((f) => f !== 'USSR'))].map((f) => ({ move: 'removeFlag', args: ['USSR', f] }));
  if (d.kind === 'spyNetwork') {
    const next = nextSpy(G);
    return next ? spyOptions(G, next.alliance).map((t) => ({ move: 'placeSpy', args: [next.power, t] })) : [];
  }
  const out: Action[] = [];
  for (const p of powersToAnswer(G, seat)) {
    const pr = G.players[seat]?.powers[p];
    if (!pr) continue;
    if ((d.kind === 'industrial' || d.kind === 'research' || d.kind === 'construction') && transferProblem(G, p, 1) === undefined)
      out.push({ move: 'transferTiles', args: [p, 1] });
    if (d.kind === 'chooseEvents') {
      out.push({ move: 'chooseEvents', args: [p, pr.hand.map((h) => h.card)] });
      for (const h of pr.hand) out.push({ move: 'chooseEvents', args: [p, [h.card]] });
    } else if (d.kind === 'industrial') {
      for (const conv of conversionOptions(G, p)) out.push({ move: 'convert', args: [p, conv] });
    } else if (d.kind === 'research') {
      for (const o of researchOptions(G, p)) out.push({ move: 'research', args: [p, o] });
    } else if (d.kind === 'construction') {
      for (const o of constructionOptions(G, p, pr.conversion ?? null)) out.push({ move: 'construct', args: [p, o] });
    }
  }
  return out;
}

// ---------------------------------------------------------------- research [15]

/** How much an alliance wants the next step of a track: BoP markers and support per step still needed (our heuristic). */
function trackValue(G: GState, a: Alliance, key: string): number {
  const { project, owner } = parseTrack(key);
  const steps = stepsOf(G, a, key);
  if (steps >= maxSteps(G, a, key)) return -1;
  const row = RESEARCH_PROJECT[project];
  const thresholds = row.repeating ? [Math.floor(steps / row.repeating.every + 1) * row.repeating.every] : resultSteps(project, owner);
  const next = thresholds.findIndex((t) => t > steps);
  if (next < 0) return -1;
  const e = effectsOf(project, next + 1)[next];
  const gain =
    Object.values(e.bop ?? {}).reduce((s, v) => s + (v ?? 0), 0) +
    1.5 * (e.support ?? 0) +
    (e.am ?? 0) +
    (e.intel ? 0.8 : 0) +
    (e.carriers ? 0.3 : 0) +
    (e.garrisonRequirement ?? 0) * 0.5;
  return gain / (thresholds[next] - steps);
}

/** Sample legal research orders of a power (fewer points, AMs or none are always allowed) [15.2-15.4]. */
export function researchOptions(G: GState, p: Power): ResearchOrder[] {
  const a = POWER[p].alliance;
  if (!sheetOf(G, a)) return [];
  const ps = G.powers[p];
  const draft = G.players[G.seatOf[p]].drafts[a] ?? { placed: [], restricted: [] };
  const general = ps.ams.findIndex((m, i) => m.use === 'any' && m.v === 1 && !ps.amUsed.includes(i));
  const only = ps.ams.flatMap((m, i) => (m.use === 'researchOnly' && !ps.amUsed.includes(i) ? [i] : []));
  const amSets: number[][] = [[], ...(only.length ? [only] : []), ...(general >= 0 ? [[general, ...only]] : [])];
  const basic = RESEARCH_ALLOCATION.find((r) => r.id === a)!.normal[p] ?? 0;
  const tracks = tracksOf(a).filter(
    (k) => !draft.placed.includes(k) && !projectBarred(G, a, parseTrack(k).project, []) && stepsOf(G, a, k) < maxSteps(G, a, k),
  );
  const byValue = [...tracks].sort((x, y) => trackValue(G, a, y) - trackValue(G, a, x) || x.localeCompare(y));
  const byFewest = [...tracks].sort((x, y) => stepsOf(G, a, x) - stepsOf(G, a, y) || x.localeCompare(y));
  const national = BASIC_RP_PROJECTS[p];
  const out: ResearchOrder[] = [];
  const seen = new Set<string>();
  for (const ams of amSets) {
    for (const order of [byValue, byFewest]) {
      const n = basic + ams.length;
      const placed = new Set(draft.placed);
      const restricted = [...draft.restricted];
      const rps: string[] = [];
      const pickFrom = (list: string[]) => {
        for (const k of list) {
          if (placed.has(k)) continue;
          const step = stepsOf(G, a, k) + 1;
          if (!orderRuleOk([...restricted, step])) continue;
          placed.add(k);
          restricted.push(step);
          rps.push(k);
          return true;
        }
        return false;
      };
      if (national) {
        const nat = order.filter((k) => national.includes(parseTrack(k).project) && parseTrack(k).owner === p);
        if (nat.length) pickFrom(nat);
        else pickFrom(order);
      }
      while (rps.length < n && pickFrom(order));
      const o: ResearchOrder = { ams, rps };
      if (p === leadPower(a) && !(p === 'USSR' && russianResearchBarred(G))) {
        const f = fewestOpen(G, a, ['counterIntelligence', 'covertOperations', 'espionage', 'decryption'], [...placed]);
        if (f.length) o.intel = f[0];
      }
      if (p === 'GER') {
        const f = fewestOpen(G, a, ['jets', 'advancedSubmarines', 'rockets'], [...placed, ...(o.intel ? [o.intel] : [])]);
        if (f.length) o.advanced = f[0];
      }
      const spyEvent = (G.players[G.seatOf[p]].powers[p]?.held ?? []).flatMap((id) => EVENT[id].effects).find((e) => e.op === 'researchSpy');
      if (spyEvent && spyEvent.op === 'researchSpy') {
        const k = byValue.find(
          (t) => RESEARCH_PROJECT[parseTrack(t).project].category === spyEvent.category && (parseTrack(t).owner === p || parseTrack(t).owner === a),
        );
        if (k) o.eventSpy = k;
      }
      if (p === leadPower(a)) {
        const nets = usableNetworks(G, a);
        const rp: string[] = [];
        for (const net of nets) {
          const k = byValue.find((t) => RESEARCH_PROJECT[parseTrack(t).project].category === net.category && !rp.includes(t));
          if (k) rp.push(k);
        }
        if (rp.length) o.networkRps = rp;
      }
      const key = JSON.stringify(o);
      if (seen.has(key)) continue;
      seen.add(key);
      if (researchOrderProblem(G, p, o) === undefined) out.push(o);
    }
  }
  if (!out.some((o) => o.rps.length === 0 && o.ams.length === 0 && !o.intel && !o.advanced)) out.push({ ams: [], rps: [] });
  return out;
}

/** Every place a spy network may go [16.16B]. */
export function spyOptions(G: GState, a: Alliance): SpyTarget[] {
  const out: SpyTarget[] = [];
  for (const c of DIPLOMATIC_TARGETS) out.push({ country: c });
  for (const other of ['AXIS', 'ALLIES', 'RUSSIA'] as const)
    if (other !== a) for (const category of ['air', 'naval', 'military', 'atomic', 'intelligence'] as const) out.push({ alliance: other, category });
  return out.filter((t) => spyProblem(G, a, t) === undefined);
}

// ---------------------------------------------------------------- diplomacy [24]

/** A sample of legal placements of a power in the current round [24.55]: none, single markers, pairs, military markers. */
export function placementOptions(G: GState, p: Power): Placement[] {
  const round = G.diplomacy.round;
  if (!round) return [];
  const ps = G.powers[p];
  const pr = G.players[G.seatOf[p]]?.powers[p];
  const used = new Set([...ps.amUsed, ...(pr?.markers ?? []).map((m) => m.am)]);
  const ams = ps.ams.map((a, i) => ({ a, i })).filter(({ a, i }) => a.use === 'any' && !used.has(i));
  const byValue = new Map<number, number>();
  for (const { a, i } of ams) if (!byValue.has(a.v)) byValue.set(a.v, i);
  const countries = [...DIPLOMATIC_TARGETS];
  const last = checksCompulsory(round, p);
  const ok = (pl: Placement) => placementProblem(G, p, round, pl) === undefined && (!last || compulsoryProblem(G, p, pl) === undefined);
  const out: Placement[] = [];
  const seen = new Set<string>();
  const tryAdd = (pl: Placement) => {
    const k = JSON.stringify(pl);
    if (seen.has(k)) return;
    seen.add(k);
    if (ok(pl)) out.push(pl);
  };
  const ak = p === 'GER' && round === 'D1' && G.pact.status === 'never' ? { ak: true } : {};
  // military markers: each eligible neighbour country, one civil-war intervention
  const mils: Placement['mil'][] = [[]];
  if (round !== 'D4') {
    const v1 = ams.find(({ a }) => a.v === 1)?.i;
    for (const c of countries) {
      if (atWar(G, c) && v1 !== undefined) mils.push([{ country: c, am: v1 }]);
      else mils.push([{ country: c }]);
    }
  }
  // single markers legal on their own (the compulsory check aside); pairs are drawn from them
  const singles: Placement['dip'] = [];
  for (const c of countries)
    for (const [, i] of byValue)
      if (placementProblem(G, p, round, { dip: [{ country: c, am: i }], mil: [] }) === undefined) singles.push({ country: c, am: i });
  const pairBase = singles.filter((s, k) => k % Math.max(1, Math.ceil(singles.length / 12)) === 0);
  for (const mil of mils.slice(0, 1)) {
    tryAdd({ dip: [], mil, ...ak });
    tryAdd({ dip: [], mil });
  }
  for (const mil of mils.slice(1)) tryAdd({ dip: [], mil, ...ak });
  for (const s of singles) {
    tryAdd({ dip: [s], mil: [], ...ak });
    if ((round === 'D2' || round === 'D3') && pairBase.includes(s)) {
      for (const t of pairBase) if (t.country > s.country && t.am !== s.am) tryAdd({ dip: [s, t], mil: [] });
    }
  }
  if (G.diplomacy.bonus.includes(p) && (round === 'D1' || (round === 'D2' && p === 'USSR') || round === 'D3'))
    for (const c of countries) tryAdd({ dip: [], mil: [], bonus: c, ...ak });
  // a civil-war intervention with its research point
  for (const mil of mils.slice(1)) {
    if (!atWar(G, mil[0].country)) continue;
    for (const k of tracksOf(POWER[p].alliance)) if (RESEARCH_PROJECT[parseTrack(k).project].civilWarRp) tryAdd({ dip: [], mil, cwRp: k });
  }
  if (!out.length) {
    // compulsory placements (civil wars, disputes): single markers with military markers, then pairs; a pair may
    // need two markers of one value (a value-0 marker may be barred [24.56G]), so pairs use every unused marker
    for (const s of singles) for (const mil of mils) tryAdd({ dip: [s], mil, ...ak });
    const every: Placement['dip'] = [];
    if (!out.length)
      for (const c of countries)
        for (const { i } of ams) if (placementProblem(G, p, round, { dip: [{ country: c, am: i }], mil: [] }) === undefined) every.push({ country: c, am: i });
    if (!out.length) for (const s of every) for (const t of every) if (t.country > s.country && t.am !== s.am) tryAdd({ dip: [s, t], mil: [], ...ak });
    // three or more obligations at once (several civil wars, a dispute): meet them one by one, each time with a
    // marker in the country the first unmet obligation names (else any marker that changes what is unmet)
    if (!out.length) {
      let pl: Placement = { dip: [], mil: [], ...ak };
      for (let k = 0; k < 6; k++) {
        const unmet = compulsoryProblem(G, p, pl);
        if (!unmet) break;
        const named = unmet.params?.country;
        const key = JSON.stringify(unmet);
        const fits = every
          .filter((m) => !pl.dip.some((x) => x.am === m.am || x.country === m.country))
          .map((m) => ({ ...pl, dip: [...pl.dip, m] }))
          .filter((cand) => placementProblem(G, p, round, cand) === undefined);
        const next =
          fits.find((cand) => cand.dip[cand.dip.length - 1].country === named) ?? fits.find((cand) => JSON.stringify(compulsoryProblem(G, p, cand)) !== key);
        if (!next) break;
        pl = next;
      }
      tryAdd(pl);
    }
  }
  return out;
}

/** Every legal answer to the diplomatic phase's other decisions. */
export function diplomacyActions(G: GState, seat: Seat): Action[] {
  const d = G.pending;
  const p = G.waiting[0];
  if (!d || !p || G.seatOf[p] !== seat) return [];
  const a = POWER[p].alliance;
  switch (d.kind) {
    case 'place':
      return placementOptions(G, p).map((pl) => ({ move: 'placeMarkers', args: [p, pl] }));
    case 'greekRebels':
      return [
        { move: 'greekRebels', args: [p, true] },
        { move: 'greekRebels', args: [p, false] },
      ];
    case 'threat': {
      const th = G.diplomacy.threat.find((t) => t.turn === G.turn && t.power === p && t.target === undefined);
      return th ? threatTargets(G, th.region).map((c) => ({ move: 'threatTarget', args: [p, c] })) : [];
    }
    case 'covert':
      return [
        { move: 'covertOp', args: [p, null] },
        ...[...DIPLOMATIC_TARGETS, 'RUS' as const].filter((c) => !covertProblem(G, a, c)).map((c) => ({ move: 'covertOp', args: [p, c] })),
      ];
    case 'counterIntel':
      return [
        { move: 'counterIntel', args: [p, true] },
        { move: 'counterIntel', args: [p, false] },
      ];
    case 'subversion':
      return [
        { move: 'subvert', args: [p, []] },
        ...DIPLOMATIC_TARGETS.filter((c) => !covertProblem(G, 'RUSSIA', c)).map((c) => ({ move: 'subvert', args: [p, [c]] })),
      ];
    case 'network':
      return [{ move: 'eliminateNetwork', args: [p, null] }, ...enemyNetworks(G, a).map((i) => ({ move: 'eliminateNetwork', args: [p, i] }))];
  }
  return [];
}

// ---------------------------------------------------------------- crisis, declarations, end [26-34]

/** A legal set of concessions: the forced opening, then the largest adjacent territories that fit [31.42]. */
export function greedyConcessions(level: number, target: AggressionId | null): PactTerritory[] {
  const out: PactTerritory[] = [];
  let left = level;
  const taken = new Set<string>(['russia']);
  for (const t of ['E_POLAND', 'ESTONIA', 'LATVIA', 'LITHUANIA'] as const) {
    const v = PACT_TERRITORIES.find((r) => r.id === t)!.value;
    if (left < v) break;
    out.push(t);
    taken.add(t);
    left -= v;
  }
  for (;;) {
    const next = PACT_TERRITORIES.filter(
      (r) => !out.includes(r.id) && r.value <= left && r.adjacent.some((x) => taken.has(x)) && !(r.id === 'C_POLAND' && target === 'POL'),
    ).sort((a, b) => b.value - a.value)[0];
    if (!next) break;
    out.push(next.id);
    taken.add(next.id);
    left -= next.value;
  }
  return out;
}

/** Sample final research orders of an alliance: none, and the most valuable projects under way [33.2]. */
export function finalResearchOptions(G: GState, p: Power): FinalResearchOrder[] {
  const a = POWER[p].alliance;
  const row = FINAL_RESEARCH.find((r) => r.id === a)!;
  const under = tracksOf(a).filter((k) => finalResearchProblem(G, a, { general: [k] }) === undefined);
  const best = [...under].sort((x, y) => trackValue(G, a, y) - trackValue(G, a, x) || x.localeCompare(y));
  const general = best.filter((k) => !row.intelligenceProjects.includes(parseTrack(k).project)).slice(0, row.general);
  const intel = best.find((k) => row.intelligenceProjects.includes(parseTrack(k).project) && !general.includes(k));
  const adv = row.advanced
    ? best.find((k) => ['jets', 'advancedSubmarines', 'rockets'].includes(parseTrack(k).project) && !general.includes(k) && k !== intel)
    : undefined;
  const full: FinalResearchOrder = { general, ...(intel ? { intel } : {}), ...(adv ? { advanced: adv } : {}) };
  const out: FinalResearchOrder[] = [{ general: [] }];
  if (finalResearchProblem(G, a, full) === undefined && JSON.stringify(full) !== JSON.stringify(out[0])) out.push(full);
  return out;
}

/** Every legal answer to the crisis, declaration and end decisions. */
export function warActions(G: GState, seat: Seat): Action[] {
  const d = G.pending;
  if (!d) return [];
  const mine = G.waiting.filter((p) => G.seatOf[p] === seat);
  const out: Action[] = [];
  for (const p of mine) {
    switch (d.kind) {
      case 'announce':
        out.push({ move: 'announce', args: [p, null] }, ...legalAggressions(G, p).map((id) => ({ move: 'announce', args: [p, id] })));
        break;
      case 'respond':
      case 'offerPact':
      case 'axisResponse':
      case 'ultimatum':
      case 'brink':
        out.push({ move: d.kind, args: [p, true] }, { move: d.kind, args: [p, false] });
        break;
      case 'concede':
        out.push({ move: 'concede', args: [p, greedyConcessions(G.pactLevel ?? 10, G.crisis.pactTarget ?? null)] });
        break;
      case 'polandChoice':
        out.push({ move: 'polandChoice', args: [p, 'conquer'] }, { move: 'polandChoice', args: [p, 'satellite'] });
        break;
      case 'declare':
        out.push({ move: 'declare', args: [p, null] }, ...preventiveOptions(G, p).map((t) => ({ move: 'declare', args: [p, t] })));
        break;
      case 'reactive':
        if (G.crisis.reactiveTarget) out.push({ move: 'declare', args: [p, G.crisis.reactiveTarget] });
        out.push({ move: 'declare', args: [p, null] });
        break;
      case 'finalResearch':
        for (const o of finalResearchOptions(G, p)) out.push({ move: 'finalResearch', args: [p, o] });
        break;
    }
  }
  return out;
}
