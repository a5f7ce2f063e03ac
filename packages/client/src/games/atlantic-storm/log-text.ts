/**
 * Every English word of the Atlantic Storm log, in one place, so that a translation can replace this
 * module: one function per event kind (the games package's rules/events.ts documents what each kind's
 * `ids` and `n` hold), the rulebook's section names, and the titles of the log's groups.
 *
 * A line is a list of parts: text, a card or convoy (shown by its historical name), a seat (shown by the
 * player's name) or dice. The table turns parts into text or rich nodes (log.tsx); nothing here knows
 * about React.
 */
import { CARD, CONVOY, type AsEventKind, type PublicLogEvent, type Side, type Zone, type ZoneDecl } from './engine';

export type Part = string | { card: string } | { seat: string } | { dice: number[] };

export interface LogContext {
  /** A seat's name as the table shows it. */
  seatName(seat: string): string;
}

type Wording = (e: PublicLogEvent, c: LogContext) => Part[];

// ---------------------------------------------------------------- words

const SIDE: Record<Side, { the: string; The: string; adj: string }> = {
  allied: { the: 'the Allies', The: 'The Allies', adj: 'Allied' },
  german: { the: 'the Germans', The: 'The Germans', adj: 'German' },
};

const ZONE: Record<ZoneDecl, string> = { air: 'Air', surface: 'Surface', sub: 'Sub', combined: 'Combined' };

const CARGO: Record<string, string> = { full: 'full cargo', half: 'half cargo', empty: 'no cargo' };
const OCEAN: Record<string, string> = { NA: 'North Atlantic', ARC: 'Arctic' };

/** The rulebook's sections (rules/events.ts RULE), as the English edition of the rules names them. */
const SECTION: Record<string, string> = {
  '§3': '§3 Setup',
  '§4/duration': '§4 Duration',
  '§4/end': '§4 End of the game',
  '§5/drawing': '§5 Drawing',
  '§5/announce': '§5 Announce battle',
  '§6/zone': '§6 Type of operation',
  '§6/play': '§6 Play cards',
  '§6/discard': '§6 Discard',
  '§6/dice': '§6 Dice',
  '§7': '§7 Fate victims',
  '§9/admiral': '§9 Admirals',
  '§9/storms': '§9 Storms',
  '§9/intel': '§9 Ultra and B-Dienst',
  '§10': '§10 Supply cards',
  '§11': '§11 Battle result',
  '§11/trick': '§11 Winning trick',
  '§11/tie': '§11 Tied combat',
  '§11/no-combat': '§11 No combat',
  '§13': '§13 Two-player game',
  '§14/convoy': '§14 Convoy selection',
  '§14/hand': '§14 Discarding the hand',
  '§14/spoils': '§14 Dividing the spoils',
  '§15': '§15 Solitaire',
};

/** A rule reference as the log shows it: "§9 Storms", "§15 Solitaire, step 5", "ruling A-50". */
export function ruleName(rule: string | undefined): string | undefined {
  if (!rule) return undefined;
  if (SECTION[rule]) return SECTION[rule];
  const step = /^§15\/(\d+)$/.exec(rule);
  if (step) return `§15 Solitaire, step ${step[1]}`;
  if (/^A-\d+$/.test(rule)) return `ruling ${rule}`;
  return rule;
}

/** A card's or convoy's historical name (the id when it is unknown). */
export function cardName(id: string): string {
  return CARD[id]?.name ?? CONVOY[id]?.name ?? id;
}

/** Titles of the log's groups. */
export const GROUP = {
  setup: (): Part[] => ['Setup'],
  battle: (no: number, convoy: string | null): Part[] => (convoy ? [`Battle ${no}: `, { card: convoy }] : [`Battle ${no}`]),
  /** A battle whose beginning is in the earlier entries not loaded yet. */
  battleContinued: (no: number | null, convoy: string | null): Part[] => [
    no === null ? 'An earlier battle' : `Battle ${no}`,
    ...(convoy ? [': ', { card: convoy }] : []),
    ' (continued; its beginning is in the earlier entries)',
  ],
  end: (): Part[] => ['End of the game'],
};

// ---------------------------------------------------------------- helpers

const ids = (e: PublicLogEvent): string[] => e.ids ?? [];
const n = (e: PublicLogEvent, i: number): number => e.n?.[i] ?? 0;
const seat = (e: PublicLogEvent): Part => ({ seat: e.seat ?? '' });
const seatNo = (k: number): Part => ({ seat: String(k) });
const card = (id: string): Part => ({ card: id });
const side = (s: string | undefined): (typeof SIDE)[Side] => SIDE[(s === 'german' ? 'german' : 'allied') as Side];
const zones = (zs: readonly string[]): string => zs.map((z) => ZONE[z as Zone] ?? z).join(' + ');
const plural = (k: number, one: string, many = `${one}s`): string => `${k} ${k === 1 ? one : many}`;

