import { ALL_CONVOY_IDS, ALL_FORCE_IDS, type Side, type Zone } from '../data';
import { botCancelTargets, botPlace, botWithdraw, botZoneChange, botZones } from './automaton';
import { card, convoy, legalFor, otherSide, refuelable, sideName, typeMatches, zoneName } from './cards';
import { emptyState } from './flow';
import { compareStandings, standingOf } from './score';
import { pileAdd, pileIds, pileOf, pileSize, pileTake } from './pile';
import { log, logBlock, names, ref, vpOfCards } from './state';
import { SOLO_GUARDS, soloCancelTargets, soloDiceCount, soloEV, soloFixed, soloState, SOLO_ZONE_OPTIONS, type SoloPlaceSpec, type SoloResolveChoice } from './solo-values';
import type { AsState, Rng, Seat, SoloPlaced, SoloSpecial } from './types';

export * from './solo-values';

/**
 * Solitaire (§15): one human against the other side, run by the deterministic automaton of
 * rules/automaton.ts (spec §9.3.1). "I" = side with the initiative, "O" = the other side.
 */

export function humanSeat(G: AsState): Seat {
  return G.seats[0];
}

export function newSoloGame(seat: Seat, human: Side, rng: Rng): AsState {
  const G = emptyState([seat], 'solitaire', { convoySelection: false, discardHand: false, divideSpoils: false });
  // §15.1: the force deck is split into the Allied and German decks; A-31: each storm joins a random deck.
  const stormSide: Record<string, Side> = {};
  for (const id of ALL_FORCE_IDS) if (card(id).side === 'neutral') stormSide[id] = rng.d6() <= 3 ? 'allied' : 'german';
  const deckOf = (id: string): Side => (card(id).side === 'neutral' ? stormSide[id] : (card(id).side as Side));
  G.secret.soloDeck.allied = pileOf(rng.shuffle(ALL_FORCE_IDS.filter((id) => deckOf(id) === 'allied')));
  G.secret.soloDeck.german = pileOf(rng.shuffle(ALL_FORCE_IDS.filter((id) => deckOf(id) === 'german')));
  // §15.2: all 40 convoys are used.
  G.secret.convoys = pileOf(rng.shuffle([...ALL_CONVOY_IDS]));
  G.solo = {
    human,
    initiative: null,
    step: 'start',
    convoy: null,
    dice: {},
    totals: null,
    zones: [],
    drawn: { allied: [], german: [] },
    placed: { allied: [], german: [] },
    specials: { allied: [], german: [] },
    doubled: [],
    reserved: { allied: [], german: [] },
    fateCards: [],
    carry: { allied: [], german: [] },
    queue: [],
    storm: null,
    battles: 0,
  };
  G.players[seat].soloLoot = { allied: { convoys: [], cards: [] }, german: { convoys: [], cards: [] } };
  G.soloPub = { convoys: { allied: [], german: [] }, cards: { allied: 0, german: 0 } };
  log(G, {
    kind: 'solo',
    text: `Solitaire: you play the ${sideName(human)} side; storms join the ${Object.entries(stormSide).map(([id, s]) => `${ref(id)} ${sideName(s)}`).join(', ')} decks (A-31).`,
  });
  soloRun(G, rng);
  return G;
}

// ------------------------------------------------------------------ helpers

/** Cards leaving the table are dropped from every record that refers to them. */
function forget(G: AsState, ids: readonly string[]): void {
  const S = soloState(G);
  S.doubled = S.doubled.filter((id) => !ids.includes(id));
  S.fateCards = S.fateCards.filter((id) => !ids.includes(id));
  for (const id of ids) delete S.dice[id];
  for (const side of ['allied', 'german'] as const)
    for (const sp of S.specials[side]) if (sp.protect && ids.includes(sp.protect)) sp.protect = null;
}

/** Cards return to the discard pile of the deck they were drawn from (storms: the deck they joined). */
function soloDiscard(G: AsState, ids: readonly string[], side: Side): void {
  G.secret.soloDiscard[side] = pileAdd(G.secret.soloDiscard[side], ids);
}

