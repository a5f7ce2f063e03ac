/**
 * Integrity checks of the board data and of an event deck. Each returns a list of problems (empty = valid), so
 * the same checks serve the tests and a loader of the printed cards. They check shape and cross-references
 * only; they never decide a rule.
 */
import {
  AGGRESSION,
  AGGRESSIONS,
  ALLIANCE_POWERS,
  ALLIANCES,
  CIVIL_WARS,
  COUNTRIES,
  COUNTRY,
  POWER,
  POWERS,
  POWER_IDS,
  REGIONS,
  RESEARCH_PROJECT,
  trackOwner,
} from './index';
import { AM_GAINS, AM_RULES, CLIMATE, CLIMATE_EFFECTS, CONVERSIONS, INCOME, TILE_SUPPLY } from './economy';
import { BOP_BANDS, COHESION_LEVELS, GARRISON, GARRISON_MILITARY_MARKER_BANDS, GARRISON_SUPPORT_BANDS, PURGE_CARDS, SUPPORT_MODIFIERS } from './support';
import { BASIC_RP_PROJECTS, FINAL_RESEARCH, INITIAL_RESULTS, ORDER_RULE, RESEARCH_ALLOCATION, RESEARCH_PROJECTS, RESEARCH_RULES, type ProjectId, type TrackOwner } from './research';
import { BATTLESHIP_RACE, BOP_COMPONENTS, NAVAL_CHART, SHIP_TYPES, UNIT_CONSTRUCTION } from './construction';
import { DIPLOMACY_RULES, MILITARY_MARKERS, PLACEMENT_SEQUENCE, RELATIONS, TRADE_PACT_RULES } from './diplomacy';
import { CRISIS_OUTCOMES, CRISIS_SEGMENTS, DECLARATIONS, ITALIAN_CONQUEST, RESISTANCE_RULES } from './crisis';
import { PACT_RULES, PACT_TERRITORIES } from './pact';
import { TURN_CAP, VICTORY_LEVELS, VICTORY_PROCEDURES, VP_COMPONENTS } from './victory';
import { CALENDAR, PROCEDURES, TURN_SEQUENCE } from './sequence';
import { INITIAL_TRACKS, SEATINGS } from './setup';
import { ANCHORS, EVENT_TIMING, OP_RULES, type EventCard, type EventDef } from './events';
import { EventCardSchema } from './events/schema';
import type { Alliance, CountryId, Power, Provenance } from './types';

