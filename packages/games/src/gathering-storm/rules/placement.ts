/**
 * Diplomatic placement [24.4, 24.5, 24.55]: Germany and Italy (with the Anti-Komintern decision), Russia,
 * Britain and France, then Italy and Germany again. Locations are public as they are placed; diplomatic
 * markers' values (the AMs paying them) stay with their owner until the reveal [24.54C]. Pure.
 */
import { EVENT, POWER, RESEARCH_PROJECT, type CountryId, type Power } from '../data';
import type { Ctx } from './context';
import {
  akAvailable,
  akValue,
  atWar,
  civilWarMilitaryOk,
  civilWarRivals,
  closedToMarkers,
  diplomaticEffects,
  generalEvent,
  hasNetwork,
  militaryAllowance,
  neighbourMilitaryOk,
  resolveAk,
  russianDiplomacyBarred,
  russianEventIn,
  russianReach,
} from './diplomacy';
import { heldSupport, spendable } from './orders';
import { priv } from './random-events';
import { advance, stepsOf } from './research';
import { parseTrack } from './results';
import { changeSupportWithTiles } from './support';
import { no, type Refusal } from './no';
import type { GState } from './types';

export interface Placement {
  dip: { country: CountryId; am: number }[];
  mil: { country: CountryId; am?: number }[];
  bonus?: CountryId;
  ak?: boolean;
  akChoice?: CountryId;
  /** The research point of a civil-war intervention [15.22D]. */
  cwRp?: string;
}

export type Round = 'D1' | 'D2' | 'D3' | 'D4';

/** The support a power may show for its military markers: public, plus its unrevealed positive events [9.41E]. */
function supportForMarkers(G: GState, p: Power): number {
  return (
    G.powers[p].support +
    heldSupport(G, p)
      .filter((h) => h.power === p && h.delta > 0)
      .reduce((s, h) => s + h.delta, 0)
  );
}

/** Tiles a power has committed to this turn's markers so far [24.52C, 25.52B]. */
function pendingCost(G: GState, p: Power, extra: { am: number }[] = [], cw = 0): number {
  const ams = G.powers[p].ams;
  const marked = priv(G, p).markers ?? [];
  return [...marked, ...extra].reduce((s, m) => s + ams[m.am].v, 0) + cw;
}

const CW_RP_PROJECTS = Object.values(RESEARCH_PROJECT)
  .filter((p) => p.civilWarRp)
  .map((p) => p.id);

