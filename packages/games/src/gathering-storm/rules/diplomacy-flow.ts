/**
 * The diplomatic phase's decisions as procedures of the interpreter [24.55, 25.42, 24.83, 16.16]: the placement
 * rounds (Germany, Italy, who backs the Greek rebels, Russia, Britain, France, Italy, Germany), the targets of
 * the communist-threat bonuses, covert operations with counterintelligence, subversion, counterintelligence
 * against spy networks. Frames are pushed and popped on G.secret.stack directly. Pure.
 */
import type { Answer, Procedure } from '../../common/procedure';
import { POWER, REGION, type Alliance, type CountryId, type Power, type Region } from '../data';
import type { Ctx } from './context';
import { cancelCovert, ciHolders, covertHolders, covertProblem, eliminateNetwork, enemyNetworks, intelOf, playCovert, subvert } from './covert';
import { atWar, closedToMarkers, russianDiplomacyBarred } from './diplomacy';
import { applyPlacement, compulsoryProblem, placementProblem, type Placement, type Round } from './placement';
import { leadPower } from './research';
import { no } from './no';
import type { GFrame, GState } from './types';

type PlaceFrame = Extract<GFrame, { f: 'place' }>;
type CovertFrame = Extract<GFrame, { f: 'covert' }>;
type AskFrame = Extract<GFrame, { f: 'ask' }>;

const pop = (G: GState) => void G.secret.stack.pop();
const ask = (G: GState, kind: string, p: Power) => {
  G.waiting = [p];
  G.pending = { kind, seats: [G.seatOf[p]] };
};

/** The placement queue of a turn [24.55, 25.42A]. */
export const PLACEMENT_QUEUE = ['D1:GER', 'D1:ITA', 'greek', 'D2:USSR', 'D3:GBR', 'D3:FRA', 'D4:ITA', 'D4:GER'];

/** The last placer of an alliance's first round: the compulsory placements are checked with its placement. */
const LAST_OF_ROUND = new Set(['D1:ITA', 'D2:USSR', 'D3:FRA']);

/** Whether this power's placement in this round is the one the compulsory placements are checked with [24.552A, 25.52A]. */
export const checksCompulsory = (round: Round, p: Power): boolean => LAST_OF_ROUND.has(`${round}:${p}`);

export const placeProcedure: Procedure<PlaceFrame, Ctx> = {
  step(c, fr) {
    const { G } = c;
    for (;;) {
      const next = fr.queue[0];
      if (next === undefined) {
        G.waiting = [];
        pop(G);
        return;
      }
      if (next === 'greek') {
        // Who backs the Greek rebels this turn, once the Axis has placed [25.42]
        if (atWar(G, 'GRE')) {
          if (russianDiplomacyBarred(G)) G.diplomacy.greekRebels = 'ALLIES';
          else return ask(G, 'greekRebels', 'USSR');
        }
        fr.queue.shift();
        continue;
      }
      const [round, p] = next.split(':') as [Round, Power];
      if (round === 'D4' && !G.diplomacy.placedInD1.includes(p)) {
        fr.queue.shift();
        continue;
      }
      G.diplomacy.round = round;
      return ask(G, 'place', p);
    }
  },
  answer(c, fr, seat, a: Answer) {
    const { G } = c;
    const next = fr.queue[0];
    if (next === 'greek') {
      if (a.move !== 'greekRebels' || a.args[0] !== 'USSR' || G.seatOf.USSR !== seat) return no.greekRebels();
      G.diplomacy.greekRebels = a.args[1] ? 'RUSSIA' : 'ALLIES';
      c.emit({ kind: 'greekRebels', ids: [G.diplomacy.greekRebels], rule: '25.42' });
      fr.queue.shift();
      return undefined;
    }
    const [round, p] = next.split(':') as [Round, Power];
    if (a.move !== 'placeMarkers' || a.args[0] !== p || G.seatOf[p] !== seat) return no.placesMarkers(p);
    const pl = a.args[1] as Placement;
    const problem = placementProblem(G, p, round, pl) ?? (LAST_OF_ROUND.has(next) ? compulsoryProblem(G, p, pl) : undefined);
    if (problem) return problem;
    applyPlacement(c, p, round, pl);
    fr.queue.shift();
    return undefined;
  },
};

/** Targets a communist-threat bonus may go to: a diplomatic target of the region, not conquered [24.83A]. */
export function threatTargets(G: GState, region: string): CountryId[] {
  return REGION[region as Region].members.filter((c) => c !== 'RUS' && !closedToMarkers(G, c) && !G.countries[c].control);
}

