/**
 * Every English word of The Kaiser's Pirates' log: one function per event kind (rules/events.ts in the
 * games package), the labels of the dice each event rolled, and the sentence that ends the war. The table
 * decodes the events of each log entry (already redacted for its viewer) and words them here, one line per
 * event, citing the rulebook's sections as it numbers them ("[3.2.7.1]"). A translation replaces this module.
 * Pure: no React, no state; every line stands on its own, so a partial log renders as well as a whole one.
 */
import {
  ACTION,
  ACTION_TYPE,
  MERCHANT,
  SOLITAIRE,
  WARSHIP,
  cardName,
  rollsOf,
  ruleOf,
  type ActionType,
  type DiceRoll,
  type EventKind,
  type EventOf,
  type KPEvent,
  type Side,
} from './engine';

/** What the words need from the table: the names of the sides (seat names, the Ghost). */
export interface Namer {
  side(s: Side): string;
}

// ---------------------------------------------------------------- words

/** A card or ship by its printed name; a named copy of an AMC, Q-ship or submarine by its ship's name. */
function cardLabel(id: string): string {
  const a = ACTION[id];
  if (a?.shipName) {
    if (a.type === 'sub_u' || a.type === 'sub_uc') return `submarine ${a.shipName}`;
    return `${ACTION_TYPE[a.type].name} ${a.shipName}`;
  }
  if (WARSHIP[id] || MERCHANT[id] || a) return cardName(id);
  return SOLITAIRE[id] ? `solitaire card ${id}` : 'a card';
}

