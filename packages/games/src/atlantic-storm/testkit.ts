/**
 * Helpers for scripted scenarios: build a state directly with fixed hands, draw pile and convoy pile,
 * and a scripted die; make moves as the game kit makes them (common/engine.ts applyMove: the decision's
 * seat, the rules, then the public summaries). The scripted context also collects every log event the
 * rules emit (`events`). Used by the tests only (the rules are pure functions over plain state).
 */
import { reasonText } from '../common/refusal';
import { applyMove } from '../common/engine';
import { redactEvents, type LogEvent, type PublicLogEvent } from '../common/log';
import type { Rng as KitRng } from '../common/rng';
import { ALL_CONVOY_IDS, ALL_FORCE_IDS } from './data';
import { engine } from './moves';
import { pileIds, pileOf } from './rules/pile';
import type { PlaySpec } from './rules/play';
import { defaultFlags, emptyState, newGame as newGameRules, stackConvoysAndStart, type NewGameParams } from './rules/setup';
import { newSoloGame as newSoloGameRules } from './rules/solo-setup';
import type { StormTarget } from './rules/storm';
import type { SoloPlaceSpec, SoloResolveChoice } from './rules/solo-values';
import { syncPublic } from './rules/state';
import type { AsState, Ctx, Flags, Mode, Seat, Side, Zone, ZoneDecl } from './rules/types';

export interface Scripted extends Ctx {
  /** Dice not used yet. */
  left(): number[];
  /** Every event emitted so far (setups and moves), oldest first, with their visibility fields. */
  events: LogEvent[];
  /** The events emitted so far as `viewer` sees them (a seat, or null for a spectator). */
  seen(viewer: Seat | null): PublicLogEvent[];
}

/** Scripted dice (each d6() takes the next value); shuffles keep the order (deterministic fixtures). */
export function scripted(dice: number[]): Scripted {
  const queue = [...dice];
  const events: LogEvent[] = [];
  return {
    d6: () => {
      const d = queue.shift();
      if (d === undefined) throw new Error('dice script exhausted');
      return d;
    },
    shuffle: <T>(items: T[]) => [...items],
    emit: (e) => void events.push(e),
    left: () => [...queue],
    events,
    seen: (viewer) => redactEvents(events, viewer),
  };
}

/** A setup as the kit runs it: the events emitted while building G become its public setup log (AsState.log). */
function withSetupLog(rng: Ctx, build: (m: Ctx) => AsState): AsState {
  const opening: LogEvent[] = [];
  const G = build({
    d6: () => rng.d6(),
    shuffle: (items) => rng.shuffle(items),
    emit: (e) => {
      opening.push(e);
      rng.emit(e);
    },
  });
  G.log = redactEvents(opening, null);
  return G;
}

export interface Fixture {
  seats: number;
  mode?: Mode;
  flags?: Partial<Flags>;
  first?: number;
  /** Hands per seat index. */
  hands: string[][];
  /** Top of the force draw pile; every other force card follows in id order. */
  deck?: string[];
  /** Top of the convoy pile; basic: the rest of the 20 follow in id order and 20 are removed. */
  convoys?: string[];
}

export function seatIds(n: number): Seat[] {
  return Array.from({ length: n }, (_, i) => String(i));
}

export function fixtureGame(f: Fixture, rng: Ctx = scripted([])): AsState {
  return withSetupLog(rng, (m) => fixture(f, m));
}

function fixture(f: Fixture, rng: Ctx): AsState {
  const mode = f.mode ?? 'basic';
  const flags = { ...defaultFlags(mode), ...(f.flags ?? {}) };
  const G = emptyState(seatIds(f.seats), mode, flags);
  G.first = f.first ?? 0;
  const used = new Set<string>();
  f.hands.forEach((h, i) => {
    G.players[String(i)].hand = [...h];
    h.forEach((id) => used.add(id));
  });
  for (const id of f.deck ?? []) used.add(id);
  G.secret.deck = pileOf([...(f.deck ?? []), ...ALL_FORCE_IDS.filter((id) => !used.has(id))]);
  const top = f.convoys ?? [];
  const rest = ALL_CONVOY_IDS.filter((id) => !top.includes(id));
  stackConvoysAndStart(G, [...top, ...rest], flags, rng);
  syncPublic(G);
  return G;
}

/** The rules' d6-only randomness as the kit's Rng (every die here is a d6). */
function kitRng(rng: Ctx): KitRng {
  return {
    die: (sides) => {
      if (sides !== 6) throw new Error(`Atlantic Storm rolls d6 only (asked for d${sides})`);
      return rng.d6();
    },
    shuffle: <T>(items: readonly T[]) => rng.shuffle([...items]),
  };
}

