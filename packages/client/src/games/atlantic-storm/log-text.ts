/**
 * The wording of the Atlantic Storm log: its sentences are in the catalogue (atlantic-storm.json, `log.`),
 * one function per event kind picks the sentence and its parts (the games package's rules/events.ts documents what each kind's
 * `ids` and `n` hold), the rulebook's section names, and the titles of the log's groups.
 *
 * A line is a list of parts: text, a card or convoy (shown by its historical name), a seat (shown by the
 * player's name) or dice. The table turns parts into text or rich nodes (log.tsx); nothing here knows
 * about React.
 */
import type { GameT } from '../../i18n/games';
import { CARD, CONVOY, type AsEventKind, type PublicLogEvent, type Side } from './engine';

export type Part = string | { card: string } | { seat: string } | { dice: number[] };

export interface LogContext {
  /** A seat's name as the table shows it. */
  seatName(seat: string): string;
  /** The game's translations (namespace atlantic-storm). */
  t: GameT;
}

type Wording = (e: PublicLogEvent, c: LogContext) => Part[];

// ---------------------------------------------------------------- words

type Var = Part | Part[] | number;

/**
 * A catalogue sentence (namespace atlantic-storm, under `log.`) as parts: numbers and plain words are
 * interpolated by i18next; cards, seats and dice are put back in as parts where their placeholder stands.
 */
function tp(c: LogContext, key: string, vars: Record<string, Var> = {}, count?: number): Part[] {
  const opts: Record<string, unknown> = {};
  const slots: Part[][] = [];
  for (const [k, v] of Object.entries(vars)) {
    if (typeof v === 'number' || typeof v === 'string') opts[k] = v;
    else {
      opts[k] = `\u0001${slots.length}\u0001`;
      slots.push(Array.isArray(v) ? v : [v]);
    }
  }
  if (count !== undefined) opts.count = count;
  const out: Part[] = [];
  c.t(`log.${key}`, opts)
    .split('\u0001')
    .forEach((piece, i) => {
      if (i % 2 === 0) {
        if (piece) out.push(piece);
      } else out.push(...(slots[Number(piece)] ?? []));
    });
  return out;
}

/** A side's word in the player's language: `the` ("the Allies"), `The` (sentence start) or `adj` ("Allied"). */
const sideWord = (c: LogContext, s: string | undefined, form: 'the' | 'The' | 'adj'): string => c.t(`log.side.${s === 'german' ? 'german' : 'allied'}.${form}`);
const zonesT = (c: LogContext, zs: readonly string[]): string => zs.map((z) => c.t(`table.zoneName.${z}`)).join(' + ');

/** A rule reference as the log shows it: "§9 Storms", "§15 Solitaire, step 5", "ruling A-50" (in the player's language). */
export function ruleName(rule: string | undefined, c: LogContext): string | undefined {
  if (!rule) return undefined;
  const key = rule.replace('§', 's').replace(/[/-]/g, '_');
  if (/^s\d+(_[a-z_]+)?$/.test(key) && !/^s15_\d/.test(key)) {
    const name = c.t(`log.section.${key}`, { defaultValue: '' });
    if (name) return name;
  }
  const step = /^§15\/(\d+)$/.exec(rule);
  if (step) return c.t('log.section.soloStep', { n: step[1] });
  if (/^A-\d+$/.test(rule)) return c.t('log.section.ruling', { id: rule });
  return rule;
}

/** A card's or convoy's historical name (the id when it is unknown). */
export function cardName(id: string): string {
  return CARD[id]?.name ?? CONVOY[id]?.name ?? id;
}

/** Titles of the log's groups. */
export const GROUP = {
  setup: (c: LogContext): Part[] => tp(c, 'group.setup'),
  battle: (c: LogContext, no: number, convoy: string | null): Part[] =>
    convoy ? tp(c, 'group.battleConvoy', { n: no, convoy: { card: convoy } }) : tp(c, 'group.battle', { n: no }),
  /** A battle whose beginning is in the earlier entries not loaded yet. */
  battleContinued: (c: LogContext, no: number | null, convoy: string | null): Part[] =>
    tp(c, 'group.continued', {
      battle:
        no === null
          ? convoy
            ? tp(c, 'group.earlierConvoy', { convoy: { card: convoy } })
            : tp(c, 'group.earlier')
          : convoy
            ? tp(c, 'group.battleConvoy', { n: no, convoy: { card: convoy } })
            : tp(c, 'group.battle', { n: no }),
    }),
  end: (c: LogContext): Part[] => tp(c, 'group.end'),
};

