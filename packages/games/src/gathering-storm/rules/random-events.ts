/**
 * The random events phase [8, 9]: the public card (economic trend [11.33] and general event [9.31]), the deal
 * of one card to each power plus the extra cards owed [9.12-9.15], the choice of which events to play
 * [9.13], and the reveal of the public events [7.31, 9.31, 9.41]. Secret (grey) national events stay with
 * their holder until their own timing [8.31]. Pure.
 */
import { CARD, CLIMATE, EVENT, POWER_IDS, type Power, type Trend } from '../data';
import type { Condition, EventDef } from '../data';
import type { Ctx } from './context';
import { done, secondAggressionMade } from './aggression-state';
import { addTemporaryEai, climateEai } from './eai';
import { applyPurgeEffect } from './purges';
import { civilWarEvent } from './civil-war';
import { no, type Refusal } from './no';
import type { GState, PrivatePower } from './types';

/** The private record of a power (its seat's). */
export function priv(G: GState, p: Power): PrivatePower {
  return G.players[G.seatOf[p]].powers[p]!;
}

/** Draw one card from the deck; an empty deck is refilled with the discards, face-up and unseen [8.44, 9.11]; undefined when every card is out. */
function drawCard(c: Ctx): number | undefined {
  const { G } = c;
  if (G.secret.deck.length === 0) {
    G.secret.deck = [...G.events.discard, ...G.secret.hiddenDiscard].sort((a, b) => a - b);
    G.events.discard = [];
    G.secret.hiddenDiscard = [];
    G.events.hiddenDiscards = 0;
    c.emit({ kind: 'deckReshuffled', n: [G.secret.deck.length], rule: '8.44' });
  }
  if (G.secret.deck.length === 0) return undefined;
  const i = c.rng.die(G.secret.deck.length) - 1;
  return G.secret.deck.splice(i, 1)[0];
}

/** The climate after a trend: a step, or one step toward 0, within ±3 [11.33, 11.34]. */
export function applyTrend(climate: number, trend: Trend): number {
  const next = trend === 'toZero' ? climate - Math.sign(climate) : climate + trend;
  return Math.max(CLIMATE.min, Math.min(CLIMATE.max, next));
}

/** Step `publicCard`: the card everybody sees; its trend moves the climate, whose EAI modifier applies [9.12, 11.33, 23.21D]. */
export function publicCard(c: Ctx): void {
  const { G } = c;
  const card = drawCard(c);
  if (card === undefined) return;
  G.events.publicCard = card;
  G.climate = applyTrend(G.climate, CARD[card].trend);
  addTemporaryEai(G, climateEai(G.climate));
  c.emit({ kind: 'publicCard', ids: [String(card)], n: [G.climate], rule: '9.12' });
}

/** Extra cards a power draws this turn: aggression streams [9.14] and the American support of the pact [9.15]. */
export function extraCards(G: GState, p: Power): number {
  let n = 0;
  for (const s of G.events.extraDraws) if (s.power === p && s.from <= G.turn && s.remaining > 0) n++;
  if (G.pact.status === 'signed' && G.pact.signed !== undefined && (p === 'GBR' || p === 'FRA')) n += G.turn - G.pact.signed;
  return n;
}

/** Step `deal`: one card face down to each power, plus the extra cards owed [9.12-9.15]. */
export function deal(c: Ctx): void {
  const { G } = c;
  for (const p of POWER_IDS) {
    const extra = extraCards(G, p);
    for (const s of G.events.extraDraws) if (s.power === p && s.from <= G.turn && s.remaining > 0) s.remaining--;
    G.events.extraDraws = G.events.extraDraws.filter((s) => s.remaining > 0);
    const hand = priv(G, p).hand;
    for (let i = 0; i < 1 + extra; i++) {
      const card = drawCard(c);
      if (card === undefined) break; // all 144 cards are out [8.42]
      hand.push({ card });
      c.emit({ kind: 'dealt', ids: [p, String(card)], rule: '9.12', only: [G.seatOf[p]], others: { kind: 'dealt', ids: [p] } });
    }
    // A power with a single card plays its event: at least one event a turn [9.13].
    if (hand.length === 1) hand[0].play = true;
  }
}

/** Powers that must choose which of their events to play (more than one card) [9.13]. */
export function choosers(G: GState): Power[] {
  return POWER_IDS.filter((p) => priv(G, p).hand.length > 1);
}

