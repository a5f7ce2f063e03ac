/**
 * The end of the game [33, 34]: final research [33.2], the Russian garrison CK-6, victory points by source
 * [34.2-34.9] with the BoP transfer when Russia fights Germany [34.43], and the winner for 2-5 players [34.11,
 * 34.12; substitute G-12 for 4-5 players]. Pure.
 */
import { AGGRESSION, COUNTRIES, FINAL_RESEARCH, PACT_RULES, POWER, POWER_IDS, VICTORY_LEVELS, type Alliance, type Power, type ProjectId } from '../data';
import type { Seat } from '../../common/decision';
import { bop } from './bop';
import { eaiOfTurn } from './eai';
import { maxSteps, sheetOf, stepsOf, tracksOf } from './research';
import { effectsOf, parseTrack, researchMarkers } from './results';
import { nonSiberian } from './purges';
import { pactHolder } from './trade-pacts';
import { no, type Refusal } from './no';
import type { GState } from './types';

export interface FinalResearchOrder {
  general: string[];
  intel?: string;
  advanced?: string;
}

/** Why an alliance may not place these final research points [33.21, 33.22] (ruling P2-A43). */
export function finalResearchProblem(G: GState, a: Alliance, o: FinalResearchOrder): Refusal | undefined {
  const row = FINAL_RESEARCH.find((r) => r.id === a)!;
  if (!sheetOf(G, a)) return no.finalSheet();
  if (o.general.length > row.general) return no.finalGeneral(row.general);
  const all = [...o.general, ...(o.intel ? [o.intel] : []), ...(o.advanced ? [o.advanced] : [])];
  if (new Set(all).size !== all.length) return no.finalOnePerProject();
  for (const k of all) {
    if (!tracksOf(a).includes(k)) return no.finalNotOnSheet(parseTrack(k).project);
    const s = stepsOf(G, a, k);
    if (s < 1) return no.finalUnderWay();
    if (s + 1 > Math.min(row.maxStep, maxSteps(G, a, k))) return no.finalStep();
  }
  if (o.intel && !row.intelligenceProjects.includes(parseTrack(o.intel).project)) return no.finalIntel();
  if (o.advanced && (row.advanced === 0 || !(['jets', 'advancedSubmarines', 'rockets'] as ProjectId[]).includes(parseTrack(o.advanced).project)))
    return no.finalAdvanced();
  return undefined;
}

interface Score {
  vp: Record<Alliance, number>;
  individual: Record<Power, number>;
  /** Each line by side (for the log and the table). */
  lines: Record<string, Record<Alliance, number>>;
}

/** Victory points [34]. */
export function score(G: GState): Score {
  const lines: Score['lines'] = {};
  const ind: Record<Power, number> = { GER: 0, ITA: 0, GBR: 0, FRA: 0, USSR: 0 };
  const add = (line: string, a: Alliance, v: number, p?: Power) => {
    (lines[line] ??= { AXIS: 0, ALLIES: 0, RUSSIA: 0 })[a] += v;
    if (p) ind[p] += v;
  };
  for (const p of POWER_IDS) {
    const a = POWER[p].alliance;
    add('support', a, G.powers[p].support, p);
    const f = G.powers[p].factories;
    if (p === 'USSR') add('factories', a, -f.idle + 2 * Math.max(0, 5 - f.civil), p);
    else add('factories', a, -(f.idle + f.civil), p);
  }
  // The BoP, with Russia's forces on the Allied side if Russia fights Germany [34.43] (ruling P2-A38).
  const b0 = bop(G).overall;
  const russiaAtWar = !!G.war?.pairs.some(([x, y]) => (x === 'USSR' && y === 'GER') || (x === 'GER' && y === 'USSR'));
  if (russiaAtWar) {
    const u = nonSiberian(G);
    const r = researchMarkers(G, 'RUSSIA');
    const occ = G.results['occupationPolicies:AXIS']
      ? effectsOf('occupationPolicies', G.results['occupationPolicies:AXIS']).reduce((s, e) => s + (e.garrisonRequirement ?? 0), 0)
      : 0;
    const b1 = bop(G, {
      ALLIES: { armor: u.armor + r.armor, infantry: u.infantry + r.infantry, air: u.air + r.air, naval: r.naval },
      AXIS: { infantry: occ + (G.polishUnits ? 2 : 0), air: G.polishUnits ? 1 : 0 },
    }).overall;
    add('bop', 'AXIS', Math.max(0, b1));
    add('bop', 'ALLIES', Math.max(0, -b0));
    add('bop', 'RUSSIA', b0 - b1);
  } else {
    add('bop', 'AXIS', Math.max(0, b0));
    add('bop', 'ALLIES', Math.max(0, -b0));
  }
  // Aggressions [34.51]: completed ones; Italian conquests under way 1 a turn up to the value; none for the one that triggered the war.
  for (const rec of G.aggressions) {
    if (G.war?.over === rec.id) continue;
    const full = valueOf(G, rec.id);
    const v = rec.state === 'done' ? full : Math.min(full, G.turn - rec.turn + 1);
    add('aggressions', 'AXIS', v, rec.by);
  }
  if (G.war?.over) {
    add('warOverMinor', 'ALLIES', valueOf(G, G.war.over));
  }
  if ((G.war || G.ended) && !G.countries.CZE.control) add('czechoslovakia', 'ALLIES', G.countries.CZE.partTaken ? 2 : 3);
  // Trade pacts at the outbreak [34.6]: not those won by aggression nor with a last-turn target.
  const lastTurnTargets = new Set(G.crisis.list.map((c) => AGGRESSION[c.id].country));
  for (const row of COUNTRIES) {
    const h = pactHolder(G, row.id);
    const won = G.countries[row.id].permanentPact && G.countries[row.id].control?.kind !== 'puppet'; // Croatia's was not won by aggression (G-10)
    if (!h || won || lastTurnTargets.has(row.id)) continue;
    add('tradePacts', POWER[h].alliance, row.tradePactValue, h);
  }
  // Preventive declarations [34.81] (ruling P2-A39).
  if (G.war && !G.crisis.aggressionThisTurn)
    for (const a of G.war.preventive) add('preventive', a, Math.min(0, -5 + eaiOfTurn(G)), a === 'AXIS' ? 'GER' : a === 'ALLIES' ? 'GBR' : 'USSR');
  // The pact [34.92] (ruling P2-A29).
  if (G.pact.level !== undefined) {
    const d = (PACT_RULES.vpPivot - G.pact.level) / PACT_RULES.vpStep;
    add('pact', 'AXIS', d, 'GER');
    add('pact', 'RUSSIA', -d || 0, 'USSR');
  }
  // Russian armor research: 1 a level, at most 6 [34.93].
  const armor = stepsOf(G, 'RUSSIA', 'armor:USSR');
  add('russianArmor', 'RUSSIA', Math.min(6, Math.floor(armor / 2)), 'USSR');
  const vp: Record<Alliance, number> = { AXIS: 0, ALLIES: 0, RUSSIA: 0 };
  for (const l of Object.values(lines)) for (const a of ['AXIS', 'ALLIES', 'RUSSIA'] as const) vp[a] += l[a];
  return { vp, individual: ind, lines };
}

