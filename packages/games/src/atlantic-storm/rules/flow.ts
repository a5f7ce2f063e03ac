import { ALL_CONVOY_IDS, ALL_FORCE_IDS, type Side, type ZoneDecl } from '../data';
import { card, convoy, diceFor, otherSide, refuelable, sideName, zoneName } from './cards';
import { checkPlay, effectiveZone, effectiveZones, livePlays, type PlaySpec } from './play';
import { endGame } from './score';
import { pileAdd, pileOf, pileSize, pileTake } from './pile';
import { discard, drawForce, log, logBlock, names, ref, refill, removeFromHand, seatLabel } from './state';
import type { AsState, Battle, Flags, Mode, Play, Resolution, Rng, Round, Seat, Slot } from './types';

export const HAND_SIZE = 6;

export function emptyState(seats: Seat[], mode: Mode, flags: Flags): AsState {
  const G: AsState = {
    mode,
    flags,
    seats,
    first: 0,
    cut: [],
    roundNo: 0,
    battleNo: 0,
    battle: null,
    prompt: null,
    pub: {},
    players: {},
    secret: { deck: '', discard: '', convoys: '', removed: '', convoyDiscard: '', soloDeck: { allied: '', german: '' }, soloDiscard: { allied: '', german: '' } },
    counts: { deck: 0, discard: 0, convoys: 0, convoyDiscard: 0, removed: 0, soloDeck: { allied: 0, german: 0 }, soloDiscard: { allied: 0, german: 0 } },
    log: [],
    result: null,
    lastRound: null,
    solo: null,
    soloPub: null,
  };
  for (const s of seats) G.players[s] = { hand: [], tricks: [], victims: [], spoils: [], convoyChoice: [], soloLoot: null };
  return G;
}

export function defaultFlags(mode: Mode): Flags {
  const on = mode === 'advanced';
  return { convoySelection: on, discardHand: on, divideSpoils: on };
}

export interface NewGameParams {
  seats: Seat[];
  mode: Mode;
  flags?: Partial<Flags>;
  /** Seat index of the first player (campaign: the standings leader). Absent: the cut of §3. */
  dealer?: number;
}

/** §3 "Comienzo del juego": first player, deal, convoy pile. */
export function newGame(p: NewGameParams, rng: Rng): AsState {
  const flags = { ...defaultFlags(p.mode), ...(p.flags ?? {}) };
  const G = emptyState(p.seats, p.mode, flags);
  const n = p.seats.length;
  if (p.dealer !== undefined && p.dealer >= 0 && p.dealer < n) {
    G.first = p.dealer;
    log(G, { kind: 'dealer', seat: p.seats[p.dealer], text: `${seatLabel(p.seats[p.dealer])} holds the highest record and deals (§4).` });
  } else {
    // §3: each player cuts the convoy deck; the lowest card number is the jugador/mano.
    const cut = rng.shuffle([...ALL_CONVOY_IDS]).slice(0, n);
    G.cut = p.seats.map((seat, i) => ({ seat, convoy: cut[i] }));
    let best = 0;
    for (let i = 1; i < n; i++) if (convoy(cut[i]).no < convoy(cut[best]).no) best = i;
    G.first = best;
    log(G, {
      kind: 'cut',
      text: `Cut for first player: ${G.cut.map((c) => `${seatLabel(c.seat)} ${c.convoy}`).join(', ')}; ${seatLabel(p.seats[best])} deals (§3).`,
    });
  }
  G.secret.deck = pileOf(rng.shuffle([...ALL_FORCE_IDS]));
  deal(G, rng);
  return stackConvoysAndStart(G, rng.shuffle([...ALL_CONVOY_IDS]), flags, rng);
}

/**
 * The convoy pile in this order (§3: with convoy selection all 40 stay; otherwise 20 are used and 20 set
 * aside unseen), then the first battle. Shared by the real setup and scripted test fixtures.
 */
export function stackConvoysAndStart(G: AsState, convoys: string[], flags: Flags, rng: Rng): AsState {
  if (flags.convoySelection) G.secret.convoys = pileOf(convoys);
  else {
    G.secret.convoys = pileOf(convoys.slice(0, 20));
    G.secret.removed = pileOf(convoys.slice(20));
  }
  startBattle(G, rng);
  return G;
}

/** §3 "Reparto": six cards each, face down, starting with the first player. */
export function deal(G: AsState, rng: Rng): void {
  const n = G.seats.length;
  for (let k = 0; k < HAND_SIZE * n; k++) {
    const s = G.seats[(G.first + k) % n];
    const c = drawForce(G, rng);
    if (c !== undefined) G.players[s].hand.push(c);
  }
}

