/**
 * §15 solitaire setup: one human against the other side, run by the deterministic automaton of
 * rules/automaton.ts. §15.1: the force deck is split into an Allied and a German deck;
 * §15.2: all 40 convoys are used. Then the 15-step sequence runs to the first decision (rules/solo-flow.ts).
 */
import { ALL_CONVOY_IDS, ALL_FORCE_IDS, type Side } from '../data';
import { card } from './cards';
import { ev } from './events';
import { pileOf } from './pile';
import { emptyState } from './setup';
import { soloRun } from './solo-flow';
import type { AsState, Ctx, Seat } from './types';

export function newSoloGame(seat: Seat, human: Side, m: Ctx): AsState {
  const G = emptyState([seat], 'solitaire', { convoySelection: false, discardHand: false, divideSpoils: false });
  // §15.1: the force deck is split into the Allied and German decks; A-31: each storm joins a random deck.
  const stormSide: Record<string, Side> = {};
  for (const id of ALL_FORCE_IDS) if (card(id).side === 'neutral') stormSide[id] = m.d6() <= 3 ? 'allied' : 'german';
  const deckOf = (id: string): Side => (card(id).side === 'neutral' ? stormSide[id] : (card(id).side as Side));
  G.secret.soloDeck.allied = pileOf(m.shuffle(ALL_FORCE_IDS.filter((id) => deckOf(id) === 'allied')));
  G.secret.soloDeck.german = pileOf(m.shuffle(ALL_FORCE_IDS.filter((id) => deckOf(id) === 'german')));
  // §15.2: all 40 convoys are used.
  G.secret.convoys = pileOf(m.shuffle([...ALL_CONVOY_IDS]));
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
  m.emit(ev.soloSide(seat, human));
  m.emit(ev.stormDecks(Object.entries(stormSide)));
  soloRun(G, m);
  return G;
}