/** The value an aggression scores: a whole country after its part scores the rest (ruling P2-A23) [34.51A]. */
function valueOf(G: GState, id: keyof typeof AGGRESSION): number {
  const a = AGGRESSION[id];
  const partMade = a.includes && G.aggressions.some((x) => x.id === a.includes);
  return a.value - (partMade ? AGGRESSION[a.includes!].value : 0);
}

/** The level of a VP gap [34.12]. */
export function levelOf(d: number): string {
  return VICTORY_LEVELS.find((l) => d >= l.from && (l.to === undefined || d <= l.to))!.id;
}

interface Outcome {
  winners: Power[];
  level: string;
  vp: Record<Alliance, number>;
}

/** The winner [34.11] (rulings R-07, P2-A42; substitute G-12 for 4-5 players, G-13 for ties). */
export function winner(G: GState, s: Score): Outcome {
  const vp = s.vp;
  const d1 = vp.AXIS - (vp.ALLIES + vp.RUSSIA);
  const two = G.options.players === 2;
  if (two) {
    if (Math.abs(d1) <= 2) return { winners: [], level: 'draw', vp };
    return { winners: d1 > 0 ? ['GER', 'ITA'] : ['GBR', 'FRA', 'USSR'], level: levelOf(Math.abs(d1)), vp };
  }
  let side: Alliance | null;
  let level: string;
  if (d1 >= 3) {
    side = 'AXIS';
    level = levelOf(d1);
  } else if (d1 >= -2) return { winners: [], level: 'draw', vp };
  else {
    const d2 = vp.ALLIES - vp.RUSSIA;
    if (Math.abs(d2) <= 2) return { winners: [], level: 'draw', vp };
    side = d2 > 0 ? 'ALLIES' : 'RUSSIA';
    level = levelOf(Math.abs(d2));
  }
  const members = POWER_IDS.filter((p) => POWER[p].alliance === side);
  const seats = new Set(members.map((p) => G.seatOf[p]));
  if (seats.size <= 1) return { winners: members, level, vp };
  // A side shared by two players: more individual VP wins; a tie shares it (substitute G-12).
  const top = Math.max(...members.map((p) => s.individual[p]));
  return { winners: members.filter((p) => s.individual[p] === top), level, vp };
}

/** The result as the platform records it: winning seats, points per seat. */
export function result(G: GState): { winners: Seat[]; points: Record<Seat, number>; level: string; vp: Record<Alliance, number> } {
  const s = score(G);
  const o = winner(G, s);
  const points: Record<Seat, number> = {};
  for (const seat of Object.keys(G.seatPowers)) points[seat] = G.seatPowers[seat].reduce((n, p) => n + s.individual[p], 0);
  return { winners: [...new Set(o.winners.map((p) => G.seatOf[p]))], points, level: o.level, vp: o.vp };
}
