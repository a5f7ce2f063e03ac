/**
 * Derived facts the Kaiser's Pirates table shows: names, coin texts, which hand cards may be committed and
 * how (with the server's own reasons for the ones that may not), and plain-language labels for every
 * legal reveal, reaction window and question.
 */
import {
  ACTION,
  ACTION_TYPE,
  MERCHANT,
  WARSHIP,
  cardName,
  commitChoices,
  decodeEvent,
  commitProblem,
  decisionProb,
  planReveal,
  revealOptions,
  typeOf,
  type ChooseQuestion,
  type Coin,
  type CommitEntry,
  type KPEvent,
  type Pending,
  type PublicState,
  type ReactWindow,
  type RevealParams,
  type Side,
  type Slot,
  type VAEntry,
} from './engine';
import type { VisibleLogEntry } from '../../sdk';
import type { Namer } from './log-text';
import type { GameT } from '../../i18n/games';

export type SeatName = (s: number | string) => string;

/** A side's name: the seat's player, or the ghost in solitaire [5.0]. */
export function sideLabel(G: PublicState, side: Side, seatName: SeatName): string {
  if (G.ghost === side) return 'The Ghost';
  return seatName(side);
}

export function coinText(coin: Coin | readonly number[]): string {
  return coin.map((d) => `d${d}`).join('+');
}

export function name(id: string): string {
  return cardName(id);
}

/** VA of a pile, counting doubled prizes and leaving out capped cards [2.3, 2.3.1]. */
export function vaOf(pile: readonly VAEntry[]): number {
  return pile.reduce((a, e) => a + (e.capped ? 0 : e.va * e.mult), 0);
}

/** Where a committed card goes, in words. */
export function entryLabel(e: CommitEntry): string {
  const type = typeOf(e.card);
  if (e.half === 'intercept') return e.on ? `Intercept! with ${name(e.on)}` : 'Intercept! by British Forces';
  if (type === 'lay_mines') return `Lay Mines with ${name(e.on ?? '')}`;
  return `${ACTION_TYPE[type].name} (action)`;
}

export interface HandMark {
  /** Legal placements of this card on its own (the same check the server runs at commit). */
  choices: CommitEntry[];
  /** Why it cannot be committed, when no placement is legal. */
  reason?: string;
}

/** Which hand cards may be committed and how [3.2, 3.2.1]. */
export function commitMarks(G: PublicState, me: Side): Record<string, HandMark> {
  const out: Record<string, HandMark> = {};
  const hand = G.players[me]?.hand ?? [];
  for (const card of hand) {
    const all = commitChoices(G, me, card);
    const choices = all.filter((e) => !commitProblem(G, me, [e]));
    const mark: HandMark = { choices };
    if (!choices.length) {
      const reasons = new Set(all.map((e) => commitProblem(G, me, [e])).filter((r): r is string => !!r));
      mark.reason = [...reasons].join(' · ') || 'Cannot be committed now';
    }
    out[card] = mark;
  }
  return out;
}

/** Why a reaction card cannot be played in this window [3.2.2]. */
export function reactReason(w: ReactWindow, card: string): string | undefined {
  const type = typeOf(card);
  if (w.allowed.includes(type)) return undefined;
  if (!ACTION_TYPE[type].reaction) return `${ACTION_TYPE[type].name} is not a reaction card: it is committed on your own turn [3.2.2]`;
  return `${ACTION_TYPE[type].name} cannot be played here; this window allows: ${w.allowed.map((t) => ACTION_TYPE[t].name).join(', ') || 'nothing'} [3.2.2, 3.3]`;
}

/** A legal reveal in words. */
export function revealLabel(G: PublicState, me: Side, slotN: number, p: RevealParams, seatName: SeatName): string {
  const t = G.turn;
  const slot = t?.slots.find((s) => s.n === slotN);
  const card = G.players[me]?.committed[slotN] ?? slot?.card;
  if (!slot || !card) return 'Reveal';
  const type = typeOf(card);
  const extras: string[] = [];
  if (p.goodHunting !== undefined) extras.push('Good Hunting');
  if (p.shippingLanes !== undefined) extras.push('Shipping Lanes');
  if (p.surprise !== undefined) extras.push('Surprise Attack +2');
  for (const b of p.boarding ?? []) extras.push(`Boarding Party on ${name(b.merchant)}`);
  const plus = extras.length ? ` · ${extras.join(' · ')}` : '';
  if (slot.half === 'intercept' && slot.on) return `${name(slot.on)} intercepts ${(p.targets ?? []).map(name).join(' and ')}${plus}`;
  if (slot.half === 'intercept') return `British Forces intercept ${name(p.target ?? '')}${plus}`;
  const N = ACTION_TYPE[type].name;
  const parts: string[] = [];
  if (p.mode === 'torpedo') parts.push('torpedo');
  if (p.mode === 'mines') parts.push('lay mines');
  if (p.mode === 'hand') parts.push('look at the hand of');
  if (p.mode === 'deck') parts.push('look at and reorder the top of the deck');
  if (p.ship) parts.push(`with ${name(p.ship)}`);
  if (p.target) parts.push(`${p.mode ? '' : 'on '}${name(p.target)}`);
  if (p.side !== undefined) parts.push(`${p.mode === 'hand' ? '' : 'against '}${sideLabel(G, p.side, seatName)}`);
  return `${N}${parts.length ? ': ' + parts.join(' ').replace(/\s+/g, ' ') : ''}${plus}`;
}

