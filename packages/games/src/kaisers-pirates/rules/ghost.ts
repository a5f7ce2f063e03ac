/**
 * The solitaire ghost ("phantom player", PP) [5.3]: its turn is driven by the Solitaire Action deck and a red
 * d4; its choices follow a deterministic policy ('smart') or imitate the rulebook example
 * with white-d6 picks ('random'). The live player reacts from hand as usual.
 */
import { GHOST_COINS, MERCHANT, WARSHIP, type GhostSpecial, type OffAction, type SolitaireCard } from '../data';
import type { Procedure } from '../../common/procedure';
import { emit, pop, type Ctx } from './core';
import { performAction } from './action-cards';
import { enterRefuge, refugeRolls } from './island-refuge';
import { startShipIntercept } from './ship-intercept';
import { startBritish, startInterrogate } from './british';
import { startMines } from './mines';
import { ghostSub, startTorpedo } from './torpedo';
import { decisionProb, attackProbs } from './prob';
import { drawSolitaire, reshuffleSolitaire } from './soldeck';
import { damagePenalty, defenseCoin, fogged, isFighting, printedVA } from './state';
import { endOfTurn } from './end-of-turn';
import { autoPrizeResupply } from './prize-resupply';
import { eligibleMerchants } from './legal';
import type { Frame, GameState, Ship, Side } from './types';

function lp(G: GameState): Side {
  return G.seats[0];
}

/** Value of a ship for the ghost's choices: prizes count double [P-7b, P-9, P-12]. */
function value(s: Ship): number {
  return (s.kind === 'prize' ? 2 : 1) * printedVA(s.id);
}

/**
 * A random pick among candidates in board order, as the rulebook example does it: a white d6 split evenly
 * (2 candidates 1-3 / 4-6, 3 candidates 1-2 / 3-4 / 5-6) [5.4.1 ex]; more than three use a die of that size
 *. A single candidate needs no roll.
 */
function randomPick<T>(c: Ctx, list: T[]): T {
  if (list.length === 1) return list[0];
  if (list.length <= 3) {
    const r = c.rng.die(6);
    const k = Math.min(list.length - 1, Math.floor(((r - 1) * list.length) / 6));
    emit(c, { kind: 'ghostPick', seat: c.G.ghost!, count: list.length, choice: k + 1, roll: { coin: [6], rolls: [r], mod: 0, total: r } });
    return list[k];
  }
  return list[c.rng.die(list.length) - 1];
}

/** Pick among candidates in board order: 'smart' takes the best score; 'random' rolls a white d6 (5.4.1 ex). */
function pick<T>(c: Ctx, list: T[], score: (x: T) => number): T {
  if (list.length === 1) return list[0];
  if (c.G.options.ghostPolicy === 'random') return randomPick(c, list);
  let best = list[0];
  let bs = -Infinity;
  for (const x of list) {
    const s = score(x);
    if (s > bs) {
      bs = s;
      best = x;
    }
  }
  return best;
}

function sinkScore(G: GameState, ship: Ship, m: Ship, sa: boolean, capture: boolean): number {
  let mod = -damagePenalty(G, ship) - (ship.ls ? 2 : 0) + (sa ? 2 : 0);
  if (mod < -20) mod = -20;
  const p = attackProbs(WARSHIP[ship.id].attack, mod, defenseCoin(m), -damagePenalty(G, m));
  return (capture ? p.sunk * 2 : p.sunk + p.damaged * 0.2) * MERCHANT[m.id].va;
}

// ---------------------------------------------------------------- the ghost turn