function move(G: AsState, seat: Seat, name: keyof typeof engine.moves, args: unknown[], rng: Ctx): string | undefined {
  const r = applyMove(engine, G, seat, name, args, kitRng(rng), (e) => rng.emit(e));
  return r === undefined ? undefined : reasonText(r);
}

/** §3 setup, with its log and the public summaries (as the kit does). */
export function newGame(p: NewGameParams, rng: Ctx): AsState {
  const G = withSetupLog(rng, (m) => newGameRules(p, m));
  syncPublic(G);
  return G;
}

/** §15 setup, with its log and the public summaries (as the kit does). */
export function newSoloGame(seat: Seat, human: Side, rng: Ctx): AsState {
  const G = withSetupLog(rng, (m) => newSoloGameRules(seat, human, m));
  syncPublic(G);
  return G;
}

// The moves, each as the kit applies it (a reason when illegal).
export const chooseConvoy = (G: AsState, seat: Seat, id: string, rng: Ctx) => move(G, seat, 'chooseConvoy', [id], rng);
export const declareZone = (G: AsState, seat: Seat, zone: ZoneDecl, rng: Ctx) => move(G, seat, 'declareZone', [zone], rng);
export const play = (G: AsState, seat: Seat, spec: PlaySpec, rng: Ctx) => move(G, seat, 'play', [spec], rng);
export const discardCard = (G: AsState, seat: Seat, id: string, rng: Ctx) => move(G, seat, 'discard', [id], rng);
export const discardHand = (G: AsState, seat: Seat, rng: Ctx) => move(G, seat, 'discardHand', [], rng);
export const stormTarget = (G: AsState, seat: Seat, target: StormTarget, rng: Ctx) => move(G, seat, 'stormTarget', [target], rng);
export const supply = (G: AsState, seat: Seat, target: string | null, rng: Ctx) => move(G, seat, 'supply', [target], rng);
export const distributeSpoils = (G: AsState, seat: Seat, a: Record<Seat, string[]>, rng: Ctx) => move(G, seat, 'distributeSpoils', [a], rng);
export const soloZone = (G: AsState, seat: Seat, zones: Zone[], rng: Ctx) => move(G, seat, 'soloZone', [zones], rng);
export const soloPlace = (G: AsState, seat: Seat, spec: SoloPlaceSpec, rng: Ctx) => move(G, seat, 'soloPlace', [spec], rng);
export const soloResolve = (G: AsState, seat: Seat, c: SoloResolveChoice, rng: Ctx) => move(G, seat, 'soloResolve', [c], rng);
export const soloWithdraw = (G: AsState, seat: Seat, ids: string[], rng: Ctx) => move(G, seat, 'soloWithdraw', [ids], rng);

/** Every one of the 152 cards, with the place it is in (each must be in exactly one place). */
export function census(G: AsState): Map<string, string[]> {
  const where = new Map<string, string[]>();
  const put = (id: string, place: string) => {
    const l = where.get(id);
    if (l) l.push(place);
    else where.set(id, [place]);
  };
  const sec = G.secret;
  pileIds(sec.deck).forEach((id) => put(id, 'deck'));
  pileIds(sec.discard).forEach((id) => put(id, 'discard'));
  pileIds(sec.convoys).forEach((id) => put(id, 'convoyPile'));
  pileIds(sec.removed).forEach((id) => put(id, 'removed'));
  pileIds(sec.convoyDiscard).forEach((id) => put(id, 'convoyDiscard'));
  for (const side of ['allied', 'german'] as const) {
    pileIds(sec.soloDeck[side]).forEach((id) => put(id, `soloDeck.${side}`));
    pileIds(sec.soloDiscard[side]).forEach((id) => put(id, `soloDiscard.${side}`));
  }
  for (const s of G.seats) {
    const p = G.players[s];
    p.hand.forEach((id) => put(id, `hand.${s}`));
    for (const t of p.tricks) {
      put(t.convoy, `trick.${s}`);
      t.cards.forEach((id) => put(id, `trick.${s}`));
    }
    p.victims.forEach((id) => put(id, `victims.${s}`));
    p.spoils.forEach((id) => put(id, `spoils.${s}`));
    p.convoyChoice.forEach((id) => put(id, `convoyChoice.${s}`));
    if (p.soloLoot)
      for (const side of ['allied', 'german'] as const) {
        p.soloLoot[side].convoys.forEach((id) => put(id, `soloLoot.${side}`));
        p.soloLoot[side].cards.forEach((id) => put(id, `soloLoot.${side}`));
      }
  }
  const b = G.battle;
  if (b) {
    put(b.convoy, 'battle.convoy');
    b.under.forEach((u) => put(u.id, 'under'));
    for (const p of b.round.plays) [...p.normals, ...p.bonuses.map((x) => x.id), ...p.specials, ...p.supplies].forEach((id) => put(id, `play.${p.no}`));
    b.round.intel.forEach((i) => put(i.card, 'intel'));
    if (b.round.storm) put(b.round.storm.card, 'storm');
    b.resolution?.spoils?.pool.forEach((id) => put(id, 'spoilsPool'));
  }
  const S = G.solo;
  if (S) {
    if (S.convoy) put(S.convoy, 'solo.convoy');
    for (const side of ['allied', 'german'] as const) {
      S.drawn[side].forEach((id) => put(id, `solo.drawn.${side}`));
      S.placed[side].forEach((p) => put(p.id, `solo.placed.${side}`));
      S.specials[side].forEach((p) => put(p.id, `solo.specials.${side}`));
      S.reserved[side].forEach((id) => put(id, `solo.reserved.${side}`));
      S.carry[side].forEach((id) => put(id, `solo.carry.${side}`));
    }
  }
  return where;
}

