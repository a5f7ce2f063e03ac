/**
 * Unidentified task forces of the solitaire automaton (p.52). Such a TF shows only its
 * station or trajectory and its speed: it is set up with no ships (and no ship records), its ships are put
 * under G.secret by the automaton's first step after the match has started (DESIGN.md), and it is identified
 * when a result needs a ship (p.52 "identifica sus naves y luego aplica el impacto"), when a battle starts,
 * when it completes, and at the end of the scenario (REVEAL_ROWS).
 */
import { BOT_PLAN, SCENARIO, slowest } from '../data';
import type { Side } from '../data/types';
import { log, type Ctx } from './flow';
import { shipRow } from './state';
import type { G } from './types';

/** The automaton's TFs that start unidentified in this match (solitaire only). */
export function unidentifiedAtStart(G: Pick<G, 'scenario' | 'mode' | 'seat'>): string[] {
  const solo = SCENARIO[G.scenario].solo;
  if (G.mode !== 'SOLO' || !solo || G.seat[solo.botSide as Side] !== null) return [];
  return [...(BOT_PLAN[solo.plan]?.unidentified ?? [])];
}

/** Setup: the TF shows its speed only; its ships have no public record yet. */
export function hideAtSetup(G: G, tfId: string): void {
  const tf = G.tfs[tfId];
  tf.speed = slowest(tf.ships.map((s) => shipRow(s).front.speed as 'VS' | 'S' | 'M' | 'F'));
  tf.unidentified = true;
  for (const s of tf.ships) delete G.ships[s];
  tf.ships = [];
}

/** The automaton's first step: the composition goes under G.secret (from the scenario's rows). */
export function secretCompositions(G: G): void {
  const out: Record<string, string[]> = {};
  for (const id of unidentifiedAtStart(G)) {
    const row = SCENARIO[G.scenario].tfs.find((t) => t.id === id);
    if (row && G.tfs[id]?.unidentified) out[id] = [...row.ships];
  }
  if (Object.keys(out).length) G.secret.unidentified = out;
}

/** Identify a TF (p.52): its ships come into the open, as they were set up. */
export function identify(c: Ctx, tfId: string, why: string): void {
  const G = c.G;
  const tf = G.tfs[tfId];
  if (!tf?.unidentified) return;
  const ships = G.secret.unidentified?.[tfId] ?? SCENARIO[G.scenario].tfs.find((t) => t.id === tfId)?.ships ?? [];
  tf.ships = [...ships];
  for (const s of ships) G.ships[s] = { tf: tfId, status: 'play', damaged: false, hits: 0, torps: 0 };
  delete tf.unidentified;
  delete tf.speed;
  if (G.secret.unidentified) {
    delete G.secret.unidentified[tfId];
    if (!Object.keys(G.secret.unidentified).length) delete G.secret.unidentified;
  }
  log(c, 'identified', [tfId, why, ...ships], [], 'p.52');
}

export function identifyAll(c: Ctx, why: string): void {
  for (const t of Object.values(c.G.tfs)) if (t.unidentified) identify(c, t.id, why);
}