/** The legal reveals of one slot, or why there is none (the server's reason). */
export function revealChoices(G: PublicState, me: Side, slotN: number): { options: RevealParams[]; reason?: string } {
  const options = revealOptions(G, me, slotN, 60);
  if (options.length) return { options };
  const r = planReveal(G, me, slotN, {});
  return { options, reason: r.ok ? 'No legal target now' : r.problem };
}

const WINDOW: Record<ReactWindow['type'], string> = {
  sub: 'intercept of your merchant',
  multi: 'multiple intercept of your merchants',
  british: 'British Forces intercept of your ship',
  interrogate: 'Interrogate against your ship',
  mines: 'mines against your merchants',
  torpedo: 'torpedo attack on your ship',
  recalled: 'your merchant was sunk',
  reflag: 'your ship was recognized',
};

export function windowText(G: PublicState, w: ReactWindow, seatName: SeatName): string {
  const by = w.by ? ` by ${name(w.by)}` : '';
  const tgt = w.target ? ` (${name(w.target)})` : '';
  const flags = [w.night ? 'Night Action' : '', w.surprise ? 'Surprise Attack' : ''].filter(Boolean).join(', ');
  return `${sideLabel(G, w.attacker, seatName)}: ${WINDOW[w.type]}${tgt}${by}${flags ? ` — ${flags}` : ''}`;
}

/** Every question the engine may ask (a Record over ChooseQuestion, so a new question cannot be missed): catalogue keys. */
const QUESTIONS: Record<ChooseQuestion, string> = {
  slimKeep: 'question.slimKeep',
  fullSpeed: 'question.fullSpeed',
  pursuit: 'question.pursuit',
  captureResupply: 'question.captureResupply',
  breakoutGive: 'question.breakoutGive',
  firstPlayer: 'question.firstPlayer',
  safeConduct: 'question.safeConduct',
};

export function questionText(p: Extract<Pending, { kind: 'choose' }>, t: GameT): string {
  const q = QUESTIONS[p.question] ? t(QUESTIONS[p.question]) : p.question;
  return p.about ? t('question.about', { question: q, ship: name(p.about) }) : q;
}

/** A prize's Safe Conduct roll: its own coins and the chance of success [3.2.6.1, 3.2.7.2]. */
function safeConductOdds(id: string): { coins: string; pct: number } | null {
  const sc = MERCHANT[id]?.safeConduct;
  if (!sc) return null;
  return { coins: `${coinText(sc.challenge)} vs ${coinText(sc.response)}`, pct: Math.round(100 * decisionProb(sc.challenge, 0, sc.response)) };
}

/** The trade-off of a question, in plain words (shown under the question), when there is one to explain. */
export function questionHelp(G: PublicState, p: Extract<Pending, { kind: 'choose' }>): string | undefined {
  if (p.question !== 'safeConduct' || !p.about) return undefined;
  const va = MERCHANT[p.about]?.va ?? 0;
  const uses = ['+2 to your Blockade Runner rolls [3.3.2]', '−2 to an opponent\'s Rendezvous Missed against you [3.3.28]'];
  if (G.options.prizeResupply) uses.push(`it can resupply a ship with Limited Supplies on your turn (it may then be exhausted, scoring ${va}) [6.12]`);
  return (
    `Safe Conduct banks ${name(p.about)} now at double VA (${2 * va}); a failed roll changes nothing and it stays [3.2.6.2]. ` +
    `Kept, it still scores double (${2 * va}) if it is yours at the end of the round [3.2.5.3], and while you hold a prize: ${uses.join('; ')}. ` +
    `But it stays exposed: an opponent who sinks it scores ${va} [3.2.5.3], and it can still be interned or taken by Transfer Command.`
  );
}

export function optionLabel(G: PublicState, p: Extract<Pending, { kind: 'choose' }>, o: string, seatName: SeatName): string {
  const fixed: Record<string, string> = { chase: 'Chase at full speed', normal: 'Normal attack', pursue: 'Pursue', letGo: 'Let it go', resupply: 'Resupply', no: 'No', none: 'Keep it' };
  if (p.question === 'firstPlayer') return `${sideLabel(G, o, seatName)} first`;
  if (p.question === 'safeConduct' && p.about) {
    const odds = safeConductOdds(p.about);
    const va = MERCHANT[p.about]?.va ?? 0;
    if (o === 'attempt') return `Try Safe Conduct${odds ? ` (${odds.coins}, about ${odds.pct}%)` : ''}: on success ${2 * va} VA banked now`;
    if (o === 'stay') return `Keep ${name(p.about)} in your Force (no roll)`;
  }
  return fixed[o] ?? name(o);
}

