/**
 * The crisis phase, the declarations of war and the end of the game as procedures [26-34]: the crisis frame
 * walks segments A-G for this turn's aggressions [26.11], the declare frame segment H (preventive declarations
 * as simultaneous secret commits, then reactive ones [32.8]), the final frame the final research and scoring
 * [33.2, 34]. Frames are pushed and popped on G.secret.stack directly. Pure.
 */
import type { Answer, Procedure } from '../../common/procedure';
import { POWER, type AggressionId, type PactTerritory, type Power } from '../data';
import type { Ctx } from './context';
import { done } from './aggression-state';
import { aggressionSucceeds } from './aggression-effects';
import { announce, canUltimatum, crisisConsequences, crisisTile, legalAggressions, outbreakOfWar, revealAllSupport } from './crisis';
import { alliedTotal, germanyMayDeclare, germanyVsAllies, germanyVsRussia, preventiveTargets, russiaTotal, russianTrigger } from './declarations';
import { checkGarrison } from './garrison';
import { carryOutSecretPurges } from './end-of-turn';
import { concessionLevel, concessionProblem, pactNegotiable, pactRefused, polishSatellite, signPact } from './pact';
import { priv } from './random-events';
import { advance } from './research';
import { announceResults } from './research-results';
import { finalResearchProblem, result, type FinalResearchOrder } from './scoring';
import { drawTile } from './tiles';
import { no } from './no';
import type { Crisis, GFrame, GState } from './types';

type CrisisFrame = Extract<GFrame, { f: 'crisis' }>;
type DeclareFrame = Extract<GFrame, { f: 'declare' }>;
type FinalFrame = Extract<GFrame, { f: 'final' }>;

const pop = (G: GState) => void G.secret.stack.pop();
const ask = (G: GState, kind: string, powers: Power[]) => {
  G.waiting = [...powers];
  G.pending = { kind, seats: Object.keys(G.seatPowers).filter((s) => powers.some((p) => G.seatOf[p] === s)) };
};
const atWar = (G: GState, a: Power, b: Power) => !!G.war?.pairs.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

/** Step `crisisStart`: support of this turn's mobilizations joins [13.21D]; the crisis record is cleared. */
export function crisisStart(c: Ctx): void {
  const { G } = c;
  for (const p of Object.keys(G.powers) as Power[]) {
    G.powers[p].support += G.powers[p].supportFromCrisis;
    G.powers[p].supportFromCrisis = 0;
  }
  G.crisis = { list: [], aggressionThisTurn: false, gerOnUssr: false };
}

/** The Polish crisis whose pact window is open, with its level once offered. */
function pactCrisis(G: GState, cr: Crisis | undefined): boolean {
  return !!cr && cr.by === 'GER' && (cr.id === 'POL' || cr.id === 'DAN') && pactNegotiable(G);
}

