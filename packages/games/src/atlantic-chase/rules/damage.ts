/**
 * Hits, damage and sinking (p.6, p.12, p.50, p.52, p.58), with the VP they
 * score (RULINGS S, scenario convoy rules) and the leaders they move (p.10, p.50).
 */
import { SCENARIO, VP_SCHEDULE } from '../data';
import type { Side } from '../data/types';
import { log, type Ctx } from './flow';
import { liveShips, other, shipRow } from './state';
import type { G } from './types';

/** Score VP for `side` under the default schedule (if the scenario gives it to that side, RULINGS S). */
export function scoreDefault(c: Ctx, side: Side, vp: number, why: string, ids: string[]): void {
  if (vp <= 0 || !SCENARIO[c.G.scenario].victory.defaultSchedule.includes(side)) return;
  c.G.vp[side] += vp;
  log(c, 'vp', [side, why, ...ids], [vp, c.G.vp[side]], 'p.50');
}

function convoyRules(G: G, ship: string) {
  return SCENARIO[G.scenario].convoys.find((r) => r.ship === ship);
}
function ddRules(G: G, ship: string) {
  return SCENARIO[G.scenario].dds.find((r) => r.ship === ship);
}

/** A ship leaves play sunk or destroyed: its leaders move (p.10) and an empty TF is eliminated (p.62). */
function removeShip(c: Ctx, ship: string): void {
  const G = c.G;
  G.ships[ship].status = 'sunk';
  const tfId = G.ships[ship].tf;
  const tf = tfId ? G.tfs[tfId] : undefined;
  for (const [id, l] of Object.entries(G.leaders)) {
    if (l.on !== ship) continue;
    const next = tf ? liveShips(G, tf).find((s) => s !== ship) : undefined;
    // p.10, p.58: to another ship of the TF, else killed or captured.
    l.on = next ?? null;
    if (!next) l.uses = 0;
    log(c, next ? 'leaderMoves' : 'leaderLost', [id, ship, ...(next ? [next] : [])], [], 'p.10');
  }
  if (tf && liveShips(G, tf).length === 0 && !tf.gone) {
    tf.gone = 'eliminated';
    tf.intel = [];
    tf.contact = [];
    tf.em = false;
    log(c, 'tfEliminated', [tf.id], [], 'p.62');
  }
}

/** p.50, I-20: a leader on a newly damaged ship moves to an undamaged ship of its TF, if any. */
function moveLeaderOffDamaged(c: Ctx, ship: string): void {
  const G = c.G;
  const tfId = G.ships[ship].tf;
  const tf = tfId ? G.tfs[tfId] : undefined;
  if (!tf) return;
  for (const [id, l] of Object.entries(G.leaders)) {
    if (l.on !== ship) continue;
    const next = liveShips(G, tf).find((s) => s !== ship && !G.ships[s].damaged);
    if (next) {
      l.on = next;
      log(c, 'leaderMoves', [id, ship, next], [], 'p.50');
    }
  }
}

function sinkVP(c: Ctx, ship: string): void {
  const r = shipRow(ship);
  const cls = r.cls;
  if (cls === 'CONVOY' || cls === 'SHORE') return;
  scoreDefault(c, other(r.side), VP_SCHEDULE.sink[cls], 'sunk', [ship]);
}

function flip(c: Ctx, ship: string): void {
  const G = c.G;
  const st = G.ships[ship];
  st.damaged = true;
  const first = !st.wasDamaged;
  st.wasDamaged = true;
  log(c, 'damaged', [ship], [st.hits], 'p.50');
  const r = shipRow(ship);
  if (first && VP_SCHEDULE.capitalClasses.includes(r.cls) && !G.scored.includes(`dmg:${ship}`)) {
    G.scored.push(`dmg:${ship}`);
    scoreDefault(c, other(r.side), VP_SCHEDULE.damageCapital, 'damagedCapital', [ship]);
  }
  moveLeaderOffDamaged(c, ship);
}

/**
 * `hits` hits on a ship (p.50, p.52, p.58). Convoys and DD squadrons accumulate hits
 * to their scenario limit; convoy hits score per hit (p.12). Returns the hits actually taken.
 */