/** Why a power may not make this placement in this round [24.3-24.6, 25.5]; undefined when legal. */
export function placementProblem(G: GState, p: Power, round: Round, pl: Placement): Refusal | undefined {
  const d = G.diplomacy;
  const a = POWER[p].alliance;
  const ps = G.powers[p];
  const mine = d.markers.filter((m) => m.power === p);
  const pr = priv(G, p);
  const usedAms = new Set([...ps.amUsed, ...(pr.markers ?? []).map((m) => m.am)]);
  if (round === 'D4' && (pl.mil.length || pl.bonus || pl.ak)) return no.secondAxisRound();
  if (round === 'D4' && pl.dip.length && !d.placedInD1.includes(p)) return no.secondRoundWho();
  if (p === 'USSR' && russianDiplomacyBarred(G) && pl.dip.some((m) => !hasNetwork(G, 'RUSSIA', m.country) && !d.access.includes(m.country)))
    return no.purgeDiplomacy();
  const countries = new Set<string>();
  let counting = mine.filter((m) => m.counts).length;
  let roundCounting = 0;
  const taken = new Set<number>();
  for (const m of pl.dip) {
    const c = m.country;
    if (closedToMarkers(G, c)) return no.closedToMarkers(c, '[24.56A, 24.56E, 25.81]');
    if (countries.has(c) || mine.some((x) => x.country === c && x.kind !== 'mil')) return no.oneDipPerCountry();
    countries.add(c);
    if (d.markers.some((x) => x.country === c && x.kind !== 'mil' && x.power !== p && POWER[x.power].alliance === a)) return no.oneAlliancePerCountry();
    if (d.ak?.country === c && a !== 'RUSSIA') return no.antiKominternCountry();
    const war = atWar(G, c);
    if (war && !civilWarRivals(G, c as 'GRE').includes(a)) return no.civilWarPlacement();
    if (a === 'ALLIES' && !war && (G.countries[c].flags.includes('USSR') || russianEventIn(G, c, false))) return no.russianPresence();
    if (p === 'USSR' && !russianReach(G, c)) return no.russianReach(c, '[24.61B-C]');
    for (const dis of d.disputes) {
      const [x, y] = dis.countries;
      if (dis.axis && c === (dis.axis === x ? y : x) && a === 'AXIS') return no.disputeOther();
      if (dis.axis && c === dis.axis && a !== 'AXIS') return no.disputeAxis();
    }
    const am = ps.ams[m.am];
    if (!am || usedAms.has(m.am) || taken.has(m.am)) return no.amUnavailable();
    if (am.use !== 'any') return no.dipOrdinary();
    taken.add(m.am);
    if (am.v === 0) {
      const other = ps.ams.some((x, i) => x.v > 0 && x.use === 'any' && !usedAms.has(i) && !taken.has(i));
      if ((d.startTiles[p] ?? 0) === 0 || !other) return no.valueZeroWhere();
    }
    const counts = !war && !hasNetwork(G, a, c);
    if (counts) {
      counting++;
      roundCounting++;
    }
  }
  if (counting > 2) return no.twoDipMarkers();
  if ((round === 'D1' || round === 'D4') && roundCounting > 1) return no.oneThisRound();
  // military markers [24.4]
  let neighbours = mine.filter((m) => m.kind === 'mil' && !m.civilWar).length;
  let cw = mine.some((m) => m.kind === 'mil' && m.civilWar) ? 1 : 0;
  const milCountries = new Set<string>();
  for (const m of pl.mil) {
    if (milCountries.has(m.country) || mine.some((x) => x.kind === 'mil' && x.country === m.country)) return no.oneMilPerCountry();
    milCountries.add(m.country);
    if (atWar(G, m.country)) {
      if (!civilWarMilitaryOk(G, p, m.country)) return no.noIntervention(p);
      if (++cw > 1) return no.oneCivilWarMil();
      const am = m.am === undefined ? undefined : ps.ams[m.am];
      if (!am || am.v !== 1 || am.use !== 'any' || usedAms.has(m.am!) || taken.has(m.am!)) return no.civilWarMilAm();
      taken.add(m.am!);
    } else {
      if (!neighbourMilitaryOk(G, p, m.country)) return no.noMilitaryThere(p, m.country);
      neighbours++;
      if (neighbours > militaryAllowance(G, p, supportForMarkers(G, p))) return no.tooManyMil();
    }
  }
  if (pl.cwRp !== undefined) {
    if (!pl.mil.some((m) => atWar(G, m.country))) return no.cwRpIntervention();
    const { project, owner } = parseTrack(pl.cwRp);
    if (!CW_RP_PROJECTS.includes(project) || (owner !== p && owner !== a)) return no.cwRpProject();
    if (G.cwRpUsed.includes(pl.cwRp)) return no.cwRpOnce();
  }
  if (pl.bonus !== undefined) {
    if (!d.bonus.includes(p) || mine.some((m) => m.kind === 'bonus')) return no.noBonus();
    if (closedToMarkers(G, pl.bonus)) return no.closedToMarkers(pl.bonus, '[24.56A]');
    if (p === 'USSR' && !russianReach(G, pl.bonus)) return no.russianReach(pl.bonus, '[24.53, 24.61]');
    if (countries.has(pl.bonus) || mine.some((x) => x.country === pl.bonus && x.kind !== 'mil')) return no.oneDipPerCountry();
  }
  // a civil-war military marker is paid by its value-1 activity marker: one tile [24.42D]
  const cost = pendingCost(G, p, pl.dip, 0) + cw;
  if (cost > spendable(G, p)) return no.markersCost(cost, spendable(G, p));
  if (pl.ak) {
    if (p !== 'GER' || round !== 'D1') return no.akWhen();
    if (!akAvailable(G)) return no.akGone();
    const where = resolveAk(G, effortOf(G, p, pl), akValue(G), pl.akChoice);
    if (where === 'invalid') return no.akShare();
  }
  return undefined;
}