const ALL_IDS = [...ALL_CONVOY_IDS, ...ALL_FORCE_IDS];
const splitCache = new Map<string, string[]>();
function split(p: string): string[] {
  let hit = splitCache.get(p);
  if (!hit) {
    if (splitCache.size > 5000) splitCache.clear();
    hit = pileIds(p);
    splitCache.set(p, hit);
  }
  return hit;
}

/**
 * Where a card is, as far as visibility goes: 'secret' (a face-down pile), `hand:<seat>` (a hand or the
 * convoys a leader drew), `hidden:<seat>` (face down in front of a seat, revealed at the end), 'table'.
 */
export type Whereabouts = Map<string, string>;

/** Throws unless all 40 convoys and 112 force cards are each in exactly one place; returns where each is. */
export function assertConserved(G: AsState): Whereabouts {
  const seen: Whereabouts = new Map();
  let dup: string | undefined;
  const add = (id: string, where: string) => {
    if (seen.has(id)) dup = id;
    else seen.set(id, where);
  };
  const sec = G.secret;
  for (const p of [
    sec.deck,
    sec.discard,
    sec.convoys,
    sec.removed,
    sec.convoyDiscard,
    sec.soloDeck.allied,
    sec.soloDeck.german,
    sec.soloDiscard.allied,
    sec.soloDiscard.german,
  ])
    for (const id of split(p)) add(id, 'secret');
  for (const s of G.seats) {
    const p = G.players[s];
    const hand = `hand:${s}`;
    const hidden = `hidden:${s}`;
    for (const id of p.hand) add(id, hand);
    for (const t of p.tricks) {
      add(t.convoy, 'table');
      for (const id of t.cards) add(id, hidden);
    }
    for (const id of p.victims) add(id, hidden);
    for (const id of p.spoils) add(id, hidden);
    for (const id of p.convoyChoice) add(id, hand);
    if (p.soloLoot)
      for (const side of ['allied', 'german'] as const) {
        for (const id of p.soloLoot[side].convoys) add(id, 'table');
        for (const id of p.soloLoot[side].cards) add(id, hidden);
      }
  }
  const b = G.battle;
  if (b) {
    add(b.convoy, 'table');
    for (const u of b.under) add(u.id, 'table');
    for (const p of b.round.plays) for (const id of [...p.normals, ...p.bonuses.map((x) => x.id), ...p.specials, ...p.supplies]) add(id, 'table');
    for (const i of b.round.intel) add(i.card, 'table');
    if (b.round.storm) add(b.round.storm.card, 'table');
    for (const id of b.resolution?.spoils?.pool ?? []) add(id, 'table');
  }
  const S = G.solo;
  if (S) {
    if (S.convoy) add(S.convoy, 'table');
    for (const side of ['allied', 'german'] as const) {
      for (const id of S.drawn[side]) add(id, 'table');
      for (const p of S.placed[side]) add(p.id, 'table');
      for (const p of S.specials[side]) add(p.id, 'table');
      for (const id of S.reserved[side]) add(id, 'table');
      for (const id of S.carry[side]) add(id, 'table');
    }
  }
  if (dup !== undefined || seen.size !== 152 || ALL_IDS.some((id) => !seen.has(id))) {
    const where = census(G);
    const problems: string[] = [];
    for (const id of ALL_IDS) {
      const l = where.get(id);
      if (!l) problems.push(`${id} missing`);
      else if (l.length > 1) problems.push(`${id} in ${l.join(' and ')}`);
    }
    throw new Error(`cards not conserved: ${problems.slice(0, 5).join('; ')}`);
  }
  return seen;
}