function ghostStep(c: Ctx, fr: Frame): void {
  const { G } = c;
  const t = G.turn!;
  const ghost = G.ghost!;
  const f = G.forces[ghost];
  switch (fr.step) {
    case 'begin': {
      const pend = f.pending;
      t.affectedBy = pend ? { kind: pend.kind, card: pend.card } : null;
      t.mode = pend?.kind === 'fog' ? 'fog' : pend?.kind === 'deception' ? 'deception' : 'normal';
      t.committed = true;
      emit(c, {
        kind: 'turnStart',
        seat: ghost,
        turn: t.no,
        mode: t.mode,
        extra: t.extra,
        rule: t.mode === 'fog' ? '3.3.11' : t.mode === 'deception' ? '5.3.3.9' : '5.3.3',
      });
      // Ghost refuges [5.3.3.7]: a ship with no markers left returns; the others roll again.
      for (const s of f.ships) {
        if (!s.refuge) continue;
        if (!s.ls && s.dmg === 0) {
          delete s.refuge;
          t.leftRefuge.push(s.id);
          emit(c, { kind: 'ghostRefugeReturn', seat: ghost, ship: s.id });
        } else if (s.refuge.entered < t.no) {
          refugeRolls(c, ghost, s, null, 'upkeep');
        }
      }
      // Option 6.12.1: its prizes resupply its ships with Limited Supplies, the strongest first.
      autoPrizeResupply(c, ghost, (ships) => pick(c, ships, value));
      // A Deception or Recon Aircraft cuts down only this one turn [5.3.3.9-10]; a Fog Bank wins.
      const reduced = t.mode === 'deception' || f.ghostReduced === true;
      f.ghostReduced = false;
      fr.step = t.mode === 'fog' ? 'end' : reduced ? 'reduced' : 'loop';
      return;
    }
    case 'loop': {
      const card = drawSolitaire(c);
      const r = c.rng.die(4);
      const e = card.offense[r - 1];
      emit(c, {
        kind: 'ghostOffence',
        seat: ghost,
        card: card.id,
        roll: { coin: [4], rolls: [r], mod: 0, total: r },
        ...offEntry(e),
        endTurn: card.endTurn[r - 1],
        reduced: false,
      });
      if (r === 1) {
        fr.step = 'end'; // "No Action": the turn is over [5.3.3.1]
        return;
      }
      if (r === 2) {
        // An intercept that cannot be completed is ignored and ends the turn [5.3.3.2].
        if (!ghostIntercept(c, e)) {
          emit(c, { kind: 'ghostInterceptFails', seat: ghost });
          fr.step = 'end';
        }
        return;
      }
      fr.step = card.endTurn[r - 1] ? 'end' : 'loop'; // [5.3.3.4, 5.3.3.5]
      perform(c, e, card);
      return;
    }
    case 'reduced': {
      // Deception or Recon Aircraft on the ghost: one card, entry 3 on 1/3, entry 4 on 2/4 [5.3.3.9-10].
      const card = drawSolitaire(c);
      const r = c.rng.die(4);
      const e = card.offense[r === 1 || r === 3 ? 2 : 3];
      emit(c, {
        kind: 'ghostOffence',
        seat: ghost,
        card: card.id,
        roll: { coin: [4], rolls: [r], mod: 0, total: r },
        ...offEntry(e),
        endTurn: false,
        reduced: true,
        rule: '5.3.3.9',
      });
      fr.step = 'end';
      perform(c, e, card);
      return;
    }
    case 'end': {
      // Reflag check before the end of the turn [5.3.3.12].
      const exposed = f.ships.filter((s) => (s.kind === 'raider' || s.kind === 'prize') && s.rec);
      if (exposed.length) {
        const card = drawSolitaire(c);
        if (card.special === 'reflag') {
          // "the best option, or at random" [5.3.3.12]: the ghost policy decides (ruling R-2).
          const s = pick(c, exposed, value);
          s.rec = false;
          emit(c, { kind: 'ghostReflagCheck', seat: ghost, card: card.id, ship: s.id });
        } else {
          emit(c, { kind: 'ghostReflagCheck', seat: ghost, card: card.id, ship: null });
        }
      }
      reshuffleSolitaire(c, 'turnEnd');
      pop(c);
      endOfTurn(c, null);
      return;
    }
  }
}