// ---------------------------------------------------------------- helpers

const ids = (e: PublicLogEvent): string[] => e.ids ?? [];
const n = (e: PublicLogEvent, i: number): number => e.n?.[i] ?? 0;
const seat = (e: PublicLogEvent): Part => ({ seat: e.seat ?? '' });
const seatNo = (k: number): Part => ({ seat: String(k) });
const card = (id: string): Part => ({ card: id });
const other = (s: string | undefined): Side => (s === 'german' ? 'allied' : 'german');
const The = (c: LogContext, e: PublicLogEvent): Part[] => [sideWord(c, ids(e)[0], 'The')];

/** Items joined as "a, b and c" (the last joiner in the player's language). */
function list(items: Part[][], c: LogContext): Part[] {
  const out: Part[] = [];
  const and = c.t('log.and');
  items.forEach((it, i) => {
    if (i > 0) out.push(i === items.length - 1 ? and : ', ');
    out.push(...it);
  });
  return out;
}

const cards = (xs: readonly string[], c: LogContext): Part[] =>
  list(
    xs.map((id) => [card(id)]),
    c,
  );

/**
 * Cards in reading order (rules/events.ts `readingOrder`): a bonus card follows the normal card it is
 * attached to; bonus cards before any normal card were played alone.
 */
function reading(xs: readonly string[], admiral: number, lc: LogContext): Part[] {
  const groups: { head: Part[]; bonuses: string[] }[] = [];
  let parent = false;
  for (const id of xs) {
    const c = CARD[id];
    if (c?.kind === 'bonus' && parent) {
      groups[groups.length - 1].bonuses.push(id);
      continue;
    }
    if (c?.kind === 'normal') parent = true;
    const head: Part[] = [card(id)];
    if (c?.kind === 'bonus') head.push(lc.t('log.alone'));
    if (c?.special === 'admiral' && admiral) head.push(lc.t(admiral === 1 ? 'log.admiralA' : 'log.admiralB'));
    groups.push({ head, bonuses: [] });
  }
  return list(
    groups.map((g) => (g.bonuses.length ? tp(lc, 'with', { card: g.head, bonuses: cards(g.bonuses, lc) }) : g.head)),
    lc,
  );
}

/** A convoy's facts, as printed on its card. */
function convoyFacts(c: LogContext, id: string, withCargo: boolean): string {
  const cv = CONVOY[id];
  if (!cv) return '';
  const vp = c.t('table.card.vp', { count: cv.vp });
  const ocean = c.t(`table.card.oceanLong.${cv.ocean}`);
  return withCargo ? c.t('log.factsCargo', { year: cv.year, ocean, cargo: c.t(`log.cargo.${cv.cargo}`), vp }) : c.t('log.facts', { year: cv.year, ocean, vp });
}

// ---------------------------------------------------------------- one wording per event kind

