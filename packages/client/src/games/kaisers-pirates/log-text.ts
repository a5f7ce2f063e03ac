/**
 * The words of The Kaiser's Pirates' log, in the reader's language: one sentence per event kind (rules/events.ts
 * in the games package) from the catalogue's `log.` keys, the labels of the dice each event rolled, and the
 * sentence that ends the war. The table decodes the events of each log entry (already redacted for its viewer)
 * and words them here, one line per event, citing the rulebook's sections as it numbers them ("[3.2.7.1]").
 * Card and ship names are the historical ones in every language. Pure: no React, no state; every line stands
 * on its own, so a partial log renders as well as a whole one.
 */
import type { GameT } from '../../i18n/games';
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

/** What the words need from the table: the game's catalogue, the names of the sides (seat names, the Ghost), and a list in words. */
export interface Words {
  t: GameT;
  side(s: Side): string;
  /** "A", "A and B", "A, B and C" in the reader's language. */
  list(items: readonly string[]): string;
}

// ---------------------------------------------------------------- words

/** A card or ship by its printed name; a named copy of an AMC, Q-ship or submarine by its ship's name. */
function cardLabel(id: string, t: GameT): string {
  const a = ACTION[id];
  if (a?.shipName) {
    if (a.type === 'sub_u' || a.type === 'sub_uc') return t('log.card.sub', { name: a.shipName });
    return `${ACTION_TYPE[a.type].name} ${a.shipName}`;
  }
  if (WARSHIP[id] || MERCHANT[id] || a) return cardName(id);
  return SOLITAIRE[id] ? t('log.card.solitaire', { id }) : t('log.card.unknown');
}

function cards(ids: readonly string[], w: Words): string {
  return w.list(ids.map((id) => cardLabel(id, w.t)));
}

type Result = 'none' | 'damaged' | 'sunk';

/** An attack's result on a ship [3.2.7.1]; with a Boarding Party or Non-Combatant, a capture [3.2.5, 3.3.3]. */
function outcome(r: Result, t: GameT, capture = false): string {
  if (r === 'none') return t('log.outcome.none');
  if (r === 'damaged') return t(capture ? 'log.outcome.damagedCapture' : 'log.outcome.damaged');
  return t(capture ? 'log.outcome.captured' : 'log.outcome.sunk');
}

/** What an attack did to its target, for the duels: "Emden damaged", "no effect on Emden". */
function hit(target: string, r: Result, t: GameT, capture = false): string {
  return r === 'none' ? t('log.hit.none', { target }) : t('log.hit.result', { target, result: outcome(r, t, capture) });
}

function crossing(r: 'unharmed' | 'damaged' | 'sunk' | 'none', t: GameT): string {
  return r === 'none' ? '' : t(`log.crossing.${r}`);
}

/** "7 against 4": the totals of two rolls (attack and defense, challenge and response) [3.2.7]. */
function vs(rolls: readonly DiceRoll[], t: GameT, from = 0): string {
  const a = rolls[from];
  const b = rolls[from + 1];
  return a && b ? t('log.vs', { a: a.total, b: b.total }) : '';
}

function typeName(type: string, t: GameT): string {
  return type in ACTION_TYPE ? ACTION_TYPE[type as ActionType].name : t(type === 'none' ? 'log.nothing' : 'log.specialAction');
}

const GHOST_ENTRIES = ['none', 'intercept_merchant', 'british_intercept', 'sub_torpedo', 'sub_mines', 'raider_mines', 'interrogate'];

/** The Ghost's offensive entries [5.3.3]. */
function offence(entry: string, detail: string, t: GameT): string {
  if (entry === 'card') return typeName(detail, t);
  if (!GHOST_ENTRIES.includes(entry)) return t('log.offence.other');
  if (entry === 'intercept_merchant') return t('log.offence.intercept_merchant', { context: detail === 'raider' ? 'raider' : 'warship' });
  if (entry === 'interrogate') return t('log.offence.interrogate', { context: detail === 'low_va' || detail === 'high_va' ? detail : 'random' });
  return t(`log.offence.${entry}`);
}