export const crisisProcedure: Procedure<CrisisFrame, Ctx> = {
  step(c, fr) {
    const { G } = c;
    const list = G.crisis.list;
    for (;;) {
      const cr = list[fr.i];
      switch (fr.step) {
        case 'announceGER':
          if (legalAggressions(G, 'GER').length) return ask(G, 'announce', ['GER']);
          fr.step = 'announceITA';
          continue;
        case 'announceITA':
          if (legalAggressions(G, 'ITA').length) return ask(G, 'announce', ['ITA']);
          fr.step = 'respond';
          fr.i = 0;
          continue;
        case 'respond':
          if (!cr) {
            fr.step = 'pact';
            fr.i = 0;
            continue;
          }
          if (cr.todo.length) return ask(G, 'respond', [cr.todo[0]]);
          fr.i++;
          continue;
        case 'pact':
          if (!cr) {
            fr.step = 'tile';
            continue;
          }
          if (G.crisis.pactStage === 'concede') return ask(G, 'concede', ['USSR']);
          if (pactCrisis(G, cr) && G.crisis.pactStage !== 'offer') {
            G.crisis.pactStage = 'offer';
            return ask(G, 'offerPact', ['GER']);
          }
          if (G.crisis.pactStage === 'offer') return ask(G, 'offerPact', ['GER']);
          fr.i++;
          continue;
        case 'tile':
          for (const x of list) if (x.threats.length) crisisTile(c, x);
          fr.step = 'axis';
          // the aggressors show all their secret support events [27.61B]
          for (const x of list) if (x.threats.length) revealAllSupport(c, x.by);
          continue;
        case 'axis': {
          const waiting = list.filter((x) => x.threats.length && !x.axis && priv(G, x.by).crisisAnswer === undefined).map((x) => x.by);
          if (waiting.length) return ask(G, 'axisResponse', waiting);
          for (const x of list) {
            if (!x.threats.length || x.axis) continue;
            x.axis = priv(G, x.by).crisisAnswer === 'continue' ? 'continue' : 'backDown';
            priv(G, x.by).crisisAnswer = undefined;
            c.emit({ kind: 'axisResponse', ids: [x.by, x.id, x.axis], rule: '27.6' });
            if (x.axis === 'backDown') {
              x.outcome = 'failed';
              crisisConsequences(c, x, 'aggressorBacksDown');
            } else x.ultimatumTodo = (['GBR', 'FRA', 'USSR'] as const).filter((p) => x.threats.includes(p));
          }
          fr.step = 'ultimatum';
          fr.i = 0;
          continue;
        }
        case 'ultimatum':
          if (!cr) {
            fr.step = 'brink';
            fr.i = 0;
            continue;
          }
          if (cr.axis === 'continue' && cr.outcome === undefined) {
            while (cr.ultimatumTodo.length) {
              const p = cr.ultimatumTodo[0];
              revealAllSupport(c, p);
              if (canUltimatum(G, cr, p)) return ask(G, 'ultimatum', [p]);
              cr.ultimatumTodo.shift();
            }
            if (!cr.ultimatums.length) {
              cr.outcome = 'succeeded';
              crisisConsequences(c, cr, 'alliesBackDown');
            }
          }
          fr.i++;
          continue;
        case 'brink':
          if (!cr) {
            fr.step = 'resolve';
            fr.i = 0;
            continue;
          }
          if (cr.ultimatums.length && cr.outcome === undefined) return ask(G, 'brink', [cr.by]);
          fr.i++;
          continue;
        case 'resolve':
          if (!cr) {
            G.waiting = [];
            pop(G);
            return;
          }
          if (!cr.threats.length && cr.outcome === undefined) cr.outcome = 'succeeded';
          if (cr.outcome === 'succeeded') {
            if (cr.id === 'POL' && G.pact.status === 'signed') return ask(G, 'polandChoice', ['GER']);
            aggressionSucceeds(c, cr.id);
            cr.outcome = 'succeeded';
          }
          fr.i++;
          continue;
      }
      return;
    }
  },
  answer(c, fr, seat, a: Answer) {
    const { G } = c;
    const p = a.args[0] as Power;
    if (!G.waiting.includes(p) || G.seatOf[p] !== seat) return no.decidesNow(G.waiting[0], '[26.11]');
    const cr = G.crisis.list[fr.i];
    switch (G.pending?.kind) {
      case 'announce': {
        if (a.move !== 'announce') return no.announce();
        const id = a.args[1] as AggressionId | null;
        if (id !== null) {
          if (!legalAggressions(G, p).includes(id)) return no.aggressionNotAllowed();
          announce(c, p as 'GER' | 'ITA', id);
        }
        fr.step = p === 'GER' ? 'announceITA' : 'respond';
        return undefined;
      }
      case 'respond':
        if (a.move !== 'respond') return no.respond();
        cr.todo.shift();
        if (a.args[1]) cr.threats.push(p);
        if (a.args[1] && p === 'USSR') carryOutSecretPurges(c); // (ruling P2-A31) [22.51B]
        c.emit({ kind: 'response', ids: [p, cr.id, a.args[1] ? 'threaten' : 'accept'], rule: '27.5' });
        return undefined;
      case 'offerPact': {
        if (a.move !== 'offerPact') return no.offerPact();
        if (!a.args[1]) {
          G.crisis.pactStage = undefined;
          if (cr && cr.id === 'POL') pactRefused(c);
          if (fr.f === 'crisis') fr.i++;
          return undefined;
        }
        // Germany and Russia show their secret support; Russia's support after CK-4; one tile per Polish crisis [31.32, 21.23C]
        revealAllSupport(c, 'GER');
        revealAllSupport(c, 'USSR');
        checkGarrison(G);
        if (cr) crisisTile(c, cr);
        G.crisis.pactStage = 'concede';
        G.crisis.pactTarget = cr ? cr.id : null;
        G.pactLevel = concessionLevel(G, cr ? cr.id : null, cr?.tile ?? (G.pactTile = drawTile(G, c.rng)));
        c.emit({ kind: 'pactOffered', n: [G.pactLevel], rule: '31.3' });
        return undefined;
      }
      case 'concede': {
        if (a.move !== 'concede') return no.concede();
        const ts = a.args[1] as PactTerritory[];
        const problem = concessionProblem(G.pactLevel!, G.crisis.pactTarget ?? null, ts);
        if (problem) return problem;
        signPact(c, G.pactLevel!, ts);
        G.crisis.pactStage = undefined;
        // Russia no longer opposes the German aggression [31.51A]
        for (const x of G.crisis.list) {
          x.threats = x.threats.filter((y) => y !== 'USSR');
          x.todo = x.todo.filter((y) => y !== 'USSR');
          x.respondents = x.respondents.filter((y) => y !== 'USSR');
        }
        if (fr.f === 'crisis') fr.i++;
        return undefined;
      }
      case 'axisResponse':
        if (a.move !== 'axisResponse') return no.axisResponse();
        priv(G, p).crisisAnswer = a.args[1] ? 'continue' : 'backDown';
        return undefined;
      case 'ultimatum':
        if (a.move !== 'ultimatum') return no.ultimatum();
        cr.ultimatumTodo.shift();
        if (a.args[1]) cr.ultimatums.push(p);
        c.emit({ kind: 'ultimatum', ids: [p, cr.id, a.args[1] ? 'yes' : 'no'], rule: '27.7' });
        return undefined;
      case 'brink':
        if (a.move !== 'brink') return no.brink();
        if (a.args[1]) {
          cr.outcome = 'war';
          outbreakOfWar(
            c,
            cr.ultimatums.map((x) => [cr.by, x] as [Power, Power]),
            cr.id,
          );
        } else {
          cr.outcome = 'failed';
          crisisConsequences(c, cr, 'aggressorBacksDownAtBrink');
        }
        fr.i++;
        return undefined;
      case 'polandChoice':
        if (a.move !== 'polandChoice') return no.polandChoice();
        if (a.args[1] === 'satellite') {
          polishSatellite(c);
          G.aggressions.push({ id: 'POL', by: 'GER', turn: G.turn, state: 'done' });
        } else aggressionSucceeds(c, 'POL');
        fr.i++;
        return undefined;
    }
    return no.nothingToAnswer();
  },
};

