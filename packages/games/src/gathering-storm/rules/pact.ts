/**
 * The Nazi-Soviet pact [31]: the concession level [31.3], Russia's territories [31.4], the effects of signing
 * [31.5], not offering it [31.6], breaking it by a Polish satellite [31.8], the Baltic States [31.9]. Pure.
 */
import { COUNTRIES, PACT_RULES, PACT_TERRITORIES, POWER, type AggressionId, type PactTerritory } from '../data';
import type { Ctx } from './context';
import { done } from './aggression-state';
import { eai } from './eai';
import { checkGarrison } from './garrison';
import { addPurgeEvents } from './purges';
import { resistance } from './resistance';
import { allianceFlags, pactHolder } from './trade-pacts';
import { no, type Refusal } from './no';
import type { GState } from './types';

/** The pact may be offered now [31.21, 31.71, 31.6, 31.91A]. */
export const pactNegotiable = (G: GState) => G.pact.status === 'never' && !done(G, 'BAL');

/** The concession level [31.31-31.33] for a Polish crisis (its target and tile) or after an outbreak (whole Poland). */
export function concessionLevel(G: GState, target: AggressionId | null, tile: number): number {
  let L = PACT_RULES.baseLevel;
  L += G.powers.USSR.support - G.powers.GER.support; // A
  L += G.war ? PACT_RULES.eaiAfterOutbreak : eai(G); // B
  L += allianceFlags(G, 'RUS', 'ALLIES') - allianceFlags(G, 'RUS', 'AXIS'); // C
  for (const row of COUNTRIES) {
    const c = row.id;
    if (row.kind !== 'minor' || c === 'POL') continue;
    const h = pactHolder(G, c);
    const ax = allianceFlags(G, c, 'AXIS');
    const ru = allianceFlags(G, c, 'RUSSIA');
    if (['FIN', 'ROM', 'TUR'].includes(c)) {
      // D: Axis flags -1, Axis pact -2; Russian flags +1, Russian pact +2
      if (h && POWER[h].alliance === 'AXIS') L -= 2;
      else if (ax > 0) L -= 1;
      if (h === 'USSR') L += 2;
      else if (ru > 0) L += 1;
    } else if (h === 'USSR') L += 2;
    else if (ru > 0) L += 1; // D'
  }
  L += resistance(G, target ?? 'POL') + tile; // E
  if (G.war) {
    const atWar = (p: 'ITA' | 'GBR' | 'FRA') => G.war!.pairs.some((pair) => pair.includes(p));
    if (atWar('ITA')) L += PACT_RULES.atWar.ITA;
    if (atWar('GBR')) L += PACT_RULES.atWar.GBR;
    if (atWar('FRA')) L += PACT_RULES.atWar.FRA;
  }
  return Math.max(PACT_RULES.minLevel, Math.round(L / PACT_RULES.roundTo) * PACT_RULES.roundTo);
}

/**
 * Why Russia may not take these territories [31.4]: Eastern Poland first, then Estonia, Latvia, Lithuania as far
 * as the level allows, then territories adjacent to Russia or to one taken; not the object of the aggression;
 * within the level. Points that cannot be used are lost.
 */
export function concessionProblem(level: number, target: AggressionId | null, ts: readonly PactTerritory[]): Refusal | undefined {
  if (new Set(ts).size !== ts.length) return no.territoryTwice();
  const row = (t: PactTerritory) => PACT_TERRITORIES.find((r) => r.id === t)!;
  if (ts.some((t) => !PACT_TERRITORIES.some((r) => r.id === t))) return no.unknownTerritory();
  const total = ts.reduce((s, t) => s + row(t).value, 0);
  if (total > level) return no.concessionTotal(total, level);
  const forced: PactTerritory[] = ['E_POLAND', 'ESTONIA', 'LATVIA', 'LITHUANIA'];
  let left = level;
  for (let i = 0; i < forced.length; i++) {
    const v = row(forced[i]).value;
    if (left < v) break;
    if (ts[i] !== forced[i]) return no.concessionOrder(forced[i]);
    left -= v;
  }
  const taken = new Set<string>(['russia']);
  for (const t of ts) {
    const r = row(t);
    if (!forced.includes(t) && !r.adjacent.some((x) => taken.has(x))) return no.notAdjacent(t);
    if (t === 'C_POLAND' && target === 'POL') return no.notTheObject();
    taken.add(t);
  }
  // every point that could still be used must be: no territory left that fits (points lost only when nothing fits)
  const rest = level - total;
  const fits = PACT_TERRITORIES.filter(
    (r) => !ts.includes(r.id) && r.value <= rest && r.adjacent.some((x) => taken.has(x)) && !(r.id === 'C_POLAND' && target === 'POL'),
  );
  if (fits.length) return no.concessionUpTo();
  return undefined;
}

/** The pact is signed [31.5]. */
export function signPact(c: Ctx, level: number, ts: readonly PactTerritory[]): void {
  const { G } = c;
  G.pact = { status: 'signed', signed: G.turn, level, territories: [...ts] };
  G.eai.permanent += 1; // B
  G.powers.USSR.timed.push({ src: '10.91C', support: 1, from: G.turn + 1 }); // C
  addPurgeEvents(c, Math.floor(level / PACT_RULES.purgeDivisor)); // E
  for (const p of ['GBR', 'FRA'] as const) G.powers[p].timed.push({ src: '10.71E', support: 1, from: G.turn + 1 }); // G
  // I: Allied and Russian flags removed one for one where both are (Britain loses on a tie) [24.82B]
  for (const row of COUNTRIES) {
    const flags = G.countries[row.id].flags;
    for (;;) {
      const ru = flags.indexOf('USSR');
      const allied = flags.filter((f) => f === 'GBR' || f === 'FRA');
      if (ru < 0 || !allied.length) break;
      flags.splice(ru, 1);
      const gbr = flags.filter((f) => f === 'GBR').length;
      const fra = flags.filter((f) => f === 'FRA').length;
      flags.splice(flags.indexOf(gbr >= fra && gbr > 0 ? 'GBR' : 'FRA'), 1);
    }
  }
  c.emit({ kind: 'pactSigned', ids: ts.slice(), n: [level], rule: '31.5' });
  checkGarrison(G);
}

/** Germany attacks Poland without offering the pact [31.6]: no pact ever, Russia +1 for good. */
export function pactRefused(c: Ctx): void {
  const { G } = c;
  if (G.pact.status !== 'never') return;
  G.pact.status = 'forbidden';
  G.powers.USSR.timed.push({ src: '31.61B', support: 1, from: G.turn + 1 });
  c.emit({ kind: 'pactNotOffered', rule: '31.6' });
}

/** Poland made a German satellite: the pact is broken [31.8]. */
export function polishSatellite(c: Ctx): void {
  const { G } = c;
  G.countries.POL.partTaken = true;
  G.countries.POL.control = { by: 'GER', kind: 'satellite', since: G.turn };
  G.polishUnits = 3; // 2 infantry and 1 air on the Russian garrison track [31.81B]
  G.pact.status = 'broken';
  G.powers.USSR.timed = G.powers.USSR.timed.filter((t) => t.src !== '10.91C');
  G.powers.USSR.timed.push({ src: '31.61B', support: 1, from: G.turn + 1 });
  c.emit({ kind: 'polishSatellite', rule: '31.8' });
}
