/**
 * The procedure interpreter: a game's rules as a stack of plain frames (generalised from The Kaiser's
 * Pirates' engine). A frame is one procedure in progress (a turn, an attack, a reaction
 * window) with the step it is at and its own data. The top frame's `step` runs until it either finishes
 * (pops itself, maybe after pushing sub-procedures) or asks a decision and waits; the seat's answer goes to
 * the top frame's `answer`, which checks it and records it in the frame; the decision is then cleared
 * and the interpreter runs on. Answers never ask: the next step does.
 *
 * Frames live in the game state (under G.secret when they may hold hidden ids), so a match can stop and
 * resume at any decision. Procedures are listed in one explicit table per game, keyed by frame kind.
 * Pure: no boardgame.io import.
 */
import { refuse, type Reason } from './refusal';
import type { Decision, Seat } from './decision';

/** A procedure in progress: its kind (`f`, the key of its procedure), its step, and its own data. */
export interface Frame {
  f: string;
  step: string;
}

/** A seat's answer to the pending decision: a move name and its (already validated) arguments. */
export interface Answer {
  move: string;
  args: unknown[];
}

export interface Procedure<F extends Frame, C> {
  /** Advance: change the state, push or pop frames, or ask a decision (the interpreter then stops). */
  step(c: C, frame: F): void;
  /** Check and record a seat's answer to the decision this frame asked; a reason when it is not legal. */
  answer?(c: C, frame: F, seat: Seat, a: Answer): Reason | undefined;
}

/** Every procedure of a game, by frame kind. */
export type ProcedureTable<F extends Frame, C> = { readonly [K in F['f']]: Procedure<Extract<F, { f: K }>, C> };

export interface InterpreterSpec<S, F extends Frame, C extends { G: S }> {
  /** For error messages. */
  name: string;
  procedures: ProcedureTable<F, C>;
  /** The frame stack inside the state (top = last). */
  stack(G: S): F[];
  decision(G: S): Decision | null;
  clearDecision(G: S): void;
  isOver(G: S): boolean;
  /** Called when the stack is empty and nothing is pending: start the next procedure (e.g. the next turn). */
  idle(c: C): void;
  /** A safety net against a procedure that never settles. */
  maxSteps?: number;
}

export interface Interpreter<S, F extends Frame, C extends { G: S }> {
  /** Run until a decision is pending or the game is over. */
  run(c: C): void;
  /** Give the top frame a seat's answer; on success clear the decision and run on. A reason when illegal. */
  answer(c: C, seat: Seat, a: Answer): Reason | undefined;
  top(G: S): F | undefined;
  push(G: S, frame: F): void;
  pop(G: S): void;
}

export function interpreter<S, F extends Frame, C extends { G: S }>(spec: InterpreterSpec<S, F, C>): Interpreter<S, F, C> {
  const procedures = spec.procedures as unknown as Readonly<Record<string, Procedure<F, C> | undefined>>;
  const maxSteps = spec.maxSteps ?? 200_000;
  const top = (G: S): F | undefined => {
    const s = spec.stack(G);
    return s[s.length - 1];
  };
  const procedureOf = (fr: F): Procedure<F, C> => {
    const p = Object.prototype.hasOwnProperty.call(procedures, fr.f) ? procedures[fr.f] : undefined;
    if (!p) throw new Error(`${spec.name}: unknown frame ${fr.f}`);
    return p;
  };
  const run = (c: C): void => {
    const { G } = c;
    let guard = 0;
    while (!spec.decision(G) && !spec.isOver(G)) {
      if (++guard > maxSteps) throw new Error(`${spec.name}: engine did not settle`);
      const fr = top(G);
      if (!fr) spec.idle(c);
      else procedureOf(fr).step(c, fr);
    }
  };
  return {
    run,
    top,
    push: (G, frame) => void spec.stack(G).push(frame),
    pop: (G) => void spec.stack(G).pop(),
    answer(c, seat, a) {
      const fr = top(c.G);
      const h = fr && procedureOf(fr).answer;
      if (!fr || !h) return refuse('nothingWaiting', 'Nothing is waiting for an answer');
      const problem = h(c, fr, seat, a);
      if (problem) return problem;
      spec.clearDecision(c.G);
      run(c);
      return undefined;
    },
  };
}