export function leaderOf(G: AsState, roundNo = G.roundNo): Seat {
  return G.seats[(G.first + roundNo) % G.seats.length];
}

/** §5 "Anuncie Batalla": the leader turns up the top convoy (§14: draws two and keeps one). */
export function startBattle(G: AsState, rng: Rng): void {
  G.battle = null;
  if (pileSize(G.secret.convoys) === 0) {
    endGame(G);
    return;
  }
  const leader = leaderOf(G);
  if (G.flags.convoySelection && pileSize(G.secret.convoys) >= 2) {
    [G.players[leader].convoyChoice, G.secret.convoys] = pileTake(G.secret.convoys, 2);
    logBlock(G);
    G.prompt = { kind: 'chooseConvoy', seat: leader };
    log(G, { kind: 'convoyChoice', seat: leader, text: `${seatLabel(leader)} draws two convoy cards and chooses one for the battle (§14).` });
    return;
  }
  const [[cv], rest] = pileTake(G.secret.convoys, 1);
  G.secret.convoys = rest;
  beginBattle(G, cv, rng);
}

function beginBattle(G: AsState, cv: string, _rng: Rng, newBlock = true): void {
  G.battleNo++;
  if (newBlock) logBlock(G);
  const c = convoy(cv);
  G.battle = { convoy: cv, rounds: 0, under: [], round: null as unknown as Round, resolution: null };
  log(G, {
    kind: 'convoy',
    seat: leaderOf(G),
    text: `Battle ${G.battleNo}: ${seatLabel(leaderOf(G))} turns up ${c.name} (${c.year}, ${c.ocean === 'NA' ? 'North Atlantic' : 'Arctic'}, ${c.cargo}, ${c.vp} VP).`,
  });
  startRound(G);
}

/** A round: every player one turn from the leader; two-player: a double round (§13). */
export function startRound(G: AsState): void {
  const battle = G.battle as Battle;
  const n = G.seats.length;
  const leaderIdx = (G.first + G.roundNo) % n;
  G.roundNo++;
  battle.rounds++;
  const subs = G.mode === 'twoPlayer' ? 2 : 1;
  const slots: Slot[] = [];
  for (let sub = 1; sub <= subs; sub++)
    for (let k = 0; k < n; k++) slots.push({ seat: G.seats[(leaderIdx + k) % n], sub, delayed: false, intel: null, status: 'todo' });
  battle.round = {
    leader: G.seats[leaderIdx],
    declared: null,
    slots,
    cursor: 0,
    plays: [],
    nextNo: 1,
    storm: null,
    intel: [],
    midRefill: false,
  };
  battle.resolution = null;
  G.prompt = { kind: 'zone', seat: G.seats[leaderIdx] };
}

// ------------------------------------------------------------------ moves

/** §14 "Selección de Convoy": keep one of the two drawn convoys, the other goes to the convoy discard pile. */
export function chooseConvoy(G: AsState, seat: Seat, keep: string, rng: Rng): string | undefined {
  if (G.prompt?.kind !== 'chooseConvoy' || G.prompt.seat !== seat) return 'You are not choosing a convoy now.';
  const choice = G.players[seat].convoyChoice;
  if (!choice.includes(keep)) return `${keep} is not one of the two convoys you drew (§14).`;
  const other = choice.filter((c) => c !== keep);
  G.secret.convoyDiscard = pileAdd(G.secret.convoyDiscard, other);
  G.players[seat].convoyChoice = [];
  G.prompt = null;
  beginBattle(G, keep, rng, false);
  return undefined;
}

/** §6 "Tipo de Operación": the leader declares air, surface, sub or combined. */
export function declareZone(G: AsState, seat: Seat, zone: ZoneDecl, rng: Rng): string | undefined {
  if (G.prompt?.kind !== 'zone' || G.prompt.seat !== seat) return 'Only the round leader declares the zone, before playing (§6).';
  if (!['air', 'surface', 'sub', 'combined'].includes(zone)) return 'The zone is air, surface, sub or combined (§6).';
  const r = (G.battle as Battle).round;
  r.declared = zone;
  log(G, { kind: 'zone', seat, text: `${seatLabel(seat)} declares ${zoneName(zone)} operations (§6).` });
  G.prompt = null;
  proceed(G, rng);
  return undefined;
}