/** §15.2: when a force deck runs out, its own discard pile is shuffled and reused. */
function soloDraw(G: AsState, side: Side, rng: Rng): string | undefined {
  const sec = G.secret;
  if (!sec.soloDeck[side]) {
    if (!sec.soloDiscard[side]) return undefined;
    sec.soloDeck[side] = pileOf(rng.shuffle(pileIds(sec.soloDiscard[side])));
    sec.soloDiscard[side] = '';
    log(G, { kind: 'reshuffle', text: `The ${sideName(side)} discard pile is shuffled into a new ${sideName(side)} deck (§15.2).` });
  }
  const [[c], rest] = pileTake(sec.soloDeck[side], 1);
  sec.soloDeck[side] = rest;
  return c;
}

function drawFor(G: AsState, side: Side, rng: Rng): void {
  const S = soloState(G);
  const cv = convoy(S.convoy as string);
  const got: string[] = [];
  for (let i = 0; i < 4; i++) {
    const c = soloDraw(G, side, rng);
    if (c !== undefined) got.push(c);
  }
  // §15 "Vaca lechera": a protected card may join the next battle as an additional card if legal.
  const carried = S.carry[side];
  S.carry[side] = [];
  const legal = [...carried, ...got].filter((id) => legalFor(card(id), cv));
  const illegal = [...carried, ...got].filter((id) => !legalFor(card(id), cv));
  soloDiscard(G, illegal, side);
  S.drawn[side] = legal;
  for (const id of legal) if (card(id).kind === 'normal' && card(id).fateVictim === S.convoy) S.doubled.push(id);
  log(G, {
    kind: 'soloDraw',
    text: `${sideName(side)} draws ${names(got)}${carried.length ? ` (+ carried ${names(carried)})` : ''}${illegal.length ? `; discards ${names(illegal)} (year/ocean)` : ''} (§15 steps ${side === S.initiative ? '3-4' : '9-10'}).`,
  });
  for (const id of legal)
    if (S.doubled.includes(id)) log(G, { kind: 'fate', text: `${ref(S.convoy as string)} is the fate victim of ${ref(id)}: its factor is doubled (§15 step ${side === S.initiative ? 6 : 11}).` });
}

// ------------------------------------------------------------------ the sequence

function isHuman(G: AsState, side: Side): boolean {
  return soloState(G).human === side;
}

/** Run the 15-step sequence until the human must decide or the game ends. */
export function soloRun(G: AsState, rng: Rng): void {
  const S = soloState(G);
  const seat = humanSeat(G);
  for (let guard = 0; guard < 10000; guard++) {
    switch (S.step) {
      case 'start': {
        if (pileSize(G.secret.convoys) === 0) {
          endSolo(G);
          return;
        }
        logBlock(G);
        // Step 1: initiative, rolled once, then alternating.
        if (S.initiative === null) {
          const d = rng.d6();
          S.initiative = d <= 3 ? 'allied' : 'german';
          log(G, { kind: 'initiative', text: `Initiative roll ${d}: ${sideName(S.initiative)} initiative (§15 step 1).` });
        } else {
          S.initiative = otherSide(S.initiative);
          log(G, { kind: 'initiative', text: `${sideName(S.initiative)} initiative (§15 step 1).` });
        }
        // Step 2: the convoy.
        [[S.convoy], G.secret.convoys] = pileTake(G.secret.convoys, 1);
        S.battles++;
        G.battleNo = S.battles;
        const c = convoy(S.convoy);
        log(G, { kind: 'convoy', text: `Battle ${S.battles}: ${c.name} (${c.year}, ${c.ocean === 'NA' ? 'North Atlantic' : 'Arctic'}, ${c.vp} VP) (§15 step 2).` });
        // Steps 3-4.
        drawFor(G, S.initiative, rng);
        S.step = 'zone';
        break;
      }
      case 'zone': {
        const I = S.initiative as Side;
        if (isHuman(G, I)) {
          G.prompt = { kind: 'soloZone', seat };
          return;
        }
        setZones(G, botZones(G, I));
        S.step = 'placeI';
        break;
      }
      case 'placeI': {
        const I = S.initiative as Side;
        if (isHuman(G, I)) {
          G.prompt = { kind: 'soloPlace', seat, side: I };
          return;
        }
        applyPlace(G, I, botPlace(G, I));
        S.step = 'drawO';
        break;
      }
      case 'drawO': {
        drawFor(G, otherSide(S.initiative as Side), rng);
        S.step = 'placeO';
        break;
      }
      case 'placeO': {
        const O = otherSide(S.initiative as Side);
        if (isHuman(G, O)) {
          G.prompt = { kind: 'soloPlace', seat, side: O };
          return;
        }
        applyPlace(G, O, botPlace(G, O));
        afterPlacement(G);
        break;
      }
      case 'specials': {
        if (!resolveSpecials(G, rng)) return;
        S.step = 'withdraw';
        break;
      }
      case 'withdraw': {
        const O = otherSide(S.initiative as Side);
        if (zeroCards(G, O).length > 0) {
          if (isHuman(G, O)) {
            G.prompt = { kind: 'soloWithdraw', seat, side: O };
            return;
          }
          withdraw(G, O, botWithdraw(G, O));
        }
        S.step = 'fight';
        break;
      }
      case 'fight': {
        fight(G, rng);
        S.step = 'start';
        break;
      }
      case 'over':
        return;
    }
  }
  throw new Error('solitaire sequence did not settle');
}