const EVENT_TEXT: Record<AsEventKind, Wording> = {
  // setup and battles
  cut: (e, c) =>
    tp(c, 'cut', {
      cuts: list(
        ids(e).map((cv, i) => [seatNo(i), ' ', card(cv)]),
        c,
      ),
      seat: seat(e),
    }),
  dealer: (e, c) => tp(c, 'dealer', { seat: seat(e) }),
  convoyChoice: (e, c) => tp(c, 'convoyChoice', { seat: seat(e) }),
  battle: (e, c) =>
    e.seat !== undefined
      ? tp(c, 'battleBy', { seat: seat(e), convoy: card(ids(e)[0]), facts: [convoyFacts(c, ids(e)[0], true)] })
      : tp(c, 'battle', { convoy: card(ids(e)[0]), facts: [convoyFacts(c, ids(e)[0], false)] }),
  zone: (e, c) => (ids(e)[0] === 'combined' ? tp(c, 'zoneCombined', { seat: seat(e) }) : tp(c, 'zone', { seat: seat(e), zones: [zonesT(c, ids(e))] })),
  reshuffle: (e, c) =>
    e.ids?.length
      ? tp(c, 'reshuffleSide', { The: [sideWord(c, ids(e)[0], 'The')], adj: [sideWord(c, ids(e)[0], 'adj')] }, n(e, 0))
      : tp(c, 'reshuffle', {}, n(e, 0)),
  refill: (e, c) => {
    const pairs: Part[][] = [];
    for (let i = 0; i + 1 < (e.n?.length ?? 0); i += 2) pairs.push([seatNo(n(e, i)), ` +${n(e, i + 1)}`]);
    return tp(c, 'refill', { hands: pairs.flatMap((p, i) => (i ? [', ', ...p] : p)) });
  },

  // turns
  play: (e, c) => tp(c, n(e, 0) ? 'playDelayed' : 'play', { seat: seat(e), cards: reading(ids(e), n(e, 1), c) }),
  intel: (e, c) => tp(c, 'intel', { seat: seat(e), card: card(ids(e)[0]) }),
  combined: (e, c) => tp(c, 'combined', { card: card(ids(e)[0]) }),
  fateDouble: (e, c) => tp(c, 'fateDouble', { victim: card(ids(e)[1]), card: card(ids(e)[0]) }),
  fateKill: (e, c) =>
    ids(e).length > 2
      ? tp(c, 'fateKillWith', { card: card(ids(e)[0]), victim: card(ids(e)[1]), seat: seat(e), cards: cards(ids(e).slice(2), c) }, ids(e).length - 2)
      : tp(c, 'fateKill', { card: card(ids(e)[0]), victim: card(ids(e)[1]), seat: seat(e) }),
  fateBonus: (e, c) => tp(c, 'fateBonus', { card: card(ids(e)[0]), bonus: card(ids(e)[1]) }),
  discard: (e, c) => (e.ids?.length ? tp(c, 'discardSeen', { seat: seat(e), card: card(ids(e)[0]) }) : tp(c, 'discard', { seat: seat(e) })),
  intelDiscard: (e, c) => tp(c, 'intelDiscard', { seat: seat(e), card: card(ids(e)[0]) }),
  discardHand: (e, c) =>
    e.ids?.length ? tp(c, 'discardHandSeen', { seat: seat(e), cards: cards(ids(e), c) }, n(e, 0)) : tp(c, 'discardHand', { seat: seat(e) }, n(e, 0)),
  pass: (e, c) => tp(c, 'pass', { seat: seat(e) }),

  // storms
  stormHit: (e, c) => tp(c, 'stormHit', { seat: seat(e), die: { dice: [n(e, 0)] }, card: card(ids(e)[0]) }),
  stormPass: (e, c) => tp(c, 'stormPass', { seat: seat(e), die: { dice: [n(e, 0)] }, card: card(ids(e)[0]), next: seatNo(n(e, 1)) }),
  stormSpent: (e, c) => tp(c, 'stormSpent', { seat: seat(e), die: { dice: [n(e, 0)] }, card: card(ids(e)[0]) }),
  stormUnused: (e, c) => tp(c, 'notUsed', { seat: seat(e), card: card(ids(e)[0]) }),
  stormCancel: (e, c) =>
    ids(e).length > 1
      ? tp(c, 'stormCancelWith', { card: card(ids(e)[0]), seat: seatNo(n(e, 0)), cards: cards(ids(e).slice(1), c) }, ids(e).length - 1)
      : tp(c, 'stormCancel', { card: card(ids(e)[0]), seat: seatNo(n(e, 0)) }),
  stormSkip: (e, c) =>
    tp(c, `${n(e, 1) ? 'stormSkipDelayed' : 'stormSkip'}${ids(e).length > 1 ? 'With' : ''}`, {
      card: card(ids(e)[0]),
      seat: seatNo(n(e, 0)),
      ...(ids(e).length > 1 ? { intel: card(ids(e)[1]) } : {}),
    }),

  // the end of a round
  dice: (e, c) =>
    e.seat !== undefined
      ? tp(c, 'diceBy', { seat: seat(e), card: card(ids(e)[0]), dice: { dice: e.n?.slice(1) ?? [] }, value: n(e, 0) })
      : tp(c, 'dice', { card: card(ids(e)[0]), dice: { dice: e.n?.slice(1) ?? [] }, value: n(e, 0) }),
  totals: (e, c) => tp(c, 'totals', { zones: [zonesT(c, ids(e))], allied: n(e, 0), german: n(e, 1) }),
  noCombat: (e, c) => tp(c, 'noCombat', { convoy: card(ids(e)[0]) }),
  tie: (e, c) => tp(c, 'tie', { value: n(e, 0), convoy: card(ids(e)[0]) }),
  win: (e, c) =>
    tp(c, 'win', { The: [sideWord(c, ids(e)[0], 'The')], adj: [sideWord(c, ids(e)[0], 'adj')], won: n(e, 0), lost: n(e, 1), seat: seat(e), best: n(e, 2) }),
  supplyIdle: (e, c) => tp(c, 'supplyIdle', { card: card(ids(e)[0]) }),
  refuel: (e, c) => tp(c, 'refuel', { seat: seat(e), card: card(ids(e)[0]), target: card(ids(e)[1]) }),
  supplyUnused: (e, c) => tp(c, 'notUsed', { seat: seat(e), card: card(ids(e)[0]) }),
  trick: (e, c) =>
    n(e, 0) ? tp(c, 'trickWith', { seat: seat(e), convoy: card(ids(e)[0]) }, n(e, 0)) : tp(c, 'trick', { seat: seat(e), convoy: card(ids(e)[0]) }),
  spoilsDivide: (e, c) => {
    const others = list(
      (e.n ?? []).slice(1).map((k) => [seatNo(k)]),
      c,
    );
    return n(e, 0)
      ? tp(c, 'spoilsDivideWith', { seat: seat(e), convoy: card(ids(e)[0]), others }, n(e, 0))
      : tp(c, 'spoilsDivide', { seat: seat(e), convoy: card(ids(e)[0]), others });
  },
  spoilsTake: (e, c) =>
    n(e, 0) ? tp(c, 'spoilsTakeWith', { seat: seat(e), convoy: card(ids(e)[0]) }, n(e, 0)) : tp(c, 'trick', { seat: seat(e), convoy: card(ids(e)[0]) }),
  spoilsGet: (e, c) => tp(c, 'spoilsGet', { seat: seat(e) }, n(e, 0)),
  score: (e, c) => tp(c, 'score', { seat: seat(e), convoys: n(e, 1) }, n(e, 0)),
  winners: (e, c) =>
    (e.n?.length ?? 0) === 1
      ? tp(c, 'winner', { seat: seatNo(n(e, 0)) })
      : (e.n?.length ?? 0) > 1
        ? tp(c, 'winners', {
            seats: list(
              (e.n ?? []).map((k) => [seatNo(k)]),
              c,
            ),
          })
        : tp(c, 'nobody'),

  // solitaire
  soloSide: (e, c) => tp(c, 'solo.side', { side: [sideWord(c, ids(e)[0], 'the')], other: [sideWord(c, other(ids(e)[0]), 'the')] }),
  stormDecks: (e, c) => {
    const pairs: Part[][] = [];
    for (let i = 0; i + 1 < ids(e).length; i += 2) pairs.push(tp(c, 'solo.toDeck', { card: card(ids(e)[i]), adj: [sideWord(c, ids(e)[i + 1], 'adj')] }));
    return tp(c, 'solo.stormDecks', { pairs: list(pairs, c) });
  },
  initiative: (e, c) =>
    e.n?.length
      ? tp(c, 'solo.initiativeRoll', { die: { dice: [n(e, 0)] }, side: [sideWord(c, ids(e)[0], 'the')] })
      : tp(c, 'solo.initiative', { The: [sideWord(c, ids(e)[0], 'The')] }),
  soloDraw: (e, c) =>
    ids(e).length > 1 ? tp(c, 'solo.draw', { The: The(c, e), cards: cards(ids(e).slice(1), c) }) : tp(c, 'solo.drawNothing', { The: The(c, e) }),
  soloCarry: (e, c) => tp(c, 'solo.carry', { cards: cards(ids(e).slice(1), c), side: [sideWord(c, ids(e)[0], 'the')] }, ids(e).length - 1),
  soloUnfit: (e, c) => tp(c, 'solo.unfit', { The: The(c, e), cards: cards(ids(e).slice(1), c) }),
  soloZone: (e, c) => tp(c, 'solo.zone', { The: The(c, e), zones: [zonesT(c, ids(e).slice(1))] }),
  soloPlace: (e, c) =>
    ids(e).length > 1 ? tp(c, 'solo.place', { The: The(c, e), cards: reading(ids(e).slice(1), 0, c) }) : tp(c, 'solo.placeNone', { The: The(c, e) }),
  soloAnnounce: (e, c) =>
    tp(c, n(e, 0) === 1 ? 'solo.announceCancel' : n(e, 0) === 2 ? 'solo.announceZone' : 'solo.announce', { The: The(c, e), card: card(ids(e)[1]) }),
  soloProtect: (e, c) => tp(c, 'solo.protect', { The: The(c, e), card: card(ids(e)[1]), target: card(ids(e)[2]) }),
  soloFate: (e, c) => tp(c, 'solo.fate', { card: card(ids(e)[1]), victim: card(ids(e)[2]), side: [sideWord(c, ids(e)[0], 'the')] }),
  soloStormHit: (e, c) => tp(c, 'solo.stormHit', { The: The(c, e), die: { dice: [n(e, 0)] }, card: card(ids(e)[1]) }),
  soloStormPass: (e, c) =>
    tp(c, 'solo.stormPass', { The: The(c, e), die: { dice: [n(e, 0)] }, card: card(ids(e)[1]), other: [sideWord(c, other(ids(e)[0]), 'the')] }),
  soloStormOut: (e, c) => tp(c, 'solo.stormOut', { card: card(ids(e)[0]) }, n(e, 0)),
  soloZoneChange: (e, c) => tp(c, 'solo.zoneChange', { The: The(c, e), card: card(ids(e)[1]), zones: [zonesT(c, ids(e).slice(2))] }),
  soloCancel: (e, c) => tp(c, 'solo.cancel', { The: The(c, e), card: card(ids(e)[1]), cards: cards(ids(e).slice(2), c) }),
  soloWithdraw: (e, c) => tp(c, 'solo.withdraw', { The: The(c, e), cards: cards(ids(e).slice(1), c) }),
  tieDraw: (e, c) =>
    e.n?.length
      ? (e.n?.length ?? 0) > 1
        ? tp(c, 'solo.tieDrawRoll', { side: [sideWord(c, ids(e)[0], 'the')], card: card(ids(e)[1]), dice: { dice: e.n?.slice(1) ?? [] }, value: n(e, 0) })
        : tp(c, 'solo.tieDraw', { side: [sideWord(c, ids(e)[0], 'the')], card: card(ids(e)[1]), value: n(e, 0) })
      : tp(c, 'solo.tieDrawUnfit', { side: [sideWord(c, ids(e)[0], 'the')], card: card(ids(e)[1]) }),
  soloNoCombat: (e, c) => tp(c, 'solo.noCombat', { convoy: card(ids(e)[0]) }, n(e, 0)),
  soloWin: (e, c) =>
    n(e, 2)
      ? tp(c, 'solo.winWith', { The: The(c, e), won: n(e, 0), lost: n(e, 1), convoy: card(ids(e)[1]), adj: [sideWord(c, other(ids(e)[0]), 'adj')] }, n(e, 2))
      : tp(c, 'solo.win', { The: The(c, e), won: n(e, 0), lost: n(e, 1), convoy: card(ids(e)[1]) }),
  soloOver: (e, c) => tp(c, n(e, 2) < 0 ? 'solo.overWon' : n(e, 2) === 0 ? 'solo.overShared' : 'solo.overLost', { allied: n(e, 0), german: n(e, 1) }),

  truncated: (_e, c) => tp(c, 'truncated'),
};

/** One event as parts (an event of a kind this table does not know yet: a generic sentence, never its internal kind). */
export function eventParts(e: PublicLogEvent, c: LogContext): Part[] {
  const f = (EVENT_TEXT as Record<string, Wording | undefined>)[e.kind];
  return f ? f(e, c) : tp(c, 'unknown');
}

/** Parts as plain text. */
export function partsText(parts: readonly Part[], c: LogContext): string {
  return parts.map((p) => (typeof p === 'string' ? p : 'card' in p ? cardName(p.card) : 'seat' in p ? c.seatName(p.seat) : p.dice.join(' + '))).join('');
}
