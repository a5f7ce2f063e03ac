/**
 * The engine's procedures and its run loop: the game kit's procedure interpreter (common/procedure.ts)
 * over G.secret.stack, with every procedure of the game in one explicit table. Pure and deterministic
 * given the Rng; the game kit applies moves and syncs the public summaries (moves.ts).
 */
import type { LogEvent } from '../../common/log';
import { interpreter, type ProcedureTable } from '../../common/procedure';
import { giveProcedure } from './breakout-give';
import { britXProcedure } from './british';
import type { Ctx } from './core';
import type { Rng } from './dice';
import { firstProcedure } from './first-player';
import { ghostProcedure } from './ghost';
import { intelProcedure } from './intel-order';
import { minesProcedure } from './mines';
import { capResProcedure } from './prize-resupply';
import { reflagWinProcedure } from './reflag-window';
import { roundEndProcedure } from './round-end';
import { scAskProcedure } from './safe-conduct';
import { shipXProcedure } from './ship-intercept';
import { torpedoProcedure } from './torpedo';
import { startTurn, turnProcedure } from './turn';
import type { Frame, GameState } from './types';

/** Every procedure, by frame kind, and the file that holds it. */
const PROCEDURES: ProcedureTable<Frame, Ctx> = {
  first: firstProcedure, // first-player.ts: who takes the first turn of a round [3.1, 5.1.3]
  turn: turnProcedure, // turn.ts: a player's turn [3.1, 3.2] (its reveals: reveal.ts; its end: end-of-turn.ts)
  roundEnd: roundEndProcedure, // round-end.ts: scoring, the winner, the ships kept, the next deal [2.3-2.5]
  ghost: ghostProcedure, // ghost.ts: the ghost's turn in solitaire [5.3]
  intel: intelProcedure, // intel-order.ts: Intelligence's new deck order [3.3.14]
  give: giveProcedure, // breakout-give.ts: a team Breakout's gift [4.7]
  shipX: shipXProcedure, // ship-intercept.ts: a ship's Intercept! of merchants [3.2.8.1] (reactions: intercept-reactions.ts)
  britX: britXProcedure, // british.ts: British Forces, Interrogate and Monitor intercepts [3.2.8.3, 3.3.16, 3.3.20]
  mines: minesProcedure, // mines.ts: mines against every merchant [3.3.18]
  torpedo: torpedoProcedure, // torpedo.ts: a submarine's torpedo attack and the Q-ship [3.3.34, 3.3.23]
  reflagWin: reflagWinProcedure, // reflag-window.ts: Reflag after a recognition [3.3.27]
  scAsk: scAskProcedure, // safe-conduct.ts: a prize's holder decides on Safe Conduct [3.2.6, W-2]
  capRes: capResProcedure, // prize-resupply.ts: resupply from a captured prize [6.12.3]
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

/** Run the interpreter until a decision is pending or the game is over; its log events go to `emit`. */
export function run(G: GameState, rng: Rng, emit: (e: LogEvent) => void = () => {}): void {
  interp.run({ G, rng, emit });
}
