/**
 * The battle procedure (p.55-62): deployment (with smoke, or the active player placing a faster
 * Surprise's targets), then rounds of Gunnery, Torpedo, Maneuver and Break-away steps, then the end of
 * battle (p.62). Gunnery targets, torpedo targets and break-away announcements are committed
 * simultaneously (RULINGS I-39); a faster Surprise's round 1 has the active side fire first (p.54).
 */
import { BATTLE_ROUNDS, SCENARIO } from '../data';
import type { Side } from '../data/types';
import type { Frame } from '../../common/procedure';
import type { Answer } from '../../common/procedure';
import { farOf, onBoard, settleSmoke, zoneOfKind } from './board';
import { breakAwayMods, emLeavers } from './breakAway';
import { applyAttacks, fireOptions, fireProblem, rollFire, type Attack } from './gunnery';
import { addContact } from './markers';
import { applyManeuver, maneuverOrder, maneuverProblem, canSmoke, type ManeuverSpec } from './maneuver';
import { ask, askCommit, commit, log, pop, reveal, roll, sum, type Ctx } from './flow';
import { BREAK_AWAY } from '../data';
import { other, shipRow, weatherAt, liveShips, SIDES } from './state';
import { rollTorpedoes, torpedoOptions, torpedoProblem } from './torpedo';
import { useLeader } from './leaders';
import { applyAttackLeader, attackLeaderOptions, battleLeader, breakLeaderOptions } from './battleLeaders';
import { toStation } from './markers';
import { autoCommit } from './policy';
import { identify } from './identify';
import type { Battle, Commitment, G } from './types';
import { no, type Refusal } from './refusals';

export interface BattleFrame extends Frame {
  f: 'battle';
  step: 'smoke' | 'place' | 'gunnery' | 'gunneryB' | 'torpedo' | 'rolled' | 'maneuver' | 'break' | 'breakRoll' | 'breakEM' | 'next' | 'end';
  /** Attacks rolled this step, before the leaders' windows and the hits (p.57). */
  attacks?: Attack[];
  /** Where to go once the rolled attacks are applied. */
  after?: BattleFrame['step'];
  /** Sides already offered their leader window for the current roll. */
  offered?: Side[];
  /** The break-away roll in progress. */
  roll?: number[];
  plus?: number;
  done: Side[];
  /** Deployment still to ask (smoke), in order. */
  smokeSides: Side[];
  order: string[];
  idx: number;
  breaker?: Side;
}

/**
 * Start a battle (p.55): the active TF's ships in side A's Far zone, the target's in side B's Far
 * zone (or placed by the active player after a faster Surprise). Returns the frame to push.
 */
export function startBattle(
  c: Ctx,
  o: { hex: string | null; a: Side; tfA: string; tfB: string; surprise: boolean; limited: boolean; smoke: Side[]; from: Battle['from']; rounds?: number },
): BattleFrame {
  const G = c.G;
  // A battle identifies both TFs (REVEAL_ROWS BATTLE_STARTS).
  identify(c, o.tfA, 'battle');
  identify(c, o.tfB, 'battle');
  const rounds = o.rounds ?? (o.limited ? BATTLE_ROUNDS.limited : weatherAt(G, o.hex) === 'BAD' ? BATTLE_ROUNDS.BAD : BATTLE_ROUNDS.GOOD);
  const b: Battle = {
    hex: o.hex,
    a: o.a,
    tfs: { [o.a]: o.tfA, [other(o.a)]: o.tfB } as Record<Side, string>,
    round: 1,
    rounds,
    limited: o.limited,
    surprise: o.surprise,
    ships: {},
    moved: [],
    brokeAway: null,
    from: o.from,
  };
  for (const side of SIDES) {
    const tf = G.tfs[b.tfs[side]];
    for (const s of liveShips(G, tf)) b.ships[s] = { zone: farOf(b, side), smoke: false, by: null };
  }
  G.battle = b;
  log(c, 'battleStarts', [o.tfA, o.tfB, o.a, ...(o.hex ? [o.hex] : [])], [rounds, o.surprise ? 1 : 0], 'p.55');
  return {
    f: 'battle',
    step: o.surprise ? 'place' : 'smoke',
    done: [],
    smokeSides: o.surprise ? [] : [o.a, other(o.a)].filter((s) => o.smoke.includes(s)),
    order: [],
    idx: 0,
  };
}

const sideOfShip = (s: string): Side => shipRow(s).side;

interface SmokeSpec {
  ship: string;
  obscure: string[];
}

