/**
 * Seeded playouts of Atlantic Chase through boardgame.io's reducer (common/playout.ts), checking every
 * state: no ship in two places, every trajectory legal (1-15 segments, adjacent, one per hex), markers only
 * where they may be, counters never negative (Tally, leader uses, torpedo uses; the game has no fuel,
 * no rule mentions any), hits below what sinks a ship in play, the game ends; and every seat's and the spectator's
 * view carries no secret (the automaton's plan, other seats' commitments).
 */
import type { State } from 'boardgame.io';
import type { GameModule } from '../common/module';
import { playout, viewOf } from '../common/playout';
import { LogMetadataSchema } from '../common/log';
import { seededRandom } from '../common/random';
import { pathProblem } from './data';
import { bot } from './bot';
import { hitsLeft } from './rules/damage';
import { hexesOf } from './rules/state';
import type { G } from './rules/types';

function checkState(G: G): void {
  const owner = new Map<string, string>();
  for (const tf of Object.values(G.tfs)) {
    if (tf.rep.k === 'T') {
      const p = pathProblem(tf.rep.hexes, tf.side);
      if (p) throw new Error(`trajectory of ${tf.id} invalid: ${p}`);
    }
    const here = hexesOf(tf);
    if (tf.intel.some((h) => tf.rep.k !== 'T' || !here.includes(h))) throw new Error(`Intel off a segment on ${tf.id}`);
    if (tf.contact.some((h) => !here.includes(h))) throw new Error(`Contact off the TF on ${tf.id}`);
    if (new Set(tf.intel).size !== tf.intel.length || new Set(tf.contact).size !== tf.contact.length) throw new Error(`duplicate marker on ${tf.id}`);
    for (const s of tf.ships) {
      if (G.ships[s].status !== 'play') continue;
      if (tf.gone) throw new Error(`ship ${s} in play in a TF that is gone`);
      if (owner.has(s)) throw new Error(`ship ${s} in two TFs: ${owner.get(s)} and ${tf.id}`);
      owner.set(s, tf.id);
      if (G.ships[s].tf !== tf.id) throw new Error(`ship ${s} points at ${G.ships[s].tf}, listed in ${tf.id}`);
    }
  }
  for (const [id, s] of Object.entries(G.ships)) {
    if (s.status === 'play' && !owner.has(id)) throw new Error(`ship ${id} in play in no TF`);
    if (s.hits < 0 || s.torps < 0) throw new Error(`negative counter on ${id}`);
    if (s.status === 'play' && !(hitsLeft(G, id) > 0)) throw new Error(`ship ${id} in play with hits that sink it`);
  }
  if (G.tally < 0) throw new Error('negative Tally');
  for (const [id, l] of Object.entries(G.leaders)) if (l.uses < 0) throw new Error(`negative uses on ${id}`);
  if (G.battle) {
    const seen = new Set<string>();
    for (const s of Object.keys(G.battle.ships)) {
      if (seen.has(s)) throw new Error(`ship ${s} twice on the board`);
      seen.add(s);
    }
  }
}

/** Every viewer's view: no secret, no other seat's commitment. */
function checkViews(mod: GameModule, state: State): void {
  const G = state.G as G;
  const seats = [...new Set([G.seat.BR, G.seat.GE].filter((s): s is string => s !== null))];
  for (const viewer of [...seats, null]) {
    const v = viewOf(mod, state, viewer).G as Record<string, unknown>;
    if ('secret' in v) throw new Error(`secret in the view of ${viewer}`);
    const players = v.players as Record<string, unknown>;
    for (const k of Object.keys(players)) if (k !== viewer) throw new Error(`seat ${k}'s private part in the view of ${viewer}`);
    const json = JSON.stringify(v);
    if (json.includes('"automaton"') || json.includes('"unidentified":{')) throw new Error(`automaton plan in the view of ${viewer}`);
  }
}

interface FuzzResult {
  state: State;
  steps: number;
  size: number;
}

export function fuzzGame(
  mod: GameModule,
  o: { numPlayers: number; options: Record<string, unknown>; seed: number; bot: boolean; views?: boolean },
): FuzzResult {
  const random = seededRandom(o.seed);
  const r = playout(mod, {
    numPlayers: o.numPlayers,
    options: o.options,
    seed: String(o.seed),
    random,
    maxSteps: 20_000,
    choose: o.bot ? (view, seat, rnd) => bot(view as never, seat, rnd) : undefined,
    onState: (s) => {
      checkState(s.G as G);
      // Every move's structured events must reach the log whole (common/log.ts LogMetadataSchema).
      for (const e of (s as State & { deltalog?: Array<{ metadata?: unknown }> }).deltalog ?? [])
        if (e.metadata !== undefined && !LogMetadataSchema.safeParse(e.metadata).success)
          throw new Error(`log events of a move do not fit the log schema: ${JSON.stringify(e.metadata).slice(0, 300)}`);
      if (o.views !== false) checkViews(mod, s);
    },
  });
  return { state: r.state, steps: r.steps, size: JSON.stringify(r.state.G).length };
}