/** Printed VA of any ship or pointed card. */
export function printedVA(id: string): number | undefined {
  return WARSHIP[id]?.va ?? MERCHANT[id]?.va ?? ACTION[id]?.va;
}

/** The short "what must happen now" line for the turn bar. */
export function promptText(G: PublicState, viewer: Side | null, _seatName: SeatName, t: GameT): string | undefined {
  const p = G.pending;
  if (G.result) return undefined;
  if (!p) return t('prompt.setting');
  if (p.kind === 'retain') {
    const mine = viewer !== null && p.seats.includes(viewer);
    return mine ? t('prompt.retain.mine', { count: p.max }) : t('prompt.retain.other');
  }
  const mine = viewer !== null && p.seat === viewer;
  if (p.kind === 'choose') return mine ? questionText(p, t) : t('prompt.choose.other');
  return t(`prompt.${p.kind}.${mine ? 'mine' : 'other'}`);
}

/** A side's one-line public summary for the seat list. */
export function seatSummary(G: PublicState, side: Side, t: GameT): string | undefined {
  const f = G.forces[side];
  if (!f) return undefined;
  return t('seat.summary', {
    cards: t('seat.cards', { count: f.handCount }),
    ships: t('seat.ships', { count: f.ships.length }),
    va: vaOf(f.va),
    rp: G.totals.rp[side] ?? 0,
  });
}

/** What a revealed card did, in words, for its note on the table [3.2.8]. */
export function slotNote(slot: Slot): string {
  switch (slot.use) {
    case 'shipIntercept':
      return slot.on ? `revealed · Intercept! by ${name(slot.on)}` : 'revealed · Intercept!';
    case 'british':
      return 'revealed · British Forces Intercept!';
    case 'mines':
      return 'revealed · mines';
    case 'torpedo':
      return 'revealed · torpedo attack';
    case 'interrogate':
      return 'revealed · Interrogate';
    case 'monitor':
      return 'revealed · Monitor';
    case 'supplement':
      return 'revealed · with an Intercept!';
    case 'action':
      return 'revealed · action';
    default:
      return 'revealed';
  }
}

/** The Ghost's AMC, Q-ship or submarine sunk in a duel: a VA entry with no card [5.2.3, ruling A-46]. */
export function virtualVaName(id: string): string {
  const what = id === 'ghost:amc' ? 'AMC' : id === 'ghost:q_ship' ? 'Q-ship' : id === 'ghost:sub' ? 'submarine' : 'ship';
  return `The Ghost's ${what}`;
}

/** How a card came into a Victory Award pile [2.3, 3.2.5, 3.2.6, 6.12]. */
export function vaSourceText(e: VAEntry): string {
  const how: Record<VAEntry['source'], string> = {
    sunk: 'sunk',
    safe_conduct: 'brought home by Safe Conduct',
    prize_kept: 'a prize held at the end of the round (double VA)',
    prize_exhausted: 'a prize whose stores ran out (6.12)',
    pointed: 'sunk in a duel',
  };
  return `${how[e.source] ?? 'scored'}${e.capped ? ' (discarded by the warship cap, 2.3.1)' : ''}`;
}

/** A logged event with where it came from: the log entry's state id (-1: the setup's events, G.opening). */
export interface LoggedEvent {
  key: string;
  stateId: number;
  event: KPEvent;
}

/**
 * The game's log events as this viewer received them, oldest first: the setup's (while they wait in
 * G.opening for the first move), then those of every log entry the table holds (the newest only, when
 * the journal has not loaded the earlier ones). Events this table does not know are left out.
 */
export function loggedEvents(G: PublicState, log: readonly VisibleLogEntry[]): LoggedEvent[] {
  const out: LoggedEvent[] = [];
  (G.opening ?? []).forEach((raw, i) => {
    const event = decodeEvent(raw);
    if (event) out.push({ key: `setup-${i}`, stateId: -1, event });
  });
  for (const entry of log) {
    (entry.events ?? []).forEach((raw, i) => {
      const event = decodeEvent(raw);
      if (event) out.push({ key: `${entry.stateId}-${entry.kind}-${entry.name}-${i}`, stateId: entry.stateId, event });
    });
  }
  return out;
}

/** The names the log uses: the seats' players (without "(you)"), the Ghost. */
export function namer(G: PublicState, seatName: SeatName): Namer {
  return { side: (s) => sideLabel(G, s, seatName).replace(/ \(you\)$/, '') };
}
