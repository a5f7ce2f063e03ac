import type { BoardModule } from '../types';
import { AtlanticStormBoard, lineText } from './Board';
import { plainText, richText } from './Card';
import { CARD, type AsState } from './engine';

const mod: BoardModule<AsState> = {
  Board: AtlanticStormBoard,

  // The game's own narrative log (every line public when written), with names for seat labels.
  logLines: ({ G, seatName }) =>
    (G.log ?? []).map((raw, i) => {
      const text = lineText(raw);
      const em = /^Battle \d+:|wins the trick|takes .* with|Game over/.test(text);
      return {
        key: String(i),
        text: plainText(text, (s) => seatName(s)),
        node: richText(text, (s) => seatName(s)),
        kind: em ? 'em' : undefined,
      };
    }),

  seatExtra: (G, seat) => {
    const pub = G.pub?.[String(seat)];
    if (!pub) return undefined;
    return `${pub.hand} card${pub.hand === 1 ? '' : 's'} · ${pub.tricks.length} convoy${pub.tricks.length === 1 ? '' : 's'}`;
  },

  prompt: (G, viewer) => {
    const p = G.prompt;
    if (!p) return G.result ? undefined : 'The table is being set.';
    const mine = viewer !== null && String(viewer) === p.seat;
    switch (p.kind) {
      case 'zone':
        return mine ? 'You lead the round: declare the zone.' : 'declaring the zone';
      case 'turn':
        return mine ? (p.delayed ? 'Your delayed turn: play cards of your intelligence side, or discard it.' : 'Play cards of one side, or discard one card.') : 'taking a turn';
      case 'chooseConvoy':
        return mine ? 'Choose the convoy to fight for.' : 'choosing the convoy';
      case 'stormTarget':
        return mine ? 'The storm hits: choose its effect.' : 'deciding where the storm hits';
      case 'supply':
        return mine ? `Use ${CARD[p.card]?.name ?? 'your supply card'} to refuel a card, or not.` : 'deciding on a supply card';
      case 'spoils':
        return mine ? 'Divide the spoils.' : 'dividing the spoils';
      case 'soloZone':
        return mine ? 'Choose the zone(s) of this battle.' : undefined;
      case 'soloPlace':
        return mine ? 'Place your drawn cards.' : undefined;
      case 'soloResolve':
        return mine ? `Resolve ${CARD[p.card]?.name ?? p.card}.` : undefined;
      case 'soloWithdraw':
        return mine ? 'Withdraw cards worth 0, or not.' : undefined;
      default:
        return undefined;
    }
  },
};

export default mod;