function setZones(G: AsState, zones: Zone[]): void {
  const S = soloState(G);
  S.zones = [...zones];
  log(G, { kind: 'zone', text: `${sideName(S.initiative as Side)} chooses ${zoneName(zones)} (§15 step 5).` });
}

// ------------------------------------------------------------------ human moves

function checkPrompt(G: AsState, seat: Seat, kind: string): string | undefined {
  if (!G.solo) return 'This move belongs to the solitaire game.';
  if (G.prompt?.kind !== kind || G.prompt.seat !== seat) return 'That is not the decision the game is waiting for.';
  return undefined;
}

export function isZoneOption(zones: unknown): zones is Zone[] {
  return Array.isArray(zones) && SOLO_ZONE_OPTIONS.some((o) => o.length === zones.length && o.every((z) => zones.includes(z)));
}

/** §15 step 5: the initiative side chooses one zone or two combined. */
export function soloZone(G: AsState, seat: Seat, zones: Zone[], rng: Rng): string | undefined {
  const bad = checkPrompt(G, seat, 'soloZone');
  if (bad) return bad;
  if (!isZoneOption(zones)) return 'Choose one zone, or two zones combined (§15 step 5: "hasta 2 combinadas").';
  setZones(G, zones);
  G.prompt = null;
  soloState(G).step = 'placeI';
  soloRun(G, rng);
  return undefined;
}