/** Deployment smoke (p.55: "Las naves pueden colocarse con humo"): makers and the ships they obscure. */
function smokeProblem(G: G, b: Battle, side: Side, makers: SmokeSpec[]): Refusal | null {
  const seen = new Set<string>();
  for (const m of makers) {
    const pr = maneuverProblem(G, b, m.ship, { zone: b.ships[m.ship]?.zone ?? 'CLOSE', smoke: true, obscure: m.obscure }, false);
    if (!b.ships[m.ship] || sideOfShip(m.ship) !== side) return no.smokeOwn();
    if (pr) return pr;
    for (const x of [m.ship, ...m.obscure]) {
      if (seen.has(x)) return no.shipTwice();
      seen.add(x);
    }
  }
  return null;
}

export const battleProcedure = {
  step(c: Ctx, fr: BattleFrame): void {
    const G = c.G;
    const b = G.battle as Battle;
    switch (fr.step) {
      case 'place':
        ask(c, b.a, 'place', { ships: onBoard(G, b, other(b.a)) });
        return;
      case 'smoke': {
        const side = fr.smokeSides[0];
        if (!side) {
          fr.step = 'gunnery';
          return;
        }
        const can = onBoard(G, b, side).filter((s) => canSmoke(G, s));
        if (!can.length) {
          fr.smokeSides.shift();
          return;
        }
        ask(c, side, 'smoke', { ships: can });
        return;
      }
      case 'gunnery':
      case 'gunneryB': {
        // Round 1 of a faster Surprise: side A fires, its results apply, then side B fires (p.54).
        const split = b.surprise && b.round === 1;
        const sides = split ? [fr.step === 'gunnery' ? b.a : other(b.a)] : [...SIDES];
        const firing = sides.filter((s) => Object.keys(fireOptions(G, b, s)).length > 0);
        const done = fr.done;
        if (!askCommit(c, 'fire', firing, done, (s) => autoCommit(G, b, 'fire', s), { step: 'gunnery', round: b.round })) return;
        const cs = reveal(G);
        fr.attacks = [];
        for (const s of firing) {
          const cm = cs[s];
          if (cm?.kind === 'fire') fr.attacks.push(...rollFire(c, b, s, cm.targets));
        }
        fr.done = [];
        fr.after = split && fr.step === 'gunnery' ? 'gunneryB' : 'torpedo';
        fr.offered = [];
        fr.step = 'rolled';
        return;
      }
      case 'rolled': {
        // Marschall/Forbes and Somerville after the step's rolls (p.10, E-12), then every hit at once.
        for (const s of [other(b.a), b.a]) {
          if ((fr.offered as Side[]).includes(s)) continue;
          (fr.offered as Side[]).push(s);
          const opts = attackLeaderOptions(G, b, fr.attacks ?? [], s);
          if (opts.length) {
            ask(c, s, 'leaderRoll', { what: 'battle', options: opts });
            return;
          }
        }
        applyAttacks(c, fr.attacks ?? []);
        delete fr.attacks;
        delete fr.offered;
        fr.step = ended(G, b) ? 'end' : (fr.after as BattleFrame['step']);
        if (fr.step === 'maneuver') {
          fr.order = maneuverOrder(G, b);
          fr.idx = 0;
          b.moved = [];
        }
        return;
      }
      case 'torpedo': {
        const firing = SIDES.filter((s) => Object.keys(torpedoOptions(G, b, s)).length > 0);
        if (!askCommit(c, 'torpedo', firing, fr.done, (s) => autoCommit(G, b, 'torpedo', s), { step: 'torpedo', round: b.round })) return;
        const cs = reveal(G);
        fr.attacks = [];
        for (const s of firing) {
          const cm = cs[s];
          if (cm?.kind === 'torpedo') fr.attacks.push(...rollTorpedoes(c, b, s, cm.targets));
        }
        fr.done = [];
        fr.after = 'maneuver';
        fr.offered = [];
        fr.step = 'rolled';
        return;
      }
      case 'maneuver': {
        while (fr.idx < fr.order.length && !onBoard(G, b).includes(fr.order[fr.idx])) fr.idx++;
        if (fr.idx >= fr.order.length) {
          fr.step = 'break';
          return;
        }
        const ship = fr.order[fr.idx];
        ask(c, sideOfShip(ship), 'maneuver', { ship });
        return;
      }
      case 'break': {
        const sides = SIDES.filter((s) => onBoard(G, b, s).some((x) => shipRow(x).cls !== 'SHORE'));
        if (!askCommit(c, 'breakAway', sides, fr.done, (s) => autoCommit(G, b, 'breakAway', s), { step: 'break', round: b.round })) return;
        const cs = reveal(G);
        fr.done = [];
        const yes = sides.filter((s) => cs[s]?.kind === 'breakAway' && (cs[s] as { yes: boolean }).yes);
        log(c, 'breakAwayDeclared', yes, [], 'p.61');
        if (yes.length === 2) {
          fr.step = 'end';
          return;
        }
        if (yes.length === 1) {
          fr.breaker = yes[0];
          fr.roll = roll(c, BREAK_AWAY.dice);
          fr.plus = 0;
          fr.step = 'breakRoll';
          const opts = breakLeaderOptions(G, b, yes[0], fr.roll);
          if (opts.length) ask(c, yes[0], 'leaderRoll', { what: 'breakAway', options: opts, dice: fr.roll });
          return;
        }
        fr.step = 'next';
        return;
      }
      case 'breakRoll': {
        const side = fr.breaker as Side;
        const mods = breakAwayMods(G, b, side);
        if (fr.plus) mods.push(['somerville', fr.plus]);
        const dice = fr.roll as number[];
        const total = sum(dice) + sum(mods.map((m) => m[1]));
        log(c, 'breakAwayRoll', [side, ...mods.map((m) => m[0])], [...dice, ...mods.map((m) => m[1]), total], 'p.61');
        delete fr.roll;
        delete fr.plus;
        if (total >= BREAK_AWAY.target) {
          b.brokeAway = side;
          fr.step = 'end';
          return;
        }
        const tf = G.tfs[b.tfs[side]];
        fr.step = tf.em && emLeavers(G, b, side).length ? 'breakEM' : 'next';
        return;
      }
      case 'breakEM':
        ask(c, fr.breaker as Side, 'breakEM', { ships: emLeavers(G, b, fr.breaker as Side) });
        return;
      case 'next':
        if (ended(G, b) || b.round >= b.rounds) {
          fr.step = 'end';
          return;
        }
        b.round += 1;
        log(c, 'battleRound', [], [b.round], 'p.56');
        fr.step = 'gunnery';
        return;
      case 'end':
        endBattle(c, b);
        pop(G);
        return;
    }
  },

  answer(c: Ctx, fr: BattleFrame, seat: string, a: Answer): Refusal | undefined {
    const G = c.G;
    const b = G.battle as Battle;
    const side = G.pending?.side;
    if (a.move === 'pick' && G.pending?.kind === 'leaderRoll') {
      const v = a.args[0] as string | null;
      const s = side as Side;
      if (fr.step === 'breakRoll') {
        if (v === null) return undefined;
        if (!breakLeaderOptions(G, b, s, fr.roll as number[]).includes(v)) return no.leaderOption();
        useLeader(G, battleLeader(G, b, s, v === 'plus2') as string);
        if (v === 'plus2') fr.plus = 2;
        else (fr.roll as number[])[v === 'six0' ? 0 : 1] = 6;
        log(c, 'leaderDie', [s, v], [...(fr.roll as number[])], 'p.10');
        return undefined;
      }
      if (v === null) return undefined;
      if (!attackLeaderOptions(G, b, fr.attacks ?? [], s).includes(v)) return no.leaderOption();
      applyAttackLeader(G, b, fr.attacks as Attack[], s, v);
      log(c, 'leaderDie', [s, v], [], 'p.10');
      return undefined;
    }
    switch (a.move) {
      case 'smoke': {
        if (fr.step !== 'smoke' || !side) return no.notSmokeTime();
        const makers = a.args[0] as SmokeSpec[];
        const p = smokeProblem(G, b, side, makers);
        if (p) return p;
        for (const m of makers) applyManeuver(G, b, m.ship, { zone: b.ships[m.ship].zone, smoke: true, obscure: m.obscure });
        b.moved = [];
        log(c, 'smokeDeployed', [side, ...makers.map((m) => m.ship)], [], 'p.55');
        fr.smokeSides.shift();
        return undefined;
      }
      case 'place': {
        if (fr.step !== 'place' || !side) return no.notPlaceTime();
        const zones = a.args[0] as Record<string, 'FAR' | 'NEAR' | 'CLOSE'>;
        const foe = other(b.a);
        const ships = onBoard(G, b, foe);
        if (Object.keys(zones).length !== ships.length || !ships.every((s) => zones[s])) return no.placeAll();
        for (const s of ships) b.ships[s].zone = zoneOfKind(b, foe, zones[s]);
        log(c, 'shipsPlaced', [b.a, ...ships.map((s) => `${s}:${zones[s]}`)], [], 'p.54');
        fr.step = 'gunnery';
        return undefined;
      }
      case 'fire':
      case 'torpedo': {
        const isFire = a.move === 'fire';
        if (isFire ? fr.step !== 'gunnery' && fr.step !== 'gunneryB' : fr.step !== 'torpedo') return isFire ? no.notGunneryStep() : no.notTorpedoStep();
        const targets = a.args[0] as Record<string, string>;
        const waiting = ((G.pending?.data?.sides as Side[]) ?? []).filter((s) => !fr.done.includes(s));
        const s = waiting.find((x) => G.seat[x] === seat);
        if (!s) return no.committed();
        for (const [att, t] of Object.entries(targets)) {
          if (sideOfShip(att) !== s) return no.ownAttackers();
          const p = isFire ? fireProblem(G, b, att, t) : torpedoProblem(G, b, att, t);
          if (p) return p;
        }
        commit(G, seat, waiting, fr.done, { kind: isFire ? 'fire' : 'torpedo', targets } as Commitment);
        return undefined;
      }
      case 'breakAway': {
        if (fr.step !== 'break') return no.notBreakStep();
        const waiting = ((G.pending?.data?.sides as Side[]) ?? []).filter((s) => !fr.done.includes(s));
        if (!commit(G, seat, waiting, fr.done, { kind: 'breakAway', yes: a.args[0] as boolean })) return no.committed();
        return undefined;
      }
      case 'maneuver': {
        if (fr.step !== 'maneuver' || !side) return no.notManeuverStep();
        const ship = fr.order[fr.idx];
        const m = a.args[0] as ManeuverSpec;
        const conv = SCENARIO[G.scenario].convoys.find((x) => x.ship === ship);
        const dispersalOk = !!conv?.dispersalAllowed && !G.dispersals.includes(ship) && !G.ships[ship].dispersed;
        const p = maneuverProblem(G, b, ship, m, dispersalOk);
        if (p) return p;
        const from = b.ships[ship].zone;
        applyManeuver(G, b, ship, m);
        if (m.disperse) {
          G.ships[ship].dispersed = true;
          G.dispersals.push(ship);
          log(c, 'dispersed', [ship], [], 'p.12');
        }
        log(c, 'maneuver', [ship, from, m.zone, ...m.obscure], [m.smoke ? 1 : 0], 'p.60');
        fr.idx += 1;
        return undefined;
      }
      case 'breakEM': {
        if (fr.step !== 'breakEM' || !side) return no.notBreakEMTime();
        const ship = a.args[0] as string | null;
        if (ship !== null) {
          if (!emLeavers(G, b, side).includes(ship)) return no.farShip();
          G.tfs[b.tfs[side]].em = false;
          b.ships[ship].left = true;
          // In a mini-scenario the ship is out of play (p.24, p.61).
          if (b.from === 'SCENARIO') G.ships[ship].status = 'out';
          settleSmoke(G, b);
          log(c, 'breakAwayEM', [side, ship], [], 'p.61');
        }
        fr.step = 'next';
        return undefined;
      }
    }
    return no.wrongAnswer(a.move);
  },
};

/** p.62: a side with no ship left on the board ends the battle. */
function ended(G: G, b: Battle): boolean {
  return SIDES.some((s) => onBoard(G, b, s).filter((x) => shipRow(x).cls !== 'SHORE').length === 0);
}

/** p.62, p.63: ships back to their TF boxes, both TFs stations in the battle hex with Contact. */
function endBattle(c: Ctx, b: Battle): void {
  const G = c.G;
  log(c, 'battleEnds', [b.tfs.BR, b.tfs.GE, ...(b.brokeAway ? ['brokeAway', b.brokeAway] : [])], [b.round], 'p.62');
  if (b.hex) {
    for (const s of SIDES) {
      const tf = G.tfs[b.tfs[s]];
      if (tf.gone) continue;
      if (tf.rep.k === 'T' || tf.rep.hex !== b.hex) toStation(tf, b.hex);
      addContact(tf, b.hex);
      if (G.opt.battleRemovesEM) tf.em = false;
    }
  }
  if (b.brokeAway) G.scored.push(`brokeAway:${b.brokeAway}`);
  G.scored.push('battleOver');
  G.battle = null;
}
