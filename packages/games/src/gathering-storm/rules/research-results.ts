/**
 * Research results announced at the economic reveal [13.12B, 15.63]: BoP markers (read from the public
 * record), support with its tile [10.51A, 11.52A], economic-preparation AMs [12.22D], carrier and battleship
 * permissions [19.63], the garrison requirement [16.16E]; covert operations, counterintelligence and
 * subversion results stay secret with their alliance until used [16.16A, C, H]; an espionage result must
 * place a spy network [16.16B]. Pure.
 */
import { ALLIANCES, POWER, type Alliance, type Power } from '../data';
import type { Ctx } from './context';
import { effectsOf, parseTrack } from './results';
import { resultsAt, SECRET_RESULTS, sheetOf, tracksOf } from './research';
import { changeSupportWithTiles } from './support';

/** The power a result of a track belongs to: its national owner, or for joint tracks Germany, Britain, Russia. */
function resultPower(owner: string, a: Alliance): Power {
  if (owner in POWER) return owner as Power;
  return a === 'AXIS' ? 'GER' : a === 'ALLIES' ? 'GBR' : 'USSR';
}

/** Announce every result reached since the last reveal, alliance by alliance in the order of play. */
export function announceResults(c: Ctx): void {
  const { G } = c;
  for (const a of ALLIANCES) {
    const sheet = sheetOf(G, a);
    if (!sheet) continue;
    for (const key of tracksOf(a)) {
      const { project, owner } = parseTrack(key);
      const r = resultsAt(project, owner, sheet[key] ?? 0);
      const secret = SECRET_RESULTS[project];
      if (secret) {
        for (const s of Object.keys(G.players)) {
          const intel = G.players[s].intel[a];
          if (!intel) continue;
          const fresh = r - (intel.counted[key] ?? 0);
          if (fresh > 0) {
            intel[secret] += fresh;
            intel.counted[key] = r;
          }
        }
        continue;
      }
      const before = G.results[key] ?? 0;
      if (r <= before) continue;
      G.results[key] = r;
      const fresh = effectsOf(project, r).slice(before);
      const p = resultPower(owner, a);
      for (const e of fresh) {
        if (e.support) changeSupportWithTiles(G, p, e.support);
        if (e.am) G.powers[p].ams.push({ v: e.am, use: 'any', src: '12.22D' });
        if (e.intel === 'spyNetwork') G.spyToPlace.push(a);
      }
      if (a === 'RUSSIA') G.russia.resultsThisTurn += r - before;
      c.emit({ kind: 'researchResult', ids: [key, p], n: [r], rule: '15.63' });
    }
  }
}