export const ghostProcedure: Procedure<Frame, Ctx> = { step: ghostStep };

/** An offensive entry as a log event names it: its kind and its detail (ship type, pick, card type) or '-'. */
function offEntry(e: OffAction): { entry: string; detail: string } {
  const detail = e.kind === 'intercept_merchant' ? e.by : e.kind === 'interrogate' ? e.pick : e.kind === 'card' ? e.type : '-';
  return { entry: e.kind, detail };
}

/** Offensive entry 2: intercept merchants with a warship or raider, with chained special actions [5.3.3.2-3]. */
function ghostIntercept(c: Ctx, e: OffAction): boolean {
  const { G } = c;
  if (e.kind !== 'intercept_merchant') return false;
  const L = lp(G);
  const t = G.turn!;
  const ghost = G.ghost!;
  if (fogged(G, L)) return false;
  const ships = G.forces[ghost].ships.filter((s) => s.kind === e.by && !s.refuge && !t.acted.includes(s.id) && !t.leftRefuge.includes(s.id));
  const merchants = eligibleMerchants(G, L);
  if (!ships.length || !merchants.length) return false;
  const ship = pick(c, ships, (s) => Math.max(...merchants.map((m) => sinkScore(G, s, m, false, false))));
  // Specials: keep drawing until a blank, a duplicate or an illegal special (ruling A-36).
  const specials: GhostSpecial[] = [];
  const drawn: SolitaireCard[] = [];
  for (;;) {
    const card: SolitaireCard = drawSolitaire(c);
    drawn.push(card);
    const s = card.special;
    if (s === 'none' || specials.includes(s)) break;
    const legal =
      s === 'surprise_attack' ||
      (s === 'boarding_party' && merchants.some((m) => m.dmg === 0)) ||
      (s === 'good_hunting' && ship.kind === 'raider') ||
      (s === 'shipping_lanes' && ship.kind === 'warship');
    if (!legal) break;
    specials.push(s);
  }
  const sa = specials.includes('surprise_attack');
  const bp = specials.includes('boarding_party');
  const score = (m: Ship) => sinkScore(G, ship, m, sa, bp && m.dmg === 0);
  let targets: Ship[];
  if (specials.includes('shipping_lanes')) targets = merchants.slice();
  else if (specials.includes('good_hunting') && merchants.length > 1) {
    const first = pick(c, merchants, score);
    const rest = merchants.filter((m) => m !== first);
    targets = [first, pick(c, rest, score)];
  } else targets = [pick(c, merchants, score)];
  const intact = targets.filter((m) => m.dmg === 0).sort((a, b) => MERCHANT[b.id].va - MERCHANT[a.id].va);
  const boarding = bp && intact.length ? [intact[0].id] : [];
  t.attackTarget = L;
  emit(c, {
    kind: 'ghostIntercept',
    seat: ghost,
    ship: ship.id,
    targets: targets.map((m) => m.id),
    drawn: drawn.map((d) => d.id),
    specials: drawn.map((d) => d.special),
    applied: specials.slice(),
  });
  startShipIntercept(c, {
    att: ghost,
    def: L,
    ship: ship.id,
    night: false,
    targets: targets.map((m) => m.id),
    multi: specials.includes('shipping_lanes') ? 'sl' : specials.includes('good_hunting') && targets.length > 1 ? 'gh' : null,
    sa,
    boarding,
  });
  return true;
}

