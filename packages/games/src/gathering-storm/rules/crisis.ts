/**
 * The crisis phase [26, 27]: the Axis aggressions announced (Germany, then Italy), the Allied responses
 * (Britain, France, Russia when it counts as Allied), the pact window of a Polish crisis [31.21A], the tile of
 * determined resistance [28.5], the Axis response, the Allied ultimatums, the brink, and the resolution with
 * its next-turn consequences [27.62, 27.72, 27.82]. Pure.
 */
import { AGGRESSION, CRISIS_OUTCOMES, POWER, type AggressionId, type Power } from '../data';
import type { Ctx } from './context';
import { aggressionCountry, done, italyConquering, made } from './aggression-state';
import { alliedTotal, russiaTotal } from './declarations';
import { heldSupport } from './orders';
import { priv } from './random-events';
import { changeSupportWithTiles } from './support';
import { carryOutSecretPurges } from './end-of-turn';
import { drawTile } from './tiles';
import type { Crisis, GState } from './types';

/** The aggressions a power may announce now [27.2-27.4, 27.12, 29.35]. */
export function legalAggressions(G: GState, p: Power): AggressionId[] {
  if (p !== 'GER' && p !== 'ITA') return [];
  if (G.crisis.list.some((c) => c.by === p)) return [];
  if (p === 'ITA' && (italyConquering(G) || G.diplomacy.markers.some((m) => m.power === 'ITA' && m.civilWar))) return [];
  const out: AggressionId[] = [];
  for (const id of Object.keys(AGGRESSION) as AggressionId[]) {
    const a = AGGRESSION[id];
    if (a.by !== p || made(G, id)) continue;
    const firstDone = G.aggressions.some((x) => x.by === p);
    if (!firstDone && !a.first) continue; // the first aggression is forced [27.21A-B]
    if (!a.requires.allOf.every((r) => done(G, r))) continue;
    const country = G.countries[aggressionCountry(G, id)];
    if (country.control) continue;
    if ((id === 'SUD' || id === 'DAN') && country.partTaken) continue;
    // With the pact in force, no aggression against a country with Russian flags [27.21C], nor the Baltic States after a Baltic concession (ruling P2-A15).
    if (G.pact.status === 'signed' && country.flags.includes('USSR')) continue;
    if (id === 'BAL' && G.pact.status === 'signed' && (G.pact.territories ?? []).some((t) => ['ESTONIA', 'LATVIA', 'LITHUANIA'].includes(t))) continue;
    out.push(id);
  }
  return out;
}

/** Russia counts as an Allied power in a German crisis over Poland, the Baltic States or a country with a Russian flag, before the pact [26.14A]. */
export function russiaAllied(G: GState, id: AggressionId): boolean {
  const a = AGGRESSION[id];
  return G.pact.status !== 'signed' && a.by === 'GER' && (['POL', 'DAN', 'BAL'].includes(id) || G.countries[a.country].flags.includes('USSR'));
}

/** Open a crisis [27.1]. */
export function announce(c: Ctx, p: 'GER' | 'ITA', id: AggressionId): void {
  const { G } = c;
  const respondents: Power[] = ['GBR', 'FRA', ...(russiaAllied(G, id) ? (['USSR'] as const) : [])];
  G.crisis.list.push({ id, by: p, respondents, todo: [...respondents], threats: [], ultimatumTodo: [], ultimatums: [] });
  G.crisis.aggressionThisTurn = true;
  c.emit({ kind: 'aggression', ids: [p, id], rule: '27.1' });
}

/** Reveal every secret support event of a power now [27.61B, 27.71, 31.32A]. */
export function revealAllSupport(c: Ctx, p: Power): void {
  const { G } = c;
  if (p === 'USSR') carryOutSecretPurges(c);
  const pr = priv(G, p);
  for (const h of heldSupport(G, p)) {
    pr.held = pr.held.filter((id) => id !== h.id);
    G.events.revealed.push(h.id);
    changeSupportWithTiles(G, h.power, h.delta);
    c.emit({ kind: 'secretSupportRevealed', ids: [h.id, p], n: [h.delta], rule: '9.41E' });
  }
}

