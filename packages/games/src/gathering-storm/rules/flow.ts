/**
 * The sequence of play [7] as the kit's procedure interpreter runs it: one explicit table of procedures, a
 * `turn` frame walking the steps of TURN_SEQUENCE (data/sequence.ts) that the engine carries, and a
 * `commit` frame for each simultaneous secret step (every concerned power commits, then one reveal
 * [13.11, 13.12]). Frames live in G.secret.stack. Pure.
 */
import { interpreter, type Answer, type Procedure, type ProcedureTable } from '../../common/procedure';
import type { Seat } from '../../common/decision';
import { CIVIL_WAR, POWER_IDS, type Power } from '../data';
import { constructionProblem, industrialProblem, researchOrderProblem, transferProblem } from './orders';
import type { Ctx } from './context';
import { economicReveal } from './economic-reveal';
import { endOfTurn, revealSecretSupport } from './end-of-turn';
import { income } from './income';
import { chooseEvents, choosers, deal, priv, publicCard, revealPublicEvents } from './random-events';
import { startOfTurn } from './start-of-turn';
import { supportLevels } from './support';
import { drawTile } from './tiles';
import { nextResearchers, research, researchStart } from './research';
import { nextSpy, placeSpy, spyProblem, type SpyTarget } from './intelligence';
import { drawPurgeCard, foreignFlagsInRussia, removeFlagFromRussia } from './purges';
import { askProcedure, covertProcedure, placeProcedure, PLACEMENT_QUEUE } from './diplomacy-flow';
import { diplomacyStart } from './placement';
import { crisisProcedure, crisisStart, declareProcedure, finalProcedure } from './war-flow';
import { resolveDiplomacy, revealEvents, revealValues } from './resolution';
import { no, type Refusal } from './no';
import type { ConstructionOrder, Conversion, GFrame, GState, ResearchOrder } from './types';

/** The steps of a turn the engine carries, in the order of TURN_SEQUENCE [7.31]. */
const TURN_STEPS = [
  'startOfTurn',
  'publicCard',
  'deal',
  'purgeCard',
  'chooseEvents',
  'revealPublicEvents',
  'supportLevels',
  'income',
  'industrial',
  'researchStart',
  'research',
  'construction',
  'economicReveal',
  'spyNetworks',
  'diplomacyStart',
  'placement',
  'revealEvents',
  'threat',
  'revealValues',
  'covert',
  'resolveDiplomacy',
  'crisisStart',
  'crisis',
  'revealSecretSupport',
  'declarations',
  'endOfTurn',
] as const;
type TurnStep = (typeof TURN_STEPS)[number];

const AUTO: Partial<Record<TurnStep, (c: Ctx) => void>> = {
  startOfTurn,
  publicCard,
  deal,
  revealPublicEvents,
  supportLevels,
  income,
  researchStart,
  economicReveal,
  diplomacyStart,
  revealEvents,
  revealValues,
  resolveDiplomacy,
  crisisStart,
  revealSecretSupport,
  endOfTurn,
};

type TurnFrame = Extract<GFrame, { f: 'turn' }>;
type CommitFrame = Extract<GFrame, { f: 'commit' }>;
type StartFrame = Extract<GFrame, { f: 'start' }>;
type SpyFrame = Extract<GFrame, { f: 'spy' }>;
type PurgeFrame = Extract<GFrame, { f: 'purge' }>;

/** The seats of some powers, in seat order. */
function seatsOf(G: GState, powers: readonly Power[]): Seat[] {
  return Object.keys(G.seatPowers).filter((s) => powers.some((p) => G.seatOf[p] === s));
}