/** Check a placement; returns the normalised placement or a reason. */
export function checkSoloPlace(G: AsState, side: Side, spec: SoloPlaceSpec): { placed: SoloPlaced[]; specials: SoloSpecial[] } | string {
  const S = soloState(G);
  if (!spec || !Array.isArray(spec.cards)) return 'List the cards you place.';
  const drawn = S.drawn[side];
  if (new Set(spec.cards).size !== spec.cards.length) return 'A card is listed twice.';
  for (const id of spec.cards) if (!drawn.includes(id)) return `${id} is not one of your drawn cards.`;
  const cards = spec.cards.map(card);
  const normals = cards.filter((c) => c.kind === 'normal');
  const placed: SoloPlaced[] = normals.map((c) => ({ id: c.id, parent: null }));
  const attach = spec.attach ?? {};
  for (const k of Object.keys(attach)) if (!cards.some((c) => c.id === k && c.kind === 'bonus')) return `${k} is not a placed bonus card.`;
  for (const b of cards.filter((c) => c.kind === 'bonus')) {
    const parent = attach[b.id];
    if (parent === undefined || parent === null) {
      if (!b.standalone) return `${b.name} must be attached to a placed normal card of its type (§8).`;
      placed.push({ id: b.id, parent: null });
    } else {
      const p = normals.find((n) => n.id === parent);
      if (!p) return `${b.name} must be attached to a normal card you place (§8).`;
      if (!typeMatches(b, p)) return `${b.name} cannot be attached to ${p.name} (frame type, §8).`;
      placed.push({ id: b.id, parent });
    }
  }
  const specials: SoloSpecial[] = [];
  const protectedIds = new Set<string>();
  for (const c of cards.filter((x) => x.kind === 'special' || x.kind === 'supply')) {
    if (c.special === 'admiral') {
      const mode = spec.admiral?.[c.id];
      if (mode !== 'cancel' && mode !== 'zone') return `Announce what ${c.name} will do: cancel an enemy card or change the zone (§15 step 8, "Almirantes").`;
      specials.push({ id: c.id, mode, protect: null, resolved: false });
    } else if (c.kind === 'supply') {
      const t = spec.protect?.[c.id];
      const target = t ? placed.find((p) => p.id === t) : undefined;
      if (!t || !target) return `Choose one of your placed cards for ${c.name} to protect (§15 "Vaca lechera").`;
      if (!refuelable(c, card(t)))
        return c.supply === 'milkCow' ? `${c.name} can protect only a submarine or wolf pack (§10).` : `${c.name} can protect a ship, escort group, submarine, wolf pack or carrier (§10).`;
      if (protectedIds.has(t)) return `${ref(t)} is already protected.`;
      protectedIds.add(t);
      specials.push({ id: c.id, mode: null, protect: t, resolved: false });
    } else specials.push({ id: c.id, mode: null, protect: null, resolved: false });
  }
  return { placed, specials };
}

function applyPlace(G: AsState, side: Side, spec: SoloPlaceSpec): void {
  const v = checkSoloPlace(G, side, spec);
  if (typeof v === 'string') throw new Error(`automaton placement rejected: ${v}`);
  commitPlace(G, side, spec, v);
}

function commitPlace(G: AsState, side: Side, spec: SoloPlaceSpec, v: { placed: SoloPlaced[]; specials: SoloSpecial[] }): void {
  const S = soloState(G);
  S.placed[side].push(...v.placed);
  S.specials[side].push(...v.specials);
  S.drawn[side] = S.drawn[side].filter((id) => !spec.cards.includes(id));
  const parts = [
    ...v.placed.map((p) => (p.parent ? `${ref(p.id)} on ${ref(p.parent)}` : ref(p.id))),
    ...v.specials.map((s) => `${ref(s.id)}${s.mode ? ` (${s.mode === 'cancel' ? 'cancel a card' : 'change zone'})` : ''}${s.protect ? ` (protects ${ref(s.protect)})` : ''}`),
  ];
  log(G, { kind: 'soloPlace', text: `${sideName(side)} places: ${parts.length ? parts.join(', ') : 'nothing'} (§15 step ${side === S.initiative ? '7-8' : 12}).` });
}

export function soloPlace(G: AsState, seat: Seat, spec: SoloPlaceSpec, rng: Rng): string | undefined {
  const bad = checkPrompt(G, seat, 'soloPlace');
  if (bad) return bad;
  const side = (G.prompt as { side: Side }).side;
  const v = checkSoloPlace(G, side, spec);
  if (typeof v === 'string') return v;
  commitPlace(G, side, spec, v);
  G.prompt = null;
  const S = soloState(G);
  if (side === S.initiative) S.step = 'drawO';
  else afterPlacement(G);
  soloRun(G, rng);
  return undefined;
}