export function play(G: AsState, seat: Seat, spec: PlaySpec, rng: Rng): string | undefined {
  const v = checkPlay(G, seat, spec);
  if (typeof v === 'string') return v;
  const battle = G.battle as Battle;
  const r = battle.round;
  const slot = r.slots[r.cursor];
  removeFromHand(G, seat, spec.cards);
  if (v.intel) {
    // §9 Ultra / B-Dienst: the turn is delayed to the end of the round (two-player: of this single round).
    r.intel.push({ card: v.intel, seat, side: v.side as Side, status: 'waiting' });
    let pos = r.slots.length - 1;
    while (pos >= 0 && r.slots[pos].sub !== slot.sub) pos--;
    r.slots.splice(pos + 1, 0, { seat, sub: slot.sub, delayed: true, intel: v.intel, status: 'todo' });
    slot.status = 'done';
    log(G, { kind: 'intel', seat, text: `${seatLabel(seat)} plays ${ref(v.intel)}: his turn is delayed to the end of the round (§9).` });
    finishTurn(G, seat, rng);
    return undefined;
  }
  if (slot.delayed) {
    const i = r.intel.find((x) => x.card === slot.intel);
    if (i) i.status = 'done';
  }
  const p: Play = {
    no: r.nextNo++,
    seat,
    sub: slot.sub,
    delayed: slot.delayed,
    side: v.side,
    normals: v.normals,
    doubled: [],
    bonuses: v.bonuses,
    specials: v.specials,
    admiral: v.admiral,
    supplies: v.supplies,
    killers: [],
    cancelled: false,
    dice: {},
    value: null,
  };
  const parts = [
    ...p.normals.map(ref),
    ...p.bonuses.map((b) => (b.parent ? `${ref(b.id)} on ${ref(b.parent)}` : `${ref(b.id)} (alone)`)),
    ...p.specials.map((s) => (card(s).special === 'admiral' ? `${ref(s)} (${p.admiral === 'combine' ? 'option A: combined operations' : 'option B: two normal cards'})` : ref(s))),
    ...p.supplies.map(ref),
    ...(v.storm ? [ref(v.storm)] : []),
  ];
  log(G, {
    kind: 'play',
    seat,
    text: `${seatLabel(seat)} plays${p.side ? ` ${sideName(p.side)}` : ''}${slot.delayed ? ' (delayed turn)' : ''}: ${parts.join(', ')}.`,
  });
  r.plays.push(p);
  // §7 fate victims, card by card in the order of the play.
  for (const id of [...p.normals, ...p.bonuses.map((b) => b.id), ...p.supplies]) {
    const victim = card(id).fateVictim;
    if (!victim) continue;
    if (victim === battle.convoy) {
      if (card(id).kind === 'normal') {
        p.doubled.push(id);
        log(G, { kind: 'fate', seat, text: `${ref(victim)} is the fate victim of ${ref(id)}: its combat value is doubled (§7).` });
      }
      continue;
    }
    kill(G, r, seat, p, id, victim);
  }
  if (v.storm) r.storm = { card: v.storm, holder: seat, pending: true };
  if (p.admiral === 'combine' && r.declared !== 'combined')
    log(G, { kind: 'zone', seat, text: `The zone becomes Combined for the whole round (§9 option A).` });
  slot.status = 'done';
  finishTurn(G, seat, rng);
  return undefined;
}

/** Take a card out of a play, with everything that refers to it (bonus cards lose their parent). */
export function takeFromPlay(p: Play, id: string): boolean {
  const had = p.normals.includes(id) || p.supplies.includes(id) || p.bonuses.some((b) => b.id === id);
  p.normals = p.normals.filter((x) => x !== id);
  p.supplies = p.supplies.filter((x) => x !== id);
  p.bonuses = p.bonuses.filter((b) => b.id !== id).map((b) => (b.parent === id ? { id: b.id, parent: null } : b));
  p.doubled = p.doubled.filter((x) => x !== id);
  p.killers = p.killers.filter((x) => x !== id);
  delete p.dice[id];
  return had;
}

/** §7: a fate card played after its victim destroys it at once; the victim goes face down to the fate player. */
function kill(G: AsState, r: Round, seat: Seat, fatePlay: Play, fateCard: string, victim: string): void {
  for (const p of livePlays(r)) {
    if (p === fatePlay) continue;
    const kind = p.normals.includes(victim) ? 'normal' : p.supplies.includes(victim) ? 'supply' : p.bonuses.some((b) => b.id === victim) ? 'bonus' : null;
    if (!kind) continue;
    // §7: bonus cards whose parent was the victim are discarded at once.
    const orphans = kind === 'normal' ? p.bonuses.filter((b) => b.parent === victim).map((b) => b.id) : [];
    for (const o of orphans) takeFromPlay(p, o);
    takeFromPlay(p, victim);
    discard(G, orphans);
    fatePlay.killers.push(fateCard);
    if (kind === 'bonus') {
      discard(G, [victim]);
      log(G, { kind: 'fate', seat, text: `${ref(fateCard)} destroys the bonus card ${ref(victim)}, which is discarded (§7).` });
    } else {
      G.players[seat].victims.push(victim);
      log(G, {
        kind: 'fate',
        seat,
        text: `${ref(fateCard)} destroys its fate victim ${ref(victim)}, which goes face down to ${seatLabel(seat)}${orphans.length ? `; ${names(orphans)} discarded` : ''} (§7).`,
      });
    }
    return;
  }
}

