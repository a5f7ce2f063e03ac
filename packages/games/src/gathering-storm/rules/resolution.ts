/**
 * The end of the diplomatic phase [24.8, 25.53]: secret diplomatic events and marker values revealed, the
 * totals of each alliance in each target, results (one flag each [24.82]), flags in Russia [10.91F], civil
 * wars fought [25.53-25.55] and ended [25.61], unused events turned into support [24.82E], the markers paid
 * [24.52C], the communist threat [24.83] and the garrison check CK-3 [10.91D]. Pure.
 */
import {
  ALLIANCES,
  COUNTRIES,
  EVENT,
  FLAG_LOSS_TIE,
  POWER,
  POWER_IDS,
  REGIONS,
  type Alliance,
  type CivilWarCountry,
  type CountryId,
  type Power,
} from '../data';
import type { Ctx } from './context';
import { civilWarEvent, endCivilWar, outbreak, redirectYugoslav, successfulPower } from './civil-war';
import { atWar, civilWarRivals, diplomaticEffects, generalEvent, isCivilWarCountry, russianEventIn } from './diplomacy';
import { checkGarrison } from './garrison';
import { revealSupportFor } from './economic-reveal';
import { addPurgeEvents } from './purges';
import { priv } from './random-events';
import { announceResults } from './research-results';
import { changeSupportWithTiles, payOrDeficit } from './support';
import type { GState } from './types';

type Totals = Record<Alliance, number> & { contrib: Partial<Record<Power, number>>; dipEvents: Partial<Record<Power, number>> };

/** Step `revealEvents`: the public general event's and every held national diplomatic event's effects [24.81A]. */
export function revealEvents(c: Ctx): void {
  const { G } = c;
  const d = G.diplomacy;
  d.events = [];
  const gen = generalEvent(G);
  if (gen)
    for (const e of diplomaticEffects(gen)) d.events.push({ id: gen.id, country: redirectYugoslav(G, e.country, e.power), value: e.value, power: e.power });
  for (const p of POWER_IDS) {
    const pr = priv(G, p);
    for (const id of pr.held.filter((x) => EVENT[x].type === 'diplomatic')) {
      if (!G.events.revealed.includes(id)) G.events.revealed.push(id);
      c.emit({ kind: 'eventRevealed', ids: [id, p], rule: '24.81A' });
      for (const e of diplomaticEffects(EVENT[id], p)) {
        d.events.push({ id, country: redirectYugoslav(G, e.country, p), value: e.value, power: p });
        civilWarEvent(c, e.country, true, e.civilWarStep);
      }
    }
    pr.held = pr.held.filter((x) => EVENT[x].type !== 'diplomatic');
  }
}

/** Step `revealValues`: every diplomatic marker turned face up; Allied markers where a Russian event applies are void (ruling P2-A10). */
export function revealValues(c: Ctx): void {
  const { G } = c;
  const d = G.diplomacy;
  for (const p of POWER_IDS) {
    const pr = priv(G, p);
    for (const m of pr.markers ?? []) {
      const pub = d.markers.find((x) => x.power === p && x.country === m.country && x.kind === 'dip');
      if (!pub) continue;
      pub.value = G.powers[p].ams[m.am].v;
      if (POWER[p].alliance === 'ALLIES' && !atWar(G, m.country) && d.events.some((e) => e.country === m.country && e.power === 'USSR')) pub.voided = true;
      else G.powers[p].amUsed.push(m.am);
      c.emit({ kind: 'markerValue', ids: [p, m.country], n: [pub.value, pub.voided ? 1 : 0], rule: '24.81A' });
    }
  }
  d.values = true;
  void russianEventIn;
}

/** An alliance's spy network bonus in a country this turn: the turn placed, then every Spring (ruling R-22) [16.16B, 24.551B]. */
function networkBonus(G: GState, a: Alliance, c: CountryId): number {
  return G.spyNetworks.some((n) => n.by === a && n.country === c && (n.placed === G.turn || G.turn % 4 === 0)) ? 1 : 0;
}