/** A list in words: "A", "A and B", "A, B and C". */
function listText(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function cards(ids: readonly string[]): string {
  return listText(ids.map(cardLabel));
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** An attack's result on a ship [3.2.7.1]; with a Boarding Party or Non-Combatant, a capture [3.2.5, 3.3.3]. */
function outcome(r: 'none' | 'damaged' | 'sunk', capture = false): string {
  if (r === 'none') return 'no effect';
  if (r === 'damaged') return capture ? 'damaged, which does not count in a capture attempt' : 'damaged';
  return capture ? 'captured' : 'sunk';
}

/** What an attack did to its target, for the duels: "Emden damaged", "no effect on Emden". */
function hit(target: string, r: 'none' | 'damaged' | 'sunk', capture = false): string {
  return r === 'none' ? `no effect on ${target}` : `${target} ${outcome(r, capture)}`;
}

function crossing(r: 'unharmed' | 'damaged' | 'sunk' | 'none'): string {
  return r === 'unharmed' ? 'crosses unharmed' : r === 'damaged' ? 'runs aground: damaged' : r === 'sunk' ? 'runs aground and sinks' : '';
}

/** "7 against 4": the totals of two rolls (attack and defense, challenge and response) [3.2.7]. */
function vs(rolls: readonly DiceRoll[], from = 0): string {
  const a = rolls[from];
  const b = rolls[from + 1];
  return a && b ? `${a.total} against ${b.total}` : '';
}

function typeName(t: string): string {
  return t in ACTION_TYPE ? ACTION_TYPE[t as ActionType].name : t === 'none' ? 'nothing' : 'a special action';
}

/** The Ghost's offensive entries [5.3.3]. */
function offence(entry: string, detail: string): string {
  switch (entry) {
    case 'none':
      return 'No Action';
    case 'intercept_merchant':
      return `an intercept of merchants by a ${detail === 'raider' ? 'raider' : 'warship'}`;
    case 'british_intercept':
      return 'a British Forces intercept';
    case 'sub_torpedo':
      return 'a submarine torpedo attack';
    case 'sub_mines':
      return 'a submarine laying mines';
    case 'raider_mines':
      return 'a raider laying mines';
    case 'interrogate':
      return `Interrogate (${detail === 'low_va' ? 'the lowest VA' : detail === 'high_va' ? 'the highest VA' : 'at random'})`;
    case 'card':
      return typeName(detail);
    default:
      return 'an action';
  }
}

const SPECIAL: Record<string, string> = { none: 'blank', reflag: 'Reflag' };
function special(s: string): string {
  return SPECIAL[s] ?? typeName(s);
}

/** What the Ghost defends against [5.2.3]. */
function defendedAgainst(e: EventOf<'ghostDefence'>): string {
  const [a, b] = e.about.map(cardLabel);
  const on = (what: string, link: string) => (a ? `${what} ${link} ${a}` : what);
  switch (e.against) {
    case 'intercept':
      return a && b ? `${a}'s Intercept! of ${b}` : 'an Intercept!';
    case 'british':
      return on('the British Forces intercept', 'of');
    case 'monitor':
      return on("the Monitor's attack", 'on');
    case 'interrogate':
      return on("Interrogate's intercept", 'of');
    case 'mines':
      return on('the mines', 'of');
    case 'torpedo':
      return on('the torpedo attack', 'on');
  }
}

// ---------------------------------------------------------------- one line per event kind

type Line<K extends EventKind> = (e: EventOf<K>, n: Namer) => string;

const LINES: { [K in EventKind]: Line<K> } = {
  // The game, rounds and turns
  gameStart: (e) =>
    e.mode === 'solo'
      ? 'A game for one captain against the Ghost begins'
      : e.mode === 'teams'
        ? 'A game for four captains in two teams begins'
        : `A game for ${e.players} captains begins`,
  balancedDeal: () =>
    'Balanced Tournament deal: each captain gets one of Dresden, Emden, Königsberg and Nürnberg, two tournament raiders and merchants of VA 5, 7 and 9',
  roundDeal: (e) => `Round ${e.round} is dealt: ${plural(e.setAside, 'action card')} set aside unseen, ${e.left} left to draw`,
  firstRoll: (e, n) => {
    const who =
      e.basis === 'highest'
        ? 'Each captain rolls a d10 for the first turn'
        : e.basis === 'lowestRp'
          ? 'Tied on the fewest Round Points, they roll a d10 for the first turn'
          : 'Tied on the weakest fleet, they roll a d10 for the first turn';
    return `${who}: ${e.sides.map((s, i) => `${n.side(s)} ${e.rolls[i]?.total ?? '?'}`).join(', ')}`;
  },
  firstTurn: (e, n) => {
    const why = {
      highest: 'the highest d10',
      lowestRp: 'the fewest Round Points',
      lowestFleet: 'the weakest fleet by VA',
      chosen: "the live captain's choice",
    }[e.basis];
    return `${n.side(e.seat)} takes the first turn of round ${e.round} (${why})`;
  },
  turnStart: (e, n) => {
    const mode =
      e.mode === 'fog'
        ? ': in a Fog Bank, no card is played and none is drawn'
        : e.mode === 'deception'
          ? ': Deceived, only one card drawn at random may be played'
          : '';
    return `Turn ${e.turn}: ${n.side(e.seat)}${e.extra ? ', an extra turn (Second Chance)' : ''}${mode}`;
  },
  deceptionDraw: (e, n) => `Deception: ${cardLabel(e.card)} is drawn at random from ${n.side(e.seat)}'s hand; only its action half may be played`,
  commit: (e, n) =>
    e.count === 0
      ? `${n.side(e.seat)} commits no card`
      : `${n.side(e.seat)} commits ${plural(e.count, 'card')} face down${e.ships.length ? `, on ${cards(e.ships)}` : ''}`,
  discard: (e, n) => (e.cards.length ? `${n.side(e.seat)} discards ${cards(e.cards)}` : `${n.side(e.seat)} discards ${plural(e.count, 'card')} face down`),
  draw: (e, n) => `${n.side(e.seat)} draws ${e.card ? cardLabel(e.card) : 'an action card'}; ${e.left} left in the action deck`,
  ghostDraw: (e, n) => `${n.side(e.seat)} draws an action card and puts it face down on the discard pile unseen; ${e.left} left in the action deck`,
  lastCard: (e) => `The last action card is drawn: round ${e.round} ends`,
  merchantsDrawn: (e, n) => `${n.side(e.seat)} draws ${e.ships.length === 1 ? 'a new merchant' : 'new merchants'}: ${cards(e.ships)}`,
  reshuffle: (e) => `The ${e.deck} deck is empty: its ${e.count} used cards are shuffled into a new one`,
  score: (e, n) =>
    `Round ${e.round}: ${n.side(e.seat)} scores ${e.va} VA, ${plural(e.rp, 'Round Point')}${e.capped.length ? ` (the warship cap discards ${cards(e.capped)})` : ''}`,
  tieRound: (e, n) => `Still tied on Round Points and VA: round ${e.round} is played, ${listText(e.contenders.map((s) => n.side(s)))} compared`,
  gameOver: (e, n) => `The war is over: ${warResult(e.winners, e.by, n)}`,
  keepShips: (e, n) => `${n.side(e.seat)} keeps ${cards(e.ships)} for the next round`,

  // Reveals
  revealIntercept: (e, n) =>
    `${n.side(e.seat)} reveals ${cardLabel(e.card)} as an Intercept!: ${cardLabel(e.ship)} against ${cards(e.targets)}${e.supplements.length ? `, with ${cards(e.supplements)}` : ''}${e.night ? ' (Night Action, −1)' : ''}`,
  revealBritish: (e, n) =>
    `${n.side(e.seat)} reveals ${cardLabel(e.card)} as a British Forces Intercept! against ${cardLabel(e.target)}${e.surprise ? `, with ${cardLabel(e.surprise)}` : ''}${e.night ? ' (Night Action, −1)' : ''}`,
  revealMines: (e, n) =>
    `${n.side(e.seat)} reveals ${cardLabel(e.card)}: mines${e.ship ? ` laid by ${cardLabel(e.ship)}` : ''} against every merchant of ${n.side(e.against)}`,
  revealTorpedo: (e, n) => `${n.side(e.seat)} reveals ${cardLabel(e.card)}: a torpedo attack on ${cardLabel(e.target)}`,
  revealInterrogate: (e, n) => `${n.side(e.seat)} reveals ${cardLabel(e.card)} against ${cardLabel(e.target)}`,
  revealMonitor: (e, n) =>
    `${n.side(e.seat)} reveals ${cardLabel(e.card)} against ${cardLabel(e.target)} in its Island Refuge (+2)${e.surprise ? `, with ${cardLabel(e.surprise)}` : ''}`,
  revealAction: (e, n) =>
    `${n.side(e.seat)} reveals ${cardLabel(e.card)}${e.target ? ` on ${cardLabel(e.target)}` : ''}${e.against ? ` against ${n.side(e.against)}` : ''}`,
  revealSupplement: (e, n) => `${n.side(e.seat)} reveals ${cardLabel(e.card)} for ${cardLabel(e.ship)}'s Intercept!`,

  // Intercepts, attacks and reactions
  react: (e, n) => `${n.side(e.seat)} plays ${cardLabel(e.card)}`,
  shipAttack: (e, n) =>
    `${cardLabel(e.ship)} attacks ${cardLabel(e.target)}: ${vs(e.rolls)}, ${outcome(e.result, e.capture)}${e.capture && e.result === 'sunk' ? `, a prize of ${n.side(e.seat)}` : ''}`,
  britishAttack: (e) =>
    `${e.by === 'monitor' ? 'The Monitor' : e.by === 'interrogate' ? "Interrogate's intercept" : 'British Forces'} attack${e.by === 'british' ? '' : 's'} ${cardLabel(e.target)}: ${vs(e.rolls)}, ${outcome(e.result)}`,
  interrogate: (e) => `Interrogate ${cardLabel(e.target)}: ${vs(e.rolls)}, ${e.ok ? 'recognized' : 'fails (no intercept)'}`,
  mineAttack: (e) => `Mines against ${cardLabel(e.target)}: ${vs(e.rolls)}, ${outcome(e.result)}`,
  minesSwept: (e, n) => `${n.side(e.seat)}'s Minesweeper clears the mines before they strike`,
  torpedoPrize: (e) =>
    `The submarine tries to torpedo the prize ${cardLabel(e.target)}: ${vs(e.rolls)}, ${e.ok ? 'the attack goes ahead' : 'the attack fails to start'}`,
  torpedoAttack: (e) => `Torpedo attack on ${cardLabel(e.target)}: ${vs(e.rolls)}, ${outcome(e.result)}`,
  razzleDazzle: (e) => `Razzle-Dazzle: ${vs(e.rolls)}, ${e.ok ? 'the torpedo attack is cancelled' : 'it fails'}`,
  qShipLure: (e, n) =>
    `${qShip(e.card, e.seat, n)} takes ${cardLabel(e.target)}'s place and tries to lure the submarine to the surface: ${vs(e.rolls)}, ${e.ok ? 'lured' : 'not lured'}`,
  qShipGuns: (e, n) =>
    `Gun duel: ${qShip(e.card, e.seat, n)} ${vs(e.rolls)}, ${hit(`the ${sub(e.sub)}`, e.subResult)}; the ${sub(e.sub)} ${vs(e.rolls, 2)}, ${hit('the Q-ship', e.qResult)}`,
  qShipTorpedoed: (e, n) => `The submarine torpedoes ${qShip(e.card, e.seat, n)}: ${vs(e.rolls)}, ${outcome(e.result)}`,
  depthCharges: (e, n) => `${qShip(e.card, e.seat, n)} drops depth charges: ${vs(e.rolls)}, ${hit(`the ${sub(e.sub)}`, e.result)}`,
  breakContact: (e) => `${cardLabel(e.ship)} tries to Break Contact: ${vs(e.rolls)}, ${e.ok ? 'the Intercept! is cancelled' : 'it fails'}`,
  shallowRun: (e) =>
    `Shallow Run: ${cardLabel(e.ship)} escapes across the shoals, ${vs(e.rolls)}: ${crossing(e.result)}${e.pursuer ? `; ${cardLabel(e.pursuer)} pursues, ${vs(e.pursuerRolls)}: ${crossing(e.pursuerResult)}` : ''}`,
  slimCancel: (e) => `Slim Pickings: the Intercept! of ${cardLabel(e.target)} is cancelled`,
  slimKeep: (e) =>
    `Slim Pickings cuts the Intercept! down to ${cardLabel(e.keep)}${e.dropped.length ? `; ${cards(e.dropped)} escape${e.dropped.length === 1 ? 's' : ''}` : ''}`,
  amcDuel: (e, n) => {
    const amc = e.card ? cardLabel(e.card) : `${n.side(e.seat)}'s AMC`;
    const ship = cardLabel(e.ship);
    return `${amc} duels ${ship}, and ${cardLabel(e.merchant)} is left alone: the AMC ${vs(e.rolls)}, ${hit(ship, e.shipResult)}; ${ship} ${vs(e.rolls, 2)}, ${hit('the AMC', e.amcResult)}`;
  },
  trapDuel: (e) => {
    const ship = cardLabel(e.ship);
    const m = cardLabel(e.merchant);
    return `Trap! ${m} is armed: ${m} ${vs(e.rolls)}, ${hit(ship, e.shipResult)}; ${ship} ${vs(e.rolls, 2)}, ${hit(m, e.merchantResult, e.capture)}`;
  },
  recognized: (e) => `${cardLabel(e.ship)} is recognized ${e.by === 'qqq' ? '(QQQ)' : e.by === 'amc' ? 'by the AMC' : 'by the Trap'}`,
  recalled: (e) => `Recalled: ${vs(e.rolls)}, ${e.ok ? `${cardLabel(e.ship)} returns to a friendly port (no VA)` : 'it fails'}`,
  fullSpeedCheck: (e) => `${cardLabel(e.ship)} chased at full speed and checks its supplies: ${vs(e.rolls)}, ${e.ok ? 'Limited Supplies' : 'no effect'}`,
  safeConduct: (e, n) => {
    const bonus = e.bonus === 'calmSeas' ? ' with Calm Seas (+1)' : e.bonus === 'nonCombatant' ? ' as a Non-Combatant (+2)' : '';
    const ok = e.prize ? `reaches a friendly port: double VA for ${n.side(e.seat)}` : `reaches a friendly port: VA for ${n.side(e.seat)}`;
    return `${cardLabel(e.ship)} tries Safe Conduct${bonus}: ${vs(e.rolls)}, ${e.ok ? ok : 'it fails'}`;
  },
  keepPrize: (e, n) => `${n.side(e.seat)} keeps the prize ${cardLabel(e.ship)} in the Force: no Safe Conduct attempt`,
  prizeResupplies: (e) => `The prize ${cardLabel(e.prize)} resupplies ${cardLabel(e.ship)}`,
  prizeExhaustion: (e) =>
    `The prize ${cardLabel(e.prize)} resupplies ${cardLabel(e.ship)}; exhaustion roll ${vs(e.rolls)}: ${e.ok ? 'its stores run out, it is sunk and scores its printed VA' : 'it stays'}`,
  reflag: (e) => `${cardLabel(e.ship)} hoists a neutral flag again (Reflag): no longer recognized`,

  // Action cards
  place: (e, n) => `${n.side(e.seat)} places ${e.what === 'fog' ? 'a Fog Bank' : 'a Deception'} on ${n.side(e.on)}: it affects their next turn`,
  nothingToCheck: (e, n) =>
    e.what === 'heavyWeather'
      ? `${n.side(e.seat)}'s Heavy Weather finds no damaged ship of ${n.side(e.on)}`
      : `Rendezvous Missed: no ship of ${n.side(e.on)} has to check`,
  heavyWeather: (e) => `Heavy Weather on ${cardLabel(e.ship)}: ${vs(e.rolls)}, ${e.ok ? 'it sinks (no VA)' : 'it rides out the storm'}`,
  intelHand: (e, n) => `${n.side(e.seat)} looks at ${n.side(e.on)}'s hand (Intelligence)${e.cards.length ? `: ${cards(e.cards)}` : ''}`,
  intelDeck: (e, n) =>
    `${n.side(e.seat)} looks at the top ${plural(e.count, 'action card')} to reorder them (Intelligence)${e.cards.length ? `: ${cards(e.cards)}` : ''}`,
  intelOrder: (e, n) =>
    `${n.side(e.seat)} puts them back on the action deck in a new${e.cards.length ? ` order, next draw first: ${cards(e.cards)}` : ' secret order'}`,
  interned: (e, n) =>
    `${n.side(e.seat)} tries to have ${cardLabel(e.ship)} interned: ${vs(e.rolls)}, ${e.ok ? 'interned in a neutral port (no VA)' : 'it fails'}`,
  recon: (e, n) =>
    e.ghost
      ? `${n.side(e.seat)}'s Recon Aircraft: ${plural(e.count, 'random card')} from ${n.side(e.from)}'s hand go face down to the discard pile`
      : `${n.side(e.seat)}'s Recon Aircraft takes ${e.cards.length ? cards(e.cards) : plural(e.count, 'random card')} from ${n.side(e.from)}'s hand`,
  rendezvous: (e) => `Rendezvous Missed for ${cardLabel(e.ship)}: ${vs(e.rolls)}, ${e.ok ? 'Limited Supplies' : 'still supplied'}`,
  transfer: (e, n) =>
    `${n.side(e.seat)} tries Transfer Command on ${cardLabel(e.ship)}: ${vs(e.rolls)}, ${e.ok ? `it joins ${n.side(e.seat)}'s Force` : 'it fails'}`,
  blockadeRunner: (e) => `Blockade Runner for ${cardLabel(e.ship)}: ${vs(e.rolls)}, ${e.ok ? 'resupplied' : 'it fails'}`,
  breakout: (e, n) =>
    `${n.side(e.seat)}'s Breakout: ${vs(e.rolls)}, ${e.earned === 0 ? 'no ship breaks out' : e.ships.length ? `${cards(e.ships)} join${e.ships.length === 1 ? 's' : ''} the Force` : 'no ship is left to draw'}`,
  breakoutGive: (e, n) => `${cardLabel(e.ship)} joins ${n.side(e.to)}'s Force (team Breakout)`,
  collier: (e, n) => `${n.side(e.seat)}'s Collier resupplies every ship of the Force`,
  damageControl: (e) => `Damage Control repairs ${cardLabel(e.ship)}`,
  scuttle: (e, n) => `${n.side(e.seat)} scuttles ${cardLabel(e.ship)} (no VA)`,
  secondChance: (e, n) => `${n.side(e.seat)} will take an extra turn after this one`,
  radioIntercept: (e, n) => `${n.side(e.seat)}'s Radio Intercept takes ${e.cards.length ? cards(e.cards) : 'nothing'} from the discard pile into hand`,
  enterRefuge: (e) => `${cardLabel(e.ship)} enters an Island Refuge${e.hidden ? ' and is no longer recognized' : ''}`,
  refugeRoll: (e) =>
    `${cardLabel(e.ship)} in its Island Refuge (${e.when === 'entry' ? 'on entering' : 'at the start of the turn'}), ${e.what === 'resupply' ? 'resupply' : 'repair'} roll ${vs(e.rolls)}: ${e.ok ? (e.what === 'resupply' ? 'resupplied' : 'repaired') : 'it fails'}`,
  leaveRefuge: (e, n) =>
    `${cardLabel(e.ship)} leaves its Island Refuge${e.joins ? ` and joins ${n.side(e.joins)}'s Force` : ''}; it cannot intercept or lay mines this turn`,

  // The solitaire Ghost
  solitaireReshuffle: (e) =>
    `The solitaire deck is reshuffled (${e.why === 'ranOut' ? 'it ran out' : e.why === 'newRound' ? 'a new round' : "the end of the Ghost's turn"})`,
  ghostDefence: (e, n) =>
    `${n.side(e.seat)} defends against ${defendedAgainst(e)}: ${cardLabel(e.card)}, red d4 ${e.roll.total}, ${e.entry === 'none' ? 'No Response' : typeName(e.entry)}${e.entry !== 'none' && !e.applies ? ', which does not apply here' : ''}`,
  ghostNoRedraw: (e, n) =>
    `${n.side(e.seat)}'s Slim Pickings was its one draw for this Intercept!: ${cardLabel(e.ship)} attacks ${cardLabel(e.target)} with no new draw`,
  ghostOffence: (e, n) =>
    `${n.side(e.seat)}${e.reduced ? ', cut down to one action,' : ''} draws ${cardLabel(e.card)}, red d4 ${e.roll.total}: ${offence(e.entry, e.detail)}${e.endTurn ? ' (then the turn ends)' : ''}`,
  ghostPick: (e, n) => `${n.side(e.seat)} picks at random among ${e.count}: white d6 ${e.roll.total}, choice ${e.choice}`,
  ghostIntercept: (e, n) =>
    `${n.side(e.seat)}'s ${cardLabel(e.ship)} intercepts ${cards(e.targets)}; special actions drawn: ${e.drawn.map((c, i) => `${cardLabel(c)} ${special(e.specials[i] ?? 'none')}`).join(', ')}${e.applied.length ? `, so ${listText(e.applied.map(special))}` : ''}`,
  ghostInterceptFails: (e, n) => `${n.side(e.seat)}'s intercept cannot be completed: it is ignored and the turn ends`,
  ghostIgnored: (e, n) => `${n.side(e.seat)} cannot ${e.entry === 'card' ? 'play' : 'complete'} ${offence(e.entry, e.detail)}: it is ignored`,
  ghostBritish: (e, n) => `${n.side(e.seat)}'s British Forces intercept ${cardLabel(e.target)}`,
  ghostTorpedo: (e, n) => `${n.side(e.seat)}'s submarine attacks ${cardLabel(e.target)} with torpedoes`,
  ghostMines: (e, n) => `${n.side(e.seat)}'s ${e.ship ? cardLabel(e.ship) : 'submarine'} lays mines against every merchant of ${n.side(e.on)}`,
  ghostMonitor: (e, n) => `${n.side(e.seat)}'s Monitor attacks ${cardLabel(e.target)} in its Island Refuge (+2)`,
  ghostRefugeReturn: (e) => `${cardLabel(e.ship)} returns from its Island Refuge`,
  ghostReflagCheck: (e, n) =>
    `${n.side(e.seat)}'s Reflag check: ${cardLabel(e.card)} ${e.ship ? `shows Reflag, ${cardLabel(e.ship)} is no longer recognized` : 'shows no Reflag'}`,
};

function qShip(card: string | null, seat: Side, n: Namer): string {
  return card ? cardLabel(card) : `${n.side(seat)}'s Q-ship`;
}

function sub(card: string | null): string {
  return card && ACTION[card]?.shipName ? `submarine ${ACTION[card].shipName}` : 'submarine';
}

/** Who won the war and what decided it [2.5, 4.10]: the most Round Points, the total VA on a tie, or a shared victory. */
export function warResult(winners: readonly Side[], by: 'rp' | 'va' | 'shared', n: Namer): string {
  const who = listText(winners.map((s) => n.side(s)));
  const verb = winners.length === 1 ? 'wins' : 'win';
  if (by === 'rp') return `${who} ${verb} with the most Round Points`;
  if (by === 'va') return `tied on Round Points, ${who} ${verb} on total VA`;
  return `still tied after the tie-break rounds, ${who} share the victory`;
}

/** One event in words, with the rulebook section it cites: "Emden attacks Maria: 9 against 4, sunk [3.2.7.1]". */
export function eventText(e: KPEvent, n: Namer): string {
  const line = (LINES[e.kind] as Line<EventKind>)(e as never, n);
  return `${line} [${ruleOf(e)}]`;
}

// ---------------------------------------------------------------- dice

/** The labels of an event's rolls, in the order rollsOf gives them. */
export function rollLabels(e: KPEvent, n: Namer): string[] {
  const decision = (what: string) => [`${what} challenge`, `${what} response`];
  switch (e.kind) {
    case 'firstRoll':
      return e.sides.map((s) => n.side(s));
    case 'shipAttack':
      return [`${cardLabel(e.ship)} attack`, `${cardLabel(e.target)} defense`];
    case 'britishAttack':
      return [e.by === 'british' ? 'British Forces attack' : e.by === 'monitor' ? 'Monitor attack' : 'Interrogate attack', `${cardLabel(e.target)} defense`];
    case 'mineAttack':
      return ['Mines attack', `${cardLabel(e.target)} defense`];
    case 'torpedoAttack':
      return ['Torpedo attack', `${cardLabel(e.target)} defense`];
    case 'qShipGuns':
      return ['Q-ship gun', 'Submarine defense', 'Submarine gun', 'Q-ship defense'];
    case 'qShipTorpedoed':
      return ['Torpedo attack', 'Q-ship defense'];
    case 'depthCharges':
      return ['Depth charges', 'Submarine defense'];
    case 'amcDuel':
      return ['AMC attack', `${cardLabel(e.ship)} defense`, `${cardLabel(e.ship)} attack`, 'AMC defense'];
    case 'trapDuel':
      return [`${cardLabel(e.merchant)} attack`, `${cardLabel(e.ship)} defense`, `${cardLabel(e.ship)} attack`, `${cardLabel(e.merchant)} defense`];
    case 'shallowRun':
      return [
        ...decision(`${cardLabel(e.ship)} crossing`),
        ...(e.pursuerRolls.length ? decision(`${e.pursuer ? cardLabel(e.pursuer) : 'The pursuer'} crossing`) : []),
      ];
    case 'ghostDefence':
    case 'ghostOffence':
      return ['red d4'];
    case 'ghostPick':
      return ['white d6'];
    case 'interrogate':
      return decision('Interrogate');
    case 'torpedoPrize':
      return decision('Torpedo the prize');
    case 'razzleDazzle':
      return decision('Razzle-Dazzle');
    case 'qShipLure':
      return decision('Q-ship lure');
    case 'breakContact':
      return decision('Break Contact');
    case 'recalled':
      return decision('Recalled');
    case 'fullSpeedCheck':
      return decision('Supplies after the chase');
    case 'safeConduct':
      return decision('Safe Conduct');
    case 'prizeExhaustion':
      return decision('Prize exhaustion');
    case 'heavyWeather':
      return decision('Heavy Weather');
    case 'interned':
      return decision('Interned');
    case 'rendezvous':
      return decision('Rendezvous Missed');
    case 'transfer':
      return decision('Transfer Command');
    case 'blockadeRunner':
      return decision('Blockade Runner');
    case 'breakout':
      return decision('Breakout');
    case 'refugeRoll':
      return decision(e.what === 'resupply' ? 'Refuge resupply' : 'Refuge repair');
    default:
      return rollsOf(e).map(() => 'Roll');
  }
}

/** A roll in words: "Emden attack: d10 7, d8 3, −2 = 5". */
export function rollText(r: DiceRoll, label: string): string {
  const dice = r.rolls.map((v, i) => `d${r.coin[i]} ${v}`).join(', ');
  const mod = r.mod ? `, ${r.mod > 0 ? '+' : '−'}${Math.abs(r.mod)}` : '';
  return `${label}: ${dice}${mod} = ${r.total}`;
}

/** Kinds whose lines the journal shows in emphasis: the game, its rounds and their scores. */
export const MILESTONES: ReadonlySet<EventKind> = new Set<EventKind>(['gameStart', 'roundDeal', 'firstTurn', 'lastCard', 'score', 'tieRound', 'gameOver']);