/** §6 "Descarte": one card of any kind; at a delayed turn, only the intelligence card (§9). */
export function discardCard(G: AsState, seat: Seat, id: string, rng: Rng): string | undefined {
  if (G.prompt?.kind !== 'turn' || G.prompt.seat !== seat) return 'It is not your turn.';
  const r = (G.battle as Battle).round;
  const slot = r.slots[r.cursor];
  if (slot.delayed) {
    if (id !== slot.intel) return `At your delayed turn, if you do not play you must discard ${ref(slot.intel ?? '')} (§9).`;
    r.intel = r.intel.filter((i) => i.card !== id);
    slot.intel = null;
    discard(G, [id]);
    log(G, { kind: 'discard', seat, text: `${seatLabel(seat)} does not play and discards ${ref(id)} (§9).` });
  } else {
    const hand = G.players[seat].hand;
    if (!hand.includes(id)) return `${id} is not in your hand.`;
    removeFromHand(G, seat, [id]);
    discard(G, [id]);
    log(G, { kind: 'discard', seat, text: `${seatLabel(seat)} discards a card (§6).` });
  }
  slot.status = 'done';
  finishTurn(G, seat, rng);
  return undefined;
}

/** §14 "Descartar la Mano": advanced rules, instead of discarding one card. */
export function discardHand(G: AsState, seat: Seat, rng: Rng): string | undefined {
  if (G.prompt?.kind !== 'turn' || G.prompt.seat !== seat) return 'It is not your turn.';
  if (!G.flags.discardHand) return 'Discarding the whole hand is an advanced rule (§14), not in use in this game.';
  const r = (G.battle as Battle).round;
  const slot = r.slots[r.cursor];
  if (slot.delayed) return 'At a delayed turn the only discard is the intelligence card (§9).';
  const hand = G.players[seat].hand;
  if (hand.length === 0) return 'Your hand is empty.';
  const n = hand.length;
  discard(G, hand.splice(0, n));
  log(G, { kind: 'discard', seat, text: `${seatLabel(seat)} discards his whole hand (${n} cards) (§14).` });
  slot.status = 'done';
  finishTurn(G, seat, rng);
  return undefined;
}

export type StormTarget = null | { cancel: number } | { skip: Seat };

/** Seats with a turn still to come in the round (two-player: the double round). */
export function pendingSeats(r: Round): Seat[] {
  return [...new Set(r.slots.filter((s) => s.status === 'todo').map((s) => s.seat))];
}

/** Plays a storm hit may cancel: surviving plays with cards on the table. */
export function cancellablePlays(r: Round): Play[] {
  return livePlays(r).filter((p) => p.normals.length + p.bonuses.length + p.specials.length + p.supplies.length > 0);
}

/** §9 "Tormentas": after a 1-3 the holder may cancel any play or make a player skip his turn. */
export function stormTarget(G: AsState, seat: Seat, target: StormTarget, rng: Rng): string | undefined {
  if (G.prompt?.kind !== 'stormTarget' || G.prompt.seat !== seat) return 'You have no storm to resolve.';
  const r = (G.battle as Battle).round;
  const storm = r.storm;
  if (!storm) return 'There is no storm.';
  if (target === null || target === undefined) {
    log(G, { kind: 'storm', seat, text: `${seatLabel(seat)} chooses not to use ${ref(storm.card)} (A-10).` });
  } else if (typeof target === 'object' && 'cancel' in target) {
    const p = cancellablePlays(r).find((x) => x.no === target.cancel);
    if (!p) return 'The storm can cancel only a play still on the table (§9 "Tormentas").';
    const gone = [...p.normals, ...p.bonuses.map((b) => b.id), ...p.specials, ...p.supplies];
    p.cancelled = true;
    p.normals = [];
    p.doubled = [];
    p.bonuses = [];
    p.specials = [];
    p.supplies = [];
    p.killers = [];
    p.dice = {};
    discard(G, gone);
    log(G, { kind: 'storm', seat, text: `${ref(storm.card)} cancels ${seatLabel(p.seat)}'s play: ${names(gone)} discarded (§9).` });
  } else if (typeof target === 'object' && 'skip' in target) {
    const slot = r.slots.find((s) => s.seat === target.skip && s.status === 'todo');
    if (!slot) return 'The storm can make skip only a player who has not played yet (§9 "Tormentas").';
    slot.status = 'skipped';
    let extra: string[] = [];
    if (slot.delayed && slot.intel) {
      r.intel = r.intel.filter((i) => i.card !== slot.intel);
      discard(G, [slot.intel]);
      extra = [slot.intel];
      slot.intel = null;
    }
    log(G, {
      kind: 'storm',
      seat,
      text: `${ref(storm.card)}: ${seatLabel(target.skip)} skips his ${slot.delayed ? 'delayed ' : ''}turn${extra.length ? ` and ${ref(extra[0])} is discarded` : ''} (§9).`,
    });
  } else return 'Choose a play to cancel, a player to skip, or nothing.';
  discard(G, [storm.card]);
  r.storm = null;
  G.prompt = null;
  proceed(G, rng);
  return undefined;
}