/** Declarations a power may commit now (preventive) [32.8]: target codes. */
export function preventiveOptions(G: GState, p: Power): string[] {
  if (G.war) return [];
  if (p === 'GER') return germanyMayDeclare(G) ? ['allies', ...(G.pact.status !== 'signed' && (done(G, 'POL') || done(G, 'BAL')) ? ['USSR'] : [])] : [];
  if (p === 'GBR' || p === 'FRA') return preventiveTargets(G);
  if (p === 'USSR') return G.pact.status !== 'signed' && russianTrigger(G, false) ? ['GER'] : [];
  return [];
}

/** A reactive declaration open to a power once war has broken out, meeting its threshold [32.63, 32.71C, 26.13]. */
function reactiveOption(G: GState, entry: string): { p: Power; target: Power } | undefined {
  if (!G.war) return undefined;
  const [p, target] = entry.split(':') as [Power, Power];
  if (atWar(G, p, target)) return undefined;
  if (p === 'USSR') {
    const alliesAtWar = (['GBR', 'FRA'] as const).filter((x) => atWar(G, x, 'GER'));
    if (G.pact.status === 'signed' || !russianTrigger(G, alliesAtWar.length > 0)) return undefined;
    const cr = G.crisis.list.find((x) => x.by === 'GER' && x.outcome !== 'failed');
    return russiaTotal(G, cr ? { id: cr.id, tile: cr.tile } : undefined, alliesAtWar) >= 1 ? { p, target } : undefined;
  }
  const axis = target as 'GER' | 'ITA';
  const involved = G.war.pairs.some((pair) => pair.includes(axis)) || (axis === 'ITA' && G.crisis.list.some((x) => x.by === 'ITA' && x.outcome !== 'failed'));
  if (!involved) return undefined;
  const cr = G.crisis.list.find((x) => x.by === axis);
  return alliedTotal(G, p as 'GBR' | 'FRA', axis, cr ? { id: cr.id, tile: cr.tile } : undefined) >= 1 ? { p, target } : undefined;
}

