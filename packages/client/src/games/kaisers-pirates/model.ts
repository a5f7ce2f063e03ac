/**
 * Derived facts the Kaiser's Pirates table shows: names, coin texts, which hand cards may be committed and
 * how (with the rules' reasons for the ones that may not, worded from their codes), and plain-language labels for every
 * legal reveal, reaction window and question.
 */
import {
  ACTION_TYPE,
  MERCHANT,
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
  type Refusal,
  type RevealParams,
  type Side,
  type Slot,
  type VAEntry,
} from './engine';
import type { VisibleLogEntry } from '../../sdk';
import type { Words } from './log-text';
import { formatFor } from '../../i18n/format';
import type { GameT } from '../../i18n/games';

export type SeatName = (s: number | string) => string;

/** A side's name: the seat's player, or the ghost in solitaire [5.0]. */
export function sideLabel(G: PublicState, side: Side, seatName: SeatName, t?: GameT): string {
  if (G.ghost === side) return t ? t('ghost') : 'The Ghost';
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
export function entryLabel(e: CommitEntry, t: GameT): string {
  const type = typeOf(e.card);
  if (e.half === 'intercept') return e.on ? t('entry.interceptWith', { ship: name(e.on) }) : t('entry.interceptBritish');
  if (type === 'lay_mines') return t('entry.layMines', { ship: name(e.on ?? '') });
  return t('entry.action', { card: ACTION_TYPE[type].name });
}

/**
 * A refusal of the rules in the reader's words: the catalogue's `refusals.<code>` filled with its
 * parameters (the server sends the same code when it refuses a move; errors.tsx words it the same way).
 */
export function refusalText(r: Refusal, t: GameT): string {
  return t(`refusals.${r.code}`, r.params ?? {});
}

interface HandMark {
  /** Legal placements of this card on its own (the same check the server runs at commit). */
  choices: CommitEntry[];
  /** Why it cannot be committed, when no placement is legal. */
  reason?: string;
}

/** Which hand cards may be committed and how [3.2, 3.2.1]. */
export function commitMarks(G: PublicState, me: Side, t: GameT): Record<string, HandMark> {
  const out: Record<string, HandMark> = {};
  const hand = G.players[me]?.hand ?? [];
  for (const card of hand) {
    const all = commitChoices(G, me, card);
    const choices = all.filter((e) => !commitProblem(G, me, [e]));
    const mark: HandMark = { choices };
    if (!choices.length) {
      const reasons = new Set(all.map((e) => commitProblem(G, me, [e])).flatMap((r) => (r ? [refusalText(r, t)] : [])));
      mark.reason = [...reasons].join(' · ') || t('refusal.cannotCommit');
    }
    out[card] = mark;
  }
  return out;
}

/** Why a reaction card cannot be played in this window [3.2.2]. */
export function reactReason(w: ReactWindow, card: string, t: GameT): string | undefined {
  const type = typeOf(card);
  if (w.allowed.includes(type)) return undefined;
  if (!ACTION_TYPE[type].reaction) return t('refusal.notReaction', { card: ACTION_TYPE[type].name });
  return t('refusal.notHere', { card: ACTION_TYPE[type].name, allowed: w.allowed.map((x) => ACTION_TYPE[x].name).join(', ') || t('prompts.react.nothing') });
}

/** A legal reveal in words. */
export function revealLabel(G: PublicState, me: Side, slotN: number, p: RevealParams, seatName: SeatName, t: GameT): string {
  const slot = G.turn?.slots.find((s) => s.n === slotN);
  const card = G.players[me]?.committed[slotN] ?? slot?.card;
  if (!slot || !card) return t('reveal.plain');
  const type = typeOf(card);
  const extras: string[] = [];
  if (p.goodHunting !== undefined) extras.push(t('reveal.goodHunting'));
  if (p.shippingLanes !== undefined) extras.push(t('reveal.shippingLanes'));
  if (p.surprise !== undefined) extras.push(t('reveal.surprise'));
  for (const b of p.boarding ?? []) extras.push(t('reveal.boarding', { ship: name(b.merchant) }));
  const plus = extras.length ? ` · ${extras.join(' · ')}` : '';
  if (slot.half === 'intercept' && slot.on)
    return t('reveal.intercepts', { ship: name(slot.on), targets: (p.targets ?? []).map(name).join(t('reveal.and')) }) + plus;
  if (slot.half === 'intercept') return t('reveal.britishIntercept', { target: name(p.target ?? '') }) + plus;
  const N = ACTION_TYPE[type].name;
  const parts: string[] = [];
  if (p.mode) parts.push(t(`reveal.mode.${p.mode}`));
  if (p.ship) parts.push(t('reveal.with', { ship: name(p.ship) }));
  if (p.target) parts.push(p.mode ? name(p.target) : t('reveal.on', { target: name(p.target) }));
  if (p.side !== undefined)
    parts.push(p.mode === 'hand' ? sideLabel(G, p.side, seatName, t) : t('reveal.against', { side: sideLabel(G, p.side, seatName, t) }));
  return `${N}${parts.length ? ': ' + parts.join(' ').replace(/\s+/g, ' ') : ''}${plus}`;
}

/** The legal reveals of one slot, or why there is none (the server's reason). */
export function revealChoices(G: PublicState, me: Side, slotN: number, t: GameT): { options: RevealParams[]; reason?: string } {
  const options = revealOptions(G, me, slotN, 60);
  if (options.length) return { options };
  const r = planReveal(G, me, slotN, {});
  return { options, reason: r.ok ? t('refusal.noTarget') : refusalText(r.problem, t) };
}

export function windowText(G: PublicState, w: ReactWindow, seatName: SeatName, t: GameT): string {
  const by = w.by ? t('window.by', { ship: name(w.by) }) : '';
  const tgt = w.target ? ` (${name(w.target)})` : '';
  const flags = [w.night ? t('window.night') : '', w.surprise ? t('window.surprise') : ''].filter(Boolean).join(', ');
  return `${sideLabel(G, w.attacker, seatName, t)}: ${t(`window.type.${w.type}`)}${tgt}${by}${flags ? ` — ${flags}` : ''}`;
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
function safeConductOdds(id: string, t: GameT): { coins: string; pct: number } | null {
  const sc = MERCHANT[id]?.safeConduct;
  if (!sc) return null;
  return { coins: t('vs', { a: coinText(sc.challenge), b: coinText(sc.response) }), pct: Math.round(100 * decisionProb(sc.challenge, 0, sc.response)) };
}

/** The trade-off of a question, in plain words (shown under the question), when there is one to explain. */
export function questionHelp(G: PublicState, p: Extract<Pending, { kind: 'choose' }>, t: GameT): string | undefined {
  if (p.question !== 'safeConduct' || !p.about) return undefined;
  const va = MERCHANT[p.about]?.va ?? 0;
  const uses = [t('safeConduct.useBlockade'), t('safeConduct.useRendezvous')];
  if (G.options.prizeResupply) uses.push(t('safeConduct.useResupply', { va }));
  return t('safeConduct.help', { ship: name(p.about), double: 2 * va, va, uses: uses.join('; ') });
}

const FIXED_OPTIONS = new Set(['chase', 'normal', 'pursue', 'letGo', 'resupply', 'no', 'none']);

export function optionLabel(G: PublicState, p: Extract<Pending, { kind: 'choose' }>, o: string, seatName: SeatName, t: GameT): string {
  if (p.question === 'firstPlayer') return t('option.first', { side: sideLabel(G, o, seatName, t) });
  if (p.question === 'safeConduct' && p.about) {
    const odds = safeConductOdds(p.about, t);
    const va = MERCHANT[p.about]?.va ?? 0;
    if (o === 'attempt') return odds ? t('option.attemptOdds', { coins: odds.coins, pct: odds.pct, va: 2 * va }) : t('option.attempt', { va: 2 * va });
    if (o === 'stay') return t('option.stay', { ship: name(p.about) });
  }
  return FIXED_OPTIONS.has(o) ? t(`option.${o}`) : name(o);
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
export function slotNote(slot: Slot, t: GameT): string {
  if (slot.use === 'shipIntercept' && slot.on) return t('slot.shipInterceptBy', { ship: name(slot.on) });
  const known = ['shipIntercept', 'british', 'mines', 'torpedo', 'interrogate', 'monitor', 'supplement', 'action'];
  return slot.use && known.includes(slot.use) ? t(`slot.${slot.use}`) : t('slot.revealed');
}

/** The Ghost's AMC, Q-ship or submarine sunk in a duel: a VA entry with no card [5.2.3, ruling A-46]. */
export function virtualVaName(id: string, t: GameT): string {
  const what = id === 'ghost:amc' ? 'amc' : id === 'ghost:q_ship' ? 'qShip' : id === 'ghost:sub' ? 'sub' : 'ship';
  return t(`virtual.${what}`);
}

/** How a card came into a Victory Award pile [2.3, 3.2.5, 3.2.6, 6.12]. */
export function vaSourceText(e: VAEntry, t: GameT): string {
  const known = ['sunk', 'safe_conduct', 'prize_kept', 'prize_exhausted', 'pointed'];
  const how = t(known.includes(e.source) ? `vaSource.${e.source}` : 'vaSource.scored');
  return e.capped ? t('vaSource.capped', { how }) : how;
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

/** The words the log uses, in the reader's language: the game's catalogue, the seats' players (without "(you)"), the Ghost, lists. */
export function logWords(G: PublicState, seatName: SeatName, t: GameT, lng: string): Words {
  const list = formatFor(lng).list;
  // The table marks the reader's own seat ("Lucía (tú)", common:table.you); the log names players plainly.
  const you = t('common:table.you', { name: '' });
  const marker = you.includes('table.you') ? ' (you)' : you;
  const plain = (name: string) => (marker && name.endsWith(marker) ? name.slice(0, -marker.length) : name);
  return { t, side: (s) => plain(sideLabel(G, s, seatName, t)), list: (items) => list([...items]) };
}