/** The totals of each alliance in a country [24.81]. */
export function totals(G: GState, c: CountryId): Totals {
  const t: Totals = { AXIS: 0, ALLIES: 0, RUSSIA: 0, contrib: {}, dipEvents: {} };
  const add = (p: Power, v: number, dip = false) => {
    t[POWER[p].alliance] += v;
    t.contrib[p] = (t.contrib[p] ?? 0) + v;
    if (dip) t.dipEvents[p] = (t.dipEvents[p] ?? 0) + v;
  };
  const d = G.diplomacy;
  for (const m of d.markers) if (m.country === c && !m.voided) add(m.power, m.value ?? 0, m.kind !== 'mil');
  if (d.ak?.country === c) add('GER', d.ak.value, true);
  for (const e of d.events) if (e.country === c) add(e.power, e.value, true);
  for (const op of d.covert) if (op.country === c && !op.cancelled) add(successfulPower(op.alliance, {}), 1);
  for (const s of d.subversion) if (s === c) add('USSR', 1);
  for (const th of d.threat) if (th.turn === G.turn && th.target === c) add(th.power, 1);
  for (const a of ALLIANCES) t[a] += networkBonus(G, a, c);
  const w = G.civilWarWinners[c];
  if (w) t[w] += 1;
  return t;
}

/** The alliance strictly above each other, or none [24.81B]. */
export function winnerOf(t: Record<Alliance, number>): Alliance | null {
  return ALLIANCES.find((a) => ALLIANCES.every((b) => b === a || t[a] > t[b])) ?? null;
}

/** Flags a winning alliance removes: Axis removes Allied and Russian; Allies and Russia each other's only after the pact [24.82B]. */
function adverse(G: GState, a: Alliance, flags: Power[]): Power[] {
  const pact = G.pact.status === 'signed';
  return flags.filter((p) => {
    const b = POWER[p].alliance;
    if (b === a) return false;
    if (a === 'AXIS' || b === 'AXIS') return true;
    return pact;
  });
}

/** Apply a result [24.82]: remove one adverse flag, else place one of the successful power (at most four). Returns the flag removed. */
export function applyResult(c: Ctx, country: CountryId, a: Alliance, contrib: Partial<Record<Power, number>>): Power | undefined {
  const { G } = c;
  const flags = G.countries[country].flags;
  const adv = adverse(G, a, flags);
  if (adv.length) {
    let lose: Power;
    if (a === 'AXIS' && adv.includes('USSR')) lose = 'USSR';
    else {
      const counts = new Map<Power, number>();
      for (const p of adv) counts.set(p, (counts.get(p) ?? 0) + 1);
      const top = Math.max(...counts.values());
      const tied = [...counts.keys()].filter((p) => counts.get(p) === top);
      lose = tied.length === 1 ? tied[0] : (tied.find((p) => p === FLAG_LOSS_TIE[POWER[p].alliance]) ?? tied[0]);
    }
    flags.splice(flags.indexOf(lose), 1);
    c.emit({ kind: 'flagRemoved', ids: [country, lose], rule: '24.82' });
    return lose;
  }
  if (flags.length < 4) {
    const p = successfulPower(a, contrib);
    flags.push(p);
    c.emit({ kind: 'flagPlaced', ids: [country, p], rule: '24.82' });
  }
  return undefined;
}

/** The events in Russia: each places its power's flag or removes an opposing one; covert operations remove one [10.91F]. */
function resolveRussia(c: Ctx): void {
  const { G } = c;
  const flags = G.countries.RUS.flags;
  const change = (p: Power, sign: 1 | -1) => {
    if (p === 'USSR') return;
    changeSupportWithTiles(G, p, sign);
    changeSupportWithTiles(G, 'USSR', -sign as 1 | -1);
  };
  for (const e of G.diplomacy.events.filter((x) => x.country === 'RUS')) {
    const opposing = flags.filter((f) => (e.power === 'USSR' ? f !== 'USSR' : POWER[f].alliance !== POWER[e.power].alliance));
    if (opposing.length) {
      const f = opposing[0];
      flags.splice(flags.indexOf(f), 1);
      change(f, -1);
      if (e.power === 'USSR') addPurgeEvents(c, 1);
      c.emit({ kind: 'flagRemoved', ids: ['RUS', f], rule: '10.91F' });
    } else if (flags.length < 4 && (e.power === 'USSR' || !flags.includes('USSR'))) {
      flags.push(e.power);
      change(e.power, 1);
      c.emit({ kind: 'flagPlaced', ids: ['RUS', e.power], rule: '10.91F' });
    }
  }
  for (const op of G.diplomacy.covert.filter((x) => x.country === 'RUS' && !x.cancelled)) {
    const f = flags.find((x) => POWER[x].alliance !== op.alliance);
    if (!f) continue;
    flags.splice(flags.indexOf(f), 1);
    change(f, -1);
    if (op.alliance === 'RUSSIA') addPurgeEvents(c, 1);
    c.emit({ kind: 'flagRemoved', ids: ['RUS', f], rule: '10.91F' });
  }
}