/** After step 12: fate victims between the placed cards of both sides (§15 step 11, A-33); specials queue. */
function afterPlacement(G: AsState): void {
  const S = soloState(G);
  const I = S.initiative as Side;
  for (const side of [I, otherSide(I)]) {
    const enemy = otherSide(side);
    for (const p of [...S.placed[side]]) {
      if (!S.placed[side].some((x) => x.id === p.id)) continue;
      const victim = card(p.id).fateVictim;
      if (!victim) continue;
      const vi = S.placed[enemy].findIndex((x) => x.id === victim);
      if (vi < 0) continue;
      const orphans = S.placed[enemy].filter((x) => x.parent === victim).map((x) => x.id);
      S.placed[enemy] = S.placed[enemy].filter((x) => x.id !== victim && x.parent !== victim);
      soloDiscard(G, orphans, enemy);
      if (card(victim).kind === 'bonus') soloDiscard(G, [victim], enemy);
      else S.reserved[side].push(victim);
      S.fateCards.push(p.id);
      log(G, {
        kind: 'fate',
        text: `${ref(p.id)} destroys its fate victim ${ref(victim)}: loot for the ${sideName(side)} side whatever the result (§15 step 11).`,
      });
    }
  }
  // §15 step 13 order (A-34): initiative side first; admirals, other specials, storms; supply last.
  const order = (id: string) => {
    const c = card(id);
    return c.special === 'admiral' ? 0 : c.kind === 'supply' ? 3 : c.special === 'storm' ? 2 : 1;
  };
  S.queue = [];
  for (const side of [I, otherSide(I)])
    for (const s of [...S.specials[side]].sort((a, b) => order(a.id) - order(b.id))) S.queue.push({ side, id: s.id });
  S.step = 'specials';
}

/** Resolve queued specials (§15 step 13). Returns false when the human must choose. */
function resolveSpecials(G: AsState, rng: Rng): boolean {
  const S = soloState(G);
  while (S.queue.length) {
    const q = S.queue[0];
    const sp = S.specials[q.side].find((s) => s.id === q.id);
    if (!sp) {
      S.queue.shift();
      continue;
    }
    const c = card(q.id);
    if (c.kind === 'supply') {
      // Protection takes effect at step 15.
      S.queue.shift();
      continue;
    }
    if (c.special === 'storm') {
      // §15 "Tormenta": 1-3 cancels 2 enemy cards, 4-6 passes to the enemy, who may use it the same way.
      if (!S.storm) S.storm = { card: q.id, holder: q.side, passes: 0 };
      const st = S.storm;
      if (st.passes >= 0) {
        let hit = false;
        while (st.passes < SOLO_GUARDS.stormPasses) {
          const d = rng.d6();
          if (d <= 3) {
            log(G, { kind: 'stormRoll', text: `${sideName(st.holder)} rolls ${d} for ${ref(q.id)}: it hits (§15).` });
            hit = true;
            break;
          }
          log(G, { kind: 'stormRoll', text: `${sideName(st.holder)} rolls ${d} for ${ref(q.id)}: it passes to the ${sideName(otherSide(st.holder))} side (§15).` });
          st.holder = otherSide(st.holder);
          st.passes++;
        }
        if (!hit) {
          log(G, { kind: 'storm', text: `${ref(q.id)} blows itself out after ${SOLO_GUARDS.stormPasses} passes (A-35).` });
          finishSpecial(G, q.side, q.id);
          continue;
        }
        st.passes = -1; // hit: waiting for targets
      }
      const targets = soloCancelTargets(G, st.holder);
      const count = Math.min(2, targets.length);
      if (count > 0) {
        if (isHuman(G, st.holder)) {
          G.prompt = { kind: 'soloResolve', seat: humanSeat(G), side: st.holder, card: q.id, need: 'cancel', count };
          return false;
        }
        cancelCards(G, st.holder, botCancelTargets(G, st.holder, count), q.id);
      }
      finishSpecial(G, q.side, q.id);
      continue;
    }
    if (c.special === 'admiral' && sp.mode === 'zone') {
      if (isHuman(G, q.side)) {
        G.prompt = { kind: 'soloResolve', seat: humanSeat(G), side: q.side, card: q.id, need: 'zone', count: 1 };
        return false;
      }
      changeZones(G, q.side, q.id, botZoneChange(G, q.side));
      finishSpecial(G, q.side, q.id);
      continue;
    }
    // Admiral "cancel" and every other special: cancel one enemy card (§15 "Cartas especiales").
    const targets = soloCancelTargets(G, q.side);
    if (targets.length) {
      if (isHuman(G, q.side)) {
        G.prompt = { kind: 'soloResolve', seat: humanSeat(G), side: q.side, card: q.id, need: 'cancel', count: 1 };
        return false;
      }
      cancelCards(G, q.side, botCancelTargets(G, q.side, 1), q.id);
    }
    finishSpecial(G, q.side, q.id);
  }
  return true;
}

