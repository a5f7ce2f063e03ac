import { standardView } from '../common/view';
import type { AsState, Secret } from './rules/types';

const EMPTY_SECRET: Secret = Object.freeze({
  deck: '',
  discard: '',
  convoys: '',
  removed: '',
  convoyDiscard: '',
  soloDeck: Object.freeze({ allied: '', german: '' }),
  soloDiscard: Object.freeze({ allied: '', german: '' }),
});

/** The kit's view options: G.secret is shown as empty piles (the view keeps the state's type). */
export const viewOptions = { secret: EMPTY_SECRET };

/**
 * What a viewer may see, the kit's standard view (common/view.ts). Nobody sees G.secret (draw
 * pile order, discard pile, convoy pile, the removed convoys, the convoy discard pile): its sizes are in
 * G.counts, and a view holds empty piles in its place. Each seat sees only its own G.players entry (hand,
 * captured cards under its convoys, fate victims, spoils, the two convoys it drew); everybody sees G.pub
 * (hand sizes, face-up convoys, counts). A spectator sees the table only. At the end of the game G.result
 * reveals every player's captured cards, victims and spoils.
 */
export function playerView({ G, playerID }: { G: AsState; playerID: string | null | undefined }): AsState {
  return standardView<AsState, AsState>(G, playerID, viewOptions);
}
