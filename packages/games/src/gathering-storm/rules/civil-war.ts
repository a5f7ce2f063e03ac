/**
 * Civil wars [25]: the tracks and the outbreak [25.3], the Greek rebels' backer [25.42], the resolution in a
 * country at war [25.53-25.55], the end and its effects, the Yugoslav split [25.6, 25.7]. Pure.
 */
import { CIVIL_WAR, POWER, type Alliance, type CivilWarCountry, type CountryId, type Power } from '../data';
import type { Ctx } from './context';
import { isCivilWarCountry } from './diplomacy';
import type { GState } from './types';

/** A civil-war event in a country: a step on its track before the war, a marker out during it [25.31, 25.61A]. */
export function civilWarEvent(c: Ctx, country: CountryId, secret: boolean, step: boolean): void {
  const { G } = c;
  if (!isCivilWarCountry(country)) return;
  const cw = G.civilWars[country];
  if (cw.over) return;
  if (cw.active) {
    // every event in the country after the outbreak takes a marker out, at random [25.61A] (ruling P2-A47)
    if (cw.pool.length) {
      const i = c.rng.die(cw.pool.length) - 1;
      cw.pool.splice(i, 1);
      c.emit({ kind: 'civilWarMarkerOut', ids: [country], n: [cw.pool.length], rule: '25.61A' });
    }
    return;
  }
  if (!step || cw.pending) return;
  cw.markers = Math.min(CIVIL_WAR[country].boxes, cw.markers + 1);
  c.emit({ kind: 'civilWarStep', ids: [country], n: [cw.markers], rule: '25.31' });
  if (cw.markers >= CIVIL_WAR[country].boxes) {
    if (secret)
      cw.pending = true; // breaks out at the end of the diplomatic phase [25.31B]
    else outbreak(c, country); // at once, the start of the turn [25.31A]
  }
}

/** The war breaks out: five numbered markers go into play [25.3, 25.53B]. */
export function outbreak(c: Ctx, country: CivilWarCountry): void {
  const cw = c.G.civilWars[country];
  cw.active = true;
  cw.pending = false;
  cw.pool = [...CIVIL_WAR[country].markerNumbers];
  c.emit({ kind: 'civilWarOutbreak', ids: [country], rule: '25.3' });
}

/** The power of an alliance credited with a civil-war success: the largest contribution, ties Germany / France [25.54A]. */
export function successfulPower(a: Alliance, contrib: Partial<Record<Power, number>>): Power {
  if (a === 'RUSSIA') return 'USSR';
  const [x, y] = a === 'AXIS' ? (['GER', 'ITA'] as const) : (['FRA', 'GBR'] as const);
  return (contrib[y] ?? 0) > (contrib[x] ?? 0) ? y : x;
}

/** The end of a civil war [25.61, 25.7]: the winner's +1 for good and bonus marker; the Yugoslav split [25.73]. */
export function endCivilWar(c: Ctx, country: CivilWarCountry): void {
  const { G } = c;
  const cw = G.civilWars[country];
  cw.active = false;
  cw.over = true;
  const flags = G.countries[country].flags;
  const count = (a: Alliance) => flags.filter((p) => POWER[p].alliance === a).length;
  const rivals: Alliance[] = country === 'GRE' ? ['AXIS', 'RUSSIA', 'ALLIES'] : [CIVIL_WAR[country].government, ...CIVIL_WAR[country].rebels];
  let winner: Alliance | undefined;
  const best = Math.max(...rivals.map(count));
  if (best > 0) {
    const top = rivals.filter((a) => count(a) === best);
    // a tie: in Greece the final turn's rebel backer wins (ruling P2-A14); elsewhere nobody
    const rebels = G.diplomacy.greekRebels;
    winner = top.length === 1 ? top[0] : country === 'GRE' && rebels && top.includes(rebels) ? rebels : undefined;
  }
  c.emit({ kind: 'civilWarEnd', ids: [country, winner ?? 'none'], rule: '25.7' });
  if (winner) {
    cw.winner = winner;
    G.civilWarWinners[country] = winner;
    const p = successfulPower(winner, {});
    if (!G.diplomacy.bonusNext.includes(p)) G.diplomacy.bonusNext.push(p);
  }
  if (country === 'YUG' && (winner === 'AXIS' || winner === undefined)) {
    // Croatia, an Italian puppet, takes the Axis flags; the rest becomes Serbia (substitute G-10) [25.73A].
    G.countries.CRO.flags = flags.filter((p) => POWER[p].alliance === 'AXIS');
    G.countries.CRO.control = { by: 'ITA', kind: 'puppet', since: G.turn };
    G.countries.CRO.permanentPact = 'ITA'; // substitute G-10
    G.countries.SER.flags = flags.filter((p) => POWER[p].alliance !== 'AXIS');
    G.countries.YUG.flags = [];
    G.yugoslavSplit = true;
    c.emit({ kind: 'yugoslavSplit', rule: '25.73A' });
  }
}

/** Where a Yugoslav event goes after the split: pro-Axis Croatia, pro-Allied Serbia, pro-Russian by the pact [25.73A]. */
export function redirectYugoslav(G: GState, country: CountryId, power: Power): CountryId {
  if (country !== 'YUG' || !G.yugoslavSplit) return country;
  const a = POWER[power].alliance;
  if (a === 'AXIS') return 'CRO';
  if (a === 'ALLIES') return 'SER';
  return G.pact.status === 'signed' ? 'SER' : 'CRO';
}