function special(s: string, t: GameT): string {
  return s === 'none' ? t('log.special.blank') : s === 'reflag' ? ACTION_TYPE.reflag.name : typeName(s, t);
}

/** What the Ghost defends against [5.2.3]. */
function defendedAgainst(e: EventOf<'ghostDefence'>, t: GameT): string {
  const [a, b] = e.about.map((id) => cardLabel(id, t));
  if (e.against === 'intercept') return a && b ? t('log.defended.interceptOf', { ship: a, target: b }) : t('log.defended.intercept');
  return t(`log.defended.${e.against}`, a ? { context: 'about', ship: a } : {});
}

function qShip(card: string | null, seat: Side, w: Words): string {
  return card ? cardLabel(card, w.t) : w.t('log.qShipOf', { side: w.side(seat) });
}

function sub(card: string | null, t: GameT): string {
  return card && ACTION[card]?.shipName ? t('log.theSubNamed', { name: ACTION[card].shipName }) : t('log.theSub');
}

/** What a reveal event may say besides its kind [3.2.8]: the card, the ship it is for, its target, the cards revealed with it, a Night Action. */
interface Reveal {
  seat: Side;
  card: string;
  ship?: string | null;
  target?: string | null;
  /** An Intercept!'s Surprise Attacks and Boarding Parties [3.2.3]. */
  supplements?: readonly string[];
  /** A Surprise Attack revealed with a British Forces Intercept! or a Monitor. */
  surprise?: string | null;
  night?: boolean;
}

/**
 * The words every reveal's sentence draws on: `side` reveals `card` (for `ship`, against `target`), `with` the
 * cards revealed with it (", with Surprise Attack"), at `night` (" (Night Action, −1)"); what the event lacks is ''.
 */
function revealed(e: Reveal, w: Words, c: (id: string) => string): Record<string, string> {
  const withCards = e.supplements?.length ? cards(e.supplements, w) : e.surprise ? c(e.surprise) : '';
  return {
    side: w.side(e.seat),
    card: c(e.card),
    ship: e.ship ? c(e.ship) : '',
    target: e.target ? c(e.target) : '',
    with: withCards ? w.t('log.withCards', { cards: withCards }) : '',
    night: e.night ? w.t('log.night') : '',
  };
}

// ---------------------------------------------------------------- one line per event kind

type Line<K extends EventKind> = (e: EventOf<K>, w: Words, c: (id: string) => string) => string;