/** Check and record a power's choice of events to play: at least one [9.13]. */
export function chooseEvents(G: GState, p: Power, cards: readonly number[]): Refusal | undefined {
  const hand = priv(G, p).hand;
  if (cards.length === 0) return no.oneEventAtLeast();
  if (new Set(cards).size !== cards.length) return no.cardTwice();
  for (const n of cards) if (!hand.some((h) => h.card === n)) return no.cardNotInHand(n);
  for (const h of hand) h.play = cards.includes(h.card);
  return undefined;
}

/** Public purge events are carried out at once, before the garrison, support and maintenance [22.51A]; public civil-war steps too [25.31A]. */
function applyPurges(c: Ctx, ev: EventDef): void {
  for (const e of ev.effects) if (e.op === 'diplomatic') civilWarEvent(c, e.country, false, e.civilWarStep);
  for (const e of ev.effects) {
    if (e.op !== 'purgeSupport' && e.op !== 'purgeUnits' && e.op !== 'purgeBan') continue;
    const s = applyPurgeEffect(c, e);
    if (s) c.G.events.supportThisTurn.USSR = (c.G.events.supportThisTurn.USSR ?? 0) + s;
  }
}

/** Is an event's condition met now [10.41B]? */
export function conditionHolds(G: GState, cond: Condition | undefined): boolean {
  if (!cond) return true;
  switch (cond.kind) {
    case 'civilWarActive':
      return cond.country ? G.civilWars[cond.country].active : Object.values(G.civilWars).some((w) => w.active);
    case 'aggressionSucceeded':
      return done(G, cond.aggression);
    case 'secondAggression':
      return secondAggressionMade(G);
    case 'pactSigned':
      return G.pact.status === 'signed';
    case 'climate':
      return (cond.atLeast === undefined || G.climate >= cond.atLeast) && (cond.atMost === undefined || G.climate <= cond.atMost);
  }
}

/**
 * Apply the part of a revealed public event that acts at the reveal: support [9.31B, 9.41E, 10.41B], the EAI
 * [23.21C], the research events of the turn [15.31], the national economic events for the income phase
 * [9.41A]. Diplomatic and purge effects are read later by their own procedures from `events.revealed`.
 */
export function applyPublicEvent(G: GState, ev: EventDef, holder?: Power): void {
  for (const e of ev.effects) {
    switch (e.op) {
      case 'support':
        if (conditionHolds(G, e.if)) G.events.supportThisTurn[e.power] = (G.events.supportThisTurn[e.power] ?? 0) + e.delta;
        break;
      case 'eai':
        addTemporaryEai(G, e.delta);
        break;
      case 'researchDouble':
        G.events.researchDouble = e.project;
        break;
      case 'atomicAllowed':
        G.events.atomicAllowed = true;
        break;
      case 'income':
      case 'tileDraw': {
        if (!holder) break;
        const eco = (G.events.economic[holder] ??= { income: 0, draws: 1 });
        if (e.op === 'income') eco.income += e.delta;
        else eco.draws = e.draws;
        break;
      }
      default:
        break;
    }
  }
}

/**
 * Step `revealPublicEvents`: the public card's general event and every played public national event are
 * shown and act; played secret events go to their holder's held list; unplayed cards are discarded unseen
 * (ruling R-03) [7.31, 9.13, 9.31, 9.41].
 */
export function revealPublicEvents(c: Ctx): void {
  const { G } = c;
  const card = G.events.publicCard;
  if (card !== null) {
    const ev = CARD[card].general;
    G.events.revealed.push(ev.id);
    applyPublicEvent(G, ev);
    c.emit({ kind: 'eventRevealed', ids: [ev.id], rule: '9.31' });
    applyPurges(c, ev);
  }
  for (const p of POWER_IDS) {
    const pr = priv(G, p);
    for (const h of pr.hand) {
      if (!h.play) continue;
      const ev = EVENT[`${h.card}.${p}`];
      if (ev.secret) {
        pr.held.push(ev.id);
        c.emit({ kind: 'eventHeld', ids: [p, ev.id], rule: '8.31', only: [G.seatOf[p]] });
      } else {
        G.events.revealed.push(ev.id);
        applyPublicEvent(G, ev, p);
        c.emit({ kind: 'eventRevealed', ids: [ev.id, p], rule: '9.41' });
        applyPurges(c, ev);
      }
    }
  }
}