/** Items joined as "a, b and c". */
function list(items: Part[][]): Part[] {
  const out: Part[] = [];
  items.forEach((it, i) => {
    if (i > 0) out.push(i === items.length - 1 ? ' and ' : ', ');
    out.push(...it);
  });
  return out;
}

const cards = (xs: readonly string[]): Part[] => list(xs.map((id) => [card(id)]));

/**
 * Cards in reading order (rules/events.ts `readingOrder`): a bonus card follows the normal card it is
 * attached to; bonus cards before any normal card were played alone.
 */
function reading(xs: readonly string[], admiral = 0): Part[] {
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
    if (c?.kind === 'bonus') head.push(' (alone)');
    if (c?.special === 'admiral' && admiral) head.push(admiral === 1 ? ' (option A: combined operations)' : ' (option B: two normal cards)');
    groups.push({ head, bonuses: [] });
  }
  return list(groups.map((g) => (g.bonuses.length ? [...g.head, ' with ', ...cards(g.bonuses)] : g.head)));
}

/** A convoy's facts, as printed on its card. */
function convoyFacts(id: string, withCargo: boolean): string {
  const cv = CONVOY[id];
  if (!cv) return '';
  return ` (${cv.year}, ${OCEAN[cv.ocean] ?? cv.ocean}${withCargo ? `, ${CARGO[cv.cargo] ?? cv.cargo}` : ''}, ${plural(cv.vp, 'VP', 'VP')})`;
}

// ---------------------------------------------------------------- one wording per event kind