/** End of a turn: the storm holder rolls (§9 "Tormentas"), then the round goes on. */
function finishTurn(G: AsState, seat: Seat, rng: Rng): void {
  G.prompt = null;
  if (!stormRoll(G, seat, rng)) proceed(G, rng);
}

/** Returns true if a storm target decision is now pending. */
function stormRoll(G: AsState, seat: Seat, rng: Rng): boolean {
  const r = (G.battle as Battle).round;
  const st = r.storm;
  if (!st || !st.pending || st.holder !== seat) return false;
  const d = rng.d6();
  if (d <= 3) {
    st.pending = false;
    log(G, { kind: 'stormRoll', seat, text: `${seatLabel(seat)} rolls ${d} for ${ref(st.card)}: the storm hits (§9).` });
    G.prompt = { kind: 'stormTarget', seat };
    return true;
  }
  const next = r.slots.find((s) => s.status === 'todo');
  if (next) {
    st.holder = next.seat;
    st.pending = true;
    log(G, { kind: 'stormRoll', seat, text: `${seatLabel(seat)} rolls ${d} for ${ref(st.card)}: the storm passes to ${seatLabel(next.seat)} (§9).` });
  } else {
    st.pending = false;
    log(G, { kind: 'stormRoll', seat, text: `${seatLabel(seat)} rolls ${d} for ${ref(st.card)}: nobody is left to take it; it is discarded at the end of the round.` });
  }
  return false;
}

/** Advance to the next decision: the next turn, or the end of the round. */
export function proceed(G: AsState, rng: Rng): void {
  const battle = G.battle as Battle;
  const r = battle.round;
  for (;;) {
    const idx = r.slots.findIndex((s) => s.status === 'todo');
    if (idx < 0) {
      resolveRound(G, rng);
      return;
    }
    const slot = r.slots[idx];
    if (slot.sub === 2 && !r.midRefill) {
      // §13.1: both players refill between the two rounds of a battle (the leader first).
      r.midRefill = true;
      refill(G, r.leader, rng);
    }
    r.cursor = idx;
    if (!slot.delayed && G.players[slot.seat].hand.length === 0) {
      // A-50: a player with no cards cannot play or discard; his turn passes.
      slot.status = 'done';
      log(G, { kind: 'pass', seat: slot.seat, text: `${seatLabel(slot.seat)} has no cards and passes (A-50).` });
      if (stormRoll(G, slot.seat, rng)) return;
      continue;
    }
    G.prompt = { kind: 'turn', seat: slot.seat, delayed: slot.delayed };
    return;
  }
}

// ------------------------------------------------------------------ resolution (§11)

/** Value of one normal card in the counted zones, from its rolled dice (consumed in zone order). */
export function normalValue(id: string, zones: readonly string[], dice: readonly number[] | undefined, doubled: boolean): number {
  const c = card(id);
  let v = 0;
  let k = 0;
  for (const z of zones) {
    const val = c.values[z as 'air'];
    if (typeof val === 'number') v += val;
    else for (let i = 0; i < diceFor(val); i++) v += dice?.[k++] ?? 0;
  }
  return doubled ? v * 2 : v;
}

export function bonusValue(id: string, zones: readonly string[]): number {
  const c = card(id);
  let v = 0;
  for (const z of zones) v += c.values[z as 'air'] as number;
  return v;
}

/** Value of a resolved play, optionally leaving out some cards (and bonuses attached to them). */
export function playValue(p: Play, zones: readonly string[], without: ReadonlySet<string> = new Set()): number {
  let v = 0;
  for (const id of p.normals) if (!without.has(id)) v += normalValue(id, zones, p.dice[id], p.doubled.includes(id));
  for (const b of p.bonuses) if (!without.has(b.id) && !(b.parent && without.has(b.parent))) v += bonusValue(b.id, zones);
  return v;
}