/** Offensive entries 3 and 4: performed if possible, otherwise ignored [5.3.3.4-5]. */
function perform(c: Ctx, e: OffAction, _card: SolitaireCard): void {
  const { G } = c;
  const L = lp(G);
  const ghost = G.ghost!;
  const t = G.turn!;
  const F = G.forces[L];
  const me = G.forces[ghost];
  const fog = fogged(G, L);
  const ignore = () => emit(c, { kind: 'ghostIgnored', seat: ghost, ...offEntry(e) });
  switch (e.kind) {
    case 'none':
      return;
    case 'intercept_merchant':
      if (!ghostIntercept(c, e)) ignore();
      return;
    case 'british_intercept': {
      const cand = F.ships.filter((s) => (s.kind === 'warship' || s.rec) && !s.refuge && !t.intercepted.includes(s.id));
      if (fog || !cand.length) return ignore();
      const x = pick(c, cand, (s) => attackProbs(GHOST_COINS.british, 0, defenseCoin(s), -damagePenalty(G, s)).sunk * printedVA(s.id));
      t.attackTarget = L;
      emit(c, { kind: 'ghostBritish', seat: ghost, target: x.id });
      startBritish(c, { att: ghost, def: L, target: x.id, coin: GHOST_COINS.british, night: false, sa: false, kind: 'british' });
      return;
    }
    case 'sub_torpedo': {
      if (fog || !F.merchants.length) return ignore();
      const m = pick(c, F.merchants.slice(), (s) => attackProbs(GHOST_COINS.torpedo, 0, defenseCoin(s), -damagePenalty(G, s)).sunk * printedVA(s.id));
      t.attackTarget = L;
      emit(c, { kind: 'ghostTorpedo', seat: ghost, target: m.id });
      startTorpedo(c, { att: ghost, def: L, target: m.id, sub: ghostSub() });
      return;
    }
    case 'sub_mines':
    case 'raider_mines': {
      if (fog || !F.merchants.length) return ignore();
      let layer: Ship | undefined;
      if (e.kind === 'raider_mines') {
        layer = me.ships.find(
          (s) => s.kind === 'raider' && WARSHIP[s.id].features.mines && !s.refuge && !t.acted.includes(s.id) && !t.leftRefuge.includes(s.id),
        );
        if (!layer) return ignore();
        t.acted.push(layer.id);
      }
      t.attackTarget = L;
      const order = F.merchants.map((m) => m.id).sort((a, b) => MERCHANT[b].va - MERCHANT[a].va);
      emit(c, { kind: 'ghostMines', seat: ghost, ship: layer ? layer.id : null, on: L, rule: layer ? '3.3.18' : '3.3.18, 3.3.35' });
      startMines(c, { att: ghost, def: L, coin: GHOST_COINS.mines, order, card: null });
      return;
    }
    case 'interrogate': {
      const cand = F.ships.filter((s) => (s.kind === 'raider' || s.kind === 'prize') && !s.rec && !s.refuge && !t.intercepted.includes(s.id));
      if (fog || !cand.length) return ignore();
      let x: Ship;
      if (e.pick === 'random') {
        // "Random": any unrecognized raider or prize [5.3.3.11], picked with the random-mode die in both
        // policies (the card prints the choice), board order as in the 5.4.1 example.
        x = randomPick(c, cand);
      } else {
        const sorted = cand.slice().sort((a, b) => printedVA(a.id) - printedVA(b.id));
        x = e.pick === 'low_va' ? sorted[0] : sorted[sorted.length - 1];
      }
      t.attackTarget = L;
      startInterrogate(c, { att: ghost, def: L, target: x.id, decision: GHOST_COINS.interrogate.decision, attack: GHOST_COINS.interrogate.attack });
      return;
    }
    case 'card':
      return performCard(c, e.type);
  }
}