const turnProcedure: Procedure<TurnFrame, Ctx> = {
  step(c, fr) {
    const { G } = c;
    if (fr.step === 'done') {
      interp.pop(G);
      return;
    }
    const name = fr.step as TurnStep;
    const i = TURN_STEPS.indexOf(name);
    fr.step = TURN_STEPS[i + 1] ?? 'done';
    G.step = name;
    if (name === 'chooseEvents') {
      const todo = choosers(G);
      if (todo.length) interp.push(G, { f: 'commit', step: 'ask', kind: 'chooseEvents', todo });
    } else if (name === 'industrial' || name === 'research' || name === 'construction') {
      interp.push(G, { f: 'commit', step: 'ask', kind: name, todo: [...POWER_IDS] });
    } else if (name === 'purgeCard') {
      const r = drawPurgeCard(c);
      if (r.partyChoice || r.flagRemovals) interp.push(G, { f: 'purge', step: 'ask', party: r.partyChoice, flags: r.flagRemovals });
    } else if (name === 'crisis') {
      interp.push(G, { f: 'crisis', step: 'announceGER', i: 0 });
    } else if (name === 'declarations') {
      interp.push(G, { f: 'declare', step: 'preventive', queue: [] });
    } else if (name === 'endOfTurn') {
      // War, or the optional turn cap (substitute G-14): the final research and the score [33].
      const cap = G.options.turnCap;
      if (G.war || (cap !== null && G.turn >= cap)) {
        G.ended = true;
        interp.push(G, { f: 'final', step: 'ask', todo: ['GER', 'GBR', 'USSR'] });
      } else endOfTurn(c);
    } else if (name === 'placement') {
      interp.push(G, { f: 'place', step: 'ask', queue: [...PLACEMENT_QUEUE] });
    } else if (name === 'threat') {
      interp.push(G, { f: 'ask', step: 'ask', kind: 'threat', queue: [] });
    } else if (name === 'covert') {
      interp.push(G, { f: 'covert', step: 'ops', queue: ['AXIS', 'ALLIES', 'RUSSIA'], ci: [] });
    } else if (name === 'spyNetworks') {
      if (G.spyToPlace.length) interp.push(G, { f: 'spy', step: 'ask' });
    } else AUTO[name]!(c);
  },
};

/** Check and record one power's simultaneous commit; the reason it is illegal, or undefined. */
function commitAnswer(G: GState, fr: CommitFrame, power: Power, a: Answer): Refusal | undefined {
  const pr = priv(G, power);
  if (fr.kind === 'chooseEvents') {
    if (a.move !== 'chooseEvents') return no.chooseEvents();
    return chooseEvents(G, power, a.args[1] as number[]);
  }
  if (fr.kind === 'industrial') {
    if (a.move !== 'convert') return no.giveConversion();
    const conv = a.args[1] as Conversion | null;
    const problem = industrialProblem(G, power, conv);
    if (problem) return problem;
    pr.conversion = conv;
    return undefined;
  }
  if (fr.kind === 'research') {
    if (a.move !== 'research') return no.giveResearch();
    const order = a.args[1] as ResearchOrder;
    const problem = researchOrderProblem(G, power, order);
    if (problem) return problem;
    return research(G, power, order, true);
  }
  if (a.move !== 'construct') return no.giveConstruction();
  const order = a.args[1] as ConstructionOrder;
  const problem = constructionProblem(G, power, order);
  if (problem) return problem;
  pr.construction = order;
  return undefined;
}

const commitProcedure: Procedure<CommitFrame, Ctx> = {
  step(c, fr) {
    const { G } = c;
    if (fr.todo.length === 0) {
      G.waiting = [];
      interp.pop(G);
      return;
    }
    // Research: the members of an alliance one after the other, the alliances together [15.11].
    const now = fr.kind === 'research' ? nextResearchers(fr.todo) : fr.todo;
    G.waiting = [...now];
    G.pending = { kind: fr.kind, seats: seatsOf(G, now) };
  },
  answer(c, fr, seat, a) {
    const { G } = c;
    const power = a.args[0] as Power;
    if (!G.waiting.includes(power)) return no.nothingToCommit(power);
    if (G.seatOf[power] !== seat) return no.notYourPower(power);
    if (a.move === 'transferTiles' && fr.kind !== 'chooseEvents') {
      // Anglo-French cooperation: at any time of the turn, here while the power gives its orders [16.16G]
      const n = a.args[1] as number;
      const problem = transferProblem(G, power, n);
      if (problem) return problem;
      const to = power === 'GBR' ? 'FRA' : 'GBR';
      G.powers[power].tiles -= n;
      G.powers[to].tiles += n;
      G.transfers += n;
      c.emit({ kind: 'tilesTransferred', ids: [power, to], n: [n], rule: '16.16G' });
      return undefined;
    }
    const problem = commitAnswer(G, fr, power, a);
    if (problem) return problem;
    fr.todo = fr.todo.filter((p) => p !== power);
    c.emit({ kind: 'committed', ids: [power, fr.kind], rule: '13.11' });
    return undefined;
  },
};