/** §11 "Resultado de la batalla": roll the dice, total each side, decide. */
export function resolveRound(G: AsState, rng: Rng): void {
  const battle = G.battle as Battle;
  const r = battle.round;
  const zones = effectiveZones(r);
  const plays = livePlays(r).sort((a, b) => a.no - b.no);
  const rolls: string[] = [];
  const allDice: number[] = [];
  // §6 "Tirada de dados": one die per '?' (two for '??') in the counted zones, rolled now.
  for (const p of plays) {
    for (const id of p.normals) {
      const dice: number[] = [];
      for (const z of zones) {
        const val = card(id).values[z];
        for (let i = 0; i < diceFor(val); i++) dice.push(rng.d6());
      }
      if (dice.length) {
        p.dice[id] = dice;
        allDice.push(...dice);
        rolls.push(`${ref(id)} ${dice.join('+')}${p.doubled.includes(id) ? ' (doubled)' : ''}`);
      }
    }
    p.value = playValue(p, zones);
  }
  const totals: Record<Side, number> = { allied: 0, german: 0 };
  for (const p of plays) if (p.side) totals[p.side] += p.value ?? 0;
  log(G, {
    kind: 'resolve',
    text: `${rolls.length ? `Dice: ${rolls.join(', ')}. ` : ''}${zoneName(effectiveZone(r))}: Allied ${totals.allied}, German ${totals.german} (§11).`,
  });
  const outcome = totals.allied === 0 && totals.german === 0 ? 'noCombat' : totals.allied === totals.german ? 'tie' : 'win';
  G.lastRound = {
    battleNo: G.battleNo,
    convoy: battle.convoy,
    declared: r.declared,
    zones: [...zones],
    plays: r.plays.map((p) => ({ ...p, normals: [...p.normals], doubled: [...p.doubled], bonuses: p.bonuses.map((b) => ({ ...b })), specials: [...p.specials], supplies: [...p.supplies], killers: [...p.killers], dice: { ...p.dice } })),
    solo: null,
    totals: { ...totals },
    outcome,
    side: outcome === 'win' ? (totals.allied > totals.german ? 'allied' : 'german') : null,
    trickWinner: null,
  };

  if (totals.allied === 0 && totals.german === 0) {
    // §11 "Ningún combate": the convoy is discarded, nobody wins it.
    G.secret.convoyDiscard = pileAdd(G.secret.convoyDiscard, [battle.convoy]);
    sweepRound(G, r);
    discard(G, battle.under.map((u) => u.id));
    battle.under = [];
    log(G, { kind: 'noCombat', text: `No combat: ${ref(battle.convoy)} is discarded and nobody wins it (§11).` });
    endRound(G, rng, false);
    return;
  }
  if (totals.allied === totals.german) {
    // §11 "Combate Empatado": the cards that faced each other go under the convoy; a new round.
    const moved: string[] = [];
    for (const p of plays) {
      for (const id of [...p.normals, ...p.bonuses.map((b) => b.id), ...p.supplies]) {
        battle.under.push({ id, seat: p.seat, round: battle.rounds, no: p.no });
        moved.push(id);
      }
      p.normals = [];
      p.bonuses = [];
      p.supplies = [];
      p.doubled = [];
      p.killers = [];
      p.dice = {};
    }
    sweepRound(G, r);
    log(G, { kind: 'tie', text: `The sides are tied ${totals.allied}:${totals.german}: the cards go under ${ref(battle.convoy)} and a new round is fought (§11).` });
    endRound(G, rng, true);
    return;
  }
  const side: Side = totals.allied > totals.german ? 'allied' : 'german';
  // §11 "Baza ganadora": the highest single play of the winning side; ties go to whoever played first
  // (a delayed intelligence play counts as last, §9).
  let best: Play | null = null;
  for (const p of plays) {
    if (p.side !== side) continue;
    if (!best || (p.value ?? 0) > (best.value ?? 0) || ((p.value ?? 0) === (best.value ?? 0) && rank(p) < rank(best))) best = p;
  }
  const trickWinner = (best as Play).seat;
  (G.lastRound as NonNullable<AsState['lastRound']>).trickWinner = trickWinner;
  const supplyQueue: { seat: Seat; card: string }[] = [];
  for (const u of [...battle.under].sort((a, b) => a.round - b.round || a.no - b.no))
    if (card(u.id).kind === 'supply' && card(u.id).side === side) supplyQueue.push({ seat: u.seat, card: u.id });
  for (const p of plays) for (const s of p.supplies) if (card(s).side === side) supplyQueue.push({ seat: p.seat, card: s });
  battle.resolution = { side, totals, trickWinner, supplyQueue, spoils: null };
  log(G, {
    kind: 'win',
    seat: trickWinner,
    text: `The ${sideName(side)} side wins ${Math.max(totals.allied, totals.german)}:${Math.min(totals.allied, totals.german)}; ${seatLabel(trickWinner)} made the highest ${sideName(side)} play (${best?.value}) and wins the trick (§11).`,
  });
  continueResolution(G, rng);
}

