/**
 * §15 solitaire setup: one human against the other side, run by the deterministic automaton of
 * rules/automaton.ts (spec §9.3.1). §15.1: the force deck is split into an Allied and a German deck;
 * §15.2: all 40 convoys are used. Then the 15-step sequence runs to the first decision (rules/solo-flow.ts).
 */
import { ALL_CONVOY_IDS, ALL_FORCE_IDS, type Side } from '../data';
import { card, sideName } from './cards';
import { pileOf } from './pile';
import { emptyState } from './setup';
import { soloRun } from './solo-flow';
import { log, ref } from './state';
import type { AsState, Rng, Seat } from './types';

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