const LINES: { [K in EventKind]: Line<K> } = {
  // The game, rounds and turns
  gameStart: (e, { t }) => (e.mode === 'individual' ? t('log.gameStart.individual', { count: e.players }) : t(`log.gameStart.${e.mode}`)),
  balancedDeal: (_e, { t }) => t('log.balancedDeal'),
  roundDeal: (e, { t }) => t('log.roundDeal', { round: e.round, count: e.setAside, left: e.left }),
  firstRoll: (e, w) => w.t(`log.firstRoll.${e.basis}`, { rolls: e.sides.map((s, i) => `${w.side(s)} ${e.rolls[i]?.total ?? '?'}`).join(', ') }),
  firstTurn: (e, w) => w.t('log.firstTurn', { side: w.side(e.seat), round: e.round, why: w.t(`log.firstBasis.${e.basis}`) }),
  turnStart: (e, w) =>
    w.t('log.turnStart', {
      turn: e.turn,
      side: w.side(e.seat),
      extra: e.extra ? w.t('log.turnExtra') : '',
      mode: e.mode === 'normal' ? '' : w.t(`log.turnMode.${e.mode}`),
    }),
  deceptionDraw: (e, w, c) => w.t('log.deceptionDraw', { card: c(e.card), side: w.side(e.seat) }),
  commit: (e, w) =>
    e.count === 0
      ? w.t('log.commitNone', { side: w.side(e.seat) })
      : w.t(e.ships.length ? 'log.commitOn' : 'log.commit', { side: w.side(e.seat), count: e.count, ships: cards(e.ships, w) }),
  discard: (e, w) =>
    e.cards.length
      ? w.t('log.discard', { side: w.side(e.seat), cards: cards(e.cards, w) })
      : w.t('log.discardHidden', { side: w.side(e.seat), count: e.count }),
  draw: (e, w, c) => w.t(e.card ? 'log.draw' : 'log.drawHidden', { side: w.side(e.seat), card: e.card ? c(e.card) : '', left: e.left }),
  ghostDraw: (e, w) => w.t('log.ghostDraw', { side: w.side(e.seat), left: e.left }),
  lastCard: (e, { t }) => t('log.lastCard', { round: e.round }),
  merchantsDrawn: (e, w) => w.t('log.merchantsDrawn', { side: w.side(e.seat), count: e.ships.length, ships: cards(e.ships, w) }),
  reshuffle: (e, { t }) => t(`log.reshuffle.${e.deck}`, { count: e.count }),
  score: (e, w) =>
    w.t(e.capped.length ? 'log.scoreCapped' : 'log.score', { round: e.round, side: w.side(e.seat), va: e.va, count: e.rp, capped: cards(e.capped, w) }),
  tieRound: (e, w) => w.t('log.tieRound', { round: e.round, sides: w.list(e.contenders.map((s) => w.side(s))) }),
  gameOver: (e, w) => w.t('log.gameOver', { result: warResult(e.winners, e.by, w) }),
  keepShips: (e, w) => w.t(e.ships.length ? 'log.keepShips' : 'log.keepNoShips', { side: w.side(e.seat), ships: cards(e.ships, w) }),

  // Reveals
  revealIntercept: (e, w, c) => w.t('log.revealIntercept', { ...revealed(e, w, c), targets: cards(e.targets, w) }),
  revealBritish: (e, w, c) => w.t('log.revealBritish', revealed(e, w, c)),
  revealMines: (e, w, c) => w.t(e.ship ? 'log.revealMinesBy' : 'log.revealMines', { ...revealed(e, w, c), against: w.side(e.against) }),
  revealTorpedo: (e, w, c) => w.t('log.revealTorpedo', revealed(e, w, c)),
  revealInterrogate: (e, w, c) => w.t('log.revealInterrogate', revealed(e, w, c)),
  revealMonitor: (e, w, c) => w.t('log.revealMonitor', revealed(e, w, c)),
  revealAction: (e, w, c) =>
    w.t('log.revealAction', {
      ...revealed(e, w, c),
      on: e.target ? w.t('log.onCard', { target: c(e.target) }) : '',
      against: e.against ? w.t('log.againstSide', { side: w.side(e.against) }) : '',
    }),
  revealSupplement: (e, w, c) => w.t('log.revealSupplement', revealed(e, w, c)),

  // Intercepts, attacks and reactions
  react: (e, w, c) => w.t('log.react', { side: w.side(e.seat), card: c(e.card) }),
  shipAttack: (e, w, c) =>
    w.t(e.capture && e.result === 'sunk' ? 'log.shipAttackPrize' : 'log.shipAttack', {
      ship: c(e.ship),
      target: c(e.target),
      vs: vs(e.rolls, w.t),
      result: outcome(e.result, w.t, e.capture),
      side: w.side(e.seat),
    }),
  britishAttack: (e, w, c) => w.t(`log.britishAttack.${e.by}`, { target: c(e.target), vs: vs(e.rolls, w.t), result: outcome(e.result, w.t) }),
  interrogate: (e, w, c) => w.t(e.ok ? 'log.interrogateOk' : 'log.interrogateFails', { target: c(e.target), vs: vs(e.rolls, w.t) }),
  mineAttack: (e, w, c) => w.t('log.mineAttack', { target: c(e.target), vs: vs(e.rolls, w.t), result: outcome(e.result, w.t) }),
  minesSwept: (e, w) => w.t('log.minesSwept', { side: w.side(e.seat) }),
  torpedoPrize: (e, w, c) => w.t(e.ok ? 'log.torpedoPrizeOk' : 'log.torpedoPrizeFails', { target: c(e.target), vs: vs(e.rolls, w.t) }),
  torpedoAttack: (e, w, c) => w.t('log.torpedoAttack', { target: c(e.target), vs: vs(e.rolls, w.t), result: outcome(e.result, w.t) }),
  razzleDazzle: (e, w) => w.t(e.ok ? 'log.razzleDazzleOk' : 'log.razzleDazzleFails', { vs: vs(e.rolls, w.t) }),
  qShipLure: (e, w, c) => w.t(e.ok ? 'log.qShipLureOk' : 'log.qShipLureFails', { qship: qShip(e.card, e.seat, w), target: c(e.target), vs: vs(e.rolls, w.t) }),
  qShipGuns: (e, w) =>
    w.t('log.qShipGuns', {
      qship: qShip(e.card, e.seat, w),
      vs: vs(e.rolls, w.t),
      onSub: hit(sub(e.sub, w.t), e.subResult, w.t),
      sub: sub(e.sub, w.t),
      vs2: vs(e.rolls, w.t, 2),
      onQ: hit(w.t('log.theQShip'), e.qResult, w.t),
    }),
  qShipTorpedoed: (e, w) => w.t('log.qShipTorpedoed', { qship: qShip(e.card, e.seat, w), vs: vs(e.rolls, w.t), result: outcome(e.result, w.t) }),
  depthCharges: (e, w) => w.t('log.depthCharges', { qship: qShip(e.card, e.seat, w), vs: vs(e.rolls, w.t), hit: hit(sub(e.sub, w.t), e.result, w.t) }),
  breakContact: (e, w, c) => w.t(e.ok ? 'log.breakContactOk' : 'log.breakContactFails', { ship: c(e.ship), vs: vs(e.rolls, w.t) }),
  shallowRun: (e, w, c) =>
    w.t(e.pursuer ? 'log.shallowRunPursued' : 'log.shallowRun', {
      ship: c(e.ship),
      vs: vs(e.rolls, w.t),
      result: crossing(e.result, w.t),
      pursuer: e.pursuer ? c(e.pursuer) : '',
      vs2: vs(e.pursuerRolls, w.t),
      result2: crossing(e.pursuerResult, w.t),
    }),
  slimCancel: (e, w, c) => w.t('log.slimCancel', { target: c(e.target) }),
  slimKeep: (e, w, c) =>
    w.t(e.dropped.length ? 'log.slimKeepDropped' : 'log.slimKeep', { keep: c(e.keep), count: e.dropped.length, dropped: cards(e.dropped, w) }),
  amcDuel: (e, w, c) => {
    const ship = c(e.ship);
    const amc = w.t('log.theAmc');
    return w.t('log.amcDuel', {
      amc: e.card ? c(e.card) : w.t('log.amcOf', { side: w.side(e.seat) }),
      ship,
      merchant: c(e.merchant),
      vs: vs(e.rolls, w.t),
      onShip: hit(ship, e.shipResult, w.t),
      vs2: vs(e.rolls, w.t, 2),
      onAmc: hit(amc, e.amcResult, w.t),
    });
  },
  trapDuel: (e, w, c) => {
    const ship = c(e.ship);
    const m = c(e.merchant);
    return w.t('log.trapDuel', {
      ship,
      merchant: m,
      vs: vs(e.rolls, w.t),
      onShip: hit(ship, e.shipResult, w.t),
      vs2: vs(e.rolls, w.t, 2),
      onMerchant: hit(m, e.merchantResult, w.t, e.capture),
    });
  },
  recognized: (e, w, c) => w.t(`log.recognized.${e.by}`, { ship: c(e.ship) }),
  recalled: (e, w, c) => w.t(e.ok ? 'log.recalledOk' : 'log.recalledFails', { ship: c(e.ship), vs: vs(e.rolls, w.t) }),
  fullSpeedCheck: (e, w, c) => w.t(e.ok ? 'log.fullSpeedShort' : 'log.fullSpeedFine', { ship: c(e.ship), vs: vs(e.rolls, w.t) }),
  safeConduct: (e, w, c) =>
    w.t(e.ok ? (e.prize ? 'log.safeConductPrize' : 'log.safeConductOk') : 'log.safeConductFails', {
      ship: c(e.ship),
      bonus: e.bonus === 'none' ? '' : w.t(`log.safeConductBonus.${e.bonus}`),
      vs: vs(e.rolls, w.t),
      side: w.side(e.seat),
    }),
  keepPrize: (e, w, c) => w.t('log.keepPrize', { side: w.side(e.seat), ship: c(e.ship) }),
  prizeResupplies: (e, w, c) => w.t('log.prizeResupplies', { prize: c(e.prize), ship: c(e.ship) }),
  prizeExhaustion: (e, w, c) => w.t(e.ok ? 'log.prizeExhausted' : 'log.prizeStays', { prize: c(e.prize), ship: c(e.ship), vs: vs(e.rolls, w.t) }),
  reflag: (e, w, c) => w.t('log.reflag', { ship: c(e.ship) }),

  // Action cards
  place: (e, w) => w.t(`log.place.${e.what}`, { side: w.side(e.seat), on: w.side(e.on) }),
  nothingToCheck: (e, w) => w.t(`log.nothingToCheck.${e.what}`, { side: w.side(e.seat), on: w.side(e.on) }),
  heavyWeather: (e, w, c) => w.t(e.ok ? 'log.heavyWeatherSinks' : 'log.heavyWeatherRidden', { ship: c(e.ship), vs: vs(e.rolls, w.t) }),
  intelHand: (e, w) => w.t(e.cards.length ? 'log.intelHandSeen' : 'log.intelHand', { side: w.side(e.seat), on: w.side(e.on), cards: cards(e.cards, w) }),
  intelDeck: (e, w) => w.t(e.cards.length ? 'log.intelDeckSeen' : 'log.intelDeck', { side: w.side(e.seat), count: e.count, cards: cards(e.cards, w) }),
  intelOrder: (e, w) => w.t(e.cards.length ? 'log.intelOrderSeen' : 'log.intelOrder', { side: w.side(e.seat), cards: cards(e.cards, w) }),
  interned: (e, w, c) => w.t(e.ok ? 'log.internedOk' : 'log.internedFails', { side: w.side(e.seat), ship: c(e.ship), vs: vs(e.rolls, w.t) }),
  recon: (e, w) =>
    e.ghost
      ? w.t('log.reconGhost', { side: w.side(e.seat), count: e.count, from: w.side(e.from) })
      : e.cards.length
        ? w.t('log.reconSeen', { side: w.side(e.seat), cards: cards(e.cards, w), from: w.side(e.from) })
        : w.t('log.recon', { side: w.side(e.seat), count: e.count, from: w.side(e.from) }),
  rendezvous: (e, w, c) => w.t(e.ok ? 'log.rendezvousShort' : 'log.rendezvousFine', { ship: c(e.ship), vs: vs(e.rolls, w.t) }),
  transfer: (e, w, c) => w.t(e.ok ? 'log.transferOk' : 'log.transferFails', { side: w.side(e.seat), ship: c(e.ship), vs: vs(e.rolls, w.t) }),
  blockadeRunner: (e, w, c) => w.t(e.ok ? 'log.blockadeRunnerOk' : 'log.blockadeRunnerFails', { ship: c(e.ship), vs: vs(e.rolls, w.t) }),
  breakout: (e, w) =>
    w.t(e.earned === 0 ? 'log.breakoutNone' : e.ships.length ? 'log.breakoutShips' : 'log.breakoutEmpty', {
      side: w.side(e.seat),
      vs: vs(e.rolls, w.t),
      count: e.ships.length,
      ships: cards(e.ships, w),
    }),
  breakoutGive: (e, w, c) => w.t('log.breakoutGive', { ship: c(e.ship), to: w.side(e.to) }),
  collier: (e, w) => w.t('log.collier', { side: w.side(e.seat) }),
  damageControl: (e, w, c) => w.t('log.damageControl', { ship: c(e.ship) }),
  scuttle: (e, w, c) => w.t('log.scuttle', { side: w.side(e.seat), ship: c(e.ship) }),
  secondChance: (e, w) => w.t('log.secondChance', { side: w.side(e.seat) }),
  radioIntercept: (e, w) => w.t(e.cards.length ? 'log.radioIntercept' : 'log.radioInterceptNothing', { side: w.side(e.seat), cards: cards(e.cards, w) }),
  enterRefuge: (e, w, c) => w.t(e.hidden ? 'log.enterRefugeHidden' : 'log.enterRefuge', { ship: c(e.ship) }),
  refugeRoll: (e, w, c) =>
    w.t(`log.refugeRoll.${e.what}_${e.ok ? 'ok' : 'fails'}`, { ship: c(e.ship), when: w.t(`log.refugeWhen.${e.when}`), vs: vs(e.rolls, w.t) }),
  leaveRefuge: (e, w, c) => w.t(e.joins ? 'log.leaveRefugeJoins' : 'log.leaveRefuge', { ship: c(e.ship), side: e.joins ? w.side(e.joins) : '' }),

  // The solitaire Ghost
  solitaireReshuffle: (e, { t }) => t(`log.solitaireReshuffle.${e.why}`),
  ghostDefence: (e, w, c) =>
    w.t(e.entry !== 'none' && !e.applies ? 'log.ghostDefenceMoot' : 'log.ghostDefence', {
      side: w.side(e.seat),
      against: defendedAgainst(e, w.t),
      card: c(e.card),
      roll: e.roll.total,
      entry: e.entry === 'none' ? w.t('log.noResponse') : typeName(e.entry, w.t),
    }),
  ghostNoRedraw: (e, w, c) => w.t('log.ghostNoRedraw', { side: w.side(e.seat), ship: c(e.ship), target: c(e.target) }),
  ghostOffence: (e, w, c) =>
    w.t(e.endTurn ? 'log.ghostOffenceEnds' : 'log.ghostOffence', {
      side: w.side(e.seat),
      reduced: e.reduced ? w.t('log.ghostReduced') : '',
      card: c(e.card),
      roll: e.roll.total,
      entry: offence(e.entry, e.detail, w.t),
    }),
  ghostPick: (e, w) => w.t('log.ghostPick', { side: w.side(e.seat), count: e.count, roll: e.roll.total, choice: e.choice }),
  ghostIntercept: (e, w, c) =>
    w.t(e.applied.length ? 'log.ghostInterceptApplied' : 'log.ghostIntercept', {
      side: w.side(e.seat),
      ship: c(e.ship),
      targets: cards(e.targets, w),
      drawn: e.drawn.map((x, i) => `${c(x)} ${special(e.specials[i] ?? 'none', w.t)}`).join(', '),
      applied: w.list(e.applied.map((s) => special(s, w.t))),
    }),
  ghostInterceptFails: (e, w) => w.t('log.ghostInterceptFails', { side: w.side(e.seat) }),
  ghostIgnored: (e, w) =>
    w.t(e.entry === 'card' ? 'log.ghostIgnoredCard' : 'log.ghostIgnored', { side: w.side(e.seat), entry: offence(e.entry, e.detail, w.t) }),
  ghostBritish: (e, w, c) => w.t('log.ghostBritish', { side: w.side(e.seat), target: c(e.target) }),
  ghostTorpedo: (e, w, c) => w.t('log.ghostTorpedo', { side: w.side(e.seat), target: c(e.target) }),
  ghostMines: (e, w, c) => w.t(e.ship ? 'log.ghostMinesBy' : 'log.ghostMines', { side: w.side(e.seat), ship: e.ship ? c(e.ship) : '', on: w.side(e.on) }),
  ghostMonitor: (e, w, c) => w.t('log.ghostMonitor', { side: w.side(e.seat), target: c(e.target) }),
  ghostRefugeReturn: (e, w, c) => w.t('log.ghostRefugeReturn', { ship: c(e.ship) }),
  ghostReflagCheck: (e, w, c) =>
    w.t(e.ship ? 'log.ghostReflagCheck' : 'log.ghostReflagCheckNone', { side: w.side(e.seat), card: c(e.card), ship: e.ship ? c(e.ship) : '' }),
};