function rank(p: Play): number {
  return (p.delayed ? 1000 : 0) + p.no;
}

/** Cards of the winning side a supply card may refuel (§10; §11 extended battles). */
export function supplyTargets(G: AsState, supplyId: string): string[] {
  const battle = G.battle as Battle;
  const s = card(supplyId);
  const out: string[] = [];
  for (const p of livePlays(battle.round)) for (const id of p.normals) if (refuelable(s, card(id))) out.push(id);
  for (const u of battle.under) if (refuelable(s, card(u.id))) out.push(u.id);
  return out;
}

function continueResolution(G: AsState, rng: Rng): void {
  const battle = G.battle as Battle;
  const res = battle.resolution as Resolution;
  while (res.supplyQueue.length) {
    const q = res.supplyQueue[0];
    if (supplyTargets(G, q.card).length === 0) {
      log(G, { kind: 'supply', seat: q.seat, text: `${ref(q.card)} has no card to refuel (§10).` });
      res.supplyQueue.shift();
      continue;
    }
    G.prompt = { kind: 'supply', seat: q.seat, card: q.card };
    return;
  }
  capture(G, rng);
}

/** §10: the supply player may take one eligible card of the winning side into his hand. */
export function supply(G: AsState, seat: Seat, target: string | null, rng: Rng): string | undefined {
  if (G.prompt?.kind !== 'supply' || G.prompt.seat !== seat) return 'You have no supply card to use now.';
  const battle = G.battle as Battle;
  const res = battle.resolution as Resolution;
  const q = res.supplyQueue[0];
  if (target !== null && target !== undefined) {
    if (!supplyTargets(G, q.card).includes(target)) {
      const s = card(q.card);
      return s.supply === 'milkCow'
        ? `${s.name} can refuel only a submarine or wolf pack of the winning side involved in the battle (§10).`
        : `${s.name} can refuel a ship, escort group, submarine, wolf pack or carrier (no other aircraft) of the winning side involved in the battle (§10).`;
    }
    for (const p of livePlays(battle.round)) takeFromPlay(p, target);
    battle.under = battle.under.filter((u) => u.id !== target);
    G.players[seat].hand.push(target);
    log(G, { kind: 'supply', seat, text: `${seatLabel(seat)} uses ${ref(q.card)} to refuel ${ref(target)}, which goes into his hand (§10).` });
  } else {
    log(G, { kind: 'supply', seat, text: `${seatLabel(seat)} does not use ${ref(q.card)} (§10).` });
  }
  res.supplyQueue.shift();
  G.prompt = null;
  continueResolution(G, rng);
  return undefined;
}

/** §11: the trick winner takes the convoy and the losing side's normal (and supply, §10) cards. */
function capture(G: AsState, rng: Rng): void {
  const battle = G.battle as Battle;
  const res = battle.resolution as Resolution;
  const losing = otherSide(res.side);
  const captured: string[] = [];
  const isLoot = (id: string) => {
    const c = card(id);
    return c.side === losing && (c.kind === 'normal' || c.kind === 'supply');
  };
  for (const u of battle.under) if (isLoot(u.id)) captured.push(u.id);
  battle.under = battle.under.filter((u) => !isLoot(u.id));
  for (const p of livePlays(battle.round))
    for (const id of [...p.normals, ...p.supplies])
      if (isLoot(id)) {
        captured.push(id);
        takeFromPlay(p, id);
      }
  if (G.flags.divideSpoils) {
    const eligible = spoilsEligible(G);
    if (eligible.length > 1) {
      res.spoils = { pool: captured, eligible };
      G.prompt = { kind: 'spoils', seat: res.trickWinner };
      log(G, {
        kind: 'spoils',
        seat: res.trickWinner,
        text: `${seatLabel(res.trickWinner)} divides the spoils (${ref(battle.convoy)} and ${captured.length} cards) with ${eligible.filter((s) => s !== res.trickWinner).map(seatLabel).join(', ')} (§14).`,
      });
      return;
    }
  }
  G.players[res.trickWinner].tricks.push({ convoy: battle.convoy, cards: captured });
  log(G, {
    kind: 'trick',
    seat: res.trickWinner,
    text: `${seatLabel(res.trickWinner)} takes ${ref(battle.convoy)} with ${captured.length} destroyed card${captured.length === 1 ? '' : 's'} face down under it (§11).`,
  });
  finishBattle(G, rng);
}

