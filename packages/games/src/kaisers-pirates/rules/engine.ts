/**
 * The engine's procedures and its run loop: the game kit's procedure interpreter (common/procedure.ts)
 * over G.secret.stack, with every procedure of the game in one explicit table. Pure and deterministic
 * given the Rng; the game kit applies moves and syncs the public summaries (moves.ts).
 */
import { interpreter, type ProcedureTable } from '../../common/procedure';
import { intelProcedure, giveProcedure } from './actions';
import { britXProcedure, capResProcedure, minesProcedure, reflagWinProcedure, scAskProcedure, shipXProcedure, torpedoProcedure } from './combat';
import type { Ctx } from './core';
import type { Rng } from './dice';
import { ghostProcedure } from './ghost';
import { firstProcedure, roundEndProcedure, startTurn, turnProcedure } from './turn';
import type { Frame, GameState } from './types';

/** Every procedure, by frame kind. */
export const PROCEDURES: ProcedureTable<Frame, Ctx> = {
  // rules/turn.ts: the first player, a player's turn, the end of a round.
  first: firstProcedure,
  turn: turnProcedure,
  roundEnd: roundEndProcedure,
  // rules/ghost.ts: the ghost's turn in solitaire.
  ghost: ghostProcedure,
  // rules/actions.ts: Intelligence's new deck order, a team Breakout's gift.
  intel: intelProcedure,
  give: giveProcedure,
  // rules/combat.ts: intercepts, British attacks, mines, torpedoes and the windows they open.
  shipX: shipXProcedure,
  britX: britXProcedure,
  mines: minesProcedure,
  torpedo: torpedoProcedure,
  reflagWin: reflagWinProcedure,
  scAsk: scAskProcedure,
  capRes: capResProcedure,
};

export const interp = interpreter<GameState, Frame, Ctx>({
  name: 'kaisers-pirates',
  procedures: PROCEDURES,
  stack: (G) => G.secret.stack,
  decision: (G) => G.pending,
  clearDecision: (G) => {
    G.pending = null;
  },
  isOver: (G) => !!G.result,
  // Nothing on the stack: the next turn starts.
  idle: (c) => {
    if (!c.G.next) throw new Error('kaisers-pirates: nothing to do');
    startTurn(c);
  },
});

/** Run the interpreter until a decision is pending or the game is over. */
export function run(G: GameState, rng: Rng): void {
  interp.run({ G, rng });
}