export const askProcedure: Procedure<AskFrame, Ctx> = {
  step(c) {
    const { G } = c;
    const th = G.diplomacy.threat.find((t) => t.turn === G.turn && t.target === undefined && threatTargets(G, t.region).length);
    if (!th) {
      G.waiting = [];
      pop(G);
      return;
    }
    ask(G, 'threat', th.power);
  },
  answer(c, _fr, seat, a) {
    const { G } = c;
    const th = G.diplomacy.threat.find((t) => t.turn === G.turn && t.target === undefined && threatTargets(G, t.region).length)!;
    if (a.move !== 'threatTarget' || a.args[0] !== th.power || G.seatOf[th.power] !== seat) return no.bonusChooser(th.power);
    const target = a.args[1] as CountryId;
    if (!threatTargets(G, th.region).includes(target)) return no.bonusRegion();
    th.target = target;
    c.emit({ kind: 'communistThreat', ids: [th.power, target], rule: '24.83' });
    return undefined;
  },
};

export const covertProcedure: Procedure<CovertFrame, Ctx> = {
  step(c, fr) {
    const { G } = c;
    if (fr.step === 'ops') {
      if (fr.op !== undefined && fr.ci.length) return ask(G, 'counterIntel', leadPower(fr.ci[0]));
      fr.op = undefined;
      const holders = covertHolders(G).filter((a) => fr.queue.includes(a));
      if (holders.length) return ask(G, 'covert', leadPower(holders[0]));
      fr.step = 'subversion';
    }
    if (fr.step === 'subversion') {
      if ((intelOf(G, 'RUSSIA')?.subversion ?? 0) > 0) return ask(G, 'subversion', 'USSR');
      fr.step = 'networks';
      fr.queue = (['AXIS', 'ALLIES', 'RUSSIA'] as const).filter((a) => (intelOf(G, a)?.counterIntelligence ?? 0) > 0 && enemyNetworks(G, a).length > 0);
    }
    if (fr.step === 'networks') {
      fr.queue = fr.queue.filter((a) => (intelOf(G, a)?.counterIntelligence ?? 0) > 0 && enemyNetworks(G, a).length > 0);
      if (fr.queue.length) return ask(G, 'network', leadPower(fr.queue[0]));
      G.waiting = [];
      pop(G);
    }
  },
  answer(c, fr, seat, a) {
    const { G } = c;
    const who = G.waiting[0];
    if (a.args[0] !== who || G.seatOf[who] !== seat) return no.decidesNow(who, '[16.16]');
    const alliance = POWER[who].alliance as Alliance;
    if (G.pending?.kind === 'covert') {
      if (a.move !== 'covertOp') return no.playCovert();
      fr.queue = fr.queue.filter((x) => x !== alliance);
      const target = a.args[1] as CountryId | null;
      if (target === null) return undefined;
      const problem = covertProblem(G, alliance, target);
      if (problem) return problem;
      fr.op = playCovert(c, alliance, target);
      fr.ci = ciHolders(G, alliance);
      return undefined;
    }
    if (G.pending?.kind === 'counterIntel') {
      if (a.move !== 'counterIntel') return no.cancelCovert();
      fr.ci.shift();
      if (a.args[1] && fr.op !== undefined) {
        cancelCovert(c, alliance, fr.op);
        fr.ci = [];
      }
      return undefined;
    }
    if (G.pending?.kind === 'subversion') {
      if (a.move !== 'subvert') return no.useSubversion();
      const countries = a.args[1] as CountryId[];
      if (countries.length > (intelOf(G, 'RUSSIA')?.subversion ?? 0)) return no.subversionOnce();
      for (const x of countries) if (covertProblem(G, 'RUSSIA', x) || x === 'RUS') return no.subversionMinor();
      if (countries.length) subvert(c, countries);
      fr.step = 'networks';
      fr.queue = (['AXIS', 'ALLIES', 'RUSSIA'] as const).filter((x) => (intelOf(G, x)?.counterIntelligence ?? 0) > 0 && enemyNetworks(G, x).length > 0);
      return undefined;
    }
    if (a.move !== 'eliminateNetwork') return no.counterNetwork();
    fr.queue.shift();
    const i = a.args[1] as number | null;
    if (i === null) return undefined;
    if (!enemyNetworks(G, alliance).includes(i)) return no.notEnemyNetwork();
    eliminateNetwork(c, alliance, i);
    return undefined;
  },
};