/** Who won the war and what decided it [2.5, 4.10]: the most Round Points, the total VA on a tie, or a shared victory. */
export function warResult(winners: readonly Side[], by: 'rp' | 'va' | 'shared', w: Words): string {
  return w.t(`log.war.${by}`, { who: w.list(winners.map((s) => w.side(s))), count: winners.length });
}

/** One event in words, with the rulebook section it cites: "Emden attacks Maria: 9 against 4, sunk [3.2.7.1]". */
export function eventText(e: KPEvent, w: Words): string {
  const line = (LINES[e.kind] as Line<EventKind>)(e as never, w, (id) => cardLabel(id, w.t));
  return `${line} [${ruleOf(e)}]`;
}

// ---------------------------------------------------------------- dice

/** The labels of an event's rolls, in the order rollsOf gives them. */
export function rollLabels(e: KPEvent, w: Words): string[] {
  const t = w.t;
  const c = (id: string) => cardLabel(id, t);
  const decision = (what: string) => [t('log.roll.challenge', { what }), t('log.roll.response', { what })];
  const named = (key: string) => decision(t(`log.roll.${key}`));
  switch (e.kind) {
    case 'firstRoll':
      return e.sides.map((s) => w.side(s));
    case 'shipAttack':
      return [t('log.roll.attackOf', { who: c(e.ship) }), t('log.roll.defenseOf', { who: c(e.target) })];
    case 'britishAttack':
      return [t(`log.roll.attack.${e.by}`), t('log.roll.defenseOf', { who: c(e.target) })];
    case 'mineAttack':
      return [t('log.roll.attack.mines'), t('log.roll.defenseOf', { who: c(e.target) })];
    case 'torpedoAttack':
      return [t('log.roll.attack.torpedo'), t('log.roll.defenseOf', { who: c(e.target) })];
    case 'qShipGuns':
      return [t('log.roll.qShipGun'), t('log.roll.subDefense'), t('log.roll.subGun'), t('log.roll.qShipDefense')];
    case 'qShipTorpedoed':
      return [t('log.roll.attack.torpedo'), t('log.roll.qShipDefense')];
    case 'depthCharges':
      return [t('log.roll.depthCharges'), t('log.roll.subDefense')];
    case 'amcDuel':
      return [t('log.roll.amcAttack'), t('log.roll.defenseOf', { who: c(e.ship) }), t('log.roll.attackOf', { who: c(e.ship) }), t('log.roll.amcDefense')];
    case 'trapDuel':
      return [
        t('log.roll.attackOf', { who: c(e.merchant) }),
        t('log.roll.defenseOf', { who: c(e.ship) }),
        t('log.roll.attackOf', { who: c(e.ship) }),
        t('log.roll.defenseOf', { who: c(e.merchant) }),
      ];
    case 'shallowRun':
      return [
        ...decision(t('log.roll.crossing', { who: c(e.ship) })),
        ...(e.pursuerRolls.length ? decision(t('log.roll.crossing', { who: e.pursuer ? c(e.pursuer) : t('log.roll.pursuer') })) : []),
      ];
    case 'ghostDefence':
    case 'ghostOffence':
      return [t('log.roll.redD4')];
    case 'ghostPick':
      return [t('log.roll.whiteD6')];
    case 'interrogate':
    case 'torpedoPrize':
    case 'razzleDazzle':
    case 'qShipLure':
    case 'breakContact':
    case 'recalled':
    case 'fullSpeedCheck':
    case 'safeConduct':
    case 'prizeExhaustion':
    case 'heavyWeather':
    case 'interned':
    case 'rendezvous':
    case 'transfer':
    case 'blockadeRunner':
    case 'breakout':
      return named(e.kind);
    case 'refugeRoll':
      return named(e.what === 'resupply' ? 'refugeResupply' : 'refugeRepair');
    default:
      return rollsOf(e).map(() => t('log.roll.roll'));
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