export const PROVENANCES: readonly Provenance[] = ['rulebook', 'derived', 'substitute'];
const META = new Set(['id', 'rule', 'note', 'prov']);
const RULE_CITATION = /\[\d+(\.\d+)?[A-Z]?/;

/** Every table of the board data, by name (single-row tables as one-element lists). */
export const TABLES: Readonly<Record<string, readonly object[]>> = {
  POWERS,
  COUNTRIES,
  REGIONS,
  AGGRESSIONS,
  CIVIL_WARS,
  TILE_SUPPLY: [TILE_SUPPLY],
  INCOME: [INCOME],
  CLIMATE: [CLIMATE],
  CLIMATE_EFFECTS,
  CONVERSIONS,
  AM_RULES: [AM_RULES],
  AM_GAINS,
  SUPPORT_MODIFIERS,
  GARRISON_SUPPORT_BANDS: [GARRISON_SUPPORT_BANDS],
  GARRISON_MILITARY_MARKER_BANDS: [GARRISON_MILITARY_MARKER_BANDS],
  BOP_BANDS: [BOP_BANDS],
  COHESION_LEVELS,
  PURGE_CARDS,
  GARRISON: [GARRISON],
  RESEARCH_PROJECTS,
  RESEARCH_ALLOCATION,
  ORDER_RULE,
  RESEARCH_RULES: [RESEARCH_RULES],
  INITIAL_RESULTS,
  FINAL_RESEARCH,
  UNIT_CONSTRUCTION: [UNIT_CONSTRUCTION],
  SHIP_TYPES,
  NAVAL_CHART: [NAVAL_CHART],
  BATTLESHIP_RACE: [BATTLESHIP_RACE],
  BOP_COMPONENTS,
  PLACEMENT_SEQUENCE,
  DIPLOMACY_RULES: [DIPLOMACY_RULES],
  MILITARY_MARKERS,
  RELATIONS,
  TRADE_PACT_RULES: [TRADE_PACT_RULES],
  CRISIS_SEGMENTS,
  CRISIS_OUTCOMES,
  RESISTANCE_RULES: [RESISTANCE_RULES],
  ITALIAN_CONQUEST,
  DECLARATIONS,
  PACT_TERRITORIES,
  PACT_RULES: [PACT_RULES],
  VP_COMPONENTS,
  VICTORY_LEVELS,
  VICTORY_PROCEDURES,
  TURN_CAP: [TURN_CAP],
  CALENDAR: [CALENDAR],
  TURN_SEQUENCE,
  PROCEDURES,
  SEATINGS,
  INITIAL_TRACKS: [INITIAL_TRACKS],
};

/** Rows without a provenance for one of their data fields, with an unknown provenance, without an id or a rule citation. */
export function provenanceProblems(table: string, rows: readonly object[]): string[] {
  const out: string[] = [];
  const ids = new Set<string>();
  for (const row of rows) {
    const r = row as Record<string, unknown>;
    const where = `${table}[${String(r.id)}]`;
    if (r.id === undefined) out.push(`${where}: no id`);
    else if (ids.has(String(r.id))) out.push(`${where}: duplicate id`);
    ids.add(String(r.id));
    if (typeof r.rule !== 'string' || !RULE_CITATION.test(r.rule)) out.push(`${where}: no rule citation`);
    const prov = r.prov as Record<string, unknown> | undefined;
    if (!prov || typeof prov !== 'object') {
      out.push(`${where}: no prov`);
      continue;
    }
    for (const k of Object.keys(r)) if (!META.has(k) && !(k in prov)) out.push(`${where}: field ${k} has no provenance`);
    for (const [k, v] of Object.entries(prov)) if (!PROVENANCES.includes(v as Provenance)) out.push(`${where}: provenance of ${k} is ${String(v)}`);
  }
  return out;
}

const isPower = (x: string): x is Power => (POWER_IDS as readonly string[]).includes(x);
const isAlliance = (x: string): x is Alliance => (ALLIANCES as readonly string[]).includes(x);
const isCountry = (x: string): x is CountryId => x in COUNTRY;

/** Cross-references and completeness of the board tables. */
export function boardProblems(): string[] {
  const out: string[] = [];
  for (const [name, rows] of Object.entries(TABLES)) out.push(...provenanceProblems(name, rows));

  // ---- powers
  if (POWERS.length !== 5) out.push(`POWERS: ${POWERS.length} powers, 5 expected [2.21]`);
  for (const p of POWERS) {
    for (const q of p.mayDeclareWarOn) if (!isPower(q) || q === p.id) out.push(`POWERS[${p.id}].mayDeclareWarOn: bad ${q}`);
    const total = p.factories.civil + p.factories.idle + p.factories.military;
    if (p.factories.military !== p.mobilizationsAtStart) out.push(`POWERS[${p.id}]: ${p.factories.military} military factories but ${p.mobilizationsAtStart} pre-game mobilizations [14.9]`);
    const th = p.civilianAmThresholds;
    if (th.researchOnly !== undefined && th.researchOnly !== p.factories.civil + 1) out.push(`POWERS[${p.id}]: research-only AM threshold ${th.researchOnly} is not one conversion away [12.22A]`);
    if (th.valueTwo !== undefined && (th.valueTwo !== p.factories.civil + 2 || p.factories.idle < 2)) out.push(`POWERS[${p.id}]: value-2 AM threshold ${th.valueTwo} is not two conversions away [12.22B]`);
    if (p.militaryFactorySupport.some((n, i, a) => i > 0 && n <= a[i - 1])) out.push(`POWERS[${p.id}]: military-factory thresholds not increasing`);
    if (p.navalRate === 0 && (p.amPool.shipyard !== 0 || p.navalIncreasesAllowed !== 0)) out.push(`POWERS[${p.id}]: shipyards without naval construction [19.11]`);
    let last = 0;
    for (const st of p.mobilization) {
      if (st.from <= p.mobilizationsAtStart || st.from <= last) out.push(`POWERS[${p.id}].mobilization: stage from ${st.from} overlaps`);
      last = st.to ?? Infinity;
      for (const c of st.combos) {
        const units = (c.armor ?? 0) + (c.infantry ?? 0) + (c.air ?? 0) + (c.naval ?? 0);
        if (units !== st.combos.map((x) => (x.armor ?? 0) + (x.infantry ?? 0) + (x.air ?? 0) + (x.naval ?? 0))[0]) out.push(`POWERS[${p.id}]: a mobilization mix of ${units} units differs from the others [14.7]`);
        if ((c.naval ?? 0) > 0 && p.navalIncreasesAllowed === 0) out.push(`POWERS[${p.id}]: a naval increase is offered but none is allowed`);
      }
      if (new Set(st.combos.map((c) => JSON.stringify(c))).size !== st.combos.length) out.push(`POWERS[${p.id}]: duplicate mobilization mixes`);
    }
    if (total <= 0) out.push(`POWERS[${p.id}]: no factories`);
  }

  // ---- countries
  for (const c of COUNTRIES) {
    const where = `COUNTRIES[${c.id}]`;
    let flags = 0;
    for (const [p, n] of Object.entries(c.initialFlags)) {
      if (!isPower(p)) out.push(`${where}: flag of unknown power ${p}`);
      flags += n ?? 0;
    }
    if (flags > DIPLOMACY_RULES.maxFlags) out.push(`${where}: ${flags} flags [24.82D]`);
    const alliances = new Set(Object.keys(c.initialFlags).map((p) => POWER[p as Power].alliance));
    if (alliances.size > 1) out.push(`${where}: flags of several alliances at the start`);
    if (c.diplomaticTarget && c.kind === 'minor') {
      // a complete diplomatic-target record [4.13A, 4.15, 4.16, 11.62, 24.21, 24.61]
      if (!c.region) out.push(`${where}: a diplomatic target without a region [4.16]`);
      if (c.markers !== 'normal') out.push(`${where}: a diplomatic target that takes no markers`);
      if (c.russianAccess === 'none') out.push(`${where}: a diplomatic target with no Russian access rule`);
      if (c.russianBorderState !== (c.russianAccess === 'always')) out.push(`${where}: Russian border states are exactly the 'always' countries [4.15, 24.61B]`);
    }
    if (!c.diplomaticTarget && c.markers === 'normal') out.push(`${where}: markers allowed outside the diplomatic targets`);
    if (c.antiKominternEligible && !c.russianBorderState) out.push(`${where}: Anti-Komintern outside the border states [24.34A]`);
    if (c.region && !REGIONS.find((r) => r.id === c.region)?.members.includes(c.id)) out.push(`${where}: not listed in region ${c.region}`);
    for (const b of c.borders ?? []) if (!isCountry(b) || b === c.id) out.push(`${where}: bad bordering country ${b}`);
    for (const m of c.militaryMarkers) if (!isPower(m.power)) out.push(`${where}: military marker of unknown power ${m.power}`);
    // the initial trade pact is the one the 3-flag rule gives [11.61, 11.63]
    const holder = pactHolderOf(c.initialFlags);
    const expected = c.tradePactValue > 0 ? holder : undefined;
    if (expected !== c.initialTradePact) out.push(`${where}: initial trade pact ${String(c.initialTradePact)}, the flags give ${String(expected)}`);
  }
  for (const r of REGIONS) for (const m of r.members) if (COUNTRY[m]?.region !== r.id) out.push(`REGIONS[${r.id}]: member ${m} does not name the region`);

  // ---- aggressions and civil wars
  for (const a of AGGRESSIONS) {
    const where = `AGGRESSIONS[${a.id}]`;
    if (!isCountry(a.country)) out.push(`${where}: unknown country ${a.country}`);
    else if (!COUNTRY[a.country].borders) out.push(`${where}: country ${a.country} has no bordering list [28.42]`);
    for (const r of a.requires.allOf) if (!(r in AGGRESSION)) out.push(`${where}: unknown prerequisite ${r}`);
    if (a.includes && (!(a.includes in AGGRESSION) || AGGRESSION[a.includes].country !== a.country)) out.push(`${where}: includes ${a.includes} of another country`);
    if (a.includes && AGGRESSION[a.includes].value >= a.value) out.push(`${where}: the whole is not worth more than its part`);
    if (a.extraCards !== a.value) out.push(`${where}: extra cards ${a.extraCards} differ from the aggression value ${a.value} [9.14A]`);
    for (const p of Object.keys(a.amGains)) if (!isPower(p)) out.push(`${where}: AM gain for unknown power ${p}`);
    for (const s of a.support) if (!isPower(s.power)) out.push(`${where}: support for unknown power ${s.power}`);
    if (a.first && a.requires.allOf.length > 0) out.push(`${where}: a first aggression with prerequisites`);
  }
  const firsts = AGGRESSIONS.filter((a) => a.first).map((a) => a.by).sort();
  if (JSON.stringify(firsts) !== JSON.stringify(['GER', 'ITA'])) out.push('AGGRESSIONS: exactly one first aggression per Axis power [27.21]');
  for (const w of CIVIL_WARS) {
    if (!COUNTRY[w.id]) out.push(`CIVIL_WARS[${w.id}]: unknown country`);
    if (w.markerNumbers.length !== w.boxes) out.push(`CIVIL_WARS[${w.id}]: ${w.markerNumbers.length} markers for ${w.boxes} boxes`);
    if (w.rebels.includes(w.government)) out.push(`CIVIL_WARS[${w.id}]: the government's alliance backs the rebels`);
    for (const i of w.interveners) if (!isPower(i.power)) out.push(`CIVIL_WARS[${w.id}]: unknown intervener ${i.power}`);
    const sides = new Set<Alliance>([w.government, ...w.rebels]);
    for (const i of w.interveners) if (!sides.has(POWER[i.power].alliance)) out.push(`CIVIL_WARS[${w.id}]: ${i.power} backs no faction [25.51]`);
  }

  // ---- research
  const projects = new Set(RESEARCH_PROJECTS.map((p) => p.id));
  for (const p of RESEARCH_PROJECTS) {
    const where = `RESEARCH_PROJECTS[${p.id}]`;
    for (const o of p.owners) if (!isPower(o) && !isAlliance(o)) out.push(`${where}: unknown owner ${o}`);
    for (const pw of POWER_IDS) if (p.owners.includes(pw) && p.owners.includes(POWER[pw].alliance)) out.push(`${where}: ${pw} owns both a national and an alliance track`);
    const tracks: readonly (readonly number[])[] = [p.results, ...Object.values(p.resultsByOwner ?? {}).filter((x): x is readonly number[] => !!x)];
    for (const t of tracks) {
      if (t.some((n, i) => n <= (i === 0 ? 0 : t[i - 1]))) out.push(`${where}: result steps not increasing`);
      if (!p.repeating && t.length > p.effects.length) out.push(`${where}: ${t.length} results but ${p.effects.length} effects`);
    }
    for (const o of Object.keys(p.resultsByOwner ?? {})) if (!p.owners.includes(o as TrackOwner)) out.push(`${where}: results for a non-owner ${o}`);
    for (const e of p.effects) if (Object.keys(e).length === 0) out.push(`${where}: a result without effect`);
  }
  for (const r of INITIAL_RESULTS) {
    if (!projects.has(r.project) || !RESEARCH_PROJECT[r.project].owners.includes(r.owner)) out.push(`INITIAL_RESULTS[${r.id}]: no such track`);
  }
  for (const [pw, list] of Object.entries(BASIC_RP_PROJECTS)) {
    for (const pr of list ?? []) if (trackOwner(pw as Power, pr) !== pw) out.push(`BASIC_RP_PROJECTS[${pw}]: ${pr} is not a national project of ${pw} [15.23C]`);
  }
  for (const a of RESEARCH_ALLOCATION) for (const pw of Object.keys(a.normal)) if (POWER[pw as Power]?.alliance !== a.id) out.push(`RESEARCH_ALLOCATION[${a.id}]: ${pw} is not a member`);
  for (const pw of POWERS) {
    const alloc = RESEARCH_ALLOCATION.find((a) => a.id === pw.alliance)?.normal[pw.id];
    if (alloc !== pw.basicRp) out.push(`POWERS[${pw.id}]: basic RPs ${pw.basicRp}, allocation ${String(alloc)} [15.21]`);
  }
  for (const f of FINAL_RESEARCH) for (const pr of f.intelligenceProjects) if (RESEARCH_PROJECT[pr]?.intelligenceRp !== true) out.push(`FINAL_RESEARCH[${f.id}]: ${pr} is not an intelligence project`);
  const orderPositions = ORDER_RULE.flatMap((o) => o.positions).sort((a, b) => a - b);
  if (JSON.stringify(orderPositions) !== JSON.stringify([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])) out.push('ORDER_RULE: positions 1-10 not covered exactly once [15.23B]');
  for (const c of BOP_COMPONENTS) for (const pr of c.projects) if (!projects.has(pr as ProjectId)) out.push(`BOP_COMPONENTS[${c.id}]: unknown project ${pr}`);

  // ---- everything else that names powers, countries or steps
  for (const s of SHIP_TYPES) for (const b of s.builders) if (!POWER[b] || POWER[b].navalRate === 0) out.push(`SHIP_TYPES[${s.id}]: ${b} cannot build ships`);
  for (const s of PLACEMENT_SEQUENCE) for (const p of s.powers) if (!isPower(p)) out.push(`PLACEMENT_SEQUENCE[${s.id}]: ${p}`);
  for (const d of DECLARATIONS) for (const t of [d.declarer, ...d.targets]) if (!isPower(t)) out.push(`DECLARATIONS[${d.id}]: ${t}`);
  for (const d of DECLARATIONS) for (const t of d.targets) if (!POWER[d.declarer].mayDeclareWarOn.includes(t)) out.push(`DECLARATIONS[${d.id}]: ${d.declarer} may not declare on ${t} [32.21]`);
  for (const m of SUPPORT_MODIFIERS) if (!isPower(m.power)) out.push(`SUPPORT_MODIFIERS[${m.id}]: ${m.power}`);
  for (const g of AM_GAINS) for (const p of g.powers) if (!isPower(p)) out.push(`AM_GAINS[${g.id}]: ${p}`);
  for (const t of PACT_TERRITORIES) for (const a of t.adjacent) if (a !== 'russia' && !PACT_TERRITORIES.some((x) => x.id === a)) out.push(`PACT_TERRITORIES[${t.id}]: unknown neighbour ${a}`);
  for (const t of PACT_TERRITORIES) for (const a of t.adjacent) if (a !== 'russia' && !PACT_TERRITORIES.find((x) => x.id === a)!.adjacent.includes(t.id)) out.push(`PACT_TERRITORIES[${t.id}]: ${a} is not adjacent back`);
  for (const v of VP_COMPONENTS) for (const s of v.sides) if (!isAlliance(s)) out.push(`VP_COMPONENTS[${v.id}]: ${s}`);
  const steps = new Set(TURN_SEQUENCE.map((s) => s.id));
  for (const s of TURN_SEQUENCE) if (s.revealedAt && !steps.has(s.revealedAt)) out.push(`TURN_SEQUENCE[${s.id}]: reveal step ${s.revealedAt} unknown`);
  for (const s of TURN_SEQUENCE) if (!PROCEDURES.some((p) => p.id === s.procedure && p.kind === 'step')) out.push(`TURN_SEQUENCE[${s.id}]: no step procedure ${s.procedure}`);
  for (const t of EVENT_TIMING) for (const s of [t.takesEffect, t.revealedBy]) if (!steps.has(s)) out.push(`EVENT_TIMING[${t.id}]: unknown step ${s}`);
  for (const o of CRISIS_OUTCOMES) for (const p of [...Object.keys(o.aggressorAm), ...Object.keys(o.alliedAm)]) if (!isPower(p)) out.push(`CRISIS_OUTCOMES[${o.id}]: ${p}`);
  for (const s of SEATINGS) out.push(...seatingProblems(s.players, s.seats));
  return out;
}

/** The trade-pact holder the 3-flag rule gives for a flag count [11.61, 11.61A-B]. */
export function pactHolderOf(flags: Partial<Record<Power, number>>): Power | undefined {
  for (const a of ALLIANCES) {
    const members = ALLIANCE_POWERS[a];
    const n = members.reduce((s, p) => s + (flags[p] ?? 0), 0);
    if (n < TRADE_PACT_RULES.flagsNeeded) continue;
    const top = Math.max(...members.map((p) => flags[p] ?? 0));
    const leaders = members.filter((p) => (flags[p] ?? 0) === top);
    return leaders.length === 1 ? leaders[0] : TRADE_PACT_RULES.tieWinner[a];
  }
  return undefined;
}

/** A seating is valid when every power is played by exactly one seat and an alliance is never split across
 * seats that also play another alliance's power (the groupings of [2.21]). */
export function seatingProblems(players: number, seats: readonly (readonly Power[])[]): string[] {
  const out: string[] = [];
  const where = `SEATINGS[${players}]`;
  if (seats.length !== players) out.push(`${where}: ${seats.length} seats`);
  const all = seats.flat();
  if (all.length !== 5 || new Set(all).size !== 5 || !POWER_IDS.every((p) => all.includes(p))) out.push(`${where}: the five powers are not each played once`);
  for (const s of seats) if (s.length === 0) out.push(`${where}: an empty seat`);
  // the Axis powers never sit with Allied or Russian ones [2.21]
  for (const s of seats) if (s.some((p) => POWER[p]?.alliance === 'AXIS') && s.some((p) => POWER[p]?.alliance !== 'AXIS')) out.push(`${where}: the Axis shares a seat`);
  return out;
}

// ------------------------------------------------------------------ the event deck

/** Everything wrong with a deck: shape (schema), numbering, and every event against the vocabulary's rules. */
export function deckProblems(deck: readonly EventCard[]): string[] {
  const out: string[] = [];
  if (deck.length !== 144) out.push(`deck: ${deck.length} cards, 144 expected [8.42]`);
  const numbers = deck.map((c) => c.id);
  for (let n = 1; n <= 144; n++) if (!numbers.includes(n)) out.push(`deck: card ${n} missing`);
  if (new Set(numbers).size !== numbers.length) out.push('deck: duplicate card numbers');
  const ids = new Set<string>();
  for (const card of deck) {
    const parsed = EventCardSchema.safeParse(card);
    if (!parsed.success) {
      out.push(`card ${card.id}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      continue;
    }
    if (!PROVENANCES.includes(card.prov.trend)) out.push(`card ${card.id}: trend provenance`);
    const events: [string, EventDef][] = [['general', card.general], ...POWER_IDS.map((p): [string, EventDef] => [p, card.national[p]])];
    for (const [slot, e] of events) {
      if (e.card !== card.id || e.slot !== slot || e.id !== `${card.id}.${slot}`) out.push(`card ${card.id}: event ${e.id} misplaced`);
      if (ids.has(e.id)) out.push(`event ${e.id}: duplicate`);
      ids.add(e.id);
      out.push(...eventProblems(e));
    }
  }
  // every anchored event is on its card, unchanged in what the rulebook says
  for (const a of ANCHORS) {
    const card = deck.find((c) => c.id === a.card);
    const e = card && (a.slot === 'general' ? card.general : card.national[a.slot]);
    if (!e) continue;
    if (e.type !== a.type) out.push(`anchor ${a.id}: type ${e.type}, the rulebook says ${a.type}`);
    const ops = (x: EventDef) => x.effects.map((f) => f.op).sort().join(',');
    if (a.prov.effects === 'rulebook' && ops(e) !== ops(a)) out.push(`anchor ${a.id}: effects ${ops(e)}, the rulebook says ${ops(a)}`);
    if (a.prov.params === 'rulebook' && JSON.stringify(e.effects) !== JSON.stringify(a.effects)) out.push(`anchor ${a.id}: parameters differ from the rulebook's`);
  }
  return out;
}

/** One event against the vocabulary's placement rules and the board data. */
export function eventProblems(e: EventDef): string[] {
  const out: string[] = [];
  const where = `event ${e.id}`;
  const holder = e.slot === 'general' ? undefined : e.slot;
  for (const [k, v] of Object.entries(e.prov)) if (!PROVENANCES.includes(v)) out.push(`${where}: provenance of ${k}`);
  if (holder === undefined && e.secret) out.push(`${where}: a secret general event (only national events are grey) [8.31]`);
  if ((e.colour !== undefined) !== (holder === undefined && e.type === 'diplomatic' && e.effects.some((f) => f.op === 'diplomatic'))) {
    out.push(`${where}: colour only (and always) on general events with a diplomatic modifier [9.31C]`);
  }
  for (const f of e.effects) {
    const rule = OP_RULES.find((r) => r.id === f.op);
    if (!rule) {
      out.push(`${where}: unknown operation`);
      continue;
    }
    if (!rule.types.includes(e.type)) out.push(`${where}: ${f.op} in a ${e.type} event`);
    if (holder === undefined ? !rule.general : !rule.national) out.push(`${where}: ${f.op} not allowed in a ${holder ? 'national' : 'general'} event`);
    if (rule.onlyFor && holder !== undefined && holder !== rule.onlyFor) out.push(`${where}: ${f.op} only on ${rule.onlyFor} events`);
    switch (f.op) {
      case 'support':
        if (holder && f.power !== holder) out.push(`${where}: a national support event for another power`);
        if (holder && !e.secret && Math.abs(f.delta) !== 1) out.push(`${where}: public national support events are ±1 [9.41E]`);
        break;
      case 'diplomatic': {
        const c = COUNTRY[f.country];
        if (!c?.diplomaticTarget) out.push(`${where}: ${f.country} is not a diplomatic target`);
        if (holder && f.beneficiary !== holder) out.push(`${where}: national diplomatic events favour their holder [9.41D]`);
        if (!holder && e.colour && POWER[f.beneficiary].alliance !== { brown: 'AXIS', blue: 'ALLIES', red: 'RUSSIA' }[e.colour]) out.push(`${where}: ${e.colour} event for ${f.beneficiary} [9.31C]`);
        if (f.civilWarStep && !CIVIL_WARS.some((w) => w.id === f.country)) out.push(`${where}: civil-war step outside a civil-war country`);
        break;
      }
      case 'dispute':
        if (f.countries[0] === f.countries[1] || f.countries.some((c) => !COUNTRY[c]?.diplomaticTarget || COUNTRY[c].kind !== 'minor')) out.push(`${where}: a dispute needs two minor diplomatic targets [24.552]`);
        break;
      case 'russianAccess':
        if (!COUNTRY[f.country]?.diplomaticTarget || COUNTRY[f.country].russianAccess === 'always') out.push(`${where}: access to ${f.country} is meaningless [24.61B]`);
        break;
      case 'researchLevels':
      case 'researchBan':
        if (!holder || !trackOwner(holder, f.project)) out.push(`${where}: ${f.project} is not a project of ${String(holder)}`);
        break;
      case 'researchSteps':
        if (f.projects[0] === f.projects[1]) out.push(`${where}: two steps need two projects [15.32B]`);
        for (const p of f.projects) if (!holder || !trackOwner(holder, p)) out.push(`${where}: ${p} is not a project of ${String(holder)}`);
        break;
      case 'researchSpy':
        if (!holder || !RESEARCH_PROJECTS.some((p) => p.category === f.category && trackOwner(holder, p.id))) out.push(`${where}: no ${f.category} project for ${String(holder)}`);
        break;
      case 'researchDouble':
        if (!RESEARCH_PROJECT[f.project].doublable) out.push(`${where}: ${f.project} cannot be doubled [15.31A]`);
        break;
      case 'conversionCost':
        if (f.to === 'civil' && holder && !POWER[holder].mayConvertToCivil) out.push(`${where}: ${holder} never converts to civilian use [14.42A]`);
        break;
      case 'freeShipStart':
      case 'shipAccelerate':
      case 'navalCost':
        if (!holder || POWER[holder].navalRate === 0) out.push(`${where}: ${String(holder)} builds no ships [19.11]`);
        if (f.op === 'freeShipStart' && holder && !SHIP_TYPES.some((s) => s.size === f.size && s.builders.includes(holder))) out.push(`${where}: ${holder} cannot build a size-${f.size} ship`);
        break;
      case 'purgeUnits':
        if (f.purgeEvents !== f.count) out.push(`${where}: purge events count the units purged [22.72E-F]`);
        break;
      default:
        break;
    }
  }
  return out;
}

// ------------------------------------------------------------------ composition (for tests and reports)

interface DeckComposition {
  trends: Record<string, number>;
  general: Record<string, number>;
  national: Record<Power, Record<string, number>>;
  secretNational: Record<Power, number>;
  /** Diplomatic events that bring a civil war closer, by country. */
  civilWarSteps: Record<string, number>;
  /** By provenance of the event's effects. */
  effectsProvenance: Record<Provenance, number>;
}

export function deckComposition(deck: readonly EventCard[]): DeckComposition {
  const count = (m: Record<string, number>, k: string) => (m[k] = (m[k] ?? 0) + 1);
  const comp: DeckComposition = {
    trends: {},
    general: {},
    national: { GER: {}, ITA: {}, GBR: {}, FRA: {}, USSR: {} },
    secretNational: { GER: 0, ITA: 0, GBR: 0, FRA: 0, USSR: 0 },
    civilWarSteps: {},
    effectsProvenance: { rulebook: 0, derived: 0, substitute: 0 },
  };
  for (const c of deck) {
    count(comp.trends, String(c.trend));
    count(comp.general, c.general.type);
    for (const p of POWER_IDS) {
      count(comp.national[p], c.national[p].type);
      if (c.national[p].secret) comp.secretNational[p]++;
    }
    for (const e of [c.general, ...POWER_IDS.map((p) => c.national[p])]) {
      comp.effectsProvenance[e.prov.effects]++;
      for (const f of e.effects) if (f.op === 'diplomatic' && f.civilWarStep) count(comp.civilWarSteps, f.country);
    }
  }
  return comp;
}