/** Germany's effort in each country for the AK pre-emption: its marker's value, +1 for a military marker in Poland [24.35]. */
function effortOf(G: GState, p: Power, pl: Placement): (c: CountryId) => number {
  return (c) => {
    const dip = pl.dip.find((m) => m.country === c);
    return (dip ? G.powers[p].ams[dip.am].v : 0) + (c === 'POL' && pl.mil.some((m) => m.country === 'POL') ? 1 : 0);
  };
}

/** Carry out a legal placement: public locations, private values [24.54C], the AK marker, a civil-war RP. */
export function applyPlacement(c: Ctx, p: Power, round: Round, pl: Placement): void {
  const { G } = c;
  const d = G.diplomacy;
  const a = POWER[p].alliance;
  const pr = priv(G, p);
  pr.markers = [...(pr.markers ?? []), ...pl.dip.map((m) => ({ country: m.country, am: m.am }))];
  for (const m of pl.dip) {
    const counts = !atWar(G, m.country) && !hasNetwork(G, a, m.country);
    // An opposing spy network there shows the marker's value at once [16.16B].
    const spied = G.spyNetworks.some((n) => n.country === m.country && n.by !== a);
    d.markers.push({ power: p, country: m.country, kind: 'dip', counts, round, ...(spied ? { value: G.powers[p].ams[m.am].v } : {}) });
    if (spied) c.emit({ kind: 'markerValue', ids: [p, m.country], n: [G.powers[p].ams[m.am].v, 0], rule: '16.16B' });
    for (const dis of d.disputes) if (!dis.axis && a === 'AXIS' && dis.countries.includes(m.country)) dis.axis = m.country;
    c.emit({ kind: 'diplomaticMarker', ids: [p, m.country, round], rule: '24.5' });
  }
  if (round === 'D1' && pl.dip.length && !d.placedInD1.includes(p)) d.placedInD1.push(p);
  for (const m of pl.mil) {
    const cw = atWar(G, m.country);
    d.markers.push({ power: p, country: m.country, kind: 'mil', counts: false, round, civilWar: cw || undefined, value: 1 });
    if (cw && m.am !== undefined) G.powers[p].amUsed.push(m.am);
    c.emit({ kind: 'militaryMarker', ids: [p, m.country], rule: '24.42' });
  }
  // Military markers beyond what public support allows show the positive secret support behind them [9.41E].
  const neighbours = d.markers.filter((m) => m.power === p && m.kind === 'mil' && !m.civilWar).length;
  while (neighbours > militaryAllowance(G, p, G.powers[p].support)) {
    const h = heldSupport(G, p)
      .filter((x) => x.power === p && x.delta > 0)
      .sort((x, y) => y.delta - x.delta)[0];
    if (!h) break;
    pr.held = pr.held.filter((id) => id !== h.id);
    G.events.revealed.push(h.id);
    changeSupportWithTiles(G, p, h.delta);
    c.emit({ kind: 'secretSupportRevealed', ids: [h.id, p], n: [h.delta], rule: '9.41E' });
  }
  if (pl.bonus !== undefined) {
    d.markers.push({ power: p, country: pl.bonus, kind: 'bonus', counts: false, round, value: 1 });
    d.bonus = d.bonus.filter((x) => x !== p);
    c.emit({ kind: 'bonusMarker', ids: [p, pl.bonus], rule: '24.53' });
  }
  if (pl.cwRp !== undefined) {
    G.cwRpUsed.push(pl.cwRp);
    advance(G, a, pl.cwRp, 1, undefined, false);
    void stepsOf;
  }
  if (p === 'GER' && round === 'D1') {
    const where = pl.ak && akAvailable(G) ? resolveAk(G, effortOf(G, p, pl), akValue(G), pl.akChoice) : null;
    d.ak = { value: akValue(G), country: where === 'invalid' ? null : where };
    if (d.ak.country) c.emit({ kind: 'antiKomintern', ids: [d.ak.country], n: [d.ak.value], rule: '24.3' });
  }
}

/**
 * Compulsory placements an alliance has not made when its round ends: a civil war where it is a rival
 * [25.52A], a dispute [24.552]; "must" means "must if able" (ruling P2-A11). A reason, or undefined.
 */
