import type { BoardModule } from '../types';
import { CardReference, Legend } from './Reference';
import { AtlanticStormBoard } from './Board';
import { CARD, type AsState } from './engine';
import { logLines } from './log';

const mod: BoardModule<AsState> = {
  Board: AtlanticStormBoard,

  // The side panel's card reference and the rules panel's legend of this game's marks.
  cards: CardReference,
  legend: Legend,

  // One line per log event, grouped by battle (log.tsx; the words are log-text.ts).
  logLines,

  seatExtra: (G, seat, t) => {
    const pub = G.pub?.[String(seat)];
    if (!pub) return undefined;
    return t('table.seatExtra', { cards: t('table.cards', { count: pub.hand }), convoys: t('table.convoys', { count: pub.tricks.length }) });
  },

  prompt: (G, viewer, _ctx, t) => {
    const p = G.prompt;
    if (!p) return G.result ? undefined : t('table.prompt.setting');
    const mine = viewer !== null && String(viewer) === p.seat;
    switch (p.kind) {
      case 'zone':
        return mine ? t('table.prompt.zone') : t('table.prompt.zoneOther');
      case 'turn':
        return mine ? t(p.delayed ? 'table.prompt.turnDelayed' : 'table.prompt.turn') : t('table.prompt.turnOther');
      case 'chooseConvoy':
        return mine ? t('table.prompt.chooseConvoy') : t('table.prompt.chooseConvoyOther');
      case 'stormTarget':
        return mine ? t('table.prompt.stormTarget') : t('table.prompt.stormTargetOther');
      case 'supply':
        return mine ? t('table.prompt.supply', { card: CARD[p.card]?.name ?? t('table.prompt.supplyCard') }) : t('table.prompt.supplyOther');
      case 'spoils':
        return mine ? t('table.prompt.spoils') : t('table.prompt.spoilsOther');
      case 'soloZone':
        return mine ? t('table.prompt.soloZone') : undefined;
      case 'soloPlace':
        return mine ? t('table.prompt.soloPlace') : undefined;
      case 'soloResolve':
        return mine ? t('table.prompt.soloResolve', { card: CARD[p.card]?.name ?? p.card }) : undefined;
      case 'soloWithdraw':
        return mine ? t('table.prompt.soloWithdraw') : undefined;
      default:
        return undefined;
    }
  },
};

export default mod;