/** The tile of determined resistance, once per crisis, none for Ethiopia [28.5, ruling P2-A22]. */
export function crisisTile(c: Ctx, cr: Crisis): void {
  if (cr.tile !== undefined || cr.id === 'ETH') return;
  cr.tile = drawTile(c.G, c.rng);
  c.emit({ kind: 'resistanceTile', ids: [cr.id], n: [cr.tile], rule: '28.5' });
}

/** May an Allied power issue an ultimatum (meet its threshold) in this crisis [27.73, 32.61A, 32.72]? */
export function canUltimatum(G: GState, cr: Crisis, p: Power): boolean {
  const target = { id: cr.id, tile: cr.tile };
  if (p === 'USSR') return G.pact.status !== 'signed' && russiaTotal(G, target, cr.ultimatums) >= 1;
  if (p !== 'GBR' && p !== 'FRA') return false;
  const mine = alliedTotal(G, p, cr.by, target);
  const other = alliedTotal(G, p === 'GBR' ? 'FRA' : 'GBR', cr.by, target);
  return mine >= 1 && mine + Math.min(0, other) >= 1;
}

/** Next-turn consequences of a crisis [27.62, 27.72, 27.82, 12.22G]. */
export function crisisConsequences(c: Ctx, cr: Crisis, id: 'aggressorBacksDown' | 'alliesBackDown' | 'aggressorBacksDownAtBrink'): void {
  const { G } = c;
  const row = CRISIS_OUTCOMES.find((r) => r.id === id)!;
  const next = G.turn + 1;
  G.powers[cr.by].timed.push({ src: id, support: row.aggressorSupport, from: next, until: next });
  const am = row.aggressorAm[cr.by];
  if (am) G.amNextTurn.push({ power: cr.by, turn: next, value: am });
  const allies = row.alliedPowers === 'all' ? cr.respondents : cr.threats;
  for (const p of allies) {
    G.powers[p].timed.push({ src: id, support: row.alliedSupport, from: next, until: next });
    const v = row.alliedAm[p];
    if (v) G.amNextTurn.push({ power: p, turn: next, value: v });
  }
  c.emit({ kind: 'crisisOutcome', ids: [cr.id, id], rule: row.rule.slice(1, -1).split(',')[0] });
}

/** War breaks out [27.83]: the aggressor against every power that issued an ultimatum. */
export function outbreakOfWar(c: Ctx, pairs: [Power, Power][], over?: AggressionId, preventive?: 'AXIS' | 'ALLIES' | 'RUSSIA'): void {
  const { G } = c;
  if (!G.war) G.war = { pairs: [], turn: G.turn, preventive: [] };
  for (const pr of pairs) if (!G.war.pairs.some(([a, b]) => (a === pr[0] && b === pr[1]) || (a === pr[1] && b === pr[0]))) G.war.pairs.push(pr);
  if (over && G.war.over === undefined) G.war.over = over;
  if (preventive && !G.war.preventive.includes(preventive)) G.war.preventive.push(preventive);
  c.emit({ kind: 'war', ids: pairs.flat(), rule: '33.11' });
}

/** Apply the next-turn AM changes of crises at the start of the turn [12.22G]: a temporary extra marker, or a marker set aside. */
export function applyAmNextTurn(c: Ctx): void {
  const { G } = c;
  for (const p of Object.keys(G.powers) as Power[]) G.powers[p].ams = G.powers[p].ams.filter((a) => a.src !== '12.22G');
  for (const x of G.amNextTurn.filter((y) => y.turn === G.turn)) {
    const ps = G.powers[x.power];
    if (x.value > 0) ps.ams.push({ v: x.value as 1 | 2 | 3, use: 'any', src: '12.22G' });
    else {
      const i = ps.ams.findIndex((a, k) => a.v === -x.value && a.use === 'any' && !ps.amUsed.includes(k));
      if (i >= 0) ps.amUsed.push(i);
    }
  }
  G.amNextTurn = G.amNextTurn.filter((y) => y.turn > G.turn);
  void POWER;
}