function finishSpecial(G: AsState, side: Side, id: string): void {
  const S = soloState(G);
  S.queue.shift();
  S.specials[side] = S.specials[side].filter((s) => s.id !== id);
  if (S.storm && S.storm.card === id) S.storm = null;
  soloDiscard(G, [id], side); // §9: special cards are discarded after use.
}

function changeZones(G: AsState, side: Side, by: string, zones: Zone[]): void {
  const S = soloState(G);
  S.zones = [...zones];
  log(G, { kind: 'zone', text: `${ref(by)} changes the zone to ${zoneName(zones)} (§15 "Almirantes").` });
  void side;
}

function cancelCards(G: AsState, side: Side, ids: string[], by: string): void {
  const S = soloState(G);
  const enemy = otherSide(side);
  const gone: string[] = [];
  for (const id of ids) {
    if (S.placed[enemy].some((p) => p.id === id)) {
      const orphans = S.placed[enemy].filter((p) => p.parent === id).map((p) => p.id);
      S.placed[enemy] = S.placed[enemy].filter((p) => p.id !== id && p.parent !== id);
      gone.push(id, ...orphans);
    } else if (S.specials[enemy].some((s) => s.id === id)) {
      S.specials[enemy] = S.specials[enemy].filter((s) => s.id !== id);
      S.queue = S.queue.filter((q) => q.id !== id);
      gone.push(id);
    }
  }
  forget(G, gone);
  soloDiscard(G, gone, enemy);
  log(G, { kind: 'cancel', text: `${ref(by)} cancels ${names(gone)} (§15).` });
}

export function soloResolve(G: AsState, seat: Seat, choice: SoloResolveChoice, rng: Rng): string | undefined {
  const bad = checkPrompt(G, seat, 'soloResolve');
  if (bad) return bad;
  const pr = G.prompt as Extract<NonNullable<AsState['prompt']>, { kind: 'soloResolve' }>;
  const S = soloState(G);
  if (pr.need === 'zone') {
    if (!choice || !isZoneOption(choice.zones)) return 'Choose the new zone: one zone or two combined (§15 "Almirantes").';
    changeZones(G, pr.side, pr.card, choice.zones as Zone[]);
  } else {
    const targets = soloCancelTargets(G, pr.side);
    const ids = choice?.cancel;
    if (!Array.isArray(ids) || new Set(ids).size !== ids.length || ids.length !== pr.count)
      return `Choose ${pr.count} enemy card${pr.count > 1 ? 's' : ''} to cancel (§15).`;
    for (const id of ids) if (!targets.includes(id)) return `${id} is not an enemy card on the table.`;
    cancelCards(G, pr.side, ids, pr.card);
  }
  const q = S.queue[0];
  G.prompt = null;
  finishSpecial(G, q.side, q.id);
  soloRun(G, rng);
  return undefined;
}

/** Placed cards of a side worth 0 in the zone(s): O may still discard them at step 13. */
export function zeroCards(G: AsState, side: Side): string[] {
  const S = soloState(G);
  return S.placed[side]
    .filter((p) => (card(p.id).kind === 'normal' || p.parent === null) && !S.fateCards.includes(p.id))
    .filter((p) => soloEV(p.id, S.zones, S.doubled.includes(p.id)) === 0 && !S.placed[side].some((b) => b.parent === p.id))
    .map((p) => p.id);
}

function withdraw(G: AsState, side: Side, ids: string[]): void {
  const S = soloState(G);
  if (!ids.length) return;
  S.placed[side] = S.placed[side].filter((p) => !ids.includes(p.id));
  for (const sp of S.specials[side]) if (sp.protect && ids.includes(sp.protect)) sp.protect = null;
  forget(G, ids);
  soloDiscard(G, ids, side);
  log(G, { kind: 'withdraw', text: `${sideName(side)} withdraws ${names(ids)} (factor 0) (§15 step 13).` });
}

