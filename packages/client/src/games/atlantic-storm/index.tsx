import type { BoardModule } from '../types';
import { AtlanticStormBoard } from './Board';
import { CARD, type AsState } from './engine';
import { logLines } from './log';

const mod: BoardModule<AsState> = {
  Board: AtlanticStormBoard,

  // One line per log event, grouped by battle (log.tsx; the words are log-text.ts).
  logLines,

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