export function applyHits(c: Ctx, ship: string, hits: number, rule: string): number {
  const G = c.G;
  const st = G.ships[ship];
  if (!st || st.status !== 'play' || hits <= 0) return 0;
  const r = shipRow(ship);
  if (r.cls === 'SHORE') return 0;
  // p.12: a dispersed convoy takes at most one hit per attack (I-32).
  if (st.dispersed) hits = Math.min(hits, 1);
  log(c, 'hits', [ship], [hits], rule);
  if (r.sinksOnFirstHit) {
    st.hits += hits;
    log(c, 'sunk', [ship], [], 'p.6');
    removeShip(c, ship);
    sinkVP(c, ship);
    return hits;
  }
  if (r.cls === 'CONVOY' || r.cls === 'DD') {
    st.hits += hits;
    if (r.cls === 'CONVOY') {
      const cr = convoyRules(G, ship);
      const vp = (cr?.hitVP ?? VP_SCHEDULE.convoyHit) * hits;
      if (cr) {
        G.vp[other(r.side)] += vp;
        log(c, 'vp', [other(r.side), 'convoyHit', ship], [vp, G.vp[other(r.side)]], 'p.12');
      } else scoreDefault(c, other(r.side), vp, 'convoyHit', [ship]);
      if (cr?.hitLimit != null && st.hits >= cr.hitLimit) {
        st.destroyed = true;
        log(c, 'destroyed', [ship], [st.hits], 'p.12');
        removeShip(c, ship);
      }
    } else {
      const limit = ddRules(G, ship)?.hitLimit ?? 2;
      if (st.hits >= limit) {
        st.destroyed = true;
        log(c, 'destroyed', [ship], [st.hits], 'p.12');
        removeShip(c, ship);
        scoreDefault(c, other(r.side), VP_SCHEDULE.sink.DD, 'ddDestroyed', [ship]);
      }
    }
    return hits;
  }
  st.hits += hits;
  if (!st.damaged && st.hits >= (r.hitsToDamage ?? 1)) {
    st.hits -= r.hitsToDamage ?? 1;
    flip(c, ship);
  }
  if (st.damaged && st.hits >= (r.hitsToSink ?? 1)) {
    log(c, 'sunk', [ship], [], 'p.52');
    removeShip(c, ship);
    sinkVP(c, ship);
  }
  return hits;
}

/** The Damage result (p.50): flip, or sink a damaged ship; convoys and DDs take 2 hits (capped when dispersed). */
export function applyDamage(c: Ctx, ship: string): void {
  const G = c.G;
  const st = G.ships[ship];
  if (!st || st.status !== 'play') return;
  const r = shipRow(ship);
  if (r.cls === 'CONVOY' || r.cls === 'DD') {
    applyHits(c, ship, 2, 'p.50');
    return;
  }
  if (r.sinksOnFirstHit || st.damaged) {
    log(c, 'sunk', [ship], [], 'p.50');
    removeShip(c, ship);
    sinkVP(c, ship);
    return;
  }
  flip(c, ship);
  // I-25: kept hits that reach the damaged side's sink number sink it.
  if (st.hits >= (r.hitsToSink ?? 1)) {
    log(c, 'sunk', [ship], [], 'p.50');
    removeShip(c, ship);
    sinkVP(c, ship);
  }
}

/** Hits a ship can still take before it sinks or is destroyed (the fuzz invariant's bound). */
export function hitsLeft(G: G, ship: string): number {
  const r = shipRow(ship);
  const st = G.ships[ship];
  if (r.sinksOnFirstHit) return 1;
  if (r.cls === 'CONVOY') return (convoyRules(G, ship)?.hitLimit ?? Infinity) - st.hits;
  if (r.cls === 'DD') return (ddRules(G, ship)?.hitLimit ?? 2) - st.hits;
  if (r.cls === 'SHORE') return Infinity;
  return st.damaged ? (r.hitsToSink ?? 1) - st.hits : (r.hitsToDamage ?? 1) + (r.hitsToSink ?? 1) - st.hits;
}