/**
 * §14 "Dividir los Despojos": players who played on the winning side in the final round with a
 * surviving value of 1 or more; a fate card that destroyed a victim does not count (A-27).
 * The trick winner is always eligible.
 */
export function spoilsEligible(G: AsState): Seat[] {
  const battle = G.battle as Battle;
  const res = battle.resolution as Resolution;
  const zones = effectiveZones(battle.round);
  const out = new Set<Seat>([res.trickWinner]);
  for (const p of livePlays(battle.round)) {
    if (p.side !== res.side) continue;
    if (playValue(p, zones, new Set(p.killers)) >= 1) out.add(p.seat);
  }
  return G.seats.filter((s) => out.has(s));
}

/** Checks a spoils division; returns a reason or undefined. */
export function checkSpoils(G: AsState, assignment: Record<Seat, string[]>): string | undefined {
  const battle = G.battle as Battle;
  const res = battle.resolution as Resolution;
  if (!res.spoils) return 'There are no spoils to divide.';
  const { pool, eligible } = res.spoils;
  const items = [battle.convoy, ...pool];
  if (!assignment || typeof assignment !== 'object') return 'Give every spoils card to an eligible player.';
  const seen = new Set<string>();
  for (const [s, ids] of Object.entries(assignment)) {
    if (!eligible.includes(s)) return `${seatLabel(s)} did not play a surviving card worth 1 or more on the winning side and gets no spoils (§14).`;
    if (!Array.isArray(ids)) return 'Each player gets a list of cards.';
    for (const id of ids) {
      if (!items.includes(id)) return `${id} is not part of the spoils.`;
      if (seen.has(id)) return `${id} is given twice.`;
      seen.add(id);
    }
  }
  if (seen.size !== items.length) return 'Every spoils card (the convoy and the destroyed cards) must be given out (§14).';
  const counts = eligible.map((s) => assignment[s]?.length ?? 0);
  if (Math.max(...counts) - Math.min(...counts) > 1)
    return 'Each eligible player must receive one spoils card before anyone receives a second, and so on (§14).';
  return undefined;
}

export function distributeSpoils(G: AsState, seat: Seat, assignment: Record<Seat, string[]>, rng: Rng): string | undefined {
  if (G.prompt?.kind !== 'spoils' || G.prompt.seat !== seat) return 'You are not dividing spoils now.';
  const why = checkSpoils(G, assignment);
  if (why) return why;
  const battle = G.battle as Battle;
  const parts: string[] = [];
  for (const s of G.seats) {
    const ids = assignment[s];
    if (!ids || ids.length === 0) continue;
    const force = ids.filter((id) => id !== battle.convoy);
    if (ids.includes(battle.convoy)) {
      G.players[s].tricks.push({ convoy: battle.convoy, cards: force });
      parts.push(`${seatLabel(s)} takes ${ref(battle.convoy)}${force.length ? ` and ${force.length} card${force.length === 1 ? '' : 's'}` : ''}`);
    } else {
      G.players[s].spoils.push(...force);
      parts.push(`${seatLabel(s)} receives ${force.length} card${force.length === 1 ? '' : 's'}`);
    }
  }
  (battle.resolution as Resolution).spoils = null;
  log(G, { kind: 'spoils', seat, text: `Spoils: ${parts.join('; ')} (§14).` });
  G.prompt = null;
  finishBattle(G, rng);
  return undefined;
}

/** Every card still on the table goes to the discard pile (§4, §9, §11). Returns the count. */
function sweepRound(G: AsState, r: Round): number {
  const ids: string[] = [];
  for (const p of r.plays) {
    ids.push(...p.normals, ...p.bonuses.map((b) => b.id), ...p.specials, ...p.supplies);
    p.normals = [];
    p.bonuses = [];
    p.specials = [];
    p.supplies = [];
    p.doubled = [];
    p.killers = [];
    p.dice = {};
  }
  ids.push(...r.intel.map((i) => i.card));
  r.intel = [];
  if (r.storm) ids.push(r.storm.card);
  r.storm = null;
  discard(G, ids);
  return ids.length;
}

function finishBattle(G: AsState, rng: Rng): void {
  const battle = G.battle as Battle;
  sweepRound(G, battle.round);
  discard(G, battle.under.map((u) => u.id));
  battle.under = [];
  endRound(G, rng, false);
}

/** Round cleanup: refill starting with the next leader (§5), then the next round or battle. */
function endRound(G: AsState, rng: Rng, continues: boolean): void {
  G.prompt = null;
  const next = leaderOf(G);
  if (!continues) G.battle = null;
  refill(G, next, rng);
  if (continues) startRound(G);
  else startBattle(G, rng);
}
