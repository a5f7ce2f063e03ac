/**
 * The interpreter of Atlantic Chase (common/procedure.ts) with its one procedure table, and the driver
 * that lets the solitaire automaton answer its own decisions inside the rules (DESIGN.md: the automaton is
 * part of the rules and runs on the server; its plan is made at its first decision, after the match has
 * started, never in the initial state).
 */
import { reasonText, type Reason } from '../../common/refusal';
import { interpreter, type Answer, type Frame } from '../../common/procedure';
import { SCENARIO } from '../data';
import { actionProcedure } from './action';
import { automatonAnswer } from './automaton';
import { battleProcedure, startBattle } from './battle';
import { AUTO, ask, pop, push, type Ctx } from './flow';
import { changeProcedure, seizeProcedure, vieProcedure } from './initiative';
import { lapseProcedure } from './lapse';
import { reinforceProcedure } from './reorganize';
import { resultProcedure } from './results';
import { seqProcedure } from './sequence';
import { completionProcedure, signalsProcedure } from './simpleActions';
import type { G } from './types';
import { checkEnd } from './victory';
import { no, type Refusal } from './refusals';

interface StartFrame extends Frame {
  f: 'start';
}

/** Solitaire: the player starts the match, so that every automaton roll comes after setup (RULINGS.md E-4). */
const startProcedure = {
  step(c: Ctx, fr: StartFrame): void {
    void fr;
    const human = c.G.seat.BR ?? c.G.seat.GE;
    const side = c.G.seat.BR ? 'BR' : 'GE';
    ask(c, side, 'start');
    void human;
  },
  answer(c: Ctx, _fr: StartFrame, _seat: string, a: Answer): Refusal | undefined {
    if (a.move !== 'start') return no.startMatch();
    pop(c.G);
    return undefined;
  },
};

type AnyProc = { step(c: Ctx, f: any): void; answer?(c: Ctx, f: any, seat: string, a: Answer): Reason | undefined };

const PROCEDURES: Readonly<Record<string, AnyProc>> = {
  start: startProcedure,
  seq: seqProcedure,
  action: actionProcedure,
  result: resultProcedure,
  battle: battleProcedure,
  lapse: lapseProcedure,
  change: changeProcedure,
  seize: seizeProcedure,
  vie: vieProcedure,
  signals: signalsProcedure,
  completion: completionProcedure,
  reinforce: reinforceProcedure,
};

const interp = interpreter<G, Frame, Ctx>({
  name: 'atlantic-chase',
  procedures: PROCEDURES as never,
  stack: (G) => G.stack,
  decision: (G) => (G.pending ? { kind: G.pending.kind, seat: G.pending.seat ?? '' } : null),
  clearDecision: (G) => {
    G.pending = null;
  },
  isOver: (G) => !!G.result,
  idle: (c) => {
    const G = c.G;
    const s = SCENARIO[G.scenario];
    if (s.map === 'BATTLE_BOARD_ONLY' && !G.scored.includes('battleOver')) {
      const b = s.battle!;
      const a = b.active;
      const tfA = s.tfs.find((t) => t.side === a)!.id;
      const tfB = s.tfs.find((t) => t.side !== a)!.id;
      push(
        G,
        startBattle(c, {
          hex: null,
          a,
          tfA,
          tfB,
          surprise: b.deployment === 'SURPRISE',
          limited: false,
          smoke: b.smokeAtStart,
          from: 'SCENARIO',
          rounds: b.rounds,
        }),
      );
      return;
    }
    if (checkEnd(c)) return;
    push(G, { f: 'seq', step: 'ask' });
  },
});

/** Run until a seat must decide (the automaton's decisions answered on the way) or the game is over. */
export function run(c: Ctx): void {
  for (let guard = 0; guard < 100_000; guard++) {
    interp.run(c);
    if (c.G.result || c.G.pending?.seat !== AUTO) return;
    const a = automatonAnswer(c);
    const problem = interp.answer(c, AUTO, a);
    if (problem) throw new Error(`atlantic-chase automaton: ${a.move}(${JSON.stringify(a.args)}) refused: ${reasonText(problem)}`);
  }
  throw new Error('atlantic-chase: the automaton did not settle');
}

/** A seat's answer to the pending decision, then run on. */
export function answer(c: Ctx, seat: string, a: Answer): Reason | undefined {
  const p = c.G.pending;
  if (p?.seats ? false : p?.seat === AUTO) return no.automaton();
  const problem = interp.answer(c, seat, a);
  if (problem) return problem;
  run(c);
  return undefined;
}

/** Begin a match (setup): solitaire waits for the player's start; otherwise run to the first decision. */
export function begin(c: Ctx): void {
  if (c.G.mode === 'SOLO') push(c.G, { f: 'start', step: 'ask' } as StartFrame);
  run(c);
}