export function compulsoryProblem(G: GState, last: Power, pl: Placement): Refusal | undefined {
  const a = POWER[last].alliance;
  const d = G.diplomacy;
  const ps = G.powers[last];
  const pr = priv(G, last);
  const used = new Set([
    ...ps.amUsed,
    ...(pr.markers ?? []).map((m) => m.am),
    ...pl.dip.map((m) => m.am),
    ...pl.mil.flatMap((m) => (m.am === undefined ? [] : [m.am])),
  ]);
  const round = d.round ?? 'D1';
  // able: some unused marker of value 1 or more could legally go there with the rest of the placement (ruling P2-A11)
  const ableIn = (c: CountryId) =>
    ps.ams.some(
      (x, i) =>
        x.v > 0 && x.use === 'any' && !used.has(i) && placementProblem(G, last, round, { ...pl, dip: [...pl.dip, { country: c, am: i }] }) === undefined,
    );
  const placedBy = (c: CountryId) =>
    d.markers.some((m) => m.country === c && m.kind === 'dip' && POWER[m.power].alliance === a) || pl.dip.some((m) => m.country === c && ps.ams[m.am].v > 0);
  for (const cw of ['GRE', 'SPA', 'YUG'] as const) {
    if (!atWar(G, cw) || !civilWarRivals(G, cw).includes(a)) continue;
    if (a === 'RUSSIA' && russianDiplomacyBarred(G)) continue;
    if (!placedBy(cw) && ableIn(cw)) return no.civilWarMust(cw);
  }
  for (const dis of d.disputes) {
    if (a === 'AXIS' && !dis.axis && !dis.countries.some(placedBy) && dis.countries.some(ableIn)) return no.disputeAxisMust(dis.countries[0], dis.countries[1]);
    if (a === 'ALLIES' && dis.axis) {
      const other = dis.countries.find((x) => x !== dis.axis)!;
      const russia = d.markers.some((m) => m.power === 'USSR' && m.country === other && m.kind === 'dip');
      if (!russia && !placedBy(other) && ableIn(other)) return no.disputeAlliesMust(other);
    }
  }
  return undefined;
}

/** Step `diplomacyStart`: the turn's disputes and Russian access events; AK value; negative secret support that lowers military markers is shown [24.32, 24.552, 24.61B, 9.41E]. */
export function diplomacyStart(c: Ctx): void {
  const { G } = c;
  const d = G.diplomacy;
  d.round = 'D1';
  d.markers = [];
  d.values = false;
  d.covert = [];
  d.subversion = [];
  d.placedInD1 = [];
  d.greekRebels = null;
  d.ak = null;
  d.bonus = d.bonusNext;
  d.bonusNext = [];
  d.startTiles = Object.fromEntries(Object.entries(G.powers).map(([p, ps]) => [p, ps.tiles]));
  const gen = generalEvent(G);
  d.disputes = [];
  d.access = [];
  for (const e of gen?.effects ?? []) {
    if (e.op === 'dispute') d.disputes.push({ countries: [e.countries[0], e.countries[1]] });
    if (e.op === 'russianAccess') d.access.push(e.country);
  }
  d.disputes = d.disputes.filter((x) => !closedToMarkers(G, x.countries[0]) && !closedToMarkers(G, x.countries[1]));
  // A diplomatic spy network: the opponents' secret diplomatic events for its country are shown now [16.16B].
  for (const n of G.spyNetworks) {
    if (!n.country) continue;
    for (const p of Object.keys(G.powers) as Power[]) {
      if (POWER[p].alliance === n.by) continue;
      for (const id of priv(G, p).held) {
        if (EVENT[id].type !== 'diplomatic' || !diplomaticEffects(EVENT[id], p).some((e) => e.country === n.country) || G.events.revealed.includes(id))
          continue;
        G.events.revealed.push(id);
        c.emit({ kind: 'eventShownBySpies', ids: [id, p, n.country], rule: '16.16B' });
      }
    }
  }
  for (const p of ['GER', 'FRA', 'USSR'] as const) {
    const pr = priv(G, p);
    for (const h of heldSupport(G, p).filter((x) => x.power === p && x.delta < 0)) {
      if (militaryAllowance(G, p, G.powers[p].support + h.delta) >= militaryAllowance(G, p, G.powers[p].support)) continue;
      pr.held = pr.held.filter((id) => id !== h.id);
      G.events.revealed.push(h.id);
      changeSupportWithTiles(G, p, h.delta);
      c.emit({ kind: 'secretSupportRevealed', ids: [h.id, p], n: [h.delta], rule: '9.41E' });
    }
  }
}