export function soloWithdraw(G: AsState, seat: Seat, ids: string[], rng: Rng): string | undefined {
  const bad = checkPrompt(G, seat, 'soloWithdraw');
  if (bad) return bad;
  const side = (G.prompt as { side: Side }).side;
  if (!Array.isArray(ids)) return 'List the cards to withdraw (possibly none).';
  const zero = zeroCards(G, side);
  if (new Set(ids).size !== ids.length) return 'A card is listed twice.';
  for (const id of ids) if (!zero.includes(id)) return `${ref(id)} is not a placed card with factor 0 in the zone (§15 step 13).`;
  withdraw(G, side, ids);
  G.prompt = null;
  soloState(G).step = 'fight';
  soloRun(G, rng);
  return undefined;
}

// ------------------------------------------------------------------ steps 14-15

function rollCard(G: AsState, id: string, rng: Rng): number {
  const S = soloState(G);
  const c = card(id);
  if (c.kind === 'bonus') return soloEV(id, S.zones, false);
  const doubled = S.doubled.includes(id);
  const dice: number[] = [];
  for (let i = 0; i < soloDiceCount(id, S.zones, doubled); i++) dice.push(rng.d6());
  if (dice.length) S.dice[id] = dice;
  return soloFixed(id, S.zones, doubled) + dice.reduce((a, b) => a + b, 0);
}

function fight(G: AsState, rng: Rng): void {
  const S = soloState(G);
  const I = S.initiative as Side;
  const O = otherSide(I);
  const totals: Record<Side, number> = { allied: 0, german: 0 };
  for (const side of [I, O]) for (const p of S.placed[side]) totals[side] += rollCard(G, p.id, rng);
  const rolled = Object.entries(S.dice).map(([id, d]) => `${ref(id)} ${d.join('+')}`);
  log(G, {
    kind: 'resolve',
    text: `${rolled.length ? `Dice: ${rolled.join(', ')}. ` : ''}${zoneName(S.zones)}: Allied ${totals.allied}, German ${totals.german} (§15 step 14).`,
  });
  // §15 "En caso de empate": one card at a time from each deck, initiative first, until one side wins.
  let pairs = 0;
  const cv = convoy(S.convoy as string);
  while (totals.allied === totals.german && pairs < SOLO_GUARDS.tiePairs) {
    pairs++;
    for (const side of [I, O]) {
      const id = soloDraw(G, side, rng);
      if (id === undefined) continue;
      const c = card(id);
      if (c.kind === 'normal' && legalFor(c, cv)) {
        if (c.fateVictim === S.convoy) S.doubled.push(id);
        S.placed[side].push({ id, parent: null });
        const v = rollCard(G, id, rng);
        totals[side] += v;
        log(G, { kind: 'tieDraw', text: `Tie: ${sideName(side)} draws ${ref(id)}, worth ${v} (§15).` });
      } else {
        S.drawn[side].push(id);
        log(G, { kind: 'tieDraw', text: `Tie: ${sideName(side)} draws ${ref(id)}, which cannot fight (§15).` });
      }
    }
  }
  S.totals = totals;
  const tied = totals.allied === totals.german;
  G.lastRound = {
    battleNo: S.battles,
    convoy: S.convoy as string,
    declared: null,
    zones: [...S.zones],
    plays: [],
    solo: { initiative: I, placed: { allied: S.placed.allied.map((p) => ({ ...p })), german: S.placed.german.map((p) => ({ ...p })) }, dice: { ...S.dice } },
    totals: { ...totals },
    outcome: tied ? 'noCombat' : 'win',
    side: tied ? null : totals.allied > totals.german ? 'allied' : 'german',
    trickWinner: null,
  };
  const loot = G.players[humanSeat(G)].soloLoot as NonNullable<AsState['players'][string]['soloLoot']>;
  // Fate victims go to the fate side whatever the result (§15 step 11).
  for (const side of [I, O]) {
    loot[side].cards.push(...S.reserved[side]);
    S.reserved[side] = [];
  }
  // Protected cards are never loot: they may join the next battle (§15 "Vaca lechera").
  for (const side of [I, O])
    for (const sp of S.specials[side])
      if (sp.protect && S.placed[side].some((p) => p.id === sp.protect)) {
        S.carry[side].push(sp.protect);
        S.placed[side] = S.placed[side].filter((p) => p.id !== sp.protect);
      }
  if (totals.allied === totals.german) {
    G.secret.convoyDiscard = pileAdd(G.secret.convoyDiscard, [S.convoy as string]);
    log(G, { kind: 'noCombat', text: `Still tied after ${SOLO_GUARDS.tiePairs} draws: ${cv.name} is discarded (A-36).` });
  } else {
    const W: Side = totals.allied > totals.german ? 'allied' : 'german';
    const L = otherSide(W);
    // Step 15: the convoy and the enemy combat cards, except specials and bonus cards (and fate cards).
    const won = S.placed[L].filter((p) => card(p.id).kind === 'normal' && !S.fateCards.includes(p.id)).map((p) => p.id);
    S.placed[L] = S.placed[L].filter((p) => !won.includes(p.id));
    loot[W].convoys.push(S.convoy as string);
    loot[W].cards.push(...won);
    log(G, {
      kind: 'win',
      text: `The ${sideName(W)} side wins ${Math.max(totals.allied, totals.german)}:${Math.min(totals.allied, totals.german)} and takes ${cv.name} with ${won.length} enemy card${won.length === 1 ? '' : 's'} (§15 step 15).`,
    });
  }
  for (const side of [I, O]) {
    soloDiscard(G, [...S.placed[side].map((p) => p.id), ...S.specials[side].map((s) => s.id), ...S.drawn[side]], side);
    S.placed[side] = [];
    S.specials[side] = [];
    S.drawn[side] = [];
  }
  S.convoy = null;
  S.doubled = [];
  S.fateCards = [];
  S.queue = [];
  S.storm = null;
  S.zones = [];
  S.dice = {};
}