function performCard(c: Ctx, type: Extract<OffAction, { kind: 'card' }>['type']): void {
  const { G } = c;
  const L = lp(G);
  const ghost = G.ghost!;
  const t = G.turn!;
  const F = G.forces[L];
  const me = G.forces[ghost];
  const fog = fogged(G, L);
  const ignore = () => emit(c, { kind: 'ghostIgnored', seat: ghost, entry: 'card', detail: type });
  const act = (side: Side | null, target: string | null) => performAction(c, ghost, type, null, side, target, null);
  const best = (list: Ship[], score: (s: Ship) => number) => list.slice().sort((a, b) => score(b) - score(a))[0];
  switch (type) {
    case 'blockade_runner':
    case 'collier':
      return me.ships.some((s) => isFighting(s) && s.ls) ? act(null, null) : ignore();
    case 'damage_control': {
      const d = [...me.ships, ...me.merchants].filter((s) => s.dmg > 0);
      return d.length ? act(null, best(d, value).id) : ignore();
    }
    case 'heavy_weather':
      return [...F.ships, ...F.merchants].some((s) => s.dmg > 0 && !s.refuge) ? act(L, null) : ignore();
    case 'island_refuge': {
      // P-11: damaged and LS > damaged > LS > recognized raider; ties by VA [5.3.3.7].
      const cand = me.ships.filter((s) => isFighting(s) && !s.refuge && (s.dmg > 0 || s.ls || (s.kind === 'raider' && s.rec)));
      if (!cand.length) return ignore();
      const rank = (s: Ship) => (s.dmg > 0 && s.ls ? 3 : s.dmg > 0 ? 2 : s.ls ? 1 : 0) * 100 + printedVA(s.id);
      enterRefuge(c, ghost, pick(c, cand, rank), null); // "the best option or at random" [5.3.3.7]
      return;
    }
    case 'transfer_command': {
      const cand = F.ships.filter((s) => s.kind === 'warship' || s.rec);
      return !fog && cand.length ? act(L, best(cand, value).id) : ignore();
    }
    case 'interned': {
      const cand = F.ships.filter((s) => s.kind === 'warship' || s.rec);
      if (fog || !cand.length) return ignore();
      const p = (s: Ship) => decisionProb(GHOST_COINS.interned.challenge, (s.dmg > 0 ? 2 : 0) + (s.ls ? 2 : 0), GHOST_COINS.interned.response) * value(s);
      return act(L, best(cand, p).id);
    }
    case 'fog_bank':
    case 'deception':
      // Not placed: remembered for the live player's next turn; impossible if one is already pending [5.3.3.6].
      return !fog && !F.pending ? act(L, null) : ignore();
    case 'calm_seas': {
      const prizes = me.ships.filter((s) => s.kind === 'prize' && s.dmg === 0);
      const ms = me.merchants.filter((s) => s.dmg === 0);
      const pool = prizes.length ? prizes : ms;
      return pool.length ? act(null, best(pool, (s) => printedVA(s.id)).id) : ignore();
    }
    case 'recon_aircraft':
      return !fog && G.players[L].hand.length > 0 ? act(L, null) : ignore();
    case 'breakout':
      return act(null, null);
    case 'rendezvous_missed':
      return !fog && F.ships.some((s) => isFighting(s) && !s.refuge && !s.ls) ? act(L, null) : ignore();
    case 'scuttle': {
      // Any damaged friendly warship, raider or prize, recognized or not [3.3.29]: the one whose VA the live
      // player would score if it sank (a prize counts its printed VA there [3.2.5.3]), or at random.
      const cand = me.ships.filter((s) => s.dmg > 0);
      return cand.length ? act(null, pick(c, cand, (s) => printedVA(s.id)).id) : ignore();
    }
    case 'monitor': {
      const cand = F.ships.filter((s) => isFighting(s) && s.refuge && !t.intercepted.includes(s.id));
      if (fog || !cand.length) return ignore();
      const x = best(cand, (s) => printedVA(s.id));
      t.attackTarget = L;
      emit(c, { kind: 'ghostMonitor', seat: ghost, target: x.id });
      startBritish(c, { att: ghost, def: L, target: x.id, coin: GHOST_COINS.monitor, night: false, sa: false, kind: 'monitor' });
      return;
    }
  }
}
