/**
 * What a successful aggression does [29, 30; the substitute guide of G-02 in data/aggressions.ts]: German
 * aggressions take one turn [29.2]; Italian ones are conquests over time by resistance [29.3]; control,
 * factories, permanent trade pacts, support, AMs, the EAI, extra cards, purges, the Great Purge card. Pure.
 */
import { AGGRESSION, AM_GAINS, COUNTRY, ETHIOPIA_CONQUEST_TURNS, type AggressionId, type Power } from '../data';
import type { Ctx } from './context';
import { aggressionCountry, made, secondAggressionMade } from './aggression-state';
import { endCivilWar } from './civil-war';
import { addGreatPurge, addPurgeEvents } from './purges';
import { resistance } from './resistance';
import type { GState } from './types';

/** Italian conquest time: completes in the turn of the attack for R <= 1, else R - 1 turns later [29.33]; Ethiopia 3 turns later [29.32]. */
export function italianCompletion(G: GState, id: AggressionId): { completes: number; infantry: number } {
  if (id === 'ETH') return { completes: G.turn + ETHIOPIA_CONQUEST_TURNS, infantry: 0 };
  const r = resistance(G, id);
  if (r <= 0) return { completes: G.turn, infantry: 0 };
  return { completes: G.turn + Math.max(0, r - 1), infantry: r };
}

/** Value-1 AMs from aggressions, within the caps of [12.22E] (one of Greece / Yugoslavia for Italy and the Allies, ruling P1-A29). */
function gainAm(G: GState, p: Power, id: AggressionId): void {
  const row = AM_GAINS.find((r) => r.trigger === 'successfulAggression' && r.powers.includes(p));
  const cap = row?.cap?.[p] ?? 99;
  const have = G.powers[p].ams.filter((a) => a.src.startsWith('12.22E')).length;
  if (have >= cap) return;
  if ((id === 'GRE' || id === 'YUG') && G.powers[p].ams.some((a) => a.src === '12.22E:GRE' || a.src === '12.22E:YUG')) return;
  G.powers[p].ams.push({ v: 1, use: 'any', src: `12.22E:${id}` });
}

/** The value still to score or draw for a whole country after its part (ruling P2-A23). */
function remainingValue(G: GState, id: AggressionId): number {
  const a = AGGRESSION[id];
  return a.value - (a.includes && made(G, a.includes) ? AGGRESSION[a.includes].value : 0);
}

/** An aggression made and not opposed to the end: its record and the effects that start now [26.11G, 30]. */
export function aggressionSucceeds(c: Ctx, id: AggressionId): void {
  const { G } = c;
  const a = AGGRESSION[id];
  const second = !secondAggressionMade(G) && a.secondAggression;
  const value = remainingValue(G, id);
  const ger = a.by === 'GER';
  const plan = ger ? { completes: G.turn, infantry: 0 } : italianCompletion(G, id);
  G.aggressions.push({ id, by: a.by, turn: G.turn, state: ger ? 'done' : 'conquering', completes: plan.completes });
  c.emit({ kind: 'aggressionSucceeds', ids: [id, a.by], n: [plan.completes], rule: '26.11G' });
  // The first aggression other than Ethiopia or the Rhineland: +1 British and French support for good [10.71B, 10.81B].
  if (second) for (const p of ['GBR', 'FRA'] as const) G.powers[p].timed.push({ src: '10.71B', support: 1, from: G.turn + 1 });
  // The EAI counts from the aggression, Italian ones too [23.21A, 29.34].
  G.eai.permanent += a.eaiPermanent;
  // British and French gains start the turn after the aggression (Italian: after the attack) [10.71B, 10.81B, 12.22E].
  for (const s of a.support)
    if (s.power === 'GBR' || s.power === 'FRA') G.powers[s.power].timed.push({ src: id, support: s.value, from: G.turn + 1, until: G.turn + 1 });
  for (const p of ['GBR', 'FRA'] as const) if (a.amGains[p]) gainAm(G, p, id);
  if (ger) completeAggression(c, id, value);
  else {
    // Italian infantry sent home: one in the crisis phase, one at the end of each later economic phase [29.33E] (ruling P2-A20).
    italianInfantry(c);
    const rec = G.aggressions[G.aggressions.length - 1];
    rec.infantryLeft = Math.max(0, plan.infantry - 1);
    if (id === 'GRE' || id === 'YUG') {
      const cw = G.civilWars[id];
      if (cw.active) endCivilWar(c, id); // the civil war ends at the end of this crisis phase [25.61B]
    }
    if (plan.completes === G.turn && id !== 'ETH') completeAggression(c, id, value);
  }
}