const REACTIVE = ['pact', 'GBR:GER', 'FRA:GER', 'USSR:GER', 'GBR:ITA', 'FRA:ITA'];

export const declareProcedure: Procedure<DeclareFrame, Ctx> = {
  step(c, fr) {
    const { G } = c;
    for (;;) {
      if (fr.step === 'preventive') {
        const who = (['GER', 'GBR', 'FRA', 'USSR'] as const).filter((p) => preventiveOptions(G, p).length && priv(G, p).crisisAnswer === undefined);
        const answered = (['GER', 'GBR', 'FRA', 'USSR'] as const).filter((p) => priv(G, p).crisisAnswer !== undefined);
        if (who.length) return ask(G, 'declare', who);
        if (answered.length) resolvePreventive(c);
        fr.step = 'reactive';
        fr.queue = [...REACTIVE];
        continue;
      }
      if (fr.step === 'reactive') {
        if (!G.war || !fr.queue.length) {
          G.waiting = [];
          pop(G);
          return;
        }
        const next = fr.queue[0];
        if (next === 'pact') {
          if (G.crisis.pactStage === 'concede') return ask(G, 'concede', ['USSR']);
          if (atWar(G, 'GER', 'GBR') || atWar(G, 'GER', 'FRA')) {
            if (pactNegotiable(G)) return ask(G, 'offerPact', ['GER']);
          }
          fr.queue.shift();
          continue;
        }
        const opt = reactiveOption(G, next);
        if (opt) {
          G.crisis.reactiveTarget = opt.target;
          return ask(G, 'reactive', [opt.p]);
        }
        fr.queue.shift();
        continue;
      }
      return;
    }
  },
  answer(c, fr, seat, a) {
    const { G } = c;
    const p = a.args[0] as Power;
    if (!G.waiting.includes(p) || G.seatOf[p] !== seat) return no.decidesNow(G.waiting[0], '[32]');
    if (G.pending?.kind === 'declare') {
      if (a.move !== 'declare') return no.declare('[32.8]');
      const t = a.args[1] as string | null;
      if (t !== null && !preventiveOptions(G, p).includes(t)) return no.declarationClosed('[32.2, 32.8]');
      priv(G, p).crisisAnswer = t ?? 'none';
      return undefined;
    }
    if (G.pending?.kind === 'offerPact' || G.pending?.kind === 'concede') {
      const problem = crisisProcedure.answer!(c, { f: 'crisis', step: 'x', i: 99 } as CrisisFrame, seat, a);
      if (problem) return problem;
      if (G.pending?.kind === 'concede' || !a.args[1]) fr.queue.shift();
      return undefined;
    }
    if (a.move !== 'declare') return no.declare('[32]');
    const opt = reactiveOption(G, fr.queue[0]);
    fr.queue.shift();
    if (a.args[1] !== null && opt && a.args[1] === opt.target) {
      outbreakOfWar(c, [[p, opt.target]]);
      if (p === 'GER' && opt.target === 'USSR') G.crisis.gerOnUssr = true;
    } else if (a.args[1] !== null) return no.declarationClosed('[32]');
    return undefined;
  },
};