export const EVENT_TEXT: Record<AsEventKind, Wording> = {
  // setup and battles
  cut: (e) => ['Cut for first player: ', ...list(ids(e).map((cv, i) => [seatNo(i), ' ', card(cv)])), '. ', seat(e), ' has the lowest convoy number and deals.'],
  dealer: (e) => [seat(e), ' has the best record of the campaign and deals.'],
  convoyChoice: (e) => [seat(e), ' draws two convoy cards and chooses one to fight for.'],
  battle: (e) =>
    e.seat !== undefined
      ? [seat(e), ' turns up ', card(ids(e)[0]), `${convoyFacts(ids(e)[0], true)}.`]
      : [card(ids(e)[0]), ` is turned up${convoyFacts(ids(e)[0], false)}.`],
  zone: (e) => (ids(e)[0] === 'combined' ? [seat(e), ' declares combined operations: every zone counts.'] : [seat(e), ` declares ${zones(ids(e))} operations.`]),
  reshuffle: (e) =>
    e.ids?.length
      ? [`${side(ids(e)[0]).The}' discard pile is shuffled into a new ${side(ids(e)[0]).adj} deck (${plural(n(e, 0), 'card')}).`]
      : [`The discard pile is shuffled into a new draw pile (${plural(n(e, 0), 'card')}).`],
  refill: (e) => {
    const pairs: Part[][] = [];
    for (let i = 0; i + 1 < (e.n?.length ?? 0); i += 2) pairs.push([seatNo(n(e, i)), ` +${n(e, i + 1)}`]);
    return ['Hands refilled: ', ...pairs.flatMap((p, i) => (i ? [', ', ...p] : p)), '.'];
  },

  // turns
  play: (e) => [seat(e), n(e, 0) ? ' plays at the delayed turn: ' : ' plays ', ...reading(ids(e), n(e, 1)), '.'],
  intel: (e) => [seat(e), ' plays ', card(ids(e)[0]), ' and will take the turn at the end of the round.'],
  combined: (e) => [card(ids(e)[0]), ': the zone becomes Combined for the rest of the round.'],
  fateDouble: (e) => [card(ids(e)[1]), ' is the fate victim of ', card(ids(e)[0]), ', whose value is doubled.'],
  fateKill: (e) => [
    card(ids(e)[0]),
    ' sinks its fate victim ',
    card(ids(e)[1]),
    ', which goes face down to ',
    seat(e),
    ...(ids(e).length > 2 ? ['; ', ...cards(ids(e).slice(2)), ids(e).length > 3 ? ' are' : ' is', ' discarded with it'] : []),
    '.',
  ],
  fateBonus: (e) => [card(ids(e)[0]), ' destroys the bonus card ', card(ids(e)[1]), ', which is discarded.'],
  discard: (e) => (e.ids?.length ? [seat(e), ' discards ', card(ids(e)[0]), ' (only you see which card).'] : [seat(e), ' discards a card.']),
  intelDiscard: (e) => [seat(e), ' does not play at the delayed turn and discards ', card(ids(e)[0]), '.'],
  discardHand: (e) => [seat(e), ` discards the whole hand (${plural(n(e, 0), 'card')})`, ...(e.ids?.length ? [': ', ...cards(ids(e))] : []), '.'],
  pass: (e) => [seat(e), ' has no cards left and passes.'],

  // storms
  stormHit: (e) => [seat(e), ' rolls ', { dice: [n(e, 0)] }, ' for ', card(ids(e)[0]), ': the storm hits.'],
  stormPass: (e) => [seat(e), ' rolls ', { dice: [n(e, 0)] }, ' for ', card(ids(e)[0]), ': the storm passes to ', seatNo(n(e, 1)), '.'],
  stormSpent: (e) => [seat(e), ' rolls ', { dice: [n(e, 0)] }, ' for ', card(ids(e)[0]), ': nobody is left to take it, and it is discarded with the round.'],
  stormUnused: (e) => [seat(e), ' does not use ', card(ids(e)[0]), '.'],
  stormCancel: (e) => [
    card(ids(e)[0]),
    ' cancels the play of ',
    seatNo(n(e, 0)),
    ...(ids(e).length > 1 ? [': ', ...cards(ids(e).slice(1)), ids(e).length > 2 ? ' are' : ' is', ' discarded.'] : ['.']),
  ],
  stormSkip: (e) => [
    card(ids(e)[0]),
    ': ',
    seatNo(n(e, 0)),
    n(e, 1) ? ' loses the delayed turn' : ' loses the turn',
    ...(ids(e).length > 1 ? [', and ', card(ids(e)[1]), ' is discarded'] : []),
    '.',
  ],

  // the end of a round
  dice: (e) => [...(e.seat !== undefined ? [seat(e), "'s "] : []), card(ids(e)[0]), ' rolls ', { dice: e.n?.slice(1) ?? [] }, `: worth ${n(e, 0)}.`],
  totals: (e) => [`${zones(ids(e))}: Allied ${n(e, 0)}, German ${n(e, 1)}.`],
  noCombat: (e) => ['No combat: ', card(ids(e)[0]), ' is discarded and nobody wins it.'],
  tie: (e) => [`Tied at ${n(e, 0)}: the cards go under `, card(ids(e)[0]), ' and another round is fought.'],
  win: (e) => [`${side(ids(e)[0]).The} win ${n(e, 0)} to ${n(e, 1)}; `, seat(e), ` made the highest ${side(ids(e)[0]).adj} play (${n(e, 2)}) and wins the trick.`],
  supplyIdle: (e) => [card(ids(e)[0]), ' has nothing to refuel.'],
  refuel: (e) => [seat(e), ' uses ', card(ids(e)[0]), ' to refuel ', card(ids(e)[1]), ', which goes back to the hand.'],
  supplyUnused: (e) => [seat(e), ' does not use ', card(ids(e)[0]), '.'],
  trick: (e) => [seat(e), ' takes ', card(ids(e)[0]), n(e, 0) ? ` with ${plural(n(e, 0), 'sunk card')} face down under it.` : '.'],
  spoilsDivide: (e) => [
    seat(e),
    ' divides the spoils (',
    card(ids(e)[0]),
    n(e, 0) ? ` and ${plural(n(e, 0), 'sunk card')}) with ` : ' only) with ',
    ...list((e.n ?? []).slice(1).map((k) => [seatNo(k)])),
    '.',
  ],
  spoilsTake: (e) => [seat(e), ' takes ', card(ids(e)[0]), n(e, 0) ? ` and ${plural(n(e, 0), 'card')} of the spoils.` : '.'],
  spoilsGet: (e) => [seat(e), ` receives ${plural(n(e, 0), 'card')} of the spoils, face down.`],
  score: (e) => [seat(e), `: ${n(e, 0)} VP (${n(e, 1)} from convoys).`],
  winners: (e) =>
    (e.n?.length ?? 0) === 1
      ? [seatNo(n(e, 0)), ' wins the game.']
      : (e.n?.length ?? 0) > 1
        ? [...list((e.n ?? []).map((k) => [seatNo(k)])), ' share the win.']
        : ['Nobody wins.'],

  // solitaire
  soloSide: (e) => [`You play ${side(ids(e)[0]).the}; the automaton plays ${side(ids(e)[0] === 'allied' ? 'german' : 'allied').the}.`],
  stormDecks: (e) => {
    const pairs: Part[][] = [];
    for (let i = 0; i + 1 < ids(e).length; i += 2) pairs.push([card(ids(e)[i]), ` goes to the ${side(ids(e)[i + 1]).adj} deck`]);
    return ['The storms are shuffled into the decks: ', ...list(pairs), '.'];
  },
  initiative: (e) => (e.n?.length ? ['Initiative roll ', { dice: [n(e, 0)] }, `: ${side(ids(e)[0]).the} have the initiative.`] : [`${side(ids(e)[0]).The} have the initiative.`]),
  soloDraw: (e) => [`${side(ids(e)[0]).The} draw `, ...(ids(e).length > 1 ? cards(ids(e).slice(1)) : ['nothing (their deck is empty)']), '.'],
  soloCarry: (e) => [...cards(ids(e).slice(1)), `, protected in the last battle, ${ids(e).length > 2 ? 'join' : 'joins'} ${side(ids(e)[0]).the} again.`],
  soloUnfit: (e) => [`${side(ids(e)[0]).The} discard `, ...cards(ids(e).slice(1)), ': not in this year or ocean.'],
  soloZone: (e) => [`${side(ids(e)[0]).The} choose ${zones(ids(e).slice(1))}.`],
  soloPlace: (e) => (ids(e).length > 1 ? [`${side(ids(e)[0]).The} place `, ...reading(ids(e).slice(1)), '.'] : [`${side(ids(e)[0]).The} place no card.`]),
  soloAnnounce: (e) => [
    `${side(ids(e)[0]).The} announce `,
    card(ids(e)[1]),
    n(e, 0) === 1 ? ': it will cancel an enemy card.' : n(e, 0) === 2 ? ': it will change the zone.' : '.',
  ],
  soloProtect: (e) => [`${side(ids(e)[0]).The}' `, card(ids(e)[1]), ' protects ', card(ids(e)[2]), ': it will not be lost.'],
  soloFate: (e) => [card(ids(e)[1]), ' sinks its fate victim ', card(ids(e)[2]), `: loot for ${side(ids(e)[0]).the} whatever the result.`],
  soloStormHit: (e) => [`${side(ids(e)[0]).The} roll `, { dice: [n(e, 0)] }, ' for ', card(ids(e)[1]), ': the storm hits.'],
  soloStormPass: (e) => [`${side(ids(e)[0]).The} roll `, { dice: [n(e, 0)] }, ' for ', card(ids(e)[1]), `: the storm passes to ${side(ids(e)[0] === 'allied' ? 'german' : 'allied').the}.`],
  soloStormOut: (e) => [card(ids(e)[0]), ` blows itself out after ${plural(n(e, 0), 'pass', 'passes')}.`],
  soloZoneChange: (e) => [`${side(ids(e)[0]).The}' `, card(ids(e)[1]), ` changes the zone to ${zones(ids(e).slice(2))}.`],
  soloCancel: (e) => [`${side(ids(e)[0]).The}' `, card(ids(e)[1]), ' cancels ', ...cards(ids(e).slice(2)), '.'],
  soloWithdraw: (e) => [`${side(ids(e)[0]).The} withdraw `, ...cards(ids(e).slice(1)), ', worth nothing here.'],
  tieDraw: (e) =>
    e.n?.length
      ? ['Tie: ', `${side(ids(e)[0]).the} draw `, card(ids(e)[1]), ...((e.n?.length ?? 0) > 1 ? [', which rolls ', { dice: e.n?.slice(1) ?? [] }] : []), `: worth ${n(e, 0)}.`]
      : ['Tie: ', `${side(ids(e)[0]).the} draw `, card(ids(e)[1]), ', which cannot fight.'],
  soloNoCombat: (e) => [`Still tied after ${plural(n(e, 0), 'draw')}: `, card(ids(e)[0]), ' is discarded.'],
  soloWin: (e) => [
    `${side(ids(e)[0]).The} win ${n(e, 0)} to ${n(e, 1)} and take `,
    card(ids(e)[1]),
    n(e, 2) ? ` with ${plural(n(e, 2), `${side(ids(e)[0] === 'allied' ? 'german' : 'allied').adj} card`)}.` : '.',
  ],
  soloOver: (e) => [`Game over: Allied ${n(e, 0)} VP, German ${n(e, 1)} VP. ${n(e, 2) < 0 ? 'You win.' : n(e, 2) === 0 ? 'A shared result.' : 'The automaton wins.'}`],

  truncated: () => ['More happened in this move than the log keeps.'],
};

/** One event as parts (an event of a kind this table does not know yet: its kind). */
export function eventParts(e: PublicLogEvent, c: LogContext): Part[] {
  const f = (EVENT_TEXT as Record<string, Wording | undefined>)[e.kind];
  return f ? f(e, c) : [e.kind];
}

/** Parts as plain text. */
export function partsText(parts: readonly Part[], c: LogContext): string {
  return parts
    .map((p) => (typeof p === 'string' ? p : 'card' in p ? cardName(p.card) : 'seat' in p ? c.seatName(p.seat) : p.dice.join(' + ')))
    .join('');
}