export function soloStandings(G: AsState) {
  const loot = G.players[humanSeat(G)].soloLoot as NonNullable<AsState['players'][string]['soloLoot']>;
  const of = (side: Side) => {
    const st = standingOf(side, [], [], []);
    st.vp = vpOfCards(loot[side].convoys) + vpOfCards(loot[side].cards);
    st.convoyVP = vpOfCards(loot[side].convoys);
    st.lowestConvoy = loot[side].convoys.length ? Math.min(...loot[side].convoys.map((c) => convoy(c).no)) : null;
    return st;
  };
  return { allied: of('allied'), german: of('german') };
}

/** A-37: compare the two sides' loot VP with the §4 tie-breaks. */
function endSolo(G: AsState): void {
  const S = soloState(G);
  S.step = 'over';
  G.prompt = null;
  const seat = humanSeat(G);
  const st = soloStandings(G);
  const human = st[S.human];
  const bot = st[otherSide(S.human)];
  const cmp = compareStandings(human, bot);
  const loot = G.players[seat].soloLoot as NonNullable<AsState['players'][string]['soloLoot']>;
  const mine = loot[S.human];
  G.result = {
    standings: [
      {
        seat,
        vp: human.vp,
        convoyVP: human.convoyVP,
        lowestConvoy: human.lowestConvoy,
        tricks: mine.convoys.map((c) => ({ convoy: c, cards: [] })),
        victims: [],
        spoils: [...mine.cards],
      },
    ],
    winners: cmp <= 0 ? [seat] : [],
    points: { [seat]: human.vp },
    solo: {
      allied: { vp: st.allied.vp, convoyVP: st.allied.convoyVP, lowestConvoy: st.allied.lowestConvoy },
      german: { vp: st.german.vp, convoyVP: st.german.convoyVP, lowestConvoy: st.german.lowestConvoy },
    },
  };
  log(G, {
    kind: 'end',
    text: `Game over: Allied ${st.allied.vp} VP, German ${st.german.vp} VP. ${cmp < 0 ? 'You win' : cmp === 0 ? 'A shared result' : 'The automaton wins'} (A-37).`,
  });
}