/** The preventive commits revealed and checked [32.82] (ruling P2-A48): a declaration short of its threshold is void. */
function resolvePreventive(c: Ctx): void {
  const { G } = c;
  const ans = (p: Power) => priv(G, p).crisisAnswer;
  for (const p of ['GER', 'GBR', 'FRA', 'USSR'] as const) if (ans(p) !== undefined) c.emit({ kind: 'declaration', ids: [p, ans(p)!], rule: '32.82' });
  if (ans('GER') === 'allies' && germanyVsAllies(G) >= 1)
    outbreakOfWar(
      c,
      [
        ['GER', 'GBR'],
        ['GER', 'FRA'],
      ],
      undefined,
      'AXIS',
    );
  if (ans('GER') === 'USSR' && germanyVsRussia(G) >= 1) {
    outbreakOfWar(c, [['GER', 'USSR']], undefined, 'AXIS');
    G.crisis.gerOnUssr = true;
  }
  const t = ans('GBR');
  if (t && t !== 'none' && ans('FRA') === t && alliedTotal(G, 'GBR', t as 'GER' | 'ITA') >= 1 && alliedTotal(G, 'FRA', t as 'GER' | 'ITA') >= 1)
    outbreakOfWar(
      c,
      [
        ['GBR', t as Power],
        ['FRA', t as Power],
      ],
      undefined,
      'ALLIES',
    );
  if (ans('USSR') === 'GER') {
    const alliesAtWar = (['GBR', 'FRA'] as const).filter((x) => atWar(G, x, 'GER'));
    if (russiaTotal(G, undefined, alliesAtWar) >= 1) outbreakOfWar(c, [['USSR', 'GER']], undefined, 'RUSSIA');
  }
  for (const p of ['GER', 'GBR', 'FRA', 'USSR'] as const) priv(G, p).crisisAnswer = undefined;
}

/** The end of the game: final research as simultaneous secret commits, then CK-6 and the score [33.2, 34]. */
export const finalProcedure: Procedure<FinalFrame, Ctx> = {
  step(c, fr) {
    const { G } = c;
    if (fr.todo.length) return ask(G, 'finalResearch', fr.todo);
    for (const p of ['GER', 'GBR', 'USSR'] as const) {
      const o = priv(G, p).finalOrder;
      if (!o) continue;
      const a = POWER[p].alliance;
      for (const k of [...o.general, ...(o.intel ? [o.intel] : []), ...(o.advanced ? [o.advanced] : [])]) advance(G, a, k, 1, undefined, false);
      priv(G, p).finalOrder = undefined;
    }
    announceResults(c);
    checkGarrison(G);
    G.result = result(G);
    G.waiting = [];
    G.pending = null;
    c.emit({ kind: 'gameOver', ids: G.result.winners, n: [G.result.vp.AXIS, G.result.vp.ALLIES, G.result.vp.RUSSIA], rule: '34' });
    pop(G);
  },
  answer(c, fr, seat, a) {
    const { G } = c;
    const p = a.args[0] as Power;
    if (!fr.todo.includes(p) || G.seatOf[p] !== seat) return no.finalWho();
    if (a.move !== 'finalResearch') return no.finalPlace();
    const o = a.args[1] as FinalResearchOrder;
    const problem = finalResearchProblem(G, POWER[p].alliance, o);
    if (problem) return problem;
    priv(G, p).finalOrder = o;
    fr.todo = fr.todo.filter((x) => x !== p);
    return undefined;
  },
};
