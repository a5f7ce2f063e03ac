/**
 * The bot for an empty seat (DESIGN.md), playing from its seat's view only: the shared heuristic of
 * rules/automaton.ts over ai.enumerate's options, aiming its trajectories at the nearest enemy TF (it
 * searches where enemies can be), engaging when stronger, breaking away when weaker (rules/policy.ts), and
 * sending convoys and damaged TFs home. The solitaire automaton is not this bot: it is in the rules.
 */
import type { ActionRequest, Seat, ViewState } from '../common/module';
import { PORT_ROWS, SCENARIO } from './data';
import type { HexId } from './data/types';
import { heuristic, nearestEnemy } from './rules/automaton';
import { enumerate, stepDist } from './rules/enumerate';
import { hexesOf, liveShips, shipRow, friendlyPort } from './rules/state';
import type { G, TF } from './rules/types';
import type { ChaseView } from './view';

function homeHex(V: G, tf: TF): HexId | null {
  const conv = SCENARIO[V.scenario].convoys.find((c) => tf.ships.includes(c.ship));
  const ports = PORT_ROWS.filter((p) => (conv?.destination ? p.id === conv.destination : friendlyPort(V, p.id, tf.side) && p.box));
  const from = hexesOf(tf)[0];
  let best: HexId | null = null;
  let bd = Infinity;
  for (const p of ports)
    for (const h of p.hexes) {
      const d = from ? (stepDist(tf.side, from, h) ?? 99) : 99;
      if (d < bd) {
        bd = d;
        best = h;
      }
    }
  return best;
}
const goingHome = (V: G, tf: TF): boolean => liveShips(V, tf).some((s) => shipRow(s).cls === 'CONVOY' || V.ships[s].damaged);

function botChoice(view: ChaseView, seat: Seat, random: () => number): ActionRequest | undefined {
  const V = view as unknown as G;
  const choices = enumerate(V, seat);
  if (!choices.length) return undefined;
  const side = V.pending?.side ?? (V.seat.BR === seat ? 'BR' : 'GE');
  const goalOf = (tf: TF): HexId | null => {
    if (goingHome(V, tf)) return homeHex(V, tf);
    return nearestEnemy(V, tf);
  };
  const ch = heuristic(V, side, choices, goalOf, (tf) => goingHome(V, tf), random);
  return { kind: 'move', name: ch.move, args: ch.args };
}

export function bot(view: ViewState<ChaseView>, seat: Seat, random: () => number): ActionRequest | undefined {
  return botChoice(view.G, seat, random);
}
