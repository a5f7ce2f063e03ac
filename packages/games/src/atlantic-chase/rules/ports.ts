/**
 * Port boxes and free operations (p.8, p.9, p.12): while holding the initiative,
 * between actions, the active player moves a station between a friendly port hex and its box (Kiel: either
 * hex; a shared box: the origin port), and may disperse a convoy once per scenario if the scenario allows.
 */
import { BOX, PORT, PORT_ROWS, SCENARIO } from '../data';
import type { Side } from '../data/types';
import { log, type Ctx } from './flow';
import { friendlyPort, tfOfShip } from './state';
import type { G } from './types';
import { no, type Refusal } from './refusals';

/** Where a station may transfer to now (box ids or hexes). */
export function transferTargets(G: G, tfId: string, side: Side): string[] {
  const tf = G.tfs[tfId];
  if (!tf || tf.side !== side || tf.gone || tf.rep.k !== 'S') return [];
  if (tf.rep.box) {
    const p = tf.rep.port ? PORT[tf.rep.port] : undefined;
    return p && friendlyPort(G, p.id, side) ? [...p.hexes] : [];
  }
  const hex = tf.rep.hex;
  if (!hex) return [];
  return PORT_ROWS.filter((p) => p.hexes.includes(hex) && p.box && BOX[p.box] && friendlyPort(G, p.id, side)).map((p) => p.box as string);
}

export function transferProblem(G: G, side: Side, tfId: string, to: string): Refusal | null {
  const tf = G.tfs[tfId];
  if (!tf || tf.side !== side || tf.gone) return no.transferOwn();
  if (tf.rep.k !== 'S') return no.transferStation();
  if (!transferTargets(G, tfId, side).includes(to)) return no.transferTarget();
  return null;
}

export function applyTransfer(c: Ctx, tfId: string, to: string): void {
  const tf = c.G.tfs[tfId];
  if (tf.rep.k !== 'S') return;
  if (BOX[to]) {
    const hex = tf.rep.hex as string;
    const port = PORT_ROWS.find((p) => p.box === to && p.hexes.includes(hex)) as (typeof PORT_ROWS)[number];
    tf.rep = { k: 'S', hex: null, box: to, port: port.id };
  } else {
    tf.rep = { k: 'S', hex: to, box: null, port: null };
  }
  // p.23: the TF no longer has a station in the marked hex.
  tf.contact = [];
  log(c, 'transfer', [tfId, to], [], 'p.8');
}

export function disperseProblem(G: G, side: Side, ship: string): Refusal | null {
  const tf = tfOfShip(G, ship);
  if (!tf || tf.side !== side || G.ships[ship].status !== 'play') return no.disperseOwn();
  const rules = SCENARIO[G.scenario].convoys.find((r) => r.ship === ship);
  if (!rules) return no.disperseConvoy();
  if (side === 'GE') return no.disperseGerman();
  if (!rules.dispersalAllowed) return no.disperseScenario();
  if (G.ships[ship].dispersed || G.dispersals.includes(ship)) return no.disperseOnce();
  return null;
}
