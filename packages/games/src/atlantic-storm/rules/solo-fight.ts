/**
 * Solitaire steps 14-15 (§15): the dice and the totals (a tie draws one card per side at a time, §15 "En
 * caso de empate"), the loot (the convoy and the enemy's combat cards, fate victims, protected cards kept
 * for the next battle, §15 "Vaca lechera"); and the end of the game, the two sides' loot compared (A-37).
 */
import type { Side } from '../data';
import { card, convoy, legalFor, otherSide } from './cards';
import { ev, soloStep } from './events';
import { pileAdd } from './pile';
import { compareStandings, standingOf } from './score';
import { soloDiscard, soloDraw } from './solo-decks';
import { humanSeat, SOLO_GUARDS, soloDiceCount, soloEV, soloFixed, soloState } from './solo-values';
import { vpOfCards } from './state';
import type { AsState, Ctx, LastRound } from './types';

function rollCard(G: AsState, id: string, m: Ctx): number {
  const S = soloState(G);
  const c = card(id);
  if (c.kind === 'bonus') return soloEV(id, S.zones, false);
  const doubled = S.doubled.includes(id);
  const dice: number[] = [];
  for (let i = 0; i < soloDiceCount(id, S.zones, doubled); i++) dice.push(m.d6());
  if (dice.length) S.dice[id] = dice;
  return soloFixed(id, S.zones, doubled) + dice.reduce((a, b) => a + b, 0);
}

/** §15 steps 14-15: roll, total, break a tie, take the loot; the table is cleared for the next battle. */
export function fight(G: AsState, m: Ctx): void {
  const S = soloState(G);
  const I = S.initiative as Side;
  const O = otherSide(I);
  const totals: Record<Side, number> = { allied: 0, german: 0 };
  for (const side of [I, O])
    for (const p of S.placed[side]) {
      const v = rollCard(G, p.id, m);
      totals[side] += v;
      if (S.dice[p.id]) m.emit(ev.dice(null, p.id, v, S.dice[p.id], soloStep(14)));
    }
  m.emit(ev.totals(S.zones, totals.allied, totals.german, soloStep(14)));
  // §15 "En caso de empate": one card at a time from each deck, initiative first, until one side wins.
  let pairs = 0;
  const cv = convoy(S.convoy as string);
  while (totals.allied === totals.german && pairs < SOLO_GUARDS.tiePairs) {
    pairs++;
    for (const side of [I, O]) {
      const id = soloDraw(G, side, m);
      if (id === undefined) continue;
      const c = card(id);
      if (c.kind === 'normal' && legalFor(c, cv)) {
        if (c.fateVictim === S.convoy) S.doubled.push(id);
        S.placed[side].push({ id, parent: null });
        const v = rollCard(G, id, m);
        totals[side] += v;
        m.emit(ev.tieDraw(side, id, v, S.dice[id] ?? []));
      } else {
        S.drawn[side].push(id);
        m.emit(ev.tieDraw(side, id, null, []));
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
    solo: {
      initiative: I,
      placed: { allied: S.placed.allied.map((p) => ({ ...p })), german: S.placed.german.map((p) => ({ ...p })) },
      dice: { ...S.dice },
      fate: [...S.fateCards],
    },
    totals: { ...totals },
    outcome: tied ? 'noCombat' : 'win',
    side: tied ? null : totals.allied > totals.german ? 'allied' : 'german',
    trickWinner: null,
    captured: [],
    takers: [],
    refuels: [],
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
    m.emit(ev.soloNoCombat(cv.id, SOLO_GUARDS.tiePairs));
  } else {
    const W: Side = totals.allied > totals.german ? 'allied' : 'german';
    const L = otherSide(W);
    // Step 15: the convoy and the enemy combat cards, except specials and bonus cards (and fate cards).
    const won = S.placed[L].filter((p) => card(p.id).kind === 'normal' && !S.fateCards.includes(p.id)).map((p) => p.id);
    S.placed[L] = S.placed[L].filter((p) => !won.includes(p.id));
    loot[W].convoys.push(S.convoy as string);
    loot[W].cards.push(...won);
    (G.lastRound as LastRound).captured = won;
    m.emit(ev.soloWin(W, cv.id, totals[W], totals[L], won.length));
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

function soloStandings(G: AsState) {
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
export function endSolo(G: AsState, m: Ctx): void {
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
  m.emit(ev.soloOver(st.allied.vp, st.german.vp, cmp < 0 ? -1 : cmp === 0 ? 0 : 1));
}