/** One Italian infantry unit from Active to Reserve; none if none is Active (ruling P2-A20) [29.33E]. */
function italianInfantry(c: Ctx): void {
  const ps = c.G.powers.ITA;
  if (ps.active.infantry < 1) return;
  ps.active.infantry--;
  ps.reserve.infantry++;
  c.emit({ kind: 'italianInfantryHome', ids: ['ITA'], rule: '29.33E' });
}

/** The aggressor's effects from the turn after completion: control, factories, pact, support, AMs, cards, purges [29.34, 30]. */
function completeAggression(c: Ctx, id: AggressionId, value: number): void {
  const { G } = c;
  const a = AGGRESSION[id];
  const rec = G.aggressions.find((x) => x.id === id);
  if (rec) rec.state = 'done';
  const where = aggressionCountry(G, id);
  const country = G.countries[where];
  if (id === 'SUD' || id === 'DAN') country.partTaken = true;
  else {
    country.control = { by: a.by, kind: a.by === 'GER' ? 'occupied' : 'conquered', since: G.turn };
    if (a.permanentTradePact && COUNTRY[where].tradePactValue > 0) country.permanentPact = a.by;
  }
  const f = G.powers[a.by].factories;
  f.idle += a.factoriesGained.idle ?? 0;
  f.military += a.factoriesGained.military ?? 0;
  f.civil += a.factoriesGained.civil ?? 0;
  if (a.factoriesGained.military) G.powers[a.by].mobilizations += a.factoriesGained.military;
  for (const s of a.support) {
    if (s.power === 'GBR' || s.power === 'FRA') continue;
    G.powers[s.power].timed.push({ src: id, support: s.value, from: G.turn + 1, until: s.duration === 'nextTurn' ? G.turn + 1 : undefined });
  }
  if (a.amGains[a.by]) gainAm(G, a.by, id);
  if (value > 0) G.events.extraDraws.push({ power: a.by, src: id, remaining: value, from: G.turn + 1 });
  if (id === 'RHI') addGreatPurge(G);
  if (a.purgeEventsWithoutPact && G.pact.status === 'never') {
    const part = a.includes && made(G, a.includes) ? (AGGRESSION[a.includes].purgeEventsWithoutPact ?? 0) : 0;
    addPurgeEvents(c, a.purgeEventsWithoutPact - part);
  }
  if (id === 'BAL' && G.pact.status === 'never') {
    // Russia implacably hostile: no pact ever, +1 support for good [31.91]
    G.pact.status = 'forbidden';
    G.powers.USSR.timed.push({ src: '31.91B', support: 1, from: G.turn + 1 });
  }
  c.emit({ kind: 'aggressionComplete', ids: [id, a.by], rule: '29' });
}

/** Start of an economic reveal's end: Italian conquests advance; those due complete [29.32, 29.33]. */
export function advanceConquests(c: Ctx): void {
  const { G } = c;
  for (const rec of G.aggressions) {
    if (rec.state !== 'conquering') continue;
    if ((rec.infantryLeft ?? 0) > 0) {
      italianInfantry(c);
      rec.infantryLeft!--;
    }
  }
}

/** End of turn: Italian conquests whose last turn this is complete [29.32, 29.33]. */
export function completeConquests(c: Ctx): void {
  const { G } = c;
  for (const rec of G.aggressions)
    if (rec.state === 'conquering' && (rec.completes ?? G.turn) <= G.turn) completeAggression(c, rec.id, remainingValue(G, rec.id));
}