/** The first action: the Spanish civil-war tile [4.14B, 25.32], then the first turn. Nothing random before it. */
const startProcedure: Procedure<StartFrame, Ctx> = {
  step(c) {
    c.G.pending = { kind: 'start', seats: [Object.keys(c.G.seatPowers)[0]] };
  },
  answer(c, _fr, _seat, a) {
    if (a.move !== 'begin') return no.startGame();
    const { G } = c;
    if (CIVIL_WAR.SPA.startMarkers === 'drawTile') {
      const v = drawTile(G, c.rng);
      G.civilWars.SPA.markers = v;
      c.emit({ kind: 'spanishTile', n: [v], rule: '4.14B' });
    }
    G.started = true;
    interp.pop(G);
    return undefined;
  },
};

/** Spy networks placed one by one, in the order of play [16.16B]. */
const spyProcedure: Procedure<SpyFrame, Ctx> = {
  step(c) {
    const { G } = c;
    const next = nextSpy(G);
    if (!next) {
      G.waiting = [];
      interp.pop(G);
      return;
    }
    G.waiting = [next.power];
    G.pending = { kind: 'spyNetwork', seats: [G.seatOf[next.power]] };
  },
  answer(c, _fr, seat, a) {
    const { G } = c;
    const next = nextSpy(G)!;
    if (a.move !== 'placeSpy') return no.placeSpy();
    if (a.args[0] !== next.power || G.seatOf[next.power] !== seat) return no.placesNetwork(next.power);
    const t = a.args[1] as SpyTarget;
    const problem = spyProblem(G, next.alliance, t);
    if (problem) return problem;
    placeSpy(c, next.alliance, t);
    return undefined;
  },
};

/** Russia's decisions on its purge card: the Party Purge's prohibition (secret) [22.21B], the foreign flag removed [10.91F]. */
const purgeProcedure: Procedure<PurgeFrame, Ctx> = {
  step(c, fr) {
    const { G } = c;
    if (fr.flags > 0 && foreignFlagsInRussia(G).length === 0) fr.flags = 0;
    if (!fr.party && fr.flags === 0) {
      G.waiting = [];
      interp.pop(G);
      return;
    }
    G.waiting = ['USSR'];
    G.pending = { kind: fr.party ? 'partyPurge' : 'russianFlag', seats: [G.seatOf.USSR] };
  },
  answer(c, fr, seat, a) {
    const { G } = c;
    if (a.args[0] !== 'USSR' || G.seatOf.USSR !== seat) return no.russiaDecides();
    if (fr.party) {
      if (a.move !== 'partyPurge') return no.choosePurge();
      priv(G, 'USSR').partyPurge = a.args[1] as 'research' | 'diplomacy';
      fr.party = false;
      return undefined;
    }
    if (a.move !== 'removeFlag') return no.chooseFlag();
    if (!(foreignFlagsInRussia(G) as string[]).includes(a.args[1] as string)) return no.noSuchFlag();
    removeFlagFromRussia(c, a.args[1] as string);
    fr.flags--;
    return undefined;
  },
};

const PROCEDURES: ProcedureTable<GFrame, Ctx> = {
  crisis: crisisProcedure,
  declare: declareProcedure,
  final: finalProcedure,
  place: placeProcedure,
  ask: askProcedure,
  covert: covertProcedure,
  purge: purgeProcedure,
  start: startProcedure,
  turn: turnProcedure,
  commit: commitProcedure,
  spy: spyProcedure,
};

export const interp = interpreter<GState, GFrame, Ctx>({
  name: 'gathering-storm',
  procedures: PROCEDURES,
  stack: (G) => G.secret.stack,
  decision: (G) => G.pending,
  clearDecision: (G) => {
    G.pending = null;
  },
  isOver: (G) => !!G.result,
  idle: (c) => {
    interp.push(c.G, { f: 'turn', step: 'startOfTurn' });
  },
});