/** Next turn, the Axis power with more markers and events in the country backs one more target of its region [24.83]. */
function scheduleThreat(G: GState, country: CountryId, t: Totals): void {
  const region = REGIONS.find((r) => r.members.includes(country));
  const power: Power = (t.dipEvents.ITA ?? 0) > (t.dipEvents.GER ?? 0) ? 'ITA' : 'GER';
  if (region) G.diplomacy.threat.push({ power, region: region.id, turn: G.turn + 1 });
}

/** A country at civil war [25.53-25.55]: the intervention levels, a numbered marker drawn, advantage or result. */
function resolveCivilWar(c: Ctx, country: CivilWarCountry): void {
  const { G } = c;
  const cw = G.civilWars[country];
  const rivals = civilWarRivals(G, country);
  if (rivals.length < 2 || !cw.pool.length) return;
  const [gov, reb] = rivals;
  const t = totals(G, country);
  const level = { gov: t[gov] + 1, reb: t[reb] };
  const marker = cw.pool[c.rng.die(cw.pool.length) - 1];
  const outsider = ALLIANCES.find((a) => a !== gov && a !== reb)!;
  const outsiderEvents = G.diplomacy.events.filter((e) => e.country === country && POWER[e.power].alliance === outsider).reduce((s, e) => s + e.value, 0);
  const threshold = marker + outsiderEvents;
  const diff = level.gov - level.reb;
  c.emit({ kind: 'civilWarBattle', ids: [country, gov, reb], n: [level.gov, level.reb, marker, threshold], rule: '25.53' });
  if (diff === 0) return;
  const lead = diff > 0 ? gov : reb;
  const p = successfulPower(lead, t.contrib);
  if (!G.diplomacy.bonusNext.includes(p)) G.diplomacy.bonusNext.push(p);
  if (Math.abs(diff) >= threshold) {
    const removed = applyResult(c, country, lead, t.contrib);
    cw.pool.splice(cw.pool.indexOf(marker), 1);
    if (lead === 'AXIS' && removed === 'USSR') scheduleThreat(G, country, t);
  }
}

/** Step `resolveDiplomacy` [24.81-24.83, 25.53, 25.6, 24.52C, 10.91D]. */
export function resolveDiplomacy(c: Ctx): void {
  const { G } = c;
  const d = G.diplomacy;
  for (const row of COUNTRIES) {
    const country = row.id;
    if (country === 'RUS' || (!row.diplomaticTarget && row.kind !== 'splitState')) continue;
    if (isCivilWarCountry(country) && G.civilWars[country].active) {
      resolveCivilWar(c, country);
      continue;
    }
    const t = totals(G, country);
    const controlled = !!G.countries[country].control;
    const a = controlled ? null : winnerOf(t);
    if (a) {
      const removed = applyResult(c, country, a, t.contrib);
      if (a === 'AXIS' && removed === 'USSR') scheduleThreat(G, country, t);
    }
    // An event with nothing to do turns into support for its beneficiary [24.82E, 10.41B].
    for (const e of d.events.filter((x) => x.country === country)) {
      const friendly = G.countries[country].flags.filter((f) => POWER[f].alliance === POWER[e.power].alliance).length;
      const challenged = ALLIANCES.some((b) => b !== POWER[e.power].alliance && t[b] >= 1);
      if (controlled || (friendly >= 4 && !challenged)) {
        changeSupportWithTiles(G, e.power, e.value);
        c.emit({ kind: 'eventToSupport', ids: [e.id, e.power], n: [e.value], rule: '24.82E' });
      }
    }
  }
  resolveRussia(c);
  // The war ends when its last marker is out [25.61A]; a war from a secret fifth event starts now [25.31B].
  for (const cw of ['GRE', 'SPA', 'YUG'] as const) {
    const st = G.civilWars[cw];
    if (st.active && st.pool.length === 0) endCivilWar(c, cw);
    if (st.pending) outbreak(c, cw);
  }
  // Pay the markers [24.52C]: secret support is shown if its tiles are needed [9.41E].
  for (const p of POWER_IDS) {
    const owed =
      d.markers.filter((m) => m.power === p && m.kind === 'dip' && !m.voided).reduce((s, m) => s + (m.value ?? 0), 0) +
      d.markers.filter((m) => m.power === p && m.civilWar).length;
    if (owed > 0) {
      revealSupportFor(c, p, owed);
      payOrDeficit(G, p, owed);
      c.emit({ kind: 'markersPaid', ids: [p], n: [owed], rule: '24.52C' });
    }
    priv(G, p).markers = undefined;
  }
  d.threat = d.threat.filter((th) => th.turn > G.turn);
  announceResults(c);
  checkGarrison(G);
  d.round = null;
}
